//! OpenAPI schemas for the two types whose JSON is not what their Rust shape suggests. Only
//! the server's document needs them (feature `openapi`), so the wasm module never carries them.

use crate::{FormValue, Money};
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

/// An amount of taka as a JSON number, to the poisha: `1250.5`.
impl PartialSchema for Money {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Number)
            .minimum(Some(0.0))
            .description(Some("An amount in taka (Tk), at most two decimals."))
            .into()
    }
}

impl ToSchema for Money {}

/// A form field as typed (text) or as a number sent by a program; both meet the same rule.
impl PartialSchema for FormValue {
    fn schema() -> RefOr<Schema> {
        OneOfBuilder::new()
            .item(ObjectBuilder::new().schema_type(Type::String))
            .item(ObjectBuilder::new().schema_type(Type::Number))
            .item(ObjectBuilder::new().schema_type(Type::Null))
            .description(Some("Text as typed, or a number."))
            .into()
    }
}

impl ToSchema for FormValue {}
