//! The owner's inbox over HTTP, for admins: the messages visitors sent, marked read or put
//! away, and answered by mail.

use crate::error::{ErrorBody, Result};
use crate::http::extract::{AdminUser, AppJson, AppQuery, parse_id};
use crate::http::middleware::language::say;
use crate::inbox;
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::paging::{self, PageQuery};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use serde::Deserialize;
use shared::contact::{Answer, AnswerForm};
use shared::messages::{self, Text};
use shared::replies::{InboxMessage, Modified, Note};
use shared::requests::InboxUpdate;
use utoipa::IntoParams;
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_messages))
        .routes(routes!(update_message))
        .routes(routes!(answer_message))
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct ArchivedQuery {
    /// `true`: the messages put away; otherwise the others.
    archived: Option<bool>,
}

/// The messages visitors sent through the contact form, newest first: those not put away (or,
/// with `archived=true`, those that were); a page at a time (`limit`, `after`).
#[utoipa::path(get, path = "/messages", tag = "Admin", params(PageQuery, ArchivedQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<InboxMessage>, headers(
            ("x-total-count" = i64, description = "Messages shown in all, on a first page"),
            ("x-next-cursor" = String, description = "The next page's `after`, when this page is full"))),
        (status = 400, body = ErrorBody, description = "`limit` out of range or `after` not a cursor."),
    ))]
async fn list_messages(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(page): AppQuery<PageQuery>,
    AppQuery(query): AppQuery<ArchivedQuery>,
) -> Result<(HeaderMap, Json<Vec<InboxMessage>>)> {
    let page = page.page()?;
    let archived = query.archived.unwrap_or(false);
    let (found, total) = inbox::messages(&state.db, archived, page).await?;
    let ids: Vec<i64> = found.iter().map(|message| message.id).collect();
    Ok((paging::headers(page, total, &ids), Json(found)))
}

/// Marks a message read (`read`) or put away (`archived`), or undoes either.
#[utoipa::path(put, path = "/messages/{id}", tag = "Admin", request_body = InboxUpdate,
    params(("id" = String, Path, description = "The message's `_id`")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Modified, description = "`modifiedCount` 0 when it was so already."),
        (status = 404, body = ErrorBody, description = "No such message."),
    ))]
async fn update_message(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(update): AppJson<InboxUpdate>,
) -> Result<Json<Modified>> {
    let id = parse_id(&id, messages::THING_MESSAGE)?;
    let changed = inbox::mark(&state, id, update.read, update.archived).await?;
    Ok(Json(Modified {
        modified_count: u64::from(changed),
        message: say(messages::MESSAGE_UPDATED),
    }))
}

/// Answers a message by mail to the address that wrote it, framed in the language they wrote
/// in and quoting them; the message is then marked answered, with the answer.
#[utoipa::path(post, path = "/messages/{id}/answer", tag = "Admin", request_body = AnswerForm,
    params(("id" = String, Path, description = "The message's `_id`")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Note, description = "Sent, or kept in the outbox without a mail server."),
        (status = 404, body = ErrorBody, description = "No such message."),
        (status = 422, body = ErrorBody, description = "No answer, or one over 5,000 characters."),
        (status = 429, body = ErrorBody, description = "Its address had 20 answers in the last hour."),
        (status = 502, body = ErrorBody, description = "The mail server refused it; the outbox records why."),
    ))]
async fn answer_message(
    State(state): State<AppState>,
    _: AdminUser,
    Path(id): Path<String>,
    AppJson(form): AppJson<AnswerForm>,
) -> Result<Json<Note>> {
    let id = parse_id(&id, messages::THING_MESSAGE)?;
    let answer = Answer::parse(&form)?;
    let to = inbox::answer(&state, id, &answer).await?;
    let said = match state.mailer.delivers() {
        true => messages::ANSWER_SENT,
        false => messages::ANSWER_KEPT,
    };
    Ok(Json(Note::new(say(Text::new(said).plain("email", to)))))
}
