//! Paying for an order. The amount is always the order's stored total, never a figure from the
//! client; an order is marked paid only on a payment the processor confirmed, and only once
//! (`sales::mark_paid`).
//!
//! - `POST /api/payments/confirm` — the shop's card form (built-in test processor)
//! - `POST /api/create-payment-intent`, `POST /api/payments/stripe/confirm`,
//!   `POST /api/stripe/webhook` — Stripe

mod card;
mod stripe;

use crate::state::ApiRouter;

pub fn router() -> ApiRouter {
    card::router().merge(stripe::router())
}
