//! The words a tool is found by beyond its name as written, so that a search in one script finds
//! the tools named in the other: "সেন্সর" finds "Inductive Proximity Sensor M18", and "drill"
//! finds "হ্যান্ড ড্রিল মেশিন". A tool's words are its Bangla name, the Bangla or English
//! counterpart of each word of its names that the catalogue's trade uses ([`COUNTERPARTS`]),
//! and the Latin spelling of its Bangla words (so "haturi" finds হাতুড়ি, as buyers who type
//! Bangla in Latin letters write it). The server keeps them beside the tool for its search index;
//! a search's own text goes through [`key`] as they do, so both sides compare alike.

use crate::form::single_spaced;
use crate::product::name_key as key;

/// English words of the trade and the Bangla a Bangladeshi buyer writes for them: mostly the
/// loanwords as Bangla spells them (the Bangla Academy's spelling where it has one), and the
/// native words where the trade uses them (হাতুড়ি, করাত, তাপমাত্রা, চাপ, নিয়ন্ত্রক).
pub const COUNTERPARTS: &[(&str, &str)] = &[
    ("alloy", "অ্যালয়"),
    ("angle", "অ্যাঙ্গেল"),
    ("ball", "বল"),
    ("battery", "ব্যাটারি"),
    ("bearing", "বেয়ারিং"),
    ("brass", "পিতল"),
    ("cable", "ক্যাবল"),
    ("caliper", "ক্যালিপার"),
    ("cell", "সেল"),
    ("chuck", "চাক"),
    ("combination", "কম্বিনেশন"),
    ("controller", "নিয়ন্ত্রক"),
    ("cordless", "কর্ডলেস"),
    ("cutter", "কাটার"),
    ("deep", "ডিপ"),
    ("diffuse", "ডিফিউজ"),
    ("digital", "ডিজিটাল"),
    ("drill", "ড্রিল"),
    ("gauge", "গেজ"),
    ("grinder", "গ্রাইন্ডার"),
    ("groove", "গ্রুভ"),
    ("hammer", "হাতুড়ি"),
    ("hand", "হ্যান্ড"),
    ("hex", "হেক্স"),
    ("impact", "ইমপ্যাক্ট"),
    ("inductive", "ইন্ডাকটিভ"),
    ("key", "কী"),
    ("level", "লেভেল"),
    ("load", "লোড"),
    ("machine", "মেশিন"),
    ("meter", "মিটার"),
    ("metric", "মেট্রিক"),
    ("motor", "মোটর"),
    ("multimeter", "মাল্টিমিটার"),
    ("photoelectric", "ফটোইলেকট্রিক"),
    ("pliers", "প্লায়ার্স"),
    ("pressure", "প্রেশার"),
    ("pressure", "চাপ"),
    ("probe", "প্রোব"),
    ("proximity", "প্রক্সিমিটি"),
    ("pump", "পাম্প"),
    ("relay", "রিলে"),
    ("saw", "করাত"),
    ("screwdriver", "স্ক্রুড্রাইভার"),
    ("sensor", "সেন্সর"),
    ("set", "সেট"),
    ("spanner", "স্প্যানার"),
    ("steel", "স্টিল"),
    ("switch", "সুইচ"),
    ("temperature", "তাপমাত্রা"),
    ("tester", "টেস্টার"),
    ("timer", "টাইমার"),
    ("torque", "টর্ক"),
    ("transmitter", "ট্রান্সমিটার"),
    ("ultrasonic", "আল্ট্রাসনিক"),
    ("valve", "ভালভ"),
    ("volt", "ভোল্ট"),
    ("vernier", "ভার্নিয়ার"),
    ("wrench", "রেঞ্চ"),
];

