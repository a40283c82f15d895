//! The bKash tokenized checkout adapter (v1.2.0-beta): a grant token kept until it expires and
//! then refreshed, a payment created for the order's stored total, the buyer sent to
//! `bkashURL`, and on the callback the payment executed and, whenever execute gives no proof,
//! its status queried. Only `transactionStatus: Completed` for the order's amount pays it.
//!
//! Headers and bodies follow bKash's own WooCommerce plugin (bKash-developer/
//! bKash-for-woocommerce, `includes/classes/ApiComm.php`) and the tokenized checkout reference:
//! `username`/`password` headers on the grant, then `Authorization: {id_token}` (no `Bearer`)
//! and `X-APP-Key` on every call; `statusCode` `"0000"` means success, anything else carries
//! `statusMessage` (older answers: `errorCode`/`errorMessage`). The plugin's rules for an
//! unclear answer are kept: any execute answer that is not HTTP 200, or carries `message`
//! (AWS's gateway in front of bKash: `{"message": "Service Unavailable"}`, `{"message": "The
//! incoming token has expired"}`), is followed by a status query, never by a failure; a 401
//! gets a new token.

use super::amount::{poisha_of, taka_text};
use super::provider::{PaymentProvider, ProviderError, Refunded, Refusal, Taken, Verdict};
use async_trait::async_trait;
use reqwest::StatusCode;
use serde::Deserialize;
use serde_json::json;
use shared::PaymentMethod;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

pub const SANDBOX_URL: &str = "https://tokenized.sandbox.bka.sh/v1.2.0-beta";
/// A token is renewed this long before bKash says it expires.
const TOKEN_MARGIN: Duration = Duration::from_secs(60);
/// `merchantInvoiceNumber` holds at most this many characters (the tokenized checkout
/// reference gives 255; the shop's are far shorter).
pub const MAX_INVOICE_NUMBER: usize = 255;

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

/// bKash's answer to create, execute, query and refund, as far as the shop reads it.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Payment {
    #[serde(rename = "paymentID", default)]
    pub payment_id: String,
    #[serde(rename = "bkashURL", default)]
    pub bkash_url: Option<String>,
    #[serde(rename = "trxID", default)]
    pub trx_id: Option<String>,
    #[serde(rename = "refundTrxID", default)]
    pub refund_trx_id: Option<String>,
    #[serde(default)]
    pub transaction_status: Option<String>,
    #[serde(default)]
    pub amount: Option<String>,
    #[serde(default)]
    pub currency: Option<String>,
    #[serde(default)]
    pub status_code: Option<String>,
    #[serde(default)]
    pub status_message: Option<String>,
    #[serde(default)]
    pub error_code: Option<String>,
    #[serde(default)]
    pub error_message: Option<String>,
}

/// The statuses after which a payment can no longer complete.
const FINAL_UNPAID: [&str; 3] = ["Failed", "Cancelled", "Expired"];

impl Payment {
    fn completed(&self) -> bool {
        self.transaction_status.as_deref() == Some("Completed")
            && self.trx_id.as_deref().is_some_and(|id| !id.is_empty())
    }

    /// What a payment bKash describes means for an attempt of `amount_poisha`; `None` while
    /// it has not completed (it may yet, or may never: the caller decides which).
    fn verdict(&self, amount_poisha: i64) -> Option<Verdict> {
        if !self.completed() {
            return None;
        }
        let transaction = self.trx_id.clone().unwrap_or_default();
        let in_taka = self.currency.as_deref().is_none_or(|c| c == "BDT");
        let amount = self.amount.as_deref().and_then(poisha_of);
        if in_taka && amount == Some(amount_poisha) {
            return Some(Verdict::Paid { transaction });
        }
        let why = format!(
            "bKash completed {} {} for an attempt of {}",
            self.amount.as_deref().unwrap_or("?"),
            self.currency.as_deref().unwrap_or("BDT"),
            taka_text(amount_poisha)
        );
        Some(Verdict::Held { transaction, why })
    }

