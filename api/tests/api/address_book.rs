//! The address book: remembered by orders, kept by the buyer, never anyone else's.

use crate::helpers::{BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use shared::messages;

fn office() -> Value {
    json!({ "recipient": "Rahim Uddin", "phone": "01712-345678",
        "address": "House 4, Road 2, Dhanmondi", "district": "Dhaka" })
}

fn factory() -> Value {
    json!({ "recipient": "Karim Mia", "phone": "+8801812345678",
        "address": "Plot 9, BSCIC", "district": "Gazipur" })
}

/// The book as `(label, default, recipient)`, in the order the API lists it.
async fn book(app: &TestApp, token: &str) -> Vec<(String, bool, String)> {
    let reply = app.get_as("/api/me/addresses", token).await;
    assert_eq!(reply.status, StatusCode::OK);
    reply
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|place| {
            (
                place["label"].as_str().unwrap().to_owned(),
                place["isDefault"].as_bool().unwrap(),
                place["delivery"]["recipient"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

async fn add(app: &TestApp, token: &str, body: Value) -> crate::helpers::Reply {
    app.send_as(Method::POST, "/api/me/addresses", &body.to_string(), token)
        .await
}

fn entry(label: &str, default: bool, recipient: &str) -> (String, bool, String) {
    (label.into(), default, recipient.into())
}

#[tokio::test]
async fn orders_fill_the_book_each_place_once_the_first_the_default() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    assert!(book(&app, &buyer).await.is_empty());
    let tool = app.probe_tool().await;
    for delivery in [office(), factory(), factory()] {
        let body = json!({ "toolId": tool, "quantity": 25, "delivery": delivery });
        assert_eq!(app.place(&buyer, body).await.status, StatusCode::CREATED);
    }

    let saved = app.get_as("/api/me/addresses", &buyer).await.json();
    assert_eq!(saved.as_array().unwrap().len(), 2, "{saved}");
    // The first place is the default and comes first; the phone is kept as the shop keeps it.
    assert_eq!(saved[0]["isDefault"], true);
    assert_eq!(
        saved[0]["delivery"],
        json!({ "recipient": "Rahim Uddin", "phone": "01712345678",
                "address": "House 4, Road 2, Dhanmondi", "district": "Dhaka" })
    );
    assert_eq!(saved[1]["delivery"]["phone"], "01812345678");
    // Another buyer sees none of them.
    let other = app.new_buyer("other@example.com").await;
    assert!(book(&app, &other).await.is_empty());
}

#[tokio::test]
async fn an_order_to_an_earlier_place_moves_it_up_and_one_to_the_latest_changes_nothing() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let tool = app.probe_tool().await;
    let warehouse = json!({ "recipient": "Selim Khan", "phone": "01912345678",
        "address": "Shed 3, Tongi", "district": "Gazipur" });
    for delivery in [office(), factory(), warehouse, factory()] {
        let body = json!({ "toolId": tool, "quantity": 25, "delivery": delivery });
        assert_eq!(app.place(&buyer, body).await.status, StatusCode::CREATED);
    }
    let listed = [
        entry("", true, "Rahim Uddin"),
        entry("", false, "Karim Mia"),
        entry("", false, "Selim Khan"),
    ];
    assert_eq!(book(&app, &buyer).await, listed);
    let used_at = || async {
        let at: Vec<i64> = sqlx::query_scalar("SELECT used_at FROM saved_addresses ORDER BY id")
            .fetch_all(&app.state.db)
            .await
            .unwrap();
        at
    };
    let before = used_at().await;
    let body = json!({ "toolId": tool, "quantity": 25, "delivery": factory() });
    assert_eq!(app.place(&buyer, body).await.status, StatusCode::CREATED);
    assert_eq!(book(&app, &buyer).await, listed);
    assert_eq!(used_at().await, before, "the book is not written again");
}

#[tokio::test]
async fn a_buyer_names_edits_defaults_and_removes_places() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let home = add(
        &app,
        &buyer,
        json!({ "label": " Home ", "delivery": office() }),
    )
    .await;
    assert_eq!(home.status, StatusCode::CREATED);
    let home_id = home.json()["id"].as_i64().unwrap();
    let works = add(
        &app,
        &buyer,
        json!({ "label": "Factory gate 2", "isDefault": true, "delivery": factory() }),
    )
    .await;
    assert_eq!(works.status, StatusCode::CREATED);
    let works_id = works.json()["id"].as_i64().unwrap();
    assert_eq!(
        book(&app, &buyer).await,
        [
            entry("Factory gate 2", true, "Karim Mia"),
            entry("Home", false, "Rahim Uddin")
        ]
    );

    // Making Home the default takes it from the factory: one default at a time.
    let mut changed = office();
    changed["recipient"] = json!("Rahima Begum");
    let body = json!({ "label": "Home", "isDefault": true, "delivery": changed });
    let reply = app
        .send_as(
            Method::PUT,
            &format!("/api/me/addresses/{home_id}"),
            &body.to_string(),
            &buyer,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    assert_eq!(
        book(&app, &buyer).await,
        [
            entry("Home", true, "Rahima Begum"),
            entry("Factory gate 2", false, "Karim Mia")
        ]
    );

    let path = format!("/api/me/addresses/{works_id}");
    let removed = app.send_as(Method::DELETE, &path, "", &buyer).await;
    assert_eq!(removed.status, StatusCode::NO_CONTENT);
    assert_eq!(
        book(&app, &buyer).await,
        [entry("Home", true, "Rahima Begum")]
    );
    let again = app.send_as(Method::DELETE, &path, "", &buyer).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    assert_eq!(
        again.error_message(),
        "We could not find that address. It may have been removed."
    );
}

#[tokio::test]
async fn the_same_place_twice_is_one_entry_renamed() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let first = add(&app, &buyer, json!({ "delivery": office() })).await;
    let second = add(
        &app,
        &buyer,
        json!({ "label": "Shop", "delivery": office() }),
    )
    .await;
    assert_eq!(first.json()["id"], second.json()["id"]);
    assert_eq!(
        book(&app, &buyer).await,
        [entry("Shop", false, "Rahim Uddin")]
    );
}

#[tokio::test]
async fn another_buyers_place_is_not_found_and_stays_as_it_was() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let id = add(
        &app,
        &buyer,
        json!({ "label": "Home", "delivery": office() }),
    )
    .await
    .json()["id"]
        .as_i64()
        .unwrap();
    let other = app.new_buyer("other@example.com").await;
    let path = format!("/api/me/addresses/{id}");
    let body = json!({ "label": "Mine now", "delivery": factory() }).to_string();
    for method in [Method::PUT, Method::DELETE] {
        let reply = app.send_as(method.clone(), &path, &body, &other).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{method}");
    }
    for path in ["/api/me/addresses/abc", "/api/me/addresses/0"] {
        let reply = app.send_as(Method::DELETE, path, "", &buyer).await;
        assert_eq!(reply.status, StatusCode::NOT_FOUND, "{path}");
    }
    // The first place of an empty book is its default.
    assert_eq!(
        book(&app, &buyer).await,
        [entry("Home", true, "Rahim Uddin")]
    );
    let anonymous = app.get("/api/me/addresses").await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_broken_place_is_refused_field_by_field() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let mut delivery = office();
    delivery["phone"] = json!("12345");
    let body = json!({ "label": "x".repeat(41), "delivery": delivery });
    let reply = add(&app, &buyer, body).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reply.each_error("field"), ["label", "phone"]);
    assert_eq!(
        reply.each_error("message"),
        [
            "A name for the address must be at most 40 characters",
            messages::MOBILE_INVALID.en(),
        ]
    );
    assert!(book(&app, &buyer).await.is_empty());
}

