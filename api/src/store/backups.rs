//! Scheduled backups: a consistent copy of the database every few minutes and at shutdown, put
//! in a backup store and thinned by a retention rule; `shop restore --from` brings the newest
//! (or a chosen) copy back. The store is a trait: the built-in one is a folder (by default
//! DATA_DIR/backups, which guards against mistakes, not against losing the disk: point
//! `SHOP_BACKUP_DIR` at another disk or a mounted share for that).

use super::backup::{backup, restore, verify};
use crate::store::db::Pool;
use anyhow::Context;
use async_trait::async_trait;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where backups are kept, by name (`shop-2026-11-27-103800.db`: sorting the names sorts them
/// by time).
#[async_trait]
pub trait BackupStore: Send + Sync {
    /// Where it is, for the log and the owner.
    fn describe(&self) -> String;
    async fn put(&self, name: &str, file: &Path) -> anyhow::Result<()>;
    /// The backups kept, oldest first.
    async fn names(&self) -> anyhow::Result<Vec<String>>;
    async fn get(&self, name: &str, to: &Path) -> anyhow::Result<()>;
    async fn delete(&self, name: &str) -> anyhow::Result<()>;
}

/// The built-in store: files in a folder.
pub struct Folder {
    dir: PathBuf,
}

impl Folder {
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Folder { dir: dir.into() }
    }
}

#[async_trait]
impl BackupStore for Folder {
    fn describe(&self) -> String {
        self.dir.display().to_string()
    }

    async fn put(&self, name: &str, file: &Path) -> anyhow::Result<()> {
        tokio::fs::create_dir_all(&self.dir)
            .await
            .with_context(|| format!("creating {}", self.dir.display()))?;
        // Copied under a name the listing skips, then renamed: a copy cut short is never
        // taken for a backup.
        let partial = self.dir.join(format!(".{name}.partial"));
        tokio::fs::copy(file, &partial)
            .await
            .with_context(|| format!("copying the backup into {}", self.dir.display()))?;
        tokio::fs::rename(&partial, self.dir.join(name)).await?;
        Ok(())
    }

    async fn names(&self) -> anyhow::Result<Vec<String>> {
        let mut names = Vec::new();
        let mut entries = match tokio::fs::read_dir(&self.dir).await {
            Ok(entries) => entries,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(names),
            Err(error) => return Err(error).context(format!("reading {}", self.dir.display())),
        };
        while let Some(entry) = entries.next_entry().await? {
            let name = entry.file_name().to_string_lossy().into_owned();
            if is_backup_name(&name) {
                names.push(name);
            }
        }
        names.sort();
        Ok(names)
    }

    async fn get(&self, name: &str, to: &Path) -> anyhow::Result<()> {
        tokio::fs::copy(self.dir.join(name), to)
            .await
            .with_context(|| format!("copying {name} out of {}", self.dir.display()))?;
        Ok(())
    }

    async fn delete(&self, name: &str) -> anyhow::Result<()> {
        tokio::fs::remove_file(self.dir.join(name)).await?;
        Ok(())
    }
}

/// A backup's name for the moment `ms` (UTC): `shop-YYYY-MM-DD-HHMMSS.db`.
pub fn name_at(ms: i64) -> String {
    let day = shared::calendar::utc_day(ms);
    let (hours, minutes, seconds) = shared::calendar::utc_clock(ms);
    format!(
        "shop-{:04}-{:02}-{:02}-{hours:02}{minutes:02}{seconds:02}.db",
        day.year, day.month, day.day
    )
}

pub(super) fn is_backup_name(name: &str) -> bool {
    name.len() == "shop-2026-11-27-103800.db".len()
        && name.starts_with("shop-")
        && name.ends_with(".db")
}

/// The day a backup was taken, from its name (`2026-11-27`).
fn day_of(name: &str) -> &str {
    name.get(5..15).unwrap_or_default()
}

/// The retention rule: the newest copies (an hour's at five minutes), then the last copy of
/// each of the days before, for two weeks.
pub const KEEP_NEWEST: usize = 12;
pub const KEEP_DAYS: usize = 14;

/// Which of `names` (oldest first) the rule lets go.
pub fn to_let_go(names: &[String]) -> Vec<String> {
    let older = names.len().saturating_sub(KEEP_NEWEST);
    let mut kept_days: Vec<&str> = Vec::new();
    let mut gone = Vec::new();
    // Newest first among the older ones: the first seen of a day is its last copy.
    for name in names[..older].iter().rev() {
        let day = day_of(name);
        if kept_days.contains(&day) || kept_days.len() >= KEEP_DAYS {
            gone.push(name.clone());
        } else {
            kept_days.push(day);
        }
    }
    gone.reverse();
    gone
}

