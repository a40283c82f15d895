//! The `payments` table: every attempt to pay and what its provider made of it. An order's
//! paid flag follows from here (`sales::mark_paid`); the provider that took a payment is the
//! one that gives it back (`super::refunds`).

use crate::error::{AppError, Result};
use crate::store::db::Pool;
use crate::store::db::{self, HOUR_MS, WriteTx, Writer};
use shared::payment::{CheckState, PaymentCheck};
use shared::{Money, PaymentMethod, messages};
use std::collections::HashMap;

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

/// Records a confirmed payment, as `status`: `succeeded` in the transaction that marks its
/// order paid, or `held` for money that does not pay it (a second payment, another amount).
/// Money that moved is never recorded twice: a payment held, refunded or succeeded already
/// stays as it is, but for a held one the owner accepts (held → succeeded). Its id.
pub async fn record_taken(
    tx: &mut WriteTx,
    payment: &Confirmed<'_>,
    status: &str,
    note: Option<&str>,
    now: i64,
) -> Result<i64> {
    sqlx::query(
        "INSERT INTO payments (order_id, provider, reference, provider_transaction, amount_poisha,
                               status, failure, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (reference) DO UPDATE SET status = excluded.status,
             provider_transaction = excluded.provider_transaction, failure = excluded.failure,
             check_after = NULL, updated_at = excluded.updated_at
         WHERE payments.status IN ('pending', 'checking', 'failed')
            OR (payments.status = 'held' AND excluded.status = 'succeeded')",
    )
    .bind(payment.order_id)
    .bind(payment.provider.id())
    .bind(payment.reference)
    .bind(payment.provider_transaction)
    .bind(payment.amount_poisha)
    .bind(status)
    .bind(note)
    .bind(now)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(
        sqlx::query_scalar("SELECT id FROM payments WHERE reference = $1")
            .bind(payment.reference)
            .fetch_one(&mut **tx)
            .await?,
    )
}

/// The payments of `orders` not settled on their order yet, by order (an order's newest).
pub async fn unsettled(db: &Pool, orders: &[i64]) -> Result<HashMap<i64, PaymentCheck>> {
    let placeholders = crate::store::db::placeholders(1, orders.len());
    let sql = format!("{UNSETTLED_SELECT} AND order_id IN ({placeholders}) ORDER BY id");
    let mut query = sqlx::query_as::<_, Check>(&sql);
    for id in orders {
        query = query.bind(id);
    }
    Ok(query
        .fetch_all(db)
        .await?
        .into_iter()
        .map(|Check { order_id, check }| (order_id, check.into()))
        .collect())
}

/// The SQL condition on an order (named `$order` in the statement) that it has a payment
/// being checked or held, as a literal for `concat!`.
macro_rules! has_unsettled {
    ($order:literal) => {
        concat!(
            "EXISTS (SELECT 1 FROM payments p WHERE p.order_id = ",
            $order,
            ".id AND p.status IN ('checking', 'held'))"
        )
    };
}
pub(crate) use has_unsettled;

/// [`has_unsettled`] for `orders` unaliased: such an order is never cancelled for being unpaid.
pub const HAS_UNSETTLED: &str = has_unsettled!("orders");

/// Payments not settled on their order yet; the newest of an order's wins.
const UNSETTLED_SELECT: &str = "SELECT order_id, id, status, provider, amount_poisha, failure
     FROM payments WHERE status IN ('checking', 'held')";

/// A payment being checked or held, with the order it belongs to.
#[derive(sqlx::FromRow)]
struct Check {
    order_id: i64,
    #[sqlx(flatten)]
    check: CheckRow,
}

#[derive(sqlx::FromRow)]
struct CheckRow {
    id: i64,
    status: CheckState,
    provider: PaymentMethod,
    amount_poisha: i64,
    failure: Option<String>,
}

impl From<CheckRow> for PaymentCheck {
    fn from(row: CheckRow) -> Self {
        PaymentCheck {
            id: row.id,
            state: row.status,
            method: row.provider,
            amount: Money::from_poisha(row.amount_poisha).unwrap_or_default(),
            note: row.failure,
        }
    }
}

/// Declined payments allowed in an hour, per order and per buyer: enough for typos and a
/// second card, too few to test stolen card numbers against the shop.
const DECLINES_PER_ORDER: i64 = 5;
const DECLINES_PER_BUYER: i64 = 20;

