//! Local stand-ins for the Bangladeshi services the shop talks to, speaking their wire
//! formats as their sandboxes do: SSLCommerz (v4 session API, hosted page, signed IPN,
//! validation and refund APIs), bKash tokenized checkout (grant/refresh, create, the wallet
//! page, execute, status, refund), the couriers Steadfast, Pathao and RedX (booking, status,
//! area lists, and their webhooks to the shop; see [`couriers`]) and the SMS gateways SSL
//! Wireless, BulkSMSBD and Alpha SMS (see [`sms`]). The shop's API tests run it in-process;
//! the browser tests run its binary and click through its pages as a buyer would on the real
//! ones.
//!
//! It knows one store (see [`Credentials`]) and keeps everything in memory. [`Knobs`] let a
//! test make it misbehave the ways real gateways do: answer with another amount, lose the
//! answer to an execute, stay silent about a payment, answer through a failing API gateway
//! (`{"message": "Service Unavailable"}`), revoke tokens early, flag a payment as risky, or
//! take a while over a refund. A browser test sets them with `POST /sandbox/knobs` (JSON).

// The workspace asks the shop to register routes through utoipa, for its OpenAPI document;
// the sandbox is not the shop and has no document.
#![allow(clippy::disallowed_methods)]

mod bkash;
pub mod couriers;
mod pages;
pub mod sms;
pub mod sslcommerz;

use axum::Router;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The accounts the sandbox accepts.
#[derive(Debug, Clone)]
pub struct Credentials {
    pub store_id: String,
    pub store_password: String,
    pub app_key: String,
    pub app_secret: String,
    pub username: String,
    pub password: String,
    pub steadfast_api_key: String,
    pub steadfast_secret_key: String,
    pub pathao_client_id: String,
    pub pathao_client_secret: String,
    pub pathao_username: String,
    pub pathao_password: String,
    pub pathao_store_id: String,
    pub redx_token: String,
    pub sslwireless_api_token: String,
    pub sslwireless_sid: String,
    pub bulksmsbd_api_key: String,
    pub bulksmsbd_sender_id: String,
    pub alphasms_api_key: String,
}

impl Default for Credentials {
    fn default() -> Self {
        Self {
            store_id: "shilp0testbox".into(),
            store_password: "shilp0testbox@ssl".into(),
            app_key: "sandbox-app-key".into(),
            app_secret: "sandbox-app-secret".into(),
            username: "sandboxTokenizedUser".into(),
            password: "sandbox-password".into(),
            steadfast_api_key: "sandbox-steadfast-key".into(),
            steadfast_secret_key: "sandbox-steadfast-secret".into(),
            pathao_client_id: "7N1aMJQbWm".into(),
            pathao_client_secret: "sandbox-pathao-secret".into(),
            pathao_username: "merchant@shop.test".into(),
            pathao_password: "sandbox-pathao-password".into(),
            pathao_store_id: "130820".into(),
            redx_token: "sandbox-redx-token".into(),
            sslwireless_api_token: "sandbox-sslwireless-token".into(),
            sslwireless_sid: "SHILPOTOOLS".into(),
            bulksmsbd_api_key: "sandbox-bulksmsbd-key".into(),
            bulksmsbd_sender_id: "8809617000000".into(),
            alphasms_api_key: "sandbox-alphasms-key".into(),
        }
    }
}

