//! The text channel: the buyer hears of every step of their order by SMS too, at the number
//! the order goes to, in their language, unless they turned order texts off on their profile.
//! Each step is queued once (its key names the order and the step), and sent by the queue.

use super::{Channel, News, mark_done};
use crate::error::Result;
use crate::runtime::state::AppState;
use crate::sms::queue::{self, Purpose, Text};
use async_trait::async_trait;
use shared::order_texts::{self, TextLinks};

pub struct TextChannel;

#[async_trait]
impl Channel for TextChannel {
    fn name(&self) -> &'static str {
        "sms"
    }

    /// The batch's texts are queued in the transaction that moves the channel's place: each
    /// step is queued exactly once, even across a crash.
    async fn tell(&self, state: &AppState, news: &[News], through: i64) -> Result<()> {
        let written: Vec<(&News, &str, String, String)> = news
            .iter()
            .filter(|news| news.texts_wanted)
            .filter_map(|news| {
                let phone = news.order.phone_number.as_deref()?;
                Some((news, phone, key_of(news), body_of(state, news)))
            })
            .collect();
        let texts: Vec<Text> = written
            .iter()
            .map(|(news, to, key, body)| Text {
                key,
                to,
                body,
                purpose: Purpose::Notice,
                lang: news.lang,
            })
            .collect();
        let mut tx = state.writer.begin().await?;
        queue::enqueue_all(&mut tx, &texts).await?;
        mark_done(&mut tx, self, through).await?;
        tx.commit().await?;
        Ok(())
    }
}

/// What the text is for: the order and the step, so that each is queued once.
fn key_of(news: &News) -> String {
    format!("order-{}-{}", news.order.id, news.event.event.id())
}

fn body_of(state: &AppState, news: &News) -> String {
    let order = &news.order;
    let tracking = order
        .parcel
        .as_ref()
        .filter(|parcel| parcel.tracking_link.is_some())
        .and_then(|parcel| parcel.tracking_code.as_deref())
        .map(|code| order_texts::tracking_link(&state.config.public_url(), code));
    let links = TextLinks {
        tracking: tracking.as_deref(),
        unpaid_hours: state.config.unpaid_order_ttl.as_secs() / 3600,
    };
    order_texts::buyer_text(news.lang, news.event.event, order, links)
}
