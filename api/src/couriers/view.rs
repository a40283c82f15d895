//! Parcels as the buyer and the admins read them: each live parcel of some orders, with the
//! courier's reports about it, in two queries however many orders there are.

use crate::error::Result;
use crate::store::db::Pool;
use shared::Money;
use shared::courier::{self, Courier, Parcel, ParcelEvent, ParcelStatus, Report};
use std::collections::HashMap;

#[derive(sqlx::FromRow)]
struct ParcelRow {
    id: i64,
    order_id: i64,
    courier: String,
    status: String,
    consignment_id: Option<String>,
    tracking_code: Option<String>,
    cod_poisha: i64,
    collected_poisha: Option<i64>,
    charge_poisha: Option<i64>,
    booked_at: i64,
    restocked_at: Option<i64>,
    phone: Option<String>,
}

#[derive(sqlx::FromRow)]
struct ReportRow {
    parcel_id: i64,
    word: String,
    message: Option<String>,
    happened_at: i64,
}

/// The live parcel of each of `order_ids` that has one, by order.
pub async fn parcels_of(db: &Pool, order_ids: &[i64]) -> Result<HashMap<i64, Parcel>> {
    let mut rows: Vec<ParcelRow> = Vec::new();
    // SQLite caps a statement's parameters.
    for chunk in order_ids.chunks(500) {
        let placeholders = crate::store::db::placeholders(1, chunk.len());
        let sql = format!(
            "SELECT p.id, p.order_id, p.courier, p.status, p.consignment_id, p.tracking_code,
                    p.cod_poisha, p.collected_poisha, p.charge_poisha, p.booked_at,
                    p.restocked_at, o.phone_number AS phone
             FROM parcels p JOIN orders o ON o.id = p.order_id
             WHERE p.dropped_at IS NULL AND p.order_id IN ({placeholders})"
        );
        let mut query = sqlx::query_as::<_, ParcelRow>(&sql);
        for id in chunk {
            query = query.bind(id);
        }
        rows.extend(query.fetch_all(db).await?);
    }
    let mut history: HashMap<i64, Vec<ReportRow>> = HashMap::new();
    let parcel_ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
    for chunk in parcel_ids.chunks(500) {
        let placeholders = crate::store::db::placeholders(1, chunk.len());
        let sql = format!(
            "SELECT parcel_id, word, message, happened_at FROM parcel_reports
             WHERE parcel_id IN ({placeholders}) ORDER BY happened_at, id"
        );
        let mut query = sqlx::query_as::<_, ReportRow>(&sql);
        for id in chunk {
            query = query.bind(id);
        }
        for report in query.fetch_all(db).await? {
            history.entry(report.parcel_id).or_default().push(report);
        }
    }
    Ok(rows
        .into_iter()
        .map(|row| {
            let reports = history.remove(&row.id).unwrap_or_default();
            (row.order_id, parcel(row, reports))
        })
        .collect())
}

fn money(poisha: i64) -> Money {
    Money::from_poisha(poisha).unwrap_or_default()
}

fn parcel(row: ParcelRow, reports: Vec<ReportRow>) -> Parcel {
    let courier = Courier::from_id(&row.courier).unwrap_or(Courier::OwnDelivery);
    let tracking_link = row
        .tracking_code
        .as_deref()
        .and_then(|code| courier.tracking_link(code, row.phone.as_deref().unwrap_or("")));
    Parcel {
        courier,
        status: ParcelStatus::from_id(&row.status),
        unconfirmed: matches!(row.status.as_str(), "unconfirmed" | "booking"),
        consignment_id: row.consignment_id,
        tracking_code: row.tracking_code,
        tracking_link,
        cod: money(row.cod_poisha),
        collected: row.collected_poisha.map(money),
        charge: row.charge_poisha.map(money),
        booked_at: row.booked_at,
        restocked_at: row.restocked_at,
        history: reports
            .into_iter()
            .map(|report| ParcelEvent {
                status: match courier::report(courier, &report.word) {
                    Report::Status(status) => Some(status),
                    _ => None,
                },
                word: report.word,
                message: report.message,
                at: report.happened_at,
            })
            .collect(),
    }
}

/// Where a short tracking link (`/t/{code}`, the one a text carries) goes: the courier's own
/// tracking page for the live parcel with that tracking code.
pub async fn tracking_page(db: &Pool, tracking_code: &str) -> Result<Option<String>> {
    let row: Option<(String, Option<String>)> = sqlx::query_as(
        "SELECT p.courier, o.phone_number FROM parcels p JOIN orders o ON o.id = p.order_id
         WHERE p.tracking_code = $1 AND p.dropped_at IS NULL",
    )
    .bind(tracking_code)
    .fetch_optional(db)
    .await?;
    Ok(row.and_then(|(courier, phone)| {
        Courier::from_id(&courier)?.tracking_link(tracking_code, phone.as_deref().unwrap_or(""))
    }))
}