/// Takes a backup now: a verified copy of the live database put in `store`, and the copies
/// the rule lets go deleted; the new copy's name. `work_dir` holds the copy meanwhile (the
/// data directory: the same disk as the database, so no space is needed elsewhere).
pub async fn take(
    db: &Pool,
    store: &dyn BackupStore,
    work_dir: &Path,
    now_ms: i64,
) -> anyhow::Result<String> {
    let name = name_at(now_ms);
    let copy = work_dir.join(format!(".{name}.taking"));
    let _ = tokio::fs::remove_file(&copy).await;
    let taken = async {
        backup(db, &copy).await?;
        verify(&copy).await?;
        store.put(&name, &copy).await
    }
    .await;
    let _ = tokio::fs::remove_file(&copy).await;
    taken?;
    for old in to_let_go(&store.names().await?) {
        store.delete(&old).await?;
    }
    Ok(name)
}

/// Takes a backup every `every`, for as long as the shop serves.
pub fn spawn(db: Pool, store: std::sync::Arc<dyn BackupStore>, work_dir: PathBuf, every: Duration) {
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(every);
        // The first tick is at once: the shop has just started from what is on disk.
        ticks.tick().await;
        loop {
            ticks.tick().await;
            match take(&db, store.as_ref(), &work_dir, super::db::now_ms()).await {
                Ok(name) => tracing::info!(%name, store = %store.describe(), "backed up"),
                Err(error) => {
                    tracing::error!(error = format!("{error:#}"), "the scheduled backup failed")
                }
            }
        }
    });
}

/// Puts the backup `name` (the newest when `None`) from `store` in place of `database` (the
/// shop must be stopped); the name restored.
pub async fn restore_from(
    store: &dyn BackupStore,
    name: Option<&str>,
    database: &Path,
) -> anyhow::Result<String> {
    let names = store.names().await?;
    let chosen = match name {
        Some(name) => names
            .iter()
            .find(|kept| kept.as_str() == name)
            .with_context(|| format!("{} holds no backup named {name}", store.describe()))?,
        None => names
            .last()
            .with_context(|| format!("{} holds no backup", store.describe()))?,
    }
    .clone();
    let dir = database.parent().unwrap_or(Path::new("."));
    tokio::fs::create_dir_all(dir).await?;
    let fetched = dir.join(format!(".{chosen}.restoring"));
    store.get(&chosen, &fetched).await?;
    let restored = restore(&fetched, database).await;
    let _ = tokio::fs::remove_file(&fetched).await;
    restored?;
    Ok(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_by_time() {
        assert_eq!(name_at(0), "shop-1970-01-01-000000.db");
        // 2026-11-27 10:38:05 UTC.
        assert_eq!(name_at(1_795_775_885_000), "shop-2026-11-27-103805.db");
        assert!(name_at(1_795_775_885_000) < name_at(1_795_775_886_000));
    }

    /// `count` copies, `every` minutes apart, ending at the moment `end_ms`.
    fn copies(count: i64, every_minutes: i64, end_ms: i64) -> Vec<String> {
        (0..count)
            .rev()
            .map(|back| name_at(end_ms - back * every_minutes * 60_000))
            .collect()
    }

    #[test]
    fn the_newest_dozen_stay_and_then_one_a_day_for_two_weeks() {
        let end = 1_795_775_885_000;
        assert!(to_let_go(&copies(12, 5, end)).is_empty());
        // Thirty days of hourly copies: 12 newest, then the last of each of 14 days.
        let names = copies(30 * 24, 60, end);
        let gone = to_let_go(&names);
        let kept: Vec<&String> = names.iter().filter(|name| !gone.contains(name)).collect();
        assert_eq!(kept.len(), 12 + 14);
        let older = &kept[..14];
        let mut days: Vec<&str> = older.iter().map(|name| day_of(name)).collect();
        days.dedup();
        assert_eq!(days.len(), 14, "one a day: {older:?}");
        // Each day's copy is its last one: 23:xx, except where the newest dozen began.
        assert!(
            older[..13].iter().all(|name| &name[16..18] == "23"),
            "{older:?}"
        );
    }
}
