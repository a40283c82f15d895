//! An order's one lifecycle, as its buyer and the admins both read it:
//!
//! ```text
//! Awaiting payment → Paid → Shipped → Delivered
//!        ↓            ↓
//!    Cancelled     Cancelled → Refunded
//! ```
//!
//! An order a company's buyer places above their spending limit first waits for one of the
//! company's approvers ("Awaiting approval"); once approved it awaits payment like any other,
//! and declined it is cancelled.
//!
//! Cash on delivery bends one rule: an order promised to the courier's cash waits to ship,
//! not for a payment ("Cash on delivery · to ship"), ships unpaid and is marked paid when the
//! admins record the cash (Placed → Shipped → Delivered → Paid).
//! Cash and bank transfers are recorded by an admin ([`MoneyStep`]), as is a refund made by
//! hand.
//!
//! The status follows from the dates the order keeps (paid, shipped, delivered, cancelled,
//! refunded), so it can never disagree with them; what each party may do next is decided here
//! and nowhere else. The UI reads the same table from a generated module
//! (`ui/src/generated/lifecycle.ts`), the server refuses what it does not allow.

use crate::messages::{self, Key};
use crate::payment::PaymentMethod;
use serde::{Deserialize, Serialize};

/// Where an order stands.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum OrderStatus {
    /// Placed, its pieces reserved; the buyer has not paid yet.
    #[default]
    AwaitingPayment,
    /// Placed by a company's buyer above their limit, its pieces reserved: it waits for one of
    /// the company's approvers before it can be paid.
    AwaitingApproval,
    /// Placed to be paid in cash to the courier: it waits to ship, not for a payment (the
    /// buyer may still pay online instead).
    CashOnDelivery,
    Paid,
    /// Handed to the courier.
    Shipped,
    /// The buyer has it; reviews open.
    Delivered,
    /// Cancelled before it shipped, its pieces back in stock; a paid one awaits its refund.
    Cancelled,
    /// Cancelled after payment, and the money given back.
    Refunded,
}

/// What an admin can do to an order next.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AdminStep {
    /// Cash on delivery confirmed with the buyer (by phone): the order then waits for the
    /// courier instead of expiring unpaid.
    Confirm,
    Ship,
    Deliver,
}

/// Money an admin records by hand: cash the courier collected, a transfer that reached the
/// shop's account, or a refund given back outside a provider.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum MoneyStep {
    ReceiveCash,
    ReceiveTransfer,
    RecordRefund,
}

impl MoneyStep {
    pub const ALL: [MoneyStep; 3] = [
        MoneyStep::ReceiveCash,
        MoneyStep::ReceiveTransfer,
        MoneyStep::RecordRefund,
    ];

    /// The button's words in the message catalogue.
    pub fn label_key(self) -> Key {
        match self {
            MoneyStep::ReceiveCash => messages::CASH_RECEIVED,
            MoneyStep::ReceiveTransfer => messages::TRANSFER_RECEIVED,
            MoneyStep::RecordRefund => messages::REFUND_RECORDED,
        }
    }
}

impl OrderStatus {
    pub const ALL: [OrderStatus; 8] = [
        OrderStatus::AwaitingPayment,
        OrderStatus::AwaitingApproval,
        OrderStatus::CashOnDelivery,
        OrderStatus::Paid,
        OrderStatus::Shipped,
        OrderStatus::Delivered,
        OrderStatus::Cancelled,
        OrderStatus::Refunded,
    ];

    /// The status's name in the message catalogue.
    pub fn label_key(self) -> Key {
        match self {
            OrderStatus::AwaitingPayment => messages::STATUS_AWAITING_PAYMENT,
            OrderStatus::AwaitingApproval => messages::STATUS_AWAITING_APPROVAL,
            OrderStatus::CashOnDelivery => messages::STATUS_CASH_ON_DELIVERY,
            OrderStatus::Paid => messages::STATUS_PAID,
            OrderStatus::Shipped => messages::STATUS_SHIPPED,
            OrderStatus::Delivered => messages::STATUS_DELIVERED,
            OrderStatus::Cancelled => messages::STATUS_CANCELLED,
            OrderStatus::Refunded => messages::STATUS_REFUNDED,
        }
    }

    /// The buyer can pay an order that waits for it, and one promised in cash on delivery
    /// (online instead) until it ships.
    pub fn buyer_may_pay(self) -> bool {
        matches!(
            self,
            OrderStatus::AwaitingPayment | OrderStatus::CashOnDelivery
        )
    }

