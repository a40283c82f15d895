//! The signed-in user's own account: `GET /api/me`, the admin check `GET /api/admin/{email}`,
//! `GET`/`PUT /api/user/{email}`, the profile update `PUT /api/update/user/{email}` and the
//! language choice `PUT /api/users/me/language` and the order texts' `PUT
//! /api/users/me/order-texts`.
//! A buyer reaches only their own account; an admin may read anyone's.

use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::{AccountOwner, AppJson, AuthUser, VisibleAccount};
use crate::identity;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::State;
use shared::replies::AdminCheck;
use shared::requests::{LanguageChoice, OrderTextsChoice};
use shared::{ProfileForm, ProfileUpdate, User};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(me))
        .routes(routes!(admin_check))
        .routes(routes!(get_user, upsert_user))
        .routes(routes!(update_profile))
        .routes(routes!(choose_language))
        .routes(routes!(choose_order_texts))
}

/// Whether the signed-in buyer is texted (SMS) at each step of their orders. Sign-in codes and
/// cash-on-delivery confirmations come whatever this says.
#[utoipa::path(put, path = "/users/me/order-texts", tag = "Accounts",
    request_body = OrderTextsChoice, security(("bearer" = [])),
    responses((status = 200, body = User)))]
async fn choose_order_texts(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(choice): AppJson<OrderTextsChoice>,
) -> Result<Json<User>> {
    let mut tx = state.writer.begin().await?;
    sqlx::query("UPDATE users SET order_texts = $1 WHERE id = $2")
        .bind(choice.order_texts)
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Json(User {
        order_texts: choice.order_texts,
        ..user.into()
    }))
}

/// Remembers the language the signed-in buyer chose: the shop's mail to them is written in it,
/// and the browser switches to it when they sign in elsewhere.
#[utoipa::path(put, path = "/users/me/language", tag = "Accounts", request_body = LanguageChoice,
    security(("bearer" = [])),
    responses((status = 200, body = User), (status = 422, body = ErrorBody, description = "Not `en` or `bn`.")))]
async fn choose_language(
    State(state): State<AppState>,
    AuthUser(user): AuthUser,
    AppJson(choice): AppJson<LanguageChoice>,
) -> Result<Json<User>> {
    let mut tx = state.writer.begin().await?;
    sqlx::query("UPDATE users SET language = $1 WHERE id = $2")
        .bind(choice.language)
        .bind(user.id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Json(User {
        language: Some(choice.language),
        ..user.into()
    }))
}

/// The signed-in account.
#[utoipa::path(get, path = "/me", tag = "Accounts", security(("bearer" = [])),
    responses((status = 200, body = User)))]
async fn me(AuthUser(user): AuthUser) -> Json<User> {
    Json(user.into())
}

/// Whether an account is an admin: one's own, or anyone's for an admin.
#[utoipa::path(get, path = "/admin/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses((status = 200, body = AdminCheck)))]
async fn admin_check(VisibleAccount(account): VisibleAccount) -> Json<AdminCheck> {
    Json(AdminCheck {
        admin: account.is_admin(),
        role: account.role(),
    })
}

/// An account and its profile: one's own, or anyone's for an admin.
#[utoipa::path(get, path = "/user/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses((status = 200, body = User)))]
async fn get_user(VisibleAccount(account): VisibleAccount) -> Json<User> {
    Json(account.into())
}

/// Confirms one's own account after sign-in.
///
/// The old site's upsert. Accounts now exist from sign-up on, so this only confirms the
/// caller's own record; a body, and any role in it, is ignored.
#[utoipa::path(put, path = "/user/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    security(("bearer" = ["owner"])), responses((status = 200, body = User)))]
async fn upsert_user(AccountOwner(account): AccountOwner) -> Json<User> {
    Json(account.into())
}

/// Updates one's own profile; empty fields keep what is stored.
#[utoipa::path(put, path = "/update/user/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    request_body = ProfileForm, security(("bearer" = ["owner"])),
    responses((status = 200, body = User)))]
async fn update_profile(
    State(state): State<AppState>,
    AccountOwner(account): AccountOwner,
    AppJson(form): AppJson<ProfileForm>,
) -> Result<Json<User>> {
    let update = ProfileUpdate::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    // COALESCE keeps the stored value wherever the form left a field empty.
    sqlx::query(
        "UPDATE users SET display_name = COALESCE($1, display_name), institution = COALESCE($2, institution),
             phone_number = COALESCE($3, phone_number), address = COALESCE($4, address),
             date_of_birth = COALESCE($5, date_of_birth), photo_url = COALESCE($6, photo_url)
         WHERE id = $7",
    )
    .bind(update.display_name)
    .bind(update.institution)
    .bind(update.phone_number)
    .bind(update.address)
    .bind(update.date_of_birth)
    .bind(update.photo_url)
    .bind(account.id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    let updated = identity::find_by_id(&state.db, account.id)
        .await?
        .ok_or_else(|| AppError::not_found(shared::messages::THING_ACCOUNT))?;
    Ok(Json(updated.into()))
}
