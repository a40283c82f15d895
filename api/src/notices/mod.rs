//! Telling people what happened to an order. Each step an order takes is an event, written by
//! the database's triggers in the step's own transaction (migration 0017), so no code path can
//! move an order unannounced and a step rolled back announces nothing. Each [`Channel`] (mail,
//! and text messages) reads the events in order from where it stopped, and
//! notes how far it got after each one: a restart picks up there, and a new channel keeps its
//! own place. An event is told at least once: one whose telling was cut short by a crash is
//! told again.

mod by_mail;
mod by_text;

pub use by_mail::{MailChannel, owner_addresses, tell_owner_of_message};
pub use by_text::TextChannel;

use crate::error::Result;
use crate::runtime::state::AppState;
use crate::store::db;
use async_trait::async_trait;
use shared::lifecycle::Event;
use std::time::Duration;

/// One step of one order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderEvent {
    pub id: i64,
    pub order_id: i64,
    pub event: Event,
    pub at: i64,
}

/// A way of telling people about their orders.
#[async_trait]
pub trait Channel: Send + Sync {
    /// Its row in `notice_channels`.
    fn name(&self) -> &'static str;

    /// Tells whoever should hear of `event`. An error leaves the event to be told again.
    async fn tell(&self, state: &AppState, event: &OrderEvent) -> Result<()>;
}

/// Every channel the shop tells through.
fn channels() -> [&'static dyn Channel; 2] {
    [&MailChannel, &TextChannel]
}

/// Events read at a time.
const BATCH: i64 = 100;
/// An event older than this is passed over: news of a day-old step helps nobody, and a
/// database filled in bulk (an import, a benchmark) must not mail its whole history.
const STALE_AFTER_MS: i64 = db::DAY_MS;
/// How soon after a step its mail leaves.
const EVERY: Duration = Duration::from_secs(1);

/// Tells each channel's events since it last stopped; how many were told.
pub async fn run_once(state: &AppState) -> Result<usize> {
    let mut told = 0;
    for channel in channels() {
        told += run_channel(state, channel).await?;
    }
    Ok(told)
}

async fn run_channel(state: &AppState, channel: &dyn Channel) -> Result<usize> {
    let mut told = 0;
    loop {
        let rows: Vec<(i64, i64, String, i64)> = sqlx::query_as(
            "SELECT e.id, e.order_id, e.event, e.at FROM order_events e
             WHERE e.id > (SELECT done_through FROM notice_channels WHERE channel = $1)
             ORDER BY e.id LIMIT $2",
        )
        .bind(channel.name())
        .bind(BATCH)
        .fetch_all(&state.db)
        .await?;
        let Some(&(last, ..)) = rows.last() else {
            return Ok(told);
        };
        let fresh_from = db::now_ms() - STALE_AFTER_MS;
        let mut before = None;
        for (id, order_id, name, at) in rows {
            // The table's CHECK admits only the lifecycle's events.
            let Some(event) = Event::from_id(&name) else {
                continue;
            };
            if at >= fresh_from {
                let event = OrderEvent {
                    id,
                    order_id,
                    event,
                    at,
                };
                if let Err(error) = channel.tell(state, &event).await {
                    // What was told stays told; this one is told again next time.
                    if let Some(before) = before {
                        done_through(state, channel, before).await?;
                    }
                    return Err(error);
                }
                told += 1;
            }
            before = Some(id);
        }
        done_through(state, channel, last).await?;
    }
}

async fn done_through(state: &AppState, channel: &dyn Channel, event_id: i64) -> Result<()> {
    let mut tx = state.writer.begin().await?;
    sqlx::query("UPDATE notice_channels SET done_through = $1 WHERE channel = $2")
        .bind(event_id)
        .bind(channel.name())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Tells the events as they come, for as long as the shop runs.
pub fn spawn(state: AppState) {
    crate::runtime::periodic::in_leader(EVERY, state.writer.leadership(), move || {
        let state = state.clone();
        async move {
            if let Err(error) = run_once(&state).await {
                tracing::error!(error = ?error, "telling buyers about their orders");
            }
        }
    });
}
