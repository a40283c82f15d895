//! The shop's side of every payment: the attempts it started (`starts`), what each provider
//! said of them (`settle`), asking again when a provider said nothing clear (`recheck`),
//! refunds, once per payment (`refunds`), the owner's decisions on money held (`holds`) and
//! money recorded by hand (`by_hand`). Providers are spoken to through `processors`; an order's
//! own steps are `sales`'.

pub mod by_hand;
pub mod holds;
pub mod ledger;
pub mod recheck;
pub mod refunds;
pub mod settle;
pub mod starts;

pub use by_hand::ByHand;
