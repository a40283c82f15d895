//! `GET /api/images/{name}` serves stored pictures; `POST /api/images`: a signed-in user uploads a picture (multipart field `image`) and gets
//! back the address it is served from, for a profile photo or a tool.

use crate::AppState;
use crate::auth::extract::AuthUser;
use crate::error::{AppError, Result};
use crate::images::{self, ImageKind, MAX_BYTES};
use axum::body::Body;
use axum::extract::{DefaultBodyLimit, Multipart, Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};
use shared::messages;
use tower::ServiceExt;
use tower_http::services::ServeFile;

pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/images",
            // Room for the multipart framing around a picture of the largest allowed size.
            post(upload_image).layer(DefaultBodyLimit::max(MAX_BYTES + 64 * 1024)),
        )
        .route("/images/{name}", get(serve_image))
}

/// A stored picture, with range and conditional requests handled by tower-http. Only plain
/// file names are looked up, so no path leaves the image directory.
async fn serve_image(
    State(state): State<AppState>,
    Path(name): Path<String>,
    request: Request,
) -> Response {
    let plain = !name.starts_with('.')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    if !plain {
        return AppError::not_found("picture").into_response();
    }
    let file = ServeFile::new(state.config.images_dir().join(&name));
    match file.oneshot(request).await {
        Ok(response) if response.status() == StatusCode::NOT_FOUND => {
            AppError::not_found("picture").into_response()
        }
        Ok(response) => images::cache_headers(response.map(Body::new)).await,
        Err(never) => match never {},
    }
}

async fn upload_image(
    State(state): State<AppState>,
    _user: AuthUser,
    mut form: Multipart,
) -> Result<(StatusCode, Json<Value>)> {
    let too_large = || AppError::PayloadTooLarge(messages::IMAGE_TOO_LARGE.into());
    while let Some(field) = form.next_field().await.map_err(|error| {
        if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
            too_large()
        } else {
            AppError::BadRequest(format!(
                "The upload could not be read: {}",
                error.body_text()
            ))
        }
    })? {
        if field.name() != Some("image") {
            continue;
        }
        let bytes = field.bytes().await.map_err(|_| too_large())?;
        if bytes.is_empty() {
            break;
        }
        if bytes.len() > MAX_BYTES {
            return Err(too_large());
        }
        let kind = ImageKind::sniff(&bytes)
            .ok_or_else(|| AppError::UnsupportedMediaType(messages::IMAGE_WRONG_TYPE.into()))?;
        let url = state
            .images
            .store(bytes.to_vec(), kind)
            .await
            .map_err(|error| {
                tracing::error!(error = ?error, "storing an image");
                AppError::BadGateway(messages::IMAGE_UPLOAD_FAILED.into())
            })?;
        return Ok((StatusCode::CREATED, Json(json!({ "url": url }))));
    }
    Err(AppError::Validation(vec![shared::FieldError::new(
        "image",
        "required",
        messages::IMAGE_REQUIRED,
    )]))
}
