use crate::helpers::{ADMIN, BUYER, spawn_app};
use axum::http::{Method, StatusCode};
use serde_json::json;
use shared::messages;

#[tokio::test]
async fn sign_up_verify_and_sign_in() {
    let app = spawn_app().await;

    let reply = app
        .sign_up("Rahim Uddin", "Rahim@Example.com", "Abcdefg1@")
        .await;
    assert_eq!(reply.status, StatusCode::CREATED, "{}", reply.text);
    assert_eq!(reply.json()["message"], messages::VERIFICATION_SENT.en());

    // Not before the address is verified.
    let early = app.sign_in(("rahim@example.com", "Abcdefg1@")).await;
    assert_eq!(early.status, StatusCode::FORBIDDEN);
    assert_eq!(early.error_message(), messages::EMAIL_NOT_VERIFIED.en());
    assert_eq!(
        early.error_code(),
        "email_not_verified",
        "for the UI to offer a new link"
    );

    let token = app.link_token("rahim@example.com", "/verify-email").await;
    let verified = app
        .post_json("/api/verify-email", &json!({ "token": token }).to_string())
        .await;
    assert_eq!(verified.status, StatusCode::OK);
    assert_eq!(verified.json()["message"], messages::EMAIL_VERIFIED.en());

    let signed_in = app.sign_in(("RAHIM@example.com", "Abcdefg1@")).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.text);
    let body = signed_in.json();
    assert_eq!(body["user"]["displayName"], "Rahim Uddin");
    assert_eq!(body["user"]["role"], "user");
    let me = app
        .get_as("/api/me", body["accessToken"].as_str().unwrap())
        .await;
    assert_eq!(me.json()["email"], "rahim@example.com");
}

