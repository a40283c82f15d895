//! The shared rules, exported to JavaScript. Each export only converts: JS arguments →
//! shared input → shared check → JS value. A rule written here would be a rule the server
//! does not know, so there are none.
//!
//! Arguments are plain strings and numbers, converted by wasm-bindgen itself; only results
//! go through serde. Deserialising objects with serde would pull float formatting (for its
//! error messages) and a parser per input type into the module, a third of its size.

use serde::Serialize;
use shared::checks::{self, QuantityInput};
use shared::{
    CardForm, ContactForm, DeliveryForm, Digits, FieldError, FormValue, Lang, Money, Outcome,
    PriceTier, ProfileForm, RegistrationForm, ReviewForm, TierForm, calendar, tiers,
};
use wasm_bindgen::prelude::*;

// The browser runs this module on one thread (it is built without shared memory or atomics), so
// the allocator needs no lock. It hands freed blocks back out but never returns memory to the
// page; a form check allocates a few kilobytes at most.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: lol_alloc::AssumeSingleThreaded<lol_alloc::FreeListAllocator> =
    // SAFETY: wasm32-unknown-unknown without the atomics feature has exactly one thread.
    unsafe { lol_alloc::AssumeSingleThreaded::new(lol_alloc::FreeListAllocator::new()) };

/// The model's TypeScript declarations, generated from the Rust types by ts-rs
/// (`shared/tests/typescript.rs`), so the `.d.ts` the UI imports them from cannot drift.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &'static str = include_str!("model.d.ts");

/// Serialises a result for JavaScript: plain objects for maps, so callers read fields.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    let serializer = serde_wasm_bindgen::Serializer::json_compatible();
    value
        .serialize(&serializer)
        .map_err(|error| JsError::new(&error.to_string()))
}

/// A check's outcome for JavaScript, `{ok, value}` or `{ok, errors}`. Serialised in halves:
/// the outcome's own shape once, by types that are not generic, and only the value per type.
/// A serialiser for each `Outcome<T>` cost half a kilobyte apiece.
fn outcome_to_js<T: Serialize>(outcome: &Outcome<T>) -> Result<JsValue, JsError> {
    match outcome {
        Outcome::Valid { value, .. } => to_js(&Valid {
            ok: true,
            value: to_js(value)?,
        }),
        Outcome::Invalid { errors, .. } => to_js(&Invalid { ok: false, errors }),
    }
}

#[derive(Serialize)]
struct Valid {
    ok: bool,
    #[serde(with = "serde_wasm_bindgen::preserve")]
    value: JsValue,
}

#[derive(Serialize)]
struct Invalid<'a> {
    ok: bool,
    errors: &'a [FieldError],
}

fn taka(amount: f64) -> Money {
    Money::from_taka(amount).unwrap_or_default()
}

/// A tool's price breaks from two arrays of the same length (typed arrays cross the boundary
/// without serde): the quantities and the unit prices in taka.
fn price_tiers(mins: &[u32], prices: &[f64]) -> Vec<PriceTier> {
    mins.iter()
        .zip(prices)
        .map(|(&min_quantity, &price)| PriceTier {
            min_quantity,
            unit_price: taka(price),
        })
        .collect()
}

fn quantity_input(
    quantity: &str,
    tool_price: f64,
    min_order: u32,
    available: u32,
    tier_mins: &[u32],
    tier_prices: &[f64],
) -> QuantityInput {
    QuantityInput {
        quantity: FormValue::new(quantity),
        tool_price: taka(tool_price),
        min_order,
        available_quantity: available,
        price_tiers: price_tiers(tier_mins, tier_prices),
    }
}

#[wasm_bindgen(js_name = checkRegistration, unchecked_return_type = "Outcome<{ name: string; email: string }>")]
pub fn check_registration(
    name: String,
    email: String,
    password: String,
    #[wasm_bindgen(js_name = confirmPassword)] confirm_password: String,
    terms: bool,
) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_registration(&RegistrationForm {
        name,
        email,
        password,
        confirm_password,
        terms,
    }))
}

