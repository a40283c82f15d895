//! SSLCommerz v4 as its sandbox answers: `POST /gwprocess/v4/api.php` (form) opens a session
//! and names the hosted page; the page posts the buyer back to the store's URL with signed
//! fields after sending the same fields to its `ipn_url`; `validationserverAPI.php` answers
//! for a `val_id` (`VALID` the first time, `VALIDATED` after); the refund API takes a
//! `bank_tran_id` and the store's own `refund_trans_id` (required, one refund each), and the
//! same address answers a `refund_ref_id` with where that refund stands.

use crate::{Session, State, pages, sign_fields};
use axum::extract::{Form, Path, Query, State as Extract};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{Value, json};
use std::collections::HashMap;

pub fn router() -> Router<State> {
    Router::new()
        .route("/gwprocess/v4/api.php", post(initiate))
        .route("/EasyCheckOut/{session}", get(page))
        .route("/EasyCheckOut/{session}/{outcome}", post(finish))
        .route("/validator/api/validationserverAPI.php", get(validate))
        .route(
            "/validator/api/merchantTransIDvalidationAPI.php",
            get(refund),
        )
}

fn failed(reason: &str) -> Json<Value> {
    Json(
        json!({ "status": "FAILED", "failedreason": reason, "sessionkey": "", "GatewayPageURL": "" }),
    )
}

/// The fields SSLCommerz's v4 API refuses a session without.
const REQUIRED: [&str; 12] = [
    "store_id",
    "store_passwd",
    "total_amount",
    "currency",
    "tran_id",
    "success_url",
    "fail_url",
    "cancel_url",
    "cus_name",
    "cus_email",
    "cus_phone",
    "product_name",
];

async fn initiate(
    Extract(state): Extract<State>,
    Form(form): Form<HashMap<String, String>>,
) -> Json<Value> {
    let get = |name: &str| form.get(name).map(String::as_str).unwrap_or("");
    if get("store_id") != state.credentials.store_id
        || get("store_passwd") != state.credentials.store_password
    {
        return failed("Store Credential Error Or Store is De-active");
    }
    if let Some(missing) = REQUIRED.iter().find(|name| get(name).is_empty()) {
        return failed(&format!("Invalid Information: {missing} is missing"));
    }
    let amount: f64 = get("total_amount").parse().unwrap_or(0.0);
    if !(10.0..=500_000.0).contains(&amount) {
        return failed("Invalid Amount: total_amount must be between 10.00 and 500000.00 BDT");
    }
    if get("currency") != "BDT" {
        return failed("Invalid Currency");
    }
    if get("tran_id").len() > 30 {
        return failed("tran_id is longer than 30 characters");
    }
    let mut ledger = state.ledger.lock().unwrap();
    let key = ledger.next_id("SESS");
    ledger.sessions.insert(
        key.clone(),
        Session {
            tran_id: get("tran_id").into(),
            amount: get("total_amount").into(),
            fields: form.clone(),
            val_id: None,
            bank_tran_id: None,
            validated: false,
            refunded: false,
        },
    );
    Json(json!({
        "status": "SUCCESS",
        "failedreason": "",
        "sessionkey": key,
        "GatewayPageURL": format!("{}/EasyCheckOut/{key}", state.base_url),
        "storeBanner": "", "storeLogo": "", "desc": []
    }))
}

async fn page(Extract(state): Extract<State>, Path(key): Path<String>) -> Response {
    let ledger = state.ledger.lock().unwrap();
    match ledger.sessions.get(&key) {
        Some(session) => pages::checkout(
            "SSLCommerz",
            &session.amount,
            &session.tran_id,
            &format!("{}/EasyCheckOut/{key}", state.base_url),
        )
        .into_response(),
        None => (axum::http::StatusCode::NOT_FOUND, "Session expired").into_response(),
    }
}

