//! The bKash tokenized checkout adapter (v1.2.0-beta): a grant token kept until it expires and
//! then refreshed, a payment created for the order's stored total, the buyer sent to
//! `bkashURL`, and on the callback the payment executed, or, when execute does not answer,
//! its status queried. Only `transactionStatus: Completed` for the order's amount pays it.
//!
//! Headers and bodies follow bKash's own integrations (its WooCommerce plugin and the
//! tokenized checkout reference): `username`/`password` headers on the grant, then
//! `Authorization: {id_token}` (no `Bearer`) and `X-APP-Key` on every call; `statusCode`
//! `"0000"` means success, anything else carries `statusMessage` (older answers:
//! `errorCode`/`errorMessage`).

use super::amount::{poisha_of, taka_text};
use super::provider::{PaymentProvider, Taken};
use async_trait::async_trait;
use serde::Deserialize;
use serde_json::json;
use shared::PaymentMethod;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

pub const SANDBOX_URL: &str = "https://tokenized.sandbox.bka.sh/v1.2.0-beta";
/// A token is renewed this long before bKash says it expires.
const TOKEN_MARGIN: Duration = Duration::from_secs(60);

pub struct Bkash {
    http: reqwest::Client,
    api_url: String,
    app_key: String,
    app_secret: String,
    username: String,
    password: String,
    token: Mutex<Option<Token>>,
}

struct Token {
    id_token: String,
    refresh_token: Option<String>,
    expires_at: Instant,
}

/// bKash's answer to create, execute and query, as far as the shop reads it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Payment {
    #[serde(rename = "paymentID", default)]
    pub payment_id: String,
    #[serde(rename = "bkashURL", default)]
    pub bkash_url: Option<String>,
    #[serde(rename = "trxID", default)]
    pub trx_id: Option<String>,
    #[serde(default)]
    pub transaction_status: Option<String>,
    #[serde(default)]
    pub amount: Option<String>,
    #[serde(default)]
    pub currency: Option<String>,
    #[serde(default)]
    pub merchant_invoice_number: Option<String>,
    #[serde(default)]
    pub status_code: Option<String>,
    #[serde(default)]
    pub status_message: Option<String>,
    #[serde(default)]
    pub error_code: Option<String>,
    #[serde(default)]
    pub error_message: Option<String>,
}

impl Payment {
    /// Whether it proves payment in full of `amount_poisha` in BDT.
    pub fn pays(&self, amount_poisha: i64) -> bool {
        self.transaction_status.as_deref() == Some("Completed")
            && self.trx_id.as_deref().is_some_and(|id| !id.is_empty())
            && self.currency.as_deref().is_none_or(|c| c == "BDT")
            && self.amount.as_deref().and_then(poisha_of) == Some(amount_poisha)
    }

