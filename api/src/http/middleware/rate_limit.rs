//! Per-client limits on the forms anyone can post without an account (sign-in, sign-up, the
//! email links, the contact form), so no one can flood the shop's mail or guess passwords at
//! speed. A client is its IP address, as [`super::client_address`] worked it out.

use super::client_address::ClientAddress;
use crate::error::AppError;
use crate::store::db::{Engine, Pool, Writer, now_ms};
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
    windows: Windows,
}

/// Where the clients' windows are counted.
enum Windows {
    /// One process (a SQLite shop): in memory.
    InMemory(Mutex<HashMap<String, (Instant, u32)>>),
    /// The processes sharing a PostgreSQL database: in it (`form_windows`), so a client
    /// cannot multiply its limit by the number of processes behind the load balancer.
    InDatabase(Pool),
}

impl RateLimiter {
    /// The limiter for a shop whose writes go through `writer`.
    pub fn of(writer: &Writer, per_minute: u32) -> Self {
        let windows = match writer.engine() {
            Engine::Sqlite => Windows::InMemory(Mutex::default()),
            Engine::Postgres => Windows::InDatabase(writer.pool().clone()),
        };
        Self {
            per_minute,
            windows,
        }
    }

    /// Counts one request from `client` now; false once the client is over its limit.
    pub async fn allows(&self, client: &str) -> sqlx::Result<bool> {
        let count = match &self.windows {
            Windows::InMemory(windows) => count_in_memory(windows, client, Instant::now()),
            Windows::InDatabase(pool) => count_in_database(pool, client).await?,
        };
        Ok(count <= self.per_minute)
    }
}

/// The client's requests in its current window, this one included.
fn count_in_memory(
    windows: &Mutex<HashMap<String, (Instant, u32)>>,
    client: &str,
    now: Instant,
) -> u32 {
    let mut windows = windows
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
    *count
}

/// The same count as one statement on the shared table: a window older than a minute starts
/// over, as in memory.
async fn count_in_database(pool: &Pool, client: &str) -> sqlx::Result<u32> {
    let now = now_ms();
    let count: i64 = sqlx::query_scalar(
        "INSERT INTO form_windows (key, started_ms, count) VALUES ($1, $2, 1)
         ON CONFLICT (key) DO UPDATE SET
             count = CASE WHEN form_windows.started_ms <= $3 THEN 1
                          ELSE form_windows.count + 1 END,
             started_ms = CASE WHEN form_windows.started_ms <= $3 THEN $2
                               ELSE form_windows.started_ms END
         RETURNING count",
    )
    .bind(client)
    .bind(now)
    .bind(now - WINDOW.as_millis() as i64)
    .fetch_one(pool)
    .await?;
    Ok(u32::try_from(count).unwrap_or(u32::MAX))
}

/// Forgets the finished windows in the shared table (nothing to do in memory, where a full
/// map forgets them itself).
pub async fn forget_old(pool: &Pool) -> sqlx::Result<u64> {
    let done = sqlx::query("DELETE FROM form_windows WHERE started_ms <= $1")
        .bind(now_ms() - WINDOW.as_millis() as i64)
        .execute(pool)
        .await?;
    Ok(done.rows_affected())
}

/// The forms that are limited: those anyone may post without an account, and the invitations,
/// each of which mails or texts whoever it names.
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
    "/api/company/invitations",
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
    match limiter.allows(&key).await {
        Ok(true) => {}
        Ok(false) => {
            return AppError::TooManyRequests(shared::messages::TOO_MANY_ATTEMPTS.into())
                .into_response();
        }
        Err(error) => return AppError::from(error).into_response(),
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_client_gets_its_limit_per_minute_then_waits() {
        let windows = Mutex::default();
        let start = Instant::now();
        let counts: Vec<u32> = (0..4)
            .map(|_| count_in_memory(&windows, "1.2.3.4", start))
            .collect();
        assert_eq!(counts, [1, 2, 3, 4]);
        assert_eq!(
            count_in_memory(&windows, "5.6.7.8", start),
            1,
            "others are not held up"
        );
        assert_eq!(count_in_memory(&windows, "1.2.3.4", start + WINDOW), 1);
    }
}
