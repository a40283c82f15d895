//! Orders of several tools: lines reserved all or nothing, price breaks, the cart on
//! the account, a review per line.

use crate::helpers::{ADMIN, BUYER, TestApp, join_all, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use shared::messages;

/// A seeded tool's id by the start of its name.
async fn tool(app: &TestApp, name: &str) -> i64 {
    sqlx::query_scalar("SELECT id FROM tools WHERE name LIKE $1 || '%'")
        .bind(name)
        .fetch_one(&app.state.db)
        .await
        .unwrap()
}

async fn set_tiers(app: &TestApp, admin: &str, tool: i64, tiers: Value) -> crate::helpers::Reply {
    let body = json!({ "priceTiers": tiers }).to_string();
    app.send_as(
        Method::PUT,
        &format!("/api/product/{tool}/tiers"),
        &body,
        admin,
    )
    .await
}

/// 30 PT100 probes and 12 calipers, the two-tool order most tests place.
struct ProbesAndCalipers {
    probe: i64,
    caliper: i64,
}

impl ProbesAndCalipers {
    async fn of(app: &TestApp) -> Self {
        Self {
            probe: tool(app, "PT100").await,
            caliper: tool(app, "Digital Vernier").await,
        }
    }

    fn lines(&self) -> Value {
        json!([{ "toolId": self.probe, "quantity": 30 }, { "toolId": self.caliper, "quantity": 12 }])
    }

    /// Places the order as the token's owner; its id.
    async fn order(&self, app: &TestApp, token: &str) -> i64 {
        let reply = app.place(token, json!({ "lines": self.lines() })).await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        reply.json()["insertedId"].as_i64().unwrap()
    }
}

async fn own_orders(app: &TestApp, token: &str) -> Value {
    app.get_as("/api/orders/buyer@shop.test", token)
        .await
        .json()
}

#[tokio::test]
async fn an_order_of_several_tools_reserves_each_and_totals_its_lines() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let tools = ProbesAndCalipers::of(&app).await;
    let (probe, caliper) = (tools.probe, tools.caliper);
    let (probes_before, calipers_before) = (app.stock_of(probe).await, app.stock_of(caliper).await);

    // A quantity may come as typed text or as a number.
    let lines =
        json!([{ "toolId": probe, "quantity": "30" }, { "toolId": caliper, "quantity": 12 }]);
    let reply = app.place(&token, json!({ "lines": lines })).await;

    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(app.stock_of(probe).await, probes_before - 30);
    assert_eq!(app.stock_of(caliper).await, calipers_before - 12);
    let order = &own_orders(&app, &token).await[0];
    assert_eq!(order["lines"].as_array().unwrap().len(), 2);
    assert_eq!(
        order["lines"][0]["toolName"],
        "PT100 Temperature Probe 200 mm"
    );
    assert_eq!(order["lines"][0]["unitPrice"], 980);
    assert_eq!(order["lines"][0]["totalPrice"], 29_400);
    assert_eq!(order["lines"][1]["totalPrice"], 28_200);
    assert_eq!(order["totalPrice"], 57_600, "the sum of the lines");
    assert_eq!(order["quantity"], 42, "every piece");
    assert_eq!(
        order["toolName"], "PT100 Temperature Probe 200 mm",
        "the first line"
    );
}

#[tokio::test]
async fn a_line_that_cannot_be_had_places_nothing() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let (probe, sensor) = (tool(&app, "PT100").await, tool(&app, "Ultrasonic").await);
    let (probes_before, sensors_before) = (app.stock_of(probe).await, app.stock_of(sensor).await);

    let too_many = app.place(&token,
        json!({ "lines": [{ "toolId": probe, "quantity": 30 }, { "toolId": sensor, "quantity": sensors_before + 1 }] }),
    )
    .await;
    let too_few = app.place(&token,
        json!({ "lines": [{ "toolId": probe, "quantity": 30 }, { "toolId": sensor, "quantity": 1 }] }),
    )
    .await;
    let twice = app.place(&token,
        json!({ "lines": [{ "toolId": probe, "quantity": 30 }, { "toolId": probe, "quantity": 30 }] }),
    )
    .await;
    let empty = app.place(&token, json!({ "lines": [] })).await;

    assert_eq!(too_many.status, StatusCode::CONFLICT);
    assert_eq!(
        too_many.error_message(),
        "Ultrasonic Level Sensor 5 m: Not enough quantity"
    );
    assert_eq!(too_few.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        too_few.error_message(),
        "Ultrasonic Level Sensor 5 m: Minimum order is 2"
    );
    assert_eq!(twice.error_message(), messages::CART_TOOL_TWICE.en());
    assert_eq!(empty.error_message(), messages::ORDER_EMPTY.en());
    assert_eq!(
        app.stock_of(probe).await,
        probes_before,
        "the first line was given back"
    );
    assert_eq!(app.stock_of(sensor).await, sensors_before);
    assert_eq!(own_orders(&app, &token).await, json!([]));
}

