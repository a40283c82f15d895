//! `shop migrate-to`: a SQLite shop with orders, payments and a VAT invoice copied into a new
//! PostgreSQL database, then served from there by the same binary as if nothing had moved.

use crate::binary::Shop;
use crate::helpers::postgres::Cluster;
use crate::helpers::{ADMIN, BUYER, delivery};
use reqwest::StatusCode;
use serde_json::{Value, json};
use std::path::Path;
use std::process::{Command, Output};

fn migrate_to(url: &str, data_dir: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_shop"))
        .args(["migrate-to", "--database-url", url, "--data-dir"])
        .arg(data_dir)
        .env("RUST_LOG", "warn")
        .output()
        .unwrap()
}

async fn place(shop: &Shop, buyer: &str, tool: &Value) -> i64 {
    let reply = reqwest::Client::new()
        .post(shop.url("/api/orders"))
        .bearer_auth(buyer)
        .json(&json!({ "toolId": tool, "quantity": 25, "delivery": delivery() }))
        .send()
        .await
        .unwrap();
    assert_eq!(reply.status(), StatusCode::CREATED);
    reply.json::<Value>().await.unwrap()["insertedId"]
        .as_i64()
        .unwrap()
}

/// What the buyer and the owner see of the shop: the buyer's orders and the overview.
async fn seen(shop: &Shop) -> (Value, Value) {
    let buyer = shop.token(BUYER).await;
    let admin = shop.token(ADMIN).await;
    (
        shop.get_json("/api/orders/buyer@shop.test", Some(&buyer))
            .await,
        shop.get_json("/api/overview", Some(&admin)).await,
    )
}

#[tokio::test]
async fn a_sqlite_shop_moves_into_postgresql_whole() {
    let root = tempfile::tempdir().unwrap();
    let data_dir = root.path().join("data");
    let shop = Shop::start_in(&data_dir, &[]).await;
    let buyer = shop.token(BUYER).await;
    let tool = shop.probe_tool().await;
    let mut orders = Vec::new();
    for _ in 0..3 {
        orders.push(place(&shop, &buyer, &tool).await);
    }
    let paid = reqwest::Client::new()
        .post(shop.url("/api/payments/confirm"))
        .bearer_auth(&buyer)
        .json(&json!({ "orderId": orders[0],
                       "card": { "number": "4242 4242 4242 4242", "expiry": "12 / 34", "cvc": "123" } }))
        .send()
        .await
        .unwrap();
    assert!(paid.status().is_success(), "{}", paid.text().await.unwrap());
    // A category moved under one made after it: the copy meets the child before its parent.
    let admin = shop.token(ADMIN).await;
    let client = reqwest::Client::new();
    let added = client
        .post(shop.url("/api/category"))
        .bearer_auth(&admin)
        .json(&json!({ "name": "Workshop Supplies" }))
        .send()
        .await
        .unwrap();
    assert_eq!(added.status(), StatusCode::CREATED);
    let moved = client
        .put(shop.url("/api/category/spare-parts"))
        .bearer_auth(&admin)
        .json(&json!({ "name": "Spare Parts", "parent": "workshop-supplies" }))
        .send()
        .await
        .unwrap();
    assert_eq!(moved.status(), StatusCode::OK);
    let tree = shop.get_json("/api/categories", None).await;
    let before = seen(&shop).await;
    assert_eq!(before.0.as_array().unwrap().len(), 3);
    drop(shop);

    let url = Cluster::get().new_database().await;
    let moved = migrate_to(&url, &data_dir);
    let said = String::from_utf8_lossy(&moved.stdout);
    assert!(
        moved.status.success(),
        "{}",
        String::from_utf8_lossy(&moved.stderr)
    );
    assert!(said.contains("counts and sums agree"), "{said}");

    let shop = Shop::start(&[("SHOP_DATABASE_URL", url.as_str())]).await;
    assert_eq!(seen(&shop).await, before, "the same orders and figures");
    assert_eq!(
        shop.get_json("/api/categories", None).await,
        tree,
        "the same tree"
    );
    let db = api::store::postgres::open(&url).await.unwrap();
    let invoices: Vec<(i64, i64)> =
        sqlx::query_as("SELECT serial, order_id FROM tax_documents WHERE kind = 'invoice'")
            .fetch_all(&db)
            .await
            .unwrap();
    assert_eq!(invoices, [(1, orders[0])], "the invoice, as it was");
    // New rows are numbered after the copied ones, and the triggers count them again.
    let buyer = shop.token(BUYER).await;
    let next = place(&shop, &buyer, &tool).await;
    assert!(next > orders[2], "{next} after {orders:?}");
    let (orders_now, _) = seen(&shop).await;
    assert_eq!(orders_now.as_array().unwrap().len(), 4);

    let again = migrate_to(&url, &data_dir);
    assert!(!again.status.success());
    assert!(
        String::from_utf8_lossy(&again.stderr).contains("already holds a shop"),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
}
