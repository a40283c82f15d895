//! Signing up and in with the built-in identity: sign-up with the shared rules, email
//! verification, sign-in with a password or the identity provider's token, and password reset
//! by emailed one-time links (`identity::links`).

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::AppJson;
use crate::http::middleware::client_address::ClientAddress;
use crate::http::middleware::language::{self, say};
use crate::identity::firebase::IdentityError;
use crate::identity::links::{self, Link, Proof};
use crate::identity::{self, UserRow, passwords};
use crate::mail::Mail;
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::db;
use axum::Extension;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use shared::replies::{Note, SignedIn, Verified};
use shared::requests::{EmailOnly, LinkToken, NewPasswordBody, SignIn};
use shared::stored::Flag;
use shared::{
    Email, FieldError, Registration, RegistrationForm, messages, password::parse_new_password,
};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(sign_up))
        .routes(routes!(sign_in))
        .routes(routes!(verify_email))
        .routes(routes!(resend_verification))
        .routes(routes!(forgot_password))
        .routes(routes!(reset_password))
        .routes(routes!(check_reset_link))
}

fn message(key: shared::Key) -> Json<Note> {
    Json(Note::new(say(key)))
}

/// Issues a link in its own transaction and mails it to the account's address. The mail
/// greets by name only an account whose address is proved: an unproved account's name was
/// typed by whoever signed up, who may not own the address.
async fn issue_and_mail(state: &AppState, user: &UserRow, link: Link) -> Result<()> {
    let mut tx = state.writer.begin().await?;
    let token = links::issue(&mut tx, user.id, link).await?;
    tx.commit().await?;
    let name = user.display_name.as_deref().filter(|_| user.email_verified);
    let lang = user.language.unwrap_or_else(language::current);
    mail_link(state, &user.email, name, lang, link, &token).await;
    Ok(())
}

/// Sends a link by mail. A mail failure is logged, not shown: the account is fine and the
/// person can ask for the link again.
async fn mail_link(
    state: &AppState,
    to: &str,
    name: Option<&str>,
    lang: shared::Lang,
    link: Link,
    token: &str,
) {
    let url = format!("{}{}?token={token}", state.config.public_url(), link.path());
    let text = link.mail_text(lang, name, &url);
    let mail = Mail::new(to.to_owned(), text.subject, text.body);
    if let Err(error) = state.mailer.send(&mail).await {
        tracing::error!(error = ?error, to, "could not send mail");
    }
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
    let email = registration.email.as_ref();
    let mut tx = state.writer.begin().await?;
    let held: Option<(i64, Flag)> =
        sqlx::query_as("SELECT id, email_verified FROM users WHERE email = $1")
            .bind(email)
            .fetch_optional(&mut *tx)
            .await?;
    let user_id = match held {
        Some((_, Flag(true))) => {
            return Err(AppError::field_conflict("email", messages::ACCOUNT_EXISTS));
        }
        // Held by a sign-up no one has proved (perhaps not the address's owner): this sign-up
        // goes ahead, and replaces that one only when its own link proves the address.
        Some((id, Flag(false))) => id,
        None => {
            let inserted = sqlx::query_scalar(
                "INSERT INTO users (email, password_hash, role, display_name, created_at)
                 VALUES ($1, $2, 'user', $3, $4) RETURNING id",
            )
            .bind(email)
            .bind(&hash)
            .bind(&registration.name)
            .bind(db::now_ms())
            .fetch_one(&mut *tx)
            .await;
            match inserted {
                Err(error) if db::is_unique_violation(&error) => {
                    return Err(AppError::field_conflict("email", messages::ACCOUNT_EXISTS));
                }
                other => other?,
            }
        }
    };
    let sign_up = links::PendingSignUp {
        password_hash: &hash,
        name: &registration.name,
    };
    let token = links::issue_for_sign_up(&mut tx, user_id, sign_up).await?;
    tx.commit().await?;
    // No name in the mail: whoever signed up may not own the address, and their words must
    // not reach its owner under the shop's name.
    mail_link(
        &state,
        email,
        None,
        language::current(),
        Link::VerifyEmail,
        &token,
    )
    .await;
    Ok((StatusCode::CREATED, message(messages::VERIFICATION_SENT)))
}