#[tokio::test]
async fn price_breaks_set_the_unit_price_the_server_charges() {
    let app = spawn_app().await;
    let (admin, token) = (app.token(ADMIN).await, app.token(BUYER).await);
    let bearing = tool(&app, "Deep Groove").await;
    let set = set_tiers(
        &app,
        &admin,
        bearing,
        json!([{ "minQuantity": 500, "unitPrice": 150 }, { "minQuantity": 1000, "unitPrice": "140" }]),
    )
    .await;
    assert_eq!(set.status, StatusCode::OK, "{}", set.text);
    let listed = app.get(&format!("/api/tools/{bearing}")).await.json();
    assert_eq!(
        listed["priceTiers"],
        json!([{ "minQuantity": 500, "unitPrice": 150 }, { "minQuantity": 1000, "unitPrice": 140 }])
    );

    for (pieces, unit, total) in [(499, 165, 82_335), (500, 150, 75_000), (1000, 140, 140_000)] {
        let reply = app
            .place(&token, json!({ "toolId": bearing, "quantity": pieces }))
            .await;
        assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
        let order = &own_orders(&app, &token).await[0];
        assert_eq!(order["lines"][0]["unitPrice"], unit, "{pieces} pieces");
        assert_eq!(order["totalPrice"], total, "{pieces} pieces");
    }

    let dearer = set_tiers(
        &app,
        &admin,
        bearing,
        json!([{ "minQuantity": 500, "unitPrice": 170 }]),
    )
    .await;
    assert_eq!(dearer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(dearer.error_message(), messages::tier_price(1).en());
    let by_buyer = set_tiers(&app, &token, bearing, json!([])).await;
    assert_eq!(by_buyer.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn racing_carts_that_share_tools_never_oversell_nor_leave_half_an_order() {
    let app = spawn_app().await;
    let (a, b) = (
        tool(&app, "Ultrasonic").await,
        tool(&app, "Angle Grinder").await,
    );
    let mut buyers = Vec::new();
    for index in 0..8 {
        buyers.push(app.new_buyer(&format!("racer{index}@shop.test")).await);
    }
    let (stock_a, stock_b) = (app.stock_of(a).await, app.stock_of(b).await);
    // Each cart wants a quarter of A's stock and a quarter of B's: at most four can succeed.
    let (quarter_a, quarter_b) = (stock_a / 4, stock_b / 4);

    let replies = join_all(buyers.iter().enumerate().map(|(index, token)| {
        // Half the carts list the tools the other way round.
        let lines = if index % 2 == 0 {
            json!([{ "toolId": a, "quantity": quarter_a }, { "toolId": b, "quantity": quarter_b }])
        } else {
            json!([{ "toolId": b, "quantity": quarter_b }, { "toolId": a, "quantity": quarter_a }])
        };
        app.place(token, json!({ "lines": lines }))
    }))
    .await;

    let placed = replies
        .iter()
        .filter(|reply| reply.status == StatusCode::CREATED)
        .count() as i64;
    assert!(
        replies
            .iter()
            .all(|reply| [StatusCode::CREATED, StatusCode::CONFLICT].contains(&reply.status))
    );
    assert_eq!(placed, 4);
    assert_eq!(app.stock_of(a).await, stock_a - placed * quarter_a);
    assert_eq!(app.stock_of(b).await, stock_b - placed * quarter_b);
    let lines = app.count("order_lines", "TRUE").await;
    assert_eq!(lines, placed * 2, "every order whole, no order half");
}

#[tokio::test]
async fn cancelling_returns_every_lines_pieces() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let tools = ProbesAndCalipers::of(&app).await;
    let (probes, calipers) = (
        app.stock_of(tools.probe).await,
        app.stock_of(tools.caliper).await,
    );
    let order = tools.order(&app, &token).await;

    let cancelled = app
        .send_as(Method::DELETE, &format!("/api/orders/{order}"), "", &token)
        .await;

    assert_eq!(cancelled.status, StatusCode::OK);
    assert_eq!(app.stock_of(tools.probe).await, probes);
    assert_eq!(app.stock_of(tools.caliper).await, calipers);
}

#[tokio::test]
async fn the_cart_is_kept_on_the_account_and_emptied_by_its_order() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let tools = ProbesAndCalipers::of(&app).await;
    let (probe, caliper) = (tools.probe, tools.caliper);
    let cart = json!({ "lines": tools.lines() });

    let put = app
        .send_as(Method::PUT, "/api/cart", &cart.to_string(), &token)
        .await;
    assert_eq!(put.status, StatusCode::OK, "{}", put.text);
    assert_eq!(app.get_as("/api/cart", &token).await.json(), cart);

    let doubled = json!({ "lines": [{ "toolId": probe, "quantity": 3 }, { "toolId": probe, "quantity": 4 }] });
    let refused = app
        .send_as(Method::PUT, "/api/cart", &doubled.to_string(), &token)
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.error_message(), messages::CART_TOOL_TWICE.en());
    let admin = app.token(ADMIN).await;
    assert_eq!(
        app.get_as("/api/cart", &admin).await.status,
        StatusCode::FORBIDDEN
    );

    let ordered = json!({ "lines": [{ "toolId": probe, "quantity": 30 }], "fromCart": true });
    assert_eq!(app.place(&token, ordered).await.status, StatusCode::CREATED);
    assert_eq!(
        app.get_as("/api/cart", &token).await.json(),
        json!({ "lines": [{ "toolId": caliper, "quantity": 12 }] }),
        "the ordered tool left the cart; the other stayed"
    );
}

