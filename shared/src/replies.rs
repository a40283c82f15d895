//! The bodies of the API's successful answers, one type per shape. Handlers send these types
//! and the OpenAPI document is generated from them, so the two cannot drift apart.

use crate::payment::PaymentMethod;
use crate::{Money, Role, User};
use serde::Serialize;

/// A record was created (or, for a repeated order, found): its id.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Inserted {
    pub inserted_id: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub message: Option<String>,
}

impl Inserted {
    pub fn id(inserted_id: i64) -> Self {
        Self {
            inserted_id,
            message: None,
        }
    }
}

/// A record was changed; `modifiedCount` is 0 when it already was as asked.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Modified {
    pub modified_count: u64,
    pub message: String,
}

/// A record was removed.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Deleted {
    pub deleted_count: u64,
    pub message: String,
}

/// Pieces were added to a tool's stock.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Restocked {
    pub modified_count: u64,
    /// The stock after the addition.
    pub available_quantity: i64,
    pub message: String,
}

/// A sentence for the person who sent the request.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct Note {
    pub message: String,
}

impl Note {
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }
}

/// An address was proved. `resetToken` is set when the proof discarded a password the prover
/// may not have set (a link sent again on request): the prover chooses one with it at once.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Verified {
    pub message: String,
    pub reset_token: Option<String>,
}

/// An order was paid.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Paid {
    /// The processor's reference for the payment.
    pub transaction_id: String,
    pub message: String,
}

/// A session: the bearer token for later requests and the account it belongs to.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SignedIn {
    pub access_token: String,
    pub user: User,
}

/// Whether an account is an admin (for the dashboard's menu).
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct AdminCheck {
    pub admin: bool,
    pub role: Role,
}

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct Health {
    /// Always `ok`: any trouble answers 500 instead.
    pub status: &'static str,
}

/// Where an uploaded picture is served.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct Uploaded {
    pub url: String,
}

/// A Stripe PaymentIntent for the browser's card form to confirm.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentIntent {
    /// For Stripe.js; Stripe always sends one for an intent the shop created.
    pub client_secret: Option<String>,
    pub payment_intent_id: String,
}

/// A Stripe event was received and handled as `outcome` says.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct WebhookReceipt {
    pub received: bool,
    pub event: String,
    pub outcome: &'static str,
}

/// What the browser needs to know of the shop's setup.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct ClientConfig {
    /// The public web config of Firebase sign-in; `null` when it is not switched on.
    pub firebase: Option<FirebaseWebConfig>,
    pub payments: PaymentsConfig,
    /// Every way to pay this shop takes, in the order the payment page offers them.
    #[serde(rename = "paymentMethods")]
    pub payment_methods: Vec<PaymentMethodConfig>,
}

/// A way to pay the shop takes, with its limits and what the buyer needs to see.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentMethodConfig {
    pub id: PaymentMethod,
    /// The most it takes for one order, if limited.
    pub max_amount: Option<Money>,
    /// The least it takes for one order, if limited.
    pub min_amount: Option<Money>,
    /// The shop's account, for bank transfers.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub account: Option<BankAccount>,
}

/// Where a bank transfer goes.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BankAccount {
    pub account_name: String,
    pub account_number: String,
    pub bank: String,
    pub branch: String,
    /// The branch's routing number, which BEFTN and NPSB transfers ask for.
    pub routing_number: String,
}

/// A way to pay for one order: offered, or refused with the reason to show.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PaymentOption {
    pub id: PaymentMethod,
    /// Why it cannot take this order; `null` when it can.
    pub refusal: Option<String>,
}

/// What follows a chosen way to pay.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(tag = "next", rename_all = "camelCase")]
pub enum PaymentStart {
    /// Go to the provider's payment page.
    Redirect { url: String },
    /// Cash on delivery: the order is confirmed and ships unpaid.
    Confirmed { message: String },
    /// Bank transfer: the account, the amount and the reference to quote.
    Transfer {
        message: String,
        account: BankAccount,
        amount: Money,
        reference: String,
    },
}

