//! Runs the shared table of cases (`vectors.json`) against the Rust rules. The wasm module's
//! test suite (`wasm/tests/vectors.test.ts`) runs the same file against the browser build.

use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use shared::{Digits, Lang, Money, checks, messages};
use std::collections::BTreeSet;

#[derive(serde::Deserialize)]
struct Case {
    name: String,
    call: String,
    input: Value,
    expect: Value,
}

fn cases() -> Vec<Case> {
    serde_json::from_str(include_str!("vectors.json")).expect("vectors.json is a list of cases")
}

fn input<T: DeserializeOwned>(case: &Case) -> T {
    serde_json::from_value(case.input.clone())
        .unwrap_or_else(|error| panic!("{}: bad input: {error}", case.name))
}

fn input_at<T: DeserializeOwned>(case: &Case, key: &str) -> T {
    serde_json::from_value(case.input[key].clone())
        .unwrap_or_else(|error| panic!("{}: bad input {key}: {error}", case.name))
}

/// A sentence as it travels (`{"key", "params"?}`) said in `lang`, the way the browser's
/// renderer (`ui/src/lib/say.ts`) says it from the catalogue.
fn say(said: &Value, lang: Lang) -> String {
    let key = said["key"].as_str().expect("a sentence has a key");
    let mut text = messages::template(key, lang)
        .unwrap_or_else(|| panic!("{key} is not in the catalogue"))
        .to_owned();
    if let Some(params) = said["params"].as_object() {
        for (name, value) in params {
            let shown = match value {
                Value::Number(count) => {
                    shared::language::write_digits(&count.to_string(), lang.digits())
                }
                Value::String(words) => words.clone(),
                Value::Object(amount) if amount.contains_key("taka") => {
                    Money::from_taka(amount["taka"].as_f64().expect("taka"))
                        .expect("an amount")
                        .format_in(lang, lang.digits())
                }
                other => say(other, lang),
            };
            text = text.replace(&format!("{{{name}}}"), &shown);
        }
    }
    text
}

/// Each broken rule's sentence said in both languages, as the table writes them.
fn said_in_both(mut outcome: Value) -> Value {
    if let Some(errors) = outcome.get_mut("errors").and_then(Value::as_array_mut) {
        for error in errors {
            let message = json!({"en": say(error, Lang::En), "bn": say(error, Lang::Bn)});
            let error = error.as_object_mut().expect("an error is an object");
            error.remove("key");
            error.remove("params");
            error.insert("message".into(), message);
        }
    }
    outcome
}

/// The same dispatch as the JavaScript test: a call's name is the wasm export's name.
fn run(case: &Case) -> Value {
    match case.call.as_str() {
        "checkRegistration" => json!(checks::check_registration(&input(case))),
        "checkEmail" => json!(checks::check_email(&input::<String>(case))),
        "checkQuantity" => json!(checks::check_quantity(&input(case))),
        "displayTotal" => json!(checks::display_total(&input(case))),
        "checkProduct" => json!(checks::check_product(&input(case))),
        "checkProfile" => json!(checks::check_profile(&input(case))),
        "checkNewPassword" => {
            let text = |key: &str| case.input[key].as_str().unwrap_or_default().to_owned();
            json!(checks::check_new_password(
                &text("password"),
                &text("confirmPassword")
            ))
        }
        "checkCard" => {
            let today = (
                case.input["year"].as_u64().unwrap() as u32,
                case.input["month"].as_u64().unwrap() as u32,
            );
            json!(checks::check_card(&input(case), today))
        }
        "checkContact" => json!(checks::check_contact(&input(case))),
        "checkToolDetails" => {
            let text = |key: &str| case.input[key].as_str().expect("text");
            json!(checks::check_tool_details(
                text("partNumber"),
                text("brand"),
                text("category")
            ))
        }
        "checkSpecValue" => {
            let text = |key: &str| case.input[key].as_str().expect("text");
            json!(checks::check_spec_value(text("spec"), text("typed")))
        }
        "checkDelivery" => json!(checks::check_delivery(&input(case))),
        "checkTiers" => {
            let price = serde_json::from_value(case.input["toolPrice"].clone()).expect("price");
            let tiers: Vec<shared::TierForm> = input_at(case, "tiers");
            json!(checks::check_tiers(price, &tiers))
        }
        "checkReview" => json!(checks::check_review(&input(case))),
        "checkRestock" => json!(checks::check_restock(case.input.as_str().expect("text"))),
        "preview" => {
            let text = case.input["text"].as_str().expect("text");
            let limit = case.input["limit"].as_u64().expect("limit") as usize;
            json!(checks::preview(text, limit))
        }
        "checkVatRate" => json!(checks::check_vat_rate(case.input.as_str().expect("text"))),
        "vatSplit" => {
            let taka = case.input["taka"].as_f64().expect("taka");
            let rate = case.input["basisPoints"].as_u64().expect("basis points") as u32;
            json!(checks::vat_split(taka, rate))
        }
        "formatMoney" => {
            let lang = Lang::from_tag(case.input["lang"].as_str().expect("lang")).expect("en/bn");
            let digits = match case.input["digits"].as_str() {
                Some("latin") => Digits::Latin,
                _ => lang.digits(),
            };
            let taka = case.input["taka"].as_f64().expect("taka");
            json!(checks::format_taka_in(taka, lang, digits))
        }
        other => panic!("{}: unknown call {other}", case.name),
    }
}

