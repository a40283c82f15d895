//! Which orders Manage Orders, its export and the overview's links show: by payment state,
//! delivery state, payment method, the days they were placed on and the buyer. Each state is
//! one SQL condition, written once here; the conditions of the waiting orders are the very
//! WHERE clauses of their partial indexes (migration 0014), so SQLite reads those indexes.

use shared::overview::{DeliveryState, PaymentState};
use shared::payment::PaymentMethod;

/// Not paid, not cancelled.
pub const UNPAID: &str = "is_paid = 0 AND cancelled_at IS NULL";
/// Paid (or promised in cash on delivery), not shipped, not cancelled.
pub const TO_SHIP: &str =
    "shipped_at IS NULL AND cancelled_at IS NULL AND (is_paid = 1 OR payment_method = 'cod')";
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
    /// led by AND, with the values to bind in order.
    pub fn sql(&self) -> (String, Vec<Value>) {
        let mut sql = String::new();
        let mut values = Vec::new();
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
                PaymentState::Paid => "is_paid = 1 AND refunded_at IS NULL",
                PaymentState::Refunded => "refunded_at IS NOT NULL",
            });
        }
        if let Some(delivery) = self.delivery {
            and(match delivery {
                DeliveryState::ToShip => TO_SHIP,
                DeliveryState::OnTheWay => ON_THE_WAY,
                DeliveryState::Delivered => "delivered_at IS NOT NULL",
                DeliveryState::Cancelled => "cancelled_at IS NOT NULL",
            });
        }
        if let Some(method) = self.method {
            and("payment_method = ?");
            values.push(Value::Text(method.id().to_owned()));
        }
        if let Some(from) = self.placed_from {
            and("o.created_at >= ?");
            values.push(Value::Int(from));
        }
        if let Some(before) = self.placed_before {
            and("o.created_at < ?");
            values.push(Value::Int(before));
        }
        if let Some(buyer) = &self.buyer {
            and(
                "u.email LIKE ? ESCAPE '\\' OR u.display_name LIKE ? ESCAPE '\\'
                 OR o.recipient LIKE ? ESCAPE '\\' OR o.phone_number LIKE ? ESCAPE '\\'",
            );
            let pattern = format!("%{}%", escape_like(buyer));
            values.extend(std::iter::repeat_n(Value::Text(pattern), 4));
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
    mut query: sqlx::query::QueryAs<'q, sqlx::Sqlite, O, sqlx::sqlite::SqliteArguments<'q>>,
    values: &'q [Value],
) -> sqlx::query::QueryAs<'q, sqlx::Sqlite, O, sqlx::sqlite::SqliteArguments<'q>> {
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
        assert_eq!(OrderFilter::default().sql(), (String::new(), vec![]));
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
        let (sql, values) = filter.sql();
        assert_eq!(sql.matches('?').count(), values.len());
        assert_eq!(values[0], Value::Text("cod".into()));
        assert_eq!(values[1], Value::Text("%50\\%\\_off\\\\%".into()));
    }
}
