//! The admin area's rules: orders shipped only when paid and delivered only when shipped, products added, restocked and
//! removed, admins promoted and demoted.

use crate::helpers::{ADMIN, BUYER, Reply, TestApp, join_all, spawn_app, timeline_of};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use shared::messages;

const DESCRIPTION: &str = "Forged alloy steel pipe wrench with a floating hook jaw and an I-beam handle, for plumbing and maintenance crews.";

fn product(name: &str) -> Value {
    json!({
        "toolName": name, "toolPrice": "1250.50", "minOrder": "5", "availableQuantity": "300",
        "toolImage": "/api/images/wrench.png", "toolDescription": DESCRIPTION,
    })
}

async fn send(app: &TestApp, method: Method, path: &str, body: Value, token: &str) -> Reply {
    app.send_as(method, path, &body.to_string(), token).await
}

#[tokio::test]
async fn admins_see_every_order_ship_paid_ones_then_deliver_them() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let other = app.new_buyer("other@example.com").await;
    let first = app.order_probes(&buyer).await;
    let second = app.order_probes(&other).await;
    let tool: i64 = sqlx::query_scalar("SELECT tool_id FROM orders WHERE id = $1")
        .bind(first)
        .fetch_one(&app.state.db)
        .await
        .unwrap();

    let all = app.get_as("/api/orders", &admin).await.json();
    assert_eq!(all[0]["_id"], second, "newest first");
    let listed = &all[1];
    assert_eq!(listed["_id"], first);
    assert_eq!(listed["userEmail"], "buyer@shop.test");
    assert_eq!(listed["status"], "awaitingPayment");
    assert_eq!(listed["recipient"], "Rahim Uddin");
    assert_eq!(listed["phoneNumber"], "01712345678", "the national form");
    assert_eq!(listed["address"], "House 4, Road 2, Dhanmondi");
    assert_eq!(listed["district"], "Dhaka");
    assert_eq!(listed["hasDeliveryDetails"], true);
    let placed_at = listed["createdAt"].as_i64().unwrap();
    assert_eq!(
        listed["orderNumber"],
        shared::entities::order_number(first, placed_at)
    );

    for step in [
        app.ship(&admin, first).await,
        app.deliver(&admin, first).await,
    ] {
        assert_eq!(step.status, StatusCode::CONFLICT);
        assert_eq!(step.error_message(), messages::ORDER_NOT_PAID.en());
    }

    app.pay(&buyer, first).await;
    let early = app.deliver(&admin, first).await;
    assert_eq!(early.status, StatusCode::CONFLICT, "not shipped yet");
    assert_eq!(early.error_message(), messages::SHIP_BEFORE_DELIVERY.en());

    let stock_before = app.stock_of(tool).await;
    let shipped = app.ship(&admin, first).await;
    assert_eq!(shipped.status, StatusCode::OK, "{}", shipped.text);
    assert_eq!(shipped.json()["message"], messages::ORDER_SHIPPED.en());
    let mine = app
        .get_as("/api/orders/buyer@shop.test", &buyer)
        .await
        .json();
    assert_eq!(mine[0]["status"], "shipped");
    assert_eq!(mine[0]["isDelivered"], false, "in transit is not delivered");
    assert_eq!(app.ship(&admin, first).await.json()["modifiedCount"], 0);

    let delivered = app.deliver(&admin, first).await;
    assert_eq!(delivered.status, StatusCode::OK, "{}", delivered.text);
    assert_eq!(delivered.json()["message"], messages::ORDER_DELIVERED.en());
    assert_eq!(
        app.stock_of(tool).await,
        stock_before,
        "reserved at placement, not now"
    );
    let mine = app
        .get_as("/api/orders/buyer@shop.test", &buyer)
        .await
        .json();
    assert_eq!(mine[0]["status"], "delivered");
    assert_eq!(mine[0]["isDelivered"], true);
    assert_eq!(
        timeline_of(&mine[0]),
        ["placed", "paid", "shipped", "delivered"]
    );
    assert_eq!(app.deliver(&admin, first).await.json()["modifiedCount"], 0);
    assert_eq!(app.ship(&admin, first).await.json()["modifiedCount"], 0);
}

