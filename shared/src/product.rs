//! A new product as the admin's Add Product form describes it (spec §5 add product).

use crate::error::Errors;
use crate::form::parse_whole;
use crate::messages::Key;
use crate::{FieldError, FormValue, Money, VatRate, messages};
use serde::{Deserialize, Serialize};

/// The Add Product form as typed. Numeric fields may also arrive as JSON numbers; the price
/// is in taka.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ProductForm {
    pub tool_name: String,
    pub tool_price: FormValue,
    pub min_order: FormValue,
    pub available_quantity: FormValue,
    pub tool_image: String,
    pub tool_description: String,
    /// The VAT rate in per cent, `15` when left out.
    pub vat_rate: FormValue,
    /// The name in Bangla, for Bangla screens and documents; may be left empty.
    pub tool_name_bn: String,
    /// The description in Bangla; may be left empty, else as long as the description.
    pub tool_description_bn: String,
}

/// A product that obeys every rule and may be added to the catalogue.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NewProduct {
    pub tool_name: ToolName,
    pub tool_price: Money,
    pub min_order: u32,
    pub available_quantity: u32,
    pub tool_image: String,
    pub tool_description: ToolDescription,
    pub vat_rate: VatRate,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tool_name_bn: Option<ToolName>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tool_description_bn: Option<ToolDescription>,
}

impl NewProduct {
    /// Checks all six fields, reporting every failure in the form's order. `existing_names`
    /// are the catalogue's names, for the duplicate check; the server repeats that check
    /// against its unique index inside the insert's transaction.
    pub fn parse<'a>(
        form: &ProductForm,
        existing_names: impl IntoIterator<Item = &'a str>,
    ) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let tool_name = errors.take(ToolName::parse(&form.tool_name).and_then(|name| {
            if name.is_among(existing_names) {
                Err(FieldError::new(
                    ToolName::FIELD,
                    "duplicate",
                    messages::TOOL_EXISTS,
                ))
            } else {
                Ok(name)
            }
        }));
        let tool_price = errors.take(parse_price(form.tool_price.text()));
        let min_order = errors.take(parse_count(
            "minOrder",
            form.min_order.text(),
            1,
            messages::MIN_ORDER_REQUIRED,
            messages::MIN_ORDER_INVALID,
        ));
        let available_quantity = errors.take(parse_count(
            "availableQuantity",
            form.available_quantity.text(),
            0,
            messages::AVAILABLE_QUANTITY_REQUIRED,
            messages::AVAILABLE_QUANTITY_INVALID,
        ));
        let tool_image = errors.take(
            required("toolImage", &form.tool_image, messages::TOOL_IMAGE_REQUIRED).and_then(
                |image| {
                    if crate::picture::is_picture_address(&image) {
                        Ok(image)
                    } else {
                        Err(FieldError::new(
                            "toolImage",
                            "invalid",
                            messages::TOOL_IMAGE_INVALID,
                        ))
                    }
                },
            ),
        );
        let tool_description = errors.take(ToolDescription::parse(&form.tool_description));
        // A form or a program that leaves the rate out sells at the standard rate.
        let vat_rate = errors.take(if form.vat_rate.text().is_empty() {
            Ok(VatRate::STANDARD)
        } else {
            VatRate::parse(&form.vat_rate)
        });
        let bangla = errors.take_all(BanglaText::parse(
            &form.tool_name_bn,
            &form.tool_description_bn,
        ));
        errors.finish(|| {
            let bangla = bangla?;
            Some(NewProduct {
                tool_name_bn: bangla.name,
                tool_description_bn: bangla.description,
                tool_name: tool_name?,
                tool_price: tool_price?,
                min_order: min_order?,
                available_quantity: available_quantity?,
                tool_image: tool_image?,
                tool_description: tool_description?,
                vat_rate: vat_rate?,
            })
        })
    }
}

/// A tool's name: required, trimmed, at most 100 characters.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ToolName(String);

const MAX_NAME_LENGTH: usize = 100;

impl ToolName {
    pub const FIELD: &'static str = "toolName";
    pub const FIELD_BN: &'static str = "toolNameBn";

    pub fn parse(text: &str) -> Result<Self, FieldError> {
        Self::parse_as(Self::FIELD, text)
    }

    /// The name typed in `field` (the name, or the name in Bangla).
    pub fn parse_as(field: &'static str, text: &str) -> Result<Self, FieldError> {
        let name = required(field, text, messages::TOOL_NAME_REQUIRED)?;
        if crate::graphemes::count(&name) > MAX_NAME_LENGTH {
            return Err(FieldError::new(
                field,
                "too_long",
                messages::TOOL_NAME_TOO_LONG,
            ));
        }
        Ok(Self(name))
    }

    /// The name as two tools are compared: letters A-Z without case (Bangla has none),
    /// runs of whitespace made one space, Bangla's dotted letters in one spelling. The database keeps this key under a unique index.
    /// (Full Unicode case folding would add its 11 KB table to the browser's wasm module, for
    /// names this shop does not have.)
    pub fn key(&self) -> String {
        name_key(&self.0)
    }

    /// Whether a catalogue with these names already has this tool.
    pub fn is_among<'a>(&self, names: impl IntoIterator<Item = &'a str>) -> bool {
        let key = self.key();
        names.into_iter().any(|name| name_key(name) == key)
    }
}

/// The comparison key of a tool name (see [`ToolName::key`]).
pub fn name_key(name: &str) -> String {
    crate::form::one_spelling(&crate::form::single_spaced(name).to_ascii_lowercase())
}

impl AsRef<str> for ToolName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// A tool's description: 100 to 200 characters, counted as characters (Bangla included),
/// not bytes, after trimming.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct ToolDescription(String);

