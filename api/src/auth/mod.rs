//! Accounts with the built-in identity: sign-up with the shared rules, email verification,
//! sign-in with a password, and password reset by emailed one-time links.

pub mod extract;
pub mod firebase;
pub mod throttle;
pub mod tokens;

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::extract::AppJson;
use crate::mail::Mail;
use crate::replies::{Note, SignedIn};
use crate::routes::ApiRouter;
use crate::{AppState, db, passwords, users};
use argon2::password_hash::rand_core::{OsRng, RngCore};
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use firebase::IdentityError;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use shared::{
    Email, FieldError, Registration, RegistrationForm, User, messages, password::parse_new_password,
};
use sqlx::{Sqlite, Transaction};
use std::time::Instant;
use utoipa::ToSchema;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(sign_up))
        .routes(routes!(sign_in))
        .routes(routes!(verify_email))
        .routes(routes!(resend_verification))
        .routes(routes!(forgot_password))
        .routes(routes!(reset_password))
}

/// 32 random bytes as hex: secrets for links and the token key.
pub fn random_token() -> String {
    let mut bytes = [0u8; 32];
    OsRng.fill_bytes(&mut bytes);
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn hash_link_token(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// What an emailed link is for, and how long it works.
#[derive(Clone, Copy)]
enum Link {
    VerifyEmail,
    ResetPassword,
}

impl Link {
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

    fn path(self) -> &'static str {
        match self {
            Link::VerifyEmail => "/verify-email",
            Link::ResetPassword => "/reset-password",
        }
    }
}

/// Stores a new one-time link for `user_id` (only its hash) and returns the link's secret.
async fn issue_link(tx: &mut Transaction<'_, Sqlite>, user_id: i64, link: Link) -> Result<String> {
    let token = random_token();
    let now = db::now_ms();
    sqlx::query(
        "INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(user_id)
    .bind(link.purpose())
    .bind(hash_link_token(&token))
    .bind(now + link.lifetime_ms())
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(token)
}

/// Uses up a link: the user it was for, or `LINK_INVALID` if it is unknown, used or expired.
async fn consume_link(tx: &mut Transaction<'_, Sqlite>, token: &str, link: Link) -> Result<i64> {
    let now = db::now_ms();
    sqlx::query_scalar(
        "UPDATE auth_tokens SET used_at = ?
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
         RETURNING user_id",
    )
    .bind(now)
    .bind(hash_link_token(token.trim()))
    .bind(link.purpose())
    .bind(now)
    .fetch_optional(&mut **tx)
    .await?
    .ok_or_else(|| AppError::BadRequest(messages::LINK_INVALID.into()))
}

/// Whether a link could still be used, without using it.
async fn link_is_live(state: &AppState, token: &str, link: Link) -> Result<bool> {
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT user_id FROM auth_tokens
         WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?",
    )
    .bind(hash_link_token(token.trim()))
    .bind(link.purpose())
    .bind(db::now_ms())
    .fetch_optional(&state.db)
    .await?;
    Ok(found.is_some())
}

/// Sends a link by mail. A mail failure is logged, not shown: the account is fine and the
/// person can ask for the link again.
async fn mail_link(state: &AppState, to: &str, name: Option<&str>, link: Link, token: &str) {
    let url = format!("{}{}?token={token}", state.config.public_url(), link.path());
    let greeting = name.map_or_else(|| "Hello,".to_owned(), |name| format!("Hello {name},"));
    let (subject, body) = match link {
        Link::VerifyEmail => (
            format!("Confirm your email for {}", messages::SHOP_NAME),
            format!(
                "{greeting}\n\nPlease confirm your email address by opening this link:\n{url}\n\n\
                 The link works for 48 hours. If you did not sign up at {}, ignore this email.",
                messages::SHOP_NAME
            ),
        ),
        Link::ResetPassword => (
            format!("Reset your {} password", messages::SHOP_NAME),
            format!(
                "{greeting}\n\nTo choose a new password, open this link:\n{url}\n\n\
                 The link works for one hour and only once. If you did not ask for it, ignore this email."
            ),
        ),
    };
    let mail = Mail {
        to: to.to_owned(),
        subject,
        body,
    };
    if let Err(error) = state.mailer.send(&mail).await {
        tracing::error!(error = ?error, to, "could not send mail");
    }
}

fn message(text: &str) -> Json<Note> {
    Json(Note::new(text))
}

async fn hash_password(password: shared::Password) -> Result<String> {
    passwords::off_the_runtime(move || passwords::hash(&password))
        .await
        .and_then(|hashed| hashed)
        .map_err(AppError::Internal)
}

/// Opens an account and mails a link to verify its address.
#[utoipa::path(post, path = "/signup", tag = "Accounts", request_body = RegistrationForm,
    responses(
        (status = 201, body = Note, description = "The verification mail is on its way."),
        (status = 409, body = ErrorBody, description = "An account with this email exists."),
    ))]