#[tokio::test]
async fn an_order_without_delivery_details_does_not_ship_until_its_buyer_gives_them() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let order = app.order_probes(&buyer).await;
    app.pay(&buyer, order).await;
    // An order placed before checkout asked where it goes.
    sqlx::query("UPDATE orders SET recipient = NULL, district = NULL WHERE id = $1")
        .bind(order)
        .execute(&app.state.db)
        .await
        .unwrap();

    let listed = app.get_as("/api/orders", &admin).await.json();
    assert_eq!(
        listed[0]["hasDeliveryDetails"], false,
        "the admin page disables Ship"
    );
    let refused = app.ship(&admin, order).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.error_message(), messages::SHIP_NEEDS_DELIVERY.en());

    let path = format!("/api/orders/{order}/delivery");
    let other = app.new_buyer("other@example.com").await;
    let details = crate::helpers::delivery();
    let stranger = send(&app, Method::PUT, &path, details.clone(), &other).await;
    assert_eq!(stranger.status, StatusCode::NOT_FOUND);
    let bad = json!({ "recipient": "Rahim", "phone": "12345", "address": "Agrabad", "district": "Chattogram" });
    let invalid = send(&app, Method::PUT, &path, bad, &buyer).await;
    assert_eq!(invalid.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(invalid.error_message(), messages::MOBILE_INVALID.en());

    let given = send(&app, Method::PUT, &path, details.clone(), &buyer).await;
    assert_eq!(given.status, StatusCode::OK, "{}", given.text);
    assert_eq!(app.ship(&admin, order).await.status, StatusCode::OK);
    let late = send(&app, Method::PUT, &path, details, &buyer).await;
    assert_eq!(late.status, StatusCode::CONFLICT);
    assert_eq!(late.error_message(), messages::DELIVERY_DETAILS_LOCKED.en());
}

#[tokio::test]
async fn paid_and_reviewed_are_never_set_by_hand_and_cancelled_orders_do_not_ship() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let order = app.order_probes(&buyer).await;
    let path = format!("/api/orders/{order}");

    for body in [
        json!({ "isPaid": true, "transactionId": "pi_fake" }),
        json!({ "isDelivered": true, "isPaid": true }),
        json!({ "isShipped": true, "isDelivered": true }),
        json!({ "isReviewed": true }),
        json!({ "isDelivered": false }),
        json!({}),
    ] {
        let reply = send(&app, Method::PUT, &path, body.clone(), &admin).await;
        assert_eq!(reply.status, StatusCode::BAD_REQUEST, "{body}");
        assert_eq!(reply.error_message(), messages::ONLY_DELIVERY_SET_HERE.en());
    }
    assert!(!app.is_paid(order).await);

    app.request_as(Method::DELETE, &path, None, Some(&buyer))
        .await;
    for step in [
        app.ship(&admin, order).await,
        app.deliver(&admin, order).await,
    ] {
        assert_eq!(step.status, StatusCode::CONFLICT);
        assert_eq!(step.error_message(), messages::ORDER_ALREADY_CANCELLED.en());
    }
    assert_eq!(
        app.ship(&admin, 999_999).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn an_added_product_leads_the_catalogue() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;

    let reply = send(
        &app,
        Method::POST,
        "/api/product",
        product("Pipe Wrench 18 in"),
        &admin,
    )
    .await;

    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.json()["message"], messages::TOOL_ADDED.en());
    let tools = app.get("/api/tools").await.json();
    assert_eq!(tools[0]["_id"], reply.json()["insertedId"]);
    assert_eq!(tools[0]["toolName"], "Pipe Wrench 18 in");
    assert_eq!(tools[0]["toolPrice"], 1250.5);
    assert_eq!(tools[0]["availableQuantity"], 300);
}

