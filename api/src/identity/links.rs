//! One-time links mailed to an account: to verify its address, or to set a new password. Only
//! a digest of each link's secret is stored.

use crate::error::{AppError, Result};
use crate::runtime::secrets;
use crate::store::db::Pool;
use crate::store::db::{self, WriteTx};
use axum::http::StatusCode;
use shared::messages;

/// How long a verification link works (the mail says 48 hours); an account nobody proved is
/// forgotten after it.
pub const VERIFY_LIFETIME: std::time::Duration = std::time::Duration::from_secs(48 * 3600);
/// How long a reset link works (the mail says one hour).
const RESET_LIFETIME: std::time::Duration = std::time::Duration::from_secs(3600);

/// What an emailed link is for, and how long it works.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Link {
    VerifyEmail,
    ResetPassword,
}

impl Link {
    /// The mail that carries a link to `url`.
    pub fn mail_text(
        self,
        lang: shared::Lang,
        name: Option<&str>,
        url: &str,
    ) -> messages::MailText {
        match self {
            Link::VerifyEmail => messages::verification_mail(lang, name, url),
            Link::ResetPassword => messages::password_reset_mail(lang, name, url),
        }
    }

    fn purpose(self) -> &'static str {
        match self {
            Link::VerifyEmail => "verify_email",
            Link::ResetPassword => "reset_password",
        }
    }

    fn lifetime_ms(self) -> i64 {
        let lifetime = match self {
            Link::VerifyEmail => VERIFY_LIFETIME,
            Link::ResetPassword => RESET_LIFETIME,
        };
        lifetime.as_millis() as i64
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
    issue_with(tx, user_id, link, None).await
}

/// The password and name a sign-up gave, waiting on its verification link.
pub struct PendingSignUp<'a> {
    pub password_hash: &'a str,
    pub name: &'a str,
}

/// A verification link that carries a sign-up's password and name: proving the address with
/// it makes that sign-up the account's ([`Proof::SignUp`]).
pub async fn issue_for_sign_up(
    tx: &mut WriteTx,
    user_id: i64,
    sign_up: PendingSignUp<'_>,
) -> Result<String> {
    issue_with(tx, user_id, Link::VerifyEmail, Some(sign_up)).await
}

async fn issue_with(
    tx: &mut WriteTx,
    user_id: i64,
    link: Link,
    sign_up: Option<PendingSignUp<'_>>,
) -> Result<String> {
    let token = secrets::random_token();
    let now = db::now_ms();
    sqlx::query(
        "INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at, created_at,
                                  pending_password_hash, pending_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(user_id)
    .bind(link.purpose())
    .bind(secrets::digest(&token))
    .bind(now + link.lifetime_ms())
    .bind(now)
    .bind(sign_up.as_ref().map(|sign_up| sign_up.password_hash))
    .bind(sign_up.as_ref().map(|sign_up| sign_up.name))
    .execute(&mut **tx)
    .await?;
    Ok(token)
}

/// What a used link proved, beside the address.
#[derive(Debug)]
pub enum Proof {
    /// A sign-up's own link: its password and name become the account's.
    SignUp { password_hash: String, name: String },
    /// Only the address (a link sent again on request): whoever holds the account's password
    /// may not be the address's owner, so the password does not survive the proof.
    AddressOnly,
}

/// Uses up a verification link: the account it was for and what it proves.
pub async fn consume_verification(tx: &mut WriteTx, token: &str) -> Result<(i64, Proof)> {
    let now = db::now_ms();
    let used: Option<(i64, Option<String>, Option<String>)> = sqlx::query_as(
        "UPDATE auth_tokens SET used_at = $1
         WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4
         RETURNING user_id, pending_password_hash, pending_name",
    )
    .bind(now)
    .bind(secrets::digest(token.trim()))
    .bind(Link::VerifyEmail.purpose())
    .bind(now)
    .fetch_optional(&mut **tx)
    .await?;
    match used {
        Some((user_id, Some(password_hash), name)) => Ok((
            user_id,
            Proof::SignUp {
                password_hash,
                name: name.unwrap_or_default(),
            },
        )),
        Some((user_id, None, _)) => Ok((user_id, Proof::AddressOnly)),
        None => Err(refusal(&mut **tx, token, Link::VerifyEmail).await?),
    }
}

/// Uses up a link: the user it was for, or why it cannot be used (see [`refusal`]).
pub async fn consume(tx: &mut WriteTx, token: &str, link: Link) -> Result<i64> {
    let now = db::now_ms();
    let used: Option<i64> = sqlx::query_scalar(
        "UPDATE auth_tokens SET used_at = $1
         WHERE token_hash = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > $4
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

/// Spends every outstanding link of an account: once its address is proved or its password
/// reset, the other links in its mailbox (or in a stranger's sign-up) open nothing.
pub async fn revoke_all(tx: &mut WriteTx, user_id: i64) -> Result<()> {
    sqlx::query("UPDATE auth_tokens SET used_at = $1 WHERE user_id = $2 AND used_at IS NULL")
        .bind(db::now_ms())
        .bind(user_id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Why a link cannot be used, each with its own code so the page that opened it can say what
/// to do: `already_verified` for a verification link used before (the address is proved; sign
/// in), `link_used` for a reset link used before, `link_expired`, or `link_invalid` for a link
/// the shop never sent.
async fn refusal<'e>(
    db: impl sqlx::Executor<'e, Database = crate::store::db::Db>,
    token: &str,
    link: Link,
) -> Result<AppError> {
    let found: Option<(Option<i64>,)> =
        sqlx::query_as("SELECT used_at FROM auth_tokens WHERE token_hash = $1 AND purpose = $2")
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
pub async fn check_live(db: &Pool, token: &str, link: Link) -> Result<()> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT user_id FROM auth_tokens
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3",
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
