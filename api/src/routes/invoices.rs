//! The VAT documents: an order's tax invoice (Mushak-6.3) and credit note (Mushak-6.7) as
//! PDFs for its buyer and for admins, in the request's language; and the month's sales
//! register for admins.

use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::{AdminUser, AppQuery, AuthUser, parse_id};
use crate::http::middleware::language;
use crate::runtime::state::{ApiRouter, AppState};
use crate::tax::{self, register};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::IntoResponse;
use serde::Deserialize;
use shared::calendar::parse_month;
use shared::messages;
use shared::tax_document::DocumentKind;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(invoice_pdf))
        .routes(routes!(credit_note_pdf))
        .routes(routes!(sales_register))
        .routes(routes!(sales_summary))
}

/// The tax invoice (Mushak-6.3) of a paid order, as a PDF in the request's language: for its
/// buyer and for admins. It prints what was true when it was issued, every time.
#[utoipa::path(get, path = "/orders/{id}/invoice.pdf", tag = "Orders",
    params(("id" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>, description = "The tax invoice."),
        (status = 404, body = ErrorBody, description = "No such order of the caller's."),
        (status = 409, body = ErrorBody, description = "The order is not paid."),
    ))]
async fn invoice_pdf(
    State(state): State<AppState>,
    AuthUser(caller): AuthUser,
    Path(id): Path<String>,
) -> Result<impl IntoResponse> {
    document_pdf(&state, &caller, &id, DocumentKind::Invoice).await
}

/// The credit note (Mushak-6.7) of a paid order that was cancelled, as a PDF: it refers to
/// the tax invoice it credits.
#[utoipa::path(get, path = "/orders/{id}/credit-note.pdf", tag = "Orders",
    params(("id" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "application/pdf", body = Vec<u8>, description = "The credit note."),
        (status = 404, body = ErrorBody, description = "No such order of the caller's."),
        (status = 409, body = ErrorBody, description = "The order was not cancelled after it was paid."),
    ))]
async fn credit_note_pdf(
    State(state): State<AppState>,
    AuthUser(caller): AuthUser,
    Path(id): Path<String>,
) -> Result<impl IntoResponse> {
    document_pdf(&state, &caller, &id, DocumentKind::CreditNote).await
}

async fn document_pdf(
    state: &AppState,
    caller: &crate::identity::UserRow,
    id: &str,
    kind: DocumentKind,
) -> Result<impl IntoResponse + use<>> {
    let id = parse_id(id, messages::THING_ORDER)?;
    let owner: Option<i64> = sqlx::query_scalar("SELECT user_id FROM orders WHERE id = $1")
        .bind(id)
        .fetch_optional(&state.db)
        .await?;
    if !owner.is_some_and(|owner| owner == caller.id || caller.is_admin()) {
        return Err(AppError::not_found(messages::THING_ORDER));
    }
    let Some(issued) = tax::of_order(&state.db, kind, id).await? else {
        return Err(AppError::conflict(match kind {
            DocumentKind::Invoice => messages::INVOICE_NOT_PAID,
            DocumentKind::CreditNote => messages::NO_DOCUMENT_YET,
        }));
    };
    let lang = language::current();
    let pdf = tax::pdf::render(&issued, lang)?;
    let file = issued.file_name();
    Ok((
        [
            (header::CONTENT_TYPE, "application/pdf".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("inline; filename=\"{file}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        pdf,
    ))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
struct MonthQuery {
    /// The month, `YYYY-MM`, in Dhaka time.
    // Missing or not a month is one refusal, MONTH_INVALID, rather than the query's.
    #[serde(default)]
    month: String,
}

/// A month's register or its summary as a CSV file, named after what it is and the month.
async fn register_file(
    state: &AppState,
    query: MonthQuery,
    view: register::View,
) -> Result<impl IntoResponse + use<>> {
    let (year, month) =
        parse_month(&query.month).ok_or(AppError::BadRequest(messages::MONTH_INVALID.into()))?;
    let body = register::csv(&state.db, (year, month), view).await?;
    let name = match view {
        register::View::Documents => "sales-register",
        register::View::Summary => "sales-summary",
    };
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}-{year}-{month:02}.csv\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        format!("{}{body}", crate::http::csv::BOM),
    ))
}

/// A month's tax invoices and credit notes, one row each (credit notes negative) and a row of
/// totals, as CSV: for admins.
#[utoipa::path(get, path = "/sales-register", tag = "Admin", params(MonthQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "text/csv", body = String, description = "The register."),
        (status = 400, body = ErrorBody, description = "`month` is not a month."),
    ))]
async fn sales_register(
    State(state): State<AppState>,
    _admin: AdminUser,
    AppQuery(query): AppQuery<MonthQuery>,
) -> Result<impl IntoResponse> {
    register_file(&state, query, register::View::Documents).await
}

/// A month's sales per VAT rate, invoiced, credited and net, as the monthly return
/// (Mushak-9.1) asks for them, as CSV: for admins.
#[utoipa::path(get, path = "/sales-register/summary", tag = "Admin", params(MonthQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, content_type = "text/csv", body = String, description = "The summary."),
        (status = 400, body = ErrorBody, description = "`month` is not a month."),
    ))]
async fn sales_summary(
    State(state): State<AppState>,
    _admin: AdminUser,
    AppQuery(query): AppQuery<MonthQuery>,
) -> Result<impl IntoResponse> {
    register_file(&state, query, register::View::Summary).await
}
