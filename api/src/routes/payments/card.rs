//! `POST /api/payments/confirm`: the shop's own card form, charged by the built-in test
//! processor.

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::AuthUser;
use crate::http::extract::{AppJson, parse_id};
use crate::http::middleware::language::say;
use crate::payments::ledger::{Attempt, Confirmed, check_attempts, record_attempt};
use crate::payments::settle;
use crate::processors::{CardProcessor, PaymentProvider};
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales;
use crate::store::db;
use axum::Json;
use axum::extract::State;
use shared::replies::Paid;
use shared::requests::PayOrder;
use shared::{Card, FieldError, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(pay_by_card))
}

/// Pays one's own order with the shop's card form (the built-in test processor).
///
/// The amount is the order's stored total. Only when Stripe is not configured: with Stripe,
/// card numbers never pass through the shop.
#[utoipa::path(post, path = "/payments/confirm", tag = "Orders", request_body = PayOrder,
    security(("bearer" = [])),
    responses(
        (status = 200, body = Paid),
        (status = 402, body = ErrorBody, description = "The card was declined."),
        (status = 404, body = ErrorBody, description = "No such order of the caller's."),
        (status = 409, body = ErrorBody, description = "Paid or cancelled already, or Stripe takes the cards."),
        (status = 422, body = ErrorBody, description = "The shop takes no cards through its own form (not a demo shop)."),
        (status = 429, body = ErrorBody, description = "Too many declined payments in the last hour."),
    ))]
async fn pay_by_card(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<PayOrder>,
) -> Result<Json<Paid>> {
    let processor = match &state.payments.card {
        Some(CardProcessor::Test(processor)) => processor,
        // Card numbers never pass through the shop when Stripe takes them.
        Some(CardProcessor::Stripe(_)) => {
            return Err(AppError::conflict(messages::PAY_WITH_STRIPE));
        }
        // The test card pays nothing on a shop strangers reach.
        None => {
            let refusal = FieldError::new("card", "invalid", messages::METHOD_NOT_OFFERED);
            return Err(refusal.into());
        }
    };
    let order_id = parse_id(body.order_id.text(), shared::messages::THING_ORDER)?;
    let amount = sales::payable_total(&state, order_id, user.id).await?;
    check_attempts(&state.db, order_id, user.id).await?;
    let card = Card::parse(&body.card, db::this_month())?;
    let reference = match processor.charge(&card, amount) {
        Ok(reference) => reference,
        Err(decline) => {
            let reference = format!("declined_{}", crate::runtime::secrets::random_token());
            let (provider, message) = (processor.method(), decline.0);
            record_attempt(
                &state.writer,
                Attempt {
                    order_id,
                    provider,
                    reference: &reference,
                    amount_poisha: amount,
                    status: "failed",
                    failure: Some(message.en()),
                    refusal_key: Some(message),
                },
            )
            .await?;
            return Err(AppError::PaymentDeclined(message.into()));
        }
    };
    let payment = Confirmed {
        order_id,
        provider: processor.method(),
        reference: &reference,
        provider_transaction: None,
        amount_poisha: amount,
    };
    settle::pay(&state, payment).await?.or_conflict()?;
    Ok(Json(Paid {
        transaction_id: reference,
        message: say(messages::PAYMENT_SUCCESSFUL),
    }))
}
