//! The signed-in buyer's address book: `GET`/`POST /api/me/addresses` and
//! `PUT`/`DELETE /api/me/addresses/{id}`. The checkout reads it; the profile keeps it.

use crate::error::{ErrorBody, Result};
use crate::http::extract::{AppJson, AuthUser, parse_id};
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales::address_book;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use shared::messages::THING_ADDRESS;
use shared::{AddressForm, NewAddress, SavedAddress};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(my_addresses, add_address))
        .routes(routes!(update_address, remove_address))
}

/// The places the buyer's parcels go: the default first, then the most recently used. Each
/// order that goes somewhere new adds its place, so a repeat buyer types no address twice.
#[utoipa::path(get, path = "/me/addresses", tag = "Accounts", security(("bearer" = [])),
    responses((status = 200, body = Vec<SavedAddress>)))]
async fn my_addresses(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> Result<Json<Vec<SavedAddress>>> {
    Ok(Json(address_book::list(&state.db, user.id).await?))
}

/// Adds a place (the same place twice is one entry); `isDefault` makes the checkout start
/// from it.
#[utoipa::path(post, path = "/me/addresses", tag = "Accounts", request_body = AddressForm,
    security(("bearer" = [])),
    responses((status = 201, body = SavedAddress),
        (status = 409, body = ErrorBody, description = "The book already holds ten places."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule.")))]
async fn add_address(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(form): AppJson<AddressForm>,
) -> Result<(StatusCode, Json<SavedAddress>)> {
    let place = NewAddress::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    let saved = address_book::add(&mut tx, user.id, &place).await?;
    tx.commit().await?;
    Ok((StatusCode::CREATED, Json(saved)))
}

/// Changes one of the buyer's places. Orders already placed keep the details they went to.
#[utoipa::path(put, path = "/me/addresses/{id}", tag = "Accounts", request_body = AddressForm,
    params(("id" = i64, Path, description = "The place's `id`")), security(("bearer" = [])),
    responses((status = 200, body = SavedAddress),
        (status = 404, body = ErrorBody, description = "Not one of the caller's places."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule.")))]
async fn update_address(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
    AppJson(form): AppJson<AddressForm>,
) -> Result<Json<SavedAddress>> {
    let id = parse_id(&id, THING_ADDRESS)?;
    let place = NewAddress::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    let saved = address_book::update(&mut tx, user.id, id, &place).await?;
    tx.commit().await?;
    Ok(Json(saved))
}

/// Removes one of the buyer's places.
#[utoipa::path(delete, path = "/me/addresses/{id}", tag = "Accounts",
    params(("id" = i64, Path, description = "The place's `id`")), security(("bearer" = [])),
    responses((status = 204),
        (status = 404, body = ErrorBody, description = "Not one of the caller's places.")))]
async fn remove_address(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<StatusCode> {
    let id = parse_id(&id, THING_ADDRESS)?;
    let mut tx = state.writer.begin().await?;
    address_book::remove(&mut tx, user.id, id).await?;
    tx.commit().await?;
    Ok(StatusCode::NO_CONTENT)
}
