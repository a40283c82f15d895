//! Where an order stands, read after a conditional UPDATE matched nothing, to tell the caller
//! why without revealing other people's orders.

use crate::error::{AppError, Result};
use crate::store::db::Pool;
use shared::OrderStatus;
use shared::lifecycle::Milestones;
use shared::messages;

/// Where an order stands, read to explain why a change was refused.
#[derive(sqlx::FromRow)]
pub struct Standing {
    pub user_id: i64,
    pub total_poisha: i64,
    #[sqlx(flatten)]
    pub milestones: Milestones,
}

impl Standing {
    /// Read from the pool, or inside a write transaction that is about to act on it.
    pub async fn of<'e>(
        db: impl sqlx::Executor<'e, Database = crate::store::db::Db>,
        order_id: i64,
    ) -> Result<Option<Self>> {
        Ok(sqlx::query_as(
            "SELECT user_id, total_poisha, created_at, paid_at, shipped_at, delivered_at,
                    cancelled_at, refunded_at, payment_method, confirmed_at,
                    approval_requested_at, approved_at
             FROM orders WHERE id = $1",
        )
        .bind(order_id)
        .fetch_optional(db)
        .await?)
    }

    /// The order if `user_id` placed it; anyone else's is answered as if it did not exist.
    pub async fn owned(db: &Pool, order_id: i64, user_id: i64) -> Result<Self> {
        Self::of(db, order_id)
            .await?
            .filter(|order| order.user_id == user_id)
            .ok_or_else(|| AppError::not_found(shared::messages::THING_ORDER))
    }

    pub fn status(&self) -> OrderStatus {
        self.milestones.status()
    }

    /// The refusal for a payment of this order.
    pub fn unpayable(&self) -> Option<AppError> {
        let status = self.status();
        if status.buyer_may_pay() {
            None
        } else if status.is_closed() {
            Some(AppError::conflict(messages::ORDER_ALREADY_CANCELLED))
        } else if self.milestones.paid_at.is_none() {
            // Shipped unpaid: cash on delivery.
            Some(AppError::conflict(messages::PAY_THE_COURIER))
        } else {
            Some(AppError::conflict(messages::ORDER_ALREADY_PAID))
        }
    }
}
