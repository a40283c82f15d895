//! Signing in with a mobile number and a one-time code sent to it by SMS, and adding a number to
//! an account. A code is six random digits, works for five minutes and three tries, and only a
//! keyed digest of it is stored; it is queued as a text like any other (never logged). A number
//! gets five codes an hour at most, a client network twenty. Asking for a code answers the same
//! whether or not the number has an account. A code sent to a number proves it: the account
//! that proved a number signs in with it, and a number no account proved makes one.

use super::UserRow;
use crate::error::{AppError, Result};
use crate::runtime::state::AppState;
use crate::sms::queue::{self, Purpose, Text};
use crate::store::db::{self, WriteTx};
use argon2::password_hash::rand_core::{OsRng, RngCore};
use axum::http::StatusCode;
use shared::phone_sign_in::{
    CODE_LIFETIME_MS, CODES_PER_NETWORK_PER_HOUR, CODES_PER_NUMBER_PER_HOUR, MAX_TRIES,
    phone_account_email,
};
use shared::{Lang, messages};
use std::net::IpAddr;

/// What a code is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeFor {
    /// Signing in (or up) with the number.
    SignIn,
    /// The account adding the number to itself.
    Adding(i64),
}

impl CodeFor {
    fn purpose(self) -> &'static str {
        match self {
            CodeFor::SignIn => "sign-in",
            CodeFor::Adding(_) => "add",
        }
    }

    fn user_id(self) -> Option<i64> {
        match self {
            CodeFor::SignIn => None,
            CodeFor::Adding(user_id) => Some(user_id),
        }
    }
}

/// Six random digits, each equally likely.
fn random_code() -> String {
    // The largest multiple of a million below 2^32: numbers past it would favour low codes.
    const BOUND: u32 = u32::MAX - u32::MAX % 1_000_000;
    loop {
        let number = OsRng.next_u32();
        if number < BOUND {
            return format!("{:06}", number % 1_000_000);
        }
    }
}

/// Sends a code to `phone` (11 digits), within the hour's limits for the number and for the
/// client's network; the text is queued in the same transaction as the code.
pub async fn send_code(
    state: &AppState,
    phone: &str,
    code_for: CodeFor,
    network: IpAddr,
    lang: Lang,
) -> Result<()> {
    let now = db::now_ms();
    let hour_ago = now - db::HOUR_MS;
    let network = network.to_string();
    let mut tx = state.writer.begin().await?;
    let (to_number, from_network): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM phone_codes WHERE phone = $1 AND created_at > $2),
                (SELECT COUNT(*) FROM phone_codes WHERE network = $3 AND created_at > $4)",
    )
    .bind(phone)
    .bind(hour_ago)
    .bind(&network)
    .bind(hour_ago)
    .fetch_one(&mut *tx)
    .await?;
    if to_number >= CODES_PER_NUMBER_PER_HOUR || from_network >= CODES_PER_NETWORK_PER_HOUR {
        return Err(AppError::TooManyRequests(messages::TOO_MANY_CODES.into()));
    }
    let code = random_code();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO phone_codes (phone, purpose, user_id, code_digest, network, created_at,
                                  expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
    )
    .bind(phone)
    .bind(code_for.purpose())
    .bind(code_for.user_id())
    .bind(state.tokens.code_digest(phone, &code))
    .bind(&network)
    .bind(now)
    .bind(now + CODE_LIFETIME_MS)
    .fetch_one(&mut *tx)
    .await?;
    let body = shared::order_texts::code_text(lang, &code);
    let key = format!("code-{id}");
    let text = Text {
        key: &key,
        to: phone,
        body: &body,
        purpose: Purpose::Code,
        lang,
    };
    queue::enqueue(&mut tx, &text).await?;
    tx.commit().await?;
    Ok(())
}

/// The refusal of a code that is wrong, used, expired or out of tries: one answer for all.
fn wrong_code() -> AppError {
    AppError::Unauthorized(messages::CODE_WRONG.into())
}

