//! Admins managing the catalogue: `POST /api/product` adds a tool, `PUT /api/product/{id}`
//! restocks it (adds pieces), `PUT /api/product/{id}/tiers` sets its price breaks,
//! `PUT /api/product/{id}/vat-rate` its VAT rate, `PUT /api/product/{id}/weight` its weight, `PUT /api/product/{id}/bangla` its Bangla name
//! and description, `PUT /api/product/{id}/details` its part number, brand and category, `DELETE /api/product/{id}` removes it. Orders
//! keep their own copy of a removed tool's name, picture, price and VAT rate.

use crate::catalogue;
use crate::error::ErrorBody;
use crate::error::{AppError, Result};
use crate::http::extract::AdminUser;
use crate::http::extract::{AppJson, parse_id};
use crate::http::middleware::language::say;
use crate::runtime::state::{ApiRouter, AppState};
use crate::sales;
use crate::store::db;
use axum::Json;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use shared::part_number::{ToolDetails, ToolDetailsForm};
use shared::product::{BanglaText, parse_restock};
use shared::replies::{Deleted, Inserted, Restocked};
use shared::requests::{BanglaTextBody, PriceTiersBody, Restock, VatRateBody, WeightBody};
use shared::{NewProduct, ProductForm, Tool, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(add_product))
        .routes(routes!(restock, remove_product))
        .routes(routes!(set_price_tiers))
        .routes(routes!(set_vat_rate))
        .routes(routes!(set_weight))
        .routes(routes!(set_bangla_text))
        .routes(routes!(set_details))
}

/// Gives a tool its Bangla name and description (an empty field clears one), which Bangla
/// screens show and Bangla searches find from now on. Orders already placed keep the names
/// they were sold under.
#[utoipa::path(put, path = "/product/{id}/bangla", tag = "Admin", params(("id" = String, Path, description = "The tool's `_id`")), request_body = BanglaTextBody, security(("bearer" = ["admin"])),
    responses((status = 200, body = Tool), (status = 422, body = ErrorBody, description = "A field breaks the English one's rule.")))]
async fn set_bangla_text(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(body): AppJson<BanglaTextBody>,
) -> Result<Json<Tool>> {
    let id = parse_id(&id, messages::THING_TOOL)?;
    let bangla = BanglaText::parse(&body.tool_name_bn, &body.tool_description_bn)?;
    let name_bn = bangla.name.as_ref().map(AsRef::as_ref);
    let mut tx = state.writer.begin().await?;
    let changed = sqlx::query("UPDATE tools SET name_bn = $1, description_bn = $2 WHERE id = $3")
        .bind(name_bn)
        .bind(bangla.description.as_ref().map(AsRef::as_ref))
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if changed == 0 {
        return Err(AppError::not_found(messages::THING_TOOL));
    }
    catalogue::refresh_search_words(&mut tx, id).await?;
    tx.commit().await?;
    state.listing.invalidate();
    state.trigram_counts.forget();
    let tool = catalogue::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::not_found(messages::THING_TOOL))?;
    Ok(Json(tool))
}

/// Sets a tool's VAT rate, for orders placed from now on (a placed order keeps the rate it was
/// sold at). Its price, which includes VAT, does not change.
#[utoipa::path(put, path = "/product/{id}/vat-rate", tag = "Admin", params(("id" = String, Path, description = "The tool's `_id`")), request_body = VatRateBody, security(("bearer" = ["admin"])),
    responses((status = 200, body = Tool), (status = 422, body = ErrorBody, description = "Not a percentage from 0 to 50.")))]
async fn set_vat_rate(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(body): AppJson<VatRateBody>,
) -> Result<Json<Tool>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    let rate = shared::VatRate::parse(&body.vat_rate)?;
    set_one(
        &state,
        id,
        "UPDATE tools SET vat_rate = $1 WHERE id = $2",
        rate.basis_points(),
    )
    .await
}

/// Sets one column of a tool (`sql` binds the value, then the id); the tool as it now is.
async fn set_one(state: &AppState, id: i64, sql: &str, value: u32) -> Result<Json<Tool>> {
    let mut tx = state.writer.begin().await?;
    let changed = sqlx::query(sql)
        .bind(i64::from(value))
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    tx.commit().await?;
    if changed == 0 {
        return Err(AppError::not_found(shared::messages::THING_TOOL));
    }
    state.listing.invalidate();
    let tool = catalogue::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::not_found(shared::messages::THING_TOOL))?;
    Ok(Json(tool))
}

/// Sets what one piece of a tool weighs, packed: the couriers' parcels weigh their pieces
/// together.
#[utoipa::path(put, path = "/product/{id}/weight", tag = "Admin", params(("id" = String, Path, description = "The tool's `_id`")), request_body = WeightBody, security(("bearer" = ["admin"])),
    responses((status = 200, body = Tool), (status = 404, body = ErrorBody, description = "No such tool."), (status = 422, body = ErrorBody, description = "Not whole grams from 1 to 50000.")))]
async fn set_weight(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(body): AppJson<WeightBody>,
) -> Result<Json<Tool>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    let grams = shared::courier::parse_weight(&body.weight_grams)?;
    set_one(
        &state,
        id,
        "UPDATE tools SET weight_grams = $1 WHERE id = $2",
        grams,
    )
    .await
}

