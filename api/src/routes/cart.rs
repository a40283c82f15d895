//! A signed-in buyer's cart, kept on the account: `GET /api/cart` and `PUT /api/cart` (the
//! whole cart at once; the browser is where it is edited). Placing an order from it is
//! `POST /api/orders` with `lines` and `fromCart`.

use crate::error::Result;
use crate::http::extract::{AppJson, Buyer};
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::db;
use axum::Json;
use axum::extract::State;
use shared::{Cart, CartLine};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(get_cart, put_cart))
}

/// The caller's cart, in the order the tools were added. A line whose tool has since been
/// removed from the catalogue stays, for the page to show as gone.
#[utoipa::path(get, path = "/cart", tag = "Orders", security(("bearer" = ["buyer"])),
    responses((status = 200, body = Cart)))]
async fn get_cart(State(state): State<AppState>, Buyer(user): Buyer) -> Result<Json<Cart>> {
    Ok(Json(cart_of(&state, user.id).await?))
}

/// Replaces the caller's cart: at most 50 tools, each once, each for at least one piece.
#[utoipa::path(put, path = "/cart", tag = "Orders", request_body = Cart,
    security(("bearer" = ["buyer"])), responses((status = 200, body = Cart)))]
async fn put_cart(
    State(state): State<AppState>,
    Buyer(user): Buyer,
    AppJson(body): AppJson<Cart>,
) -> Result<Json<Cart>> {
    let cart = Cart::parse(body.lines)?;
    let mut tx = state.writer.begin().await?;
    sqlx::query("DELETE FROM cart_lines WHERE user_id = $1")
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    let now = db::now_ms();
    for (position, line) in cart.lines.iter().enumerate() {
        sqlx::query(
            "INSERT INTO cart_lines (user_id, tool_id, quantity, added_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(user.id)
        .bind(line.tool_id)
        .bind(i64::from(line.quantity))
        // Keeps the order of the lines as sent.
        .bind(now + position as i64)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(Json(cart))
}

async fn cart_of(state: &AppState, user_id: i64) -> Result<Cart> {
    let lines: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT tool_id, quantity FROM cart_lines WHERE user_id = $1 ORDER BY added_at, tool_id",
    )
    .bind(user_id)
    .fetch_all(&state.db)
    .await?;
    Ok(Cart {
        lines: lines
            .into_iter()
            .map(|(tool_id, quantity)| CartLine {
                tool_id,
                quantity: db::count(quantity),
            })
            .collect(),
    })
}
