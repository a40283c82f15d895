//! The queue every text goes through. A text is written to `sms_outbox` under a key naming what
//! it is for (`order-42-paid`, a sign-in code's), once: asking again with the same key queues
//! nothing, so one event is never texted twice. A worker sends what is due in order; a gateway's
//! passing failure (no answer, its own fault) is tried again after a growing wait, a refusal
//! (a bad number, no balance) is kept with the gateway's words. The gateway's id for each text
//! is kept. A text whose sending a crash cut short is sent again at the next start: SSL Wireless
//! knows it by its reference and sends it once; the others may deliver it twice.

use super::{Delivery, Outgoing, Report, SmsGateway, msisdn};
use crate::error::Result;
use crate::processors::ProviderError;
use crate::runtime::state::AppState;
use crate::store::db::Connection;
use crate::store::db::{self, Writer};
use shared::Lang;
use shared::sms::segments;
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

/// Queues a text on `conn` (a transaction's, so it goes with the change it tells of); a text
/// whose key was queued before is left as it is.
pub async fn enqueue(conn: &mut Connection, text: &Text<'_>) -> Result<()> {
    enqueue_all(conn, std::slice::from_ref(text)).await
}

/// Columns of one text in the queue's multi-row INSERT.
const COLUMNS: usize = 8;

/// Queues texts on `conn`, in as few statements as the parameter cap allows.
pub async fn enqueue_all(conn: &mut Connection, texts: &[Text<'_>]) -> Result<()> {
    let now = db::now_ms();
    for chunk in texts.chunks(500) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|row| format!("({})", db::placeholders(1 + row * COLUMNS, COLUMNS)))
            .collect();
        let sql = format!(
            "INSERT INTO sms_outbox (idempotency_key, recipient, body, purpose, language, parts,
                                     created_at, next_attempt_at)
             VALUES {} ON CONFLICT (idempotency_key) DO NOTHING",
            rows.join(", ")
        );
        // Not kept prepared: each number of rows is a statement of its own.
        let mut query = sqlx::query(&sql).persistent(false);
        for text in chunk {
            query = query
                .bind(text.key)
                .bind(text.to)
                .bind(text.body)
                .bind(text.purpose.id())
                .bind(text.lang.code())
                .bind(segments(text.body).parts as i64)
                .bind(now)
                .bind(now);
        }
        query.execute(&mut *conn).await?;
    }
    Ok(())
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

/// Texts handed to the gateway at once, their outcomes then kept in one write: the write turn
/// is taken once per group rather than once per text, so a buyer asking for a code meanwhile
/// seldom waits behind the queue. A crash between sending and keeping sends at most one group
/// again (SSL Wireless knows those by their reference and sends them once).
const GROUP: usize = 10;

/// Sends every text that is due, in order; how many were tried.
pub async fn send_due(writer: &Writer, gateway: &dyn SmsGateway) -> Result<usize> {
    let mut tried = 0;
    loop {
        let due: Vec<(i64, String, String, i64, String)> = sqlx::query_as(
            "SELECT id, recipient, body, attempts, purpose FROM sms_outbox
             WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
             ORDER BY next_attempt_at, id LIMIT $2",
        )
        .bind(db::now_ms())
        .bind(BATCH)
        .fetch_all(writer.pool())
        .await?;
        if due.is_empty() {
            return Ok(tried);
        }
        for group in due.chunks(GROUP) {
            let tries = group
                .iter()
                .map(|(id, recipient, body, attempts, purpose)| {
                    let outgoing = Outgoing {
                        msisdn: msisdn(recipient),
                        text: body.clone(),
                        reference: format!("sms{id}"),
                        secret: purpose == Purpose::Code.id(),
                    };
                    async move { (*id, attempts + 1, gateway.send(&outgoing).await) }
                });
            let outcomes = futures_util::future::join_all(tries).await;
            tried += outcomes.len();
            record(writer, gateway, outcomes).await?;
        }
    }
}

/// One try: the text, its tries counting this one, and what the gateway said.
type Tried = (
    i64,
    i64,
    std::result::Result<super::Accepted, ProviderError>,
);

