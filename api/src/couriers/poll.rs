//! Asking the couriers, every half hour, about the parcels still moving: what a lost webhook
//! did not say arrives this way. A courier's answer that differs from the parcel's last word
//! is stored and applied as a report of its own.

use super::Tracked;
use super::reports::{self, Incoming};
use crate::error::Result;
use crate::runtime::state::AppState;
use crate::store::db;
use shared::courier::Courier;
use std::time::Duration;

/// How often the couriers are asked.
pub const EVERY: Duration = Duration::from_secs(30 * 60);

#[derive(sqlx::FromRow)]
struct Moving {
    courier: String,
    reference: String,
    consignment_id: Option<String>,
    tracking_code: Option<String>,
    courier_word: Option<String>,
}

/// Asks about every parcel still moving; how many reports it brought.
pub async fn run_once(state: &AppState) -> Result<usize> {
    let moving: Vec<Moving> = sqlx::query_as(
        "SELECT courier, reference, consignment_id, tracking_code, courier_word FROM parcels
         WHERE dropped_at IS NULL AND courier <> 'own'
           AND status NOT IN ('delivered', 'partlyDelivered', 'returned', 'cancelledByCourier',
                              'booking')",
    )
    .fetch_all(&state.db)
    .await?;
    let mut brought = 0;
    for parcel in moving {
        let Some(courier) = Courier::from_id(&parcel.courier) else {
            continue;
        };
        let Some(api) = state.couriers.api(courier) else {
            continue;
        };
        let tracked = Tracked {
            reference: parcel.reference.clone(),
            consignment_id: parcel.consignment_id.clone(),
            tracking_code: parcel.tracking_code,
        };
        let standing = match api.standing(&tracked).await {
            Ok(standing) => standing,
            Err(error) => {
                tracing::info!(courier = courier.id(), reference = parcel.reference, %error, "courier poll");
                continue;
            }
        };
        if parcel.courier_word.as_deref() == Some(standing.word.as_str()) {
            continue;
        }
        let report = Incoming {
            consignment: parcel.consignment_id,
            reference: Some(parcel.reference),
            body: serde_json::json!({ "polled": standing.word }).to_string(),
            word: standing.word,
            message: None,
            happened_at: standing.at.unwrap_or_else(db::now_ms),
            collected_poisha: standing.collected_poisha,
            charge_poisha: standing.charge_poisha,
        };
        reports::receive(state, courier, std::slice::from_ref(&report)).await?;
        brought += 1;
    }
    Ok(brought)
}

/// Polls every half hour for as long as the shop serves.
pub fn spawn(state: AppState) {
    crate::runtime::periodic::in_leader(EVERY, state.writer.leadership(), move || {
        let state = state.clone();
        async move {
            if let Err(error) = run_once(&state).await {
                tracing::warn!(%error, "polling the couriers failed");
            }
        }
    });
}
