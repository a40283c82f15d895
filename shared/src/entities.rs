//! The shop's records as they travel in JSON, under the spec's field names (§3): `_id`,
//! `toolName`, `availableQuantity`, … Money fields are numbers of taka (see [`Money`]);
//! timestamps are milliseconds since the Unix epoch.

use crate::lifecycle::{AdminStep, Milestones, MoneyStep, OrderStatus, Step};
use crate::payment::{PaymentCheck, PaymentMethod};
use crate::{Money, PriceTier, VatRate, calendar};
use serde::{Deserialize, Serialize};

/// A tool, part or sensor in the catalogue.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tool {
    #[serde(rename = "_id")]
    pub id: i64,
    pub tool_name: String,
    /// Where the picture is served, e.g. `/api/images/…`.
    pub tool_image: String,
    pub tool_description: String,
    /// The name in Bangla, shown on Bangla screens, when the shop has given one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_name_bn: Option<String>,
    /// The description in Bangla, when the shop has given one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_description_bn: Option<String>,
    pub tool_price: Money,
    pub min_order: u32,
    pub available_quantity: u32,
    /// The VAT in its price, in basis points (1500 = 15 %).
    pub vat_rate: VatRate,
    /// One piece, packed, in grams: what a parcel of it weighs for the courier.
    pub weight_grams: u32,
    /// The shop's SKU, its own in the catalogue (`shared::part_number`): typed into the search,
    /// it goes straight to the tool.
    pub part_number: String,
    /// Who makes it, when the shop has said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
    /// The slug of its category (`shared::category`), when it is in one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<String>,
    pub created_at: i64,
    /// Lower unit prices from larger quantities on, by rising `minQuantity`; empty when the
    /// tool has one price.
    #[serde(default)]
    pub price_tiers: Vec<PriceTier>,
    /// Its values of its category's specifications (`shared::specification`), by key, each in
    /// its one form (`"0.5"`, `"m12"`, `"yes"`). Given on the tool's own page
    /// (`GET /tools/{id}`), not in listings.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub specs: std::collections::BTreeMap<String, String>,
}

impl Tool {
    /// The name a reader of `lang` sees: the Bangla name on Bangla screens, where there is one.
    pub fn name_in(&self, lang: crate::Lang) -> &str {
        in_language(lang, &self.tool_name, self.tool_name_bn.as_deref())
    }

    /// The description a reader of `lang` sees.
    pub fn description_in(&self, lang: crate::Lang) -> &str {
        in_language(
            lang,
            &self.tool_description,
            self.tool_description_bn.as_deref(),
        )
    }
}

/// `bangla` for a Bangla reader when the shop wrote it, else `text`.
pub fn in_language<'a>(lang: crate::Lang, text: &'a str, bangla: Option<&'a str>) -> &'a str {
    match (lang, bangla) {
        (crate::Lang::Bn, Some(bangla)) => bangla,
        _ => text,
    }
}

