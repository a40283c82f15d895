//! Placing an order: the price, name and picture are the server's own, the pieces are reserved
//! in the order's transaction, and a repeated idempotency key answers with the first order.

use super::stock;
use crate::db;
use crate::error::{AppError, Result};
use crate::state::AppState;
use shared::Quantity;
use shared::quantity::{self, Stock};

/// The order a request ended with.
pub enum Placed {
    New(i64),
    /// Placed before under the same idempotency key.
    Earlier(i64),
}

/// Places `quantity` (as typed) pieces of a tool for a buyer.
pub async fn place(
    state: &AppState,
    user_id: i64,
    tool_id: i64,
    quantity: &str,
    key: Option<&str>,
) -> Result<Placed> {
    if let Some(existing) = earlier_order(state, user_id, key).await? {
        return Ok(Placed::Earlier(existing));
    }
    let quantity = wanted_pieces(state, tool_id, quantity).await?;
    let mut tx = state.writer.begin().await?;
    let tool = stock::reserve(&mut tx, tool_id, quantity).await?;
    let total = quantity::order_total(tool.price, quantity)?;
    let inserted = sqlx::query_scalar(
        "INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                             total_poisha, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(user_id)
    .bind(tool_id)
    .bind(&tool.name)
    .bind(&tool.image)
    .bind(tool.price.poisha())
    .bind(quantity.pieces())
    .bind(total.poisha())
    .bind(key)
    .bind(db::now_ms())
    .fetch_one(&mut *tx)
    .await;
    let order_id = match inserted {
        // The same click arrived twice at once: the first won; this one's reservation rolls
        // back with its transaction.
        Err(error) if db::is_unique_violation(&error) => {
            drop(tx);
            let existing = earlier_order(state, user_id, key)
                .await?
                .ok_or_else(|| anyhow::anyhow!("an order key clashed but no order has it"))?;
            return Ok(Placed::Earlier(existing));
        }
        other => other?,
    };
    tx.commit().await?;
    state.listing.invalidate();
    Ok(Placed::New(order_id))
}

/// The pieces asked for, checked against the tool's minimum order. Whether enough are left is
/// decided by the reservation itself, at the moment it takes them.
async fn wanted_pieces(state: &AppState, tool_id: i64, quantity: &str) -> Result<Quantity> {
    let min_order: Option<u32> = sqlx::query_scalar("SELECT min_order FROM tools WHERE id = ?")
        .bind(tool_id)
        .fetch_optional(&state.db)
        .await?;
    let min_order = min_order.ok_or_else(|| AppError::not_found("tool"))?;
    let unbounded = Stock {
        min_order,
        available_quantity: u32::MAX,
    };
    Ok(Quantity::parse(quantity, unbounded)?)
}

async fn earlier_order(state: &AppState, user_id: i64, key: Option<&str>) -> Result<Option<i64>> {
    let Some(key) = key else { return Ok(None) };
    Ok(
        sqlx::query_scalar("SELECT id FROM orders WHERE user_id = ? AND idempotency_key = ?")
            .bind(user_id)
            .bind(key)
            .fetch_optional(&state.db)
            .await?,
    )
}
