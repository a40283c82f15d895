//! Extractors whose failures speak the API's error format.

use crate::error::AppError;
use axum::extract::FromRequest;

/// `axum::Json`, but a malformed body answers with an [`AppError`] (400, 415 or 422 JSON)
/// instead of axum's plain-text rejection.
#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Json), rejection(AppError))]
pub struct AppJson<T>(pub T);

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
