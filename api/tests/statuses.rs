//! Every status a handler documents (in its `#[utoipa::path]`) is one the API tests met, so
//! the document promises nothing the code cannot answer. The tests in `tests/api` write down
//! each operation and status they meet (`answered.rs`, which also fails any answer the document
//! does not list); Cargo runs that binary before this one. The errors every operation of a kind
//! shares (401 and 403 from its security, a body's 400/408/413/415/422, a path's 404, the form
//! limits' 429, an unknown query parameter's 400) come from the extractors and middleware and
//! are tested once for all in `tests/api/errors.rs` and `authorization.rs`, so only what each
//! handler documents itself is checked here.

use std::collections::BTreeSet;

/// What the API suite (the `api` test binary) met.
const ANSWERED: &str = concat!(env!("CARGO_TARGET_TMPDIR"), "/answered-api.txt");

#[test]
fn every_status_a_handler_documents_is_one_the_tests_met() {
    let met = std::fs::read_to_string(ANSWERED).unwrap_or_else(|_| {
        panic!("{ANSWERED} is missing: run the API tests first (`cargo test -p api`)")
    });
    let met: BTreeSet<&str> = met.lines().collect();
    let (_, document) = api::routes::api_routes().split_for_parts();
    let mut unmet = Vec::new();
    for (template, item) in &document.paths.paths {
        for (method, operation) in api::http::openapi::operations_of(item) {
            for status in operation.responses.responses.keys() {
                let line = format!("{method} {template} {status}");
                if !met.contains(line.as_str()) {
                    unmet.push(line);
                }
            }
        }
    }
    assert!(
        unmet.is_empty(),
        "documented, but no API test met it (test it, or correct the document):\n{}",
        unmet.join("\n")
    );
}
