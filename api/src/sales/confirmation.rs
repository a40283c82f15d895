//! A cash-on-delivery order confirmed by its buyer. When the buyer promises to pay on delivery,
//! the order's number is texted with a short link (`host/c/{code}`) whose code confirms it: a
//! wrong number or a prank order is never confirmed, and the owner need not call. Opening the
//! link shows a button; only pressing it confirms (link previews open links too). The owner may
//! still confirm after a call.

use crate::error::{AppError, Result};
use crate::runtime::secrets;
use crate::sms::queue::{self, Purpose, Text};
use crate::store::db::{self, WriteTx};
use argon2::password_hash::rand_core::{OsRng, RngCore};
use shared::entities::order_number;
use shared::{Lang, messages};

/// The letters of a code: digits and capitals a buyer cannot misread (no 0/O, 1/I/L).
const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Letters in a code: 31^8, about 2^40.
const CODE_LENGTH: usize = 8;

fn random_code() -> String {
    (0..CODE_LENGTH)
        .map(|_| {
            // 31 into 2^32 leaves a bias below one in a hundred million.
            let index = OsRng.next_u32() as usize % ALPHABET.len();
            char::from(ALPHABET[index])
        })
        .collect()
}

/// A code as typed or linked: any case, spaces and dashes dropped.
fn tidy(code: &str) -> String {
    code.chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Gives a cash-on-delivery order its confirmation code and queues the text that carries it,
/// in `tx` (the promise's own transaction). Nothing when the order has no phone to text.
pub async fn text_confirmation(
    tx: &mut WriteTx,
    order_id: i64,
    public_url: &str,
    lang: Lang,
) -> Result<()> {
    let (phone, created_at): (Option<String>, i64) =
        sqlx::query_as("SELECT phone_number, created_at FROM orders WHERE id = $1")
            .bind(order_id)
            .fetch_one(&mut **tx)
            .await?;
    let Some(phone) = phone else { return Ok(()) };
    let code = random_code();
    sqlx::query("UPDATE orders SET confirm_digest = $1 WHERE id = $2 AND confirmed_at IS NULL")
        .bind(secrets::digest(&code))
        .bind(order_id)
        .execute(&mut **tx)
        .await?;
    let number = order_number(order_id, created_at);
    let link = shared::order_texts::confirm_link(public_url, &code);
    let body = shared::order_texts::confirm_text(lang, &number, &link);
    // A promise made again (after paying online was tried) texts a new code, once each.
    let key = format!("confirm-{order_id}-{code}");
    let text = Text {
        key: &key,
        to: &phone,
        body: &body,
        purpose: Purpose::Confirm,
        lang,
    };
    queue::enqueue(tx, &text).await?;
    Ok(())
}

/// Confirms the cash-on-delivery order whose code this is, as its buyer: its number. Pressing
/// twice confirms once; a code no open order has is refused.
pub async fn confirm_by_buyer(tx: &mut WriteTx, code: &str) -> Result<String> {
    let digest = secrets::digest(&tidy(code));
    let order: Option<(i64, i64, Option<i64>)> = sqlx::query_as(
        "SELECT id, created_at, confirmed_at FROM orders
         WHERE confirm_digest = $1 AND payment_method = 'cod' AND cancelled_at IS NULL
           AND shipped_at IS NULL",
    )
    .bind(&digest)
    .fetch_optional(&mut **tx)
    .await?;
    let Some((order_id, created_at, confirmed_at)) = order else {
        return Err(AppError::NotFound(messages::CONFIRM_LINK_UNKNOWN.into()));
    };
    if confirmed_at.is_none() {
        sqlx::query(
            "UPDATE orders SET confirmed_at = $1, confirmed_by = 'buyer'
             WHERE id = $2 AND confirmed_at IS NULL",
        )
        .bind(db::now_ms())
        .bind(order_id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(order_number(order_id, created_at))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_eight_unmistakable_letters_read_in_any_case() {
        let code = random_code();
        assert_eq!(code.len(), CODE_LENGTH);
        assert!(code.bytes().all(|byte| ALPHABET.contains(&byte)));
        assert_eq!(tidy(" k7q2-m9xp "), "K7Q2M9XP");
    }
}
