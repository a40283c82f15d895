//! Narrower copies of an uploaded picture, as WebP, for `srcset`: a phone showing a card 350 px
//! wide at twice the density fetches the 640-pixel copy (tens of kilobytes) instead of the
//! multi-megabyte photograph the admin uploaded.
//!
//! A copy sits beside its original in the image directory, named after it
//! (`{stem}-{width}w.webp`), so it shares the original's content-hash name and its year-long
//! caching. The browser builds the `srcset` from the original's address alone
//! (`ui/src/lib/picture.ts`), so every width in [`WIDTHS`] always answers: an original narrower
//! than a width is served at its own size (never enlarged), and CSS sizes it either way.

use image::imageops::{self, FilterType};
use image::{DynamicImage, ImageDecoder, ImageReader, Limits, RgbaImage};
use std::io::Cursor;

/// The widths made of every picture, in pixels: a card on a phone at 1× and 2×, a tool's page.
pub const WIDTHS: [u32; 3] = [320, 640, 1280];

/// libwebp's quality (0–100): 78 is indistinguishable from the original at the sizes shown
/// and about a tenth of a JPEG photograph's bytes at the same width.
const QUALITY: f32 = 78.0;

/// The most pixels decoded: a 24-megapixel camera's photographs and then some. A 250-kilobyte
/// PNG can claim 5590 × 12000 pixels, 268 MB once decoded, and three at once took the shop to
/// 1.5 GB; the canvas is read from the header and refused before any pixel is decoded.
pub const MAX_MEGAPIXELS: u32 = 32;
const MAX_PIXELS: u64 = MAX_MEGAPIXELS as u64 * 1_000_000;
/// The most one decode may hold: the pixel budget at four bytes a pixel (RGBA). A picture with
/// sixteen bits a channel takes twice that per pixel and is refused the same way.
const MAX_DECODE_BYTES: u64 = MAX_PIXELS * 4;

/// Why a file is no picture the shop keeps.
#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("more than {MAX_MEGAPIXELS} megapixels")]
    TooManyPixels,
    #[error("not a picture: {0}")]
    Unreadable(image::ImageError),
}

impl From<image::ImageError> for PictureError {
    /// A decoder that would go past the limits says so before decoding.
    fn from(error: image::ImageError) -> Self {
        match error {
            image::ImageError::Limits(_) => PictureError::TooManyPixels,
            other => PictureError::Unreadable(other),
        }
    }
}

/// Decodes are taken one at a time across the shop: each may hold [`MAX_DECODE_BYTES`] and
/// the copies made from it, so ten uploads at once wait in line instead of taking ten times
/// that (peak RSS under ten worst-case uploads in `api/tests/api/abuse.rs`).
static DECODING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// The turn to decode a picture; decode and make its copies while holding it.
pub async fn turn() -> tokio::sync::SemaphorePermit<'static> {
    DECODING
        .acquire()
        .await
        .expect("the decoding semaphore is never closed")
}

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
    let name = url.strip_prefix(super::kind::URL_PREFIX)?;
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
                super::kind::URL_PREFIX,
                copy_name(name, width)
            )
        })
        .collect();
    Some(copies.join(", "))
}

/// Whether copies are made of pictures of this kind. A GIF may be animated, and a copy would
/// keep only its first frame, so GIFs are served as they came.
pub fn has_copies(kind: super::kind::ImageKind) -> bool {
    kind != super::kind::ImageKind::Gif
}

/// Decodes a picture within the limits above, turned upright as its camera recorded (a
/// phone's photograph is often stored sideways with an EXIF orientation). Its size is read
/// from the header first, and a canvas over the budget is refused before any pixel is.
pub fn decode(bytes: &[u8]) -> Result<DynamicImage, PictureError> {
    let mut limits = Limits::default();
    limits.max_alloc = Some(MAX_DECODE_BYTES);
    let mut reader = ImageReader::new(Cursor::new(bytes))
        .with_guessed_format()
        .map_err(image::ImageError::IoError)?;
    reader.limits(limits);
    let mut decoder = reader.into_decoder()?;
    let (width, height) = decoder.dimensions();
    if u64::from(width) * u64::from(height) > MAX_PIXELS || decoder.total_bytes() > MAX_DECODE_BYTES
    {
        return Err(PictureError::TooManyPixels);
    }
    let orientation = decoder.orientation()?;
    let mut picture = DynamicImage::from_decoder(decoder)?;
    picture.apply_orientation(orientation);
    Ok(picture)
}

