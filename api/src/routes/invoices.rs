//! `GET /api/orders/{id}/invoice.pdf`: the invoice of a paid order, for its buyer and for
//! admins.

use crate::db;
use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::extract::AuthUser;
use crate::extract::parse_id;
use crate::invoice_pdf::{self, Invoice, InvoiceLine};
use crate::sales;
use crate::state::{ApiRouter, AppState};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::IntoResponse;
use shared::calendar::format_day;
use shared::delivery::address_line;
use shared::entities::order_number;
use shared::messages;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(invoice_pdf))
}

#[derive(sqlx::FromRow)]
struct InvoiceRow {
    user_id: i64,
    user_name: Option<String>,
    user_email: String,
    recipient: Option<String>,
    address: Option<String>,
    district: Option<String>,
    phone_number: Option<String>,
    total_poisha: i64,
    is_paid: bool,
    transaction_id: Option<String>,
    created_at: i64,
    paid_at: Option<i64>,
}

/// The invoice of a paid order, as a PDF: for its buyer and for admins.
#[utoipa::path(get, path = "/orders/{id}/invoice.pdf", tag = "Orders",
    params(("id" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>, description = "The invoice."),
        (status = 409, body = ErrorBody, description = "The order is not paid."),
    ))]
async fn invoice_pdf(
    State(state): State<AppState>,
    AuthUser(caller): AuthUser,
    Path(id): Path<String>,
) -> Result<impl IntoResponse> {
    let id = parse_id(&id, shared::messages::THING_ORDER)?;
    let row: Option<InvoiceRow> = sqlx::query_as(
        "SELECT o.user_id, u.display_name AS user_name, u.email AS user_email,
                o.recipient, o.address, o.district, o.phone_number, o.total_poisha,
                o.is_paid, o.transaction_id, o.created_at, o.paid_at
         FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = ?",
    )
    .bind(id)
    .fetch_optional(&state.db)
    .await?;
    let row = row
        .filter(|row| row.user_id == caller.id || caller.is_admin())
        .ok_or_else(|| AppError::not_found(shared::messages::THING_ORDER))?;
    let (true, Some(transaction_id)) = (row.is_paid, row.transaction_id) else {
        return Err(AppError::conflict(messages::INVOICE_NOT_PAID));
    };
    let paid_at = row.paid_at.unwrap_or(row.created_at);
    let number = order_number(id, row.created_at);
    let lines = sales::lines_of(&state.db, id)
        .await?
        .into_iter()
        .map(|line| InvoiceLine {
            tool_name: line.tool_name,
            quantity: line.quantity,
            unit_price: line.unit_price,
            total: line.total_price,
        })
        .collect();
    let pdf = invoice_pdf::render(&Invoice {
        number: number.clone(),
        ordered_on: format_day(row.created_at),
        paid_on: format_day(paid_at),
        buyer_name: row.user_name.unwrap_or_else(|| row.user_email.clone()),
        buyer_email: row.user_email,
        deliver_to: [
            row.recipient,
            row.address
                .map(|address| address_line(&address, row.district.as_deref())),
            row.phone_number,
        ]
        .into_iter()
        .flatten()
        .collect(),
        lines,
        total: db::money(row.total_poisha),
        transaction_id,
    });
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"invoice-{number}.pdf\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        pdf,
    ))
}
