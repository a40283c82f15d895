//! The owner's inbox: what visitors wrote through the contact form, kept with the language
//! they wrote in; read, answered by mail from the dashboard, and put away.

use crate::error::{AppError, Result};
use crate::mail::{Mail, Purpose};
use crate::notices;
use crate::runtime::state::AppState;
use crate::store::db;
use crate::store::paging::{self, Page};
use shared::contact::{Answer, answer_mail};
use shared::replies::InboxMessage;
use shared::{Feedback, Lang, messages};

/// Keeps a visitor's message and tells the owner of it.
pub async fn receive(state: &AppState, feedback: &Feedback, lang: Lang) -> Result<()> {
    let mut tx = state.writer.begin().await?;
    sqlx::query(
        "INSERT INTO contact_messages (email, message, created_at, language) VALUES ($1, $2, $3, $4)",
    )
    .bind(feedback.email.as_ref())
    .bind(&feedback.message)
    .bind(db::now_ms())
    .bind(lang)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    notices::tell_owner_of_message(state, feedback.email.as_ref(), &feedback.message).await
}

const COLUMNS: &str =
    "id, email, message, created_at, language, read_at, answered_at, answer, archived_at";

/// The messages, newest first: those put away or the others; all of them, or a page with, on
/// the first, how many there are.
pub async fn messages(
    db: &crate::store::db::Pool,
    archived: bool,
    page: Option<Page>,
) -> Result<(Vec<InboxMessage>, Option<i64>)> {
    let filter = match archived {
        true => "archived_at IS NOT NULL",
        false => "archived_at IS NULL",
    };
    let rows = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM contact_messages WHERE {filter} AND id < $1 ORDER BY id DESC LIMIT $2"
    ))
    .bind(Page::sql_below(page))
    .bind(Page::sql_limit(page))
    .fetch_all(db)
    .await?;
    let count = async {
        Ok(sqlx::query_scalar(&format!(
            "SELECT COUNT(*) FROM contact_messages WHERE {filter}"
        ))
        .fetch_one(db)
        .await?)
    };
    let total = paging::total_on_first_page(page, count).await?;
    Ok((rows, total))
}

async fn message(db: &crate::store::db::Pool, id: i64) -> Result<InboxMessage> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM contact_messages WHERE id = $1"
    ))
    .bind(id)
    .fetch_optional(db)
    .await?
    .ok_or(AppError::not_found(messages::THING_MESSAGE))
}

/// Marks a message read or unread, put away or back; whether it changed.
pub async fn mark(
    state: &AppState,
    id: i64,
    read: Option<bool>,
    archived: Option<bool>,
) -> Result<bool> {
    message(&state.db, id).await?;
    let now = db::now_ms();
    // Each mark keeps its first moment: marking read twice changes nothing.
    let stamp = |wanted: Option<bool>, column: &str| match wanted {
        None => column.to_owned(),
        Some(true) => format!("COALESCE({column}, {now})"),
        Some(false) => "NULL".to_owned(),
    };
    let mut tx = state.writer.begin().await?;
    let changed = sqlx::query(&format!(
        "UPDATE contact_messages SET read_at = {read}, archived_at = {archived}
         WHERE id = $1 AND (read_at IS DISTINCT FROM {read} OR archived_at IS DISTINCT FROM {archived})",
        read = stamp(read, "read_at"),
        archived = stamp(archived, "archived_at"),
    ))
    .bind(id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    Ok(changed == 1)
}

/// Mails the owner's answer to the visitor, framed in the language they wrote in, and notes it
/// on the message (read, answered, with the answer's words); the address it went to.
pub async fn answer(state: &AppState, id: i64, answer: &Answer) -> Result<String> {
    let message = message(&state.db, id).await?;
    let text = answer_mail(message.language, answer, &message.message);
    let mail = Mail {
        purpose: Purpose::Answer,
        lang: message.language,
        ..Mail::new(message.email.clone(), text.subject, text.body)
    };
    state.mailer.send(&mail).await?;
    let now = db::now_ms();
    let mut tx = state.writer.begin().await?;
    sqlx::query(
        "UPDATE contact_messages
         SET answered_at = $1, answer = $2, read_at = COALESCE(read_at, $3) WHERE id = $4",
    )
    .bind(now)
    .bind(&answer.0)
    .bind(now)
    .bind(id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(message.email)
}
