//! How a search of three characters or more is looked up in the trigram index: SQLite's FTS5
//! trigram table (`tools_search`, migration 0011) or PostgreSQL's pg_trgm GIN index over the
//! same columns (`data/migrations/postgres`).
//!
//! As a phrase, a search asks the index for every one of its trigrams, and opening a trigram
//! that most tools hold costs the same whether the search is rare or not: measured at 100,000
//! tools, "model 012345" (ten trigrams, four of them in every tool) took 0.3 ms on SQLite and
//! 7 ms on PostgreSQL, and its two rarest trigrams alone 0.03 ms. So when some trigrams of the
//! search are rare, only the two rarest are asked for, and the few tools holding both are
//! checked for the whole search, as the phrase would match it: anywhere in the name key or in
//! the description, Latin case aside. A search whose trigrams all are common is a phrase, as
//! before.
//!
//! How many tools hold a trigram is counted up to [`COMMON`] and kept: the counts only choose
//! what to ask, so one gone stale (another process changed the catalogue) costs time, never a
//! result. They are forgotten when tools are added, removed or renamed here, and when too many
//! are kept. On PostgreSQL they are also taken for the whole catalogue at once (`census`).

use crate::store::db::{Engine, Pool};
use std::collections::HashMap;
use std::sync::RwLock;
use tokio::sync::Notify;

/// A trigram held by this many tools or more is common; counting stops there.
pub(super) const COMMON: u16 = 512;
/// Held by fewer tools than this, one trigram alone leaves little to check.
const FEW: u16 = 16;
/// Counts kept at most: a few megabytes, room for every trigram of ASCII letters and digits.
pub(super) const MAX_KEPT: usize = 65_536;
/// Trigrams counted for one search at most; the rest are taken as common. A long search (200
/// characters is about 200 trigrams) would otherwise count each, hundreds of index reads.
const MAX_COUNTED: usize = 12;

/// How a search is looked up.
#[derive(Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Every trigram: the index alone decides.
    Phrase,
    /// The rarest trigrams (one or two, the rarest first); the tools found are checked for the
    /// search.
    Rare(Vec<String>),
}

/// Which tools a search asks for, as SQL over `tools`: a filter with its parameters ($1 the
/// pattern, $2 the search's key when `checks_key`).
#[derive(Clone)]
pub struct Matching {
    pub filter: &'static str,
    pub pattern: String,
    pub checks_key: bool,
}

/// Whether a tool holds the key ($2) in any column a search looks in (SQLite).
macro_rules! holds_key {
    () => {
        "(instr(name_key, $2) > 0 OR instr(lower(description), $2) > 0 \
          OR instr(search_words, $2) > 0 OR instr(lower(description_bn), $2) > 0)"
    };
}

/// PostgreSQL's text searched: the columns a search looks in, each on a line of its own, as
/// its trigram index holds them (`data/migrations/postgres/0034_one_search_index.sql`, which
/// must say it exactly so). A search never holds a newline, so it matches within one column.
macro_rules! search_text {
    () => {
        "(name_key || E'\\n' || lower(description) || E'\\n' || coalesce(search_words, '') \
          || E'\\n' || coalesce(lower(description_bn), ''))"
    };
}
pub(super) use search_text;

/// SQLite's columns a search looks in, each `LIKE $1`, for a key too short for trigrams.
const LIKE_PATTERN: &str = "(name_key LIKE $1 ESCAPE '\\' OR lower(description) LIKE $1 ESCAPE '\\' \
     OR search_words LIKE $1 ESCAPE '\\' OR lower(description_bn) LIKE $1 ESCAPE '\\')";

impl Lookup {
    /// The filter finding the tools that hold `key` (a name key: single-spaced, Latin
    /// lower-cased) on `engine`.
    pub fn matching(&self, engine: Engine, key: &str) -> Matching {
        let (filter, pattern, checks_key) = match (engine, self) {
            (Engine::Sqlite, Lookup::Phrase) if key.chars().count() >= 3 => (
                "id IN (SELECT rowid FROM tools_search WHERE tools_search MATCH $1)",
                quoted(key),
                false,
            ),
            (Engine::Sqlite, Lookup::Rare(rarest)) => (
                concat!(
                    "id IN (SELECT rowid FROM tools_search WHERE tools_search MATCH $1) AND ",
                    holds_key!()
                ),
                rarest
                    .iter()
                    .map(|trigram| quoted(trigram))
                    .collect::<Vec<_>>()
                    .join(" AND "),
                true,
            ),
            (Engine::Sqlite, Lookup::Phrase) => {
                (LIKE_PATTERN, format!("%{}%", like_escaped(key)), false)
            }
            (Engine::Postgres, Lookup::Rare(rarest)) => (
                concat!(
                    search_text!(),
                    " LIKE $1 AND instr(",
                    search_text!(),
                    ", $2) > 0"
                ),
                holding_both(key, rarest),
                true,
            ),
            // The trigram index answers LIKE whatever the pattern's length.
            (Engine::Postgres, Lookup::Phrase) => (
                concat!(search_text!(), " LIKE $1 ESCAPE '\\'"),
                format!("%{}%", like_escaped(key)),
                false,
            ),
        };
        Matching {
            filter,
            pattern,
            checks_key,
        }
    }
}

