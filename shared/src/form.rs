//! What a form field holds before it is parsed: text as typed, or a JSON number sent by a
//! program. Both reach the same parser, so `"25"` and `25` obey exactly the same rules.

use serde::{Deserialize, Serialize};

/// A form value that may arrive as a string or as a JSON number; an absent or `null` field
/// is the empty string, so it fails with the field's "is Required" message rather than a
/// deserialisation error.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "RawValue", into = "String")]
pub struct FormValue(String);

impl FormValue {
    pub fn new(text: impl Into<String>) -> Self {
        Self(text.into())
    }

    /// The value as typed, without surrounding whitespace.
    pub fn text(&self) -> &str {
        self.0.trim()
    }
}

impl From<&str> for FormValue {
    fn from(text: &str) -> Self {
        Self::new(text)
    }
}

impl From<FormValue> for String {
    fn from(value: FormValue) -> Self {
        value.0
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawValue {
    Text(String),
    Whole(i64),
    Fraction(f64),
    Nothing(()),
}

impl From<RawValue> for FormValue {
    fn from(raw: RawValue) -> Self {
        Self(match raw {
            RawValue::Text(text) => text,
            RawValue::Whole(number) => number.to_string(),
            RawValue::Fraction(number) => number.to_string(),
            RawValue::Nothing(()) => String::new(),
        })
    }
}

/// Parses a count of pieces: digits only, no sign, no fraction, at most `u32::MAX`.
pub(crate) fn parse_whole(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_are_plain_digits() {
        assert_eq!(parse_whole("25"), Some(25));
        assert_eq!(parse_whole("007"), Some(7));
        for bad in ["", "-1", "+1", "1.5", "1e3", "١٢", "99999999999"] {
            assert_eq!(parse_whole(bad), None, "{bad:?}");
        }
    }
}
