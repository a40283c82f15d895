//! Card payments. Two processors take cards in two ways: the built-in test processor (the
//! default, offline) charges a card the shop's own form sends to the server; Stripe takes the
//! card in the browser, and the server only creates the PaymentIntent and checks its outcome.
//! Whichever took a payment gives it back through [`PaymentProvider::refund`].

mod ledger;
mod provider;
pub mod stripe_client;
mod test_processor;

use std::sync::Arc;

pub use ledger::{Attempt, Confirmed, check_attempts, record_attempt, record_success, refund};
pub use provider::PaymentProvider;
pub use stripe_client::Stripe;
pub use test_processor::{Decline, TestProcessor};

/// The processor this shop takes cards with.
#[derive(Clone)]
pub enum Payments {
    Test(TestProcessor),
    Stripe(Arc<Stripe>),
}

impl Payments {
    pub fn provider(&self) -> &dyn PaymentProvider {
        match self {
            Payments::Test(processor) => processor,
            Payments::Stripe(stripe) => stripe.as_ref(),
        }
    }
}
