//! Lists that cost their page: the spec's whole-catalogue `GET /api/tools`
//! streamed from the database a chunk at a time when it is too large to keep, with a weak ETag
//! that still answers 304; and orders and accounts paged by cursor.

use crate::helpers::{ADMIN, BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::Value;

#[tokio::test]
async fn a_large_catalogue_is_streamed_whole_newest_first() {
    let app = spawn_app().await;
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2500)
         INSERT INTO tools (name, name_key, image, description, price_poisha, min_order,
                            available_quantity, created_at)
         SELECT 'Part Model ' || digits, 'part model ' || digits, '/api/images/x.png',
                'Precision machined part number ' || digits
                    || ' for industrial sensors and fittings, sold by the piece.',
                10000 + i, 1, 100, 0
         FROM (SELECT i, substr(CAST(1000000 + i AS TEXT), 2) AS digits FROM n) numbered",
    )
    .execute(&app.state.db)
    .await
    .unwrap();
    let total = app.count("tools", "TRUE").await;
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
    // Browsers ask for it compressed: the stream ends once, whole, through the gzip layer.
    let gzipped = gzipped(&app, "/api/tools", None).await;
    assert!(
        gzipped.bytes.len() > 10_000,
        "{} bytes",
        gzipped.bytes.len()
    );
    // The first page of the listing is the stream's first tools.
    let page = app.get("/api/tools?limit=3").await.json();
    assert_eq!(page[0]["_id"], ids[0]);
    assert_eq!(page[2]["_id"], ids[2]);
}

/// Every page of `path` (which has its own query), walked with each page's cursor: the pages'
/// items, and the total the first page gave.
async fn walk(app: &TestApp, path: &str, token: &str, limit: u32) -> (Vec<Value>, i64) {
    let (mut items, mut total) = (Vec::new(), None);
    let mut after = String::new();
    loop {
        let reply = app
            .get_as(&format!("{path}&limit={limit}{after}"), token)
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        if total.is_none() {
            total = Some(
                reply.headers["x-total-count"]
                    .to_str()
                    .unwrap()
                    .parse()
                    .unwrap(),
            );
        } else {
            assert!(reply.headers.get("x-total-count").is_none(), "counted once");
        }
        items.extend(reply.json().as_array().unwrap().iter().cloned());
        match reply.headers.get("x-next-cursor") {
            Some(next) => after = format!("&after={}", next.to_str().unwrap()),
            None => return (items, total.unwrap()),
        }
    }
}

#[tokio::test]
async fn orders_and_accounts_come_a_page_at_a_time_as_they_come_whole() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let mut placed = Vec::new();
    for _ in 0..7 {
        placed.push(app.order_probes(&buyer).await);
    }
    app.send_as(
        Method::DELETE,
        &format!("/api/orders/{}", placed[2]),
        "",
        &buyer,
    )
    .await;
    for n in 0..4 {
        app.new_buyer(&format!("paged{n}@example.com")).await;
    }

    for (path, token) in [
        ("/api/orders/buyer@shop.test?", &buyer),
        ("/api/orders?", &admin),
        ("/api/orders?open=true", &admin),
        ("/api/users?", &admin),
    ] {
        let whole = app.get_as(path, token).await.json();
        let whole: Vec<Value> = whole
            .as_array()
            .unwrap()
            .iter()
            .filter(|item| !path.contains("open=true") || item["cancelledAt"].is_null())
            .cloned()
            .collect();
        let (paged, total) = walk(&app, path, token, 3).await;
        assert_eq!(paged, whole, "{path}");
        assert_eq!(total, whole.len() as i64, "{path}");
    }
    let first = app.get_as("/api/orders?limit=3", &admin).await;
    assert_eq!(first.headers["x-closed-count"], "1");
    // A buyer without orders: an empty first page that says so.
    let newcomer = app.new_buyer("newcomer@shop.test").await;
    let none = app
        .get_as("/api/orders/newcomer@shop.test?limit=3", &newcomer)
        .await;
    assert_eq!(none.json(), serde_json::json!([]));
    assert_eq!(none.headers["x-total-count"], "0");

    for bad in [
        "/api/orders?limit=0",
        "/api/orders?limit=3&after=x",
        "/api/users?after=3",
    ] {
        let reply = app.get_as(bad, &admin).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{bad}");
    }
}

