//! Consistent copies of the shop's database while it serves (`shop backup`), and putting one
//! back (`shop restore`, with the server stopped). Pictures in DATA_DIR/images are plain,
//! content-addressed files: copy them alongside (see docs/deploy.md).

use anyhow::{Context, bail, ensure};
use sqlx::SqlitePool;
use std::path::Path;

/// Writes a consistent snapshot of the live database to `target` with `VACUUM INTO`: readers
/// and writers carry on meanwhile, and the copy is compact and self-contained (no WAL file).
pub async fn backup(db: &crate::store::db::Pool, target: &Path) -> anyhow::Result<()> {
    if target.exists() {
        bail!(
            "{} exists already; choose a new file name",
            target.display()
        );
    }
    let target_text = target
        .to_str()
        .context("the backup's path must be valid UTF-8")?;
    sqlx::query("VACUUM INTO $1")
        .bind(target_text)
        .execute(db)
        .await
        .with_context(|| format!("writing the backup to {}", target.display()))?;
    Ok(())
}

/// Checks a backup file: SQLite's integrity check and the shop's tables.
pub async fn verify(file: &Path) -> anyhow::Result<()> {
    let options = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(file)
        .read_only(true);
    let pool = SqlitePool::connect_with(options)
        .await
        .with_context(|| format!("opening {}", file.display()))?;
    let check: String = sqlx::query_scalar("PRAGMA integrity_check")
        .fetch_one(&pool)
        .await?;
    ensure!(check == "ok", "{} is damaged: {check}", file.display());
    let tables: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name IN ('users', 'tools', 'orders')",
    )
    .fetch_one(&pool)
    .await?;
    ensure!(
        tables == 3,
        "{} is not a backup of this shop",
        file.display()
    );
    pool.close().await;
    Ok(())
}

/// Puts a verified backup in place of `database` (the server must be stopped). The database it
/// replaces is kept beside it as `shop.db.before-restore`.
pub async fn restore(backup: &Path, database: &Path) -> anyhow::Result<()> {
    verify(backup).await?;
    if database.exists() {
        let kept = database.with_extension("db.before-restore");
        std::fs::rename(database, &kept)
            .with_context(|| format!("moving the current database to {}", kept.display()))?;
    }
    for suffix in ["-wal", "-shm"] {
        let mut stale = database.as_os_str().to_owned();
        stale.push(suffix);
        let _ = std::fs::remove_file(stale);
    }
    std::fs::copy(backup, database)
        .with_context(|| format!("copying {} into place", backup.display()))?;
    Ok(())
}
