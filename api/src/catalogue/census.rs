//! How many tools hold each trigram, taken for the whole catalogue at once on PostgreSQL, so
//! that no search waits for a count (`search_plan`).
//!
//! Counted one at a time, as a search first meets it, a trigram costs a PostgreSQL index read
//! of every tool holding it: a GIN index has bitmap scans only, so `LIMIT` stops nothing. At
//! 100,000 tools, searches for model numbers meet about a thousand new digit trigrams in their
//! first seconds, each held by a few hundred tools, and waited 70 ms at the 99th percentile
//! where SQLite (whose FTS5 stops reading at the limit) took 4 ms. One pass over the
//! catalogue's text, streamed, takes a second or two in the background when the shop starts
//! and again after each change to the tools' words. SQLite needs none.

use super::search_plan::{COMMON, MAX_KEPT, TrigramCounts, askable, search_text, trigrams};
use crate::store::db::{Engine, Pool};
use futures_util::TryStreamExt;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

/// Changes to the tools often come several at once (an owner at work): one census after them.
const SETTLE: Duration = Duration::from_secs(2);

/// Takes the census when the shop starts and after every change to the tools' words, for as
/// long as the shop runs.
pub fn spawn(db: Pool, counts: Arc<TrigramCounts>) {
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

/// Counts as the tools' texts are read.
#[derive(Default)]
struct Census {
    counts: HashMap<Box<str>, u16>,
}

impl Census {
    /// One tool's text: each trigram it holds counts once, however often it holds it.
    fn add(&mut self, text: &str) {
        let held: HashSet<&str> = trigrams(text)
            .into_iter()
            .filter(|trigram| askable(Engine::Postgres, trigram))
            .collect();
        for trigram in held {
            match self.counts.get_mut(trigram) {
                Some(count) => *count = count.saturating_add(1).min(COMMON),
                None => {
                    self.counts.insert(trigram.into(), 1);
                }
            }
        }
    }

    /// The counts to keep: all of them, or the commonest when there are too many (a rare
    /// trigram is quick to count when a search meets it).
    fn kept(self) -> HashMap<Box<str>, u16> {
        if self.counts.len() <= MAX_KEPT {
            return self.counts;
        }
        let mut counts: Vec<(Box<str>, u16)> = self.counts.into_iter().collect();
        counts.sort_unstable_by_key(|&(_, count)| std::cmp::Reverse(count));
        counts.truncate(MAX_KEPT);
        counts.into_iter().collect()
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
