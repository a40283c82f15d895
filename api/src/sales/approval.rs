//! A company's answer to an order its buyer placed above their spending limit: approved, it
//! awaits payment (its unpaid time starts again); declined, it is cancelled like any other.

use super::lifecycle::{Canceller, cancel};
use crate::error::{AppError, Result};
use crate::runtime::state::AppState;
use crate::store::db::{self, Pool};
use shared::messages;

/// The orders of `company_id` waiting for approval, oldest first.
pub async fn waiting(db: &Pool, company_id: i64) -> Result<Vec<shared::Order>> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM orders
         WHERE company_id = $1 AND approval_requested_at IS NOT NULL AND approved_at IS NULL
           AND cancelled_at IS NULL
         ORDER BY id",
    )
    .bind(company_id)
    .fetch_all(db)
    .await?;
    super::orders_by_id(db, &ids).await
}

/// 404 unless the order was placed for `company_id`; 409 unless it waits for approval.
async fn check_waiting(db: &Pool, order_id: i64, company_id: i64) -> Result<()> {
    let found: Option<(Option<i64>, shared::stored::Flag)> = sqlx::query_as(
        "SELECT company_id, (approval_requested_at IS NOT NULL AND approved_at IS NULL
                             AND cancelled_at IS NULL) AS waiting
         FROM orders WHERE id = $1",
    )
    .bind(order_id)
    .fetch_optional(db)
    .await?;
    match found {
        Some((Some(owner), waiting)) if owner == company_id => {
            if bool::from(waiting) {
                Ok(())
            } else {
                Err(AppError::conflict(messages::ORDER_NOT_AWAITING_APPROVAL))
            }
        }
        _ => Err(AppError::not_found(messages::THING_ORDER)),
    }
}

/// Approves an order of `company_id` waiting for it, as `approver`: from now on it awaits
/// payment. Returns the buyer's account.
pub async fn approve(
    state: &AppState,
    order_id: i64,
    company_id: i64,
    approver: i64,
) -> Result<i64> {
    let mut tx = state.writer.begin().await?;
    let buyer: Option<i64> = sqlx::query_scalar(
        "UPDATE orders SET approved_at = $1, approved_by = $2
         WHERE id = $3 AND company_id = $4 AND approval_requested_at IS NOT NULL
           AND approved_at IS NULL AND cancelled_at IS NULL
         RETURNING user_id",
    )
    .bind(db::now_ms())
    .bind(approver)
    .bind(order_id)
    .bind(company_id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(buyer) = buyer else {
        drop(tx);
        check_waiting(&state.db, order_id, company_id).await?;
        return Err(AppError::conflict(messages::ORDER_NOT_AWAITING_APPROVAL));
    };
    tx.commit().await?;
    Ok(buyer)
}

/// Declines an order of `company_id` waiting for approval: it is cancelled, its pieces back on
/// sale (it cannot have been paid).
pub async fn decline(state: &AppState, order_id: i64, company_id: i64) -> Result<()> {
    check_waiting(&state.db, order_id, company_id).await?;
    cancel(state, order_id, Canceller::Admin).await?;
    Ok(())
}
