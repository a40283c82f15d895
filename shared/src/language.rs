//! The shop's two languages, and the digits numbers are written in.
//!
//! English is the spec's, word for word; Bangla is written for buyers in Bangladesh. Bangla
//! prints numbers in Bengali digits (০–৯) unless the buyer asks for Latin ones, and every rule
//! that reads a number reads either set, so `২৫` and `25` are the same quantity.

use serde::{Deserialize, Serialize};

/// A language the shop speaks. Its code is the BCP 47 tag the page's `lang` carries.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Bn,
}

// Stored as `TEXT`, by its code.
#[cfg(feature = "sqlx")]
crate::stored_as_text!(Lang, all: Lang::ALL, text: Lang::code);

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Bn];

    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Bn => "bn",
        }
    }

    /// `en`, `en-GB`, `bn`, `bn-BD`, any case.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or_default();
        if primary.eq_ignore_ascii_case("bn") {
            Some(Lang::Bn)
        } else if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language an `Accept-Language` header prefers among the shop's, by its weights
    /// (RFC 9110 §12.5.4): `bn-BD,bn;q=0.9,en;q=0.8` is Bangla, `fr,en;q=0.5` English.
    /// `None` when it names neither.
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut best: Option<(u32, Lang)> = None;
        for item in header.split(',') {
            let mut parts = item.split(';');
            let Some(lang) = parts.next().and_then(Lang::from_tag) else {
                continue;
            };
            let weight = parts
                .find_map(|part| part.trim().strip_prefix("q="))
                .map_or(1000, quality);
            if weight > 0 && best.is_none_or(|(top, _)| weight > top) {
                best = Some((weight, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }

    /// The digits this language prints numbers in, unless the reader chose otherwise.
    pub const fn digits(self) -> Digits {
        match self {
            Lang::En => Digits::Latin,
            Lang::Bn => Digits::Bengali,
        }
    }
}

/// A `q` value in thousandths: `0.8` is 800; anything unreadable counts as 0 (not acceptable).
fn quality(text: &str) -> u32 {
    let (whole, fraction) = text.trim().split_once('.').unwrap_or((text.trim(), ""));
    let whole: u32 = match whole {
        "1" => 1000,
        "0" => 0,
        _ => return 0,
    };
    let thousandths = fraction
        .chars()
        .chain("000".chars())
        .take(3)
        .try_fold(0u32, |sum, c| c.to_digit(10).map(|digit| sum * 10 + digit));
    (whole + thousandths.unwrap_or(0)).min(1000)
}

/// The digits a number is printed in.
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Digits {
    /// 0123456789
    Latin,
    /// ০১২৩৪৫৬৭৮৯ (U+09E6–U+09EF)
    Bengali,
}

const BENGALI_ZERO: u32 = 0x09E6;

/// `text` with its Latin digits written in `digits`; everything else unchanged.
pub fn write_digits(text: &str, digits: Digits) -> String {
    match digits {
        Digits::Latin => text.to_owned(),
        Digits::Bengali => text
            .chars()
            .map(|c| match c.to_digit(10) {
                Some(digit) if c.is_ascii_digit() => {
                    char::from_u32(BENGALI_ZERO + digit).unwrap_or(c)
                }
                _ => c,
            })
            .collect(),
    }
}

/// Inserts commas into a string of digits: `12345678` → `1,23,45,678` (the last three
/// digits, then pairs). Walks the digits rather than slicing the string: a checked string
/// slice pulls its panic message's formatting into the browser's wasm module.
pub(crate) fn group_south_asian(digits: &str) -> String {
    let count = digits.chars().count();
    let mut grouped = String::with_capacity(count + count / 2);
    for (index, digit) in digits.chars().enumerate() {
        let left = count - index;
        if index > 0 && left >= 3 && (left - 3).is_multiple_of(2) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// A count as the shop writes it, in `digits`: grouped South Asian style from five digits up
/// (`10,000`, `1,00,000`), while four digits stay whole (`1200`, and a year such as `2026`),
/// as style guides in both languages write them.
pub fn format_count(count: u64, digits: Digits) -> String {
    let plain = count.to_string();
    let text = if plain.len() > 4 {
        group_south_asian(&plain)
    } else {
        plain
    };
    write_digits(&text, digits)
}

/// `text` with its Bengali digits read as Latin ones, so `১২৫০` parses as `1250`. Every rule
/// that reads a number reads it through here.
pub fn latin_digits(text: &str) -> String {
    text.chars()
        .map(|c| match (c as u32).checked_sub(BENGALI_ZERO) {
            Some(digit @ 0..=9) => char::from(b'0' + digit as u8),
            _ => c,
        })
        .collect()
}

/// A decimal number as typed (`1250`, `12.5`) in Latin or Bengali digits, without sign,
/// grouping or exponent, with at most `places` decimals and `max_whole` whole digits (at most
/// 15): its value in units of a `places`-th decimal (`12.5` at two places is 1250). Read digit
/// by digit rather than by `str::parse` and `format!`, which would weigh on the wasm module.
pub fn read_decimal(text: &str, places: u32, max_whole: usize) -> Option<i64> {
    let text = latin_digits(text.trim());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
    let well_formed = !whole.is_empty()
        && whole.len() <= max_whole.min(15)
        && digits(whole)
        && fraction.len() <= places as usize
        && digits(fraction)
        && !text.ends_with('.');
    if !well_formed {
        return None;
    }
    let value = |part: &str| {
        part.bytes()
            .fold(0_i64, |sum, byte| sum * 10 + i64::from(byte - b'0'))
    };
    let unit = 10_i64.pow(places);
    Some(value(whole) * unit + value(fraction) * (unit / 10_i64.pow(fraction.len() as u32)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_from_five_digits_up() {
        let cases = [
            (0, Digits::Latin, "0"),
            (404, Digits::Bengali, "৪০৪"),
            (2026, Digits::Bengali, "২০২৬"),
            (9999, Digits::Latin, "9999"),
            (10_000, Digits::Bengali, "১০,০০০"),
            (100_000, Digits::Latin, "1,00,000"),
            (12_345_678, Digits::Latin, "1,23,45,678"),
        ];
        for (count, digits, written) in cases {
            assert_eq!(format_count(count, digits), written, "{count}");
        }
    }

    #[test]
    fn accept_language_picks_the_heaviest_language_the_shop_speaks() {
        let cases = [
            ("bn-BD,bn;q=0.9,en;q=0.8", Some(Lang::Bn)),
            ("en-GB,en;q=0.9,bn;q=0.8", Some(Lang::En)),
            ("fr-FR,fr;q=0.9,bn;q=0.5", Some(Lang::Bn)),
            ("fr, de", None),
            ("en;q=0.2, bn;q=0.7", Some(Lang::Bn)),
            ("bn;q=0, en", Some(Lang::En)),
            ("BN", Some(Lang::Bn)),
            ("", None),
            ("*", None),
            ("bn;q=abc", None),
        ];
        for (header, expected) in cases {
            assert_eq!(Lang::from_accept_language(header), expected, "{header}");
        }
    }

    #[test]
    fn digits_go_both_ways() {
        assert_eq!(
            write_digits("Tk. 1,25,000.50", Digits::Bengali),
            "Tk. ১,২৫,০০০.৫০"
        );
        assert_eq!(write_digits("25", Digits::Latin), "25");
        assert_eq!(latin_digits("১২৫০ pieces"), "1250 pieces");
        assert_eq!(latin_digits("০১৭১২-৩৪৫৬৭৮"), "01712-345678");
        assert_eq!(latin_digits("৳ ২৫"), "৳ 25");
    }
}