/// Ways to make the sandbox misbehave.
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Knobs {
    /// Answer validation, execute and status calls with this amount instead of the real one.
    pub amount_override: Option<String>,
    /// Complete a bKash execute but answer it with a 500, as a dropped connection would.
    pub lose_execute_answer: bool,
    /// Do not send SSLCommerz's IPN when the buyer pays (only the browser returns).
    pub hold_ipn: bool,
    /// Grant bKash id tokens for this many seconds instead of bKash's hour.
    pub token_seconds: Option<u64>,
    /// bKash's API gateway failing with this HTTP status: every call but the grant answers
    /// `{"message": "Service Unavailable"}` (an execute still completes the payment first, as
    /// a gateway timeout after the work was done does).
    pub bkash_outage: Option<u16>,
    /// Refuse bKash's execute with this code and message (`2023`, `Insufficient Balance`).
    pub execute_refusal: Option<(String, String)>,
    /// The validation API unreachable behind a failing gateway (HTTP 503, an HTML page).
    pub validation_down: bool,
    /// SSLCommerz's `risk_level` in validations (`"1"`: hold and verify).
    pub risk_level: Option<String>,
    /// SSLCommerz answers refunds `processing`, and queries about them too, while set.
    pub refunds_processing: bool,
    /// Couriers refuse bookings with this reason (only the one of `refuse_only`, when set).
    pub courier_refusal: Option<String>,
    pub refuse_only: Option<String>,
    /// Couriers make the parcel but the answer is lost (a 504 from their gateway).
    pub lose_booking_answer: bool,
    /// Every courier call answered 502 by a gateway.
    pub courier_down: bool,
    /// Where the couriers' webhooks go, and their secrets.
    pub courier_hooks: Option<couriers::CourierHooks>,
    /// The SMS gateways fail this many texts more with a passing fault of their own.
    pub sms_failures: u32,
    /// The SMS gateways refuse every text: the account's balance is spent.
    pub sms_no_balance: bool,
    /// The SMS gateways take this long over each text, as a real one's round trip does.
    pub sms_delay_ms: u64,
    /// What Alpha SMS's delivery reports say of each recipient: `Delivered` unless set
    /// (`Pending`, `Failed` …).
    pub sms_report_status: Option<String>,
}

/// An SSLCommerz session, from initiation to refund.
#[derive(Debug, Clone)]
pub struct Session {
    pub tran_id: String,
    pub amount: String,
    pub fields: HashMap<String, String>,
    pub val_id: Option<String>,
    pub bank_tran_id: Option<String>,
    pub validated: bool,
    pub refunded: bool,
}

/// A bKash payment, from create to refund.
#[derive(Debug, Clone)]
pub struct BkashPayment {
    pub payment_id: String,
    pub amount: String,
    pub invoice: String,
    pub callback_url: String,
    /// `Initiated`, `Authorized` (the buyer approved it on the page), `Completed`, `Failed`,
    /// `Cancelled`.
    pub status: String,
    pub trx_id: Option<String>,
    pub refunded: bool,
}

/// What the sandbox has seen, for tests to read.
#[derive(Debug, Default)]
pub struct Ledger {
    pub sessions: HashMap<String, Session>,
    pub bkash: HashMap<String, BkashPayment>,
    pub id_tokens: Vec<String>,
    pub grants: u32,
    pub refreshes: u32,
    pub ipn_deliveries: Vec<(String, u16)>,
    pub refunds: Vec<String>,
    /// SSLCommerz refunds by `refund_ref_id`: the `refund_trans_id` the store sent, and
    /// whether the money is back.
    pub sslcommerz_refunds: HashMap<String, (String, bool)>,
    /// Every call to the bKash API by path (`execute`, `payment/status`, …), for tests to count.
    pub bkash_calls: Vec<String>,
    /// Every parcel the couriers hold.
    pub parcels: Vec<couriers::Held>,
    /// Every call to a courier: `steadfast create_order`, …
    pub courier_calls: Vec<String>,
    /// Each webhook sent to the shop: the consignment and the shop's status.
    pub webhooks: Vec<(String, u16)>,
    /// Steadfast's payments: the id and the consignments each pays out.
    pub steadfast_payments: Vec<(u64, Vec<String>)>,
    /// Every text an SMS gateway took.
    pub texts: Vec<sms::SentText>,
    counter: u64,
}

impl Ledger {
    /// A fresh id with a prefix, unique within this sandbox.
    fn next_id(&mut self, prefix: &str) -> String {
        self.counter += 1;
        format!("{prefix}{:010}", self.counter)
    }
}

pub struct Shared {
    pub credentials: Credentials,
    pub knobs: Mutex<Knobs>,
    pub ledger: Mutex<Ledger>,
    /// Where the sandbox listens, for the URLs it hands out.
    pub base_url: String,
    http: reqwest::Client,
}

pub type State = Arc<Shared>;

/// A running sandbox.
pub struct Sandbox {
    pub url: String,
    pub shared: State,
}

impl Sandbox {
    /// Listens on a free loopback port and serves until the process ends.
    pub async fn start(credentials: Credentials) -> std::io::Result<Sandbox> {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
        Ok(Self::serve(listener, credentials))
    }

