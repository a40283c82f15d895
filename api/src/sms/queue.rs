//! The queue every text goes through. A text is written to `sms_outbox` under a key naming what
//! it is for (`order-42-paid`, a sign-in code's), once: asking again with the same key queues
//! nothing, so one event is never texted twice. A worker sends what is due in order; a gateway's
//! passing failure (no answer, its own fault) is tried again after a growing wait, a refusal
//! (a bad number, no balance) is kept with the gateway's words. The gateway's id for each text
//! is kept. A text whose sending a crash cut short is sent again at the next start: SSL Wireless
//! knows it by its reference and sends it once; the others may deliver it twice.

use super::{Outgoing, SmsGateway, msisdn};
use crate::error::Result;
use crate::processors::ProviderError;
use crate::runtime::state::AppState;
use crate::store::db::{self, Writer};
use shared::Lang;
use shared::sms::segments;
use sqlx::SqliteConnection;
use std::time::Duration;

/// What a text is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A step of the buyer's order.
    Notice,
    /// A one-time sign-in code.
    Code,
    /// A cash-on-delivery order to confirm.
    Confirm,
}

impl Purpose {
    fn id(self) -> &'static str {
        match self {
            Purpose::Notice => "notice",
            Purpose::Code => "code",
            Purpose::Confirm => "confirm",
        }
    }
}

/// A text to queue.
#[derive(Debug, Clone)]
pub struct Text<'a> {
    /// What it is for, unique: the same key is queued once.
    pub key: &'a str,
    /// The 11-digit national number.
    pub to: &'a str,
    pub body: &'a str,
    pub purpose: Purpose,
    pub lang: Lang,
}

/// Queues a text on `conn` (a transaction's, so it goes with the change it tells of); its id,
/// or `None` when its key was queued before.
pub async fn enqueue(conn: &mut SqliteConnection, text: &Text<'_>) -> Result<Option<i64>> {
    let now = db::now_ms();
    Ok(sqlx::query_scalar(
        "INSERT INTO sms_outbox (idempotency_key, recipient, body, purpose, language, parts,
                                 created_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING id",
    )
    .bind(text.key)
    .bind(text.to)
    .bind(text.body)
    .bind(text.purpose.id())
    .bind(text.lang.code())
    .bind(segments(text.body).parts as i64)
    .bind(now)
    .bind(now)
    .fetch_optional(conn)
    .await?)
}

/// Tries a text gets before it is given up: the waits between them add up to about an hour.
pub const MAX_ATTEMPTS: i64 = 8;

/// The wait before the next try after `attempts` failed ones: 30 s, doubling, at most an hour.
pub fn backoff(attempts: i64) -> Duration {
    let doublings = u32::try_from(attempts.saturating_sub(1).clamp(0, 7)).unwrap_or(7);
    Duration::from_secs(30 * 2u64.pow(doublings)).min(Duration::from_secs(3600))
}

/// Texts read from the queue at a time.
const BATCH: i64 = 100;

/// Sends every text that is due, in order; how many were tried.
pub async fn send_due(writer: &Writer, gateway: &dyn SmsGateway) -> Result<usize> {
    let mut tried = 0;
    loop {
        let due: Vec<(i64, String, String, i64, String)> = sqlx::query_as(
            "SELECT id, recipient, body, attempts, purpose FROM sms_outbox
             WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
             ORDER BY next_attempt_at, id LIMIT ?",
        )
        .bind(db::now_ms())
        .bind(BATCH)
        .fetch_all(writer.pool())
        .await?;
        if due.is_empty() {
            return Ok(tried);
        }
        for (id, recipient, body, attempts, purpose) in due {
            let outgoing = Outgoing {
                msisdn: msisdn(&recipient),
                text: body,
                reference: format!("sms{id}"),
                secret: purpose == Purpose::Code.id(),
            };
            let outcome = gateway.send(&outgoing).await;
            record(writer, id, attempts + 1, gateway.name(), outcome).await?;
            tried += 1;
        }
    }
}

