//! The owner's synonyms (`shared::synonyms`): `GET /api/synonyms` reads the table and
//! `PUT /api/synonyms` replaces it, working every tool's search words out again.

use crate::catalogue;
use crate::error::{ErrorBody, Result};
use crate::http::extract::{AdminUser, AppJson};
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::State;
use shared::synonyms::{self, Synonyms};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(read_synonyms, set_synonyms))
}

/// The owner's table of words that mean the same, in the order it was saved.
#[utoipa::path(get, path = "/synonyms", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, body = Synonyms)))]
async fn read_synonyms(State(state): State<AppState>, _: AdminUser) -> Result<Json<Synonyms>> {
    let mut connection = state.db.acquire().await?;
    Ok(Json(Synonyms {
        synonyms: catalogue::synonyms(&mut connection).await?,
    }))
}

/// Replaces the table: each side kept as a search compares it (case and spacing aside), each
/// pair once. Every tool's search words are worked out again in the same transaction, so a
/// tool named with one word of a pair is found by the other from the answer on.
#[utoipa::path(put, path = "/synonyms", tag = "Admin", request_body = Synonyms, security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Synonyms, description = "The table as kept."),
        (status = 422, body = ErrorBody, description = "A pair's side is not 2 to 40 characters or both sides are the same (each error names its line), or there are more than 500 pairs."),
    ))]
async fn set_synonyms(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(form): AppJson<Synonyms>,
) -> Result<Json<Synonyms>> {
    let kept = synonyms::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    sqlx::query("DELETE FROM synonyms")
        .execute(&mut *tx)
        .await?;
    for pair in &kept {
        sqlx::query("INSERT INTO synonyms (word, means) VALUES ($1, $2)")
            .bind(&pair.word)
            .bind(&pair.means)
            .execute(&mut *tx)
            .await?;
    }
    catalogue::refresh_all_search_words(&mut tx).await?;
    tx.commit().await?;
    state.listing.invalidate();
    state.trigram_counts.forget();
    Ok(Json(Synonyms { synonyms: kept }))
}
