//! Paying for an order. The amount is always the order's stored total, never a figure from the
//! client; an order is marked paid only on a payment the processor confirmed, and only once.
//!
//! - `POST /api/payments/confirm` — the shop's card form (built-in test processor)
//! - `POST /api/create-payment-intent`, `POST /api/payments/stripe/confirm`,
//!   `POST /api/stripe/webhook` — Stripe

mod card;
mod stripe;

use crate::error::{AppError, Result};
use crate::routes::ApiRouter;
use crate::{AppState, db};
use shared::messages;

pub fn router() -> ApiRouter {
    card::router().merge(stripe::router())
}

/// The stored total of the caller's order, when it can still be paid.
async fn payable_total(state: &AppState, order_id: i64, user_id: i64) -> Result<i64> {
    let order: Option<(i64, bool, Option<i64>)> = sqlx::query_as(
        "SELECT total_poisha, is_paid, cancelled_at FROM orders WHERE id = ? AND user_id = ?",
    )
    .bind(order_id)
    .bind(user_id)
    .fetch_optional(&state.db)
    .await?;
    let (amount, paid, cancelled) = order.ok_or_else(|| AppError::not_found("order"))?;
    if paid {
        return Err(conflict(messages::ORDER_ALREADY_PAID));
    }
    if cancelled.is_some() {
        return Err(conflict(messages::ORDER_ALREADY_CANCELLED));
    }
    Ok(amount)
}

fn conflict(message: &str) -> AppError {
    AppError::Conflict {
        field: None,
        message: message.into(),
    }
}

/// A payment the processor has confirmed, to be recorded against its order.
struct Confirmed<'a> {
    order_id: i64,
    provider: &'static str,
    reference: &'a str,
    amount_poisha: i64,
}

/// Marks the order paid and records the payment, together. Settling the same payment twice
/// (the buyer's confirmation and Stripe's webhook both arrive) is fine; a second, different
/// payment for an order already paid is refunded and refused, so no order is charged twice.
async fn settle(state: &AppState, payment: Confirmed<'_>) -> Result<()> {
    let now = db::now_ms();
    let (turn, mut tx) = state.begin_write().await?;
    // Conditional on still unpaid: two payments racing for one order mark it once.
    let marked = sqlx::query(
        "UPDATE orders SET is_paid = 1, transaction_id = ?, paid_at = ?
         WHERE id = ? AND is_paid = 0 AND cancelled_at IS NULL",
    )
    .bind(payment.reference)
    .bind(now)
    .bind(payment.order_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if marked == 0 {
        drop(tx);
        drop(turn);
        let paid_with: Option<Option<String>> =
            sqlx::query_scalar("SELECT transaction_id FROM orders WHERE id = ?")
                .bind(payment.order_id)
                .fetch_optional(&state.db)
                .await?;
        if paid_with.flatten().as_deref() == Some(payment.reference) {
            return Ok(());
        }
        // Another payment won, or the order was cancelled meanwhile: give this one back.
        if let Err(error) = state.payments.provider().refund(payment.reference).await {
            tracing::error!(error = ?error, reference = payment.reference, "refunding a duplicate payment; refund it by hand");
        }
        return Err(conflict(messages::ORDER_ALREADY_PAID));
    }
    sqlx::query(
        "INSERT INTO payments (order_id, provider, reference, amount_poisha, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'succeeded', ?, ?)
         ON CONFLICT (reference) DO UPDATE SET status = 'succeeded', updated_at = excluded.updated_at",
    )
    .bind(payment.order_id)
    .bind(payment.provider)
    .bind(payment.reference)
    .bind(payment.amount_poisha)
    .bind(now)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    drop(turn);
    Ok(())
}

/// Keeps a refused or unfinished attempt on record, for the team to see why a buyer could not
/// pay.
async fn record_attempt(
    state: &AppState,
    order_id: i64,
    provider: &str,
    reference: &str,
    amount_poisha: i64,
    status: &str,
    failure: Option<&str>,
) -> Result<()> {
    let now = db::now_ms();
    sqlx::query(
        "INSERT INTO payments (order_id, provider, reference, amount_poisha, status, failure, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (reference) DO UPDATE
         SET status = excluded.status, failure = excluded.failure, updated_at = excluded.updated_at
         WHERE payments.status <> 'succeeded'",
    )
    .bind(order_id)
    .bind(provider)
    .bind(reference)
    .bind(amount_poisha)
    .bind(status)
    .bind(failure)
    .bind(now)
    .bind(now)
    .execute(&state.db)
    .await?;
    Ok(())
}