#[wasm_bindgen(js_name = checkEmail, unchecked_return_type = "Outcome<string>")]
pub fn check_email(email: &str) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_email(email))
}

/// 'Number of Pieces You Want' as typed, against the tool's price (taka) and stock.
#[wasm_bindgen(js_name = checkQuantity, unchecked_return_type = "Outcome<PricedQuantity>")]
pub fn check_quantity(
    quantity: &str,
    #[wasm_bindgen(js_name = toolPrice)] tool_price: f64,
    #[wasm_bindgen(js_name = minOrder)] min_order: u32,
    #[wasm_bindgen(js_name = availableQuantity)] available: u32,
    #[wasm_bindgen(js_name = tierMins)] tier_mins: &[u32],
    #[wasm_bindgen(js_name = tierPrices)] tier_prices: &[f64],
) -> Result<JsValue, JsError> {
    let input = quantity_input(
        quantity,
        tool_price,
        min_order,
        available,
        tier_mins,
        tier_prices,
    );
    outcome_to_js(&checks::check_quantity(&input))
}

/// The Total Price (BDT) to show, in taka, with the spec's fallback to the minimum order's.
#[wasm_bindgen(js_name = displayTotal)]
pub fn display_total(
    quantity: &str,
    #[wasm_bindgen(js_name = toolPrice)] tool_price: f64,
    #[wasm_bindgen(js_name = minOrder)] min_order: u32,
    #[wasm_bindgen(js_name = availableQuantity)] available: u32,
    #[wasm_bindgen(js_name = tierMins)] tier_mins: &[u32],
    #[wasm_bindgen(js_name = tierPrices)] tier_prices: &[f64],
) -> f64 {
    let input = quantity_input(
        quantity,
        tool_price,
        min_order,
        available,
        tier_mins,
        tier_prices,
    );
    checks::display_total(&input).taka()
}

/// The unit price, in taka, at `pieces`, after the price breaks.
#[wasm_bindgen(js_name = unitPrice)]
pub fn unit_price(
    pieces: u32,
    #[wasm_bindgen(js_name = toolPrice)] tool_price: f64,
    #[wasm_bindgen(js_name = tierMins)] tier_mins: &[u32],
    #[wasm_bindgen(js_name = tierPrices)] tier_prices: &[f64],
) -> f64 {
    let tiers = price_tiers(tier_mins, tier_prices);
    tiers::unit_price(taka(tool_price), &tiers, pieces).taka()
}

/// The price breaks as the admin types them (quantities and unit prices, as text).
#[wasm_bindgen(js_name = checkTiers, unchecked_return_type = "Outcome<PriceTier[]>")]
pub fn check_tiers(
    #[wasm_bindgen(js_name = toolPrice)] tool_price: f64,
    mins: Vec<String>,
    prices: Vec<String>,
) -> Result<JsValue, JsError> {
    let forms: Vec<TierForm> = mins
        .into_iter()
        .zip(prices)
        .map(|(min_quantity, unit_price)| TierForm {
            min_quantity: FormValue::new(&min_quantity),
            unit_price: FormValue::new(&unit_price),
        })
        .collect();
    outcome_to_js(&checks::check_tiers(taka(tool_price), &forms))
}

/// A cart's or an order's total, in taka: the sum of its lines' totals, to the poisha.
#[wasm_bindgen(js_name = orderTotal)]
pub fn order_total(#[wasm_bindgen(js_name = lineTotals)] line_totals: &[f64]) -> f64 {
    tiers::order_total(line_totals.iter().map(|total| taka(*total)))
        .unwrap_or_default()
        .taka()
}

