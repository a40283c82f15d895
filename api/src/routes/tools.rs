//! The public catalogue: `GET /api/tools` (newest first; all of it, or a page of a search with
//! `?q=&page=&limit=`) and `GET /api/tools/{id}`.

use crate::catalogue::narrowing::{Arg, Narrowing, bind_args};
use crate::catalogue::search_plan::Matching;
use crate::catalogue::{self, COLUMNS, ToolRow};
use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::AppQuery;
use crate::http::extract::parse_id;
use crate::http::streamed;
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::listing_cache::CachedPage;
use axum::Json;
use axum::extract::{Path, Query, RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use shared::filters::{Facets, FilterQuery, Filters};
use shared::{Tool, messages};
use utoipa::IntoParams;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_tools))
        .routes(routes!(tool_facets))
        .routes(routes!(get_tool))
}

pub const MAX_LIMIT: u32 = 100;
/// The page size when `page` is given without `limit`.
pub const DEFAULT_LIMIT: u32 = 12;

#[derive(Debug, Default, Clone, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
#[into_params(rename_all = "camelCase")]
struct ListQuery {
    /// Words of the tool's name or description, in English or Bangla (case aside); name matches
    /// come first. A tool named in one script is found from the other.
    q: Option<String>,
    /// The page, from 1.
    #[param(value_type = Option<i64>, minimum = 1, maximum = 4294967295_i64)]
    page: Option<u32>,
    /// Tools per page, 1 to 100 (12 when only `page` or `after` is given).
    #[param(value_type = Option<i64>, minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Instead of `page`: the page after this cursor, as the previous page's `X-Next-Cursor`
    /// gave it. It costs the same at any depth.
    after: Option<String>,
    /// Instead of a search: these tools, comma-separated `_id`s (at most 50), the ones still
    /// in the catalogue (the cart's check of its lines).
    ids: Option<String>,
    /// Instead of a search: the tool with this part number (case aside), or none.
    part_number: Option<String>,
    /// Only the tools of this category (its slug) and of its sub-categories.
    category: Option<String>,
    /// Brands, comma-separated: a tool of any of them (at most 20).
    brand: Option<String>,
    /// Only tools with at least their minimum order in stock.
    in_stock: Option<bool>,
    /// The lowest price, in taka.
    min_price: Option<String>,
    /// The highest price, in taka.
    max_price: Option<String>,
    /// Specifications: `key:value,value` (any of the values) or `key:lowest..highest` (either
    /// end may be left out), joined by `;`, such as `thread:m12;supply-voltage:10..30`.
    spec: Option<String>,
}

impl ListQuery {
    fn filters(&self) -> FilterQuery<'_> {
        FilterQuery {
            brand: self.brand.as_deref(),
            in_stock: self.in_stock,
            min_price: self.min_price.as_deref(),
            max_price: self.max_price.as_deref(),
            spec: self.spec.as_deref(),
        }
    }
}

/// The catalogue, newest first.
///
/// Without `q`, `page` or `limit` the whole catalogue comes back, as the old site's list did;
/// with any of them, one page of the tools whose names (then descriptions) match,
/// `X-Total-Count` says how many match in all and `X-Next-Cursor`, on a full page, where the
/// next page starts (`after`). With `ids`, just those tools.
#[utoipa::path(get, path = "/tools", tag = "Catalogue", params(ListQuery),
    responses(
        (status = 200, body = Vec<Tool>, headers(
            ("x-total-count" = i64, description = "Tools matching in all, when paged"),
            ("x-next-cursor" = String, description = "The next page's `after`, when this page is full"),
            ("x-part-number-of" = i64, description = "When `q` is a tool's part number (case aside), that tool's `_id`"),
            ("x-searched-instead" = String, description = "When `q` as typed found nothing: the words searched for instead (Bangla digits as Latin ones, typos read as the catalogue's closest words, `shared::typo`), whose tools these are, percent-encoded"))),
        (status = 400, body = ErrorBody, description = "`page` or `limit` out of range, `after` not a cursor, or `q` too long (200 characters, 400 with Bangla) or with a control character."),
        (status = 404, body = ErrorBody, description = "`category` is not a category's address."),
    ))]
