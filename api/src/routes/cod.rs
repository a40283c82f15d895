//! Cash on delivery, reconciled, for the admins: `GET /api/cod` (what the couriers owe, and
//! each parcel owed or flagged), `GET /api/cod.csv` (the same for the books),
//! `POST /api/cod/payouts` (a courier's payout sheet) and `POST /api/cod/payouts/steadfast`
//! (Steadfast's payments, from its API).

use crate::couriers::payouts::{self, Payout, Recorded};
use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::{AdminUser, AppJson};
use crate::http::middleware::language::say;
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::db;
use axum::Json;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use shared::cod::{CodOwed, parse_payout_sheet};
use shared::courier::Courier;
use shared::replies::PayoutRecorded;
use shared::requests::PayoutSheet;
use shared::{FieldError, Text, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(owed))
        .routes(routes!(owed_csv))
        .routes(routes!(record_sheet))
        .routes(routes!(fetch_steadfast))
}

/// What each courier owes the shop for the cash it collected (less its charges), and every
/// delivered parcel still owed or whose figures do not add up.
#[utoipa::path(get, path = "/cod", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, body = CodOwed)))]
async fn owed(State(state): State<AppState>, _: AdminUser) -> Result<Json<CodOwed>> {
    Ok(Json(payouts::owed(&state.db).await?))
}

/// The parcels owed or flagged, as CSV.
#[utoipa::path(get, path = "/cod.csv", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, content_type = "text/csv", body = String, description = "The parcels owed.")))]
async fn owed_csv(State(state): State<AppState>, _: AdminUser) -> Result<impl IntoResponse> {
    let owed = payouts::owed(&state.db).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"cod-owed.csv\"",
            ),
            (header::CACHE_CONTROL, "private, no-store"),
        ],
        format!("{}{}", crate::http::csv::BOM, payouts::owed_csv(&owed)),
    ))
}

fn recorded(recorded: Recorded) -> Json<PayoutRecorded> {
    let message = say(Text::new(messages::PAYOUT_RECORDED)
        .count("matched", recorded.matched)
        .count("unknown", recorded.unknown.len() as u64));
    Json(PayoutRecorded {
        message,
        matched: recorded.matched,
        unknown: recorded.unknown,
    })
}

/// Records a courier's payout from its sheet: each line pays out the parcel it names.
/// Recording the same payout again changes nothing.
#[utoipa::path(post, path = "/cod/payouts", tag = "Admin", request_body = PayoutSheet,
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = PayoutRecorded),
        (status = 422, body = ErrorBody, description = "No reference, or a sheet that does not read (the message says which line)."),
    ))]
async fn record_sheet(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(sheet): AppJson<PayoutSheet>,
) -> Result<Json<PayoutRecorded>> {
    let reference = sheet.reference.trim();
    if reference.is_empty() {
        return Err(
            FieldError::new("reference", "required", messages::PAYOUT_REFERENCE_REQUIRED).into(),
        );
    }
    let lines = parse_payout_sheet(&sheet.sheet)?;
    let payout = Payout {
        reference: reference.to_owned(),
        at: db::now_ms(),
        lines,
    };
    Ok(recorded(
        payouts::record(&state, sheet.courier, &payout).await?,
    ))
}

/// Fetches Steadfast's payments from its API and records those not recorded yet.
#[utoipa::path(post, path = "/cod/payouts/steadfast", tag = "Admin",
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = PayoutRecorded),
        (status = 409, body = ErrorBody, description = "The shop does not book Steadfast."),
        (status = 502, body = ErrorBody, description = "Steadfast refused or did not answer."),
    ))]
async fn fetch_steadfast(
    State(state): State<AppState>,
    _: AdminUser,
) -> Result<Json<PayoutRecorded>> {
    let api = state
        .couriers
        .api(Courier::Steadfast)
        .cloned()
        .ok_or_else(|| AppError::conflict(messages::COURIER_NOT_SET_UP))?;
    Ok(recorded(payouts::fetch(&state, api.as_ref()).await?))
}
