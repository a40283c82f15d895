//! The UI is served from the binary with a fallback to index.html for client routes.
//! (In debug builds rust-embed reads ui/dist from disk; without a build it says so.)

use crate::helpers::spawn_app;
use axum::http::StatusCode;

#[tokio::test]
async fn client_routes_get_the_ui_or_a_clear_message() {
    let app = spawn_app().await;
    for path in ["/", "/dashboard/my-orders", "/confirm-purchase/3"] {
        let reply = app.get(path).await;
        match reply.status {
            StatusCode::OK => {
                assert!(reply.text.contains("<div id=\"root\">"), "{path}");
                assert_eq!(reply.headers["cache-control"], "no-cache");
            }
            StatusCode::SERVICE_UNAVAILABLE => assert!(reply.text.contains("just build")),
            other => panic!("{path}: {other}"),
        }
    }
}

#[tokio::test]
async fn an_unknown_path_is_a_404_with_the_ui_to_say_so() {
    let app = spawn_app().await;

    let reply = app.get("/no-such-page").await;

    match reply.status {
        StatusCode::NOT_FOUND => assert!(reply.text.contains("<div id=\"root\">")),
        // A debug build without the UI says so, whatever the path.
        StatusCode::SERVICE_UNAVAILABLE => assert!(reply.text.contains("just build")),
        other => panic!("{other}"),
    }
}

#[tokio::test]
async fn a_missing_file_is_a_404_not_the_page() {
    let app = spawn_app().await;

    let reply = app.get("/assets/missing-1234.js").await;

    assert_eq!(reply.status, StatusCode::NOT_FOUND);
}
