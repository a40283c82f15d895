//! The bodies of the API's requests, one type per shape, beside the replies (`replies.rs`).
//! Handlers read these types, the OpenAPI document is generated from them, and the UI's
//! declarations are generated from the same types (ts-rs), so a request is written once.
//!
//! Fields arrive as typed in a form ([`FormValue`]: text or a JSON number) and are parsed by
//! the rules, so a missing or malformed field gets the rule's message rather than a
//! deserialisation error; a field left out is its default.

use crate::card::CardForm;
use crate::delivery::DeliveryForm;
use crate::tiers::TierForm;
use crate::{FormValue, Lang};
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};

/// `POST /api/orders`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct PlaceOrder {
    /// The tool's `_id`.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub tool_id: Option<FormValue>,
    /// Pieces: at least the tool's minimum order, at most its stock.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub quantity: Option<FormValue>,
    /// Also accepted as the `Idempotency-Key` header.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub idempotency_key: Option<String>,
    /// Instead of `toolId` and `quantity`: several tools in one order, all or nothing.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub lines: Option<Vec<WantedLine>>,
    /// The lines come from the caller's cart, which loses those tools when the order is placed.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub from_cart: Option<bool>,
    /// Where the order goes; required.
    pub delivery: DeliveryForm,
    /// The buyer's purchase-order number: required when their company asks for one.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub po_number: Option<String>,
}

/// A line of an order of several tools, as asked for.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct WantedLine {
    pub tool_id: FormValue,
    pub quantity: FormValue,
}

/// `PUT /api/orders/{id}`: the admins' step, one at a time; the old site's other fields are
/// refused.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct OrderUpdate {
    /// `true` confirms a cash-on-delivery order with its buyer (by phone): it then waits for
    /// the courier instead of expiring unpaid.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub is_confirmed: Option<bool>,
    /// `true` ships a paid order (or one paid in cash on delivery) that says where it goes.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub is_shipped: Option<bool>,
    /// `true` marks a shipped order delivered; its buyer can then review it.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub is_delivered: Option<bool>,
    /// `true` records the cash the courier collected, or the bank transfer that arrived; card
    /// and gateway payments are set by the payment only.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub is_paid: Option<bool>,
    /// `true` records a refund made by hand for a cancelled, paid order.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub is_refunded: Option<bool>,
    /// Refused: set by the buyer's review only.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<bool>))]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub is_reviewed: Option<Sent>,
    /// Refused: set by a verified payment only.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>))]
    #[cfg_attr(feature = "ts", ts(skip))]
    pub transaction_id: Option<Sent>,
}

/// A field whose value does not matter, only that it was sent (to refuse it by name).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Sent;

impl<'de> Deserialize<'de> for Sent {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        IgnoredAny::deserialize(deserializer).map(|_| Sent)
    }
}

impl Serialize for Sent {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_unit()
    }
}

/// A body naming one of the caller's orders (`POST /api/create-payment-intent`).
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ForOrder {
    /// The caller's unpaid order.
    pub order_id: FormValue,
}

/// `POST /api/payments/confirm`: the shop's own card form.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PayOrder {
    /// The caller's unpaid order.
    #[serde(default)]
    pub order_id: FormValue,
    #[serde(default)]
    pub card: CardForm,
}

/// `POST /api/payments/start`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct StartPayment {
    /// The caller's unpaid order.
    pub order_id: FormValue,
    /// `sslcommerz`, `bkash`, `cod` or `bank-transfer`.
    pub method: FormValue,
}

/// `POST /api/payments/stripe/confirm`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ConfirmPayment {
    /// The caller's order.
    pub order_id: FormValue,
    /// The intent Stripe.js confirmed.
    pub payment_intent_id: String,
}

/// `PUT /api/product/{id}`: pieces added to a tool's stock.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct Restock {
    /// The pieces to add (the Restock modal's 'Available Stock').
    pub available_quantity: FormValue,
}

/// `PUT /api/product/{id}/tiers`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct PriceTiersBody {
    /// Rising quantities, each price below the one before it; empty for one price.
    pub price_tiers: Vec<TierForm>,
}

