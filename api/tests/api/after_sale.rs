//! After the sale: reviews of delivered orders.

use crate::helpers::{ADMIN, BUYER, Reply, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::json;
use shared::messages;

async fn review(app: &TestApp, token: &str, body: serde_json::Value) -> Reply {
    app.send_as(Method::POST, "/api/review", &body.to_string(), token)
        .await
}

#[tokio::test]
async fn a_delivered_order_is_reviewed_once_in_the_buyers_own_name() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let order = app.order_probes(&buyer).await;

    let early = review(
        &app,
        &buyer,
        json!({ "orderId": order, "rating": 5, "review": "Accurate." }),
    )
    .await;
    assert_eq!(early.status, StatusCode::CONFLICT);
    assert_eq!(early.error_message(), messages::REVIEW_NOT_DELIVERED.en());

    app.pay(&buyer, order).await;
    app.hand_over(&admin, order).await;
    // The name and picture in the body are ignored: they come from the profile.
    let body = json!({ "orderId": order, "rating": "4", "review": "  Accurate and well sealed.  ", "user": "Someone Else", "userImage": "https://evil.example/x.png" });
    let added = review(&app, &buyer, body).await;

    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
    assert_eq!(added.json()["message"], messages::REVIEW_ADDED.en());
    let newest = &app.get("/api/reviews").await.json()[0];
    assert_eq!(newest["review"], "Accurate and well sealed.");
    assert_eq!(newest["rating"], 4);
    assert_eq!(newest["user"], "Demo Buyer");
    assert_eq!(newest["userImage"], serde_json::Value::Null);
    assert_eq!(newest["toolName"], "PT100 Temperature Probe 200 mm");
    let mine = app
        .get_as("/api/orders/buyer@shop.test", &buyer)
        .await
        .json();
    assert_eq!(mine[0]["isReviewed"], true);

    let twice = review(
        &app,
        &buyer,
        json!({ "orderId": order, "rating": 5, "review": "Again" }),
    )
    .await;
    assert_eq!(twice.status, StatusCode::CONFLICT);
    assert_eq!(twice.error_message(), messages::REVIEW_ALREADY_GIVEN.en());
}

#[tokio::test]
async fn reviews_are_refused_for_others_orders_and_bad_ratings() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let other = app.new_buyer("other@example.com").await;
    let order = app.order_probes(&buyer).await;
    app.pay(&buyer, order).await;
    app.hand_over(&admin, order).await;

    let theirs = review(
        &app,
        &other,
        json!({ "orderId": order, "rating": 5, "review": "Mine now" }),
    )
    .await;
    assert_eq!(theirs.status, StatusCode::NOT_FOUND);
    for rating in [json!(0), json!(6), json!("2.5"), json!(null)] {
        let reply = review(
            &app,
            &buyer,
            json!({ "orderId": order, "rating": rating, "review": "Fine" }),
        )
        .await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{rating}");
        assert_eq!(
            reply.error_message(),
            messages::RATING_REQUIRED.en(),
            "{rating}"
        );
    }
    let long = review(
        &app,
        &buyer,
        json!({ "orderId": order, "rating": 3, "review": "x".repeat(501) }),
    )
    .await;
    assert_eq!(long.error_message(), messages::REVIEW_TOO_LONG.en());
    let count = app.count("reviews", &format!("order_id = {}", order)).await;
    assert_eq!(count, 0);
}