/// An order as its buyer and the admins read it. The tool's name, image and price are the
/// order's own copies, so they survive a later price change or the tool's removal.
// The API reads it straight from its query's columns, which carry these fields' names.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "sqlx", derive(sqlx::FromRow))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    #[serde(rename = "_id")]
    pub id: i64,
    pub user_name: String,
    pub user_email: String,
    pub tool_id: Option<i64>,
    pub tool_name: String,
    pub tool_image: String,
    pub tool_price: Money,
    #[cfg_attr(feature = "sqlx", sqlx(try_from = "i64"))]
    pub quantity: u32,
    pub total_price: Money,
    /// What delivery was charged, its own line of the order (in `totalPrice`); 0 when the
    /// shop charged nothing for it.
    #[serde(default)]
    pub delivery_charge: Money,
    /// The VAT rate in the delivery charge.
    #[serde(default)]
    pub delivery_vat_rate: VatRate,
    /// The VAT in `totalPrice`: the sum of its lines' and the delivery charge's (see
    /// [`crate::vat`]).
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub vat: Money,
    #[cfg_attr(feature = "sqlx", sqlx(try_from = "crate::stored::Flag"))]
    pub is_paid: bool,
    #[cfg_attr(feature = "sqlx", sqlx(try_from = "crate::stored::Flag"))]
    pub is_delivered: bool,
    #[cfg_attr(feature = "sqlx", sqlx(try_from = "crate::stored::Flag"))]
    pub is_reviewed: bool,
    /// The mobile number the courier calls, given at checkout.
    pub phone_number: Option<String>,
    /// House, road and area, given at checkout; the district is apart.
    pub address: Option<String>,
    /// Who receives the parcel.
    pub recipient: Option<String>,
    /// One of the 64 districts.
    pub district: Option<String>,
    pub transaction_id: Option<String>,
    /// When it was placed.
    pub created_at: i64,
    pub paid_at: Option<i64>,
    pub shipped_at: Option<i64>,
    pub delivered_at: Option<i64>,
    pub cancelled_at: Option<i64>,
    pub refunded_at: Option<i64>,
    /// How the buyer pays or paid: `null` until they choose cash on delivery or a bank
    /// transfer, or a payment is confirmed.
    pub payment_method: Option<PaymentMethod>,
    /// When the shop confirmed a cash-on-delivery order with its buyer (by phone); until then
    /// it expires unpaid like any other order.
    #[serde(default)]
    pub confirmed_at: Option<i64>,
    /// Who confirmed it: `shop` (after a call) or `buyer` (by the link texted to them).
    #[serde(default)]
    pub confirmed_by: Option<String>,
    /// The buyer's purchase-order number, printed on the order's documents.
    #[serde(default)]
    pub po_number: Option<String>,
    /// The company the order was placed for, by its registered name.
    #[serde(default)]
    pub company_name: Option<String>,
    /// When the order was found above its buyer's spending limit, and when their company
    /// approved it (`shared::company::needs_approval`).
    #[serde(default)]
    pub approval_requested_at: Option<i64>,
    #[serde(default)]
    pub approved_at: Option<i64>,
    /// A payment the shop is still confirming with its provider, or holds for the owner's
    /// decision; `null` when there is none.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub payment_check: Option<PaymentCheck>,
    /// The parcel a courier carries it in; `null` until an admin books one.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub parcel: Option<crate::courier::Parcel>,
    /// `SHT-2026-000042`, as every list, order page and invoice prints it.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub order_number: String,
    /// Where the order stands, from its dates (see [`crate::lifecycle`]).
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub status: OrderStatus,
    /// The steps behind it and ahead of it.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub timeline: Vec<Step>,
    /// Whether it says where it goes (recipient, phone, address, district): the admins cannot
    /// ship it otherwise.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub has_delivery_details: bool,
    /// The admins' next step on its way (ship, deliver), if any.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub admin_step: Option<AdminStep>,
    /// Money the admins can record now (cash or a transfer received, a refund made by hand).
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub money_step: Option<MoneyStep>,
    /// Every tool of the order. For a one-tool order the fields above describe its one line;
    /// for several, `toolName`, `toolImage` and `toolPrice` are the first line's, `quantity`
    /// counts every piece and `totalPrice` is the sum of the lines.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub lines: Vec<OrderLine>,
}

impl Order {
    pub fn milestones(&self) -> Milestones {
        Milestones {
            placed_at: self.created_at,
            paid_at: self.paid_at,
            shipped_at: self.shipped_at,
            delivered_at: self.delivered_at,
            cancelled_at: self.cancelled_at,
            refunded_at: self.refunded_at,
            payment_method: self.payment_method,
            confirmed_at: self.confirmed_at,
            approval_requested_at: self.approval_requested_at,
            approved_at: self.approved_at,
        }
    }

    /// Fills in what follows from the stored fields: the number, the status and the timeline.
    pub fn with_lifecycle(mut self) -> Self {
        let milestones = self.milestones();
        self.order_number = order_number(self.id, self.created_at);
        self.status = milestones.status();
        self.timeline = milestones.timeline();
        self.admin_step = milestones.admin_step();
        self.money_step = milestones.money_step();
        for line in &mut self.lines {
            line.vat = crate::vat::split(line.total_price, line.vat_rate).vat;
        }
        // Split line by line, so a register of lines adds up to the order to the poisha.
        let delivery_vat = crate::vat::split(self.delivery_charge, self.delivery_vat_rate).vat;
        self.vat = self
            .lines
            .iter()
            .map(|line| line.vat)
            .try_fold(delivery_vat, Money::checked_add)
            .unwrap_or_default();
        self.has_delivery_details = crate::delivery::is_complete([
            self.recipient.as_deref(),
            self.phone_number.as_deref(),
            self.address.as_deref(),
            self.district.as_deref(),
        ]);
        self
    }
}

/// `SHT-2026-000042`: the shop's prefix, the year the order was placed in Dhaka and its id.
pub fn order_number(id: i64, placed_at: i64) -> String {
    let year = calendar::dhaka_day(placed_at).year;
    format!("SHT-{year}-{id:06}")
}

