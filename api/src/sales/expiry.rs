//! Unpaid orders do not hold stock for ever: an order still unpaid after the configured time
//! (48 hours by default; 7 days for one awaiting a bank transfer, which takes a few working
//! days) is cancelled and its pieces go back on sale. An order to be paid in cash on delivery
//! expires the same way until the shop confirms it with its buyer (by phone); once confirmed,
//! it waits for the courier, not the clock. An order whose payment the shop is still checking
//! with its provider, or holds for the owner, is never cancelled for being unpaid: the money
//! may have moved. An order that waited for its company's approval counts its time from the
//! approval; one still waiting counts it from its placing, so an approver who never answers
//! does not hold the stock.

use super::stock;
use crate::error::Result;
use crate::payments::ledger;
use crate::runtime::config::Config;
use crate::store::db::{self, Writer};
use crate::store::listing_cache::ListingCache;
use std::sync::Arc;
use std::time::Duration;

/// How long an unpaid order keeps its stock.
#[derive(Debug, Clone, Copy)]
pub struct Lifetimes {
    pub unpaid: Duration,
    /// For an order whose buyer chose to pay by bank transfer.
    pub awaiting_transfer: Duration,
}

impl Lifetimes {
    /// As the shop is configured.
    pub fn of(config: &Config) -> Self {
        Lifetimes {
            unpaid: config.unpaid_order_ttl,
            awaiting_transfer: config.bank_transfer_ttl,
        }
    }
}

/// Cancels every unpaid order past its lifetime and returns its stock, in one transaction;
/// the number of orders cancelled. Confirmed cash-on-delivery orders, orders that have
/// shipped, and orders with a payment being checked or held are never cancelled here.
pub async fn cancel_stale_unpaid(writer: &Writer, lifetimes: Lifetimes) -> Result<u64> {
    let now = db::now_ms();
    let before = |age: Duration| now - i64::try_from(age.as_millis()).unwrap_or(i64::MAX);
    let mut tx = writer.begin().await?;
    let cancelled: Vec<i64> = sqlx::query_scalar(&format!(
        "UPDATE orders SET cancelled_at = $1
         WHERE is_paid = FALSE AND cancelled_at IS NULL AND shipped_at IS NULL
           AND CASE payment_method
                 WHEN 'cod' THEN confirmed_at IS NULL AND created_at < $2
                 WHEN 'bank-transfer' THEN created_at < $3
                 ELSE COALESCE(approved_at, created_at) < $2
               END
           AND NOT {}
         RETURNING id",
        ledger::HAS_UNSETTLED
    ))
    .bind(now)
    .bind(before(lifetimes.unpaid))
    .bind(before(lifetimes.awaiting_transfer))
    .fetch_all(&mut *tx)
    .await?;
    for &order_id in &cancelled {
        stock::release(&mut tx, order_id).await?;
    }
    tx.commit().await?;
    Ok(cancelled.len() as u64)
}

/// Sweeps now and then every few minutes, for as long as the shop runs.
pub fn spawn_sweeper(writer: Writer, listing: Arc<ListingCache>, lifetimes: Lifetimes) {
    crate::runtime::periodic::in_leader(
        crate::runtime::periodic::EVERY,
        writer.leadership(),
        move || {
            let (writer, listing) = (writer.clone(), listing.clone());
            async move {
                match cancel_stale_unpaid(&writer, lifetimes).await {
                    Ok(0) => {}
                    Ok(count) => {
                        listing.invalidate();
                        tracing::info!(count, "cancelled unpaid orders past their time");
                    }
                    Err(error) => tracing::error!(error = ?error, "sweeping unpaid orders"),
                }
            }
        },
    );
}