#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FirebaseWebConfig {
    pub api_key: String,
    pub auth_domain: String,
    pub project_id: String,
}

/// Which processor takes cards: the built-in test processor or Stripe (with its public key).
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(tag = "provider", rename_all = "lowercase")]
pub enum PaymentsConfig {
    /// The built-in test processor: a demo shop only.
    Test,
    Stripe {
        #[serde(rename = "publishableKey")]
        publishable_key: String,
    },
    /// No cards: a real shop without Stripe.
    None,
}

/// A message in the shop's outbox, as the admins read it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMail {
    #[serde(rename = "_id")]
    pub id: i64,
    pub to: String,
    pub subject: String,
    /// The text as sent: a verification or password-reset mail carries its link here, whole
    /// while the mail is kept (no mail server), its one-time secret hidden (`?token=…`) once a
    /// mail server was asked to deliver it.
    pub body: String,
    pub created_at: i64,
    pub status: MailStatus,
    /// When a mail server accepted it.
    pub sent_at: Option<i64>,
    /// Why the mail server refused it.
    pub error: Option<String>,
    /// The message this one repeats, for a resend.
    pub resent_from: Option<i64>,
    /// The VAT document it carries, printed when it is sent.
    pub attachment: Option<MailAttachment>,
}

/// A message a visitor sent through the contact form, as the owner's inbox shows it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "sqlx", derive(sqlx::FromRow))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InboxMessage {
    #[serde(rename = "_id")]
    pub id: i64,
    /// Who wrote, and where an answer goes.
    pub email: String,
    pub message: String,
    pub created_at: i64,
    /// The language they wrote in; the answer's mail is framed in it.
    pub language: crate::Lang,
    pub read_at: Option<i64>,
    pub answered_at: Option<i64>,
    /// What the owner answered, when they did.
    pub answer: Option<String>,
    pub archived_at: Option<i64>,
}

/// A VAT document attached to a mail about its order.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MailAttachment {
    /// `mushak-6.3-….pdf`
    pub file_name: String,
    /// The order whose document it is (`/api/orders/{orderId}/invoice.pdf` or `…/credit-note.pdf`).
    pub order_id: i64,
    /// The credit note (Mushak-6.7) rather than the tax invoice (Mushak-6.3).
    pub credit_note: bool,
}

/// What became of a message.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum MailStatus {
    /// A mail server took it.
    Sent,
    /// Kept in the outbox: the shop has no mail server.
    Kept,
    /// The mail server refused it (`error` says why).
    Failed,
}

/// A text message (SMS) in the shop's outbox, as the admins read it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxText {
    #[serde(rename = "_id")]
    pub id: i64,
    /// The 11-digit national number.
    pub to: String,
    pub body: String,
    pub created_at: i64,
    pub status: TextStatus,
    /// The messages the carriers bill it as (`shared::sms`).
    pub parts: u32,
    /// What it cost: its parts at the shop's price, once a gateway took it; nothing while it
    /// waits, when kept in the outbox, or when refused.
    pub cost: crate::Money,
    /// The gateway that took (or refused) it, its name as the owner knows it, and its id for
    /// the message.
    pub provider: Option<String>,
    pub provider_name: Option<String>,
    pub provider_message_id: Option<String>,
    pub sent_at: Option<i64>,
    /// Tries so far.
    pub attempts: u32,
    /// The gateway's last words on a failure.
    pub error: Option<String>,
    /// What the gateway's delivery report says, for a gateway that gives them; its own word
    /// for it, and when the final report came.
    pub delivery: Option<TextDelivery>,
    pub delivery_words: Option<String>,
    pub reported_at: Option<i64>,
}

