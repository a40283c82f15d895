//! Paying through Stripe. The browser hands the card to Stripe; the shop creates the
//! PaymentIntent from the order's stored total and marks the order paid only after reading the
//! intent back from Stripe (`/payments/stripe/confirm`) or receiving a signed
//! `payment_intent.succeeded` event (`/stripe/webhook`), whichever comes first.

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::AuthUser;
use crate::http::extract::{AppJson, parse_id};
use crate::http::middleware::language::say;
use crate::payments::ledger::{self, Attempt, Confirmed, check_attempts, record_attempt};
use crate::payments::settle;
use crate::processors::stripe_client::{
    CURRENCY, PaymentIntent, Stripe, StripeError, WebhookError,
};
use crate::processors::{CardProcessor, PaymentProvider};
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales::{self, Settlement};
use crate::store::db;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use shared::messages;
use shared::replies::{self, Note, Paid, WebhookReceipt};
use shared::requests::{ConfirmPayment, ForOrder};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(create_payment_intent))
        .routes(routes!(confirm_payment))
        .routes(routes!(webhook))
}

fn stripe_of(state: &AppState) -> Result<&Stripe> {
    match &state.payments.card {
        Some(CardProcessor::Stripe(stripe)) => Ok(stripe),
        _ => Err(AppError::NotFound(messages::STRIPE_NOT_USED.into())),
    }
}

/// Stripe could not be asked: the buyer may try again; the details go to the log.
fn unreachable(error: StripeError) -> AppError {
    tracing::error!(error = %error, "calling Stripe");
    AppError::BadGateway(messages::PAYMENT_PROVIDER_DOWN.into())
}

/// An intent pays an order only if the shop made it for that order and its stored total.
fn pays_for(intent: &PaymentIntent, order_id: i64, total_poisha: i64) -> bool {
    intent.order_id() == Some(order_id)
        && intent.amount == total_poisha
        && intent.currency.eq_ignore_ascii_case(CURRENCY)
}

/// A Stripe PaymentIntent for one's own unpaid order, for Stripe.js to confirm.
///
/// An open intent for the same order and amount is handed out again, so reloading the payment
/// page does not pile intents up at Stripe. 404 when the shop does not use Stripe.
#[utoipa::path(post, path = "/create-payment-intent", tag = "Orders", request_body = ForOrder,
    security(("bearer" = [])),
    responses(
        (status = 200, body = replies::PaymentIntent),
        (status = 404, body = ErrorBody, description = "No such order of the caller's, or the shop does not use Stripe."),
        (status = 409, body = ErrorBody, description = "Paid or cancelled already."),
        (status = 502, body = ErrorBody, description = "Stripe could not be reached."),
    ))]
async fn create_payment_intent(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<ForOrder>,
) -> Result<Json<replies::PaymentIntent>> {
    let stripe = stripe_of(&state)?;
    let order_id = parse_id(body.order_id.text(), shared::messages::THING_ORDER)?;
    let amount = sales::payable_total(&state, order_id, user.id).await?;
    check_attempts(&state.db, order_id, user.id).await?;
    let open = ledger::open_attempt(&state.db, order_id, stripe.method(), amount).await?;
    if let Some(reference) = open {
        let intent = stripe
            .retrieve_payment_intent(&reference)
            .await
            .map_err(unreachable)?;
        let awaiting_card = matches!(
            intent.status.as_str(),
            "requires_payment_method" | "requires_confirmation" | "requires_action"
        );
        if awaiting_card && pays_for(&intent, order_id, amount) {
            return Ok(Json(intent_reply(&intent)));
        }
    }
    let idempotency_key = format!(
        "order-{order_id}-{}",
        crate::runtime::secrets::random_token()
    );
    let intent = stripe
        .create_payment_intent(order_id, amount, &idempotency_key)
        .await
        .map_err(unreachable)?;
    record_attempt(
        &state.writer,
        Attempt {
            order_id,
            provider: stripe.method(),
            reference: &intent.id,
            amount_poisha: amount,
            status: "pending",
            failure: None,
            refusal_key: None,
        },
    )
    .await?;
    Ok(Json(intent_reply(&intent)))
}

fn intent_reply(intent: &PaymentIntent) -> replies::PaymentIntent {
    replies::PaymentIntent {
        client_secret: intent.client_secret.clone(),
        payment_intent_id: intent.id.clone(),
    }
}

/// Marks one's own order paid once Stripe confirms the card.
///
/// The shop reads the intent back from Stripe and marks the order paid if it succeeded for
/// this order's total. 404 when the shop does not use Stripe.
#[utoipa::path(post, path = "/payments/stripe/confirm", tag = "Orders", request_body = ConfirmPayment,
    security(("bearer" = [])),
    responses(
        (status = 200, body = Paid, description = "Paid."),
        (status = 202, body = Note, description = "Stripe is still processing the payment."),
        (status = 402, body = ErrorBody, description = "The payment did not go through."),
        (status = 404, body = ErrorBody, description = "No such order of the caller's, or the shop does not use Stripe."),
        (status = 409, body = ErrorBody, description = "The intent is not this order's."),
        (status = 502, body = ErrorBody, description = "Stripe could not be reached."),
    ))]