    /// The buyer can cancel until the order ships; a paid one is refunded.
    pub fn buyer_may_cancel(self) -> bool {
        self.cancel_refusal().is_none()
    }

    /// The buyer can change where it goes until it ships.
    pub fn buyer_may_change_delivery(self) -> bool {
        self.delivery_refusal().is_none()
    }

    /// Reviews open once the buyer has the tools (the spec's `isDelivered`), not while in transit.
    pub fn buyer_may_review(self) -> bool {
        self == OrderStatus::Delivered
    }

    /// The admins ship a paid order (or one paid on delivery), then mark it delivered; a
    /// cash-on-delivery order may first be confirmed with its buyer (see
    /// [`Milestones::admin_step`]).
    pub fn admin_step(self) -> Option<AdminStep> {
        match self {
            OrderStatus::Paid | OrderStatus::CashOnDelivery => Some(AdminStep::Ship),
            OrderStatus::Shipped => Some(AdminStep::Deliver),
            _ => None,
        }
    }

    /// Cancelled and refunded orders stay on record but are hidden from lists by default.
    pub fn is_closed(self) -> bool {
        matches!(self, OrderStatus::Cancelled | OrderStatus::Refunded)
    }

    /// Whether an admin's step can be taken from here. Taking a step the order is already
    /// past changes nothing (a double click), and is not an error.
    pub fn try_step(self, step: AdminStep) -> StepOutcome {
        use OrderStatus::*;
        match (self, step) {
            (Paid | CashOnDelivery, AdminStep::Ship) | (Shipped, AdminStep::Deliver) => {
                StepOutcome::Open
            }
            (Shipped | Delivered, AdminStep::Ship) | (Delivered, AdminStep::Deliver) => {
                StepOutcome::AlreadyTaken
            }
            (Paid | CashOnDelivery, AdminStep::Deliver) => {
                StepOutcome::Refused(messages::SHIP_BEFORE_DELIVERY)
            }
            (Cancelled | Refunded, _) => StepOutcome::Refused(messages::ORDER_ALREADY_CANCELLED),
            // Whether it is confirmed already is the milestones' to say (see
            // `Milestones::try_step`); only cash on delivery is confirmed at all.
            (CashOnDelivery, AdminStep::Confirm) => StepOutcome::Open,
            (_, AdminStep::Confirm) => StepOutcome::Refused(messages::CONFIRM_ONLY_COD),
            (AwaitingApproval, _) => StepOutcome::Refused(messages::ORDER_AWAITS_APPROVAL),
            (AwaitingPayment, _) => StepOutcome::Refused(messages::ORDER_NOT_PAID),
        }
    }

    /// Why the buyer can no longer cancel, or `None` while they can.
    pub fn cancel_refusal(self) -> Option<Key> {
        match self {
            OrderStatus::AwaitingPayment
            | OrderStatus::AwaitingApproval
            | OrderStatus::CashOnDelivery
            | OrderStatus::Paid => None,
            OrderStatus::Shipped => Some(messages::ORDER_ALREADY_SHIPPED),
            OrderStatus::Delivered => Some(messages::ORDER_ALREADY_DELIVERED),
            OrderStatus::Cancelled | OrderStatus::Refunded => {
                Some(messages::ORDER_ALREADY_CANCELLED)
            }
        }
    }

    /// Why the buyer can no longer change where the order goes, or `None` while they can:
    /// until it ships, like cancelling.
    pub fn delivery_refusal(self) -> Option<Key> {
        match self {
            OrderStatus::Shipped | OrderStatus::Delivered => {
                Some(messages::DELIVERY_DETAILS_LOCKED)
            }
            other => other.cancel_refusal(),
        }
    }
}

/// Whether an admin's step can be taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepOutcome {
    Open,
    /// The order is past this step already.
    AlreadyTaken,
    /// Not from here, and why.
    Refused(Key),
}

/// A step on an order's timeline.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Event {
    Placed,
    Paid,
    Shipped,
    Delivered,
    Cancelled,
    Refunded,
}

impl Event {
    pub const ALL: [Event; 6] = [
        Event::Placed,
        Event::Paid,
        Event::Shipped,
        Event::Delivered,
        Event::Cancelled,
        Event::Refunded,
    ];

