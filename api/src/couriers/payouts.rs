//! Cash on delivery, reconciled (`shared::cod`): recording the couriers' payouts against
//! their parcels, and what they still owe the shop.

use super::CourierApi;
use crate::error::{AppError, Result};
use crate::http::csv;
use crate::runtime::state::AppState;
use crate::store::db::Pool;
use shared::Money;
use shared::cod::{CodOwed, CourierOwed, OwedParcel, ParcelMoney, PayoutLine};
use shared::courier::Courier;
use shared::entities::order_number;
use std::collections::BTreeMap;

/// A courier's payout: its reference, when, and what it paid for each parcel.
#[derive(Debug, Clone)]
pub struct Payout {
    pub reference: String,
    pub at: i64,
    pub lines: Vec<PayoutLine>,
}

/// What recording a payout came to.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Recorded {
    /// Parcels it paid out (again, for a payout recorded before: nothing changes twice).
    pub matched: u32,
    /// Lines naming no parcel of the shop's with that courier.
    pub unknown: Vec<String>,
}

/// Records a payout of `courier` against its parcels, in one transaction. A parcel already
/// paid out under another payout keeps that one.
pub async fn record(state: &AppState, courier: Courier, payout: &Payout) -> Result<Recorded> {
    let mut recorded = Recorded::default();
    let mut tx = state.writer.begin().await?;
    for line in &payout.lines {
        let changed = sqlx::query(
            "UPDATE parcels SET paid_out_poisha = $1, paid_out_at = $2, payout_reference = $3,
                    collected_poisha = COALESCE(collected_poisha, $4),
                    charge_poisha = COALESCE($5, charge_poisha)
             WHERE courier = $6 AND dropped_at IS NULL
               AND (payout_reference IS NULL OR payout_reference = $3)
               AND (consignment_id = $7 OR tracking_code = $7 OR reference = $7)",
        )
        .bind(line.paid)
        .bind(payout.at)
        .bind(&payout.reference)
        .bind(line.collected)
        .bind(line.charge)
        .bind(courier.id())
        .bind(&line.parcel)
        .execute(&mut *tx)
        .await?
        .rows_affected();
        match changed {
            0 => recorded.unknown.push(line.parcel.clone()),
            _ => recorded.matched += 1,
        }
    }
    tx.commit().await?;
    Ok(recorded)
}

/// Fetches the payouts a courier reports through its API and records those not recorded
/// yet; what they came to, together.
pub async fn fetch(state: &AppState, api: &dyn CourierApi) -> Result<Recorded> {
    let known: Vec<String> = sqlx::query_scalar(
        "SELECT DISTINCT payout_reference FROM parcels
         WHERE courier = $1 AND payout_reference IS NOT NULL",
    )
    .bind(api.courier().id())
    .fetch_all(&state.db)
    .await?;
    let payouts = api.payouts(&known).await.map_err(|error| {
        AppError::BadGateway(super::booking::courier_failed(api.courier(), &error))
    })?;
    let mut total = Recorded::default();
    for payout in payouts {
        let recorded = record(state, api.courier(), &payout).await?;
        total.matched += recorded.matched;
        total.unknown.extend(recorded.unknown);
    }
    Ok(total)
}

#[derive(sqlx::FromRow)]
struct Delivered {
    order_id: i64,
    created_at: i64,
    courier: String,
    consignment_id: Option<String>,
    cod_poisha: i64,
    collected_poisha: Option<i64>,
    charge_poisha: Option<i64>,
    paid_out_poisha: Option<i64>,
    payout_reference: Option<String>,
    status_at: i64,
}

fn money(poisha: i64) -> Money {
    Money::from_poisha(poisha.max(0)).unwrap_or_default()
}

/// What the couriers owe the shop, and each parcel owed or flagged, oldest delivery first.
/// The shop's own rider hands cash over in person ("Cash received"), so it is not here.
pub async fn owed(db: &Pool) -> Result<CodOwed> {
    let delivered: Vec<Delivered> = sqlx::query_as(
        "SELECT p.order_id, o.created_at, p.courier, p.consignment_id, p.cod_poisha,
                p.collected_poisha, p.charge_poisha, p.paid_out_poisha, p.payout_reference,
                p.status_at
         FROM parcels p JOIN orders o ON o.id = p.order_id
         WHERE p.dropped_at IS NULL AND p.status IN ('delivered', 'partlyDelivered')
           AND p.courier <> 'own'
         ORDER BY p.status_at, p.id",
    )
    .fetch_all(db)
    .await?;
    let mut totals: BTreeMap<&'static str, (Courier, u32, i64, i64, i64)> = BTreeMap::new();
    let mut parcels = Vec::new();
    for row in delivered {
        let Some(courier) = Courier::from_id(&row.courier) else {
            continue;
        };
        let figures = ParcelMoney {
            asked: row.cod_poisha,
            collected: row.collected_poisha,
            charge: row.charge_poisha,
            paid_out: row.paid_out_poisha,
        };
        let owed = figures.owed();
        if figures.paid_out.is_none() {
            let total = totals.entry(courier.id()).or_insert((courier, 0, 0, 0, 0));
            total.1 += 1;
            total.2 += figures.collected.unwrap_or(0);
            total.3 += figures.charge.unwrap_or(0);
            total.4 += owed;
        }
        let flags = figures.flags();
        if owed == 0 && flags.is_empty() {
            continue;
        }
        parcels.push(OwedParcel {
            order_id: row.order_id,
            order_number: order_number(row.order_id, row.created_at),
            courier,
            consignment_id: row.consignment_id,
            asked: money(row.cod_poisha),
            collected: row.collected_poisha.map(money),
            charge: row.charge_poisha.map(money),
            paid_out: row.paid_out_poisha.map(money),
            payout_reference: row.payout_reference,
            owed: money(owed),
            delivered_at: row.status_at,
            flags,
        });
    }
    let couriers = totals
        .into_values()
        .map(|(courier, parcels, collected, charges, owed)| CourierOwed {
            courier,
            parcels,
            collected: money(collected),
            charges: money(charges),
            owed: money(owed),
        })
        .collect();
    Ok(CodOwed { couriers, parcels })
}

/// The parcels owed or flagged as CSV, for the owner's books.
pub fn owed_csv(owed: &CodOwed) -> String {
    let mut text = String::new();
    let heading = [
        "order",
        "courier",
        "consignment",
        "delivered",
        "to collect",
        "collected",
        "charge",
        "paid out",
        "payout reference",
        "owed",
        "check",
    ];
    csv::row(&mut text, &heading.map(str::to_owned));
    let taka = |amount: Option<Money>| {
        amount
            .map(|amount| csv::taka(amount.poisha()))
            .unwrap_or_default()
    };
    for parcel in &owed.parcels {
        let flags: Vec<String> = parcel
            .flags
            .iter()
            .map(|flag| shared::Text::new(flag.label_key()).render(shared::Lang::En))
            .collect();
        let cells = [
            csv::field(&parcel.order_number),
            parcel.courier.id().to_owned(),
            csv::field(parcel.consignment_id.as_deref().unwrap_or_default()),
            shared::calendar::iso_moment(parcel.delivered_at),
            taka(Some(parcel.asked)),
            taka(parcel.collected),
            taka(parcel.charge),
            taka(parcel.paid_out),
            csv::field(parcel.payout_reference.as_deref().unwrap_or_default()),
            taka(Some(parcel.owed)),
            csv::field(&flags.join("; ")),
        ];
        csv::row(&mut text, &cells);
    }
    text
}
