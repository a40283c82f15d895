//! Quantity price breaks: an admin may give a tool lower unit prices from larger
//! quantities on, e.g. 1–99 pieces Tk 165, 100–499 Tk 150, 500+ Tk 140. A tool without breaks
//! costs its `toolPrice` a piece, as the spec says. The unit price of a line is decided here
//! once, for the card, Confirm Purchase, the cart and the server alike.

use crate::error::Errors;
use crate::form::parse_whole;
use crate::quantity::{self, Quantity, Stock};
use crate::{FieldError, FormValue, Money, messages};
use serde::{Deserialize, Serialize};

/// From `min_quantity` pieces on (up to the next break), each piece costs `unit_price`.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PriceTier {
    pub min_quantity: u32,
    pub unit_price: Money,
}

/// One price break as the admin's form holds it.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct TierForm {
    pub min_quantity: FormValue,
    pub unit_price: FormValue,
}

/// More breaks than anyone reads on a card.
pub const MAX_TIERS: usize = 5;
/// The field every break's message is reported under.
pub const FIELD: &str = "priceTiers";

/// The breaks of a tool priced `base` a piece: whole quantities of at least 2, each larger
/// than the one before, each price cheaper than the price it replaces. Every broken rule is
/// reported, with the break's number.
pub fn parse_tiers(base: Money, forms: &[TierForm]) -> Result<Vec<PriceTier>, Vec<FieldError>> {
    if forms.len() > MAX_TIERS {
        return Err(vec![FieldError::new(
            FIELD,
            "too_many",
            messages::TOO_MANY_TIERS,
        )]);
    }
    let mut errors = Errors::default();
    let mut tiers = Vec::with_capacity(forms.len());
    let (mut last_quantity, mut last_price) = (1, base);
    for (index, form) in forms.iter().enumerate() {
        let number = index + 1;
        let min_quantity = errors.take(
            parse_whole(form.min_quantity.text().trim())
                .filter(|pieces| *pieces > last_quantity)
                .ok_or_else(|| FieldError::new(FIELD, "quantity", messages::tier_quantity(number))),
        );
        let unit_price = errors.take(
            Money::parse_taka(form.unit_price.text().trim())
                .filter(|price| *price > Money::ZERO && *price < last_price)
                .ok_or_else(|| FieldError::new(FIELD, "price", messages::tier_price(number))),
        );
        if let (Some(min_quantity), Some(unit_price)) = (min_quantity, unit_price) {
            (last_quantity, last_price) = (min_quantity, unit_price);
            tiers.push(PriceTier {
                min_quantity,
                unit_price,
            });
        }
    }
    errors.finish(|| Some(tiers))
}

/// The price of one piece when `pieces` are bought: the break with the largest minimum at or
/// below `pieces`, else the base price. A boundary belongs to the break that starts there.
pub fn unit_price(base: Money, tiers: &[PriceTier], pieces: u32) -> Money {
    tiers
        .iter()
        .filter(|tier| tier.min_quantity <= pieces)
        .max_by_key(|tier| tier.min_quantity)
        .map_or(base, |tier| tier.unit_price)
}

/// A line's total: its unit price × its pieces, refused if too large to count.
pub fn line_total(
    base: Money,
    tiers: &[PriceTier],
    quantity: Quantity,
) -> Result<Money, FieldError> {
    quantity::order_total(unit_price(base, tiers, quantity.pieces()), quantity)
}

/// An order's total: the sum of its lines' totals, to the poisha, refused if too large.
pub fn order_total(line_totals: impl IntoIterator<Item = Money>) -> Result<Money, FieldError> {
    line_totals
        .into_iter()
        .try_fold(Money::ZERO, Money::checked_add)
        .ok_or_else(|| FieldError::new("lines", "too_large", messages::TOTAL_TOO_LARGE))
}

/// The Total Price shown while the buyer types: the real total when the quantity is allowed,
/// else the spec's fallback, the minimum order's total.
pub fn display_total(base: Money, tiers: &[PriceTier], stock: Stock, typed: &str) -> Money {
    let least = stock.minimum();
    Quantity::parse(typed, stock)
        .and_then(|quantity| line_total(base, tiers, quantity))
        .ok()
        .or_else(|| unit_price(base, tiers, least).checked_mul(least))
        .unwrap_or(Money::ZERO)
}

/// The cheapest break, for the card's "from Tk 140 at 500+".
pub fn best(tiers: &[PriceTier]) -> Option<PriceTier> {
    tiers.iter().copied().min_by_key(|tier| tier.unit_price)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn taka(amount: i64) -> Money {
        Money::from_poisha(amount * 100).unwrap()
    }

    fn form(min_quantity: &str, unit_price: &str) -> TierForm {
        TierForm {
            min_quantity: FormValue::new(min_quantity),
            unit_price: FormValue::new(unit_price),
        }
    }

    fn example() -> Vec<PriceTier> {
        parse_tiers(taka(165), &[form("100", "150"), form("500", "140")]).unwrap()
    }

    #[test]
    fn each_quantity_gets_the_break_it_falls_in() {
        let tiers = example();
        for (pieces, price) in [
            (1, 165),
            (99, 165),
            (100, 150),
            (499, 150),
            (500, 140),
            (9_000, 140),
        ] {
            assert_eq!(
                unit_price(taka(165), &tiers, pieces),
                taka(price),
                "{pieces} pieces"
            );
        }
    }

    #[test]
    fn no_breaks_is_the_tool_price() {
        assert_eq!(unit_price(taka(165), &[], 1_000), taka(165));
        assert_eq!(parse_tiers(taka(165), &[]), Ok(vec![]));
    }

    #[test]
    fn breaks_must_rise_in_quantity_and_fall_in_price() {
        let cases = [
            (
                vec![form("1", "150")],
                "Price break 1 needs a whole number of pieces, more than the break before",
            ),
            (
                vec![form("100", "150"), form("100", "140")],
                "Price break 2 needs a whole number of pieces, more than the break before",
            ),
            (
                vec![form("100", "170")],
                "Price break 1 needs a price below the price before it",
            ),
            (
                vec![form("100", "150"), form("500", "150")],
                "Price break 2 needs a price below the price before it",
            ),
            (
                vec![form("ten", "")],
                "Price break 1 needs a whole number of pieces, more than the break before",
            ),
        ];
        for (forms, message) in cases {
            let errors = parse_tiers(taka(165), &forms).unwrap_err();
            assert!(
                errors.iter().any(|error| error.text.en() == message),
                "{errors:?} lacks {message}"
            );
        }
        let six = vec![form("10", "1"); 6];
        assert_eq!(
            parse_tiers(taka(165), &six).unwrap_err()[0].text,
            messages::TOO_MANY_TIERS
        );
    }

    #[test]
    fn the_display_total_falls_back_to_the_minimum_order() {
        let stock = Stock {
            min_order: 10,
            available_quantity: 600,
        };
        let tiers = example();
        assert_eq!(
            display_total(taka(165), &tiers, stock, "12"),
            taka(12 * 165)
        );
        assert_eq!(
            display_total(taka(165), &tiers, stock, "100"),
            taka(100 * 150)
        );
        assert_eq!(display_total(taka(165), &tiers, stock, "2"), taka(10 * 165));
        assert_eq!(display_total(taka(165), &[], stock, "abc"), taka(10 * 165));
    }

    #[test]
    fn the_best_break_is_the_cheapest() {
        assert_eq!(best(&example()).map(|tier| tier.min_quantity), Some(500));
        assert_eq!(best(&[]), None);
    }
}