/// One tool of an order, with its name, picture and unit price as they were when ordered.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "sqlx", derive(sqlx::FromRow))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderLine {
    #[serde(rename = "_id")]
    pub id: i64,
    /// `null` once the tool has been removed from the catalogue.
    pub tool_id: Option<i64>,
    pub tool_name: String,
    /// The tool's Bangla name when it was ordered, if the shop had given one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool_name_bn: Option<String>,
    pub tool_image: String,
    /// The price of one piece, after the tool's price breaks.
    pub unit_price: Money,
    #[cfg_attr(feature = "sqlx", sqlx(try_from = "i64"))]
    pub quantity: u32,
    pub total_price: Money,
    /// The tool's VAT rate when ordered, kept for the invoice (basis points).
    pub vat_rate: VatRate,
    /// The VAT in `totalPrice`.
    #[serde(default)]
    #[cfg_attr(feature = "sqlx", sqlx(skip))]
    pub vat: Money,
    #[cfg_attr(feature = "sqlx", sqlx(try_from = "crate::stored::Flag"))]
    pub is_reviewed: bool,
}

impl OrderLine {
    /// The tool's name as a reader of `lang` sees it, as it was when ordered.
    pub fn name_in(&self, lang: crate::Lang) -> &str {
        in_language(lang, &self.tool_name, self.tool_name_bn.as_deref())
    }
}

/// A published review, as the home page carousel shows it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Review {
    #[serde(rename = "_id")]
    pub id: i64,
    /// The reviewer's display name.
    pub user: String,
    /// The reviewer's photo; the UI shows a default picture when there is none.
    pub user_image: Option<String>,
    pub review: String,
    pub rating: u8,
    pub tool_name: Option<String>,
    pub created_at: i64,
}

/// What a person may do in the shop.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    #[default]
    User,
    Admin,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::User => "user",
            Role::Admin => "admin",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "user" => Some(Role::User),
            "admin" => Some(Role::Admin),
            _ => None,
        }
    }
}

/// A person's account and profile. Unset profile fields are `null`; the UI shows 'N/A'.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub email: String,
    pub role: Role,
    pub display_name: Option<String>,
    #[serde(rename = "photoURL")]
    pub photo_url: Option<String>,
    pub institution: Option<String>,
    pub phone_number: Option<String>,
    pub address: Option<String>,
    pub date_of_birth: Option<String>,
    /// The language the account chose (`en` / `bn`); `null` until it chooses.
    pub language: Option<crate::Lang>,
    /// Whether the buyer is texted (SMS) at each step of their orders.
    #[serde(default)]
    pub order_texts: bool,
    /// The mobile number the account proved with a code, which it may sign in with.
    #[serde(default)]
    pub mobile: Option<String>,
}

/// A post on the blog page.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Blog {
    #[serde(rename = "_id")]
    pub id: i64,
    /// The author's name.
    pub name: String,
    /// The publication date, `YYYY-MM-DD`.
    pub date: String,
    /// The author's picture.
    pub image: String,
    pub blog_heading: String,
    pub blog_image: String,
    /// The post's text.
    pub blog: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tools_use_the_spec_field_names() {
        let tool = Tool {
            id: 7,
            tool_name: "Torque Wrench".into(),
            tool_image: "/api/images/wrench.svg".into(),
            tool_description: "A wrench.".into(),
            tool_name_bn: None,
            tool_description_bn: None,
            tool_price: Money::from_poisha(125_050).unwrap(),
            min_order: 10,
            available_quantity: 500,
            vat_rate: VatRate::STANDARD,
            weight_grams: 500,
            part_number: "TL-000007".into(),
            brand: None,
            category: None,
            created_at: 0,
            price_tiers: Vec::new(),
            specs: Default::default(),
        };
        let json = serde_json::to_value(&tool).unwrap();
        for key in [
            "_id",
            "toolName",
            "toolImage",
            "toolDescription",
            "toolPrice",
            "minOrder",
            "availableQuantity",
            "partNumber",
        ] {
            assert!(json.get(key).is_some(), "{key} missing from {json}");
        }
        assert_eq!(json["toolPrice"], 1250.5);
    }

    #[test]
    fn users_use_the_spec_field_names() {
        let json = serde_json::to_value(User {
            email: "a@b.co".into(),
            role: Role::Admin,
            display_name: None,
            photo_url: None,
            institution: None,
            phone_number: None,
            address: None,
            date_of_birth: None,
            language: None,
            order_texts: true,
            mobile: None,
        })
        .unwrap();
        assert_eq!(json["role"], "admin");
        assert!(json.get("photoURL").is_some() && json.get("displayName").is_some());
    }
}
