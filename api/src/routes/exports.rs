//! CSV exports for admins: the orders a Manage Orders filter shows, and the buyers who placed
//! them. Written a page at a time ([`crate::http::csv::streamed`]).

use crate::catalogue;
use crate::error::{AppError, ErrorBody, Result};
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
use axum::response::{IntoResponse, Response};
use rust_xlsxwriter::{Workbook, Worksheet, XlsxError};
use serde::Deserialize;
use shared::Order;
use shared::calendar::{dhaka_day, iso_moment};
use shared::category_file::{self, Heading};
use shared::import::{self, FileColumn};
use std::sync::Arc;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(export_orders))
        .routes(routes!(export_customers))
        .routes(routes!(export_catalogue))
        .routes(routes!(export_categories))
}

/// The whole catalogue, one tool a row by part number, as CSV or (`?format=xlsx`) an XLSX
/// workbook: what the bulk import reads back (`shared::import`). Price breaks are
/// `pieces:taka` pairs joined by spaces, the specifications `key=value` pairs joined by `; `.
#[utoipa::path(get, path = "/exports/catalogue", tag = "Admin", params(CatalogueFormat), security(("bearer" = ["admin"])),
    responses(
        (status = 200, description = "The catalogue.", content(
            (String = "text/csv"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        )),
    ))]
async fn export_catalogue(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(format): AppQuery<CatalogueFormat>,
) -> Result<Response> {
    if format.format == Some(FileFormat::Xlsx) {
        let bytes = catalogue_workbook(&state.db).await?;
        return Ok(download("catalogue", "xlsx", XLSX, bytes.into()).into_response());
    }
    let db = state.db.clone();
    let body = csv::streamed(
        &import::heading_row::<import::Column>().join(","),
        move |after| {
            let db = db.clone();
            async move {
                let (rows, next) = catalogue_page(&db, after).await?;
                let mut out = String::new();
                for cells in &rows {
                    let fields: Vec<String> = cells.values().map(|cell| field(cell)).collect();
                    row(&mut out, &fields);
                }
                Ok((out, next))
            }
        },
    );
    Ok(file("catalogue", body).into_response())
}

/// The category tree as CSV or (`?format=xlsx`) an XLSX workbook: each category by its
/// address, parents before their sub-categories, followed by its specifications; what the bulk
/// import reads back (`shared::category_file`). Choices are `value=label` pairs joined by `; `.
#[utoipa::path(get, path = "/exports/categories", tag = "Admin", params(CatalogueFormat), security(("bearer" = ["admin"])),
    responses(
        (status = 200, description = "The category tree.", content(
            (String = "text/csv"),
            (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
        )),
    ))]
async fn export_categories(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(format): AppQuery<CatalogueFormat>,
) -> Result<Response> {
    let tree = catalogue::categories::all(&state.db).await?;
    let headings = import::heading_row::<Heading>();
    let rows: Vec<Vec<String>> = category_file::rows_of(&tree)
        .into_iter()
        .map(|mut cells| {
            Heading::all()
                .iter()
                .map(|heading| cells.remove(heading).unwrap_or_default())
                .collect()
        })
        .collect();
    if format.format == Some(FileFormat::Xlsx) {
        let mut workbook = Workbook::new();
        let sheet = workbook.add_worksheet();
        sheet.set_name("categories").map_err(xlsx_failed)?;
        write_row(sheet, 0, &headings)?;
        for (at, cells) in rows.iter().enumerate() {
            write_row(sheet, at as u32 + 1, cells)?;
        }
        let bytes = saved(workbook).await?;
        return Ok(download("categories", "xlsx", XLSX, bytes.into()).into_response());
    }
    let mut out = format!("{}{}\r\n", csv::BOM, headings.join(","));
    for cells in &rows {
        let fields: Vec<String> = cells.iter().map(|cell| field(cell)).collect();
        row(&mut out, &fields);
    }
    Ok(file("categories", out.into()).into_response())
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CatalogueFormat {
    /// `csv` (the default) or `xlsx`.
    #[param(inline)]
    format: Option<FileFormat>,
}

/// A spreadsheet's file format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum FileFormat {
    Csv,
    Xlsx,
}

const XLSX: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// One page of the catalogue's rows, each tool's cells in the columns' order, and where the
/// next page starts.
async fn catalogue_page(
    db: &Pool,
    after: Option<i64>,
) -> Result<(Vec<import::Cells>, Option<i64>)> {
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
    let cells = tools
        .iter()
        .map(|tool| import::cells_of(tool, &specs.remove(&tool.id).unwrap_or_default()))
        .collect();
    let next = (tools.len() as i64 == PAGE)
        .then(|| tools.last().map(|tool| tool.id))
        .flatten();
    Ok((cells, next))
}

/// The catalogue as an XLSX workbook, written a row at a time to a temporary file rather than
/// held whole (`rust_xlsxwriter`'s constant-memory sheets).
async fn catalogue_workbook(db: &Pool) -> Result<Vec<u8>> {
    let mut workbook = Workbook::new();
    let sheet = workbook
        .add_worksheet_with_constant_memory()
        .map_err(xlsx_failed)?;
    sheet.set_name("catalogue").map_err(xlsx_failed)?;
    write_row(sheet, 0, import::heading_row::<import::Column>())?;
    let (mut after, mut at) = (None, 1_u32);
    loop {
        let (rows, next) = catalogue_page(db, after).await?;
        for cells in &rows {
            write_row(sheet, at, cells.values())?;
            at += 1;
        }
        match next {
            Some(next) => after = Some(next),
            None => break,
        }
    }
    saved(workbook).await
}

/// Writes `cells` into `row` of `sheet`, each as text (a part number such as `6205` stays
/// `6205`, not a number), an empty one left blank.
fn write_row<S: AsRef<str>>(
    sheet: &mut Worksheet,
    row: u32,
    cells: impl IntoIterator<Item = S>,
) -> Result<()> {
    for (column, cell) in cells.into_iter().enumerate() {
        let cell = cell.as_ref();
        if !cell.is_empty() {
            sheet
                .write_string(row, column as u16, cell)
                .map_err(xlsx_failed)?;
        }
    }
    Ok(())
}

/// The workbook's bytes, put together off the async workers.
async fn saved(mut workbook: Workbook) -> Result<Vec<u8>> {
    tokio::task::spawn_blocking(move || workbook.save_to_buffer())
        .await
        .map_err(|error| AppError::Internal(error.into()))?
        .map_err(xlsx_failed)
}

fn xlsx_failed(error: XlsxError) -> AppError {
    AppError::Internal(error.into())
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

/// A CSV download named after what it holds and today: `orders-2026-11-25.csv`.
fn file(name: &str, body: axum::body::Body) -> impl IntoResponse + use<> {
    download(name, "csv", "text/csv; charset=utf-8", body)
}

/// A download of `kind` named after what it holds and today.
fn download(
    name: &str,
    extension: &str,
    kind: &str,
    body: axum::body::Body,
) -> impl IntoResponse + use<> {
    let today = dhaka_day(crate::store::db::now_ms()).iso();
    (
        [
            (header::CONTENT_TYPE, kind.to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}-{today}.{extension}\""),
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