async fn list_tools(
    State(state): State<AppState>,
    RawQuery(raw_query): RawQuery,
    AppQuery(query): AppQuery<ListQuery>,
) -> Result<Response> {
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
    if let Some(typed) = &query.part_number {
        return Ok(Json(by_part_number(&state, typed).await?).into_response());
    }
    if query.page.is_none()
        && query.limit.is_none()
        && query.q.is_none()
        && query.after.is_none()
        && query.category.is_none()
        && query.filters() == FilterQuery::default()
    {
        return whole_catalogue(&state).await;
    }
    if query.page.is_none() && query.limit.is_none() && query.after.is_none() {
        // A search's every match, unpaged: too large and too varied to keep.
        let (headers, tools) = search(&state, query).await?;
        return Ok((headers, Json(tools)).into_response());
    }
    Ok(page(&state, &raw_query.unwrap_or_default(), query)
        .await?
        .into_response())
}

/// A page of the catalogue or of a search, as `GET /api/tools?{raw_query}` answers it: from
/// the hot pages while the catalogue is unchanged, else from the database (and then kept).
async fn page(state: &AppState, raw_query: &str, query: ListQuery) -> Result<CachedPage> {
    if let Some(page) = state.listing.page(raw_query) {
        return Ok(page);
    }
    let generation = state.listing.generation();
    let (headers, tools) = search(state, query).await?;
    let body = serde_json::to_vec(&tools).map_err(|error| AppError::Internal(error.into()))?;
    let page = CachedPage {
        headers,
        body: body.into(),
    };
    state
        .listing
        .store_page(generation, raw_query, page.clone());
    Ok(page)
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
#[into_params(rename_all = "camelCase")]
struct FacetsQuery {
    /// The search, as `GET /tools` takes it.
    q: Option<String>,
    /// The category (its slug), with its sub-categories.
    category: Option<String>,
    /// Brands chosen, comma-separated.
    brand: Option<String>,
    /// Only tools with at least their minimum order in stock.
    in_stock: Option<bool>,
    /// The lowest price chosen, in taka.
    min_price: Option<String>,
    /// The highest price chosen, in taka.
    max_price: Option<String>,
    /// Specifications chosen, as `GET /tools` takes them.
    spec: Option<String>,
}

/// The filters' choices for a search or a category, with counts.
///
/// Each brand of the search or category with how many tools it would show beside the other
/// filters chosen (0 when none), how many can be ordered now, the price range the other
/// filters leave, and the total with every filter. Kept until the catalogue changes.
#[utoipa::path(get, path = "/tools/facets", tag = "Catalogue", params(FacetsQuery),
    responses(
        (status = 200, body = Facets),
        (status = 400, body = ErrorBody, description = "A price that is not taka, a lowest price above the highest, more than 20 brands, or a search too long."),
        (status = 404, body = ErrorBody, description = "`category` is not a category's address."),
    ))]
async fn tool_facets(
    State(state): State<AppState>,
    RawQuery(raw_query): RawQuery,
    AppQuery(query): AppQuery<FacetsQuery>,
) -> Result<Response> {
    Ok(facets_page(&state, &raw_query.unwrap_or_default(), query)
        .await?
        .into_response())
}

/// The facets as `GET /api/tools/facets?{raw_query}` answers them: kept until the catalogue
/// changes.
async fn facets_page(state: &AppState, raw_query: &str, query: FacetsQuery) -> Result<CachedPage> {
    // Kept beside the listing's pages, under a name no page's query can have.
    let key = format!("facets?{raw_query}");
    if let Some(page) = state.listing.page(&key) {
        return Ok(page);
    }
    let generation = state.listing.generation();
    let filters = FilterQuery {
        brand: query.brand.as_deref(),
        in_stock: query.in_stock,
        min_price: query.min_price.as_deref(),
        max_price: query.max_price.as_deref(),
        spec: query.spec.as_deref(),
    };
    let mut narrowing = narrowing(
        state,
        query.q.as_deref(),
        query.category.as_deref(),
        &filters,
        Reading::Phrase,
    )
    .await?;
    if let Some(id) = narrowing.category_id {
        narrowing.specs = catalogue::specifications::of_category(&state.db, id).await?;
    }
    let facets = catalogue::narrowing::facets(&state.db, &narrowing).await?;
    let body = serde_json::to_vec(&facets).map_err(|error| AppError::Internal(error.into()))?;
    let page = CachedPage {
        headers: HeaderMap::new(),
        body: body.into(),
    };
    state.listing.store_page(generation, &key, page.clone());
    Ok(page)
}