    /// bKash's refusal, if this answer is one.
    fn refusal(&self) -> Option<Refusal> {
        if let Some(code) = self.error_code.as_deref() {
            let message = self.error_message.clone().unwrap_or_default();
            return Some(Refusal {
                code: code.to_owned(),
                message,
            });
        }
        match self.status_code.as_deref() {
            Some("0000") | None => None,
            Some(code) => Some(Refusal {
                code: code.to_owned(),
                message: self.status_message.clone().unwrap_or_default(),
            }),
        }
    }
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

/// An answer as it came: its status and body.
struct Answer {
    status: StatusCode,
    body: String,
}

impl Answer {
    /// The answer as bKash's, or why it is not a clear one.
    fn read<T: serde::de::DeserializeOwned>(&self) -> Result<T, ProviderError> {
        let value: serde_json::Value = serde_json::from_str(&self.body).map_err(|_| {
            ProviderError::Unknown(format!("HTTP {}: not JSON", self.status.as_u16()))
        })?;
        // AWS's API gateway in front of bKash, not bKash: it says nothing of the payment.
        if let Some(message) = value.get("message") {
            return Err(ProviderError::Unknown(format!(
                "HTTP {}: {message}",
                self.status.as_u16()
            )));
        }
        if !self.status.is_success() {
            return Err(ProviderError::Unknown(format!(
                "HTTP {}",
                self.status.as_u16()
            )));
        }
        serde_json::from_value(value)
            .map_err(|_| ProviderError::Unknown("not in bKash's format".into()))
    }
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

    /// A live id token: the cached one while its clock runs, else a refreshed or new one.
    /// `rejected` is a token bKash has just refused (expired or revoked early): it is renewed
    /// unless another call renewed it meanwhile.
    async fn id_token(&self, rejected: Option<&str>) -> Result<String, ProviderError> {
        let mut cached = self.token.lock().await;
        if let Some(token) = cached.as_ref().filter(|token| {
            Instant::now() < token.expires_at && Some(token.id_token.as_str()) != rejected
        }) {
            return Ok(token.id_token.clone());
        }
        let mut body = json!({ "app_key": self.app_key, "app_secret": self.app_secret });
        let refreshed = match cached.as_ref().and_then(|t| t.refresh_token.clone()) {
            Some(refresh_token) => {
                body["refresh_token"] = refresh_token.into();
                self.request_token("token/refresh", &body).await.ok()
            }
            None => None,
        };
        // A refresh token can lapse (28 days) or be revoked; a new grant always works.
        let token = match refreshed {
            Some(token) => token,
            None => {
                body.as_object_mut().map(|b| b.remove("refresh_token"));
                self.request_token("token/grant", &body).await?
            }
        };
        let id_token = token.id_token.clone();
        *cached = Some(token);
        Ok(id_token)
    }

