//! Booking orders with a courier, one parcel per order however often it is asked.
//!
//! An order is claimed first: a `parcels` row in status `booking`, which the unique index on
//! live parcels allows once per order. Only then is the courier called, with the order
//! number as its merchant reference. Its answer settles the row: booked; refused (the row
//! goes, nothing was booked, and the admin reads the courier's own reason); or no answer
//! (`unconfirmed`: the courier may have booked it). A retry of an unconfirmed booking asks
//! the courier by reference first where it can be asked (Steadfast), and otherwise leaves it
//! to the owner, who looks in the courier's panel. A retry of a booking already made answers
//! with that parcel.

use super::{Booked, ParcelRequest};
use crate::error::{AppError, Result};
use crate::http::middleware::language::say;
use crate::processors::ProviderError;
use crate::runtime::state::AppState;
use crate::store::db;
use shared::courier::{self, Courier, ParcelStatus};
use shared::entities::order_number;
use shared::{PaymentMethod, Text, messages};
use std::collections::HashMap;

/// A booking still being made this long after it began was interrupted (courier calls time
/// out after 30 seconds): a retry treats it as unconfirmed.
const BOOKING_STALE_MS: i64 = 60_000;

/// What one order's booking came to.
pub type Outcome = std::result::Result<(), AppError>;

/// An order as booking reads it.
#[derive(sqlx::FromRow)]
struct Bookable {
    id: i64,
    created_at: i64,
    recipient: Option<String>,
    phone_number: Option<String>,
    address: Option<String>,
    district: Option<String>,
    total_poisha: i64,
    #[sqlx(try_from = "shared::stored::Flag")]
    is_paid: bool,
    payment_method: Option<PaymentMethod>,
    shipped_at: Option<i64>,
    cancelled_at: Option<i64>,
    weight_grams: i64,
    pieces: i64,
    description: String,
    /// The live parcel, if any: its status and when it was booked.
    parcel_status: Option<String>,
    parcel_courier: Option<String>,
    parcel_booked_at: Option<i64>,
}

const BOOKABLE: &str = "SELECT o.id, o.created_at, o.recipient, o.phone_number, o.address,
        o.district, o.total_poisha, o.is_paid, o.payment_method, o.shipped_at, o.cancelled_at,
        (SELECT CAST(COALESCE(SUM(l.quantity * COALESCE(t.weight_grams, 500)), 0) AS BIGINT)
           FROM order_lines l LEFT JOIN tools t ON t.id = l.tool_id
          WHERE l.order_id = o.id) AS weight_grams,
        (SELECT CAST(COALESCE(SUM(quantity), 0) AS BIGINT) FROM order_lines WHERE order_id = o.id) AS pieces,
        (SELECT string_agg(quantity || ' × ' || tool_name, ', ')
           FROM order_lines WHERE order_id = o.id) AS description,
        p.status AS parcel_status, p.courier AS parcel_courier, p.booked_at AS parcel_booked_at
     FROM orders o LEFT JOIN parcels p ON p.order_id = o.id AND p.dropped_at IS NULL";

impl Bookable {
    fn number(&self) -> String {
        order_number(self.id, self.created_at)
    }

    /// Why the order cannot go to `courier` as it stands, or what it asks of the courier.
    fn request(&self, courier: Courier) -> std::result::Result<ParcelRequest, AppError> {
        let cod_on_delivery = self.payment_method.is_some_and(PaymentMethod::ships_unpaid);
        if self.cancelled_at.is_some()
            || self.shipped_at.is_some()
            || !(self.is_paid || cod_on_delivery)
        {
            return Err(AppError::conflict(messages::PARCEL_NOT_READY));
        }
        let (Some(recipient), Some(phone), Some(address), Some(district)) = (
            self.recipient.as_deref(),
            self.phone_number.as_deref(),
            self.address.as_deref(),
            self.district.as_deref(),
        ) else {
            return Err(AppError::conflict(messages::SHIP_NEEDS_DELIVERY));
        };
        let line = courier::courier_address(address, district);
        let weight = u32::try_from(self.weight_grams).unwrap_or(u32::MAX);
        if let Some(why) = courier::booking_refusal(courier, &line, weight) {
            return Err(AppError::conflict(why));
        }
        Ok(ParcelRequest {
            reference: self.number(),
            recipient: recipient.to_owned(),
            phone: phone.to_owned(),
            address: line,
            district: district.to_owned(),
            cod_poisha: if self.is_paid { 0 } else { self.total_poisha },
            value_poisha: self.total_poisha,
            weight_grams: weight,
            pieces: u32::try_from(self.pieces).unwrap_or(1),
            description: self.description.clone(),
        })
    }
}

