//! Money that moves outside the shop's processors: an admin's record of the cash the courier
//! collected or the transfer received, or of a refund made by hand. Each reads where the order
//! stands and acts only if `shared::lifecycle` allows it, so a double click records once.

use super::ledger::Confirmed;
use super::refunds;
use crate::error::{AppError, Result};
use crate::http::middleware::language::say;
use crate::runtime::state::AppState;
use crate::sales::{self, Standing};
use shared::lifecycle::{MoneyStep, StepOutcome};
use shared::{PaymentMethod, entities::order_number};

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
            let changed = refunds::record_by_hand(state, order_id).await?;
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
            // Cash cannot pay twice: an order paid online meanwhile is the owner's to sort out.
            if sales::mark_paid(state, &payment).await? == sales::Settlement::Duplicate {
                return Err(AppError::conflict(shared::messages::ORDER_ALREADY_PAID));
            }
            Ok((1, done))
        }
    }
}
