//! The delivery charge: the owner's table (by zone, district and weight), the quote the cart
//! and checkout show before the buyer orders, and the line it becomes on the order, in its
//! total, its payment, its VAT and its tax invoice.

use crate::helpers::{ADMIN, BUYER, TestApp, delivery, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use shared::delivery_charge::ChargeTable;
use shared::{Money, VatRate, vat};

/// The standard table with Gazipur priced apart and, when `enabled`, switched on.
fn table(enabled: bool) -> Value {
    json!({
        "enabled": enabled,
        "insideDhaka": { "firstKg": "70", "extraKg": "20" },
        "outsideDhaka": { "firstKg": "১৩০", "extraKg": 20 },
        "districts": [{ "district": "gazipur", "firstKg": "110", "extraKg": "20" }],
        "vatRate": "15",
    })
}

async fn set_table(app: &TestApp, admin: &str, table: &Value) -> crate::helpers::Reply {
    app.send_as(
        Method::PUT,
        "/api/delivery-charges",
        &table.to_string(),
        admin,
    )
    .await
}

async fn quote(app: &TestApp, body: Value) -> crate::helpers::Reply {
    app.post_json("/api/delivery-charges/quote", &body.to_string())
        .await
}

/// The seeded PT100 probes weigh 500 g each: 25 of them are 12.5 kg, the first kilogram and
/// 12 more begun.
const PROBES_GRAMS: u64 = 12_500;

#[tokio::test]
async fn the_owner_edits_the_table_and_anyone_reads_it() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);

    // A new table's amounts are the standard ones (the test harness turns it off).
    let stored = app.get("/api/delivery-charges").await;
    assert_eq!(stored.status, StatusCode::OK);
    let stored: ChargeTable = serde_json::from_str(&stored.text).unwrap();
    assert_eq!(
        stored,
        ChargeTable {
            enabled: false,
            ..ChargeTable::standard()
        }
    );

    let refused = set_table(&app, &buyer, &table(true)).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let anonymous = app
        .request(
            Method::PUT,
            "/api/delivery-charges",
            Some(("application/json", &table(true).to_string())),
        )
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);

    for (field, value, key) in [
        (
            "insideDhaka",
            json!({ "firstKg": "seventy", "extraKg": "20" }),
            "DELIVERY_RATE_INVALID",
        ),
        (
            "outsideDhaka",
            json!({ "firstKg": "10001", "extraKg": "20" }),
            "DELIVERY_RATE_INVALID",
        ),
        (
            "districts",
            json!([{ "district": "Atlantis", "firstKg": "1", "extraKg": "1" }]),
            "DISTRICT_REQUIRED",
        ),
        ("vatRate", json!("51"), "VAT_RATE_INVALID"),
    ] {
        let mut broken = table(true);
        broken[field] = value;
        let reply = set_table(&app, &admin, &broken).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{field}: {}",
            reply.text
        );
        assert_eq!(reply.json()["error"]["errors"][0]["key"], key, "{field}");
    }
    assert_eq!(
        app.get("/api/delivery-charges").await.json()["enabled"],
        false
    );

    let saved = set_table(&app, &admin, &table(true)).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text);
    let read = app.get("/api/delivery-charges").await.json();
    assert_eq!(read, saved.json());
    assert_eq!(read["enabled"], true);
    assert_eq!(
        read["outsideDhaka"],
        json!({ "firstKg": 130, "extraKg": 20 })
    );
    assert_eq!(
        read["districts"],
        json!([{ "district": "Gazipur", "firstKg": 110, "extraKg": 20 }])
    );

    // Saving again replaces the districts rather than adding to them.
    let mut fewer = table(true);
    fewer["districts"] = json!([]);
    assert_eq!(set_table(&app, &admin, &fewer).await.status, StatusCode::OK);
    assert_eq!(
        app.get("/api/delivery-charges").await.json()["districts"],
        json!([])
    );
}

