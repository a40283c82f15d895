//! A buyer's orders: `POST /api/orders` places one (stock reserved in the same transaction),
//! `GET /api/orders/{email}` lists the caller's own, `DELETE /api/orders/{id}` cancels one that
//! is not delivered and gives its stock back.

use crate::auth::extract::AuthUser;
use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::extract::{AppJson, parse_id};
use crate::replies::{Deleted, Inserted};
use crate::routes::ApiRouter;
use crate::users::UserRow;
use crate::{AppState, db};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use serde::Deserialize;
use shared::quantity::{self, Stock};
use shared::{Email, FormValue, Order, Quantity, messages};
use utoipa::ToSchema;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(place_order))
        // One segment, two meanings (as in the old site): an email to list, an id to cancel.
        .routes(routes!(list_own_orders, cancel_order))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default, rename_all = "camelCase")]
struct PlaceOrder {
    /// The tool's `_id`.
    tool_id: FormValue,
    /// Pieces: at least the tool's minimum order, at most its stock.
    quantity: FormValue,
    /// Also accepted as the `Idempotency-Key` header.
    idempotency_key: Option<String>,
}

fn buyer_only(user: &UserRow) -> Result<()> {
    if user.is_admin() {
        return Err(AppError::Forbidden(messages::YOU_ARE_AN_ADMIN.into()));
    }
    Ok(())
}

/// Places an order, reserving its pieces.
///
/// The price, name and picture are the server's own; a price or total sent by the client is
/// ignored. The stock is taken by a conditional UPDATE in the order's transaction, so two
/// buyers can never both get the last pieces. A repeated `Idempotency-Key` answers 200 with
/// the first order instead of placing another.
#[utoipa::path(post, path = "/orders", tag = "Orders", request_body = PlaceOrder,
    params(("Idempotency-Key" = Option<String>, Header, description = "Up to 100 characters")),
    security(("bearer" = ["buyer"])),
    responses(
        (status = 201, body = Inserted, description = "Placed."),
        (status = 200, body = Inserted, description = "Placed before with this key."),
        (status = 404, body = ErrorBody, description = "No such tool."),
        (status = 409, body = ErrorBody, description = "Not enough stock left."),
    ))]
async fn place_order(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    headers: HeaderMap,
    AppJson(body): AppJson<PlaceOrder>,
) -> Result<(StatusCode, Json<Inserted>)> {
    buyer_only(&user)?;
    let key = headers
        .get("idempotency-key")
        .and_then(|value| value.to_str().ok())
        .map(str::to_owned)
        .or(body.idempotency_key)
        .filter(|key| !key.is_empty() && key.len() <= 100);
    if let Some(existing) = existing_order(&state, user.id, key.as_deref()).await? {
        return Ok((StatusCode::OK, Json(Inserted::id(existing))));
    }
    let tool_id = parse_id(body.tool_id.text(), "tool")?;
    let stock: Option<(i64, u32, u32)> = sqlx::query_as(
        "SELECT price_poisha, min_order, available_quantity FROM tools WHERE id = ?",
    )
    .bind(tool_id)
    .fetch_optional(&state.db)
    .await?;
    let (_, min_order, available_quantity) = stock.ok_or_else(|| AppError::not_found("tool"))?;
    let stock = Stock {
        min_order,
        available_quantity,
    };
    let quantity = Quantity::parse(body.quantity.text(), stock).map_err(|error| {
        // Stock that ran out since the page loaded is a conflict, not a typing mistake.
        if error.code == "not_enough" {
            AppError::Conflict {
                field: Some("quantity"),
                message: error.message,
            }
        } else {
            error.into()
        }
    })?;

    let (turn, mut tx) = state.begin_write().await?;
    // Writing first takes SQLite's write lock at once: no read-then-upgrade deadlock.
    let reserved: Option<(String, String, i64)> = sqlx::query_as(
        "UPDATE tools SET available_quantity = available_quantity - ?
         WHERE id = ? AND available_quantity >= ?
         RETURNING name, image, price_poisha",
    )
    .bind(quantity.pieces())
    .bind(tool_id)
    .bind(quantity.pieces())
    .fetch_optional(&mut *tx)
    .await?;
    let (name, image, price_poisha) = reserved.ok_or_else(|| AppError::Conflict {
        field: Some("quantity"),
        message: messages::NOT_ENOUGH_QUANTITY.into(),
    })?;
    let price = db::money(price_poisha);
    let total = quantity::order_total(price, quantity)?;
    let inserted = sqlx::query_scalar(
        "INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                             total_poisha, idempotency_key, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(user.id)
    .bind(tool_id)
    .bind(&name)
    .bind(&image)
    .bind(price.poisha())
    .bind(quantity.pieces())
    .bind(total.poisha())
    .bind(&key)
    .bind(db::now_ms())
    .fetch_one(&mut *tx)
    .await;
    let order_id: i64 = match inserted {
        // The same click arrived twice at once: the first won; this one's reservation rolls back.
        Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
            drop(tx);
            drop(turn);
            let existing = existing_order(&state, user.id, key.as_deref())
                .await?
                .ok_or_else(|| anyhow::anyhow!("an order key clashed but no order has it"))?;
            return Ok((StatusCode::OK, Json(Inserted::id(existing))));
        }
        other => other?,
    };
    tx.commit().await?;
    drop(turn);
    state.listing.invalidate();
    Ok((StatusCode::CREATED, Json(Inserted::id(order_id))))
}

