//! HTTP caching for public reads: a strong ETag from the body's SHA-256, `no-cache` so
//! browsers revalidate (stock changes), and 304 Not Modified when the client already has it.

use crate::store::listing_cache::etag_of;
use axum::body::{Body, to_bytes};
use axum::extract::Request;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

/// Public JSON reads are small; anything larger is passed through without an ETag.
const MAX_BODY: usize = 8 * 1024 * 1024;

pub async fn etag(request: Request, next: Next) -> Response {
    let if_none_match = request.headers().get(header::IF_NONE_MATCH).cloned();
    let response = next.run(request).await;
    if response.status() != StatusCode::OK {
        return response;
    }
    let (mut parts, body) = response.into_parts();
    // A handler that knows its ETag already (the cached listing) saves the hashing.
    let (tag, body) = match parts.headers.get(header::ETAG).cloned() {
        Some(tag) => (tag, body),
        None => {
            let Ok(bytes) = to_bytes(body, MAX_BODY).await else {
                return StatusCode::INTERNAL_SERVER_ERROR.into_response();
            };
            (etag_of(&bytes), Body::from(bytes))
        }
    };
    parts.headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, no-cache"),
    );
    let fresh = if_none_match.is_some_and(|wanted| {
        wanted
            .to_str()
            .map(|list| {
                list.split(',')
                    .any(|candidate| matches!(candidate.trim(), "*") || candidate.trim() == tag)
            })
            .unwrap_or(false)
    });
    parts.headers.insert(header::ETAG, tag);
    if fresh {
        let mut not_modified = StatusCode::NOT_MODIFIED.into_response();
        for name in [header::ETAG, header::CACHE_CONTROL] {
            if let Some(value) = parts.headers.get(&name) {
                not_modified.headers_mut().insert(name, value.clone());
            }
        }
        return not_modified;
    }
    Response::from_parts(parts, body)
}
