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

pub use lifecycle::{Settlement, cancel, deliver, mark_paid, mark_reviewed, payable_total};
pub use placing::{Placed, place};

use crate::error::Result;
use shared::Order;
use sqlx::SqlitePool;

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
    Ok(sqlx::query_as(&format!(
        "{ORDER_SELECT} WHERE o.user_id = ? AND o.cancelled_at IS NULL ORDER BY o.id DESC"
    ))
    .bind(user_id)
    .fetch_all(db)
    .await?)
}

/// Every open order, newest first, for the admins.
pub async fn open_orders(db: &SqlitePool) -> Result<Vec<Order>> {
    Ok(sqlx::query_as(&format!(
        "{ORDER_SELECT} WHERE o.cancelled_at IS NULL ORDER BY o.id DESC"
    ))
    .fetch_all(db)
    .await?)
}