async fn existing_order(state: &AppState, user_id: i64, key: Option<&str>) -> Result<Option<i64>> {
    let Some(key) = key else { return Ok(None) };
    Ok(
        sqlx::query_scalar("SELECT id FROM orders WHERE user_id = ? AND idempotency_key = ?")
            .bind(user_id)
            .bind(key)
            .fetch_optional(&state.db)
            .await?,
    )
}

#[derive(sqlx::FromRow)]
pub struct OrderRow {
    id: i64,
    user_name: Option<String>,
    user_email: String,
    tool_id: Option<i64>,
    tool_name: String,
    tool_image: String,
    tool_price_poisha: i64,
    quantity: u32,
    total_poisha: i64,
    is_paid: bool,
    is_delivered: bool,
    is_reviewed: bool,
    phone_number: Option<String>,
    address: Option<String>,
    transaction_id: Option<String>,
    created_at: i64,
}

/// Orders with their buyer; phone and address fall back to the buyer's profile.
pub const ORDER_SELECT: &str =
    "SELECT o.id, u.display_name AS user_name, u.email AS user_email, o.tool_id,
        o.tool_name, o.tool_image, o.tool_price_poisha, o.quantity, o.total_poisha, o.is_paid,
        o.is_delivered, o.is_reviewed, COALESCE(o.phone_number, u.phone_number) AS phone_number,
        COALESCE(o.address, u.address) AS address, o.transaction_id, o.created_at
     FROM orders o JOIN users u ON u.id = o.user_id";

impl From<OrderRow> for Order {
    fn from(row: OrderRow) -> Self {
        Order {
            id: row.id,
            user_name: row.user_name.unwrap_or_else(|| row.user_email.clone()),
            user_email: row.user_email,
            tool_id: row.tool_id,
            tool_name: row.tool_name,
            tool_image: row.tool_image,
            tool_price: db::money(row.tool_price_poisha),
            quantity: row.quantity,
            total_price: db::money(row.total_poisha),
            is_paid: row.is_paid,
            is_delivered: row.is_delivered,
            is_reviewed: row.is_reviewed,
            phone_number: row.phone_number,
            address: row.address,
            transaction_id: row.transaction_id,
            created_at: row.created_at,
        }
    }
}

/// One's own orders, newest first; cancelled ones are kept but not listed.
#[utoipa::path(get, path = "/orders/{key}", tag = "Orders",
    params(("key" = String, Path, description = "The caller's email address")),
    security(("bearer" = ["owner"])), responses((status = 200, body = Vec<Order>)))]
async fn list_own_orders(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(email): Path<String>,
) -> Result<Json<Vec<Order>>> {
    match Email::parse(&email) {
        Ok(email) if email.as_ref() == user.email => {}
        _ => return Err(AppError::Forbidden(messages::NOT_YOUR_ACCOUNT.into())),
    }
    let rows: Vec<OrderRow> = sqlx::query_as(&format!(
        "{ORDER_SELECT} WHERE o.user_id = ? AND o.cancelled_at IS NULL ORDER BY o.id DESC"
    ))
    .bind(user.id)
    .fetch_all(&state.db)
    .await?;
    Ok(Json(rows.into_iter().map(Order::from).collect()))
}

