//! The Update Your Profile form (spec §2). An empty field keeps what the profile had.

use crate::error::Errors;
use crate::form::{bounded, optional, parse_whole};
use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ProfileForm {
    pub display_name: String,
    pub institution: String,
    pub phone_number: String,
    pub address: String,
    pub date_of_birth: String,
    #[serde(rename = "photoURL")]
    pub photo_url: String,
}

/// The changes a profile form asks for: `None` keeps the stored value.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProfileUpdate {
    pub display_name: Option<String>,
    pub institution: Option<String>,
    pub phone_number: Option<String>,
    pub address: Option<String>,
    pub date_of_birth: Option<String>,
    #[serde(rename = "photoURL")]
    pub photo_url: Option<String>,
}

impl ProfileUpdate {
    pub fn parse(form: &ProfileForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let display_name = errors.take(bounded(
            "displayName",
            &form.display_name,
            100,
            messages::DISPLAY_NAME_TOO_LONG,
        ));
        let institution = errors.take(bounded(
            "institution",
            &form.institution,
            100,
            messages::INSTITUTION_TOO_LONG,
        ));
        let phone_number = errors.take(optional(&form.phone_number).map(parse_phone).transpose());
        let address = errors.take(bounded(
            "address",
            &form.address,
            300,
            messages::ADDRESS_TOO_LONG,
        ));
        let date_of_birth = errors.take(optional(&form.date_of_birth).map(parse_date).transpose());
        let photo_url = errors.take(optional(&form.photo_url).map(parse_photo).transpose());
        errors.finish(|| {
            Some(ProfileUpdate {
                display_name: display_name?,
                institution: institution?,
                phone_number: phone_number?,
                address: address?,
                date_of_birth: date_of_birth?,
                photo_url: photo_url?,
            })
        })
    }
}

/// Digits (Latin or Bengali) with an optional leading `+`; spaces and dashes between them are
/// dropped.
fn parse_phone(text: &str) -> Result<String, FieldError> {
    let (plus, rest) = match text.strip_prefix('+') {
        Some(rest) => ("+", rest),
        None => ("", text),
    };
    let digits: String = crate::language::latin_digits(rest)
        .chars()
        .filter(|c| !matches!(c, ' ' | '-'))
        .collect();
    if (6..=15).contains(&digits.len()) && digits.bytes().all(|byte| byte.is_ascii_digit()) {
        Ok(format!("{plus}{digits}"))
    } else {
        Err(FieldError::new(
            "phoneNumber",
            "invalid",
            messages::PHONE_INVALID,
        ))
    }
}

/// A calendar date `YYYY-MM-DD` (what a date input gives) from 1900 to 2100.
fn parse_date(text: &str) -> Result<String, FieldError> {
    let invalid = || FieldError::new("dateOfBirth", "invalid", messages::DATE_OF_BIRTH_INVALID);
    let mut parts = text.split('-');
    let (Some(year), Some(month), Some(day), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(invalid());
    };
    let shaped = year.len() == 4 && month.len() == 2 && day.len() == 2;
    let (Some(year), Some(month), Some(day)) =
        (parse_whole(year), parse_whole(month), parse_whole(day))
    else {
        return Err(invalid());
    };
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    let days_in_month = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => 0,
    };
    if shaped && (1900..=2100).contains(&year) && (1..=days_in_month).contains(&day) {
        Ok(text.to_owned())
    } else {
        Err(invalid())
    }
}

/// A picture the shop stores, or an https address (an image host, a provider's avatar).
fn parse_photo(text: &str) -> Result<String, FieldError> {
    if crate::picture::is_picture_address(text) {
        Ok(text.to_owned())
    } else {
        Err(FieldError::new(
            "photoURL",
            "invalid",
            messages::PHOTO_INVALID,
        ))
    }
}
