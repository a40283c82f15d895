//! Admins managing admins: `GET /api/users` (everyone), `GET /api/admin` (the admins),
//! `PUT /api/user/admin/{email}` (promote) and `DELETE /api/user/admin/{email}` (demote). An
//! admin cannot demote themselves, and the shop always keeps at least one admin.

use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::AdminUser;
use crate::http::extract::AppQuery;
use crate::http::middleware::language::say;
use crate::identity::{self, UserRow};
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::paging::{self, Page, PageQuery};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use shared::replies::Modified;
use shared::{Email, User, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_users))
        .routes(routes!(list_admins))
        .routes(routes!(promote, demote))
}

/// Accounts matching `filter`, oldest first: all of them, or a page with, on the first, how
/// many there are.
async fn users_where(
    state: &AppState,
    filter: &str,
    query: PageQuery,
) -> Result<(HeaderMap, Json<Vec<User>>)> {
    let page = query.page()?;
    let rows: Vec<UserRow> = sqlx::query_as(&format!(
        "SELECT {} FROM users WHERE id > $1 {filter} ORDER BY id LIMIT $2",
        identity::COLUMNS
    ))
    .bind(Page::sql_above(page))
    .bind(Page::sql_limit(page))
    .fetch_all(&state.db)
    .await?;
    let count_sql = format!("SELECT COUNT(*) FROM users WHERE TRUE {filter}");
    let count = async { Ok(sqlx::query_scalar(&count_sql).fetch_one(&state.db).await?) };
    let total = paging::total_on_first_page(page, count).await?;
    let ids: Vec<i64> = rows.iter().map(|row| row.id).collect();
    Ok((
        paging::headers(page, total, &ids),
        Json(rows.into_iter().map(User::from).collect()),
    ))
}

/// Every account, oldest first: all of them, or a page (`limit`, `after`).
#[utoipa::path(get, path = "/users", tag = "Admin", params(PageQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<User>, headers(
            ("x-total-count" = i64, description = "Accounts in all, on a first page"),
            ("x-next-cursor" = String, description = "The next page's `after`, when this page is full"))),
        (status = 400, body = ErrorBody, description = "`limit` out of range or `after` not a cursor."),
    ))]
async fn list_users(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(query): AppQuery<PageQuery>,
) -> Result<(HeaderMap, Json<Vec<User>>)> {
    users_where(&state, "", query).await
}

/// The admins, oldest first: all of them, or a page (`limit`, `after`).
#[utoipa::path(get, path = "/admin", tag = "Admin", params(PageQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<User>),
        (status = 400, body = ErrorBody, description = "`limit` out of range or `after` not a cursor."),
    ))]
async fn list_admins(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(query): AppQuery<PageQuery>,
) -> Result<(HeaderMap, Json<Vec<User>>)> {
    users_where(&state, "AND role = 'admin'", query).await
}

/// An account named in the path; unknown addresses are 404.
async fn account(state: &AppState, email: &str) -> Result<UserRow> {
    let email =
        Email::parse(email).map_err(|_| AppError::not_found(shared::messages::THING_ACCOUNT))?;
    identity::find_by_email(&state.db, email.as_ref())
        .await?
        .ok_or_else(|| AppError::not_found(shared::messages::THING_ACCOUNT))
}

/// Makes an account an admin.
#[utoipa::path(put, path = "/user/admin/{email}", tag = "Admin", params(("email" = String, Path, description = "The account's email address")), security(("bearer" = ["admin"])),
    responses((status = 200, body = Modified)))]
async fn promote(
    State(state): State<AppState>,
    _: AdminUser,
    Path(email): Path<String>,
) -> Result<Json<Modified>> {
    let account = account(&state, &email).await?;
    let mut tx = state.writer.begin().await?;
    let modified = sqlx::query(
        "UPDATE users SET role = 'admin', session_version = session_version + 1
         WHERE id = $1 AND role <> 'admin'",
    )
    .bind(account.id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok(Json(Modified {
        modified_count: modified,
        message: say(messages::ADMIN_ADDED),
    }))
}

/// Takes an admin's rights away. Not one's own, and never the last admin's.
#[utoipa::path(delete, path = "/user/admin/{email}", tag = "Admin", params(("email" = String, Path, description = "The account's email address")), security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Modified),
        (status = 409, body = ErrorBody, description = "One's own rights, or the last admin's."),
    ))]
async fn demote(
    State(state): State<AppState>,
    AdminUser(caller): AdminUser,
    Path(email): Path<String>,
) -> Result<Json<Modified>> {
    let account = account(&state, &email).await?;
    if account.id == caller.id {
        return Err(AppError::conflict(messages::CANNOT_REMOVE_SELF));
    }
    if !account.is_admin() {
        return Ok(Json(Modified {
            modified_count: 0,
            message: say(messages::ADMIN_REMOVED),
        }));
    }
    // One statement, so two admins demoting each other at once cannot leave the shop with none.
    let mut tx = state.writer.begin().await?;
    let modified = sqlx::query(
        "UPDATE users SET role = 'user', session_version = session_version + 1
         WHERE id = $1 AND role = 'admin' AND (SELECT COUNT(*) FROM users WHERE role = 'admin') > 1",
    )
    .bind(account.id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    if modified == 0 {
        return Err(AppError::conflict(messages::LAST_ADMIN));
    }
    Ok(Json(Modified {
        modified_count: modified,
        message: say(messages::ADMIN_REMOVED),
    }))
}
