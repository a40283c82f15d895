//! CSV exports for admins: the orders a Manage Orders filter shows, and the buyers who placed
//! them. Written a page at a time ([`crate::http::csv::streamed`]).

use crate::catalogue;
use crate::error::{ErrorBody, Result};
use crate::http::csv::{self, field, phone, row, taka};
use crate::http::extract::AdminUser;
use crate::http::extract::AppQuery;
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales::filter::OrderFilterQuery;
use crate::sales::{self, OrderFilter, filter};
use crate::store::db::Pool;
use crate::store::paging::Page;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use shared::Order;
use shared::calendar::{dhaka_day, iso_moment};
use std::sync::Arc;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(export_orders))
        .routes(routes!(export_customers))
        .routes(routes!(export_catalogue))
}

/// The whole catalogue, one tool a row by part number, as CSV: what a bulk import reads back.
/// Price breaks are `pieces:taka` pairs, the specifications `key=value` pairs, each list
/// joined by spaces and by `; `.
#[utoipa::path(get, path = "/exports/catalogue", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, content_type = "text/csv", body = String, description = "The catalogue.")))]
async fn export_catalogue(State(state): State<AppState>, _: AdminUser) -> impl IntoResponse {
    let db = state.db.clone();
    let body = csv::streamed(CATALOGUE_HEADING, move |after| {
        let db = db.clone();
        async move { catalogue_rows(&db, after).await }
    });
    file("catalogue", body)
}

const CATALOGUE_HEADING: &str = "part number,name,name (Bangla),category,brand,price (Tk),\
minimum order,in stock,VAT (%),weight (g),price breaks,specifications,picture";

async fn catalogue_rows(db: &Pool, after: Option<i64>) -> Result<(String, Option<i64>)> {
    let sql = format!(
        "SELECT {} FROM tools WHERE id > $1 ORDER BY id LIMIT $2",
        catalogue::COLUMNS
    );
    let rows: Vec<catalogue::ToolRow> = sqlx::query_as(&sql)
        .bind(after.unwrap_or(0))
        .bind(PAGE)
        .fetch_all(db)
        .await?;
    let tools = catalogue::tools_of(rows);
    let ids: Vec<i64> = tools.iter().map(|tool| tool.id).collect();
    let mut specs = catalogue::specifications::of_tools(db, &ids).await?;
    let mut out = String::new();
    for tool in &tools {
        let breaks: Vec<String> = tool
            .price_tiers
            .iter()
            .map(|tier| format!("{}:{}", tier.min_quantity, taka(tier.unit_price.poisha())))
            .collect();
        let values: Vec<String> = specs
            .remove(&tool.id)
            .unwrap_or_default()
            .into_iter()
            .map(|(key, value)| format!("{key}={value}"))
            .collect();
        let rate = tool.vat_rate.basis_points();
        row(
            &mut out,
            &[
                field(&tool.part_number),
                field(&tool.tool_name),
                field(tool.tool_name_bn.as_deref().unwrap_or_default()),
                field(tool.category.as_deref().unwrap_or_default()),
                field(tool.brand.as_deref().unwrap_or_default()),
                taka(tool.tool_price.poisha()),
                tool.min_order.to_string(),
                tool.available_quantity.to_string(),
                format!("{}", f64::from(rate) / 100.0),
                tool.weight_grams.to_string(),
                field(&breaks.join(" ")),
                field(&values.join("; ")),
                field(&tool.tool_image),
            ],
        );
    }
    let next = (tools.len() as i64 == PAGE)
        .then(|| tools.last().map(|tool| tool.id))
        .flatten();
    Ok((out, next))
}

/// Rows per page read for an export.
const PAGE: i64 = 500;

/// The orders the filter shows (every order without one), newest first, one row each, as CSV.
#[utoipa::path(get, path = "/exports/orders", tag = "Admin", params(OrderFilterQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "text/csv", body = String, description = "The orders."),
        (status = 400, body = ErrorBody, description = "A filter is not one."),
    ))]
async fn export_orders(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(filter): AppQuery<OrderFilterQuery>,
) -> Result<impl IntoResponse> {
    let filter = filter.filter()?;
    Ok(filtered_file(
        &state,
        filter,
        "orders",
        ORDER_HEADING,
        |db, filter, after| async move { order_rows(&db, &filter, after).await },
    ))
}

/// The buyers who placed an order the filter shows (every buyer without a filter), newest
/// first, with how many orders each has placed and paid for in all, as CSV.
#[utoipa::path(get, path = "/exports/customers", tag = "Admin", params(OrderFilterQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "text/csv", body = String, description = "The buyers."),
        (status = 400, body = ErrorBody, description = "A filter is not one."),
    ))]
async fn export_customers(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(filter): AppQuery<OrderFilterQuery>,
) -> Result<impl IntoResponse> {
    let filter = filter.filter()?;
    Ok(filtered_file(
        &state,
        filter,
        "customers",
        CUSTOMER_HEADING,
        |db, filter, after| async move { customer_rows(&db, &filter, after).await },
    ))
}

