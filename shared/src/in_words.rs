//! An amount of money in words, as a tax invoice states its total ("Taka One Lakh Twenty-Five
//! Thousand Only" / "টাকা এক লক্ষ পঁচিশ হাজার মাত্র"). Numbers are grouped the South Asian
//! way, in hundreds, thousands, lakhs (1,00,000) and crores (1,00,00,000), as Bangladeshi
//! cheques and invoices write them; above 99 crore the crores are counted in the same words.

use crate::language::Lang;
use crate::messages;
use crate::{Money, Text};

const ENGLISH_ONES: [&str; 20] = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
];
const ENGLISH_TENS: [&str; 10] = [
    "", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety",
];

/// Bangla names every number below a hundred with its own word (they are not built from tens
/// and ones), so they are listed whole.
const BANGLA_BELOW_HUNDRED: [&str; 100] = [
    "শূন্য",
    "এক",
    "দুই",
    "তিন",
    "চার",
    "পাঁচ",
    "ছয়",
    "সাত",
    "আট",
    "নয়",
    "দশ",
    "এগারো",
    "বারো",
    "তেরো",
    "চৌদ্দ",
    "পনেরো",
    "ষোলো",
    "সতেরো",
    "আঠারো",
    "উনিশ",
    "বিশ",
    "একুশ",
    "বাইশ",
    "তেইশ",
    "চব্বিশ",
    "পঁচিশ",
    "ছাব্বিশ",
    "সাতাশ",
    "আটাশ",
    "ঊনত্রিশ",
    "ত্রিশ",
    "একত্রিশ",
    "বত্রিশ",
    "তেত্রিশ",
    "চৌত্রিশ",
    "পঁয়ত্রিশ",
    "ছত্রিশ",
    "সাঁইত্রিশ",
    "আটত্রিশ",
    "ঊনচল্লিশ",
    "চল্লিশ",
    "একচল্লিশ",
    "বিয়াল্লিশ",
    "তেতাল্লিশ",
    "চুয়াল্লিশ",
    "পঁয়তাল্লিশ",
    "ছেচল্লিশ",
    "সাতচল্লিশ",
    "আটচল্লিশ",
    "ঊনপঞ্চাশ",
    "পঞ্চাশ",
    "একান্ন",
    "বায়ান্ন",
    "তিপ্পান্ন",
    "চুয়ান্ন",
    "পঞ্চান্ন",
    "ছাপ্পান্ন",
    "সাতান্ন",
    "আটান্ন",
    "ঊনষাট",
    "ষাট",
    "একষট্টি",
    "বাষট্টি",
    "তেষট্টি",
    "চৌষট্টি",
    "পঁয়ষট্টি",
    "ছেষট্টি",
    "সাতষট্টি",
    "আটষট্টি",
    "ঊনসত্তর",
    "সত্তর",
    "একাত্তর",
    "বাহাত্তর",
    "তিয়াত্তর",
    "চুয়াত্তর",
    "পঁচাত্তর",
    "ছিয়াত্তর",
    "সাতাত্তর",
    "আটাত্তর",
    "ঊনআশি",
    "আশি",
    "একাশি",
    "বিরাশি",
    "তিরাশি",
    "চুরাশি",
    "পঁচাশি",
    "ছিয়াশি",
    "সাতাশি",
    "আটাশি",
    "ঊননব্বই",
    "নব্বই",
    "একানব্বই",
    "বিরানব্বই",
    "তিরানব্বই",
    "চুরানব্বই",
    "পঁচানব্বই",
    "ছিয়ানব্বই",
    "সাতানব্বই",
    "আটানব্বই",
    "নিরানব্বই",
];

/// The South Asian groups, largest first: how many of the number below make one of each.
const GROUPS: [(u64, &str, &str); 4] = [
    (10_000_000, "Crore", "কোটি"),
    (100_000, "Lakh", "লক্ষ"),
    (1_000, "Thousand", "হাজার"),
    (100, "Hundred", "শত"),
];

