//! The owner's inbox: a visitor's message is kept with its language, marked read and put away,
//! and answered by mail framed in the visitor's language.

use crate::helpers::{ADMIN, TestApp, smtp, spawn_app, spawn_with, unreachable_smtp};
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::Value;
use shared::messages;

/// A visitor writes, in the language their browser asks for; the message's id.
async fn write(app: &TestApp, email: &str, message: &str, language: &str) -> i64 {
    let body = serde_json::json!({ "email": email, "message": message }).to_string();
    let request = Request::post("/api/contact")
        .header("content-type", "application/json")
        .header("accept-language", language)
        .body(Body::from(body))
        .unwrap();
    assert_eq!(app.send(request).await.status, StatusCode::CREATED);
    sqlx::query_scalar("SELECT MAX(id) FROM contact_messages")
        .fetch_one(&app.state.db)
        .await
        .unwrap()
}

async fn inbox(app: &TestApp, admin: &str, query: &str) -> Vec<Value> {
    let reply = app.get_as(&format!("/api/messages{query}"), admin).await;
    assert_eq!(reply.status, StatusCode::OK, "{}", reply.text);
    reply.json().as_array().unwrap().clone()
}

async fn answer(app: &TestApp, admin: &str, id: i64, words: &str) -> crate::helpers::Reply {
    let body = serde_json::json!({ "answer": words }).to_string();
    app.send_as(
        Method::POST,
        &format!("/api/messages/{id}/answer"),
        &body,
        admin,
    )
    .await
}

#[tokio::test]
async fn a_message_is_read_answered_in_its_language_and_put_away() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let id = write(&app, "karim@factory.test", "M8 ট্যাপ আছে?", "bn-BD,bn;q=0.9").await;
    write(&app, "other@factory.test", "Second", "en").await;

    let listed = inbox(&app, &admin, "?limit=10").await;
    assert_eq!(listed.len(), 2);
    let first = listed.iter().find(|message| message["_id"] == id).unwrap();
    assert_eq!(first["language"], "bn");
    assert_eq!(first["readAt"], Value::Null);
    let bad = app.get_as("/api/messages?limit=0", &admin).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);

    let path = format!("/api/messages/{id}");
    let read = app
        .send_as(Method::PUT, &path, r#"{"read":true}"#, &admin)
        .await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.text);
    assert_eq!(read.json()["modifiedCount"], 1);
    let again = app
        .send_as(Method::PUT, &path, r#"{"read":true}"#, &admin)
        .await;
    assert_eq!(again.json()["modifiedCount"], 0, "read once");

    let empty = answer(&app, &admin, id, "  ").await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(empty.error_message(), messages::ANSWER_REQUIRED.en());
    let sent = answer(&app, &admin, id, "হ্যাঁ, ৫০০ পিস আছে।").await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.text);
    assert_eq!(
        sent.json()["message"],
        "Answer kept in the outbox for karim@factory.test: the shop has no mail server yet"
    );
    let mailed: (String, String, String) = sqlx::query_as(
        "SELECT subject, body, purpose FROM email_outbox WHERE recipient = 'karim@factory.test'",
    )
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert_eq!(mailed.0, "আপনার বার্তার উত্তর — শিল্প টুলস");
    assert!(mailed.1.starts_with("হ্যাঁ, ৫০০ পিস আছে।\n\n"), "{}", mailed.1);
    assert!(
        mailed.1.ends_with("আপনি লিখেছিলেন:\nM8 ট্যাপ আছে?"),
        "{}",
        mailed.1
    );
    assert_eq!(mailed.2, "answer");
    let answered = inbox(&app, &admin, "").await;
    let answered = answered
        .iter()
        .find(|message| message["_id"] == id)
        .unwrap();
    assert!(answered["answeredAt"].is_i64());
    assert_eq!(answered["answer"], "হ্যাঁ, ৫০০ পিস আছে।");

    let put_away = app
        .send_as(Method::PUT, &path, r#"{"archived":true}"#, &admin)
        .await;
    assert_eq!(put_away.json()["modifiedCount"], 1);
    assert_eq!(inbox(&app, &admin, "").await.len(), 1);
    let archived = inbox(&app, &admin, "?archived=true").await;
    assert_eq!(archived.len(), 1);
    assert_eq!(archived[0]["_id"], id);
}

#[tokio::test]
async fn a_message_that_is_not_there_is_404_and_buyers_may_not_read_any() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let missing = answer(&app, &admin, 999, "Hello").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let marked = app
        .send_as(Method::PUT, "/api/messages/999", r#"{"read":true}"#, &admin)
        .await;
    assert_eq!(marked.status, StatusCode::NOT_FOUND);
    let buyer = app.token(crate::helpers::BUYER).await;
    assert_eq!(
        app.get_as("/api/messages", &buyer).await.status,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn answers_to_one_address_are_limited_per_hour() {
    let app = spawn_app().await;
    let admin = app.token(ADMIN).await;
    let id = write(&app, "karim@factory.test", "Hello", "en").await;
    for _ in 0..20 {
        assert_eq!(answer(&app, &admin, id, "Yes").await.status, StatusCode::OK);
    }
    let held = answer(&app, &admin, id, "Yes").await;
    assert_eq!(held.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn an_answer_the_mail_server_refuses_is_502() {
    let app = spawn_with(true, |config| config.smtp = Some(smtp(unreachable_smtp()))).await;
    let admin = app.token(ADMIN).await;
    let id = write(&app, "karim@factory.test", "Hello", "en").await;
    let refused = answer(&app, &admin, id, "Yes").await;
    assert_eq!(refused.status, StatusCode::BAD_GATEWAY, "{}", refused.text);
    let answered: Option<i64> =
        sqlx::query_scalar("SELECT answered_at FROM contact_messages WHERE id = $1")
            .bind(id)
            .fetch_one(&app.state.db)
            .await
            .unwrap();
    assert_eq!(answered, None, "not marked answered");
}
