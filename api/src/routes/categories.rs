//! The category tree: `GET /api/categories` and a category's own part of it,
//! `GET /api/categories/{slug}`, for everyone; admins add a category with
//! `POST /api/category`, change one with `PUT /api/category/{slug}` and remove an empty one
//! with `DELETE /api/category/{slug}`, and set the specifications it asks of its tools with
//! `PUT /api/category/{slug}/specs`. Each change answers the whole tree as it now stands.

use crate::catalogue::{self, categories, specifications};
use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::{AdminUser, AppJson};
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::listing_cache::{CachedPage, KeptTree};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use shared::specification::{SpecsForm, parse_specs};
use shared::{Category, CategoryForm, NewCategory, messages};
use std::sync::Arc;
use utoipa_axum::routes;

pub fn public_router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_categories))
        .routes(routes!(category_branch))
}

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(add_category))
        .routes(routes!(change_category, remove_category))
        .routes(routes!(set_specs))
}

/// Every category, depth first (a category, then its sub-categories), with the tools in
/// each and below it. Kept until the catalogue changes: counting a large catalogue's tools
/// per category is a walk of every tool.
#[utoipa::path(get, path = "/categories", tag = "Catalogue",
    responses((status = 200, body = Vec<Category>)))]
async fn list_categories(State(state): State<AppState>) -> Result<Response> {
    Ok(tree_page(&state).await?.into_response())
}

/// The tree as `GET /api/categories` answers it, kept until the catalogue changes; also
/// written into `/categories` as the server draws it (`crate::web::first_screen`).
pub async fn tree_page(state: &AppState) -> Result<CachedPage> {
    Ok(CachedPage {
        headers: HeaderMap::new(),
        body: kept_tree(state).await?.body.clone(),
    })
}

/// The tree, read once per change of the catalogue: counting a large catalogue's tools per
/// category is a walk of every tool.
pub async fn kept_tree(state: &AppState) -> Result<Arc<KeptTree>> {
    if let Some(tree) = state.listing.tree() {
        return Ok(tree);
    }
    let generation = state.listing.generation();
    let categories = categories::all(&state.db).await?;
    let body = serde_json::to_vec(&categories).map_err(|error| AppError::Internal(error.into()))?;
    let tree = Arc::new(KeptTree {
        categories,
        body: body.into(),
    });
    state.listing.store_tree(generation, tree.clone());
    Ok(tree)
}

/// A category's part of the tree (`shared::category::branch`): the categories from the top
/// down to it, each with its specifications, then its sub-categories with their tool counts
/// but not their specifications. All its page needs, a few kilobytes however large the tree.
#[utoipa::path(get, path = "/categories/{slug}", tag = "Catalogue", params(("slug" = String, Path, description = "The category's address")),
    responses(
        (status = 200, body = Vec<Category>, description = "From the top of the tree down to the category, then its sub-categories."),
        (status = 404, body = ErrorBody, description = "No such category."),
    ))]
async fn category_branch(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<Response> {
    let branch = branch(&state, &slug)
        .await?
        .ok_or_else(|| AppError::not_found(messages::THING_CATEGORY))?;
    Ok(branch.page.into_response())
}

/// A category's branch, read and as `GET /api/categories/{slug}` answers it.
pub struct Branch {
    pub categories: Vec<Category>,
    pub page: CachedPage,
}

/// `slug`'s branch, also written into its page; `None` when no category has that slug.
pub async fn branch(state: &AppState, slug: &str) -> Result<Option<Branch>> {
    let tree = kept_tree(state).await?;
    let Some(categories) = shared::category::branch(&tree.categories, slug) else {
        return Ok(None);
    };
    let body = serde_json::to_vec(&categories).map_err(|error| AppError::Internal(error.into()))?;
    Ok(Some(Branch {
        categories,
        page: CachedPage {
            headers: HeaderMap::new(),
            body: body.into(),
        },
    }))
}

/// Adds a category, at the top of the tree or inside another (three levels at most).
#[utoipa::path(post, path = "/category", tag = "Admin", request_body = CategoryForm, security(("bearer" = ["admin"])),
    responses(
        (status = 201, body = Vec<Category>, description = "The tree with the new category."),
        (status = 409, body = ErrorBody, description = "Another category has that address."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule, the parent is not a category, or the tree would pass three levels."),
    ))]
