//! The delivery charges: `GET /api/delivery-charges` (the table, for anyone: it is the shop's
//! published price list), `PUT /api/delivery-charges` (the owner's editor) and
//! `POST /api/delivery-charges/quote` (what a cart costs to deliver, before it is ordered).

use crate::error::{ErrorBody, Result};
use crate::http::extract::{AdminUser, AppJson};
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales::delivery_charges;
use axum::Json;
use axum::extract::State;
use shared::Cart;
use shared::delivery_charge::{ChargeTable, ChargeTableForm, DeliveryQuote};
use shared::requests::QuoteDelivery;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(charges, set_charges))
        .routes(routes!(quote))
}

/// The delivery charge table: by zone and district, the first kilogram and each further one.
#[utoipa::path(get, path = "/delivery-charges", tag = "Orders",
    responses((status = 200, body = ChargeTable)))]
async fn charges(State(state): State<AppState>) -> Result<Json<ChargeTable>> {
    Ok(Json(delivery_charges::current(&state.db).await?))
}

/// Replaces the delivery charge table; orders placed from now on are charged by it.
#[utoipa::path(put, path = "/delivery-charges", tag = "Admin", request_body = ChargeTableForm,
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = ChargeTable),
        (status = 422, body = ErrorBody, description = "An amount that is not taka from 0 to 10,000, a district that is not one of the 64, or a VAT rate out of range."),
    ))]
async fn set_charges(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(form): AppJson<ChargeTableForm>,
) -> Result<Json<ChargeTable>> {
    let table = form.parse()?;
    delivery_charges::replace(&state.writer, &table).await?;
    Ok(Json(table))
}

/// What delivering some lines would cost: to the district given, and inside and outside
/// Dhaka. The charge an order gets is worked out the same way when it is placed.
#[utoipa::path(post, path = "/delivery-charges/quote", tag = "Orders",
    request_body = QuoteDelivery,
    responses(
        (status = 200, body = DeliveryQuote),
        (status = 422, body = ErrorBody, description = "More than 50 lines, a tool twice, a line of no pieces, or a district that is not one of the 64."),
    ))]
async fn quote(
    State(state): State<AppState>,
    AppJson(request): AppJson<QuoteDelivery>,
) -> Result<Json<DeliveryQuote>> {
    let cart = Cart::parse(request.lines)?;
    Ok(Json(
        delivery_charges::quote(&state.db, &cart, request.district.as_deref()).await?,
    ))
}