/// Sets a tool's part number (its own in the catalogue), brand and category together, and its
/// values of the category's specifications (those not named keep theirs; moved to another
/// category, it keeps only the values of specifications the new one has).
#[utoipa::path(put, path = "/product/{id}/details", tag = "Admin", params(("id" = String, Path, description = "The tool's `_id`")), request_body = ToolDetailsForm, security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Tool),
        (status = 404, body = ErrorBody, description = "No such tool."),
        (status = 409, body = ErrorBody, description = "Another tool has that part number."),
        (status = 422, body = ErrorBody, description = "The part number or brand breaks its rule, the category is not there, or a specification's value breaks its rule or is not the category's."),
    ))]
async fn set_details(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(form): AppJson<ToolDetailsForm>,
) -> Result<Json<Tool>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    let details = ToolDetails::parse(&form)?;
    if !catalogue::categories::set_tool_details(&state.writer, id, &details, &form.specs).await? {
        return Err(AppError::not_found(shared::messages::THING_TOOL));
    }
    state.listing.invalidate();
    state.trigram_counts.forget();
    catalogue::find_whole(&state.db, id)
        .await?
        .map(Json)
        .ok_or_else(|| AppError::not_found(shared::messages::THING_TOOL))
}

/// Sets a tool's price breaks (replacing any it had).
///
/// From each break's quantity on, a piece costs its price; below the first, the tool's price.
/// The unit price an order line gets is the break its quantity falls in.
#[utoipa::path(put, path = "/product/{id}/tiers", tag = "Admin", params(("id" = String, Path, description = "The tool's `_id`")), request_body = PriceTiersBody, security(("bearer" = ["admin"])),
    responses((status = 200, body = Tool)))]
async fn set_price_tiers(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(body): AppJson<PriceTiersBody>,
) -> Result<Json<Tool>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    let tool = catalogue::find(&state.db, id)
        .await?
        .ok_or_else(|| AppError::not_found(shared::messages::THING_TOOL))?;
    let tiers = shared::tiers::parse_tiers(tool.tool_price, &body.price_tiers)?;
    catalogue::set_tiers(&state.writer, id, &tiers).await?;
    state.listing.invalidate();
    Ok(Json(Tool {
        price_tiers: tiers,
        ..tool
    }))
}

/// Adds a tool to the catalogue.
///
/// Every rule of the Add Product form, then one insert: the unique name key decides a race
/// between two admins adding the same name, so exactly one tool is created.
#[utoipa::path(post, path = "/product", tag = "Admin", request_body = ProductForm, security(("bearer" = ["admin"])),
    responses(
        (status = 201, body = Inserted),
        (status = 409, body = ErrorBody, description = "A tool of that name exists."),
    ))]
async fn add_product(
    State(state): State<AppState>,
    _: AdminUser,
    AppJson(form): AppJson<ProductForm>,
) -> Result<(StatusCode, Json<Inserted>)> {
    let product = NewProduct::parse(&form, [])?;
    let mut tx = state.writer.begin().await?;
    let inserted =
        catalogue::insert_tool(&mut tx, &product, &product.tool_image, db::now_ms()).await;
    let id: i64 = match inserted {
        Err(error) if db::is_unique_violation(&error) => {
            return Err(AppError::field_conflict("toolName", messages::TOOL_EXISTS));
        }
        other => other?,
    };
    tx.commit().await?;
    state.listing.invalidate();
    state.trigram_counts.forget();
    Ok((
        StatusCode::CREATED,
        Json(Inserted {
            inserted_id: id,
            message: Some(say(messages::TOOL_ADDED)),
        }),
    ))
}

/// Adds pieces to a tool's stock.
///
/// One statement, so restocks and orders arriving together all count.
#[utoipa::path(put, path = "/product/{id}", tag = "Admin", params(("id" = String, Path, description = "The tool's `_id`")), request_body = Restock, security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Restocked),
        (status = 409, body = ErrorBody, description = "The stock would pass 4,294,967,295 pieces."),
    ))]
async fn restock(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(body): AppJson<Restock>,
) -> Result<Json<Restocked>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    let pieces = parse_restock(body.available_quantity.text())?;
    let stock = sales::stock::restock(&state, id, pieces).await?;
    Ok(Json(Restocked {
        modified_count: 1,
        available_quantity: stock,
        message: say(messages::PRODUCT_RESTOCKED),
    }))
}

/// Removes a tool; orders keep their own copy of its name, picture and price.
#[utoipa::path(delete, path = "/product/{id}", tag = "Admin", params(("id" = String, Path, description = "The tool's `_id`")), security(("bearer" = ["admin"])),
    responses((status = 200, body = Deleted)))]
async fn remove_product(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
) -> Result<Json<Deleted>> {
    let id = parse_id(&id, shared::messages::THING_TOOL)?;
    let mut tx = state.writer.begin().await?;
    let deleted = sqlx::query("DELETE FROM tools WHERE id = $1")
        .bind(id)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    tx.commit().await?;
    if deleted == 0 {
        return Err(AppError::not_found(shared::messages::THING_TOOL));
    }
    state.listing.invalidate();
    state.trigram_counts.forget();
    Ok(Json(Deleted {
        deleted_count: 1,
        message: say(messages::PRODUCT_DELETED),
    }))
}
