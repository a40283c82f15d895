//! `POST /api/payments/confirm`: the buyer pays an order with the shop's card form. The amount
//! is the order's stored total, never a figure from the client; an order is charged once.

use crate::auth::extract::AuthUser;
use crate::error::{AppError, Result};
use crate::extract::{AppJson, parse_id};
use crate::{AppState, db};
use axum::extract::State;
use axum::routing::post;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use shared::{Card, CardForm, FormValue, messages};

pub fn router() -> Router<AppState> {
    Router::new().route("/payments/confirm", post(pay_order))
}

#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct PayOrder {
    order_id: FormValue,
    card: CardForm,
}

async fn pay_order(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(body): AppJson<PayOrder>,
) -> Result<Json<Value>> {
    let order_id = parse_id(body.order_id.text(), "order")?;
    let order: Option<(i64, bool, Option<i64>)> = sqlx::query_as(
        "SELECT total_poisha, is_paid, cancelled_at FROM orders WHERE id = ? AND user_id = ?",
    )
    .bind(order_id)
    .bind(user.id)
    .fetch_optional(&state.db)
    .await?;
    let (amount, paid, cancelled) = order.ok_or_else(|| AppError::not_found("order"))?;
    if paid {
        return Err(AppError::Conflict {
            field: None,
            message: messages::ORDER_ALREADY_PAID.into(),
        });
    }
    if cancelled.is_some() {
        return Err(AppError::Conflict {
            field: None,
            message: messages::ORDER_ALREADY_CANCELLED.into(),
        });
    }
    let card = Card::parse(&body.card, db::this_month())?;
    let provider = state.payments.name();
    let now = db::now_ms();
    let transaction_id = match state.payments.charge(&card, amount).await {
        Ok(transaction_id) => transaction_id,
        Err(decline) => {
            sqlx::query(
                "INSERT INTO payments (order_id, provider, reference, amount_poisha, status, failure, created_at, updated_at)
                 VALUES (?, ?, ?, ?, 'failed', ?, ?, ?)",
            )
            .bind(order_id)
            .bind(provider)
            .bind(format!("declined_{}", crate::auth::random_token()))
            .bind(amount)
            .bind(decline.0)
            .bind(now)
            .bind(now)
            .execute(&state.db)
            .await?;
            return Err(AppError::PaymentDeclined(decline.0.into()));
        }
    };
    let mut tx = state.db.begin().await?;
    // Conditional on still unpaid: two payments racing for one order mark it once.
    let marked = sqlx::query(
        "UPDATE orders SET is_paid = 1, transaction_id = ?, paid_at = ?
         WHERE id = ? AND is_paid = 0 AND cancelled_at IS NULL",
    )
    .bind(&transaction_id)
    .bind(now)
    .bind(order_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if marked == 0 {
        drop(tx);
        // The other payment won: give this one back.
        if let Err(error) = state.payments.refund(&transaction_id).await {
            tracing::error!(error = ?error, transaction_id, "refunding a duplicate payment");
        }
        return Err(AppError::Conflict {
            field: None,
            message: messages::ORDER_ALREADY_PAID.into(),
        });
    }
    sqlx::query(
        "INSERT INTO payments (order_id, provider, reference, amount_poisha, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'succeeded', ?, ?)",
    )
    .bind(order_id)
    .bind(provider)
    .bind(&transaction_id)
    .bind(amount)
    .bind(now)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Json(
        json!({ "transactionId": transaction_id, "message": messages::PAYMENT_SUCCESSFUL }),
    ))
}
