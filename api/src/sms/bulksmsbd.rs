//! BulkSMSBD's API (bulksmsbd.net/developers, "Single SMS API"):
//!
//! - `POST {api}/smsapi`, form `api_key`, `type` (`text`; Bangla goes as text too), `number`
//!   (`8801XXXXXXXXX`), `senderid`, `message`.
//! - Always HTTP 200; the outcome is `response_code` inside: 202 "SMS Submitted Successfully"
//!   with its `message_id`, else an error code with `error_message`: 1001 invalid number, 1002
//!   sender id not correct or disabled, 1003 fields missing, 1005 internal error (passing:
//!   tried again), 1006 balance validity not available, 1007 balance insufficient, 1011–1021
//!   account and sender set-up, 1031 account not verified, 1032 IP not whitelisted.

use super::{Accepted, Outgoing, SmsGateway, call_json, client};
use crate::processors::ProviderError;
use async_trait::async_trait;

/// The one code that reports a passing fault of the gateway's.
const INTERNAL_ERROR: i64 = 1005;

pub struct BulkSmsBd {
    http: reqwest::Client,
    api_key: String,
    sender_id: String,
    url: String,
}

impl BulkSmsBd {
    pub fn new(api_key: &str, sender_id: &str, api_url: &str) -> Self {
        BulkSmsBd {
            http: client(),
            api_key: api_key.to_owned(),
            sender_id: sender_id.to_owned(),
            url: format!("{}/smsapi", api_url.trim_end_matches('/')),
        }
    }
}

#[async_trait]
impl SmsGateway for BulkSmsBd {
    fn name(&self) -> &'static str {
        "bulksmsbd"
    }

    async fn send(&self, message: &Outgoing) -> Result<Accepted, ProviderError> {
        let form = [
            ("api_key", self.api_key.as_str()),
            ("type", "text"),
            ("number", message.msisdn.as_str()),
            ("senderid", self.sender_id.as_str()),
            ("message", message.text.as_str()),
        ];
        let answer = call_json("BulkSMSBD", self.http.post(&self.url).form(&form)).await?;
        let code = answer["response_code"].as_i64().unwrap_or(0);
        if code == 202 {
            let id = match &answer["message_id"] {
                serde_json::Value::Number(id) => id.to_string(),
                serde_json::Value::String(id) => id.clone(),
                _ => message.reference.clone(),
            };
            return Ok(Accepted { message_id: id });
        }
        let why = answer["error_message"]
            .as_str()
            .filter(|why| !why.is_empty())
            .unwrap_or("BulkSMSBD did not send the text")
            .to_owned();
        match code {
            INTERNAL_ERROR | 0 => Err(ProviderError::Unknown(format!("BulkSMSBD {code}: {why}"))),
            _ => Err(ProviderError::refused(code.to_string(), why)),
        }
    }
}