    /// Its name as the API sends it and the database keeps it: `placed`, `paid`, …
    pub fn id(self) -> &'static str {
        match self {
            Event::Placed => "placed",
            Event::Paid => "paid",
            Event::Shipped => "shipped",
            Event::Delivered => "delivered",
            Event::Cancelled => "cancelled",
            Event::Refunded => "refunded",
        }
    }

    /// The event named `id`.
    pub fn from_id(id: &str) -> Option<Event> {
        Event::ALL.into_iter().find(|event| event.id() == id)
    }

    /// The event's name in the message catalogue.
    pub fn label_key(self) -> Key {
        match self {
            Event::Placed => messages::EVENT_PLACED,
            Event::Paid => messages::STATUS_PAID,
            Event::Shipped => messages::STATUS_SHIPPED,
            Event::Delivered => messages::STATUS_DELIVERED,
            Event::Cancelled => messages::STATUS_CANCELLED,
            Event::Refunded => messages::STATUS_REFUNDED,
        }
    }
}

/// One step of the timeline; `at` is `null` for a step still to come.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Step {
    pub event: Event,
    pub at: Option<i64>,
}

/// When each step of an order happened, in milliseconds since the epoch. (Read by the API
/// straight from the order's columns.)
#[cfg_attr(feature = "sqlx", derive(sqlx::FromRow))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Milestones {
    #[cfg_attr(feature = "sqlx", sqlx(rename = "created_at"))]
    pub placed_at: i64,
    pub paid_at: Option<i64>,
    pub shipped_at: Option<i64>,
    pub delivered_at: Option<i64>,
    pub cancelled_at: Option<i64>,
    pub refunded_at: Option<i64>,
    /// How the buyer pays or paid: set when they promise cash or a transfer, or when a
    /// provider confirms the payment.
    pub payment_method: Option<PaymentMethod>,
    /// When the shop confirmed a cash-on-delivery order with its buyer.
    pub confirmed_at: Option<i64>,
    /// When the order was found above its buyer's limit, and when one of their company's
    /// approvers approved it.
    pub approval_requested_at: Option<i64>,
    pub approved_at: Option<i64>,
}

impl Milestones {
    /// Whether the order waits for the courier to collect its cash.
    fn cash_on_delivery(&self) -> bool {
        self.payment_method.is_some_and(PaymentMethod::ships_unpaid)
    }

    /// The admins' next step: as the status says, except that an order paid in cash on
    /// delivery is confirmed with its buyer, then ships unpaid.
    pub fn admin_step(&self) -> Option<AdminStep> {
        match (self.status(), self.confirmed_at) {
            (OrderStatus::CashOnDelivery, None) => Some(AdminStep::Confirm),
            (status, _) => status.admin_step(),
        }
    }

    /// Whether an admin's step can be taken from here (see [`OrderStatus::try_step`]). A
    /// cash-on-delivery order may ship unconfirmed: shipping it is confirmation enough.
    pub fn try_step(&self, step: AdminStep) -> StepOutcome {
        match (self.status(), step) {
            (OrderStatus::CashOnDelivery, AdminStep::Confirm) if self.confirmed_at.is_some() => {
                StepOutcome::AlreadyTaken
            }
            (OrderStatus::Shipped | OrderStatus::Delivered, AdminStep::Confirm)
                if self.cash_on_delivery() =>
            {
                StepOutcome::AlreadyTaken
            }
            (status, step) => status.try_step(step),
        }
    }

    /// The money an admin can record now, if any. Cash is recorded once the courier has the
    /// parcel; a transfer while the order waits for it; a refund for a cancelled order that was
    /// paid and not refunded yet (a transfer, or a provider's refund that failed).
    pub fn money_step(&self) -> Option<MoneyStep> {
        use OrderStatus::*;
        let paid = self.paid_at.is_some();
        match (self.status(), self.payment_method) {
            (Cancelled, _) if paid => Some(MoneyStep::RecordRefund),
            _ if paid => None,
            (Shipped | Delivered, Some(PaymentMethod::Cod)) => Some(MoneyStep::ReceiveCash),
            (AwaitingPayment, Some(PaymentMethod::BankTransfer)) => {
                Some(MoneyStep::ReceiveTransfer)
            }
            _ => None,
        }
    }

