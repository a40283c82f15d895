//! The couriers' webhooks: `POST /api/couriers/steadfast/webhook`,
//! `POST /api/couriers/pathao/webhook` and `POST /api/couriers/redx/webhook?token=…`. Each is
//! checked as its courier signs it (`couriers::webhooks`), stored once, then applied to its
//! parcel and order before the answer goes (a few milliseconds: well within Pathao's 10
//! seconds); a report whose applying fails is applied by the sweep within a minute.

use crate::couriers::reports::{self, Incoming};
use crate::couriers::webhooks::{self, PathaoHook, same_secret};
use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::AppQuery;
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::db;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::Value;
use shared::courier::Courier;
use shared::messages;
use shared::replies::HookReceipt;
use utoipa::IntoParams;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(steadfast))
        .routes(routes!(pathao))
        .routes(routes!(redx))
}

/// The secret a courier's webhook must carry, or 404 when the shop takes none from it.
fn secret_of(secret: &Option<String>) -> Result<&str> {
    secret
        .as_deref()
        .filter(|secret| !secret.is_empty())
        .ok_or_else(|| AppError::NotFound(messages::COURIER_HOOK_OFF.into()))
}

fn header<'a>(headers: &'a HeaderMap, name: &str) -> &'a str {
    headers
        .get(name)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
}

fn unsigned() -> AppError {
    AppError::Unauthorized(messages::COURIER_HOOK_UNSIGNED.into())
}

/// The body as JSON, and as text to keep.
fn read(body: &Bytes) -> Result<(Value, String)> {
    let text = std::str::from_utf8(body)
        .map_err(|_| AppError::BadRequest(messages::COURIER_HOOK_UNREADABLE.into()))?;
    let json = serde_json::from_str(text)
        .map_err(|_| AppError::BadRequest(messages::COURIER_HOOK_UNREADABLE.into()))?;
    Ok((json, text.to_owned()))
}

async fn take(state: &AppState, courier: Courier, report: Option<Incoming>) -> Result<()> {
    let report =
        report.ok_or_else(|| AppError::BadRequest(messages::COURIER_HOOK_UNREADABLE.into()))?;
    reports::receive(state, courier, std::slice::from_ref(&report)).await
}

/// Steadfast's delivery-status and tracking updates, with the Bearer token set in its panel.
#[utoipa::path(post, path = "/couriers/steadfast/webhook", tag = "Couriers",
    request_body(content = Object, description = "Steadfast's `delivery_status` or `tracking_update`"),
    params(("Authorization" = Option<String>, Header, description = "`Bearer` and the token set in Steadfast's panel; a webhook without it is refused")),
    responses(
        (status = 200, body = HookReceipt),
        (status = 400, body = ErrorBody, description = "Not a Steadfast report."),
        (status = 401, body = ErrorBody, description = "Without the shop's token."),
        (status = 404, body = ErrorBody, description = "The shop takes no Steadfast webhooks."),
    ))]
async fn steadfast(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Json<HookReceipt>> {
    let token = secret_of(&state.couriers.hooks.steadfast_webhook_token)?;
    let given = header(&headers, "authorization");
    let given = given.strip_prefix("Bearer ").unwrap_or_default();
    if !same_secret(given, token) {
        return Err(unsigned());
    }
    let (json, text) = read(&body)?;
    take(
        &state,
        Courier::Steadfast,
        webhooks::steadfast(&json, &text, db::now_ms()),
    )
    .await?;
    Ok(Json(HookReceipt::RECEIVED))
}

/// Pathao's order events, with the secret set in its panel in `X-PATHAO-Signature`.
/// Answered 202 with the integration header Pathao's panel checks, the first call
/// (`webhook_integration`) included.
#[utoipa::path(post, path = "/couriers/pathao/webhook", tag = "Couriers",
    request_body(content = Object, description = "A Pathao event: `order.created` … `order.exchanged`, or `webhook_integration`"),
    params(("X-PATHAO-Signature" = Option<String>, Header, description = "The secret set in Pathao's panel; a webhook without it is refused")),
    responses(
        (status = 202, body = HookReceipt, headers(("X-Pathao-Merchant-Webhook-Integration-Secret" = String))),
        (status = 400, body = ErrorBody, description = "Not a Pathao event."),
        (status = 401, body = ErrorBody, description = "Without the shop's secret."),
        (status = 404, body = ErrorBody, description = "The shop takes no Pathao webhooks."),
    ))]
async fn pathao(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response> {
    let secret = secret_of(&state.couriers.hooks.pathao_webhook_secret)?;
    if !same_secret(header(&headers, "x-pathao-signature"), secret) {
        return Err(unsigned());
    }
    let (json, text) = read(&body)?;
    let hook = webhooks::pathao(&json, &text, db::now_ms())
        .ok_or_else(|| AppError::BadRequest(messages::COURIER_HOOK_UNREADABLE.into()))?;
    if let PathaoHook::Report(report) = hook {
        take(&state, Courier::Pathao, Some(report)).await?;
    }
    let mut response = (StatusCode::ACCEPTED, Json(HookReceipt::RECEIVED)).into_response();
    response.headers_mut().insert(
        webhooks::PATHAO_INTEGRATION_HEADER,
        HeaderValue::from_static(webhooks::PATHAO_INTEGRATION_SECRET),
    );
    Ok(response)
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(default)]
struct HookToken {
    /// The token in the callback address given to RedX.
    token: String,
}

/// RedX's parcel updates, at the callback address that carries the shop's token.
#[utoipa::path(post, path = "/couriers/redx/webhook", tag = "Couriers", params(HookToken),
    request_body(content = Object, description = "RedX's `tracking_number`, `status`, `timestamp`, …"),
    responses(
        (status = 200, body = HookReceipt),
        (status = 400, body = ErrorBody, description = "Not a RedX update."),
        (status = 401, body = ErrorBody, description = "Without the shop's token."),
        (status = 404, body = ErrorBody, description = "The shop takes no RedX webhooks."),
    ))]
async fn redx(
    State(state): State<AppState>,
    AppQuery(query): AppQuery<HookToken>,
    body: Bytes,
) -> Result<Json<HookReceipt>> {
    let token = secret_of(&state.couriers.hooks.redx_webhook_token)?;
    if !same_secret(&query.token, token) {
        return Err(unsigned());
    }
    let (json, text) = read(&body)?;
    take(
        &state,
        Courier::Redx,
        webhooks::redx(&json, &text, db::now_ms()),
    )
    .await?;
    Ok(Json(HookReceipt::RECEIVED))
}
