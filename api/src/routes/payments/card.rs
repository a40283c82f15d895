//! `POST /api/payments/confirm`: the shop's own card form, charged by the built-in test
//! processor.

use super::{Confirmed, payable_total, record_attempt, settle};
use crate::auth::extract::AuthUser;
use crate::error::{AppError, Result};
use crate::extract::{AppJson, parse_id};
use crate::payments::{PaymentProvider, Payments};
use crate::{AppState, db};
use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use shared::{Card, CardForm, FormValue, messages};

pub fn router() -> Router<AppState> {
    Router::new().route("/payments/confirm", post(pay_by_card))
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct PayOrder {
    order_id: FormValue,
    card: CardForm,
}

async fn pay_by_card(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<PayOrder>,
) -> Result<Json<Value>> {
    let Payments::Test(processor) = &state.payments else {
        // Card numbers never pass through the shop when Stripe takes them.
        return Err(AppError::Conflict {
            field: None,
            message: messages::PAY_WITH_STRIPE.into(),
        });
    };
    let order_id = parse_id(body.order_id.text(), "order")?;
    let amount = payable_total(&state, order_id, user.id).await?;
    let card = Card::parse(&body.card, db::this_month())?;
    let reference = match processor.charge(&card, amount) {
        Ok(reference) => reference,
        Err(decline) => {
            let reference = format!("declined_{}", crate::auth::random_token());
            let (provider, message) = (processor.name(), decline.0);
            record_attempt(
                &state,
                order_id,
                provider,
                &reference,
                amount,
                "failed",
                Some(message),
            )
            .await?;
            return Err(AppError::PaymentDeclined(message.into()));
        }
    };
    settle(
        &state,
        Confirmed {
            order_id,
            provider: processor.name(),
            reference: &reference,
            amount_poisha: amount,
        },
    )
    .await?;
    Ok(Json(
        json!({ "transactionId": reference, "message": messages::PAYMENT_SUCCESSFUL }),
    ))
}
