//! A deadline for a request's whole body, counted from when its headers arrived. hyper's
//! header deadline (`http_server`) stops a client that never finishes its headers; this stops
//! one that sends them and then trickles the body a byte at a time, which kept 200 connections
//! open for 35 seconds in the security review. A body not in by the deadline is cut off and
//! the client told so (408), and the connection closed.

use axum::body::Body;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use hyper::body::{Body as HttpBody, Frame, SizeHint};
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::time::Sleep;

/// The body of a request whose time is up.
#[derive(Debug, thiserror::Error)]
#[error("the request body did not arrive in time")]
struct TooSlow;

/// A body that ends in an error once its deadline passes, noting that it did.
struct DeadlineBody {
    inner: Body,
    deadline: Pin<Box<Sleep>>,
    passed: Arc<AtomicBool>,
}

impl HttpBody for DeadlineBody {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        if let Poll::Ready(frame) = Pin::new(&mut self.inner).poll_frame(cx) {
            return Poll::Ready(frame);
        }
        if self.deadline.as_mut().poll(cx).is_ready() {
            self.passed.store(true, Ordering::Relaxed);
            return Poll::Ready(Some(Err(axum::Error::new(TooSlow))));
        }
        Poll::Pending
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// Gives every request body until `limit` after its headers to arrive whole.
pub async fn limit(State(limit): State<Duration>, request: Request, next: Next) -> Response {
    // A request without a body (every GET of the listing) has nothing to wait for.
    if request.body().is_end_stream() {
        return next.run(request).await;
    }
    let passed = Arc::new(AtomicBool::new(false));
    let (parts, body) = request.into_parts();
    let body = Body::new(DeadlineBody {
        inner: body,
        deadline: Box::pin(tokio::time::sleep(limit)),
        passed: passed.clone(),
    });
    let response = next.run(Request::from_parts(parts, body)).await;
    if !passed.load(Ordering::Relaxed) {
        return response;
    }
    // Whatever the handler made of its cut-off body, the client is told why, and the
    // connection it was trickling on is not kept for another request.
    let mut response = crate::error::AppError::Coded {
        status: StatusCode::REQUEST_TIMEOUT,
        code: "request_timeout",
        message: shared::messages::REQUEST_TOO_SLOW.into(),
    }
    .into_response();
    response
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    response
}