/// Keeps what became of one try.
async fn record(
    writer: &Writer,
    id: i64,
    attempts: i64,
    gateway: &str,
    outcome: std::result::Result<super::Accepted, ProviderError>,
) -> Result<()> {
    let now = db::now_ms();
    let mut tx = writer.begin().await?;
    let query = match outcome {
        Ok(accepted) => sqlx::query(
            "UPDATE sms_outbox SET attempts = ?, provider = ?, provider_message_id = ?,
                 sent_at = ?, error = NULL WHERE id = ?",
        )
        .bind(attempts)
        .bind(gateway)
        .bind(accepted.message_id)
        .bind(now),
        Err(ProviderError::Unknown(why)) if attempts < MAX_ATTEMPTS => {
            tracing::warn!(id, attempts, %why, "a text was not sent; it is tried again");
            let wait = i64::try_from(backoff(attempts).as_millis()).unwrap_or(i64::MAX);
            sqlx::query(
                "UPDATE sms_outbox SET attempts = ?, provider = ?, error = ?,
                     next_attempt_at = ? WHERE id = ?",
            )
            .bind(attempts)
            .bind(gateway)
            .bind(why)
            .bind(now.saturating_add(wait))
        }
        Err(error) => {
            tracing::warn!(id, attempts, %error, "a text was not sent");
            let why = match error {
                ProviderError::Refused(refusal) => refusal.message,
                ProviderError::Unknown(why) => why,
            };
            sqlx::query(
                "UPDATE sms_outbox SET attempts = ?, provider = ?, error = ?, failed_at = ?
                 WHERE id = ?",
            )
            .bind(attempts)
            .bind(gateway)
            .bind(why)
            .bind(now)
        }
    };
    query.bind(id).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// How often the worker looks for texts due.
const EVERY: Duration = Duration::from_millis(500);

/// Sends the queue for as long as the shop serves.
pub fn spawn(state: AppState) {
    crate::runtime::periodic::every(EVERY, move || {
        let state = state.clone();
        async move {
            if let Err(error) = send_due(&state.writer, state.texts.as_ref()).await {
                tracing::warn!(%error, "sending the texts");
            }
        }
    });
}

#[derive(sqlx::FromRow)]
struct OutboxRow {
    id: i64,
    recipient: String,
    body: String,
    parts: i64,
    created_at: i64,
    attempts: i64,
    provider: Option<String>,
    provider_message_id: Option<String>,
    sent_at: Option<i64>,
    failed_at: Option<i64>,
    error: Option<String>,
    purpose: String,
}

/// The texts of the outbox, newest first: all, or a page with, on the first, how many there
/// are. A sign-in code is shown only while it is kept in the outbox (no gateway: the admins
/// hand it on); once it went to its number, only its number may read it.
pub async fn outbox(
    db: &sqlx::SqlitePool,
    page: Option<crate::store::paging::Page>,
    part_price: shared::Money,
) -> Result<(Vec<shared::replies::OutboxText>, Option<i64>)> {
    use crate::store::paging::{Page, total_on_first_page};
    use shared::replies::{OutboxText, TextStatus};
    let rows: Vec<OutboxRow> = sqlx::query_as(
        "SELECT id, recipient, body, parts, created_at, attempts, provider, provider_message_id,
                sent_at, failed_at, error, purpose
         FROM sms_outbox WHERE id < ? ORDER BY id DESC LIMIT ?",
    )
    .bind(Page::sql_below(page))
    .bind(Page::sql_limit(page))
    .fetch_all(db)
    .await?;
    let count = async {
        Ok(sqlx::query_scalar("SELECT COUNT(*) FROM sms_outbox")
            .fetch_one(db)
            .await?)
    };
    let total = total_on_first_page(page, count).await?;
    let texts = rows
        .into_iter()
        .map(|row| {
            let kept = row.provider.as_deref() == Some(super::KeptInOutbox.name());
            let status = match (row.sent_at, row.failed_at) {
                (Some(_), _) if kept => TextStatus::Kept,
                (Some(_), _) => TextStatus::Sent,
                (None, Some(_)) => TextStatus::Failed,
                (None, None) => TextStatus::Queued,
            };
            let parts = u32::try_from(row.parts).unwrap_or(1);
            let cost = match status {
                TextStatus::Sent => part_price.checked_mul(parts).unwrap_or_default(),
                _ => shared::Money::ZERO,
            };
            let body = if row.purpose == Purpose::Code.id() && status != TextStatus::Kept {
                "••••••".to_owned()
            } else {
                row.body
            };
            OutboxText {
                id: row.id,
                to: row.recipient,
                body,
                created_at: row.created_at,
                status,
                parts,
                cost,
                provider: row.provider,
                provider_message_id: row.provider_message_id,
                sent_at: row.sent_at,
                attempts: u32::try_from(row.attempts).unwrap_or(0),
                error: row.error,
            }
        })
        .collect();
    Ok((texts, total))
}
