//! How a search of three characters or more is looked up in the trigram index (`tools_search`,
//! migration 0011).
//!
//! As a phrase, a search asks the index for every one of its trigrams, and opening a trigram
//! that most tools hold costs the same whether the search is rare or not: measured at 100,000
//! tools, "model 012345" (ten trigrams, four of them in every tool) took 0.3 ms, and its two
//! rarest trigrams alone 0.03 ms. So when some trigrams of the search are rare, only the two
//! rarest are asked for, and the few tools holding both are checked for the whole search, as
//! the phrase would match it: anywhere in the name key or in the description, Latin case aside.
//! A search whose trigrams all are common is a phrase, as before.
//!
//! How many tools hold a trigram is counted up to [`COMMON`] and kept: the counts only choose
//! what to ask, so one gone stale costs time, never a result. They are forgotten when tools
//! are added, removed or renamed, and when too many are kept.

use std::collections::HashMap;
use std::sync::RwLock;

/// A trigram held by this many tools or more is common; counting stops there.
const COMMON: u16 = 512;
/// Held by fewer tools than this, one trigram alone leaves little to check.
const FEW: u16 = 16;
/// Counts kept at most: a few hundred kilobytes.
const MAX_KEPT: usize = 32_768;
/// Trigrams counted for one search at most; the rest are taken as common. A long search (200
/// characters is about 200 trigrams) would otherwise count each, hundreds of index reads.
const MAX_COUNTED: usize = 12;

/// How a search is looked up.
#[derive(Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Every trigram, in order: the index alone decides (an FTS5 phrase).
    Phrase(String),
    /// The rarest trigrams (an FTS5 AND of them); the tools found are checked for the search.
    Rare(String),
}

impl Lookup {
    /// The FTS5 query.
    pub fn pattern(&self) -> &str {
        match self {
            Lookup::Phrase(pattern) | Lookup::Rare(pattern) => pattern,
        }
    }
}

/// How many tools hold each trigram asked about lately, up to [`COMMON`].
#[derive(Default)]
pub struct TrigramCounts {
    kept: RwLock<HashMap<Box<str>, u16>>,
}

impl TrigramCounts {
    /// Forgets every count: the catalogue's words have changed.
    pub fn forget(&self) {
        self.kept.write().expect("counts lock").clear();
    }

    /// How to look `key` (a name key of three characters or more) up.
    pub async fn plan(&self, db: &crate::store::db::Pool, key: &str) -> sqlx::Result<Lookup> {
        if !checkable(key) {
            return Ok(Lookup::Phrase(quoted(key)));
        }
        let trigrams = trigrams(key);
        let missing: Vec<&str> = {
            let kept = self.kept.read().expect("counts lock");
            trigrams
                .iter()
                .copied()
                .filter(|trigram| !kept.contains_key(*trigram))
                .take(MAX_COUNTED)
                .collect()
        };
        let mut counted = Vec::with_capacity(missing.len());
        for trigram in missing {
            counted.push((trigram, count(db, trigram).await?));
        }
        // The counts just made, then the kept ones: a search of kept trigrams only (the usual
        // case) takes the read lock alone.
        let count_of = |kept: &HashMap<Box<str>, u16>, trigram: &str| {
            counted
                .iter()
                .find(|(counted, _)| *counted == trigram)
                .map(|&(_, count)| count)
                .or_else(|| kept.get(trigram).copied())
                .unwrap_or(COMMON)
        };
        let lookup = {
            let kept = self.kept.read().expect("counts lock");
            choose(key, &trigrams, |trigram| count_of(&kept, trigram))
        };
        if !counted.is_empty() {
            let mut kept = self.kept.write().expect("counts lock");
            if kept.len() + counted.len() > MAX_KEPT {
                kept.clear();
            }
            kept.extend(
                counted
                    .iter()
                    .map(|&(trigram, count)| (Box::from(trigram), count)),
            );
        }
        Ok(lookup)
    }
}

/// Whether the check after a [`Lookup::Rare`] finds what the phrase would. The index folds the
/// case of every script, the check (SQLite's `lower`) only of ASCII letters: the same for a
/// search with no other cased letter, as a name key (ASCII lower-cased) with Bangla or digits.
fn checkable(key: &str) -> bool {
    key.chars()
        .all(|c| c.is_ascii() || !(c.is_lowercase() || c.is_uppercase()))
}

