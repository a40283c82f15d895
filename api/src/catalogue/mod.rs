//! The catalogue as stored: tools with their price breaks. Every reader of a tool goes through
//! here, so a tool always travels with its breaks; the routes only shape requests and answers.

pub mod search_index;
mod tiers;

pub use tiers::{set_tiers, tiers_of};

use crate::db;
use crate::error::Result;
use shared::Tool;
use sqlx::SqlitePool;

#[derive(sqlx::FromRow)]
pub struct ToolRow {
    id: i64,
    name: String,
    image: String,
    description: String,
    price_poisha: i64,
    min_order: u32,
    available_quantity: u32,
    vat_rate: shared::VatRate,
    created_at: i64,
}

impl ToolRow {
    pub fn id(&self) -> i64 {
        self.id
    }

    pub fn name(&self) -> &str {
        &self.name
    }
}

/// The columns of [`ToolRow`], for the listing's own queries.
pub const COLUMNS: &str = "id, name, image, description, price_poisha, min_order, available_quantity, vat_rate, created_at";

/// Tools read by a query over [`COLUMNS`], each with its price breaks (one more query for all
/// of them, not one per tool).
pub async fn with_tiers(db: &SqlitePool, rows: Vec<ToolRow>) -> Result<Vec<Tool>> {
    let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
    let mut tiers = tiers_of(db, &ids).await?;
    Ok(rows
        .into_iter()
        .map(|row| Tool {
            price_tiers: tiers.remove(&row.id).unwrap_or_default(),
            id: row.id,
            tool_name: row.name,
            tool_image: row.image,
            tool_description: row.description,
            tool_price: db::money(row.price_poisha),
            min_order: row.min_order,
            available_quantity: row.available_quantity,
            vat_rate: row.vat_rate,
            created_at: row.created_at,
        })
        .collect())
}

/// One tool, if it is in the catalogue.
pub async fn find(db: &SqlitePool, id: i64) -> Result<Option<Tool>> {
    let row: Option<ToolRow> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM tools WHERE id = ?"))
        .bind(id)
        .fetch_optional(db)
        .await?;
    Ok(with_tiers(db, row.into_iter().collect()).await?.pop())
}
