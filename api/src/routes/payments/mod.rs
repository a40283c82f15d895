//! Paying for an order. The amount is always the order's stored total, never a figure from the
//! client; an order is marked paid only on a payment the processor confirmed, and only once
//! (`sales::mark_paid`).
//!
//! - `GET /api/orders/{id}/payment-methods`, `POST /api/payments/start` — choosing a method;
//!   cash on delivery and bank transfer are settled there
//! - `POST /api/payments/confirm` — the shop's card form (built-in test processor)
//! - `POST /api/create-payment-intent`, `POST /api/payments/stripe/confirm`,
//!   `POST /api/stripe/webhook` — Stripe
//! - `POST /api/sslcommerz/ipn`, `POST /api/sslcommerz/return/{outcome}` — SSLCommerz
//! - `GET /api/bkash/callback` — bKash
//! - `POST /api/payments/{id}/accept`, `…/refund`, `…/refunded` — the owner's decision on a
//!   payment held (another amount, a risk flag, a second payment)

mod bkash;
mod card;
mod holds;
mod sslcommerz;
mod start;
mod stripe;

use crate::runtime::state::ApiRouter;

pub fn router() -> ApiRouter {
    card::router()
        .merge(stripe::router())
        .merge(start::router())
        .merge(sslcommerz::router())
        .merge(bkash::router())
        .merge(holds::router())
}
