//! What couriers report about parcels, by webhook or when polled: each report is stored
//! first (once: a report sent again has the same fingerprint), then applied to its parcel and
//! the parcel's order. Applying is idempotent, so a report applied twice (a crash between
//! the two steps, the sweep meeting one a webhook request is applying) changes nothing more.
//!
//! A report older than the parcel's last one came late and is kept without moving it
//! (`shared::courier::moves`). A parcel picked up ships its order; one delivered delivers it,
//! and a cash-on-delivery order is then paid with what the courier collected, before it is
//! marked delivered (an order is delivered only when paid).

use crate::error::Result;
use crate::payments::ledger::Confirmed;
use crate::runtime::state::AppState;
use crate::sales;
use crate::store::db;
use shared::PaymentMethod;
use shared::courier::{self, Courier, OrderEffect, ParcelStatus, Report};
use shared::entities::order_number;

/// One report as a courier sent it.
#[derive(Debug, Clone, Default)]
pub struct Incoming {
    pub consignment: Option<String>,
    /// The order number it names (Steadfast's `invoice`, Pathao's `merchant_order_id`,
    /// RedX's `invoice_number`).
    pub reference: Option<String>,
    /// The courier's status or event, as written.
    pub word: String,
    pub message: Option<String>,
    /// The courier's time for it; the time it arrived when the courier gives none.
    pub happened_at: i64,
    pub collected_poisha: Option<i64>,
    pub charge_poisha: Option<i64>,
    /// The whole report, kept as it came.
    pub body: String,
}

impl Incoming {
    /// What makes a report the same one sent again.
    fn fingerprint(&self) -> String {
        format!(
            "{}|{}|{}|{}|{}",
            self.consignment.as_deref().unwrap_or(""),
            self.reference.as_deref().unwrap_or(""),
            self.word,
            self.happened_at,
            self.message.as_deref().unwrap_or(""),
        )
    }
}

/// Stores reports the first time each comes; the ids of those new.
pub async fn store(state: &AppState, courier: Courier, reports: &[Incoming]) -> Result<Vec<i64>> {
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    let mut stored = Vec::new();
    for report in reports {
        let id: Option<i64> = sqlx::query_scalar(
            "INSERT INTO parcel_reports (courier, fingerprint, consignment, reference, word,
                                         message, collected_poisha, charge_poisha, happened_at,
                                         received_at, body)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             ON CONFLICT (courier, fingerprint) DO NOTHING
             RETURNING id",
        )
        .bind(courier.id())
        .bind(report.fingerprint())
        .bind(&report.consignment)
        .bind(&report.reference)
        .bind(&report.word)
        .bind(&report.message)
        .bind(report.collected_poisha)
        .bind(report.charge_poisha)
        .bind(report.happened_at)
        .bind(now)
        .bind(&report.body)
        .fetch_optional(&mut *tx)
        .await?;
        stored.extend(id);
    }
    tx.commit().await?;
    Ok(stored)
}

/// Stores reports, then applies the new ones.
pub async fn receive(state: &AppState, courier: Courier, reports: &[Incoming]) -> Result<()> {
    for id in store(state, courier, reports).await? {
        apply(state, id).await?;
    }
    Ok(())
}

#[derive(sqlx::FromRow)]
struct Stored {
    courier: String,
    consignment: Option<String>,
    reference: Option<String>,
    word: String,
    message: Option<String>,
    collected_poisha: Option<i64>,
    charge_poisha: Option<i64>,
    happened_at: i64,
}

#[derive(sqlx::FromRow)]
struct LiveParcel {
    id: i64,
    order_id: i64,
    status: String,
    status_at: i64,
    cod_poisha: i64,
    collected_poisha: Option<i64>,
}

/// What an applied report leaves for the order.
struct Applied {
    order_id: i64,
    parcel: ParcelStatus,
    collected_poisha: Option<i64>,
}