#[tokio::test]
async fn a_quote_prices_the_cart_by_weight_and_district() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let probe = app.probe_tool().await;
    let lines = json!([{ "toolId": probe, "quantity": 25 }]);

    // Off: the shop charges nothing and says so.
    let off = quote(&app, json!({ "lines": lines, "district": "Sylhet" })).await;
    assert_eq!(off.status, StatusCode::OK, "{}", off.text);
    assert_eq!(
        off.json(),
        json!({ "charged": false, "weightGrams": PROBES_GRAMS, "charge": 0,
                "estimate": { "insideDhaka": 0, "outsideDhaka": 0 } })
    );

    assert_eq!(
        set_table(&app, &admin, &table(true)).await.status,
        StatusCode::OK
    );
    for (district, charge) in [("Dhaka", 310), ("Sylhet", 370), ("Gazipur", 350)] {
        let reply = quote(&app, json!({ "lines": lines, "district": district })).await;
        assert_eq!(reply.json()["charge"], charge, "{district}");
    }
    // Before the buyer says where: each zone, and no charge.
    let estimate = quote(&app, json!({ "lines": lines })).await.json();
    assert_eq!(
        estimate,
        json!({ "charged": true, "weightGrams": PROBES_GRAMS, "charge": null,
                "estimate": { "insideDhaka": 310, "outsideDhaka": 370 } })
    );
    // A tool that has left the catalogue weighs nothing; the first kilogram is still paid.
    let gone = quote(
        &app,
        json!({ "lines": [{ "toolId": 999_999, "quantity": 3 }], "district": "Dhaka" }),
    )
    .await;
    assert_eq!(gone.json()["charge"], 70);
    let beside = quote(
        &app,
        json!({ "lines": [{ "toolId": 999_999, "quantity": 3 }, { "toolId": probe, "quantity": 25 }],
                "district": "Dhaka" }),
    )
    .await;
    assert_eq!(
        (
            beside.json()["weightGrams"].clone(),
            beside.json()["charge"].clone()
        ),
        (PROBES_GRAMS.into(), 310.into())
    );

    for (body, key) in [
        (
            json!({ "lines": lines, "district": "Atlantis" }),
            "DISTRICT_REQUIRED",
        ),
        (
            json!({ "lines": [{ "toolId": probe, "quantity": 0 }] }),
            "CART_LINE_INVALID",
        ),
        (
            json!({ "lines": [{ "toolId": probe, "quantity": 1 }, { "toolId": probe, "quantity": 2 }] }),
            "CART_TOOL_TWICE",
        ),
    ] {
        let reply = quote(&app, body).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            reply.text
        );
        assert_eq!(reply.json()["error"]["errors"][0]["key"], key);
    }
    let malformed = quote(&app, json!({ "lines": "many" })).await;
    assert_eq!(malformed.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn an_order_carries_its_delivery_line_into_its_total_payment_and_invoice() {
    let app = spawn_app().await;
    let (admin, buyer) = (app.token(ADMIN).await, app.token(BUYER).await);
    assert_eq!(
        set_table(&app, &admin, &table(true)).await.status,
        StatusCode::OK
    );
    let probe = app.probe_tool().await;
    let mut to_sylhet = delivery();
    to_sylhet["district"] = json!("Sylhet");
    let placed = app
        .place(
            &buyer,
            json!({ "toolId": probe, "quantity": 25, "delivery": to_sylhet }),
        )
        .await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text);
    let id = placed.json()["insertedId"].as_i64().unwrap();

    // A later change of the table does not touch an order placed before it.
    assert_eq!(
        set_table(&app, &admin, &table(false)).await.status,
        StatusCode::OK
    );

    let orders = app
        .get_as("/api/orders/buyer@shop.test", &buyer)
        .await
        .json();
    let order = orders
        .as_array()
        .unwrap()
        .iter()
        .find(|order| order["_id"] == id)
        .unwrap();
    let (tools, charge) = (24_500 * 100, 370 * 100);
    let taka = |poisha: i64| Money::from_poisha(poisha).unwrap().taka();
    assert_eq!(order["deliveryCharge"], 370);
    assert_eq!(order["deliveryVatRate"], 1500);
    assert_eq!(order["totalPrice"].as_f64(), Some(taka(tools + charge)));
    let vat_of = |poisha| vat::split(Money::from_poisha(poisha).unwrap(), VatRate::STANDARD).vat;
    assert_eq!(
        order["vat"].as_f64(),
        Some(vat_of(tools).checked_add(vat_of(charge)).unwrap().taka())
    );

    // The payment is for the whole, delivery included.
    app.pay(&buyer, id).await;
    let paid: i64 = sqlx::query_scalar("SELECT amount_poisha FROM payments WHERE order_id = $1")
        .bind(id)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(paid, tools + charge);

    // The invoice has the charge as a line of its own, a service at its VAT rate, and the
    // document's total is the order's.
    let (content, total): (String, i64) = sqlx::query_as(
        "SELECT content, total_poisha FROM tax_documents WHERE kind = 'invoice' AND order_id = $1",
    )
    .bind(id)
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert_eq!(total, tools + charge);
    let content: Value = serde_json::from_str(&content).unwrap();
    let last = &content["lines"][1];
    assert_eq!(last["description"], "Delivery charge");
    assert_eq!(last["descriptionBn"], "ডেলিভারি চার্জ");
    assert_eq!(
        (last["quantity"].clone(), last["delivery"].clone()),
        (json!(1), json!(true))
    );
    assert_eq!(last["vat"].as_f64(), Some(vat_of(charge).taka()));
    let pdf = app
        .get_as(&format!("/api/orders/{id}/invoice.pdf"), &buyer)
        .await;
    assert_eq!(pdf.status, StatusCode::OK);
    let text = crate::pdf::text(&pdf.bytes);
    for expected in ["Delivery charge", "service", "24,870.00"] {
        assert!(
            text.contains(expected),
            "{expected:?} missing from:\n{text}"
        );
    }
}