/// The page the UI's first screen asks for (`raw_query` as it sends it, such as `limit=6`),
/// for the server to write into the HTML (`crate::web::first_screen`).
pub async fn first_screen_page(state: &AppState, raw_query: &str) -> Result<CachedPage> {
    page(state, raw_query, query_of(raw_query)?).await
}

/// The facets a category's first screen asks for, as [`first_screen_page`] its tools.
pub async fn first_screen_facets(state: &AppState, raw_query: &str) -> Result<CachedPage> {
    facets_page(state, raw_query, query_of(raw_query)?).await
}

/// A query the server wrote itself, read as its handler reads an address's: a query that does
/// not read is the shop's own fault, not a visitor's.
fn query_of<T: serde::de::DeserializeOwned>(raw_query: &str) -> Result<T> {
    let uri: axum::http::Uri = format!("/?{raw_query}")
        .parse()
        .map_err(|error: axum::http::uri::InvalidUri| AppError::Internal(error.into()))?;
    let Query(query) =
        Query::<T>::try_from_uri(&uri).map_err(|error| AppError::Internal(error.into()))?;
    Ok(query)
}

/// Above this many tools the whole catalogue is streamed from the database a chunk at a time
/// rather than kept in memory (200 tools are about 90 KB of JSON; 2,000 under a megabyte).
const CACHED_CATALOGUE_MAX_TOOLS: i64 = 2_000;

