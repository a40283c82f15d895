//! Stand-ins for the three couriers, speaking their wire formats:
//! - Steadfast (API V1, under `/steadfast/api/v1`): `Api-Key`/`Secret-Key` headers,
//!   `create_order`, `create_order/bulk-order` (`data`: a JSON-encoded array), the status
//!   endpoints by consignment id and invoice; refusals as Laravel validation answers; a
//!   duplicate invoice refused "The invoice has already been taken.".
//! - Pathao (under `/pathao`): the password-grant token, `orders`, `orders/bulk` (202, each
//!   consignment then announced by an `order.created` webhook), `orders/{id}/info`,
//!   `city-list` and `zone-list`; refusals `{code: 422, type: "error", errors}`.
//! - RedX (under `/redx/v1.0.0-beta`): `API-ACCESS-TOKEN: Bearer …`, `parcel`,
//!   `parcel/info/{id}`, `areas?district_name=`.
//!
//! A test moves a parcel with [`move_parcel`] (or a browser test with `POST
//! /sandbox/couriers/move`), which also sends the courier's webhook to the shop when
//! [`crate::Knobs::courier_hooks`] says where, signed as that courier signs it.

use crate::State;
use axum::extract::{Path, Query, State as Extract};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};
use std::collections::HashMap;

/// A parcel a courier holds.
#[derive(Debug, Clone)]
pub struct Held {
    pub courier: &'static str,
    pub consignment_id: String,
    pub tracking_code: String,
    /// The merchant's reference: Steadfast's invoice, Pathao's merchant order id, RedX's
    /// invoice id.
    pub reference: String,
    pub cod: String,
    pub status: String,
    pub body: Value,
}

/// Where the shop takes each courier's webhooks, and the secrets it expects.
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct CourierHooks {
    /// The shop's address: the webhooks go to `{shop}/api/couriers/{courier}/webhook`.
    pub shop_url: String,
    pub steadfast_token: String,
    pub pathao_secret: String,
    pub redx_token: String,
}

pub fn router() -> Router<State> {
    Router::new()
        .route("/steadfast/api/v1/create_order", post(steadfast_create))
        .route(
            "/steadfast/api/v1/create_order/bulk-order",
            post(steadfast_bulk),
        )
        .route(
            "/steadfast/api/v1/status_by_cid/{id}",
            get(steadfast_by_cid),
        )
        .route(
            "/steadfast/api/v1/status_by_invoice/{invoice}",
            get(steadfast_by_invoice),
        )
        .route("/steadfast/api/v1/payments", get(steadfast_payments))
        .route("/steadfast/api/v1/payments/{id}", get(steadfast_payment))
        .route("/pathao/aladdin/api/v1/issue-token", post(pathao_token))
        .route("/pathao/aladdin/api/v1/orders", post(pathao_create))
        .route("/pathao/aladdin/api/v1/orders/bulk", post(pathao_bulk))
        .route("/pathao/aladdin/api/v1/orders/{id}/info", get(pathao_info))
        .route("/pathao/aladdin/api/v1/city-list", get(pathao_cities))
        .route(
            "/pathao/aladdin/api/v1/cities/{city}/zone-list",
            get(pathao_zones),
        )
        .route("/redx/v1.0.0-beta/parcel", post(redx_create))
        .route("/redx/v1.0.0-beta/parcel/info/{id}", get(redx_info))
        .route("/redx/v1.0.0-beta/areas", get(redx_areas))
        .route("/sandbox/couriers/move", post(move_from_test))
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .and_then(|value| value.to_str().ok())
        .unwrap_or("")
}

/// Writes a call down, for tests to count.
fn count(state: &State, courier: &str, path: &str) {
    state
        .ledger
        .lock()
        .unwrap()
        .courier_calls
        .push(format!("{courier} {path}"));
}

