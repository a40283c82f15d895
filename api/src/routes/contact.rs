//! `POST /api/contact`: the home page's 'Get In Touch With Us!' form, stored for the team.

use crate::error::Result;
use crate::http::extract::AppJson;
use crate::http::middleware::language::say;
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::db;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use shared::replies::Note;
use shared::{ContactForm, Feedback, messages};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new().routes(routes!(send_feedback))
}

/// Sends the team a message from the home page's contact form.
#[utoipa::path(post, path = "/contact", tag = "Shop", request_body = ContactForm,
    responses((status = 201, body = Note, description = "Stored for the team.")))]
async fn send_feedback(
    State(state): State<AppState>,
    AppJson(form): AppJson<ContactForm>,
) -> Result<(StatusCode, Json<Note>)> {
    let feedback = Feedback::parse(&form)?;
    let mut tx = state.writer.begin().await?;
    sqlx::query("INSERT INTO contact_messages (email, message, created_at) VALUES (?, ?, ?)")
        .bind(feedback.email.as_ref())
        .bind(&feedback.message)
        .bind(db::now_ms())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok((
        StatusCode::CREATED,
        Json(Note::new(say(messages::FEEDBACK_SENT))),
    ))
}
