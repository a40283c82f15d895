//! Where an order stands, read after a conditional UPDATE matched nothing, to tell the caller
//! why without revealing other people's orders.

use crate::error::{AppError, Result};
use shared::messages;
use sqlx::SqlitePool;

/// Where an order stands, read to explain why a change was refused.
#[derive(sqlx::FromRow)]
pub struct Standing {
    pub user_id: i64,
    pub is_paid: bool,
    pub is_delivered: bool,
    pub cancelled: bool,
    pub total_poisha: i64,
}

impl Standing {
    pub async fn of(db: &SqlitePool, order_id: i64) -> Result<Option<Self>> {
        Ok(sqlx::query_as(
            "SELECT user_id, is_paid, is_delivered,
                    cancelled_at IS NOT NULL AS cancelled, total_poisha
             FROM orders WHERE id = ?",
        )
        .bind(order_id)
        .fetch_optional(db)
        .await?)
    }

    /// The order if `user_id` placed it; anyone else's is answered as if it did not exist.
    pub async fn owned(db: &SqlitePool, order_id: i64, user_id: i64) -> Result<Self> {
        Self::of(db, order_id)
            .await?
            .filter(|order| order.user_id == user_id)
            .ok_or_else(|| AppError::not_found("order"))
    }

    /// The refusal for a payment of this order.
    pub fn unpayable(&self) -> Option<AppError> {
        if self.is_paid {
            Some(AppError::conflict(messages::ORDER_ALREADY_PAID))
        } else if self.cancelled {
            Some(AppError::conflict(messages::ORDER_ALREADY_CANCELLED))
        } else {
            None
        }
    }
}