/// Counts a call, answers for the courier when a knob says it is down, and refuses a call
/// without the courier's credentials as the courier does.
fn gate(state: &State, headers: &HeaderMap, courier: &str, path: &str) -> Option<Response> {
    count(state, courier, path);
    if state.knobs.lock().unwrap().courier_down {
        return Some((StatusCode::BAD_GATEWAY, "<html>502 Bad Gateway</html>").into_response());
    }
    let credentials = &state.credentials;
    let (allowed, refusal) = match courier {
        "steadfast" => (
            header(headers, "api-key") == credentials.steadfast_api_key
                && header(headers, "secret-key") == credentials.steadfast_secret_key,
            json!({ "message": "Unauthenticated." }),
        ),
        "pathao" => (
            header(headers, "authorization") == format!("Bearer {PATHAO_TOKEN}"),
            json!({ "message": "Unauthenticated.", "type": "error", "code": 401 }),
        ),
        _ => (
            header(headers, "api-access-token") == format!("Bearer {}", credentials.redx_token),
            json!({ "message": "Unauthorized" }),
        ),
    };
    (!allowed).then(|| (StatusCode::UNAUTHORIZED, Json(refusal)).into_response())
}

/// A refusal the knobs ask for, for a booking of `reference`.
fn refusal_for(state: &State, reference: &str) -> Option<String> {
    let knobs = state.knobs.lock().unwrap();
    knobs.courier_refusal.clone().filter(|_| {
        knobs
            .refuse_only
            .as_deref()
            .is_none_or(|only| only == reference)
    })
}

/// Whether the knobs lose the answer to a booking (the parcel is made, the answer is a 504).
fn loses_answer(state: &State) -> bool {
    state.knobs.lock().unwrap().lose_booking_answer
}

fn lost() -> Response {
    (
        StatusCode::GATEWAY_TIMEOUT,
        "<html>504 Gateway Time-out</html>",
    )
        .into_response()
}

fn hold(
    state: &State,
    courier: &'static str,
    prefix: &str,
    reference: &str,
    cod: String,
    status: &str,
    body: Value,
) -> Held {
    let mut ledger = state.ledger.lock().unwrap();
    let id = ledger.next_id(prefix);
    // Steadfast numbers its consignments (1424107); the others letter theirs.
    let id = match prefix {
        "" => (1_424_100 + id.parse::<u64>().unwrap_or_default()).to_string(),
        _ => id,
    };
    let tracking = format!("T{}", &id[id.len() - 7..]);
    let held = Held {
        courier,
        consignment_id: id,
        tracking_code: tracking,
        reference: reference.to_owned(),
        cod,
        status: status.to_owned(),
        body,
    };
    ledger.parcels.push(held.clone());
    held
}

fn find(state: &State, courier: &str, by: impl Fn(&Held) -> bool) -> Option<Held> {
    state
        .ledger
        .lock()
        .unwrap()
        .parcels
        .iter()
        .find(|held| held.courier == courier && by(held))
        .cloned()
}

// Steadfast.

fn laravel_refusal(field: &str, why: &str) -> Response {
    (
        StatusCode::BAD_REQUEST,
        Json(json!({ "status": 400, "message": why, "errors": { field: [why] } })),
    )
        .into_response()
}

/// Checks one order as Steadfast's validation does; the refusal's field and reason.
fn steadfast_check(state: &State, order: &Value) -> Result<(), (&'static str, String)> {
    let text = |name: &str| order[name].as_str().unwrap_or("").to_owned();
    let invoice = text("invoice");
    if invoice.is_empty()
        || !invoice
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(("invoice", "The invoice format is invalid.".into()));
    }
    if find(state, "steadfast", |held| held.reference == invoice).is_some() {
        return Err(("invoice", "The invoice has already been taken.".into()));
    }
    let phone = text("recipient_phone");
    if phone.len() != 11 || !phone.chars().all(|c| c.is_ascii_digit()) {
        return Err((
            "recipient_phone",
            "The recipient phone must be 11 digits.".into(),
        ));
    }
    if text("recipient_name").chars().count() > 100 {
        return Err((
            "recipient_name",
            "The recipient name may not be greater than 100 characters.".into(),
        ));
    }
    if text("recipient_address").chars().count() > 250 {
        return Err((
            "recipient_address",
            "The recipient address may not be greater than 250 characters.".into(),
        ));
    }
    if let Some(why) = refusal_for(state, &invoice) {
        return Err(("recipient_address", why));
    }
    Ok(())
}

