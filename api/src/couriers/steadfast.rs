//! Steadfast Courier (packzy), API V1, as its "API Documentation V1" and its Laravel package
//! (`steadfast-it/SteadFast-Courier-Laravel-Package`, `SteadfastCourier.php`) call it:
//! headers `Api-Key` and `Secret-Key` on every call; `POST /create_order` with `invoice`
//! (unique, letters, digits, hyphens and underscores), `recipient_name` (within 100
//! characters), `recipient_phone` (11 digits), `recipient_address` (within 250 characters),
//! `cod_amount` (taka, "including all charges", not below 0), `note`, `item_description` and
//! `delivery_type` (0 home delivery), answered `{"status": 200, "message": …, "consignment":
//! {"consignment_id", "invoice", "tracking_code", "status", …}}`; `POST
//! /create_order/bulk-order` with `data`, the JSON-encoded array of up to 500 orders, answered
//! with one `{invoice, consignment_id, tracking_code, status: "success"|"error"}` each;
//! `GET /status_by_invoice/{invoice}` and `/status_by_cid/{id}`, answered `{"status": 200,
//! "delivery_status": "in_review"}`.
//!
//! Its refusals come as `{"status": 400, "message": …, "errors": {field: [why]}}` (a Laravel
//! validation answer); a duplicate invoice is refused "The invoice has already been taken.",
//! which is what a booking retried after a lost answer meets: the shop then asks by invoice.

use super::payouts::Payout;
use super::settings::SteadfastConfig;
use super::{
    Booked, CourierApi, ParcelRequest, Standing, Tracked, amount, courier_client, judge, send,
};
use crate::processors::ProviderError;
use crate::processors::amount::taka_text;
use async_trait::async_trait;
use serde::Deserialize;
use serde_json::{Value, json};
use shared::cod::PayoutLine;
use shared::courier::Courier;

/// "Maximum 500 items are allowed." (Bulk Order Create).
pub const BULK_LIMIT: usize = 500;

pub struct Steadfast {
    http: reqwest::Client,
    api_url: String,
    api_key: String,
    secret_key: String,
}

impl Steadfast {
    pub fn new(settings: &SteadfastConfig) -> Self {
        Steadfast {
            http: courier_client(),
            api_url: settings.api_url.trim_end_matches('/').to_owned(),
            api_key: settings.api_key.clone(),
            secret_key: settings.secret_key.clone(),
        }
    }

    async fn call(&self, request: reqwest::RequestBuilder) -> Result<Value, ProviderError> {
        let request = request
            .header("Api-Key", &self.api_key)
            .header("Secret-Key", &self.secret_key);
        let (status, body) = send("Steadfast", request).await?;
        // Its JSON carries a status of its own, which may refuse under HTTP 200.
        let status = match body["status"]
            .as_u64()
            .and_then(|code| u16::try_from(code).ok())
        {
            Some(code) if code != 200 => reqwest::StatusCode::from_u16(code).unwrap_or(status),
            _ => status,
        };
        judge("Steadfast", status, body)
    }

    fn order(parcel: &ParcelRequest) -> Value {
        json!({
            "invoice": parcel.reference,
            "recipient_name": parcel.recipient,
            "recipient_phone": parcel.phone,
            "recipient_address": parcel.address,
            "cod_amount": taka_text(parcel.cod_poisha),
            "item_description": parcel.description,
            "total_lot": parcel.pieces,
            "delivery_type": 0,
        })
    }
}

#[derive(Deserialize)]
struct Consignment {
    consignment_id: Option<Value>,
    invoice: String,
    tracking_code: Option<String>,
}

impl From<Consignment> for Booked {
    fn from(consignment: Consignment) -> Self {
        Booked {
            reference: consignment.invoice,
            consignment_id: consignment.consignment_id.map(|id| match id {
                Value::String(text) => text,
                other => other.to_string(),
            }),
            tracking_code: consignment.tracking_code,
            charge_poisha: None,
        }
    }
}

/// One line of the bulk answer.
#[derive(Deserialize)]
struct BulkLine {
    #[serde(flatten)]
    consignment: Consignment,
    status: String,
}

#[async_trait]
impl CourierApi for Steadfast {
    fn courier(&self) -> Courier {
        Courier::Steadfast
    }

    async fn book(&self, parcel: &ParcelRequest) -> Result<Booked, ProviderError> {
        let url = format!("{}/create_order", self.api_url);
        let body = self
            .call(self.http.post(url).json(&Self::order(parcel)))
            .await?;
        let consignment: Consignment = serde_json::from_value(body["consignment"].clone())
            .map_err(|_| {
                ProviderError::Unknown(format!("Steadfast's answer has no consignment: {body}"))
            })?;
        Ok(consignment.into())
    }

    async fn book_many(&self, parcels: &[ParcelRequest]) -> Vec<Result<Booked, ProviderError>> {
        let mut answers = Vec::with_capacity(parcels.len());
        for chunk in parcels.chunks(BULK_LIMIT) {
            answers.extend(self.book_chunk(chunk).await);
        }
        answers
    }

