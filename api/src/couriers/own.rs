//! The shop's own rider (or a walk-in pickup): no API, no webhooks. Its parcel moves with the
//! admins' Ship and Deliver steps (`sales::advance`), which tell it here.

use crate::error::Result;
use crate::store::db;
use shared::courier::ParcelStatus;

/// Moves the order's own-delivery parcel, if it has one, to `status`.
pub async fn follow(
    tx: &mut db::WriteTx,
    order_id: i64,
    status: ParcelStatus,
    at: i64,
) -> Result<()> {
    sqlx::query(
        "UPDATE parcels SET status = $1, status_at = $2
         WHERE order_id = $3 AND courier = 'own' AND dropped_at IS NULL",
    )
    .bind(status.id())
    .bind(at)
    .bind(order_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
