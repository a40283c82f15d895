//! The pieces an order holds. Taking is one conditional UPDATE (`available >= wanted`) inside
//! the order's write transaction, so stock never goes negative and two buyers can never both
//! get the last pieces; giving back is the one way pieces return, for every kind of cancel.

use super::limits;
use crate::error::{AppError, Result};
use crate::runtime::state::AppState;
use crate::store::db::{self, WriteTx};
use shared::{Money, Quantity, messages};

/// What the order copies from the tool when its pieces are taken.
pub struct Reserved {
    pub name: String,
    /// The Bangla name, when the shop gave one: Bangla mail and invoices print it.
    pub name_bn: Option<String>,
    pub image: String,
    pub price: Money,
    /// The tool's VAT rate now, frozen on the order line.
    pub vat_rate: shared::VatRate,
    /// How many open unpaid orders the buyer had before this one, read in the same statement
    /// for the cap on them (`limits::refuse_open_orders`).
    pub buyer_open_orders: i64,
}

/// Takes `quantity` pieces of a tool for `buyer`; `None` when not enough are left (or the tool
/// has gone since it was read). Writing first takes SQLite's write lock at once: no
/// read-then-upgrade deadlock.
pub async fn reserve(
    tx: &mut WriteTx,
    tool_id: i64,
    quantity: Quantity,
    buyer: i64,
) -> Result<Option<Reserved>> {
    type Row = (String, Option<String>, String, i64, shared::VatRate, i64);
    let reserved: Option<Row> = sqlx::query_as(concat!(
        "UPDATE tools SET available_quantity = available_quantity - $1
         WHERE id = $2 AND available_quantity >= $1
         RETURNING name, name_bn, image, price_poisha, vat_rate, ",
        limits::open_orders_of!(3)
    ))
    .bind(i64::from(quantity.pieces()))
    .bind(tool_id)
    .bind(buyer)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(reserved.map(
        |(name, name_bn, image, price_poisha, vat_rate, buyer_open_orders)| Reserved {
            name,
            name_bn,
            image,
            price: db::money(price_poisha),
            vat_rate,
            buyer_open_orders,
        },
    ))
}

/// Gives every line's pieces of a cancelled order back. A tool deleted since has no stock to
/// return to.
pub async fn release(tx: &mut WriteTx, order_id: i64) -> Result<()> {
    sqlx::query(
        "UPDATE tools SET available_quantity = available_quantity +
             (SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id = $1 AND l.tool_id = tools.id)
         WHERE id IN (SELECT tool_id FROM order_lines WHERE order_id = $1)",
    )
    .bind(order_id)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Adds pieces to a tool's stock in one statement, so restocks and orders arriving together
/// all count; the stock after. Refused (409) past what the stock column can count.
pub async fn restock(state: &AppState, tool_id: i64, pieces: u32) -> Result<i64> {
    let mut tx = state.writer.begin().await?;
    let stock: Option<i64> = sqlx::query_scalar(
        "UPDATE tools SET available_quantity = available_quantity + $1
         WHERE id = $2 AND available_quantity + $1 <= 4294967295
         RETURNING available_quantity",
    )
    .bind(i64::from(pieces))
    .bind(tool_id)
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    let Some(stock) = stock else {
        let exists: Option<i64> = sqlx::query_scalar("SELECT id FROM tools WHERE id = $1")
            .bind(tool_id)
            .fetch_optional(&state.db)
            .await?;
        return Err(match exists {
            Some(_) => AppError::field_conflict("availableQuantity", messages::STOCK_TOO_LARGE),
            None => AppError::not_found(shared::messages::THING_TOOL),
        });
    };
    state.listing.invalidate();
    Ok(stock)
}
