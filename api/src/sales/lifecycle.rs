//! An order's way from placed to paid, shipped, delivered and reviewed, or to cancelled and
//! refunded (the steps themselves are `shared::lifecycle`). Each step is
//! one conditional UPDATE in a write transaction, so two requests racing move an order once;
//! when the UPDATE matches nothing, [`Standing`] explains why to the caller.

use super::standing::Standing;
use super::stock;
use crate::error::{AppError, Result};
use crate::payments::ledger::{self, Confirmed};
use crate::runtime::state::AppState;
use crate::store::db;
use crate::tax;
use shared::courier::ParcelStatus;
use shared::lifecycle::StepOutcome;
use shared::stored::Flag;
use shared::{AdminStep, Delivery, DeliveryForm, OrderStatus, delivery, messages};

/// Who cancels an order.
#[derive(Debug, Clone, Copy)]
pub enum Canceller {
    /// Its buyer: someone else's order is 404, as if it did not exist.
    Buyer(i64),
    /// An admin: any order that has not shipped.
    Admin,
}

/// Cancels an order that has not shipped: its pieces return to stock and a paid order's tax
/// invoice is undone by a credit note, in one transaction. Whether it was paid: the caller
/// then refunds it (`payments::refunds::refund_order`).
pub async fn cancel(state: &AppState, order_id: i64, by: Canceller) -> Result<bool> {
    let mut tx = state.writer.begin().await?;
    // The write comes first; it matches only an order the caller may cancel.
    let now = db::now_ms();
    let buyer = match by {
        Canceller::Buyer(user_id) => Some(user_id),
        Canceller::Admin => None,
    };
    let cancelled: Option<Flag> = sqlx::query_scalar(
        "UPDATE orders SET cancelled_at = $1
         WHERE id = $2 AND ($3 IS NULL OR user_id = $3) AND cancelled_at IS NULL
           AND shipped_at IS NULL
         RETURNING is_paid",
    )
    .bind(now)
    .bind(order_id)
    .bind(buyer)
    .fetch_optional(&mut *tx)
    .await?;
    let Some(Flag(was_paid)) = cancelled else {
        drop(tx);
        return Err(match by {
            Canceller::Buyer(user_id) => {
                refusal(state, order_id, user_id, OrderStatus::cancel_refusal).await
            }
            Canceller::Admin => match Standing::of(&state.db, order_id).await? {
                Some(order) => AppError::conflict(
                    order
                        .status()
                        .cancel_refusal()
                        .unwrap_or(messages::UNEXPECTED_ERROR),
                ),
                None => AppError::not_found(shared::messages::THING_ORDER),
            },
        });
    };
    stock::release(&mut tx, order_id).await?;
    // A paid order had its tax invoice; the credit note that undoes it goes with the cancel.
    tax::issue_credit_note(&mut tx, order_id, now).await?;
    tx.commit().await?;
    state.listing.invalidate();
    Ok(was_paid)
}

