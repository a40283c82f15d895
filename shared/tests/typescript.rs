//! The TypeScript declarations of the model, generated from the Rust types with ts-rs: the
//! records and reply bodies the API sends, and what the wasm exports return. The wasm module
//! carries them into its `.d.ts` (`wasm/src/lib.rs`), which is where the UI imports them from.
//! It also writes the browser's message catalogues (`ui/src/generated/catalogue/{en,bn}.json`) and
//! the UI's route table (`ui/src/generated/screens.ts`). These
//! tests fail when a Rust type or a sentence changed and the files were not regenerated;
//! regenerate with `UPDATE_TYPESCRIPT=1 cargo test -p shared --test typescript`.

use shared::FormValue;
use shared::card::CardForm;
use shared::category::{Category, CategoryForm};
use shared::checks::PricedQuantity;
use shared::cod::{CodOwed, CourierOwed, Flag, OwedParcel};
use shared::company::{
    CompanyDetails, CompanyForm, CompanyPage, InvitationForYou, InvitationForm, Member, MemberForm,
    MemberRole, SentInvitation,
};
use shared::contact::{AnswerForm, ContactForm};
use shared::courier::{
    Courier, CourierDefaults, DistrictCourier, Parcel, ParcelEvent, ParcelStatus,
};
use shared::delivery::DeliveryForm;
use shared::delivery::{district_key, districts};
use shared::delivery_charge::{
    ChargeTable, ChargeTableForm, DeliveryQuote, DistrictRate, DistrictRateForm, Estimate, Rate,
    RateForm,
};
use shared::filters::{FacetCount, Facets, MeasureRange, PriceRange, SpecFacet};
use shared::lifecycle::{AdminStep, Event, MoneyStep, OrderStatus, Step};
use shared::overview::{
    CodMonth, DaySums, DeliveryState, LowStockTool, MethodSums, Overview, PaymentState, PeriodSums,
    TopTool, Waiting,
};
use shared::part_number::{ToolDetails, ToolDetailsForm};
use shared::payment::{CheckState, PaymentCheck, PaymentMethod};
use shared::product::ProductForm;
use shared::profile::ProfileForm;
use shared::registration::RegistrationForm;
use shared::replies::{
    AdminCheck, BankAccount, ClientConfig, Deleted, FirebaseWebConfig, Health, InboxMessage,
    Inserted, MailAttachment, MailStatus, Modified, Note, OutboxMail, Paid, PaymentIntent,
    PaymentMethodConfig, PaymentOption, PaymentStart, PaymentsConfig, Restocked, SignedIn,
    Uploaded, Verified, WebhookReceipt,
};
use shared::replies::{
    Booking, Bookings, CourierChoice, HookReceipt, OutboxText, PayoutRecorded, TextDelivery,
    TextStatus,
};
use shared::replies::{ImportChange, ImportKind, ImportProblem, ImportStage, ImportStatus};
use shared::requests::{
    BanglaTextBody, ConfirmPayment, EmailOnly, ForOrder, InboxUpdate, LanguageChoice, LinkToken,
    NewPasswordBody, OrderUpdate, PayOrder, PlaceOrder, PriceTiersBody, Restock, ReviewRequest,
    SignIn, StartPayment, VatRateBody, WantedLine,
};
use shared::requests::{
    BookParcel, BookParcels, ConfirmCode, MobileProof, OrderTextsChoice, PayoutSheet, PhoneOnly,
    PhoneSignIn, QuoteDelivery, WeightBody,
};
use shared::shop_texts::{
    HomeFigure, HomeFigureForm, HomeFigures, HomeFiguresBody, PageSlug, ShopPage, ShopPageBody,
};
use shared::specification::{Choice, ChoiceForm, SpecForm, SpecKind, Specification, SpecsForm};
use shared::synonyms::{Synonym, Synonyms};
use shared::tiers::TierForm;
use shared::{
    AddressForm, Blog, Cart, CartLine, Delivery, Digits, Lang, Money, NewProduct, NewReview, Order,
    OrderLine, Outcome, PriceTier, ProfileUpdate, Quantity, Rating, Review, Role, SavedAddress,
    Tool, ToolDescription, ToolName, User, VatRate, VatSplit, messages,
};
use ts_rs::{Config, TS};