pub const MIN_DESCRIPTION_LENGTH: usize = 100;
pub const MAX_DESCRIPTION_LENGTH: usize = 200;

impl ToolDescription {
    pub const FIELD: &'static str = "toolDescription";
    pub const FIELD_BN: &'static str = "toolDescriptionBn";

    pub fn parse(text: &str) -> Result<Self, FieldError> {
        Self::parse_as(Self::FIELD, text)
    }

    /// The description typed in `field` (the description, or the description in Bangla).
    pub fn parse_as(field: &'static str, text: &str) -> Result<Self, FieldError> {
        let text = required(field, text, messages::TOOL_DESCRIPTION_REQUIRED)?;
        let length = crate::graphemes::count(&text);
        if length < MIN_DESCRIPTION_LENGTH {
            return Err(FieldError::new(
                field,
                "too_short",
                messages::DESCRIPTION_TOO_SHORT,
            ));
        }
        if length > MAX_DESCRIPTION_LENGTH {
            return Err(FieldError::new(
                field,
                "too_long",
                messages::DESCRIPTION_TOO_LONG,
            ));
        }
        Ok(Self(text))
    }
}

impl AsRef<str> for ToolDescription {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// The trimmed text, in the shop's one spelling of Bangla's dotted letters.
fn required(field: &'static str, text: &str, message: Key) -> Result<String, FieldError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::new(field, "required", message));
    }
    Ok(crate::form::one_spelling(text))
}

/// A tool's optional Bangla name and description, each held to the rules of the English one;
/// either left empty means Bangla screens show the English one. Given on Add Product, or
/// later on Manage Products (`PUT /api/product/{id}/bangla`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BanglaText {
    pub name: Option<ToolName>,
    pub description: Option<ToolDescription>,
}

impl BanglaText {
    pub fn parse(name: &str, description: &str) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let name = errors.take(optional(name, |text| {
            ToolName::parse_as(ToolName::FIELD_BN, text)
        }));
        let description = errors.take(optional(description, |text| {
            ToolDescription::parse_as(ToolDescription::FIELD_BN, text)
        }));
        errors.finish(|| {
            Some(BanglaText {
                name: name?,
                description: description?,
            })
        })
    }
}

/// A field that may be left empty: `None` then, else what `parse` makes of it.
fn optional<T>(
    text: &str,
    parse: impl FnOnce(&str) -> Result<T, FieldError>,
) -> Result<Option<T>, FieldError> {
    if text.trim().is_empty() {
        Ok(None)
    } else {
        parse(text).map(Some)
    }
}

/// The pieces an admin adds to a tool's stock (Restock's 'Available Stock'): a whole number, at
/// least 1. The server also refuses a sum beyond what the stock column can hold.
pub fn parse_restock(text: &str) -> Result<u32, FieldError> {
    parse_count(
        "availableQuantity",
        text,
        1,
        messages::RESTOCK_REQUIRED,
        messages::RESTOCK_INVALID,
    )
}

/// A price in taka, above zero.
fn parse_price(text: &str) -> Result<Money, FieldError> {
    let price = required("toolPrice", text, messages::TOOL_PRICE_REQUIRED)?;
    Money::parse_taka(&price)
        .filter(|price| *price > Money::ZERO)
        .ok_or_else(|| FieldError::new("toolPrice", "invalid", messages::TOOL_PRICE_INVALID))
}

/// A whole count of pieces no smaller than `least`.
fn parse_count(
    field: &'static str,
    text: &str,
    least: u32,
    required_message: Key,
    invalid_message: Key,
) -> Result<u32, FieldError> {
    let text = required(field, text, required_message)?;
    parse_whole(&text)
        .filter(|count| *count >= least)
        .ok_or_else(|| FieldError::new(field, "invalid", invalid_message))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_compare_without_case_or_spacing() {
        let name = ToolName::parse("  Digital   Vernier CALIPER ").unwrap();
        assert_eq!(name.as_ref(), "Digital   Vernier CALIPER");
        assert!(name.is_among(["digital vernier caliper"]));
        assert!(!name.is_among(["digital vernier calipers"]));
    }

    #[test]
    fn descriptions_count_characters_not_bytes() {
        // 100 Bangla letters are 300 bytes of UTF-8, still exactly 100 characters.
        assert!(ToolDescription::parse(&"ক".repeat(100)).is_ok());
        assert_eq!(
            ToolDescription::parse(&"ক".repeat(99)).unwrap_err().text,
            messages::DESCRIPTION_TOO_SHORT
        );
        assert!(ToolDescription::parse(&"ক".repeat(200)).is_ok());
        assert_eq!(
            ToolDescription::parse(&"ক".repeat(201)).unwrap_err().text,
            messages::DESCRIPTION_TOO_LONG
        );
    }

    #[test]
    fn bangla_text_left_empty_is_none_and_given_obeys_the_english_rules() {
        assert_eq!(
            BanglaText::parse("  ", ""),
            Ok(BanglaText {
                name: None,
                description: None
            })
        );
        let given = BanglaText::parse(" হাতুড়ি ", &"ক".repeat(120)).unwrap();
        assert_eq!(given.name.unwrap().as_ref(), "হাতুড়ি");
        let errors = BanglaText::parse(&"ক".repeat(MAX_NAME_LENGTH + 1), "ছোট").unwrap_err();
        let fields: Vec<_> = errors
            .iter()
            .map(|error| (error.field, error.code))
            .collect();
        assert_eq!(
            fields,
            [
                (ToolName::FIELD_BN, "too_long"),
                (ToolDescription::FIELD_BN, "too_short")
            ]
        );
    }
}
