//! Price breaks as stored: one row per break, in `tool_price_tiers`.

use crate::error::{AppError, Result};
use crate::store::db::{Connection, Writer};
use shared::PriceTier;

/// Replaces a tool's breaks with `tiers` (already checked against its price), together.
pub async fn set_tiers(writer: &Writer, tool_id: i64, tiers: &[PriceTier]) -> Result<()> {
    let mut tx = writer.begin().await?;
    let exists: Option<i64> = sqlx::query_scalar("SELECT id FROM tools WHERE id = $1")
        .bind(tool_id)
        .fetch_optional(&mut *tx)
        .await?;
    if exists.is_none() {
        return Err(AppError::not_found(shared::messages::THING_TOOL));
    }
    replace_tiers(&mut tx, tool_id, tiers).await?;
    tx.commit().await?;
    Ok(())
}

/// Replaces tool `tool_id`'s breaks with `tiers` in the caller's transaction.
pub async fn replace_tiers(
    tx: &mut Connection,
    tool_id: i64,
    tiers: &[PriceTier],
) -> sqlx::Result<()> {
    sqlx::query("DELETE FROM tool_price_tiers WHERE tool_id = $1")
        .bind(tool_id)
        .execute(&mut *tx)
        .await?;
    for tier in tiers {
        sqlx::query(
            "INSERT INTO tool_price_tiers (tool_id, min_quantity, unit_price_poisha) VALUES ($1, $2, $3)",
        )
        .bind(tool_id)
        .bind(i64::from(tier.min_quantity))
        .bind(tier.unit_price.poisha())
        .execute(&mut *tx)
        .await?;
    }
    Ok(())
}
