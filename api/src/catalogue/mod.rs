//! The catalogue as stored: tools with their price breaks. Every reader of a tool goes through
//! here, so a tool always travels with its breaks; the routes only shape requests and answers.

pub mod categories;
pub mod census;
pub mod import;
mod insert;
pub mod narrowing;
pub mod search_index;
pub mod search_plan;
pub mod specifications;
pub mod tiers;
pub mod vocabulary;

pub use insert::{
    fill_search_words, insert_tool, refresh_all_search_words, refresh_category_search_words,
    refresh_search_words, refresh_search_words_of, synonyms,
};
pub use tiers::set_tiers;

use crate::error::Result;
use crate::store::db;
use crate::store::db::Pool;
use shared::{PriceTier, Tool};

#[derive(sqlx::FromRow)]
pub struct ToolRow {
    id: i64,
    name: String,
    image: String,
    description: String,
    name_bn: Option<String>,
    description_bn: Option<String>,
    /// The words the tool is also found by (`shared::search_words`).
    search_words: Option<String>,
    price_poisha: i64,
    #[sqlx(try_from = "i64")]
    min_order: u32,
    #[sqlx(try_from = "i64")]
    available_quantity: u32,
    vat_rate: shared::VatRate,
    #[sqlx(try_from = "i64")]
    weight_grams: u32,
    /// NULL only for a tool written by SQL of its own (the scale tests'), which then shows the
    /// number the shop would have given it.
    part_number: Option<String>,
    brand: Option<String>,
    /// Its category's slug.
    category: Option<String>,
    created_at: i64,
    /// The price breaks as `min_quantity:unit_price_poisha` pairs joined by commas, fewest
    /// pieces first; NULL without breaks.
    tiers: Option<String>,
}

impl ToolRow {
    pub fn id(&self) -> i64 {
        self.id
    }

    /// Whether the tool's names hold `key` (a search's name key): the search's first group.
    pub fn name_holds(&self, key: &str) -> bool {
        shared::product::name_key(&self.name).contains(key)
            || self
                .search_words
                .as_deref()
                .is_some_and(|words| words.contains(key))
    }
}

/// The columns of [`ToolRow`], for the listing's own queries over `tools`. The price breaks
/// come in the same row: a page of tools is one query, not two (each query is a round trip
/// to SQLite's worker thread, and at 100,000 tools those trips were most of a page's cost).
pub const COLUMNS: &str = "id, name, image, description, name_bn, description_bn, search_words, price_poisha, min_order, available_quantity, vat_rate, weight_grams, part_number, brand,
    (SELECT slug FROM categories WHERE categories.id = tools.category_id) AS category, created_at,
    (SELECT string_agg(min_quantity || ':' || unit_price_poisha, ',' ORDER BY min_quantity)
     FROM tool_price_tiers WHERE tool_price_tiers.tool_id = tools.id) AS tiers";

impl ToolRow {
    /// The tool as the API shows it, with its price breaks.
    pub fn into_tool(self) -> Tool {
        let price_tiers = self
            .tiers
            .as_deref()
            .unwrap_or_default()
            .split(',')
            .filter_map(|pair| {
                let (min_quantity, poisha) = pair.split_once(':')?;
                Some(PriceTier {
                    min_quantity: min_quantity.parse().ok()?,
                    unit_price: db::money(poisha.parse().ok()?),
                })
            })
            .collect();
        Tool {
            price_tiers,
            id: self.id,
            tool_name: self.name,
            tool_image: self.image,
            tool_description: self.description,
            tool_name_bn: self.name_bn,
            tool_description_bn: self.description_bn,
            tool_price: db::money(self.price_poisha),
            min_order: self.min_order,
            available_quantity: self.available_quantity,
            vat_rate: self.vat_rate,
            weight_grams: self.weight_grams,
            part_number: self
                .part_number
                .unwrap_or_else(|| shared::part_number::assigned(self.id)),
            brand: self.brand,
            category: self.category,
            created_at: self.created_at,
            specs: Default::default(),
        }
    }
}

/// Tools read by a query over [`COLUMNS`], as the API shows them.
pub fn tools_of(rows: Vec<ToolRow>) -> Vec<Tool> {
    rows.into_iter().map(ToolRow::into_tool).collect()
}

/// One tool, if it is in the catalogue.
pub async fn find(db: &Pool, id: i64) -> Result<Option<Tool>> {
    let row: Option<ToolRow> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM tools WHERE id = $1"))
            .bind(id)
            .fetch_optional(db)
            .await?;
    Ok(row.map(ToolRow::into_tool))
}

/// The tool with part number `part_number` (as `shared::part_number::parse` gives it), in one
/// query: the search box's way to a tool whose number the buyer knows.
pub async fn find_by_part_number(db: &Pool, part_number: &str) -> Result<Option<Tool>> {
    let row: Option<ToolRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM tools WHERE part_number = $1"
    ))
    .bind(part_number)
    .fetch_optional(db)
    .await?;
    Ok(row.map(ToolRow::into_tool))
}

/// One tool with its values of its category's specifications: what its own page shows.
pub async fn find_whole(db: &Pool, id: i64) -> Result<Option<Tool>> {
    let Some(mut tool) = find(db, id).await? else {
        return Ok(None);
    };
    tool.specs = specifications::of_tool(db, id).await?;
    Ok(Some(tool))
}
