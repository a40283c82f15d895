use crate::helpers::{BUYER, TestApp, spawn_app};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use shared::messages;
use tower::ServiceExt;

const BOUNDARY: &str = "shop-test-boundary";
const PNG: &[u8] =
    b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89";

fn multipart(field: &str, bytes: &[u8]) -> Vec<u8> {
    let mut body = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"photo.png\"\r\nContent-Type: image/png\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{BOUNDARY}--\r\n").as_bytes());
    body
}

async fn upload(
    app: &TestApp,
    token: Option<&str>,
    body: Vec<u8>,
) -> (StatusCode, serde_json::Value) {
    let mut request = Request::post("/api/images").header(
        "content-type",
        format!("multipart/form-data; boundary={BOUNDARY}"),
    );
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let response = app
        .router
        .clone()
        .oneshot(request.body(Body::from(body)).unwrap())
        .await
        .unwrap();
    let status = response.status();
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, serde_json::from_slice(&bytes).unwrap_or_default())
}

#[tokio::test]
async fn a_picture_is_stored_under_its_content_hash_and_served() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let (status, body) = upload(&app, Some(&token), multipart("image", PNG)).await;

    assert_eq!(status, StatusCode::CREATED, "{body}");
    let url = body["url"].as_str().unwrap();
    assert!(
        url.starts_with("/api/images/") && url.ends_with(".png"),
        "{url}"
    );
    let served = app.get(url).await;
    assert_eq!(served.status, StatusCode::OK);
    assert_eq!(served.headers["content-type"], "image/png");
    let (_, again) = upload(&app, Some(&token), multipart("image", PNG)).await;
    assert_eq!(again["url"], url, "the same bytes keep the same name");
}

#[tokio::test]
async fn anything_but_a_picture_is_a_415() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let (status, body) = upload(
        &app,
        Some(&token),
        multipart("image", b"<svg onload=alert(1)>"),
    )
    .await;

    assert_eq!(status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(body["error"]["message"], messages::IMAGE_WRONG_TYPE);
}

#[tokio::test]
async fn a_picture_over_5_mb_is_a_413() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let mut big = PNG.to_vec();
    big.resize(5 * 1024 * 1024 + 1, 0);

    let (status, body) = upload(&app, Some(&token), multipart("image", &big)).await;

    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["error"]["message"], messages::IMAGE_TOO_LARGE);
}

#[tokio::test]
async fn an_upload_without_the_image_field_says_so() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let (status, body) = upload(&app, Some(&token), multipart("picture", PNG)).await;

    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(body["error"]["message"], messages::IMAGE_REQUIRED);
}

#[tokio::test]
async fn only_signed_in_users_upload() {
    let app = spawn_app().await;

    let (status, _) = upload(&app, None, multipart("image", PNG)).await;

    assert_eq!(status, StatusCode::UNAUTHORIZED);
}
