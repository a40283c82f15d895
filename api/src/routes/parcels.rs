//! Handing orders to couriers, for the admins: `GET /api/couriers` (who can be booked),
//! `POST /api/orders/{id}/parcel` (one order), `POST /api/parcels` (many at once),
//! `DELETE /api/orders/{id}/parcel` (a booking that never went anywhere),
//! `POST /api/orders/{id}/parcel/return` (a returned parcel arrived: its tools back in stock),
//! the shipping labels: `GET /api/orders/{id}/label.pdf`, `GET /api/labels.pdf?orders=…`,
//! and each district's default courier: `GET`/`PUT /api/courier-defaults`.

use crate::couriers::{booking, defaults, label, view};
use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::{AdminUser, AppJson, AppQuery, parse_id};
use crate::http::middleware::language::say;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::IntoResponse;
use serde::Deserialize;
use shared::courier::{CourierDefaults, Parcel};
use shared::replies::{Booking, Bookings, CourierChoice, Note};
use shared::requests::{BookParcel, BookParcels};
use shared::{Text, messages};
use utoipa_axum::routes;

/// The most orders one request books: Steadfast's bulk booking takes 500.
const MOST_AT_ONCE: usize = crate::couriers::steadfast::BULK_LIMIT;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(couriers))
        .routes(routes!(courier_defaults, set_courier_defaults))
        .routes(routes!(book_one, drop_booking))
        .routes(routes!(book_many))
        .routes(routes!(return_arrived))
        .routes(routes!(label_pdf))
        .routes(routes!(labels_pdf))
}

/// The couriers the shop can book: own delivery, then each courier whose settings are given.
#[utoipa::path(get, path = "/couriers", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, body = CourierChoice)))]
async fn couriers(State(state): State<AppState>, _: AdminUser) -> Json<CourierChoice> {
    Json(CourierChoice {
        couriers: state.couriers.offered(),
    })
}

/// Each district's default courier, which Manage Orders preselects for its orders.
#[utoipa::path(get, path = "/courier-defaults", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, body = CourierDefaults)))]
async fn courier_defaults(
    State(state): State<AppState>,
    _: AdminUser,
) -> Result<Json<CourierDefaults>> {
    Ok(Json(defaults::read(&state.db).await?))
}

/// Replaces every district's default courier at once; a district left out goes with the
/// first courier the shop is set up for.
#[utoipa::path(put, path = "/courier-defaults", tag = "Admin", request_body = CourierDefaults,
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = CourierDefaults),
        (status = 409, body = ErrorBody, description = "A courier the shop is not set up for."),
        (status = 422, body = ErrorBody, description = "A district that is not one of the 64."),
    ))]
async fn set_courier_defaults(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(given): AppJson<CourierDefaults>,
) -> Result<Json<CourierDefaults>> {
    Ok(Json(defaults::replace(&state, given).await?))
}

/// The live parcel of an order, as booked.
async fn parcel_of(state: &AppState, order_id: i64) -> Result<Option<Parcel>> {
    Ok(view::parcels_of(&state.db, &[order_id])
        .await?
        .remove(&order_id))
}

/// Books one order with a courier. Booking it again answers with the parcel it has; the
/// courier never gets a second one.
#[utoipa::path(post, path = "/orders/{id}/parcel", tag = "Admin",
    params(("id" = String, Path, description = "The order's `_id`")),
    request_body = BookParcel, security(("bearer" = ["admin"])),
    responses(
        (status = 201, body = Parcel),
        (status = 404, body = ErrorBody, description = "No such order."),
        (status = 409, body = ErrorBody, description = "Not ready to ship, booked with another courier, an address or a weight the courier does not take, the courier not set up, or a first booking never answered."),
        (status = 502, body = ErrorBody, description = "The courier refused the booking (its reason is in the message) or did not answer."),
    ))]
async fn book_one(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(request): AppJson<BookParcel>,
) -> Result<(StatusCode, Json<Parcel>)> {
    let id = parse_id(&id, messages::THING_ORDER)?;
    let mut outcomes = booking::book(&state, &[id], request.courier).await?;
    let (_, outcome) = outcomes.remove(0);
    outcome?;
    let parcel = parcel_of(&state, id)
        .await?
        .ok_or_else(|| AppError::not_found(messages::THING_ORDER))?;
    Ok((StatusCode::CREATED, Json(parcel)))
}

/// Books many orders with one courier at once (Steadfast in one bulk call; Pathao's bulk
/// booking answers later, by webhook, with each consignment). Each order's outcome is its
/// own: one refused does not stop the others.
#[utoipa::path(post, path = "/parcels", tag = "Admin", request_body = BookParcels,
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Bookings),
        (status = 409, body = ErrorBody, description = "The courier is not set up."),
        (status = 422, body = ErrorBody, description = "No orders, or more than 500."),
    ))]
