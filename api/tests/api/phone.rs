//! Signing in with a mobile number and a one-time code sent by SMS (`identity::phone`): signing
//! up and in, the code's life (five minutes, three tries, once), its hourly limits, the same
//! answer for every number, and an email account adding its number.

use crate::helpers::{BUYER, TestApp, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use shared::messages;

const NUMBER: &str = "01812345678";

async fn ask_code(app: &TestApp, phone: &str) -> crate::helpers::Reply {
    app.post_json("/api/phone/code", &json!({ "phone": phone }).to_string())
        .await
}

/// The newest code texted to `phone`, read from the outbox (the built-in gateway keeps texts).
async fn code_sent_to(app: &TestApp, phone: &str) -> String {
    let body: String = sqlx::query_scalar(
        "SELECT body FROM sms_outbox WHERE recipient = $1 AND purpose = 'code'
         ORDER BY id DESC LIMIT 1",
    )
    .bind(phone)
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    body[..6].to_owned()
}

async fn sign_in(
    app: &TestApp,
    phone: &str,
    code: &str,
    name: Option<&str>,
) -> crate::helpers::Reply {
    let body = json!({ "phone": phone, "code": code, "name": name });
    app.post_json("/api/phone/sign-in", &body.to_string()).await
}

#[tokio::test]
async fn a_number_signs_up_with_a_code_and_signs_in_again() {
    let app = spawn_app().await;
    let asked = ask_code(&app, "+880 1812-345678").await;
    assert_eq!(asked.status, StatusCode::ACCEPTED, "{}", asked.text);
    assert!(asked.json()["message"].as_str().unwrap().contains(NUMBER));
    let code = code_sent_to(&app, NUMBER).await;
    assert!(code.bytes().all(|b| b.is_ascii_digit()));

    let signed_up = sign_in(&app, NUMBER, &code, Some("Karim Uddin")).await;
    assert_eq!(signed_up.status, StatusCode::OK, "{}", signed_up.text);
    let user = &signed_up.json()["user"];
    assert_eq!(user["email"], "01812345678@phone.invalid");
    assert_eq!(user["mobile"], NUMBER);
    assert_eq!(user["displayName"], "Karim Uddin");
    // A code works once.
    let again = sign_in(&app, NUMBER, &code, None).await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED);
    assert_eq!(again.error_message(), messages::CODE_WRONG.en());

    ask_code(&app, NUMBER).await;
    let code = code_sent_to(&app, NUMBER).await;
    let signed_in = sign_in(&app, NUMBER, &code, Some("Someone Else")).await;
    assert_eq!(signed_in.status, StatusCode::OK);
    assert_eq!(signed_in.json()["user"]["displayName"], "Karim Uddin");
    assert_eq!(app.count("users", &format!("mobile = '{NUMBER}'")).await, 1);

    // The routes keyed by email take the account's address; it is never mailed.
    let token = signed_in.json()["accessToken"].as_str().unwrap().to_owned();
    let orders = app
        .get_as("/api/orders/01812345678@phone.invalid", &token)
        .await;
    assert_eq!(orders.status, StatusCode::OK);
    let tool = app.probe_tool().await;
    let placed = app
        .place(&token, json!({ "toolId": tool, "quantity": 25 }))
        .await;
    assert_eq!(placed.status, StatusCode::CREATED, "{}", placed.text);
    api::notices::run_once(&app.state).await.unwrap();
    assert_eq!(
        app.count("email_outbox", "recipient LIKE '%@phone.invalid'")
            .await,
        0
    );
    assert_eq!(app.count("sms_outbox", "purpose = 'notice'").await, 1);
}

