//! `GET /api/health`: the process is up and the database answers.

use crate::error::Result;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::State;
use shared::replies::Health;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(health))
}

/// Whether the shop is up: the process answers and its database too.
#[utoipa::path(get, path = "/health", tag = "Shop", responses((status = 200, body = Health)))]
async fn health(State(state): State<AppState>) -> Result<Json<Health>> {
    sqlx::query("SELECT 1").execute(&state.db).await?;
    Ok(Json(Health { status: "ok" }))
}
