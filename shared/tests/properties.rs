//! Invariants of money and quantities over many generated inputs.

use proptest::prelude::*;
use shared::quantity::{self, Stock};
use shared::{Money, PriceTier, Quantity, tiers};

fn stock() -> impl Strategy<Value = Stock> {
    (0u32..1_000, 0u32..100_000).prop_map(|(min_order, available_quantity)| Stock {
        min_order,
        available_quantity,
    })
}

/// Up to five breaks with rising quantities and falling prices below a base of Tk 1,000.
fn tiers() -> impl Strategy<Value = Vec<PriceTier>> {
    prop::collection::vec((1u32..1_000, 1i64..100), 0..=5).prop_map(|steps| {
        let (mut pieces, mut poisha) = (1u32, 100_000i64);
        steps
            .into_iter()
            .map(|(more_pieces, cheaper)| {
                pieces += more_pieces;
                poisha -= cheaper;
                PriceTier {
                    min_quantity: pieces,
                    unit_price: Money::from_poisha(poisha).unwrap(),
                }
            })
            .collect()
    })
}

proptest! {
    #[test]
    fn every_quantity_falls_in_exactly_one_break(tiers in tiers(), pieces in 1u32..6_000) {
        let base = Money::from_poisha(100_000).unwrap();
        let containing: Vec<Money> = tiers
            .iter()
            .enumerate()
            .filter(|(index, tier)| {
                let next = tiers.get(index + 1).map_or(u32::MAX, |next| next.min_quantity);
                (tier.min_quantity..next).contains(&pieces)
            })
            .map(|(_, tier)| tier.unit_price)
            .collect();
        prop_assert!(containing.len() <= 1);
        let expected = containing.first().copied().unwrap_or(base);
        prop_assert_eq!(tiers::unit_price(base, &tiers, pieces), expected);
    }

    #[test]
    fn more_pieces_never_cost_more_a_piece(tiers in tiers(), pieces in 1u32..6_000, more in 0u32..6_000) {
        let base = Money::from_poisha(100_000).unwrap();
        prop_assert!(tiers::unit_price(base, &tiers, pieces + more) <= tiers::unit_price(base, &tiers, pieces));
    }

    #[test]
    fn an_order_total_is_the_sum_of_its_lines_to_the_poisha(lines in prop::collection::vec(0i64..1_000_000_000_000, 0..50)) {
        let totals = lines.iter().map(|poisha| Money::from_poisha(*poisha).unwrap());
        let expected: i64 = lines.iter().sum();
        prop_assert_eq!(tiers::order_total(totals).unwrap().poisha(), expected);
    }

    #[test]
    fn formatting_and_parsing_round_trip(poisha in 0i64..100_000_000_000_000) {
        let money = Money::from_poisha(poisha).unwrap();
        let printed = money.format();
        let digits: String = printed.trim_start_matches("Tk.\u{a0}").replace(',', "");
        prop_assert_eq!(Money::parse_taka(&digits), Some(money));
    }

    #[test]
    fn grouping_puts_three_digits_last_and_pairs_before(poisha in 100_000i64..i64::MAX) {
        let printed = Money::from_poisha(poisha).unwrap().format();
        let whole = printed.trim_start_matches("Tk.\u{a0}").split('.').next().unwrap().to_owned();
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
        let shown = shared::tiers::display_total(price, &[], stock, &typed);
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
        prop_assert!(shared::graphemes::count(kept) <= limit);
        prop_assert!(text.starts_with(kept.trim_end()) || text == cut);
    }

    /// The shop's own grapheme counting agrees with Unicode's (UAX #29 as the
    /// `unicode-segmentation` crate implements it, GB9c conjuncts included) on text written
    /// with Bangla letters, vowel signs, hasantas, Bengali digits, Latin letters and accents.
    #[test]
    fn characters_are_counted_as_unicode_counts_graphemes(
        text in "[কখগঘঙচছজঝঞটঠডঢণতথদধনপফবভমযরলশষসহড়ঢ়য়ৎঅআইঈউএও ািীুূৃেৈোৌ্ংঃঁ০১২৩৪৫aAzZ\u{301} .,]{0,60}"
    ) {
        use unicode_segmentation::UnicodeSegmentation;
        prop_assert_eq!(shared::graphemes::count(&text), text.graphemes(true).count(), "{:?}", text);
    }

    /// The VAT split of an inclusive amount adds back to it to the poisha, for every rate the
    /// shop accepts, and its VAT is the exact fraction rounded to the nearest poisha.
    #[test]
    fn value_and_vat_add_up_to_the_price(poisha in 0i64..=100_000_000_000_000, rate in 0u32..=5_000) {
        let price = Money::from_poisha(poisha).unwrap();
        let split = shared::vat::split(price, shared::VatRate::from_basis_points(rate).unwrap());
        prop_assert_eq!(split.value.poisha() + split.vat.poisha(), poisha);
        prop_assert!(split.vat.poisha() >= 0 && split.value.poisha() >= 0);
        // |VAT − P·r/(10000 + r)| ≤ ½ poisha, in integers: |2·VAT·(W + r) − 2·P·r| ≤ W + r.
        let (vat, whole) = (i128::from(split.vat.poisha()), 10_000i128 + i128::from(rate));
        let off = (2 * vat * whole - 2 * i128::from(poisha) * i128::from(rate)).abs();
        prop_assert!(off <= whole, "{} at {}: VAT {}", poisha, rate, vat);
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

/// Words of a few Latin and Bangla letters and digits, as a search or a name holds them.
fn word() -> impl Strategy<Value = String> {
    "[a-e0-2তাপম]{0,10}"
}

proptest! {
    /// A typo count is a distance: none between a word and itself, the same both ways, and
    /// never more than the longer word's length.
    #[test]
    fn typos_are_counted_the_same_both_ways(a in word(), b in word()) {
        let limit = 12;
        let there = shared::typo::distance_within(&a, &b, limit);
        prop_assert_eq!(there, shared::typo::distance_within(&b, &a, limit));
        prop_assert_eq!(there == Some(0), a == b);
        prop_assert!(there.unwrap() <= a.chars().count().max(b.chars().count()));
    }

    /// A search is only ever read as words the catalogue holds, each within its typos, and a
    /// word with a digit in it is never read as another.
    #[test]
    fn a_search_is_read_within_its_typos(names in prop::collection::vec(word(), 1..6), typed in word()) {
        let vocabulary = shared::typo::Vocabulary::of(names.iter().map(String::as_str));
        if let Some(read) = vocabulary.corrected(&typed) {
            prop_assert!(names.contains(&read), "{} read as {}", typed, read);
            prop_assert!(!typed.chars().any(|c| c.is_ascii_digit() || ('০'..='৯').contains(&c)));
            let allowed = shared::typo::typos_allowed(&typed);
            prop_assert!(shared::typo::distance_within(&typed, &read, allowed).is_some());
        }
    }
}
