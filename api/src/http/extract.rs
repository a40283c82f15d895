//! Extractors whose failures speak the API's error format: the JSON body, and who is calling.
//! The caller comes from the bearer token; the role from the database on every request, never
//! from the token, so a demotion takes effect at once.

use crate::error::AppError;
use crate::identity::sessions::TokenError;
use crate::identity::{self, UserRow};
use crate::runtime::state::AppState;
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Path, Query, Request};
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum::http::{StatusCode, header};
use serde::de::DeserializeOwned;
use shared::{Email, FieldError, messages};

/// A JSON object body, like `axum::Json`, but every failure answers in the API's error format
/// (400, 413, 415 or 422 JSON) instead of axum's plain text. Every body the API takes is an
/// object, so anything else (an array, a string) is refused: serde alone would read a struct
/// from an array.
#[derive(Debug, Clone, Copy, Default)]
pub struct AppJson<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for AppJson<T> {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        if !is_json(request.headers()) {
            return Err(AppError::UnsupportedMediaType(
                messages::BODY_NOT_SENT_AS_JSON.into(),
            ));
        }
        let bytes =
            Bytes::from_request(request, state)
                .await
                .map_err(|rejection| match rejection.status() {
                    StatusCode::PAYLOAD_TOO_LARGE => {
                        AppError::PayloadTooLarge(messages::BODY_TOO_LARGE.into())
                    }
                    _ => AppError::BadRequest(shared::Text::verbatim(rejection.body_text())),
                })?;
        let first = bytes.iter().find(|byte| !byte.is_ascii_whitespace());
        if first.is_some_and(|byte| *byte != b'{') {
            return Err(AppError::Validation(vec![FieldError::new(
                "body",
                "wrong_type",
                messages::BODY_NOT_AN_OBJECT,
            )]));
        }
        let axum::Json(value) = axum::Json::<T>::from_bytes(&bytes)?;
        Ok(AppJson(value))
    }
}

/// `application/json`, or any `application/…+json`, as axum's own `Json` accepts.
fn is_json(headers: &axum::http::HeaderMap) -> bool {
    let Some(content_type) = headers
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
    else {
        return false;
    };
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    essence == "application/json"
        || (essence.starts_with("application/") && essence.ends_with("+json"))
}

impl<T: serde::Serialize> axum::response::IntoResponse for AppJson<T> {
    fn into_response(self) -> axum::response::Response {
        axum::Json(self.0).into_response()
    }
}

/// A query string read into `T`, refused in the shop's JSON error shape (400, naming what was
/// wrong) like [`AppJson`], so no handler turns the rejection into one by hand.
pub struct AppQuery<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequestParts<S> for AppQuery<T> {
    type Rejection = AppError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, Self::Rejection> {
        let Query(value) = Query::<T>::from_request_parts(parts, state).await?;
        Ok(AppQuery(value))
    }
}

/// A form-encoded body (`application/x-www-form-urlencoded`), as payment providers post
/// them, refused in the shop's JSON error shape like [`AppJson`].
pub struct AppForm<T>(pub T);

impl<T: DeserializeOwned, S: Send + Sync> FromRequest<S> for AppForm<T> {
    type Rejection = AppError;

    async fn from_request(request: Request, state: &S) -> Result<Self, AppError> {
        let axum::extract::Form(value) = axum::extract::Form::<T>::from_request(request, state)
            .await
            .map_err(|rejection| match rejection.status() {
                StatusCode::UNSUPPORTED_MEDIA_TYPE => {
                    AppError::UnsupportedMediaType(messages::BODY_NOT_SENT_AS_FORM.into())
                }
                StatusCode::PAYLOAD_TOO_LARGE => {
                    AppError::PayloadTooLarge(messages::BODY_TOO_LARGE.into())
                }
                _ => AppError::BadRequest(shared::Text::verbatim(rejection.body_text())),
            })?;
        Ok(AppForm(value))
    }
}

