//! Every rule as one call from a JSON-shaped input to an [`Outcome`]: the surface the wasm
//! module exports to the browser and the shared test vectors (`tests/vectors.json`) exercise,
//! so Rust and JavaScript are tested against the very same table.

use crate::quantity::Stock;
use crate::tiers::{self, PriceTier, TierForm};
use crate::{
    ContactForm, Email, Feedback, FormValue, Money, NewProduct, NewReview, Outcome, ProductForm,
    ProfileForm, ProfileUpdate, Quantity, Registration, RegistrationForm, ReviewForm,
    preview as cut,
};
use serde::{Deserialize, Serialize};

/// The confirm purchase form: what was typed and what the shop knows of the tool.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuantityInput {
    #[serde(default)]
    pub quantity: FormValue,
    pub tool_price: Money,
    pub min_order: u32,
    pub available_quantity: u32,
    #[serde(default)]
    pub price_tiers: Vec<PriceTier>,
}

impl QuantityInput {
    fn stock(&self) -> Stock {
        Stock {
            min_order: self.min_order,
            available_quantity: self.available_quantity,
        }
    }
}

/// An allowed order line.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PricedQuantity {
    pub quantity: Quantity,
    /// The price of one piece at this quantity, after the tool's price breaks.
    pub unit_price: Money,
    pub total_price: Money,
}

/// The Add Product form plus the names already in the catalogue. (The form's fields are
/// repeated rather than `#[serde(flatten)]`ed: flattening buffers every value and costs the
/// wasm module kilobytes.)
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ProductInput {
    pub tool_name: String,
    pub tool_price: FormValue,
    pub min_order: FormValue,
    pub available_quantity: FormValue,
    pub tool_image: String,
    pub tool_description: String,
    pub vat_rate: FormValue,
    pub tool_name_bn: String,
    pub tool_description_bn: String,
    pub existing_names: Vec<String>,
}

impl ProductInput {
    fn form(&self) -> ProductForm {
        ProductForm {
            tool_name: self.tool_name.clone(),
            tool_price: self.tool_price.clone(),
            min_order: self.min_order.clone(),
            available_quantity: self.available_quantity.clone(),
            tool_image: self.tool_image.clone(),
            tool_description: self.tool_description.clone(),
            vat_rate: self.vat_rate.clone(),
            tool_name_bn: self.tool_name_bn.clone(),
            tool_description_bn: self.tool_description_bn.clone(),
        }
    }
}

pub fn check_registration(form: &RegistrationForm) -> Outcome<Registration> {
    Registration::parse(form).into()
}

pub fn check_email(text: &str) -> Outcome<Email> {
    Email::parse(text).into()
}

pub fn check_quantity(input: &QuantityInput) -> Outcome<PricedQuantity> {
    Quantity::parse(input.quantity.text(), input.stock())
        .and_then(|quantity| {
            let (base, tiers) = (input.tool_price, &input.price_tiers);
            Ok(PricedQuantity {
                quantity,
                unit_price: tiers::unit_price(base, tiers, quantity.pieces()),
                total_price: tiers::line_total(base, tiers, quantity)?,
            })
        })
        .into()
}

pub fn display_total(input: &QuantityInput) -> Money {
    tiers::display_total(
        input.tool_price,
        &input.price_tiers,
        input.stock(),
        input.quantity.text(),
    )
}

/// The price breaks as an admin types them, for a tool priced `tool_price` a piece.
pub fn check_tiers(tool_price: Money, forms: &[TierForm]) -> Outcome<Vec<PriceTier>> {
    tiers::parse_tiers(tool_price, forms).into()
}

pub fn check_product(input: &ProductInput) -> Outcome<NewProduct> {
    NewProduct::parse(
        &input.form(),
        input.existing_names.iter().map(String::as_str),
    )
    .into()
}

pub fn check_profile(form: &ProfileForm) -> Outcome<ProfileUpdate> {
    ProfileUpdate::parse(form).into()
}