/// What a gateway's delivery report says became of a text it took.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum TextDelivery {
    /// Asked for; the operator has not answered yet.
    Waiting,
    /// On the buyer's phone.
    Delivered,
    /// It will not arrive (`deliveryWords` says why).
    Undelivered,
    /// No final report came within a day, or the gateway would not say.
    Unknown,
}

/// What became of a text.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum TextStatus {
    /// Waiting to be sent, or to be tried again.
    Queued,
    /// A gateway took it.
    Sent,
    /// Kept in the outbox: the shop has no SMS gateway.
    Kept,
    /// Refused, or given up on after the last try (`error` says why).
    Failed,
}

/// `GET /api/couriers`: the couriers an admin can book, own delivery first.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct CourierChoice {
    pub couriers: Vec<crate::courier::Courier>,
}

/// One order of a booking of many.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Booking {
    pub order_id: i64,
    /// Its parcel, when it is booked (or was already).
    pub parcel: Option<crate::courier::Parcel>,
    /// Why it was not booked, in the courier's words where it gave any.
    pub error: Option<String>,
}

/// `POST /api/parcels`: each order's outcome, in the order asked.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct Bookings {
    /// "3 of 4 orders booked".
    pub message: String,
    pub results: Vec<Booking>,
}

/// A courier's webhook was received (stored, and applied when it concerns a parcel of the
/// shop's): Steadfast's own answer, `{"status": "success", "message": …}`, which the others
/// accept too.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct HookReceipt {
    pub status: &'static str,
    pub message: &'static str,
}

impl HookReceipt {
    pub const RECEIVED: HookReceipt = HookReceipt {
        status: "success",
        message: "Webhook received successfully.",
    };
}

/// A payout recorded: how many parcels it paid out, and the lines that name none of the
/// shop's.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Serialize)]
pub struct PayoutRecorded {
    pub message: String,
    pub matched: u32,
    pub unknown: Vec<String>,
}

/// Where a catalogue import stands (`shared::import`).
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ImportStage {
    /// The file's rows are being checked; nothing changes.
    Checking,
    /// Checked: the report says what applying it would change, or what is wrong.
    Checked,
    /// Being written, in one transaction.
    Applying,
    /// Written.
    Applied,
    /// Could not be read, or refused when applied; nothing changed.
    Failed,
}

/// The two files the catalogue is imported from.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum ImportKind {
    /// One row a tool, by part number (`shared::import`).
    Tools,
    /// The category tree and its specifications (`shared::category_file`).
    Categories,
}

/// A catalogue import: its progress, what it changes and each problem with its row and column.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportStatus {
    pub id: String,
    pub file_name: String,
    /// Which file it is, known by its headings.
    pub kind: ImportKind,
    pub stage: ImportStage,
    /// The file's rows under its headings.
    pub rows: u32,
    /// Rows checked, or written, so far.
    pub done: u32,
    /// Tools (or categories and specifications) the file adds, changes and leaves as they are.
    pub created: u32,
    pub updated: u32,
    pub unchanged: u32,
    pub error_count: u32,
    /// The first problems, in the file's order.
    pub errors: Vec<ImportProblem>,
    /// The first rows that change something, in the file's order.
    pub changes: Vec<ImportChange>,
    /// Why it failed, or that it was applied.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub message: Option<String>,
}

/// One problem with an imported file.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportProblem {
    /// As a spreadsheet numbers it: the headings are row 1.
    pub row: u32,
    /// The column's heading, when the problem is one cell's.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub column: Option<String>,
    pub message: String,
}

/// One row of an imported file that changes the catalogue.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ImportChange {
    pub row: u32,
    /// What the row is matched by: a tool's part number, a category's address, or a
    /// specification's as `category/key`.
    pub key: String,
    /// Added, or the columns of one that change.
    pub added: bool,
    /// A specification the file's list for its category leaves out: removed, with the tools'
    /// values of it. Said at the row of the list's first specification.
    pub removed: bool,
    pub columns: Vec<String>,
}
