//! The owner's overview (the admins' dashboard home) and the filters of Manage Orders it links
//! to. The server computes every figure from sums it keeps (`data/migrations/sqlite/0014`); the
//! browser only draws them.

use crate::Money;
use crate::payment::PaymentMethod;
use serde::{Deserialize, Serialize};

/// The periods the chart can cover, in days ending today.
pub const CHART_PERIODS: [u32; 2] = [30, 90];

/// Below this many pieces a tool is low on stock, unless the admin asks for another level.
pub const LOW_STOCK_DEFAULT: u32 = 10;

/// The shop at a glance.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Overview {
    /// Today in Dhaka, `YYYY-MM-DD`.
    pub today: String,
    /// Orders placed today and the money taken today.
    pub day: PeriodSums,
    /// Likewise since the first of this month.
    pub month: PeriodSums,
    pub waiting: Waiting,
    /// The last six months of cash on delivery, newest first: shipped and returned.
    #[serde(default)]
    pub cod_months: Vec<CodMonth>,
    /// Every day of the chart's period, oldest first, days without orders included.
    pub days: Vec<DaySums>,
    /// The best sellers by pieces in orders that are not cancelled, most first.
    pub top_tools: Vec<TopTool>,
    /// The level under which a tool is listed in `lowStock`.
    pub low_stock_below: u32,
    /// The tools with fewer pieces than `lowStockBelow`, fewest first.
    pub low_stock: Vec<LowStockTool>,
}

/// Orders placed in a period (cancelled ones left out) and the money taken in it: paid orders
/// not cancelled, by the day they were paid.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PeriodSums {
    pub orders: i64,
    pub revenue: Money,
    /// The revenue per payment method, largest first; methods that took nothing are left out.
    pub by_method: Vec<MethodSums>,
}

/// What one payment method took.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MethodSums {
    /// `None` for orders paid before the shop recorded how.
    pub method: Option<PaymentMethod>,
    pub orders: i64,
    pub revenue: Money,
}

/// Orders that wait for the shop or the buyer, each the count of a Manage Orders filter.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Waiting {
    /// `payment=unpaid`.
    pub payment: i64,
    /// `delivery=to-ship`.
    pub to_ship: i64,
    /// `delivery=on-the-way`.
    pub on_the_way: i64,
    /// `delivery=to-confirm`: cash on delivery waiting for its buyer's (or the shop's)
    /// confirmation.
    #[serde(default)]
    pub to_confirm: i64,
}

/// One month of cash-on-delivery orders shipped, and how many of them came back.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CodMonth {
    /// `2026-11`, by the date in Dhaka the orders shipped.
    pub month: String,
    pub shipped: i64,
    /// Of those, the orders whose parcel was returned.
    pub returned: i64,
}

/// One day of the chart.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct DaySums {
    /// `YYYY-MM-DD`, in Dhaka.
    pub day: String,
    pub orders: i64,
    pub revenue: Money,
}

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TopTool {
    #[serde(rename = "_id")]
    pub id: i64,
    pub tool_name: String,
    pub pieces: i64,
}

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LowStockTool {
    #[serde(rename = "_id")]
    pub id: i64,
    pub tool_name: String,
    pub available_quantity: u32,
    pub min_order: u32,
}

/// Manage Orders' payment filter.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PaymentState {
    /// Not paid, not cancelled: the money is still to come.
    Unpaid,
    /// Paid and not refunded.
    Paid,
    Refunded,
}

/// Manage Orders' delivery filter.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeliveryState {
    /// Cash on delivery promised but confirmed neither by its buyer nor by the shop, not
    /// shipped, not cancelled.
    ToConfirm,
    /// Paid (or promised in cash on delivery), not shipped, not cancelled: the shop's turn.
    ToShip,
    /// With the courier.
    OnTheWay,
    Delivered,
    Cancelled,
}