/// What a live parcel means for a new booking of its order.
enum Existing {
    /// None, or one the courier cancelled: book afresh.
    Free,
    /// Booked already: a retry answers with it.
    Booked,
    /// The courier never answered its booking: ask before booking again.
    Unconfirmed,
    /// Another request is booking it right now.
    Booking,
}

fn existing(order: &Bookable, now: i64) -> Existing {
    match order.parcel_status.as_deref() {
        None => Existing::Free,
        Some("unconfirmed") => Existing::Unconfirmed,
        Some("booking") if now - order.parcel_booked_at.unwrap_or(0) > BOOKING_STALE_MS => {
            Existing::Unconfirmed
        }
        Some("booking") => Existing::Booking,
        Some(status)
            if ParcelStatus::from_id(status).is_some_and(ParcelStatus::allows_rebooking) =>
        {
            Existing::Free
        }
        Some(_) => Existing::Booked,
    }
}

/// Books each order with `courier`, all at once where the courier books many in one call.
/// Each order's outcome, in the order given; the admin's failures are in its language.
pub async fn book(
    state: &AppState,
    order_ids: &[i64],
    courier: Courier,
) -> Result<Vec<(i64, Outcome)>> {
    let api = match courier {
        Courier::OwnDelivery => None,
        other => Some(
            state
                .couriers
                .api(other)
                .cloned()
                .ok_or_else(|| AppError::conflict(messages::COURIER_NOT_SET_UP))?,
        ),
    };
    let now = db::now_ms();
    let mut outcomes: HashMap<i64, Outcome> = HashMap::new();
    // Claim every order that can go, in one transaction.
    let mut to_send: Vec<(i64, ParcelRequest)> = Vec::new();
    let mut to_ask: Vec<(i64, ParcelRequest)> = Vec::new();
    {
        let mut tx = state.writer.begin().await?;
        for &order_id in order_ids {
            let order: Option<Bookable> = sqlx::query_as(&format!("{BOOKABLE} WHERE o.id = $1"))
                .bind(order_id)
                .fetch_optional(&mut *tx)
                .await?;
            let Some(order) = order else {
                outcomes.insert(order_id, Err(AppError::not_found(messages::THING_ORDER)));
                continue;
            };
            let same_courier = order.parcel_courier.as_deref() == Some(courier.id());
            let before = existing(&order, now);
            match before {
                Existing::Booked if same_courier => {
                    outcomes.insert(order_id, Ok(()));
                    continue;
                }
                Existing::Booked | Existing::Booking => {
                    outcomes.insert(
                        order_id,
                        Err(AppError::conflict(messages::PARCEL_ALREADY_BOOKED)),
                    );
                    continue;
                }
                Existing::Unconfirmed if !same_courier => {
                    outcomes.insert(
                        order_id,
                        Err(AppError::conflict(messages::PARCEL_ALREADY_BOOKED)),
                    );
                    continue;
                }
                Existing::Unconfirmed | Existing::Free => {}
            }
            let request = match order.request(courier) {
                Ok(request) => request,
                Err(why) => {
                    outcomes.insert(order_id, Err(why));
                    continue;
                }
            };
            if matches!(before, Existing::Unconfirmed) {
                sqlx::query("UPDATE parcels SET status = 'booking', booked_at = $1 WHERE order_id = $2 AND dropped_at IS NULL")
                    .bind(now)
                    .bind(order_id)
                    .execute(&mut *tx)
                    .await?;
                to_ask.push((order_id, request));
                continue;
            }
            // A parcel the courier cancelled makes way for the new one.
            sqlx::query(
                "UPDATE parcels SET dropped_at = $1 WHERE order_id = $2 AND dropped_at IS NULL",
            )
            .bind(now)
            .bind(order_id)
            .execute(&mut *tx)
            .await?;
            let status = if api.is_some() {
                "booking"
            } else {
                ParcelStatus::Booked.id()
            };
            // `status_at` is the courier's time of its last report: none yet, so whatever
            // it reports first moves the parcel, however its clock runs against the shop's.
            sqlx::query(
                "INSERT INTO parcels (order_id, courier, reference, status, status_at, cod_poisha,
                                      weight_grams, booked_at)
                 VALUES ($1, $2, $3, $4, 0, $5, $6, $7)",
            )
            .bind(order_id)
            .bind(courier.id())
            .bind(&request.reference)
            .bind(status)
            .bind(request.cod_poisha)
            .bind(i64::from(request.weight_grams))
            .bind(now)
            .execute(&mut *tx)
            .await?;
            if api.is_some() {
                to_send.push((order_id, request));
            } else {
                outcomes.insert(order_id, Ok(()));
            }
        }
        tx.commit().await?;
    }
    if let Some(api) = api {
        // Unconfirmed bookings first: the courier is asked whether it has them.
        for (order_id, request) in to_ask {
            match api.find(&request.reference).await {
                Ok(Some(booked)) => {
                    settle(state, courier, vec![(order_id, Ok(booked))], &mut outcomes).await?
                }
                Ok(None) => to_send.push((order_id, request)),
                Err(_) => {
                    mark_unconfirmed(state, order_id).await?;
                    let said = Text::new(messages::COURIER_UNCONFIRMED)
                        .said("courier", courier.label_key())
                        .plain("order", request.reference);
                    outcomes.insert(order_id, Err(AppError::conflict(said)));
                }
            }
        }
        let requests: Vec<ParcelRequest> =
            to_send.iter().map(|(_, request)| request.clone()).collect();
        let answers = if requests.len() == 1 {
            vec![api.book(&requests[0]).await]
        } else {
            api.book_many(&requests).await
        };
        let answered = to_send
            .into_iter()
            .map(|(order_id, _)| order_id)
            .zip(answers)
            .collect();
        settle(state, courier, answered, &mut outcomes).await?;
    }
    Ok(order_ids
        .iter()
        .map(|id| (*id, outcomes.remove(id).unwrap_or(Ok(()))))
        .collect())
}

