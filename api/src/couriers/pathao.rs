//! Pathao Courier's merchant API ("Aladdin"), as its merchant API document and its official
//! WooCommerce plugin (`pathao-courier-for-woocommerce`: `PT_Hms_Api`) call it. OAuth 2.0
//! password grant: `POST /aladdin/api/v1/issue-token` with `client_id`, `client_secret`,
//! `grant_type: "password"`, `username`, `password`, answered `{token_type: "Bearer",
//! expires_in, access_token, refresh_token}`. With `Authorization: Bearer …`:
//! - `POST /aladdin/api/v1/orders`: `store_id`, `merchant_order_id`, `recipient_name` (3–100
//!   characters), `recipient_phone` (11 digits), `recipient_address` (10–220 characters),
//!   `recipient_city`, `recipient_zone` (ids from the lists below), `delivery_type` (48
//!   normal, 12 on demand), `item_type` (1 document, 2 parcel), `item_quantity`,
//!   `item_weight` (kg, 0.5–10), `item_description`, `amount_to_collect` (whole taka, 0 for a
//!   paid order); answered `{code: 200, type: "success", data: {consignment_id,
//!   merchant_order_id, order_status, delivery_fee}}`.
//! - `POST /aladdin/api/v1/orders/bulk` `{orders: […]}`: answered 202 "accepted, please wait
//!   some time"; each consignment id arrives later by the `order.created` webhook.
//! - `GET /aladdin/api/v1/orders/{consignment_id}/info`: `data.order_status_slug`,
//!   `data.updated_at`.
//! - `GET /aladdin/api/v1/city-list` and `/cities/{city_id}/zone-list`: `data.data[]` of
//!   `{city_id, city_name}` and `{zone_id, zone_name}`.
//!
//! Refusals: `{code: 422, type: "error", message: "Please fix the given errors", errors:
//! {field: [why]}}`. Pathao cannot be asked about an order by its `merchant_order_id`, so a
//! booking whose answer was lost stays unconfirmed until the owner looks in Pathao's panel.

use super::places::PlaceBook;
use super::settings::PathaoConfig;
use super::{
    Booked, CourierApi, ParcelRequest, Standing, Tracked, amount, choose_place, courier_client,
    judge, send,
};
use crate::processors::ProviderError;
use async_trait::async_trait;
use serde_json::{Value, json};
use shared::courier::{Courier, whole_taka_up};
use std::collections::HashMap;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// "48 for Normal Delivery" (12 is on-demand, same day within Dhaka).
const NORMAL_DELIVERY: u8 = 48;
/// "2 for Parcel" (1 is a document).
const ITEM_PARCEL: u8 = 2;

/// Pathao's city names where they differ from the districts' 2018 spellings.
const CITY_SPELLINGS: &[(&str, &str)] = &[
    ("Chattogram", "Chittagong"),
    ("Cumilla", "Comilla"),
    ("Barishal", "Barisal"),
    ("Jashore", "Jessore"),
    ("Bogura", "Bogra"),
    ("Jhalokathi", "Jhalokati"),
    ("Moulvibazar", "Moulvi Bazar"),
    ("Chapainawabganj", "Chapai Nawabganj"),
];

pub struct Pathao {
    http: reqwest::Client,
    api_url: String,
    settings: PathaoConfig,
    token: Mutex<Option<(String, Instant)>>,
    /// Its city list and each city's zones, kept once asked.
    places: PlaceBook,
}

impl Pathao {
    pub fn new(settings: &PathaoConfig, places: PlaceBook) -> Self {
        Pathao {
            http: courier_client(),
            api_url: settings.api_url.trim_end_matches('/').to_owned(),
            settings: settings.clone(),
            token: Mutex::default(),
            places,
        }
    }

    /// An access token, issued again a minute before it expires.
    async fn token(&self) -> Result<String, ProviderError> {
        let mut held = self.token.lock().await;
        if let Some((token, until)) = held.as_ref()
            && Instant::now() < *until
        {
            return Ok(token.clone());
        }
        let url = format!("{}/aladdin/api/v1/issue-token", self.api_url);
        let body = json!({
            "client_id": self.settings.client_id,
            "client_secret": self.settings.client_secret,
            "grant_type": "password",
            "username": self.settings.username,
            "password": self.settings.password,
        });
        let answer = self.read(self.http.post(url).json(&body)).await?;
        let token = answer["access_token"]
            .as_str()
            .ok_or_else(|| ProviderError::Unknown("Pathao issued no access_token".into()))?
            .to_owned();
        let seconds = answer["expires_in"]
            .as_u64()
            .unwrap_or(3600)
            .saturating_sub(60);
        *held = Some((token.clone(), Instant::now() + Duration::from_secs(seconds)));
        Ok(token)
    }

    async fn read(&self, request: reqwest::RequestBuilder) -> Result<Value, ProviderError> {
        let (status, body) = send("Pathao", request).await?;
        if status == reqwest::StatusCode::UNAUTHORIZED {
            // Revoked early: the next call is issued a new token.
            *self.token.lock().await = None;
        }
        judge("Pathao", status, body)
    }

    async fn get(&self, path: &str) -> Result<Value, ProviderError> {
        let token = self.token().await?;
        let url = format!("{}/aladdin/api/v1/{path}", self.api_url);
        self.read(self.http.get(url).bearer_auth(token)).await
    }

    async fn post(&self, path: &str, body: &Value) -> Result<Value, ProviderError> {
        let token = self.token().await?;
        let url = format!("{}/aladdin/api/v1/{path}", self.api_url);
        self.read(self.http.post(url).bearer_auth(token).json(body))
            .await
    }

