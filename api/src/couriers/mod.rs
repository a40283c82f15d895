//! Handing orders to couriers. Each courier the settings switch on sits behind
//! [`CourierApi`]: book one parcel or many, find a booking whose answer was lost, and read
//! where a parcel stands (for the poll that catches what a webhook missed). "Own delivery"
//! (the shop's rider, or a walk-in pickup) needs no API and is always there: the admins'
//! Ship and Deliver buttons move it.
//!
//! What the shop does with the answers lives beside: [`booking`] keeps one parcel per order
//! however often a booking is retried, [`reports`] stores each courier report once and applies
//! it to the parcel and its order, [`poll`] asks the couriers about parcels still moving.
//! A courier call that fails is a [`ProviderError`], as a payment's is: refused in the
//! courier's own words, or unknown (the booking may have happened, so the shop asks first).

pub mod booking;
pub mod defaults;
pub mod label;
pub mod own;
pub mod pathao;
pub mod payouts;
pub mod places;
pub mod poll;
pub mod redx;
pub mod reports;
pub mod settings;
pub mod steadfast;
pub mod view;
pub mod webhooks;

use crate::processors::ProviderError;
use async_trait::async_trait;
use serde_json::Value;
use settings::CourierConfig;
use shared::courier::Courier;
use std::sync::Arc;

/// An order as a courier books it.
#[derive(Debug, Clone)]
pub struct ParcelRequest {
    /// The order number: Steadfast's `invoice`, Pathao's `merchant_order_id`, RedX's
    /// `merchant_invoice_id`. A courier that keys bookings by it never makes two parcels.
    pub reference: String,
    pub recipient: String,
    /// 11 digits, `01XXXXXXXXX`.
    pub phone: String,
    /// Street address and district as one line (`shared::courier::courier_address`).
    pub address: String,
    pub district: String,
    /// What the courier collects: what is still due, 0 for a paid order.
    pub cod_poisha: i64,
    /// What the goods are worth (RedX's `value`, for its insurance).
    pub value_poisha: i64,
    pub weight_grams: u32,
    pub pieces: u32,
    /// The tools, as the courier's `item_description` reads them.
    pub description: String,
}

/// A booking the courier accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Booked {
    pub reference: String,
    /// The courier's id for the parcel; Pathao's bulk booking sends it later, by webhook.
    pub consignment_id: Option<String>,
    /// What a buyer tracks it by (Steadfast's `tracking_code`; Pathao's and RedX's are the
    /// consignment and tracking ids).
    pub tracking_code: Option<String>,
    /// The courier's delivery charge, when it says at booking (Pathao's `delivery_fee`).
    pub charge_poisha: Option<i64>,
}

/// Where a courier says a parcel stands, when asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The courier's own word for it.
    pub word: String,
    /// When it got there, by the courier's clock, when it says.
    pub at: Option<i64>,
    pub collected_poisha: Option<i64>,
    pub charge_poisha: Option<i64>,
}

/// A parcel a courier knows, as the shop asks about it.
#[derive(Debug, Clone)]
pub struct Tracked {
    pub reference: String,
    pub consignment_id: Option<String>,
    pub tracking_code: Option<String>,
}

#[async_trait]
pub trait CourierApi: Send + Sync {
    fn courier(&self) -> Courier;

    async fn book(&self, parcel: &ParcelRequest) -> Result<Booked, ProviderError>;

    /// Books many at once; each answer in the order asked. By default one after another.
    async fn book_many(&self, parcels: &[ParcelRequest]) -> Vec<Result<Booked, ProviderError>> {
        let mut answers = Vec::with_capacity(parcels.len());
        for parcel in parcels {
            answers.push(self.book(parcel).await);
        }
        answers
    }

    /// The booking of `reference`, when the courier can be asked by it and has one: what a
    /// booking whose answer was lost is checked with before it is sent again. `Ok(None)`:
    /// the courier has none, or cannot say.
    async fn find(&self, reference: &str) -> Result<Option<Booked>, ProviderError>;

    /// Where a parcel stands now.
    async fn standing(&self, parcel: &Tracked) -> Result<Standing, ProviderError>;

    /// The payouts it reports through its API, but those whose references are `known`; none
    /// for a courier that reports them otherwise (Pathao by webhook, RedX by statement).
    async fn payouts(&self, _known: &[String]) -> Result<Vec<payouts::Payout>, ProviderError> {
        Ok(Vec::new())
    }
}