/// Checks `code` against the newest code sent to `phone` for `code_for`, counting the try in
/// its own transaction first (a refusal must not roll the count back); the code's id when it
/// matches, to be used up with the change it allows ([`use_up`]).
async fn check(state: &AppState, phone: &str, code_for: CodeFor, code: &str) -> Result<i64> {
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    let newest: Option<(i64, String)> = sqlx::query_as(
        "UPDATE phone_codes SET tries = tries + 1
         WHERE id = (SELECT id FROM phone_codes WHERE phone = $1 AND purpose = $2
                       AND user_id IS NOT DISTINCT FROM $3 ORDER BY id DESC LIMIT 1)
           AND used_at IS NULL AND expires_at > $4 AND tries < $5
         RETURNING id, code_digest",
    )
    .bind(phone)
    .bind(code_for.purpose())
    .bind(code_for.user_id())
    .bind(now)
    .bind(MAX_TRIES)
    .fetch_optional(&mut *tx)
    .await?;
    tx.commit().await?;
    match newest {
        Some((id, digest)) if digest == state.tokens.code_digest(phone, code) => Ok(id),
        _ => Err(wrong_code()),
    }
}

/// Uses up a checked code in `tx`; refused when another request used it first.
async fn use_up(tx: &mut WriteTx, code_id: i64) -> Result<()> {
    let used = sqlx::query("UPDATE phone_codes SET used_at = $1 WHERE id = $2 AND used_at IS NULL")
        .bind(db::now_ms())
        .bind(code_id)
        .execute(&mut **tx)
        .await?;
    if used.rows_affected() == 1 {
        Ok(())
    } else {
        Err(wrong_code())
    }
}

/// Signs in with a code sent to `phone`: the account that proved the number, else a new one
/// named `name`, known by `01712345678@phone.invalid` in the routes keyed by email.
pub async fn sign_in(
    state: &AppState,
    phone: &str,
    code: &str,
    name: Option<&str>,
    lang: Lang,
) -> Result<UserRow> {
    let code_id = check(state, phone, CodeFor::SignIn, code).await?;
    let mut tx = state.writer.begin().await?;
    use_up(&mut tx, code_id).await?;
    let existing: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE mobile = $1")
        .bind(phone)
        .fetch_optional(&mut *tx)
        .await?;
    let user_id = match existing {
        Some(user_id) => user_id,
        None => {
            sqlx::query_scalar(
                "INSERT INTO users (email, role, display_name, email_verified, mobile,
                                    phone_number, language, created_at)
                 VALUES ($1, 'user', $2, TRUE, $3, $4, $5, $6) RETURNING id",
            )
            .bind(phone_account_email(phone))
            .bind(name)
            .bind(phone)
            .bind(phone)
            .bind(lang)
            .bind(db::now_ms())
            .fetch_one(&mut *tx)
            .await?
        }
    };
    tx.commit().await?;
    super::find_by_id(&state.db, user_id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("an account just signed in with a code is gone").into())
}

/// Adds `phone` to the account, proved by the code sent to it. A number another account
/// proved stays that account's.
pub async fn add_to_account(state: &AppState, user_id: i64, phone: &str, code: &str) -> Result<()> {
    let code_id = check(state, phone, CodeFor::Adding(user_id), code).await?;
    let mut tx = state.writer.begin().await?;
    use_up(&mut tx, code_id).await?;
    let holder: Option<i64> = sqlx::query_scalar("SELECT id FROM users WHERE mobile = $1")
        .bind(phone)
        .fetch_optional(&mut *tx)
        .await?;
    if holder.is_some_and(|holder| holder != user_id) {
        return Err(AppError::coded(
            StatusCode::CONFLICT,
            "mobile_taken",
            messages::MOBILE_TAKEN,
        ));
    }
    sqlx::query("UPDATE users SET mobile = $1 WHERE id = $2")
        .bind(phone)
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn codes_are_six_digits_and_differ() {
        let codes: Vec<String> = (0..50).map(|_| super::random_code()).collect();
        assert!(codes.iter().all(|code| code.len() == 6));
        assert!(
            codes
                .iter()
                .all(|code| code.bytes().all(|b| b.is_ascii_digit()))
        );
        assert!(codes.windows(2).any(|pair| pair[0] != pair[1]));
    }
}
