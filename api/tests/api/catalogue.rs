use crate::helpers::{spawn_app, spawn_empty_app};
use axum::http::StatusCode;

#[tokio::test]
async fn a_new_shop_lists_its_sample_tools_newest_first() {
    let app = spawn_app().await;

    let reply = app.get("/api/tools").await;

    assert_eq!(reply.status, StatusCode::OK);
    let tools = reply.json();
    let tools = tools.as_array().unwrap();
    assert!(tools.len() >= 12, "only {} sample tools", tools.len());
    let ids: Vec<i64> = tools
        .iter()
        .map(|tool| tool["_id"].as_i64().unwrap())
        .collect();
    assert!(
        ids.windows(2).all(|pair| pair[0] > pair[1]),
        "not newest first: {ids:?}"
    );
    for tool in tools {
        let description = tool["toolDescription"].as_str().unwrap().chars().count();
        assert!((100..=200).contains(&description), "{tool}");
        assert!(tool["toolPrice"].as_f64().unwrap() > 0.0);
        assert!(tool["minOrder"].as_u64().unwrap() >= 1);
        assert!(tool["availableQuantity"].is_u64());
        assert!(
            tool["toolImage"]
                .as_str()
                .unwrap()
                .starts_with("/api/images/")
        );
    }
}

#[tokio::test]
async fn a_tool_is_found_by_its_id() {
    let app = spawn_app().await;
    let first = app.get("/api/tools").await.json()[0].clone();

    let reply = app.get(&format!("/api/tools/{}", first["_id"])).await;

    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.json(), first);
}

#[tokio::test]
async fn unknown_and_malformed_tool_ids_are_json_404s() {
    let app = spawn_app().await;
    for path in [
        "/api/tools/99999",
        "/api/tools/abc",
        "/api/tools/-1",
        "/api/tools/0",
        "/api/tools/1.5",
    ] {
        let reply = app.get(path).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(reply.json()["error"]["code"], "not_found", "{path}");
    }
}

#[tokio::test]
async fn tool_images_are_served_with_long_cache_headers() {
    let app = spawn_app().await;
    let image = app.get("/api/tools").await.json()[0]["toolImage"]
        .as_str()
        .unwrap()
        .to_owned();

    let reply = app.get(&image).await;

    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.headers["content-type"], "image/svg+xml");
    assert!(
        reply.headers["cache-control"]
            .to_str()
            .unwrap()
            .contains("immutable")
    );
    assert!(reply.text.starts_with("<svg"));
}

#[tokio::test]
async fn a_missing_image_is_a_json_404_without_long_caching() {
    let app = spawn_app().await;

    let reply = app.get("/api/images/0000.png").await;

    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(reply.json()["error"]["code"], "not_found");
    assert!(reply.headers.get("cache-control").is_none());
}

#[tokio::test]
async fn blogs_carry_the_spec_fields() {
    let app = spawn_app().await;

    let blogs = app.get("/api/blogs").await.json();

    assert_eq!(blogs.as_array().unwrap().len(), 3);
    for key in [
        "_id",
        "name",
        "date",
        "image",
        "blogHeading",
        "blogImage",
        "blog",
    ] {
        assert!(blogs[0].get(key).is_some(), "{key} missing");
    }
}

#[tokio::test]
async fn reviews_carry_a_rating_from_one_to_five() {
    let app = spawn_app().await;

    let reviews = app.get("/api/reviews").await.json();

    let reviews = reviews.as_array().unwrap();
    assert_eq!(reviews.len(), 6);
    for review in reviews {
        assert!((1..=5).contains(&review["rating"].as_u64().unwrap()));
        assert!(!review["user"].as_str().unwrap().is_empty());
        assert!(!review["review"].as_str().unwrap().is_empty());
    }
}

#[tokio::test]
async fn an_empty_shop_lists_nothing_rather_than_failing() {
    let app = spawn_empty_app().await;
    for path in ["/api/tools", "/api/blogs", "/api/reviews"] {
        let reply = app.get(path).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert_eq!(reply.json(), serde_json::json!([]), "{path}");
    }
}

#[tokio::test]
async fn seeding_happens_once_and_creates_the_demo_accounts() {
    let app = spawn_app().await;

    let seeded_again = api::seed::seed_if_empty(&app.state.db, &app.state.config.images_dir())
        .await
        .unwrap();

    assert!(!seeded_again);
    let roles: Vec<(String, String)> =
        sqlx::query_as("SELECT email, role FROM users ORDER BY email")
            .fetch_all(&app.state.db)
            .await
            .unwrap();
    assert_eq!(
        roles,
        [
            ("admin@shop.test".to_owned(), "admin".to_owned()),
            ("buyer@shop.test".to_owned(), "user".to_owned())
        ]
    );
}

#[tokio::test]
async fn health_reports_ok() {
    let app = spawn_empty_app().await;

    let reply = app.get("/api/health").await;

    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.json()["status"], "ok");
}
