use crate::helpers::{BUYER, PROBE_TOTAL_POISHA, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::json;
use shared::messages;

#[tokio::test]
async fn the_success_card_pays_the_stored_total_once() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let id = app.order_probes(&token).await;

    let paid = app.pay_by_card(&token, id, "4242 4242 4242 4242").await;

    assert_eq!(paid.status, StatusCode::OK, "{}", paid.text);
    assert_eq!(paid.json()["message"], messages::PAYMENT_SUCCESSFUL.en());
    let transaction = paid.json()["transactionId"].as_str().unwrap().to_owned();
    let orders = app
        .get_as("/api/orders/buyer@shop.test", &token)
        .await
        .json();
    assert_eq!(orders[0]["isPaid"], true);
    assert_eq!(orders[0]["transactionId"], transaction.as_str());
    let amount: i64 =
        sqlx::query_scalar("SELECT amount_poisha FROM payments WHERE status = 'succeeded'")
            .fetch_one(&app.state.db)
            .await
            .unwrap();
    assert_eq!(amount, PROBE_TOTAL_POISHA, "the stored total, in poisha");

    let again = app.pay_by_card(&token, id, "4242 4242 4242 4242").await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(again.error_message(), messages::ORDER_ALREADY_PAID.en());
}

#[tokio::test]
async fn stripe_test_cards_are_declined_in_stripes_words() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let id = app.order_probes(&token).await;
    for (number, message) in [
        ("4000 0000 0000 0002", messages::CARD_DECLINED.en()),
        (
            "4000 0000 0000 9995",
            messages::CARD_INSUFFICIENT_FUNDS.en(),
        ),
        ("4000 0000 0000 0069", messages::CARD_EXPIRED.en()),
        ("4000 0000 0000 0127", messages::CARD_CVC_INCORRECT.en()),
    ] {
        let reply = app.pay_by_card(&token, id, number).await;
        assert_eq!(reply.status, StatusCode::PAYMENT_REQUIRED, "{number}");
        assert_eq!(reply.error_message(), message, "{number}");
    }
    let orders = app
        .get_as("/api/orders/buyer@shop.test", &token)
        .await
        .json();
    assert_eq!(orders[0]["isPaid"], false);
}

#[tokio::test]
async fn a_malformed_card_never_reaches_the_processor() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let id = app.order_probes(&token).await;
    let card = json!({ "number": "4242 4242 4242 4241", "expiry": "01/20", "cvc": "1" });

    let reply = app.pay_with_card(&token, id, card).await;

    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reply.each_error("field"), ["number", "expiry", "cvc"]);
    let attempts = app.count("payments", "TRUE").await;
    assert_eq!(attempts, 0);
}

#[tokio::test]
async fn nobody_pays_for_or_marks_paid_another_buyers_order() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let other = app.new_buyer("other@example.com").await;
    let id = app.order_probes(&buyer).await;

    let reply = app.pay_by_card(&other, id, "4242 4242 4242 4242").await;
    let forged = app
        .send_as(
            Method::PUT,
            &format!("/api/orders/{id}"),
            r#"{"isPaid": true, "transactionId": "x"}"#,
            &buyer,
        )
        .await;

    assert_eq!(reply.status, StatusCode::NOT_FOUND);
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    assert!(!app.is_paid(id).await);
}

#[tokio::test]
async fn cancelling_a_paid_order_refunds_it_and_returns_the_stock() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let id = app.order_probes(&token).await;
    app.pay_by_card(&token, id, "4242 4242 4242 4242").await;

    let reply = app
        .request_as(
            Method::DELETE,
            &format!("/api/orders/{id}"),
            None,
            Some(&token),
        )
        .await;

    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    let status: String = sqlx::query_scalar("SELECT status FROM payments WHERE order_id = $1")
        .bind(id)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(status, "refunded");
    let stock = app.stock_of(app.probe_tool().await).await;
    assert_eq!(stock, 2000);
    let listed = app
        .get_as("/api/orders/buyer@shop.test", &token)
        .await
        .json();
    assert_eq!(listed[0]["status"], "refunded", "the order says so too");
    assert_eq!(
        crate::helpers::timeline_of(&listed[0]),
        ["placed", "paid", "cancelled", "refunded"]
    );
}

#[tokio::test]
async fn a_paid_order_is_offered_no_way_to_pay_and_no_payment_can_start() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    app.pay(&buyer, order).await;

    let ways = app
        .get_as(&format!("/api/orders/{order}/payment-methods"), &buyer)
        .await;
    assert_eq!(ways.status, StatusCode::CONFLICT, "{}", ways.text);
    let body = serde_json::json!({ "orderId": order, "method": "cod" }).to_string();
    let start = app
        .send_as(Method::POST, "/api/payments/start", &body, &buyer)
        .await;
    assert_eq!(start.status, StatusCode::CONFLICT, "{}", start.text);
    assert!(app.is_paid(order).await);
}
