//! What the gateways that send the buyer away (SSLCommerz, bKash) share: the attempt the shop
//! recorded when it sent the buyer, the outcome once the provider has confirmed it, and the
//! page the buyer comes back to.

use crate::error::Result;
use crate::processors::{Attempt, Confirmed, record_attempt};
use crate::sales::{self, Settlement};
use crate::state::AppState;
use axum::response::Redirect;
use shared::PaymentMethod;

/// An attempt the shop started: the order it pays and the amount it was started for (the
/// order's stored total then, which never changes).
pub struct Started {
    pub order_id: i64,
    pub amount_poisha: i64,
}

/// The attempt the shop recorded under `reference` for `method`, if it did.
pub async fn started(
    state: &AppState,
    method: PaymentMethod,
    reference: &str,
) -> Result<Option<Started>> {
    let found: Option<(i64, i64)> = sqlx::query_as(
        "SELECT order_id, amount_poisha FROM payments WHERE provider = ? AND reference = ?",
    )
    .bind(method.id())
    .bind(reference)
    .fetch_optional(&state.db)
    .await?;
    Ok(found.map(|(order_id, amount_poisha)| Started {
        order_id,
        amount_poisha,
    }))
}

/// How a provider's answer left the order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Paid,
    /// The buyer left the provider's page, or the payment failed: nothing was taken.
    Failed,
    Cancelled,
    /// The provider has not confirmed it yet.
    Pending,
}

impl Outcome {
    /// As the payment page's `result` parameter and the IPN receipt say it.
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Paid => "paid",
            Outcome::Failed => "failed",
            Outcome::Cancelled => "cancelled",
            Outcome::Pending => "pending",
        }
    }
}

/// Settles a payment the provider confirmed, for the amount it was started for: once, however
/// often and in whatever order the confirmations arrive.
pub async fn paid(
    state: &AppState,
    method: PaymentMethod,
    reference: &str,
    provider_transaction: &str,
    started: &Started,
) -> Result<Outcome> {
    let payment = Confirmed {
        order_id: started.order_id,
        provider: method,
        reference,
        provider_transaction: Some(provider_transaction),
        amount_poisha: started.amount_poisha,
    };
    Ok(match sales::mark_paid(state, payment).await? {
        Settlement::Paid => Outcome::Paid,
        // Another payment won, or the order was cancelled meanwhile: this one was given back.
        Settlement::RefundedDuplicate => Outcome::Failed,
    })
}

/// Keeps a failed or abandoned attempt on record (never over a success).
pub async fn unpaid(
    state: &AppState,
    method: PaymentMethod,
    reference: &str,
    started: &Started,
    why: &str,
) -> Result<()> {
    record_attempt(
        &state.writer,
        Attempt {
            order_id: started.order_id,
            provider: method,
            reference,
            amount_poisha: started.amount_poisha,
            status: "failed",
            failure: Some(why),
        },
    )
    .await
}

/// Sends the buyer back to the order's payment page, which says how it went; to My Orders
/// when the attempt is not the shop's.
pub fn back_to_shop(order_id: Option<i64>, outcome: Outcome) -> Redirect {
    match order_id {
        Some(order_id) => Redirect::to(&format!("/payment/{order_id}?result={}", outcome.as_str())),
        None => Redirect::to("/dashboard/my-orders"),
    }
}
