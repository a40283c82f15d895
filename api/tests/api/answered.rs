//! Every answer the API tests get is held to the OpenAPI document: its status must be one the
//! operation documents (the test fails at once otherwise), and each operation and status met is
//! written down, so `tests/statuses.rs` can check that every status a handler documents is one
//! some test met.

use axum::http::{Method, StatusCode, Uri};
use std::collections::BTreeSet;
use std::io::Write;
use std::sync::{Mutex, OnceLock};

/// Where the operations and statuses met are written, one `METHOD /path/{template} STATUS` a
/// line, a file per test binary (`answered-api.txt` for the API suite); emptied when the binary
/// starts.
const ANSWERED: &str = concat!(
    env!("CARGO_TARGET_TMPDIR"),
    "/answered-",
    env!("CARGO_CRATE_NAME"),
    ".txt"
);

struct Documented {
    method: Method,
    template: String,
    statuses: Vec<String>,
}

fn documented() -> &'static [Documented] {
    static DOCUMENTED: OnceLock<Vec<Documented>> = OnceLock::new();
    DOCUMENTED.get_or_init(|| {
        let mut all = Vec::new();
        for (template, item) in &api::api_document().document.paths.paths {
            for (method, operation) in api::http::openapi::operations_of(item) {
                all.push(Documented {
                    method,
                    template: template.clone(),
                    statuses: operation.responses.responses.keys().cloned().collect(),
                });
            }
        }
        all
    })
}

/// Whether `path` fits `template` (`{name}` fits one segment), and how many literal segments
/// it fits: `/orders/{key}` and `/orders/{id}/delivery` never both fit one path, but
/// `/admin/{email}` and a literal neighbour would, and the literal one is the route.
fn fit(template: &str, path: &str) -> Option<usize> {
    let (template, path): (Vec<&str>, Vec<&str>) =
        (template.split('/').collect(), path.split('/').collect());
    if template.len() != path.len() {
        return None;
    }
    let mut literal = 0;
    for (want, have) in template.iter().zip(&path) {
        if want.starts_with('{') {
            if have.is_empty() {
                return None;
            }
        } else if want == have {
            literal += 1;
        } else {
            return None;
        }
    }
    Some(literal)
}

/// Holds one answer to the document and writes down its operation and status.
pub fn check(method: &Method, uri: &Uri, status: StatusCode) {
    let Some(path) = uri.path().strip_prefix("/api") else {
        return;
    };
    let method = if method == Method::HEAD {
        &Method::GET
    } else {
        method
    };
    let Some(operation) = documented()
        .iter()
        .filter(|operation| operation.method == *method)
        .filter_map(|operation| fit(&operation.template, path).map(|literal| (literal, operation)))
        .max_by_key(|(literal, _)| *literal)
        .map(|(_, operation)| operation)
    else {
        // An unknown path or method: its 404 or 405 belongs to no operation.
        return;
    };
    let code = status.as_u16().to_string();
    assert!(
        operation.statuses.contains(&code),
        "{method} /api{} answered {status}, which the document does not list for it (it lists {})",
        operation.template,
        operation.statuses.join(", ")
    );
    record(format!("{method} {} {code}", operation.template));
}

fn record(line: String) {
    static MET: OnceLock<Mutex<BTreeSet<String>>> = OnceLock::new();
    let met = MET.get_or_init(|| {
        std::fs::write(ANSWERED, "").expect("the answered-statuses file can be written");
        Mutex::default()
    });
    let mut met = met.lock().unwrap();
    if met.insert(line.clone()) {
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(ANSWERED)
            .unwrap();
        writeln!(file, "{line}").unwrap();
    }
}