async fn book_many(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(request): AppJson<BookParcels>,
) -> Result<Json<Bookings>> {
    let mut ids = request.order_ids;
    ids.dedup();
    if ids.is_empty() || ids.len() > MOST_AT_ONCE {
        return Err(shared::FieldError::new(
            "orderIds",
            "range",
            Text::new(messages::PARCELS_HOW_MANY).count("most", MOST_AT_ONCE as u64),
        )
        .into());
    }
    let outcomes = booking::book(&state, &ids, request.courier).await?;
    let message = booking::summary(&outcomes);
    let mut parcels = view::parcels_of(&state.db, &ids).await?;
    let results = outcomes
        .into_iter()
        .map(|(order_id, outcome)| Booking {
            order_id,
            parcel: outcome.is_ok().then(|| parcels.remove(&order_id)).flatten(),
            error: outcome.err().map(|error| say(error.text())),
        })
        .collect();
    Ok(Json(Bookings { message, results }))
}

/// Drops a booking that never went anywhere: one the courier never confirmed (the owner
/// found nothing in its panel), one it cancelled, or the shop's own delivery before it left.
/// The order can then be booked again.
#[utoipa::path(delete, path = "/orders/{id}/parcel", tag = "Admin",
    params(("id" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Note),
        (status = 409, body = ErrorBody, description = "No such booking, or one on its way."),
    ))]
async fn drop_booking(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<Json<Note>> {
    let id = parse_id(&id, messages::THING_ORDER)?;
    booking::drop_booking(&state, id).await?;
    Ok(Json(Note::new(say(messages::BOOKING_DROPPED))))
}

/// A parcel the courier returned reached the shop: its tools go back to stock, once.
#[utoipa::path(post, path = "/orders/{id}/parcel/return", tag = "Admin",
    params(("id" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Note),
        (status = 409, body = ErrorBody, description = "The courier has not returned it."),
    ))]
async fn return_arrived(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<Json<Note>> {
    let id = parse_id(&id, messages::THING_ORDER)?;
    booking::take_back(&state, id).await?;
    Ok(Json(Note::new(say(messages::RETURN_RESTOCKED))))
}

/// Labels as a PDF to print.
fn pdf(bytes: Vec<u8>, name: &str) -> impl IntoResponse + use<> {
    (
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"{name}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        bytes,
    )
}

fn shop_name() -> String {
    shared::Text::new(messages::SHOP_NAME).render(shared::Lang::En)
}

/// An order's shipping label: A6, in its buyer's language, the tracking code as a Code 128
/// barcode.
#[utoipa::path(get, path = "/orders/{id}/label.pdf", tag = "Admin",
    params(("id" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>, description = "The label."),
        (status = 404, body = ErrorBody, description = "No such order."),
        (status = 409, body = ErrorBody, description = "Not booked with a courier yet."),
    ))]
async fn label_pdf(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<impl IntoResponse> {
    let id = parse_id(&id, messages::THING_ORDER)?;
    let bytes = label::labels(&state.db, &[id], &shop_name()).await?;
    Ok(pdf(bytes, &format!("label-{id}.pdf")))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct LabelsQuery {
    /// The orders' `_id`s, comma-separated: `12,13,14`.
    #[serde(default)]
    orders: String,
}

/// Many orders' labels in one PDF, a page each, in the order given.
#[utoipa::path(get, path = "/labels.pdf", tag = "Admin", params(LabelsQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>, description = "The labels."),
        (status = 404, body = ErrorBody, description = "An order that is not there."),
        (status = 409, body = ErrorBody, description = "An order not booked with a courier yet."),
        (status = 422, body = ErrorBody, description = "No orders, more than 500, or not a list of ids."),
    ))]
async fn labels_pdf(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(query): AppQuery<LabelsQuery>,
) -> Result<impl IntoResponse> {
    let ids: Option<Vec<i64>> = query
        .orders
        .split(',')
        .map(|id| id.trim().parse().ok().filter(|id: &i64| *id > 0))
        .collect();
    let ids = ids
        .filter(|ids| !ids.is_empty() && ids.len() <= MOST_AT_ONCE)
        .ok_or_else(|| {
            shared::FieldError::new(
                "orders",
                "range",
                Text::new(messages::LABELS_HOW_MANY).count("most", MOST_AT_ONCE as u64),
            )
        })?;
    let bytes = label::labels(&state.db, &ids, &shop_name()).await?;
    Ok(pdf(bytes, "labels.pdf"))
}