/// Signs in with email and password, or with the identity provider's ID token.
#[utoipa::path(post, path = "/login", tag = "Accounts", request_body = SignIn,
    responses(
        (status = 200, body = SignedIn),
        (status = 401, body = ErrorBody, description = "Wrong password, or a refused ID token."),
        (status = 403, body = ErrorBody, description = "The address is not verified yet (`email_not_verified`)."),
        (status = 404, body = ErrorBody, description = "No account with this email."),
        (status = 502, body = ErrorBody, description = "The identity provider could not be reached."),
    ))]
async fn sign_in(
    State(state): State<AppState>,
    Extension(client): Extension<ClientAddress>,
    AppJson(body): AppJson<SignIn>,
) -> Result<Json<SignedIn>> {
    // An IPv6 client is one network (its /64): it cannot rotate past the throttle.
    let client = client.network();
    if let Some(id_token) = body.id_token {
        return sign_in_with_provider(&state, &id_token).await;
    }
    let email = Email::parse(body.email.as_deref().unwrap_or_default())?;
    let candidate = body.password.unwrap_or_default();
    if candidate.is_empty() {
        return Err(FieldError::new("password", "required", messages::PASSWORD_REQUIRED).into());
    }
    let key = email.as_ref();
    // Counted before the password is checked: attempts racing each other all count.
    let attempt = state
        .throttle
        .begin(key, client)
        .await?
        .ok_or_else(|| AppError::TooManyRequests(messages::TOO_MANY_SIGN_INS.into()))?;
    let user = identity::find_by_email(&state.db, key)
        .await?
        .ok_or_else(|| AppError::NotFound(messages::USER_NOT_FOUND.into()))?;
    let stored = user.password_hash.clone().ok_or_else(|| {
        // No password: the account signs in through a provider, or a proof of its
        // address dropped the one a stranger's sign-up had set.
        AppError::Unauthorized(
            if user.signs_in_with_provider {
                messages::SOCIAL_ACCOUNT
            } else {
                messages::NO_PASSWORD_YET
            }
            .into(),
        )
    })?;
    let matches = passwords::off_the_runtime(move || passwords::verify(&candidate, &stored))
        .await
        .map_err(AppError::Internal)?;
    if !matches {
        return Err(AppError::Unauthorized(messages::WRONG_PASSWORD.into()));
    }
    state.throttle.succeeded(attempt).await?;
    if !user.email_verified {
        return Err(AppError::coded(
            StatusCode::FORBIDDEN,
            "email_not_verified",
            messages::EMAIL_NOT_VERIFIED,
        ));
    }
    Ok(Json(user.signed_in(&state.tokens)?))
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
    let user = identity::find_or_create_external(&state.db, &state.writer, &identity).await?;
    Ok(Json(user.signed_in(&state.tokens)?))
}

/// Verifies an address with the token from the mailed link.
///
/// A sign-up's own link makes that sign-up's password and name the account's (a later sign-up
/// on an address nobody proved replaces an earlier one this way).
#[utoipa::path(post, path = "/verify-email", tag = "Accounts", request_body = LinkToken,
    responses(
        (status = 200, body = Verified, description = "Verified. A link sent again on request also discards the password whoever signed up chose, and answers a `resetToken` to choose one."),
        (status = 400, body = ErrorBody, description = "The link is unknown (`link_invalid`) or expired (`link_expired`)."),
        (status = 409, body = ErrorBody, description = "The link was used: the address is verified (`already_verified`)."),
    ))]
