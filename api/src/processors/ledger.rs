//! The `payments` table: every attempt to pay, what each processor confirmed, and refunds. An
//! order's paid flag follows from here (`sales::mark_paid`); the processor that took a payment
//! is the one that gives it back.

use super::provider::PaymentProvider;
use crate::db::{self, WriteTx, Writer};
use crate::error::{AppError, Result};
use shared::messages;
use sqlx::SqlitePool;

/// A payment the processor has confirmed, to be recorded against its order.
pub struct Confirmed<'a> {
    pub order_id: i64,
    pub provider: &'static str,
    pub reference: &'a str,
    pub amount_poisha: i64,
}

/// Records a confirmed payment in the transaction that marks its order paid.
pub async fn record_success(tx: &mut WriteTx, payment: &Confirmed<'_>, now: i64) -> Result<()> {
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
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Declined payments allowed in an hour, per order and per buyer: enough for typos and a
/// second card, too few to test stolen card numbers against the shop.
const DECLINES_PER_ORDER: i64 = 5;
const DECLINES_PER_BUYER: i64 = 20;
const DECLINE_WINDOW_MS: i64 = 3_600_000;

/// Refuses another attempt (429) once an order or its buyer has had too many declined
/// payments in the last hour.
pub async fn check_attempts(db: &SqlitePool, order_id: i64, user_id: i64) -> Result<()> {
    let since = db::now_ms() - DECLINE_WINDOW_MS;
    let (for_order, for_buyer): (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*) FILTER (WHERE p.order_id = ?1), COUNT(*)
         FROM payments p JOIN orders o ON o.id = p.order_id
         WHERE p.status = 'failed' AND p.created_at > ?3 AND o.user_id = ?2",
    )
    .bind(order_id)
    .bind(user_id)
    .bind(since)
    .fetch_one(db)
    .await?;
    if for_order >= DECLINES_PER_ORDER || for_buyer >= DECLINES_PER_BUYER {
        return Err(AppError::TooManyRequests(
            messages::TOO_MANY_PAYMENT_ATTEMPTS.into(),
        ));
    }
    Ok(())
}

/// One attempt at paying, as the processor left it.
pub struct Attempt<'a> {
    pub order_id: i64,
    pub provider: &'a str,
    pub reference: &'a str,
    pub amount_poisha: i64,
    /// `pending` or `failed`.
    pub status: &'a str,
    pub failure: Option<&'a str>,
}

/// Keeps a refused or unfinished attempt on record, for the team to see why a buyer could not
/// pay. A payment already recorded as succeeded is never downgraded.
pub async fn record_attempt(writer: &Writer, attempt: Attempt<'_>) -> Result<()> {
    let now = db::now_ms();
    let mut tx = writer.begin().await?;
    sqlx::query(
        "INSERT INTO payments (order_id, provider, reference, amount_poisha, status, failure, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (reference) DO UPDATE
         SET status = excluded.status, failure = excluded.failure, updated_at = excluded.updated_at
         WHERE payments.status <> 'succeeded'",
    )
    .bind(attempt.order_id)
    .bind(attempt.provider)
    .bind(attempt.reference)
    .bind(attempt.amount_poisha)
    .bind(attempt.status)
    .bind(attempt.failure)
    .bind(now)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Refunds a cancelled order's payment. The cancellation stands either way; a failed refund is
/// logged with its reference for the team to finish by hand.
pub async fn refund(
    db: &SqlitePool,
    writer: &Writer,
    provider: &dyn PaymentProvider,
    reference: &str,
) {
    let taken_by: Option<String> =
        sqlx::query_scalar("SELECT provider FROM payments WHERE reference = ?")
            .bind(reference)
            .fetch_optional(db)
            .await
            .ok()
            .flatten();
    if taken_by
        .as_deref()
        .is_some_and(|name| name != provider.name())
    {
        tracing::error!(
            reference,
            taken_by,
            "paid through a processor no longer configured; refund it by hand"
        );
        return;
    }
    if let Err(error) = provider.refund(reference).await {
        tracing::error!(error = ?error, reference, "refund failed; refund it by hand");
        return;
    }
    if let Err(error) = mark_refunded(writer, reference).await {
        tracing::error!(error = ?error, reference, "recording a refund");
    }
}

async fn mark_refunded(writer: &Writer, reference: &str) -> Result<()> {
    let mut tx = writer.begin().await?;
    let now = db::now_ms();
    sqlx::query("UPDATE payments SET status = 'refunded', updated_at = ? WHERE reference = ?")
        .bind(now)
        .bind(reference)
        .execute(&mut *tx)
        .await?;
    // The order shows Refunded from now on.
    sqlx::query(
        "UPDATE orders SET refunded_at = ? WHERE transaction_id = ? AND cancelled_at IS NOT NULL",
    )
    .bind(now)
    .bind(reference)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}
