//! bKash's callback: the buyer's browser back from bKash's page at
//! `GET /api/bkash/callback?paymentID=…&status=success|failure|cancel`. The status is only a
//! hint: on `success` the shop executes the payment and, when execute does not answer or
//! refuses (it was executed already, say), asks for its status; the order is paid only on
//! `Completed` for the amount the payment was created with.

use super::settle::{self, Outcome, Started, back_to_shop};
use crate::error::Result;
use crate::processors::Bkash;
use crate::processors::bkash::Payment;
use crate::state::{ApiRouter, AppState};
use axum::extract::{Query, State};
use axum::response::Redirect;
use serde::Deserialize;
use shared::PaymentMethod;
use utoipa::IntoParams;
use utoipa_axum::routes;

const METHOD: PaymentMethod = PaymentMethod::Bkash;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(callback))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
struct Callback {
    /// The payment bKash created for the shop.
    #[serde(rename = "paymentID")]
    payment_id: String,
    /// `success`, `failure` or `cancel`.
    status: String,
}

/// The buyer back from bKash: the payment executed (or its status queried), the order settled
/// once, the buyer sent to the order's payment page.
#[utoipa::path(get, path = "/bkash/callback", tag = "Payments", params(Callback),
    responses((status = 303, description = "To the order's payment page.")))]
async fn callback(
    State(state): State<AppState>,
    Query(query): Query<Callback>,
) -> Result<Redirect> {
    let (Some(gateway), Some(started)) = (
        state.payments.bkash.as_deref(),
        settle::started(&state, METHOD, &query.payment_id).await?,
    ) else {
        return Ok(back_to_shop(None, Outcome::Failed));
    };
    let reference = query.payment_id.as_str();
    let outcome = match query.status.as_str() {
        "success" => confirm(&state, gateway, reference, &started).await?,
        "cancel" => {
            settle::unpaid(
                &state,
                METHOD,
                reference,
                &started,
                "cancelled by the buyer",
            )
            .await?;
            Outcome::Cancelled
        }
        _ => {
            settle::unpaid(&state, METHOD, reference, &started, "failed at bKash").await?;
            Outcome::Failed
        }
    };
    Ok(back_to_shop(Some(started.order_id), outcome))
}

/// Executes the payment, or learns its status when execute gives no proof; settles it when
/// bKash says it is complete for the right amount.
async fn confirm(
    state: &AppState,
    gateway: &Bkash,
    reference: &str,
    started: &Started,
) -> Result<Outcome> {
    let proven = |payment: &Payment| payment.pays(started.amount_poisha);
    let executed = gateway.execute(reference).await;
    let payment = match executed {
        Ok(payment) if proven(&payment) => Some(payment),
        other => {
            if let Err(error) = &other {
                tracing::warn!(%error, reference, "bKash execute gave no answer; querying");
            }
            match gateway.query(reference).await {
                Ok(payment) if proven(&payment) => Some(payment),
                Ok(payment) => {
                    tracing::warn!(reference, status = ?payment.transaction_status, amount = ?payment.amount,
                        "bKash does not show this payment complete for the order's amount");
                    if payment.transaction_status.as_deref() == Some("Initiated") {
                        return Ok(Outcome::Pending);
                    }
                    None
                }
                Err(error) => {
                    tracing::error!(%error, reference, "bKash could not be asked about a payment");
                    return Ok(Outcome::Pending);
                }
            }
        }
    };
    match payment {
        Some(payment) => {
            let trx_id = payment.trx_id.unwrap_or_default();
            settle::paid(state, METHOD, reference, &trx_id, started).await
        }
        None => {
            settle::unpaid(state, METHOD, reference, started, "not completed at bKash").await?;
            Ok(Outcome::Failed)
        }
    }
}
