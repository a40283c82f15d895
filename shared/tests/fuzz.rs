//! Fuzzing every parser in `shared`: whatever a browser or an attacker sends, each rule
//! answers (accepts or explains) and never panics. Forms are fuzzed from JSON, the way both
//! the wasm module and the API receive them, so deserialisation is covered too.
//!
//! `FUZZ_CASES` sets the inputs per parser: a few thousand in the test command, a million
//! from `just fuzz` (which builds with optimisations).

use proptest::prelude::*;
use proptest::test_runner::Config;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value, json};
use shared::checks::{self, ProductInput, QuantityInput};
use shared::{
    CardForm, ContactForm, Email, Money, Password, ProfileForm, Quantity, RegistrationForm,
    ReviewForm, Role, Stock, ToolDescription, ToolName,
};

fn config() -> Config {
    let cases = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(1_000);
    Config {
        cases,
        // A failure is reported with its shrunk input; there is no corpus to keep.
        failure_persistence: None,
        ..Config::default()
    }
}

/// Text of every kind a field meets: arbitrary Unicode, numbers written every which way,
/// address-like and very long text.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        "[0-9 .,+eE_-]{0,40}",
        "[-+]?[0-9]{0,25}(\\.[0-9]{0,25})?",
        "[a-zA-Z0-9.+_-]{0,20}@[a-zA-Z0-9.-]{0,20}",
        "(https?|ftp|data|javascript)://[ -~]{0,60}",
        "[0-9]{1,2} ?/ ?[0-9]{1,4}",
        "\\PC{200,1200}",
    ]
}

/// Any JSON value a form field could be sent as.
fn field() -> impl Strategy<Value = Value> {
    prop_oneof![
        6 => text().prop_map(Value::String),
        2 => any::<f64>().prop_map(|number| json!(number)),
        2 => any::<i64>().prop_map(|number| json!(number)),
        1 => any::<bool>().prop_map(Value::Bool),
        1 => Just(Value::Null),
        1 => prop::collection::vec(text(), 0..3).prop_map(|items| json!(items)),
    ]
}

/// A JSON object with some of `keys` (each a value of any type) and perhaps a stray key.
fn form(keys: &'static [&'static str]) -> impl Strategy<Value = Value> {
    let fields = keys
        .iter()
        .map(|key| prop::option::weighted(0.9, field()).prop_map(move |value| (*key, value)))
        .collect::<Vec<_>>();
    (fields, prop::option::of(field())).prop_map(|(fields, stray)| {
        let mut object: Map<String, Value> = fields
            .into_iter()
            .filter_map(|(key, value)| Some((key.to_owned(), value?)))
            .collect();
        if let Some(stray) = stray {
            object.insert("unexpected".into(), stray);
        }
        Value::Object(object)
    })
}

/// Feeds a fuzzed object through the form's deserialiser and, when it fits, its rule.
fn through<Form: DeserializeOwned>(value: Value, rule: impl FnOnce(&Form)) {
    if let Ok(form) = serde_json::from_value::<Form>(value) {
        rule(&form);
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn text_parsers_never_panic(text in text(), limit in 0usize..300) {
        let _ = Email::parse(&text);
        let _ = Password::parse(&text);
        let _ = ToolName::parse(&text);
        let _ = ToolDescription::parse(&text);
        let _ = shared::product::parse_restock(&text);
        let _ = shared::product::name_key(&text);
        let _ = shared::registration::parse_name(&text);
        let _ = shared::review::Rating::parse(&text);
        let _ = shared::picture::is_picture_address(&text);
        let _ = Role::parse(&text);
        let _ = checks::preview(&text, limit);
        let _ = checks::check_new_password(&text, &text);
    }

    #[test]
    fn money_never_panics_and_what_it_reads_it_prints_back(text in text(), taka in any::<f64>()) {
        if let Some(money) = Money::parse_taka(&text) {
            let printed = money.format();
            let digits = printed.trim_start_matches("Tk.\u{a0}").replace(',', "");
            prop_assert_eq!(Money::parse_taka(&digits), Some(money));
        }
        let _ = checks::format_taka(taka);
    }

    #[test]
    fn quantities_never_panic_and_stay_in_stock(
        text in text(),
        min_order in any::<u32>(),
        available_quantity in any::<u32>(),
    ) {
        let stock = Stock { min_order, available_quantity };
        if let Ok(quantity) = Quantity::parse(&text, stock) {
            prop_assert!(quantity.pieces() <= available_quantity);
        }
    }

    #[test]
    fn registration_form(value in form(&["name", "email", "password", "confirmPassword", "terms"])) {
        through::<RegistrationForm>(value, |form| { let _ = checks::check_registration(form); });
    }

    #[test]
    fn profile_form(value in form(&["displayName", "institution", "phoneNumber", "address", "dateOfBirth", "photoURL"])) {
        through::<ProfileForm>(value, |form| { let _ = checks::check_profile(form); });
    }

    #[test]
    fn review_form(value in form(&["rating", "review"])) {
        through::<ReviewForm>(value, |form| { let _ = checks::check_review(form); });
    }

    #[test]
    fn contact_form(value in form(&["email", "message"])) {
        through::<ContactForm>(value, |form| { let _ = checks::check_contact(form); });
    }

    #[test]
    fn card_form(value in form(&["number", "expiry", "cvc"]), year in 0u32..10_000, month in 0u32..14) {
        through::<CardForm>(value, |form| { let _ = checks::check_card(form, (year, month)); });
    }

    #[test]
    fn product_form(value in form(&["toolName", "toolPrice", "minOrder", "availableQuantity", "toolImage", "toolDescription", "existingNames"])) {
        through::<ProductInput>(value, |input| { let _ = checks::check_product(input); });
    }

    #[test]
    fn purchase_form(value in form(&["quantity", "toolPrice", "minOrder", "availableQuantity"])) {
        through::<QuantityInput>(value, |input| {
            let _ = checks::check_quantity(input);
            let _ = checks::display_total(input);
        });
    }
}
