//! Which orders Manage Orders, its export and the overview's links show: by payment state,
//! delivery state, payment method, the days they were placed on and the buyer. Each state is
//! one SQL condition, written once here; the conditions of the waiting orders are the very
//! WHERE clauses of their partial indexes (migration 0014), so SQLite reads those indexes.

use crate::error::{AppError, Result};
use serde::Deserialize;
use shared::messages;
use shared::overview::{DeliveryState, PaymentState};
use shared::payment::PaymentMethod;
use utoipa::IntoParams;

/// Waiting for its buyer's payment: not paid, not cancelled, and not cash on delivery (which
/// waits for the courier, and is counted to ship).
pub const UNPAID: &str =
    "is_paid = FALSE AND cancelled_at IS NULL AND payment_method IS DISTINCT FROM 'cod'";
/// Paid (or promised in cash on delivery), not shipped, not cancelled.
pub const TO_SHIP: &str =
    "shipped_at IS NULL AND cancelled_at IS NULL AND (is_paid = TRUE OR payment_method = 'cod')";
/// Cash on delivery confirmed by nobody yet, not shipped, not cancelled (the WHERE of
/// migration 0031's partial index).
pub const TO_CONFIRM: &str = "payment_method = 'cod' AND confirmed_at IS NULL \
                               AND shipped_at IS NULL AND cancelled_at IS NULL";
/// Shipped, not delivered.
pub const ON_THE_WAY: &str = "shipped_at IS NOT NULL AND delivered_at IS NULL";

/// The orders asked for; the default is every order.
#[derive(Debug, Clone, Default)]
pub struct OrderFilter {
    /// Leave cancelled orders out.
    pub open: bool,
    pub payment: Option<PaymentState>,
    pub delivery: Option<DeliveryState>,
    pub method: Option<PaymentMethod>,
    /// Placed at or after this moment.
    pub placed_from: Option<i64>,
    /// Placed before this moment.
    pub placed_before: Option<i64>,
    /// Part of the buyer's email or name, or of the recipient's name or phone.
    pub buyer: Option<String>,
}

/// Which orders an admin's list (and its export) shows; every one without any of these.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OrderFilterQuery {
    /// `true`: only the orders not cancelled.
    open: Option<bool>,
    /// `unpaid` (waiting for the buyer's payment: not paid, not cancelled, not cash on
    /// delivery), `paid` (and not refunded) or `refunded`.
    #[param(value_type = Option<PaymentState>)]
    payment: Option<PaymentState>,
    /// `to-confirm` (cash on delivery confirmed by nobody yet), `to-ship` (paid or cash on
    /// delivery, not shipped, not cancelled), `on-the-way`, `delivered` or `cancelled`.
    #[param(value_type = Option<DeliveryState>)]
    delivery: Option<DeliveryState>,
    /// How the order is paid or to be paid.
    #[param(value_type = Option<PaymentMethod>)]
    method: Option<PaymentMethod>,
    /// Placed on or after this day in Dhaka, `YYYY-MM-DD`.
    from: Option<String>,
    /// Placed on or before this day in Dhaka, `YYYY-MM-DD`.
    to: Option<String>,
    /// Part of the buyer's email or name, or of the recipient's name or phone.
    buyer: Option<String>,
}

impl OrderFilterQuery {
    /// The filter asked for; a day that is not one, or a range that ends before it starts,
    /// is 400.
    pub fn filter(self) -> Result<OrderFilter> {
        let day = |text: Option<String>| -> Result<Option<i64>> {
            match text
                .as_deref()
                .map(str::trim)
                .filter(|text| !text.is_empty())
            {
                None => Ok(None),
                Some(text) => shared::calendar::parse_day(text)
                    .map(Some)
                    .ok_or(AppError::BadRequest(messages::DAY_INVALID.into())),
            }
        };
        let placed_from = day(self.from)?;
        let placed_before = day(self.to)?.map(|start| start + crate::store::db::DAY_MS);
        if let (Some(from), Some(before)) = (placed_from, placed_before)
            && before <= from
        {
            return Err(AppError::BadRequest(messages::DAY_INVALID.into()));
        }
        Ok(OrderFilter {
            open: self.open == Some(true),
            payment: self.payment,
            delivery: self.delivery,
            method: self.method,
            placed_from,
            placed_before,
            buyer: self
                .buyer
                .map(|buyer| buyer.trim().to_owned())
                .filter(|buyer| !buyer.is_empty()),
        })
    }
}

/// A value a condition compares with, bound in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Int(i64),
    Text(String),
}

