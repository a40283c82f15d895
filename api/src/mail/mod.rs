//! Mail the shop sends: verification and password-reset links, notices about a buyer's
//! orders (with their VAT documents attached) and the owner's mail. Behind a trait: the
//! built-in mailer keeps every message in the `email_outbox` table and writes it to the log,
//! so a shop without a mail server still works; an SMTP mailer delivers them for real.
//!
//! Every message is written to the outbox before it is sent, in a statement that counts what
//! its address got for the same purpose (and, for a resend, what its admin sent) in the last
//! hour: a stranger posting "forgot password" from many addresses cannot fill one inbox, and
//! twenty posts at once count as twenty.

mod reserve;

use crate::store::db::{self, Writer};
use crate::tax;
use async_trait::async_trait;
use reserve::reserve_all;
use shared::Lang;
use shared::replies::{MailAttachment, MailStatus, OutboxMail};
use shared::tax_document::DocumentKind;

#[derive(Debug, Clone)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub body: String,
    pub purpose: Purpose,
    /// The language it is written in, and its attachment printed in.
    pub lang: Lang,
    /// One of an order's VAT documents, printed when the mail is delivered.
    pub attachment: Option<Attachment>,
    /// Where an answer goes, when not to the shop.
    pub reply_to: Option<String>,
    /// The outbox message this one sends again.
    pub resent_from: Option<i64>,
    /// The admin who sends it again.
    pub resent_by: Option<i64>,
}

impl Mail {
    /// A link to its own address, in English unless said otherwise.
    pub fn new(to: String, subject: String, body: String) -> Self {
        Self {
            to,
            subject,
            body,
            purpose: Purpose::Link,
            lang: Lang::En,
            attachment: None,
            reply_to: None,
            resent_from: None,
            resent_by: None,
        }
    }
}

/// What a message is for; each has its own hourly limit per address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    /// A verification or password-reset link: anyone can ask one for any address.
    Link,
    /// What happened to an order, to its buyer.
    Notice,
    /// A new order or message, to the owner.
    Owner,
    /// The owner's answer to a visitor who wrote.
    Answer,
}

impl Purpose {
    const ALL: [Purpose; 4] = [
        Purpose::Link,
        Purpose::Notice,
        Purpose::Owner,
        Purpose::Answer,
    ];

    /// The purpose stored as `id`.
    fn from_id(id: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|purpose| purpose.id() == id)
    }

    fn id(self) -> &'static str {
        match self {
            Purpose::Link => "link",
            Purpose::Notice => "notice",
            Purpose::Owner => "owner",
            Purpose::Answer => "answer",
        }
    }

    /// Messages of this purpose one address gets in an hour at most. Links: a verification,
    /// its resends and a reset or two. Notices: a busy buyer's orders, each placed, paid and
    /// shipped. The owner: a busy hour's orders and messages. Answers: a conversation.
    pub fn per_address_per_hour(self) -> i64 {
        match self {
            Purpose::Link => PER_ADDRESS_PER_HOUR,
            Purpose::Notice => 30,
            Purpose::Owner => 200,
            Purpose::Answer => 20,
        }
    }
}

/// One VAT document of an order, attached to a mail about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attachment {
    pub document: DocumentKind,
    pub order_id: i64,
}

/// Links one address gets in an hour at most.
pub const PER_ADDRESS_PER_HOUR: i64 = 5;
/// Messages one admin sends again in an hour at most.
pub const RESENDS_PER_ADMIN_PER_HOUR: i64 = 20;

/// Why a message was not sent.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// Its address had its hour's messages of this purpose already.
    #[error("this address had its hour's messages of this kind")]
    AddressFull,
    /// Its admin had sent their hour's resends already.
    #[error("{RESENDS_PER_ADMIN_PER_HOUR} resends by this admin in the last hour")]
    ResendsFull,
    /// The account was made with a mobile number: its address (`…@phone.invalid`) names it in
    /// the routes keyed by email but delivers nowhere.
    #[error("an account made with a mobile number has no address to mail")]
    NoAddress,
    /// The mail server refused it (the outbox records why), or the outbox could not be written.
    #[error(transparent)]
    Failed(#[from] anyhow::Error),
}

impl MailError {
    /// Whether the hour's limits refused it.
    fn is_over_limit(&self) -> bool {
        matches!(self, MailError::AddressFull | MailError::ResendsFull)
    }
}

