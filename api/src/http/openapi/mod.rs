//! The OpenAPI 3 document of `/api`, generated from the routes themselves: every endpoint is
//! registered through `utoipa_axum::routes!`, which reads the handler's `#[utoipa::path]`, so
//! the router and the document are one table. (`clippy.toml` forbids registering a route any
//! other way.) The authorization matrix test walks this document. The caller hands in the
//! routes' operations, so this module does not depend on the router that mounts it.

mod page;

use crate::error::ErrorBody;
use crate::http::middleware::rate_limit::is_limited;
use axum::body::Bytes;
use axum::http::Method;
use utoipa::Modify;
use utoipa::OpenApi;
use utoipa::openapi::path::{Operation, PathItem};
use utoipa::openapi::response::{Response, ResponseBuilder};
use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::openapi::{Content, OpenApi as Document, Ref, RefOr};

/// The name of the bearer-token scheme in `security` requirements. Its scopes name roles:
/// none (any signed-in account), `admin`, `buyer` (any account but an admin's), or `owner` (the
/// account named in the path, or the buyer of the order named there; someone else's order
/// answers 404). Two requirements mean either will do.
pub const BEARER: &str = "bearer";

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Tools shop API",
        description = "The shop's JSON API: catalogue, accounts, orders, payments, reviews and \
                       administration. Prices are numbers of taka (Tk). Every error answers \
                       `{\"error\": {\"code\", \"message\", \"field\"}}` with a message meant \
                       for people. Sign in with `POST /login` and send the `accessToken` it \
                       returns as `Authorization: Bearer …`."
    ),
    servers((url = "/api", description = "This shop")),
    modifiers(&BearerScheme),
    components(schemas(ErrorBody)),
    tags(
        (name = "Shop", description = "Health and the browser's configuration"),
        (name = "Catalogue", description = "Tools, blog posts and reviews, readable by anyone"),
        (name = "Accounts", description = "Signing up and in, email links, profiles"),
        (name = "Orders", description = "A buyer's orders and their payment"),
        (name = "Reviews", description = "Reviews of delivered tools"),
        (name = "Admin", description = "Products, stock, all orders and the admins"),
        (name = "Payments", description = "Calls from the payment providers: SSLCommerz's notification and returns, bKash's callback"),
    )
)]
struct ApiDoc;

struct BearerScheme;

impl Modify for BearerScheme {
    fn modify(&self, openapi: &mut Document) {
        let mut scheme = Http::new(HttpAuthScheme::Bearer);
        scheme.bearer_format = Some("JWT".into());
        scheme.description = Some("The `accessToken` from `POST /login` or `POST /signup`.".into());
        openapi
            .components
            .get_or_insert_with(Default::default)
            .add_security_scheme(BEARER, SecurityScheme::Http(scheme));
    }
}

/// The finished document, its JSON and its page, as served.
pub struct ApiDocument {
    pub document: Document,
    /// Bytes, so each answer shares them instead of copying 100 KB.
    pub json: Bytes,
    pub page: Bytes,
}

impl ApiDocument {
    /// Completes the operations the routes describe (`OpenApiRouter::split_for_parts`) with
    /// the document's header and the common error answers.
    pub fn new(paths: Document) -> Self {
        let mut document = ApiDoc::openapi().merge_from(paths);
        add_common_errors(&mut document);
        let value = serde_json::to_value(&document).unwrap_or_default();
        Self {
            json: Bytes::from(value.to_string()),
            page: Bytes::from(page::render(&value, BEARER)),
            document,
        }
    }
}

/// The answers every operation of a kind can give, added where the handler did not describe
/// them itself: refusals for secured operations, body errors where there is a body, 404 where
/// the path names a record, 429 on the rate-limited forms.
fn add_common_errors(document: &mut Document) {
    for (path, item) in document.paths.paths.iter_mut() {
        let limited = is_limited(&format!("/api{path}"));
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            for (status, why) in common_errors(operation, path, limited) {
                operation
                    .responses
                    .responses
                    .entry(status.to_string())
                    .or_insert_with(|| RefOr::T(error_response(why)));
            }
            if !PROVIDER_CALLBACKS.contains(&path.as_str()) {
                add_unknown_query_refusal(operation);
            }
        }
    }
}