fn steadfast_consignment(held: &Held) -> Value {
    json!({
        "consignment_id": held.consignment_id.parse::<u64>().unwrap_or_default(),
        "invoice": held.reference,
        "tracking_code": held.tracking_code,
        "recipient_name": held.body["recipient_name"],
        "recipient_phone": held.body["recipient_phone"],
        "recipient_address": held.body["recipient_address"],
        "cod_amount": held.cod,
        "status": held.status,
        "note": held.body["note"],
        "created_at": "2026-11-27T07:05:31.000000Z",
        "updated_at": "2026-11-27T07:05:31.000000Z",
    })
}

async fn steadfast_create(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(order): Json<Value>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "steadfast", "create_order") {
        return refused;
    }
    if let Err((field, why)) = steadfast_check(&state, &order) {
        return laravel_refusal(field, &why);
    }
    let invoice = order["invoice"].as_str().unwrap_or("").to_owned();
    let cod = order["cod_amount"].to_string().trim_matches('"').to_owned();
    let held = hold(&state, "steadfast", "", &invoice, cod, "in_review", order);
    if loses_answer(&state) {
        return lost();
    }
    Json(json!({
        "status": 200,
        "message": "Consignment has been created successfully.",
        "consignment": steadfast_consignment(&held),
    }))
    .into_response()
}

async fn steadfast_bulk(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "steadfast", "create_order/bulk-order") {
        return refused;
    }
    let orders: Vec<Value> = match body["data"].as_str().map(serde_json::from_str) {
        Some(Ok(orders)) => orders,
        _ => return laravel_refusal("data", "The data field is required."),
    };
    if orders.len() > 500 {
        return laravel_refusal("data", "Maximum 500 items are allowed.");
    }
    let answer: Vec<Value> = orders
        .into_iter()
        .map(|order| {
            let line = |consignment: Value, tracking: Value, status: &str| {
                json!({
                    "invoice": order["invoice"], "recipient_name": order["recipient_name"],
                    "recipient_address": order["recipient_address"],
                    "recipient_phone": order["recipient_phone"], "cod_amount": order["cod_amount"],
                    "note": order["note"], "consignment_id": consignment,
                    "tracking_code": tracking, "status": status,
                })
            };
            if steadfast_check(&state, &order).is_err() {
                return line(Value::Null, Value::Null, "error");
            }
            let invoice = order["invoice"].as_str().unwrap_or("").to_owned();
            let cod = order["cod_amount"].to_string().trim_matches('"').to_owned();
            let held = hold(
                &state,
                "steadfast",
                "",
                &invoice,
                cod,
                "in_review",
                order.clone(),
            );
            line(
                json!(held.consignment_id.parse::<u64>().unwrap_or_default()),
                json!(held.tracking_code),
                "success",
            )
        })
        .collect();
    if loses_answer(&state) {
        return lost();
    }
    Json(Value::Array(answer)).into_response()
}

fn steadfast_status(held: Option<Held>) -> Response {
    match held {
        Some(held) => {
            Json(json!({ "status": 200, "delivery_status": held.status })).into_response()
        }
        None => (
            StatusCode::NOT_FOUND,
            Json(json!({ "status": 404, "message": "Consignment not found." })),
        )
            .into_response(),
    }
}

async fn steadfast_by_cid(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "steadfast", "status_by_cid") {
        return refused;
    }
    steadfast_status(find(&state, "steadfast", |held| held.consignment_id == id))
}

async fn steadfast_by_invoice(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Path(invoice): Path<String>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "steadfast", "status_by_invoice") {
        return refused;
    }
    steadfast_status(find(&state, "steadfast", |held| held.reference == invoice))
}

/// Steadfast pays out the cash of these consignments, less its charge of 60 taka each; the
/// payment's id.
pub fn steadfast_pay(state: &State, consignments: &[&str]) -> u64 {
    let mut ledger = state.ledger.lock().unwrap();
    let id = ledger.steadfast_payments.len() as u64 + 9001;
    ledger
        .steadfast_payments
        .push((id, consignments.iter().map(|c| (*c).to_owned()).collect()));
    id
}

