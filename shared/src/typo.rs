//! Typo tolerance: a searched word the catalogue does not hold is read as the closest word it
//! does, within the typos the word's length allows: none below five letters, one from five,
//! two from nine, and none in a word that holds a digit, so M8 never becomes M6 and 6205 never
//! 6025. A typo is a letter added, dropped, changed, or two side by side swapped (the optimal
//! string alignment distance), counted in characters, so a Bangla vowel sign is one.

use std::collections::HashMap;

/// Whether `word` holds a digit, in either script: a size or a part number, read exactly.
fn has_digit(word: &str) -> bool {
    word.chars()
        .any(|c| c.is_ascii_digit() || ('০'..='৯').contains(&c))
}

/// How many typos `word` may hold and still be read as a word of the catalogue.
pub fn typos_allowed(word: &str) -> usize {
    if has_digit(word) {
        return 0;
    }
    match word.chars().count() {
        0..=4 => 0,
        5..=8 => 1,
        _ => 2,
    }
}

/// The typos between `a` and `b`, when at most `limit`.
pub fn distance_within(a: &str, b: &str, limit: usize) -> Option<usize> {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > limit {
        return None;
    }
    // Three rows of the table: the one before the last, the last, and this one.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut last: Vec<usize> = (0..=b.len()).collect();
    let mut row = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        row[0] = i;
        let mut least = row[0];
        for j in 1..=b.len() {
            let change = usize::from(a[i - 1] != b[j - 1]);
            let mut cost = (last[j] + 1).min(row[j - 1] + 1).min(last[j - 1] + change);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                cost = cost.min(before[j - 2] + 1);
            }
            row[j] = cost;
            least = least.min(cost);
        }
        if least > limit {
            return None;
        }
        std::mem::swap(&mut before, &mut last);
        std::mem::swap(&mut last, &mut row);
    }
    Some(last[b.len()]).filter(|&distance| distance <= limit)
}

/// Where words part in a search or a name: spaces and punctuation other than the dash, slash
/// and dot a part number holds.
fn parts_words(c: char) -> bool {
    c.is_whitespace() || (c.is_ascii_punctuation() && !"-/.".contains(c))
}

/// The words of `text`, each with where it starts.
pub fn words(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut at = 0;
    text.split(parts_words).filter_map(move |word| {
        let start = at;
        at += word.len() + 1;
        Some((start, word)).filter(|(_, word)| !word.is_empty())
    })
}

/// The words of the catalogue's names, each with how many names hold it.
#[derive(Debug, Default, Clone)]
pub struct Vocabulary {
    counts: HashMap<String, u32>,
}

impl Vocabulary {
    /// The words of `names` (each a name key, or the words a tool is also found by).
    pub fn of<'a>(names: impl IntoIterator<Item = &'a str>) -> Self {
        let mut vocabulary = Self::default();
        for name in names {
            vocabulary.add(name);
        }
        vocabulary
    }

    /// Adds the words of one more name.
    pub fn add(&mut self, name: &str) {
        for (_, word) in words(name) {
            match self.counts.get_mut(word) {
                Some(count) => *count += 1,
                None => {
                    self.counts.insert(word.to_owned(), 1);
                }
            }
        }
    }

    pub fn len(&self) -> usize {
        self.counts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.counts.is_empty()
    }

    /// The word of the catalogue `word` is read as: itself when the catalogue holds it, else
    /// the closest within the typos it may hold (the commoner of two as close, then the first
    /// alphabetically); `None` when there is none.
    pub fn closest<'a>(&'a self, word: &'a str) -> Option<&'a str> {
        if self.counts.contains_key(word) {
            return Some(word);
        }
        let limit = typos_allowed(word);
        if limit == 0 {
            return None;
        }
        self.counts
            .iter()
            .filter(|(known, _)| !has_digit(known))
            .filter_map(|(known, &count)| {
                distance_within(word, known, limit).map(|distance| (distance, count, known))
            })
            .min_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)).then(a.2.cmp(b.2)))
            .map(|(_, _, known)| known.as_str())
    }

    /// `key` (a search's name key) with each word the catalogue does not hold read as its
    /// closest word; `None` when no word changes.
    pub fn corrected(&self, key: &str) -> Option<String> {
        let mut said = String::with_capacity(key.len());
        let mut copied = 0;
        let mut changed = false;
        for (at, word) in words(key) {
            if let Some(known) = self.closest(word).filter(|known| *known != word) {
                said.push_str(&key[copied..at]);
                said.push_str(known);
                copied = at + word.len();
                changed = true;
            }
        }
        said.push_str(&key[copied..]);
        changed.then_some(said)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn longer_words_may_hold_more_typos_and_a_number_none() {
        for (word, allowed) in [
            ("drill", 1),
            ("dril", 0),
            ("sensor", 1),
            ("inductive", 2),
            ("m8", 0),
            ("6205-2rs", 0),
            ("pt100sensor", 0),
            ("তাপমাত্রা", 2),
            ("সেন্সর", 1),
            ("২০৫সেন্সর", 0),
        ] {
            assert_eq!(typos_allowed(word), allowed, "{word}");
        }
    }

    #[test]
    fn a_typo_is_a_letter_added_dropped_changed_or_swapped() {
        for (a, b, distance) in [
            ("sensor", "sensor", Some(0)),
            ("sensr", "sensor", Some(1)),
            ("sennsor", "sensor", Some(1)),
            ("sensar", "sensor", Some(1)),
            ("snesor", "sensor", Some(1)),
            ("snsr", "sensor", Some(2)),
            ("bearing", "grinder", None),
            ("তাপমাত্র", "তাপমাত্রা", Some(1)),
        ] {
            assert_eq!(distance_within(a, b, 2), distance, "{a} → {b}");
        }
        assert_eq!(distance_within("snsr", "sensor", 1), None);
    }

    #[test]
    fn words_part_at_spaces_and_punctuation_but_not_in_a_part_number() {
        let found: Vec<_> = words("m18 sensor, 6205-2rs (skf) 3/8 1.5").collect();
        assert_eq!(
            found,
            [
                (0, "m18"),
                (4, "sensor"),
                (12, "6205-2rs"),
                (22, "skf"),
                (27, "3/8"),
                (31, "1.5")
            ]
        );
    }

    #[test]
    fn a_search_is_read_as_the_catalogues_closest_words() {
        let vocabulary = Vocabulary::of([
            "inductive proximity sensor m18",
            "pt100 temperature sensor",
            "temperature controller",
            "ডিজিটাল তাপমাত্রা নিয়ন্ত্রক",
            "m6 bolt",
        ]);
        for (typed, read) in [
            ("inductiv sensr", Some("inductive sensor")),
            ("temprature", Some("temperature")),
            ("তাপমাত্র নিয়ন্ত্রক", Some("তাপমাত্রা নিয়ন্ত্রক")),
            ("sensor", None),
            ("m8 bolt", None),
            ("bolts", Some("bolt")),
            ("xyzzyplugh", None),
            ("proximty, sensor", Some("proximity, sensor")),
        ] {
            assert_eq!(vocabulary.corrected(typed).as_deref(), read, "{typed}");
        }
        assert_eq!(vocabulary.closest("sensor"), Some("sensor"));
    }

    #[test]
    fn of_two_words_as_close_the_commoner_is_taken() {
        let vocabulary = Vocabulary::of(["wrench", "wrench set", "trench"]);
        assert_eq!(vocabulary.closest("xrench"), Some("wrench"));
    }
}