    async fn find(&self, reference: &str) -> Result<Option<Booked>, ProviderError> {
        let url = format!("{}/status_by_invoice/{reference}", self.api_url);
        match self.call(self.http.get(url)).await {
            // It knows the invoice; its status answer names no consignment, so the parcel is
            // tracked by the invoice until a webhook names it.
            Ok(body) if body["delivery_status"].is_string() => Ok(Some(Booked {
                reference: reference.to_owned(),
                consignment_id: None,
                tracking_code: None,
                charge_poisha: None,
            })),
            Ok(_) => Ok(None),
            // "Consignment not found": no booking.
            Err(ProviderError::Refused(_)) => Ok(None),
            Err(unknown) => Err(unknown),
        }
    }

    /// `GET /payments`, then `GET /payments/{id}` for each payment not recorded yet: its
    /// consignments with their `cod_amount` and `delivery_charge` (the shahria7k/steadfast-
    /// courier SDK's `PaymentService`, after Steadfast's API). What it pays for a consignment
    /// is what it collected less its charge.
    async fn payouts(&self, known: &[String]) -> Result<Vec<Payout>, ProviderError> {
        let list = self
            .call(self.http.get(format!("{}/payments", self.api_url)))
            .await?;
        let list = if list.is_array() {
            list
        } else {
            list["data"].clone()
        };
        let mut payouts = Vec::new();
        for payment in list.as_array().into_iter().flatten() {
            let Some(id) = payment["id"].as_u64() else {
                continue;
            };
            let reference = format!("steadfast-payment-{id}");
            if known.contains(&reference) {
                continue;
            }
            let url = format!("{}/payments/{id}", self.api_url);
            let detail = self.call(self.http.get(url)).await?;
            let detail = if detail["consignments"].is_array() {
                detail
            } else {
                detail["data"].clone()
            };
            let lines = detail["consignments"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|consignment| {
                    let collected = amount(&consignment["cod_amount"])?;
                    let charge = amount(&consignment["delivery_charge"]).unwrap_or(0);
                    Some(PayoutLine {
                        parcel: match &consignment["consignment_id"] {
                            Value::String(text) => text.clone(),
                            other => other.to_string(),
                        },
                        paid: collected - charge,
                        collected: Some(collected),
                        charge: Some(charge),
                    })
                })
                .collect();
            let at = detail["updated_at"]
                .as_str()
                .and_then(shared::calendar::parse_moment)
                .unwrap_or_else(crate::store::db::now_ms);
            payouts.push(Payout {
                reference,
                at,
                lines,
            });
        }
        Ok(payouts)
    }

    async fn standing(&self, parcel: &Tracked) -> Result<Standing, ProviderError> {
        let url = match &parcel.consignment_id {
            Some(id) => format!("{}/status_by_cid/{id}", self.api_url),
            None => format!("{}/status_by_invoice/{}", self.api_url, parcel.reference),
        };
        let body = self.call(self.http.get(url)).await?;
        let word = body["delivery_status"].as_str().ok_or_else(|| {
            ProviderError::Unknown(format!("Steadfast's status has no delivery_status: {body}"))
        })?;
        Ok(Standing {
            word: word.to_owned(),
            at: None,
            collected_poisha: None,
            charge_poisha: None,
        })
    }
}

impl Steadfast {
    /// Up to 500 orders in one call. The answer pairs each order by its invoice; an order the
    /// answer leaves out is unknown (asked about before it is sent again).
    async fn book_chunk(&self, chunk: &[ParcelRequest]) -> Vec<Result<Booked, ProviderError>> {
        let orders: Vec<Value> = chunk.iter().map(Self::order).collect();
        let data = Value::Array(orders).to_string();
        let url = format!("{}/create_order/bulk-order", self.api_url);
        let answer = self
            .call(self.http.post(url).json(&json!({ "data": data })))
            .await;
        let lines: Vec<BulkLine> = match answer.map(|body| {
            // The documented answer is the bare array; an error wraps it in `data`.
            let list = if body.is_array() {
                body
            } else {
                body["data"].clone()
            };
            serde_json::from_value(list)
                .map_err(|_| ProviderError::Unknown("Steadfast's bulk answer is not a list".into()))
        }) {
            Ok(Ok(lines)) => lines,
            Ok(Err(error)) | Err(error) => {
                return chunk.iter().map(|_| Err(error.clone())).collect();
            }
        };
        let mut by_invoice: std::collections::HashMap<String, BulkLine> = lines
            .into_iter()
            .map(|line| (line.consignment.invoice.clone(), line))
            .collect();
        chunk
            .iter()
            .map(|parcel| match by_invoice.remove(&parcel.reference) {
                Some(line) if line.status == "success" => Ok(line.consignment.into()),
                // Its bulk answer gives no reason for an order it did not take.
                Some(_) => Err(ProviderError::refused(
                    "error",
                    "Steadfast did not take this order in its bulk booking; book it alone to see why.",
                )),
                None => Err(ProviderError::Unknown(
                    "Steadfast's bulk answer left this order out".into(),
                )),
            })
            .collect()
    }
}