fn payment_consignments(state: &State, of: &[String]) -> (Vec<Value>, f64) {
    let mut total = 0.0;
    let lines = of
        .iter()
        .filter_map(|id| find(state, "steadfast", |held| &held.consignment_id == id))
        .enumerate()
        .map(|(at, held)| {
            let cod: f64 = held.cod.parse().unwrap_or_default();
            total += cod - 60.0;
            json!({
                "id": at + 1,
                "consignment_id": held.consignment_id.parse::<u64>().unwrap_or_default(),
                "invoice": held.reference,
                "tracking_code": held.tracking_code,
                "cod_amount": cod,
                "delivery_charge": 60,
                "status": held.status,
            })
        })
        .collect();
    (lines, total)
}

async fn steadfast_payments(Extract(state): Extract<State>, headers: HeaderMap) -> Response {
    if let Some(refused) = gate(&state, &headers, "steadfast", "payments") {
        return refused;
    }
    let payments = state.ledger.lock().unwrap().steadfast_payments.clone();
    let list: Vec<Value> = payments
        .iter()
        .map(|(id, of)| {
            let (_, amount) = payment_consignments(&state, of);
            json!({ "id": id, "amount": amount, "status": "paid", "created_at": "2026-11-28T04:00:00.000000Z", "updated_at": "2026-11-28T04:00:00.000000Z" })
        })
        .collect();
    Json(Value::Array(list)).into_response()
}

async fn steadfast_payment(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Path(id): Path<u64>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "steadfast", "payments/id") {
        return refused;
    }
    let payment = state
        .ledger
        .lock()
        .unwrap()
        .steadfast_payments
        .iter()
        .find(|(known, _)| *known == id)
        .cloned();
    let Some((id, of)) = payment else {
        return (
            StatusCode::NOT_FOUND,
            Json(json!({ "status": 404, "message": "Payment not found." })),
        )
            .into_response();
    };
    let (consignments, amount) = payment_consignments(&state, &of);
    Json(json!({
        "id": id, "amount": amount, "status": "paid",
        "created_at": "2026-11-28T04:00:00.000000Z", "updated_at": "2026-11-28T04:00:00.000000Z",
        "consignments": consignments,
    }))
    .into_response()
}

// Pathao.

const PATHAO_TOKEN: &str = "pathao-sandbox-access-token";

async fn pathao_token(Extract(state): Extract<State>, Json(body): Json<Value>) -> Response {
    count(&state, "pathao", "issue-token");
    let credentials = &state.credentials;
    let ok = body["client_id"] == credentials.pathao_client_id.as_str()
        && body["client_secret"] == credentials.pathao_client_secret.as_str()
        && body["grant_type"] == "password"
        && body["username"] == credentials.pathao_username.as_str()
        && body["password"] == credentials.pathao_password.as_str();
    if !ok {
        return (
            StatusCode::UNAUTHORIZED,
            Json(
                json!({ "message": "Client authentication failed", "type": "error", "code": 401 }),
            ),
        )
            .into_response();
    }
    Json(json!({
        "token_type": "Bearer",
        "expires_in": 432000,
        "access_token": PATHAO_TOKEN,
        "refresh_token": "pathao-sandbox-refresh-token",
    }))
    .into_response()
}

const PATHAO_CITIES: &[(i64, &str)] = &[
    (1, "Dhaka"),
    (2, "Chittagong"),
    (8, "Comilla"),
    (52, "Gazipur"),
];
const PATHAO_ZONES: &[(i64, i64, &str)] = &[
    (1, 298, "Dhanmondi"),
    (1, 52, "Banani"),
    (1, 70, "Tejgaon"),
    (2, 101, "Agrabad"),
    (8, 230, "Kandirpar"),
    (52, 510, "Tongi"),
];