/// The words a tool named `name` (and `name_bn` in Bangla, when it has one) is also found by,
/// as name keys joined by spaces; each word once. A search is matched as a phrase against them, so
/// the Bangla name comes whole, then its Latin spelling whole, then the counterparts.
pub fn tool_words(name: &str, name_bn: Option<&str>) -> String {
    let mut words: Vec<String> = Vec::new();
    let mut add = |phrase: String| {
        if !phrase.is_empty() && !words.contains(&phrase) {
            words.push(phrase);
        }
    };
    let names: Vec<String> = std::iter::once(name)
        .chain(name_bn)
        .map(key)
        .filter(|name| !name.is_empty())
        .collect();
    if let Some(name_bn) = names.get(1) {
        add(name_bn.clone());
    }
    for name in &names {
        if name.chars().any(is_bangla) {
            add(romanised(name));
        }
    }
    for name in &names {
        for word in name.split(|c: char| !c.is_alphanumeric() && !is_bangla(c)) {
            for (english, bangla) in COUNTERPARTS {
                if word == *english {
                    add(key(bangla));
                } else if word == key(bangla) {
                    add((*english).to_owned());
                }
            }
        }
    }
    single_spaced(&words.join(" "))
}

/// A tool's words with its part number and brand after them: a buyer finds `6205-2RS` by
/// typing `6205`, and a brand's tools by its name, ranked with the tools named so. Then the
/// words of its specifications' values (`Specification::search_words`). Then the
/// other side of each of the owner's `synonyms` (`shared::synonyms`) its names or words hold,
/// as whole words: with হাতুড়ি = hammer, a "Claw Hammer" is found by হাতুড়ি.
pub fn catalogue_words(
    name: &str,
    name_bn: Option<&str>,
    part_number: Option<&str>,
    brand: Option<&str>,
    specs: &[String],
    synonyms: &[crate::synonyms::Synonym],
) -> String {
    let mut words = tool_words(name, name_bn);
    let said = format!(
        " {} {} {} ",
        key(name),
        name_bn.map(key).unwrap_or_default(),
        words
    );
    let holds = |phrase: &str| said.contains(&format!(" {phrase} "));
    let others = synonyms.iter().filter_map(|pair| {
        if holds(&pair.word) {
            Some(pair.means.clone())
        } else if holds(&pair.means) {
            Some(pair.word.clone())
        } else {
            None
        }
    });
    let extras: Vec<String> = part_number
        .into_iter()
        .chain(brand)
        .map(key)
        .chain(specs.iter().cloned())
        .chain(others)
        .collect();
    for extra in extras {
        if !extra.is_empty() && !words.split(' ').any(|word| word == extra) {
            if !words.is_empty() {
                words.push(' ');
            }
            words.push_str(&extra);
        }
    }
    words
}

/// The Bengali block of Unicode (U+0980–U+09FF).
fn is_bangla(c: char) -> bool {
    ('\u{0980}'..='\u{09FF}').contains(&c)
}

/// A consonant's Latin letters, as Bangladeshi buyers spell Bangla in Latin (the common
/// "Banglish" of SMS and search boxes, not a scholarly transliteration).
fn consonant(c: char) -> Option<&'static str> {
    Some(match c {
        'ক' => "k",
        'খ' => "kh",
        'গ' => "g",
        'ঘ' => "gh",
        'ঙ' => "ng",
        'চ' => "ch",
        'ছ' => "chh",
        'জ' | 'য' => "j",
        'ঝ' => "jh",
        'ঞ' | 'ণ' | 'ন' => "n",
        'ট' | 'ত' | 'ৎ' => "t",
        'ঠ' | 'থ' => "th",
        'ড' | 'দ' => "d",
        'ঢ' | 'ধ' => "dh",
        'প' => "p",
        'ফ' => "f",
        'ব' => "b",
        'ভ' => "bh",
        'ম' => "m",
        'র' => "r",
        'ল' => "l",
        'শ' | 'ষ' => "sh",
        'স' => "s",
        'হ' => "h",
        _ => return None,
    })
}

