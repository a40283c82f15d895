//! The owner's decisions on money a provider captured that did not pay its order as it stood
//! (another amount, a provider's risk flag, a second payment): accept it as the order's payment,
//! give it back through the provider, or record that it was given back by hand.

use super::refunds::{self, PAYMENT_COLUMNS, Payment, RefundState};
use crate::error::{AppError, Result};
use crate::runtime::state::AppState;
use crate::sales::{self, Settlement};
use crate::store::db;
use shared::messages;

/// A held payment, and whether its refund was asked for already.
#[derive(sqlx::FromRow)]
struct Held {
    #[sqlx(flatten)]
    payment: Payment,
    #[sqlx(try_from = "shared::stored::Flag")]
    refund_asked: bool,
}

/// The payment `payment_id` if it is held; 404 if there is none, 409 if it is not held.
async fn held(state: &AppState, payment_id: i64) -> Result<Held> {
    let found: Option<Held> = sqlx::query_as(&format!(
        "SELECT {PAYMENT_COLUMNS},
                EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = payments.id) AS refund_asked
         FROM payments WHERE id = $1"
    ))
    .bind(payment_id)
    .fetch_optional(&state.db)
    .await?;
    match found {
        None => Err(AppError::not_found(messages::THING_PAYMENT)),
        Some(held) if held.payment.status != "held" => {
            Err(AppError::conflict(messages::PAYMENT_NOT_HELD))
        }
        Some(held) => Ok(held),
    }
}

/// Accepts a held payment as its order's: the order is paid (and its tax invoice issued) as if
/// the provider had confirmed it plainly. An order paid or cancelled meanwhile cannot take it:
/// it can only be given back (409).
pub async fn accept(state: &AppState, payment_id: i64) -> Result<()> {
    let held = held(state, payment_id).await?;
    match sales::mark_paid(state, &held.payment.confirmed()).await? {
        Settlement::Paid => Ok(()),
        Settlement::Duplicate => Err(AppError::conflict(messages::HELD_PAYMENT_ONLY_REFUND)),
    }
}

/// Gives a held payment back through its provider, once. A refund asked before and never
/// confirmed is not asked again (409): the owner checks the provider's panel and records it.
pub async fn give_back(state: &AppState, payment_id: i64) -> Result<RefundState> {
    let held = held(state, payment_id).await?;
    if held.refund_asked {
        return Err(AppError::conflict(messages::REFUND_UNCONFIRMED));
    }
    refunds::give_back(state, held.payment).await
}

/// Records that a held payment was given back outside the shop (the provider's panel, cash).
pub async fn given_back_by_hand(state: &AppState, payment_id: i64) -> Result<()> {
    held(state, payment_id).await?;
    let mut tx = state.writer.begin().await?;
    refunds::refunded_by_hand(&mut tx, payment_id, db::now_ms()).await?;
    tx.commit().await?;
    Ok(())
}
