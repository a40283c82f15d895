//! Choosing how to pay an order: `GET /api/orders/{id}/payment-methods` lists the ways this
//! shop takes and whether each can take this order; `POST /api/payments/start` begins one —
//! SSLCommerz and bKash answer with their page to send the buyer to, cash on delivery confirms
//! the order, a bank transfer answers with the account, the amount and the reference to quote.
//! Cards have their own forms (`card`, `stripe`).

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::{AppJson, AuthUser, parse_id};
use crate::http::middleware::language::say;
use crate::payments::ledger::check_attempts;
use crate::payments::starts;
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales;
use axum::Json;
use axum::extract::{Path, State};
use shared::replies::{PaymentOption, PaymentStart};
use shared::requests::StartPayment;
use shared::{FieldError, Money, PaymentMethod, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(payment_options))
        .routes(routes!(start_payment))
}

/// Each way this shop takes money, and whether it can take this order of the caller's.
#[utoipa::path(get, path = "/orders/{id}/payment-methods", tag = "Orders",
    params(("id" = String, Path, description = "The order's `_id`")),
    security(("bearer" = [])),
    responses(
        (status = 200, body = Vec<PaymentOption>),
        (status = 404, body = ErrorBody, description = "No such order of the caller's."),
        (status = 409, body = ErrorBody, description = "Paid, shipped or cancelled already."),
    ))]
async fn payment_options(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<Json<Vec<PaymentOption>>> {
    let order_id = parse_id(&id, shared::messages::THING_ORDER)?;
    let amount = sales::payable_total(&state, order_id, user.id).await?;
    let total = Money::from_poisha(amount).unwrap_or_default();
    let cod_owed = sales::cod_owed(&state.db, user.id, order_id).await?;
    Ok(Json(state.payments.options_for(total, cod_owed)))
}

/// Begins paying one's own unpaid order by a method other than a card.
///
/// The amount is always the order's stored total.
#[utoipa::path(post, path = "/payments/start", tag = "Orders", request_body = StartPayment,
    security(("bearer" = [])),
    responses(
        (status = 200, body = PaymentStart),
        (status = 404, body = ErrorBody, description = "No such order of the caller's."),
        (status = 409, body = ErrorBody, description = "Paid, shipped or cancelled already."),
        (status = 422, body = ErrorBody, description = "A method the shop does not take, or not for an order this size."),
        (status = 409, body = ErrorBody, description = "This payment is being started already (a second press)."),
        (status = 429, body = ErrorBody, description = "Too many failed payments, or payments started, in the last hour."),
        (status = 502, body = ErrorBody, description = "The provider could not be reached or refused."),
    ))]
async fn start_payment(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<StartPayment>,
) -> Result<Json<PaymentStart>> {
    let order_id = parse_id(body.order_id.text(), shared::messages::THING_ORDER)?;
    let method = PaymentMethod::from_id(body.method.text().trim())
        .filter(|method| state.payments.takes(*method))
        .ok_or_else(|| FieldError::new("method", "invalid", messages::METHOD_NOT_OFFERED))?;
    let amount = sales::payable_total(&state, order_id, user.id).await?;
    let total = Money::from_poisha(amount).unwrap_or_default();
    // Cash on delivery's cap over the buyer's open orders is checked as the promise is written.
    if let Some(why) = state.payments.refusal(method, total, Money::ZERO) {
        return Err(FieldError::new("method", "over_limit", why).into());
    }
    // payable_total has checked it is the caller's.
    let order = sales::order_of(&state.db, order_id)
        .await?
        .ok_or_else(|| AppError::not_found(shared::messages::THING_ORDER))?;
    match method {
        PaymentMethod::Cod => {
            let cod_max = state.payments.cod_max;
            sales::promise(&state, order_id, user.id, method, cod_max).await?;
            Ok(Json(PaymentStart::Confirmed {
                message: say(messages::COD_CONFIRMED),
            }))
        }
        PaymentMethod::BankTransfer => {
            // takes() offers transfers only with an account.
            let account = state.payments.bank_account.clone().ok_or_else(|| {
                AppError::from(FieldError::new(
                    "method",
                    "invalid",
                    messages::METHOD_NOT_OFFERED,
                ))
            })?;
            sales::promise(&state, order_id, user.id, method, None).await?;
            Ok(Json(PaymentStart::Transfer {
                message: say(messages::BANK_TRANSFER_CHOSEN),
                account,
                amount: total,
                reference: order.order_number,
            }))
        }
        PaymentMethod::Sslcommerz | PaymentMethod::Bkash => {
            check_attempts(&state.db, order_id, user.id).await?;
            let url = starts::open_page(&state, &order, method, user.id).await?;
            Ok(Json(PaymentStart::Redirect { url }))
        }
        PaymentMethod::TestCard | PaymentMethod::Stripe => {
            Err(FieldError::new("method", "card_form", messages::PAY_CARDS_IN_THE_FORM).into())
        }
    }
}