/// `PUT /api/product/{id}/vat-rate`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct VatRateBody {
    /// The rate in per cent, 0 to 50: `15`, `7.5`, `0`.
    pub vat_rate: FormValue,
}

/// `PUT /api/product/{id}/weight`: what one piece weighs, packed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct WeightBody {
    /// Whole grams, 1 to 50000.
    pub weight_grams: FormValue,
}

/// `PUT /api/product/{id}/bangla`: a tool's Bangla name and description; empty clears one.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(default, rename_all = "camelCase")]
pub struct BanglaTextBody {
    pub tool_name_bn: String,
    pub tool_description_bn: String,
}

/// `POST /api/review`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct ReviewRequest {
    /// The delivered order reviewed: one of the caller's own.
    pub order_id: FormValue,
    /// The line (tool) of the order reviewed; may be left out for an order of one tool.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub line_id: Option<FormValue>,
    /// One to five stars.
    pub rating: FormValue,
    pub review: String,
}

/// `POST /api/login`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct SignIn {
    #[cfg_attr(feature = "ts", ts(optional))]
    pub email: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub password: Option<String>,
    /// Instead of email and password: an ID token from the identity provider (Firebase).
    #[cfg_attr(feature = "ts", ts(optional))]
    pub id_token: Option<String>,
}

/// `POST /api/forgot-password` and `POST /api/resend-verification`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct EmailOnly {
    pub email: String,
}

/// `POST /api/verify-email` and `POST /api/reset-password/check`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct LinkToken {
    /// The token from the mailed link.
    pub token: String,
}

/// `POST /api/reset-password`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct NewPasswordBody {
    /// The token from the mailed link.
    pub token: String,
    pub password: String,
    pub confirm_password: String,
}

/// `PUT /api/users/me/language`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
pub struct LanguageChoice {
    /// `en` or `bn`.
    pub language: Lang,
}

/// Marks a message of the inbox read or unread, put away or back.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct InboxUpdate {
    #[cfg_attr(feature = "ts", ts(optional))]
    pub read: Option<bool>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub archived: Option<bool>,
}

/// `POST /api/orders/{id}/parcel`: the courier an order goes with.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BookParcel {
    pub courier: crate::courier::Courier,
}

/// `POST /api/parcels`: many orders with one courier at once.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BookParcels {
    /// At most 500 orders' `_id`s.
    pub order_ids: Vec<i64>,
    pub courier: crate::courier::Courier,
}

/// `POST /api/cod/payouts`: a courier's payout, from its payout sheet.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PayoutSheet {
    pub courier: crate::courier::Courier,
    /// The payout's reference on the courier's statement.
    pub reference: String,
    /// The sheet as CSV (`shared::cod::parse_payout_sheet`).
    pub sheet: String,
}

/// `POST /api/delivery-charges/quote`: what delivering some lines would cost, to a district
/// when the buyer has chosen one.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuoteDelivery {
    pub lines: Vec<crate::CartLine>,
    /// One of the 64 districts; absent or empty for the charge in each zone only.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub district: Option<String>,
}

/// `PUT /api/users/me/order-texts`: whether to text the buyer at each step of their orders.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderTextsChoice {
    pub order_texts: bool,
}

/// `POST /api/phone/code` and `POST /api/me/mobile/code`: a one-time code to this number.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PhoneOnly {
    /// A Bangladeshi mobile number: `01712345678`, `01712-345678` or `+8801712345678`.
    #[serde(default)]
    pub phone: String,
}

/// `POST /api/phone/sign-in`: the code sent to a number, and a name for an account it makes.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PhoneSignIn {
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub code: String,
    /// The buyer's name, when the number has no account yet.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub name: Option<String>,
}

/// `POST /api/me/mobile`: the code sent to the number the account adds.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MobileProof {
    #[serde(default)]
    pub phone: String,
    #[serde(default)]
    pub code: String,
}

/// `POST /api/orders/confirm`: the code texted to a cash-on-delivery order's buyer.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmCode {
    #[serde(default)]
    pub code: String,
}
