//! Taking money. Cards go through one of two processors: the built-in test processor (the
//! default, offline) charges a card the shop's own form sends to the server; Stripe takes the
//! card in the browser, and the server only creates the PaymentIntent and checks its outcome.
//! SSLCommerz and bKash send the buyer to their own pages and back; cash on delivery and bank
//! transfers are recorded by an admin. Whichever took a payment gives it back
//! ([`PaymentProvider::refund`]); cash and transfers are refunded by hand.

pub mod amount;
pub mod bkash;
mod provider;
pub mod sslcommerz;
pub mod stripe_client;
mod test_processor;

use crate::http::middleware::language::say;
use std::sync::Arc;

pub use bkash::Bkash;
pub use provider::{
    PaymentProvider, ProviderError, Refunded, Refusal, Taken, Verdict, without_query,
};
use shared::replies::{BankAccount, PaymentMethodConfig, PaymentOption};
use shared::{Money, PaymentMethod, payment};
pub use sslcommerz::SslCommerz;
pub use stripe_client::Stripe;
pub use test_processor::{Decline, TestProcessor};

/// The HTTP client every processor calls its provider with: a provider that has not answered
/// in 30 seconds is treated as unreachable (nothing is marked paid on a missing answer).
fn provider_client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .build()
        .unwrap_or_default()
}

/// The processor this shop takes cards with.
#[derive(Clone)]
pub enum CardProcessor {
    Test(TestProcessor),
    Stripe(Arc<Stripe>),
}

/// Every way this shop takes money, as configured.
#[derive(Clone)]
pub struct Payments {
    /// Stripe, or on a demo shop the test processor; `None` takes no cards.
    pub card: Option<CardProcessor>,
    pub sslcommerz: Option<Arc<SslCommerz>>,
    pub bkash: Option<Arc<Bkash>>,
    /// Cash on delivery, up to this much owed by one buyer at once (open orders together).
    pub cod_max: Option<Money>,
    /// The account bank transfers go to.
    pub bank_account: Option<BankAccount>,
}

impl Payments {
    /// Cards through the test processor only: what a test needs when nothing else matters.
    pub fn card_only(card: CardProcessor) -> Self {
        Self {
            card: Some(card),
            sslcommerz: None,
            bkash: None,
            cod_max: None,
            bank_account: None,
        }
    }

    /// The methods this shop takes, in the order the payment page offers them: the gateways
    /// most buyers use first, then cards, cash and transfers.
    pub fn offered(&self) -> Vec<PaymentMethodConfig> {
        let card = self.card.as_ref().map(|card| match card {
            CardProcessor::Test(_) => PaymentMethod::TestCard,
            CardProcessor::Stripe(_) => PaymentMethod::Stripe,
        });
        let mut methods = Vec::new();
        if self.bkash.is_some() {
            methods.push(PaymentMethod::Bkash);
        }
        if self.sslcommerz.is_some() {
            methods.push(PaymentMethod::Sslcommerz);
        }
        methods.extend(card);
        if self.cod_max.is_some() {
            methods.push(PaymentMethod::Cod);
        }
        if self.bank_account.is_some() {
            methods.push(PaymentMethod::BankTransfer);
        }
        methods
            .into_iter()
            .map(|id| {
                let (min_amount, provider_max) = match id.provider_range() {
                    Some((min, max)) => (Some(min), Some(max)),
                    None => (None, None),
                };
                PaymentMethodConfig {
                    id,
                    max_amount: self.ceiling(id).or(provider_max),
                    min_amount,
                    account: (id == PaymentMethod::BankTransfer)
                        .then(|| self.bank_account.clone())
                        .flatten(),
                }
            })
            .collect()
    }

    /// The shop's own limit on a method, on top of the provider's.
    fn ceiling(&self, method: PaymentMethod) -> Option<Money> {
        (method == PaymentMethod::Cod)
            .then_some(self.cod_max)
            .flatten()
    }

    /// Each method this shop takes, and whether it can take an order of `total` from a buyer
    /// who owes `cod_owed` in other open cash-on-delivery orders.
    pub fn options_for(&self, total: Money, cod_owed: Money) -> Vec<PaymentOption> {
        self.offered()
            .into_iter()
            .map(|offer| PaymentOption {
                id: offer.id,
                refusal: self.refusal(offer.id, total, cod_owed).map(say),
            })
            .collect()
    }

    /// Why `method` cannot take an order of `total` here, or `None` when it can. Cash on
    /// delivery counts what the buyer owes in other open cash-on-delivery orders (`cod_owed`).
    pub fn refusal(
        &self,
        method: PaymentMethod,
        total: Money,
        cod_owed: Money,
    ) -> Option<shared::Text> {
        match (method, self.cod_max) {
            (PaymentMethod::Cod, Some(most)) => payment::cod_refusal(total, cod_owed, most),
            _ => payment::refusal(method, total, self.ceiling(method)),
        }
    }

    /// Whether the shop takes `method` at all.
    pub fn takes(&self, method: PaymentMethod) -> bool {
        self.offered().iter().any(|offer| offer.id == method)
    }

    /// The processor that takes payments of `method`, when it can give money back itself.
    pub fn provider(&self, method: PaymentMethod) -> Option<&dyn PaymentProvider> {
        match (method, &self.card) {
            (PaymentMethod::TestCard, Some(CardProcessor::Test(test))) => Some(test),
            (PaymentMethod::Stripe, Some(CardProcessor::Stripe(stripe))) => Some(stripe.as_ref()),
            (PaymentMethod::Sslcommerz, _) => self
                .sslcommerz
                .as_deref()
                .map(|gateway| gateway as &dyn PaymentProvider),
            (PaymentMethod::Bkash, _) => self
                .bkash
                .as_deref()
                .map(|gateway| gateway as &dyn PaymentProvider),
            _ => None,
        }
    }
}
