//! What a form field holds before it is parsed: text as typed, or a JSON number sent by a
//! program. Both reach the same parser, so `"25"` and `25` obey exactly the same rules.

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// A form value that may arrive as a string or as a JSON number; an absent or `null` field
/// is the empty string, so it fails with the field's "is Required" message rather than a
/// deserialisation error.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "string | number"))]
#[serde(into = "String")]
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

/// A hand-written visitor rather than an untagged enum: untagged enums buffer every value,
/// which costs the browser's wasm module dearly in size.
impl<'de> Deserialize<'de> for FormValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(FormValueVisitor)
    }
}

struct FormValueVisitor;

impl Visitor<'_> for FormValueVisitor {
    type Value = FormValue;

    fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
        formatter.write_str("text or a number")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<FormValue, E> {
        Ok(FormValue::new(text))
    }

    fn visit_i64<E: de::Error>(self, number: i64) -> Result<FormValue, E> {
        Ok(FormValue(number.to_string()))
    }

    fn visit_u64<E: de::Error>(self, number: u64) -> Result<FormValue, E> {
        Ok(FormValue(number.to_string()))
    }

    fn visit_f64<E: de::Error>(self, number: f64) -> Result<FormValue, E> {
        Ok(FormValue(decimal_text(number)))
    }

    fn visit_unit<E: de::Error>(self) -> Result<FormValue, E> {
        Ok(FormValue::default())
    }

    fn visit_none<E: de::Error>(self) -> Result<FormValue, E> {
        Ok(FormValue::default())
    }
}

/// Writes a JSON number as the decimal a person would have typed, to two places at most.
/// A number with more places (or none that is finite) becomes text that no parser accepts,
/// so it fails with its field's own message. This avoids float formatting, which would
/// add kilobytes to the wasm module.
fn decimal_text(number: f64) -> String {
    const UNREADABLE: &str = "?";
    let hundredths = (number * 100.0).round();
    let exact = (number * 100.0 - hundredths).abs() < 1e-6;
    if !number.is_finite() || !exact || hundredths.abs() > 1e17 {
        return UNREADABLE.to_owned();
    }
    let hundredths = hundredths as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let (whole, fraction) = (
        hundredths.unsigned_abs() / 100,
        hundredths.unsigned_abs() % 100,
    );
    match fraction {
        0 => format!("{sign}{whole}"),
        fraction if fraction % 10 == 0 => format!("{sign}{whole}.{}", fraction / 10),
        fraction => format!("{sign}{whole}.{fraction:02}"),
    }
}

/// Parses a count of pieces: digits only (Latin or Bengali), no sign, no fraction, at most
/// `u32::MAX`.
pub(crate) fn parse_whole(text: &str) -> Option<u32> {
    let text = &crate::language::latin_digits(text);
    if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// `text` with each Bangla letter that has a dot below in one spelling. Keyboards write য়, ড়
/// and ঢ় either as one character or as the letter and the nukta; the shop keeps the letter and
/// the nukta (the form Unicode normalisation gives, since the single characters are excluded
/// from composition), so names and searches compare alike however they were typed.
pub fn one_spelling(text: &str) -> String {
    let mut spelt = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\u{09DC}' => spelt.push_str("\u{09A1}\u{09BC}"),
            '\u{09DD}' => spelt.push_str("\u{09A2}\u{09BC}"),
            '\u{09DF}' => spelt.push_str("\u{09AF}\u{09BC}"),
            c => spelt.push(c),
        }
    }
    spelt
}

/// The text on one line, its words single-spaced: `"  Pipe \n Wrench "` is `"Pipe Wrench"`.
/// (Written out rather than collected and joined, which would pull a generic join into the
/// browser's wasm module.)
pub(crate) fn single_spaced(text: &str) -> String {
    let mut tidy = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !tidy.is_empty() {
            tidy.push(' ');
        }
        tidy.push_str(word);
    }
    tidy
}

/// Whether `c` is one of the ASCII characters of `set`. (`set.contains(c)` would do, but a
/// `char` pattern pulls the whole substring searcher into the browser's wasm module.)
pub(crate) fn one_of(set: &str, c: char) -> bool {
    c.is_ascii() && set.as_bytes().contains(&(c as u8))
}

/// An optional field: `None` when blank, else the text trimmed.
pub(crate) fn optional(text: &str) -> Option<&str> {
    Some(text.trim()).filter(|text| !text.is_empty())
}

/// An optional field of at most `limit` characters (as a reader counts them), trimmed;
/// `message` when longer.
pub(crate) fn bounded(
    field: &'static str,
    text: &str,
    limit: usize,
    message: crate::messages::Key,
) -> Result<Option<String>, crate::FieldError> {
    match optional(text) {
        Some(text) if crate::graphemes::count(text) > limit => {
            Err(crate::FieldError::new(field, "too_long", message))
        }
        other => Ok(other.map(str::to_owned)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_numbers_read_as_typed_decimals() {
        for (number, text) in [
            (1250.0, "1250"),
            (1250.5, "1250.5"),
            (0.05, "0.05"),
            (-3.0, "-3"),
            (2.25, "2.25"),
        ] {
            assert_eq!(decimal_text(number), text);
        }
        assert_eq!(decimal_text(1.005), "?");
        assert_eq!(decimal_text(f64::NAN), "?");
    }

    #[test]
    fn whole_numbers_are_plain_digits() {
        assert_eq!(parse_whole("25"), Some(25));
        assert_eq!(parse_whole("007"), Some(7));
        for bad in ["", "-1", "+1", "1.5", "1e3", "١٢", "99999999999"] {
            assert_eq!(parse_whole(bad), None, "{bad:?}");
        }
    }
}
