//! The owner's bulk import of the catalogue (`crate::catalogue::import`): `POST /api/imports`
//! sends a CSV or XLSX file and starts its check, `GET /api/imports/{id}` follows it,
//! `POST /api/imports/{id}/apply` writes a file whose check found nothing wrong, and
//! `GET /api/imports` lists the recent ones, so the page can be left and come back to.

use crate::error::{ErrorBody, Result};
use crate::http::extract::{AdminUser, AppQuery};
use crate::runtime::state::{ApiRouter, AppState};
use axum::Json;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use serde::Deserialize;
use shared::replies::ImportStatus;
use utoipa::IntoParams;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(start_import, recent_imports))
        .routes(routes!(import_status))
        .routes(routes!(apply_import))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FileName {
    /// The file's name, for the owner's list of imports.
    #[serde(default)]
    name: String,
}

/// Sends a catalogue file, CSV (UTF-8, commas or semicolons) or XLSX (its first sheet), its
/// first row the headings the export writes, and starts checking it. Nothing changes until
/// it is applied. Each row is matched to its tool by part number; a row whose part number
/// the catalogue does not have adds a tool. The columns a file leaves out keep what each tool
/// has, so `part number` and `in stock` alone are a stock take. A file whose headings are
/// all those of `/exports/categories` is the category tree: each category by its address,
/// and each category's specification rows its whole list.
#[utoipa::path(post, path = "/imports", tag = "Admin", params(FileName),
    request_body(content(
        (Vec<u8> = "text/csv"),
        (Vec<u8> = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    )),
    security(("bearer" = ["admin"])),
    responses(
        (status = 202, body = ImportStatus, description = "Being checked: follow it at `/imports/{id}`."),
        (status = 413, body = ErrorBody, description = "Larger than 64 MB."),
        (status = 422, body = ErrorBody, description = "Not a CSV or XLSX file, no rows, or more than 100,000."),
    ))]
async fn start_import(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(file): AppQuery<FileName>,
    // Written to disk as it arrives (`Imports::check`), up to its own limit.
    body: Body,
) -> Result<(StatusCode, Json<ImportStatus>)> {
    let name = match file.name.trim() {
        "" => "catalogue",
        name => name,
    };
    let name: String = name.chars().take(120).collect();
    let job = state
        .imports
        .check(
            &state.config.data_dir.join("imports"),
            (&state.db, &state.writer),
            &name,
            body,
        )
        .await?;
    Ok((StatusCode::ACCEPTED, Json(job.status())))
}

/// The imports this run of the shop remembers (the last ten), newest first.
#[utoipa::path(get, path = "/imports", tag = "Admin", security(("bearer" = ["admin"])),
    responses((status = 200, body = Vec<ImportStatus>)))]
async fn recent_imports(State(state): State<AppState>, _: AdminUser) -> Json<Vec<ImportStatus>> {
    Json(
        state
            .imports
            .recent()
            .iter()
            .map(|job| job.status())
            .collect(),
    )
}

/// Where an import stands: its progress, what it changes, each problem with its row and
/// column, said in the language of the request.
#[utoipa::path(get, path = "/imports/{id}", tag = "Admin", params(("id" = String, Path, description = "The import's id")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = ImportStatus),
        (status = 404, body = ErrorBody, description = "No such import (a restart forgets them)."),
    ))]
async fn import_status(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<Json<ImportStatus>> {
    Ok(Json(state.imports.find(&id)?.status()))
}

/// Applies a checked file in one transaction, checking each row again as it goes: a row
/// found wrong now leaves the whole catalogue as it was.
#[utoipa::path(post, path = "/imports/{id}/apply", tag = "Admin", params(("id" = String, Path, description = "The import's id")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 202, body = ImportStatus, description = "Being applied: follow it at `/imports/{id}`."),
        (status = 404, body = ErrorBody, description = "No such import."),
        (status = 409, body = ErrorBody, description = "Not checked yet, checked with errors, already applied, or another import is being applied."),
    ))]
async fn apply_import(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<(StatusCode, Json<ImportStatus>)> {
    let written = state.clone();
    let job = state.imports.apply(&state.writer, &id, move || {
        // The listing's pages and the search's counts are drawn again from the new catalogue.
        written.listing.invalidate();
        written.trigram_counts.forget();
    })?;
    Ok((StatusCode::ACCEPTED, Json(job.status())))
}
