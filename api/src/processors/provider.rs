//! What every processor can do once a payment exists, and how a provider's answer is read.

use async_trait::async_trait;
use shared::PaymentMethod;

/// A payment as the ledger keeps it: what a refund needs to name it to its provider.
#[derive(Debug, Clone)]
pub struct Taken {
    /// The shop's handle on it (a PaymentIntent id, an SSLCommerz `tran_id`, a bKash
    /// `paymentID`).
    pub reference: String,
    /// The provider's own transaction id (SSLCommerz's `bank_tran_id`, bKash's `trxID`).
    pub provider_transaction: Option<String>,
    pub amount_poisha: i64,
}

/// A provider's clear refusal, in its own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// Its code (bKash's `statusCode`, SSLCommerz's `status`), or empty.
    pub code: String,
    pub message: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.code.is_empty(), self.message.is_empty()) {
            (true, _) => f.write_str(&self.message),
            (false, true) => f.write_str(&self.code),
            (false, false) => write!(f, "{}: {}", self.code, self.message),
        }
    }
}

/// A provider call that did not succeed.
///
/// Only an answer in the provider's own format that says no is a refusal. Everything else —
/// no answer, a timeout, a non-2xx (AWS's gateway in front of bKash answers 502/503/504 and 401
/// with `{"message": …}`), a body the adapter does not recognise — is *unknown*: the money may
/// have moved, so the shop asks again rather than telling the buyer nothing was charged.
#[derive(Debug, Clone, thiserror::Error)]
pub enum ProviderError {
    #[error("refused: {0}")]
    Refused(Refusal),
    #[error("no clear answer: {0}")]
    Unknown(String),
}

impl ProviderError {
    pub fn refused(code: impl Into<String>, message: impl Into<String>) -> Self {
        ProviderError::Refused(Refusal {
            code: code.into(),
            message: message.into(),
        })
    }
}

impl From<reqwest::Error> for ProviderError {
    fn from(error: reqwest::Error) -> Self {
        ProviderError::Unknown(without_query(error).to_string())
    }
}

/// An HTTP client's error with the query string cut from the address it names: SSLCommerz
/// takes the store password in the query of its validation and refund calls, and an image
/// host its key, and an error's text ends up in the log.
pub fn without_query(mut error: reqwest::Error) -> reqwest::Error {
    if let Some(url) = error.url_mut() {
        url.set_query(None);
    }
    error
}

/// How a refund request ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refunded {
    /// The money is back with the buyer; the provider's reference for the refund, if any.
    Done(Option<String>),
    /// Accepted and on its way (SSLCommerz's `processing`): asked about again until it is done.
    Processing(String),
}

#[async_trait]
pub trait PaymentProvider: Send + Sync {
    /// The method it takes payments for, as the `payments` table records it.
    fn method(&self) -> PaymentMethod;

    /// Gives a captured payment back in full. `refund_id` is the shop's own id for this refund,
    /// unique per refund; a provider that keys refunds by it never refunds twice for one id.
    async fn refund(&self, payment: &Taken, refund_id: &str) -> Result<Refunded, ProviderError>;

    /// Where a refund that was processing stands now, by the provider's reference for it.
    async fn refund_status(&self, provider_reference: &str) -> Result<Refunded, ProviderError> {
        Ok(Refunded::Processing(provider_reference.to_owned()))
    }
}

/// What a provider says about a payment the buyer made on its page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Captured for the attempt's amount: it pays the order. The provider's transaction id.
    Paid { transaction: String },
    /// Captured, but not as the order needs (another amount, SSLCommerz's risk flag): the money
    /// is the buyer's until the owner accepts it or gives it back.
    Held { transaction: String, why: String },
    /// Not captured, and why, in the provider's words.
    Failed(Refusal),
    /// No clear answer yet: asked again later, never reported as a failure.
    Unknown(String),
}