/// Every declaration, in a stable order.
fn declarations() -> String {
    // JSON numbers: the ids and timestamps are far below 2^53.
    let config = Config::new().with_large_int("number");
    let declarations = [
        Money::decl(&config),
        Role::decl(&config),
        Tool::decl(&config),
        Category::decl(&config),
        Specification::decl(&config),
        SpecKind::decl(&config),
        Choice::decl(&config),
        FacetCount::decl(&config),
        PriceRange::decl(&config),
        Facets::decl(&config),
        SpecFacet::decl(&config),
        MeasureRange::decl(&config),
        Order::decl(&config),
        OrderLine::decl(&config),
        OrderStatus::decl(&config),
        AdminStep::decl(&config),
        MoneyStep::decl(&config),
        PaymentMethod::decl(&config),
        PaymentCheck::decl(&config),
        CheckState::decl(&config),
        Event::decl(&config),
        Step::decl(&config),
        Delivery::decl(&config),
        Courier::decl(&config),
        ParcelStatus::decl(&config),
        Parcel::decl(&config),
        ParcelEvent::decl(&config),
        DistrictCourier::decl(&config),
        CourierDefaults::decl(&config),
        Rate::decl(&config),
        DistrictRate::decl(&config),
        ChargeTable::decl(&config),
        Estimate::decl(&config),
        DeliveryQuote::decl(&config),
        RateForm::decl(&config),
        DistrictRateForm::decl(&config),
        ChargeTableForm::decl(&config),
        Flag::decl(&config),
        CourierOwed::decl(&config),
        OwedParcel::decl(&config),
        CodOwed::decl(&config),
        SavedAddress::decl(&config),
        MemberRole::decl(&config),
        CompanyDetails::decl(&config),
        CompanyPage::decl(&config),
        Member::decl(&config),
        SentInvitation::decl(&config),
        InvitationForYou::decl(&config),
        PageSlug::decl(&config),
        ShopPage::decl(&config),
        HomeFigure::decl(&config),
        HomeFigures::decl(&config),
        PriceTier::decl(&config),
        VatRate::decl(&config),
        VatSplit::decl(&config),
        CartLine::decl(&config),
        Cart::decl(&config),
        Review::decl(&config),
        Blog::decl(&config),
        User::decl(&config),
        Lang::decl(&config),
        Digits::decl(&config),
        Outcome::<()>::decl(&config),
        Quantity::decl(&config),
        PricedQuantity::decl(&config),
        ToolName::decl(&config),
        ToolDescription::decl(&config),
        NewProduct::decl(&config),
        Rating::decl(&config),
        NewReview::decl(&config),
        ProfileUpdate::decl(&config),
        Inserted::decl(&config),
        Modified::decl(&config),
        Deleted::decl(&config),
        Restocked::decl(&config),
        Note::decl(&config),
        Paid::decl(&config),
        SignedIn::decl(&config),
        Verified::decl(&config),
        AdminCheck::decl(&config),
        Health::decl(&config),
        Uploaded::decl(&config),
        ImportKind::decl(&config),
        ImportStage::decl(&config),
        ImportProblem::decl(&config),
        ImportChange::decl(&config),
        ImportStatus::decl(&config),
        PaymentIntent::decl(&config),
        WebhookReceipt::decl(&config),
        HookReceipt::decl(&config),
        CourierChoice::decl(&config),
        Booking::decl(&config),
        Bookings::decl(&config),
        PayoutRecorded::decl(&config),
        ClientConfig::decl(&config),
        FirebaseWebConfig::decl(&config),
        PaymentsConfig::decl(&config),
        PaymentMethodConfig::decl(&config),
        BankAccount::decl(&config),
        PaymentOption::decl(&config),
        PaymentStart::decl(&config),
        OutboxMail::decl(&config),
        OutboxText::decl(&config),
        TextStatus::decl(&config),
        TextDelivery::decl(&config),
        MailAttachment::decl(&config),
        MailStatus::decl(&config),
        InboxMessage::decl(&config),
        Overview::decl(&config),
        PeriodSums::decl(&config),
        MethodSums::decl(&config),
        Waiting::decl(&config),
        CodMonth::decl(&config),
        DaySums::decl(&config),
        TopTool::decl(&config),
        LowStockTool::decl(&config),
        PaymentState::decl(&config),
        DeliveryState::decl(&config),
        // What the API takes: the forms as typed, and each request body.
        FormValue::decl(&config),
        DeliveryForm::decl(&config),
        AddressForm::decl(&config),
        CompanyForm::decl(&config),
        InvitationForm::decl(&config),
        MemberForm::decl(&config),
        ShopPageBody::decl(&config),
        HomeFigureForm::decl(&config),
        HomeFiguresBody::decl(&config),
        CardForm::decl(&config),
        TierForm::decl(&config),
        ContactForm::decl(&config),
        AnswerForm::decl(&config),
        InboxUpdate::decl(&config),
        ProductForm::decl(&config),
        RegistrationForm::decl(&config),
        ProfileForm::decl(&config),
        PlaceOrder::decl(&config),
        WantedLine::decl(&config),
        OrderUpdate::decl(&config),
        ForOrder::decl(&config),
        BookParcel::decl(&config),
        BookParcels::decl(&config),
        PayoutSheet::decl(&config),
        WeightBody::decl(&config),
        CategoryForm::decl(&config),
        SpecsForm::decl(&config),
        Synonym::decl(&config),
        Synonyms::decl(&config),
        SpecForm::decl(&config),
        ChoiceForm::decl(&config),
        ToolDetailsForm::decl(&config),
        ToolDetails::decl(&config),
        QuoteDelivery::decl(&config),
        OrderTextsChoice::decl(&config),
        PhoneOnly::decl(&config),
        PhoneSignIn::decl(&config),
        MobileProof::decl(&config),
        ConfirmCode::decl(&config),
        PayOrder::decl(&config),
        StartPayment::decl(&config),
        ConfirmPayment::decl(&config),
        Restock::decl(&config),
        PriceTiersBody::decl(&config),
        VatRateBody::decl(&config),
        BanglaTextBody::decl(&config),
        ReviewRequest::decl(&config),
        SignIn::decl(&config),
        EmailOnly::decl(&config),
        LinkToken::decl(&config),
        NewPasswordBody::decl(&config),
        LanguageChoice::decl(&config),
    ];
    let mut text = String::from(
        "// Generated from the Rust types in `shared` by shared/tests/typescript.rs. Do not edit.\n",
    );
    for declaration in declarations {
        text.push_str("export ");
        text.push_str(&declaration);
        text.push('\n');
    }
    // Serialised by hand in Rust (`shared/src/text.rs`, `error.rs`), so declared by hand: a
    // sentence travels as its catalogue key and parameters, never as words.
    text.push_str(
        "/** A value put into a sentence: a count, words as typed, an amount, another sentence. */\n\
         export type Param = number | string | { taka: number } | Said;\n\
         /** A sentence of the catalogue (`shared/src/messages.rs`) with its parameters. */\n\
         export type Said = { key: string; params?: Record<string, Param> };\n\
         /** One broken rule: the field, a stable code, and the sentence to show. */\n\
         export type FieldError = { field: string; code: string; key: string; params?: Record<string, Param> };\n",
    );
    text
}