/// Records the courier's answers: each booked parcel gets its ids; a refused one goes (so
/// the order can be booked again); one without an answer waits, unconfirmed.
async fn settle(
    state: &AppState,
    courier: Courier,
    answers: Vec<(i64, std::result::Result<Booked, ProviderError>)>,
    outcomes: &mut HashMap<i64, Outcome>,
) -> Result<()> {
    let mut tx = state.writer.begin().await?;
    for (order_id, answer) in answers {
        let outcome = match answer {
            Ok(booked) => {
                sqlx::query(
                    // A webhook may have named the parcel first (Pathao's `order.created`
                    // can beat its bulk answer here): what it said is kept.
                    "UPDATE parcels SET
                            status = CASE WHEN status IN ('booking', 'unconfirmed') THEN 'booked'
                                          ELSE status END,
                            consignment_id = COALESCE(consignment_id, $1),
                            tracking_code = COALESCE(tracking_code, $2, $3),
                            charge_poisha = COALESCE(charge_poisha, $4)
                     WHERE order_id = $5 AND dropped_at IS NULL",
                )
                .bind(&booked.consignment_id)
                .bind(&booked.tracking_code)
                .bind(&booked.consignment_id)
                .bind(booked.charge_poisha)
                .bind(order_id)
                .execute(&mut *tx)
                .await?;
                Ok(())
            }
            Err(error) => {
                let sql = match &error {
                    // Nothing was booked: the order may be booked again.
                    ProviderError::Refused(_) => {
                        "DELETE FROM parcels WHERE order_id = $1 AND dropped_at IS NULL"
                    }
                    ProviderError::Unknown(why) => {
                        tracing::warn!(order_id, courier = courier.id(), %why, "courier booking unanswered");
                        "UPDATE parcels SET status = 'unconfirmed' WHERE order_id = $1 AND dropped_at IS NULL"
                    }
                };
                sqlx::query(sql).bind(order_id).execute(&mut *tx).await?;
                Err(AppError::BadGateway(courier_failed(courier, &error)))
            }
        };
        outcomes.insert(order_id, outcome);
    }
    tx.commit().await?;
    Ok(())
}

