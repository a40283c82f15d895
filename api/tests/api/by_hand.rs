//! Cash on delivery and bank transfers: the buyer's promise, the admins' record of the money,
//! and what each changes in the order's way (cash on delivery ships unpaid).

use crate::gateway_scene::start;
use crate::helpers::{ADMIN, BUYER, PROBE_TOTAL_POISHA, Reply, TestApp, spawn_app, timeline_of};
use axum::http::{Method, StatusCode};
use serde_json::Value;
use shared::messages;

async fn record(app: &TestApp, admin: &str, order: i64, body: &str) -> Reply {
    app.send_as(Method::PUT, &format!("/api/orders/{order}"), body, admin)
        .await
}

async fn order_json(app: &TestApp, admin: &str, order: i64) -> Value {
    let orders = app.get_as("/api/orders", admin).await.json();
    orders
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["_id"] == order)
        .unwrap()
        .clone()
}

#[tokio::test]
async fn the_shop_offers_card_cash_and_transfer_by_default() {
    let app = spawn_app().await;
    let config = app.get("/api/config").await.json();
    let ids: Vec<&str> = config["paymentMethods"]
        .as_array()
        .unwrap()
        .iter()
        .map(|method| method["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["test-card", "cod", "bank-transfer"]);
    let cod = &config["paymentMethods"][1];
    assert_eq!(cod["maxAmount"], 50_000);
    // A shop only its owner can reach shows a sample account, marked as one.
    let account = &config["paymentMethods"][2]["account"];
    assert!(account["accountName"].as_str().unwrap().contains("SAMPLE"));
}

#[tokio::test]
async fn cash_on_delivery_ships_unpaid_and_is_paid_when_the_cash_is_recorded() {
    let app = spawn_app().await;
    let (buyer, admin) = (app.token(BUYER).await, app.token(ADMIN).await);
    let order = app.order_probes(&buyer).await;

    // Unpaid and not promised: the spec's rule stands.
    let refused = app.ship(&admin, order).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.error_message(), messages::ORDER_NOT_PAID.en());

    // Nor can an admin mark an order paid that waits for a card or a gateway.
    let by_hand = record(&app, &admin, order, r#"{"isPaid":true}"#).await;
    assert_eq!(by_hand.status, StatusCode::CONFLICT);
    assert_eq!(by_hand.error_message(), messages::NOTHING_TO_RECEIVE.en());

    let chosen = start(&app, &buyer, order, "cod").await;
    assert_eq!(chosen.status, StatusCode::OK, "{}", chosen.text);
    assert_eq!(chosen.json()["next"], "confirmed");
    assert_eq!(chosen.json()["message"], messages::COD_CONFIRMED.en());
    let listed = order_json(&app, &admin, order).await;
    assert_eq!(listed["paymentMethod"], "cod");
    assert_eq!(listed["status"], "cashOnDelivery");
    // The shop rings the buyer to confirm, as Bangladeshi shops do; then it ships.
    assert_eq!(listed["adminStep"], "confirm");
    let confirmed = record(&app, &admin, order, r#"{"isConfirmed":true}"#).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text);
    assert_eq!(confirmed.json()["message"], messages::ORDER_CONFIRMED.en());
    let again = record(&app, &admin, order, r#"{"isConfirmed":true}"#).await;
    assert_eq!(
        again.json()["modifiedCount"],
        0,
        "a double click confirms once"
    );
    let listed = order_json(&app, &admin, order).await;
    assert!(listed["confirmedAt"].is_i64());
    assert_eq!(listed["adminStep"], "ship");

    let early = record(&app, &admin, order, r#"{"isPaid":true}"#).await;
    assert_eq!(early.status, StatusCode::CONFLICT);
    assert_eq!(early.error_message(), messages::CASH_AFTER_SHIPPING.en());

    app.hand_over(&admin, order).await;
    let delivered = order_json(&app, &admin, order).await;
    assert_eq!(delivered["status"], "delivered");
    assert_eq!(delivered["isPaid"], false);
    assert_eq!(delivered["moneyStep"], "receiveCash");

    let cash = record(&app, &admin, order, r#"{"isPaid":true}"#).await;
    assert_eq!(cash.status, StatusCode::OK, "{}", cash.text);
    assert_eq!(cash.json()["modifiedCount"], 1);
    assert_eq!(cash.json()["message"], messages::CASH_RECEIVED.en());
    let again = record(&app, &admin, order, r#"{"isPaid":true}"#).await;
    assert_eq!(again.json()["modifiedCount"], 0);

    let paid = order_json(&app, &admin, order).await;
    assert_eq!(paid["isPaid"], true);
    assert_eq!(paid["moneyStep"], Value::Null);
    assert_eq!(
        timeline_of(&paid),
        ["placed", "shipped", "delivered", "paid"]
    );
    let recorded: (String, i64) = sqlx::query_as(
        "SELECT provider, amount_poisha FROM payments WHERE order_id = $1 AND status = 'succeeded'",
    )
    .bind(order)
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert_eq!(recorded, ("cod".into(), PROBE_TOTAL_POISHA));
    // Shipped, so the buyer cannot pay online any more: the courier takes the cash.

    // One tax invoice, issued with the cash, and dated as supplied when the goods left.
    let invoices: Vec<(i64, String)> = sqlx::query_as(
        "SELECT issued_at, content FROM tax_documents WHERE kind = 'invoice' AND order_id = $1",
    )
    .bind(order)
    .fetch_all(&app.state.db)
    .await
    .unwrap();
    let shipped: i64 = sqlx::query_scalar("SELECT shipped_at FROM orders WHERE id = $1")
        .bind(order)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let [(issued_at, content)] = invoices.as_slice() else {
        panic!("one invoice, not {}", invoices.len());
    };
    let content: Value = serde_json::from_str(content).unwrap();
    assert_eq!(content["suppliedAt"], shipped);
    assert!(*issued_at >= shipped);
}

#[tokio::test]
async fn cash_on_delivery_is_refused_above_its_ceiling() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    sqlx::query("UPDATE orders SET total_poisha = $1 WHERE id = $2")
        .bind(50_001 * 100)
        .bind(order)
        .execute(&app.state.db)
        .await
        .unwrap();
    let reply = start(&app, &buyer, order, "cod").await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        reply.error_message(),
        "Cash on delivery takes at most Tk.\u{a0}50,000 for one order. Please choose another way to pay, such as bank transfer."
    );
    assert_eq!(reply.each_error("method").len(), 1);
}

#[tokio::test]
async fn methods_the_shop_does_not_take_are_refused() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    for method in ["sslcommerz", "bkash", "paypal", ""] {
        let reply = start(&app, &buyer, order, method).await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{method}");
        assert_eq!(reply.error_message(), messages::METHOD_NOT_OFFERED.en());
    }
    let card = start(&app, &buyer, order, "test-card").await;
    assert_eq!(card.error_message(), messages::PAY_CARDS_IN_THE_FORM.en());
}

#[tokio::test]
async fn a_bank_transfer_shows_where_to_pay_and_is_paid_when_an_admin_records_it() {
    let app = spawn_app().await;
    let (buyer, admin) = (app.token(BUYER).await, app.token(ADMIN).await);
    let order = app.order_probes(&buyer).await;
    let chosen = start(&app, &buyer, order, "bank-transfer").await;
    assert_eq!(chosen.status, StatusCode::OK, "{}", chosen.text);
    let reply = chosen.json();
    assert_eq!(reply["next"], "transfer");
    assert_eq!(reply["amount"], PROBE_TOTAL_POISHA / 100);
    assert!(reply["reference"].as_str().unwrap().starts_with("SHT-"));
    assert!(reply["account"]["accountNumber"].is_string());

    // Not paid yet: it cannot ship.
    assert_eq!(app.ship(&admin, order).await.status, StatusCode::CONFLICT);
    assert_eq!(
        order_json(&app, &admin, order).await["moneyStep"],
        "receiveTransfer"
    );
    let received = record(&app, &admin, order, r#"{"isPaid":true}"#).await;
    assert_eq!(received.json()["message"], messages::TRANSFER_RECEIVED.en());
    assert!(app.is_paid(order).await);
    assert_eq!(app.ship(&admin, order).await.status, StatusCode::OK);
}

#[tokio::test]
async fn a_cancelled_transfer_is_refunded_by_hand_and_recorded_once() {
    let app = spawn_app().await;
    let (buyer, admin) = (app.token(BUYER).await, app.token(ADMIN).await);
    let order = app.order_probes(&buyer).await;
    start(&app, &buyer, order, "bank-transfer").await;
    let early = record(&app, &admin, order, r#"{"isRefunded":true}"#).await;
    assert_eq!(early.error_message(), messages::NO_REFUND_DUE.en());
    record(&app, &admin, order, r#"{"isPaid":true}"#).await;
    let cancel = app
        .send_as(Method::DELETE, &format!("/api/orders/{order}"), "", &buyer)
        .await;
    assert_eq!(cancel.status, StatusCode::OK, "{}", cancel.text);

    let due = order_json(&app, &admin, order).await;
    assert_eq!(due["status"], "cancelled");
    assert_eq!(due["moneyStep"], "recordRefund");
    let refunded = record(&app, &admin, order, r#"{"isRefunded":true}"#).await;
    assert_eq!(refunded.json()["modifiedCount"], 1);
    assert_eq!(refunded.json()["message"], messages::REFUND_RECORDED.en());
    let again = record(&app, &admin, order, r#"{"isRefunded":true}"#).await;
    assert_eq!(again.json()["modifiedCount"], 0);
    assert_eq!(order_json(&app, &admin, order).await["status"], "refunded");
}

#[tokio::test]
async fn the_buyer_may_still_pay_online_until_a_cash_order_ships() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let order = app.order_probes(&buyer).await;
    start(&app, &buyer, order, "cod").await;
    app.pay(&buyer, order).await;
    let admin = app.token(ADMIN).await;
    assert_eq!(
        order_json(&app, &admin, order).await["paymentMethod"],
        "test-card"
    );
}

#[tokio::test]
async fn unconfirmed_cash_orders_expire_and_confirmed_ones_wait_for_the_courier() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let admin = app.token(ADMIN).await;
    let (forgotten, cash, transfer, confirmed) = (
        app.order_probes(&buyer).await,
        app.order_probes(&buyer).await,
        app.order_probes(&buyer).await,
        app.order_probes(&buyer).await,
    );
    start(&app, &buyer, cash, "cod").await;
    start(&app, &buyer, transfer, "bank-transfer").await;
    start(&app, &buyer, confirmed, "cod").await;
    let rung = record(&app, &admin, confirmed, r#"{"isConfirmed":true}"#).await;
    assert_eq!(rung.status, StatusCode::OK, "{}", rung.text);
    let cancelled_ids = |days: i64| {
        let app = &app;
        async move {
            sqlx::query("UPDATE orders SET created_at = $1")
                .bind(api::store::db::now_ms() - days * 86_400_000)
                .execute(&app.state.db)
                .await
                .unwrap();
            api::sales::expiry::cancel_stale_unpaid(
                &app.state.writer,
                api::sales::expiry::Lifetimes::of(&app.state.config),
            )
            .await
            .unwrap();
            let ids: Vec<i64> = sqlx::query_scalar(
                "SELECT id FROM orders WHERE cancelled_at IS NOT NULL ORDER BY id",
            )
            .fetch_all(&app.state.db)
            .await
            .unwrap();
            ids
        }
    };
    // Cash on delivery nobody confirmed holds stock no longer than any unpaid order; a
    // confirmed one waits for the courier.
    assert_eq!(cancelled_ids(3).await, [forgotten, cash]);
    assert_eq!(cancelled_ids(8).await, [forgotten, cash, transfer]);
}

#[tokio::test]
async fn a_buyers_open_cash_on_delivery_orders_are_capped_together() {
    // Each order of 25 probes comes to Tk 24,500; the shop takes Tk 50,000 on delivery at once.
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let orders = [
        app.order_probes(&buyer).await,
        app.order_probes(&buyer).await,
        app.order_probes(&buyer).await,
    ];
    for order in &orders[..2] {
        let chosen = start(&app, &buyer, *order, "cod").await;
        assert_eq!(chosen.status, StatusCode::OK, "{}", chosen.text);
    }
    let path = format!("/api/orders/{}/payment-methods", orders[2]);
    let offered = app.get_as(&path, &buyer).await.json();
    let cod = offered
        .as_array()
        .unwrap()
        .iter()
        .find(|option| option["id"] == "cod")
        .unwrap()
        .clone();
    let owed = shared::Money::from_poisha(2 * PROBE_TOTAL_POISHA).unwrap();
    let most = shared::Money::from_poisha(50_000 * 100).unwrap();
    let expected = messages::cod_open_limit(most, owed).render(shared::Lang::En);
    assert_eq!(cod["refusal"], expected.as_str());
    let third = start(&app, &buyer, orders[2], "cod").await;
    assert_eq!(
        third.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        third.text
    );
    assert_eq!(third.error_message(), expected);
    assert_eq!(app.count("orders", "payment_method = 'cod'").await, 2);

    // Once one is cancelled, another fits.
    let cancel = format!("/api/orders/{}", orders[0]);
    let cancelled = app.send_as(Method::DELETE, &cancel, "", &buyer).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.text);
    let fits = start(&app, &buyer, orders[2], "cod").await;
    assert_eq!(fits.status, StatusCode::OK, "{}", fits.text);
}

#[tokio::test]
async fn admins_cancel_any_order_until_it_ships_and_a_paid_one_is_refunded() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let admin = app.token(ADMIN).await;
    let tool = app.probe_tool().await;
    let stock = app.stock_of(tool).await;

    // An unpaid cash-on-delivery order nobody answers for.
    let cash = app.order_probes(&buyer).await;
    start(&app, &buyer, cash, "cod").await;
    let path = format!("/api/orders/{cash}");
    let cancelled = app.send_as(Method::DELETE, &path, "", &admin).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.text);
    assert_eq!(
        app.stock_of(tool).await,
        stock,
        "its pieces are back on sale"
    );
    assert_eq!(order_json(&app, &admin, cash).await["status"], "cancelled");

    // A paid one: a credit note undoes its invoice, and the card is refunded.
    let paid = app.order_probes(&buyer).await;
    app.pay(&buyer, paid).await;
    let path = format!("/api/orders/{paid}");
    let cancelled = app.send_as(Method::DELETE, &path, "", &admin).await;
    assert_eq!(cancelled.status, StatusCode::OK, "{}", cancelled.text);
    assert_eq!(order_json(&app, &admin, paid).await["status"], "refunded");
    let condition = format!("order_id = {paid} AND kind = 'credit-note'");
    assert_eq!(app.count("tax_documents", &condition).await, 1);
    let refunded = format!(
        "status = 'refunded' AND payment_id IN (SELECT id FROM payments WHERE order_id = {paid})"
    );
    assert_eq!(app.count("refunds", &refunded).await, 1);

    // Not once it has shipped; and a buyer still cannot cancel someone else's order.
    let shipped = app.order_probes(&buyer).await;
    app.pay(&buyer, shipped).await;
    app.ship(&admin, shipped).await;
    let path = format!("/api/orders/{shipped}");
    let refused = app.send_as(Method::DELETE, &path, "", &admin).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(
        refused.error_message(),
        messages::ORDER_ALREADY_SHIPPED.en()
    );
    let other = app.new_buyer("other@example.com").await;
    let stranger = app.order_probes(&buyer).await;
    let path = format!("/api/orders/{stranger}");
    let refused = app.send_as(Method::DELETE, &path, "", &other).await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
}
