//! The SSLCommerz adapter (API v4): a session for the order's stored total, the buyer sent to
//! SSLCommerz's hosted page (`GatewayPageURL`), and the outcome believed only from the
//! validation API. The IPN's `verify_sign` is checked first, so forged notifications cost no
//! call; the buyer's return to `success_url` is only a hint that triggers the same validation.
//!
//! Fields and rules follow SSLCommerz's own integrations: the session and validation calls of
//! SSLCommerz-PHP (`SslCommerzNotification::makePayment`, `orderValidate`), the IPN hash check
//! of its `SSLCommerz_hash_verify` (md5 over the `verify_key` fields and md5 of the store
//! password, keys sorted), and the WHMCS plugin's IPN handler (`VALID`/`VALIDATED`,
//! `risk_level` 0). Refunds use the refund API of SSLCommerz's v4 integration document
//! (developer.sslcommerz.com, "Initiate the Refund" and "Query the status of refund request"):
//! `merchantTransIDvalidationAPI.php` with `bank_tran_id`, `refund_trans_id` (the merchant's
//! own id, unique per refund, required), `refund_amount` and `refund_remarks`, answered with
//! `APIConnect`, `status` (`success`, `failed`, `processing`) and `refund_ref_id`; then the
//! same address with `refund_ref_id` says `refunded`, `processing` or `cancelled`.
//!
//! A validation that cannot be had (unreachable, a non-2xx, a body that is not SSLCommerz's,
//! a status it does not define) is unknown, never a failure: the payment is checked again.

use super::amount::{poisha_of, taka_text};
use super::provider::{PaymentProvider, ProviderError, Refunded, Refusal, Taken, Verdict};
use async_trait::async_trait;
use md5::{Digest, Md5};
use serde::Deserialize;
use shared::PaymentMethod;
use std::collections::BTreeMap;

pub const SANDBOX_URL: &str = "https://sandbox.sslcommerz.com";
const SESSION_PATH: &str = "/gwprocess/v4/api.php";
const VALIDATION_PATH: &str = "/validator/api/validationserverAPI.php";
const REFUND_PATH: &str = "/validator/api/merchantTransIDvalidationAPI.php";
/// SSLCommerz's `tran_id` holds at most 30 characters.
pub const MAX_TRAN_ID: usize = 30;

pub struct SslCommerz {
    http: reqwest::Client,
    api_url: String,
    store_id: String,
    store_password: String,
}

/// What the shop sends to open a session: the order as stored, the buyer, and where
/// SSLCommerz sends the buyer and its notification afterwards.
pub struct Session<'a> {
    pub tran_id: &'a str,
    pub amount_poisha: i64,
    pub order_id: i64,
    pub order_number: &'a str,
    pub product_name: &'a str,
    pub pieces: u32,
    pub customer_name: &'a str,
    pub customer_email: &'a str,
    pub customer_phone: &'a str,
    pub address: &'a str,
    pub district: &'a str,
    /// The shop's address; the return and IPN paths are added to it.
    pub shop_url: &'a str,
}

/// The validation API's answer, as far as the shop reads it.
#[derive(Debug, Clone, Deserialize)]
pub struct Validation {
    pub status: String,
    #[serde(default)]
    pub tran_id: String,
    #[serde(default)]
    pub val_id: String,
    #[serde(default)]
    pub amount: String,
    #[serde(default)]
    pub currency: String,
    #[serde(default)]
    pub bank_tran_id: String,
    /// `"0"` is safe; `"1"` means SSLCommerz holds the payment for review.
    #[serde(default)]
    pub risk_level: String,
}

impl Validation {
    /// What the validation says of the attempt `tran_id` of `amount_poisha`: paid only when
    /// valid for that transaction, amount and currency with no risk flag. A valid payment that
    /// differs, or that SSLCommerz flags (`risk_level` 1: "hold the service and verify"), was
    /// captured all the same: it is held for the owner, never called a failure.
    pub fn verdict(&self, tran_id: &str, amount_poisha: i64) -> Verdict {
        match self.status.as_str() {
            "VALID" | "VALIDATED" => {}
            "INVALID_TRANSACTION" | "FAILED" | "CANCELLED" | "EXPIRED" | "UNATTEMPTED" => {
                return Verdict::Failed(Refusal {
                    code: self.status.clone(),
                    message: String::new(),
                });
            }
            other => return Verdict::Unknown(format!("validation status {other:?}")),
        }
        if self.tran_id != tran_id {
            // A signed notification naming a val_id of another transaction pays nothing here.
            return Verdict::Failed(Refusal {
                code: "tran_id".into(),
                message: format!("validated for {}", self.tran_id),
            });
        }
        let transaction = self.bank_tran_id.clone();
        let amount_matches = self.currency.eq_ignore_ascii_case("BDT")
            && poisha_of(&self.amount) == Some(amount_poisha);
        let safe = matches!(self.risk_level.as_str(), "" | "0");
        match (amount_matches, safe) {
            (true, true) => Verdict::Paid { transaction },
            (false, _) => Verdict::Held {
                transaction,
                why: format!(
                    "SSLCommerz validated {} {} for an attempt of {}",
                    self.amount,
                    self.currency,
                    taka_text(amount_poisha)
                ),
            },
            (true, false) => Verdict::Held {
                transaction,
                why: format!("SSLCommerz risk_level {}", self.risk_level),
            },
        }
    }
}

