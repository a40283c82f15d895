//! The buyer's promise to pay cash on delivery or by bank transfer. Cash on delivery is capped
//! per buyer, over all their open cash-on-delivery orders together: no account can hold stock
//! with orders it never means to pay beyond what one buyer may owe the courier.

use super::standing::Standing;
use crate::error::{AppError, Result};
use crate::runtime::state::AppState;
use crate::store::db::Pool;
use shared::{FieldError, Money, PaymentMethod, payment};

/// What a buyer owes in open cash-on-delivery orders (not paid, not cancelled), leaving out
/// the order `except`.
pub async fn cod_owed(db: &Pool, user_id: i64, except: i64) -> Result<Money> {
    let owed: i64 = sqlx::query_scalar(OWED)
        .bind(user_id)
        .bind(except)
        .fetch_one(db)
        .await?;
    Ok(Money::from_poisha(owed).unwrap_or_default())
}

/// The buyer's (?1) open cash-on-delivery orders but one (?2), summed.
const OWED: &str = "SELECT CAST(COALESCE(SUM(total_poisha), 0) AS BIGINT) FROM orders
    WHERE user_id = $1 AND id <> $2 AND payment_method = 'cod' AND is_paid = FALSE
      AND cancelled_at IS NULL";

/// Records that the buyer will pay their own unpaid order by `method` (cash on delivery or a
/// bank transfer). They may still pay online instead until it ships. Cash on delivery is
/// refused (422) when the buyer's open cash-on-delivery orders and this one would owe more
/// than `cod_max`; the cap is read in the statement that records the promise, so two promises
/// at once cannot both pass it.
pub async fn promise(
    state: &AppState,
    order_id: i64,
    user_id: i64,
    method: PaymentMethod,
    cod_max: Option<Money>,
) -> Result<()> {
    debug_assert!(method.received_by_hand());
    let cap = cod_max
        .filter(|_| method == PaymentMethod::Cod)
        .map(Money::poisha);
    let mut tx = state.writer.begin().await?;
    let promised = sqlx::query(&format!(
        "UPDATE orders SET payment_method = $3
         WHERE id = $2 AND user_id = $1 AND is_paid = FALSE AND cancelled_at IS NULL
           AND shipped_at IS NULL
           AND ($4 IS NULL OR total_poisha + ({OWED}) <= $4)"
    ))
    .bind(user_id)
    .bind(order_id)
    .bind(method.id())
    .bind(cap)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if promised == 1 && method == PaymentMethod::Cod {
        let lang = crate::http::middleware::language::current();
        let public_url = state.config.public_url();
        super::confirmation::text_confirmation(&mut tx, order_id, &public_url, lang).await?;
    }
    tx.commit().await?;
    if promised == 1 {
        return Ok(());
    }
    let order = Standing::owned(&state.db, order_id, user_id).await?;
    if let Some(refusal) = order.unpayable() {
        return Err(refusal);
    }
    match cod_max {
        Some(most) => {
            let owed = cod_owed(&state.db, user_id, order_id).await?;
            let total = Money::from_poisha(order.total_poisha).unwrap_or_default();
            let why = payment::cod_refusal(total, owed, most)
                .unwrap_or_else(|| shared::messages::UNEXPECTED_ERROR.into());
            Err(FieldError::new("method", "over_limit", why).into())
        }
        None => Err(AppError::not_found(shared::messages::THING_ORDER)),
    }
}
