//! Value added tax. The shop's prices include VAT (the totals the spec shows do not change);
//! each tool has a rate, and an amount is split into its value before VAT and its VAT here,
//! once, in whole poisha.
//!
//! The rate is the VAT and Supplementary Duty Act 2012's standard 15 % unless a tool says
//! otherwise (s.15; reduced rates of 5, 7.5 and 10 % and exempt supplies at 0 % exist), kept in
//! basis points so 7.5 % is exact.
//!
//! Rounding rule: the VAT in an inclusive amount `P` at rate `r` is `P × r / (100 % + r)`,
//! rounded to the nearest poisha with halves rounded up; the value before VAT is what is left,
//! `P − VAT`. So value + VAT is always exactly `P`, for every rate and amount. An order is split
//! line by line and its VAT is the sum of its lines', so a register of lines adds up to the
//! orders' totals to the poisha.

use crate::form::FormValue;
use crate::language::latin_digits;
use crate::messages;
use crate::{FieldError, Money};
use serde::{Deserialize, Serialize};

/// A VAT rate in basis points: 1500 is 15 %.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "number"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct VatRate(u32);

/// Basis points in 100 %.
const WHOLE: i64 = 10_000;

impl VatRate {
    /// The standard rate, 15 %.
    pub const STANDARD: VatRate = VatRate(1_500);
    /// Exempt or zero-rated.
    pub const ZERO: VatRate = VatRate(0);
    /// The highest rate the shop accepts: above it a rate is a typing slip.
    pub const MAX: VatRate = VatRate(5_000);
    pub const FIELD: &'static str = "vatRate";

    pub const fn basis_points(self) -> u32 {
        self.0
    }

    /// A rate of `basis_points` (1500 = 15 %), if it is one the shop accepts.
    pub fn from_basis_points(basis_points: u32) -> Option<Self> {
        (basis_points <= Self::MAX.0).then_some(Self(basis_points))
    }

    /// A percentage as typed: `15`, `7.5`, `0`, `১৫` (at most two decimals, 0 to 50).
    pub fn parse(value: &FormValue) -> Result<Self, FieldError> {
        let invalid = || FieldError::new(Self::FIELD, "invalid", messages::VAT_RATE_INVALID);
        let text = latin_digits(value.text());
        if text.is_empty() {
            return Err(FieldError::new(
                Self::FIELD,
                "required",
                messages::VAT_RATE_REQUIRED,
            ));
        }
        // A percentage has the shape of an amount of taka: whole part, at most two decimals.
        let hundredths = Money::parse_taka(&text).ok_or_else(invalid)?.poisha();
        u32::try_from(hundredths)
            .ok()
            .and_then(Self::from_basis_points)
            .ok_or_else(invalid)
    }
}

impl VatRate {
    /// The rate as a percentage in `digits`, without a sign: `15`, `7.5`, `১৫`.
    pub fn percent_text(self, digits: crate::Digits) -> String {
        // Written out rather than with `format!` width flags, whose padding code would weigh
        // on the browser's wasm module.
        let mut text = (self.0 / 100).to_string();
        let hundredths = self.0 % 100;
        if hundredths > 0 {
            text.push('.');
            text.push(char::from(b'0' + (hundredths / 10) as u8));
            if !hundredths.is_multiple_of(10) {
                text.push(char::from(b'0' + (hundredths % 10) as u8));
            }
        }
        crate::language::write_digits(&text, digits)
    }
}

impl Default for VatRate {
    fn default() -> Self {
        Self::STANDARD
    }
}

/// An amount that includes VAT, split: its value before VAT and the VAT.
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct VatSplit {
    pub value: Money,
    pub vat: Money,
}

/// Splits an amount that includes VAT at `rate` (the rounding rule above).
pub fn split(inclusive: Money, rate: VatRate) -> VatSplit {
    let amount = inclusive.poisha().max(0);
    let (rate, denominator) = (i64::from(rate.0), WHOLE + i64::from(rate.0));
    // P·r/D = q·r + m·r/D with P = q·D + m: no product can overflow, and no 128-bit division
    // (which would weigh on the browser's wasm module) is needed. The remainder's part is
    // rounded to the nearest poisha, halves up: ⌊(2·m·r + D) / 2D⌋.
    let (whole_part, remainder) = (amount / denominator, amount % denominator);
    let vat = whole_part * rate + (2 * remainder * rate + denominator) / (2 * denominator);
    VatSplit {
        value: Money::from_poisha(amount - vat).unwrap_or_default(),
        vat: Money::from_poisha(vat).unwrap_or_default(),
    }
}

// Stored in basis points, in a column the schema keeps between 0 and 5000.
#[cfg(feature = "sqlx")]
crate::stored_as_integer!(
    VatRate,
    decode: |basis_points| {
        u32::try_from(basis_points)
            .ok()
            .and_then(VatRate::from_basis_points)
            .ok_or_else(|| format!("{basis_points} is not a VAT rate").into())
    },
    encode: |rate| i64::from(rate.basis_points())
);

#[cfg(test)]
mod tests {
    use super::*;

    fn taka(poisha: i64) -> Money {
        Money::from_poisha(poisha).unwrap()
    }

    #[test]
    fn an_inclusive_price_splits_into_value_and_vat() {
        // (price in poisha, rate in basis points, value, vat)
        let cases = [
            (11_500, 1_500, 10_000, 1_500), // Tk 115 at 15 %: Tk 100 + Tk 15
            (100, 1_500, 87, 13),           // Tk 1: 13.04 poisha of VAT
            (1, 1_500, 1, 0),               // 0.13 poisha rounds down
            (4, 1_500, 3, 1),               // 0.52 poisha rounds up
            (10_750, 750, 10_000, 750),     // 7.5 %
            (12_345, 0, 12_345, 0),         // exempt
            (0, 1_500, 0, 0),
            (2_500_000_000, 1_500, 2_173_913_043, 326_086_957), // Tk 2.5 crore
            (3, 2_000, 2, 1), // 0.5 poisha exactly at 20 %: halves round up
        ];
        for (price, rate, value, vat) in cases {
            let split = split(taka(price), VatRate(rate));
            assert_eq!(
                (split.value.poisha(), split.vat.poisha()),
                (value, vat),
                "{price} at {rate}"
            );
        }
    }

    #[test]
    fn rates_are_read_as_percentages() {
        let read = |text: &str| VatRate::parse(&FormValue::new(text)).map(VatRate::basis_points);
        assert_eq!(read("15"), Ok(1_500));
        assert_eq!(read("7.5"), Ok(750));
        assert_eq!(read("০"), Ok(0));
        assert_eq!(read("১৫"), Ok(1_500));
        assert_eq!(read("50"), Ok(5_000));
        for bad in ["50.01", "-5", "15%", "abc", "7.555"] {
            assert_eq!(
                read(bad).unwrap_err().text,
                messages::VAT_RATE_INVALID,
                "{bad}"
            );
        }
        assert_eq!(read(" ").unwrap_err().text, messages::VAT_RATE_REQUIRED);
    }

    #[test]
    fn rates_print_as_percentages() {
        use crate::Digits;
        assert_eq!(VatRate(1_500).percent_text(Digits::Latin), "15");
        assert_eq!(VatRate(750).percent_text(Digits::Bengali), "৭.৫");
        assert_eq!(VatRate(1_234).percent_text(Digits::Latin), "12.34");
        assert_eq!(VatRate(0).percent_text(Digits::Latin), "0");
    }
}
