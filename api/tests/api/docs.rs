//! The API's description: the OpenAPI document and the page that reads it.

use crate::helpers::spawn_app;
use axum::http::StatusCode;

#[tokio::test]
async fn the_openapi_document_describes_every_operation_with_its_answers() {
    let app = spawn_app().await;

    let reply = app.get("/api/openapi.json").await;

    assert_eq!(reply.status, StatusCode::OK);
    let document = reply.json();
    assert!(document["openapi"].as_str().unwrap().starts_with("3."));
    assert_eq!(document["servers"][0]["url"], "/api");
    let paths = document["paths"].as_object().unwrap();
    for (path, method) in [
        ("/tools", "get"),
        ("/orders", "post"),
        ("/orders/{key}", "delete"),
        ("/user/admin/{email}", "put"),
        ("/payments/confirm", "post"),
    ] {
        let operation = &paths[path][method];
        assert!(operation.is_object(), "{method} {path} is missing");
        assert!(
            operation["summary"].is_string(),
            "{method} {path} has no summary"
        );
    }
    // Every operation says what its errors look like.
    let place_order = &paths["/orders"]["post"]["responses"];
    for status in ["201", "401", "403", "409", "422"] {
        assert!(
            place_order[status].is_object(),
            "POST /orders lacks {status}"
        );
    }
    let error = &place_order["422"]["content"]["application/json"]["schema"]["$ref"];
    assert_eq!(error, "#/components/schemas/ErrorBody");
    assert!(document["components"]["schemas"]["Tool"]["properties"]["toolPrice"].is_object());
    assert_eq!(
        document["components"]["securitySchemes"]["bearer"]["scheme"],
        "bearer"
    );
}

#[tokio::test]
async fn the_api_page_lists_the_operations_for_people() {
    let app = spawn_app().await;

    let reply = app.get("/api/docs").await;

    assert_eq!(reply.status, StatusCode::OK);
    assert!(
        reply.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/html")
    );
    assert!(reply.text.contains("<code>/orders/{key}</code>"));
    assert!(reply.text.contains("Who may call: an admin."));
    assert!(reply.text.contains("id=\"schema-ErrorBody\""));
    // The doc comments' `code` spans, as code.
    assert!(reply.text.contains("<code>accessToken</code>"));
    assert!(!reply.text.contains("<script"));
}

/// The document is the API's contract: a change to it must be deliberate. The snapshot was
/// taken before the rework; rewrite it with `UPDATE_OPENAPI_SNAPSHOT=1` only when
/// the API itself changes.
#[tokio::test]
async fn the_openapi_document_matches_its_snapshot() {
    let app = spawn_app().await;
    let snapshot_path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/api/openapi.snapshot.json"
    );

    let served = app.get("/api/openapi.json").await.json();

    if std::env::var_os("UPDATE_OPENAPI_SNAPSHOT").is_some() {
        let pretty = serde_json::to_string_pretty(&served).unwrap();
        std::fs::write(snapshot_path, pretty + "\n").unwrap();
    }
    let snapshot: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(snapshot_path).unwrap()).unwrap();
    let mut changed = Vec::new();
    differences("", &served, &snapshot, &mut changed);
    assert!(
        changed.is_empty(),
        "the OpenAPI document changed at {changed:?}; if the API was meant to change, run \
         UPDATE_OPENAPI_SNAPSHOT=1 cargo test -p api --test api docs::"
    );
}

/// The JSON pointers at which two documents differ.
fn differences(
    at: &str,
    left: &serde_json::Value,
    right: &serde_json::Value,
    out: &mut Vec<String>,
) {
    use serde_json::Value;
    match (left, right) {
        (Value::Object(left), Value::Object(right)) => {
            for key in left
                .keys()
                .chain(right.keys().filter(|key| !left.contains_key(*key)))
            {
                let pointer = format!("{at}/{}", key.replace('~', "~0").replace('/', "~1"));
                match (left.get(key), right.get(key)) {
                    (Some(left), Some(right)) => differences(&pointer, left, right, out),
                    _ => out.push(pointer),
                }
            }
        }
        _ if left != right => out.push(at.to_owned()),
        _ => {}
    }
}
