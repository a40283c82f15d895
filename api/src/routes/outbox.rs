//! The outbox for admins: every mail and text message the shop sent or kept, and a resend of
//! a mail. On a shop with no mail server this is where the owner finds a new buyer's
//! verification link.

use crate::error::{AppError, ErrorBody, Result};
use crate::http::extract::{AdminUser, AppQuery, parse_id};
use crate::http::middleware::language::say;
use crate::mail;
use crate::runtime::state::{ApiRouter, AppState};
use crate::store::paging::{self, PageQuery};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use shared::messages;
use shared::replies::{Note, OutboxMail, OutboxText};
use utoipa_axum::routes;

pub fn router() -> ApiRouter {
    ApiRouter::new()
        .routes(routes!(list_outbox))
        .routes(routes!(list_texts))
        .routes(routes!(resend))
}

/// The mail the shop sent, kept (no mail server is set up) or could not send, newest first,
/// with each message's text: all of it, or a page (`limit`, `after`). For admins.
#[utoipa::path(get, path = "/outbox", tag = "Admin", params(PageQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<OutboxMail>, headers(
            ("x-total-count" = i64, description = "Messages in all, on a first page"),
            ("x-next-cursor" = String, description = "The next page's `after`, when this page is full"))),
        (status = 400, body = ErrorBody, description = "`limit` out of range or `after` not a cursor."),
    ))]
async fn list_outbox(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(query): AppQuery<PageQuery>,
) -> Result<(HeaderMap, Json<Vec<OutboxMail>>)> {
    let page = query.page()?;
    let (mails, total) = mail::outbox(&state.db, page).await?;
    let ids: Vec<i64> = mails.iter().map(|mail| mail.id).collect();
    Ok((paging::headers(page, total, &ids), Json(mails)))
}

/// The text messages (SMS) the shop sent, kept (no gateway is set up), is still trying or could
/// not send, newest first: each with the parts it is billed as, its cost, the gateway and its id
/// for it. All of them, or a page (`limit`, `after`). For admins.
#[utoipa::path(get, path = "/outbox/texts", tag = "Admin", params(PageQuery),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Vec<OutboxText>, headers(
            ("x-total-count" = i64, description = "Texts in all, on a first page"),
            ("x-next-cursor" = String, description = "The next page's `after`, when this page is full"))),
        (status = 400, body = ErrorBody, description = "`limit` out of range or `after` not a cursor."),
    ))]
async fn list_texts(
    State(state): State<AppState>,
    _: AdminUser,
    AppQuery(query): AppQuery<PageQuery>,
) -> Result<(HeaderMap, Json<Vec<OutboxText>>)> {
    let page = query.page()?;
    let (texts, total) =
        crate::sms::queue::outbox(&state.db, page, state.config.sms.part_price).await?;
    let ids: Vec<i64> = texts.iter().map(|text| text.id).collect();
    Ok((paging::headers(page, total, &ids), Json(texts)))
}

/// Sends a message of the outbox again, as a new message that names the one it repeats. Without
/// a mail server it is kept again (and says so).
#[utoipa::path(post, path = "/outbox/{id}/resend", tag = "Admin",
    params(("id" = String, Path, description = "The message's `_id`")),
    security(("bearer" = ["admin"])),
    responses(
        (status = 200, body = Note),
        (status = 404, body = ErrorBody, description = "No such message."),
        (status = 429, body = ErrorBody, description = "Its address had its hour's messages of its kind (5 links), or this admin sent 20 again."),
        (status = 502, body = ErrorBody, description = "The mail server refused it; the outbox records why."),
    ))]
async fn resend(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    Path(id): Path<String>,
) -> Result<Json<Note>> {
    let id = parse_id(&id, messages::THING_MAIL)?;
    let mut mail = mail::kept(&state.db, id)
        .await?
        .ok_or(AppError::not_found(messages::THING_MAIL))?;
    mail.resent_by = Some(admin.id);
    state.mailer.send(&mail).await?;
    let said = if state.mailer.delivers() {
        messages::MAIL_RESENT
    } else {
        messages::MAIL_KEPT_AGAIN
    };
    Ok(Json(Note::new(say(said))))
}
