//! The buyer's address book (`saved_addresses`): read by the checkout, kept by the profile, and
//! added to by every order that goes somewhere new. An order copies the details it goes to,
//! so nothing here ever changes an order.

use crate::error::{AppError, Result};
use crate::store::db::Pool;
use crate::store::db::{self, WriteTx};
use shared::address_book::MAX_SAVED_ADDRESSES;
use shared::{Delivery, NewAddress, SavedAddress, messages};

/// A saved place as stored; a company's places (which have no default) read as `FALSE`.
#[derive(sqlx::FromRow)]
pub(crate) struct Row {
    id: i64,
    label: String,
    #[sqlx(try_from = "shared::stored::Flag")]
    is_default: bool,
    recipient: String,
    phone_number: String,
    address: String,
    district: String,
}

impl From<Row> for SavedAddress {
    fn from(row: Row) -> Self {
        SavedAddress {
            id: row.id,
            label: row.label,
            is_default: row.is_default,
            delivery: Delivery {
                recipient: row.recipient,
                phone: row.phone_number,
                address: row.address,
                district: row.district,
            },
        }
    }
}

const COLUMNS: &str = "id, label, is_default, recipient, phone_number, address, district";

/// The buyer's places: the default first, then the most recently used.
pub async fn list(db: &Pool, user_id: i64) -> Result<Vec<SavedAddress>> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM saved_addresses WHERE user_id = $1
         ORDER BY is_default DESC, used_at DESC, id DESC"
    ))
    .bind(user_id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(SavedAddress::from).collect())
}

/// Adds a place the buyer typed on their profile. The same place twice is one entry, renamed;
/// a full book is refused (409) rather than losing a place the buyer chose to keep; the first
/// place of an empty book is its default, as when an order starts the book.
pub async fn add(tx: &mut WriteTx, user_id: i64, place: &NewAddress) -> Result<SavedAddress> {
    let (id, first) = match find(tx, user_id, &place.delivery).await? {
        Some(id) => (id, false),
        None => {
            let total = count(tx, user_id).await?;
            if total >= MAX_SAVED_ADDRESSES as i64 {
                return Err(AppError::conflict(messages::ADDRESS_BOOK_FULL));
            }
            (insert(tx, user_id, "", &place.delivery).await?, total == 0)
        }
    };
    let place = NewAddress {
        is_default: place.is_default || first,
        ..place.clone()
    };
    write(tx, user_id, id, &place).await
}

/// Changes a place; one that now matches another of the buyer's places takes its place.
pub async fn update(
    tx: &mut WriteTx,
    user_id: i64,
    id: i64,
    place: &NewAddress,
) -> Result<SavedAddress> {
    if !owns(tx, user_id, id).await? {
        return Err(AppError::not_found(messages::THING_ADDRESS));
    }
    if let Some(twin) = find(tx, user_id, &place.delivery).await?
        && twin != id
    {
        sqlx::query("DELETE FROM saved_addresses WHERE id = $1")
            .bind(twin)
            .execute(&mut **tx)
            .await?;
    }
    write(tx, user_id, id, place).await
}

/// Removes a place; a missing one (or another buyer's) is 404.
pub async fn remove(tx: &mut WriteTx, user_id: i64, id: i64) -> Result<()> {
    let removed = sqlx::query("DELETE FROM saved_addresses WHERE id = $1 AND user_id = $2")
        .bind(id)
        .bind(user_id)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    if removed == 0 {
        return Err(AppError::not_found(messages::THING_ADDRESS));
    }
    Ok(())
}

/// Whether `delivery` is already the place the buyer's book lists first among those they used
/// (the one their last order went to): then an order going there leaves the book as it is,
/// and its transaction is a statement shorter. Asked before the write turn; an order placed
/// meanwhile to another place can only leave this one a place lower than it would be.
pub async fn is_latest(
    conn: &mut db::Connection,
    user_id: i64,
    delivery: &Delivery,
) -> Result<bool> {
    let latest: Option<(String, String, String, String)> = sqlx::query_as(
        "SELECT recipient, phone_number, address, district FROM saved_addresses
         WHERE user_id = $1 ORDER BY used_at DESC, id DESC LIMIT 1",
    )
    .bind(user_id)
    .fetch_optional(conn)
    .await?;
    Ok(latest.is_some_and(|(recipient, phone, address, district)| {
        recipient == delivery.recipient
            && phone == delivery.phone
            && address == delivery.address
            && district == delivery.district
    }))
}

