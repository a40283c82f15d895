//! What a provider's answer does to a payment and its order. An order is marked paid once, for
//! the amount the attempt was started with, however often and in whatever order the answers
//! arrive; money that came but does not pay the order (a second payment, another amount, a
//! risk flag) is held, and a second payment given back at once; a refusal is kept with the
//! provider's words and the buyer's sentence; an unclear answer leaves the payment `checking`.

use super::ledger::{self, Attempt, Confirmed, Started};
use super::refunds;
use crate::error::Result;
use crate::processors::Verdict;
use crate::runtime::state::AppState;
use crate::sales::{self, Settlement};
use crate::store::db;
use axum::response::Redirect;
use shared::{Key, PaymentMethod, payment};

/// How a provider's answer left the order, as the payment page says it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Paid,
    /// The money came but is held for the owner.
    Held,
    /// The order was paid or cancelled already: this payment is being given back.
    Duplicate,
    /// Nothing was taken; the buyer's sentence for the provider's reason, if it has one.
    Failed(Option<Key>),
    /// The buyer left the provider's page.
    Cancelled,
    /// The provider has not confirmed it yet.
    Pending,
}

impl Outcome {
    /// As the payment page's `result` parameter and the IPN receipt say it.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Paid => "paid",
            Outcome::Held => "held",
            Outcome::Duplicate => "duplicate",
            Outcome::Failed(_) => "failed",
            Outcome::Cancelled => "cancelled",
            Outcome::Pending => "pending",
        }
    }
}

/// Acts on what the provider said of attempt `reference`. `proof` is what to ask with again if
/// it said nothing clear (SSLCommerz's `val_id`).
#[tracing::instrument(skip_all, fields(order = started.order_id, method = method.id(), reference))]
pub async fn apply(
    state: &AppState,
    method: PaymentMethod,
    reference: &str,
    started: &Started,
    verdict: Verdict,
    proof: Option<&str>,
) -> Result<Outcome> {
    let captured = |transaction| Confirmed {
        order_id: started.order_id,
        provider: method,
        reference,
        provider_transaction: Some(transaction),
        amount_poisha: started.amount_poisha,
    };
    match verdict {
        Verdict::Paid { transaction } => Ok(match pay(state, captured(&transaction)).await? {
            Settlement::Paid => Outcome::Paid,
            Settlement::Duplicate => Outcome::Duplicate,
        }),
        Verdict::Held { transaction, why } => {
            tracing::warn!(
                reference,
                why,
                "money captured that does not pay its order: held for the owner"
            );
            let payment = captured(&transaction);
            let mut tx = state.writer.begin().await?;
            ledger::record_taken(&mut tx, &payment, "held", Some(&why), db::now_ms()).await?;
            tx.commit().await?;
            Ok(Outcome::Held)
        }
        Verdict::Failed(refusal) => {
            let key = payment::refusal_key(method, &refusal.code);
            let why = refusal.to_string();
            unpaid(state, method, reference, started, &why, key).await?;
            Ok(Outcome::Failed(key))
        }
        Verdict::Unknown(why) => {
            tracing::warn!(
                reference,
                why,
                "no clear answer from the provider; asking again later"
            );
            ledger::record_checking(&state.writer, reference, proof, &why).await?;
            Ok(Outcome::Pending)
        }
    }
}

/// Marks the order paid by a confirmed payment, once; a second, different payment for an order
/// paid or cancelled meanwhile is held and given back, so no order is charged twice.
pub async fn pay(state: &AppState, payment: Confirmed<'_>) -> Result<Settlement> {
    let settlement = sales::mark_paid(state, &payment).await?;
    if settlement == Settlement::Duplicate {
        let mut tx = state.writer.begin().await?;
        let note = "a second payment for an order paid or cancelled already";
        let id = ledger::record_taken(&mut tx, &payment, "held", Some(note), db::now_ms()).await?;
        tx.commit().await?;
        refunds::refund_payment(state, id).await?;
    }
    Ok(settlement)
}

/// Keeps a failed or abandoned attempt on record (never over money that moved).
pub async fn unpaid(
    state: &AppState,
    method: PaymentMethod,
    reference: &str,
    started: &Started,
    why: &str,
    refusal_key: Option<Key>,
) -> Result<()> {
    ledger::record_attempt(
        &state.writer,
        Attempt {
            order_id: started.order_id,
            provider: method,
            reference,
            amount_poisha: started.amount_poisha,
            status: "failed",
            failure: Some(why),
            refusal_key,
        },
    )
    .await
}

/// Sends the buyer back to the order's payment page, which says how it went (and, for a
/// refusal the catalogue words, why); to My Orders when the attempt is not the shop's.
pub fn back_to_shop(order_id: Option<i64>, outcome: Outcome) -> Redirect {
    let Some(order_id) = order_id else {
        return Redirect::to("/dashboard/my-orders");
    };
    let reason = match outcome {
        Outcome::Failed(Some(key)) => format!("&reason={}", key.name()),
        _ => String::new(),
    };
    Redirect::to(&format!(
        "/payment/{order_id}?result={}{reason}",
        outcome.as_str()
    ))
}
