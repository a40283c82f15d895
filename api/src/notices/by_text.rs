//! The text channel: the buyer hears of every step of their order by SMS too, at the number
//! the order goes to, in their language, unless they turned order texts off on their profile.
//! Each step is queued once (its key names the order and the step), and sent by the queue.

use super::{Channel, OrderEvent};
use crate::error::Result;
use crate::runtime::state::AppState;
use crate::sales;
use crate::sms::queue::{self, Purpose, Text};
use async_trait::async_trait;
use shared::Lang;
use shared::order_texts::{self, TextLinks};
use shared::stored::Flag;

pub struct TextChannel;

#[async_trait]
impl Channel for TextChannel {
    fn name(&self) -> &'static str {
        "sms"
    }

    async fn tell(&self, state: &AppState, event: &OrderEvent) -> Result<()> {
        let Some(order) = sales::order_of(&state.db, event.order_id).await? else {
            return Ok(());
        };
        let Some(phone) = order.phone_number.as_deref() else {
            return Ok(());
        };
        // The language the account chose, else the one the order was placed in.
        let (chosen, ordered_in, Flag(wanted)): (Option<Lang>, Option<Lang>, Flag) =
            sqlx::query_as(
                "SELECT u.language, o.language, u.order_texts FROM orders o
             JOIN users u ON u.id = o.user_id WHERE o.id = $1",
            )
            .bind(order.id)
            .fetch_one(&state.db)
            .await?;
        if !wanted {
            return Ok(());
        }
        let lang = chosen.or(ordered_in).unwrap_or_default();
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
        let body = order_texts::buyer_text(lang, event.event, &order, links);
        let key = format!("order-{}-{}", order.id, event.event.id());
        let mut tx = state.writer.begin().await?;
        queue::enqueue(
            &mut tx,
            &Text {
                key: &key,
                to: phone,
                body: &body,
                purpose: Purpose::Notice,
                lang,
            },
        )
        .await?;
        tx.commit().await?;
        Ok(())
    }
}
