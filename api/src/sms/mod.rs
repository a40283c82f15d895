//! Text messages (SMS): the gateways behind one trait, and the queue every text goes through
//! (`queue`). The built-in gateway keeps each text in the outbox and writes it to the log, so a
//! shop without a gateway still works; SSL Wireless, BulkSMSBD and Alpha SMS send them for
//! real, each chosen by `SHOP_SMS_PROVIDER` with its settings.

mod alphasms;
mod bulksmsbd;
pub mod queue;
pub mod settings;
mod sslwireless;

use crate::processors::ProviderError;
use async_trait::async_trait;
use settings::SmsGatewayConfig;
use std::sync::Arc;

/// One text, as a gateway is given it.
#[derive(Debug, Clone)]
pub struct Outgoing {
    /// The number with its country code, as the gateways take it: `8801712345678`.
    pub msisdn: String,
    pub text: String,
    /// The shop's own id for the message (`sms42`): unique, so a gateway that knows it (SSL
    /// Wireless's `csms_id`) refuses to send it twice.
    pub reference: String,
    /// It carries a one-time code: never written to the log.
    pub secret: bool,
}

/// A gateway's id for a text it accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Accepted {
    pub message_id: String,
}

/// What a gateway's delivery report says became of a text it took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Delivery {
    /// Not known yet: the operator has not answered the gateway.
    Waiting,
    /// On the phone.
    Delivered,
    /// It will not arrive (a number switched off too long, barred, not a phone).
    Undelivered,
}

/// A delivery report: what became of the text, in the gateway's own words too.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub delivery: Delivery,
    pub words: String,
}

/// A way to send texts. An error that is `Unknown` (no answer, a gateway's passing fault) is
/// tried again later; a `Refused` one (a bad number, no balance left) is not.
#[async_trait]
pub trait SmsGateway: Send + Sync {
    /// Its name in the outbox (`sms_outbox.provider`).
    fn name(&self) -> &'static str;

    async fn send(&self, message: &Outgoing) -> Result<Accepted, ProviderError>;

    /// Whether the gateway tells, when asked by the id it gave, what became of a text.
    fn reports_deliveries(&self) -> bool {
        false
    }

    /// The delivery report of the text the gateway knows as `message_id`.
    async fn delivery_report(&self, message_id: &str) -> Result<Report, ProviderError> {
        let _ = message_id;
        Err(ProviderError::refused(
            "no-reports",
            format!("{} gives no delivery reports", self.name()),
        ))
    }
}

/// A gateway's name as the owner knows it, from its id in the outbox.
pub fn gateway_label(id: &str) -> &str {
    match id {
        "sslwireless" => "SSL Wireless",
        "bulksmsbd" => "BulkSMSBD",
        "alphasms" => "Alpha SMS",
        other => other,
    }
}

/// The gateway the configuration chose.
pub fn gateway_of(config: &SmsGatewayConfig) -> Arc<dyn SmsGateway> {
    match config {
        SmsGatewayConfig::Outbox => Arc::new(KeptInOutbox),
        SmsGatewayConfig::SslWireless {
            api_token,
            sid,
            api_url,
        } => Arc::new(sslwireless::SslWireless::new(api_token, sid, api_url)),
        SmsGatewayConfig::BulkSmsBd {
            api_key,
            sender_id,
            api_url,
        } => Arc::new(bulksmsbd::BulkSmsBd::new(api_key, sender_id, api_url)),
        SmsGatewayConfig::AlphaSms {
            api_key,
            sender_id,
            api_url,
        } => Arc::new(alphasms::AlphaSms::new(
            api_key,
            sender_id.as_deref(),
            api_url,
        )),
    }
}

/// The built-in gateway: the text stays in the outbox (Dashboard → Outbox) and the log.
pub struct KeptInOutbox;

#[async_trait]
impl SmsGateway for KeptInOutbox {
    fn name(&self) -> &'static str {
        "outbox"
    }

    async fn send(&self, message: &Outgoing) -> Result<Accepted, ProviderError> {
        if message.secret {
            tracing::info!(to = %message.msisdn, "a code kept in the outbox (Dashboard → Outbox)");
        } else {
            tracing::info!(to = %message.msisdn, text = %message.text, "text kept in the outbox");
        }
        Ok(Accepted {
            message_id: message.reference.clone(),
        })
    }
}

/// An 11-digit national mobile number (`01712345678`) as the gateways take it.
pub fn msisdn(national: &str) -> String {
    format!("88{national}")
}

/// The HTTP client gateways are called with: one that has not answered in 20 seconds is
/// treated as unreachable, and the text is tried again later.
fn client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(20))
        .build()
        .unwrap_or_default()
}

/// A gateway's answer that is not its own format: unknown, tried again.
fn unreadable(gateway: &str, status: reqwest::StatusCode, body: &str) -> ProviderError {
    let start: String = body.chars().take(200).collect();
    ProviderError::Unknown(format!("{gateway} answered {status}: {start}"))
}

/// Calls a gateway; its JSON answer. A 5xx, or a body that is not JSON, is unknown.
async fn call_json(
    gateway: &str,
    request: reqwest::RequestBuilder,
) -> Result<serde_json::Value, ProviderError> {
    let response = request.header("Accept", "application/json").send().await?;
    let status = response.status();
    let text = response.text().await?;
    if status.is_server_error() {
        return Err(unreadable(gateway, status, &text));
    }
    serde_json::from_str(&text).map_err(|_| unreadable(gateway, status, &text))
}