async fn add_category(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(form): AppJson<CategoryForm>,
) -> Result<(StatusCode, Json<Vec<Category>>)> {
    let new = NewCategory::parse(&form)?;
    categories::create(&state.writer, &new).await?;
    changed(&state)
        .await
        .map(|tree| (StatusCode::CREATED, tree))
}

/// Changes a category: its words, picture, address or place in the tree. Its tools and
/// sub-categories move with it.
#[utoipa::path(put, path = "/category/{slug}", tag = "Admin", params(("slug" = String, Path, description = "The category's address")), request_body = CategoryForm, security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<Category>, description = "The tree as changed."),
        (status = 404, body = ErrorBody, description = "No such category."),
        (status = 409, body = ErrorBody, description = "Another category has that address."),
        (status = 422, body = ErrorBody, description = "A field breaks its rule, or the move would put the category inside itself or past three levels."),
    ))]
async fn change_category(
    State(state): State<AppState>,
    _: AdminUser,
    Path(slug): Path<String>,
    AppJson(form): AppJson<CategoryForm>,
) -> Result<Json<Vec<Category>>> {
    let new = NewCategory::parse(&form)?;
    categories::update(&state.writer, &slug, &new).await?;
    changed(&state).await
}

/// Removes a category that holds no tools and no sub-categories.
#[utoipa::path(delete, path = "/category/{slug}", tag = "Admin", params(("slug" = String, Path, description = "The category's address")), security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<Category>, description = "The tree without it."),
        (status = 404, body = ErrorBody, description = "No such category."),
        (status = 409, body = ErrorBody, description = "It still holds tools or sub-categories."),
    ))]
async fn remove_category(
    State(state): State<AppState>,
    _: AdminUser,
    Path(slug): Path<String>,
) -> Result<Json<Vec<Category>>> {
    categories::remove(&state.writer, &slug).await?;
    changed(&state).await
}

/// Sets the specifications a category asks of its tools, in the order given, replacing its
/// list. A value a changed specification no longer allows is removed from its tool: every
/// value of a specification left out or given another kind, a choice no longer offered, a
/// number outside a new range; `X-Values-Removed` says how many.
#[utoipa::path(put, path = "/category/{slug}/specs", tag = "Admin", params(("slug" = String, Path, description = "The category's address")), request_body = SpecsForm, security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<Category>, description = "The tree with the category's specifications.",
            headers(("X-Values-Removed" = u64, description = "Tools' values removed because the change no longer allows them."))),
        (status = 404, body = ErrorBody, description = "No such category."),
        (status = 409, body = ErrorBody, description = "Another category has a specification with one of the keys."),
        (status = 422, body = ErrorBody, description = "A specification breaks a rule; each error names its place in the list."),
    ))]
async fn set_specs(
    State(state): State<AppState>,
    _: AdminUser,
    Path(slug): Path<String>,
    AppJson(form): AppJson<SpecsForm>,
) -> Result<Response> {
    let specs = parse_specs(&form)?;
    let mut tx = state.writer.begin().await?;
    let replaced = specifications::replace(&mut tx, &slug, &specs).await?;
    // Their tools are found by their values' words, which the change may have taken away.
    catalogue::refresh_category_search_words(&mut tx, &replaced.below).await?;
    tx.commit().await?;
    let tree = changed(&state).await?;
    Ok(([("X-Values-Removed", replaced.removed.to_string())], tree).into_response())
}

/// After a change: the listing's pages name each tool's category, so they are drawn again.
async fn changed(state: &AppState) -> Result<Json<Vec<Category>>> {
    state.listing.invalidate();
    Ok(Json(categories::all(&state.db).await?))
}
