use crate::helpers::spawn_app;
use axum::http::StatusCode;
use shared::messages;

#[tokio::test]
async fn feedback_is_stored_and_thanked() {
    let app = spawn_app().await;

    let reply = app
        .post_json(
            "/api/contact",
            r#"{"email": " Karim@Factory.COM ", "message": " Do you deliver to Khulna? "}"#,
        )
        .await;

    assert_eq!(reply.status, StatusCode::CREATED);
    assert_eq!(reply.json()["message"], messages::FEEDBACK_SENT.en());
    let stored: (String, String) = sqlx::query_as("SELECT email, message FROM contact_messages")
        .fetch_one(&app.state.db)
        .await
        .unwrap();
    assert_eq!(
        stored,
        (
            "karim@factory.com".into(),
            "Do you deliver to Khulna?".into()
        )
    );
    // The owner hears of it, and an answer goes straight to the sender.
    let mailed: (String, String, String, Option<String>) = sqlx::query_as(
        "SELECT recipient, subject, body, reply_to FROM email_outbox WHERE purpose = 'owner'",
    )
    .fetch_one(&app.state.db)
    .await
    .unwrap();
    assert_eq!(mailed.0, "admin@shop.test");
    assert_eq!(mailed.1, "A message from karim@factory.com");
    assert!(
        mailed.2.contains("\n\nDo you deliver to Khulna?\n\n"),
        "{}",
        mailed.2
    );
    assert_eq!(mailed.3.as_deref(), Some("karim@factory.com"));
}

#[tokio::test]
async fn the_owners_mail_goes_to_the_address_configured_for_it() {
    let app = crate::helpers::spawn_with(true, |config| {
        config.owner_email = Some("owner@factory.test".into());
    })
    .await;
    let reply = app
        .post_json(
            "/api/contact",
            r#"{"email": "a@b.test", "message": "Hello"}"#,
        )
        .await;
    assert_eq!(reply.status, StatusCode::CREATED);
    let to: Vec<String> =
        sqlx::query_scalar("SELECT recipient FROM email_outbox WHERE purpose = 'owner'")
            .fetch_all(&app.state.db)
            .await
            .unwrap();
    assert_eq!(to, ["owner@factory.test"]);
}

#[tokio::test]
async fn invalid_feedback_names_every_field_with_the_shared_messages() {
    let app = spawn_app().await;

    let reply = app
        .post_json("/api/contact", r#"{"email": "not an email"}"#)
        .await;

    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    let error = &reply.json()["error"];
    assert_eq!(error["field"], "email");
    assert_eq!(error["message"], messages::EMAIL_INVALID.en());
    assert_eq!(
        error["errors"][1]["message"],
        messages::FEEDBACK_REQUIRED.en()
    );
    let stored = app.count("contact_messages", "TRUE").await;
    assert_eq!(stored, 0);
}