/// Keeps the place an order is going to, in the order's own transaction: a known place moves
/// to the top of the list, a new one joins the book (the default, if it is the first). A full
/// book makes room by dropping the least recently used place the buyer neither named nor made
/// the default; when every place is one they chose, the new one is not kept.
pub async fn remember(tx: &mut WriteTx, user_id: i64, delivery: &Delivery) -> Result<()> {
    // One statement for the usual case, a place the book knows: it runs in every order's
    // transaction.
    let known = sqlx::query(
        "UPDATE saved_addresses SET used_at = $1 WHERE user_id = $2 AND recipient = $3
           AND phone_number = $4 AND address = $5 AND district = $6",
    )
    .bind(db::now_ms())
    .bind(user_id)
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .execute(&mut **tx)
    .await?
    .rows_affected();
    if known > 0 {
        return Ok(());
    }
    let total = count(tx, user_id).await?;
    if total >= MAX_SAVED_ADDRESSES as i64 {
        let dropped = sqlx::query(
            "DELETE FROM saved_addresses WHERE id = (
                 SELECT id FROM saved_addresses
                 WHERE user_id = $1 AND is_default = FALSE AND label = ''
                 ORDER BY used_at, id LIMIT 1)",
        )
        .bind(user_id)
        .execute(&mut **tx)
        .await?
        .rows_affected();
        if dropped == 0 {
            return Ok(());
        }
    }
    let id = insert(tx, user_id, "", delivery).await?;
    if total == 0 {
        make_default(tx, user_id, id).await?;
    }
    Ok(())
}

async fn find(tx: &mut WriteTx, user_id: i64, delivery: &Delivery) -> Result<Option<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT id FROM saved_addresses WHERE user_id = $1 AND recipient = $2 AND phone_number = $3
           AND address = $4 AND district = $5",
    )
    .bind(user_id)
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .fetch_optional(&mut **tx)
    .await?)
}

async fn owns(tx: &mut WriteTx, user_id: i64, id: i64) -> Result<bool> {
    Ok(
        sqlx::query_scalar::<_, i64>(
            "SELECT 1 FROM saved_addresses WHERE id = $1 AND user_id = $2",
        )
        .bind(id)
        .bind(user_id)
        .fetch_optional(&mut **tx)
        .await?
        .is_some(),
    )
}

async fn count(tx: &mut WriteTx, user_id: i64) -> Result<i64> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM saved_addresses WHERE user_id = $1")
            .bind(user_id)
            .fetch_one(&mut **tx)
            .await?,
    )
}

async fn insert(tx: &mut WriteTx, user_id: i64, label: &str, delivery: &Delivery) -> Result<i64> {
    Ok(sqlx::query_scalar(
        "INSERT INTO saved_addresses (user_id, label, recipient, phone_number, address, district,
                                      used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(user_id)
    .bind(label)
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .bind(db::now_ms())
    .fetch_one(&mut **tx)
    .await?)
}

/// Stores a place's label, details and whether it is the default; answers the stored row.
async fn write(
    tx: &mut WriteTx,
    user_id: i64,
    id: i64,
    place: &NewAddress,
) -> Result<SavedAddress> {
    if place.is_default {
        make_default(tx, user_id, id).await?;
    }
    let delivery = &place.delivery;
    let row: Row = sqlx::query_as(&format!(
        "UPDATE saved_addresses
         SET label = $1, recipient = $2, phone_number = $3, address = $4, district = $5,
             is_default = $6, used_at = $7
         WHERE id = $8 RETURNING {COLUMNS}"
    ))
    .bind(&place.label)
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .bind(place.is_default)
    .bind(db::now_ms())
    .bind(id)
    .fetch_one(&mut **tx)
    .await?;
    Ok(row.into())
}

/// Makes one place the default, the buyer's others not.
async fn make_default(tx: &mut WriteTx, user_id: i64, id: i64) -> Result<()> {
    // Two steps: the one-default index is checked row by row, so one UPDATE that sets the new
    // default before it clears the old would break it midway.
    sqlx::query(
        "UPDATE saved_addresses SET is_default = FALSE WHERE user_id = $1 AND is_default = TRUE",
    )
    .bind(user_id)
    .execute(&mut **tx)
    .await?;
    sqlx::query("UPDATE saved_addresses SET is_default = TRUE WHERE id = $1")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
