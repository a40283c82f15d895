//! A Stripe API on loopback, speaking Stripe's wire format: form-encoded requests with the
//! secret key as a bearer token, `Idempotency-Key` honoured, PaymentIntent and Refund objects
//! as JSON, and `{"error": {"type", "code", "message", "param"}}` with Stripe's statuses when it
//! refuses. `POST /v1/payment_intents/{id}/confirm` stands in for what Stripe.js does in the
//! browser, with Stripe's test payment methods (`pm_card_visa`, `pm_card_chargeDeclined`).

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Json, Router};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub const SECRET_KEY: &str = "sk_test_shop";
pub const PUBLISHABLE_KEY: &str = "pk_test_shop";
pub const WEBHOOK_SECRET: &str = "whsec_test_shop";

/// A request as Stripe received it.
#[derive(Debug, Clone)]
pub struct Received {
    pub method: &'static str,
    pub path: String,
    pub form: HashMap<String, String>,
    pub idempotency_key: Option<String>,
}

#[derive(Default)]
pub struct Ledger {
    pub intents: HashMap<String, Value>,
    pub by_idempotency_key: HashMap<String, String>,
    pub received: Vec<Received>,
    /// Stripe having a bad moment: reading an intent answers 500 `api_error`.
    pub failing: bool,
}

#[derive(Clone)]
pub struct FakeStripe {
    pub url: String,
    pub ledger: Arc<Mutex<Ledger>>,
}

impl FakeStripe {
    pub fn intent(&self, id: &str) -> Value {
        self.ledger.lock().unwrap().intents[id].clone()
    }

    pub fn received(&self, method: &str, path_start: &str) -> Vec<Received> {
        let ledger = self.ledger.lock().unwrap();
        ledger
            .received
            .iter()
            .filter(|request| request.method == method && request.path.starts_with(path_start))
            .cloned()
            .collect()
    }

    /// What Stripe.js does when the buyer submits the card element.
    pub async fn confirm_in_browser(&self, intent: &str, payment_method: &str) -> StatusCode {
        reqwest::Client::new()
            .post(format!("{}/v1/payment_intents/{intent}/confirm", self.url))
            .bearer_auth(PUBLISHABLE_KEY)
            .form(&[("payment_method", payment_method)])
            .send()
            .await
            .unwrap()
            .status()
    }

    /// Creates an intent directly at Stripe, as someone holding the key could.
    pub async fn create_intent(&self, amount: i64, order_id: i64) -> String {
        let reply: Value = reqwest::Client::new()
            .post(format!("{}/v1/payment_intents", self.url))
            .bearer_auth(SECRET_KEY)
            .form(&[
                ("amount", amount.to_string()),
                ("currency", "bdt".into()),
                ("metadata[order_id]", order_id.to_string()),
            ])
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        reply["id"].as_str().unwrap().to_owned()
    }
}

fn stripe_error(status: StatusCode, error: Value) -> Response {
    (status, Json(json!({ "error": error }))).into_response()
}

/// Stripe's answer to a missing or wrong key, if it is either.
fn refusal(headers: &HeaderMap, keys: &[&str]) -> Option<Response> {
    let bearer = headers
        .get("authorization")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "));
    match bearer {
        Some(key) if keys.contains(&key) => None,
        Some(key) => Some(stripe_error(
            StatusCode::UNAUTHORIZED,
            json!({ "type": "invalid_request_error", "message": format!("Invalid API Key provided: {}***", &key[..key.len().min(8)]) }),
        )),
        None => Some(stripe_error(
            StatusCode::UNAUTHORIZED,
            json!({ "type": "invalid_request_error", "message": "You did not provide an API key." }),
        )),
    }
}

fn record(
    ledger: &Arc<Mutex<Ledger>>,
    method: &'static str,
    path: String,
    form: &HashMap<String, String>,
    headers: &HeaderMap,
) {
    let idempotency_key = headers
        .get("idempotency-key")
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned);
    ledger.lock().unwrap().received.push(Received {
        method,
        path,
        form: form.clone(),
        idempotency_key,
    });
}

fn missing(kind: &str, id: &str) -> Response {
    stripe_error(
        StatusCode::NOT_FOUND,
        json!({ "type": "invalid_request_error", "code": "resource_missing", "param": "intent", "message": format!("No such {kind}: '{id}'") }),
    )
}

