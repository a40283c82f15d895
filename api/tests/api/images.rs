use crate::helpers::{BUYER, PNG, TestApp, spawn_app};
use api::pictures::widths::WIDTHS;
use axum::http::StatusCode;
use image::{DynamicImage, GenericImageView, ImageFormat, Rgb, RgbImage};
use shared::messages;

#[tokio::test]
async fn a_picture_is_stored_under_its_content_hash_and_served() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let (status, body) = app.upload(Some(&token), "image", PNG).await;

    assert_eq!(status, StatusCode::CREATED, "{body}");
    let url = body["url"].as_str().unwrap();
    assert!(
        url.starts_with("/api/images/") && url.ends_with(".png"),
        "{url}"
    );
    let served = app.get(url).await;
    assert_eq!(served.status, StatusCode::OK);
    assert_eq!(served.headers["content-type"], "image/png");
    let (_, again) = app.upload(Some(&token), "image", PNG).await;
    assert_eq!(again["url"], url, "the same bytes keep the same name");
}

#[tokio::test]
async fn anything_but_a_picture_is_a_415() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let (status, body) = app
        .upload(Some(&token), "image", b"<svg onload=alert(1)>")
        .await;

    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(body["error"]["message"], messages::IMAGE_WRONG_TYPE.en());
}

#[tokio::test]
async fn a_picture_over_5_mb_is_a_413() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let mut big = PNG.to_vec();
    big.resize(5 * 1024 * 1024 + 1, 0);

    let (status, body) = app.upload(Some(&token), "image", &big).await;

    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["error"]["message"], messages::IMAGE_TOO_LARGE.en());
}

#[tokio::test]
async fn an_upload_without_the_image_field_says_so() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let (status, body) = app.upload(Some(&token), "picture", PNG).await;

    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["error"]["message"], messages::IMAGE_REQUIRED.en());
}

#[tokio::test]
async fn only_signed_in_users_upload() {
    let app = spawn_app().await;

    let (status, _) = app.upload(None, "image", PNG).await;

    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

/// Without a multipart body axum would answer in plain text; the API answers its JSON error.
#[tokio::test]
async fn an_upload_that_is_not_multipart_is_a_json_415() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let reply = app
        .send_as(axum::http::Method::POST, "/api/images", "{}", &token)
        .await;

    assert_eq!(reply.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(reply.error_message(), messages::IMAGE_NOT_MULTIPART.en());
}

/// A photograph-sized picture in `format`: a gradient, so it does not compress to nothing.
fn photograph(width: u32, height: u32, format: ImageFormat) -> Vec<u8> {
    let picture = RgbImage::from_fn(width, height, |x, y| {
        Rgb([(x % 256) as u8, (y % 256) as u8, ((x + y) % 256) as u8])
    });
    let mut bytes = std::io::Cursor::new(Vec::new());
    DynamicImage::ImageRgb8(picture)
        .write_to(&mut bytes, format)
        .unwrap();
    bytes.into_inner()
}

/// The address of the copy of the picture at `url` that is `width` pixels wide, as the
/// browser builds it (`ui/src/lib/picture.ts`).
fn copy_url(url: &str, width: u32) -> String {
    let stem = url.rsplit_once('.').unwrap().0;
    format!("{stem}-{width}w.webp")
}

/// Uploads `picture` as the demo buyer; answers its address.
async fn uploaded(app: &TestApp, picture: &[u8]) -> String {
    let token = app.token(BUYER).await;
    let (status, body) = app.upload(Some(&token), "image", picture).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["url"].as_str().unwrap().to_owned()
}

async fn served_copy(app: &TestApp, url: &str, width: u32) -> DynamicImage {
    let served = app.get(&copy_url(url, width)).await;
    assert_eq!(served.status, StatusCode::OK, "{}", served.text);
    assert_eq!(served.headers["content-type"], "image/webp");
    assert_eq!(
        served.headers["cache-control"],
        "public, max-age=31536000, immutable"
    );
    image::load_from_memory_with_format(&served.bytes, ImageFormat::WebP).unwrap()
}

#[tokio::test]
async fn an_uploaded_photograph_is_also_stored_in_narrower_webp_copies() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let original = photograph(1600, 1200, ImageFormat::Jpeg);

    let (status, body) = app.upload(Some(&token), "image", &original).await;

    assert_eq!(status, StatusCode::CREATED, "{body}");
    let url = body["url"].as_str().unwrap();
    assert!(
        url.ends_with(".jpg"),
        "the original keeps its format: {url}"
    );
    let dir = app.state.config.images_dir();
    for width in WIDTHS {
        let name = copy_url(url, width);
        let name = name.rsplit('/').next().unwrap();
        assert!(dir.join(name).exists(), "{name} is made with the upload");
        let copy = served_copy(&app, url, width).await;
        assert_eq!(copy.dimensions(), (width, width * 3 / 4));
    }
    let served = app.get(url).await;
    assert_eq!(served.bytes, original, "the original is kept byte for byte");
    let small_copy = app.get(&copy_url(url, 640)).await;
    assert!(
        small_copy.bytes.len() * 4 < original.len(),
        "the 640-pixel copy ({} B) is a fraction of the original ({} B)",
        small_copy.bytes.len(),
        original.len()
    );
}

#[tokio::test]
async fn a_narrow_picture_is_never_enlarged() {
    let app = spawn_app().await;

    let url = uploaded(&app, &photograph(500, 250, ImageFormat::Png)).await;

    assert_eq!(served_copy(&app, &url, 320).await.dimensions(), (320, 160));
    assert_eq!(served_copy(&app, &url, 1280).await.dimensions(), (500, 250));
}

/// Pictures stored before copies were made (or whose copies were lost) get them on first request.
#[tokio::test]
async fn a_missing_copy_is_made_from_its_original_when_asked_for() {
    let app = spawn_app().await;
    let dir = app.state.config.images_dir();
    std::fs::write(
        dir.join("00112233445566778899aabbccddeeff.png"),
        photograph(900, 600, ImageFormat::Png),
    )
    .unwrap();

    let copy = served_copy(
        &app,
        "/api/images/00112233445566778899aabbccddeeff.png",
        640,
    )
    .await;

    assert_eq!(copy.dimensions(), (640, 427));
    assert!(
        dir.join("00112233445566778899aabbccddeeff-640w.webp")
            .exists()
    );
}

#[tokio::test]
async fn there_is_no_copy_of_an_unknown_picture_a_gif_or_at_another_width() {
    let app = spawn_app().await;
    let gif = uploaded(&app, &photograph(400, 300, ImageFormat::Gif)).await;
    let gif = gif.as_str();

    for path in [
        copy_url(gif, 320),
        copy_url("/api/images/00112233445566778899aabbccddeeff.png", 640),
        copy_url(gif, 500),
    ] {
        let reply = app.get(&path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(reply.json()["error"]["code"], "not_found", "{path}");
    }
}

#[tokio::test]
async fn a_file_that_only_starts_like_a_picture_is_refused() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let (status, body) = app
        .upload(
            Some(&token),
            "image",
            b"\x89PNG\r\n\x1a\nthe rest is not a picture",
        )
        .await;

    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["error"]["message"], messages::IMAGE_UNREADABLE.en());
}