#[derive(Deserialize)]
struct SessionReply {
    status: String,
    #[serde(default)]
    failedreason: Option<String>,
    #[serde(rename = "GatewayPageURL", default)]
    gateway_page_url: Option<String>,
}

/// The refund API's answer, to a refund and to a query about one.
#[derive(Deserialize)]
struct RefundReply {
    #[serde(rename = "APIConnect", default)]
    api_connect: String,
    #[serde(default)]
    status: String,
    #[serde(default)]
    refund_ref_id: Option<String>,
    #[serde(rename = "errorReason", default)]
    error_reason: Option<String>,
}

impl RefundReply {
    /// `success`/`refunded` done, `processing` on its way; `failed`/`cancelled` refused;
    /// anything else, or no `APIConnect: DONE`, unknown.
    fn outcome(self, asked_about: Option<&str>) -> Result<Refunded, ProviderError> {
        let reference = self.refund_ref_id.or(asked_about.map(str::to_owned));
        let reason = self.error_reason.unwrap_or_default();
        match (self.api_connect.as_str(), self.status.as_str()) {
            ("DONE", "success" | "refunded") => Ok(Refunded::Done(reference)),
            ("DONE", "processing") => match reference {
                Some(reference) => Ok(Refunded::Processing(reference)),
                None => Err(ProviderError::Unknown(
                    "processing, with no refund_ref_id".into(),
                )),
            },
            ("DONE", "failed" | "cancelled") => Err(ProviderError::refused(self.status, reason)),
            // The store's credentials or the request refused before any refund was looked at.
            ("INVALID_REQUEST" | "FAILED" | "INACTIVE", _) => {
                Err(ProviderError::refused(self.api_connect, reason))
            }
            (connect, status) => Err(ProviderError::Unknown(format!(
                "APIConnect {connect:?}, status {status:?}"
            ))),
        }
    }
}

impl SslCommerz {
    pub fn new(api_url: String, store_id: String, store_password: String) -> Self {
        let http = super::provider_client();
        Self {
            http,
            api_url: api_url.trim_end_matches('/').to_owned(),
            store_id,
            store_password,
        }
    }

    /// Opens a payment session; the hosted page to send the buyer to.
    pub async fn start_session(&self, session: &Session<'_>) -> Result<String, ProviderError> {
        let shop = session.shop_url.trim_end_matches('/');
        let back = |outcome: &str| format!("{shop}/api/sslcommerz/return/{outcome}");
        let amount = taka_text(session.amount_poisha);
        let form: Vec<(&str, String)> = vec![
            ("store_id", self.store_id.clone()),
            ("store_passwd", self.store_password.clone()),
            ("total_amount", amount),
            ("currency", "BDT".into()),
            ("tran_id", session.tran_id.into()),
            ("success_url", back("success")),
            ("fail_url", back("fail")),
            ("cancel_url", back("cancel")),
            ("ipn_url", format!("{shop}/api/sslcommerz/ipn")),
            ("cus_name", session.customer_name.into()),
            ("cus_email", session.customer_email.into()),
            ("cus_phone", session.customer_phone.into()),
            ("cus_add1", session.address.into()),
            ("cus_city", session.district.into()),
            ("cus_country", "Bangladesh".into()),
            // The parcel goes by courier to the order's delivery address.
            ("shipping_method", "Courier".into()),
            ("num_of_item", session.pieces.to_string()),
            ("ship_name", session.customer_name.into()),
            ("ship_add1", session.address.into()),
            ("ship_city", session.district.into()),
            ("ship_country", "Bangladesh".into()),
            ("product_name", session.product_name.into()),
            ("product_category", "Tools".into()),
            ("product_profile", "physical-goods".into()),
            // Passed back untouched in the IPN and the validation: the shop's own ids.
            ("value_a", session.order_id.to_string()),
            ("value_b", session.order_number.into()),
        ];
        let reply: SessionReply = self
            .http
            .post(format!("{}{SESSION_PATH}", self.api_url))
            .form(&form)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?;
        match (reply.status.as_str(), reply.gateway_page_url) {
            ("SUCCESS", Some(url)) if !url.is_empty() => Ok(url),
            _ => Err(ProviderError::refused(
                reply.status,
                reply.failedreason.unwrap_or_default(),
            )),
        }
    }