/// Applies one stored report to its parcel and the parcel's order.
pub async fn apply(state: &AppState, report_id: i64) -> Result<()> {
    let Some(applied) = apply_to_parcel(state, report_id).await? else {
        return Ok(());
    };
    let effect = applied.parcel.order_effect();
    if effect == OrderEffect::None {
        return Ok(());
    }
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    sqlx::query(
        "UPDATE orders SET shipped_at = ?
         WHERE id = ? AND shipped_at IS NULL AND cancelled_at IS NULL",
    )
    .bind(now)
    .bind(applied.order_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    if effect == OrderEffect::Delivers {
        if applied.collected_poisha.unwrap_or(0) > 0 {
            pay_cash_collected(state, applied.order_id).await?;
        }
        let mut tx = state.writer.begin().await?;
        sqlx::query(
            "UPDATE orders SET is_delivered = 1, delivered_at = ?
             WHERE id = ? AND is_paid = 1 AND is_delivered = 0 AND cancelled_at IS NULL",
        )
        .bind(now)
        .bind(applied.order_id)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
    }
    Ok(())
}

/// Moves the parcel a report names, if it moves it; marks the report applied.
async fn apply_to_parcel(state: &AppState, report_id: i64) -> Result<Option<Applied>> {
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    let report: Option<Stored> = sqlx::query_as(
        "SELECT courier, consignment, reference, word, message, collected_poisha, charge_poisha,
                happened_at
         FROM parcel_reports WHERE id = ? AND applied_at IS NULL",
    )
    .bind(report_id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(report) = report else {
        return Ok(None);
    };
    let parcel: Option<LiveParcel> = sqlx::query_as(
        "SELECT id, order_id, status, status_at, cod_poisha, collected_poisha FROM parcels
         WHERE courier = ?1 AND dropped_at IS NULL
           AND ((?2 IS NOT NULL AND consignment_id = ?2) OR (?3 IS NOT NULL AND reference = ?3))
         ORDER BY consignment_id = ?2 DESC LIMIT 1",
    )
    .bind(&report.courier)
    .bind(&report.consignment)
    .bind(&report.reference)
    .fetch_optional(&mut *tx)
    .await?;
    sqlx::query("UPDATE parcel_reports SET applied_at = ?, parcel_id = ? WHERE id = ?")
        .bind(now)
        .bind(parcel.as_ref().map(|parcel| parcel.id))
        .bind(report_id)
        .execute(&mut *tx)
        .await?;
    let Some(parcel) = parcel else {
        // About a parcel this shop does not know (booked by hand in the courier's panel):
        // kept, applied to nothing.
        tx.commit().await?;
        return Ok(None);
    };
    let courier = Courier::from_id(&report.courier).unwrap_or(Courier::OwnDelivery);
    // A report naming the consignment confirms a booking whose answer never came, and gives
    // Pathao's bulk bookings their ids.
    let current = ParcelStatus::from_id(&parcel.status);
    sqlx::query(
        "UPDATE parcels SET consignment_id = COALESCE(consignment_id, ?),
                tracking_code = COALESCE(tracking_code, ?),
                charge_poisha = COALESCE(?, charge_poisha),
                status = CASE WHEN status IN ('booking', 'unconfirmed') AND ? IS NOT NULL
                              THEN 'booked' ELSE status END
         WHERE id = ?",
    )
    .bind(&report.consignment)
    .bind(&report.consignment)
    .bind(report.charge_poisha)
    .bind(&report.consignment)
    .bind(parcel.id)
    .execute(&mut *tx)
    .await?;
    // Pathao pays a parcel's cash out under an invoice, and says so by webhook.
    if courier == Courier::Pathao && report.word == "order.paid" {
        sqlx::query(
            "UPDATE parcels SET paid_out_at = ?, payout_reference = ?,
                    paid_out_poisha = COALESCE(collected_poisha, 0) - COALESCE(charge_poisha, 0)
             WHERE id = ? AND payout_reference IS NULL",
        )
        .bind(report.happened_at)
        .bind(format!(
            "pathao-invoice-{}",
            report.message.as_deref().unwrap_or("?")
        ))
        .bind(parcel.id)
        .execute(&mut *tx)
        .await?;
    }
    let (current, since) = match current {
        Some(status) => (status, parcel.status_at),
        // Not confirmed yet: any step the courier reports is news.
        None => (ParcelStatus::Booked, i64::MIN),
    };
    let next = match courier::report(courier, &report.word) {
        Report::Status(next) if courier::moves(current, since, next, report.happened_at) => next,
        _ => {
            tx.commit().await?;
            return Ok(None);
        }
    };
    // A delivery without an amount collected everything asked; a partial one says.
    let collected = match next {
        ParcelStatus::Delivered => report
            .collected_poisha
            .or(parcel.collected_poisha)
            .or(Some(parcel.cod_poisha)),
        ParcelStatus::PartlyDelivered => report.collected_poisha.or(parcel.collected_poisha),
        _ => parcel.collected_poisha,
    };
    sqlx::query(
        "UPDATE parcels SET status = ?, status_at = ?, courier_word = ?, collected_poisha = ?
         WHERE id = ?",
    )
    .bind(next.id())
    .bind(report.happened_at)
    .bind(&report.word)
    .bind(collected)
    .bind(parcel.id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Some(Applied {
        order_id: parcel.order_id,
        parcel: next,
        collected_poisha: collected,
    }))
}

/// A cash-on-delivery order the courier delivered is paid: its cash is with the courier,
/// owed to the shop (the reconciliation follows it). Under the same reference as an admin's
/// "Cash received", so the two can never pay it twice.
async fn pay_cash_collected(state: &AppState, order_id: i64) -> Result<()> {
    let order = sales::Standing::of(&state.db, order_id).await?;
    let Some(order) = order else { return Ok(()) };
    let cash = order
        .milestones
        .payment_method
        .is_none_or(PaymentMethod::ships_unpaid);
    if order.milestones.paid_at.is_some() || !cash {
        return Ok(());
    }
    let number = order_number(order_id, order.milestones.placed_at);
    let reference = format!("{}-{number}", PaymentMethod::Cod.id());
    let payment = Confirmed {
        order_id,
        provider: PaymentMethod::Cod,
        reference: &reference,
        provider_transaction: None,
        amount_poisha: order.total_poisha,
    };
    if sales::mark_paid(state, &payment).await? == sales::Settlement::Duplicate {
        tracing::warn!(
            order_id,
            "the courier collected cash for an order paid otherwise"
        );
    }
    Ok(())
}

/// Applies every report stored but not applied (a request cut short between storing and
/// applying); how many.
pub async fn apply_waiting(state: &AppState) -> Result<usize> {
    let waiting: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM parcel_reports WHERE applied_at IS NULL ORDER BY happened_at, id LIMIT 500",
    )
    .fetch_all(&state.db)
    .await?;
    for id in &waiting {
        apply(state, *id).await?;
    }
    Ok(waiting.len())
}

/// Applies waiting reports every few seconds, for as long as the shop serves: a status
/// reaches its order within a minute of the webhook even when the request applying it died.
pub fn spawn_sweep(state: AppState) {
    crate::runtime::periodic::every(std::time::Duration::from_secs(20), move || {
        let state = state.clone();
        async move {
            if let Err(error) = apply_waiting(&state).await {
                tracing::warn!(%error, "applying waiting courier reports failed");
            }
        }
    });
}
