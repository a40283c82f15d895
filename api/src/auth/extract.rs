//! Who is calling: the signed-in user from the bearer token, and the admin check. The role
//! comes from the database on every request, never from the token.

use crate::error::AppError;
use crate::users::{self, UserRow};
use crate::{AppState, auth::tokens::TokenError};
use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use shared::messages;

/// A signed-in user. Rejects with 401 when there is no valid token.
#[derive(Debug, Clone)]
pub struct AuthUser(pub UserRow);

/// A signed-in admin. Rejects with 401 without a valid token and 403 for anyone else.
#[derive(Debug, Clone)]
pub struct AdminUser(pub UserRow);

impl FromRequestParts<AppState> for AuthUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let unauthorized = |message: &str| AppError::Unauthorized(message.to_owned());
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .map(str::trim)
            .filter(|token| !token.is_empty())
            .ok_or_else(|| unauthorized(messages::SIGN_IN_REQUIRED))?;
        let user_id = state.tokens.verify(token).map_err(|error| match error {
            TokenError::Expired => unauthorized(messages::SESSION_EXPIRED),
            TokenError::Invalid => unauthorized(messages::SIGN_IN_REQUIRED),
        })?;
        // A token for an account that no longer exists is as good as expired.
        let user = users::find_by_id(&state.db, user_id)
            .await?
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
            Err(AppError::Forbidden(messages::ADMINS_ONLY.into()))
        }
    }
}
