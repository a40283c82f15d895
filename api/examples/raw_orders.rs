//! The storage limit for placing orders: the same SQLite transaction as `POST /api/orders`
//! (reserve stock with a conditional UPDATE, insert the order and its line) run back to back
//! from Rust on one connection of its own with the shop's pragmas (as the shop's writer has),
//! without HTTP, JSON, authentication or the shop's write turn.
//! Used by `just bench`; prints `{"orders": N, "seconds": S, "per_second": R}`.

use sqlx::{ConnectOptions, Connection};
use std::time::Instant;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let count: u32 = std::env::args()
        .nth(1)
        .and_then(|arg| arg.parse().ok())
        .unwrap_or(20_000);
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("shop.db");
    let db = api::store::db::open(&path).await?;
    // SQLite's own driver, not the shop's `Any` one: the engine's limit, with the shop's
    // pragmas.
    let mut connection = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(&path)
        .journal_mode(sqlx::sqlite::SqliteJournalMode::Wal)
        .synchronous(sqlx::sqlite::SqliteSynchronous::Normal)
        .foreign_keys(true)
        .connect()
        .await?;
    let user: i64 = sqlx::query_scalar(
        "INSERT INTO users (email, role, email_verified, created_at) VALUES ('raw@bench', 'user', 1, 0) RETURNING id",
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
    for _ in 0..count {
        let mut tx = connection.begin().await?;
        let (name, image, price): (String, String, i64) = sqlx::query_as(
            "UPDATE tools SET available_quantity = available_quantity - ?
             WHERE id = ? AND available_quantity >= ?
             RETURNING name, image, price_poisha",
        )
        .bind(1)
        .bind(tool)
        .bind(1)
        .fetch_one(&mut *tx)
        .await?;
        let order: i64 = sqlx::query_scalar(
            "INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                                 total_poisha, recipient, phone_number, address, district,
                                 idempotency_key, created_at)
             VALUES (?, ?, ?, ?, ?, 1, ?, 'Bench Buyer', '01712345678',
                     'House 4, Road 2, Dhanmondi', 'Dhaka', NULL, ?) RETURNING id",
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
             VALUES (?, ?, ?, ?, ?, 1, ?)",
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
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{{\"orders\": {count}, \"seconds\": {seconds:.3}, \"per_second\": {:.0}}}",
        f64::from(count) / seconds
    );
    Ok(())
}
