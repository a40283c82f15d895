//! The mail channel: the buyer hears of every step of their order in their own language, with
//! the VAT document the step issued attached; the owner hears of every new order.

use super::{Channel, News, mark_done};
use crate::error::Result;
use crate::mail::{Attachment, Mail, MailError, Purpose};
use crate::runtime::state::AppState;
use async_trait::async_trait;
use shared::Lang;
use shared::lifecycle::Event;
use shared::messages::MailText;
use shared::order_mail::{self, BuyerLinks};
use shared::screens;

pub struct MailChannel;

#[async_trait]
impl Channel for MailChannel {
    fn name(&self) -> &'static str {
        "mail"
    }

    /// The batch's mail is written to the outbox in one transaction (and sent, by a mailer
    /// with a server), then the channel's place is moved on.
    async fn tell(&self, state: &AppState, news: &[News], through: i64) -> Result<()> {
        let base = state.config.public_url();
        let owners = match news.iter().any(|news| news.event.event == Event::Placed) {
            true => owner_addresses(state).await?,
            false => Vec::new(),
        };
        let manage_orders = format!("{base}{}", screens::MANAGE_ORDERS.path);
        let mut mails = Vec::with_capacity(news.len());
        for news in news {
            mails.push(buyer_mail(state, &base, news));
            if news.event.event == Event::Placed {
                for (address, lang) in &owners {
                    let text = order_mail::owner_order_mail(*lang, &news.order, &manage_orders);
                    mails.push(Mail {
                        purpose: Purpose::Owner,
                        lang: *lang,
                        ..mail_to(address, text)
                    });
                }
            }
        }
        send_all(state, &mails).await?;
        let mut tx = state.writer.begin().await?;
        mark_done(&mut tx, self, through).await?;
        tx.commit().await?;
        Ok(())
    }
}

/// The buyer's mail about a step of their order, with the VAT document the step issued.
fn buyer_mail(state: &AppState, base: &str, news: &News) -> Mail {
    let order = &news.order;
    let links = BuyerLinks {
        order: &format!("{base}{}", screens::ORDER_PAGE.of(order.id)),
        review: &format!("{base}{}", screens::ADD_REVIEW.path),
        unpaid_hours: state.config.unpaid_order_ttl.as_secs() / 3600,
    };
    let text = order_mail::buyer_mail(news.lang, news.event.event, order, links);
    Mail {
        purpose: Purpose::Notice,
        lang: news.lang,
        attachment: order_mail::attachment(news.event.event, order).map(|document| Attachment {
            document,
            order_id: order.id,
        }),
        ..mail_to(&order.user_email, text)
    }
}

/// Tells the owner of a visitor's message; an answer to the mail goes to the visitor.
pub async fn tell_owner_of_message(state: &AppState, from: &str, message: &str) -> Result<()> {
    let inbox = format!("{}{}", state.config.public_url(), screens::INBOX.path);
    for (address, lang) in owner_addresses(state).await? {
        let text = shared::contact::owner_contact_mail(lang, from, message, &inbox);
        let mail = Mail {
            purpose: Purpose::Owner,
            lang,
            reply_to: Some(from.to_owned()),
            ..mail_to(&address, text)
        };
        send(state, &mail).await;
    }
    Ok(())
}

fn mail_to(address: &str, text: MailText) -> Mail {
    Mail::new(address.to_owned(), text.subject, text.body)
}

/// Sends a mail, or notes why not.
async fn send(state: &AppState, mail: &Mail) {
    note_refusal(mail, state.mailer.send(mail).await);
}

/// Sends mails together; an error is the outbox's, and nothing was kept.
async fn send_all(state: &AppState, mails: &[Mail]) -> Result<()> {
    let outcomes = state
        .mailer
        .send_all(mails)
        .await
        .map_err(anyhow::Error::from)?;
    for (mail, outcome) in mails.iter().zip(outcomes) {
        note_refusal(mail, outcome);
    }
    Ok(())
}

/// A refused mail is in the outbox with its reason, for the admins to send again; it does not
/// hold back the mail about later steps. (Mail over the hour's limit is logged by the outbox.)
fn note_refusal(mail: &Mail, outcome: std::result::Result<(), MailError>) {
    match outcome {
        // A buyer who signed up with a mobile number hears by text only.
        Ok(()) | Err(MailError::NoAddress | MailError::AddressFull | MailError::ResendsFull) => {}
        Err(MailError::Failed(error)) => {
            tracing::error!(error = ?error, to = %mail.to, "order mail not sent");
        }
    }
}

/// Where the owner's mail goes, and in which language: the configured address in English, or
/// every admin's address in the admin's language.
pub async fn owner_addresses(state: &AppState) -> Result<Vec<(String, Lang)>> {
    if let Some(address) = &state.config.owner_email {
        return Ok(vec![(address.clone(), Lang::En)]);
    }
    let admins: Vec<(String, Option<Lang>)> =
        sqlx::query_as("SELECT email, language FROM users WHERE role = 'admin' ORDER BY id")
            .fetch_all(&state.db)
            .await?;
    Ok(admins
        .into_iter()
        .map(|(email, lang)| (email, lang.unwrap_or_default()))
        .collect())
}