/// Keeps what became of a group of tries, in one transaction: the texts the gateway took in
/// one statement, each failure in one of its own.
async fn record(writer: &Writer, gateway: &dyn SmsGateway, outcomes: Vec<Tried>) -> Result<()> {
    let now = db::now_ms();
    let name = gateway.name();
    let mut taken = Vec::with_capacity(outcomes.len());
    let mut tx = writer.begin().await?;
    for (id, attempts, outcome) in outcomes {
        let query = match outcome {
            Ok(accepted) => {
                taken.push((id, accepted.message_id));
                continue;
            }
            Err(ProviderError::Unknown(why)) if attempts < MAX_ATTEMPTS => {
                tracing::warn!(id, attempts, %why, "a text was not sent; it is tried again");
                let wait = i64::try_from(backoff(attempts).as_millis()).unwrap_or(i64::MAX);
                sqlx::query(
                    "UPDATE sms_outbox SET attempts = $1, provider = $2, error = $3,
                         next_attempt_at = $4 WHERE id = $5",
                )
                .bind(attempts)
                .bind(name)
                .bind(why)
                .bind(now.saturating_add(wait))
            }
            Err(error) => {
                tracing::warn!(id, attempts, %error, "a text was not sent");
                sqlx::query(
                    "UPDATE sms_outbox SET attempts = $1, provider = $2, error = $3, failed_at = $4
                     WHERE id = $5",
                )
                .bind(attempts)
                .bind(name)
                .bind(words_of(error))
                .bind(now)
            }
        };
        query.bind(id).execute(&mut *tx).await?;
    }
    record_taken(&mut tx, gateway, &taken, now).await?;
    tx.commit().await?;
    Ok(())
}

/// Parameters before the texts' own in [`record_taken`]'s statement.
const TAKEN_FIXED: usize = 4;

