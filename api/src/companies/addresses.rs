//! The places a company's parcels go (`company_addresses`): kept by its company admins, offered
//! to every member at checkout beside their own address book. An order copies the details it
//! goes to, so nothing here ever changes an order.

use crate::error::{AppError, Result};
use crate::sales::address_book::Row;
use crate::store::db::{self, Pool, WriteTx};
use shared::address_book::MAX_SAVED_ADDRESSES;
use shared::{NewAddress, SavedAddress, messages};

/// The columns of `sales::address_book`'s row; a company's place is never a default.
const COLUMNS: &str = "id, label, FALSE AS is_default, recipient, phone_number, address, district";

/// The company's places, in the order they were added.
pub async fn list(db: &Pool, company_id: i64) -> Result<Vec<SavedAddress>> {
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM company_addresses WHERE company_id = $1 ORDER BY id"
    ))
    .bind(company_id)
    .fetch_all(db)
    .await?;
    Ok(rows.into_iter().map(SavedAddress::from).collect())
}

/// Adds a place; a company keeps as many as a buyer's book (409 past them).
pub async fn add(tx: &mut WriteTx, company_id: i64, place: &NewAddress) -> Result<SavedAddress> {
    let total: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM company_addresses WHERE company_id = $1")
            .bind(company_id)
            .fetch_one(&mut **tx)
            .await?;
    if total >= MAX_SAVED_ADDRESSES as i64 {
        return Err(AppError::conflict(messages::COMPANY_PLACES_FULL));
    }
    let delivery = &place.delivery;
    let row: Row = sqlx::query_as(&format!(
        "INSERT INTO company_addresses (company_id, label, recipient, phone_number, address,
                                        district, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING {COLUMNS}"
    ))
    .bind(company_id)
    .bind(&place.label)
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .bind(db::now_ms())
    .fetch_one(&mut **tx)
    .await?;
    Ok(row.into())
}

/// Changes one of the company's places; 404 for another company's.
pub async fn update(
    tx: &mut WriteTx,
    company_id: i64,
    id: i64,
    place: &NewAddress,
) -> Result<SavedAddress> {
    let delivery = &place.delivery;
    let row: Option<Row> = sqlx::query_as(&format!(
        "UPDATE company_addresses SET label = $1, recipient = $2, phone_number = $3,
                                      address = $4, district = $5
         WHERE id = $6 AND company_id = $7 RETURNING {COLUMNS}"
    ))
    .bind(&place.label)
    .bind(&delivery.recipient)
    .bind(&delivery.phone)
    .bind(&delivery.address)
    .bind(&delivery.district)
    .bind(id)
    .bind(company_id)
    .fetch_optional(&mut **tx)
    .await?;
    row.map(SavedAddress::from)
        .ok_or_else(|| AppError::not_found(messages::THING_ADDRESS))
}

/// Removes one of the company's places; 404 for another company's.
pub async fn remove(tx: &mut WriteTx, company_id: i64, id: i64) -> Result<()> {
    let removed = sqlx::query("DELETE FROM company_addresses WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(company_id)
        .execute(&mut **tx)
        .await?
        .rows_affected();
    if removed == 0 {
        return Err(AppError::not_found(messages::THING_ADDRESS));
    }
    Ok(())
}
