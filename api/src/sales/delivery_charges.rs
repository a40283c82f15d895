//! The shop's delivery charges (`shared::delivery_charge`): the owner's table, kept in two
//! tables of the database, and what some lines would cost to deliver, for the cart and the
//! checkout. Placing an order reads the table just before its transaction, outside the write
//! turn.

use crate::error::Result;
use crate::store::db::{self, Writer};
use crate::store::db::{Connection, Pool};
use shared::delivery::parse_district;
use shared::delivery_charge::{ChargeTable, DeliveryQuote, DistrictRate, Rate};
use shared::{Cart, VatRate};

#[derive(sqlx::FromRow)]
struct TableRow {
    #[sqlx(try_from = "shared::stored::Flag")]
    enabled: bool,
    inside_first_poisha: i64,
    inside_extra_poisha: i64,
    outside_first_poisha: i64,
    outside_extra_poisha: i64,
    vat_rate: VatRate,
}

fn rate(first_poisha: i64, extra_poisha: i64) -> Rate {
    Rate {
        first_kg: db::money(first_poisha),
        extra_kg: db::money(extra_poisha),
    }
}

/// The table as it stands, read on `conn` (a pool's connection, or a transaction's).
pub async fn table(conn: &mut Connection) -> Result<ChargeTable> {
    let row: TableRow = sqlx::query_as(
        "SELECT enabled, inside_first_poisha, inside_extra_poisha, outside_first_poisha,
                outside_extra_poisha, vat_rate
         FROM delivery_charges WHERE id = 1",
    )
    .fetch_one(&mut *conn)
    .await?;
    let districts: Vec<(String, i64, i64)> = sqlx::query_as(
        "SELECT district, first_poisha, extra_poisha FROM delivery_charge_districts
         ORDER BY district",
    )
    .fetch_all(&mut *conn)
    .await?;
    Ok(ChargeTable {
        enabled: row.enabled,
        inside_dhaka: rate(row.inside_first_poisha, row.inside_extra_poisha),
        outside_dhaka: rate(row.outside_first_poisha, row.outside_extra_poisha),
        districts: districts
            .into_iter()
            .map(|(district, first, extra)| DistrictRate {
                district,
                rate: rate(first, extra),
            })
            .collect(),
        vat_rate: row.vat_rate,
    })
}

/// The table, read from the pool.
pub async fn current(db: &Pool) -> Result<ChargeTable> {
    let mut conn = db.acquire().await?;
    table(&mut conn).await
}

/// Replaces the whole table at once.
pub async fn replace(writer: &Writer, charges: &ChargeTable) -> Result<()> {
    let mut tx = writer.begin().await?;
    sqlx::query(
        "UPDATE delivery_charges
         SET enabled = $1, inside_first_poisha = $2, inside_extra_poisha = $3,
             outside_first_poisha = $4, outside_extra_poisha = $5, vat_rate = $6
         WHERE id = 1",
    )
    .bind(charges.enabled)
    .bind(charges.inside_dhaka.first_kg.poisha())
    .bind(charges.inside_dhaka.extra_kg.poisha())
    .bind(charges.outside_dhaka.first_kg.poisha())
    .bind(charges.outside_dhaka.extra_kg.poisha())
    .bind(charges.vat_rate)
    .execute(&mut *tx)
    .await?;
    sqlx::query("DELETE FROM delivery_charge_districts")
        .execute(&mut *tx)
        .await?;
    for own in &charges.districts {
        sqlx::query(
            "INSERT INTO delivery_charge_districts (district, first_poisha, extra_poisha)
             VALUES ($1, $2, $3)",
        )
        .bind(&own.district)
        .bind(own.rate.first_kg.poisha())
        .bind(own.rate.extra_kg.poisha())
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Turns the table on for a new shop's sample data.
pub async fn turn_on(conn: &mut Connection) -> Result<()> {
    sqlx::query("UPDATE delivery_charges SET enabled = TRUE WHERE id = 1")
        .execute(conn)
        .await?;
    Ok(())
}

/// What delivering a cart's lines costs: to `district` when it is given, and in each zone. A tool
/// that has left the catalogue weighs nothing here (the cart shows it as gone).
pub async fn quote(db: &Pool, cart: &Cart, district: Option<&str>) -> Result<DeliveryQuote> {
    let district = district
        .filter(|name| !name.trim().is_empty())
        .map(parse_district)
        .transpose()?;
    let mut conn = db.acquire().await?;
    // Every line's tool in one read; a tool that is gone weighs nothing.
    let ids: Vec<i64> = cart.lines.iter().map(|line| line.tool_id).collect();
    let sql = format!(
        "SELECT id, weight_grams FROM tools WHERE id IN ({})",
        crate::store::db::placeholders(1, ids.len())
    );
    let mut query = sqlx::query_as(&sql);
    for id in &ids {
        query = query.bind(id);
    }
    let weights: std::collections::HashMap<i64, i64> = if ids.is_empty() {
        Default::default()
    } else {
        query.fetch_all(&mut *conn).await?.into_iter().collect()
    };
    let grams = cart.lines.iter().fold(0u64, |grams, line| {
        let weight = weights.get(&line.tool_id).copied().unwrap_or(0);
        let weight = u64::try_from(weight).unwrap_or(0);
        grams.saturating_add(weight.saturating_mul(u64::from(line.quantity)))
    });
    let charges = table(&mut conn).await?;
    Ok(DeliveryQuote {
        charged: charges.enabled,
        weight_grams: grams,
        charge: district.map(|district| charges.charge(&district, grams)),
        estimate: charges.estimate(grams),
    })
}