async fn verify_email(
    State(state): State<AppState>,
    AppJson(body): AppJson<LinkToken>,
) -> Result<Json<Verified>> {
    let mut tx = state.writer.begin().await?;
    let (user_id, proof) = links::consume_verification(&mut tx, &body.token).await?;
    // Whatever the proof, the prover is now the address's only holder: sessions issued
    // before end, and every other link (a stranger's sign-up among them) is spent.
    let reset_token = match proof {
        Proof::SignUp {
            password_hash,
            name,
        } => {
            sqlx::query(
                "UPDATE users SET password_hash = $1, display_name = $2, email_verified = TRUE,
                                  session_version = session_version + 1
                 WHERE id = $3",
            )
            .bind(password_hash)
            .bind(name)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            links::revoke_all(&mut tx, user_id).await?;
            None
        }
        Proof::AddressOnly => {
            // The password was set by whoever signed up, who may not be the prover.
            sqlx::query(
                "UPDATE users SET password_hash = NULL, email_verified = TRUE,
                                  session_version = session_version + 1
                 WHERE id = $1 AND email_verified = FALSE",
            )
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
            links::revoke_all(&mut tx, user_id).await?;
            Some(links::issue(&mut tx, user_id, Link::ResetPassword).await?)
        }
    };
    tx.commit().await?;
    Ok(Json(Verified {
        message: say(if reset_token.is_some() {
            messages::EMAIL_VERIFIED_CHOOSE_PASSWORD
        } else {
            messages::EMAIL_VERIFIED
        }),
        reset_token,
    }))
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
    if let Some(user) = identity::find_by_email(&state.db, email.as_ref()).await?
        && !user.email_verified
    {
        issue_and_mail(&state, &user, Link::VerifyEmail).await?;
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
    if let Some(user) = identity::find_by_email(&state.db, email.as_ref()).await? {
        issue_and_mail(&state, &user, Link::ResetPassword).await?;
    }
    Ok(message(messages::SENDING_RESET_EMAIL))
}

/// Whether a reset link can still be used, without using it: the page asks as it opens, so a
/// used or expired link says so before a new password is typed.
#[utoipa::path(post, path = "/reset-password/check", tag = "Accounts", request_body = LinkToken,
    responses(
        (status = 200, body = Note, description = "The link can be used."),
        (status = 400, body = ErrorBody, description = "The link is unknown (`link_invalid`), used (`link_used`) or expired (`link_expired`)."),
    ))]
async fn check_reset_link(
    State(state): State<AppState>,
    AppJson(body): AppJson<LinkToken>,
) -> Result<Json<Note>> {
    links::check_live(&state.db, &body.token, Link::ResetPassword).await?;
    Ok(message(messages::LINK_LIVE))
}

/// Sets a new password from a reset link. Opening the link also proves the address.
#[utoipa::path(post, path = "/reset-password", tag = "Accounts", request_body = NewPasswordBody,
    responses(
        (status = 200, body = Note),
        (status = 400, body = ErrorBody, description = "The link is unknown (`link_invalid`), used (`link_used`) or expired (`link_expired`)."),
    ))]
async fn reset_password(
    State(state): State<AppState>,
    AppJson(body): AppJson<NewPasswordBody>,
) -> Result<Json<Note>> {
    let password = parse_new_password(&body.password, &body.confirm_password)?;
    // A dead link is refused before the costly hash; the hash is made outside the transaction
    // so the write lock is not held meanwhile, and the link is consumed (checked again) inside.
    links::check_live(&state.db, &body.token, Link::ResetPassword).await?;
    let hash = hash_password(password).await?;
    let mut tx = state.writer.begin().await?;
    let user_id = links::consume(&mut tx, &body.token, Link::ResetPassword).await?;
    // The new password ends every session, and every other reset link still in someone's mail.
    let email: String = sqlx::query_scalar(
        "UPDATE users SET password_hash = $1, email_verified = TRUE,
                          session_version = session_version + 1
         WHERE id = $2 RETURNING email",
    )
    .bind(hash)
    .bind(user_id)
    .fetch_one(&mut *tx)
    .await?;
    links::revoke_all(&mut tx, user_id).await?;
    tx.commit().await?;
    // The owner proved the address: whoever was guessing no longer keeps them out.
    state.throttle.lift(&email).await?;
    Ok(message(messages::PASSWORD_CHANGED))
}
