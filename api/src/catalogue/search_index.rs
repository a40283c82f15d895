//! Keeps the search index (`tools_search`, migration 0011) in one piece. FTS5 writes each
//! change as a new segment and merges them only now and then, so an index grown by many small
//! writes, or by an import, is spread over dozens of segments, and a search reads them all:
//! measured at 100,000 tools, a rare model number cost 1.4 ms in the fragmented index and
//! 0.25 ms merged. Merged a few hundred pages per transaction, so an order never waits long
//! behind it, at startup and with each sweep; an index already whole costs one short step.
//! (The FTS5 `merge` command: <https://sqlite.org/fts5.html#the_merge_command>.)

use crate::store::db::Writer;
use std::time::Duration;

/// Pages written per step: about 30 ms of work at 100,000 tools.
const PAGES_PER_STEP: i64 = 200;

/// Merges the index's segments into one, a step at a time; answers how many steps it took.
pub async fn merge_segments(writer: &Writer) -> sqlx::Result<u32> {
    let mut steps = 0;
    loop {
        let mut tx = writer.begin().await?;
        let before: i64 = sqlx::query_scalar("SELECT total_changes()")
            .fetch_one(&mut *tx)
            .await?;
        // A negative count merges every segment, whatever its level, into one.
        sqlx::query("INSERT INTO tools_search (tools_search, rank) VALUES ('merge', $1)")
            .bind(-PAGES_PER_STEP)
            .execute(&mut *tx)
            .await?;
        let after: i64 = sqlx::query_scalar("SELECT total_changes()")
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        steps += 1;
        // Fewer than two pages written means there was nothing left to merge (the docs' rule).
        if after - before < 2 {
            return Ok(steps);
        }
        // Orders placed meanwhile go first.
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// Merges now, then after each sweep period, for as long as the shop runs.
pub fn spawn_merger(writer: Writer) {
    crate::runtime::periodic::in_leader(
        crate::runtime::periodic::EVERY,
        writer.leadership(),
        move || {
            let writer = writer.clone();
            async move {
                match merge_segments(&writer).await {
                    Ok(steps) if steps > 1 => tracing::info!(steps, "merged the search index"),
                    Ok(_) => {}
                    Err(error) => tracing::error!(error = ?error, "merging the search index"),
                }
            }
        },
    );
}
