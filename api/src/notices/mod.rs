//! Telling people what happened to an order. Each step an order takes is an event, written by
//! the database's triggers in the step's own transaction (migration 0017), so no code path can
//! move an order unannounced and a step rolled back announces nothing. Each [`Channel`] (mail,
//! and text messages) reads the events in order from where it stopped, a batch at a time, and
//! notes how far it got after each batch: a restart picks up there, and a new channel keeps
//! its own place. An event is told at least once: a batch whose telling was cut short by a
//! crash is told again (the texts, queued in the transaction that notes the place, once).

mod by_mail;
mod by_text;

pub use by_mail::{MailChannel, owner_addresses, tell_owner_of_message};
pub use by_text::TextChannel;

use crate::error::Result;
use crate::runtime::state::AppState;
use crate::sales;
use crate::store::db;
use async_trait::async_trait;
use shared::lifecycle::Event;
use shared::stored::Flag;
use shared::{Lang, Order};
use std::collections::HashMap;
use std::time::Duration;

/// One step of one order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OrderEvent {
    pub id: i64,
    pub order_id: i64,
    pub event: Event,
    pub at: i64,
}

/// A step to tell, with what every channel reads to tell it.
pub struct News {
    pub event: OrderEvent,
    /// The order as it stands now.
    pub order: Order,
    /// The language the account chose, else the one the order was placed in.
    pub lang: Lang,
    /// Whether the buyer takes texts about their orders (a choice on their profile).
    pub texts_wanted: bool,
}

/// A way of telling people about their orders.
#[async_trait]
pub trait Channel: Send + Sync {
    /// Its row in `notice_channels`.
    fn name(&self) -> &'static str;

    /// Tells whoever should hear of each piece of news, in order, and moves the channel's place
    /// on to the event `through` (with [`mark_done`]). A batch at a time, so that a busy hour's
    /// orders cost the write turn once per batch rather than once per step. An error leaves
    /// the batch to be told again.
    async fn tell(&self, state: &AppState, news: &[News], through: i64) -> Result<()>;
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

/// Tells each channel's events since it last stopped; how many were told. The channels go
/// side by side: one busy with a long backlog does not hold the other back.
pub async fn run_once(state: &AppState) -> Result<usize> {
    let runs = channels().map(|channel| run_channel(state, channel));
    let told = futures_util::future::try_join_all(runs).await?;
    Ok(told.into_iter().sum())
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
        let Some(&(through, ..)) = rows.last() else {
            return Ok(told);
        };
        let fresh_from = db::now_ms() - STALE_AFTER_MS;
        let events: Vec<OrderEvent> = rows
            .into_iter()
            .filter(|&(.., at)| at >= fresh_from)
            .filter_map(|(id, order_id, name, at)| {
                // The table's CHECK admits only the lifecycle's events.
                Event::from_id(&name).map(|event| OrderEvent {
                    id,
                    order_id,
                    event,
                    at,
                })
            })
            .collect();
        let news = news_of(state, events).await?;
        channel.tell(state, &news, through).await?;
        told += news.len();
    }
}

/// The news of each event whose order still exists.
async fn news_of(state: &AppState, events: Vec<OrderEvent>) -> Result<Vec<News>> {
    let mut ids: Vec<i64> = events.iter().map(|event| event.order_id).collect();
    ids.sort_unstable();
    ids.dedup();
    let orders: HashMap<i64, Order> = sales::orders_by_id(&state.db, &ids)
        .await?
        .into_iter()
        .map(|order| (order.id, order))
        .collect();
    let mut readers: HashMap<i64, (Lang, bool)> = HashMap::with_capacity(ids.len());
    // SQLite caps a statement's parameters.
    for chunk in ids.chunks(500) {
        let sql = format!(
            "SELECT o.id, u.language, o.language, u.order_texts FROM orders o
             JOIN users u ON u.id = o.user_id WHERE o.id IN ({})",
            db::placeholders(1, chunk.len())
        );
        // Not kept prepared: each count of ids is a statement of its own.
        let mut query =
            sqlx::query_as::<_, (i64, Option<Lang>, Option<Lang>, Flag)>(&sql).persistent(false);
        for id in chunk {
            query = query.bind(id);
        }
        for (id, chosen, ordered_in, Flag(texts_wanted)) in query.fetch_all(&state.db).await? {
            readers.insert(
                id,
                (chosen.or(ordered_in).unwrap_or_default(), texts_wanted),
            );
        }
    }
    Ok(events
        .into_iter()
        .filter_map(|event| {
            let &(lang, texts_wanted) = readers.get(&event.order_id)?;
            Some(News {
                order: orders.get(&event.order_id)?.clone(),
                event,
                lang,
                texts_wanted,
            })
        })
        .collect())
}

/// Notes that a channel has told every event through `event_id`, on `conn`: in the
/// transaction of what it wrote to tell them, when it wrote anything.
pub(crate) async fn mark_done(
    conn: &mut db::Connection,
    channel: &dyn Channel,
    event_id: i64,
) -> Result<()> {
    sqlx::query("UPDATE notice_channels SET done_through = $1 WHERE channel = $2")
        .bind(event_id)
        .bind(channel.name())
        .execute(conn)
        .await?;
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
