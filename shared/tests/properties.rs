//! Invariants of money and quantities over many generated inputs.

use proptest::prelude::*;
use shared::quantity::{self, Stock};
use shared::{Money, Quantity};

fn stock() -> impl Strategy<Value = Stock> {
    (0u32..1_000, 0u32..100_000).prop_map(|(min_order, available_quantity)| Stock {
        min_order,
        available_quantity,
    })
}

proptest! {
    #[test]
    fn formatting_and_parsing_round_trip(poisha in 0i64..100_000_000_000_000) {
        let money = Money::from_poisha(poisha).unwrap();
        let printed = money.format();
        let digits: String = printed.trim_start_matches("Tk. ").replace(',', "");
        prop_assert_eq!(Money::parse_taka(&digits), Some(money));
    }

    #[test]
    fn grouping_puts_three_digits_last_and_pairs_before(poisha in 100_000i64..i64::MAX) {
        let printed = Money::from_poisha(poisha).unwrap().format();
        let whole = printed.trim_start_matches("Tk. ").split('.').next().unwrap().to_owned();
        let groups: Vec<&str> = whole.split(',').collect();
        prop_assert_eq!(groups.last().unwrap().len(), 3);
        prop_assert!(groups[1..groups.len() - 1].iter().all(|group| group.len() == 2));
        prop_assert!((1..=2).contains(&groups[0].len()));
    }

    #[test]
    fn a_total_is_exact_or_refused_never_wrapped(poisha in 0i64..i64::MAX, pieces in 1u32..u32::MAX) {
        let price = Money::from_poisha(poisha).unwrap();
        let stock = Stock { min_order: 1, available_quantity: u32::MAX };
        let quantity = Quantity::new(pieces, stock).unwrap();
        match quantity::order_total(price, quantity) {
            Ok(total) => prop_assert_eq!(i128::from(total.poisha()), i128::from(poisha) * i128::from(pieces)),
            Err(_) => prop_assert!(i128::from(poisha) * i128::from(pieces) > i128::from(i64::MAX)),
        }
    }

    #[test]
    fn an_accepted_quantity_is_within_its_bounds(stock in stock(), pieces in 0u32..200_000) {
        match Quantity::new(pieces, stock) {
            Ok(quantity) => {
                prop_assert!(quantity.pieces() >= stock.minimum());
                prop_assert!(quantity.pieces() <= stock.available_quantity);
            }
            Err(_) => prop_assert!(pieces < stock.minimum() || pieces > stock.available_quantity),
        }
    }

    #[test]
    fn typed_and_numeric_quantities_agree(stock in stock(), pieces in 0u32..200_000) {
        prop_assert_eq!(
            Quantity::parse(&pieces.to_string(), stock),
            Quantity::new(pieces, stock)
        );
    }

    #[test]
    fn the_display_total_is_the_total_or_the_minimum_order_total(
        stock in stock(), poisha in 0i64..10_000_000, typed in "[0-9a-z.-]{0,7}"
    ) {
        let price = Money::from_poisha(poisha).unwrap();
        let shown = quantity::display_total(price, stock, &typed);
        let expected = match Quantity::parse(&typed, stock) {
            Ok(quantity) => quantity::order_total(price, quantity).unwrap(),
            Err(_) => price.checked_mul(stock.minimum()).unwrap(),
        };
        prop_assert_eq!(shown, expected);
    }

    #[test]
    fn previews_never_exceed_the_limit_and_keep_a_prefix(text in "\\PC{0,150}", limit in 1usize..120) {
        let cut = shared::preview(&text, limit);
        let kept = cut.strip_suffix("...").unwrap_or(&cut);
        prop_assert!(kept.chars().count() <= limit);
        prop_assert!(text.starts_with(kept.trim_end()) || text == cut);
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}") {
        let _ = Money::parse_taka(&text);
        let _ = shared::Email::parse(&text);
        let _ = shared::Password::parse(&text);
        let _ = shared::Rating::parse(&text);
        let _ = shared::ToolDescription::parse(&text);
    }
}
