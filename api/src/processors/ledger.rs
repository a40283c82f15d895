//! The `payments` table: every attempt to pay, what each processor confirmed, and refunds. An
//! order's paid flag follows from here (`sales::mark_paid`); the processor that took a payment
//! is the one that gives it back.

use super::Payments;
use super::provider::Taken;
use crate::db::{self, WriteTx, Writer};
use crate::error::{AppError, Result};
use shared::{PaymentMethod, messages};
use sqlx::SqlitePool;

/// A payment the processor has confirmed, to be recorded against its order.
pub struct Confirmed<'a> {
    pub order_id: i64,
    pub provider: PaymentMethod,
    pub reference: &'a str,
    /// The provider's own transaction id, when it differs from the reference: what the
    /// buyer's receipt shows (bKash's `trxID`, SSLCommerz's `bank_tran_id`).
    pub provider_transaction: Option<&'a str>,
    pub amount_poisha: i64,
}

impl Confirmed<'_> {
    /// The transaction id the buyer and the admins see.
    pub fn shown_id(&self) -> &str {
        self.provider_transaction.unwrap_or(self.reference)
    }
}

/// Records a confirmed payment in the transaction that marks its order paid.
pub async fn record_success(tx: &mut WriteTx, payment: &Confirmed<'_>, now: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO payments (order_id, provider, reference, provider_transaction, amount_poisha,
                               status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'succeeded', ?, ?)
         ON CONFLICT (reference) DO UPDATE SET status = 'succeeded',
             provider_transaction = excluded.provider_transaction, updated_at = excluded.updated_at",
    )
    .bind(payment.order_id)
    .bind(payment.provider.id())
    .bind(payment.reference)
    .bind(payment.provider_transaction)
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
    pub provider: PaymentMethod,
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
    .bind(attempt.provider.id())
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

/// Refunds a cancelled order's payment through the method that took it. The cancellation
/// stands either way; a refund that fails, or one made by hand (cash, a transfer), stays due
/// on the order for an admin to record (`MoneyStep::RecordRefund`).
pub async fn refund(db: &SqlitePool, writer: &Writer, payments: &Payments, order_id: i64) {
    let taken: Option<(PaymentMethod, String, Option<String>, i64)> = sqlx::query_as(
        "SELECT provider, reference, provider_transaction, amount_poisha FROM payments
         WHERE order_id = ? AND status = 'succeeded' ORDER BY id DESC LIMIT 1",
    )
    .bind(order_id)
    .fetch_optional(db)
    .await
    .ok()
    .flatten();
    let Some((method, reference, provider_transaction, amount_poisha)) = taken else {
        tracing::error!(
            order_id,
            "a paid order has no payment on record; refund it by hand"
        );
        return;
    };
    let payment = Taken {
        reference,
        provider_transaction,
        amount_poisha,
    };
    if !refund_payment(payments, method, &payment).await {
        return;
    }
    if let Err(error) = record_refund(writer, order_id).await {
        tracing::error!(error = ?error, order_id, "recording a refund");
    }
}

/// Gives one payment back through the processor that took it; whether it did. A payment the
/// shop cannot refund itself is logged for the team.
pub async fn refund_payment(payments: &Payments, method: PaymentMethod, payment: &Taken) -> bool {
    let reference = payment.reference.as_str();
    let Some(provider) = payments.provider(method) else {
        if method.received_by_hand() {
            tracing::info!(reference, method = method.id(), "a refund is due by hand");
        } else {
            tracing::error!(
                reference,
                method = method.id(),
                "paid through a processor no longer configured; refund it by hand"
            );
        }
        return false;
    };
    match provider.refund(payment).await {
        Ok(()) => true,
        Err(error) => {
            tracing::error!(error = ?error, reference, "refund failed; refund it by hand");
            false
        }
    }
}

/// Records a cancelled order's payment as given back: by its processor, or by an admin who
/// refunded it by hand. Whether anything changed (false when it was recorded already).
pub async fn record_refund(writer: &Writer, order_id: i64) -> Result<bool> {
    let mut tx = writer.begin().await?;
    let now = db::now_ms();
    // The order shows Refunded from now on.
    let changed = sqlx::query(
        "UPDATE orders SET refunded_at = ?
         WHERE id = ? AND is_paid = 1 AND cancelled_at IS NOT NULL AND refunded_at IS NULL",
    )
    .bind(now)
    .bind(order_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    sqlx::query(
        "UPDATE payments SET status = 'refunded', updated_at = ?
         WHERE order_id = ? AND status = 'succeeded'",
    )
    .bind(now)
    .bind(order_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(changed == 1)
}
