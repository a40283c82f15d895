//! Stand-ins for the three SMS gateways, speaking their wire formats:
//! - SSL Wireless SMS Plus (`POST /sslwireless/api/v3/send-sms`, JSON `api_token`, `sid`,
//!   `msisdn`, `sms`, `csms_id`): `{status, status_code, error_message, smsinfo: [...]}`; a
//!   `csms_id` seen before is refused as a duplicate.
//! - BulkSMSBD (`POST /bulksmsbd/api/smsapi`, form `api_key`, `type`, `number`, `senderid`,
//!   `message`): always HTTP 200, `response_code` 202 with `message_id`, else an error code.
//! - Alpha SMS (`POST /alphasms/sendsms`, form `api_key`, `msg`, `to`, `sender_id`): `{error:
//!   0, msg, data: {request_id}}`, else an error code and `msg`; its delivery reports at
//!   `GET /alphasms/report/request/{request_id}/?api_key=…`: `{error: 0, msg, data:
//!   {request_id, request_status, request_charge, recipients: [{number, charge, status}]}}`.
//!
//! Each text a gateway takes is in the ledger's `texts` (`GET /sandbox/texts` counts them). The knobs make them refuse for good
//! (no balance left) or fail the next few texts with a passing fault of their own.

use crate::State;
use axum::extract::State as Extract;
use axum::routing::post;
use axum::{Form, Json, Router};
use serde_json::{Value, json};
use std::collections::HashMap;

/// A text a gateway took.
#[derive(Debug, Clone)]
pub struct SentText {
    pub gateway: &'static str,
    pub msisdn: String,
    pub text: String,
    /// The sender's own id for it, when the gateway takes one (SSL Wireless's `csms_id`).
    pub reference: Option<String>,
    pub message_id: String,
}

pub fn router() -> Router<State> {
    Router::new()
        .route("/sslwireless/api/v3/send-sms", post(sslwireless_send))
        .route("/bulksmsbd/api/smsapi", post(bulksmsbd_send))
        .route("/alphasms/sendsms", post(alphasms_send))
        .route(
            "/alphasms/report/request/{request_id}/",
            axum::routing::get(alphasms_report),
        )
        .route("/sandbox/texts", axum::routing::get(texts_taken))
}

/// How many texts the gateways took, and how many distinct references among them: what a
/// benchmark driving the binary counts.
async fn texts_taken(Extract(state): Extract<State>) -> Json<Value> {
    let ledger = state.ledger.lock().unwrap();
    let references: std::collections::HashSet<&str> = ledger
        .texts
        .iter()
        .filter_map(|sent| sent.reference.as_deref())
        .collect();
    Json(json!({ "taken": ledger.texts.len(), "distinctReferences": references.len() }))
}

/// What the knobs say of the next text: `Some(true)` a passing fault, `Some(false)` a
/// refusal for good, `None` send it.
fn trouble(state: &State) -> Option<bool> {
    let mut knobs = state.knobs.lock().unwrap();
    if knobs.sms_failures > 0 {
        knobs.sms_failures -= 1;
        return Some(true);
    }
    knobs.sms_no_balance.then_some(false)
}

/// A Bangladeshi mobile number with its country code: `8801` and nine digits.
fn is_msisdn(number: &str) -> bool {
    number.len() == 13 && number.starts_with("8801") && number.bytes().all(|b| b.is_ascii_digit())
}

/// Keeps a text taken; its message id.
fn keep(
    state: &State,
    gateway: &'static str,
    msisdn: &str,
    text: &str,
    reference: Option<&str>,
) -> String {
    let mut ledger = state.ledger.lock().unwrap();
    // A number, as BulkSMSBD and Alpha SMS give it.
    let message_id = ledger.next_id("").trim_start_matches('0').to_owned();
    ledger.texts.push(SentText {
        gateway,
        msisdn: msisdn.to_owned(),
        text: text.to_owned(),
        reference: reference.map(str::to_owned),
        message_id: message_id.clone(),
    });
    message_id
}

/// The round trip the knobs ask for.
async fn pace(state: &State) {
    let delay = state.knobs.lock().unwrap().sms_delay_ms;
    if delay > 0 {
        tokio::time::sleep(std::time::Duration::from_millis(delay)).await;
    }
}

