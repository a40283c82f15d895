//! The public catalogue: `GET /api/tools` (newest first; all of it, or a page of a search with
//! `?q=&page=&limit=`) and `GET /api/tools/{id}`.

use crate::catalogue::{self, COLUMNS, ToolRow};
use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::extract::parse_id;
use crate::state::{ApiRouter, AppState};
use axum::Json;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use shared::{Tool, messages};
use utoipa::IntoParams;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_tools))
        .routes(routes!(get_tool))
}

pub const MAX_LIMIT: u32 = 100;
/// The page size when `page` is given without `limit`.
pub const DEFAULT_LIMIT: u32 = 12;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct ListQuery {
    /// Words of the tool's name or description (case aside); name matches come first.
    q: Option<String>,
    /// The page, from 1.
    #[param(value_type = Option<i64>, minimum = 1, maximum = 4294967295_i64)]
    page: Option<u32>,
    /// Tools per page, 1 to 100 (12 when only `page` is given).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Instead of a search: these tools, comma-separated `_id`s (at most 50), the ones still
    /// in the catalogue (the cart's check of its lines).
    ids: Option<String>,
}

/// The catalogue, newest first.
///
/// Without `q`, `page` or `limit` the whole catalogue comes back, as the old site's list did;
/// with any of them, one page of the tools whose names (then descriptions) match, and
/// `X-Total-Count` says how many match in all. With `ids`, just those tools.
#[utoipa::path(get, path = "/tools", tag = "Catalogue", params(ListQuery),
    responses(
        (status = 200, body = Vec<Tool>, headers(("x-total-count" = i64, description = "Tools matching in all, when paged"))),
        (status = 400, body = ErrorBody, description = "`page` or `limit` out of range."),
    ))]
async fn list_tools(
    State(state): State<AppState>,
    query: std::result::Result<Query<ListQuery>, QueryRejection>,
) -> Result<Response> {
    let Query(query) = query?;
    // The bounds hold whatever else the query asks.
    let limit_in_range = query
        .limit
        .is_none_or(|limit| (1..=MAX_LIMIT).contains(&limit));
    if query.page == Some(0) || !limit_in_range {
        return Err(AppError::BadRequest(messages::page_out_of_range(MAX_LIMIT)));
    }
    if let Some(ids) = &query.ids {
        return Ok(Json(these_tools(&state, ids).await?).into_response());
    }
    if query.page.is_none() && query.limit.is_none() && query.q.is_none() {
        return whole_catalogue(&state).await;
    }
    Ok(search(&state, query).await?.into_response())
}

/// The whole catalogue, from the cache while nothing has changed.
async fn whole_catalogue(state: &AppState) -> Result<Response> {
    let cached = match state.listing.get() {
        Some(cached) => cached,
        None => {
            let generation = state.listing.generation();
            let rows: Vec<ToolRow> =
                sqlx::query_as(&format!("SELECT {COLUMNS} FROM tools ORDER BY id DESC"))
                    .fetch_all(&state.db)
                    .await?;
            let tools = catalogue::with_tiers(&state.db, rows).await?;
            let body =
                serde_json::to_vec(&tools).map_err(|error| AppError::Internal(error.into()))?;
            state.listing.store(generation, body)
        }
    };
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::ETAG, cached.etag),
        ],
        cached.body,
    )
        .into_response())
}

/// The tools among `ids` that exist, in the order asked; the cart's check of its lines.
async fn these_tools(state: &AppState, ids: &str) -> Result<Vec<Tool>> {
    let ids: Vec<i64> = ids
        .split(',')
        .filter(|id| !id.trim().is_empty())
        .map(|id| id.trim().parse::<i64>())
        .collect::<std::result::Result<_, _>>()
        .map_err(|_| AppError::BadRequest(messages::IDS_INVALID.into()))?;
    if ids.len() > shared::cart::MAX_LINES {
        return Err(AppError::BadRequest(messages::IDS_INVALID.into()));
    }
    let mut tools = Vec::with_capacity(ids.len());
    for id in ids {
        tools.extend(catalogue::find(&state.db, id).await?);
    }
    Ok(tools)
}

