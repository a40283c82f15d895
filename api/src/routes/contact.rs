//! `POST /api/contact`: the home page's 'Get In Touch With Us!' form, kept in the owner's inbox
//! and mailed to the owner.

use crate::error::Result;
use crate::http::extract::AppJson;
use crate::http::middleware::language::{self, say};
use crate::inbox;
use crate::runtime::state::{ApiRouter, AppState};
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
    inbox::receive(&state, &feedback, language::current()).await?;
    Ok((
        StatusCode::CREATED,
        Json(Note::new(say(messages::FEEDBACK_SENT))),
    ))
}