/// Changes where a buyer's own order goes, until it ships. Someone else's order is 404
/// before the details are even read.
pub async fn redirect(
    state: &AppState,
    order_id: i64,
    user_id: i64,
    form: &DeliveryForm,
) -> Result<()> {
    Standing::owned(&state.db, order_id, user_id).await?;
    let delivery = Delivery::parse(form)?;
    let mut tx = state.writer.begin().await?;
    let changed = sqlx::query(
        "UPDATE orders SET recipient = $1, phone_number = $2, address = $3, district = $4
         WHERE id = $5 AND user_id = $6 AND cancelled_at IS NULL AND shipped_at IS NULL",
    )
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .bind(order_id)
    .bind(user_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if changed == 1 {
        super::address_book::remember(&mut tx, user_id, &delivery).await?;
    }
    tx.commit().await?;
    if changed == 1 {
        return Ok(());
    }
    Err(refusal(state, order_id, user_id, OrderStatus::delivery_refusal).await)
}

/// Why a buyer's change to their order was refused: 404 for someone else's, else the rule's
/// words for where the order stands.
async fn refusal(
    state: &AppState,
    order_id: i64,
    user_id: i64,
    rule: fn(OrderStatus) -> Option<shared::Key>,
) -> AppError {
    match Standing::owned(&state.db, order_id, user_id).await {
        Ok(order) => AppError::conflict(rule(order.status()).unwrap_or(messages::UNEXPECTED_ERROR)),
        Err(error) => error,
    }
}

/// Takes an admin's next step on an order: confirms a cash-on-delivery order with its buyer,
/// ships a paid order (or one paid on delivery) that says where it goes, or marks a shipped
/// one delivered. The number of orders changed: 0 when the order is past the step already
/// (pressing twice changes nothing). Stock was reserved at placement, so no step touches it.
pub async fn advance(state: &AppState, order_id: i64, step: AdminStep) -> Result<u64> {
    let sql = match step {
        AdminStep::Confirm => {
            "UPDATE orders SET confirmed_at = $1, confirmed_by = 'shop'
             WHERE id = $2 AND payment_method = 'cod' AND confirmed_at IS NULL AND is_paid = FALSE
               AND shipped_at IS NULL AND cancelled_at IS NULL"
        }
        AdminStep::Ship => {
            "UPDATE orders SET shipped_at = $1
             WHERE id = $2 AND (is_paid = TRUE OR payment_method = 'cod')
               AND shipped_at IS NULL AND cancelled_at IS NULL"
        }
        AdminStep::Deliver => {
            "UPDATE orders SET is_delivered = TRUE, delivered_at = $1
             WHERE id = $2 AND shipped_at IS NOT NULL AND is_delivered = FALSE AND cancelled_at IS NULL"
        }
    };
    let mut tx = state.writer.begin().await?;
    // The write turn is held, so the details cannot change between this read and the write.
    let ships_somewhere = step != AdminStep::Ship || says_where_it_goes(&mut tx, order_id).await?;
    let now = db::now_ms();
    let changed = if ships_somewhere {
        sqlx::query(sql)
            .bind(now)
            .bind(order_id)
            .execute(&mut *tx)
            .await?
            .rows_affected()
    } else {
        0
    };
    // The shop's own rider carries a parcel these steps move; a courier's moves by its reports.
    let own_parcel = match step {
        AdminStep::Ship => Some(ParcelStatus::InTransit),
        AdminStep::Deliver => Some(ParcelStatus::Delivered),
        AdminStep::Confirm => None,
    };
    if let (1, Some(status)) = (changed, own_parcel) {
        crate::couriers::own::follow(&mut tx, order_id, status, now).await?;
    }
    tx.commit().await?;
    if changed == 1 {
        return Ok(1);
    }
    let order = Standing::of(&state.db, order_id)
        .await?
        .ok_or_else(|| AppError::not_found(shared::messages::THING_ORDER))?;
    match order.milestones.try_step(step) {
        StepOutcome::AlreadyTaken => Ok(0),
        StepOutcome::Refused(why) => Err(AppError::conflict(why)),
        // Open by its status, yet unchanged: it does not say where it goes.
        StepOutcome::Open => Err(AppError::conflict(messages::SHIP_NEEDS_DELIVERY)),
    }
}

/// A courier picked the order's parcel up: the order ships (once; a cancelled one stays so).
pub async fn shipped_by_courier(tx: &mut db::WriteTx, order_id: i64, at: i64) -> Result<()> {
    sqlx::query(
        "UPDATE orders SET shipped_at = $1
         WHERE id = $2 AND shipped_at IS NULL AND cancelled_at IS NULL",
    )
    .bind(at)
    .bind(order_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A courier delivered the order's parcel: the order is delivered if it is paid (an order is
/// delivered only when paid). Whether it was delivered now.
pub async fn delivered_by_courier(tx: &mut db::WriteTx, order_id: i64, at: i64) -> Result<bool> {
    let delivered = sqlx::query(
        "UPDATE orders SET is_delivered = TRUE, delivered_at = $1
         WHERE id = $2 AND is_paid = TRUE AND is_delivered = FALSE AND cancelled_at IS NULL",
    )
    .bind(at)
    .bind(order_id)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    Ok(delivered == 1)
}

/// An order's stored delivery details.
#[derive(sqlx::FromRow)]
struct StoredDelivery {
    recipient: Option<String>,
    phone_number: Option<String>,
    address: Option<String>,
    district: Option<String>,
}

/// Whether an order's stored delivery details are complete (`shared::delivery::is_complete`).
async fn says_where_it_goes(tx: &mut db::WriteTx, order_id: i64) -> Result<bool> {
    let stored: Option<StoredDelivery> = sqlx::query_as(
        "SELECT recipient, phone_number, address, district FROM orders WHERE id = $1",
    )
    .bind(order_id)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(stored.is_some_and(|order| {
        delivery::is_complete([
            order.recipient.as_deref(),
            order.phone_number.as_deref(),
            order.address.as_deref(),
            order.district.as_deref(),
        ])
    }))
}

/// The line of an order a review is about.
pub struct ReviewedLine {
    pub line_id: i64,
    pub tool_name: String,
}

/// Marks one line of a buyer's delivered order reviewed, once, inside the review's
/// transaction; the order counts as reviewed when all its lines are. `line_id` may be left out
/// for an order of one tool.
pub async fn mark_reviewed(
    state: &AppState,
    tx: &mut db::WriteTx,
    order_id: i64,
    line_id: Option<i64>,
    user_id: i64,
) -> Result<ReviewedLine> {
    let order = Standing::owned(&state.db, order_id, user_id).await?;
    let line_id = match line_id {
        Some(line_id) => line_id,
        None => only_line(&state.db, order_id).await?,
    };
    let reviewed: Option<String> = sqlx::query_scalar(
        "UPDATE order_lines SET is_reviewed = TRUE
         WHERE id = $1 AND order_id = $2 AND is_reviewed = FALSE
           AND (SELECT is_delivered FROM orders WHERE id = $3) = TRUE
         RETURNING tool_name",
    )
    .bind(line_id)
    .bind(order_id)
    .bind(order_id)
    .fetch_optional(&mut **tx)
    .await?;
    let Some(tool_name) = reviewed else {
        let line_exists: Option<Flag> = sqlx::query_scalar(
            "SELECT is_reviewed FROM order_lines WHERE id = $1 AND order_id = $2",
        )
        .bind(line_id)
        .bind(order_id)
        .fetch_optional(&state.db)
        .await?;
        return Err(match line_exists {
            None => AppError::not_found(shared::messages::THING_ORDER),
            Some(Flag(true)) => AppError::conflict(messages::REVIEW_ALREADY_GIVEN),
            Some(Flag(false)) if !order.status().buyer_may_review() => {
                AppError::conflict(messages::REVIEW_NOT_DELIVERED)
            }
            Some(Flag(false)) => AppError::conflict(messages::REVIEW_ALREADY_GIVEN),
        });
    };
    sqlx::query(
        "UPDATE orders SET is_reviewed = NOT EXISTS
             (SELECT 1 FROM order_lines WHERE order_id = $1 AND is_reviewed = FALSE)
         WHERE id = $1",
    )
    .bind(order_id)
    .execute(&mut **tx)
    .await?;
    Ok(ReviewedLine { line_id, tool_name })
}

/// The one line of a one-tool order; an order of several needs its line named.
async fn only_line(db: &crate::store::db::Pool, order_id: i64) -> Result<i64> {
    let lines: Vec<i64> =
        sqlx::query_scalar("SELECT id FROM order_lines WHERE order_id = $1 LIMIT 2")
            .bind(order_id)
            .fetch_all(db)
            .await?;
    match lines.as_slice() {
        [only] => Ok(*only),
        [] => Err(AppError::not_found(shared::messages::THING_ORDER)),
        _ => Err(shared::FieldError::new("lineId", "required", messages::REVIEW_WHICH_LINE).into()),
    }
}

/// The stored total, in poisha, of a buyer's order that can still be paid.
pub async fn payable_total(state: &AppState, order_id: i64, user_id: i64) -> Result<i64> {
    let order = Standing::owned(&state.db, order_id, user_id).await?;
    match order.unpayable() {
        Some(refusal) => Err(refusal),
        None => Ok(order.total_poisha),
    }
}

/// How a confirmed payment was settled against its order.
#[derive(Debug, PartialEq, Eq)]
pub enum Settlement {
    /// The order is paid by this payment, now or before (the buyer's confirmation and
    /// Stripe's webhook both arrive).
    Paid,
    /// Another payment won, or the order was cancelled meanwhile: this one does not pay it,
    /// and must be given back (`payments::settle::pay`).
    Duplicate,
}

impl Settlement {
    /// For a buyer's request: a duplicate is 409 'This order is already paid.'.
    pub fn or_conflict(self) -> Result<()> {
        match self {
            Settlement::Paid => Ok(()),
            Settlement::Duplicate => Err(AppError::conflict(messages::ORDER_ALREADY_PAID)),
        }
    }
}

/// Marks the order paid and records the payment, together, once. Whether this payment is the
/// one that paid it (now or before), or a duplicate.
pub async fn mark_paid(state: &AppState, payment: &Confirmed<'_>) -> Result<Settlement> {
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    // Conditional on still unpaid: two payments racing for one order mark it once.
    let marked = sqlx::query(
        "UPDATE orders SET is_paid = TRUE, transaction_id = $1, paid_at = $2, payment_method = $3
         WHERE id = $4 AND is_paid = FALSE AND cancelled_at IS NULL",
    )
    .bind(payment.shown_id())
    .bind(now)
    .bind(payment.provider.id())
    .bind(payment.order_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if marked == 1 {
        ledger::record_taken(&mut tx, payment, "succeeded", None, now).await?;
        // The tax invoice is issued with the payment, or neither is kept.
        tax::issue_invoice(&mut tx, &state.config.seller, payment.order_id, now).await?;
        tx.commit().await?;
        return Ok(Settlement::Paid);
    }
    drop(tx);
    let paid_with: Option<Option<String>> =
        sqlx::query_scalar("SELECT transaction_id FROM orders WHERE id = $1")
            .bind(payment.order_id)
            .fetch_optional(&state.db)
            .await?;
    if paid_with.flatten().as_deref() == Some(payment.shown_id()) {
        return Ok(Settlement::Paid);
    }
    Ok(Settlement::Duplicate)
}

/// Marks a cancelled, paid order refunded, in the transaction that records its refund; whether
/// it changed (false when it was recorded already).
pub async fn mark_refunded(tx: &mut db::WriteTx, order_id: i64, now: i64) -> Result<bool> {
    let changed = sqlx::query(
        "UPDATE orders SET refunded_at = $1
         WHERE id = $2 AND is_paid = TRUE AND cancelled_at IS NOT NULL AND refunded_at IS NULL",
    )
    .bind(now)
    .bind(order_id)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    Ok(changed == 1)
}