/// Cancels one's own undelivered order.
///
/// Its pieces return to stock in the same transaction; a paid order's payment is then
/// refunded through the payment provider. Someone else's order is 404, as if it did not exist.
#[utoipa::path(delete, path = "/orders/{key}", tag = "Orders",
    params(("key" = String, Path, description = "The order's `_id`")),
    security(("bearer" = ["owner"])),
    responses(
        (status = 200, body = Deleted),
        (status = 409, body = ErrorBody, description = "Already delivered or cancelled."),
    ))]
async fn cancel_order(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    Path(id): Path<String>,
) -> Result<Json<Deleted>> {
    let id = parse_id(&id, "order")?;
    let (turn, mut tx) = state.begin_write().await?;
    // The write comes first (see place_order); it matches only an order the caller may cancel.
    let cancelled: Option<(Option<i64>, u32, Option<String>)> = sqlx::query_as(
        "UPDATE orders SET cancelled_at = ?
         WHERE id = ? AND user_id = ? AND cancelled_at IS NULL AND is_delivered = 0
         RETURNING tool_id, quantity, CASE WHEN is_paid = 1 THEN transaction_id END",
    )
    .bind(db::now_ms())
    .bind(id)
    .bind(user.id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((tool_id, quantity, paid_with)) = cancelled else {
        drop(tx);
        drop(turn);
        return Err(why_not_cancellable(&state, id, user.id).await?);
    };
    if let Some(tool_id) = tool_id {
        sqlx::query("UPDATE tools SET available_quantity = available_quantity + ? WHERE id = ?")
            .bind(quantity)
            .bind(tool_id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    drop(turn);
    state.listing.invalidate();
    if let Some(transaction_id) = paid_with {
        refund(&state, &transaction_id).await;
    }
    Ok(Json(Deleted {
        deleted_count: 1,
        message: messages::ORDER_CANCELLED,
    }))
}

/// Refunds a cancelled order's payment. The cancellation stands either way; a failed refund is
/// logged with its transaction id for the team to finish by hand.
async fn refund(state: &AppState, transaction_id: &str) {
    let provider = state.payments.provider();
    let taken_by: Option<String> =
        sqlx::query_scalar("SELECT provider FROM payments WHERE reference = ?")
            .bind(transaction_id)
            .fetch_optional(&state.db)
            .await
            .ok()
            .flatten();
    if taken_by
        .as_deref()
        .is_some_and(|name| name != provider.name())
    {
        tracing::error!(
            transaction_id,
            taken_by,
            "paid through a processor no longer configured; refund it by hand"
        );
        return;
    }
    match provider.refund(transaction_id).await {
        Ok(()) => {
            let recorded = sqlx::query(
                "UPDATE payments SET status = 'refunded', updated_at = ? WHERE reference = ?",
            )
            .bind(db::now_ms())
            .bind(transaction_id)
            .execute(&state.db)
            .await;
            if let Err(error) = recorded {
                tracing::error!(error = ?error, transaction_id, "recording a refund");
            }
        }
        Err(error) => {
            tracing::error!(error = ?error, transaction_id, "refund failed; refund it by hand")
        }
    }
}

/// The reason an order could not be cancelled, without revealing other people's orders.
async fn why_not_cancellable(state: &AppState, id: i64, user_id: i64) -> Result<AppError> {
    let order: Option<(i64, bool)> =
        sqlx::query_as("SELECT user_id, is_delivered FROM orders WHERE id = ?")
            .bind(id)
            .fetch_optional(&state.db)
            .await?;
    Ok(match order {
        Some((owner, delivered)) if owner == user_id => {
            let message = if delivered {
                messages::ORDER_ALREADY_DELIVERED
            } else {
                messages::ORDER_ALREADY_CANCELLED
            };
            AppError::Conflict {
                field: None,
                message: message.into(),
            }
        }
        _ => AppError::not_found("order"),
    })
}
