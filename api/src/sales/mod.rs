//! Orders and the stock they hold, in one place: every handler that reads or changes an order
//! goes through here. Placing reserves stock per order in the order's transaction; cancelling
//! (by the buyer, or by the expiry sweep) gives it back through the same [`stock::release`]
//! and refunds a paid order through the payment processor; paying, shipping, delivering and
//! reviewing each move the order on by one conditional UPDATE, so a double click changes it
//! once.

pub mod address_book;
pub mod approval;
pub mod confirmation;
pub mod delivery_charges;
pub mod expiry;
pub mod filter;
mod lifecycle;
mod limits;
pub mod overview;
mod placing;
mod promise;
mod standing;
pub mod stock;

pub use filter::OrderFilter;
pub use lifecycle::{
    Canceller, ReviewedLine, Settlement, advance, cancel, delivered_by_courier, mark_paid,
    mark_refunded, mark_reviewed, payable_total, redirect, shipped_by_courier,
};
pub use placing::{Checkout, Orderer, Placed, Wanted, place};
pub use promise::{cod_owed, promise};
pub use standing::Standing;

use crate::error::Result;
use crate::payments::ledger;
use crate::store::db::Pool;
use crate::store::paging::{self, Page};
use shared::payment::PaymentCheck;
use shared::{Order, OrderLine};
use std::collections::HashMap;

/// Orders with their buyer and the company they were placed for, under the names of
/// [`Order`]'s fields (the buyer's name falls back to their email). The phone and address are the order's own, given at checkout.
/// `unsettled`: whether a payment of the order is still being checked or held, from the
/// payments' index by order in the same statement, so a page of orders with none (nearly
/// every page) costs no query for them.
macro_rules! order_columns {
    () => {
        concat!(
            "o.id, COALESCE(u.display_name, u.email) AS user_name,
        u.email AS user_email, o.tool_id, o.tool_name, o.tool_image,
        o.tool_price_poisha AS tool_price, o.quantity, o.total_poisha AS total_price,
        o.delivery_poisha AS delivery_charge, o.delivery_vat_rate, o.is_paid,
        o.is_delivered, o.is_reviewed, o.phone_number, o.address, o.recipient, o.district,
        o.transaction_id, o.created_at, o.paid_at, o.shipped_at, o.delivered_at,
        o.cancelled_at, o.refunded_at, o.payment_method, o.confirmed_at, o.confirmed_by,
        o.po_number, o.approval_requested_at, o.approved_at, c.name AS company_name, ",
            crate::payments::ledger::has_unsettled!("o"),
            " AS unsettled"
        )
    };
}
macro_rules! order_from {
    () => {
        "FROM orders o JOIN users u ON u.id = o.user_id
         LEFT JOIN companies c ON c.id = o.company_id"
    };
}
const ORDER_COLUMNS: &str = order_columns!();
const ORDER_FROM: &str = order_from!();
const ORDER_SELECT: &str = concat!("SELECT ", order_columns!(), " ", order_from!());

/// A buyer's own orders, newest first, cancelled ones included (the UI hides them unless
/// asked): all of them, or a page with, on the first, how many there are. The count rides in
/// the page's own query (a subquery SQLite runs once), a round trip fewer on the screen a
/// buyer opens most.
pub async fn buyers_orders(
    db: &Pool,
    user_id: i64,
    page: Option<Page>,
) -> Result<(Vec<Order>, Option<i64>)> {
    let counted = Page::is_first(page);
    let total_column = if counted {
        "(SELECT COUNT(*) FROM orders WHERE user_id = $1)"
    } else {
        "NULL"
    };
    let rows: Vec<OrderRow> = sqlx::query_as(&format!(
        "SELECT {ORDER_COLUMNS}, {total_column} AS total {ORDER_FROM}
         WHERE o.user_id = $1 AND o.id < $2 ORDER BY o.id DESC LIMIT $3"
    ))
    .bind(user_id)
    .bind(Page::sql_below(page))
    .bind(Page::sql_limit(page))
    .fetch_all(db)
    .await?;
    // No row on a first page: the buyer has no orders.
    let total = counted.then(|| rows.first().and_then(|row| row.total).unwrap_or(0));
    Ok((with_lines(db, rows).await?, total))
}

/// An order as the SELECT above reads it: whether a payment of it is unsettled, and on a
/// buyer's first page the count of their list.
#[derive(sqlx::FromRow)]
struct OrderRow {
    #[sqlx(flatten)]
    order: Order,
    #[sqlx(try_from = "shared::stored::Flag")]
    unsettled: bool,
    #[sqlx(default)]
    total: Option<i64>,
}

/// One order with its lines, whoever placed it.
pub async fn order_of(db: &Pool, order_id: i64) -> Result<Option<Order>> {
    Ok(orders_by_id(db, &[order_id]).await?.pop())
}

/// The orders of `ids` that exist, in the order of their ids, read in a few queries however
/// many there are.
pub async fn orders_by_id(db: &Pool, ids: &[i64]) -> Result<Vec<Order>> {
    let mut rows: Vec<OrderRow> = Vec::with_capacity(ids.len());
    // SQLite caps a statement's parameters.
    for chunk in ids.chunks(500) {
        let placeholders = crate::store::db::placeholders(1, chunk.len());
        let sql = format!("{ORDER_SELECT} WHERE o.id IN ({placeholders}) ORDER BY o.id");
        // Not kept prepared: each count of ids is a statement of its own.
        let mut query = sqlx::query_as(&sql).persistent(false);
        for id in chunk {
            query = query.bind(id);
        }
        rows.extend(query.fetch_all(db).await?);
    }
    with_lines(db, rows).await
}

