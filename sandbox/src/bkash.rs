//! bKash tokenized checkout (v1.2.0-beta) as its sandbox answers, under
//! `/tokenized/checkout/`: `token/grant` and `token/refresh` (headers `username`, `password`),
//! then `create`, `execute`, `payment/status` and `payment/refund` with `Authorization:
//! {id_token}` (no `Bearer`) and `X-APP-Key`. Every answer is HTTP 200 with `statusCode`
//! `"0000"`, or another code and `statusMessage`. The wallet page sends the buyer to the
//! store's `callbackURL` with `paymentID` and `status`.
//!
//! In front of the API stands AWS's API gateway, as in front of bKash's: an id token it does
//! not know (expired, or revoked early) is answered `401 {"message": "The incoming token has
//! expired"}`, and an outage `{"message": "Service Unavailable"}` with a 5xx, neither in
//! bKash's own format.

use crate::{BkashPayment, State, pages};
use axum::extract::{Path, State as Extract};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};

pub fn router() -> Router<State> {
    Router::new()
        .route("/tokenized/checkout/token/grant", post(grant))
        .route("/tokenized/checkout/token/refresh", post(refresh))
        .route("/tokenized/checkout/create", post(create))
        .route("/tokenized/checkout/execute", post(execute))
        .route("/tokenized/checkout/payment/status", post(status))
        .route("/tokenized/checkout/payment/refund", post(refund))
        .route("/checkout/{payment}", get(page))
        .route("/checkout/{payment}/{outcome}", post(finish))
}

fn refused(code: &str, message: &str) -> Json<Value> {
    Json(json!({ "statusCode": code, "statusMessage": message }))
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
}

fn text(body: &Value, name: &str) -> String {
    body.get(name)
        .and_then(Value::as_str)
        .unwrap_or("")
        .to_owned()
}

fn app_ok(state: &State, headers: &HeaderMap, body: &Value) -> bool {
    let credentials = &state.credentials;
    header(headers, "username") == credentials.username
        && header(headers, "password") == credentials.password
        && text(body, "app_key") == credentials.app_key
        && text(body, "app_secret") == credentials.app_secret
}

fn new_token(state: &State) -> Json<Value> {
    let seconds = state.knobs.lock().unwrap().token_seconds.unwrap_or(3600);
    let mut ledger = state.ledger.lock().unwrap();
    let id_token = ledger.next_id("idtoken-");
    let refresh_token = ledger.next_id("refresh-");
    ledger.id_tokens.push(id_token.clone());
    Json(json!({
        "statusCode": "0000",
        "statusMessage": "Successful",
        "id_token": id_token,
        "token_type": "Bearer",
        "expires_in": seconds,
        "refresh_token": refresh_token
    }))
}

async fn grant(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Json<Value> {
    if !app_ok(&state, &headers, &body) {
        return refused("2001", "Invalid App Key");
    }
    state.ledger.lock().unwrap().grants += 1;
    new_token(&state)
}

async fn refresh(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Json<Value> {
    if !app_ok(&state, &headers, &body) || !text(&body, "refresh_token").starts_with("refresh-") {
        return refused("2001", "Invalid App Key");
    }
    state.ledger.lock().unwrap().refreshes += 1;
    new_token(&state)
}

/// The id token must be one the sandbox granted, sent bare; the app key must match.
fn authorised(state: &State, headers: &HeaderMap) -> bool {
    let token = header(headers, "authorization");
    header(headers, "x-app-key") == state.credentials.app_key
        && state
            .ledger
            .lock()
            .unwrap()
            .id_tokens
            .iter()
            .any(|t| t == token)
}

/// What AWS's gateway says instead of bKash, in its format: `{"message": …}`.
fn gateway_says(status: u16, message: &str) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::SERVICE_UNAVAILABLE);
    (status, Json(json!({ "message": message }))).into_response()
}

/// The gateway in front of a tokenized call to `path`: counts the call, refuses a token it
/// does not know, and stands in for bKash during an outage (`answer_after_outage`: the call
/// reaches bKash first, and only its answer is lost).
fn gate(
    state: &State,
    headers: &HeaderMap,
    path: &str,
    answer_after_outage: bool,
) -> Option<Response> {
    state
        .ledger
        .lock()
        .unwrap()
        .bkash_calls
        .push(path.to_owned());
    if !authorised(state, headers) {
        return Some(gateway_says(401, "The incoming token has expired"));
    }
    let outage = state.knobs.lock().unwrap().bkash_outage;
    match outage {
        Some(status) if !answer_after_outage => Some(gateway_says(status, "Service Unavailable")),
        _ => None,
    }
}

