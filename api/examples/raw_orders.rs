//! The storage limit for placing orders: the same transaction as `POST /api/orders` (reserve
//! stock with a conditional UPDATE, insert the order and its line) run back to back from Rust
//! on one connection of its own, without HTTP, JSON, authentication or the shop's write turn:
//! on SQLite with the shop's pragmas (as the shop's writer has), or on the PostgreSQL database
//! a second argument names (migrated here if new). Each engine's own driver, not the shop's
//! `Any` one: the engine's limit.
//! Used by `just bench`; prints `{"orders": N, "seconds": S, "per_second": R}`.
//!
//! `raw_orders [COUNT] [postgres://…]`

use sqlx::{ConnectOptions, Connection};
use std::time::Instant;

/// Places `$count` orders of `$tool` for `$user` on `$connection`, one transaction each (a
/// macro: the same statements on either engine's own connection type).
macro_rules! place_orders {
    ($connection:expr, $count:expr, $user:expr, $tool:expr) => {{
        let (user, tool) = ($user, $tool);
        for _ in 0..$count {
            let mut tx = $connection.begin().await?;
            let (name, image, price): (String, String, i64) = sqlx::query_as(
                "UPDATE tools SET available_quantity = available_quantity - $1
                 WHERE id = $2 AND available_quantity >= $3
                 RETURNING name, image, price_poisha",
            )
            .bind(1_i64)
            .bind(tool)
            .bind(1_i64)
            .fetch_one(&mut *tx)
            .await?;
            let order: i64 = sqlx::query_scalar(
                "INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                                     total_poisha, recipient, phone_number, address, district,
                                     idempotency_key, created_at)
                 VALUES ($1, $2, $3, $4, $5, 1, $6, 'Bench Buyer', '01712345678',
                         'House 4, Road 2, Dhanmondi', 'Dhaka', NULL, $7) RETURNING id",
            )
            .bind(user)
            .bind(tool)
            .bind(&name)
            .bind(&image)
            .bind(price)
            .bind(price)
            .bind(api::store::db::now_ms())
            .fetch_one(&mut *tx)
            .await?;
            sqlx::query(
                "INSERT INTO order_lines (order_id, tool_id, tool_name, tool_image, unit_price_poisha,
                                          quantity, total_poisha)
                 VALUES ($1, $2, $3, $4, $5, 1, $6)",
            )
            .bind(order)
            .bind(tool)
            .bind(&name)
            .bind(&image)
            .bind(price)
            .bind(price)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
        }
    }};
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let count: u32 = args
        .next()
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(20_000);
    let postgres = args.next();
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("shop.db");
    let db = match &postgres {
        Some(url) => api::store::postgres::open(url).await?,
        None => api::store::db::open(&path).await?,
    };
    let user: i64 = sqlx::query_scalar(
        "INSERT INTO users (email, role, email_verified, created_at) VALUES ('raw@bench', 'user', TRUE, 0) RETURNING id",
    )
    .fetch_one(&db)
    .await?;
    let tool: i64 = sqlx::query_scalar(
        "INSERT INTO tools (name, name_key, image, description, price_poisha, min_order, available_quantity, created_at)
         VALUES ('Bench', 'bench', '/api/images/x.png', 'x', 100000, 1, 4000000000, 0) RETURNING id",
    )
    .fetch_one(&db)
    .await?;

    let started = Instant::now();
    match &postgres {
        Some(url) => {
            let mut connection = sqlx::PgConnection::connect(url).await?;
            place_orders!(connection, count, user, tool);
        }
        None => {
            let mut connection = sqlx::sqlite::SqliteConnectOptions::new()
                .filename(&path)
                .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal)
                .synchronous(sqlx::sqlite::SqliteSynchronous::Normal)
                .foreign_keys(true)
                .connect()
                .await?;
            place_orders!(connection, count, user, tool);
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{{\"orders\": {count}, \"seconds\": {seconds:.3}, \"per_second\": {:.0}}}",
        f64::from(count) / seconds
    );
    Ok(())
}