/// The spec's unpaged order lists, at more orders than a streamed page holds, are what the
/// pages give, each order once, whole through the gzip layer too.
#[tokio::test]
async fn long_order_lists_are_streamed_whole() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    for _ in 0..3 {
        app.order_probes(&buyer).await;
    }
    // 1,203 orders: three placed, copied 400 times over, each copy with the first one's line.
    for sql in [
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 400)
         INSERT INTO orders (user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                             total_poisha, recipient, phone_number, address, district, is_paid,
                             is_delivered, is_reviewed, payment_method, created_at)
         SELECT user_id, tool_id, tool_name, tool_image, tool_price_poisha, quantity,
                total_poisha, recipient, phone_number, address, district, is_paid,
                is_delivered, is_reviewed, payment_method, created_at + i
         FROM orders, n",
        "INSERT INTO order_lines (order_id, tool_id, tool_name, tool_image, unit_price_poisha,
                                  quantity, total_poisha, is_reviewed, vat_rate)
         SELECT o.id, l.tool_id, l.tool_name, l.tool_image, l.unit_price_poisha, l.quantity,
                l.total_poisha, l.is_reviewed, l.vat_rate
         FROM orders o, (SELECT * FROM order_lines ORDER BY id LIMIT 1) l
         WHERE o.id NOT IN (SELECT order_id FROM order_lines)",
    ] {
        sqlx::query(sql).execute(&app.state.db).await.unwrap();
    }

    for (path, token) in [
        ("/api/orders/buyer@shop.test?", &buyer),
        ("/api/orders?", &admin),
    ] {
        let reply = app.get_as(path, token).await;
        assert_eq!(reply.status, StatusCode::OK, "{path}");
        assert_eq!(reply.headers["content-type"], "application/json");
        let whole = reply.json().as_array().unwrap().clone();
        assert_eq!(whole.len(), 1_203, "{path}");
        assert!(
            whole
                .iter()
                .all(|order| order["lines"].as_array().unwrap().len() == 1),
            "{path}: every order with its line"
        );
        let (paged, _) = walk(&app, path, token, 100).await;
        assert_eq!(paged, whole, "{path}");
    }
    gzipped(&app, "/api/orders", Some(&admin)).await;
}

/// `path` asked for compressed, as browsers ask: it must come whole and gzipped.
async fn gzipped(app: &TestApp, path: &str, token: Option<&str>) -> crate::helpers::Reply {
    let mut request = axum::http::Request::get(path).header("accept-encoding", "gzip");
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    let reply = app
        .send(request.body(axum::body::Body::empty()).unwrap())
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{path}");
    assert_eq!(reply.headers["content-encoding"], "gzip", "{path}");
    reply
}

/// A page is kept while it is asked for, and never outlives a change to what it shows: an
/// order's stock, a new tool.
#[tokio::test]
async fn a_kept_page_follows_every_change_to_the_catalogue() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let probe = app.probe_tool().await;
    let stock_on_page = |page: &Value| {
        page.as_array()
            .unwrap()
            .iter()
            .find(|tool| tool["_id"] == probe)
            .map(|tool| tool["availableQuantity"].as_i64().unwrap())
    };
    let query = "/api/tools?q=probe&page=1&limit=12";
    let before = stock_on_page(&app.get(query).await.json()).expect("the probe is found");
    assert_eq!(stock_on_page(&app.get(query).await.json()), Some(before));

    app.order_probes(&buyer).await;

    assert_eq!(
        stock_on_page(&app.get(query).await.json()),
        Some(before - crate::helpers::PROBE_PIECES)
    );
}