/// The Add Product form as typed (price in taka; the Bangla name and description empty when not
/// given), and the names already in the catalogue.
#[wasm_bindgen(js_name = checkProduct, unchecked_return_type = "Outcome<NewProduct>")]
#[allow(clippy::too_many_arguments)]
pub fn check_product(
    #[wasm_bindgen(js_name = toolName)] tool_name: String,
    #[wasm_bindgen(js_name = toolPrice)] tool_price: &str,
    #[wasm_bindgen(js_name = minOrder)] min_order: &str,
    #[wasm_bindgen(js_name = availableQuantity)] available_quantity: &str,
    #[wasm_bindgen(js_name = toolImage)] tool_image: String,
    #[wasm_bindgen(js_name = toolDescription)] tool_description: String,
    #[wasm_bindgen(js_name = vatRate)] vat_rate: &str,
    #[wasm_bindgen(js_name = toolNameBn)] tool_name_bn: String,
    #[wasm_bindgen(js_name = toolDescriptionBn)] tool_description_bn: String,
    #[wasm_bindgen(js_name = existingNames)] existing_names: Vec<String>,
) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_product(&checks::ProductInput {
        tool_name,
        tool_price: tool_price.into(),
        min_order: min_order.into(),
        available_quantity: available_quantity.into(),
        tool_image,
        tool_description,
        vat_rate: vat_rate.into(),
        tool_name_bn,
        tool_description_bn,
        existing_names,
    }))
}

#[wasm_bindgen(js_name = checkRestock, unchecked_return_type = "Outcome<number>")]
pub fn check_restock(amount: &str) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_restock(amount))
}

#[wasm_bindgen(js_name = checkReview, unchecked_return_type = "Outcome<NewReview>")]
pub fn check_review(rating: &str, review: String) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_review(&ReviewForm {
        rating: rating.into(),
        review,
    }))
}

/// The Update Your Profile form as typed; empty fields keep the stored value.
#[wasm_bindgen(js_name = checkProfile, unchecked_return_type = "Outcome<ProfileUpdate>")]
// The form's six fields come as strings, one each: taking an object would pull serde's
// deserializer into the module, whose budget is 40 KB gzipped.
pub fn check_profile(
    #[wasm_bindgen(js_name = displayName)] display_name: String,
    institution: String,
    #[wasm_bindgen(js_name = phoneNumber)] phone_number: String,
    address: String,
    #[wasm_bindgen(js_name = dateOfBirth)] date_of_birth: String,
    #[wasm_bindgen(js_name = photoURL)] photo_url: String,
) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_profile(&ProfileForm {
        display_name,
        institution,
        phone_number,
        address,
        date_of_birth,
        photo_url,
    }))
}

/// A new password and its confirmation (the reset form).
#[wasm_bindgen(js_name = checkNewPassword, unchecked_return_type = "Outcome<null>")]
pub fn check_new_password(
    password: &str,
    #[wasm_bindgen(js_name = confirmPassword)] confirm_password: &str,
) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_new_password(password, confirm_password))
}

/// The shop's card form, against today's year and month (the browser's clock).
#[wasm_bindgen(js_name = checkCard, unchecked_return_type = "Outcome<{ last4: string; expMonth: number; expYear: number }>")]
pub fn check_card(
    number: String,
    expiry: String,
    cvc: String,
    year: u32,
    month: u32,
) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_card(
        &CardForm {
            number,
            expiry,
            cvc,
        },
        (year, month),
    ))
}

#[wasm_bindgen(js_name = checkContact, unchecked_return_type = "Outcome<{ email: string; message: string }>")]
pub fn check_contact(email: String, message: String) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_contact(&ContactForm { email, message }))
}

/// A tool's part number, brand and category slug as typed on Manage Products.
#[wasm_bindgen(js_name = checkToolDetails, unchecked_return_type = "Outcome<ToolDetails>")]
pub fn check_tool_details(
    #[wasm_bindgen(js_name = partNumber)] part_number: &str,
    brand: &str,
    category: &str,
) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_tool_details(part_number, brand, category))
}

/// A tool's value of one specification: the specification as lines (kind, unit, lowest,
/// highest, then each choice's value) and the value as typed.
#[wasm_bindgen(js_name = checkSpecValue, unchecked_return_type = "Outcome<boolean>")]
pub fn check_spec_value(spec: &str, typed: &str) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_spec_value(spec, typed))
}

/// The delivery details at checkout: recipient, Bangladeshi mobile, address and district.
#[wasm_bindgen(js_name = checkDelivery, unchecked_return_type = "Outcome<Delivery>")]
pub fn check_delivery(
    recipient: String,
    phone: String,
    address: String,
    district: String,
) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_delivery(&DeliveryForm {
        recipient,
        phone,
        address,
        district,
    }))
}