#[tokio::test]
async fn a_used_verification_link_says_the_address_is_verified() {
    let app = spawn_app().await;
    app.sign_up("Rahim", "rahim@example.com", "Abcdefg1@").await;
    let body =
        json!({ "token": app.link_token("rahim@example.com", "/verify-email").await }).to_string();

    assert_eq!(
        app.post_json("/api/verify-email", &body).await.status,
        StatusCode::OK
    );
    let again = app.post_json("/api/verify-email", &body).await;

    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(again.error_code(), "already_verified");
    assert_eq!(again.error_message(), messages::EMAIL_ALREADY_VERIFIED.en());

    let unknown = app
        .post_json("/api/verify-email", r#"{"token":"never-sent"}"#)
        .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    assert_eq!(unknown.error_code(), "link_invalid");
    assert_eq!(unknown.error_message(), messages::LINK_INVALID.en());
}

#[tokio::test]
async fn an_expired_link_says_so() {
    let app = spawn_app().await;
    app.sign_up("Rahim", "rahim@example.com", "Abcdefg1@").await;
    let token = app.link_token("rahim@example.com", "/verify-email").await;
    sqlx::query("UPDATE auth_tokens SET expires_at = 0")
        .execute(&app.state.db)
        .await
        .unwrap();

    let body = json!({ "token": token }).to_string();
    let expired = app.post_json("/api/verify-email", &body).await;
    assert_eq!(expired.status, StatusCode::BAD_REQUEST);
    assert_eq!(expired.error_code(), "link_expired");
    assert_eq!(expired.error_message(), messages::LINK_EXPIRED.en());
}

#[tokio::test]
async fn sign_up_enforces_the_shared_rules_with_their_messages() {
    let app = spawn_app().await;
    let body = json!({ "name": "", "email": "nope", "password": "abc", "confirmPassword": "abd", "terms": false });

    let reply = app.post_json("/api/signup", &body.to_string()).await;

    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    let errors = reply.each_error("message");
    assert_eq!(
        errors,
        [
            messages::NAME_REQUIRED.en(),
            messages::EMAIL_INVALID.en(),
            messages::PASSWORD_TOO_SHORT.en(),
            messages::PASSWORD_MISMATCH.en(),
            messages::TERMS_REQUIRED.en()
        ]
    );
    let users = app.count("users", "TRUE").await;
    assert_eq!(users, 2, "only the demo accounts");
}

#[tokio::test]
async fn a_second_account_for_one_email_is_a_409() {
    let app = spawn_app().await;

    let reply = app.sign_up("Another", "Buyer@Shop.Test", "Abcdefg1@").await;

    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert_eq!(reply.error_message(), messages::ACCOUNT_EXISTS.en());
    assert_eq!(reply.json()["error"]["field"], "email");
}

#[tokio::test]
async fn sign_in_says_which_part_is_wrong() {
    let app = spawn_app().await;

    let unknown = app.sign_in(("nobody@shop.test", "Abcdefg1@")).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(unknown.error_message(), messages::USER_NOT_FOUND.en());

    let wrong = app.sign_in((BUYER.0, "Wrong@12345")).await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!(wrong.error_message(), messages::WRONG_PASSWORD.en());

    let malformed = app.sign_in(("not-an-email", "x")).await;
    assert_eq!(malformed.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn naming_an_email_without_a_password_gets_no_token() {
    let app = spawn_app().await;

    let reply = app
        .post_json("/api/login", &json!({ "email": ADMIN.0 }).to_string())
        .await;

    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(reply.json().get("accessToken").is_none());
    assert_eq!(reply.error_message(), messages::PASSWORD_REQUIRED.en());
}

#[tokio::test]
async fn an_id_token_is_refused_while_no_identity_provider_is_configured() {
    let app = spawn_app().await;

    let reply = app
        .post_json("/api/login", &json!({ "idToken": "x.y.z" }).to_string())
        .await;

    assert_eq!(reply.status, StatusCode::BAD_REQUEST);
    assert_eq!(reply.error_message(), messages::IDENTITY_PROVIDER_OFF.en());
}

#[tokio::test]
async fn repeated_failed_sign_ins_are_throttled() {
    let app = spawn_app().await;
    for _ in 0..5 {
        assert_eq!(
            app.sign_in((BUYER.0, "Wrong@12345")).await.status,
            StatusCode::UNAUTHORIZED
        );
    }

    let blocked = app.sign_in(BUYER).await;

    assert_eq!(blocked.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(blocked.error_message(), messages::TOO_MANY_SIGN_INS.en());
    assert_eq!(
        app.sign_in(ADMIN).await.status,
        StatusCode::OK,
        "other accounts unaffected"
    );
}

#[tokio::test]
async fn a_password_is_reset_through_the_emailed_link() {
    let app = spawn_app().await;

    let reply = app
        .post_json(
            "/api/forgot-password",
            &json!({ "email": BUYER.0 }).to_string(),
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.json()["message"], messages::SENDING_RESET_EMAIL.en());
    let token = app.link_token(BUYER.0, "/reset-password").await;

    // The page asks first whether the link still works; asking uses nothing up.
    let check = json!({ "token": token }).to_string();
    for _ in 0..2 {
        let live = app.post_json("/api/reset-password/check", &check).await;
        assert_eq!(live.status, StatusCode::OK, "{}", live.text);
    }

    let weak = json!({ "token": token, "password": "weakpass", "confirmPassword": "weakpass" });
    let refused = app
        .post_json("/api/reset-password", &weak.to_string())
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.error_message(), messages::PASSWORD_TOO_WEAK.en());

    let strong =
        json!({ "token": token, "password": "Fresh@2026", "confirmPassword": "Fresh@2026" });
    let changed = app
        .post_json("/api/reset-password", &strong.to_string())
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text);
    assert_eq!(changed.json()["message"], messages::PASSWORD_CHANGED.en());

    assert_eq!(app.sign_in(BUYER).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(
        app.sign_in((BUYER.0, "Fresh@2026")).await.status,
        StatusCode::OK
    );
    let reused = app
        .post_json("/api/reset-password", &strong.to_string())
        .await;
    assert_eq!(reused.status, StatusCode::BAD_REQUEST);
    assert_eq!(reused.error_code(), "link_used");
    assert_eq!(reused.error_message(), messages::LINK_USED.en());
    let checked = app.post_json("/api/reset-password/check", &check).await;
    assert_eq!(checked.status, StatusCode::BAD_REQUEST);
    assert_eq!(checked.error_code(), "link_used");
}

#[tokio::test]
async fn forgot_password_wants_a_valid_email_and_reveals_no_accounts() {
    let app = spawn_app().await;

    let bad = app
        .post_json(
            "/api/forgot-password",
            &json!({ "email": "nope" }).to_string(),
        )
        .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bad.error_message(), messages::EMAIL_INVALID.en());

    let unknown = app
        .post_json(
            "/api/forgot-password",
            &json!({ "email": "ghost@shop.test" }).to_string(),
        )
        .await;
    assert_eq!(unknown.status, StatusCode::OK);
    let mails = app
        .count("email_outbox", "recipient = 'ghost@shop.test'")
        .await;
    assert_eq!(mails, 0);
}

#[tokio::test]
async fn the_profile_updates_and_empty_fields_keep_their_values() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;
    let first = json!({ "displayName": "Karim", "phoneNumber": "01712 345678", "address": "Mirpur, Dhaka" });

    let reply = app
        .send_as(
            Method::PUT,
            "/api/update/user/buyer@shop.test",
            &first.to_string(),
            &token,
        )
        .await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);

    let second = json!({ "displayName": "", "institution": "BUET", "dateOfBirth": "1994-07-15" });
    let user = app
        .send_as(
            Method::PUT,
            "/api/update/user/buyer@shop.test",
            &second.to_string(),
            &token,
        )
        .await
        .json();
    assert_eq!(user["displayName"], "Karim");
    assert_eq!(user["phoneNumber"], "01712345678");
    assert_eq!(user["institution"], "BUET");
    assert_eq!(user["dateOfBirth"], "1994-07-15");
    assert_eq!(user["photoURL"], serde_json::Value::Null);
}