/// The whole catalogue: from the cache while nothing has changed, or streamed when it is too
/// large to keep.
async fn whole_catalogue(state: &AppState) -> Result<Response> {
    let cached = match state.listing.get() {
        Some(cached) => cached,
        None if tool_count(state).await? > CACHED_CATALOGUE_MAX_TOOLS => {
            return Ok(streamed_catalogue(state));
        }
        None => {
            let generation = state.listing.generation();
            let rows: Vec<ToolRow> =
                sqlx::query_as(&format!("SELECT {COLUMNS} FROM tools ORDER BY id DESC"))
                    .fetch_all(&state.db)
                    .await?;
            let tools = catalogue::tools_of(rows);
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

/// The catalogue as one JSON array written a page of tools at a time, newest first: memory
/// holds one page whatever the catalogue's size. Its ETag is weak, named after the catalogue's
/// generation in this process, since the bytes are not all known before they are sent.
fn streamed_catalogue(state: &AppState) -> Response {
    let db = state.db.clone();
    let mut response = streamed::json_array(
        move |after| {
            let db = db.clone();
            async move { catalogue_page(&db, after).await }
        },
        |tool: &Tool| tool.id,
    );
    response
        .headers_mut()
        .insert(header::ETAG, state.listing.weak_etag());
    response
}

/// The tools after `after` (newest first), a page's worth.
async fn catalogue_page(db: &crate::store::db::Pool, after: Option<i64>) -> Result<Vec<Tool>> {
    let rows: Vec<ToolRow> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM tools WHERE id < $1 ORDER BY id DESC LIMIT $2"
    ))
    .bind(after.unwrap_or(i64::MAX))
    .bind(streamed::PAGE)
    .fetch_all(db)
    .await?;
    Ok(catalogue::tools_of(rows))
}

/// The tool whose part number is `typed`, in a list of one, or an empty list: a search box's
/// way to a tool whose number the buyer knows. What cannot be a part number finds nothing.
async fn by_part_number(state: &AppState, typed: &str) -> Result<Vec<Tool>> {
    let Ok(part_number) = shared::part_number::parse(typed) else {
        return Ok(Vec::new());
    };
    Ok(catalogue::find_by_part_number(&state.db, &part_number)
        .await?
        .into_iter()
        .collect())
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

/// The filter for `key` (a name key: single-spaced, Latin lower-cased), as planned by
/// [`catalogue::search_plan`]: three characters or more are looked up in the engine's trigram
/// index, so they match anywhere in a name or a description.
async fn matching(state: &AppState, key: &str) -> Result<Matching> {
    let engine = state.writer.engine();
    let lookup = state.trigram_counts.plan(&state.db, engine, key).await?;
    Ok(lookup.matching(engine, key))
}

/// Where a page starts: after this tool, in the listing's order. A search's order puts name
/// matches first, so its cursor says which of the two groups the tool was in: `n:123` (a
/// name match) or `d:123`; the listing's is the id alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Cursor {
    name_match: Option<bool>,
    id: i64,
}

impl Cursor {
    fn parse(text: &str) -> Option<Self> {
        let (name_match, id) = match text.split_once(':') {
            Some(("n", id)) => (Some(true), id),
            Some(("d", id)) => (Some(false), id),
            Some(_) => return None,
            None => (None, text),
        };
        let id = id.parse().ok().filter(|&id: &i64| id > 0)?;
        Some(Cursor { name_match, id })
    }

    fn text(self) -> String {
        match self.name_match {
            Some(true) => format!("n:{}", self.id),
            Some(false) => format!("d:{}", self.id),
            None => self.id.to_string(),
        }
    }
}

/// The search, category and filters a request names, checked and planned.
async fn narrowing(
    state: &AppState,
    q: Option<&str>,
    category: Option<&str>,
    filters: &FilterQuery<'_>,
    reading: Reading,
) -> Result<Narrowing> {
    if let Some(text) = q {
        shared::search::check(text).map_err(AppError::BadRequest)?;
    }
    // Names are compared as the duplicate check compares them (case and spacing aside).
    let mut key = q
        .map(shared::product::name_key)
        .filter(|key| !key.is_empty());
    // In any order: the index is asked for the longest word (the likeliest to be rare), and
    // each other word is a condition of its own.
    let mut words = Vec::new();
    if let (Reading::AnyOrder, Some(phrase)) = (reading, key.clone()) {
        let mut all: Vec<&str> = shared::typo::words(&phrase).map(|(_, word)| word).collect();
        all.sort_by_key(|word| std::cmp::Reverse(word.chars().count()));
        all.dedup();
        key = all.first().map(|word| word.to_string());
        words = all.iter().skip(1).map(|word| word.to_string()).collect();
    }
    let matching = match key.as_deref() {
        Some(key) => Some(matching(state, key).await?),
        None => None,
    };
    // A category's tools are its own and its sub-categories': a few ids, written into the
    // query as numbers read from the database.
    let (category, category_id) = match category {
        None => (None, None),
        Some(slug) => {
            let ids = catalogue::categories::subtree(&state.db, slug)
                .await?
                .ok_or_else(|| AppError::not_found(messages::THING_CATEGORY))?;
            let own = ids[0];
            let ids: Vec<String> = ids.iter().map(i64::to_string).collect();
            (
                Some(format!("category_id IN ({})", ids.join(", "))),
                Some(own),
            )
        }
    };
    let filters = Filters::parse(filters).map_err(|error| AppError::BadRequest(error.text))?;
    Ok(Narrowing {
        key,
        matching,
        category,
        category_id,
        // Only the filters count them (`tool_facets`); a page of tools needs none.
        specs: Vec::new(),
        filters,
        words,
        engine: state.writer.engine(),
    })
}

/// How a search's words are matched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Reading {
    /// As one phrase, anywhere in a tool's names, words or descriptions.
    Phrase,
    /// Each word anywhere, in any order: "cordless drill" finds the Cordless Impact Drill.
    AnyOrder,
}