/// A vowel's Latin letters, written alone or as a sign after a consonant.
fn vowel(c: char) -> Option<&'static str> {
    Some(match c {
        'অ' => "o",
        'আ' | 'া' => "a",
        'ই' | 'ঈ' | 'ি' | 'ী' => "i",
        'উ' | 'ঊ' | 'ু' | 'ূ' => "u",
        'ঋ' | 'ৃ' => "ri",
        'এ' | 'ে' => "e",
        'ঐ' | 'ৈ' => "oi",
        'ও' | 'ো' => "o",
        'ঔ' | 'ৌ' => "ou",
        _ => return None,
    })
}

const VIRAMA: char = '\u{09CD}';
const NUKTA: char = '\u{09BC}';

/// A name key with its Bangla in Latin letters and Bangla digits as ASCII digits.
/// A consonant carries the vowel "o" before another consonant and none at a word's end or
/// before a virama, which is how সেন্সর reads "sensor" and মেশিন "meshin"; within a word, not
/// before a consonant with a vowel sign of its own either (তাপমাত্রা, "tapmatra"); a য joined
/// under another consonant (য-ফলা) is not written, as in ক্যালিপার, "kalipar".
pub fn romanised(key: &str) -> String {
    let chars: Vec<char> = key.chars().collect();
    let mut latin = String::with_capacity(key.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let dotted = chars.get(i + 1) == Some(&NUKTA);
        let letters = match (c, dotted) {
            ('ড' | 'ঢ', true) => Some("r"),
            ('য', true) => Some("y"),
            _ => consonant(c),
        };
        let after = i + 1 + usize::from(dotted);
        if let Some(letters) = letters {
            let joined_under = i > 0 && chars[i - 1] == VIRAMA;
            if !(joined_under && c == 'য' && !dotted) {
                latin.push_str(letters);
            }
            let next = chars.get(after).copied();
            match next {
                Some(next) if vowel(next).is_some() && !is_independent_vowel(next) => {
                    latin.push_str(vowel(next).unwrap_or_default());
                    i = after + 1;
                    continue;
                }
                Some(next) if next != VIRAMA && starts_consonant(next) => {
                    let word_start = i == 0 || !is_bangla(chars[i - 1]);
                    if word_start || !has_vowel_sign(&chars[after..]) {
                        latin.push('o');
                    }
                }
                _ => {}
            }
            i = after;
            continue;
        }
        match c {
            VIRAMA | NUKTA | '\u{0981}' => {}
            // অ্যা spells the vowel of "cat": the া after the য-ফলা writes it.
            'অ' if chars.get(i + 1) == Some(&VIRAMA) => {}
            'ং' => latin.push_str("ng"),
            'ঃ' => latin.push('h'),
            '০'..='৯' => latin.push(char::from(b'0' + (c as u32 - '০' as u32) as u8)),
            c => match vowel(c) {
                Some(letters) => latin.push_str(letters),
                None => latin.push(c),
            },
        }
        i += 1;
    }
    latin
}

fn is_independent_vowel(c: char) -> bool {
    ('\u{0985}'..='\u{0994}').contains(&c)
}

fn starts_consonant(c: char) -> bool {
    consonant(c).is_some()
}