/// The key's distinct trigrams, as the index cuts text: three characters (not bytes) at a time.
fn trigrams(key: &str) -> Vec<&str> {
    let starts: Vec<usize> = key.char_indices().map(|(at, _)| at).collect();
    let mut trigrams: Vec<&str> = (0..starts.len().saturating_sub(2))
        .map(|i| {
            let end = starts.get(i + 3).copied().unwrap_or(key.len());
            &key[starts[i]..end]
        })
        .collect();
    trigrams.sort_unstable();
    trigrams.dedup();
    trigrams
}

/// The lookup for `key` given how many tools hold each of its trigrams.
fn choose(key: &str, trigrams: &[&str], count: impl Fn(&str) -> u16) -> Lookup {
    let mut counted: Vec<(u16, &str)> = trigrams.iter().map(|&t| (count(t), t)).collect();
    counted.sort_unstable();
    match counted.as_slice() {
        [] => Lookup::Phrase(quoted(key)),
        [(rarest, _), ..] if *rarest >= COMMON => Lookup::Phrase(quoted(key)),
        [(rarest, one), (_, two), ..] if *rarest >= FEW => {
            Lookup::Rare(format!("{} AND {}", quoted(one), quoted(two)))
        }
        [(_, one), ..] => Lookup::Rare(quoted(one)),
    }
}

/// Text as one FTS5 string: in double quotes, a quote inside doubled.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// How many tools hold `trigram`, up to [`COMMON`]: at most that many entries are read.
async fn count(db: &crate::store::db::Pool, trigram: &str) -> sqlx::Result<u16> {
    let count: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM (SELECT 1 FROM tools_search WHERE tools_search MATCH $1 LIMIT $2)",
    )
    .bind(quoted(trigram))
    .bind(i64::from(COMMON))
    .fetch_one(db)
    .await?;
    Ok(u16::try_from(count).unwrap_or(COMMON))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trigrams_are_cut_by_characters_and_kept_once() {
        assert_eq!(trigrams("abcab"), ["abc", "bca", "cab"]);
        assert_eq!(trigrams("aaaa"), ["aaa"]);
        // Sorted by their UTF-8: the virama (U+09CD) after the letters.
        assert_eq!(trigrams("ড্রিল"), ["ড্র", "রিল", "্রি"]);
        assert!(trigrams("ab").is_empty());
    }

    #[test]
    fn only_a_search_with_no_cased_letter_beyond_ascii_is_checked_by_sqlite() {
        for key in ["model 012345", "ড্রিল মেশিন", "10 mm \"x\""] {
            assert!(checkable(key), "{key}");
        }
        for key in ["électrique", "Électrique", "straße", "10 kΩ"] {
            assert!(!checkable(key), "{key}");
        }
    }

    /// The lookup for "model 012" when the `rare` trigrams are held by so many tools and the
    /// rest by most.
    fn lookup(rare: &[(&str, u16)]) -> Lookup {
        let key = "model 012";
        choose(key, &trigrams(key), |trigram| {
            rare.iter()
                .find(|(t, _)| *t == trigram)
                .map_or(COMMON, |(_, n)| *n)
        })
    }

    #[test]
    fn the_rarest_trigrams_are_asked_for_and_a_common_search_is_a_phrase() {
        // Two rare trigrams: both, the rarest first.
        assert_eq!(
            lookup(&[(" 01", 300), ("012", 40)]),
            Lookup::Rare("\"012\" AND \" 01\"".into())
        );
        // One held by very few tools is enough alone.
        assert_eq!(lookup(&[("012", 3)]), Lookup::Rare("\"012\"".into()));
        // None at all: the search finds nothing, at once.
        assert_eq!(lookup(&[("012", 0)]), Lookup::Rare("\"012\"".into()));
        // One rare trigram and the rest common: it and (the first of) the rest.
        assert_eq!(
            lookup(&[("012", 200)]),
            Lookup::Rare("\"012\" AND \" 01\"".into())
        );
        // All common: the phrase.
        assert_eq!(lookup(&[]), Lookup::Phrase("\"model 012\"".into()));
    }

    #[test]
    fn quotes_stay_inside_the_string() {
        assert_eq!(quoted("a\"b"), "\"a\"\"b\"");
    }
}
