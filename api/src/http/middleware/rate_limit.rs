//! Per-client limits on the forms anyone can post without an account (sign-in, sign-up, the
//! email links, the contact form), so no one can flood the shop's mail or guess passwords at
//! speed. A client is its IP address, as [`super::client_address`] worked it out.

use super::client_address::ClientAddress;
use crate::error::AppError;
use axum::extract::{Request, State};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const WINDOW: Duration = Duration::from_secs(60);
/// Beyond this many clients, finished windows are forgotten.
const MAX_TRACKED: usize = 50_000;

pub struct RateLimiter {
    per_minute: u32,
    windows: Mutex<HashMap<String, (Instant, u32)>>,
}

impl RateLimiter {
    pub fn new(per_minute: u32) -> Self {
        Self {
            per_minute,
            windows: Mutex::default(),
        }
    }

    /// Counts one request from `client` now; false once the client is over its limit.
    pub fn allows(&self, client: &str, now: Instant) -> bool {
        let mut windows = self
            .windows
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if windows.len() >= MAX_TRACKED {
            windows.retain(|_, (start, _)| now.duration_since(*start) < WINDOW);
        }
        let (start, count) = windows.entry(client.to_owned()).or_insert((now, 0));
        if now.duration_since(*start) >= WINDOW {
            *start = now;
            *count = 0;
        }
        *count += 1;
        *count <= self.per_minute
    }
}

/// The forms that are limited: those anyone may post without an account.
const LIMITED: &[&str] = &[
    "/api/login",
    "/api/signup",
    "/api/verify-email",
    "/api/resend-verification",
    "/api/forgot-password",
    "/api/reset-password",
    "/api/contact",
    "/api/phone/code",
    "/api/phone/sign-in",
    "/api/orders/confirm",
];

/// Whether posts to `path` (under `/api`) are rate-limited.
pub fn is_limited(path: &str) -> bool {
    LIMITED.contains(&path)
}

pub async fn limit(
    State(limiter): State<Arc<RateLimiter>>,
    request: Request,
    next: Next,
) -> Response {
    if request.method() != axum::http::Method::POST || !is_limited(request.uri().path()) {
        return next.run(request).await;
    }
    let client = request.extensions().get::<ClientAddress>().map_or_else(
        || "unknown".to_owned(),
        |client| client.network().to_string(),
    );
    let key = format!("{} {client}", request.uri().path());
    if !limiter.allows(&key, Instant::now()) {
        return AppError::TooManyRequests(shared::messages::TOO_MANY_ATTEMPTS.into())
            .into_response();
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_gets_its_limit_per_minute_then_waits() {
        let limiter = RateLimiter::new(3);
        let start = Instant::now();
        assert!((0..3).all(|_| limiter.allows("1.2.3.4", start)));
        assert!(!limiter.allows("1.2.3.4", start));
        assert!(limiter.allows("5.6.7.8", start), "others are not held up");
        assert!(limiter.allows("1.2.3.4", start + WINDOW));
    }
}
