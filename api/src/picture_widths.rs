//! Narrower copies of an uploaded picture, as WebP, for `srcset`: a phone showing a card 350 px
//! wide at twice the density fetches the 640-pixel copy (tens of kilobytes) instead of the
//! multi-megabyte photograph the admin uploaded.
//!
//! A copy sits beside its original in the image directory, named after it
//! (`{stem}-{width}w.webp`), so it shares the original's content-hash name and its year-long
//! caching. The browser builds the `srcset` from the original's address alone
//! (`ui/src/lib/picture.ts`), so every width in [`WIDTHS`] always answers: an original narrower
//! than a width is served at its own size (never enlarged), and CSS sizes it either way.

use image::imageops::FilterType;
use image::{DynamicImage, ImageDecoder, ImageReader, Limits};
use std::io::Cursor;

/// The widths made of every picture, in pixels: a card on a phone at 1× and 2×, a tool's page.
pub const WIDTHS: [u32; 3] = [320, 640, 1280];

/// libwebp's quality (0–100): 78 is indistinguishable from the original at the sizes shown
/// and about a tenth of a JPEG photograph's bytes at the same width.
const QUALITY: f32 = 78.0;

/// The largest side decoded. A five-megabyte file can claim a canvas of gigapixels; this is
/// more than any camera makes, and bounds the memory one decode can take.
const MAX_SIDE: u32 = 12_000;
const MAX_DECODE_BYTES: u64 = 256 * 1024 * 1024;

/// The name of the copy of `original` (a stored picture's file name) at `width`.
pub fn copy_name(original: &str, width: u32) -> String {
    let stem = original.split_once('.').map_or(original, |(stem, _)| stem);
    format!("{stem}-{width}w.webp")
}

/// The stem and width named by a copy's file name, for the widths the shop makes only.
pub fn parse_copy_name(name: &str) -> Option<(&str, u32)> {
    let (stem, width) = name.strip_suffix("w.webp")?.rsplit_once('-')?;
    let width = width.parse().ok()?;
    WIDTHS.contains(&width).then_some((stem, width))
}

/// The `srcset` of a picture in the shop's own store, `/api/images/{hash}.{jpg|png|webp}`: its
/// copies at every width. `ui/src/components/picture.tsx` builds the same for its `<img>`.
pub fn srcset(url: &str) -> Option<String> {
    let name = url.strip_prefix(crate::picture_store::URL_PREFIX)?;
    let (stem, extension) = name.split_once('.')?;
    let stored = stem.len() == 32 && stem.bytes().all(|byte| byte.is_ascii_hexdigit());
    if !stored || !["jpg", "png", "webp"].contains(&extension) {
        return None;
    }
    let copies: Vec<String> = WIDTHS
        .iter()
        .map(|&width| {
            format!(
                "{}{} {width}w",
                crate::picture_store::URL_PREFIX,
                copy_name(name, width)
            )
        })
        .collect();
    Some(copies.join(", "))
}

/// Whether copies are made of pictures of this kind. A GIF may be animated, and a copy would
/// keep only its first frame, so GIFs are served as they came.
pub fn has_copies(kind: crate::picture_store::ImageKind) -> bool {
    kind != crate::picture_store::ImageKind::Gif
}

/// Decodes a picture within the limits above, turned upright as its camera recorded (a
/// phone's photograph is often stored sideways with an EXIF orientation).
pub fn decode(bytes: &[u8]) -> image::ImageResult<DynamicImage> {
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    let mut reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format()?;
    reader.limits(limits);
    let mut decoder = reader.into_decoder()?;
    let orientation = decoder.orientation()?;
    let mut picture = DynamicImage::from_decoder(decoder)?;
    picture.apply_orientation(orientation);
    Ok(picture)
}

/// The picture at most `width` pixels wide, its proportions kept, as lossy WebP.
pub fn render(picture: &DynamicImage, width: u32) -> Vec<u8> {
    let rgba = if picture.width() > width {
        let height = (u64::from(picture.height()) * u64::from(width))
            .div_ceil(u64::from(picture.width()))
            .max(1);
        let height = u32::try_from(height).unwrap_or(u32::MAX);
        picture
            .resize_exact(width, height, FilterType::CatmullRom)
            .to_rgba8()
    } else {
        picture.to_rgba8()
    };
    webp::Encoder::from_rgba(&rgba, rgba.width(), rgba.height())
        .encode(QUALITY)
        .to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::{GenericImageView, Rgba, RgbaImage};

    #[test]
    fn copies_are_named_after_their_original() {
        let name = copy_name("0123abcd.jpg", 640);
        assert_eq!(name, "0123abcd-640w.webp");
        assert_eq!(parse_copy_name(&name), Some(("0123abcd", 640)));
        assert_eq!(parse_copy_name("0123abcd-641w.webp"), None);
        assert_eq!(parse_copy_name("0123abcd.webp"), None);
        assert_eq!(parse_copy_name("0123abcd-w.webp"), None);
    }

    #[test]
    fn only_stored_raster_pictures_have_a_srcset() {
        assert_eq!(
            srcset("/api/images/0123456789abcdef0123456789abcdef.png").as_deref(),
            Some(
                "/api/images/0123456789abcdef0123456789abcdef-320w.webp 320w, \
                 /api/images/0123456789abcdef0123456789abcdef-640w.webp 640w, \
                 /api/images/0123456789abcdef0123456789abcdef-1280w.webp 1280w"
            )
        );
        for url in [
            "/api/images/0123456789abcdef0123456789abcdef.svg",
            "/api/images/0123456789abcdef0123456789abcdef.gif",
            "/api/images/level.png",
            "https://i.ibb.co/abc/0123456789abcdef0123456789abcdef.jpg",
        ] {
            assert_eq!(srcset(url), None, "{url}");
        }
    }

    #[test]
    fn a_copy_is_narrower_in_proportion_and_never_enlarged() {
        let photo =
            DynamicImage::ImageRgba8(RgbaImage::from_pixel(2000, 1500, Rgba([200, 40, 40, 255])));
        let copy = decode(&render(&photo, 640)).unwrap();
        assert_eq!(copy.dimensions(), (640, 480));
        let small = DynamicImage::ImageRgba8(RgbaImage::new(100, 50));
        assert_eq!(
            decode(&render(&small, 1280)).unwrap().dimensions(),
            (100, 50)
        );
    }

    #[test]
    fn what_is_not_a_picture_is_refused() {
        assert!(decode(b"\x89PNG\r\n\x1a\nnot really").is_err());
    }
}
