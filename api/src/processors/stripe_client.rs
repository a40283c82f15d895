//! The Stripe adapter: PaymentIntents created from the order's stored total, retrieved to check
//! their outcome, refunded on cancellation; webhook events checked against their signature.
//! Stripe's API takes form-encoded bodies with the secret key as a bearer token and answers
//! JSON, with `{"error": {"type", "code", "message"}}` when it refuses.

use super::provider::{PaymentProvider, ProviderError, Refunded, Taken, without_query};
use async_trait::async_trait;
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;
use shared::PaymentMethod;
use std::collections::HashMap;

pub const STRIPE_API_URL: &str = "https://api.stripe.com";
/// The only currency the shop sells in. Stripe counts taka in poisha, as the shop does.
pub const CURRENCY: &str = "bdt";
/// How old a webhook's signature may be, as Stripe's own libraries allow (against replays).
const SIGNATURE_TOLERANCE_SECONDS: i64 = 300;

pub struct Stripe {
    http: reqwest::Client,
    api_url: String,
    secret_key: String,
    pub publishable_key: String,
    webhook_secret: Option<String>,
}

/// The fields of a PaymentIntent the shop reads.
#[derive(Debug, Clone, Deserialize)]
pub struct PaymentIntent {
    pub id: String,
    pub amount: i64,
    pub currency: String,
    pub status: String,
    #[serde(default)]
    pub client_secret: Option<String>,
    #[serde(default)]
    pub metadata: HashMap<String, String>,
    #[serde(default)]
    pub last_payment_error: Option<ApiError>,
}

impl PaymentIntent {
    /// The shop's order this intent pays, from the metadata the shop set.
    pub fn order_id(&self) -> Option<i64> {
        self.metadata.get("order_id")?.parse().ok()
    }
}

/// Stripe's error object.
#[derive(Debug, Clone, Deserialize)]
pub struct ApiError {
    #[serde(rename = "type", default)]
    pub kind: String,
    #[serde(default)]
    pub code: Option<String>,
    #[serde(default)]
    pub message: Option<String>,
    /// The issuer's reason when `code` is `card_declined` (`insufficient_funds`, …).
    #[serde(default)]
    pub decline_code: Option<String>,
}

impl ApiError {
    /// A card refusal in the shop's catalogue, so the buyer reads it in their language;
    /// `None` for a reason the catalogue does not word. Codes from
    /// https://docs.stripe.com/error-codes and https://docs.stripe.com/declines/codes.
    pub fn catalogue_key(&self) -> Option<shared::Key> {
        use shared::messages;
        let reason = match self.code.as_deref()? {
            "card_declined" => self.decline_code.as_deref().unwrap_or("generic_decline"),
            other => other,
        };
        Some(match reason {
            "insufficient_funds" => messages::CARD_INSUFFICIENT_FUNDS,
            "expired_card" => messages::CARD_EXPIRED,
            "incorrect_cvc" => messages::CARD_CVC_INCORRECT,
            "incorrect_number" | "invalid_number" => messages::CARD_NUMBER_INVALID,
            // Any other issuer's reason is, to the buyer, a declined card (Stripe's own
            // message for them says no more).
            _ if self.code.as_deref() == Some("card_declined") => messages::CARD_DECLINED,
            _ => return None,
        })
    }
}

#[derive(Debug, thiserror::Error)]
pub enum StripeError {
    /// Stripe answered and refused.
    #[error("Stripe refused the request ({status}): {}", .error.message.as_deref().unwrap_or("no reason given"))]
    Refused { status: u16, error: ApiError },
    /// Stripe could not be reached or answered something that is not Stripe's format.
    #[error("Stripe could not be reached: {0}")]
    Unreachable(reqwest::Error),
}

impl From<reqwest::Error> for StripeError {
    fn from(error: reqwest::Error) -> Self {
        StripeError::Unreachable(without_query(error))
    }
}

