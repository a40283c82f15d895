//! The API's own description: `GET /api/openapi.json` (the OpenAPI 3 document) and
//! `GET /api/docs`, the same document as a page people can read. Both are built once at start
//! (`crate::http::openapi`) and handed over in the state, so this module needs no router.

use crate::runtime::state::{ApiRouter, AppState};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::header;
use axum::response::{Html, IntoResponse};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(openapi_json))
        .routes(routes!(docs_page))
}

/// This document.
#[utoipa::path(get, path = "/openapi.json", tag = "Shop",
    responses((status = 200, description = "The OpenAPI 3 document", content_type = "application/json", body = Object)))]
async fn openapi_json(State(state): State<AppState>) -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "application/json")],
        state.api_document.json.clone(),
    )
}

/// This document as a page to read.
#[utoipa::path(get, path = "/docs", tag = "Shop",
    responses((status = 200, description = "The API reference", content_type = "text/html", body = String)))]
async fn docs_page(State(state): State<AppState>) -> Html<Bytes> {
    Html(state.api_document.page.clone())
}
