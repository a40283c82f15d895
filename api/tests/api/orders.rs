use crate::helpers::{ADMIN, BUYER, TestApp, join_all, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::json;
use shared::messages;

/// The seeded PT100 probe (Tk. 980 a piece, minimum 25, 2000 in stock): its id and stock.
async fn probe(app: &TestApp) -> (i64, i64) {
    let tool = app.probe_tool().await;
    (tool, app.stock_of(tool).await)
}

#[tokio::test]
async fn an_order_takes_the_price_from_the_shop_and_reserves_the_stock() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (tool, before) = probe(&app).await;

    // A forged price and total are ignored.
    let reply = app
        .place(
            &token,
            json!({ "toolId": tool, "quantity": 30, "toolPrice": 1, "totalPrice": 1 }),
        )
        .await;

    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let id = reply.json()["insertedId"].as_i64().unwrap();
    assert_eq!(app.stock_of(tool).await, before - 30);
    let orders = app
        .get_as("/api/orders/buyer@shop.test", &token)
        .await
        .json();
    assert_eq!(orders[0]["_id"], id);
    assert_eq!(orders[0]["toolPrice"], 980);
    assert_eq!(orders[0]["totalPrice"], 29400);
    assert_eq!(orders[0]["quantity"], 30);
    assert_eq!(orders[0]["isPaid"], false);
    assert_eq!(orders[0]["userEmail"], "buyer@shop.test");
}

#[tokio::test]
async fn the_quantity_rules_are_the_shared_ones() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (tool, before) = probe(&app).await;

    let below = app
        .place(&token, json!({ "toolId": tool, "quantity": 24 }))
        .await;
    assert_eq!(below.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(below.error_message(), "Minimum order is 25");

    let above = app
        .place(&token, json!({ "toolId": tool, "quantity": before + 1 }))
        .await;
    assert_eq!(above.status, StatusCode::CONFLICT);
    assert_eq!(above.error_message(), messages::NOT_ENOUGH_QUANTITY.en());

    let fraction = app
        .place(&token, json!({ "toolId": tool, "quantity": "25.5" }))
        .await;
    assert_eq!(fraction.error_message(), messages::QUANTITY_NOT_WHOLE.en());

    let unknown = app
        .place(&token, json!({ "toolId": 999_999, "quantity": 30 }))
        .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.stock_of(tool).await,
        before,
        "nothing reserved by refused orders"
    );
}

#[tokio::test]
async fn a_double_click_places_one_order() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (tool, before) = probe(&app).await;
    let body = json!({ "toolId": tool, "quantity": 25, "idempotencyKey": "click-1" });

    let (first, second) = tokio::join!(
        app.place(&token, body.clone()),
        app.place(&token, body.clone())
    );

    let ids = [
        first.json()["insertedId"].clone(),
        second.json()["insertedId"].clone(),
    ];
    assert_eq!(ids[0], ids[1]);
    assert_eq!(app.stock_of(tool).await, before - 25);
    let count = app.count("orders", "TRUE").await;
    assert_eq!(count, 1);
}

#[tokio::test]
async fn two_hundred_buyers_racing_for_the_last_ten_get_exactly_ten() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (tool, _) = probe(&app).await;
    sqlx::query("UPDATE tools SET available_quantity = 10, min_order = 1 WHERE id = $1")
        .bind(tool)
        .execute(&app.state.db)
        .await
        .unwrap();

    let attempts = (0..200).map(|_| app.place(&token, json!({ "toolId": tool, "quantity": 1 })));
    let replies = join_all(attempts).await;

    let placed = replies
        .iter()
        .filter(|reply| reply.status == StatusCode::CREATED)
        .count();
    let refused = replies
        .iter()
        .filter(|reply| reply.status == StatusCode::CONFLICT)
        .count();
    assert_eq!(
        (placed, refused),
        (10, 190),
        "{:?}",
        replies.iter().map(|r| r.status).collect::<Vec<_>>()
    );
    assert_eq!(app.stock_of(tool).await, 0);
    let ordered: i64 = sqlx::query_scalar("SELECT CAST(SUM(quantity) AS BIGINT) FROM orders")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(ordered, 10);
}

#[tokio::test]
async fn cancelling_gives_the_stock_back_and_keeps_the_order_as_cancelled() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (tool, before) = probe(&app).await;
    let id = app
        .place(&token, json!({ "toolId": tool, "quantity": 40 }))
        .await
        .json()["insertedId"]
        .as_i64()
        .unwrap();

    let reply = app
        .request_as(
            Method::DELETE,
            &format!("/api/orders/{id}"),
            None,
            Some(&token),
        )
        .await;

    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.json()["deletedCount"], 1);
    assert_eq!(app.stock_of(tool).await, before);
    let listed = app
        .get_as("/api/orders/buyer@shop.test", &token)
        .await
        .json();
    assert_eq!(listed[0]["_id"], id, "kept on record");
    assert_eq!(listed[0]["status"], "cancelled");
    assert_eq!(
        crate::helpers::timeline_of(&listed[0]),
        ["placed", "cancelled"],
        "unpaid: nothing to refund"
    );
    let again = app
        .request_as(
            Method::DELETE,
            &format!("/api/orders/{id}"),
            None,
            Some(&token),
        )
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(app.stock_of(tool).await, before, "stock is returned once");
}