/// Which tools a search asks for, as SQL over `tools`: a filter with its one parameter, and
/// the order that puts name matches first.
struct Matching {
    filter: &'static str,
    pattern: String,
}

/// The filter for `key` (a name key: single-spaced, Latin lower-cased). Three characters or
/// more are looked up in the trigram index (`tools_search`, migration 0011) as a phrase, so
/// they match anywhere in a name or a description; shorter ones, which trigrams cannot hold,
/// are matched by LIKE over the rows.
fn matching(key: &str) -> Matching {
    if key.chars().count() >= 3 {
        Matching {
            filter: "id IN (SELECT rowid FROM tools_search WHERE tools_search MATCH ?1)",
            pattern: format!("\"{}\"", key.replace('"', "\"\"")),
        }
    } else {
        // LIKE's wildcards in the search text are taken literally.
        let escaped = key
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        Matching {
            filter: "(name_key LIKE ?1 ESCAPE '\\' OR lower(description) LIKE ?1 ESCAPE '\\')",
            pattern: format!("%{escaped}%"),
        }
    }
}

async fn search(state: &AppState, query: ListQuery) -> Result<(HeaderMap, Json<Vec<Tool>>)> {
    let page = query.page.unwrap_or(1);
    let paged = query.page.is_some() || query.limit.is_some();
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    // Names are compared as the duplicate check compares them (case and spacing aside).
    let key = query
        .q
        .as_deref()
        .map(shared::product::name_key)
        .filter(|key| !key.is_empty());
    let matching = key.as_deref().map(matching);
    // Names first, then descriptions: "sensor" finds the sensors by name, then the probes and
    // transmitters whose descriptions say they are sensors.
    let (filter, order) = match &matching {
        Some(matching) => (
            format!("WHERE {}", matching.filter),
            "instr(name_key, ?2) > 0 DESC, id DESC",
        ),
        None => (String::new(), "id DESC"),
    };
    let (limit, offset) = if paged {
        (i64::from(limit), (i64::from(page) - 1) * i64::from(limit))
    } else {
        (-1, 0)
    };
    // The page's numbered parameters come after the search's two, when there is one.
    let first = if matching.is_some() { 3 } else { 1 };
    let sql = format!(
        "SELECT {COLUMNS} FROM tools {filter} ORDER BY {order} LIMIT ?{first} OFFSET ?{}",
        first + 1
    );
    let mut rows = sqlx::query_as::<_, ToolRow>(&sql);
    if let (Some(matching), Some(key)) = (&matching, &key) {
        rows = rows.bind(&matching.pattern).bind(key);
    }
    let rows = rows.bind(limit).bind(offset).fetch_all(&state.db).await?;
    let mut headers = HeaderMap::new();
    if paged {
        let count_sql = format!("SELECT COUNT(*) FROM tools {filter}");
        let mut count = sqlx::query_scalar::<_, i64>(&count_sql);
        if let Some(matching) = &matching {
            count = count.bind(&matching.pattern);
        }
        let total = count.fetch_one(&state.db).await?;
        headers.insert("x-total-count", HeaderValue::from(total));
    }
    Ok((headers, Json(catalogue::with_tiers(&state.db, rows).await?)))
}

/// One tool.
#[utoipa::path(get, path = "/tools/{id}", tag = "Catalogue",
    params(("id" = String, Path, description = "The tool's `_id`")),
    responses((status = 200, body = Tool)))]
async fn get_tool(State(state): State<AppState>, Path(id): Path<String>) -> Result<Json<Tool>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    catalogue::find(&state.db, id)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::not_found(shared::messages::THING_TOOL))
}