/// A CSV download of `heading` and the rows `rows` writes under `filter`, a page at a time.
fn filtered_file<F, Fut>(
    state: &AppState,
    filter: OrderFilter,
    name: &str,
    heading: &str,
    rows: F,
) -> impl IntoResponse + use<F, Fut>
where
    F: Fn(Pool, Arc<OrderFilter>, Option<i64>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = Result<(String, Option<i64>)>> + Send,
{
    let (db, filter) = (state.db.clone(), Arc::new(filter));
    let body = csv::streamed(heading, move |after| {
        rows(db.clone(), filter.clone(), after)
    });
    file(name, body)
}

/// A download named after what it holds and today: `orders-2026-11-25.csv`.
fn file(name: &str, body: axum::body::Body) -> impl IntoResponse + use<> {
    let today = dhaka_day(crate::store::db::now_ms()).iso();
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}-{today}.csv\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        body,
    )
}

/// A moment, when there is one, as a spreadsheet reads it.
fn moment(ms: Option<i64>) -> String {
    ms.map(iso_moment).unwrap_or_default()
}

const ORDER_HEADING: &str = "order,placed,status,buyer,email,tools,pieces,total (Tk),VAT (Tk),\
payment method,paid,shipped,delivered,cancelled,refunded,recipient,phone,address,district";

async fn order_rows(
    db: &Pool,
    filter: &OrderFilter,
    after: Option<i64>,
) -> Result<(String, Option<i64>)> {
    let page = Page { limit: PAGE, after };
    let (orders, _) = sales::all_orders(db, filter, Some(page)).await?;
    let mut out = String::new();
    for order in &orders {
        row(&mut out, &order_cells(order));
    }
    let next = (orders.len() as i64 == PAGE)
        .then(|| orders.last().map(|order| order.id))
        .flatten();
    Ok((out, next))
}

fn order_cells(order: &Order) -> Vec<String> {
    let tools = order
        .lines
        .iter()
        .map(|line| format!("{} × {}", line.tool_name, line.quantity))
        .collect::<Vec<_>>()
        .join("; ");
    let text = |value: &Option<String>| field(value.as_deref().unwrap_or_default());
    vec![
        field(&order.order_number),
        moment(Some(order.created_at)),
        // The status as the admins' screen names it in English.
        order.status.label_key().en().to_owned(),
        field(&order.user_name),
        field(&order.user_email),
        field(&tools),
        order.quantity.to_string(),
        taka(order.total_price.poisha()),
        taka(order.vat.poisha()),
        order
            .payment_method
            .map(|method| method.id().to_owned())
            .unwrap_or_default(),
        moment(order.paid_at),
        moment(order.shipped_at),
        moment(order.delivered_at),
        moment(order.cancelled_at),
        moment(order.refunded_at),
        text(&order.recipient),
        phone(order.phone_number.as_deref().unwrap_or_default()),
        text(&order.address),
        text(&order.district),
    ]
}

const CUSTOMER_HEADING: &str =
    "name,email,phone,address,joined,email verified,orders,paid orders,paid (Tk)";

#[derive(sqlx::FromRow)]
struct Customer {
    id: i64,
    display_name: Option<String>,
    email: String,
    phone_number: Option<String>,
    address: Option<String>,
    created_at: i64,
    #[sqlx(try_from = "shared::stored::Flag")]
    email_verified: bool,
    orders: i64,
    paid_orders: i64,
    paid_poisha: i64,
}

async fn customer_rows(
    db: &Pool,
    filter: &OrderFilter,
    after: Option<i64>,
) -> Result<(String, Option<i64>)> {
    // With a filter, the buyers with an order it shows (its conditions name `o` and `u`).
    let (conditions, values) = filter.sql(3);
    let placed_one = if filter.is_plain() && !filter.open {
        String::new()
    } else {
        format!("AND EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id {conditions})")
    };
    let sql = format!(
        "SELECT u.id, u.display_name, u.email, u.phone_number, u.address, u.created_at,
                u.email_verified,
                (SELECT COUNT(*) FROM orders o
                 WHERE o.user_id = u.id AND o.cancelled_at IS NULL) AS orders,
                (SELECT COUNT(*) FROM orders o
                 WHERE o.user_id = u.id AND o.is_paid = TRUE AND o.cancelled_at IS NULL) AS paid_orders,
                (SELECT CAST(COALESCE(SUM(o.total_poisha), 0) AS BIGINT) FROM orders o
                 WHERE o.user_id = u.id AND o.is_paid = TRUE AND o.cancelled_at IS NULL) AS paid_poisha
         FROM users u
         WHERE u.role = 'user' AND u.id < $1 {placed_one}
         ORDER BY u.id DESC LIMIT $2"
    );
    let query = sqlx::query_as(&sql)
        .bind(after.unwrap_or(i64::MAX))
        .bind(PAGE);
    let customers: Vec<Customer> = filter::bind_all(query, &values).fetch_all(db).await?;
    let mut out = String::new();
    for customer in &customers {
        let text = |value: &Option<String>| field(value.as_deref().unwrap_or_default());
        row(
            &mut out,
            &[
                text(&customer.display_name),
                field(&customer.email),
                phone(customer.phone_number.as_deref().unwrap_or_default()),
                text(&customer.address),
                dhaka_day(customer.created_at).iso(),
                if customer.email_verified { "yes" } else { "no" }.to_owned(),
                customer.orders.to_string(),
                customer.paid_orders.to_string(),
                taka(customer.paid_poisha),
            ],
        );
    }
    let next = (customers.len() as i64 == PAGE)
        .then(|| customers.last().map(|customer| customer.id))
        .flatten();
    Ok((out, next))
}
