//! The home page's 'Get In Touch With Us!' form: an email to answer and the feedback itself;
//! the owner's mail about it, and the owner's answer.

use crate::error::Errors;
use crate::language::Lang;
use crate::messages::{MailText, Text};
use crate::{Email, FieldError, messages};
use serde::{Deserialize, Serialize};

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct ContactForm {
    pub email: String,
    pub message: String,
}

/// Feedback that may be stored and answered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Feedback {
    pub email: Email,
    pub message: String,
}

pub const MAX_FEEDBACK_LENGTH: usize = 2000;

impl Feedback {
    pub fn parse(form: &ContactForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let email = errors.take(Email::parse(&form.email));
        let message = errors.take(parse_message(&form.message));
        errors.finish(|| {
            Some(Feedback {
                email: email?,
                message: message?,
            })
        })
    }
}

fn parse_message(text: &str) -> Result<String, FieldError> {
    written(
        "message",
        text,
        MAX_FEEDBACK_LENGTH,
        [messages::FEEDBACK_REQUIRED, messages::FEEDBACK_TOO_LONG],
    )
}

/// Text a person wrote, trimmed: refused when empty or longer than `limit` characters.
fn written(
    field: &'static str,
    text: &str,
    limit: usize,
    [missing, too_long]: [messages::Key; 2],
) -> Result<String, FieldError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::new(field, "required", missing));
    }
    if crate::graphemes::count(text) > limit {
        return Err(FieldError::new(field, "too_long", too_long));
    }
    Ok(text.to_owned())
}

/// The owner's answer to a message, as the admins' inbox sends it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct AnswerForm {
    pub answer: String,
}

pub const MAX_ANSWER_LENGTH: usize = 5000;

/// An answer that may be sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer(pub String);

impl Answer {
    pub fn parse(form: &AnswerForm) -> Result<Self, Vec<FieldError>> {
        written(
            "answer",
            &form.answer,
            MAX_ANSWER_LENGTH,
            [messages::ANSWER_REQUIRED, messages::ANSWER_TOO_LONG],
        )
        .map(Answer)
        .map_err(|error| vec![error])
    }
}

/// The owner's answer, by mail, in the language the visitor wrote in, quoting what they wrote.
pub fn answer_mail(lang: Lang, answer: &Answer, message: &str) -> MailText {
    let shop = messages::SHOP_NAME.template(lang);
    MailText {
        subject: Text::new(messages::MAIL_ANSWER_SUBJECT)
            .plain("shop", shop)
            .render(lang),
        body: Text::new(messages::MAIL_ANSWER_BODY)
            .plain("answer", &answer.0)
            .plain("shop", shop)
            .plain("message", message)
            .render(lang),
    }
}

/// The owner's mail about a message sent through the contact form.
pub fn owner_contact_mail(lang: Lang, from: &str, message: &str, inbox: &str) -> MailText {
    MailText {
        subject: Text::new(messages::MAIL_OWNER_CONTACT_SUBJECT)
            .plain("email", from)
            .render(lang),
        body: Text::new(messages::MAIL_OWNER_CONTACT_BODY)
            .plain("email", from)
            .plain("message", message)
            .plain("url", inbox)
            .render(lang),
    }
}