    /// Whether `step` can be recorded now; a step already recorded changes nothing.
    pub fn try_money_step(&self, step: MoneyStep) -> StepOutcome {
        let taken = match step {
            MoneyStep::ReceiveCash | MoneyStep::ReceiveTransfer => self.paid_at.is_some(),
            MoneyStep::RecordRefund => self.refunded_at.is_some(),
        };
        if taken {
            return StepOutcome::AlreadyTaken;
        }
        if self.money_step() == Some(step) {
            return StepOutcome::Open;
        }
        StepOutcome::Refused(match step {
            MoneyStep::RecordRefund => messages::NO_REFUND_DUE,
            _ if self.status().is_closed() => messages::ORDER_ALREADY_CANCELLED,
            MoneyStep::ReceiveCash if self.cash_on_delivery() => messages::CASH_AFTER_SHIPPING,
            _ => messages::NOTHING_TO_RECEIVE,
        })
    }

    pub fn status(&self) -> OrderStatus {
        if self.refunded_at.is_some() {
            OrderStatus::Refunded
        } else if self.cancelled_at.is_some() {
            OrderStatus::Cancelled
        } else if self.delivered_at.is_some() {
            OrderStatus::Delivered
        } else if self.shipped_at.is_some() {
            OrderStatus::Shipped
        } else if self.paid_at.is_some() {
            OrderStatus::Paid
        } else if self.approval_requested_at.is_some() && self.approved_at.is_none() {
            OrderStatus::AwaitingApproval
        } else if self.cash_on_delivery() {
            OrderStatus::CashOnDelivery
        } else {
            OrderStatus::AwaitingPayment
        }
    }