#[test]
fn every_case_in_the_shared_table_holds() {
    let failures: Vec<String> = cases()
        .iter()
        .filter_map(|case| {
            let actual = said_in_both(run(case));
            (actual != case.expect).then(|| {
                format!(
                    "{}\n  expected {}\n  actual   {actual}",
                    case.name, case.expect
                )
            })
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} case(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn case_names_are_unique_sentences() {
    let cases = cases();
    let names: BTreeSet<_> = cases.iter().map(|case| case.name.as_str()).collect();
    assert_eq!(names.len(), cases.len());
}

/// Messages said by the server or as toasts rather than by a form rule; the server's own
/// tests check them where they are said.
const SAID_ELSEWHERE: &[&str] = &[
    // Signing in with a mobile number and confirming cash on delivery by a texted link: the
    // server's replies (`shared::phone_sign_in`, the API's phone and text tests).
    "CODE_INVALID",
    "CODE_WRONG",
    "TOO_MANY_CODES",
    "MOBILE_TAKEN",
    "MOBILE_VERIFIED",
    "CONFIRM_LINK_UNKNOWN",
    // Ways to pay and what follows them: words the payment page and the server's replies
    // show (shared::payment, the API's payment tests).
    "METHOD_SSLCOMMERZ",
    "METHOD_BKASH",
    "METHOD_COD",
    "METHOD_BANK_TRANSFER",
    "METHOD_TEST_CARD_HINT",
    "METHOD_STRIPE_HINT",
    "METHOD_SSLCOMMERZ_HINT",
    "METHOD_BKASH_HINT",
    "METHOD_COD_HINT",
    "METHOD_BANK_TRANSFER_HINT",
    "COD_CONFIRMED",
    "PAY_THE_COURIER",
    "PAY_HOW",
    "PAY_ANOTHER_WAY",
    "PAY_ONLINE_INSTEAD",
    "TRANSFER_HEADING",
    "TRANSFER_QUOTE_REFERENCE",
    "NOT_PAID_YET",
    "BANK_TRANSFER_CHOSEN",
    "CASH_RECEIVED",
    "TRANSFER_RECEIVED",
    "REFUND_RECORDED",
    "PAYMENT_LEFT_AT_GATEWAY",
    "PAYMENT_FAILED_AT_GATEWAY",
    "PAYMENT_BEING_CHECKED",
    // Payments held, checked again, given back, and cash on delivery confirmed: the payment
    // page's and Manage Orders' words, checked by the API's bKash, SSLCommerz and by-hand tests.
    "PAYMENT_HELD",
    "PAYMENT_DUPLICATE",
    "PAYMENT_REFUSED_BALANCE",
    "PAYMENT_REFUSED_VERIFICATION",
    "USER_NOT_FOUND",
    "WRONG_PASSWORD",
    "LOGIN_SUCCESSFUL",
    "SENDING_RESET_EMAIL",
    "ORDER_PLACED",
    "ORDER_CANCELLED",
    "ORDER_NOT_PAID",
    "ORDER_DELIVERED",
    "CARD_DECLINED",
    "PAYMENT_NOT_COMPLETED",
    "ADMIN_ADDED",
    "ADMIN_REMOVED",
    "PAYMENT_SUCCESSFUL",
    "PLEASE_WAIT",
    "TOOL_ADD_FAILED",
    "TOOL_ADDED",
    "PRODUCT_RESTOCKED",
    "PRODUCT_DELETED",
    "REVIEW_ADDED",
    "CANNOT_REMOVE_SELF",
    "YOU_ARE_AN_ADMIN",
    "PROFILE_UPDATED",
    "FEEDBACK_SENT",
    // The owner's inbox: its answer is checked by the server alone (`api/tests/api/inbox.rs`).
    "ANSWER_REQUIRED",
    "ANSWER_TOO_LONG",
    "MESSAGE_UPDATED",
    // The address book: its name's rule is the server's alone (`shared::address_book`, checked
    // in `api/tests/api/address_book.rs`); the rest are the profile's toasts and the full book.
    "ADDRESS_LABEL_TOO_LONG",
    "ADDRESS_BOOK_FULL",
    "ADDRESS_SAVED",
    "ADDRESS_REMOVED",
    // A company's details: checked by the server alone (`shared::company`, tested in
    // `api/tests/api/companies.rs`), which keeps their rules out of the wasm module's budget.
    "COMPANY_NAME_TOO_LONG",
    "BIN_INVALID",
    // The owner's texts: checked by the server alone (`shared::shop_texts`, tested in
    // `api/tests/api/shop_texts.rs`), and the dashboard's toasts.
    "PAGE_TEXT_REQUIRED",
    "PAGE_TEXT_TOO_LONG",
    "PAGE_SAVED",
    "FIGURES_COUNT",
    "FIGURE_VALUE_INVALID",
    "FIGURE_LABEL_REQUIRED",
    "FIGURE_LABEL_TOO_LONG",
    "FIGURES_SAVED",
    "ACCOUNT_EXISTS",
    "EMAIL_NOT_VERIFIED",
    "VERIFICATION_SENT",
    "LINK_INVALID",
    "LINK_EXPIRED",
    "LINK_USED",
    "LINK_LIVE",
    "EMAIL_ALREADY_VERIFIED",
    "EMAIL_VERIFIED_CHOOSE_PASSWORD",
    "PROVIDER_EMAIL_UNVERIFIED",
    "SPAM_HINT",
    "PASSWORD_CHANGED",
    "TOO_MANY_SIGN_INS",
    "SESSION_EXPIRED",
    "SIGNED_OUT",
    "SIGNED_OUT_EVERYWHERE",
    "SHOP_NAME",
    "SHOP_ADDRESS",
    "IDENTITY_PROVIDER_OFF",
    "PROVIDER_SIGN_IN_FAILED",
    "PROVIDER_UNREACHABLE",
    "IMAGE_REQUIRED",
    "IMAGE_TOO_LARGE",
    "IMAGE_WRONG_TYPE",
    "IMAGE_UNREADABLE",
    "IMAGE_UPLOAD_FAILED",
    "NO_ADDRESS",
    "NO_PHONE",
    "UNEXPECTED_ERROR",
    "SHOP_UNREACHABLE",
    "STRIPE_FORM_UNAVAILABLE",
    "ADDED_TO_CART",
    "TOOL_GONE",
    "PRICES_SAVED",
    "STATUS_AWAITING_PAYMENT",
    "STATUS_AWAITING_APPROVAL",
    "STATUS_CASH_ON_DELIVERY",
    "STATUS_PAID",
    "STATUS_SHIPPED",
    "STATUS_DELIVERED",
    "STATUS_CANCELLED",
    "STATUS_REFUNDED",
    "EVENT_PLACED",
    "ORDER_SHIPPED",
    "DELIVERY_CHANGED",
    "SHIP_NEEDS_DELIVERY",
];

#[test]
fn every_form_rule_message_appears_in_the_table() {
    let table = include_str!("vectors.json");
    let missing: Vec<_> = messages::ALL
        .iter()
        .filter(|entry| !SAID_ELSEWHERE.contains(&entry.key))
        .filter(|entry| !entry.en.contains('{') && !table.contains(entry.en))
        .map(|entry| entry.key)
        .collect();
    assert!(missing.is_empty(), "no case shows {missing:?}");
    assert!(table.contains(&messages::minimum_order(10).render(Lang::En)));
    assert!(table.contains(&messages::minimum_order(10).render(Lang::Bn)));
}
