//! How much one buyer may hold in unpaid orders. An unpaid order keeps its stock for days
//! (`SHOP_UNPAID_ORDER_HOURS`), so without a limit one account could empty the catalogue for
//! everyone else without paying a taka. Both checks run inside the order's transaction, so
//! orders placed at once by the same buyer count each other.

use crate::error::{AppError, Result};
use crate::runtime::config::UnpaidLimits;
use crate::store::db::WriteTx;
use shared::{Quantity, messages};

/// How many open unpaid orders the buyer `$N` has, as an SQL expression: kept by triggers
/// (migration 0015), one row however many the buyer has left unpaid. Read by the stock's
/// reservation in the same statement, one round trip less in the write turn every order waits
/// for (`stock::reserve`). A macro, so that each statement stays one `&'static str`.
macro_rules! open_orders_of {
    ($buyer:literal) => {
        concat!(
            "(SELECT COALESCE(MAX(open), 0) FROM unpaid_by_buyer WHERE user_id = $",
            $buyer,
            ")"
        )
    };
}
pub(crate) use open_orders_of;

/// Refuses a new order from a buyer who already has the most open unpaid orders allowed.
pub async fn check_open_orders(tx: &mut WriteTx, user_id: i64, limits: UnpaidLimits) -> Result<()> {
    if limits.orders == UnpaidLimits::NONE.orders {
        return Ok(());
    }
    let open: i64 = sqlx::query_scalar(concat!("SELECT ", open_orders_of!(1)))
        .bind(user_id)
        .fetch_one(&mut **tx)
        .await?;
    refuse_open_orders(open, limits)
}

/// Refuses a new order from a buyer who has `open` unpaid orders already, if that is the most
/// allowed.
pub fn refuse_open_orders(open: i64, limits: UnpaidLimits) -> Result<()> {
    if limits.orders != UnpaidLimits::NONE.orders && open >= i64::from(limits.orders) {
        return Err(AppError::conflict(messages::too_many_unpaid_orders(
            limits.orders,
        )));
    }
    Ok(())
}

/// A line just reserved, as the share check sees it.
pub struct HeldLine<'a> {
    pub tool_id: i64,
    pub tool_name: &'a str,
    pub pieces: u32,
    pub min_order: u32,
}

/// Refuses a line that would leave the buyer holding more than their share of the tool's
/// stock unpaid. A first order of the tool's minimum is always allowed, so a tool whose whole
/// stock is one minimum order can still be bought.
pub async fn check_share(
    tx: &mut WriteTx,
    user_id: i64,
    line: &HeldLine<'_>,
    limits: UnpaidLimits,
) -> Result<()> {
    if limits.share_percent >= 100 {
        // Nobody can hold more than the whole stock: nothing to count.
        return Ok(());
    }
    // The stock left after this line's reservation, what the buyer held unpaid before it, and
    // what every buyer holds unpaid: the stock as it stands before anyone pays is the left
    // plus all unpaid holdings (this line included).
    let (left, held, held_by_all): (i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT available_quantity FROM tools WHERE id = $1),
                (SELECT CAST(COALESCE(SUM(l.quantity), 0) AS BIGINT) FROM order_lines l
                 JOIN orders o ON o.id = l.order_id
                 WHERE o.user_id = $2 AND o.is_paid = FALSE AND o.cancelled_at IS NULL
                   AND l.tool_id = $1),
                (SELECT CAST(COALESCE(SUM(l.quantity), 0) AS BIGINT) FROM order_lines l
                 JOIN orders o ON o.id = l.order_id
                 WHERE o.is_paid = FALSE AND o.cancelled_at IS NULL AND l.tool_id = $1)",
    )
    .bind(line.tool_id)
    .bind(user_id)
    .fetch_one(&mut **tx)
    .await?;
    let holding = held + i64::from(line.pieces);
    let stock = left + held_by_all + i64::from(line.pieces);
    let within = holding * 100 <= i64::from(limits.share_percent) * stock;
    let first_minimum = held == 0 && line.pieces <= line.min_order;
    if within || first_minimum {
        return Ok(());
    }
    Err(AppError::field_conflict(
        Quantity::FIELD,
        messages::unpaid_share(line.tool_name, limits.share_percent),
    ))
}