/// The orders a filter shows, newest first, for the admins: all of them, or a page with, on
/// the first, how many there are.
pub async fn all_orders(
    db: &Pool,
    filter: &OrderFilter,
    page: Option<Page>,
) -> Result<(Vec<Order>, Option<ListCounts>)> {
    let (conditions, values) = filter.sql(3);
    let sql = format!("{ORDER_SELECT} WHERE o.id < $1 {conditions} ORDER BY o.id DESC LIMIT $2");
    let query = sqlx::query_as(&sql)
        .bind(Page::sql_below(page))
        .bind(Page::sql_limit(page));
    let orders: Vec<OrderRow> = filter::bind_all(query, &values).fetch_all(db).await?;
    let counts = paging::total_on_first_page(page, list_counts(db, filter)).await?;
    Ok((with_lines(db, orders).await?, counts))
}

/// What a first page of the admins' list says beside its orders.
pub struct ListCounts {
    /// The orders the filter shows.
    pub shown: i64,
    /// The closed (cancelled) orders, whatever the filter.
    pub closed: i64,
}

/// How many orders a filter shows (from the kept counts when it shows every order, or every
/// open one), and how many are closed.
async fn list_counts(db: &Pool, filter: &OrderFilter) -> Result<ListCounts> {
    let kept = counts(db).await?;
    let shown = if filter.is_plain() {
        if filter.open {
            kept.orders - kept.cancelled
        } else {
            kept.orders
        }
    } else {
        let (conditions, values) = filter.sql(1);
        let sql = format!(
            "SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.user_id WHERE TRUE {conditions}"
        );
        let (shown,): (i64,) = filter::bind_all(sqlx::query_as(&sql), &values)
            .fetch_one(db)
            .await?;
        shown
    };
    Ok(ListCounts {
        shown,
        closed: kept.cancelled,
    })
}

/// How many orders there are, and how many of them are closed (cancelled, refunded or not):
/// what the admins' list leaves out unless asked. Kept by triggers (migration 0013).
#[derive(sqlx::FromRow)]
pub struct Counts {
    pub orders: i64,
    pub cancelled: i64,
}

pub async fn counts(db: &Pool) -> Result<Counts> {
    Ok(
        sqlx::query_as("SELECT orders, cancelled FROM order_counts WHERE id = 1")
            .fetch_one(db)
            .await?,
    )
}

/// The lines of one order, in the order they were placed.
pub async fn lines_of(db: &Pool, order_id: i64) -> Result<Vec<OrderLine>> {
    Ok(
        sqlx::query_as(&format!("{LINE_SELECT} WHERE order_id = $1 ORDER BY id"))
            .bind(order_id)
            .fetch_all(db)
            .await?,
    )
}

/// An order line under the names of [`OrderLine`]'s fields.
const LINE_SELECT: &str = "SELECT id, order_id, tool_id, tool_name, tool_name_bn, tool_image,
        unit_price_poisha AS unit_price, quantity, total_poisha AS total_price, vat_rate,
        is_reviewed
     FROM order_lines";

/// Orders with their lines, any payment still being checked or held and their parcels (one
/// more query each for all of them, not one per order, and none for payments when no order
/// has one), their numbers, statuses and timelines.
async fn with_lines(db: &Pool, rows: Vec<OrderRow>) -> Result<Vec<Order>> {
    let mut by_order: HashMap<i64, Vec<OrderLine>> = HashMap::new();
    let mut checks: HashMap<i64, PaymentCheck> = HashMap::new();
    let unsettled: Vec<i64> = rows
        .iter()
        .filter(|row| row.unsettled)
        .map(|row| row.order.id)
        .collect();
    // SQLite caps a statement's parameters.
    for chunk in unsettled.chunks(500) {
        checks.extend(ledger::unsettled(db, chunk).await?);
    }
    let orders: Vec<Order> = rows.into_iter().map(|row| row.order).collect();
    let ids: Vec<i64> = orders.iter().map(|order| order.id).collect();
    for chunk in ids.chunks(500) {
        let placeholders = crate::store::db::placeholders(1, chunk.len());
        let sql = format!("{LINE_SELECT} WHERE order_id IN ({placeholders}) ORDER BY id");
        let mut query = sqlx::query_as::<_, Line>(&sql);
        for id in chunk {
            query = query.bind(id);
        }
        for Line { order_id, line } in query.fetch_all(db).await? {
            by_order.entry(order_id).or_default().push(line);
        }
    }
    let mut parcels = crate::couriers::view::parcels_of(db, &ids).await?;
    Ok(orders
        .into_iter()
        .map(|mut order| {
            order.lines = by_order.remove(&order.id).unwrap_or_default();
            order.payment_check = checks.remove(&order.id);
            order.parcel = parcels.remove(&order.id);
            order.with_lifecycle()
        })
        .collect())
}

/// A line with the order it belongs to.
#[derive(sqlx::FromRow)]
struct Line {
    order_id: i64,
    #[sqlx(flatten)]
    line: OrderLine,
}