/// Ten places of the buyer's own.
async fn fill(app: &TestApp, token: &str, labelled: bool) {
    for n in 0..10 {
        let mut place = office();
        place["address"] = json!(format!("House {n}, Road 2, Dhanmondi"));
        let label = if labelled {
            format!("Site {n}")
        } else {
            String::new()
        };
        let reply = add(app, token, json!({ "label": label, "delivery": place })).await;
        assert_eq!(reply.status, StatusCode::CREATED);
    }
}

#[tokio::test]
async fn a_full_book_refuses_an_eleventh_place_but_an_order_makes_room() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    fill(&app, &buyer, false).await;
    let eleventh = add(&app, &buyer, json!({ "delivery": factory() })).await;
    assert_eq!(eleventh.status, StatusCode::CONFLICT);
    assert_eq!(
        eleventh.error_message(),
        "Your address book holds 10 addresses. Please remove one first."
    );

    // An order to a new place drops the place used longest ago that is not the default (the
    // first place of the book is).
    let tool = app.probe_tool().await;
    let body = json!({ "toolId": tool, "quantity": 25, "delivery": factory() });
    assert_eq!(app.place(&buyer, body).await.status, StatusCode::CREATED);
    let saved = app.get_as("/api/me/addresses", &buyer).await.json();
    let addresses: Vec<&str> = saved
        .as_array()
        .unwrap()
        .iter()
        .map(|place| place["delivery"]["address"].as_str().unwrap())
        .collect();
    assert_eq!(addresses.len(), 10);
    assert_eq!(
        addresses[..2],
        ["House 0, Road 2, Dhanmondi", "Plot 9, BSCIC"]
    );
    assert!(
        !addresses.contains(&"House 1, Road 2, Dhanmondi"),
        "{addresses:?}"
    );
}

#[tokio::test]
async fn an_order_never_drops_a_place_the_buyer_named() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    fill(&app, &buyer, true).await;
    let tool = app.probe_tool().await;
    let body = json!({ "toolId": tool, "quantity": 25, "delivery": factory() });
    assert_eq!(app.place(&buyer, body).await.status, StatusCode::CREATED);
    let kept = book(&app, &buyer).await;
    assert_eq!(kept.len(), 10);
    assert!(kept.iter().all(|(label, _, _)| label.starts_with("Site")));
}
