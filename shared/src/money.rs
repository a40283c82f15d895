//! Money in taka, held as whole poisha (1 Tk = 100 poisha) so no sum is ever off by a
//! rounding error. On the wire (JSON) an amount is a number of taka, as the spec's `toolPrice`
//! and `totalPrice` always were; [`Money::format`] is the one way an amount is printed.

use crate::language::{Digits, Lang, write_digits};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A non-negative amount of money in poisha.
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(type = "number"))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Money(i64);

/// The largest amount accepted from text: a trillion taka minus a poisha. Far above any
/// price, and small enough that every amount converts to a JavaScript number exactly.
pub const MAX_TAKA_DIGITS: usize = 12;

impl Money {
    pub const ZERO: Money = Money(0);

    /// An amount of poisha; `None` if negative.
    pub const fn from_poisha(poisha: i64) -> Option<Self> {
        if poisha < 0 { None } else { Some(Self(poisha)) }
    }

    pub const fn poisha(self) -> i64 {
        self.0
    }

    /// Parses taka as typed: `1250`, `1250.5` or `1250.50`, in Latin or Bengali digits. No sign, no grouping, no
    /// exponent, at most two decimals and twelve whole digits.
    pub fn parse_taka(text: &str) -> Option<Self> {
        crate::language::read_decimal(text, 2, MAX_TAKA_DIGITS).map(Self)
    }

    /// The nearest amount to a number of taka, for display of amounts that arrive as a
    /// JavaScript number. `None` for negative, infinite or absurdly large numbers.
    pub fn from_taka(taka: f64) -> Option<Self> {
        let poisha = (taka * 100.0).round();
        // 2^53: beyond it a float no longer holds every whole poisha.
        (poisha.is_finite() && (0.0..=9_007_199_254_740_992.0).contains(&poisha))
            .then_some(Self(poisha as i64))
    }

    /// The amount as a number of taka, as JSON and JavaScript carry it.
    pub fn taka(self) -> f64 {
        self.0 as f64 / 100.0
    }

    /// `self + other`, or `None` when the sum does not fit.
    pub fn checked_add(self, other: Money) -> Option<Self> {
        self.0.checked_add(other.0).map(Self)
    }

    /// `self × pieces`, or `None` when the product does not fit.
    pub fn checked_mul(self, pieces: u32) -> Option<Self> {
        self.0.checked_mul(i64::from(pieces)).map(Self)
    }

    /// `Tk. 1,25,000` or `Tk. 1,25,000.50`: taka with South Asian digit grouping (the last
    /// three digits, then pairs), and poisha only when there are some.
    pub fn format(self) -> String {
        self.format_in(Lang::En, Digits::Latin)
    }

    /// The amount as `lang` writes money: `Tk. 1,25,000` in English, `৳ ১,২৫,০০০` in Bangla
    /// (the taka sign, lakh and crore grouping), its digits in `digits`.
    pub fn format_in(self, lang: Lang, digits: Digits) -> String {
        let whole = crate::language::group_south_asian(&(self.0 / 100).to_string());
        let sign = match lang {
            Lang::En => "Tk.",
            Lang::Bn => "৳",
        };
        // A no-break space: the sign never ends a line with its amount on the next.
        let amount = match self.0 % 100 {
            0 => format!("{sign}\u{a0}{whole}"),
            poisha => format!("{sign}\u{a0}{whole}.{poisha:02}"),
        };
        write_digits(&amount, digits)
    }
}

impl Money {
    /// `1,25,000.00`: grouped, always with its poisha and without a currency sign, as the
    /// amount columns of a VAT invoice print money (their heading names the taka).
    pub fn format_plain(self, digits: Digits) -> String {
        let whole = crate::language::group_south_asian(&(self.0 / 100).to_string());
        write_digits(&format!("{whole}.{:02}", self.0 % 100), digits)
    }
}

impl std::fmt::Display for Money {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.format())
    }
}

impl Serialize for Money {
    /// A number of taka: whole taka as an integer, otherwise with its poisha as decimals.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0 % 100 == 0 {
            serializer.serialize_i64(self.0 / 100)
        } else {
            serializer.serialize_f64(self.taka())
        }
    }
}

impl<'de> Deserialize<'de> for Money {
    /// Taka as a JSON number or a string of digits, under the rules of [`Money::parse_taka`].
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = crate::FormValue::deserialize(deserializer)?;
        Money::parse_taka(value.text()).ok_or_else(|| {
            serde::de::Error::custom("expected an amount in taka, such as 1250 or 1250.50")
        })
    }
}

// Stored as whole poisha in an integer column. The schema's CHECKs keep amounts
// non-negative, so a negative value would mean a corrupt row; it reads as zero rather than
// failing a whole list.
#[cfg(feature = "sqlx")]
crate::stored_as_integer!(
    Money,
    decode: |poisha| Ok(Money::from_poisha(poisha).unwrap_or_default()),
    encode: |money| money.poisha()
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_print_with_south_asian_grouping() {
        let cases = [
            (0, "Tk.\u{a0}0"),
            (100, "Tk.\u{a0}1"),
            (99_900, "Tk.\u{a0}999"),
            (100_000, "Tk.\u{a0}1,000"),
            (12_500_000, "Tk.\u{a0}1,25,000"),
            (1_234_567_800, "Tk.\u{a0}1,23,45,678"),
            (12_345_678_900, "Tk.\u{a0}12,34,56,789"),
            (125_050, "Tk.\u{a0}1,250.50"),
            (5, "Tk.\u{a0}0.05"),
        ];
        for (poisha, printed) in cases {
            assert_eq!(Money(poisha).format(), printed);
        }
    }

    #[test]
    fn taka_text_parses_to_poisha() {
        assert_eq!(Money::parse_taka("1250"), Some(Money(125_000)));
        assert_eq!(Money::parse_taka(" 1250.5 "), Some(Money(125_050)));
        assert_eq!(Money::parse_taka("0.05"), Some(Money(5)));
        for bad in [
            "",
            ".5",
            "5.",
            "1.234",
            "-1",
            "+1",
            "1,250",
            "1e3",
            "Tk.\u{a0}5",
            "1234567890123",
        ] {
            assert_eq!(Money::parse_taka(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn json_carries_taka() {
        assert_eq!(serde_json::to_string(&Money(125_000)).unwrap(), "1250");
        assert_eq!(serde_json::to_string(&Money(125_050)).unwrap(), "1250.5");
        assert_eq!(
            serde_json::from_str::<Money>("1250.5").unwrap(),
            Money(125_050)
        );
        assert_eq!(
            serde_json::from_str::<Money>("\"1250\"").unwrap(),
            Money(125_000)
        );
        assert!(serde_json::from_str::<Money>("-3").is_err());
    }

    #[test]
    fn floats_round_to_the_nearest_poisha() {
        assert_eq!(Money::from_taka(0.1 + 0.2), Some(Money(30)));
        assert_eq!(Money::from_taka(-1.0), None);
        assert_eq!(Money::from_taka(f64::NAN), None);
    }
}