/// Refuses another attempt (429) once an order or its buyer has had too many declined
/// payments in the last hour.
pub async fn check_attempts(db: &Pool, order_id: i64, user_id: i64) -> Result<()> {
    let since = db::now_ms() - HOUR_MS;
    let (for_order, for_buyer): (i64, i64) = sqlx::query_as(
        "SELECT COUNT(*) FILTER (WHERE p.order_id = $1), COUNT(*)
         FROM payments p JOIN orders o ON o.id = p.order_id
         WHERE p.status = 'failed' AND p.created_at > $3 AND o.user_id = $2",
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

/// The newest attempt by `method` still pending for `order_id` at `amount_poisha`, if any: a
/// card form opened again reuses it.
pub async fn open_attempt(
    db: &Pool,
    order_id: i64,
    method: PaymentMethod,
    amount_poisha: i64,
) -> Result<Option<String>> {
    Ok(sqlx::query_scalar(
        "SELECT reference FROM payments
         WHERE order_id = $1 AND provider = $2 AND status = 'pending' AND amount_poisha = $3
         ORDER BY id DESC LIMIT 1",
    )
    .bind(order_id)
    .bind(method.id())
    .bind(amount_poisha)
    .fetch_optional(db)
    .await?)
}

/// An attempt the shop started: the order it pays and the amount it was started for (the
/// order's stored total then, which never changes).
pub struct Started {
    pub order_id: i64,
    pub amount_poisha: i64,
}

/// The attempt the shop recorded under `reference` for `method`, if it did.
pub async fn started(db: &Pool, method: PaymentMethod, reference: &str) -> Result<Option<Started>> {
    let found: Option<(i64, i64)> = sqlx::query_as(
        "SELECT order_id, amount_poisha FROM payments WHERE provider = $1 AND reference = $2",
    )
    .bind(method.id())
    .bind(reference)
    .fetch_optional(db)
    .await?;
    Ok(found.map(|(order_id, amount_poisha)| Started {
        order_id,
        amount_poisha,
    }))
}

/// One attempt at paying, as the processor left it.
pub struct Attempt<'a> {
    pub order_id: i64,
    pub provider: PaymentMethod,
    pub reference: &'a str,
    pub amount_poisha: i64,
    /// `pending` or `failed`.
    pub status: &'a str,
    /// Why, in the provider's words.
    pub failure: Option<&'a str>,
    /// The sentence the buyer reads for it, when the catalogue has one.
    pub refusal_key: Option<shared::Key>,
}

/// Keeps a refused or unfinished attempt on record, for the team to see why a buyer could not
/// pay. A payment whose money moved (succeeded, held, refunded) is never downgraded.
pub async fn record_attempt(writer: &Writer, attempt: Attempt<'_>) -> Result<()> {
    let now = db::now_ms();
    let mut tx = writer.begin().await?;
    sqlx::query(
        "INSERT INTO payments (order_id, provider, reference, amount_poisha, status, failure,
                               refusal_key, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (reference) DO UPDATE
         SET status = excluded.status, failure = excluded.failure,
             refusal_key = excluded.refusal_key, check_after = NULL,
             updated_at = excluded.updated_at
         WHERE payments.status IN ('pending', 'checking', 'failed')",
    )
    .bind(attempt.order_id)
    .bind(attempt.provider.id())
    .bind(attempt.reference)
    .bind(attempt.amount_poisha)
    .bind(attempt.status)
    .bind(attempt.failure)
    .bind(attempt.refusal_key.map(shared::Key::name))
    .bind(now)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The buyer left the provider's page, or failed there, as the buyer's browser says: an
/// attempt still pending is closed, and one whose money may have moved (being checked,
/// succeeded, held) is left as it is, since the browser's word proves nothing.
pub async fn record_abandoned(writer: &Writer, reference: &str, why: &str) -> Result<()> {
    let mut tx = writer.begin().await?;
    sqlx::query(
        "UPDATE payments SET status = 'failed', failure = $1, updated_at = $2
         WHERE reference = $3 AND status = 'pending'",
    )
    .bind(why)
    .bind(db::now_ms())
    .bind(reference)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// The longest the shop waits between two questions about a payment whose outcome it does
/// not know; the first comes after a minute, each next one twice as late.
const LONGEST_CHECK_INTERVAL_MS: i64 = HOUR_MS;

/// When to ask next about a payment asked about `checks` times already.
pub fn next_check(now: i64, checks: i64) -> i64 {
    let interval = 60_000_i64.saturating_mul(1 << checks.clamp(0, 20));
    now + interval.min(LONGEST_CHECK_INTERVAL_MS)
}

/// Marks an attempt's outcome unknown: the order waits (it is not cancelled for being unpaid)
/// and the provider is asked again at [`next_check`]. `proof` is what to ask with, if the
/// provider needs more than the reference (SSLCommerz's `val_id`).
pub async fn record_checking(
    writer: &Writer,
    reference: &str,
    proof: Option<&str>,
    why: &str,
) -> Result<()> {
    let now = db::now_ms();
    let mut tx = writer.begin().await?;
    let checks: Option<i64> = sqlx::query_scalar(
        "SELECT checks FROM payments WHERE reference = $1 AND status IN ('pending', 'checking')",
    )
    .bind(reference)
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(checks) = checks {
        sqlx::query(
            "UPDATE payments SET status = 'checking', proof = COALESCE($1, proof), failure = $2,
                 checks = checks + 1, check_after = $3, updated_at = $4
             WHERE reference = $5",
        )
        .bind(proof)
        .bind(why)
        .bind(next_check(now, checks))
        .bind(now)
        .bind(reference)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checks_back_off_to_an_hour() {
        let minute = 60_000;
        let waits: Vec<i64> = (0..8)
            .map(|checks| next_check(0, checks) / minute)
            .collect();
        assert_eq!(waits, [1, 2, 4, 8, 16, 32, 60, 60]);
        assert_eq!(next_check(0, 1_000), HOUR_MS);
    }
}
