//! What every processor can do once a payment exists.

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

#[async_trait]
pub trait PaymentProvider: Send + Sync {
    /// The method it takes payments for, as the `payments` table records it.
    fn method(&self) -> PaymentMethod;
    /// Gives a captured payment back in full.
    async fn refund(&self, payment: &Taken) -> anyhow::Result<()>;
}
