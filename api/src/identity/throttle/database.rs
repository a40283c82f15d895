//! The sign-in throttle's counts in a PostgreSQL database several processes share
//! (`sign_in_attempts`, `sign_in_clients`; data/migrations/postgres/0033_shared_limits.sql).

use super::{Attempt, KNOWN_CLIENTS, WINDOW, must_wait};
use crate::store::db::{Pool, now_ms};
use std::net::IpAddr;

/// The class of the advisory locks taken per account (`pg_advisory_xact_lock(class, key)`;
/// two-number keys never meet the write turn's one-number key).
const ACCOUNT_LOCKS: i32 = 2;

fn window_ms() -> i64 {
    WINDOW.as_millis() as i64
}

/// Counts an attempt by `client` on `account` unless it must wait; whether it was counted.
/// The account's lock makes the count and the check one step across every process.
pub async fn begin(pool: &Pool, account: &str, client: IpAddr) -> sqlx::Result<bool> {
    let client = client.to_string();
    let now = now_ms();
    let mut tx = pool.begin().await?;
    sqlx::query("SELECT pg_advisory_xact_lock($1, hashtext($2))")
        .bind(ACCOUNT_LOCKS)
        .bind(account)
        .execute(&mut *tx)
        .await?;
    sqlx::query("DELETE FROM sign_in_attempts WHERE account = $1 AND at_ms <= $2")
        .bind(account)
        .bind(now - window_ms())
        .execute(&mut *tx)
        .await?;
    let (all, by_client, known): (i64, i64, bool) = sqlx::query_as(
        "SELECT COUNT(*), COUNT(*) FILTER (WHERE client = $2),
                EXISTS (SELECT 1 FROM sign_in_clients WHERE account = $1 AND client = $2)
         FROM sign_in_attempts WHERE account = $1",
    )
    .bind(account)
    .bind(&client)
    .fetch_one(&mut *tx)
    .await?;
    if must_wait(by_client as usize, all as usize, known) {
        return Ok(false);
    }
    sqlx::query("INSERT INTO sign_in_attempts (account, client, at_ms) VALUES ($1, $2, $3)")
        .bind(account)
        .bind(&client)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(true)
}

pub async fn succeeded(pool: &Pool, attempt: &Attempt) -> sqlx::Result<()> {
    let client = attempt.client.to_string();
    let mut tx = pool.begin().await?;
    sqlx::query("DELETE FROM sign_in_attempts WHERE account = $1 AND client = $2")
        .bind(&attempt.account)
        .bind(&client)
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "INSERT INTO sign_in_clients (account, client, last_ms) VALUES ($1, $2, $3)
         ON CONFLICT (account, client) DO UPDATE SET last_ms = excluded.last_ms",
    )
    .bind(&attempt.account)
    .bind(&client)
    .bind(now_ms())
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "DELETE FROM sign_in_clients WHERE account = $1 AND client NOT IN
            (SELECT client FROM sign_in_clients WHERE account = $1
             ORDER BY last_ms DESC LIMIT $2)",
    )
    .bind(&attempt.account)
    .bind(KNOWN_CLIENTS as i64)
    .execute(&mut *tx)
    .await?;
    tx.commit().await
}

pub async fn lift(pool: &Pool, account: &str) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM sign_in_attempts WHERE account = $1")
        .bind(account)
        .execute(pool)
        .await?;
    Ok(())
}

/// How long an account remembers a client that signed in, unseen since.
const CLIENTS_KEPT_MS: i64 = 90 * crate::store::db::DAY_MS;

/// Forgets attempts past the window and clients long unseen: the sweep that keeps the tables
/// small (accounts no one tries again are never looked at by [`begin`]).
pub async fn forget_old(pool: &Pool) -> sqlx::Result<u64> {
    let now = now_ms();
    let attempts = sqlx::query("DELETE FROM sign_in_attempts WHERE at_ms <= $1")
        .bind(now - window_ms())
        .execute(pool)
        .await?
        .rows_affected();
    let clients = sqlx::query("DELETE FROM sign_in_clients WHERE last_ms <= $1")
        .bind(now - CLIENTS_KEPT_MS)
        .execute(pool)
        .await?
        .rows_affected();
    Ok(attempts + clients)
}