/// How many tools hold each trigram asked about lately, up to [`COMMON`].
#[derive(Default)]
pub struct TrigramCounts {
    kept: RwLock<HashMap<Box<str>, u16>>,
    /// Told when the counts are forgotten, for a census to take them again.
    forgotten: Notify,
}

impl TrigramCounts {
    /// Forgets every count: the catalogue's words have changed.
    pub fn forget(&self) {
        self.kept.write().expect("counts lock").clear();
        self.forgotten.notify_one();
    }

    /// Waits until the counts are forgotten (at once if they were since the last wait).
    pub(super) async fn until_forgotten(&self) {
        self.forgotten.notified().await;
    }

    /// Keeps `counts`, taken for the whole catalogue, in place of those kept.
    pub(super) fn replace(&self, counts: HashMap<Box<str>, u16>) {
        *self.kept.write().expect("counts lock") = counts;
    }

    /// How many counts are kept.
    pub fn len(&self) -> usize {
        self.kept.read().expect("counts lock").len()
    }

    /// Whether no count is kept.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// How to look `key` (a name key) up on `engine`.
    pub async fn plan(&self, db: &Pool, engine: Engine, key: &str) -> sqlx::Result<Lookup> {
        if !checkable(engine, key) {
            return Ok(Lookup::Phrase);
        }
        let trigrams: Vec<&str> = trigrams(key)
            .into_iter()
            .filter(|trigram| askable(engine, trigram))
            .collect();
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
            counted.push((trigram, count(db, engine, trigram).await?));
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
            choose(&trigrams, |trigram| count_of(&kept, trigram))
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

/// Whether the check after a [`Lookup::Rare`] finds what the phrase would. SQLite's index folds
/// the case of every script, its check (`lower`) only of ASCII letters: the same for a search
/// with no other cased letter, as a name key (ASCII lower-cased) with Bangla or digits.
/// PostgreSQL's phrase is the same `lower` and substring as its check, whatever the search.
fn checkable(engine: Engine, key: &str) -> bool {
    match engine {
        Engine::Sqlite => key
            .chars()
            .all(|c| c.is_ascii() || !(c.is_lowercase() || c.is_uppercase())),
        Engine::Postgres => true,
    }
}

/// Whether `trigram` can be asked for alone. pg_trgm cuts text into words of letters and digits
/// and pads each word's ends, so only a trigram of three such characters is one entry of its
/// index (`LIKE '%m8 %'` asks for word ends); ASCII only, since which other characters count as
/// letters depends on the database's locale. FTS5's trigrams are any three characters.
fn askable(engine: Engine, trigram: &str) -> bool {
    match engine {
        Engine::Sqlite => true,
        Engine::Postgres => trigram.bytes().all(|b| b.is_ascii_alphanumeric()),
    }
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

/// The lookup given how many tools hold each of the key's trigrams that may be asked for.
fn choose(trigrams: &[&str], count: impl Fn(&str) -> u16) -> Lookup {
    let mut counted: Vec<(u16, &str)> = trigrams.iter().map(|&t| (count(t), t)).collect();
    counted.sort_unstable();
    match counted.as_slice() {
        [] => Lookup::Phrase,
        [(rarest, _), ..] if *rarest >= COMMON => Lookup::Phrase,
        [(rarest, one), (_, two), ..] if *rarest >= FEW => {
            Lookup::Rare(vec![(*one).to_owned(), (*two).to_owned()])
        }
        [(_, one), ..] => Lookup::Rare(vec![(*one).to_owned()]),
    }
}

/// One LIKE pattern that every text holding `key` matches and whose literal parts are the
/// `rarest` trigrams (of `key`, letters and digits): pg_trgm then asks its index for those
/// alone. Two trigrams apart in the key are two parts in the key's order (`%a%b%`); two that
/// overlap are the stretch of the key they cover (four or five characters: at most one more
/// trigram, between them).
fn holding_both(key: &str, rarest: &[String]) -> String {
    let mut at: Vec<(usize, &str)> = rarest
        .iter()
        .map(|trigram| (key.find(trigram.as_str()).unwrap_or(0), trigram.as_str()))
        .collect();
    at.sort_unstable();
    match at.as_slice() {
        [(first, _), (second, last)] if *second < first + 3 => {
            format!("%{}%", &key[*first..second + last.len()])
        }
        parts => {
            let parts: Vec<&str> = parts.iter().map(|&(_, trigram)| trigram).collect();
            format!("%{}%", parts.join("%"))
        }
    }
}

/// Text as one FTS5 string: in double quotes, a quote inside doubled.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// LIKE's wildcards in `text` taken literally (with `ESCAPE '\'`).
fn like_escaped(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// How many tools hold `trigram`, up to [`COMMON`]: at most that many entries are read.
async fn count(db: &Pool, engine: Engine, trigram: &str) -> sqlx::Result<u16> {
    let (sql, pattern) = match engine {
        Engine::Sqlite => (
            "SELECT count(*) FROM (SELECT 1 FROM tools_search WHERE tools_search MATCH $1 LIMIT $2)",
            quoted(trigram),
        ),
        Engine::Postgres => (
            concat!(
                "SELECT count(*) FROM (SELECT 1 FROM tools WHERE ",
                search_text!(),
                " LIKE $1 LIMIT $2) AS holding"
            ),
            format!("%{trigram}%"),
        ),
    };
    let count: i64 = sqlx::query_scalar(sql)
        .bind(pattern)
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
            assert!(checkable(Engine::Sqlite, key), "{key}");
        }
        for key in ["électrique", "Électrique", "straße", "10 kΩ"] {
            assert!(!checkable(Engine::Sqlite, key), "{key}");
            assert!(checkable(Engine::Postgres, key), "{key}");
        }
    }

    #[test]
    fn postgres_asks_for_trigrams_of_ascii_letters_and_digits_alone() {
        for trigram in ["mod", "012", "m8x"] {
            assert!(askable(Engine::Postgres, trigram), "{trigram}");
        }
        for trigram in ["l 0", " 01", "m-8", "ড্র", "\"x\""] {
            assert!(!askable(Engine::Postgres, trigram), "{trigram}");
            assert!(askable(Engine::Sqlite, trigram), "{trigram}");
        }
    }

    /// The lookup for "model 012" when the `rare` trigrams are held by so many tools and the
    /// rest by most.
    fn lookup(rare: &[(&str, u16)]) -> Lookup {
        choose(&trigrams("model 012"), |trigram| {
            rare.iter()
                .find(|(t, _)| *t == trigram)
                .map_or(COMMON, |(_, n)| *n)
        })
    }

    fn rare(trigrams: &[&str]) -> Lookup {
        Lookup::Rare(trigrams.iter().map(|t| t.to_string()).collect())
    }

    #[test]
    fn the_rarest_trigrams_are_asked_for_and_a_common_search_is_a_phrase() {
        // Two rare trigrams: both, the rarest first.
        assert_eq!(lookup(&[(" 01", 300), ("012", 40)]), rare(&["012", " 01"]));
        // One held by very few tools is enough alone.
        assert_eq!(lookup(&[("012", 3)]), rare(&["012"]));
        // None at all: the search finds nothing, at once.
        assert_eq!(lookup(&[("012", 0)]), rare(&["012"]));
        // One rare trigram and the rest common: it and (the first of) the rest.
        assert_eq!(lookup(&[("012", 200)]), rare(&["012", " 01"]));
        // All common: the phrase.
        assert_eq!(lookup(&[]), Lookup::Phrase);
    }

    #[test]
    fn each_engine_asks_its_index_in_its_own_words() {
        let key = "model 000042";
        let filter = |engine, lookup: Lookup| {
            let matching = lookup.matching(engine, key);
            (matching.pattern, matching.checks_key)
        };
        assert_eq!(
            filter(Engine::Sqlite, rare(&["042", "004"])),
            ("\"042\" AND \"004\"".to_owned(), true)
        );
        assert_eq!(
            filter(Engine::Sqlite, Lookup::Phrase),
            ("\"model 000042\"".to_owned(), false)
        );
        // Overlapping in the key: the stretch they cover.
        assert_eq!(
            filter(Engine::Postgres, rare(&["042", "004"])),
            ("%0042%".to_owned(), true)
        );
        // Apart: in the key's order, whichever is rarer.
        for rarest in [["042", "mod"], ["mod", "042"]] {
            assert_eq!(
                filter(Engine::Postgres, rare(&rarest)),
                ("%mod%042%".to_owned(), true)
            );
        }
        assert_eq!(
            filter(Engine::Postgres, rare(&["042"])),
            ("%042%".to_owned(), true)
        );
        assert_eq!(
            filter(Engine::Postgres, Lookup::Phrase),
            ("%model 000042%".to_owned(), false)
        );
    }

    #[test]
    fn a_search_too_short_for_trigrams_or_with_wildcards_is_matched_literally() {
        let short = Lookup::Phrase.matching(Engine::Sqlite, "m8");
        assert_eq!(short.pattern, "%m8%");
        assert!(short.filter.contains("LIKE"));
        let wild = Lookup::Phrase.matching(Engine::Postgres, "10%_\\");
        assert_eq!(wild.pattern, "%10\\%\\_\\\\%");
    }

    #[test]
    fn quotes_stay_inside_the_string() {
        assert_eq!(quoted("a\"b"), "\"a\"\"b\"");
    }
}