async fn create(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Response {
    if let Some(answer) = gate(&state, &headers, "create", false) {
        return answer;
    }
    created(&state, &body).into_response()
}

fn created(state: &State, body: &Value) -> Json<Value> {
    let amount = text(body, "amount");
    let valid_amount = amount.parse::<f64>().is_ok_and(|taka| taka >= 1.0);
    if text(body, "mode") != "0011" || text(body, "intent") != "sale" {
        return refused("2008", "Invalid mode or intent");
    }
    if text(body, "currency") != "BDT" || !valid_amount {
        return refused("2006", "Invalid Amount");
    }
    let callback = text(body, "callbackURL");
    let invoice = text(body, "merchantInvoiceNumber");
    if callback.is_empty() || invoice.is_empty() {
        return refused("2007", "Invalid callbackURL or merchantInvoiceNumber");
    }
    let mut ledger = state.ledger.lock().unwrap();
    if ledger
        .bkash
        .values()
        .any(|payment| payment.invoice == invoice)
    {
        return refused("2029", "Duplicate for all transactions");
    }
    let payment_id = ledger.next_id("TR0011");
    let payment = BkashPayment {
        payment_id: payment_id.clone(),
        amount: amount.clone(),
        invoice: invoice.clone(),
        callback_url: callback.clone(),
        status: "Initiated".into(),
        trx_id: None,
        refunded: false,
    };
    ledger.bkash.insert(payment_id.clone(), payment);
    let back = |status: &str| format!("{callback}?paymentID={payment_id}&status={status}");
    Json(json!({
        "paymentID": payment_id,
        "bkashURL": format!("{}/checkout/{payment_id}", state.base_url),
        "callbackURL": callback,
        "successCallbackURL": back("success"),
        "failureCallbackURL": back("failure"),
        "cancelledCallbackURL": back("cancel"),
        "amount": amount,
        "intent": "sale",
        "currency": "BDT",
        "paymentCreateTime": "2026-11-23T10:00:00:000 GMT+0600",
        "transactionStatus": "Initiated",
        "merchantInvoiceNumber": invoice,
        "statusCode": "0000",
        "statusMessage": "Successful"
    }))
}

/// A payment as execute and status describe it.
fn described(state: &State, payment: &BkashPayment) -> Value {
    let amount = state
        .knobs
        .lock()
        .unwrap()
        .amount_override
        .clone()
        .unwrap_or_else(|| payment.amount.clone());
    json!({
        "paymentID": payment.payment_id,
        "mode": "0011",
        "customerMsisdn": "01770618575",
        "payerReference": "buyer",
        "paymentExecuteTime": "2026-11-23T10:01:00:000 GMT+0600",
        "trxID": payment.trx_id,
        "transactionStatus": payment.status,
        "verificationStatus": if payment.status == "Completed" { "Complete" } else { "Incomplete" },
        "amount": amount,
        "currency": "BDT",
        "intent": "sale",
        "merchantInvoiceNumber": payment.invoice,
        "statusCode": "0000",
        "statusMessage": "Successful"
    })
}

async fn execute(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Response {
    if let Some(answer) = gate(&state, &headers, "execute", true) {
        return answer;
    }
    let knobs = state.knobs.lock().unwrap().clone();
    let payment = {
        let mut ledger = state.ledger.lock().unwrap();
        let trx_id = ledger.next_id("BKX");
        let Some(payment) = ledger.bkash.get_mut(&text(&body, "paymentID")) else {
            return refused("2056", "Invalid Payment State").into_response();
        };
        match payment.status.as_str() {
            "Authorized" if knobs.execute_refusal.is_some() => {
                payment.status = "Failed".into();
                let (code, message) = knobs.execute_refusal.unwrap_or_default();
                return refused(&code, &message).into_response();
            }
            "Authorized" => {
                payment.status = "Completed".into();
                payment.trx_id = Some(trx_id);
                payment.clone()
            }
            "Completed" => {
                return refused("2062", "The payment has already been completed").into_response();
            }
            _ => return refused("2056", "Invalid Payment State").into_response(),
        }
    };
    if let Some(status) = knobs.bkash_outage {
        return gateway_says(status, "Service Unavailable");
    }
    if knobs.lose_execute_answer {
        return (StatusCode::INTERNAL_SERVER_ERROR, "").into_response();
    }
    Json(described(&state, &payment)).into_response()
}

async fn status(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Response {
    if let Some(answer) = gate(&state, &headers, "payment/status", false) {
        return answer;
    }
    let payment = state
        .ledger
        .lock()
        .unwrap()
        .bkash
        .get(&text(&body, "paymentID"))
        .cloned();
    match payment {
        Some(payment) => Json(described(&state, &payment)).into_response(),
        None => refused("2056", "Invalid Payment State").into_response(),
    }
}

async fn refund(
    Extract(state): Extract<State>,
    headers: HeaderMap,
    Json(body): Json<Value>,
) -> Response {
    if let Some(answer) = gate(&state, &headers, "payment/refund", false) {
        return answer;
    }
    refunded(&state, &body).into_response()
}

fn refunded(state: &State, body: &Value) -> Json<Value> {
    let mut ledger = state.ledger.lock().unwrap();
    let refund_trx = ledger.next_id("RFX");
    let Some(payment) = ledger.bkash.get_mut(&text(body, "paymentID")) else {
        return refused("2056", "Invalid Payment State");
    };
    if payment.status != "Completed" || payment.trx_id.as_deref() != Some(&text(body, "trxID")) {
        return refused("2056", "Invalid Payment State");
    }
    if payment.refunded {
        return refused("2071", "Duplicate for Refund");
    }
    let asked: f64 = text(body, "amount").parse().unwrap_or(0.0);
    if asked <= 0.0 || asked > payment.amount.parse().unwrap_or(0.0) {
        return refused("2006", "Invalid Amount");
    }
    payment.refunded = true;
    let original = payment.trx_id.clone();
    ledger.refunds.push(text(body, "trxID"));
    Json(json!({
        "completedTime": "2026-11-23T11:00:00:000 GMT+0600",
        "transactionStatus": "Completed",
        "originalTrxID": original,
        "refundTrxID": refund_trx,
        "amount": text(body, "amount"),
        "currency": "BDT",
        "charge": "0.00",
        "statusCode": "0000",
        "statusMessage": "Successful"
    }))
}

async fn page(Extract(state): Extract<State>, Path(payment_id): Path<String>) -> Response {
    let payment = state.ledger.lock().unwrap().bkash.get(&payment_id).cloned();
    match payment {
        Some(payment) => pages::checkout(
            "bKash",
            &payment.amount,
            &payment.invoice,
            &format!("{}/checkout/{payment_id}", state.base_url),
        )
        .into_response(),
        None => (StatusCode::NOT_FOUND, "Payment not found").into_response(),
    }
}

/// The buyer approved (wallet number, OTP and PIN on the real page), failed or cancelled.
async fn finish(
    Extract(state): Extract<State>,
    Path((payment_id, outcome)): Path<(String, String)>,
) -> Response {
    match finish_payment(&state, &payment_id, &outcome) {
        Some(url) => Redirect::to(&url).into_response(),
        None => (StatusCode::NOT_FOUND, "Payment not found").into_response(),
    }
}

/// Finishes payment `payment_id` as the buyer chose (`pay`, `fail` or `cancel`); the store's
/// callback address the buyer is sent to.
pub fn finish_payment(state: &State, payment_id: &str, outcome: &str) -> Option<String> {
    let mut ledger = state.ledger.lock().unwrap();
    let payment = ledger.bkash.get_mut(payment_id)?;
    let (stands, status) = match outcome {
        "pay" => ("Authorized", "success"),
        "fail" => ("Failed", "failure"),
        _ => ("Cancelled", "cancel"),
    };
    // A page reloaded after paying changes nothing.
    if payment.status == "Initiated" {
        payment.status = stands.into();
    }
    Some(format!(
        "{}?paymentID={payment_id}&status={status}&signature=sandbox",
        payment.callback_url
    ))
}