/// The size of the copy of a `width` × `height` picture for `copy_width`: at most that wide
/// and twice that tall, proportions kept, never enlarged.
fn copy_size(width: u32, height: u32, copy_width: u32) -> (u32, u32) {
    let (width, height) = (u64::from(width.max(1)), u64::from(height.max(1)));
    let (most_wide, most_tall) = (u64::from(copy_width), 2 * u64::from(copy_width));
    // The scale is the least of the three ratios, in integers: w' / w = min(1, W / w, 2W / h).
    let (new_width, new_height) = if width <= most_wide && height <= most_tall {
        (width, height)
    } else if most_wide * height <= most_tall * width {
        (most_wide, (height * most_wide).div_ceil(width))
    } else {
        ((width * most_tall).div_ceil(height), most_tall)
    };
    let fit = |side: u64| u32::try_from(side.max(1)).unwrap_or(u32::MAX);
    (fit(new_width), fit(new_height))
}

/// The picture shrunk, in steps, for copies up to `copy_width` wide: first a box average down
/// to twice that (an integer filter that allocates only its result), then the original is let
/// go, so the smooth filter that follows never works on the full canvas.
fn shrunk_for(picture: DynamicImage, copy_width: u32) -> RgbaImage {
    let (width, height) = copy_size(picture.width(), picture.height(), 2 * copy_width);
    if (width, height) == (picture.width(), picture.height()) {
        return picture.into_rgba8();
    }
    let smaller = picture.thumbnail_exact(width, height);
    drop(picture);
    smaller.into_rgba8()
}

/// `picture` (already at most twice as large) at most `copy_width` wide, as lossy WebP.
fn encoded(picture: &RgbaImage, copy_width: u32) -> Vec<u8> {
    let (width, height) = copy_size(picture.width(), picture.height(), copy_width);
    let copy = if (width, height) == picture.dimensions() {
        picture.clone()
    } else {
        imageops::resize(picture, width, height, FilterType::CatmullRom)
    };
    webp::Encoder::from_rgba(&copy, copy.width(), copy.height())
        .encode(QUALITY)
        .to_vec()
}

/// The copies of a decoded picture at every width in [`WIDTHS`], as WebP, each made from the
/// one twice its size: the picture's memory is let go after the first, coarse step.
pub fn render_all(picture: DynamicImage) -> Vec<(u32, Vec<u8>)> {
    let mut source = shrunk_for(picture, WIDTHS[WIDTHS.len() - 1]);
    let mut copies = Vec::with_capacity(WIDTHS.len());
    for &width in WIDTHS.iter().rev() {
        if source.width() > 2 * width {
            let (w, h) = copy_size(source.width(), source.height(), 2 * width);
            source = imageops::thumbnail(&source, w, h);
        }
        copies.push((width, encoded(&source, width)));
    }
    copies.reverse();
    copies
}

/// One copy, `width` wide: the same steps as [`render_all`].
pub fn render(picture: DynamicImage, width: u32) -> Vec<u8> {
    encoded(&shrunk_for(picture, width), width)
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
        let photo = || {
            DynamicImage::ImageRgba8(RgbaImage::from_pixel(2000, 1500, Rgba([200, 40, 40, 255])))
        };
        let copy = decode(&render(photo(), 640)).unwrap();
        assert_eq!(copy.dimensions(), (640, 480));
        let small = DynamicImage::ImageRgba8(RgbaImage::new(100, 50));
        assert_eq!(
            decode(&render(small, 1280)).unwrap().dimensions(),
            (100, 50)
        );
        let every: Vec<(u32, (u32, u32))> = render_all(photo())
            .into_iter()
            .map(|(width, bytes)| (width, decode(&bytes).unwrap().dimensions()))
            .collect();
        assert_eq!(
            every,
            [(320, (320, 240)), (640, (640, 480)), (1280, (1280, 960))]
        );
    }

    #[test]
    fn copies_fit_a_box_twice_as_tall_as_wide() {
        assert_eq!(copy_size(2000, 1500, 640), (640, 480));
        assert_eq!(copy_size(1000, 10_000, 640), (128, 1280));
        assert_eq!(copy_size(300, 200, 640), (300, 200));
        assert_eq!(copy_size(640, 1280, 640), (640, 1280));
    }

    #[test]
    fn a_canvas_over_the_budget_is_refused_from_its_header() {
        // A PNG claiming 5590 × 12000 pixels, with almost no pixel data behind it: the size
        // alone must refuse it.
        let mut bomb = Vec::new();
        {
            let mut encoder = png::Encoder::new(&mut bomb, 5590, 12_000);
            encoder.set_color(png::ColorType::Rgba);
            let mut writer = encoder.write_header().unwrap();
            writer
                .write_chunk(png::chunk::IDAT, &[0x78, 0x9c, 0x03, 0x00])
                .unwrap();
        }
        let refused = decode(&bomb);
        assert!(
            matches!(refused, Err(PictureError::TooManyPixels)),
            "{refused:?}"
        );
    }

    #[test]
    fn what_is_not_a_picture_is_refused() {
        assert!(matches!(
            decode(b"\x89PNG\r\n\x1a\nnot really"),
            Err(PictureError::Unreadable(_))
        ));
    }
}
