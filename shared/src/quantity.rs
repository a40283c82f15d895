//! How many pieces a buyer may order (spec §5 order quantity) and what they cost.

use crate::form::parse_whole;
use crate::{FieldError, Money, messages};
use serde::{Deserialize, Serialize};

/// What the shop has of a tool: the least it sells at once and what is left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stock {
    pub min_order: u32,
    pub available_quantity: u32,
}

impl Stock {
    /// The smallest order; a stored minimum of 0 still means at least one piece.
    pub fn minimum(self) -> u32 {
        self.min_order.max(1)
    }
}

/// A number of pieces that respects the tool's minimum order and its stock.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Quantity(u32);

impl Quantity {
    pub const FIELD: &'static str = "quantity";

    /// The form's starting value: the tool's minimum order.
    pub fn default_for(stock: Stock) -> u32 {
        stock.minimum()
    }

    /// Minimum first, then stock, as the spec orders the messages.
    pub fn new(pieces: u32, stock: Stock) -> Result<Self, FieldError> {
        if pieces < stock.minimum() {
            return Err(FieldError::new(
                Self::FIELD,
                "below_minimum",
                messages::minimum_order(stock.minimum()),
            ));
        }
        if pieces > stock.available_quantity {
            return Err(FieldError::new(
                Self::FIELD,
                "not_enough",
                messages::NOT_ENOUGH_QUANTITY,
            ));
        }
        Ok(Self(pieces))
    }

    /// The "Number of Pieces You Want" field as typed.
    pub fn parse(text: &str, stock: Stock) -> Result<Self, FieldError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(FieldError::new(
                Self::FIELD,
                "required",
                messages::QUANTITY_REQUIRED,
            ));
        }
        let pieces = parse_whole(text).ok_or_else(|| {
            FieldError::new(Self::FIELD, "not_whole", messages::QUANTITY_NOT_WHOLE)
        })?;
        Self::new(pieces, stock)
    }

    pub fn pieces(self) -> u32 {
        self.0
    }
}

/// Price × quantity; an order too large to price is refused rather than wrapped around.
pub fn order_total(price: Money, quantity: Quantity) -> Result<Money, FieldError> {
    price
        .checked_mul(quantity.pieces())
        .ok_or_else(|| FieldError::new(Quantity::FIELD, "too_large", messages::TOTAL_TOO_LARGE))
}

#[cfg(test)]
mod tests {
    use super::*;

    const STOCK: Stock = Stock {
        min_order: 10,
        available_quantity: 50,
    };

    #[test]
    fn the_minimum_is_checked_before_the_stock() {
        let low = Stock {
            min_order: 10,
            available_quantity: 5,
        };
        assert_eq!(
            Quantity::new(3, low).unwrap_err().text.en(),
            "Minimum order is 10"
        );
        assert_eq!(
            Quantity::new(10, low).unwrap_err().text.en(),
            "Not enough quantity"
        );
    }

    #[test]
    fn the_bounds_themselves_are_allowed() {
        assert_eq!(Quantity::new(10, STOCK).unwrap().pieces(), 10);
        assert_eq!(Quantity::new(50, STOCK).unwrap().pieces(), 50);
    }

    #[test]
    fn an_unpriceable_total_is_refused() {
        let huge = Money::from_poisha(i64::MAX / 2).unwrap();
        let quantity = Quantity::new(
            3,
            Stock {
                min_order: 1,
                available_quantity: 3,
            },
        )
        .unwrap();
        assert_eq!(order_total(huge, quantity).unwrap_err().code, "too_large");
    }
}
