//! bKash's callback: the buyer's browser back from bKash's page at
//! `GET /api/bkash/callback?paymentID=…&status=success|failure|cancel`. The status is only a
//! hint: on `success` the shop executes the payment and, whenever execute gives no proof, asks
//! for its status (`Bkash::settle`); the order is paid only on `Completed` for the amount the
//! payment was created with. No clear answer leaves the payment being checked, never failed.

use crate::error::Result;
use crate::payments::ledger;
use crate::payments::settle::{self, Outcome, back_to_shop};
use crate::runtime::state::{ApiRouter, AppState};
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
#[into_params(parameter_in = Query)]
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
    let reference = query.payment_id.as_str();
    let (Some(gateway), Some(started)) = (
        state.payments.bkash.as_deref(),
        ledger::started(&state.db, METHOD, reference).await?,
    ) else {
        return Ok(back_to_shop(None, Outcome::Failed(None)));
    };
    let outcome = match query.status.as_str() {
        "success" => {
            let verdict = gateway.settle(reference, started.amount_poisha).await;
            settle::apply(&state, METHOD, reference, &started, verdict, None).await?
        }
        // In tokenized checkout nothing is taken until the shop executes: a failure or a
        // cancellation on bKash's page charged nothing.
        "cancel" => {
            ledger::record_abandoned(&state.writer, reference, "cancelled by the buyer").await?;
            Outcome::Cancelled
        }
        _ => {
            ledger::record_abandoned(&state.writer, reference, "failed at bKash").await?;
            Outcome::Failed(None)
        }
    };
    Ok(back_to_shop(Some(started.order_id), outcome))
}
