//! The signed-in user's own account: `GET /api/me`, the admin check `GET /api/admin/{email}`,
//! `GET`/`PUT /api/user/{email}` and the profile update `PUT /api/update/user/{email}`.
//! A buyer reaches only their own account; an admin may read anyone's.

use crate::AppState;
use crate::auth::extract::AuthUser;
use crate::error::{AppError, Result};
use crate::extract::AppJson;
use crate::replies::AdminCheck;
use crate::routes::ApiRouter;
use crate::users::{self, UserRow};
use axum::Json;
use axum::extract::{Path, State};
use shared::{Email, ProfileForm, ProfileUpdate, User, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(me))
        .routes(routes!(admin_check))
        .routes(routes!(get_user, upsert_user))
        .routes(routes!(update_profile))
}

/// The signed-in account.
#[utoipa::path(get, path = "/me", tag = "Accounts", security(("bearer" = [])),
    responses((status = 200, body = User)))]
async fn me(AuthUser(user): AuthUser) -> Json<User> {
    Json(user.into())
}

/// The account named in the path, if the caller may see it: their own, or anyone's for an
/// admin. An address that is not an email names no account.
async fn visible_account(state: &AppState, caller: &UserRow, email: &str) -> Result<UserRow> {
    let email = Email::parse(email).map_err(|_| AppError::not_found("account"))?;
    if email.as_ref() == caller.email {
        return Ok(caller.clone());
    }
    if !caller.is_admin() {
        return Err(AppError::Forbidden(messages::NOT_YOUR_ACCOUNT.into()));
    }
    users::find_by_email(&state.db, email.as_ref())
        .await?
        .ok_or_else(|| AppError::not_found("account"))
}

/// The caller's own account; anyone else's is refused, admins included.
fn own_account(caller: UserRow, email: &str) -> Result<UserRow> {
    match Email::parse(email) {
        Ok(email) if email.as_ref() == caller.email => Ok(caller),
        _ => Err(AppError::Forbidden(messages::NOT_YOUR_ACCOUNT.into())),
    }
}

/// Whether an account is an admin: one's own, or anyone's for an admin.
#[utoipa::path(get, path = "/admin/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses((status = 200, body = AdminCheck)))]
async fn admin_check(
    State(state): State<AppState>,
    AuthUser(caller): AuthUser,
    Path(email): Path<String>,
) -> Result<Json<AdminCheck>> {
    let account = visible_account(&state, &caller, &email).await?;
    Ok(Json(AdminCheck {
        admin: account.is_admin(),
        role: account.role(),
    }))
}

/// An account and its profile: one's own, or anyone's for an admin.
#[utoipa::path(get, path = "/user/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    security(("bearer" = ["owner"]), ("bearer" = ["admin"])),
    responses((status = 200, body = User)))]
async fn get_user(
    State(state): State<AppState>,
    AuthUser(caller): AuthUser,
    Path(email): Path<String>,
) -> Result<Json<User>> {
    Ok(Json(visible_account(&state, &caller, &email).await?.into()))
}

/// Confirms one's own account after sign-in.
///
/// The old site's upsert. Accounts now exist from sign-up on, so this only confirms the
/// caller's own record; a body, and any role in it, is ignored.
#[utoipa::path(put, path = "/user/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    security(("bearer" = ["owner"])), responses((status = 200, body = User)))]
async fn upsert_user(AuthUser(caller): AuthUser, Path(email): Path<String>) -> Result<Json<User>> {
    Ok(Json(own_account(caller, &email)?.into()))
}

/// Updates one's own profile; empty fields keep what is stored.
#[utoipa::path(put, path = "/update/user/{email}", tag = "Accounts", params(("email" = String, Path, description = "The account's email address")),
    request_body = ProfileForm, security(("bearer" = ["owner"])),
    responses((status = 200, body = User)))]
async fn update_profile(
    State(state): State<AppState>,
    AuthUser(caller): AuthUser,
    Path(email): Path<String>,
    AppJson(form): AppJson<ProfileForm>,
) -> Result<Json<User>> {
    let account = own_account(caller, &email)?;
    let update = ProfileUpdate::parse(&form)?;
    // COALESCE keeps the stored value wherever the form left a field empty.
    sqlx::query(
        "UPDATE users SET display_name = COALESCE(?, display_name), institution = COALESCE(?, institution),
             phone_number = COALESCE(?, phone_number), address = COALESCE(?, address),
             date_of_birth = COALESCE(?, date_of_birth), photo_url = COALESCE(?, photo_url)
         WHERE id = ?",
    )
    .bind(update.display_name)
    .bind(update.institution)
    .bind(update.phone_number)
    .bind(update.address)
    .bind(update.date_of_birth)
    .bind(update.photo_url)
    .bind(account.id)
    .execute(&state.db)
    .await?;
    let updated = users::find_by_id(&state.db, account.id)
        .await?
        .ok_or_else(|| AppError::not_found("account"))?;
    Ok(Json(updated.into()))
}