#[tokio::test]
async fn a_line_whose_tool_is_removed_stays_in_the_cart() {
    let app = spawn_app().await;
    let (admin, token) = (app.token(ADMIN).await, app.token(BUYER).await);
    let caliper = tool(&app, "Digital Vernier").await;
    let cart = json!({ "lines": [{ "toolId": caliper, "quantity": 12 }] });
    app.send_as(Method::PUT, "/api/cart", &cart.to_string(), &token)
        .await;

    let removed = app
        .send_as(
            Method::DELETE,
            &format!("/api/product/{caliper}"),
            "",
            &admin,
        )
        .await;

    assert_eq!(removed.status, StatusCode::OK);
    assert_eq!(
        app.get_as("/api/cart", &token).await.json(),
        cart,
        "kept, for the page to flag"
    );
    assert_eq!(
        app.get(&format!("/api/tools/{caliper}")).await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn each_delivered_line_is_reviewed_once() {
    let app = spawn_app().await;
    let (admin, token) = (app.token(ADMIN).await, app.token(BUYER).await);
    let order = ProbesAndCalipers::of(&app).await.order(&app, &token).await;
    app.pay(&token, order).await;
    app.hand_over(&admin, order).await;
    let lines = own_orders(&app, &token).await[0]["lines"].clone();
    let review = |line: &Value| {
        json!({ "orderId": order, "lineId": line["_id"], "rating": 5, "review": "Solid." })
            .to_string()
    };

    let unnamed = json!({ "orderId": order, "rating": 5, "review": "Solid." }).to_string();
    let refused = app
        .send_as(Method::POST, "/api/review", &unnamed, &token)
        .await;
    assert_eq!(refused.error_message(), messages::REVIEW_WHICH_LINE.en());
    let first = app
        .send_as(Method::POST, "/api/review", &review(&lines[0]), &token)
        .await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text);
    assert_eq!(
        own_orders(&app, &token).await[0]["isReviewed"],
        false,
        "one line left"
    );
    let again = app
        .send_as(Method::POST, "/api/review", &review(&lines[0]), &token)
        .await;
    assert_eq!(again.error_message(), messages::REVIEW_ALREADY_GIVEN.en());
    let second = app
        .send_as(Method::POST, "/api/review", &review(&lines[1]), &token)
        .await;
    assert_eq!(second.status, StatusCode::CREATED);
    let order = &own_orders(&app, &token).await[0];
    assert_eq!(order["isReviewed"], true);
    assert_eq!(order["lines"][1]["isReviewed"], true);
    let reviews = app.get("/api/reviews").await.json();
    assert_eq!(reviews[0]["toolName"], "Digital Vernier Caliper 150 mm");
}