    /// The steps behind the order and, while it is open, the ones still ahead. A cancelled
    /// order shows what happened; a paid one then shows its refund, done or to come.
    pub fn timeline(&self) -> Vec<Step> {
        let step = |event, at| Step { event, at };
        let mut steps = vec![step(Event::Placed, Some(self.placed_at))];
        match self.cancelled_at {
            Some(cancelled_at) => {
                if let Some(paid_at) = self.paid_at {
                    steps.push(step(Event::Paid, Some(paid_at)));
                }
                steps.push(step(Event::Cancelled, Some(cancelled_at)));
                if self.paid_at.is_some() {
                    steps.push(step(Event::Refunded, self.refunded_at));
                }
            }
            // The courier collects the cash: paid comes last.
            None if self.cash_on_delivery() => steps.extend([
                step(Event::Shipped, self.shipped_at),
                step(Event::Delivered, self.delivered_at),
                step(Event::Paid, self.paid_at),
            ]),
            None => steps.extend([
                step(Event::Paid, self.paid_at),
                step(Event::Shipped, self.shipped_at),
                step(Event::Delivered, self.delivered_at),
            ]),
        }
        steps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400_000;

    fn at(days: i64) -> Option<i64> {
        Some(days * DAY)
    }

    #[test]
    fn the_status_follows_the_latest_date() {
        let placed = Milestones::default();
        let paid = Milestones {
            paid_at: at(1),
            ..placed
        };
        let shipped = Milestones {
            shipped_at: at(2),
            ..paid
        };
        let delivered = Milestones {
            delivered_at: at(4),
            ..shipped
        };
        let cancelled_unpaid = Milestones {
            cancelled_at: at(1),
            ..placed
        };
        let cancelled_paid = Milestones {
            cancelled_at: at(2),
            ..paid
        };
        let refunded = Milestones {
            refunded_at: at(3),
            ..cancelled_paid
        };
        let cases = [
            (placed, OrderStatus::AwaitingPayment),
            (paid, OrderStatus::Paid),
            (shipped, OrderStatus::Shipped),
            (delivered, OrderStatus::Delivered),
            (cancelled_unpaid, OrderStatus::Cancelled),
            (cancelled_paid, OrderStatus::Cancelled),
            (refunded, OrderStatus::Refunded),
        ];
        for (milestones, status) in cases {
            assert_eq!(milestones.status(), status, "{milestones:?}");
        }
    }

    /// What each party may do, status by status: the whole table, so a change is deliberate.
    #[test]
    fn who_may_do_what_at_each_status() {
        use AdminStep::*;
        use OrderStatus::*;
        // (status, pay, cancel, review, admin's step, closed)
        let table = [
            (AwaitingPayment, true, true, false, None, false),
            (CashOnDelivery, true, true, false, Some(Ship), false),
            (Paid, false, true, false, Some(Ship), false),
            (Shipped, false, false, false, Some(Deliver), false),
            (Delivered, false, false, true, None, false),
            (Cancelled, false, false, false, None, true),
            (Refunded, false, false, false, None, true),
        ];
        for (status, pay, cancel, review, step, closed) in table {
            assert_eq!(status.buyer_may_pay(), pay, "{status:?} pay");
            assert_eq!(status.buyer_may_cancel(), cancel, "{status:?} cancel");
            // Where it goes can change exactly as long as it can be cancelled: until it ships.
            assert_eq!(
                status.buyer_may_change_delivery(),
                cancel,
                "{status:?} delivery"
            );
            assert_eq!(status.buyer_may_review(), review, "{status:?} review");
            assert_eq!(status.admin_step(), step, "{status:?} step");
            assert_eq!(status.is_closed(), closed, "{status:?} closed");
        }
    }

    #[test]
    fn an_admin_step_is_open_exactly_where_the_table_offers_it() {
        for status in OrderStatus::ALL {
            for step in [AdminStep::Ship, AdminStep::Deliver] {
                let offered = status.admin_step() == Some(step);
                let open = status.try_step(step) == StepOutcome::Open;
                assert_eq!(open, offered, "{status:?} {step:?}");
            }
        }
        let refused = |status: OrderStatus, step| status.try_step(step);
        assert_eq!(
            refused(OrderStatus::AwaitingPayment, AdminStep::Ship),
            StepOutcome::Refused(messages::ORDER_NOT_PAID)
        );
        assert_eq!(
            refused(OrderStatus::Paid, AdminStep::Deliver),
            StepOutcome::Refused(messages::SHIP_BEFORE_DELIVERY)
        );
        assert_eq!(
            refused(OrderStatus::Delivered, AdminStep::Ship),
            StepOutcome::AlreadyTaken
        );
        assert_eq!(
            refused(OrderStatus::Refunded, AdminStep::Deliver),
            StepOutcome::Refused(messages::ORDER_ALREADY_CANCELLED)
        );
    }

    /// Cash on delivery ships unpaid and is paid when the cash is recorded; a transfer is
    /// recorded while the order waits; a refund by hand once a paid order is cancelled.
    #[test]
    fn how_the_order_is_paid_changes_the_admins_steps() {
        use MoneyStep::*;
        use PaymentMethod::*;
        let placed = |method| Milestones {
            payment_method: method,
            ..Default::default()
        };
        let shipped = |method| Milestones {
            shipped_at: at(1),
            ..placed(method)
        };
        let delivered = |method| Milestones {
            delivered_at: at(2),
            ..shipped(method)
        };
        let cash_in = Milestones {
            paid_at: at(3),
            ..delivered(Some(Cod))
        };
        let paid_by_transfer = Milestones {
            paid_at: at(1),
            ..placed(Some(BankTransfer))
        };
        let cancelled_after_transfer = Milestones {
            cancelled_at: at(2),
            ..paid_by_transfer
        };
        let refunded = Milestones {
            refunded_at: at(3),
            ..cancelled_after_transfer
        };
        let cancelled_cod = Milestones {
            cancelled_at: at(1),
            ..placed(Some(Cod))
        };
        let confirmed_cod = Milestones {
            confirmed_at: at(1),
            ..placed(Some(Cod))
        };
        // (milestones, admin's step, money step)
        let table = [
            (placed(None), None, None),
            (placed(Some(Cod)), Some(AdminStep::Confirm), None),
            (confirmed_cod, Some(AdminStep::Ship), None),
            (
                shipped(Some(Cod)),
                Some(AdminStep::Deliver),
                Some(ReceiveCash),
            ),
            (delivered(Some(Cod)), None, Some(ReceiveCash)),
            (cash_in, None, None),
            (placed(Some(BankTransfer)), None, Some(ReceiveTransfer)),
            (paid_by_transfer, Some(AdminStep::Ship), None),
            (cancelled_after_transfer, None, Some(RecordRefund)),
            (refunded, None, None),
            (cancelled_cod, None, None),
            (placed(Some(Bkash)), None, None),
        ];
        for (milestones, step, money) in table {
            assert_eq!(milestones.admin_step(), step, "{milestones:?}");
            assert_eq!(milestones.money_step(), money, "{milestones:?}");
            for each in [AdminStep::Confirm, AdminStep::Ship, AdminStep::Deliver] {
                let open = milestones.try_step(each) == StepOutcome::Open;
                // An unconfirmed cash-on-delivery order may ship all the same.
                let shipping_unconfirmed =
                    each == AdminStep::Ship && step == Some(AdminStep::Confirm);
                let expected = step == Some(each) || shipping_unconfirmed;
                assert_eq!(open, expected, "{milestones:?} {each:?}");
            }
            for each in MoneyStep::ALL {
                let open = milestones.try_money_step(each) == StepOutcome::Open;
                assert_eq!(open, money == Some(each), "{milestones:?} {each:?}");
            }
        }
        let refused = |milestones: Milestones, step| milestones.try_money_step(step);
        assert_eq!(
            refused(placed(Some(Cod)), ReceiveCash),
            StepOutcome::Refused(messages::CASH_AFTER_SHIPPING)
        );
        assert_eq!(refused(cash_in, ReceiveCash), StepOutcome::AlreadyTaken);
        assert_eq!(
            refused(placed(None), ReceiveTransfer),
            StepOutcome::Refused(messages::NOTHING_TO_RECEIVE)
        );
        assert_eq!(
            refused(cancelled_cod, ReceiveCash),
            StepOutcome::Refused(messages::ORDER_ALREADY_CANCELLED)
        );
        assert_eq!(
            refused(placed(None), RecordRefund),
            StepOutcome::Refused(messages::NO_REFUND_DUE)
        );
        assert_eq!(refused(refunded, RecordRefund), StepOutcome::AlreadyTaken);
        assert_eq!(
            placed(Some(Cod)).try_step(AdminStep::Deliver),
            StepOutcome::Refused(messages::SHIP_BEFORE_DELIVERY)
        );
        assert_eq!(
            placed(Some(BankTransfer)).try_step(AdminStep::Ship),
            StepOutcome::Refused(messages::ORDER_NOT_PAID)
        );
        assert_eq!(
            placed(Some(Bkash)).try_step(AdminStep::Confirm),
            StepOutcome::Refused(messages::CONFIRM_ONLY_COD)
        );
        assert_eq!(
            confirmed_cod.try_step(AdminStep::Confirm),
            StepOutcome::AlreadyTaken
        );
        assert_eq!(
            shipped(Some(Cod)).try_step(AdminStep::Confirm),
            StepOutcome::AlreadyTaken
        );
        // The courier's cash comes last on the timeline.
        let events: Vec<Event> = cash_in.timeline().iter().map(|step| step.event).collect();
        assert_eq!(
            events,
            [Event::Placed, Event::Shipped, Event::Delivered, Event::Paid]
        );
    }

    #[test]
    fn labels_are_the_catalogues() {
        let keys = OrderStatus::ALL.map(OrderStatus::label_key).into_iter();
        let keys = keys
            .chain(Event::ALL.map(Event::label_key))
            .chain(MoneyStep::ALL.map(MoneyStep::label_key))
            .chain(PaymentMethod::ALL.map(PaymentMethod::label_key))
            .chain(PaymentMethod::ALL.map(PaymentMethod::hint_key));
        for key in keys {
            assert!(messages::key(key.name()).is_some(), "{key:?}");
        }
    }

    #[test]
    fn timelines_show_what_happened_and_what_is_ahead() {
        let steps = |milestones: Milestones| -> Vec<(Event, Option<i64>)> {
            milestones
                .timeline()
                .into_iter()
                .map(|step| (step.event, step.at))
                .collect()
        };
        let paid = Milestones {
            placed_at: 0,
            paid_at: at(1),
            ..Default::default()
        };
        assert_eq!(
            steps(paid),
            [
                (Event::Placed, Some(0)),
                (Event::Paid, at(1)),
                (Event::Shipped, None),
                (Event::Delivered, None),
            ]
        );
        let cancelled = Milestones {
            cancelled_at: at(2),
            ..paid
        };
        assert_eq!(
            steps(cancelled),
            [
                (Event::Placed, Some(0)),
                (Event::Paid, at(1)),
                (Event::Cancelled, at(2)),
                (Event::Refunded, None),
            ]
        );
        let unpaid_cancelled = Milestones {
            cancelled_at: at(2),
            ..Default::default()
        };
        assert_eq!(
            steps(unpaid_cancelled),
            [(Event::Placed, Some(0)), (Event::Cancelled, at(2))]
        );
    }
}
