//! The cart: the tools a buyer means to order together and how many of each. It
//! is a wish, not a reservation: stock is taken only when the order is placed, and a line
//! whose tool has gone or whose stock has fallen is shown as such, never changed silently.

use crate::{FieldError, messages};
use serde::{Deserialize, Serialize};

/// One tool in the cart and the pieces wanted.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CartLine {
    pub tool_id: i64,
    pub quantity: u32,
}

/// A whole cart, as stored on the account and as the browser sends it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cart {
    pub lines: Vec<CartLine>,
}

/// More lines than an order of parts needs; keeps one request's work bounded.
pub const MAX_LINES: usize = 50;

impl Cart {
    /// A cart the shop keeps: at most [`MAX_LINES`] lines, each tool once, each for at least
    /// one piece.
    pub fn parse(lines: Vec<CartLine>) -> Result<Self, FieldError> {
        if lines.len() > MAX_LINES {
            return Err(FieldError::new(
                "lines",
                "too_many",
                messages::CART_TOO_LONG,
            ));
        }
        for (index, line) in lines.iter().enumerate() {
            if line.quantity == 0 || line.tool_id <= 0 {
                return Err(FieldError::new(
                    "lines",
                    "invalid",
                    messages::CART_LINE_INVALID,
                ));
            }
            if lines[..index]
                .iter()
                .any(|earlier| earlier.tool_id == line.tool_id)
            {
                return Err(FieldError::new(
                    "lines",
                    "duplicate",
                    messages::CART_TOOL_TWICE,
                ));
            }
        }
        Ok(Self { lines })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(tool_id: i64, quantity: u32) -> CartLine {
        CartLine { tool_id, quantity }
    }

    #[test]
    fn a_cart_takes_each_tool_once_for_some_pieces() {
        assert!(Cart::parse(vec![line(1, 10), line(2, 5)]).is_ok());
        assert!(Cart::parse(Vec::new()).is_ok());
        for (lines, code) in [
            (vec![line(1, 0)], "invalid"),
            (vec![line(0, 3)], "invalid"),
            (vec![line(1, 3), line(1, 4)], "duplicate"),
            (vec![line(1, 1); MAX_LINES + 1], "too_many"),
        ] {
            assert_eq!(Cart::parse(lines).unwrap_err().code, code);
        }
    }
}