/// The HTTP client couriers are called with: a courier that has not answered in 30 seconds
/// is treated as unreachable.
fn courier_client() -> reqwest::Client {
    reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .build()
        .unwrap_or_default()
}

/// An answer that is not the courier's own format: unknown, never a refusal.
fn unreadable(courier: &str, status: reqwest::StatusCode, body: &str) -> ProviderError {
    let start: String = body.chars().take(200).collect();
    ProviderError::Unknown(format!("{courier} answered {status}: {start}"))
}

/// Calls a courier; its status and JSON body. A body that is not JSON (a gateway's HTML
/// page) is unknown.
async fn send(
    courier: &str,
    request: reqwest::RequestBuilder,
) -> Result<(reqwest::StatusCode, Value), ProviderError> {
    let response = request.header("Accept", "application/json").send().await?;
    let status = response.status();
    let text = response.text().await?;
    let body = serde_json::from_str(&text).map_err(|_| unreadable(courier, status, &text))?;
    Ok((status, body))
}

/// A courier's answer read: a success's body; a 4xx that says why, a refusal in its words
/// (each field's reasons of a Laravel validation answer, `{"errors": {field: [why]}}`, or
/// its `message`); anything else unknown.
fn judge(courier: &str, status: reqwest::StatusCode, body: Value) -> Result<Value, ProviderError> {
    if status.is_success() {
        return Ok(body);
    }
    let reasons: Vec<&str> = body["errors"]
        .as_object()
        .into_iter()
        .flat_map(|errors| errors.values())
        .flat_map(|reasons| reasons.as_array().into_iter().flatten())
        .filter_map(Value::as_str)
        .collect();
    let why = match reasons.is_empty() {
        false => Some(reasons.join(" ")),
        true => body["message"].as_str().map(str::to_owned),
    };
    match (status.is_client_error(), why) {
        (true, Some(why)) => Err(ProviderError::refused(status.as_str(), why)),
        _ => Err(unreadable(courier, status, &body.to_string())),
    }
}

/// A courier's amount, a JSON number or a string (`83.46`, `"83.46"`), in poisha.
pub fn amount(value: &Value) -> Option<i64> {
    match value {
        Value::Number(number) => crate::processors::amount::poisha_of(&number.to_string()),
        Value::String(text) => crate::processors::amount::poisha_of(text),
        _ => None,
    }
}

/// The first item of `list` whose name the text contains (a thana in an address), the
/// longest such, else the first: the courier then sorts the parcel to the right place at its
/// hub.
pub fn choose_place<'a>(list: &'a [(i64, String)], text: &str) -> Option<&'a (i64, String)> {
    let text = text.to_lowercase();
    list.iter()
        .filter(|(_, name)| text.contains(&name.to_lowercase()))
        .max_by_key(|(_, name)| name.len())
        .or_else(|| list.first())
}

/// The couriers this shop books.
#[derive(Clone, Default)]
pub struct Couriers {
    apis: Vec<Arc<dyn CourierApi>>,
    /// The secrets each courier's webhook is checked against.
    pub hooks: CourierConfig,
}

impl Couriers {
    /// The couriers `config` switches on; `places` keeps their lists of places.
    pub fn from_config(config: &CourierConfig, places: places::PlaceBook) -> Self {
        let mut apis: Vec<Arc<dyn CourierApi>> = Vec::new();
        if let Some(settings) = &config.steadfast {
            apis.push(Arc::new(steadfast::Steadfast::new(settings)));
        }
        if let Some(settings) = &config.pathao {
            apis.push(Arc::new(pathao::Pathao::new(settings, places.clone())));
        }
        if let Some(settings) = &config.redx {
            apis.push(Arc::new(redx::Redx::new(settings, places)));
        }
        Couriers {
            apis,
            hooks: config.clone(),
        }
    }

    /// Every courier an admin can choose, own delivery first.
    pub fn offered(&self) -> Vec<Courier> {
        std::iter::once(Courier::OwnDelivery)
            .chain(self.apis.iter().map(|api| api.courier()))
            .collect()
    }

    /// The API of `courier`, when it is switched on (own delivery has none).
    pub fn api(&self, courier: Courier) -> Option<&Arc<dyn CourierApi>> {
        self.apis.iter().find(|api| api.courier() == courier)
    }
}