/// Checks one order as Pathao's validation does; the field and why.
fn pathao_check(state: &State, order: &Value) -> Result<(), (&'static str, String)> {
    if order["store_id"].as_i64().map(|id| id.to_string())
        != Some(state.credentials.pathao_store_id.clone())
    {
        return Err(("store_id", "The selected store id is invalid.".into()));
    }
    let phone = order["recipient_phone"].as_str().unwrap_or("");
    if phone.len() != 11 {
        return Err((
            "recipient_phone",
            "The recipient phone must be 11 characters.".into(),
        ));
    }
    let address = order["recipient_address"]
        .as_str()
        .unwrap_or("")
        .chars()
        .count();
    if !(10..=220).contains(&address) {
        return Err((
            "recipient_address",
            "The recipient address must be between 10 and 220 characters.".into(),
        ));
    }
    let zone_ok = PATHAO_ZONES.iter().any(|(city, zone, _)| {
        order["recipient_city"] == *city && order["recipient_zone"] == *zone
    });
    if !zone_ok {
        return Err((
            "recipient_zone",
            "The selected recipient zone is invalid.".into(),
        ));
    }
    let weight: f64 = order["item_weight"]
        .as_str()
        .and_then(|w| w.parse().ok())
        .unwrap_or(0.0);
    if !(0.5..=10.0).contains(&weight) {
        return Err((
            "item_weight",
            "The item weight must be between 0.5 and 10.".into(),
        ));
    }
    if order["amount_to_collect"].as_i64().is_none() {
        return Err((
            "amount_to_collect",
            "The amount to collect must be an integer.".into(),
        ));
    }
    let reference = order["merchant_order_id"].as_str().unwrap_or("");
    if let Some(why) = refusal_for(state, reference) {
        return Err(("recipient_address", why));
    }
    Ok(())
}

fn pathao_refusal(field: &str, why: &str) -> Response {
    (
        StatusCode::UNPROCESSABLE_ENTITY,
        Json(json!({ "message": "Please fix the given errors", "type": "error", "code": 422, "errors": { field: [why] } })),
    )
        .into_response()
}

fn pathao_hold(state: &State, order: Value) -> Held {
    let reference = order["merchant_order_id"].as_str().unwrap_or("").to_owned();
    let cod = order["amount_to_collect"].to_string();
    hold(state, "pathao", "DL", &reference, cod, "Pending", order)
}

async fn pathao_create(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(order): Json<Value>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "pathao", "orders") {
        return refused;
    }
    if let Err((field, why)) = pathao_check(&state, &order) {
        return pathao_refusal(field, &why);
    }
    let held = pathao_hold(&state, order);
    if loses_answer(&state) {
        return lost();
    }
    Json(json!({
        "message": "Order Created Successfully",
        "type": "success",
        "code": 200,
        "data": {
            "consignment_id": held.consignment_id,
            "merchant_order_id": held.reference,
            "order_status": "Pending",
            "delivery_fee": 60,
        }
    }))
    .into_response()
}

async fn pathao_bulk(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "pathao", "orders/bulk") {
        return refused;
    }
    let orders = body["orders"].as_array().cloned().unwrap_or_default();
    for order in &orders {
        if let Err((field, why)) = pathao_check(&state, order) {
            return pathao_refusal(field, &why);
        }
    }
    // Accepted now; each order is created, and announced by webhook, a moment later.
    let created: Vec<Held> = orders
        .into_iter()
        .map(|order| pathao_hold(&state, order))
        .collect();
    let announcing = state.clone();
    tokio::spawn(async move {
        for held in created {
            send_webhook(&announcing, &held, "order.created").await;
        }
    });
    (
        StatusCode::ACCEPTED,
        Json(json!({
            "message": "Your bulk order creation request is accepted, please wait some time to complete order creation.",
            "type": "success",
            "code": 202,
            "data": true
        })),
    )
        .into_response()
}