fn below_hundred(number: u64, lang: Lang) -> String {
    let number = number as usize % 100;
    match lang {
        Lang::Bn => BANGLA_BELOW_HUNDRED[number].to_owned(),
        Lang::En if number < 20 => ENGLISH_ONES[number].to_owned(),
        Lang::En => match number % 10 {
            0 => ENGLISH_TENS[number / 10].to_owned(),
            ones => format!("{}-{}", ENGLISH_TENS[number / 10], ENGLISH_ONES[ones]),
        },
    }
}

/// A whole number in words: `125000` is "One Lakh Twenty-Five Thousand" / "এক লক্ষ পঁচিশ
/// হাজার".
pub fn number_in_words(number: u64, lang: Lang) -> String {
    if number < 100 {
        return below_hundred(number, lang);
    }
    let mut words = Vec::new();
    let mut rest = number;
    for (size, english, bangla) in GROUPS {
        let count = rest / size;
        rest %= size;
        if count > 0 {
            words.push(number_in_words(count, lang));
            words.push(
                match lang {
                    Lang::En => english,
                    Lang::Bn => bangla,
                }
                .to_owned(),
            );
        }
    }
    if rest > 0 {
        words.push(below_hundred(rest, lang));
    }
    words.join(" ")
}

/// The amount as an invoice states it: "Taka One Thousand Two Hundred Fifty Only", with
/// its poisha when it has some ("… and Fifty Poisha Only").
pub fn amount_in_words(amount: Money, lang: Lang) -> String {
    let poisha = amount.poisha().unsigned_abs();
    let (taka, rest) = (poisha / 100, poisha % 100);
    let text = if rest == 0 {
        Text::new(messages::AMOUNT_IN_WORDS).plain("taka", number_in_words(taka, lang))
    } else {
        Text::new(messages::AMOUNT_IN_WORDS_WITH_POISHA)
            .plain("taka", number_in_words(taka, lang))
            .plain("poisha", number_in_words(rest, lang))
    };
    text.render(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped_in_hundreds_thousands_lakhs_and_crores() {
        for (number, english, bangla) in [
            (0, "Zero", "শূন্য"),
            (7, "Seven", "সাত"),
            (25, "Twenty-Five", "পঁচিশ"),
            (40, "Forty", "চল্লিশ"),
            (99, "Ninety-Nine", "নিরানব্বই"),
            (100, "One Hundred", "এক শত"),
            (1_250, "One Thousand Two Hundred Fifty", "এক হাজার দুই শত পঞ্চাশ"),
            (125_000, "One Lakh Twenty-Five Thousand", "এক লক্ষ পঁচিশ হাজার"),
            (10_000_001, "One Crore One", "এক কোটি এক"),
            (
                1_234_567_890,
                "One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety",
                "এক শত তেইশ কোটি পঁয়তাল্লিশ লক্ষ সাতষট্টি হাজার আট শত নব্বই",
            ),
        ] {
            assert_eq!(number_in_words(number, Lang::En), english, "{number}");
            assert_eq!(number_in_words(number, Lang::Bn), bangla, "{number}");
        }
    }

    #[test]
    fn amounts_say_taka_and_poisha() {
        let amount = |poisha| Money::from_poisha(poisha).unwrap();
        assert_eq!(
            amount_in_words(amount(12_500_000), Lang::En),
            "Taka One Lakh Twenty-Five Thousand Only"
        );
        assert_eq!(
            amount_in_words(amount(12_500_000), Lang::Bn),
            "টাকা এক লক্ষ পঁচিশ হাজার মাত্র"
        );
        assert_eq!(
            amount_in_words(amount(125_050), Lang::En),
            "Taka One Thousand Two Hundred Fifty and Fifty Poisha Only"
        );
        assert_eq!(
            amount_in_words(amount(125_050), Lang::Bn),
            "টাকা এক হাজার দুই শত পঞ্চাশ ও পঞ্চাশ পয়সা মাত্র"
        );
    }
}
