//! One-time links mailed to an account: to verify its address, or to set a new password. Only
//! a digest of each link's secret is stored.

use crate::db::{self, WriteTx};
use crate::error::{AppError, Result};
use crate::secrets;
use axum::http::StatusCode;
use shared::messages;
use sqlx::SqlitePool;

/// What an emailed link is for, and how long it works.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Link {
    VerifyEmail,
    ResetPassword,
}

impl Link {
    /// The mail that carries a link to `url`.
    pub fn mail_text(self, name: Option<&str>, url: &str) -> messages::MailText {
        match self {
            Link::VerifyEmail => messages::verification_mail(name, url),
            Link::ResetPassword => messages::password_reset_mail(name, url),
        }
    }

    fn purpose(self) -> &'static str {
        match self {
            Link::VerifyEmail => "verify_email",
            Link::ResetPassword => "reset_password",
        }
    }

    fn lifetime_ms(self) -> i64 {
        match self {
            Link::VerifyEmail => 48 * 3_600_000,
            Link::ResetPassword => 3_600_000,
        }
    }

    /// The UI's page that opens the link.
    pub fn path(self) -> &'static str {
        match self {
            Link::VerifyEmail => "/verify-email",
            Link::ResetPassword => "/reset-password",
        }
    }
}

/// Stores a new one-time link for `user_id` (only its digest) and returns the link's secret.
pub async fn issue(tx: &mut WriteTx, user_id: i64, link: Link) -> Result<String> {
    let token = secrets::random_token();
    let now = db::now_ms();
    sqlx::query(
        "INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(user_id)
    .bind(link.purpose())
    .bind(secrets::digest(&token))
    .bind(now + link.lifetime_ms())
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(token)
}

/// Uses up a link: the user it was for, or why it cannot be used (see [`refusal`]).
pub async fn consume(tx: &mut WriteTx, token: &str, link: Link) -> Result<i64> {
    let now = db::now_ms();
    let used: Option<i64> = sqlx::query_scalar(
        "UPDATE auth_tokens SET used_at = ?
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
         RETURNING user_id",
    )
    .bind(now)
    .bind(secrets::digest(token.trim()))
    .bind(link.purpose())
    .bind(now)
    .fetch_optional(&mut **tx)
    .await?;
    match used {
        Some(user_id) => Ok(user_id),
        None => Err(refusal(&mut **tx, token, link).await?),
    }
}

/// Spends every outstanding link of one kind for an account: after a reset, the other reset
/// links in its mailbox open nothing.
pub async fn revoke_all(tx: &mut WriteTx, user_id: i64, link: Link) -> Result<()> {
    sqlx::query(
        "UPDATE auth_tokens SET used_at = ? WHERE user_id = ? AND purpose = ? AND used_at IS NULL",
    )
    .bind(db::now_ms())
    .bind(user_id)
    .bind(link.purpose())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Why a link cannot be used, each with its own code so the page that opened it can say what
/// to do: `already_verified` for a verification link used before (the address is proved; sign
/// in), `link_used` for a reset link used before, `link_expired`, or `link_invalid` for a link
/// the shop never sent.
async fn refusal<'e>(
    db: impl sqlx::SqliteExecutor<'e>,
    token: &str,
    link: Link,
) -> Result<AppError> {
    let found: Option<(Option<i64>,)> =
        sqlx::query_as("SELECT used_at FROM auth_tokens WHERE token_hash = ? AND purpose = ?")
            .bind(secrets::digest(token.trim()))
            .bind(link.purpose())
            .fetch_optional(db)
            .await?;
    let (status, code, message) = match found {
        None => (
            StatusCode::BAD_REQUEST,
            "link_invalid",
            messages::LINK_INVALID,
        ),
        Some((Some(_),)) if link == Link::VerifyEmail => (
            StatusCode::CONFLICT,
            "already_verified",
            messages::EMAIL_ALREADY_VERIFIED,
        ),
        Some((Some(_),)) => (StatusCode::BAD_REQUEST, "link_used", messages::LINK_USED),
        Some((None,)) => (
            StatusCode::BAD_REQUEST,
            "link_expired",
            messages::LINK_EXPIRED,
        ),
    };
    Ok(AppError::coded(status, code, message))
}

/// Whether a link could still be used, without using it: `Ok` if so, else why not.
pub async fn check_live(db: &SqlitePool, token: &str, link: Link) -> Result<()> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT user_id FROM auth_tokens
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?",
    )
    .bind(secrets::digest(token.trim()))
    .bind(link.purpose())
    .bind(db::now_ms())
    .fetch_optional(db)
    .await?;
    match found {
        Some(_) => Ok(()),
        None => Err(refusal(db, token, link).await?),
    }
}