/// The buyer pressed pay, fail or cancel: the IPN goes to the store, then the buyer is posted
/// back to the matching URL with the same signed fields.
async fn finish(
    Extract(state): Extract<State>,
    Path((key, outcome)): Path<(String, String)>,
) -> Response {
    let Some(finished) = finish_session(&state, &key, &outcome) else {
        return (axum::http::StatusCode::NOT_FOUND, "Session expired").into_response();
    };
    let hold_ipn = state.knobs.lock().unwrap().hold_ipn;
    if !finished.ipn_url.is_empty() && !hold_ipn {
        let status = match state
            .http
            .post(&finished.ipn_url)
            .form(&finished.fields)
            .send()
            .await
        {
            Ok(response) => response.status().as_u16(),
            Err(_) => 0,
        };
        state
            .ledger
            .lock()
            .unwrap()
            .ipn_deliveries
            .push((finished.ipn_url.clone(), status));
    }
    pages::post_back(&finished.back_url, &finished.fields).into_response()
}

/// A session the buyer finished: the signed fields SSLCommerz sends, where the IPN goes and
/// where the buyer is posted back to.
pub struct Finished {
    pub fields: HashMap<String, String>,
    pub ipn_url: String,
    pub back_url: String,
}

/// Finishes session `key` as the buyer chose (`pay`, `fail` or `cancel`).
pub fn finish_session(state: &State, key: &str, outcome: &str) -> Option<Finished> {
    let mut ledger = state.ledger.lock().unwrap();
    let val_id = ledger.next_id("VAL");
    let bank_tran_id = ledger.next_id("BTX");
    let session = ledger.sessions.get_mut(key)?;
    let status = match outcome {
        "pay" => "VALID",
        "fail" => "FAILED",
        _ => "CANCELLED",
    };
    let mut fields: HashMap<String, String> = HashMap::new();
    let mut put = |name: &str, value: &str| fields.insert(name.into(), value.into());
    put("status", status);
    put("tran_id", &session.tran_id);
    put("amount", &session.amount);
    put("currency", "BDT");
    put("tran_date", "2026-11-23 10:00:00");
    put("card_type", "BKASH-BKash");
    for custom in ["value_a", "value_b", "value_c", "value_d"] {
        let value = session.fields.get(custom).cloned().unwrap_or_default();
        put(custom, &value);
    }
    if status == "VALID" {
        session.val_id = Some(val_id.clone());
        session.bank_tran_id = Some(bank_tran_id.clone());
        put("val_id", &val_id);
        put("bank_tran_id", &bank_tran_id);
        put("store_amount", &session.amount);
    } else {
        put(
            "error",
            if status == "FAILED" {
                "Declined by the issuer"
            } else {
                "Cancelled by the customer"
            },
        );
    }
    sign_fields(&mut fields, &state.credentials.store_password);
    let url_field = match status {
        "VALID" => "success_url",
        "FAILED" => "fail_url",
        _ => "cancel_url",
    };
    let get = |name: &str| session.fields.get(name).cloned().unwrap_or_default();
    Some(Finished {
        fields,
        ipn_url: get("ipn_url"),
        back_url: get(url_field),
    })
}

fn store_ok(state: &State, query: &HashMap<String, String>) -> bool {
    query.get("store_id") == Some(&state.credentials.store_id)
        && query.get("store_passwd") == Some(&state.credentials.store_password)
}

async fn validate(
    Extract(state): Extract<State>,
    Query(query): Query<HashMap<String, String>>,
) -> Response {
    let knobs = state.knobs.lock().unwrap().clone();
    if knobs.validation_down {
        let page = "<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>";
        return (
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            axum::response::Html(page),
        )
            .into_response();
    }
    validation(&state, &query, &knobs).into_response()
}