/// The counts a first page of Manage Orders gives are kept by triggers; they equal a count of
/// the rows after placing, cancelling and an account's removal (its orders go with it).
#[tokio::test]
async fn the_kept_order_counts_equal_the_rows_after_every_kind_of_write() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let buyer = app.token(BUYER).await;
    let placed = app.order_probes(&buyer).await;
    app.order_probes(&buyer).await;
    let cancel = app
        .send_as(Method::DELETE, &format!("/api/orders/{placed}"), "", &buyer)
        .await;
    assert_eq!(cancel.status, StatusCode::OK, "{}", cancel.text);
    let stranger = app.new_buyer("leaving@example.com").await;
    app.order_probes(&stranger).await;
    sqlx::query("DELETE FROM users WHERE email = 'leaving@example.com'")
        .execute(&app.state.db)
        .await
        .unwrap();

    let (orders, cancelled): (i64, i64) =
        sqlx::query_as("SELECT COUNT(*), COUNT(cancelled_at) FROM orders")
            .fetch_one(&app.state.db)
            .await
            .unwrap();
    assert_eq!((orders, cancelled), (2, 1));
    let first = app.get_as("/api/orders?limit=10", &admin).await;
    assert_eq!(first.headers["x-total-count"], orders.to_string().as_str());
    assert_eq!(
        first.headers["x-closed-count"],
        cancelled.to_string().as_str()
    );
    let open = app.get_as("/api/orders?open=true&limit=10", &admin).await;
    assert_eq!(
        open.headers["x-total-count"],
        (orders - cancelled).to_string().as_str()
    );
}

/// A buyer's open unpaid orders, which every placement checks against the cap, are kept by
/// triggers (migration 0015); they equal a count of the rows after placing, paying,
/// cancelling and an account's removal.
#[tokio::test]
async fn the_kept_unpaid_counts_equal_the_rows_after_every_kind_of_write() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let paid = app.order_probes(&buyer).await;
    let cancelled = app.order_probes(&buyer).await;
    app.order_probes(&buyer).await;
    app.pay(&buyer, paid).await;
    let cancel = app
        .send_as(
            Method::DELETE,
            &format!("/api/orders/{cancelled}"),
            "",
            &buyer,
        )
        .await;
    assert_eq!(cancel.status, StatusCode::OK, "{}", cancel.text);
    let stranger = app.new_buyer("leaving@example.com").await;
    app.order_probes(&stranger).await;
    let staying = app.new_buyer("staying@example.com").await;
    app.order_probes(&staying).await;
    sqlx::query("DELETE FROM users WHERE email = 'leaving@example.com'")
        .execute(&app.state.db)
        .await
        .unwrap();

    let counted: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT user_id, COUNT(*) FROM orders WHERE is_paid = FALSE AND cancelled_at IS NULL
         GROUP BY user_id ORDER BY user_id",
    )
    .fetch_all(&app.state.db)
    .await
    .unwrap();
    let kept: Vec<(i64, i64)> =
        sqlx::query_as("SELECT user_id, open FROM unpaid_by_buyer WHERE open > 0 ORDER BY user_id")
            .fetch_all(&app.state.db)
            .await
            .unwrap();
    assert_eq!(kept, counted);
    assert_eq!(counted.iter().map(|(_, open)| open).sum::<i64>(), 2);
}

#[tokio::test]
async fn every_paged_list_refuses_a_limit_out_of_range_or_a_filter_that_is_not_one() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    for (path, token) in [
        ("/api/admin?limit=0", &admin),
        ("/api/users?limit=101", &admin),
        ("/api/outbox?limit=0", &admin),
        ("/api/orders?limit=0", &admin),
        ("/api/orders/buyer%40shop.test?limit=0", &buyer),
        ("/api/exports/orders?from=yesterday", &admin),
        ("/api/exports/customers?to=2026-13-01", &admin),
    ] {
        let reply = app.get_as(path, token).await;
        assert_eq!(
            reply.status,
            StatusCode::BAD_REQUEST,
            "{path}: {}",
            reply.text
        );
        assert!(!reply.error_message().is_empty(), "{path}");
    }
}
