//! Writing a tool: one insert for the Add Product form and the sample data alike, with the words
//! it is found by (`shared::search_words`) worked out beside it.

use crate::store::db::Connection;
use shared::NewProduct;
use shared::search_words::catalogue_words;
use shared::synonyms::Synonym;

/// Inserts `product` (its picture served at `image`) in the caller's transaction, with the part
/// number the shop gives a tool added without one; answers its id. A name already in the
/// catalogue fails on the unique name key.
pub async fn insert_tool(
    tx: &mut Connection,
    product: &NewProduct,
    image: &str,
    created_at: i64,
) -> sqlx::Result<i64> {
    let name_bn = product.tool_name_bn.as_ref().map(AsRef::as_ref);
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO tools (name, name_key, image, description, name_bn, description_bn,
                            search_words, price_poisha, min_order, available_quantity, vat_rate,
                            created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
    )
    .bind(product.tool_name.as_ref())
    .bind(product.tool_name.key())
    .bind(image)
    .bind(product.tool_description.as_ref())
    .bind(name_bn)
    .bind(product.tool_description_bn.as_ref().map(AsRef::as_ref))
    // Worked out below, once the tool has its part number.
    .bind(None::<String>)
    .bind(product.tool_price.poisha())
    .bind(i64::from(product.min_order))
    .bind(i64::from(product.available_quantity))
    .bind(product.vat_rate)
    .bind(created_at)
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query("UPDATE tools SET part_number = $1 WHERE id = $2")
        .bind(shared::part_number::assigned(id))
        .bind(id)
        .execute(&mut *tx)
        .await?;
    refresh_search_words(tx, id).await?;
    Ok(id)
}

/// The owner's synonyms, each pair as a search compares it.
pub async fn synonyms(tx: &mut Connection) -> sqlx::Result<Vec<Synonym>> {
    let pairs: Vec<(String, String)> =
        sqlx::query_as("SELECT word, means FROM synonyms ORDER BY id")
            .fetch_all(&mut *tx)
            .await?;
    Ok(pairs
        .into_iter()
        .map(|(word, means)| Synonym { word, means })
        .collect())
}

/// A tool's id, names, part number and brand: what its search words are made of.
type Words = (i64, String, Option<String>, Option<String>, Option<String>);

/// Writes the words each of `tools` is found by, from its names, part number, brand,
/// specifications and `synonyms`.
async fn write_words(
    tx: &mut Connection,
    tools: &[Words],
    synonyms: &[Synonym],
) -> sqlx::Result<()> {
    let ids: Vec<i64> = tools.iter().map(|tool| tool.0).collect();
    let mut specs = super::specifications::words_of(tx, &ids).await?;
    for (id, name, name_bn, part_number, brand) in tools {
        let words = catalogue_words(
            name,
            name_bn.as_deref(),
            part_number.as_deref(),
            brand.as_deref(),
            &specs.remove(id).unwrap_or_default(),
            synonyms,
        );
        sqlx::query("UPDATE tools SET search_words = $1 WHERE id = $2")
            .bind(words)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

const WORDS_OF: &str = "SELECT id, name, name_bn, part_number, brand FROM tools";

/// Works the words tool `id` is found by out again from its names, part number and brand, in
/// the caller's transaction: after any of them changed.
pub async fn refresh_search_words(tx: &mut Connection, id: i64) -> sqlx::Result<()> {
    let tool: Words = sqlx::query_as(&format!("{WORDS_OF} WHERE id = $1"))
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
    let synonyms = synonyms(tx).await?;
    write_words(tx, &[tool], &synonyms).await
}

/// Tools worked out per query: about 10 ms of writing each.
const BATCH: i64 = 500;

/// Works out the search words of the tools that have none yet (those from before the column,
/// or written by SQL of their own, like the scale test's); answers how many. Run at startup.
pub async fn fill_search_words(writer: &crate::store::db::Writer) -> sqlx::Result<u64> {
    let mut filled = 0;
    loop {
        let mut tx = writer.begin().await?;
        let rows: Vec<Words> =
            sqlx::query_as(&format!("{WORDS_OF} WHERE search_words IS NULL LIMIT $1"))
                .bind(BATCH)
                .fetch_all(&mut *tx)
                .await?;
        if rows.is_empty() {
            return Ok(filled);
        }
        let synonyms = synonyms(&mut tx).await?;
        write_words(&mut tx, &rows, &synonyms).await?;
        tx.commit().await?;
        filled += rows.len() as u64;
    }
}

/// Works out every tool's search words again in the caller's transaction, a batch at a time:
/// after the synonyms changed. One transaction, so no search meanwhile sees a tool without
/// them (at 100,000 tools, a few seconds of the write turn).
pub async fn refresh_all_search_words(tx: &mut Connection) -> sqlx::Result<u64> {
    refresh_batched(tx, "").await
}

/// Works the search words of the tools in categories `categories` out again, in the caller's
/// transaction: after those categories' specifications changed.
pub async fn refresh_category_search_words(
    tx: &mut Connection,
    categories: &[i64],
) -> sqlx::Result<u64> {
    if categories.is_empty() {
        return Ok(0);
    }
    // The ids are the categories' own, read from the database, written as numbers.
    let ids: Vec<String> = categories.iter().map(i64::to_string).collect();
    refresh_batched(tx, &format!("AND category_id IN ({})", ids.join(", "))).await
}

/// Works the search words of tools `tools` out again, in the caller's transaction.
pub async fn refresh_search_words_of(tx: &mut Connection, tools: &[i64]) -> sqlx::Result<u64> {
    if tools.is_empty() {
        return Ok(0);
    }
    // The ids are the tools' own, read from the database, written as numbers.
    let ids: Vec<String> = tools.iter().map(i64::to_string).collect();
    refresh_batched(tx, &format!("AND id IN ({})", ids.join(", "))).await
}

/// Works out again the search words of the tools `condition` (SQL after `AND`) picks.
async fn refresh_batched(tx: &mut Connection, condition: &str) -> sqlx::Result<u64> {
    let synonyms = synonyms(tx).await?;
    let sql = format!("{WORDS_OF} WHERE id > $1 {condition} ORDER BY id LIMIT $2");
    let (mut after, mut done) = (0_i64, 0_u64);
    loop {
        let rows: Vec<Words> = sqlx::query_as(&sql)
            .bind(after)
            .bind(BATCH)
            .fetch_all(&mut *tx)
            .await?;
        let Some(last) = rows.last() else {
            return Ok(done);
        };
        after = last.0;
        write_words(tx, &rows, &synonyms).await?;
        done += rows.len() as u64;
    }
}