#[tokio::test]
async fn a_code_takes_three_tries_lives_five_minutes_and_is_kept_only_as_a_keyed_digest() {
    let app = spawn_app().await;
    ask_code(&app, NUMBER).await;
    let code = code_sent_to(&app, NUMBER).await;
    let wrong = if code == "000000" { "111111" } else { "000000" };
    for _ in 0..3 {
        assert_eq!(
            sign_in(&app, NUMBER, wrong, None).await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    let out_of_tries = sign_in(&app, NUMBER, &code, None).await;
    assert_eq!(out_of_tries.status, StatusCode::UNAUTHORIZED);

    ask_code(&app, NUMBER).await;
    let code = code_sent_to(&app, NUMBER).await;
    let digest: String = sqlx::query_scalar("SELECT code_digest FROM phone_codes ORDER BY id DESC")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert!(!digest.contains(&code));
    assert_ne!(digest, api::runtime::secrets::digest(&code));
    sqlx::query("UPDATE phone_codes SET expires_at = 0")
        .execute(&app.state.db)
        .await
        .unwrap();
    assert_eq!(
        sign_in(&app, NUMBER, &code, None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn codes_are_limited_per_number_and_per_network_and_answered_alike() {
    let app = spawn_app().await;
    // A number with an account and one without get the same answer.
    let known = ask_code(&app, NUMBER).await;
    let unknown = ask_code(&app, "01912345678").await;
    assert_eq!(
        (known.status, unknown.status),
        (StatusCode::ACCEPTED, StatusCode::ACCEPTED)
    );
    assert_eq!(
        known.text.replace(NUMBER, "N"),
        unknown.text.replace("01912345678", "N")
    );
    for _ in 1..5 {
        assert_eq!(ask_code(&app, NUMBER).await.status, StatusCode::ACCEPTED);
    }
    let sixth = ask_code(&app, NUMBER).await;
    assert_eq!(sixth.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(sixth.error_message(), messages::TOO_MANY_CODES.en());
    // The number's hour counts the codes to add it to an account too.
    let buyer = app.token(BUYER).await;
    let body = json!({ "phone": NUMBER }).to_string();
    let adding = app
        .send_as(Method::POST, "/api/me/mobile/code", &body, &buyer)
        .await;
    assert_eq!(adding.status, StatusCode::TOO_MANY_REQUESTS);
    // Twenty from one network in all (six so far).
    for n in 0..14 {
        let phone = format!("0171000{n:04}");
        assert_eq!(
            ask_code(&app, &phone).await.status,
            StatusCode::ACCEPTED,
            "{n}"
        );
    }
    assert_eq!(
        ask_code(&app, "01710009999").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn malformed_numbers_codes_and_names_are_refused_with_their_messages() {
    let app = spawn_app().await;
    let cases: [(&str, Value, &str); 4] = [
        (
            "/api/phone/code",
            json!({ "phone": "12345" }),
            "MOBILE_INVALID",
        ),
        (
            "/api/phone/sign-in",
            json!({ "phone": NUMBER, "code": "12a456" }),
            "CODE_INVALID",
        ),
        (
            "/api/phone/sign-in",
            json!({ "phone": NUMBER, "code": "123456", "name": "x".repeat(101) }),
            "NAME_TOO_LONG",
        ),
        (
            "/api/phone/sign-in",
            json!({ "code": "123456" }),
            "PHONE_REQUIRED",
        ),
    ];
    for (path, body, key) in cases {
        let reply = app.post_json(path, &body.to_string()).await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{path} {body}"
        );
        assert_eq!(reply.json()["error"]["errors"][0]["key"], key, "{body}");
    }
}

#[tokio::test]
async fn an_email_account_adds_its_number_and_then_signs_in_with_it() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;
    let ask = |token: String| {
        let app = &app;
        async move {
            let body = json!({ "phone": NUMBER }).to_string();
            app.send_as(Method::POST, "/api/me/mobile/code", &body, &token)
                .await
        }
    };
    assert_eq!(ask(buyer.clone()).await.status, StatusCode::ACCEPTED);
    let code = code_sent_to(&app, NUMBER).await;
    // A code to add a number does not sign in with it.
    assert_eq!(
        sign_in(&app, NUMBER, &code, None).await.status,
        StatusCode::UNAUTHORIZED
    );
    let prove = |token: String, code: String| {
        let app = &app;
        async move {
            let body = json!({ "phone": NUMBER, "code": code }).to_string();
            app.send_as(Method::POST, "/api/me/mobile", &body, &token)
                .await
        }
    };
    let added = prove(buyer.clone(), code).await;
    assert_eq!(added.status, StatusCode::OK, "{}", added.text);
    assert_eq!(added.json()["mobile"], NUMBER);

    ask_code(&app, NUMBER).await;
    let code = code_sent_to(&app, NUMBER).await;
    let signed_in = sign_in(&app, NUMBER, &code, None).await;
    assert_eq!(signed_in.json()["user"]["email"], BUYER.0);

    // The number stays with the account that proved it.
    let other = app.new_buyer("other@example.com").await;
    ask(other.clone()).await;
    let code = code_sent_to(&app, NUMBER).await;
    let taken = prove(other, code).await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert_eq!(taken.error_code(), "mobile_taken");
    let anonymous = app
        .post_json(
            "/api/me/mobile/code",
            &json!({ "phone": NUMBER }).to_string(),
        )
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}
