//! Mail the shop sends (verification and password-reset links). Behind a trait: the built-in
//! mailer keeps every message in the `email_outbox` table and writes it to the log, so a shop
//! without a mail server still works; an SMTP mailer delivers them for real.
//!
//! Every message is written to the outbox before it is sent, in a statement that counts what
//! its address (and, for a resend, its admin) got in the last hour: a stranger posting "forgot
//! password" from many addresses cannot fill one inbox, and twenty posts at once count as
//! twenty.

use crate::store::db::{self, Writer};
use async_trait::async_trait;
use shared::replies::{MailStatus, OutboxMail};

#[derive(Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
    /// The outbox message this one sends again.
    pub resent_from: Option<i64>,
    /// The admin who sends it again.
    pub resent_by: Option<i64>,
}

impl Mail {
    pub fn new(to: String, subject: String, body: String) -> Self {
        Self {
            to,
            subject,
            body,
            resent_from: None,
            resent_by: None,
        }
    }
}

/// Messages one address gets in an hour at most: a verification, its resends and a reset or
/// two.
pub const PER_ADDRESS_PER_HOUR: i64 = 5;
/// Messages one admin sends again in an hour at most.
pub const RESENDS_PER_ADMIN_PER_HOUR: i64 = 20;

/// Why a message was not sent.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// Its address had its hour's messages already.
    #[error("{PER_ADDRESS_PER_HOUR} messages to this address in the last hour")]
    AddressFull,
    /// Its admin had sent their hour's resends already.
    #[error("{RESENDS_PER_ADMIN_PER_HOUR} resends by this admin in the last hour")]
    ResendsFull,
    /// The mail server refused it (the outbox records why), or the outbox could not be written.
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

impl From<sqlx::Error> for MailError {
    fn from(error: sqlx::Error) -> Self {
        MailError::Failed(error.into())
    }
}

#[async_trait]
pub trait Mailer: Send + Sync {
    /// Sends (or keeps) a message; either way it lands in the outbox, with the error when the
    /// mail server refused it. A message over the limits is neither sent nor kept.
    async fn send(&self, mail: &Mail) -> Result<(), MailError>;

    /// Whether messages leave the shop at all, or are only kept in the outbox.
    fn delivers(&self) -> bool;
}

/// Keeps mail in the outbox table and logs it (links included) for whoever runs the shop.
pub struct OutboxMailer {
    pub writer: Writer,
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, mail: &Mail) -> Result<(), MailError> {
        reserve(&self.writer, mail).await?;
        tracing::info!(to = %mail.to, subject = %mail.subject, "mail kept in the outbox:\n{}", mail.body);
        Ok(())
    }

    fn delivers(&self) -> bool {
        false
    }
}

/// Writes a message into the outbox (kept: not sent yet), unless its address, or its admin
/// for a resend, is at the hour's limit; the message's id.
async fn reserve(writer: &Writer, mail: &Mail) -> Result<i64, MailError> {
    let now = db::now_ms();
    let mut tx = writer.begin().await?;
    let id: Option<i64> = sqlx::query_scalar(
        "INSERT INTO email_outbox (recipient, subject, body, created_at, resent_from, resent_by)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6
         WHERE (SELECT COUNT(*) FROM email_outbox WHERE recipient = ?1 AND created_at > ?7) < ?8
           AND (?6 IS NULL OR
                (SELECT COUNT(*) FROM email_outbox WHERE resent_by = ?6 AND created_at > ?7) < ?9)
         RETURNING id",
    )
    .bind(&mail.to)
    .bind(&mail.subject)
    .bind(&mail.body)
    .bind(now)
    .bind(mail.resent_from)
    .bind(mail.resent_by)
    .bind(now - db::HOUR_MS)
    .bind(PER_ADDRESS_PER_HOUR)
    .bind(RESENDS_PER_ADMIN_PER_HOUR)
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(id) = id {
        tx.commit().await?;
        return Ok(id);
    }
    let address_full: bool = sqlx::query_scalar(
        "SELECT COUNT(*) >= ? FROM email_outbox WHERE recipient = ? AND created_at > ?",
    )
    .bind(PER_ADDRESS_PER_HOUR)
    .bind(&mail.to)
    .bind(now - db::HOUR_MS)
    .fetch_one(&mut *tx)
    .await?;
    tracing::warn!(to = %mail.to, "mail not sent: over the hour's limit");
    Err(match address_full {
        true => MailError::AddressFull,
        false => MailError::ResendsFull,
    })
}

