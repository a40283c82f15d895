//! The database: one SQLite file, opened with the pragmas the shop relies on. Everything
//! SQLite-specific about the connection lives here (see DESIGN.md, "Growing past one machine").

use anyhow::Context;
use shared::Money;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqliteConnection, SqlitePool, Transaction};
use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{Mutex, OwnedMutexGuard};

/// Opens (creating if needed) the database at `path` and brings its schema up to date.
pub async fn open(path: &Path) -> anyhow::Result<SqlitePool> {
    let options = SqliteConnectOptions::new()
        .filename(path)
        .create_if_missing(true)
        // WAL lets readers run beside the one writer; NORMAL sync is durable across a
        // process crash (the WAL is fsynced at checkpoints) at a fraction of FULL's cost.
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5));
    let pool = SqlitePoolOptions::new()
        .max_connections(8)
        .connect_with(options)
        .await
        .with_context(|| format!("opening the database {}", path.display()))?;
    sqlx::migrate!("../data/migrations")
        .run(&pool)
        .await
        .context("applying the migrations in data/migrations")?;
    Ok(pool)
}

/// Every write to the database goes through here, one transaction at a time from this process.
/// SQLite has one writer at a time; queueing here instead of at its lock avoids the lock's
/// sleep-and-retry, which under load costs far more than the wait (issue 8's write benchmark).
#[derive(Clone)]
pub struct Writer {
    pool: SqlitePool,
    turn: Arc<Mutex<()>>,
}

impl Writer {
    pub fn new(pool: SqlitePool) -> Self {
        Self {
            pool,
            turn: Arc::default(),
        }
    }

    /// The pool, for reads that need no write turn.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Waits for the write turn, then begins a transaction that holds it. `BEGIN IMMEDIATE`
    /// takes SQLite's write lock at once: a deferred transaction that reads first and writes
    /// later must *upgrade*, and SQLite answers an upgrade that meets the previous writer's
    /// rollback still finishing with SQLITE_BUSY at once, without waiting its busy timeout.
    pub async fn begin(&self) -> sqlx::Result<WriteTx> {
        let turn = self.turn.clone().lock_owned().await;
        let tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        Ok(WriteTx { tx, _turn: turn })
    }
}

/// A write transaction holding the write turn. Committing or dropping it (a rollback) gives
/// the turn to the next writer, so no caller releases locks by hand. Used as a connection:
/// `query.execute(&mut *tx)`.
pub struct WriteTx {
    // Declared first so it is dropped (rolled back) before the turn is released.
    tx: Transaction<'static, Sqlite>,
    _turn: OwnedMutexGuard<()>,
}

impl WriteTx {
    pub async fn commit(self) -> sqlx::Result<()> {
        self.tx.commit().await
    }
}

impl Deref for WriteTx {
    type Target = SqliteConnection;

    fn deref(&self) -> &SqliteConnection {
        &self.tx
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut SqliteConnection {
        &mut self.tx
    }
}

/// Whether a write failed on a UNIQUE constraint: a duplicate the caller turns into a 409 or
/// an answer given before.
pub fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(error) if error.is_unique_violation())
}

/// Now, in milliseconds since the Unix epoch: how every timestamp is stored.
pub fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|elapsed| elapsed.as_millis() as i64)
        .unwrap_or_default()
}

/// A stored amount in poisha. The schema's CHECKs keep amounts non-negative, so a negative
/// value would mean a corrupt row; it reads as zero rather than failing the whole list.
pub fn money(poisha: i64) -> Money {
    Money::from_poisha(poisha).unwrap_or_default()
}

/// This (year, month) in UTC, for card expiry checks.
pub fn this_month() -> (u32, u32) {
    let today = shared::calendar::utc_day(now_ms());
    (today.year as u32, today.month)
}

#[cfg(test)]
mod tests {
    #[test]
    fn this_month_is_a_plausible_calendar_month() {
        let (year, month) = super::this_month();
        assert!((2025..2100).contains(&year));
        assert!((1..=12).contains(&month));
    }
}
