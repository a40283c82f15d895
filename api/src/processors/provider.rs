//! What every processor can do once a payment exists.

use async_trait::async_trait;

#[async_trait]
pub trait PaymentProvider: Send + Sync {
    /// The processor's name as the `payments` table records it.
    fn name(&self) -> &'static str;
    /// Gives a captured payment back in full.
    async fn refund(&self, reference: &str) -> anyhow::Result<()>;
}