async fn sign_up(
    State(state): State<AppState>,
    AppJson(form): AppJson<RegistrationForm>,
) -> Result<(StatusCode, Json<Note>)> {
    let registration = Registration::parse(&form)?;
    let hash = hash_password(registration.password).await?;
    let mut tx = state.db.begin().await?;
    let inserted = sqlx::query_scalar(
        "INSERT INTO users (email, password_hash, role, display_name, created_at) VALUES (?, ?, 'user', ?, ?)
         RETURNING id",
    )
    .bind(registration.email.as_ref())
    .bind(hash)
    .bind(&registration.name)
    .bind(db::now_ms())
    .fetch_one(&mut *tx)
    .await;
    let user_id: i64 = match inserted {
        Err(sqlx::Error::Database(error)) if error.is_unique_violation() => {
            return Err(AppError::Conflict {
                field: Some("email"),
                message: messages::ACCOUNT_EXISTS.into(),
            });
        }
        other => other?,
    };
    let token = issue_link(&mut tx, user_id, Link::VerifyEmail).await?;
    tx.commit().await?;
    mail_link(
        &state,
        registration.email.as_ref(),
        Some(&registration.name),
        Link::VerifyEmail,
        &token,
    )
    .await;
    Ok((StatusCode::CREATED, message(messages::VERIFICATION_SENT)))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
struct SignIn {
    email: String,
    password: String,
    /// Instead of email and password: an ID token from the identity provider (Firebase).
    id_token: Option<String>,
}

/// Signs in with email and password, or with the identity provider's ID token.
#[utoipa::path(post, path = "/login", tag = "Accounts", request_body = SignIn,
    responses(
        (status = 200, body = SignedIn),
        (status = 401, body = ErrorBody, description = "Wrong password, or a refused ID token."),
        (status = 403, body = ErrorBody, description = "The address is not verified yet."),
        (status = 404, body = ErrorBody, description = "No account with this email."),
        (status = 502, body = ErrorBody, description = "The identity provider could not be reached."),
    ))]
async fn sign_in(
    State(state): State<AppState>,
    AppJson(body): AppJson<SignIn>,
) -> Result<Json<SignedIn>> {
    if let Some(id_token) = body.id_token {
        return sign_in_with_provider(&state, &id_token).await;
    }
    let email = Email::parse(&body.email)?;
    if body.password.is_empty() {
        return Err(FieldError::new("password", "required", messages::PASSWORD_REQUIRED).into());
    }
    let key = email.as_ref();
    if !state.throttle.allows(key, Instant::now()) {
        return Err(AppError::TooManyRequests(
            messages::TOO_MANY_SIGN_INS.into(),
        ));
    }
    let user = users::find_by_email(&state.db, key)
        .await?
        .ok_or_else(|| AppError::NotFound(messages::USER_NOT_FOUND.into()))?;
    let stored = user
        .password_hash
        .clone()
        .ok_or_else(|| AppError::Unauthorized(messages::SOCIAL_ACCOUNT.into()))?;
    let candidate = body.password;
    let matches = passwords::off_the_runtime(move || passwords::verify(&candidate, &stored))
        .await
        .map_err(AppError::Internal)?;
    if !matches {
        state.throttle.record_failure(key, Instant::now());
        return Err(AppError::Unauthorized(messages::WRONG_PASSWORD.into()));
    }
    state.throttle.clear(key);
    if !user.email_verified {
        return Err(AppError::Forbidden(messages::EMAIL_NOT_VERIFIED.into()));
    }
    issue_session(&state, user)
}

/// The shop's own token for a signed-in user, with the user.
fn issue_session(state: &AppState, user: users::UserRow) -> Result<Json<SignedIn>> {
    let access_token = state.tokens.issue(user.id, db::now_ms() / 1000)?;
    Ok(Json(SignedIn {
        access_token,
        user: User::from(user),
    }))
}

/// Sign-in vouched for by the identity provider: its ID token, checked, buys our token.
async fn sign_in_with_provider(state: &AppState, id_token: &str) -> Result<Json<SignedIn>> {
    let provider = state
        .identity
        .as_ref()
        .ok_or_else(|| AppError::BadRequest(messages::IDENTITY_PROVIDER_OFF.into()))?;
    let identity = provider
        .verify(id_token)
        .await
        .map_err(|error| match error {
            IdentityError::Expired => AppError::Unauthorized(messages::SESSION_EXPIRED.into()),
            IdentityError::Invalid => {
                AppError::Unauthorized(messages::PROVIDER_SIGN_IN_FAILED.into())
            }
            IdentityError::KeysUnavailable(reason) => {
                tracing::error!(reason, "identity provider keys unavailable");
                AppError::BadGateway(messages::PROVIDER_UNREACHABLE.into())
            }
        })?;
    let user = users::find_or_create_external(&state.db, &identity).await?;
    issue_session(state, user)
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default)]
struct LinkToken {
    /// The token from the mailed link.
    token: String,
}