#[tokio::test]
async fn a_profile_update_checks_its_fields() {
    let app = spawn_app().await;
    let token = app.token(BUYER).await;

    let reply = app
        .send_as(
            Method::PUT,
            "/api/update/user/buyer@shop.test",
            r#"{"phoneNumber": "call me"}"#,
            &token,
        )
        .await;

    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reply.error_message(), messages::PHONE_INVALID.en());
}

#[tokio::test]
async fn the_admin_check_reads_the_role_from_the_database() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let buyer = app.token(BUYER).await;

    let reply = app.get_as("/api/admin/admin@shop.test", &admin).await;
    assert_eq!(reply.json(), json!({ "admin": true, "role": "admin" }));
    let reply = app.get_as("/api/admin/buyer@shop.test", &buyer).await;
    assert_eq!(reply.json(), json!({ "admin": false, "role": "user" }));

    // Demoted behind the token's back: the next request knows.
    sqlx::query("UPDATE users SET role = 'user' WHERE email = 'admin@shop.test'")
        .execute(&app.state.db)
        .await
        .unwrap();
    let reply = app.get_as("/api/admin/admin@shop.test", &admin).await;
    assert_eq!(reply.json()["admin"], false);
}

#[tokio::test]
async fn the_upsert_confirms_the_own_account_and_ignores_a_role() {
    let app = spawn_app().await;
    let buyer = app.token(BUYER).await;

    let reply = app
        .send_as(
            Method::PUT,
            "/api/user/buyer@shop.test",
            r#"{"email": "buyer@shop.test", "role": "admin"}"#,
            &buyer,
        )
        .await;

    assert_eq!(reply.status, StatusCode::OK);
    assert_eq!(reply.json()["role"], "user");
}

#[tokio::test]
async fn make_admin_promotes_an_existing_account_only() {
    let app = spawn_app().await;

    api::identity::make_admin(&app.state.writer, "Buyer@Shop.test")
        .await
        .unwrap();
    let missing = api::identity::make_admin(&app.state.writer, "ghost@shop.test").await;

    let token = app.token(BUYER).await;
    assert_eq!(
        app.get_as("/api/admin/buyer@shop.test", &token)
            .await
            .json()["admin"],
        true
    );
    assert!(missing.unwrap_err().to_string().contains("sign up first"));
}