async fn pathao_info(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "pathao", "orders/info") {
        return refused;
    }
    match find(&state, "pathao", |held| held.consignment_id == id) {
        Some(held) => Json(json!({
            "message": "Order info",
            "type": "success",
            "code": 200,
            "data": {
                "consignment_id": held.consignment_id,
                "merchant_order_id": held.reference,
                "order_status": held.status.replace('_', " "),
                "order_status_slug": held.status,
                "updated_at": "2026-11-27 10:00:00",
                "invoice_id": null,
            }
        }))
        .into_response(),
        None => (
            StatusCode::NOT_FOUND,
            Json(json!({ "message": "Order not found", "type": "error", "code": 404 })),
        )
            .into_response(),
    }
}

fn pathao_list(items: Vec<Value>) -> Json<Value> {
    Json(json!({ "message": "List", "type": "success", "code": 200, "data": { "data": items } }))
}

async fn pathao_cities(Extract(state): Extract<State>, headers: HeaderMap) -> Response {
    if let Some(refused) = gate(&state, &headers, "pathao", "city-list") {
        return refused;
    }
    pathao_list(
        PATHAO_CITIES
            .iter()
            .map(|(id, name)| json!({ "city_id": id, "city_name": name }))
            .collect(),
    )
    .into_response()
}

async fn pathao_zones(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Path(city): Path<i64>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "pathao", "zone-list") {
        return refused;
    }
    pathao_list(
        PATHAO_ZONES
            .iter()
            .filter(|(of, _, _)| *of == city)
            .map(|(_, id, name)| json!({ "zone_id": id, "zone_name": name }))
            .collect(),
    )
    .into_response()
}

// RedX.

fn redx_refusal(status: StatusCode, why: &str) -> Response {
    (status, Json(json!({ "message": why }))).into_response()
}

const REDX_AREAS: &[(i64, &str, &str)] = &[
    (1, "Dhanmondi", "Dhaka"),
    (2, "Mirpur", "Dhaka"),
    (3, "Tejgaon", "Dhaka"),
    (40, "Agrabad", "Chattogram"),
    (77, "Kandirpar", "Cumilla"),
];

async fn redx_create(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(parcel): Json<Value>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "redx", "parcel") {
        return refused;
    }
    let area_ok = REDX_AREAS
        .iter()
        .any(|(id, name, _)| parcel["delivery_area_id"] == *id && parcel["delivery_area"] == *name);
    if !area_ok {
        return redx_refusal(StatusCode::BAD_REQUEST, "Invalid delivery area");
    }
    let reference = parcel["merchant_invoice_id"]
        .as_str()
        .unwrap_or("")
        .to_owned();
    if let Some(why) = refusal_for(&state, &reference) {
        return redx_refusal(StatusCode::BAD_REQUEST, &why);
    }
    let cod = parcel["cash_collection_amount"]
        .as_str()
        .unwrap_or("0")
        .to_owned();
    let held = hold(
        &state,
        "redx",
        "25A",
        &reference,
        cod,
        "pickup-pending",
        parcel,
    );
    if loses_answer(&state) {
        return lost();
    }
    Json(json!({ "tracking_id": held.consignment_id })).into_response()
}

async fn redx_info(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "redx", "parcel/info") {
        return refused;
    }
    match find(&state, "redx", |held| held.consignment_id == id) {
        Some(held) => Json(json!({
            "parcel": {
                "tracking_id": held.consignment_id,
                "customer_address": held.body["customer_address"],
                "delivery_area": held.body["delivery_area"],
                "delivery_area_id": held.body["delivery_area_id"],
                "charge": 60,
                "customer_name": held.body["customer_name"],
                "customer_phone": held.body["customer_phone"],
                "cash_collection_amount": held.cod,
                "parcel_weight": held.body["parcel_weight"],
                "merchant_invoice_id": held.reference,
                "status": held.status,
                "instruction": held.body["instruction"],
                "created_at": "2026-11-27T04:00:00.000Z",
            }
        }))
        .into_response(),
        None => redx_refusal(StatusCode::NOT_FOUND, "Parcel not found"),
    }
}

async fn redx_areas(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    if let Some(refused) = gate(&state, &headers, "redx", "areas") {
        return refused;
    }
    let district = query.get("district_name").cloned().unwrap_or_default();
    let areas: Vec<Value> = REDX_AREAS
        .iter()
        .filter(|(_, _, of)| district.is_empty() || of.eq_ignore_ascii_case(&district))
        .map(|(id, name, of)| json!({ "id": id, "name": name, "post_code": 1209, "division_name": of, "zone_id": 1 }))
        .collect();
    Json(json!({ "areas": areas })).into_response()
}