/// The browser's catalogue in one language: every sentence of `messages::ALL` and
/// `messages::PAGES` by key, as the JSON the i18n library loads (not in the wasm module, whose
/// size is budgeted; the Bangla file is fetched only when Bangla is chosen).
///
/// An English district's name is the name itself, so the English file leaves the 64 out (the
/// first visit's scripts carry it) and the browser shows the name (`districtName`).
fn catalogue(lang: Lang) -> String {
    let district_keys: Vec<String> = districts().map(district_key).collect();
    let entries = messages::ALL
        .iter()
        .chain(messages::PAGES)
        .filter(|entry| lang == Lang::Bn || !district_keys.iter().any(|key| key == entry.key));
    catalogue_of(entries, lang)
}

/// The admins' screens' own words in one language (`messages::ADMIN_PAGES`): a file of its own,
/// loaded with an admin's dashboard, so a buyer never downloads it.
fn admin_catalogue(lang: Lang) -> String {
    catalogue_of(messages::ADMIN_PAGES.iter(), lang)
}

/// The words of finding a part in one language (`messages::FINDING_PAGES`): a file of its own,
/// loaded when a category page or a tool's page opens.
fn finding_catalogue(lang: Lang) -> String {
    catalogue_of(messages::FINDING_PAGES.iter(), lang)
}

