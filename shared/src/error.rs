//! How a broken rule is reported: to which field, with which stable code, in which words.

use crate::text::Text;
use serde::Serialize;
use serde::ser::{SerializeStruct, Serializer};

/// One broken rule. `field` is the JSON / form field name (`toolName`, `password`, …), `code`
/// is stable for programs, `text` is what a person reads: a key of [`crate::messages`] and its
/// parameters, said in the reader's language by whoever shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    pub field: &'static str,
    pub code: &'static str,
    pub text: Text,
}

impl FieldError {
    pub fn new(field: &'static str, code: &'static str, text: impl Into<Text>) -> Self {
        Self {
            field,
            code,
            text: text.into(),
        }
    }
}

impl Serialize for FieldError {
    /// `{"field", "code", "key", "params"?}`: the shape the browser renders from its catalogue
    /// (declared for TypeScript in `tests/typescript.rs`).
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut error = serializer.serialize_struct("FieldError", 4)?;
        error.serialize_field("field", self.field)?;
        error.serialize_field("code", self.code)?;
        error.serialize_field("key", &self.text.key)?;
        if self.text.params.is_empty() {
            error.skip_field("params")?;
        } else {
            error.serialize_field("params", &crate::text::Params(&self.text.params))?;
        }
        error.end()
    }
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text.fmt(f)
    }
}

impl std::error::Error for FieldError {}

/// The result of a check as it crosses into JavaScript and into the shared test vectors:
/// `{"ok": true, "value": …}` or `{"ok": false, "errors": [{field, code, message}, …]}`. The
/// `ok` flag is typed as the literal `true` / `false`, so TypeScript narrows on it.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Outcome<T> {
    Valid {
        #[cfg_attr(feature = "ts", ts(type = "true"))]
        ok: bool,
        value: T,
    },
    Invalid {
        #[cfg_attr(feature = "ts", ts(type = "false"))]
        ok: bool,
        #[cfg_attr(feature = "ts", ts(type = "Array<FieldError>"))]
        errors: Vec<FieldError>,
    },
}

impl<T> From<Result<T, Vec<FieldError>>> for Outcome<T> {
    fn from(result: Result<T, Vec<FieldError>>) -> Self {
        match result {
            Ok(value) => Outcome::Valid { ok: true, value },
            Err(errors) => Outcome::Invalid { ok: false, errors },
        }
    }
}

impl<T> From<Result<T, FieldError>> for Outcome<T> {
    fn from(result: Result<T, FieldError>) -> Self {
        result.map_err(|error| vec![error]).into()
    }
}

/// Collects the errors of several independent fields so a form can show all of them at once.
#[derive(Debug, Default)]
pub(crate) struct Errors(Vec<FieldError>);

impl Errors {
    /// Keeps the value of a field that parsed, or records why it did not.
    pub(crate) fn take<T>(&mut self, result: Result<T, FieldError>) -> Option<T> {
        result.map_err(|error| self.0.push(error)).ok()
    }

    pub(crate) fn push(&mut self, error: FieldError) {
        self.0.push(error);
    }

    /// Keeps the value of a group of fields that parsed, or records all their errors.
    pub(crate) fn take_all<T>(&mut self, result: Result<T, Vec<FieldError>>) -> Option<T> {
        result.map_err(|errors| self.0.extend(errors)).ok()
    }

    /// `Ok` with the built value when no field failed, else every failure in field order.
    pub(crate) fn finish<T>(self, build: impl FnOnce() -> Option<T>) -> Result<T, Vec<FieldError>> {
        match (self.0.is_empty(), build()) {
            (true, Some(value)) => Ok(value),
            _ => Err(self.0),
        }
    }
}