impl From<StripeError> for ProviderError {
    fn from(error: StripeError) -> Self {
        match error {
            StripeError::Refused { status, error } if status < 500 => ProviderError::refused(
                error.code.unwrap_or(error.kind),
                error.message.unwrap_or_default(),
            ),
            other => ProviderError::Unknown(other.to_string()),
        }
    }
}

/// A Stripe refund, as far as the shop reads it.
#[derive(Deserialize)]
struct Refund {
    id: String,
    status: String,
}

/// A webhook event, with the object it carries left for the handler to read by type.
#[derive(Debug, Deserialize)]
pub struct Event {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: String,
    pub data: EventData,
}

#[derive(Debug, Deserialize)]
pub struct EventData {
    pub object: serde_json::Value,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum WebhookError {
    #[error("webhooks are not configured")]
    NotConfigured,
    #[error("the Stripe-Signature header is missing or malformed")]
    Malformed,
    #[error("the signature is older than five minutes")]
    Stale,
    #[error("no signature matches the payload")]
    Mismatch,
    #[error("the event is not in Stripe's format")]
    NotAnEvent,
}

#[derive(Deserialize)]
struct ErrorBody {
    error: ApiError,
}

impl Stripe {
    pub fn new(
        api_url: String,
        secret_key: String,
        publishable_key: String,
        webhook_secret: Option<String>,
    ) -> Self {
        let http = super::provider_client();
        Self {
            http,
            api_url: api_url.trim_end_matches('/').to_owned(),
            secret_key,
            publishable_key,
            webhook_secret,
        }
    }

    /// A PaymentIntent for the order's stored total. The idempotency key makes a retried
    /// request return the same intent instead of a second one.
    pub async fn create_payment_intent(
        &self,
        order_id: i64,
        amount_poisha: i64,
        idempotency_key: &str,
    ) -> Result<PaymentIntent, StripeError> {
        let form = [
            ("amount", amount_poisha.to_string()),
            ("currency", CURRENCY.to_owned()),
            ("payment_method_types[]", "card".to_owned()),
            ("metadata[order_id]", order_id.to_string()),
            ("description", format!("Order #{order_id}")),
        ];
        let request = self
            .http
            .post(format!("{}/v1/payment_intents", self.api_url))
            .header("Idempotency-Key", idempotency_key)
            .form(&form);
        self.send(request).await
    }

    pub async fn retrieve_payment_intent(&self, id: &str) -> Result<PaymentIntent, StripeError> {
        let request = self
            .http
            .get(format!("{}/v1/payment_intents/{id}", self.api_url));
        self.send(request).await
    }

    async fn send<T: serde::de::DeserializeOwned>(
        &self,
        request: reqwest::RequestBuilder,
    ) -> Result<T, StripeError> {
        let response = request.bearer_auth(&self.secret_key).send().await?;
        let status = response.status();
        if status.is_success() {
            return Ok(response.json().await?);
        }
        let error = match response.json::<ErrorBody>().await {
            Ok(body) => body.error,
            Err(_) => ApiError {
                kind: "api_error".into(),
                code: None,
                message: None,
                decline_code: None,
            },
        };
        Err(StripeError::Refused {
            status: status.as_u16(),
            error,
        })
    }

