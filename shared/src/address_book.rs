//! A buyer's address book: the places their parcels go, each with an optional name of the
//! buyer's own ("Home", "Factory gate 2") and one of them the default the checkout starts from.
//! The checkout remembers each new place by itself; the profile names, edits and removes them.

use crate::delivery::{Delivery, DeliveryForm};
use crate::error::Errors;
use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

/// How many places a book holds: enough for a home, a shop and several sites, few enough to
/// read in the checkout's list.
pub const MAX_SAVED_ADDRESSES: usize = 10;
pub const MAX_ADDRESS_LABEL_LENGTH: usize = 40;

/// A place as the profile's form sends it: `POST`/`PUT /api/me/addresses`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct AddressForm {
    /// The buyer's own name for the place; may be empty.
    pub label: String,
    /// Whether the checkout starts from this place.
    pub is_default: bool,
    pub delivery: DeliveryForm,
}

/// A place that passed every rule, ready to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewAddress {
    pub label: String,
    pub is_default: bool,
    pub delivery: Delivery,
}

impl NewAddress {
    pub fn parse(form: &AddressForm) -> Result<Self, Vec<FieldError>> {
        let mut errors = Errors::default();
        let label = errors.take(parse_label(&form.label));
        let delivery = errors.take_all(Delivery::parse(&form.delivery));
        errors.finish(|| {
            Some(NewAddress {
                label: label?,
                is_default: form.is_default,
                delivery: delivery?,
            })
        })
    }
}

/// A place in the book, as the API answers.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SavedAddress {
    pub id: i64,
    pub label: String,
    pub is_default: bool,
    pub delivery: Delivery,
}

/// The label, single-spaced; empty is allowed (the place then goes by its district).
pub fn parse_label(text: &str) -> Result<String, FieldError> {
    let label = crate::form::single_spaced(text);
    if crate::graphemes::count(&label) > MAX_ADDRESS_LABEL_LENGTH {
        Err(FieldError::new(
            "label",
            "too_long",
            messages::ADDRESS_LABEL_TOO_LONG,
        ))
    } else {
        Ok(label)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(label: &str, phone: &str) -> AddressForm {
        AddressForm {
            label: label.into(),
            is_default: true,
            delivery: DeliveryForm {
                recipient: "Rahim Uddin".into(),
                phone: phone.into(),
                address: "House 4, Road 2, Dhanmondi".into(),
                district: "Dhaka".into(),
            },
        }
    }

    #[test]
    fn a_place_keeps_its_label_tidied_and_its_phone_in_national_form() {
        let place = NewAddress::parse(&form("  Factory   gate 2 ", "+8801712345678")).unwrap();
        assert_eq!(place.label, "Factory gate 2");
        assert_eq!(place.delivery.phone, "01712345678");
        assert!(place.is_default);
    }

    #[test]
    fn an_empty_label_is_allowed() {
        assert_eq!(
            NewAddress::parse(&form("", "01712345678")).unwrap().label,
            ""
        );
    }

    #[test]
    fn every_broken_rule_is_reported_at_once() {
        let long = "ক".repeat(MAX_ADDRESS_LABEL_LENGTH + 1);
        let errors = NewAddress::parse(&form(&long, "12")).unwrap_err();
        let fields: Vec<_> = errors
            .iter()
            .map(|error| (error.field, error.code))
            .collect();
        assert_eq!(fields, [("label", "too_long"), ("phone", "invalid")]);
        assert_eq!(errors[0].text.key, messages::ADDRESS_LABEL_TOO_LONG);
    }

    #[test]
    fn forty_letters_of_bangla_fit_however_many_code_points_they_take() {
        let label = "ক্ষ".repeat(MAX_ADDRESS_LABEL_LENGTH);
        assert!(parse_label(&label).is_ok());
    }
}
