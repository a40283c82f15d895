//! Mail the shop sends (verification and password-reset links). Behind a trait: the built-in
//! mailer keeps every message in the `email_outbox` table and writes it to the log, so a shop
//! without a mail server still works; an SMTP mailer delivers them for real.

use crate::db::{self, Writer};
use async_trait::async_trait;

#[derive(Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
}

#[async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, mail: &Mail) -> anyhow::Result<()>;
}

/// Keeps mail in the outbox table and logs it (links included) for whoever runs the shop.
pub struct OutboxMailer {
    pub writer: Writer,
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, mail: &Mail) -> anyhow::Result<()> {
        record(&self.writer, mail, None).await?;
        tracing::info!(to = %mail.to, subject = %mail.subject, "mail kept in the outbox:\n{}", mail.body);
        Ok(())
    }
}

/// Adds a message to the outbox table; `sent_at` when it has been delivered.
pub async fn record(writer: &Writer, mail: &Mail, sent_at: Option<i64>) -> anyhow::Result<()> {
    let mut tx = writer.begin().await?;
    sqlx::query("INSERT INTO email_outbox (recipient, subject, body, created_at, sent_at) VALUES (?, ?, ?, ?, ?)")
        .bind(&mail.to)
        .bind(&mail.subject)
        .bind(&mail.body)
        .bind(db::now_ms())
        .bind(sent_at)
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
    async fn send(&self, mail: &Mail) -> anyhow::Result<()> {
        use lettre::AsyncTransport;
        let message = lettre::Message::builder()
            .from(self.from.clone())
            .to(mail.to.parse()?)
            .subject(&mail.subject)
            .header(lettre::message::header::ContentType::TEXT_PLAIN)
            .body(mail.body.clone())?;
        self.transport.send(message).await?;
        record(&self.writer, mail, Some(db::now_ms())).await
    }
}
