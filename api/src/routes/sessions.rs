//! A signed-in browser's session: a fresh token while it is in use, and ending every session
//! of the account at once.
//!
//! `POST /api/session/refresh` trades a valid token for one that lives another
//! `identity::sessions::LIFETIME_SECONDS`; `POST /api/session/end-all` ("sign out everywhere")
//! raises the account's session version, which every token issued before carries.

use crate::error::ErrorBody;
use crate::error::Result;
use crate::http::extract::AuthUser;
use crate::http::middleware::language::say;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::State;
use shared::messages;
use shared::replies::{Note, SignedIn};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(refresh))
        .routes(routes!(end_all))
}

/// A fresh token for a valid one, so a buyer who keeps using the shop stays signed in.
///
/// The token must still be valid: an expired one, or one issued before the account's sessions
/// were ended, is 401.
#[utoipa::path(post, path = "/session/refresh", tag = "Accounts",
    security(("bearer" = [])),
    responses(
        (status = 200, body = SignedIn),
        (status = 401, body = ErrorBody, description = "The token is expired or its session ended."),
    ))]
async fn refresh(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
) -> Result<Json<SignedIn>> {
    Ok(Json(user.signed_in(&state.tokens)?))
}

/// Signs the account out everywhere: every token issued before stops working at once,
/// this one included.
#[utoipa::path(post, path = "/session/end-all", tag = "Accounts",
    security(("bearer" = [])),
    responses((status = 200, body = Note)))]
async fn end_all(State(state): State<AppState>, AuthUser(user): AuthUser) -> Result<Json<Note>> {
    let mut tx = state.writer.begin().await?;
    sqlx::query("UPDATE users SET session_version = session_version + 1 WHERE id = $1")
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Json(Note::new(say(messages::SIGNED_OUT_EVERYWHERE))))
}
