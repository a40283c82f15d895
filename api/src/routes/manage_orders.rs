//! Admins managing orders: `GET /api/orders` lists every open order, newest first;
//! `PUT /api/orders/{id}` with `{isDelivered: true}` ships a paid order. Stock was reserved at
//! placement, so delivery does not touch it. Paid and reviewed are never set here: they follow
//! from a verified payment and a review.

use super::orders::{ORDER_SELECT, OrderRow};
use crate::auth::extract::AdminUser;
use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::extract::{AppJson, parse_id};
use crate::replies::Modified;
use crate::routes::ApiRouter;
use crate::{AppState, db};
use axum::Json;
use axum::extract::{Path, State};
use serde::Deserialize;
use shared::{Order, messages};
use utoipa::ToSchema;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_all_orders))
        .routes(routes!(update_order))
}

/// Every open order, newest first.
#[utoipa::path(get, path = "/orders", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, body = Vec<Order>)))]
async fn list_all_orders(State(state): State<AppState>, _: AdminUser) -> Result<Json<Vec<Order>>> {
    let rows: Vec<OrderRow> = sqlx::query_as(&format!(
        "{ORDER_SELECT} WHERE o.cancelled_at IS NULL ORDER BY o.id DESC"
    ))
    .fetch_all(&state.db)
    .await?;
    Ok(Json(rows.into_iter().map(Order::from).collect()))
}

/// The old site's body shapes; only `isDelivered: true` is honoured.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
struct OrderUpdate {
    /// Must be `true`.
    is_delivered: Option<bool>,
    /// Refused: payment is set by a verified payment only.
    #[schema(value_type = Option<bool>)]
    is_paid: Option<serde_json::Value>,
    /// Refused: set by the buyer's review only.
    #[schema(value_type = Option<bool>)]
    is_reviewed: Option<serde_json::Value>,
    /// Refused: set by a verified payment only.
    #[schema(value_type = Option<String>)]
    transaction_id: Option<serde_json::Value>,
}

/// Ships a paid order: `{"isDelivered": true}`, nothing else.
#[utoipa::path(put, path = "/orders/{key}", tag = "Admin",
    params(("key" = String, Path, description = "The order's `_id`")),
    request_body = OrderUpdate, security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Modified),
        (status = 409, body = ErrorBody, description = "The order is not paid, or was cancelled."),
    ))]
async fn update_order(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(update): AppJson<OrderUpdate>,
) -> Result<Json<Modified>> {
    let id = parse_id(&id, "order")?;
    let sets_other =
        update.is_paid.is_some() || update.is_reviewed.is_some() || update.transaction_id.is_some();
    if update.is_delivered != Some(true) || sets_other {
        return Err(AppError::BadRequest(
            messages::ONLY_DELIVERY_SET_HERE.into(),
        ));
    }
    let delivered = sqlx::query(
        "UPDATE orders SET is_delivered = 1, delivered_at = ?
         WHERE id = ? AND is_paid = 1 AND is_delivered = 0 AND cancelled_at IS NULL",
    )
    .bind(db::now_ms())
    .bind(id)
    .execute(&state.db)
    .await?
    .rows_affected();
    if delivered == 1 {
        return Ok(Json(Modified {
            modified_count: 1,
            message: messages::ORDER_DELIVERED,
        }));
    }
    let order: Option<(bool, bool, Option<i64>)> =
        sqlx::query_as("SELECT is_paid, is_delivered, cancelled_at FROM orders WHERE id = ?")
            .bind(id)
            .fetch_optional(&state.db)
            .await?;
    let conflict = |message: &str| AppError::Conflict {
        field: None,
        message: message.into(),
    };
    match order {
        None => Err(AppError::not_found("order")),
        Some((_, _, Some(_))) => Err(conflict(messages::ORDER_ALREADY_CANCELLED)),
        Some((false, _, None)) => Err(conflict(messages::ORDER_NOT_PAID)),
        // Already shipped: pressing Deliver twice changes nothing.
        Some((true, _, None)) => Ok(Json(Modified {
            modified_count: 0,
            message: messages::ORDER_DELIVERED,
        })),
    }
}