/// A mail an admin asked to send, refused: the hour's limit (429) or the mail server (502).
impl From<MailError> for crate::error::AppError {
    fn from(error: MailError) -> Self {
        use crate::error::AppError;
        use shared::messages;
        match error {
            MailError::AddressFull => {
                AppError::TooManyRequests(messages::MAIL_HELD_FOR_ADDRESS.into())
            }
            MailError::ResendsFull => AppError::TooManyRequests(messages::TOO_MANY_RESENDS.into()),
            MailError::NoAddress => AppError::BadRequest(messages::EMAIL_INVALID.into()),
            MailError::Failed(error) => {
                tracing::warn!(error = ?error, "the mail server refused a mail");
                AppError::BadGateway(messages::mail_not_sent(&format!("{error:#}")))
            }
        }
    }
}

impl From<sqlx::Error> for MailError {
    fn from(error: sqlx::Error) -> Self {
        MailError::Failed(error.into())
    }
}

/// What became of each of several messages, in order; the error around them is the outbox's
/// (none of them was kept).
pub type Outcomes = Result<Vec<Result<(), MailError>>, MailError>;

#[async_trait]
pub trait Mailer: Send + Sync {
    /// Sends (or keeps) messages; either way each lands in the outbox, with the error when the
    /// mail server refused it. A message over the limits is neither sent nor kept. They are
    /// written to the outbox in one transaction: the order channel's batch takes the write
    /// turn once.
    async fn send_all(&self, mails: &[Mail]) -> Outcomes;

    /// Sends (or keeps) one message.
    async fn send(&self, mail: &Mail) -> Result<(), MailError> {
        let mut outcomes = self.send_all(std::slice::from_ref(mail)).await?;
        outcomes.pop().unwrap_or(Ok(()))
    }

    /// Whether messages leave the shop at all, or are only kept in the outbox.
    fn delivers(&self) -> bool;
}

/// Keeps mail in the outbox table and logs it (links included) for whoever runs the shop.
pub struct OutboxMailer {
    pub writer: Writer,
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send_all(&self, mails: &[Mail]) -> Outcomes {
        let reserved = reserve_all(&self.writer, mails).await?;
        for (mail, _) in mails.iter().zip(&reserved).filter(|(_, id)| id.is_ok()) {
            tracing::info!(to = %mail.to, subject = %mail.subject, "mail kept in the outbox:\n{}", mail.body);
        }
        Ok(reserved.into_iter().map(|id| id.map(drop)).collect())
    }

    fn delivers(&self) -> bool {
        false
    }
}

