//! SSLCommerz's calls back to the shop. `POST /api/sslcommerz/ipn` is the server-to-server
//! notification (Instant Payment Notification); `POST /api/sslcommerz/return/{outcome}` is the
//! buyer's browser posting back from the hosted page (`success`, `fail` or `cancel`). Both
//! carry the same signed fields; neither is believed on its own: a signed `VALID` is checked
//! with the validation API before the order is marked paid. A validation that cannot be had
//! leaves the payment being checked: the buyer sees "being checked", the IPN is answered 502
//! (SSLCommerz sends it again), and the shop asks the validation API again in the background.

use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::AppForm;
use crate::payments::ledger::{self, Started};
use crate::payments::settle::{self, Outcome, back_to_shop};
use crate::processors::SslCommerz;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::{Path, State};
use axum::response::Redirect;
use shared::replies::WebhookReceipt;
use shared::{PaymentMethod, messages};
use std::collections::BTreeMap;
use utoipa_axum::routes;

const METHOD: PaymentMethod = PaymentMethod::Sslcommerz;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(ipn))
        .routes(routes!(buyer_returns))
}

fn gateway_of(state: &AppState) -> Result<&SslCommerz> {
    state
        .payments
        .sslcommerz
        .as_deref()
        .ok_or_else(|| AppError::NotFound(messages::METHOD_NOT_OFFERED.into()))
}

/// SSLCommerz's notification of a payment's outcome (form-encoded, signed with
/// `verify_sign`). A signed `VALID` is confirmed with the validation API, then settles the
/// order once; repeats change nothing.
#[utoipa::path(post, path = "/sslcommerz/ipn", tag = "Payments",
    request_body(content = BTreeMap<String, String>, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, body = WebhookReceipt),
        (status = 400, body = ErrorBody, description = "Not signed by SSLCommerz for this store."),
        (status = 404, body = ErrorBody, description = "The shop does not use SSLCommerz."),
        (status = 415, body = ErrorBody, description = "Not form-encoded."),
        (status = 502, body = ErrorBody, description = "The validation API could not be reached; SSLCommerz retries, and the shop asks again itself."),
    ))]
async fn ipn(
    State(state): State<AppState>,
    AppForm(fields): AppForm<BTreeMap<String, String>>,
) -> Result<Json<WebhookReceipt>> {
    let gateway = gateway_of(&state)?;
    if !gateway.signed(&fields) {
        return Err(AppError::BadRequest(
            messages::SSLCOMMERZ_IPN_REFUSED.into(),
        ));
    }
    let status = field(&fields, "status");
    let outcome = match started_by(&state, &fields).await? {
        Some(started) => settle(&state, gateway, &fields, &started).await?,
        None => None,
    };
    if outcome == Some(Outcome::Pending) {
        // Not validated yet: SSLCommerz retries an IPN that is not answered 200.
        return Err(AppError::BadGateway(messages::PAYMENT_PROVIDER_DOWN.into()));
    }
    Ok(Json(WebhookReceipt {
        received: true,
        event: status.to_owned(),
        outcome: outcome.map_or("ignored", Outcome::as_str),
    }))
}

/// The buyer's browser back from SSLCommerz's page, with its fields. A signed success is
/// confirmed exactly as the IPN is (whichever comes first settles the order); the buyer is
/// then sent to the order's payment page, which says how it went.
#[utoipa::path(post, path = "/sslcommerz/return/{outcome}", tag = "Payments",
    params(("outcome" = String, Path, description = "`success`, `fail` or `cancel`")),
    request_body(content = BTreeMap<String, String>, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "To the order's payment page."),
        (status = 404, body = ErrorBody, description = "The shop does not use SSLCommerz."),
        (status = 415, body = ErrorBody, description = "Not form-encoded."),
    ))]
async fn buyer_returns(
    State(state): State<AppState>,
    Path(outcome): Path<String>,
    AppForm(fields): AppForm<BTreeMap<String, String>>,
) -> Result<Redirect> {
    let gateway = gateway_of(&state)?;
    let Some(started) = started_by(&state, &fields).await? else {
        return Ok(back_to_shop(None, Outcome::Failed(None)));
    };
    // Unsigned fields are only a hint: the page then shows where the order stands.
    let settled = if gateway.signed(&fields) {
        settle(&state, gateway, &fields, &started).await?
    } else {
        None
    };
    let shown = settled.unwrap_or(match outcome.as_str() {
        "success" => Outcome::Pending,
        "cancel" => Outcome::Cancelled,
        _ => Outcome::Failed(None),
    });
    Ok(back_to_shop(Some(started.order_id), shown))
}

fn field<'a>(fields: &'a BTreeMap<String, String>, name: &str) -> &'a str {
    fields.get(name).map_or("", String::as_str)
}

/// The attempt the fields' `tran_id` names, if the shop started it.
async fn started_by(
    state: &AppState,
    fields: &BTreeMap<String, String>,
) -> Result<Option<Started>> {
    ledger::started(&state.db, METHOD, field(fields, "tran_id")).await
}

/// Acts on signed fields: a success once the validation API has said what it is (paid, held,
/// failed, or still unknown); a failure or cancellation is kept on record. `None` for a status
/// that says nothing yet.
async fn settle(
    state: &AppState,
    gateway: &SslCommerz,
    fields: &BTreeMap<String, String>,
    started: &Started,
) -> Result<Option<Outcome>> {
    let tran_id = field(fields, "tran_id");
    match field(fields, "status") {
        "VALID" | "VALIDATED" => {
            let val_id = field(fields, "val_id");
            let verdict = gateway.settle(val_id, tran_id, started.amount_poisha).await;
            let outcome =
                settle::apply(state, METHOD, tran_id, started, verdict, Some(val_id)).await?;
            Ok(Some(outcome))
        }
        "CANCELLED" => {
            ledger::record_abandoned(&state.writer, tran_id, "cancelled by the buyer").await?;
            Ok(Some(Outcome::Cancelled))
        }
        "FAILED" | "EXPIRED" | "UNATTEMPTED" => {
            let why = format!("{} {}", field(fields, "status"), field(fields, "error"));
            ledger::record_abandoned(&state.writer, tran_id, why.trim()).await?;
            Ok(Some(Outcome::Failed(None)))
        }
        _ => Ok(None),
    }
}
