//! Price breaks as stored: one row per break, in `tool_price_tiers`.

use crate::db::{self, Writer};
use crate::error::{AppError, Result};
use shared::PriceTier;
use sqlx::SqlitePool;
use std::collections::HashMap;

/// The breaks of the given tools, by rising quantity; a tool without breaks has no entry.
pub async fn tiers_of(db: &SqlitePool, ids: &[i64]) -> Result<HashMap<i64, Vec<PriceTier>>> {
    let mut by_tool: HashMap<i64, Vec<PriceTier>> = HashMap::new();
    // SQLite caps a statement's parameters; a catalogue page is far below a chunk.
    for chunk in ids.chunks(500) {
        let placeholders = vec!["?"; chunk.len()].join(", ");
        let sql = format!(
            "SELECT tool_id, min_quantity, unit_price_poisha FROM tool_price_tiers
             WHERE tool_id IN ({placeholders}) ORDER BY tool_id, min_quantity"
        );
        let mut query = sqlx::query_as::<_, (i64, u32, i64)>(&sql);
        for id in chunk {
            query = query.bind(id);
        }
        for (tool_id, min_quantity, unit_price_poisha) in query.fetch_all(db).await? {
            by_tool.entry(tool_id).or_default().push(PriceTier {
                min_quantity,
                unit_price: db::money(unit_price_poisha),
            });
        }
    }
    Ok(by_tool)
}

/// Replaces a tool's breaks with `tiers` (already checked against its price), together.
pub async fn set_tiers(writer: &Writer, tool_id: i64, tiers: &[PriceTier]) -> Result<()> {
    let mut tx = writer.begin().await?;
    let exists: Option<i64> = sqlx::query_scalar("SELECT id FROM tools WHERE id = ?")
        .bind(tool_id)
        .fetch_optional(&mut *tx)
        .await?;
    if exists.is_none() {
        return Err(AppError::not_found(shared::messages::THING_TOOL));
    }
    sqlx::query("DELETE FROM tool_price_tiers WHERE tool_id = ?")
        .bind(tool_id)
        .execute(&mut *tx)
        .await?;
    for tier in tiers {
        sqlx::query(
            "INSERT INTO tool_price_tiers (tool_id, min_quantity, unit_price_poisha) VALUES (?, ?, ?)",
        )
        .bind(tool_id)
        .bind(tier.min_quantity)
        .bind(tier.unit_price.poisha())
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}