    /// Asks the validation API about a `val_id` from an IPN or a return.
    pub async fn validate(&self, val_id: &str) -> Result<Validation, ProviderError> {
        self.get(VALIDATION_PATH, &[("val_id", val_id)]).await
    }

    /// A GET of one of SSLCommerz's validation or refund APIs with `query` and the store's
    /// credentials, read as JSON.
    async fn get<T: serde::de::DeserializeOwned>(
        &self,
        path: &str,
        query: &[(&str, &str)],
    ) -> Result<T, ProviderError> {
        let store: [(&str, &str); 4] = [
            ("store_id", &self.store_id),
            ("store_passwd", &self.store_password),
            ("v", "1"),
            ("format", "json"),
        ];
        Ok(self
            .http
            .get(format!("{}{path}", self.api_url))
            .query(query)
            .query(&store)
            .send()
            .await?
            .error_for_status()?
            .json()
            .await?)
    }

    /// What SSLCommerz says of the attempt `tran_id` of `amount_poisha`, paid with `val_id`.
    #[tracing::instrument(skip(self, val_id))]
    pub async fn settle(&self, val_id: &str, tran_id: &str, amount_poisha: i64) -> Verdict {
        match self.validate(val_id).await {
            Ok(validation) => validation.verdict(tran_id, amount_poisha),
            Err(error) => Verdict::Unknown(error.to_string()),
        }
    }

    /// The refund API, with `query` and the store's credentials.
    async fn refund_api(&self, query: &[(&str, &str)]) -> Result<RefundReply, ProviderError> {
        self.get(REFUND_PATH, query).await
    }

    /// Whether an IPN (or a return) carries SSLCommerz's signature for this store: md5 of
    /// `key=value&…` over the fields `verify_key` names plus `store_passwd` = md5(password),
    /// sorted by key, equal to `verify_sign`.
    pub fn signed(&self, fields: &BTreeMap<String, String>) -> bool {
        let (Some(sign), Some(keys)) = (fields.get("verify_sign"), fields.get("verify_key")) else {
            return false;
        };
        // A notification names a few dozen fields; far more is not SSLCommerz.
        if keys.len() > 2048 {
            return false;
        }
        let mut signed: BTreeMap<&str, &str> = BTreeMap::new();
        for key in keys.split(',') {
            if let Some(value) = fields.get(key) {
                signed.insert(key, value);
            }
        }
        let password_hash = md5_hex(self.store_password.as_bytes());
        signed.insert("store_passwd", &password_hash);
        let text: Vec<String> = signed
            .iter()
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
        let expected = md5_hex(text.join("&").as_bytes());
        // Both are 32 hex digits; compare without stopping at the first difference.
        expected.len() == sign.len()
            && expected
                .bytes()
                .zip(sign.to_ascii_lowercase().bytes())
                .fold(0, |diff, (a, b)| diff | (a ^ b))
                == 0
    }
}

pub fn md5_hex(bytes: &[u8]) -> String {
    hex::encode(Md5::digest(bytes))
}

#[async_trait]
impl PaymentProvider for SslCommerz {
    fn method(&self) -> PaymentMethod {
        PaymentMethod::Sslcommerz
    }

    async fn refund(&self, payment: &Taken, refund_id: &str) -> Result<Refunded, ProviderError> {
        let bank_tran_id = payment
            .provider_transaction
            .as_deref()
            .ok_or_else(|| ProviderError::refused("", "no bank_tran_id on record"))?;
        let amount = taka_text(payment.amount_poisha);
        let query = [
            ("bank_tran_id", bank_tran_id),
            ("refund_trans_id", refund_id),
            ("refund_amount", &amount),
            ("refund_remarks", "Order cancelled"),
        ];
        self.refund_api(&query).await?.outcome(None)
    }

    async fn refund_status(&self, provider_reference: &str) -> Result<Refunded, ProviderError> {
        let query = [("refund_ref_id", provider_reference)];
        self.refund_api(&query)
            .await?
            .outcome(Some(provider_reference))
    }
}