async fn create_intent(
    State(ledger): State<Arc<Mutex<Ledger>>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    record(
        &ledger,
        "POST",
        "/v1/payment_intents".into(),
        &form,
        &headers,
    );
    if let Some(refused) = refusal(&headers, &[SECRET_KEY]) {
        return refused;
    }
    let Some(amount) = form
        .get("amount")
        .and_then(|amount| amount.parse::<i64>().ok())
        .filter(|a| *a > 0)
    else {
        return stripe_error(
            StatusCode::BAD_REQUEST,
            json!({ "type": "invalid_request_error", "code": "parameter_invalid_integer", "param": "amount", "message": "Invalid integer" }),
        );
    };
    let mut ledger = ledger.lock().unwrap();
    let key = headers
        .get("idempotency-key")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    if let Some(existing) = key
        .as_ref()
        .and_then(|key| ledger.by_idempotency_key.get(key))
    {
        return Json(ledger.intents[existing].clone()).into_response();
    }
    let id = format!("pi_3Fake{:04}", ledger.intents.len() + 1);
    let metadata: HashMap<_, _> = form
        .iter()
        .filter_map(|(name, value)| {
            let key = name.strip_prefix("metadata[")?.strip_suffix(']')?;
            Some((key.to_owned(), value.clone()))
        })
        .collect();
    let intent = json!({
        "id": id, "object": "payment_intent", "amount": amount,
        "currency": form.get("currency").cloned().unwrap_or_default(),
        "client_secret": format!("{id}_secret_fake"), "status": "requires_payment_method",
        "metadata": metadata, "description": form.get("description"),
        "last_payment_error": null, "livemode": false, "payment_method_types": ["card"],
    });
    ledger.intents.insert(id.clone(), intent.clone());
    if let Some(key) = key {
        ledger.by_idempotency_key.insert(key, id);
    }
    Json(intent).into_response()
}

async fn retrieve_intent(
    State(ledger): State<Arc<Mutex<Ledger>>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    record(
        &ledger,
        "GET",
        format!("/v1/payment_intents/{id}"),
        &HashMap::new(),
        &headers,
    );
    if let Some(refused) = refusal(&headers, &[SECRET_KEY]) {
        return refused;
    }
    if ledger.lock().unwrap().failing {
        let error = json!({ "type": "api_error", "message": "An unknown error occurred" });
        return stripe_error(StatusCode::INTERNAL_SERVER_ERROR, error);
    }
    match ledger.lock().unwrap().intents.get(&id) {
        Some(intent) => Json(intent.clone()).into_response(),
        None => missing("payment_intent", &id),
    }
}

async fn confirm_intent(
    State(ledger): State<Arc<Mutex<Ledger>>>,
    headers: HeaderMap,
    Path(id): Path<String>,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    if let Some(refused) = refusal(&headers, &[SECRET_KEY, PUBLISHABLE_KEY]) {
        return refused;
    }
    let mut ledger = ledger.lock().unwrap();
    let Some(intent) = ledger.intents.get_mut(&id) else {
        return missing("payment_intent", &id);
    };
    match form.get("payment_method").map(String::as_str) {
        Some("pm_card_visa") => {
            intent["status"] = json!("succeeded");
            intent["last_payment_error"] = Value::Null;
            intent["latest_charge"] = json!(format!("ch_{id}"));
            Json(intent.clone()).into_response()
        }
        _ => {
            let error = json!({
                "type": "card_error", "code": "card_declined", "decline_code": "generic_decline",
                "message": "Your card was declined.",
            });
            intent["status"] = json!("requires_payment_method");
            intent["last_payment_error"] = error.clone();
            let mut error = error;
            error["payment_intent"] = intent.clone();
            stripe_error(StatusCode::PAYMENT_REQUIRED, error)
        }
    }
}

async fn refund(
    State(ledger): State<Arc<Mutex<Ledger>>>,
    headers: HeaderMap,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    record(&ledger, "POST", "/v1/refunds".into(), &form, &headers);
    if let Some(refused) = refusal(&headers, &[SECRET_KEY]) {
        return refused;
    }
    let id = form.get("payment_intent").cloned().unwrap_or_default();
    let ledger = ledger.lock().unwrap();
    let Some(intent) = ledger.intents.get(&id) else {
        return missing("payment_intent", &id);
    };
    if intent["status"] != "succeeded" {
        return stripe_error(
            StatusCode::BAD_REQUEST,
            json!({ "type": "invalid_request_error", "code": "charge_not_refundable", "message": "This PaymentIntent has no successful charge to refund." }),
        );
    }
    Json(json!({
        "id": format!("re_{id}"), "object": "refund", "amount": intent["amount"],
        "currency": intent["currency"], "payment_intent": id, "status": "succeeded",
    }))
    .into_response()
}

pub async fn start() -> FakeStripe {
    let ledger = Arc::new(Mutex::new(Ledger::default()));
    let app = Router::new()
        .route("/v1/payment_intents", post(create_intent))
        .route("/v1/payment_intents/{id}", get(retrieve_intent))
        .route("/v1/payment_intents/{id}/confirm", post(confirm_intent))
        .route("/v1/refunds", post(refund))
        .with_state(ledger.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    FakeStripe { url, ledger }
}
