//! A catalogue too large to keep in memory (issue 21): the spec's whole-catalogue
//! `GET /api/tools` is streamed from the database a chunk at a time, as one JSON array, with a
//! weak ETag that still answers 304.

use crate::helpers::spawn_app;
use axum::http::StatusCode;

#[tokio::test]
async fn a_large_catalogue_is_streamed_whole_newest_first() {
    let app = spawn_app().await;
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500)
         INSERT INTO tools (name, name_key, image, description, price_poisha, min_order,
                            available_quantity, created_at)
         SELECT printf('Part Model %06d', i), printf('part model %06d', i), '/api/images/x.png',
                printf('Precision machined part number %06d for industrial sensors and fittings, sold by the piece.', i),
                10000 + i, 1, 100, 0
         FROM n",
    )
    .execute(&app.state.db)
    .await
    .unwrap();
    let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM tools")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    app.state.listing.invalidate();

    let reply = app.get("/api/tools").await;
    assert_eq!(reply.status, StatusCode::OK);
    let tools = reply.json();
    let ids: Vec<i64> = tools
        .as_array()
        .unwrap()
        .iter()
        .map(|tool| tool["_id"].as_i64().unwrap())
        .collect();
    assert_eq!(ids.len() as i64, total, "every tool, once");
    assert!(ids.windows(2).all(|pair| pair[0] > pair[1]), "newest first");
    assert_eq!(tools[0]["toolName"], "Part Model 002500");
    let etag = reply.headers["etag"].to_str().unwrap().to_owned();
    assert!(etag.starts_with("W/"), "{etag}");

    let again = app
        .send(
            axum::http::Request::get("/api/tools")
                .header("if-none-match", &etag)
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    // The first page of the listing is the stream's first tools.
    let page = app.get("/api/tools?limit=3").await.json();
    assert_eq!(page[0]["_id"], ids[0]);
    assert_eq!(page[2]["_id"], ids[2]);
}
