//! The owner's texts: `GET`/`PUT /api/pages/{slug}` (the terms and the privacy policy) and
//! `GET`/`PUT /api/home-figures` (the home page's three figures). Anyone reads them; admins
//! write them.

use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::{AdminUser, AppJson};
use crate::runtime::state::{ApiRouter, AppState};
use crate::shop_texts;
use axum::Json;
use axum::extract::{Path, State};
use shared::messages;
use shared::shop_texts::{
    HomeFigures, HomeFiguresBody, PageSlug, PageTexts, ShopPage, ShopPageBody, parse_figures,
};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(get_page, put_page))
        .routes(routes!(get_figures, put_figures))
}

/// The page an address names; any other is 404.
fn slug_of(name: &str) -> Result<PageSlug> {
    PageSlug::of(name).ok_or_else(|| AppError::not_found(messages::THING_PAGE))
}

/// A page of the owner's, in both languages: `terms` or `privacy`.
#[utoipa::path(get, path = "/pages/{slug}", tag = "Shop",
    params(("slug" = String, Path, description = "`terms` or `privacy`")),
    responses((status = 200, body = ShopPage),
        (status = 404, body = ErrorBody, description = "No such page.")))]
async fn get_page(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> Result<Json<ShopPage>> {
    Ok(Json(shop_texts::page(&state.db, slug_of(&slug)?).await?))
}

/// Saves a page in both languages. Plain text: a line starting with `# ` is a heading, a blank
/// line ends a paragraph.
#[utoipa::path(put, path = "/pages/{slug}", tag = "Admin",
    params(("slug" = String, Path, description = "`terms` or `privacy`")),
    request_body = ShopPageBody, security(("bearer" = ["admin"])),
    responses((status = 200, body = ShopPage),
        (status = 404, body = ErrorBody, description = "No such page."),
        (status = 422, body = ErrorBody, description = "A language left empty, or too long.")))]
async fn put_page(
    State(state): State<AppState>,
    _: AdminUser,
    Path(slug): Path<String>,
    AppJson(body): AppJson<ShopPageBody>,
) -> Result<Json<ShopPage>> {
    let slug = slug_of(&slug)?;
    let texts = PageTexts::parse(&body)?;
    let mut tx = state.writer.begin().await?;
    shop_texts::save_page(&mut tx, slug, &texts).await?;
    tx.commit().await?;
    Ok(Json(shop_texts::page(&state.db, slug).await?))
}

/// The home page's three figures, each with what it counts in both languages.
#[utoipa::path(get, path = "/home-figures", tag = "Shop",
    responses((status = 200, body = HomeFigures)))]
async fn get_figures(State(state): State<AppState>) -> Result<Json<HomeFigures>> {
    Ok(Json(shop_texts::figures(&state.db).await?))
}

/// Replaces the home page's three figures.
#[utoipa::path(put, path = "/home-figures", tag = "Admin", request_body = HomeFiguresBody,
    security(("bearer" = ["admin"])),
    responses((status = 200, body = HomeFigures),
        (status = 422, body = ErrorBody, description = "Not three figures, or one breaks its rule.")))]
async fn put_figures(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(body): AppJson<HomeFiguresBody>,
) -> Result<Json<HomeFigures>> {
    let figures = parse_figures(&body)?;
    let mut tx = state.writer.begin().await?;
    shop_texts::save_figures(&mut tx, &figures).await?;
    tx.commit().await?;
    Ok(Json(shop_texts::figures(&state.db).await?))
}