/// The words of buying in one language (`messages::BUYING_PAGES`): a file of its own, loaded
/// with the cart, payment, a buyer's orders and profile.
fn buying_catalogue(lang: Lang) -> String {
    catalogue_of(messages::BUYING_PAGES.iter(), lang)
}

fn catalogue_of<'a>(entries: impl Iterator<Item = &'a messages::Entry>, lang: Lang) -> String {
    let entries: serde_json::Map<String, serde_json::Value> = entries
        .map(|entry| (entry.key.to_owned(), entry.text(lang).into()))
        .collect();
    serde_json::to_string_pretty(&entries).expect("JSON") + "\n"
}

/// A value as TypeScript source: JSON is valid TypeScript.
fn literal<T: serde::Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("JSON")
}

/// The order lifecycle's table (`shared::lifecycle`) and the districts, as data the UI reads:
/// what each status allows, by rule, so the browser offers exactly what the server accepts.
fn lifecycle() -> String {
    let mut text = String::from(
        "// Generated from shared/src/lifecycle.rs, shared/src/courier.rs and shared/src/delivery.rs by\n\
         // shared/tests/typescript.rs. Do not edit.\n\
         import type { CheckState, Courier, Event, MoneyStep, OrderStatus, ParcelStatus, PaymentMethod } from 'shop-wasm';\n\
         import type { MessageKey } from '@/lib/i18n';\n\n\
         export interface StatusRules {\n  label: MessageKey;\n  buyerMayPay: boolean;\n  \
         buyerMayCancel: boolean;\n  buyerMayChangeDelivery: boolean;\n  buyerMayReview: boolean;\n  \
         closed: boolean;\n}\n\n\
         /** What each status allows, and its name in the catalogue. */\n\
         export const statusRules: Record<OrderStatus, StatusRules> = {\n",
    );
    for status in OrderStatus::ALL {
        text.push_str(&format!(
            "  {}: {{ label: {}, buyerMayPay: {}, buyerMayCancel: {}, buyerMayChangeDelivery: {}, buyerMayReview: {}, closed: {} }},\n",
            literal(&status).trim_matches('"'),
            literal(&status.label_key()),
            status.buyer_may_pay(),
            status.buyer_may_cancel(),
            status.buyer_may_change_delivery(),
            status.buyer_may_review(),
            status.is_closed(),
        ));
    }
    text.push_str("};\n\n/** A timeline step's name in the catalogue. */\nexport const eventLabels: Record<Event, MessageKey> = {\n");
    for event in Event::ALL {
        text.push_str(&format!(
            "  {}: {},\n",
            literal(&event).trim_matches('"'),
            literal(&event.label_key())
        ));
    }
    text.push_str("};\n\n/** A payment not settled yet: its badge's words. */\nexport const checkStateLabels: Record<CheckState, MessageKey> = {\n");
    for state in [CheckState::Checking, CheckState::Held] {
        text.push_str(&format!(
            "  {}: {},\n",
            literal(&state).trim_matches('"'),
            literal(&state.label_key())
        ));
    }
    text.push_str("};\n\n/** A way to pay's name in the catalogue. */\nexport const methodLabels: Record<PaymentMethod, MessageKey> = {\n");
    for method in PaymentMethod::ALL {
        text.push_str(&format!(
            "  {}: {},\n",
            literal(&method),
            literal(&method.label_key())
        ));
    }
    text.push_str("};\n\n/** What the payment page says of each way to pay. */\nexport const methodHints: Record<PaymentMethod, MessageKey> = {\n");
    for method in PaymentMethod::ALL {
        text.push_str(&format!(
            "  {}: {},\n",
            literal(&method),
            literal(&method.hint_key())
        ));
    }
    text.push_str("};\n\n/** The words on the button of each money step. */\nexport const moneyStepLabels: Record<MoneyStep, MessageKey> = {\n");
    for step in MoneyStep::ALL {
        text.push_str(&format!(
            "  {}: {},\n",
            literal(&step).trim_matches('"'),
            literal(&step.label_key())
        ));
    }
    text.push_str("};\n\n/** Each courier's name in the catalogue. */\nexport const courierLabels: Record<Courier, MessageKey> = {\n");
    for courier in Courier::ALL {
        text.push_str(&format!(
            "  {}: {},\n",
            literal(&courier).trim_matches('"'),
            literal(&courier.label_key())
        ));
    }
    text.push_str("};\n\n/** Where a parcel stands: its name, whether it stays so, and whether the order may be booked again. */\nexport const parcelRules: Record<ParcelStatus, { label: MessageKey; final: boolean; rebook: boolean }> = {\n");
    for status in ParcelStatus::ALL {
        text.push_str(&format!(
            "  {}: {{ label: {}, final: {}, rebook: {} }},\n",
            literal(&status).trim_matches('"'),
            literal(&status.label_key()),
            status.is_final(),
            status.allows_rebooking()
        ));
    }
    text.push_str("};\n\n/** The 64 districts of Bangladesh, for the delivery form. */\nexport const districts = ");
    text.push_str(&literal(&districts().collect::<Vec<_>>()));
    let labels: serde_json::Map<String, serde_json::Value> = districts()
        .map(|name| (name.to_owned(), district_key(name).into()))
        .collect();
    let keys: Vec<String> = districts()
        .map(|name| literal(&district_key(name)))
        .collect();
    text.push_str(" as const;\n\n/** A district's key in the Bangla catalogue (the English one has the name itself). */\nexport type DistrictKey = ");
    text.push_str(&keys.join(" | "));
    text.push_str(";\n\n/** Each district's name in the catalogue, to show it in the buyer's language. */\nexport const districtLabels: Record<(typeof districts)[number], DistrictKey> = ");
    text.push_str(&literal(&labels));
    text.push_str(" as const;\n");
    text
}

