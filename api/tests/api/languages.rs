//! The server answers in the request's language, with the sentence's key and
//! parameters beside it; an account's chosen language is remembered and writes its mail;
//! numbers typed in Bengali digits are numbers.

use crate::helpers::{BUYER, spawn_app, url_escape};
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};
use shared::{Lang, messages};

/// `POST path` with a JSON body, an `Accept-Language` and, if given, a token.
async fn post_in(
    app: &crate::helpers::TestApp,
    path: &str,
    body: &Value,
    accept_language: &str,
    token: Option<&str>,
) -> crate::helpers::Reply {
    let mut request = Request::builder()
        .method(Method::POST)
        .uri(path)
        .header("content-type", "application/json")
        .header("accept-language", accept_language);
    if let Some(token) = token {
        request = request.header("authorization", format!("Bearer {token}"));
    }
    app.send(request.body(Body::from(body.to_string())).unwrap())
        .await
}

#[tokio::test]
async fn a_broken_rule_is_said_in_the_language_the_request_asks_for() {
    let app = spawn_app().await;
    let empty = json!({});

    let english = post_in(&app, "/api/signup", &empty, "en-GB,en;q=0.9", None).await;
    let bangla = post_in(&app, "/api/signup", &empty, "bn-BD,bn;q=0.9,en;q=0.5", None).await;

    assert_eq!(english.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bangla.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(english.error_message(), messages::NAME_REQUIRED.en());
    assert_eq!(
        bangla.error_message(),
        messages::NAME_REQUIRED.template(Lang::Bn)
    );
    assert_eq!(bangla.headers["content-language"], "bn");
    let first = &bangla.json()["error"]["errors"][0];
    assert_eq!(
        first["key"], "NAME_REQUIRED",
        "the key travels with the words"
    );
    assert_eq!(first["message"], "নাম লিখুন");
    // A language the shop does not speak gets English.
    let french = post_in(&app, "/api/signup", &empty, "fr-FR", None).await;
    assert_eq!(french.error_message(), messages::NAME_REQUIRED.en());
}

#[tokio::test]
async fn a_sentence_with_a_number_carries_it_as_a_parameter_and_in_bengali_digits() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let tool = app.probe_tool().await;
    let minimum: i64 = sqlx::query_scalar("SELECT min_order FROM tools WHERE id = $1")
        .bind(tool)
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    let body = json!({"toolId": tool, "quantity": 1, "delivery": crate::helpers::delivery()});

    let reply = post_in(&app, "/api/orders", &body, "bn", Some(&token)).await;

    assert_eq!(
        reply.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        reply.text
    );
    let error = &reply.json()["error"];
    assert_eq!(error["key"], "MINIMUM_ORDER");
    assert_eq!(error["params"]["minOrder"], minimum);
    let said = messages::minimum_order(minimum as u32).render(Lang::Bn);
    assert_eq!(error["message"], said);
    assert!(said.chars().any(|c| ('০'..='৯').contains(&c)), "{said}");
}

#[tokio::test]
async fn pieces_typed_in_bengali_digits_are_ordered() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let tool = app.probe_tool().await;
    let stock = app.stock_of(tool).await;

    let reply = app
        .place(&token, json!({"toolId": tool, "quantity": "২৫"}))
        .await;

    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(app.stock_of(tool).await, stock - 25);
}

#[tokio::test]
async fn an_account_keeps_its_language_and_its_mail_is_written_in_it() {
    let app = spawn_app().await;
    let token = app.new_buyer("mita@example.com").await;

    let chosen = app
        .send_as(
            Method::PUT,
            "/api/users/me/language",
            r#"{"language": "bn"}"#,
            &token,
        )
        .await;
    assert_eq!(chosen.status, StatusCode::OK, "{}", chosen.text);
    assert_eq!(app.get_as("/api/me", &token).await.json()["language"], "bn");

    let refused = app
        .send_as(
            Method::PUT,
            "/api/users/me/language",
            r#"{"language": "fr"}"#,
            &token,
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);

    // Asked for in English, the reset mail still speaks the account's language.
    let forgot = app
        .post_json("/api/forgot-password", r#"{"email": "mita@example.com"}"#)
        .await;
    assert_eq!(forgot.status, StatusCode::OK, "{}", forgot.text);
    let subject: String = sqlx::query_scalar(
        "SELECT subject FROM email_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1",
    )
    .bind("mita@example.com")
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert_eq!(subject, "আপনার শিল্প টুলস পাসওয়ার্ড রিসেট করুন");
}

#[tokio::test]
async fn a_bangla_name_is_found_by_any_part_of_a_word() {
    let app = spawn_app().await;

    // "ড্রিল" is inside "হ্যান্ড ড্রিল মেশিন ১৩ মিমি"; "নিয়ন্ত্র" is part of a word.
    for (part, name) in [
        ("ড্রিল", "হ্যান্ড ড্রিল মেশিন ১৩ মিমি"),
        ("নিয়ন্ত্র", "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক"),
    ] {
        let query = url_escape(part);
        let reply = app
            .get(&format!("/api/tools?q={query}&page=1&limit=12"))
            .await;
        assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
        let names: Vec<String> = reply
            .json()
            .as_array()
            .unwrap()
            .iter()
            .map(|tool| tool["toolName"].as_str().unwrap().to_owned())
            .collect();
        assert!(names.iter().any(|found| found == name), "{part}: {names:?}");
    }
}
