//! Extractors whose failures speak the API's error format.

use crate::error::AppError;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use serde::de::DeserializeOwned;
use shared::{FieldError, messages};

/// A JSON object body, like `axum::Json`, but every failure answers in the API's error format
/// (400, 413, 415 or 422 JSON) instead of axum's plain text. Every body the API takes is an
/// object, so anything else (an array, a string) is refused: serde alone would read a struct
/// from an array.
#[derive(Debug, Clone, Copy, Default)]
pub struct AppJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for AppJson<T> {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        if !is_json(request.headers()) {
            return Err(AppError::UnsupportedMediaType(
                messages::BODY_NOT_SENT_AS_JSON.into(),
            ));
        }
        let bytes =
            Bytes::from_request(request, state)
                .await
                .map_err(|rejection| match rejection.status() {
                    StatusCode::PAYLOAD_TOO_LARGE => {
                        AppError::PayloadTooLarge(messages::BODY_TOO_LARGE.into())
                    }
                    _ => AppError::BadRequest(rejection.body_text()),
                })?;
        let first = bytes.iter().find(|byte| !byte.is_ascii_whitespace());
        if first.is_some_and(|byte| *byte != b'{') {
            return Err(AppError::Validation(vec![FieldError::new(
                "body",
                "wrong_type",
                messages::BODY_NOT_AN_OBJECT,
            )]));
        }
        let axum::Json(value) = axum::Json::<T>::from_bytes(&bytes)?;
        Ok(AppJson(value))
    }
}

/// `application/json`, or any `application/…+json`, as axum's own `Json` accepts.
fn is_json(headers: &axum::http::HeaderMap) -> bool {
    let Some(content_type) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
    else {
        return false;
    };
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

impl<T: serde::Serialize> axum::response::IntoResponse for AppJson<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}

/// A record id from the path. Anything but a positive integer names no record, so it is a
/// 404 like any unknown id, never a 400 or 500.
pub fn parse_id(raw: &str, what: &str) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::not_found(what))
}
