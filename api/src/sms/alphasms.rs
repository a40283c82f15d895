//! Alpha SMS's API (sms.net.bd/api, "Send SMS"):
//!
//! - `POST {api}/sendsms`, form `api_key`, `msg`, `to` (`8801XXXXXXXXX`), and `sender_id` when
//!   the account has an approved one.
//! - Answered `{error: 0, msg: "Request successfully submitted", data: {request_id}}`, or an
//!   `error` code with `msg`: 400 rejected, 403 no permission, 405 authorization required, 409
//!   unknown error on the server's end (passing: tried again), 410/411 account expired, 412
//!   invalid schedule, 413 invalid sender ID, 414 empty message, 415 message too long, 416 no
//!   valid number, 417 insufficient balance, 420 content blocked, 421 only the registered
//!   number before the first recharge.
//! - Delivery reports: `GET {api}/report/request/{request_id}/?api_key=…` (the official PHP and
//!   C# clients, github.com/smsnetbd/sms-net-bd-php `getReport` and sms-net-bd-csharp-nuget
//!   `GetReport`), answered `{error: 0, msg, data: {request_id, request_status, request_charge,
//!   recipients: [{number, charge, status}]}}`; a recipient's `status` is the operator's word
//!   (`Pending`, `Sent`, `Delivered`, `Failed` …).

use super::{Accepted, Delivery, Outgoing, Report, SmsGateway, call_json, client};
use crate::processors::ProviderError;
use async_trait::async_trait;

/// The one code that reports a passing fault of the gateway's.
const SERVER_ERROR: i64 = 409;

pub struct AlphaSms {
    http: reqwest::Client,
    api_key: String,
    sender_id: Option<String>,
    api_url: String,
}

impl AlphaSms {
    pub fn new(api_key: &str, sender_id: Option<&str>, api_url: &str) -> Self {
        AlphaSms {
            http: client(),
            api_key: api_key.to_owned(),
            sender_id: sender_id.map(str::to_owned),
            api_url: api_url.trim_end_matches('/').to_owned(),
        }
    }
}

#[async_trait]
impl SmsGateway for AlphaSms {
    fn name(&self) -> &'static str {
        "alphasms"
    }

    async fn send(&self, message: &Outgoing) -> Result<Accepted, ProviderError> {
        let mut form = vec![
            ("api_key", self.api_key.as_str()),
            ("msg", message.text.as_str()),
            ("to", message.msisdn.as_str()),
        ];
        if let Some(sender_id) = &self.sender_id {
            form.push(("sender_id", sender_id));
        }
        let answer = call_json(
            "Alpha SMS",
            self.http
                .post(format!("{}/sendsms", self.api_url))
                .form(&form),
        )
        .await?;
        let code = answer["error"].as_i64().unwrap_or(-1);
        if code == 0 {
            let id = match &answer["data"]["request_id"] {
                serde_json::Value::Number(id) => id.to_string(),
                serde_json::Value::String(id) => id.clone(),
                _ => message.reference.clone(),
            };
            return Ok(Accepted { message_id: id });
        }
        let why = answer["msg"]
            .as_str()
            .unwrap_or("Alpha SMS did not send the text")
            .to_owned();
        Err(failure(code, why))
    }

    fn reports_deliveries(&self) -> bool {
        true
    }

    async fn delivery_report(&self, message_id: &str) -> Result<Report, ProviderError> {
        let url = format!("{}/report/request/{message_id}/", self.api_url);
        let request = self.http.get(url).query(&[("api_key", &self.api_key)]);
        let answer = call_json("Alpha SMS", request).await?;
        let code = answer["error"].as_i64().unwrap_or(-1);
        if code != 0 {
            let why = answer["msg"].as_str().unwrap_or("no report").to_owned();
            return Err(failure(code, why));
        }
        // One number per request: the shop sends each text on its own.
        let words = answer["data"]["recipients"][0]["status"]
            .as_str()
            .unwrap_or("Pending")
            .to_owned();
        Ok(Report {
            delivery: delivery_of(&words),
            words,
        })
    }
}

/// An error code and its words: passing when it is the server's own fault (or unreadable).
fn failure(code: i64, why: String) -> ProviderError {
    match code {
        SERVER_ERROR | -1 => ProviderError::Unknown(format!("Alpha SMS {code}: {why}")),
        _ => ProviderError::refused(code.to_string(), why),
    }
}

/// A recipient's status as final or not: anything but a delivery or a failure is still on
/// its way.
fn delivery_of(status: &str) -> Delivery {
    match status.to_ascii_lowercase().as_str() {
        "delivered" => Delivery::Delivered,
        "failed" | "undelivered" | "rejected" | "expired" => Delivery::Undelivered,
        _ => Delivery::Waiting,
    }
}
