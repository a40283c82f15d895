//! The owner's decision on a payment held for it (`paymentCheck.state` `held` on an order):
//! `POST /api/payments/{id}/accept` makes it the order's payment, `POST …/refund` gives it back
//! through its provider (once), `POST …/refunded` records that it was given back by hand.

use crate::error::{ErrorBody, Result};
use crate::http::extract::{AdminUser, parse_id};
use crate::http::middleware::language::say;
use crate::payments::holds;
use crate::payments::refunds::RefundState;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::{Path, State};
use shared::messages;
use shared::replies::Note;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(accept_payment))
        .routes(routes!(refund_payment))
        .routes(routes!(record_refunded_payment))
}

/// Accepts a held payment as its order's: the order is paid and its tax invoice issued.
#[utoipa::path(post, path = "/payments/{id}/accept", tag = "Admin",
    params(("id" = String, Path, description = "The payment's `_id` (`paymentCheck._id`)")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Note),
        (status = 404, body = ErrorBody, description = "No such payment."),
        (status = 409, body = ErrorBody, description = "Not held, or its order is paid or cancelled already (it can only be given back)."),
    ))]
async fn accept_payment(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<Json<Note>> {
    let id = parse_id(&id, messages::THING_PAYMENT)?;
    holds::accept(&state, id).await?;
    Ok(Json(Note::new(say(messages::HELD_PAYMENT_ACCEPTED))))
}

/// Gives a held payment back through the provider that took it. Asked once: a refund the
/// provider did not confirm is not asked again.
#[utoipa::path(post, path = "/payments/{id}/refund", tag = "Admin",
    params(("id" = String, Path, description = "The payment's `_id` (`paymentCheck._id`)")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Note),
        (status = 404, body = ErrorBody, description = "No such payment."),
        (status = 409, body = ErrorBody, description = "Not held, or its refund was asked for already and not confirmed."),
    ))]
async fn refund_payment(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<Json<Note>> {
    let id = parse_id(&id, messages::THING_PAYMENT)?;
    let said = match holds::give_back(&state, id).await? {
        RefundState::Refunded => messages::REFUND_RECORDED,
        RefundState::Processing => messages::REFUND_ASKED,
        RefundState::Asked | RefundState::Failed | RefundState::ByHand => {
            messages::REFUND_UNCONFIRMED
        }
    };
    Ok(Json(Note::new(say(said))))
}

/// Records that a held payment was given back outside the shop.
#[utoipa::path(post, path = "/payments/{id}/refunded", tag = "Admin",
    params(("id" = String, Path, description = "The payment's `_id` (`paymentCheck._id`)")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Note),
        (status = 404, body = ErrorBody, description = "No such payment."),
        (status = 409, body = ErrorBody, description = "Not held."),
    ))]
async fn record_refunded_payment(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<Json<Note>> {
    let id = parse_id(&id, messages::THING_PAYMENT)?;
    holds::given_back_by_hand(&state, id).await?;
    Ok(Json(Note::new(say(messages::REFUND_RECORDED))))
}