/// Keeps the texts the gateway took, each with the gateway's id for it, in one statement.
async fn record_taken(
    tx: &mut db::WriteTx,
    gateway: &dyn SmsGateway,
    taken: &[(i64, String)],
    now: i64,
) -> Result<()> {
    if taken.is_empty() {
        return Ok(());
    }
    // A gateway that reports deliveries is asked after a minute.
    let (delivery, report_at) = match gateway.reports_deliveries() {
        true => (Some("waiting"), Some(now.saturating_add(REPORT_AFTER_MS))),
        false => (None, None),
    };
    // Each text's id is `$n` and the gateway's id for it `$n+1`.
    let id_at = |row: usize| TAKEN_FIXED + 1 + 2 * row;
    let cases: String = (0..taken.len())
        .map(|row| format!(" WHEN ${} THEN ${}", id_at(row), id_at(row) + 1))
        .collect();
    let ids: Vec<String> = (0..taken.len())
        .map(|row| format!("${}", id_at(row)))
        .collect();
    let sql = format!(
        "UPDATE sms_outbox SET attempts = attempts + 1, provider = $1,
             provider_message_id = CASE id{cases} END,
             sent_at = $2, error = NULL, delivery = $3, next_report_at = $4
         WHERE id IN ({})",
        ids.join(", ")
    );
    // Not kept prepared: each number of texts is a statement of its own.
    let mut query = sqlx::query(&sql)
        .persistent(false)
        .bind(gateway.name())
        .bind(now)
        .bind(delivery)
        .bind(report_at);
    for (id, message_id) in taken {
        query = query.bind(id).bind(message_id);
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// A failure in the gateway's words.
fn words_of(error: ProviderError) -> String {
    match error {
        ProviderError::Refused(refusal) => refusal.message,
        ProviderError::Unknown(why) => why,
    }
}

/// The first question about a text's delivery, after it was sent; then again as often.
const REPORT_AFTER_MS: i64 = 60_000;
/// After a day without a final answer, the report is not coming.
const REPORT_GIVE_UP_MS: i64 = 24 * 3600 * 1000;
/// Reports asked for in one round.
const REPORTS_AT_ONCE: i64 = 50;

/// Asks the gateway what became of the texts it took that are due a question, and keeps its
/// answers; how many were asked about. Texts another gateway took (the shop changed gateway)
/// wait for that gateway.
pub async fn check_reports(writer: &Writer, gateway: &dyn SmsGateway) -> Result<usize> {
    if !gateway.reports_deliveries() {
        return Ok(0);
    }
    let now = db::now_ms();
    let due: Vec<(i64, String, i64)> = sqlx::query_as(
        "SELECT id, provider_message_id, sent_at FROM sms_outbox
         WHERE delivery = 'waiting' AND next_report_at <= $1 AND provider = $2
         ORDER BY next_report_at, id LIMIT $3",
    )
    .bind(now)
    .bind(gateway.name())
    .bind(REPORTS_AT_ONCE)
    .fetch_all(writer.pool())
    .await?;
    let asks = due.iter().map(|(id, message_id, sent_at)| async move {
        (*id, *sent_at, gateway.delivery_report(message_id).await)
    });
    let answers = futures_util::future::join_all(asks).await;
    let mut tx = writer.begin().await?;
    for (id, sent_at, answer) in &answers {
        let (delivery, words) = match answer {
            Ok(Report {
                delivery: Delivery::Delivered,
                words,
            }) => ("delivered", Some(words.clone())),
            Ok(Report {
                delivery: Delivery::Undelivered,
                words,
            }) => ("undelivered", Some(words.clone())),
            Ok(Report {
                delivery: Delivery::Waiting,
                words,
            }) => (waiting_or_not(now, *sent_at), Some(words.clone())),
            Err(ProviderError::Unknown(_)) => (waiting_or_not(now, *sent_at), None),
            Err(ProviderError::Refused(refusal)) => ("unknown", Some(refusal.message.clone())),
        };
        sqlx::query(
            "UPDATE sms_outbox SET delivery = $1, delivery_words = COALESCE($2, delivery_words),
                 reported_at = CASE WHEN $3 = 'waiting' THEN reported_at ELSE $4 END,
                 next_report_at = $5 WHERE id = $6",
        )
        .bind(delivery)
        .bind(words)
        .bind(delivery)
        .bind(now)
        .bind(now.saturating_add(REPORT_AFTER_MS))
        .bind(id)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(answers.len())
}

/// A report still not final: asked for again, until a day has passed.
fn waiting_or_not(now: i64, sent_at: i64) -> &'static str {
    if now.saturating_sub(sent_at) >= REPORT_GIVE_UP_MS {
        "unknown"
    } else {
        "waiting"
    }
}

/// How often the worker looks for texts due.
const EVERY: Duration = Duration::from_millis(500);

/// Sends the queue for as long as the shop serves.
pub fn spawn(state: AppState) {
    let state_for_reports = state.clone();
    crate::runtime::periodic::in_leader(EVERY, state.writer.leadership(), move || {
        let state = state.clone();
        async move {
            if let Err(error) = send_due(&state.writer, state.texts.as_ref()).await {
                tracing::warn!(%error, "sending the texts");
            }
        }
    });
    crate::runtime::periodic::in_leader(
        REPORTS_EVERY,
        state_for_reports.writer.leadership(),
        move || {
            let state = state_for_reports.clone();
            async move {
                if let Err(error) = check_reports(&state.writer, state.texts.as_ref()).await {
                    tracing::warn!(%error, "asking for the texts' delivery reports");
                }
            }
        },
    );
}

/// How often the worker asks for delivery reports due.
const REPORTS_EVERY: Duration = Duration::from_secs(30);

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
    delivery: Option<String>,
    delivery_words: Option<String>,
    reported_at: Option<i64>,
}

/// The texts of the outbox, newest first: all, or a page with, on the first, how many there
/// are. A sign-in code is shown only while it is kept in the outbox (no gateway: the admins
/// hand it on); once it went to its number, only its number may read it.
pub async fn outbox(
    db: &crate::store::db::Pool,
    page: Option<crate::store::paging::Page>,
    part_price: shared::Money,
) -> Result<(Vec<shared::replies::OutboxText>, Option<i64>)> {
    use crate::store::paging::{Page, total_on_first_page};
    use shared::replies::{OutboxText, TextDelivery, TextStatus};
    let rows: Vec<OutboxRow> = sqlx::query_as(
        "SELECT id, recipient, body, parts, created_at, attempts, provider, provider_message_id,
                sent_at, failed_at, error, purpose, delivery, delivery_words, reported_at
         FROM sms_outbox WHERE id < $1 ORDER BY id DESC LIMIT $2",
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
                provider_name: row
                    .provider
                    .as_deref()
                    .map(|id| super::gateway_label(id).to_owned()),
                provider: row.provider,
                provider_message_id: row.provider_message_id,
                sent_at: row.sent_at,
                attempts: u32::try_from(row.attempts).unwrap_or(0),
                error: row.error,
                delivery: row.delivery.as_deref().map(|delivery| match delivery {
                    "waiting" => TextDelivery::Waiting,
                    "delivered" => TextDelivery::Delivered,
                    "undelivered" => TextDelivery::Undelivered,
                    _ => TextDelivery::Unknown,
                }),
                delivery_words: row.delivery_words,
                reported_at: row.reported_at,
            }
        })
        .collect();
    Ok((texts, total))
}