async fn confirm_payment(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<ConfirmPayment>,
) -> Result<(StatusCode, Json<PaidOrNote>)> {
    let stripe = stripe_of(&state)?;
    let order_id = parse_id(body.order_id.text(), shared::messages::THING_ORDER)?;
    let reference = body.payment_intent_id.trim();
    let order: Option<(i64, Option<String>)> = sqlx::query_as(
        "SELECT total_poisha, transaction_id FROM orders WHERE id = $1 AND user_id = $2",
    )
    .bind(order_id)
    .bind(user.id)
    .fetch_optional(&state.db)
    .await?;
    let (total, paid_with) =
        order.ok_or_else(|| AppError::not_found(shared::messages::THING_ORDER))?;
    let paid = |reference: &str| {
        Json(PaidOrNote::Paid(Paid {
            transaction_id: reference.to_owned(),
            message: say(messages::PAYMENT_SUCCESSFUL),
        }))
    };
    // The webhook may have got here first.
    if paid_with.as_deref() == Some(reference) {
        return Ok((StatusCode::OK, paid(reference)));
    }
    let started = ledger::started(&state.db, stripe.method(), reference).await?;
    if started.is_none_or(|started| started.order_id != order_id) {
        return Err(AppError::conflict(messages::PAYMENT_MISMATCH));
    }
    let intent = stripe
        .retrieve_payment_intent(reference)
        .await
        .map_err(unreachable)?;
    if !pays_for(&intent, order_id, total) {
        return Err(AppError::conflict(messages::PAYMENT_MISMATCH));
    }
    match intent.status.as_str() {
        "succeeded" => {
            let payment = Confirmed {
                order_id,
                provider: stripe.method(),
                reference,
                provider_transaction: None,
                amount_poisha: total,
            };
            settle::pay(&state, payment).await?.or_conflict()?;
            Ok((StatusCode::OK, paid(reference)))
        }
        "processing" => Ok((
            StatusCode::ACCEPTED,
            Json(PaidOrNote::Note(Note::new(say(
                messages::PAYMENT_PROCESSING,
            )))),
        )),
        _ => {
            // The catalogue's words for the refusals it knows (said in the buyer's language),
            // else Stripe's own sentence.
            let reason = match intent.last_payment_error {
                Some(error) => match (error.catalogue_key(), error.message) {
                    (Some(key), _) => key.into(),
                    (None, Some(words)) => shared::Text::verbatim(words),
                    (None, None) => messages::PAYMENT_NOT_COMPLETED.into(),
                },
                None => messages::PAYMENT_NOT_COMPLETED.into(),
            };
            Err(AppError::PaymentDeclined(reason))
        }
    }
}

/// The confirmation's two answers: paid, or still processing.
#[derive(serde::Serialize)]
#[serde(untagged)]
enum PaidOrNote {
    Paid(Paid),
    Note(Note),
}

/// Stripe's events, signed with the endpoint's secret.
///
/// Events the shop does not act on, or that do not concern one of its orders, are acknowledged
/// so that Stripe stops resending them. 404 when the shop does not use Stripe webhooks.
#[utoipa::path(post, path = "/stripe/webhook", tag = "Orders",
    request_body(content = Object, description = "A Stripe event, as Stripe sends it"),
    params(("Stripe-Signature" = Option<String>, Header, description = "Stripe's signature of the body; an event without one is refused")),
    responses(
        (status = 200, body = WebhookReceipt),
        (status = 400, body = ErrorBody, description = "The signature or the event was refused."),
        (status = 404, body = ErrorBody, description = "This shop does not use Stripe webhooks."),
    ))]
async fn webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<WebhookReceipt>> {
    let stripe = stripe_of(&state)?;
    let signature = headers
        .get("stripe-signature")
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default();
    let now = db::now_ms() / 1000;
    let event = stripe
        .verify_webhook(signature, &body, now)
        .map_err(|error| match error {
            WebhookError::NotConfigured => AppError::NotFound(messages::STRIPE_WEBHOOK_OFF.into()),
            other => AppError::BadRequest(messages::webhook_refused(&other.to_string())),
        })?;
    let handled = match event.kind.as_str() {
        "payment_intent.succeeded" | "payment_intent.payment_failed" => {
            let intent: PaymentIntent = serde_json::from_value(event.data.object)
                .map_err(|_| AppError::BadRequest(messages::STRIPE_EVENT_WITHOUT_INTENT.into()))?;
            on_intent_event(&state, stripe, &intent).await?
        }
        _ => "ignored",
    };
    Ok(Json(WebhookReceipt {
        received: true,
        event: event.id,
        outcome: handled,
    }))
}

async fn on_intent_event(
    state: &AppState,
    stripe: &Stripe,
    intent: &PaymentIntent,
) -> Result<&'static str> {
    let Some(order_id) = intent.order_id() else {
        return Ok("not an order of this shop");
    };
    let total: Option<i64> = sqlx::query_scalar("SELECT total_poisha FROM orders WHERE id = $1")
        .bind(order_id)
        .fetch_optional(&state.db)
        .await?;
    let Some(total) = total.filter(|total| pays_for(intent, order_id, *total)) else {
        tracing::warn!(
            intent = intent.id,
            order_id,
            "a PaymentIntent that does not match its order"
        );
        return Ok("does not match the order");
    };
    if intent.status != "succeeded" {
        let failure = intent
            .last_payment_error
            .as_ref()
            .and_then(|error| error.message.as_deref());
        record_attempt(
            &state.writer,
            Attempt {
                order_id,
                provider: stripe.method(),
                reference: &intent.id,
                amount_poisha: total,
                status: "failed",
                failure,
                refusal_key: None,
            },
        )
        .await?;
        return Ok("failure recorded");
    }
    let payment = Confirmed {
        order_id,
        provider: stripe.method(),
        reference: &intent.id,
        provider_transaction: None,
        amount_poisha: total,
    };
    Ok(match settle::pay(state, payment).await? {
        Settlement::Paid => "order paid",
        Settlement::Duplicate => "held and given back as a duplicate",
    })
}
