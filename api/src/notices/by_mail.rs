//! The mail channel: the buyer hears of every step of their order in their own language, with
//! the VAT document the step issued attached; the owner hears of every new order.

use super::{Channel, OrderEvent};
use crate::error::Result;
use crate::mail::{Attachment, Mail, MailError, Purpose};
use crate::runtime::state::AppState;
use crate::sales;
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

    async fn tell(&self, state: &AppState, event: &OrderEvent) -> Result<()> {
        let Some(order) = sales::order_of(&state.db, event.order_id).await? else {
            return Ok(());
        };
        let base = state.config.public_url();
        // The language the account chose, else the one the order was placed in.
        let (chosen, ordered_in): (Option<Lang>, Option<Lang>) = sqlx::query_as(
            "SELECT u.language, o.language FROM orders o JOIN users u ON u.id = o.user_id
             WHERE o.id = $1",
        )
        .bind(order.id)
        .fetch_one(&state.db)
        .await?;
        let lang = chosen.or(ordered_in).unwrap_or_default();
        let links = BuyerLinks {
            order: &format!("{base}{}", screens::ORDER_PAGE.of(order.id)),
            review: &format!("{base}{}", screens::ADD_REVIEW.path),
            unpaid_hours: state.config.unpaid_order_ttl.as_secs() / 3600,
        };
        let text = order_mail::buyer_mail(lang, event.event, &order, links);
        let mail = Mail {
            purpose: Purpose::Notice,
            lang,
            attachment: order_mail::attachment(event.event, &order).map(|document| Attachment {
                document,
                order_id: order.id,
            }),
            ..mail_to(&order.user_email, text)
        };
        send(state, &mail).await;
        if event.event == Event::Placed {
            let manage_orders = format!("{base}{}", screens::MANAGE_ORDERS.path);
            for (address, lang) in owner_addresses(state).await? {
                let text = order_mail::owner_order_mail(lang, &order, &manage_orders);
                let mail = Mail {
                    purpose: Purpose::Owner,
                    lang,
                    ..mail_to(&address, text)
                };
                send(state, &mail).await;
            }
        }
        Ok(())
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

/// Sends a mail, or notes why not. A refused mail is in the outbox with its reason, for the
/// admins to send again; it does not hold back the mail about later steps.
async fn send(state: &AppState, mail: &Mail) {
    match state.mailer.send(mail).await {
        // A buyer who signed up with a mobile number hears by text only.
        Ok(()) | Err(MailError::NoAddress) => {}
        Err(MailError::AddressFull | MailError::ResendsFull) => {
            tracing::warn!(to = %mail.to, subject = %mail.subject, "not mailed: the address had its hour's mail");
        }
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