/// A description cut for a card (60) or the confirm page (100), with an ellipsis.
#[wasm_bindgen]
pub fn preview(text: &str, limit: usize) -> String {
    checks::preview(text, limit)
}

/// A VAT rate as typed (a percentage, 0 to 50): its basis points, or why not.
#[wasm_bindgen(js_name = checkVatRate, unchecked_return_type = "Outcome<number>")]
pub fn check_vat_rate(text: &str) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_vat_rate(text))
}

/// A tool's weight in grams as typed: whole grams, 1 to 50,000.
#[wasm_bindgen(js_name = checkWeight, unchecked_return_type = "Outcome<number>")]
pub fn check_weight(text: &str) -> Result<JsValue, JsError> {
    outcome_to_js(&checks::check_weight(text))
}

/// A VAT-inclusive price (taka) split into its value before VAT and its VAT, at a rate in
/// basis points (1500 = 15 %).
#[wasm_bindgen(js_name = vatSplit, unchecked_return_type = "VatSplit")]
pub fn vat_split(
    taka: f64,
    #[wasm_bindgen(js_name = basisPoints)] basis_points: u32,
) -> Result<JsValue, JsError> {
    to_js(&checks::vat_split(taka, basis_points))
}

/// The language and digits the browser asks for: `en` / `bn`, `latin` / `bengali`.
fn locale(lang: &str, digits: &str) -> (Lang, Digits) {
    // Exact codes, as the UI sends them: `Lang::from_tag`'s splitting would pull the substring
    // searcher into the module.
    let lang = if lang == "bn" { Lang::Bn } else { Lang::En };
    let digits = match digits {
        "latin" => Digits::Latin,
        "bengali" => Digits::Bengali,
        _ => lang.digits(),
    };
    (lang, digits)
}

/// `Tk. 1,25,000` / `৳ ১,২৫,০০০`: the one money formatter, for an amount in taka.
#[wasm_bindgen(js_name = formatMoney)]
pub fn format_money(taka: f64, lang: &str, digits: &str) -> String {
    let (lang, digits) = locale(lang, digits);
    checks::format_taka_in(taka, lang, digits)
}

/// `23 Nov 2026` / `২৩ নভেম্বর ২০২৬`: the day of a moment (ms since the epoch) in Dhaka.
#[wasm_bindgen(js_name = formatDay)]
pub fn format_day(ms: f64, lang: &str, digits: &str) -> String {
    let (lang, digits) = locale(lang, digits);
    calendar::format_day_in(ms as i64, lang, digits)
}

/// `24 Nov 2026, 09:05` / `২৪ নভেম্বর ২০২৬, ০৯:০৫`: a moment's day and time in Dhaka.
#[wasm_bindgen(js_name = formatMoment)]
pub fn format_moment(ms: f64, lang: &str, digits: &str) -> String {
    let (lang, digits) = locale(lang, digits);
    calendar::format_moment_in(ms as i64, lang, digits)
}

/// A VAT rate (basis points) as a percentage in the language's digits: `7.5` / `৭.৫`.
#[wasm_bindgen(js_name = formatRate)]
pub fn format_rate(
    #[wasm_bindgen(js_name = basisPoints)] basis_points: u32,
    lang: &str,
    digits: &str,
) -> String {
    let (_, digits) = locale(lang, digits);
    shared::VatRate::from_basis_points(basis_points)
        .unwrap_or_default()
        .percent_text(digits)
}

/// A number in the language's digits, grouped from five digits up: `25` / `২৫`,
/// `10,000` / `১০,০০০`.
#[wasm_bindgen(js_name = formatCount)]
pub fn format_count(count: f64, lang: &str, digits: &str) -> String {
    let (_, digits) = locale(lang, digits);
    shared::language::format_count(count as u64, digits)
}

/// How many characters a reader sees in `text` (a conjunct or a letter with its signs is one),
/// as the length rules count them.
#[wasm_bindgen(js_name = countCharacters)]
pub fn count_characters(text: &str) -> usize {
    shared::graphemes::count(text)
}