#[tokio::test]
async fn a_shipped_or_delivered_order_cannot_be_cancelled() {
    let app = spawn_app().await;
    let (buyer, admin) = (app.token(BUYER).await, app.token(ADMIN).await);
    let id = app.order_probes(&buyer).await;
    app.pay(&buyer, id).await;
    let path = format!("/api/orders/{id}");
    let cancel = || app.request_as(Method::DELETE, &path, None, Some(&buyer));

    assert_eq!(app.ship(&admin, id).await.status, StatusCode::OK);
    let shipped = cancel().await;
    assert_eq!(shipped.status, StatusCode::CONFLICT);
    assert_eq!(
        shipped.error_message(),
        messages::ORDER_ALREADY_SHIPPED.en()
    );

    assert_eq!(app.deliver(&admin, id).await.status, StatusCode::OK);
    let delivered = cancel().await;
    assert_eq!(delivered.status, StatusCode::CONFLICT);
    assert_eq!(
        delivered.error_message(),
        messages::ORDER_ALREADY_DELIVERED.en()
    );
    assert!(app.is_paid(id).await, "no refund");
}

#[tokio::test]
async fn delivery_details_are_required_and_checked_by_the_shared_rules() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (tool, before) = probe(&app).await;
    let order = |delivery: serde_json::Value| json!({ "toolId": tool, "quantity": 25, "delivery": delivery });

    let missing = app.place(&token, order(json!({}))).await;
    assert_eq!(missing.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        missing.each_error("field"),
        ["recipient", "phone", "address", "district"]
    );

    let abroad = order(json!({
        "recipient": "Rahim", "phone": "+44 7700 900123", "address": "Baker Street",
        "district": "London",
    }));
    let refused = app.place(&token, abroad).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        refused.each_error("message"),
        [
            messages::MOBILE_INVALID.en(),
            messages::DISTRICT_REQUIRED.en()
        ]
    );
    assert_eq!(app.stock_of(tool).await, before, "nothing reserved");

    let placed = app
        .place(
            &token,
            order(json!({
                "recipient": "Karim Ahmed", "phone": "+880 1812-345678",
                "address": "House 12, Road 5, Agrabad", "district": "chattogram",
            })),
        )
        .await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text);
    let stored: (String, String, String, String) = sqlx::query_as(
        "SELECT recipient, phone_number, address, district FROM orders WHERE id = $1",
    )
    .bind(placed.json()["insertedId"].as_i64().unwrap())
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert_eq!(
        stored,
        (
            "Karim Ahmed".into(),
            "01812345678".into(),
            "House 12, Road 5, Agrabad".into(),
            "Chattogram".into()
        )
    );
}

#[tokio::test]
async fn nobody_reads_or_cancels_another_buyers_orders() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let other = app.new_buyer("other@example.com").await;
    let (tool, _) = probe(&app).await;
    let id = app
        .place(&buyer, json!({ "toolId": tool, "quantity": 25 }))
        .await
        .json()["insertedId"]
        .as_i64()
        .unwrap();

    let read = app.get_as("/api/orders/buyer@shop.test", &other).await;
    let cancel = app
        .request_as(
            Method::DELETE,
            &format!("/api/orders/{id}"),
            None,
            Some(&other),
        )
        .await;
    let anonymous = app.get("/api/orders/buyer@shop.test").await;

    assert_eq!(read.status, StatusCode::FORBIDDEN);
    assert!(!read.text.contains("PT100"));
    assert_eq!(cancel.status, StatusCode::NOT_FOUND);
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.get_as("/api/orders/buyer@shop.test", &buyer)
            .await
            .json()
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn admins_do_not_place_orders() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let (tool, _) = probe(&app).await;

    let reply = app
        .place(&admin, json!({ "toolId": tool, "quantity": 25 }))
        .await;

    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    assert_eq!(reply.error_message(), messages::YOU_ARE_AN_ADMIN.en());
}

#[tokio::test]
async fn unpaid_orders_past_their_time_give_their_stock_back() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (tool, _) = probe(&app).await;
    let before = app.stock_of(tool).await;
    let stale = app.order_probes(&token).await;
    let fresh = app.order_probes(&token).await;
    let paid = app.order_probes(&token).await;
    app.pay(&token, paid).await;
    let three_days_ago = api::store::db::now_ms() - 72 * 3_600_000;
    sqlx::query("UPDATE orders SET created_at = $1 WHERE id IN ($2, $3)")
        .bind(three_days_ago)
        .bind(stale)
        .bind(paid)
        .execute(&app.state.db)
        .await
        .unwrap();

    let cancelled = api::sales::expiry::cancel_stale_unpaid(
        &app.state.writer,
        api::sales::expiry::Lifetimes::of(&app.state.config),
    )
    .await
    .unwrap();

    assert_eq!(cancelled, 1, "only the stale unpaid one");
    assert_eq!(app.stock_of(tool).await, before - 2 * 25);
    let listed: Vec<i64> = app
        .get_as("/api/orders/buyer@shop.test", &token)
        .await
        .json()
        .as_array()
        .unwrap()
        .iter()
        .filter(|order| order["status"] != "cancelled")
        .map(|order| order["_id"].as_i64().unwrap())
        .collect();
    assert_eq!(listed, [paid, fresh], "the stale one is cancelled");
}