async fn sslwireless_send(Extract(state): Extract<State>, Json(body): Json<Value>) -> Json<Value> {
    pace(&state).await;
    let field = |name: &str| body[name].as_str().unwrap_or_default().to_owned();
    let (msisdn, sms, csms_id) = (field("msisdn"), field("sms"), field("csms_id"));
    let failed = |code: u32, why: &str| {
        Json(
            json!({ "status": "FAILED", "status_code": code, "error_message": why, "smsinfo": [] }),
        )
    };
    let credentials = &state.credentials;
    if field("api_token") != credentials.sslwireless_api_token {
        return failed(4001, "Unauthorized access");
    }
    if field("sid") != credentials.sslwireless_sid {
        return failed(4022, "Invalid SID");
    }
    if !is_msisdn(&msisdn) {
        return failed(4023, "Invalid msisdn");
    }
    if sms.is_empty() {
        return failed(4024, "SMS body is empty");
    }
    let duplicate = state
        .ledger
        .lock()
        .unwrap()
        .texts
        .iter()
        .any(|sent| sent.reference.as_deref() == Some(csms_id.as_str()));
    if duplicate {
        return failed(4025, "Duplicate csms_id");
    }
    match trouble(&state) {
        Some(true) => return failed(5000, "Internal server error, please try again"),
        Some(false) => return failed(4026, "Insufficient balance"),
        None => {}
    }
    let reference_id = keep(&state, "sslwireless", &msisdn, &sms, Some(&csms_id));
    let sms_type = if sms.is_ascii() { "EN" } else { "BN" };
    Json(json!({
        "status": "SUCCESS",
        "status_code": 200,
        "error_message": "",
        "smsinfo": [{
            "sms_status": "SUCCESS",
            "status_message": "Success",
            "msisdn": msisdn,
            "sms_type": sms_type,
            "sms_body": sms,
            "csms_id": csms_id,
            "reference_id": reference_id,
        }],
    }))
}

async fn bulksmsbd_send(
    Extract(state): Extract<State>,
    Form(form): Form<HashMap<String, String>>,
) -> Json<Value> {
    let field = |name: &str| form.get(name).cloned().unwrap_or_default();
    let refused =
        |code: u32, why: &str| Json(json!({ "response_code": code, "error_message": why }));
    let credentials = &state.credentials;
    let (number, message) = (field("number"), field("message"));
    if field("api_key") != credentials.bulksmsbd_api_key {
        return refused(1011, "User Id not found");
    }
    if field("senderid") != credentials.bulksmsbd_sender_id {
        return refused(1002, "Sender Id not correct/sender id is disabled");
    }
    if number.is_empty() || message.is_empty() || field("type").is_empty() {
        return refused(
            1003,
            "Please Required all fields/Contact Your System Administrator",
        );
    }
    if !is_msisdn(&number) {
        return refused(1001, "Invalid Number");
    }
    match trouble(&state) {
        Some(true) => return refused(1005, "Internal Error"),
        Some(false) => return refused(1007, "Balance Insufficient"),
        None => {}
    }
    let message_id = keep(&state, "bulksmsbd", &number, &message, None);
    Json(json!({
        "response_code": 202,
        "message_id": message_id.parse::<u64>().unwrap_or_default(),
        "success_message": "SMS Submitted Successfully",
        "error_message": "",
    }))
}

async fn alphasms_send(
    Extract(state): Extract<State>,
    Form(form): Form<HashMap<String, String>>,
) -> Json<Value> {
    pace(&state).await;
    let field = |name: &str| form.get(name).cloned().unwrap_or_default();
    let refused = |code: u32, why: &str| Json(json!({ "error": code, "msg": why }));
    let (to, msg) = (field("to"), field("msg"));
    if field("api_key") != state.credentials.alphasms_api_key {
        return refused(405, "Authorization required");
    }
    if msg.is_empty() {
        return refused(414, "Message is empty");
    }
    if !is_msisdn(&to) {
        return refused(416, "No valid number found");
    }
    match trouble(&state) {
        Some(true) => return refused(409, "Unknown error occurred on Server end"),
        Some(false) => return refused(417, "Insufficient balance"),
        None => {}
    }
    let request_id = keep(&state, "alphasms", &to, &msg, None);
    Json(json!({
        "error": 0,
        "msg": "Request successfully submitted",
        "data": { "request_id": request_id.parse::<u64>().unwrap_or_default() },
    }))
}

async fn alphasms_report(
    Extract(state): Extract<State>,
    axum::extract::Path(request_id): axum::extract::Path<String>,
    axum::extract::Query(query): axum::extract::Query<HashMap<String, String>>,
) -> Json<Value> {
    if query.get("api_key") != Some(&state.credentials.alphasms_api_key) {
        return Json(json!({ "error": 405, "msg": "Authorization required" }));
    }
    let sent = state
        .ledger
        .lock()
        .unwrap()
        .texts
        .iter()
        .find(|sent| sent.gateway == "alphasms" && sent.message_id == request_id)
        .cloned();
    let Some(sent) = sent else {
        return Json(json!({ "error": 400, "msg": "Invalid request ID" }));
    };
    let status = (state.knobs.lock().unwrap().sms_report_status.clone())
        .unwrap_or_else(|| "Delivered".to_owned());
    Json(json!({
        "error": 0,
        "msg": "Success",
        "data": {
            "request_id": request_id.parse::<u64>().unwrap_or_default(),
            "request_status": "Complete",
            "request_charge": "0.2500",
            "recipients": [{ "number": sent.msisdn, "charge": "0.2500", "status": status }],
        },
    }))
}
