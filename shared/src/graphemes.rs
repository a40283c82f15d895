//! Characters as a reader sees them: a letter with its vowel signs and accents, and a Bangla
//! conjunct (consonants joined by a hasanta), count as one. Every length rule of the shop
//! counts these, so `ক্ষমতা` is three characters to the description's 100–200 rule on both
//! sides, and previews never cut inside one.
//!
//! This is Unicode's extended grapheme cluster (UAX #29, with the Indic conjunct rule GB9c)
//! for the scripts the shop's text is written in: Latin and Bengali with their marks, and
//! emoji modifiers. It is written out rather than taken from `unicode-segmentation`, whose
//! tables for every script would take a sixth of the browser's wasm budget; a property test
//! (`tests/properties.rs`) checks it against that crate on Bangla and English text.

/// How many characters a reader sees in `text`.
pub fn count(text: &str) -> usize {
    starts(text).count()
}

/// The byte offsets where each character a reader sees begins.
pub fn starts(text: &str) -> impl Iterator<Item = usize> + '_ {
    // `chain`: the cluster so far is a consonant followed only by marks that may sit inside a
    // conjunct; `linked`: a hasanta is among them, so a consonant now joins the cluster.
    let (mut chain, mut linked) = (false, false);
    text.char_indices().filter_map(move |(offset, c)| {
        if offset > 0 && is_extending(c) {
            if chain && is_linker(c) {
                linked = true;
            } else if !(chain && is_conjunct_extend(c)) {
                (chain, linked) = (false, false);
            }
            None
        } else if linked && is_consonant(c) {
            linked = false;
            None
        } else {
            (chain, linked) = (is_consonant(c), false);
            Some(offset)
        }
    })
}

/// At most the first `limit` characters a reader sees, as a slice of `text`, and whether
/// anything was left out.
pub fn take(text: &str, limit: usize) -> (&str, bool) {
    // `get`, not `&text[..end]`: a checked slice pulls its panic message's formatting into the
    // browser's wasm module, and `end` is a character boundary anyway.
    match starts(text).nth(limit) {
        Some(end) => (text.get(..end).unwrap_or(text), true),
        None => (text, false),
    }
}

/// Marks that belong to the character before them.
fn is_extending(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F // combining diacritical marks
        | 0x0900..=0x0903 | 0x093A..=0x094F | 0x0951..=0x0957 | 0x0962..=0x0963 // Devanagari
        | 0x0981..=0x0983 | 0x09BC | 0x09BE..=0x09C4 | 0x09C7..=0x09C8 | 0x09CB..=0x09CD
        | 0x09D7 | 0x09E2..=0x09E3 | 0x09FE // Bengali signs
        | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
        | 0x200C..=0x200D | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F
        | 0x1F3FB..=0x1F3FF | 0xE0100..=0xE01EF)
}

/// Marks that may sit inside a conjunct (Unicode's Indic_Conjunct_Break=Extend among the
/// scripts here: the Grapheme_Extend marks, such as a nukta, a candrabindu, ু, ZWJ and
/// accents). A spacing vowel sign (ি, ে, ো) ends the chance of a conjunct.
fn is_conjunct_extend(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F | 0x0900..=0x0902 | 0x093A | 0x093C | 0x0941..=0x0948 | 0x0951..=0x0957
        | 0x0962..=0x0963 | 0x0981 | 0x09BC | 0x09BE | 0x09C1..=0x09C4 | 0x09D7
        | 0x09E2..=0x09E3 | 0x09FE | 0x200D)
}

/// The hasanta (virama) that joins the consonants around it.
fn is_linker(c: char) -> bool {
    matches!(c, '\u{094D}' | '\u{09CD}')
}

/// Consonants a hasanta joins into a conjunct (Unicode's Indic_Conjunct_Break=Consonant).
fn is_consonant(c: char) -> bool {
    matches!(c as u32,
        0x0915..=0x0939 | 0x0958..=0x095F | 0x0978..=0x097F // Devanagari
        | 0x0995..=0x09A8 | 0x09AA..=0x09B0 | 0x09B2 | 0x09B6..=0x09B9 | 0x09DC..=0x09DD
        | 0x09DF | 0x09F0..=0x09F1) // Bengali
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_with_their_signs_and_conjuncts_count_once() {
        let cases = [
            ("", 0),
            ("Drill", 5),
            ("ক্ষমতা", 3), // ক্ষ + ম + তা
            ("কি", 1),
            ("স্ত্রী", 1), // স + ্ + ত + ্ + র + ী: one conjunct with its sign
            ("ড্রিল মেশিন", 6),
            ("café", 4),
            ("cafe\u{301}", 4),
            ("র‍্যাব", 2), // র + ZWJ + ্ + য + া, then ব
        ];
        for (text, expected) in cases {
            assert_eq!(count(text), expected, "{text}");
        }
    }

    #[test]
    fn taking_stops_before_a_character_is_split() {
        assert_eq!(take("অক্ষর", 2), ("অক্ষ", true));
        assert_eq!(take("অক্ষর", 3), ("অক্ষর", false));
        assert_eq!(take("abc", 5), ("abc", false));
    }
}
