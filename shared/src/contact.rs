//! The home page's 'Get In Touch With Us!' form: an email to answer and the feedback itself.

use crate::error::Errors;
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
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::new(
            "message",
            "required",
            messages::FEEDBACK_REQUIRED,
        ));
    }
    if crate::graphemes::count(text) > MAX_FEEDBACK_LENGTH {
        return Err(FieldError::new(
            "message",
            "too_long",
            messages::FEEDBACK_TOO_LONG,
        ));
    }
    Ok(text.to_owned())
}