/// Paths whose callers are payment providers, not the shop's clients: they may add fields to
/// what they send, so their query is never held to the document.
pub const PROVIDER_CALLBACKS: [&str; 4] = [
    "/bkash/callback",
    "/sslcommerz/ipn",
    "/sslcommerz/return/{outcome}",
    "/stripe/webhook",
];

/// A path's operations with their methods.
pub fn operations_of(item: &PathItem) -> impl Iterator<Item = (Method, &Operation)> {
    [
        (Method::GET, &item.get),
        (Method::PUT, &item.put),
        (Method::POST, &item.post),
        (Method::DELETE, &item.delete),
        (Method::PATCH, &item.patch),
    ]
    .into_iter()
    .filter_map(|(method, operation)| operation.as_ref().map(|operation| (method, operation)))
}

/// The reads behind `caching::etag` answer 304 to an `If-None-Match` that names their ETag.
pub fn add_not_modified(document: &mut Document) {
    for item in document.paths.paths.values_mut() {
        if let Some(operation) = item.get.as_mut() {
            operation.responses.responses.insert(
                "304".to_owned(),
                RefOr::T(
                    ResponseBuilder::new()
                        .description("Not modified since the ETag named in `If-None-Match`.")
                        .build(),
                ),
            );
        }
    }
}

/// Every operation but the providers' callbacks refuses a query parameter it does not take
/// (`known_query`), besides its own reasons for a 400.
fn add_unknown_query_refusal(operation: &mut Operation) {
    const WHY: &str = "A query parameter the operation does not take.";
    match operation.responses.responses.entry("400".to_owned()) {
        std::collections::btree_map::Entry::Vacant(entry) => {
            entry.insert(RefOr::T(error_response(WHY)));
        }
        std::collections::btree_map::Entry::Occupied(mut entry) => {
            if let RefOr::T(response) = entry.get_mut() {
                response.description =
                    format!("{} Or: {}", response.description, WHY.to_lowercase());
            }
        }
    }
}

fn common_errors(operation: &Operation, path: &str, limited: bool) -> Vec<(u16, &'static str)> {
    let mut errors = Vec::new();
    let requirements = operation.security.as_deref().unwrap_or_default();
    if !requirements.is_empty() {
        errors.push((401, "Not signed in, or the sign-in has expired."));
        let anyone_signed_in = requirements
            .iter()
            .any(|requirement| roles(requirement).is_empty());
        if !anyone_signed_in {
            errors.push((403, "This account may not do this."));
        }
    }
    if operation.request_body.is_some() {
        errors.push((400, "The body is not valid JSON."));
        errors.push((413, "The body is too large."));
        errors.push((415, "The body is not sent as JSON."));
        errors.push((408, "The body did not arrive within the deadline."));
        errors.push((422, "A field breaks a rule; `errors` lists each one."));
    }
    if path.contains('{') {
        errors.push((404, "There is no such record."));
    }
    if limited {
        errors.push((429, "Too many requests from this address; wait a minute."));
    }
    errors
}

/// The roles a security requirement asks for (its scopes under [`BEARER`]).
pub fn roles(requirement: &utoipa::openapi::security::SecurityRequirement) -> Vec<String> {
    serde_json::to_value(requirement)
        .ok()
        .and_then(|value| value.get(BEARER).cloned())
        .and_then(|scopes| serde_json::from_value(scopes).ok())
        .unwrap_or_default()
}

fn error_response(description: &str) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            Content::new(Some(Ref::from_schema_name("ErrorBody"))),
        )
        .build()
}