impl OrderFilter {
    /// Whether it shows every order (or every open one), which the kept counts answer.
    pub fn is_plain(&self) -> bool {
        self.payment.is_none()
            && self.delivery.is_none()
            && self.method.is_none()
            && self.placed_from.is_none()
            && self.placed_before.is_none()
            && self.buyer.is_none()
    }

    /// The conditions on `orders` (under the alias `o`) and `users` (`u`), joined by AND and
    /// led by AND, with the values to bind in order: the first is `$first`, so that the
    /// statement's own parameters can come before.
    pub fn sql(&self, first: usize) -> (String, Vec<Value>) {
        let mut sql = String::new();
        let mut values = Vec::new();
        // The placeholder of the next value pushed.
        let next = |values: &Vec<Value>| format!("${}", first + values.len());
        let mut and = |condition: &str| {
            sql.push_str(" AND (");
            sql.push_str(condition);
            sql.push(')');
        };
        if self.open {
            and("cancelled_at IS NULL");
        }
        if let Some(payment) = self.payment {
            and(match payment {
                PaymentState::Unpaid => UNPAID,
                PaymentState::Paid => "is_paid = TRUE AND refunded_at IS NULL",
                PaymentState::Refunded => "refunded_at IS NOT NULL",
            });
        }
        if let Some(delivery) = self.delivery {
            and(match delivery {
                DeliveryState::ToConfirm => TO_CONFIRM,
                DeliveryState::ToShip => TO_SHIP,
                DeliveryState::OnTheWay => ON_THE_WAY,
                DeliveryState::Delivered => "delivered_at IS NOT NULL",
                DeliveryState::Cancelled => "cancelled_at IS NOT NULL",
            });
        }
        if let Some(method) = self.method {
            and(&format!("payment_method = {}", next(&values)));
            values.push(Value::Text(method.id().to_owned()));
        }
        if let Some(from) = self.placed_from {
            and(&format!("o.created_at >= {}", next(&values)));
            values.push(Value::Int(from));
        }
        if let Some(before) = self.placed_before {
            and(&format!("o.created_at < {}", next(&values)));
            values.push(Value::Int(before));
        }
        if let Some(buyer) = &self.buyer {
            // Case aside, on both engines: SQLite's LIKE ignores ASCII case, PostgreSQL's
            // does not, and lower() folds the same letters the pattern is folded in.
            let pattern = next(&values);
            and(&format!(
                "lower(u.email) LIKE {pattern} ESCAPE '\\' OR lower(u.display_name) LIKE {pattern} ESCAPE '\\'
                 OR lower(o.recipient) LIKE {pattern} ESCAPE '\\' OR o.phone_number LIKE {pattern} ESCAPE '\\'"
            ));
            values.push(Value::Text(format!(
                "%{}%",
                escape_like(&buyer.to_lowercase())
            )));
        }
        (sql, values)
    }
}

/// `%`, `_` and `\` as themselves in a LIKE pattern.
fn escape_like(text: &str) -> String {
    text.chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            _ => vec![c],
        })
        .collect()
}

/// Binds a filter's values to a query, in order.
pub fn bind_all<'q, O>(
    mut query: sqlx::query::QueryAs<'q, crate::store::db::Db, O, sqlx::any::AnyArguments<'q>>,
    values: &'q [Value],
) -> sqlx::query::QueryAs<'q, crate::store::db::Db, O, sqlx::any::AnyArguments<'q>> {
    for value in values {
        query = match value {
            Value::Int(int) => query.bind(*int),
            Value::Text(text) => query.bind(text.as_str()),
        };
    }
    query
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_filter_adds_nothing() {
        assert_eq!(OrderFilter::default().sql(1), (String::new(), vec![]));
        assert!(
            OrderFilter {
                open: true,
                ..Default::default()
            }
            .is_plain()
        );
    }

    #[test]
    fn a_buyer_search_matches_the_text_as_typed() {
        let filter = OrderFilter {
            buyer: Some("50%_off\\".into()),
            method: Some(PaymentMethod::Cod),
            ..Default::default()
        };
        let (sql, values) = filter.sql(3);
        assert!(sql.contains("payment_method = $3"), "{sql}");
        assert_eq!(sql.matches("LIKE $4").count(), 4, "{sql}");
        assert_eq!(values.len(), 2);
        assert_eq!(values[0], Value::Text("cod".into()));
        assert_eq!(values[1], Value::Text("%50\\%\\_off\\\\%".into()));
    }
}