    async fn request_token(
        &self,
        path: &str,
        body: &serde_json::Value,
    ) -> Result<Token, ProviderError> {
        let response = self
            .http
            .post(self.url(path))
            .header("username", &self.username)
            .header("password", &self.password)
            .header("Accept", "application/json")
            .json(body)
            .send()
            .await?;
        let answer = Answer {
            status: response.status(),
            body: response.text().await?,
        };
        let reply: TokenReply = answer.read()?;
        let Some(id_token) = reply.id_token.filter(|token| !token.is_empty()) else {
            return Err(ProviderError::refused(
                reply.status_code.unwrap_or_default(),
                reply.status_message.unwrap_or_default(),
            ));
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

    async fn post(
        &self,
        path: &str,
        body: &serde_json::Value,
        id_token: &str,
    ) -> Result<Answer, ProviderError> {
        let response = self
            .http
            .post(self.url(path))
            .header("Authorization", id_token)
            .header("X-APP-Key", &self.app_key)
            .header("Accept", "application/json")
            .json(body)
            .send()
            .await?;
        Ok(Answer {
            status: response.status(),
            body: response.text().await?,
        })
    }

    /// One call with a live token; a 401 (a token expired or revoked before its clock said)
    /// gets a new token and one more try, as bKash's plugin does.
    async fn call(&self, path: &str, body: serde_json::Value) -> Result<Payment, ProviderError> {
        let id_token = self.id_token(None).await?;
        let mut answer = self.post(path, &body, &id_token).await?;
        if answer.status == StatusCode::UNAUTHORIZED {
            let renewed = self.id_token(Some(&id_token)).await?;
            answer = self.post(path, &body, &renewed).await?;
        }
        let payment: Payment = answer.read()?;
        if let Some(refusal) = payment.refusal() {
            return Err(ProviderError::Refused(refusal));
        }
        if payment.status_code.is_none() && payment.transaction_status.is_none() {
            return Err(ProviderError::Unknown("not in bKash's format".into()));
        }
        Ok(payment)
    }

    /// Creates a payment of the order's stored total; bKash's page is its `bkashURL`.
    /// `invoice_number` is new for every attempt: bKash refuses one it has seen (2029).
    pub async fn create(
        &self,
        amount_poisha: i64,
        invoice_number: &str,
        payer_reference: &str,
        callback_url: &str,
    ) -> Result<Payment, ProviderError> {
        debug_assert!(invoice_number.len() <= MAX_INVOICE_NUMBER);
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
            return Err(ProviderError::Unknown("no paymentID or bkashURL".into()));
        }
        Ok(payment)
    }

    /// Executes a payment the buyer authorised on bKash's page.
    pub async fn execute(&self, payment_id: &str) -> Result<Payment, ProviderError> {
        self.call("execute", json!({ "paymentID": payment_id }))
            .await
    }

    /// Where a payment stands.
    pub async fn query(&self, payment_id: &str) -> Result<Payment, ProviderError> {
        self.call("payment/status", json!({ "paymentID": payment_id }))
            .await
    }

    /// Executes a payment the buyer approved and says what bKash did with it. Execute's answer
    /// proves it only when it is a completion; anything else (a refusal included: "already
    /// completed" is one) is checked with a status query, which decides: completed (paid, or
    /// held when the amount differs), no longer payable or refused at execute (failed, with
    /// execute's reason when it gave one), or still open after an execute that got no answer,
    /// or no answer at all (unknown: asked again later, never failed).
    #[tracing::instrument(skip(self))]
    pub async fn settle(&self, payment_id: &str, amount_poisha: i64) -> Verdict {
        let refused = match self.execute(payment_id).await {
            Ok(payment) => match payment.verdict(amount_poisha) {
                Some(verdict) => return verdict,
                None => None,
            },
            Err(ProviderError::Refused(refusal)) => Some(refusal),
            Err(ProviderError::Unknown(why)) => {
                tracing::warn!(
                    payment_id,
                    why,
                    "bKash execute gave no clear answer; querying"
                );
                None
            }
        };
        let status = match self.query(payment_id).await {
            Ok(payment) => payment,
            Err(error) => return Verdict::Unknown(error.to_string()),
        };
        if let Some(verdict) = status.verdict(amount_poisha) {
            return verdict;
        }
        let standing = status.transaction_status.unwrap_or_default();
        match refused {
            Some(refusal) => Verdict::Failed(refusal),
            None if FINAL_UNPAID.contains(&standing.as_str()) => Verdict::Failed(Refusal {
                code: standing,
                message: String::new(),
            }),
            None => Verdict::Unknown(format!("transactionStatus {standing}")),
        }
    }
}

#[async_trait]
impl PaymentProvider for Bkash {
    fn method(&self) -> PaymentMethod {
        PaymentMethod::Bkash
    }

    async fn refund(&self, payment: &Taken, _refund_id: &str) -> Result<Refunded, ProviderError> {
        let trx_id = payment
            .provider_transaction
            .as_deref()
            .ok_or_else(|| ProviderError::refused("", "no trxID on record"))?;
        let body = json!({
            "paymentID": payment.reference,
            "amount": taka_text(payment.amount_poisha),
            "trxID": trx_id,
            "sku": "order",
            "reason": "Order cancelled",
        });
        let refund = self.call("payment/refund", body).await?;
        match refund.transaction_status.as_deref() {
            Some("Completed") => Ok(Refunded::Done(refund.refund_trx_id)),
            other => Err(ProviderError::Unknown(format!(
                "refund transactionStatus {other:?}"
            ))),
        }
    }
}