/// A record id from the path. Anything but a positive integer names no record, so it is a
/// 404 like any unknown id, never a 400 or 500.
pub fn parse_id(raw: &str, what: shared::Key) -> Result<i64, AppError> {
    raw.parse::<i64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| AppError::not_found(what))
}

/// A signed-in user. Rejects with 401 when there is no valid token.
#[derive(Debug, Clone)]
pub struct AuthUser(pub UserRow);

/// A signed-in admin. Rejects with 401 without a valid token and 403 for anyone else.
#[derive(Debug, Clone)]
pub struct AdminUser(pub UserRow);

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let unauthorized = |message: shared::Key| AppError::Unauthorized(message.into());
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .map(str::trim)
            .filter(|token| !token.is_empty())
            .ok_or_else(|| unauthorized(messages::SIGN_IN_REQUIRED))?;
        let session = state.tokens.verify(token).map_err(|error| match error {
            TokenError::Expired => unauthorized(messages::SESSION_EXPIRED),
            TokenError::Invalid => unauthorized(messages::SIGN_IN_REQUIRED),
        })?;
        // A token for an account that no longer exists, or issued before its sessions were
        // ended (a reset, a role change, "sign out everywhere"), is as good as expired. The
        // same read brings the role.
        let user = identity::find_by_id(&state.db, session.user_id)
            .await?
            .filter(|user| user.session_version == session.version)
            .ok_or_else(|| unauthorized(messages::SESSION_EXPIRED))?;
        Ok(AuthUser(user))
    }
}

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, state).await?;
        if user.is_admin() {
            Ok(AdminUser(user))
        } else {
            Err(AppError::forbidden(messages::ADMINS_ONLY))
        }
    }
}

/// A signed-in buyer: any account but an admin's (admins do not place orders). Rejects with 403
/// 'You are an admin!' for an admin.
#[derive(Debug, Clone)]
pub struct Buyer(pub UserRow);

impl FromRequestParts<AppState> for Buyer {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let AuthUser(user) = AuthUser::from_request_parts(parts, state).await?;
        if user.is_admin() {
            return Err(AppError::forbidden(messages::YOU_ARE_AN_ADMIN));
        }
        Ok(Buyer(user))
    }
}

/// The signed-in caller, when the path's one parameter is their own email address. Anyone
/// else's address, admins included, is refused with 403.
#[derive(Debug, Clone)]
pub struct AccountOwner(pub UserRow);

impl FromRequestParts<AppState> for AccountOwner {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let AuthUser(caller) = AuthUser::from_request_parts(parts, state).await?;
        let named = path_email(parts, state).await?;
        match named {
            Some(email) if email.as_ref() == caller.email => Ok(AccountOwner(caller)),
            _ => Err(AppError::forbidden(messages::NOT_YOUR_ACCOUNT)),
        }
    }
}

/// The account named by the path's email address, when the caller may read it: their own, or
/// anyone's for an admin. An address that is not an email, or has no account, is 404.
#[derive(Debug, Clone)]
pub struct VisibleAccount(pub UserRow);

impl FromRequestParts<AppState> for VisibleAccount {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let AuthUser(caller) = AuthUser::from_request_parts(parts, state).await?;
        let email = path_email(parts, state)
            .await?
            .ok_or_else(|| AppError::not_found(shared::messages::THING_ACCOUNT))?;
        if email.as_ref() == caller.email {
            return Ok(VisibleAccount(caller));
        }
        if !caller.is_admin() {
            return Err(AppError::forbidden(messages::NOT_YOUR_ACCOUNT));
        }
        identity::find_by_email(&state.db, email.as_ref())
            .await?
            .map(VisibleAccount)
            .ok_or_else(|| AppError::not_found(shared::messages::THING_ACCOUNT))
    }
}

/// The path's one parameter as an email address, if it is one.
async fn path_email(parts: &mut Parts, state: &AppState) -> Result<Option<Email>, AppError> {
    let Path(raw) = Path::<String>::from_request_parts(parts, state)
        .await
        .map_err(|_| AppError::not_found(shared::messages::THING_ACCOUNT))?;
    Ok(Email::parse(&raw).ok())
}
