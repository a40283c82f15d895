//! Query parameters an operation does not document are refused (400), naming the ones it takes:
//! `?limt=5` would otherwise be ignored and answer the whole list. The names come from the
//! OpenAPI document, so what is refused and what is documented are one list.
//!
//! The providers' callbacks are left open: bKash, SSLCommerz and Stripe may add fields to what
//! they send, and refusing one would lose a payment's news.

use crate::error::AppError;
use crate::http::openapi::{PROVIDER_CALLBACKS, operations_of};
use axum::extract::{MatchedPath, Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use shared::messages;
use std::collections::HashMap;
use std::sync::Arc;
use utoipa::openapi::path::{Operation, ParameterIn};
use utoipa::openapi::{OpenApi, RefOr};

/// The query parameters each operation takes, by path as the document writes it, then method:
/// read on every request, so looked up by the borrowed path.
#[derive(Debug, Default)]
pub struct KnownQueries(HashMap<String, Vec<(Method, Vec<String>)>>);

impl KnownQueries {
    pub fn of(document: &OpenApi) -> Arc<Self> {
        let mut known: HashMap<String, Vec<(Method, Vec<String>)>> = HashMap::new();
        for (path, item) in &document.paths.paths {
            if PROVIDER_CALLBACKS.contains(&path.as_str()) {
                continue;
            }
            for (method, operation) in operations_of(item) {
                known
                    .entry(path.clone())
                    .or_default()
                    .push((method, query_names(operation)));
            }
        }
        Arc::new(Self(known))
    }

    /// The first parameter of `query` the operation does not take, with the ones it does;
    /// `None` when every one is known or the operation is not in the document.
    fn unknown(&self, method: &Method, path: &str, query: &str) -> Option<(String, &[String])> {
        if query.is_empty() {
            return None;
        }
        let path = path.strip_prefix("/api").unwrap_or(path);
        // HEAD is answered by the GET route.
        let method = if method == Method::HEAD {
            &Method::GET
        } else {
            method
        };
        let (_, takes) = self
            .0
            .get(path)?
            .iter()
            .find(|(operation, _)| operation == method)?;
        form_urlencoded::parse(query.as_bytes())
            .find(|(name, _)| !takes.iter().any(|taken| taken == name))
            .map(|(name, _)| (name.into_owned(), takes.as_slice()))
    }
}

fn query_names(operation: &Operation) -> Vec<String> {
    operation
        .parameters
        .iter()
        .flatten()
        .filter_map(|parameter| match parameter {
            RefOr::T(parameter) if parameter.parameter_in == ParameterIn::Query => {
                Some(parameter.name.clone())
            }
            _ => None,
        })
        .collect()
}

/// Refuses a request to a documented operation that carries a query parameter it does not take.
pub async fn refuse_unknown(
    State(known): State<Arc<KnownQueries>>,
    path: MatchedPath,
    request: Request,
    next: Next,
) -> Response {
    let query = request.uri().query().unwrap_or_default();
    if let Some((name, takes)) = known.unknown(request.method(), path.as_str(), query) {
        let refusal = if takes.is_empty() {
            messages::no_query_parameters(&name)
        } else {
            messages::unknown_query_parameter(&name, &takes.join(", "))
        };
        return AppError::BadRequest(refusal).into_response();
    }
    next.run(request).await
}