    /// Serves on a listener already bound.
    pub fn serve(listener: tokio::net::TcpListener, credentials: Credentials) -> Sandbox {
        let url = format!(
            "http://{}",
            listener
                .local_addr()
                .expect("a bound listener has an address")
        );
        let shared = Arc::new(Shared {
            credentials,
            knobs: Mutex::default(),
            ledger: Mutex::default(),
            base_url: url.clone(),
            http: reqwest::Client::new(),
        });
        let app = router(shared.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Sandbox { url, shared }
    }

    pub fn set(&self, change: impl FnOnce(&mut Knobs)) {
        change(&mut self.shared.knobs.lock().unwrap());
    }

    pub fn ledger<T>(&self, read: impl FnOnce(&Ledger) -> T) -> T {
        read(&self.shared.ledger.lock().unwrap())
    }

    /// bKash forgets every id token it granted, as when it revokes them before they expire.
    pub fn revoke_bkash_tokens(&self) {
        self.shared.ledger.lock().unwrap().id_tokens.clear();
    }

    /// What the buyer's choice on SSLCommerz's page (`pay`, `fail`, `cancel`) sends, without
    /// sending it: the signed fields, the IPN address and the return address.
    pub fn finish_sslcommerz(
        &self,
        session_key: &str,
        outcome: &str,
    ) -> Option<sslcommerz::Finished> {
        sslcommerz::finish_session(&self.shared, session_key, outcome)
    }

    /// Steadfast pays out these consignments; the payment's id.
    pub fn steadfast_pay(&self, consignments: &[&str]) -> u64 {
        couriers::steadfast_pay(&self.shared, consignments)
    }

    /// Moves a courier's parcel; the shop's answer to its webhook, when one was sent.
    pub async fn move_parcel(&self, change: &couriers::Move) -> Option<u16> {
        couriers::move_parcel(&self.shared, change).await
    }

    /// The buyer's choice on bKash's page; the callback address bKash sends them to.
    pub fn finish_bkash(&self, payment_id: &str, outcome: &str) -> Option<String> {
        bkash::finish_payment(&self.shared, payment_id, outcome)
    }
}

fn router(shared: State) -> Router {
    Router::new()
        .merge(sslcommerz::router())
        .merge(bkash::router())
        .merge(couriers::router())
        .merge(sms::router())
        .route("/sandbox/knobs", axum::routing::post(set_knobs))
        .with_state(shared)
}

/// Sets every knob at once, for a browser test driving the binary.
async fn set_knobs(
    axum::extract::State(state): axum::extract::State<State>,
    axum::Json(knobs): axum::Json<Knobs>,
) -> axum::http::StatusCode {
    *state.knobs.lock().unwrap() = knobs;
    axum::http::StatusCode::NO_CONTENT
}

/// SSLCommerz's IPN signature: md5 of `key=value&…` over the `verify_key` fields plus
/// `store_passwd` = md5(password), keys sorted (the check in SSLCommerz-PHP).
pub fn sslcommerz_sign(fields: &HashMap<String, String>, store_password: &str) -> String {
    use md5::{Digest, Md5};
    let mut signed: std::collections::BTreeMap<String, String> = fields
        .iter()
        .filter(|(key, _)| !matches!(key.as_str(), "verify_sign" | "verify_key"))
        .map(|(key, value)| (key.clone(), value.clone()))
        .collect();
    signed.insert(
        "store_passwd".into(),
        hex::encode(Md5::digest(store_password.as_bytes())),
    );
    let text: Vec<String> = signed.iter().map(|(k, v)| format!("{k}={v}")).collect();
    hex::encode(Md5::digest(text.join("&").as_bytes()))
}

/// Adds `verify_key` (every field, comma-separated) and `verify_sign` to a notification.
pub fn sign_fields(fields: &mut HashMap<String, String>, store_password: &str) {
    let mut keys: Vec<&String> = fields.keys().collect();
    keys.sort();
    let verify_key = keys
        .iter()
        .map(|key| key.as_str())
        .collect::<Vec<_>>()
        .join(",");
    let sign = sslcommerz_sign(fields, store_password);
    fields.insert("verify_key".into(), verify_key);
    fields.insert("verify_sign".into(), sign);
}
