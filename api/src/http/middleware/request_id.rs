//! Every request's id, so an owner can tell support "quote this number": made here (whatever a
//! client sent in `X-Request-Id`, which anyone can write), answered in that header, written in
//! every error body (`error.requestId`), and carried by the request's tracing span, so each log
//! line of the request names it.
//!
//! An id is the process's random prefix and a counter (`k3f9-1a2b`): unique, short enough to
//! read out on the phone, and free to make on the hot path (no random number per request).

use axum::extract::Request;
use axum::http::{HeaderName, HeaderValue};
use axum::middleware::Next;
use axum::response::Response;
use std::sync::LazyLock;
use std::sync::atomic::{AtomicU64, Ordering};

pub static HEADER: HeaderName = HeaderName::from_static("x-request-id");

tokio::task_local! {
    static ID: HeaderValue;
}

/// The id of the request being answered, if there is one.
pub fn current() -> Option<String> {
    ID.try_with(|id| id.to_str().unwrap_or_default().to_owned())
        .ok()
}

/// A new id.
fn new_id() -> HeaderValue {
    static PREFIX: LazyLock<String> =
        LazyLock::new(|| crate::runtime::secrets::random_token()[..4].to_ascii_lowercase());
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let number = NEXT.fetch_add(1, Ordering::Relaxed);
    // Handed over whole: one allocation per request, not a copy of it.
    HeaderValue::from_maybe_shared(axum::body::Bytes::from(format!("{}-{number:x}", *PREFIX)))
        .unwrap_or(HeaderValue::from_static("unknown"))
}

/// Gives the request its id, for everything below (the trace span reads it from the request's
/// header) and for the client (the answer's header).
pub async fn assign(mut request: Request, next: Next) -> Response {
    let id = new_id();
    request.headers_mut().insert(HEADER.clone(), id.clone());
    let mut response = ID.scope(id.clone(), next.run(request)).await;
    response.headers_mut().insert(HEADER.clone(), id);
    response
}

/// The tracing span of a request: its method, path and id.
pub fn span_of<B>(request: &axum::http::Request<B>) -> tracing::Span {
    let id = request
        .headers()
        .get(&HEADER)
        .and_then(|id| id.to_str().ok())
        .unwrap_or_default();
    tracing::info_span!(
        "request",
        method = %request.method(),
        path = %request.uri().path(),
        id,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_short_and_never_repeat() {
        let ids: std::collections::HashSet<String> = (0..1000)
            .map(|_| new_id().to_str().unwrap().to_owned())
            .collect();
        assert_eq!(ids.len(), 1000);
        assert!(ids.iter().all(|id| id.len() <= 12), "{ids:?}");
    }
}