    /// Checks a webhook's `Stripe-Signature` header (`t=…,v1=…[,v1=…]`) against the raw body:
    /// HMAC-SHA256 of `{t}.{body}` with the endpoint's signing secret, within five minutes of
    /// `now` (seconds since the epoch), then reads the event.
    pub fn verify_webhook(
        &self,
        header: &str,
        body: &[u8],
        now: i64,
    ) -> Result<Event, WebhookError> {
        let secret = self
            .webhook_secret
            .as_deref()
            .ok_or(WebhookError::NotConfigured)?;
        // Stripe sends a timestamp and one or two signatures; a header far bigger than that is
        // refused before any work, so it cannot keep a core busy.
        if header.len() > MAX_SIGNATURE_HEADER_BYTES
            || header.split(',').nth(MAX_SIGNATURE_ENTRIES).is_some()
        {
            return Err(WebhookError::Malformed);
        }
        let mut timestamp = None;
        let mut signatures = Vec::new();
        for part in header.split(',') {
            match part.trim().split_once('=') {
                Some(("t", value)) => timestamp = value.parse::<i64>().ok(),
                Some(("v1", value)) => signatures.extend(hex::decode(value).ok()),
                _ => {}
            }
        }
        let timestamp = timestamp.ok_or(WebhookError::Malformed)?;
        if signatures.is_empty() {
            return Err(WebhookError::Malformed);
        }
        if (now - timestamp).abs() > SIGNATURE_TOLERANCE_SECONDS {
            return Err(WebhookError::Stale);
        }
        // The body is hashed once; each candidate is checked against a copy of that state, and
        // verify_slice compares in constant time.
        let computed = mac(secret, timestamp, body);
        let matches = signatures
            .iter()
            .any(|candidate| computed.clone().verify_slice(candidate).is_ok());
        if !matches {
            return Err(WebhookError::Mismatch);
        }
        serde_json::from_slice(body).map_err(|_| WebhookError::NotAnEvent)
    }
}

/// The most a `Stripe-Signature` header may weigh, and the most entries it may have
/// (`t=`, `v1=` for each active signing secret, `v0=` in test mode).
const MAX_SIGNATURE_HEADER_BYTES: usize = 1024;
const MAX_SIGNATURE_ENTRIES: usize = 8;

fn mac(secret: &str, timestamp: i64, body: &[u8]) -> Hmac<Sha256> {
    let mut mac =
        Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    mac
}

/// The `v1` signature Stripe sends for a payload at a time, as bytes.
pub fn signature(secret: &str, timestamp: i64, body: &[u8]) -> Vec<u8> {
    mac(secret, timestamp, body)
        .finalize()
        .into_bytes()
        .to_vec()
}

#[async_trait]
impl PaymentProvider for Stripe {
    fn method(&self) -> PaymentMethod {
        PaymentMethod::Stripe
    }

    /// https://docs.stripe.com/api/refunds/create: `succeeded`, or `pending` until the bank
    /// confirms (Stripe completes those itself); `failed` and `canceled` are refusals.
    async fn refund(&self, payment: &Taken, refund_id: &str) -> Result<Refunded, ProviderError> {
        let payment_intent = payment.reference.as_str();
        let request = self
            .http
            .post(format!("{}/v1/refunds", self.api_url))
            .header("Idempotency-Key", refund_id)
            .form(&[("payment_intent", payment_intent)]);
        let refund: Refund = self.send(request).await?;
        match refund.status.as_str() {
            "succeeded" | "pending" => Ok(Refunded::Done(Some(refund.id))),
            "failed" | "canceled" => Err(ProviderError::refused(refund.status, refund.id)),
            other => Err(ProviderError::Unknown(format!("refund status {other}"))),
        }
    }
}

#[cfg(test)]
mod refusal_tests {
    use super::ApiError;
    use shared::messages;

    fn refusal(code: &str, decline_code: Option<&str>) -> ApiError {
        ApiError {
            kind: "card_error".into(),
            code: Some(code.into()),
            message: Some("Stripe's own words".into()),
            decline_code: decline_code.map(Into::into),
        }
    }

    #[test]
    fn card_refusals_are_said_from_the_catalogue() {
        let cases = [
            (
                refusal("card_declined", Some("insufficient_funds")),
                Some(messages::CARD_INSUFFICIENT_FUNDS),
            ),
            (
                refusal("card_declined", Some("generic_decline")),
                Some(messages::CARD_DECLINED),
            ),
            (
                refusal("card_declined", None),
                Some(messages::CARD_DECLINED),
            ),
            (refusal("expired_card", None), Some(messages::CARD_EXPIRED)),
            (
                refusal("incorrect_cvc", None),
                Some(messages::CARD_CVC_INCORRECT),
            ),
            (refusal("processing_error", None), None),
            (
                refusal("card_declined", Some("fraudulent")),
                Some(messages::CARD_DECLINED),
            ),
        ];
        for (error, expected) in cases {
            assert_eq!(error.catalogue_key(), expected, "{error:?}");
        }
    }
}
