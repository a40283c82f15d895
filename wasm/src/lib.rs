//! The shared rules, exported to JavaScript. Each export only converts: JS value → shared
//! input → shared check → JS value. A rule written here would be a rule the server does not
//! know, so there are none.

use serde::Serialize;
use shared::{checks, messages};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = r#"
export interface FieldError { field: string; code: string; message: string }
export type Outcome<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };
export interface RegistrationForm { name: string; email: string; password: string; confirmPassword: string; terms: boolean }
export interface QuantityInput { quantity: string | number; toolPrice: number; minOrder: number; availableQuantity: number }
export interface PricedQuantity { quantity: number; totalPrice: number }
export interface ProductInput { toolName: string; toolPrice: string | number; minOrder: string | number; availableQuantity: string | number; toolImage: string; toolDescription: string; existingNames?: string[] }
export interface NewProduct { toolName: string; toolPrice: number; minOrder: number; availableQuantity: number; toolImage: string; toolDescription: string }
export interface ReviewForm { rating: string | number; review: string }
export interface NewReview { rating: number; review: string }
"#;

/// Serialises a result for JavaScript: plain objects for maps, so callers read fields.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .map_err(|error| JsError::new(&error.to_string()))
}

fn from_js<T: serde::de::DeserializeOwned>(value: JsValue) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|error| JsError::new(&error.to_string()))
}

#[wasm_bindgen(js_name = checkRegistration, unchecked_return_type = "Outcome<{ name: string; email: string }>")]
pub fn check_registration(
    #[wasm_bindgen(unchecked_param_type = "RegistrationForm")] form: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&checks::check_registration(&from_js(form)?))
}

#[wasm_bindgen(js_name = checkEmail, unchecked_return_type = "Outcome<string>")]
pub fn check_email(text: &str) -> Result<JsValue, JsError> {
    to_js(&checks::check_email(text))
}

#[wasm_bindgen(js_name = checkQuantity, unchecked_return_type = "Outcome<PricedQuantity>")]
pub fn check_quantity(
    #[wasm_bindgen(unchecked_param_type = "QuantityInput")] input: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&checks::check_quantity(&from_js(input)?))
}

/// The Total Price (BDT) to show, in taka, with the spec's fallback.
#[wasm_bindgen(js_name = displayTotal, unchecked_return_type = "number")]
pub fn display_total(
    #[wasm_bindgen(unchecked_param_type = "QuantityInput")] input: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&checks::display_total(&from_js(input)?))
}

#[wasm_bindgen(js_name = checkProduct, unchecked_return_type = "Outcome<NewProduct>")]
pub fn check_product(
    #[wasm_bindgen(unchecked_param_type = "ProductInput")] input: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&checks::check_product(&from_js(input)?))
}

#[wasm_bindgen(js_name = checkReview, unchecked_return_type = "Outcome<NewReview>")]
pub fn check_review(
    #[wasm_bindgen(unchecked_param_type = "ReviewForm")] form: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&checks::check_review(&from_js(form)?))
}

/// A description cut for a card (60) or the confirm page (100), with an ellipsis.
#[wasm_bindgen]
pub fn preview(text: &str, limit: usize) -> String {
    checks::preview(text, limit)
}

/// `Tk. 1,25,000`: the one money formatter, for an amount in taka.
#[wasm_bindgen(js_name = formatMoney)]
pub fn format_money(taka: f64) -> String {
    checks::format_taka(taka)
}

/// Every fixed message by name, e.g. `messages().ORDER_PLACED`.
#[wasm_bindgen(unchecked_return_type = "Record<string, string>")]
pub fn messages() -> Result<JsValue, JsError> {
    let all: std::collections::BTreeMap<_, _> = messages::ALL.iter().copied().collect();
    to_js(&all)
}

/// `Minimum order is {minOrder}`.
#[wasm_bindgen(js_name = minimumOrderMessage)]
pub fn minimum_order_message(min_order: u32) -> String {
    messages::minimum_order(min_order)
}

#[wasm_bindgen(js_name = checkContact, unchecked_return_type = "Outcome<{ email: string; message: string }>")]
pub fn check_contact(
    #[wasm_bindgen(unchecked_param_type = "{ email: string; message: string }")] form: JsValue,
) -> Result<JsValue, JsError> {
    to_js(&checks::check_contact(&from_js(form)?))
}