/// Notes what became of messages reserved in the outbox, in one transaction: each sent then,
/// or refused and why.
async fn settle(writer: &Writer, outcomes: &[(i64, Result<i64, String>)]) -> anyhow::Result<()> {
    let mut tx = writer.begin().await?;
    for (id, outcome) in outcomes {
        let (sent_at, error) = match outcome {
            Ok(at) => (Some(*at), None),
            Err(error) => (None, Some(error)),
        };
        sqlx::query("UPDATE email_outbox SET sent_at = $1, error = $2 WHERE id = $3")
            .bind(sent_at)
            .bind(error)
            .bind(id)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// Delivers mail through an SMTP server (`SHOP_SMTP_URL`, e.g.
/// `smtps://user:password@smtp.example.com` or `smtp://localhost:25`), keeping a copy in the
/// outbox with the time it was sent.
pub struct SmtpMailer {
    writer: Writer,
    /// Where the attached VAT documents are read.
    db: crate::store::db::Pool,
    transport: lettre::AsyncSmtpTransport<lettre::Tokio1Executor>,
    from: lettre::message::Mailbox,
}

impl SmtpMailer {
    pub fn new(
        writer: Writer,
        db: crate::store::db::Pool,
        url: &str,
        from: &str,
    ) -> anyhow::Result<Self> {
        use anyhow::Context;
        let transport = lettre::AsyncSmtpTransport::<lettre::Tokio1Executor>::from_url(url)
            .context("SHOP_SMTP_URL is not a valid smtp:// or smtps:// address")?
            .build();
        let from = from
            .parse()
            .context("SHOP_MAIL_FROM is not a valid mailbox")?;
        Ok(Self {
            writer,
            db,
            transport,
            from,
        })
    }
}

#[async_trait]
impl Mailer for SmtpMailer {
    /// Written to the outbox together, delivered one by one, and what became of each noted
    /// together.
    async fn send_all(&self, mails: &[Mail]) -> Outcomes {
        let reserved = reserve_all(&self.writer, mails).await?;
        let mut settled = Vec::new();
        let mut outcomes = Vec::with_capacity(mails.len());
        for (mail, id) in mails.iter().zip(reserved) {
            let id = match id {
                Ok(id) => id,
                Err(refusal) => {
                    outcomes.push(Err(refusal));
                    continue;
                }
            };
            match self.deliver(mail).await {
                Ok(()) => {
                    settled.push((id, Ok(db::now_ms())));
                    outcomes.push(Ok(()));
                }
                Err(error) => {
                    settled.push((id, Err(format!("{error:#}"))));
                    outcomes.push(Err(MailError::Failed(error)));
                }
            }
        }
        if !settled.is_empty() {
            settle(&self.writer, &settled).await?;
        }
        Ok(outcomes)
    }

    fn delivers(&self) -> bool {
        true
    }
}

impl SmtpMailer {
    async fn deliver(&self, mail: &Mail) -> anyhow::Result<()> {
        use lettre::AsyncTransport;
        use lettre::message::{MultiPart, SinglePart, header::ContentType};
        let mut builder = lettre::Message::builder()
            .from(self.from.clone())
            .to(mail.to.parse()?)
            .subject(&mail.subject);
        if let Some(reply_to) = &mail.reply_to {
            builder = builder.reply_to(reply_to.parse()?);
        }
        let text = SinglePart::builder()
            .header(ContentType::TEXT_PLAIN)
            .body(mail.body.clone());
        let attached = match mail.attachment {
            Some(attachment) => printed(&self.db, attachment, mail.lang).await?,
            None => None,
        };
        let message = match attached {
            // A document not issued (yet) is left out rather than holding the mail back.
            None => builder.singlepart(text)?,
            Some((file_name, pdf)) => builder.multipart(
                MultiPart::mixed().singlepart(text).singlepart(
                    lettre::message::Attachment::new(file_name)
                        .body(pdf, ContentType::parse("application/pdf")?),
                ),
            )?,
        };
        self.transport.send(message).await?;
        Ok(())
    }
}

/// The outbox, newest first: all of it, or a page with, on the first, how many messages
/// there are.
pub async fn outbox(
    db: &crate::store::db::Pool,
    page: Option<crate::store::paging::Page>,
) -> crate::error::Result<(Vec<OutboxMail>, Option<i64>)> {
    use crate::store::paging::Page;
    let rows: Vec<OutboxRow> = sqlx::query_as(
        "SELECT m.id, m.recipient, m.subject, m.body, m.created_at, m.sent_at, m.error,
                m.resent_from, m.attached_document, m.attached_order, d.number AS document_number
         FROM email_outbox m
         LEFT JOIN tax_documents d ON d.kind = m.attached_document AND d.order_id = m.attached_order
         WHERE m.id < $1 ORDER BY m.id DESC LIMIT $2",
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

/// The attached document printed in `lang`, with its file name; `None` while its order has
/// none of that kind.
pub async fn printed(
    db: &crate::store::db::Pool,
    attachment: Attachment,
    lang: Lang,
) -> crate::error::Result<Option<(String, Vec<u8>)>> {
    let Some(issued) = tax::of_order(db, attachment.document, attachment.order_id).await? else {
        return Ok(None);
    };
    let pdf = tax::pdf::render(&issued, lang)?;
    Ok(Some((issued.file_name(), pdf)))
}

/// A message of the outbox, to send again as it was: its purpose, language and attachment.
pub async fn kept(db: &crate::store::db::Pool, id: i64) -> crate::error::Result<Option<Mail>> {
    let row: Option<KeptRow> = sqlx::query_as(
        "SELECT recipient, subject, body, purpose, language, attached_document, attached_order,
                reply_to
         FROM email_outbox WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(db)
    .await?;
    Ok(row.map(|row| {
        let attachment = match (row.attached_document.as_deref(), row.attached_order) {
            (Some(document), Some(order_id)) => {
                DocumentKind::from_id(document).map(|document| Attachment { document, order_id })
            }
            _ => None,
        };
        Mail {
            purpose: Purpose::from_id(&row.purpose).unwrap_or(Purpose::Link),
            lang: row.language,
            attachment,
            reply_to: row.reply_to,
            resent_from: Some(id),
            ..Mail::new(row.recipient, row.subject, row.body)
        }
    }))
}

#[derive(sqlx::FromRow)]
struct KeptRow {
    recipient: String,
    subject: String,
    body: String,
    purpose: String,
    language: Lang,
    attached_document: Option<String>,
    attached_order: Option<i64>,
    reply_to: Option<String>,
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
    attached_document: Option<String>,
    attached_order: Option<i64>,
    document_number: Option<String>,
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
        let attachment = match (
            self.attached_document
                .as_deref()
                .and_then(DocumentKind::from_id),
            self.attached_order,
            self.document_number,
        ) {
            (Some(document), Some(order_id), Some(number)) => Some(MailAttachment {
                file_name: tax::file_name(document, &number),
                order_id,
                credit_note: document == DocumentKind::CreditNote,
            }),
            _ => None,
        };
        OutboxMail {
            id: self.id,
            attachment,
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