/// Notes what became of a message reserved in the outbox: sent then, or refused and why.
async fn settle(writer: &Writer, id: i64, outcome: Result<i64, &str>) -> anyhow::Result<()> {
    let (sent_at, error) = match outcome {
        Ok(at) => (Some(at), None),
        Err(error) => (None, Some(error)),
    };
    let mut tx = writer.begin().await?;
    sqlx::query("UPDATE email_outbox SET sent_at = ?, error = ? WHERE id = ?")
        .bind(sent_at)
        .bind(error)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Delivers mail through an SMTP server (`SHOP_SMTP_URL`, e.g.
/// `smtps://user:password@smtp.example.com` or `smtp://localhost:25`), keeping a copy in the
/// outbox with the time it was sent.
pub struct SmtpMailer {
    writer: Writer,
    transport: lettre::AsyncSmtpTransport<lettre::Tokio1Executor>,
    from: lettre::message::Mailbox,
}

impl SmtpMailer {
    pub fn new(writer: Writer, url: &str, from: &str) -> anyhow::Result<Self> {
        use anyhow::Context;
        let transport = lettre::AsyncSmtpTransport::<lettre::Tokio1Executor>::from_url(url)
            .context("SHOP_SMTP_URL is not a valid smtp:// or smtps:// address")?
            .build();
        let from = from
            .parse()
            .context("SHOP_MAIL_FROM is not a valid mailbox")?;
        Ok(Self {
            writer,
            transport,
            from,
        })
    }
}

#[async_trait]
impl Mailer for SmtpMailer {
    async fn send(&self, mail: &Mail) -> Result<(), MailError> {
        let id = reserve(&self.writer, mail).await?;
        match self.deliver(mail).await {
            Ok(()) => Ok(settle(&self.writer, id, Ok(db::now_ms())).await?),
            Err(error) => {
                let reason = format!("{error:#}");
                settle(&self.writer, id, Err(&reason)).await?;
                Err(MailError::Failed(error))
            }
        }
    }

    fn delivers(&self) -> bool {
        true
    }
}

impl SmtpMailer {
    async fn deliver(&self, mail: &Mail) -> anyhow::Result<()> {
        use lettre::AsyncTransport;
        let message = lettre::Message::builder()
            .from(self.from.clone())
            .to(mail.to.parse()?)
            .subject(&mail.subject)
            .header(lettre::message::header::ContentType::TEXT_PLAIN)
            .body(mail.body.clone())?;
        self.transport.send(message).await?;
        Ok(())
    }
}

/// The outbox, newest first: all of it, or a page with, on the first, how many messages
/// there are.
pub async fn outbox(
    db: &sqlx::SqlitePool,
    page: Option<crate::store::paging::Page>,
) -> crate::error::Result<(Vec<OutboxMail>, Option<i64>)> {
    use crate::store::paging::Page;
    let rows: Vec<OutboxRow> = sqlx::query_as(
        "SELECT id, recipient, subject, body, created_at, sent_at, error, resent_from
         FROM email_outbox WHERE id < ? ORDER BY id DESC LIMIT ?",
    )
    .bind(Page::sql_below(page))
    .bind(Page::sql_limit(page))
    .fetch_all(db)
    .await?;
    let count = async {
        Ok(sqlx::query_scalar("SELECT COUNT(*) FROM email_outbox")
            .fetch_one(db)
            .await?)
    };
    let total = crate::store::paging::total_on_first_page(page, count).await?;
    Ok((rows.into_iter().map(OutboxRow::into_mail).collect(), total))
}

/// A message of the outbox, to send again.
pub async fn kept(db: &sqlx::SqlitePool, id: i64) -> crate::error::Result<Option<Mail>> {
    let row: Option<(String, String, String)> =
        sqlx::query_as("SELECT recipient, subject, body FROM email_outbox WHERE id = ?")
            .bind(id)
            .fetch_optional(db)
            .await?;
    Ok(row.map(|(to, subject, body)| Mail {
        resent_from: Some(id),
        ..Mail::new(to, subject, body)
    }))
}

#[derive(sqlx::FromRow)]
struct OutboxRow {
    id: i64,
    recipient: String,
    subject: String,
    body: String,
    created_at: i64,
    sent_at: Option<i64>,
    error: Option<String>,
    resent_from: Option<i64>,
}

impl OutboxRow {
    fn into_mail(self) -> OutboxMail {
        let status = match (self.sent_at, &self.error) {
            (Some(_), _) => MailStatus::Sent,
            (None, Some(_)) => MailStatus::Failed,
            (None, None) => MailStatus::Kept,
        };
        // A mail that left for its recipient (or was meant to) is shown without its link's
        // secret: only its recipient may use it, and a resend sends the stored text. A mail
        // kept for want of a mail server shows it whole: the admins hand it on.
        let body = match status {
            MailStatus::Kept => self.body,
            MailStatus::Sent | MailStatus::Failed => without_secrets(&self.body),
        };
        OutboxMail {
            id: self.id,
            to: self.recipient,
            subject: self.subject,
            body,
            created_at: self.created_at,
            status,
            sent_at: self.sent_at,
            error: self.error,
            resent_from: self.resent_from,
        }
    }
}

/// The text with each link's one-time secret (`?token=…`) hidden.
fn without_secrets(body: &str) -> String {
    const MARK: &str = "?token=";
    let mut out = String::with_capacity(body.len());
    let mut rest = body;
    while let Some(at) = rest.find(MARK) {
        out.push_str(&rest[..at + MARK.len()]);
        out.push('…');
        let after = &rest[at + MARK.len()..];
        rest = &after[after.find(char::is_whitespace).unwrap_or(after.len())..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::without_secrets;

    #[test]
    fn a_links_secret_is_hidden_and_the_rest_kept() {
        assert_eq!(
            without_secrets("Open http://shop.test/verify-email?token=abc123 now.\nBye"),
            "Open http://shop.test/verify-email?token=… now.\nBye"
        );
        assert_eq!(without_secrets("a?token=x"), "a?token=…");
        assert_eq!(without_secrets("no link"), "no link");
    }
}
