//! A buyer's review of a delivered tool: stars and words (spec §2 review modal).

use crate::error::Errors;
use crate::form::parse_whole;
use crate::{FieldError, FormValue, messages};
use serde::{Deserialize, Serialize};

/// The review modal as filled in.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct ReviewForm {
    pub rating: FormValue,
    pub review: String,
}

/// One to five stars. The old site let 0 through; this shop does not.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Rating(u8);

pub const MAX_RATING: u8 = 5;
pub const MAX_REVIEW_LENGTH: usize = 500;

impl Rating {
    pub fn parse(text: &str) -> Result<Self, FieldError> {
        parse_whole(text.trim())
            .and_then(|stars| u8::try_from(stars).ok())
            .filter(|stars| (1..=MAX_RATING).contains(stars))
            .map(Self)
            .ok_or_else(|| FieldError::new("rating", "invalid", messages::RATING_REQUIRED))
    }

    pub fn stars(self) -> u8 {
        self.0
    }
}

/// A review that may be published.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NewReview {
    pub rating: Rating,
    pub review: String,
}

impl NewReview {
    pub fn parse(form: &ReviewForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let rating = errors.take(Rating::parse(form.rating.text()));
        let review = errors.take(parse_text(&form.review));
        errors.finish(|| {
            Some(NewReview {
                rating: rating?,
                review: review?,
            })
        })
    }
}

fn parse_text(text: &str) -> Result<String, FieldError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::new(
            "review",
            "required",
            messages::REVIEW_REQUIRED,
        ));
    }
    if crate::graphemes::count(text) > MAX_REVIEW_LENGTH {
        return Err(FieldError::new(
            "review",
            "too_long",
            messages::REVIEW_TOO_LONG,
        ));
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_one_to_five_stars_are_ratings() {
        for stars in ["1", "5"] {
            assert!(Rating::parse(stars).is_ok());
        }
        for bad in ["0", "6", "", "2.5", "-1", "256"] {
            assert_eq!(
                Rating::parse(bad).unwrap_err().text,
                messages::RATING_REQUIRED
            );
        }
    }
}
