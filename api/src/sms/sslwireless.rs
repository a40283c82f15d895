//! SSL Wireless's SMS Plus API, version 3 (its "ISMS API v3" document, "Single SMS"; the same
//! calls as SSL Wireless's own Magento plugin and the maintained clients KsSadi/SSLWirelessSMS
//! and emoncse/SSLWireless-SMSPlusPython):
//!
//! - `POST {api}/api/v3/send-sms`, JSON `api_token`, `sid` (the sender ID), `msisdn`
//!   (`8801XXXXXXXXX`), `sms` (the text), `csms_id` (the sender's unique id for it).
//! - Answered `{status: "SUCCESS" | "FAILED", status_code, error_message, smsinfo: [{sms_status,
//!   status_message, msisdn, sms_type, sms_body, csms_id, reference_id}]}`: `reference_id` is
//!   SSL Wireless's id for the message; a failure says why in `error_message`. A `csms_id` it
//!   has had before is refused as a duplicate, which here means the text was sent already.

use super::{Accepted, Outgoing, SmsGateway, call_json, client};
use crate::processors::ProviderError;
use async_trait::async_trait;
use serde_json::json;

pub struct SslWireless {
    http: reqwest::Client,
    api_token: String,
    sid: String,
    url: String,
}

impl SslWireless {
    pub fn new(api_token: &str, sid: &str, api_url: &str) -> Self {
        SslWireless {
            http: client(),
            api_token: api_token.to_owned(),
            sid: sid.to_owned(),
            url: format!("{}/api/v3/send-sms", api_url.trim_end_matches('/')),
        }
    }
}

#[async_trait]
impl SmsGateway for SslWireless {
    fn name(&self) -> &'static str {
        "sslwireless"
    }

    async fn send(&self, message: &Outgoing) -> Result<Accepted, ProviderError> {
        let body = json!({
            "api_token": self.api_token,
            "sid": self.sid,
            "msisdn": message.msisdn,
            "sms": message.text,
            "csms_id": message.reference,
        });
        let answer = call_json("SSL Wireless", self.http.post(&self.url).json(&body)).await?;
        let info = &answer["smsinfo"][0];
        if answer["status"] == "SUCCESS" && info["sms_status"] == "SUCCESS" {
            let id = info["reference_id"].as_str().unwrap_or(&message.reference);
            return Ok(Accepted {
                message_id: id.to_owned(),
            });
        }
        let why = answer["error_message"]
            .as_str()
            .filter(|why| !why.is_empty())
            .or_else(|| info["status_message"].as_str())
            .unwrap_or("SSL Wireless did not send the text")
            .to_owned();
        if why.to_lowercase().contains("duplicate") {
            // The same csms_id again: the first attempt got through, its answer did not.
            return Ok(Accepted {
                message_id: message.reference.clone(),
            });
        }
        let code = answer["status_code"].as_i64().unwrap_or(0);
        if code >= 5000 || (500..600).contains(&code) {
            return Err(ProviderError::Unknown(format!(
                "SSL Wireless {code}: {why}"
            )));
        }
        Err(ProviderError::refused(code.to_string(), why))
    }
}
