//! Orders and the stock they hold, in one place: every handler that reads or changes an order
//! goes through here. Placing reserves stock per order in the order's transaction; cancelling
//! (by the buyer, or by the expiry sweep) gives it back through the same [`stock::release`]
//! and refunds a paid order through the payment processor; delivering, paying and reviewing
//! each move the order on by one conditional UPDATE, so a double click changes it once.

pub mod expiry;
mod lifecycle;
mod placing;
mod standing;
pub mod stock;

pub use lifecycle::{
    ReviewedLine, Settlement, cancel, deliver, mark_paid, mark_reviewed, payable_total,
};
pub use placing::{Placed, Wanted, place};

use crate::error::Result;
use shared::{Order, OrderLine};
use sqlx::SqlitePool;
use std::collections::HashMap;

/// Orders with their buyer, under the names of [`Order`]'s fields; phone and address fall back
/// to the buyer's profile, the buyer's name to their email.
const ORDER_SELECT: &str = "SELECT o.id, COALESCE(u.display_name, u.email) AS user_name,
        u.email AS user_email, o.tool_id, o.tool_name, o.tool_image,
        o.tool_price_poisha AS tool_price, o.quantity, o.total_poisha AS total_price, o.is_paid,
        o.is_delivered, o.is_reviewed, COALESCE(o.phone_number, u.phone_number) AS phone_number,
        COALESCE(o.address, u.address) AS address, o.transaction_id, o.created_at
     FROM orders o JOIN users u ON u.id = o.user_id";

/// A buyer's own orders, newest first; cancelled ones are kept but not listed.
pub async fn buyers_orders(db: &SqlitePool, user_id: i64) -> Result<Vec<Order>> {
    let orders = sqlx::query_as(&format!(
        "{ORDER_SELECT} WHERE o.user_id = ? AND o.cancelled_at IS NULL ORDER BY o.id DESC"
    ))
    .bind(user_id)
    .fetch_all(db)
    .await?;
    with_lines(db, orders).await
}

/// Every open order, newest first, for the admins.
pub async fn open_orders(db: &SqlitePool) -> Result<Vec<Order>> {
    let orders = sqlx::query_as(&format!(
        "{ORDER_SELECT} WHERE o.cancelled_at IS NULL ORDER BY o.id DESC"
    ))
    .fetch_all(db)
    .await?;
    with_lines(db, orders).await
}

/// The lines of one order, in the order they were placed.
pub async fn lines_of(db: &SqlitePool, order_id: i64) -> Result<Vec<OrderLine>> {
    Ok(
        sqlx::query_as(&format!("{LINE_SELECT} WHERE order_id = ? ORDER BY id"))
            .bind(order_id)
            .fetch_all(db)
            .await?,
    )
}

/// An order line under the names of [`OrderLine`]'s fields.
const LINE_SELECT: &str = "SELECT id, order_id, tool_id, tool_name, tool_image,
        unit_price_poisha AS unit_price, quantity, total_poisha AS total_price, is_reviewed
     FROM order_lines";

/// Orders with their lines: one more query for all of them, not one per order.
async fn with_lines(db: &SqlitePool, mut orders: Vec<Order>) -> Result<Vec<Order>> {
    let mut by_order: HashMap<i64, Vec<OrderLine>> = HashMap::new();
    let ids: Vec<i64> = orders.iter().map(|order| order.id).collect();
    // SQLite caps a statement's parameters.
    for chunk in ids.chunks(500) {
        let placeholders = vec!["?"; chunk.len()].join(", ");
        let sql = format!("{LINE_SELECT} WHERE order_id IN ({placeholders}) ORDER BY id");
        let mut query = sqlx::query_as::<_, Line>(&sql);
        for id in chunk {
            query = query.bind(id);
        }
        for Line { order_id, line } in query.fetch_all(db).await? {
            by_order.entry(order_id).or_default().push(line);
        }
    }
    for order in &mut orders {
        order.lines = by_order.remove(&order.id).unwrap_or_default();
    }
    Ok(orders)
}

/// A line with the order it belongs to.
#[derive(sqlx::FromRow)]
struct Line {
    order_id: i64,
    #[sqlx(flatten)]
    line: OrderLine,
}
