//! Each district's default courier: what Manage Orders preselects for an order going there.

use crate::error::{AppError, Result};
use crate::runtime::state::AppState;
use crate::store::db::Pool;
use shared::courier::{Courier, CourierDefaults, DistrictCourier};
use shared::messages;

/// Every district's default, by district.
pub async fn read(db: &Pool) -> Result<CourierDefaults> {
    let rows: Vec<(String, String)> =
        sqlx::query_as("SELECT district, courier FROM courier_defaults ORDER BY district")
            .fetch_all(db)
            .await?;
    Ok(CourierDefaults {
        defaults: rows
            .into_iter()
            .filter_map(|(district, courier)| {
                Some(DistrictCourier {
                    district,
                    courier: Courier::from_id(&courier)?,
                })
            })
            .collect(),
    })
}

/// Replaces every default at once; a courier the shop is not set up for is refused.
pub async fn replace(state: &AppState, defaults: CourierDefaults) -> Result<CourierDefaults> {
    let defaults = defaults.parse()?;
    let offered = state.couriers.offered();
    if defaults
        .defaults
        .iter()
        .any(|default| !offered.contains(&default.courier))
    {
        return Err(AppError::conflict(messages::COURIER_NOT_SET_UP));
    }
    let mut tx = state.writer.begin().await?;
    sqlx::query("DELETE FROM courier_defaults")
        .execute(&mut *tx)
        .await?;
    for default in &defaults.defaults {
        sqlx::query("INSERT INTO courier_defaults (district, courier) VALUES ($1, $2)")
            .bind(&default.district)
            .bind(default.courier.id())
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(defaults)
}
