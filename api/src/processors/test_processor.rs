//! The built-in test processor: offline, it answers as Stripe's documented test cards do.

use super::provider::{PaymentProvider, ProviderError, Refunded, Taken};
use async_trait::async_trait;
use shared::{Card, Key, PaymentMethod, messages};

/// A refused card, with the sentence to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decline(pub Key);

/// Stripe's test cards (https://docs.stripe.com/testing): 4242… succeeds, 4000 0000 0000 0002
/// is declined, …9995 lacks funds, …0069 has expired, …0127 fails its security code. Any other
/// valid number succeeds. No money moves.
#[derive(Debug, Clone, Copy)]
pub struct TestProcessor;

impl TestProcessor {
    /// Takes the amount from the card; the transaction id, or the decline in the card
    /// network's words.
    pub fn charge(&self, card: &Card, _amount_poisha: i64) -> Result<String, Decline> {
        match card.number() {
            "4000000000000002" => Err(Decline(messages::CARD_DECLINED)),
            "4000000000009995" => Err(Decline(messages::CARD_INSUFFICIENT_FUNDS)),
            "4000000000000069" => Err(Decline(messages::CARD_EXPIRED)),
            "4000000000000127" => Err(Decline(messages::CARD_CVC_INCORRECT)),
            _ => Ok(format!(
                "pi_test_{}",
                &crate::runtime::secrets::random_token()[..24]
            )),
        }
    }
}

#[async_trait]
impl PaymentProvider for TestProcessor {
    fn method(&self) -> PaymentMethod {
        PaymentMethod::TestCard
    }

    async fn refund(&self, _payment: &Taken, _refund_id: &str) -> Result<Refunded, ProviderError> {
        Ok(Refunded::Done(None))
    }
}