    /// `data.data[]` of a list, as `(id, name)`.
    fn list(answer: &Value, id: &str, name: &str) -> Vec<(i64, String)> {
        answer["data"]["data"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|item| Some((item[id].as_i64()?, item[name].as_str()?.to_owned())))
            .collect()
    }

    /// Pathao's city and zone for a district and an address.
    async fn place(&self, district: &str, address: &str) -> Result<(i64, i64), ProviderError> {
        let cities = self
            .places
            .list(Courier::Pathao, "cities", async {
                Ok(Self::list(
                    &self.get("city-list").await?,
                    "city_id",
                    "city_name",
                ))
            })
            .await?;
        let spelling = CITY_SPELLINGS
            .iter()
            .find(|(ours, _)| *ours == district)
            .map_or(district, |(_, theirs)| theirs);
        let city = cities
            .iter()
            .find(|(_, name)| {
                name.eq_ignore_ascii_case(spelling) || name.eq_ignore_ascii_case(district)
            })
            .map(|(id, _)| *id)
            .ok_or_else(|| {
                ProviderError::refused("city", format!("Pathao lists no city named {district}."))
            })?;
        let zones = self
            .places
            .list(Courier::Pathao, &format!("zones:{city}"), async {
                let zones = self.get(&format!("cities/{city}/zone-list")).await?;
                Ok(Self::list(&zones, "zone_id", "zone_name"))
            })
            .await?;
        let zone = choose_place(&zones, address)
            .map(|(id, _)| *id)
            .ok_or_else(|| {
                ProviderError::refused("zone", format!("Pathao lists no zone in {district}."))
            })?;
        Ok((city, zone))
    }

    async fn order(&self, parcel: &ParcelRequest) -> Result<Value, ProviderError> {
        let (city, zone) = self.place(&parcel.district, &parcel.address).await?;
        // Pathao weighs in kilograms, from half a kilogram.
        let kilograms = f64::from(parcel.weight_grams.max(500)) / 1000.0;
        Ok(json!({
            "store_id": self.settings.store_id.parse::<i64>().unwrap_or_default(),
            "merchant_order_id": parcel.reference,
            "recipient_name": parcel.recipient,
            "recipient_phone": parcel.phone,
            "recipient_address": parcel.address,
            "recipient_city": city,
            "recipient_zone": zone,
            "delivery_type": NORMAL_DELIVERY,
            "item_type": ITEM_PARCEL,
            "item_quantity": parcel.pieces,
            "item_weight": format!("{kilograms:.1}"),
            "item_description": parcel.description,
            "amount_to_collect": whole_taka_up(parcel.cod_poisha),
        }))
    }
}

#[async_trait]
impl CourierApi for Pathao {
    fn courier(&self) -> Courier {
        Courier::Pathao
    }

    async fn book(&self, parcel: &ParcelRequest) -> Result<Booked, ProviderError> {
        let body = self.order(parcel).await?;
        let answer = self.post("orders", &body).await?;
        let data = &answer["data"];
        let consignment = data["consignment_id"].as_str().ok_or_else(|| {
            ProviderError::Unknown(format!("Pathao's answer has no consignment: {answer}"))
        })?;
        Ok(Booked {
            reference: parcel.reference.clone(),
            consignment_id: Some(consignment.to_owned()),
            tracking_code: Some(consignment.to_owned()),
            charge_poisha: amount(&data["delivery_fee"]),
        })
    }

    async fn book_many(&self, parcels: &[ParcelRequest]) -> Vec<Result<Booked, ProviderError>> {
        let mut orders = Vec::with_capacity(parcels.len());
        let mut refused = HashMap::new();
        for (at, parcel) in parcels.iter().enumerate() {
            match self.order(parcel).await {
                Ok(order) => orders.push(order),
                Err(why) => {
                    refused.insert(at, why);
                }
            }
        }
        let sent = if orders.is_empty() {
            Ok(Value::Null)
        } else {
            self.post("orders/bulk", &json!({ "orders": orders })).await
        };
        (0..parcels.len())
            .map(|at| match (refused.remove(&at), &sent) {
                (Some(why), _) => Err(why),
                // Accepted: the consignment comes by webhook.
                (None, Ok(_)) => Ok(Booked {
                    reference: parcels[at].reference.clone(),
                    consignment_id: None,
                    tracking_code: None,
                    charge_poisha: None,
                }),
                (None, Err(why)) => Err(why.clone()),
            })
            .collect()
    }

    async fn find(&self, _reference: &str) -> Result<Option<Booked>, ProviderError> {
        Err(ProviderError::Unknown(
            "Pathao cannot be asked about an order by its merchant_order_id".into(),
        ))
    }

    async fn standing(&self, parcel: &Tracked) -> Result<Standing, ProviderError> {
        let Some(consignment) = &parcel.consignment_id else {
            return Err(ProviderError::Unknown("no consignment id yet".into()));
        };
        let answer = self.get(&format!("orders/{consignment}/info")).await?;
        let data = &answer["data"];
        let word = data["order_status_slug"]
            .as_str()
            .or(data["order_status"].as_str())
            .ok_or_else(|| {
                ProviderError::Unknown(format!("Pathao's order info has no status: {answer}"))
            })?;
        Ok(Standing {
            word: word.to_owned(),
            at: data["updated_at"]
                .as_str()
                .and_then(shared::calendar::parse_moment),
            collected_poisha: None,
            charge_poisha: amount(&data["delivery_fee"]),
        })
    }
}
