//! What couriers report about parcels, by webhook or when polled: each report is stored
//! (once: a report sent again has the same fingerprint) and applied to its parcel and the
//! parcel's order, in one transaction. Should applying fail, the report is stored alone and
//! the sweep applies it within a minute; applying is idempotent, so a report met twice
//! changes nothing more.
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

/// Stores a report the first time it comes, applied to `parcel` already or not (`applied`);
/// its id, or `None` for a repeat.
async fn insert(
    tx: &mut db::WriteTx,
    courier: Courier,
    report: &Incoming,
    parcel: Option<i64>,
    applied: bool,
) -> Result<Option<i64>> {
    let now = db::now_ms();
    Ok(sqlx::query_scalar(
        "INSERT INTO parcel_reports (courier, fingerprint, consignment, reference, word,
                                     message, collected_poisha, charge_poisha, happened_at,
                                     received_at, body, parcel_id, applied_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
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
    .bind(parcel)
    .bind(applied.then_some(now))
    .fetch_optional(&mut **tx)
    .await?)
}

/// Stores each report and applies the new ones, each in one transaction; a report whose
/// applying fails is kept for the sweep.
pub async fn receive(state: &AppState, courier: Courier, reports: &[Incoming]) -> Result<()> {
    for report in reports {
        match store_and_apply(state, courier, report).await {
            Ok(()) => {}
            Err(error) => {
                tracing::warn!(%error, courier = courier.id(), "applying a courier report failed; kept for the sweep");
                let mut tx = state.writer.begin().await?;
                insert(&mut tx, courier, report, None, false).await?;
                tx.commit().await?;
            }
        }
    }
    Ok(())
}

async fn store_and_apply(state: &AppState, courier: Courier, report: &Incoming) -> Result<()> {
    let stored = Stored {
        courier: courier.id().to_owned(),
        consignment: report.consignment.clone(),
        reference: report.reference.clone(),
        word: report.word.clone(),
        message: report.message.clone(),
        collected_poisha: report.collected_poisha,
        charge_poisha: report.charge_poisha,
        happened_at: report.happened_at,
    };
    let mut tx = state.writer.begin().await?;
    let parcel = find_parcel(&mut tx, &stored).await?;
    let new = insert(
        &mut tx,
        courier,
        report,
        parcel.as_ref().map(|p| p.id),
        true,
    )
    .await?;
    if new.is_none() {
        // Sent again: changes nothing.
        return Ok(());
    }
    settle(state, tx, &stored, parcel).await
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
    consignment_id: Option<String>,
    status: String,
    status_at: i64,
    cod_poisha: i64,
    collected_poisha: Option<i64>,
}

/// The live parcel a report names: by its consignment, else by the order number.
async fn find_parcel(tx: &mut db::WriteTx, report: &Stored) -> Result<Option<LiveParcel>> {
    const BY: [&str; 2] = ["consignment_id", "reference"];
    for (column, value) in BY.iter().zip([&report.consignment, &report.reference]) {
        let Some(value) = value else { continue };
        let sql = format!(
            "SELECT id, order_id, consignment_id, status, status_at, cod_poisha, collected_poisha
             FROM parcels WHERE courier = $1 AND {column} = $2 AND dropped_at IS NULL LIMIT 1"
        );
        let found: Option<LiveParcel> = sqlx::query_as(&sql)
            .bind(&report.courier)
            .bind(value)
            .fetch_optional(&mut **tx)
            .await?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

/// What an applied report leaves for the order.
struct Applied {
    order_id: i64,
    parcel: ParcelStatus,
    collected_poisha: Option<i64>,
}

/// Applies one stored report to its parcel and the parcel's order (the sweep's way).
pub async fn apply(state: &AppState, report_id: i64) -> Result<()> {
    let mut tx = state.writer.begin().await?;
    let report: Option<Stored> = sqlx::query_as(
        "SELECT courier, consignment, reference, word, message, collected_poisha, charge_poisha,
                happened_at
         FROM parcel_reports WHERE id = $1 AND applied_at IS NULL",
    )
    .bind(report_id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(report) = report else {
        return Ok(());
    };
    let parcel = find_parcel(&mut tx, &report).await?;
    sqlx::query("UPDATE parcel_reports SET applied_at = $1, parcel_id = $2 WHERE id = $3")
        .bind(db::now_ms())
        .bind(parcel.as_ref().map(|parcel| parcel.id))
        .bind(report_id)
        .execute(&mut *tx)
        .await?;
    settle(state, tx, &report, parcel).await
}

/// Applies a report, marked applied in `tx`, to its parcel and order, and commits; a cash
/// order the courier delivered is then paid and delivered.
async fn settle(
    state: &AppState,
    mut tx: db::WriteTx,
    report: &Stored,
    parcel: Option<LiveParcel>,
) -> Result<()> {
    let applied = match parcel {
        Some(parcel) => apply_to_parcel(&mut tx, report, parcel).await?,
        // About a parcel this shop does not know (booked by hand in the courier's panel):
        // kept, applied to nothing.
        None => None,
    };
    let cash = match &applied {
        Some(applied) => move_order(&mut tx, applied).await?,
        None => false,
    };
    tx.commit().await?;
    if let (true, Some(applied)) = (cash, applied) {
        collect_cash_then_deliver(state, &applied).await?;
    }
    Ok(())
}

/// Moves the order as its parcel's status says: ships it, and delivers it when it is paid.
/// Whether it waits for the cash the courier collected to be recorded first.
async fn move_order(tx: &mut db::WriteTx, applied: &Applied) -> Result<bool> {
    let effect = applied.parcel.order_effect();
    if effect == OrderEffect::None {
        return Ok(false);
    }
    let now = db::now_ms();
    sales::shipped_by_courier(tx, applied.order_id, now).await?;
    if effect != OrderEffect::Delivers {
        return Ok(false);
    }
    let delivered = sales::delivered_by_courier(tx, applied.order_id, now).await?;
    Ok(!delivered && applied.collected_poisha.unwrap_or(0) > 0)
}

/// A cash order the courier delivered: paid with what it collected (`sales::mark_paid`, in
/// its own transaction with the tax invoice), then delivered.
async fn collect_cash_then_deliver(state: &AppState, applied: &Applied) -> Result<()> {
    pay_cash_collected(state, applied.order_id).await?;
    let mut tx = state.writer.begin().await?;
    sales::delivered_by_courier(&mut tx, applied.order_id, db::now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

/// Moves the parcel a report names, if it moves it.
async fn apply_to_parcel(
    tx: &mut db::WriteTx,
    report: &Stored,
    parcel: LiveParcel,
) -> Result<Option<Applied>> {
    let courier = Courier::from_id(&report.courier).unwrap_or(Courier::OwnDelivery);
    // A report naming the consignment confirms a booking whose answer never came, and gives
    // Pathao's bulk bookings their ids.
    let current = ParcelStatus::from_id(&parcel.status);
    let fills = (report.consignment.is_some() && parcel.consignment_id.is_none())
        || report.charge_poisha.is_some();
    if fills {
        sqlx::query(
            "UPDATE parcels SET consignment_id = COALESCE(consignment_id, $1),
                tracking_code = COALESCE(tracking_code, $2),
                charge_poisha = COALESCE($3, charge_poisha),
                status = CASE WHEN status IN ('booking', 'unconfirmed') AND $4 IS NOT NULL
                              THEN 'booked' ELSE status END
         WHERE id = $5",
        )
        .bind(&report.consignment)
        .bind(&report.consignment)
        .bind(report.charge_poisha)
        .bind(&report.consignment)
        .bind(parcel.id)
        .execute(&mut **tx)
        .await?;
    }
    // Pathao pays a parcel's cash out under an invoice, and says so by webhook.
    if courier == Courier::Pathao && report.word == "order.paid" {
        sqlx::query(
            "UPDATE parcels SET paid_out_at = $1, payout_reference = $2,
                    paid_out_poisha = COALESCE(collected_poisha, 0) - COALESCE(charge_poisha, 0)
             WHERE id = $3 AND payout_reference IS NULL",
        )
        .bind(report.happened_at)
        .bind(format!(
            "pathao-invoice-{}",
            report.message.as_deref().unwrap_or("?")
        ))
        .bind(parcel.id)
        .execute(&mut **tx)
        .await?;
    }
    let (current, since) = match current {
        Some(status) => (status, parcel.status_at),
        // Not confirmed yet: any step the courier reports is news.
        None => (ParcelStatus::Booked, i64::MIN),
    };
    let next = match courier::report(courier, &report.word) {
        Report::Status(next) if courier::moves(current, since, next, report.happened_at) => next,
        _ => return Ok(None),
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
        "UPDATE parcels SET status = $1, status_at = $2, courier_word = $3, collected_poisha = $4
         WHERE id = $5",
    )
    .bind(next.id())
    .bind(report.happened_at)
    .bind(&report.word)
    .bind(collected)
    .bind(parcel.id)
    .execute(&mut **tx)
    .await?;
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
    crate::runtime::periodic::in_leader(
        std::time::Duration::from_secs(20),
        state.writer.leadership(),
        move || {
            let state = state.clone();
            async move {
                if let Err(error) = apply_waiting(&state).await {
                    tracing::warn!(%error, "applying waiting courier reports failed");
                }
            }
        },
    );
}