/// Whether the consonant at the start of `chars` carries a vowel sign.
fn has_vowel_sign(chars: &[char]) -> bool {
    let sign_at = 1 + usize::from(chars.get(1) == Some(&NUKTA));
    chars
        .get(sign_at)
        .is_some_and(|&c| vowel(c).is_some() && !is_independent_vowel(c))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_tools_part_number_and_brand_are_among_its_words() {
        let name = "Deep Groove Ball Bearing";
        assert_eq!(
            super::catalogue_words(name, None, Some("6205-2RS"), Some("SKF"), &[], &[]),
            format!("{} 6205-2rs skf", super::tool_words(name, None))
        );
        assert_eq!(
            super::catalogue_words("Pliers", None, None, None, &[], &[]),
            super::tool_words("Pliers", None)
        );
        // A part number already among the words is not said twice.
        assert_eq!(
            super::catalogue_words("X", None, Some("x"), Some("X"), &[], &[]),
            "x"
        );
    }

    #[test]
    fn the_owners_synonyms_find_a_tool_by_the_other_word() {
        let pair = |word: &str, means: &str| crate::synonyms::Synonym {
            word: word.into(),
            means: means.into(),
        };
        let synonyms = [
            pair("বাটালি", "chisel"),
            pair("spanner", "wrench"),
            pair("ram", "memory"),
        ];
        let words = super::catalogue_words("Wood Chisel 20 mm", None, None, None, &[], &synonyms);
        assert!(words.ends_with("বাটালি"), "{words}");
        let words = super::catalogue_words(
            "Torque Wrench",
            Some("টর্ক রেঞ্চ"),
            None,
            None,
            &[],
            &synonyms,
        );
        assert!(words.split(' ').any(|word| word == "spanner"), "{words}");
        // Whole words only: a "Hydraulic Ram" is not memory, nor "program" a ram.
        let words = super::catalogue_words("Programmer", None, None, None, &[], &synonyms);
        assert!(!words.contains("memory"), "{words}");
    }

    use super::*;

    #[test]
    fn bangla_is_spelt_as_buyers_type_it_in_latin() {
        for (bangla, latin) in [
            ("সেন্সর", "sensor"),
            ("মেশিন", "meshin"),
            ("হাতুড়ি", "haturi"),
            ("হাতুড়ি", "haturi"),
            ("বেয়ারিং", "beyaring"),
            ("ক্যালিপার", "kalipar"),
            ("ড্রিল", "dril"),
            ("তাপমাত্রা", "tapmatra"),
            ("১৩ মিমি", "13 mimi"),
            ("pt100 সেন্সর", "pt100 sensor"),
            ("অ্যাঙ্গেল", "anggel"),
            ("কম্বিনেশন", "kombineshon"),
            ("নিয়ন্ত্রক", "niyontrok"),
            ("ইন্ডাকটিভ", "indaktibh"),
        ] {
            assert_eq!(romanised(&key(bangla)), latin, "{bangla}");
        }
    }

    #[test]
    fn the_dotted_letters_compare_alike_however_they_were_typed() {
        assert_eq!(key("হাতু\u{09DC}ি"), key("হাতু\u{09A1}\u{09BC}ি"));
        assert_eq!(key("বে\u{09DF}ারিং"), key("বে\u{09AF}\u{09BC}ারিং"));
        assert_eq!(key("  Cordless   DRILL "), "cordless drill");
    }

    #[test]
    fn a_tool_is_found_by_its_bangla_name_its_latin_spelling_and_the_counterparts() {
        let words = tool_words(
            "Cordless Impact Drill 18 V",
            Some("কর্ডলেস ইমপ্যাক্ট ড্রিল ১৮ ভোল্ট"),
        );
        for word in [
            "কর্ডলেস ইমপ্যাক্ট ড্রিল ১৮ ভোল্ট",
            "kordles",
            "18 bholt",
            "volt",
            "ড্রিল",
            "drill",
        ] {
            assert!(words.contains(word), "{word} in {words}");
        }
        // Named in English only: the Bangla of its trade words.
        let words = tool_words("Inductive Proximity Sensor M18", None);
        assert_eq!(words, key("ইন্ডাকটিভ প্রক্সিমিটি সেন্সর"));
        // Named in Bangla only: its Latin spelling and the English.
        let words = tool_words("হ্যান্ড ড্রিল মেশিন ১৩ মিমি", None);
        assert!(words.contains("drill") && words.contains("machine") && words.contains("hand"));
        assert!(words.contains("hand dril meshin 13 mimi"), "{words}");
        // Nothing to add.
        assert_eq!(tool_words("PT100", None), "");
    }

    #[test]
    fn every_counterpart_is_one_word_in_each_script() {
        for (english, bangla) in COUNTERPARTS {
            assert_eq!(key(english), *english);
            assert!(english.chars().all(|c| c.is_ascii_lowercase()), "{english}");
            assert!(bangla.chars().all(is_bangla), "{bangla}");
        }
    }
}
