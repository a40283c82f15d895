//! Writing a tool: one insert for the Add Product form and the sample data alike, with the words
//! it is found by (`shared::search_words`) worked out beside it.

use crate::store::db::Connection;
use shared::NewProduct;
use shared::search_words::catalogue_words;

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
    .bind(catalogue_words(
        product.tool_name.as_ref(),
        name_bn,
        None,
        None,
    ))
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

/// Works the words tool `id` is found by out again from its names, part number and brand, in
/// the caller's transaction: after any of them changed.
pub async fn refresh_search_words(tx: &mut Connection, id: i64) -> sqlx::Result<()> {
    let (name, name_bn, part_number, brand): (
        String,
        Option<String>,
        Option<String>,
        Option<String>,
    ) = sqlx::query_as("SELECT name, name_bn, part_number, brand FROM tools WHERE id = $1")
        .bind(id)
        .fetch_one(&mut *tx)
        .await?;
    sqlx::query("UPDATE tools SET search_words = $1 WHERE id = $2")
        .bind(catalogue_words(
            &name,
            name_bn.as_deref(),
            part_number.as_deref(),
            brand.as_deref(),
        ))
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// A tool's id, names, part number and brand: what its search words are made of.
type Words = (i64, String, Option<String>, Option<String>, Option<String>);

/// Tools worked out per transaction: about 10 ms of writing each.
const BATCH: i64 = 500;

/// Works out the search words of the tools that have none yet (those from before the column,
/// or written by SQL of their own, like the scale test's); answers how many. Run at startup.
pub async fn fill_search_words(writer: &crate::store::db::Writer) -> sqlx::Result<u64> {
    let mut filled = 0;
    loop {
        let mut tx = writer.begin().await?;
        let rows: Vec<Words> = sqlx::query_as(
            "SELECT id, name, name_bn, part_number, brand FROM tools
             WHERE search_words IS NULL LIMIT $1",
        )
        .bind(BATCH)
        .fetch_all(&mut *tx)
        .await?;
        if rows.is_empty() {
            return Ok(filled);
        }
        for (id, name, name_bn, part_number, brand) in &rows {
            sqlx::query("UPDATE tools SET search_words = $1 WHERE id = $2")
                .bind(catalogue_words(
                    name,
                    name_bn.as_deref(),
                    part_number.as_deref(),
                    brand.as_deref(),
                ))
                .bind(id)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        filled += rows.len() as u64;
    }
}
