//! A tool's part number (the shop's SKU, unique in the catalogue, typed by buyers who know
//! what they want) and its brand.

use crate::error::Errors;
use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

/// The longest part number: manufacturers' codes run to about 30 characters
/// (`SN04-N-M18-2M-PVC-BLK`).
pub const MAX_LENGTH: usize = 40;

/// The longest brand name.
pub const MAX_BRAND: usize = 60;

/// A part number as typed, made canonical: upper case, Bangla digits as Latin ones, 2 to 40 of
/// letters, digits and `- . / _`, no spaces. Buyers type `6205-2rs` or `৬২০৫-2RS` for the
/// same bearing, so both are the one stored form.
pub fn parse(typed: &str) -> Result<String, FieldError> {
    let refused = |code| FieldError::new("partNumber", code, messages::PART_NUMBER_INVALID);
    let text = crate::language::latin_digits(typed.trim()).to_ascii_uppercase();
    if text.is_empty() {
        return Err(refused("required"));
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '/' | '_');
    if !(2..=MAX_LENGTH).contains(&text.chars().count())
        || !text.chars().all(allowed)
        || !text.chars().any(|c| c.is_ascii_alphanumeric())
    {
        return Err(refused("invalid"));
    }
    Ok(text)
}

/// Whether a search's words could be a part number: one word holding a digit (`6205-2RS`,
/// `SN04`). Only such a search asks the catalogue for an exact part number first.
pub fn could_be(typed: &str) -> bool {
    parse(typed).is_ok_and(|text| text.chars().any(|c| c.is_ascii_digit()))
}

/// The part number a tool is given when the owner gives none: `TL-` and its number, six
/// digits at least (`TL-000042`).
pub fn assigned(tool_id: i64) -> String {
    format!("TL-{tool_id:06}")
}

/// A brand as typed: single-spaced, at most [`MAX_BRAND`] characters; empty is no brand.
pub fn parse_brand(typed: &str) -> Result<Option<String>, FieldError> {
    let text = crate::form::single_spaced(typed.trim());
    if text.is_empty() {
        return Ok(None);
    }
    if crate::graphemes::count(&text) > MAX_BRAND || text.chars().any(char::is_control) {
        return Err(FieldError::new("brand", "invalid", messages::BRAND_INVALID));
    }
    Ok(Some(text))
}

/// `PUT /api/product/{id}/details`: a tool's part number, brand and category, as typed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ToolDetailsForm {
    pub part_number: String,
    /// Empty for no brand.
    pub brand: String,
    /// The category's slug; empty for none.
    pub category: String,
    /// Its values of the category's specifications, by key; an empty value removes one.
    /// Specifications not named keep their values.
    pub specs: std::collections::BTreeMap<String, String>,
}

/// A tool's part number, brand and category, each obeying its rule.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolDetails {
    pub part_number: String,
    pub brand: Option<String>,
    /// The category's slug; `None` takes the tool out of any.
    pub category: Option<String>,
}

impl ToolDetails {
    pub fn parse(form: &ToolDetailsForm) -> Result<Self, Vec<FieldError>> {
        Self::parse_fields(&form.part_number, &form.brand, &form.category)
    }

    /// The form's fields but its specifications' values (checked against the category's).
    pub fn parse_fields(
        part_number: &str,
        brand: &str,
        category: &str,
    ) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let part_number = errors.take(parse(part_number));
        let brand = errors.take(parse_brand(brand));
        let category = Some(category.trim())
            .filter(|slug| !slug.is_empty())
            .map(str::to_owned);
        errors.finish(|| {
            Some(ToolDetails {
                part_number: part_number?,
                brand: brand?,
                category,
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn part_numbers_are_kept_in_one_form() {
        for (typed, kept) in [
            ("6205-2RS", Some("6205-2RS")),
            (" 6205-2rs ", Some("6205-2RS")),
            ("৬২০৫-2RS", Some("6205-2RS")),
            ("SN04-N/M18_2M.PVC", Some("SN04-N/M18_2M.PVC")),
            ("TL-000042", Some("TL-000042")),
            ("AB", Some("AB")),
            ("A", None),
            ("", None),
            ("   ", None),
            ("6205 2RS", None),
            ("--", None),
            ("৬২০৫#", None),
            ("সেন্সর", None),
        ] {
            assert_eq!(parse(typed).ok().as_deref(), kept, "{typed:?}");
        }
        assert_eq!(parse(&"A".repeat(MAX_LENGTH)).unwrap().len(), MAX_LENGTH);
        assert!(parse(&"A".repeat(MAX_LENGTH + 1)).is_err());
        let error = parse("").unwrap_err();
        assert_eq!(
            (error.field, error.code, error.text.key),
            ("partNumber", "required", messages::PART_NUMBER_INVALID)
        );
    }

    #[test]
    fn only_a_word_with_a_digit_could_be_a_part_number() {
        for (typed, could) in [
            ("6205-2rs", true),
            ("sn04", true),
            ("৬২০৫", true),
            ("drill", false),
            ("m8 bolt", false),
            ("", false),
        ] {
            assert_eq!(could_be(typed), could, "{typed}");
        }
    }

    #[test]
    fn an_assigned_part_number_is_a_valid_one() {
        assert_eq!(assigned(42), "TL-000042");
        assert_eq!(assigned(1_234_567), "TL-1234567");
        assert_eq!(parse(&assigned(7)).unwrap(), assigned(7));
    }

    #[test]
    fn the_details_form_names_each_broken_rule() {
        let form = ToolDetailsForm {
            part_number: "6205 2RS".into(),
            brand: "b".repeat(MAX_BRAND + 1),
            category: "bearings".into(),
            ..Default::default()
        };
        let errors = ToolDetails::parse(&form).unwrap_err();
        let fields: Vec<_> = errors.iter().map(|error| error.field).collect();
        assert_eq!(fields, ["partNumber", "brand"]);
        let details = ToolDetails::parse(&ToolDetailsForm {
            part_number: "6205-2rs".into(),
            brand: " SKF ".into(),
            category: " ".into(),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            details,
            ToolDetails {
                part_number: "6205-2RS".into(),
                brand: Some("SKF".into()),
                category: None,
            }
        );
    }

    #[test]
    fn brands_are_optional_and_bounded() {
        assert_eq!(parse_brand("  ").unwrap(), None);
        assert_eq!(
            parse_brand(" Bosch   Rexroth ").unwrap().as_deref(),
            Some("Bosch Rexroth")
        );
        assert_eq!(parse_brand("ওয়ালটন").unwrap().as_deref(), Some("ওয়ালটন"));
        assert!(parse_brand(&"b".repeat(MAX_BRAND + 1)).is_err());
        assert_eq!(
            parse_brand(&"b".repeat(MAX_BRAND)).unwrap().unwrap().len(),
            MAX_BRAND
        );
    }
}