fn validation(state: &State, query: &HashMap<String, String>, knobs: &crate::Knobs) -> Json<Value> {
    if !store_ok(state, query) {
        return Json(json!({ "status": "INVALID_TRANSACTION", "APIConnect": "INVALID_REQUEST" }));
    }
    let amount_override = knobs.amount_override.clone();
    let risk_level = knobs.risk_level.clone().unwrap_or_else(|| "0".into());
    let mut ledger = state.ledger.lock().unwrap();
    let val_id = query.get("val_id").cloned().unwrap_or_default();
    let Some(session) = ledger
        .sessions
        .values_mut()
        .find(|s| s.val_id.as_deref() == Some(&val_id))
    else {
        return Json(json!({ "status": "INVALID_TRANSACTION", "APIConnect": "DONE" }));
    };
    let status = if session.validated {
        "VALIDATED"
    } else {
        "VALID"
    };
    session.validated = true;
    let amount = amount_override.unwrap_or_else(|| session.amount.clone());
    Json(json!({
        "status": status,
        "tran_date": "2026-11-23 10:00:00",
        "tran_id": session.tran_id,
        "val_id": val_id,
        "amount": amount,
        "store_amount": amount,
        "currency": "BDT",
        "bank_tran_id": session.bank_tran_id,
        "card_type": "BKASH-BKash",
        "currency_type": "BDT",
        "currency_amount": amount,
        "risk_title": if risk_level == "0" { "Safe" } else { "Risky" },
        "risk_level": risk_level,
        "value_a": session.fields.get("value_a"),
        "value_b": session.fields.get("value_b"),
        "APIConnect": "DONE",
        "validated_on": "2026-11-23 10:00:05",
        "gw_version": "sandbox"
    }))
}

async fn refund(
    Extract(state): Extract<State>,
    Query(query): Query<HashMap<String, String>>,
) -> Json<Value> {
    if !store_ok(&state, &query) {
        return Json(
            json!({ "APIConnect": "INVALID_REQUEST", "status": "failed", "errorReason": "Invalid store" }),
        );
    }
    let processing = state.knobs.lock().unwrap().refunds_processing;
    let mut ledger = state.ledger.lock().unwrap();
    if let Some(refund_ref_id) = query.get("refund_ref_id") {
        return Json(match ledger.sslcommerz_refunds.get_mut(refund_ref_id) {
            Some((trans_id, done)) => {
                *done |= !processing;
                json!({
                    "APIConnect": "DONE", "refund_ref_id": refund_ref_id, "trans_id": trans_id,
                    "status": if *done { "refunded" } else { "processing" }, "errorReason": ""
                })
            }
            None => {
                json!({ "APIConnect": "DONE", "status": "failed", "errorReason": "Invalid refund_ref_id" })
            }
        });
    }
    let bank_tran_id = query.get("bank_tran_id").cloned().unwrap_or_default();
    let refund_trans_id = query.get("refund_trans_id").cloned().unwrap_or_default();
    if refund_trans_id.is_empty() {
        return Json(
            json!({ "APIConnect": "FAILED", "status": "failed", "errorReason": "refund_trans_id is required" }),
        );
    }
    if ledger
        .sslcommerz_refunds
        .values()
        .any(|(id, _)| *id == refund_trans_id)
    {
        return Json(
            json!({ "APIConnect": "DONE", "status": "failed", "errorReason": "Duplicate refund_trans_id" }),
        );
    }
    let refund_id = ledger.next_id("RFD");
    let Some(session) = ledger
        .sessions
        .values_mut()
        .find(|s| s.bank_tran_id.as_deref() == Some(&bank_tran_id))
    else {
        return Json(
            json!({ "APIConnect": "DONE", "status": "failed", "errorReason": "Invalid bank_tran_id" }),
        );
    };
    let asked: f64 = query
        .get("refund_amount")
        .and_then(|a| a.parse().ok())
        .unwrap_or(0.0);
    let paid: f64 = session.amount.parse().unwrap_or(0.0);
    if session.refunded || asked <= 0.0 || asked > paid {
        return Json(
            json!({ "APIConnect": "DONE", "status": "failed", "errorReason": "Refund amount or state is not valid" }),
        );
    }
    session.refunded = true;
    ledger.refunds.push(bank_tran_id.clone());
    ledger
        .sslcommerz_refunds
        .insert(refund_id.clone(), (refund_trans_id.clone(), !processing));
    Json(json!({
        "APIConnect": "DONE",
        "bank_tran_id": bank_tran_id,
        "trans_id": refund_trans_id,
        "refund_ref_id": refund_id,
        "status": if processing { "processing" } else { "success" },
        "errorReason": ""
    }))
}
