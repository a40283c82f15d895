//! Unpaid orders do not hold stock for ever: an order still unpaid after the configured time
//! (48 hours by default) is cancelled and its pieces go back on sale.

use super::stock;
use crate::db::{self, Writer};
use crate::error::Result;
use crate::listing_cache::ListingCache;
use std::sync::Arc;
use std::time::Duration;

/// Cancels every unpaid order placed more than `max_age` ago and returns its stock, in one
/// transaction; the number of orders cancelled.
pub async fn cancel_stale_unpaid(writer: &Writer, max_age: Duration) -> Result<u64> {
    let now = db::now_ms();
    let cutoff = now - i64::try_from(max_age.as_millis()).unwrap_or(i64::MAX);
    let mut tx = writer.begin().await?;
    let cancelled: Vec<i64> = sqlx::query_scalar(
        "UPDATE orders SET cancelled_at = ?
         WHERE is_paid = 0 AND cancelled_at IS NULL AND created_at < ?
         RETURNING id",
    )
    .bind(now)
    .bind(cutoff)
    .fetch_all(&mut *tx)
    .await?;
    for &order_id in &cancelled {
        stock::release(&mut tx, order_id).await?;
    }
    tx.commit().await?;
    Ok(cancelled.len() as u64)
}

/// Sweeps now and then every few minutes, for as long as the shop runs.
pub fn spawn_sweeper(writer: Writer, listing: Arc<ListingCache>, max_age: Duration) {
    crate::periodic::every(crate::periodic::EVERY, move || {
        let (writer, listing) = (writer.clone(), listing.clone());
        async move {
            match cancel_stale_unpaid(&writer, max_age).await {
                Ok(0) => {}
                Ok(count) => {
                    listing.invalidate();
                    tracing::info!(count, "cancelled unpaid orders past their time");
                }
                Err(error) => tracing::error!(error = ?error, "sweeping unpaid orders"),
            }
        }
    });
}
