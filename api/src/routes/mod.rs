//! The JSON API, one module per resource, merged under `/api`.

mod accounts;
mod addresses;
mod admins;
mod blogs;
mod cart;
pub mod categories;
mod cod;
mod companies;
mod contact;
mod courier_hooks;
mod delivery_charges;
mod docs;
mod exports;
mod health;
mod images;
mod imports;
mod inbox;
mod invoices;
mod orders;
mod outbox;
mod overview;
mod parcels;
mod payments;
mod phone;
mod products;
mod reviews;
mod sessions;
mod shop_config;
mod shop_texts;
mod synonyms;
pub mod tools;
mod users;

use crate::error::AppError;
use crate::http::middleware::caching;
use crate::http::openapi;
use crate::runtime::state::{ApiRouter, AppState};
use axum::Router;
use axum::http::Method;
use shared::messages;

/// The API's router, as nested under `/api`.
pub fn api_router() -> Router<AppState> {
    let (router, _) = api_routes().split_for_parts();
    router
        .fallback(not_found)
        .method_not_allowed_fallback(method_not_allowed)
}

/// Every endpoint, each with its operation in the OpenAPI document ([`crate::api_document`]).
pub fn api_routes() -> ApiRouter {
    ApiRouter::new()
        .merge(docs::router())
        .merge(health::router())
        .merge(shop_config::router())
        .merge(public_reads())
        .merge(contact::router())
        .merge(users::router())
        .merge(addresses::router())
        .merge(companies::router())
        .merge(shop_texts::router())
        .merge(images::router())
        .merge(cart::router())
        .merge(orders::router())
        .merge(overview::router())
        .merge(exports::router())
        .merge(outbox::router())
        .merge(inbox::router())
        .merge(products::router())
        .merge(categories::router())
        .merge(synonyms::router())
        .merge(imports::router())
        .merge(admins::router())
        .merge(reviews::router())
        .merge(invoices::router())
        .merge(payments::router())
        .merge(parcels::router())
        .merge(cod::router())
        .merge(delivery_charges::router())
        .merge(courier_hooks::router())
        .merge(accounts::router())
        .merge(phone::router())
        .merge(sessions::router())
}

/// The catalogue, blogs and reviews: the same for everyone, so cacheable with ETags.
fn public_reads() -> ApiRouter {
    let mut reads = ApiRouter::new()
        .merge(tools::router())
        .merge(categories::public_router())
        .merge(blogs::router())
        .merge(reviews::public_router())
        .route_layer(axum::middleware::from_fn(caching::etag));
    openapi::add_not_modified(reads.get_openapi_mut());
    reads
}

/// Unknown `/api/*` paths answer JSON, never the UI's HTML.
pub async fn not_found() -> AppError {
    AppError::NotFound(messages::API_ADDRESS_UNKNOWN.into())
}

async fn method_not_allowed(method: Method) -> AppError {
    AppError::MethodNotAllowed(messages::method_not_allowed(method.as_str()))
}
