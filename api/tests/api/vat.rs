//! VAT in the model. A tool carries a rate (15 % unless an admin says
//! otherwise); an order line keeps the rate it was sold at; an order's VAT is the sum of its
//! lines', each split in whole poisha by `shared::vat`.

use crate::helpers::{ADMIN, BUYER, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use shared::{Money, VatRate, vat};

const DESCRIPTION: &str = "ABS safety helmet with a six-point harness, a rain gutter and a chin strap, tested to EN 397 for factory floors and building sites.";

/// The buyer's order `id` as My Orders lists it.
async fn order_of(app: &crate::helpers::TestApp, token: &str, id: i64) -> Value {
    let orders = app
        .get_as("/api/orders/buyer@shop.test", token)
        .await
        .json();
    orders
        .as_array()
        .unwrap()
        .iter()
        .find(|order| order["_id"] == id)
        .cloned()
        .expect("the order is listed")
}

fn vat_of(total_poisha: i64, basis_points: u32) -> f64 {
    let split = vat::split(
        Money::from_poisha(total_poisha).unwrap(),
        VatRate::from_basis_points(basis_points).unwrap(),
    );
    split.vat.taka()
}

#[tokio::test]
async fn a_tool_is_added_at_its_rate_or_the_standard_one() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let helmet = json!({
        "toolName": "Safety Helmet", "toolPrice": "650", "minOrder": "10",
        "availableQuantity": "400", "toolImage": "/api/images/helmet.png",
        "toolDescription": DESCRIPTION, "vatRate": "7.5",
    });
    let added = app
        .send_as(Method::POST, "/api/product", &helmet.to_string(), &admin)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text);
    let id = added.json()["insertedId"].as_i64().unwrap();
    assert_eq!(
        app.get(&format!("/api/tools/{id}")).await.json()["vatRate"],
        750
    );

    // Every seeded tool, added without a rate, sells at the standard 15 %.
    let tools = app.get("/api/tools").await.json();
    assert!(
        tools
            .as_array()
            .unwrap()
            .iter()
            .any(|tool| tool["vatRate"] == 1500)
    );

    let slip = app
        .send_as(
            Method::POST,
            "/api/product",
            &json!({ "vatRate": "60" }).to_string(),
            &admin,
        )
        .await;
    let body = slip.json();
    let fields: Vec<&str> = body["error"]["errors"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|error| (error["field"] == "vatRate").then_some(error["key"].as_str()?))
        .collect();
    assert_eq!(fields, ["VAT_RATE_INVALID"]);
}

#[tokio::test]
async fn an_order_line_keeps_the_rate_it_was_sold_at() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let probe = app.probe_tool().await;

    let first = app.order_probes(&buyer).await;
    let order = order_of(&app, &buyer, first).await;
    let total = (order["totalPrice"].as_f64().unwrap() * 100.0).round() as i64;
    assert_eq!(order["lines"][0]["vatRate"], 1500);
    assert_eq!(order["lines"][0]["vat"], vat_of(total, 1500));
    assert_eq!(order["vat"], vat_of(total, 1500));

    let changed = app
        .send_as(
            Method::PUT,
            &format!("/api/product/{probe}/vat-rate"),
            r#"{"vatRate": "5"}"#,
            &admin,
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text);
    assert_eq!(changed.json()["vatRate"], 500);

    let second = app.order_probes(&buyer).await;
    assert_eq!(
        order_of(&app, &buyer, second).await["lines"][0]["vatRate"],
        500
    );
    assert_eq!(
        order_of(&app, &buyer, first).await["lines"][0]["vatRate"],
        1500,
        "a placed order keeps its rate"
    );
}

#[tokio::test]
async fn an_orders_vat_is_the_sum_of_its_lines() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let probe = app.probe_tool().await;
    let caliper: i64 = sqlx::query_scalar("SELECT id FROM tools WHERE name LIKE '%Caliper%'")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    app.send_as(
        Method::PUT,
        &format!("/api/product/{caliper}/vat-rate"),
        r#"{"vatRate": "7.5"}"#,
        &admin,
    )
    .await;

    let lines = json!([{ "toolId": probe, "quantity": 30 }, { "toolId": caliper, "quantity": 13 }]);
    let reply = app.place(&buyer, json!({ "lines": lines })).await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    let order = order_of(&app, &buyer, reply.json()["insertedId"].as_i64().unwrap()).await;

    let line_vats: Vec<f64> = order["lines"]
        .as_array()
        .unwrap()
        .iter()
        .map(|line| {
            let total = (line["totalPrice"].as_f64().unwrap() * 100.0).round() as i64;
            let rate = line["vatRate"].as_u64().unwrap() as u32;
            assert_eq!(line["vat"], vat_of(total, rate));
            line["vat"].as_f64().unwrap()
        })
        .collect();
    let sum: f64 = line_vats.iter().sum();
    assert!(
        (order["vat"].as_f64().unwrap() - sum).abs() < 0.001,
        "{order}"
    );
}

#[tokio::test]
async fn only_an_admin_sets_a_rate_and_only_a_real_one() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    let probe = app.probe_tool().await;
    let path = format!("/api/product/{probe}/vat-rate");

    let refused = app
        .send_as(Method::PUT, &path, r#"{"vatRate": "0"}"#, &buyer)
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let slip = app
        .send_as(Method::PUT, &path, r#"{"vatRate": "15%"}"#, &admin)
        .await;
    assert_eq!(slip.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(slip.json()["error"]["key"], "VAT_RATE_INVALID");
    let missing = app
        .send_as(
            Method::PUT,
            "/api/product/999999/vat-rate",
            r#"{"vatRate": "5"}"#,
            &admin,
        )
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(
        app.get(&format!("/api/tools/{probe}")).await.json()["vatRate"],
        1500
    );
}
