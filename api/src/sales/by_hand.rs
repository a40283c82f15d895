//! Money that moves outside the shop's processors: the buyer's promise to pay cash on delivery
//! or by bank transfer, and an admin's record of the cash or transfer received, or of a refund
//! made by hand. Each is one write transaction that reads where the order stands and acts only
//! if `shared::lifecycle` allows it, so a double click records once.

use super::standing::Standing;
use crate::error::{AppError, Result};
use crate::middleware::language::say;
use crate::processors::{self, Confirmed};
use crate::state::AppState;
use shared::lifecycle::{MoneyStep, StepOutcome};
use shared::{PaymentMethod, entities::order_number};

/// Records that the buyer will pay their own unpaid order by `method` (cash on delivery or a
/// bank transfer). They may still pay online instead until it ships.
pub async fn promise(
    state: &AppState,
    order_id: i64,
    user_id: i64,
    method: PaymentMethod,
) -> Result<()> {
    debug_assert!(method.received_by_hand());
    let mut tx = state.writer.begin().await?;
    let promised = sqlx::query(
        "UPDATE orders SET payment_method = ?
         WHERE id = ? AND user_id = ? AND is_paid = 0 AND cancelled_at IS NULL
           AND shipped_at IS NULL",
    )
    .bind(method.id())
    .bind(order_id)
    .bind(user_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    if promised == 1 {
        return Ok(());
    }
    let order = Standing::owned(&state.db, order_id, user_id).await?;
    Err(order
        .unpayable()
        .unwrap_or_else(|| AppError::not_found(shared::messages::THING_ORDER)))
}

/// What an admin records by hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ByHand {
    /// The money the order waits for arrived: cash from the courier, or a bank transfer.
    Received,
    /// A cancelled order's money went back outside the shop's processors.
    Refunded,
}

/// Records money an admin saw arrive or leave: cash the courier collected, a transfer that
/// reached the shop's account (either makes the order paid; which one follows from how the
/// order is paid), or a refund made by hand. The number of orders changed (0 when it was
/// recorded already) and the words for the admin.
pub async fn record(state: &AppState, order_id: i64, what: ByHand) -> Result<(u64, String)> {
    let mut tx = state.writer.begin().await?;
    // The write turn is held: nothing changes between this read and the write.
    let order = Standing::of(&mut *tx, order_id)
        .await?
        .ok_or_else(|| AppError::not_found(shared::messages::THING_ORDER))?;
    let step = match (what, order.milestones.payment_method) {
        (ByHand::Refunded, _) => MoneyStep::RecordRefund,
        (ByHand::Received, Some(PaymentMethod::BankTransfer)) => MoneyStep::ReceiveTransfer,
        (ByHand::Received, _) => MoneyStep::ReceiveCash,
    };
    let done = say(step.label_key());
    match order.milestones.try_money_step(step) {
        StepOutcome::Open => {}
        StepOutcome::AlreadyTaken => return Ok((0, done)),
        StepOutcome::Refused(why) => return Err(AppError::conflict(why)),
    }
    drop(tx);
    match step {
        MoneyStep::RecordRefund => {
            let changed = processors::record_refund(&state.writer, order_id).await?;
            Ok((u64::from(changed), done))
        }
        MoneyStep::ReceiveCash | MoneyStep::ReceiveTransfer => {
            let method = order
                .milestones
                .payment_method
                .unwrap_or(PaymentMethod::Cod);
            let number = order_number(order_id, order.milestones.placed_at);
            let reference = format!("{}-{number}", method.id());
            let payment = Confirmed {
                order_id,
                provider: method,
                reference: &reference,
                provider_transaction: None,
                amount_poisha: order.total_poisha,
            };
            super::mark_paid(state, payment).await?;
            Ok((1, done))
        }
    }
}