/// Verifies an address with the token from the mailed link.
#[utoipa::path(post, path = "/verify-email", tag = "Accounts", request_body = LinkToken,
    responses(
        (status = 200, body = Note),
        (status = 400, body = ErrorBody, description = "The link is unknown, used or expired."),
    ))]
async fn verify_email(
    State(state): State<AppState>,
    AppJson(body): AppJson<LinkToken>,
) -> Result<Json<Note>> {
    let mut tx = state.db.begin().await?;
    let user_id = consume_link(&mut tx, &body.token, Link::VerifyEmail).await?;
    sqlx::query("UPDATE users SET email_verified = 1 WHERE id = ?")
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(message(messages::EMAIL_VERIFIED))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default)]
struct EmailOnly {
    email: String,
}

/// Mails a new verification link.
///
/// Answers the same whether or not the address has an account, so it reveals nothing.
#[utoipa::path(post, path = "/resend-verification", tag = "Accounts", request_body = EmailOnly,
    responses((status = 200, body = Note)))]
async fn resend_verification(
    State(state): State<AppState>,
    AppJson(body): AppJson<EmailOnly>,
) -> Result<Json<Note>> {
    let email = Email::parse(&body.email).map_err(|_| invalid_email())?;
    if let Some(user) = users::find_by_email(&state.db, email.as_ref()).await?
        && !user.email_verified
    {
        let mut tx = state.db.begin().await?;
        let token = issue_link(&mut tx, user.id, Link::VerifyEmail).await?;
        tx.commit().await?;
        mail_link(
            &state,
            &user.email,
            user.display_name.as_deref(),
            Link::VerifyEmail,
            &token,
        )
        .await;
    }
    Ok(message(messages::VERIFICATION_SENT))
}

/// 'Please Enter a Valid Email', whether the field was empty or malformed (spec §8).
fn invalid_email() -> AppError {
    FieldError::new("email", "invalid", messages::EMAIL_INVALID).into()
}

/// Mails a link to set a new password.
///
/// Answers 'Sending Reset Email' whether or not the address has an account.
#[utoipa::path(post, path = "/forgot-password", tag = "Accounts", request_body = EmailOnly,
    responses((status = 200, body = Note)))]
async fn forgot_password(
    State(state): State<AppState>,
    AppJson(body): AppJson<EmailOnly>,
) -> Result<Json<Note>> {
    let email = Email::parse(&body.email).map_err(|_| invalid_email())?;
    if let Some(user) = users::find_by_email(&state.db, email.as_ref()).await? {
        let mut tx = state.db.begin().await?;
        let token = issue_link(&mut tx, user.id, Link::ResetPassword).await?;
        tx.commit().await?;
        mail_link(
            &state,
            &user.email,
            user.display_name.as_deref(),
            Link::ResetPassword,
            &token,
        )
        .await;
    }
    Ok(message(messages::SENDING_RESET_EMAIL))
}

#[derive(Deserialize, Default, ToSchema)]
#[serde(default, rename_all = "camelCase")]
struct NewPasswordBody {
    /// The token from the mailed link.
    token: String,
    password: String,
    confirm_password: String,
}

/// Sets a new password from a reset link. Opening the link also proves the address.
#[utoipa::path(post, path = "/reset-password", tag = "Accounts", request_body = NewPasswordBody,
    responses(
        (status = 200, body = Note),
        (status = 400, body = ErrorBody, description = "The link is unknown, used or expired."),
    ))]
async fn reset_password(
    State(state): State<AppState>,
    AppJson(body): AppJson<NewPasswordBody>,
) -> Result<Json<Note>> {
    let password = parse_new_password(&body.password, &body.confirm_password)?;
    // A dead link is refused before the costly hash; the hash is made outside the transaction
    // so the write lock is not held meanwhile, and the link is consumed (checked again) inside.
    if !link_is_live(&state, &body.token, Link::ResetPassword).await? {
        return Err(AppError::BadRequest(messages::LINK_INVALID.into()));
    }
    let hash = hash_password(password).await?;
    let mut tx = state.db.begin().await?;
    let user_id = consume_link(&mut tx, &body.token, Link::ResetPassword).await?;
    sqlx::query("UPDATE users SET password_hash = ?, email_verified = 1 WHERE id = ?")
        .bind(hash)
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(message(messages::PASSWORD_CHANGED))
}