#[tokio::test]
async fn every_product_rule_is_enforced_by_the_server() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let empty = send(&app, Method::POST, "/api/product", json!({}), &admin).await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    let messages_by_field: Vec<(String, String)> = empty.json()["error"]["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["field"].as_str().unwrap().into(),
                e["message"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        messages_by_field,
        [
            ("toolName", messages::TOOL_NAME_REQUIRED.en()),
            ("toolPrice", messages::TOOL_PRICE_REQUIRED.en()),
            ("minOrder", messages::MIN_ORDER_REQUIRED.en()),
            (
                "availableQuantity",
                messages::AVAILABLE_QUANTITY_REQUIRED.en()
            ),
            ("toolImage", messages::TOOL_IMAGE_REQUIRED.en()),
            ("toolDescription", messages::TOOL_DESCRIPTION_REQUIRED.en()),
        ]
        .map(|(field, message)| (field.to_owned(), message.to_owned()))
    );

    for (field, value, message) in [
        ("toolPrice", json!("-5"), messages::TOOL_PRICE_INVALID.en()),
        ("minOrder", json!("0"), messages::MIN_ORDER_INVALID.en()),
        (
            "availableQuantity",
            json!("1.5"),
            messages::AVAILABLE_QUANTITY_INVALID.en(),
        ),
        (
            "toolImage",
            json!("javascript:alert(1)"),
            messages::TOOL_IMAGE_INVALID.en(),
        ),
        (
            "toolDescription",
            json!("Too short."),
            messages::DESCRIPTION_TOO_SHORT.en(),
        ),
        (
            "toolDescription",
            json!("x".repeat(201)),
            messages::DESCRIPTION_TOO_LONG.en(),
        ),
    ] {
        let mut body = product("Pipe Wrench 24 in");
        body[field] = value;
        let reply = send(&app, Method::POST, "/api/product", body, &admin).await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{field}");
        assert_eq!(reply.error_message(), message, "{field}");
    }
    // The seed has "Digital Vernier Caliper 150 mm": case and spacing do not make a new tool.
    let duplicate = product("  digital vernier   CALIPER 150 mm ");
    let reply = send(&app, Method::POST, "/api/product", duplicate, &admin).await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.error_message(), messages::TOOL_EXISTS.en());
    assert_eq!(reply.json()["error"]["field"], "toolName");
}

#[tokio::test]
async fn two_admins_adding_one_name_at_once_create_one_tool() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let before = app.count("tools", "TRUE").await;

    let attempts = (0..20).map(|_| {
        send(
            &app,
            Method::POST,
            "/api/product",
            product("Pipe Wrench 36 in"),
            &admin,
        )
    });
    let replies = join_all(attempts).await;

    let statuses: Vec<_> = replies.iter().map(|reply| reply.status).collect();
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CREATED)
            .count(),
        1,
        "{statuses:?}"
    );
    assert_eq!(
        statuses
            .iter()
            .filter(|s| **s == StatusCode::CONFLICT)
            .count(),
        19
    );
    let after = app.count("tools", "TRUE").await;
    assert_eq!(after, before + 1);
}

