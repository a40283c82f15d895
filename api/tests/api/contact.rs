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
    let stored = app.count("contact_messages", "1").await;
    assert_eq!(stored, 0);
}