pub fn check_new_password(password: &str, confirmation: &str) -> Outcome<()> {
    crate::password::parse_new_password(password, confirmation)
        .map(|_| ())
        .into()
}

/// The shop's card form, against today's (year, month).
pub fn check_card(form: &crate::CardForm, today: (u32, u32)) -> Outcome<crate::Card> {
    crate::Card::parse(form, today).into()
}

/// Restock's 'Available Stock': the pieces to add.
pub fn check_restock(text: &str) -> Outcome<u32> {
    crate::product::parse_restock(text)
        .map_err(|error| vec![error])
        .into()
}

pub fn check_review(form: &ReviewForm) -> Outcome<NewReview> {
    NewReview::parse(form).into()
}

/// The delivery details at checkout.
pub fn check_delivery(form: &crate::DeliveryForm) -> Outcome<crate::Delivery> {
    crate::Delivery::parse(form).into()
}

pub fn check_contact(form: &ContactForm) -> Outcome<Feedback> {
    Feedback::parse(form).into()
}

pub fn preview(text: &str, limit: usize) -> String {
    cut(text, limit)
}

/// Formats a number of taka as it arrives from JSON; nonsense prints as `Tk. 0`.
pub fn format_taka(taka: f64) -> String {
    Money::from_taka(taka).unwrap_or_default().format()
}

/// A VAT rate as typed on Add Product: a percentage from 0 to 50.
pub fn check_vat_rate(text: &str) -> Outcome<crate::VatRate> {
    crate::VatRate::parse(&FormValue::new(text)).into()
}

/// A tool's weight as typed on Manage Products: whole grams, 1 to 50,000.
pub fn check_weight(text: &str) -> Outcome<u32> {
    crate::courier::parse_weight(&FormValue::new(text)).into()
}

/// A tool's part number, brand and category as typed on Manage Products (its specifications'
/// values are checked one by one, by [`check_spec_value`]).
pub fn check_tool_details(
    part_number: &str,
    brand: &str,
    category: &str,
) -> Outcome<crate::part_number::ToolDetails> {
    crate::part_number::ToolDetails::parse_fields(part_number, brand, category).into()
}

/// A tool's value of one specification as typed on Manage Products. The specification comes
/// as lines: its kind (`number`, `choice`, `flag`, `text`), a number's unit, lowest and highest
/// values, then a choice's values, one string where six would each cost the wasm module its
/// own glue. Whether a value was typed, or why it breaks the rule.
pub fn check_spec_value(spec: &str, typed: &str) -> Outcome<bool> {
    use crate::specification::{self as rules, Measure};
    let mut lines = spec.split('\n');
    let mut next = || lines.next().unwrap_or_default();
    let (kind, unit, min, max) = (next(), next(), next(), next());
    let typed = typed.trim();
    let checked = match kind {
        _ if typed.is_empty() => Ok(()),
        "number" => {
            let unit = Some(unit).filter(|unit| !unit.is_empty());
            rules::parse_number(typed, unit, Measure::parse(min), Measure::parse(max)).map(drop)
        }
        "choice" if lines.any(|value| value == typed) => Ok(()),
        "choice" => Err(rules::choice_unknown()),
        "flag" => rules::parse_flag(typed).map(drop),
        _ => rules::check_text(typed),
    };
    checked.map(|()| !typed.is_empty()).into()
}

/// A VAT-inclusive price (taka) split at a rate in basis points: what the buyer's pages show as
/// "incl. VAT". A rate outside 0–50 % splits as the standard rate.
pub fn vat_split(taka: f64, basis_points: u32) -> crate::VatSplit {
    let rate = crate::VatRate::from_basis_points(basis_points).unwrap_or_default();
    crate::vat::split(Money::from_taka(taka).unwrap_or_default(), rate)
}

/// An amount in taka as `lang` writes money, in `digits` (`৳ ১,২৫,০০০`).
pub fn format_taka_in(taka: f64, lang: crate::Lang, digits: crate::Digits) -> String {
    Money::from_taka(taka)
        .unwrap_or_default()
        .format_in(lang, digits)
}