/// The UI's route table from `shared::screens`.
fn screens() -> String {
    let mut text = String::from(
        "// Generated from shared/src/screens.rs by `UPDATE_TYPESCRIPT=1 cargo test -p shared --test typescript`.\n\
         /** Every screen of the UI by its path, as React Router writes it: the one route table. */\n\
         export const screens = {\n",
    );
    for screen in shared::screens::SCREENS {
        text.push_str(&format!("  {}: '{}',\n", screen.name, screen.path));
    }
    text.push_str("} as const;\n\nexport type ScreenName = keyof typeof screens;\n");
    text
}

/// Writes `generated` to `path` when asked to, then checks the file holds it.
fn check(path: &str, generated: &str) {
    if std::env::var_os("UPDATE_TYPESCRIPT").is_some() {
        std::fs::write(path, generated).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "{path} is out of date; run UPDATE_TYPESCRIPT=1 cargo test -p shared --test typescript"
    );
}

#[test]
fn the_typescript_declarations_match_the_rust_types() {
    check(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../wasm/src/model.d.ts"),
        &declarations(),
    );
}

#[test]
fn the_uis_route_table_matches_the_screens() {
    check(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../ui/src/generated/screens.ts"
        ),
        &screens(),
    );
}

#[test]
fn the_browser_catalogues_match_the_messages() {
    for lang in Lang::ALL {
        check(
            &format!(
                "{}/../ui/src/generated/catalogue/{}.json",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            ),
            &catalogue(lang),
        );
        check(
            &format!(
                "{}/../ui/src/generated/catalogue/admin-{}.json",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            ),
            &admin_catalogue(lang),
        );
        check(
            &format!(
                "{}/../ui/src/generated/catalogue/finding-{}.json",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            ),
            &finding_catalogue(lang),
        );
        check(
            &format!(
                "{}/../ui/src/generated/catalogue/buying-{}.json",
                env!("CARGO_MANIFEST_DIR"),
                lang.code()
            ),
            &buying_catalogue(lang),
        );
    }
}

#[test]
fn the_browser_lifecycle_table_matches_the_rules() {
    check(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../ui/src/generated/lifecycle.ts"
        ),
        &lifecycle(),
    );
}