#[tokio::test]
async fn restocking_adds_whole_pieces_atomically() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let tool: i64 = sqlx::query_scalar("SELECT MIN(id) FROM tools")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let path = format!("/api/product/{tool}");
    let before = app.stock_of(tool).await;

    let restocks = (0..10).map(|_| {
        send(
            &app,
            Method::PUT,
            &path,
            json!({ "availableQuantity": "7" }),
            &admin,
        )
    });
    for reply in join_all(restocks).await {
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        assert_eq!(reply.json()["message"], messages::PRODUCT_RESTOCKED.en());
    }
    assert_eq!(app.stock_of(tool).await, before + 70);

    for (amount, message) in [
        (json!(""), messages::RESTOCK_REQUIRED.en()),
        (json!("0"), messages::RESTOCK_INVALID.en()),
        (json!("-3"), messages::RESTOCK_INVALID.en()),
        (json!("2.5"), messages::RESTOCK_INVALID.en()),
    ] {
        let reply = send(
            &app,
            Method::PUT,
            &path,
            json!({ "availableQuantity": amount }),
            &admin,
        )
        .await;
        assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{amount}");
        assert_eq!(reply.error_message(), message, "{amount}");
    }
    let overflow = send(
        &app,
        Method::PUT,
        &path,
        json!({ "availableQuantity": 4_294_967_295u32 }),
        &admin,
    )
    .await;
    assert_eq!(overflow.status, StatusCode::CONFLICT);
    assert_eq!(overflow.error_message(), messages::STOCK_TOO_LARGE.en());
    assert_eq!(app.stock_of(tool).await, before + 70);
    let missing = send(
        &app,
        Method::PUT,
        "/api/product/999999",
        json!({ "availableQuantity": 1 }),
        &admin,
    )
    .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_removed_product_leaves_its_orders_intact() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let order = app.order_probes(&buyer).await;
    let tool: i64 = sqlx::query_scalar("SELECT tool_id FROM orders WHERE id = $1")
        .bind(order)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let path = format!("/api/product/{tool}");

    let reply = app
        .request_as(Method::DELETE, &path, None, Some(&admin))
        .await;

    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(reply.json()["message"], messages::PRODUCT_DELETED.en());
    assert_eq!(
        app.get(&format!("/api/tools/{tool}")).await.status,
        StatusCode::NOT_FOUND
    );
    let mine = app
        .get_as("/api/orders/buyer@shop.test", &buyer)
        .await
        .json();
    assert_eq!(mine[0]["toolName"], "PT100 Temperature Probe 200 mm");
    assert_eq!(mine[0]["toolPrice"], 980);
    let again = app
        .request_as(Method::DELETE, &path, None, Some(&admin))
        .await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn admins_promote_and_demote_but_never_themselves() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    app.new_buyer("other@example.com").await;
    let emails = |list: Value| -> Vec<String> {
        list.as_array()
            .unwrap()
            .iter()
            .map(|u| u["email"].as_str().unwrap().to_owned())
            .collect()
    };

    assert_eq!(
        emails(app.get_as("/api/users", &admin).await.json()),
        ["admin@shop.test", "buyer@shop.test", "other@example.com"]
    );
    let promoted = app
        .request_as(
            Method::PUT,
            "/api/user/admin/Other@Example.com",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(promoted.json()["message"], messages::ADMIN_ADDED.en());
    assert_eq!(
        emails(app.get_as("/api/admin", &admin).await.json()),
        ["admin@shop.test", "other@example.com"]
    );

    let myself = app
        .request_as(
            Method::DELETE,
            "/api/user/admin/admin@shop.test",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(myself.status, StatusCode::CONFLICT);
    assert_eq!(myself.error_message(), messages::CANNOT_REMOVE_SELF.en());

    let removed = app
        .request_as(
            Method::DELETE,
            "/api/user/admin/other@example.com",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(removed.json()["message"], messages::ADMIN_REMOVED.en());
    assert_eq!(
        emails(app.get_as("/api/admin", &admin).await.json()),
        ["admin@shop.test"]
    );
    let nobody = app
        .request_as(
            Method::PUT,
            "/api/user/admin/nobody@example.com",
            None,
            Some(&admin),
        )
        .await;
    assert_eq!(nobody.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn two_admins_demoting_each_other_at_once_leave_one_admin() {
    let app = spawn_app().await;
    let first = app.token(ADMIN).await;
    let second = app.new_buyer("second@example.com").await;
    app.request_as(
        Method::PUT,
        "/api/user/admin/second@example.com",
        None,
        Some(&first),
    )
    .await;

    let replies = join_all(
        [
            ("/api/user/admin/second@example.com", first.as_str()),
            ("/api/user/admin/admin@shop.test", second.as_str()),
        ]
        .into_iter()
        .map(|(path, token)| app.request_as(Method::DELETE, path, None, Some(token))),
    )
    .await;

    let admins = app.count("users", "role = 'admin'").await;
    assert_eq!(
        admins,
        1,
        "{:?}",
        replies.iter().map(|r| &r.text).collect::<Vec<_>>()
    );
}
