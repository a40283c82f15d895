//! Money leaves poisha only here, written the way the Bangladeshi gateways read it: taka with
//! two decimals (`"1250.00"`), as SSLCommerz's `total_amount` and bKash's `amount` take it.

/// `125000` poisha → `"1250.00"`.
pub fn taka_text(poisha: i64) -> String {
    format!("{}.{:02}", poisha / 100, poisha % 100)
}

/// A gateway's amount back in poisha: `"1250"`, `"1250.0"` or `"1250.00"`; `None` for
/// anything else.
pub fn poisha_of(text: &str) -> Option<i64> {
    shared::Money::parse_taka(text).map(shared::Money::poisha)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_round_trip_through_the_gateways_format() {
        for (poisha, text) in [(125_000, "1250.00"), (5, "0.05"), (1_050, "10.50")] {
            assert_eq!(taka_text(poisha), text);
            assert_eq!(poisha_of(text), Some(poisha));
        }
        assert_eq!(poisha_of("1250"), Some(125_000));
        for bad in ["", "-5", "1,250.00", "12.345", "1e3"] {
            assert_eq!(poisha_of(bad), None, "{bad:?}");
        }
    }
}
