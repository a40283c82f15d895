//! The owner's texts: the terms and privacy pages and the home page's figures, read by anyone,
//! written by admins, each the shop's own until the owner saves theirs.

use crate::helpers::{ADMIN, BUYER, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn the_pages_start_as_the_shops_own_in_both_languages() {
    let app = spawn_app().await;
    for slug in ["terms", "privacy"] {
        let page = app.get(&format!("/api/pages/{slug}")).await;
        assert_eq!(page.status, StatusCode::OK);
        let page = page.json();
        assert_eq!(page["slug"], slug);
        assert!(page["en"].as_str().unwrap().starts_with("# "), "{page}");
        assert!(page["bn"].as_str().unwrap().contains("আমরা"), "{page}");
        assert_eq!(page["updatedAt"], json!(null));
    }
    let terms = app.get("/api/pages/terms").await.json();
    assert!(
        terms["en"]
            .as_str()
            .unwrap()
            .contains("Consumer Rights Protection Act, 2009")
    );
    let unknown = app.get("/api/pages/cookies").await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(
        unknown.error_message(),
        "We could not find that page. It may have been removed."
    );
}

#[tokio::test]
async fn an_admin_saves_a_page_and_everyone_reads_it() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let body =
        json!({ "en": "# Terms\r\n\r\nPay before we ship.", "bn": "# শর্ত\n\nপাঠানোর আগে টাকা দিন।" });
    let saved = app
        .send_as(Method::PUT, "/api/pages/terms", &body.to_string(), &admin)
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text);
    let page = app.get("/api/pages/terms").await.json();
    assert_eq!(page["en"], "# Terms\n\nPay before we ship.");
    assert_eq!(page["bn"], "# শর্ত\n\nপাঠানোর আগে টাকা দিন।");
    assert!(page["updatedAt"].as_i64().is_some());
    // The other page is untouched.
    let privacy = app.get("/api/pages/privacy").await.json();
    assert_eq!(privacy["updatedAt"], json!(null));

    let empty = json!({ "en": "Fine.", "bn": "  " });
    let refused = app
        .send_as(Method::PUT, "/api/pages/terms", &empty.to_string(), &admin)
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.each_error("field"), ["bn"]);
    let missing = app
        .send_as(Method::PUT, "/api/pages/cookies", &body.to_string(), &admin)
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let buyer = app.token(BUYER).await;
    let forbidden = app
        .send_as(Method::PUT, "/api/pages/terms", &body.to_string(), &buyer)
        .await;
    assert_eq!(forbidden.status, StatusCode::FORBIDDEN);
    assert_eq!(
        app.get("/api/pages/terms").await.json()["en"],
        "# Terms\n\nPay before we ship."
    );
}

#[tokio::test]
async fn the_home_figures_are_the_specs_until_the_owner_saves_theirs() {
    let app = spawn_app().await;
    let figures = app.get("/api/home-figures").await;
    assert_eq!(figures.status, StatusCode::OK);
    assert_eq!(
        figures.json(),
        json!({ "figures": [
            { "value": 47, "labelEn": "Countries", "labelBn": "দেশ" },
            { "value": 100, "labelEn": "Happy Clients", "labelBn": "সন্তুষ্ট ক্রেতা" },
            { "value": 134, "labelEn": "Feedback", "labelBn": "মতামত" },
        ], "updatedAt": null })
    );

    let admin = app.token(ADMIN).await;
    let body = json!({ "figures": [
        { "value": "64", "labelEn": "Districts served", "labelBn": "জেলায় ডেলিভারি" },
        { "value": "১২০০", "labelEn": "Factories", "labelBn": "কারখানা" },
        { "value": 18, "labelEn": "Years", "labelBn": "বছর" },
    ] });
    let saved = app
        .send_as(Method::PUT, "/api/home-figures", &body.to_string(), &admin)
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text);
    let figures = app.get("/api/home-figures").await.json();
    assert_eq!(figures["figures"][0]["labelEn"], "Districts served");
    assert_eq!(figures["figures"][1]["value"], 1200);
    assert_eq!(figures["figures"][2]["value"], 18);

    let broken = json!({ "figures": [
        { "value": "-1", "labelEn": "Districts", "labelBn": "জেলা" },
        { "value": "1", "labelEn": "", "labelBn": "কারখানা" },
        { "value": "1", "labelEn": "Years", "labelBn": "বছর" },
    ] });
    let refused = app
        .send_as(
            Method::PUT,
            "/api/home-figures",
            &broken.to_string(),
            &admin,
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        refused.each_error("field"),
        ["figures.0.value", "figures.1.labelEn"]
    );
    let two = json!({ "figures": [body["figures"][0], body["figures"][1]] });
    let refused = app
        .send_as(Method::PUT, "/api/home-figures", &two.to_string(), &admin)
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        refused.error_message(),
        "The home page shows exactly three figures"
    );
    // Nothing refused was written.
    assert_eq!(
        app.get("/api/home-figures").await.json()["figures"][0]["value"],
        64
    );
    let anonymous = app
        .request(
            Method::PUT,
            "/api/home-figures",
            Some(("application/json", &body.to_string())),
        )
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}
