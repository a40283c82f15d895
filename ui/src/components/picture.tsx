import type { ImgHTMLAttributes } from 'react';

/** The widths the server makes of every picture it stores (api/src/pictures/widths.rs). */
export const PICTURE_WIDTHS = [320, 640, 1280] as const;

/** A raster picture in the shop's own store: `/api/images/{content hash}.{jpg|png|webp}`. SVGs
 * (the sample pictures) fit every width as they are, GIFs may move, and pictures on an outside
 * host have no copies. */
const STORED_RASTER = /^(\/api\/images\/[0-9a-f]{32})\.(?:jpg|png|webp)$/;

/** The `srcset` of the narrower WebP copies of a stored picture, or nothing when it has none. */
export function pictureSrcSet(url: string): string | undefined {
  const stem = STORED_RASTER.exec(url)?.[1];
  return stem && PICTURE_WIDTHS.map((width) => `${stem}-${width}w.webp ${width}w`).join(', ');
}

interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'src' | 'sizes'> {
  src: string;
  /** How wide the picture is shown, as the `sizes` attribute: the browser picks the copy. */
  sizes: string;
  alt: string;
}

/** An `<img>` that lets the browser fetch the narrowest copy that is sharp at its size. */
export function Picture({ src, sizes, alt, ...rest }: PictureProps) {
  const srcSet = pictureSrcSet(src);
  return <img src={src} srcSet={srcSet} sizes={srcSet && sizes} alt={alt} {...rest} />;
}
