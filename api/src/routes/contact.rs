//! `POST /api/contact`: the home page's 'Get In Touch With Us!' form, stored for the team.

use crate::error::Result;
use crate::extract::AppJson;
use crate::{AppState, db};
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use axum::{Json, Router};
use serde_json::{Value, json};
use shared::{ContactForm, Feedback, messages};

pub fn router() -> Router<AppState> {
    Router::new().route("/contact", post(send_feedback))
}

async fn send_feedback(
    State(state): State<AppState>,
    AppJson(form): AppJson<ContactForm>,
) -> Result<(StatusCode, Json<Value>)> {
    let feedback = Feedback::parse(&form)?;
    sqlx::query("INSERT INTO contact_messages (email, message, created_at) VALUES (?, ?, ?)")
        .bind(feedback.email.as_ref())
        .bind(&feedback.message)
        .bind(db::now_ms())
        .execute(&state.db)
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "message": messages::FEEDBACK_SENT })),
    ))
}
