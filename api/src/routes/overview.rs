//! `GET /api/overview`: the admins' dashboard home, the shop at a glance. Every figure is
//! summed by the server ([`crate::sales::overview`]); no order travels to the browser for it.

use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::AdminUser;
use crate::http::extract::AppQuery;
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales::overview::{self, Asked};
use crate::store::db;
use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use serde::Deserialize;
use shared::messages;
use shared::overview::{CHART_PERIODS, LOW_STOCK_DEFAULT, Overview};
use utoipa::IntoParams;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(get_overview))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
struct OverviewQuery {
    /// The chart's period in days, today included: 30 (the default) or 90.
    days: Option<u32>,
    /// Tools with fewer pieces than this are low on stock; 10 unless asked.
    #[param(minimum = 1, maximum = 1000000)]
    low_stock: Option<u32>,
}

/// Today's and this month's orders and revenue (by payment method), the orders waiting for
/// payment, to ship and on the way, revenue and orders per day over 30 or 90 days, the best
/// sellers and the tools low on stock: for admins.
///
/// Orders count from the day they were placed, cancelled ones left out; revenue is the paid
/// orders that are not cancelled, on the day they were paid, exact to the poisha. Days are
/// Dhaka's.
#[utoipa::path(get, path = "/overview", tag = "Admin", params(OverviewQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Overview),
        (status = 400, body = ErrorBody, description = "`days` is not 30 or 90, or `lowStock` out of range."),
    ))]
async fn get_overview(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(query): AppQuery<OverviewQuery>,
) -> Result<impl IntoResponse> {
    let days = query.days.unwrap_or(CHART_PERIODS[0]);
    let low_stock_below = query.low_stock.unwrap_or(LOW_STOCK_DEFAULT);
    if !CHART_PERIODS.contains(&days) || !(1..=1_000_000).contains(&low_stock_below) {
        return Err(AppError::BadRequest(messages::CHART_DAYS_INVALID.into()));
    }
    let asked = Asked {
        now: db::now_ms(),
        days,
        low_stock_below,
    };
    let overview = overview::overview(&state.db, asked).await?;
    Ok((
        [(header::CACHE_CONTROL, "private, no-store")],
        Json(overview),
    ))
}
