//! Giving money back, once per payment. The refund is written down before the provider is
//! asked (`refunds.payment_id` is unique), so a replayed notification of a duplicate payment, a
//! double click or two cancellations racing find it there and never ask a second time. A
//! refund the provider did not clearly answer stays `asked`: the owner checks it in the
//! provider's panel; the shop does not guess.

use super::ledger::Confirmed;
use crate::error::Result;
use crate::processors::{ProviderError, Refunded, Taken};
use crate::runtime::state::AppState;
use crate::sales;
use crate::store::db::{self, HOUR_MS, WriteTx};
use shared::PaymentMethod;

/// Where a refund stands, as `refunds.status` says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundState {
    /// Sent to the provider, with no clear answer (yet).
    Asked,
    /// Accepted by the provider, on its way to the buyer.
    Processing,
    Refunded,
    /// Refused by the provider; the owner refunds by hand.
    Failed,
    /// Cash, a transfer, or a provider no longer configured: the owner refunds by hand.
    ByHand,
}

impl RefundState {
    const ALL: [RefundState; 5] = [
        RefundState::Asked,
        RefundState::Processing,
        RefundState::Refunded,
        RefundState::Failed,
        RefundState::ByHand,
    ];

    /// The state as `refunds.status` stores it.
    fn id(self) -> &'static str {
        match self {
            RefundState::Asked => "asked",
            RefundState::Processing => "processing",
            RefundState::Refunded => "refunded",
            RefundState::Failed => "failed",
            RefundState::ByHand => "by-hand",
        }
    }
}

shared::stored_as_text!(RefundState, all: RefundState::ALL, text: RefundState::id);

/// A payment to give back (or keep), as the ledger holds it.
#[derive(sqlx::FromRow)]
pub struct Payment {
    pub id: i64,
    pub order_id: i64,
    pub provider: PaymentMethod,
    pub reference: String,
    pub provider_transaction: Option<String>,
    pub amount_poisha: i64,
    pub status: String,
}

impl Payment {
    /// The payment as confirmed money, to settle on its order.
    pub fn confirmed(&self) -> Confirmed<'_> {
        Confirmed {
            order_id: self.order_id,
            provider: self.provider,
            reference: &self.reference,
            provider_transaction: self.provider_transaction.as_deref(),
            amount_poisha: self.amount_poisha,
        }
    }
}

/// The columns of a [`Payment`], from `payments`.
pub const PAYMENT_COLUMNS: &str =
    "id, order_id, provider, reference, provider_transaction, amount_poisha, status";

/// Refunds a cancelled order's payment through the provider that took it. The cancellation
/// stands either way; a refund that is refused, or made by hand (cash, a transfer), stays due on
/// the order for an admin to record (`MoneyStep::RecordRefund`).
pub async fn refund_order(state: &AppState, order_id: i64) -> Result<Option<RefundState>> {
    let payment: Option<Payment> = sqlx::query_as(&format!(
        "SELECT {PAYMENT_COLUMNS} FROM payments WHERE order_id = $1 AND status IN ('succeeded', 'refunded')
         ORDER BY id DESC LIMIT 1"
    ))
    .bind(order_id)
    .fetch_optional(&state.db)
    .await?;
    let Some(payment) = payment else {
        tracing::error!(
            order_id,
            "a paid order has no payment on record; refund it by hand"
        );
        return Ok(None);
    };
    give_back(state, payment).await.map(Some)
}

/// Gives back a payment by its id (a held one, the owner decided).
pub async fn refund_payment(state: &AppState, payment_id: i64) -> Result<Option<RefundState>> {
    let payment: Option<Payment> = sqlx::query_as(&format!(
        "SELECT {PAYMENT_COLUMNS} FROM payments WHERE id = $1"
    ))
    .bind(payment_id)
    .fetch_optional(&state.db)
    .await?;
    match payment {
        Some(payment) => give_back(state, payment).await.map(Some),
        None => Ok(None),
    }
}

/// Asks the payment's provider for its money back, unless a refund of it was asked before (then
/// that refund's state).
#[tracing::instrument(skip_all, fields(order = payment.order_id, payment = %payment.reference))]
pub async fn give_back(state: &AppState, payment: Payment) -> Result<RefundState> {
    let provider = state.payments.provider(payment.provider);
    let first_state = match provider {
        Some(_) => RefundState::Asked,
        None => RefundState::ByHand,
    };
    let reference = format!(
        "RF{}-{}",
        payment.id,
        &crate::runtime::secrets::random_token()[..8]
    );
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    let inserted: Option<i64> = sqlx::query_scalar(
        "INSERT INTO refunds (payment_id, reference, amount_poisha, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (payment_id) DO NOTHING
         RETURNING id",
    )
    .bind(payment.id)
    .bind(&reference)
    .bind(payment.amount_poisha)
    .bind(first_state)
    .bind(now)
    .bind(now)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(refund_id) = inserted else {
        let asked_before: RefundState =
            sqlx::query_scalar("SELECT status FROM refunds WHERE payment_id = $1")
                .bind(payment.id)
                .fetch_one(&mut *tx)
                .await?;
        tracing::info!(payment = payment.reference, state = ?asked_before, "refund asked for before; not asked again");
        return Ok(asked_before);
    };
    tx.commit().await?;
    let Some(provider) = provider else {
        tracing::info!(
            reference = payment.reference,
            method = payment.provider.id(),
            "a refund is due by hand"
        );
        return Ok(RefundState::ByHand);
    };
    let taken = Taken {
        reference: payment.reference.clone(),
        provider_transaction: payment.provider_transaction.clone(),
        amount_poisha: payment.amount_poisha,
    };
    let answer = provider.refund(&taken, &reference).await;
    record_answer(state, refund_id, &payment, answer).await
}

