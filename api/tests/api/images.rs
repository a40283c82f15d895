use crate::helpers::{BUYER, PNG, spawn_app};
use axum::http::StatusCode;
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
