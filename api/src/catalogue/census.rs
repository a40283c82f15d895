//! How many tools hold each trigram, taken for the whole catalogue at once on PostgreSQL, so
//! that no search waits for a count (`search_plan`).
//!
//! Counted one at a time, as a search first meets it, a trigram costs a PostgreSQL index read
//! of every tool holding it: a GIN index has bitmap scans only, so `LIMIT` stops nothing. At
//! 100,000 tools, searches for model numbers meet about a thousand new digit trigrams in their
//! first seconds, each held by a few hundred tools, and waited 70 ms at the 99th percentile
//! where SQLite (whose FTS5 stops reading at the limit) took 4 ms. One pass over the
//! catalogue's text, streamed, runs in the background when the shop starts and again after
//! each change to the tools' words (counting 100,000 tools' text takes the shop a fifth of a
//! second). SQLite needs none.

use super::search_plan::{COMMON, MAX_KEPT, TrigramCounts, search_text};
use crate::store::db::Pool;
use futures_util::TryStreamExt;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

/// Changes to the tools often come several at once (an owner at work): one census after them.
const SETTLE: Duration = Duration::from_secs(2);

/// Takes the census when the shop starts and after every change to the tools' words, for as
/// long as the shop runs.
pub fn spawn(db: Pool, counts: Arc<TrigramCounts>) {
    // Forgotten now, so the first census is taken at once.
    counts.forget();
    tokio::spawn(async move {
        loop {
            counts.until_forgotten().await;
            tokio::time::sleep(SETTLE).await;
            if let Err(error) = take(&db, &counts).await {
                tracing::warn!(%error, "counting the catalogue's trigrams");
            }
        }
    });
}

/// Counts how many tools hold each trigram a search may ask PostgreSQL's index for, up to
/// [`COMMON`], as `search_plan` counts one (in the text its index holds), and keeps the counts
/// in place of those in `counts`.
pub async fn take(db: &Pool, counts: &TrigramCounts) -> sqlx::Result<()> {
    let mut rows =
        sqlx::query_scalar::<_, String>(concat!("SELECT ", search_text!(), " FROM tools"))
            .fetch(db);
    let mut census = Census::default();
    while let Some(text) = rows.try_next().await? {
        census.add(&text);
    }
    counts.replace(census.kept());
    Ok(())
}

/// Counts as the tools' texts are read, each trigram by its three bytes: the trigrams asked
/// for are ASCII letters and digits (`search_plan::askable`), and no byte of a longer UTF-8
/// character is one, so three such bytes in a row are three such characters.
#[derive(Default)]
struct Census {
    counts: HashMap<[u8; 3], u16>,
    /// One tool's trigrams, each counted once however often the tool holds it.
    held: HashSet<[u8; 3]>,
}

impl Census {
    /// One tool's text.
    fn add(&mut self, text: &str) {
        self.held.clear();
        self.held.extend(
            text.as_bytes()
                .windows(3)
                .filter(|bytes| bytes.iter().all(u8::is_ascii_alphanumeric))
                .map(|bytes| [bytes[0], bytes[1], bytes[2]]),
        );
        for trigram in &self.held {
            let count = self.counts.entry(*trigram).or_default();
            *count = count.saturating_add(1).min(COMMON);
        }
    }

    /// The counts to keep: all of them, or the commonest when there are too many (a rare
    /// trigram is quick to count when a search meets it).
    fn kept(self) -> HashMap<Box<str>, u16> {
        let mut counts: Vec<([u8; 3], u16)> = self.counts.into_iter().collect();
        if counts.len() > MAX_KEPT {
            counts.sort_unstable_by_key(|&(_, count)| std::cmp::Reverse(count));
            counts.truncate(MAX_KEPT);
        }
        counts
            .into_iter()
            .map(|(trigram, count)| {
                let text = std::str::from_utf8(&trigram).expect("ASCII");
                (Box::from(text), count)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn census(texts: &[&str]) -> HashMap<Box<str>, u16> {
        let mut census = Census::default();
        for text in texts {
            census.add(text);
        }
        census.kept()
    }

    #[test]
    fn a_trigram_counts_the_tools_holding_it_once_each() {
        let counts = census(&["model 000042\nmodel 000042", "model 000043", "drill"]);
        assert_eq!(counts["mod"], 2);
        assert_eq!(counts["000"], 2);
        assert_eq!(counts["042"], 1);
        assert_eq!(counts["ril"], 1);
    }

    #[test]
    fn only_what_the_index_is_asked_for_is_counted() {
        // Across a space or a newline (between two columns), or in Bangla: never asked alone.
        let counts = census(&["m8 x\nab\ncd", "ড্রিল"]);
        assert!(counts.is_empty(), "{counts:?}");
    }

    #[test]
    fn counting_stops_at_common() {
        let texts = vec!["steel"; usize::from(COMMON) + 10];
        assert_eq!(census(&texts)["ste"], COMMON);
    }
}