async fn mark_unconfirmed(state: &AppState, order_id: i64) -> Result<()> {
    let mut tx = state.writer.begin().await?;
    sqlx::query(
        "UPDATE parcels SET status = 'unconfirmed' WHERE order_id = $1 AND dropped_at IS NULL",
    )
    .bind(order_id)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(())
}

/// Drops an order's parcel that never went anywhere: a booking the courier never confirmed
/// (the owner found nothing in its panel), one the courier cancelled, or the shop's own
/// delivery before it left. Whether one was dropped.
pub async fn drop_booking(state: &AppState, order_id: i64) -> Result<bool> {
    let mut tx = state.writer.begin().await?;
    let dropped = sqlx::query(
        "UPDATE parcels SET dropped_at = $1
         WHERE order_id = $2 AND dropped_at IS NULL
           AND (status IN ('unconfirmed', 'cancelledByCourier')
                OR (courier = 'own' AND status = 'booked'))",
    )
    .bind(db::now_ms())
    .bind(order_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    tx.commit().await?;
    if dropped == 0 {
        return Err(AppError::conflict(messages::PARCEL_NOT_DROPPABLE));
    }
    Ok(true)
}

/// The words for an admin about a batch: how many of how many were booked.
pub fn summary(outcomes: &[(i64, Outcome)]) -> String {
    let booked = outcomes
        .iter()
        .filter(|(_, outcome)| outcome.is_ok())
        .count();
    say(Text::new(messages::PARCELS_BOOKED)
        .count("booked", booked as u64)
        .count("total", outcomes.len() as u64))
}

/// The owner confirms a returned parcel arrived: its tools go back to stock, once. Whether
/// they went back now (false: they had already).
pub async fn take_back(state: &AppState, order_id: i64) -> Result<bool> {
    let mut tx = state.writer.begin().await?;
    let taken = sqlx::query(
        "UPDATE parcels SET restocked_at = $1
         WHERE order_id = $2 AND dropped_at IS NULL AND status = 'returned'
           AND restocked_at IS NULL",
    )
    .bind(db::now_ms())
    .bind(order_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if taken == 1 {
        crate::sales::stock::release(&mut tx, order_id).await?;
    }
    tx.commit().await?;
    if taken == 1 {
        state.listing.invalidate();
        return Ok(true);
    }
    let restocked: Option<Option<i64>> = sqlx::query_scalar(
        "SELECT restocked_at FROM parcels WHERE order_id = $1 AND dropped_at IS NULL",
    )
    .bind(order_id)
    .fetch_optional(&state.db)
    .await?;
    match restocked {
        Some(Some(_)) => Ok(false),
        _ => Err(AppError::conflict(messages::RETURN_NOT_RETURNED)),
    }
}

/// What the admin reads when a courier call failed: its refusal in its own words, or that it
/// did not answer.
pub fn courier_failed(courier: Courier, error: &ProviderError) -> Text {
    match error {
        ProviderError::Refused(refusal) => Text::new(messages::COURIER_REFUSED)
            .said("courier", courier.label_key())
            .plain("reason", refusal.message.clone()),
        ProviderError::Unknown(_) => {
            Text::new(messages::COURIER_NO_ANSWER).said("courier", courier.label_key())
        }
    }
}