/// Writes down what the provider said of refund `refund_id`.
async fn record_answer(
    state: &AppState,
    refund_id: i64,
    payment: &Payment,
    answer: std::result::Result<Refunded, ProviderError>,
) -> Result<RefundState> {
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    let (refund_state, provider_reference, failure) = match answer {
        Ok(Refunded::Done(reference)) => {
            mark_given_back(&mut tx, payment, now).await?;
            (RefundState::Refunded, reference, None)
        }
        Ok(Refunded::Processing(reference)) => (RefundState::Processing, Some(reference), None),
        Err(ProviderError::Refused(refusal)) => {
            tracing::error!(payment = payment.reference, %refusal, "the provider refused a refund; refund it by hand");
            (RefundState::Failed, None, Some(refusal.to_string()))
        }
        Err(ProviderError::Unknown(why)) => {
            tracing::error!(
                payment = payment.reference,
                why,
                "a refund got no clear answer; check it with the provider"
            );
            (RefundState::Asked, None, Some(why))
        }
    };
    sqlx::query(
        "UPDATE refunds SET status = $1, provider_reference = COALESCE($2, provider_reference),
             failure = $3, updated_at = $4
         WHERE id = $5",
    )
    .bind(refund_state)
    .bind(provider_reference)
    .bind(failure)
    .bind(now)
    .bind(refund_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(refund_state)
}

/// The payment is back with its buyer: so it reads, and so does its order when it was the
/// payment that paid it.
async fn mark_given_back(tx: &mut WriteTx, payment: &Payment, now: i64) -> Result<()> {
    mark_payment_refunded(tx, payment.id, now).await?;
    if payment.status == "succeeded" {
        sales::mark_refunded(tx, payment.order_id, now).await?;
    }
    Ok(())
}

/// Records a cancelled order's payment as given back by hand (cash, a transfer, or a refund the
/// provider refused or never confirmed); whether anything changed.
pub async fn record_by_hand(state: &AppState, order_id: i64) -> Result<bool> {
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    let changed = sales::mark_refunded(&mut tx, order_id, now).await?;
    let paying: Option<i64> =
        sqlx::query_scalar("SELECT id FROM payments WHERE order_id = $1 AND status = 'succeeded'")
            .bind(order_id)
            .fetch_optional(&mut *tx)
            .await?;
    if let Some(payment_id) = paying {
        refunded_by_hand(&mut tx, payment_id, now).await?;
    }
    tx.commit().await?;
    Ok(changed)
}

/// Notes that payment `payment_id` went back outside the shop: its refund (asked before or
/// not) is done.
pub async fn refunded_by_hand(tx: &mut WriteTx, payment_id: i64, now: i64) -> Result<()> {
    mark_payment_refunded(tx, payment_id, now).await?;
    sqlx::query(
        "INSERT INTO refunds (payment_id, reference, amount_poisha, status, created_at, updated_at)
         SELECT id, 'BYHAND-' || id, amount_poisha, 'refunded', $1, $1 FROM payments WHERE id = $2
         ON CONFLICT (payment_id) DO UPDATE SET status = 'refunded', updated_at = excluded.updated_at",
    )
    .bind(now)
    .bind(payment_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The payment's money is back with its buyer.
async fn mark_payment_refunded(tx: &mut WriteTx, payment_id: i64, now: i64) -> Result<()> {
    sqlx::query("UPDATE payments SET status = 'refunded', updated_at = $1 WHERE id = $2")
        .bind(now)
        .bind(payment_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Asks the providers about refunds they accepted but had not finished, at most once an hour
/// each; the number finished.
pub async fn finish_processing(state: &AppState) -> Result<usize> {
    let now = db::now_ms();
    let processing: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT id, provider_reference, payment_id FROM refunds
         WHERE status = 'processing' AND updated_at < $1 LIMIT 100",
    )
    .bind(now - HOUR_MS)
    .fetch_all(&state.db)
    .await?;
    let mut finished = 0;
    for (refund_id, provider_reference, payment_id) in processing {
        let payment: Payment = sqlx::query_as(&format!(
            "SELECT {PAYMENT_COLUMNS} FROM payments WHERE id = $1"
        ))
        .bind(payment_id)
        .fetch_one(&state.db)
        .await?;
        let Some(provider) = state.payments.provider(payment.provider) else {
            continue;
        };
        let answer = match provider.refund_status(&provider_reference).await {
            // No clear answer about a refund already accepted: still processing, asked again.
            Err(ProviderError::Unknown(_)) => Ok(Refunded::Processing(provider_reference)),
            answer => answer,
        };
        if record_answer(state, refund_id, &payment, answer).await? == RefundState::Refunded {
            finished += 1;
        }
    }
    Ok(finished)
}