    /// bKash's refusal, if this answer is one.
    fn refusal(&self) -> Option<String> {
        if let Some(code) = self.error_code.as_deref() {
            return Some(format!(
                "{code}: {}",
                self.error_message.as_deref().unwrap_or("")
            ));
        }
        match self.status_code.as_deref() {
            Some("0000") | None => None,
            Some(code) => Some(format!(
                "{code}: {}",
                self.status_message.as_deref().unwrap_or("")
            )),
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum BkashError {
    /// bKash answered and refused, with its code and message.
    #[error("refused: {0}")]
    Refused(String),
    /// bKash could not be reached, or answered something that is not its format.
    #[error("unreachable: {0}")]
    Unreachable(#[from] reqwest::Error),
}

#[derive(Deserialize)]
struct TokenReply {
    #[serde(default)]
    id_token: Option<String>,
    #[serde(default)]
    refresh_token: Option<String>,
    #[serde(default)]
    expires_in: Option<serde_json::Value>,
    #[serde(rename = "statusCode", default)]
    status_code: Option<String>,
    #[serde(rename = "statusMessage", default)]
    status_message: Option<String>,
}

impl Bkash {
    pub fn new(
        api_url: String,
        app_key: String,
        app_secret: String,
        username: String,
        password: String,
    ) -> Self {
        let http = super::provider_client();
        Self {
            http,
            api_url: api_url.trim_end_matches('/').to_owned(),
            app_key,
            app_secret,
            username,
            password,
            token: Mutex::new(None),
        }
    }

    fn url(&self, path: &str) -> String {
        format!("{}/tokenized/checkout/{path}", self.api_url)
    }

    /// A live id token: the cached one, a refreshed one, or a new grant.
    async fn id_token(&self) -> Result<String, BkashError> {
        let mut cached = self.token.lock().await;
        if let Some(token) = cached.as_ref().filter(|t| Instant::now() < t.expires_at) {
            return Ok(token.id_token.clone());
        }
        let refresh = cached.as_ref().and_then(|t| t.refresh_token.clone());
        let mut body = json!({ "app_key": self.app_key, "app_secret": self.app_secret });
        let path = match refresh {
            Some(refresh_token) => {
                body["refresh_token"] = refresh_token.into();
                "token/refresh"
            }
            None => "token/grant",
        };
        let token = match self.request_token(path, &body).await {
            Ok(token) => token,
            // A refresh token can lapse (28 days); a new grant always works.
            Err(_) if path == "token/refresh" => {
                body.as_object_mut().map(|b| b.remove("refresh_token"));
                self.request_token("token/grant", &body).await?
            }
            Err(error) => return Err(error),
        };
        let id_token = token.id_token.clone();
        *cached = Some(token);
        Ok(id_token)
    }

    async fn request_token(
        &self,
        path: &str,
        body: &serde_json::Value,
    ) -> Result<Token, BkashError> {
        let reply: TokenReply = self
            .http
            .post(self.url(path))
            .header("username", &self.username)
            .header("password", &self.password)
            .header("Accept", "application/json")
            .json(body)
            .send()
            .await?
            .json()
            .await?;
        let Some(id_token) = reply.id_token.filter(|token| !token.is_empty()) else {
            return Err(BkashError::Refused(format!(
                "{}: {}",
                reply.status_code.unwrap_or_default(),
                reply.status_message.unwrap_or_default()
            )));
        };
        // bKash sends expires_in as a number, some versions as a string; an hour by default.
        let seconds = reply
            .expires_in
            .and_then(|value| value.as_u64().or_else(|| value.as_str()?.parse().ok()))
            .unwrap_or(3600);
        Ok(Token {
            id_token,
            refresh_token: reply.refresh_token,
            expires_at: Instant::now() + Duration::from_secs(seconds).saturating_sub(TOKEN_MARGIN),
        })
    }

    async fn call(&self, path: &str, body: serde_json::Value) -> Result<Payment, BkashError> {
        let id_token = self.id_token().await?;
        let payment: Payment = self
            .http
            .post(self.url(path))
            .header("Authorization", id_token)
            .header("X-APP-Key", &self.app_key)
            .header("Accept", "application/json")
            .json(&body)
            .send()
            .await?
            .json()
            .await?;
        match payment.refusal() {
            Some(why) => Err(BkashError::Refused(why)),
            None => Ok(payment),
        }
    }

    /// Creates a payment of the order's stored total; bKash's page is its `bkashURL`.
    pub async fn create(
        &self,
        amount_poisha: i64,
        invoice_number: &str,
        payer_reference: &str,
        callback_url: &str,
    ) -> Result<Payment, BkashError> {
        let body = json!({
            "mode": "0011",
            "payerReference": payer_reference,
            "callbackURL": callback_url,
            "amount": taka_text(amount_poisha),
            "currency": "BDT",
            "intent": "sale",
            "merchantInvoiceNumber": invoice_number,
        });
        let payment = self.call("create", body).await?;
        if payment.payment_id.is_empty() || payment.bkash_url.is_none() {
            return Err(BkashError::Refused("no paymentID or bkashURL".into()));
        }
        Ok(payment)
    }

    /// Executes a payment the buyer authorised on bKash's page.
    pub async fn execute(&self, payment_id: &str) -> Result<Payment, BkashError> {
        self.call("execute", json!({ "paymentID": payment_id }))
            .await
    }

    /// Where a payment stands, for when execute did not answer.
    pub async fn query(&self, payment_id: &str) -> Result<Payment, BkashError> {
        self.call("payment/status", json!({ "paymentID": payment_id }))
            .await
    }
}

#[async_trait]
impl PaymentProvider for Bkash {
    fn method(&self) -> PaymentMethod {
        PaymentMethod::Bkash
    }

    async fn refund(&self, payment: &Taken) -> anyhow::Result<()> {
        let trx_id = payment
            .provider_transaction
            .as_deref()
            .ok_or_else(|| anyhow::anyhow!("no trxID on record"))?;
        let body = json!({
            "paymentID": payment.reference,
            "amount": taka_text(payment.amount_poisha),
            "trxID": trx_id,
            "sku": "order",
            "reason": "Order cancelled",
        });
        let refund = self.call("payment/refund", body).await?;
        if refund.transaction_status.as_deref() == Some("Completed") {
            return Ok(());
        }
        anyhow::bail!(
            "bKash did not complete the refund: {:?}",
            refund.transaction_status
        )
    }
}