/// A search as typed or, when that finds nothing, read more loosely, the first reading that
/// finds something winning: the words in any order; with Bangla digits as Latin ones; then with
/// its typos read as the closest words the catalogue's names hold (`shared::typo`), as a phrase
/// and in any order. `X-Searched-Instead` says what was searched for when its words changed.
async fn search(state: &AppState, query: ListQuery) -> Result<(HeaderMap, Vec<Tool>)> {
    let generation = state.listing.generation();
    let typed = query.q.clone();
    let (headers, tools) = search_as(state, query.clone(), Reading::Phrase).await?;
    let Some(typed) = typed.filter(|_| tools.is_empty()) else {
        return Ok((headers, tools));
    };
    let key = shared::product::name_key(&typed);
    let latin = shared::language::latin_digits(&key);
    let vocabulary = state.vocabulary.of(&state.db, generation).await?;
    let corrected = vocabulary.corrected(&latin);
    let readings = [
        (Some(key.clone()), Reading::AnyOrder),
        (
            Some(latin.clone()).filter(|latin| *latin != key),
            Reading::Phrase,
        ),
        (
            Some(latin.clone()).filter(|latin| *latin != key),
            Reading::AnyOrder,
        ),
        (corrected.clone(), Reading::Phrase),
        (corrected, Reading::AnyOrder),
    ];
    for (read, reading) in readings {
        let Some(read) = read else { continue };
        let several = shared::typo::words(&read).nth(1).is_some();
        if reading == Reading::AnyOrder && !several {
            continue;
        }
        let instead = ListQuery {
            q: Some(read.clone()),
            ..query.clone()
        };
        let (mut headers, tools) = search_as(state, instead, reading).await?;
        if tools.is_empty() {
            continue;
        }
        if read != key {
            // Percent-encoded: a header is ASCII, and the words may be Bangla.
            let encoded: String = url::form_urlencoded::byte_serialize(read.as_bytes())
                .collect::<String>()
                .replace('+', "%20");
            let value = HeaderValue::from_str(&encoded).expect("percent-encoded text is ASCII");
            headers.insert("x-searched-instead", value);
        }
        return Ok((headers, tools));
    }
    Ok((headers, tools))
}

