//! RedX's OpenAPI (`openapi.redx.com.bd/v1.0.0-beta`), as its "RedX OpenAPI Documentation"
//! describes it: the header `API-ACCESS-TOKEN: Bearer {token}` on every call;
//! - `POST /parcel` with `customer_name`, `customer_phone`, `delivery_area` and
//!   `delivery_area_id` (from the areas list), `customer_address`, `merchant_invoice_id`,
//!   `cash_collection_amount` (taka), `parcel_weight` (grams), `instruction`, `value` (what
//!   the goods are worth) and `parcel_details_json` (`[{name, category, value}]`), answered
//!   `{"tracking_id": …}`;
//! - `GET /parcel/info/{tracking_id}`: `parcel.status` (`pickup-pending` … `returned`),
//!   `parcel.charge`, `parcel.cash_collection_amount`;
//! - `GET /areas?district_name=…`: `areas[]` of `{id, name, post_code, division_name,
//!   zone_id}`.
//!
//! A refusal is a 4xx with a `message`. RedX cannot be asked about a parcel by its
//! `merchant_invoice_id`, so a booking whose answer was lost stays unconfirmed until the
//! owner looks in RedX's panel.

use super::places::PlaceBook;
use super::settings::RedxConfig;
use super::{
    Booked, CourierApi, ParcelRequest, Standing, Tracked, amount, choose_place, courier_client,
    judge, send,
};
use crate::processors::ProviderError;
use crate::processors::amount::taka_text;
use async_trait::async_trait;
use serde_json::{Value, json};
use shared::courier::Courier;

pub struct Redx {
    http: reqwest::Client,
    api_url: String,
    token: String,
    /// Each district's areas, kept once asked.
    places: PlaceBook,
}

impl Redx {
    pub fn new(settings: &RedxConfig, places: PlaceBook) -> Self {
        Redx {
            http: courier_client(),
            api_url: settings.api_url.trim_end_matches('/').to_owned(),
            token: settings.token.clone(),
            places,
        }
    }

    async fn read(&self, request: reqwest::RequestBuilder) -> Result<Value, ProviderError> {
        let request = request.header("API-ACCESS-TOKEN", format!("Bearer {}", self.token));
        let (status, body) = send("RedX", request).await?;
        judge("RedX", status, body)
    }

    /// RedX's area for a district and an address.
    async fn area(&self, district: &str, address: &str) -> Result<(i64, String), ProviderError> {
        let areas = self
            .places
            .list(Courier::Redx, &format!("areas:{district}"), async {
                let url = format!("{}/areas", self.api_url);
                let answer = self
                    .read(self.http.get(url).query(&[("district_name", district)]))
                    .await?;
                Ok(answer["areas"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|area| {
                        Some((area["id"].as_i64()?, area["name"].as_str()?.to_owned()))
                    })
                    .collect())
            })
            .await?;
        choose_place(&areas, address).cloned().ok_or_else(|| {
            ProviderError::refused("area", format!("RedX lists no area in {district}."))
        })
    }
}

#[async_trait]
impl CourierApi for Redx {
    fn courier(&self) -> Courier {
        Courier::Redx
    }

    async fn book(&self, parcel: &ParcelRequest) -> Result<Booked, ProviderError> {
        let (area_id, area) = self.area(&parcel.district, &parcel.address).await?;
        let body = json!({
            "customer_name": parcel.recipient,
            "customer_phone": parcel.phone,
            "delivery_area": area,
            "delivery_area_id": area_id,
            "customer_address": parcel.address,
            "merchant_invoice_id": parcel.reference,
            "cash_collection_amount": taka_text(parcel.cod_poisha),
            "parcel_weight": parcel.weight_grams,
            "instruction": "",
            "value": taka_text(parcel.value_poisha),
            "parcel_details_json": [{
                "name": parcel.description,
                "category": "Tools",
                "value": taka_text(parcel.value_poisha),
            }],
        });
        let url = format!("{}/parcel", self.api_url);
        let answer = self.read(self.http.post(url).json(&body)).await?;
        let tracking = answer["tracking_id"].as_str().ok_or_else(|| {
            ProviderError::Unknown(format!("RedX's answer has no tracking_id: {answer}"))
        })?;
        Ok(Booked {
            reference: parcel.reference.clone(),
            consignment_id: Some(tracking.to_owned()),
            tracking_code: Some(tracking.to_owned()),
            charge_poisha: None,
        })
    }

    async fn find(&self, _reference: &str) -> Result<Option<Booked>, ProviderError> {
        Err(ProviderError::Unknown(
            "RedX cannot be asked about a parcel by its merchant_invoice_id".into(),
        ))
    }

    async fn standing(&self, parcel: &Tracked) -> Result<Standing, ProviderError> {
        let Some(tracking) = &parcel.consignment_id else {
            return Err(ProviderError::Unknown("no tracking id".into()));
        };
        let url = format!("{}/parcel/info/{tracking}", self.api_url);
        let answer = self.read(self.http.get(url)).await?;
        let info = &answer["parcel"];
        let word = info["status"].as_str().ok_or_else(|| {
            ProviderError::Unknown(format!("RedX's parcel info has no status: {answer}"))
        })?;
        Ok(Standing {
            word: word.to_owned(),
            at: None,
            collected_poisha: None,
            charge_poisha: amount(&info["charge"]),
        })
    }
}