// Moving parcels, and the webhooks that tell the shop.

/// What a move asks: the courier, the parcel (by consignment id, or by reference), its new
/// status in the courier's words, and, for a Steadfast delivery, the cash collected.
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Move {
    pub courier: String,
    pub consignment_id: Option<String>,
    pub reference: Option<String>,
    pub status: String,
    pub collected: Option<String>,
    /// Whether to send the webhook (a lost webhook is what the shop's poll must catch).
    pub silent: bool,
}

/// Moves a parcel the sandbox holds and, unless silent, sends its webhook; the webhook's
/// status at the shop, when one was sent.
pub async fn move_parcel(state: &State, change: &Move) -> Option<u16> {
    let held = {
        let mut ledger = state.ledger.lock().unwrap();
        let held = ledger.parcels.iter_mut().find(|held| {
            held.courier == change.courier
                && (change.consignment_id.as_deref() == Some(held.consignment_id.as_str())
                    || change.reference.as_deref() == Some(held.reference.as_str()))
        })?;
        held.status = change.status.clone();
        if let Some(collected) = &change.collected {
            held.cod = collected.clone();
        }
        held.clone()
    };
    if change.silent {
        return None;
    }
    send_webhook(state, &held, &change.status).await
}

/// The body each courier's webhook carries for a parcel at `status`.
pub fn webhook_body(held: &Held, status: &str) -> Value {
    match held.courier {
        "steadfast" => json!({
            "notification_type": "delivery_status",
            "consignment_id": held.consignment_id.parse::<u64>().unwrap_or_default(),
            "invoice": held.reference,
            "cod_amount": held.cod.parse::<f64>().unwrap_or_default(),
            "status": status,
            "delivery_charge": 60.0,
            "tracking_message": format!("Consignment is {status}."),
            "updated_at": "2026-11-27 12:45:30",
        }),
        "pathao" => json!({
            "consignment_id": held.consignment_id,
            "merchant_order_id": held.reference,
            "updated_at": "2026-11-27 18:49:43",
            "timestamp": "2026-11-27T12:49:43+00:00",
            "store_id": 130820,
            "event": status,
            "delivery_fee": 60,
        }),
        _ => json!({
            "tracking_number": held.consignment_id,
            "timestamp": "2026-11-27T12:49:43.000Z",
            "status": status,
            "message_en": format!("Parcel is {status}"),
            "message_bn": "পার্সেল আপডেট",
            "invoice_number": held.reference,
        }),
    }
}

/// Sends a courier's webhook to the shop, signed as that courier signs it; its status.
pub async fn send_webhook(state: &State, held: &Held, status: &str) -> Option<u16> {
    let hooks = state.knobs.lock().unwrap().courier_hooks.clone()?;
    let body = webhook_body(held, status);
    let url = format!("{}/api/couriers/{}/webhook", hooks.shop_url, held.courier);
    let request = match held.courier {
        "steadfast" => state.http.post(url).bearer_auth(&hooks.steadfast_token),
        "pathao" => state
            .http
            .post(url)
            .header("X-PATHAO-Signature", &hooks.pathao_secret),
        _ => state.http.post(url).query(&[("token", &hooks.redx_token)]),
    };
    let status = request.json(&body).send().await.ok()?.status().as_u16();
    state
        .ledger
        .lock()
        .unwrap()
        .webhooks
        .push((held.consignment_id.clone(), status));
    Some(status)
}

async fn move_from_test(Extract(state): Extract<State>, Json(change): Json<Move>) -> Response {
    match move_parcel(&state, &change).await {
        Some(status) => Json(json!({ "webhook": status })).into_response(),
        None if change.silent => StatusCode::NO_CONTENT.into_response(),
        None => (StatusCode::NOT_FOUND, "no such parcel, or no shop to tell").into_response(),
    }
}