async fn search_as(
    state: &AppState,
    query: ListQuery,
    reading: Reading,
) -> Result<(HeaderMap, Vec<Tool>)> {
    let narrowing = narrowing(
        state,
        query.q.as_deref(),
        query.category.as_deref(),
        &query.filters(),
        reading,
    )
    .await?;
    let paged = query.page.is_some() || query.limit.is_some() || query.after.is_some();
    let limit = query.limit.unwrap_or(DEFAULT_LIMIT);
    let key = narrowing.key.clone();
    let after = match query.after.as_deref() {
        None => None,
        Some(text) => Some(
            Cursor::parse(text)
                .filter(|cursor| cursor.name_match.is_some() == key.is_some())
                .ok_or(AppError::BadRequest(messages::CURSOR_INVALID.into()))?,
        ),
    };
    // Names first, then descriptions: "sensor" finds the sensors by name, then the probes and
    // transmitters whose descriptions say they are sensors. A name is also the words the tool
    // is found by in the other script (`shared::search_words`). $1 is the search, $2 its key,
    // $3 and $4 the cursor, $5 and $6 the page; the filters' values follow.
    let name_match = "(instr(name_key, $2) > 0 OR COALESCE(instr(search_words, $2), 0) > 0)";
    let (mut conditions, filter_args) = narrowing.conditions(None);
    // What is counted for the total: every condition but the cursor's.
    let counted = conditions.clone();
    match after.map(|cursor| cursor.name_match) {
        Some(Some(_)) => conditions.push(format!(
            "({name_match} < $3 OR ({name_match} = $3 AND id < $4))"
        )),
        Some(None) => conditions.push("id < $4".to_owned()),
        None => {}
    }
    let filter = if conditions.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", conditions.join(" AND "))
    };
    let order = if narrowing.matching.is_some() {
        format!("{name_match} DESC, id DESC")
    } else {
        "id DESC".to_owned()
    };
    let (limit, offset) = match (paged, after) {
        (false, _) => (i64::MAX, 0),
        (true, Some(_)) => (i64::from(limit), 0),
        (true, None) => {
            let page = query.page.unwrap_or(1);
            (i64::from(limit), (i64::from(page) - 1) * i64::from(limit))
        }
    };
    let sql = format!("SELECT {COLUMNS} FROM tools {filter} ORDER BY {order} LIMIT $5 OFFSET $6");
    let args: Vec<Arg> = [
        Arg::Text(
            narrowing
                .matching
                .as_ref()
                .map(|matching| matching.pattern.clone()),
        ),
        Arg::Text(key.clone()),
        Arg::Flag(after.and_then(|cursor| cursor.name_match)),
        Arg::Int(after.map(|cursor| cursor.id)),
        Arg::Int(Some(limit)),
        Arg::Int(Some(offset)),
    ]
    .into_iter()
    .chain(filter_args.iter().cloned())
    .collect();
    let rows = bind_args!(sqlx::query_as::<_, ToolRow>(&sql), &sql, args)
        .fetch_all(&state.db)
        .await?;
    let mut headers = HeaderMap::new();
    if paged {
        // A first page that is not full holds every match: nothing more to count (a rare
        // word's search then looks the index up once, not twice).
        let whole = offset == 0 && after.is_none() && (rows.len() as i64) < limit;
        let total = if whole {
            rows.len() as i64
        } else if counted.is_empty() {
            tool_count(state).await?
        } else {
            let sql = format!("SELECT COUNT(*) FROM tools WHERE {}", counted.join(" AND "));
            let args: Vec<Arg> = narrowing
                .search_args()
                .into_iter()
                .chain(filter_args)
                .collect();
            bind_args!(sqlx::query_scalar::<_, i64>(&sql), &sql, args)
                .fetch_one(&state.db)
                .await?
        };
        headers.insert("x-total-count", HeaderValue::from(total));
        if let Some(id) = part_number_match(state, query.q.as_deref()).await? {
            headers.insert("x-part-number-of", HeaderValue::from(id));
        }
        if let Some(last) = rows.last().filter(|_| rows.len() as i64 == limit) {
            let next = Cursor {
                name_match: key.as_deref().map(|key| last.name_holds(key)),
                id: last.id(),
            };
            let value = HeaderValue::from_str(&next.text()).expect("a cursor is ASCII");
            headers.insert("x-next-cursor", value);
        }
    }
    Ok((headers, catalogue::tools_of(rows)))
}

/// The tool whose part number a search is, exactly (case aside): the search box then goes
/// straight to it. Only a search of one word holding a digit is looked up.
async fn part_number_match(state: &AppState, q: Option<&str>) -> Result<Option<i64>> {
    let Some(part_number) = q
        .filter(|q| shared::part_number::could_be(q))
        .and_then(|q| shared::part_number::parse(q).ok())
    else {
        return Ok(None);
    };
    catalogue::categories::tool_by_part_number(&state.db, &part_number).await
}

/// How many tools there are, counted once per change to the catalogue.
async fn tool_count(state: &AppState) -> Result<i64> {
    if let Some(count) = state.listing.count() {
        return Ok(count);
    }
    let generation = state.listing.generation();
    let count = sqlx::query_scalar("SELECT COUNT(*) FROM tools")
        .fetch_one(&state.db)
        .await?;
    state.listing.store_count(generation, count);
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::Cursor;

    #[test]
    fn cursors_say_where_a_page_starts() {
        for text in ["123", "n:7", "d:42"] {
            assert_eq!(Cursor::parse(text).map(Cursor::text).as_deref(), Some(text));
        }
        for text in ["", "0", "-3", "x:5", "n:", "n:abc", "12.5"] {
            assert_eq!(Cursor::parse(text), None, "{text}");
        }
    }
}

/// One tool, with its values of its category's specifications.
#[utoipa::path(get, path = "/tools/{id}", tag = "Catalogue",
    params(("id" = String, Path, description = "The tool's `_id`")),
    responses((status = 200, body = Tool)))]
async fn get_tool(State(state): State<AppState>, Path(id): Path<String>) -> Result<Json<Tool>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    catalogue::find_whole(&state.db, id)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::not_found(shared::messages::THING_TOOL))
}
