//! The database: one SQLite file, opened with the pragmas the shop relies on, and reached
//! through sqlx's `Any` driver, so that the queries of every module are the same text on
//! either engine the shop can run on (SQLite, and PostgreSQL for a shop that outgrows one
//! machine; see DESIGN.md, "Growing past one machine"). Everything SQLite-specific about the
//! connection lives here.

use super::leader::{Election, Leadership};
use anyhow::Context;
use shared::Money;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions, AnyTransactionManager};
use sqlx::{ConnectOptions, Executor, TransactionManager};
use std::ops::{Deref, DerefMut};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{Mutex, OwnedMutexGuard, OwnedSemaphorePermit, Semaphore};

/// The database as every query sees it: either engine, through one driver.
pub type Db = sqlx::Any;
/// A pool of connections, for reads (and for the writer's own reads).
pub type Pool = sqlx::AnyPool;
/// One connection: what a query inside a transaction runs on.
pub type Connection = sqlx::AnyConnection;

/// The engine a shop's data is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// One file beside the binary: the default, and the recommended start.
    Sqlite,
    /// A PostgreSQL server, for the shop that outgrows one machine.
    Postgres,
}

/// Where a shop's data is: `SHOP_DATABASE_URL`, or the SQLite file in its data directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    File(std::path::PathBuf),
    /// A `postgres://` URL.
    Server(String),
}

impl Location {
    /// The location `SHOP_DATABASE_URL` names: `sqlite://PATH` or `postgres://…`
    /// (`postgresql://` too); `None` for anything else.
    pub fn parse(url: &str) -> Option<Location> {
        if let Some(path) = url.strip_prefix("sqlite://") {
            let path = path.split('?').next().unwrap_or_default();
            return (!path.is_empty()).then(|| Location::File(path.into()));
        }
        (url.starts_with("postgres://") || url.starts_with("postgresql://"))
            .then(|| Location::Server(url.to_owned()))
    }

    pub fn engine(&self) -> Engine {
        match self {
            Location::File(_) => Engine::Sqlite,
            Location::Server(_) => Engine::Postgres,
        }
    }
}

/// Opens the shop's database wherever it is, bringing its schema up to date: the pool of
/// readers and the writer.
pub async fn open_at(location: &Location) -> anyhow::Result<(Pool, Writer)> {
    match location {
        Location::File(path) => open_shop(path).await,
        Location::Server(url) => {
            let pool = super::postgres::open(url).await?;
            Ok((pool.clone(), Writer::on_postgres(pool)))
        }
    }
}

/// The settings every connection to the shop's SQLite file is made with: WAL lets readers run
/// beside the one writer; NORMAL sync is durable across a process crash (the WAL is fsynced
/// at checkpoints) at a fraction of FULL's cost; SQLite leaves foreign keys unchecked unless
/// asked.
const SQLITE_PRAGMAS: &str = "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
     PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;";

/// The address of the SQLite file at `path`, created if missing.
fn sqlite_url(path: &Path) -> anyhow::Result<AnyConnectOptions> {
    // Makes the engines known to sqlx's `Any` driver (once, however often called).
    sqlx::any::install_default_drivers();
    turn_off_memory_statistics();
    let path = path
        .to_str()
        .with_context(|| format!("{} is not a UTF-8 path", path.display()))?;
    // sqlx percent-decodes the file name, so a `?`, `#` or `%` in it stays part of the name.
    let encoded: String = path
        .chars()
        .map(|c| match c {
            '%' | '?' | '#' => format!("%{:02X}", c as u32),
            c => c.to_string(),
        })
        .collect();
    format!("sqlite://{encoded}?mode=rwc")
        .parse()
        .with_context(|| format!("the database path {path}"))
}

/// Stops SQLite keeping statistics of its memory, which it does under one mutex for the whole
/// process, taken by every allocation (`SQLITE_CONFIG_MEMSTATUS`,
/// <https://sqlite.org/c3ref/c_config_covering_index_scan.html#sqliteconfigmemstatus>; off in
/// SQLite's recommended options, <https://sqlite.org/compile.html#recommended_compile_time_options>).
/// sqlx copies every column of every row it reads, so the database threads queued on that one
/// mutex: perf under Manage Orders at 1,000,000 orders showed them waking each other on it for
/// a tenth of the server's time. The shop reads none of these statistics (and sets no heap
/// limit, which needs them). It must be set before SQLite starts, so before the first
/// connection opens: once, from where every connection's address is made.
fn turn_off_memory_statistics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: sets a process-wide option, which SQLite allows before it initialises and
        // refuses (SQLITE_MISUSE, changing nothing) after; no connection is open yet unless
        // opened outside this module, and none of the shop's is.
        let code = unsafe {
            libsqlite3_sys::sqlite3_config(
                libsqlite3_sys::SQLITE_CONFIG_MEMSTATUS,
                0 as std::os::raw::c_int,
            )
        };
        if code != libsqlite3_sys::SQLITE_OK {
            tracing::warn!(
                code,
                "SQLite kept its memory statistics: it had already started"
            );
        }
    });
}

/// Opens (creating if needed) the database at `path` and brings its schema up to date.
pub async fn open(path: &Path) -> anyhow::Result<Pool> {
    let pool = AnyPoolOptions::new()
        .max_connections(8)
        // A connection to a local file does not go stale: no ping before each use.
        .test_before_acquire(false)
        .after_connect(|connection, _| {
            Box::pin(async move {
                connection.execute(SQLITE_PRAGMAS).await?;
                // Each reader keeps 1 MB of pages rather than SQLite's 2 MB: the pages come
                // from the system's file cache at the cost of a read, and any write empties a
                // reader's pages anyway (SQLite's WAL read start). Under the search and
                // listing load at 100,000 tools the peak RSS went from about 59 to about
                // 49 MB, as fast. The writer keeps the default: its pages stay warm between
                // its own transactions.
                connection.execute("PRAGMA cache_size = -1024").await?;
                Ok(())
            })
        })
        .connect_with(sqlite_url(path)?)
        .await
        .with_context(|| format!("opening the database {}", path.display()))?;
    sqlx::migrate!("../data/migrations/sqlite")
        .run(&pool)
        .await
        .context("applying the migrations in data/migrations/sqlite")?;
    Ok(pool)
}

/// One connection to the database at `path` (already brought up to date by [`open`]), outside
/// any pool.
pub async fn connect(path: &Path) -> anyhow::Result<Connection> {
    let mut connection = sqlite_url(path)?
        .connect()
        .await
        .with_context(|| format!("opening the database {}", path.display()))?;
    connection.execute(SQLITE_PRAGMAS).await?;
    Ok(connection)
}

/// Opens the database at `path` as the shop does: a pool of readers, and the writer with a
/// connection of its own.
pub async fn open_shop(path: &Path) -> anyhow::Result<(Pool, Writer)> {
    let readers = open(path).await?;
    let mut connection = connect(path).await?;
    // The writer never copies the WAL back into the file itself (`spawn_checkpoints` does,
    // off the write turn): SQLite's automatic checkpoint runs inside the commit that crosses
    // 1,000 pages, fsyncing twice while every writer queued behind it waits. Under sign-in
    // code requests four at a time that was the slowest percent of the answers.
    connection.execute("PRAGMA wal_autocheckpoint = 0").await?;
    Ok((readers.clone(), Writer::new(connection, readers)))
}

/// How often the WAL is copied back into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// Copies the WAL back into the database file every second from a reader's connection, for as
/// long as the shop serves. A passive checkpoint never waits for the writer nor holds it up:
/// it copies what no reader still needs, and the writer starts the WAL over once all of it is
/// copied.
pub fn spawn_checkpoints(readers: Pool) {
    crate::runtime::periodic::every(CHECKPOINT_EVERY, move || {
        let readers = readers.clone();
        async move {
            if let Err(error) = checkpoint(&readers).await {
                tracing::warn!(%error, "copying the WAL into the database file");
            }
        }
    });
}

/// Pages the WAL may hold (64 MB at SQLite's 4 KB pages) before a checkpoint waits for the
/// readers to let it start over. The writer starts the WAL over only at a moment no reader is
/// in it, and under a steady load of orders (each one reads before it writes) that moment
/// never came: the WAL grew past a gigabyte in eight seconds, and every start of the shop then
/// read all of it (0.6 s), its index swelling the memory.
const WAL_START_OVER_PAGES: i64 = 16_384;

/// One passive checkpoint: the pages in the WAL, and how many of them are now in the file.
/// A WAL past [`WAL_START_OVER_PAGES`] is then copied whole and emptied (a truncating
/// checkpoint: it waits, within the busy timeout, for the readers and the writer in it to
/// finish, all of which take milliseconds; most of its pages are copied already).
pub async fn checkpoint(readers: &Pool) -> sqlx::Result<(i64, i64)> {
    let (_busy, in_wal, copied): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(PASSIVE)")
        .fetch_one(readers)
        .await?;
    if in_wal >= WAL_START_OVER_PAGES {
        sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
            .execute(readers)
            .await?;
    }
    Ok((in_wal, copied))
}

/// Every write to the database goes through here, one transaction at a time from this process.
/// SQLite has one writer at a time; queueing here instead of at its lock avoids the lock's
/// sleep-and-retry, which under load costs far more than the wait.
///
/// The writer keeps one connection, outside any pool. A connection drops its page cache when
/// it begins a transaction after another connection wrote (SQLite's WAL read start,
/// `pager_reset`): writing through whichever pooled connection was free, each order began on a
/// cold cache and read the orders' index pages from the file again. And a pooled connection
/// goes back to its pool through a task spawned as it is dropped, which the next writer waited
/// for. Placing orders at a million orders went from about 1,400 to about 1,800 a second.
#[derive(Clone)]
pub struct Writer {
    turn: Turn,
    /// For reads that need no write turn.
    reads: Pool,
}

/// How a writer waits for its turn.
#[derive(Clone)]
enum Turn {
    /// SQLite: one connection of its own, one transaction at a time in this process (SQLite
    /// has one writer at a time, so one process serves a SQLite shop).
    Sqlite(Arc<Mutex<Connection>>),
    /// PostgreSQL: any pooled connection; the turn is a lock the database holds for the
    /// transaction, so it holds across every process serving the shop. The election decides
    /// which of those processes runs the periodic jobs.
    Postgres {
        election: Arc<Election>,
        /// Writers of this process asking the database for the turn at once. The others wait
        /// here, holding no connection: every connection held by a writer waiting for the
        /// turn would be one fewer for the reads, among them those of the writer that holds
        /// it (which would then wait for a connection the waiters keep: no one moves).
        asking: Arc<Semaphore>,
    },
}

/// How many of a process's writers wait on the database for the turn: two, so that the next
/// one has its connection and its BEGIN ready when the turn passes (the turn is one writer at
/// a time anyway).
const ASKING_AT_ONCE: usize = 2;

/// How every PostgreSQL write transaction begins: with the advisory lock that is the shop's
/// write turn across processes (`pg_advisory_xact_lock`, released at commit or rollback). The
/// same rule as SQLite's one writer, so stock, gapless VAT serials and once-only webhooks need
/// no other care. The lock's number is any no other application on the database uses:
/// 1936224112 is 0x73686f70, "shop" in ASCII. Written out, since a simple query (which may hold
/// two statements, so BEGIN and the lock take one round trip) has no parameters.
const BEGIN_WITH_TURN: &str = "BEGIN; SELECT pg_advisory_xact_lock(1936224112)";

impl Writer {
    fn new(connection: Connection, reads: Pool) -> Self {
        Self {
            turn: Turn::Sqlite(Arc::new(Mutex::new(connection))),
            reads,
        }
    }

    /// The writer of a PostgreSQL shop, whose pool serves reads and writes alike.
    pub(crate) fn on_postgres(pool: Pool) -> Self {
        Self {
            turn: Turn::Postgres {
                election: Arc::new(Election::new(pool.clone())),
                asking: Arc::new(Semaphore::new(ASKING_AT_ONCE)),
            },
            reads: pool,
        }
    }

    /// The engine the shop's data is in.
    pub fn engine(&self) -> Engine {
        match self.turn {
            Turn::Sqlite(_) => Engine::Sqlite,
            Turn::Postgres { .. } => Engine::Postgres,
        }
    }

    /// Whether this process runs the periodic jobs: always on SQLite (one process serves
    /// the shop), the elected one of several on PostgreSQL.
    pub fn leadership(&self) -> Leadership {
        match &self.turn {
            Turn::Sqlite(_) => Leadership::Alone,
            Turn::Postgres { election, .. } => Leadership::Elected(election.clone()),
        }
    }

    /// The pool, for reads that need no write turn.
    pub fn pool(&self) -> &Pool {
        &self.reads
    }

    /// Waits for the write turn, then begins a transaction that holds it.
    ///
    /// On SQLite, `BEGIN IMMEDIATE` takes the write lock at once: a deferred transaction that
    /// reads first and writes later must *upgrade*, and SQLite answers an upgrade that meets
    /// the previous writer's rollback still finishing with SQLITE_BUSY at once, without
    /// waiting its busy timeout. On PostgreSQL the transaction's first statement takes the
    /// write turn's advisory lock, which PostgreSQL releases when the transaction ends.
    pub async fn begin(&self) -> sqlx::Result<WriteTx> {
        match &self.turn {
            Turn::Sqlite(connection) => {
                // Held before BEGIN is sent, as on PostgreSQL: sqlx answers a custom BEGIN and
                // then checks the connection is in a transaction, and a caller that stops
                // waiting between the two would leave the writer's one connection inside a
                // transaction nothing rolls back. The drop queues the rollback instead.
                let mut tx = WriteTx {
                    connection: Held::Own(connection.clone().lock_owned().await),
                    open: true,
                };
                AnyTransactionManager::begin(&mut tx, Some("BEGIN IMMEDIATE".into())).await?;
                Ok(tx)
            }
            Turn::Postgres { asking, .. } => {
                let permit = asking.clone().acquire_owned().await.expect("never closed");
                // Held before BEGIN is sent: however the caller stops waiting from here on
                // (a client gone mid-request drops this future), the drop rolls back.
                let mut tx = WriteTx {
                    connection: Held::Pooled(Some((self.reads.acquire().await?, permit))),
                    open: true,
                };
                // One round trip: a statement without parameters goes as a simple query, which
                // may hold several.
                AnyTransactionManager::begin(&mut tx, Some(BEGIN_WITH_TURN.into())).await?;
                Ok(tx)
            }
        }
    }
}

/// The connection a write transaction runs on.
enum Held {
    /// The SQLite writer's own, for as long as the transaction holds the turn.
    Own(OwnedMutexGuard<Connection>),
    /// One from the PostgreSQL pool, back to it when the transaction ends, with this
    /// process's leave to ask for the turn. `None` once handed to the rollback.
    Pooled(Option<(sqlx::pool::PoolConnection<Db>, OwnedSemaphorePermit)>),
}

impl Held {
    fn pooled(
        held: &mut Option<(sqlx::pool::PoolConnection<Db>, OwnedSemaphorePermit)>,
    ) -> &mut Connection {
        &mut held.as_mut().expect("held until the transaction ends").0
    }
}

impl Deref for Held {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        match self {
            Held::Own(connection) => connection,
            Held::Pooled(held) => &held.as_ref().expect("held until the transaction ends").0,
        }
    }
}

impl DerefMut for Held {
    fn deref_mut(&mut self) -> &mut Connection {
        match self {
            Held::Own(connection) => connection,
            Held::Pooled(held) => Held::pooled(held),
        }
    }
}

/// A write transaction holding the write turn. Committing or dropping it (a rollback) gives
/// the turn to the next writer, so no caller releases locks by hand. Used as a connection:
/// `query.execute(&mut *tx)`.
pub struct WriteTx {
    connection: Held,
    /// Not yet committed: rolled back when dropped.
    open: bool,
}

impl WriteTx {
    pub async fn commit(mut self) -> sqlx::Result<()> {
        AnyTransactionManager::commit(&mut self.connection).await?;
        self.open = false;
        Ok(())
    }
}

impl Drop for WriteTx {
    fn drop(&mut self) {
        if !self.open {
            return;
        }
        match &mut self.connection {
            // Queued on the connection before the turn passes on: the next writer's BEGIN runs
            // after it. Also what a commit cut off midway leaves: the engine's own count of
            // the open transaction decides whether there is anything to roll back.
            Held::Own(connection) => AnyTransactionManager::start_rollback(connection),
            // A pooled connection goes back to its pool as it is, open transaction and turn
            // included, unless rolled back first; and it may have been dropped at any await:
            // mid-BEGIN (the transaction open on the server, not yet counted by the driver),
            // or waiting for the turn (which the server grants it all the same). So the
            // rollback is sent for certain, after whatever the server still has to answer,
            // and only then does the connection go back.
            Held::Pooled(held) => {
                let Some((mut connection, permit)) = held.take() else {
                    return;
                };
                AnyTransactionManager::start_rollback(&mut connection);
                tokio::spawn(roll_back(connection, permit));
            }
        }
    }
}

/// Rolls back whatever the connection has open on the server, then lets it go back to its
/// pool; a connection that cannot is closed, which ends its transaction on the server too.
async fn roll_back(mut connection: sqlx::pool::PoolConnection<Db>, permit: OwnedSemaphorePermit) {
    // Sent after whatever the server still has to answer; outside a transaction a warning.
    if connection.execute("ROLLBACK").await.is_err() {
        let _ = connection.close().await;
    }
    drop(permit);
}

impl Deref for WriteTx {
    type Target = Connection;

    fn deref(&self) -> &Connection {
        &self.connection
    }
}

impl DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut Connection {
        &mut self.connection
    }
}

/// Whether a write failed on a UNIQUE constraint: a duplicate the caller turns into a 409 or
/// an answer given before.
pub fn is_unique_violation(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(error) if error.is_unique_violation())
}

/// `$first, $first+1, …`: the placeholders of `count` values bound in turn, for a list such
/// as `IN (…)` that is as long as the values it is given.
pub fn placeholders(first: usize, count: usize) -> String {
    (first..first + count)
        .map(|n| format!("${n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An hour and a day in milliseconds, the unit of every stored time: the windows the shop's
/// limits count in.
pub const HOUR_MS: i64 = 3_600_000;
pub const DAY_MS: i64 = 24 * HOUR_MS;

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

/// A stored count the shop handles as a `u32` (quantities, stock, grams): the schema's CHECKs
/// keep it in range, so anything outside would mean a corrupt row; it reads as the nearest
/// bound rather than failing the whole list.
pub fn count(stored: i64) -> u32 {
    u32::try_from(stored.max(0)).unwrap_or(u32::MAX)
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

    /// With the statistics off, SQLite counts no memory however much it allocates.
    #[tokio::test]
    async fn sqlite_keeps_no_memory_statistics() {
        let dir = tempfile::tempdir().unwrap();
        let (readers, _writer) = super::open_shop(&dir.path().join("shop.db")).await.unwrap();
        let text: String = sqlx::query_scalar("SELECT group_concat(name) FROM pragma_table_list")
            .fetch_one(&readers)
            .await
            .unwrap();
        assert!(text.contains("orders"));
        // SAFETY: reads a counter.
        assert_eq!(unsafe { libsqlite3_sys::sqlite3_memory_used() }, 0);
    }

    /// A user row for the writer's tests.
    const INSERT_USER: &str =
        "INSERT INTO users (email, role, email_verified, created_at) VALUES ($1, 'user', TRUE, 0)";

    async fn users(pool: &super::Pool) -> i64 {
        sqlx::query_scalar("SELECT COUNT(*) FROM users")
            .fetch_one(pool)
            .await
            .unwrap()
    }

    #[tokio::test]
    async fn a_write_not_committed_is_rolled_back_before_the_next_writer_begins() {
        let dir = tempfile::tempdir().unwrap();
        let (readers, writer) = super::open_shop(&dir.path().join("shop.db")).await.unwrap();
        let before = users(&readers).await;

        let mut dropped = writer.begin().await.unwrap();
        sqlx::query(INSERT_USER)
            .bind("dropped@example.com")
            .execute(&mut *dropped)
            .await
            .unwrap();
        drop(dropped);

        let mut kept = writer.begin().await.unwrap();
        let seen: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM users")
            .fetch_one(&mut *kept)
            .await
            .unwrap();
        assert_eq!(seen, before, "the dropped write is gone");
        sqlx::query(INSERT_USER)
            .bind("kept@example.com")
            .execute(&mut *kept)
            .await
            .unwrap();
        kept.commit().await.unwrap();
        assert_eq!(users(&readers).await, before + 1);
    }

    /// A client that goes away while its request begins a write drops the `begin` future
    /// after SQLite began the transaction but before the answer was read. The writer's one
    /// connection must not stay inside that transaction: every later write would be refused
    /// ("attempted to call begin_with at non-zero transaction depth") until a restart.
    #[tokio::test]
    async fn a_begin_given_up_midway_leaves_the_writer_free() {
        use std::future::Future;
        let dir = tempfile::tempdir().unwrap();
        let (readers, writer) = super::open_shop(&dir.path().join("shop.db")).await.unwrap();
        let before = users(&readers).await;

        let waker = futures_util::task::noop_waker();
        let mut context = std::task::Context::from_waker(&waker);
        let mut given_up = false;
        for _ in 0..20 {
            // The first poll sends BEGIN; the second, once SQLite's worker thread has run it,
            // reads its answer and goes on to check that the connection is in a transaction,
            // which waits for the worker to let go of the connection (unless it already has:
            // then the transaction is begun, and this try is one more ordinary drop).
            let mut begun = Box::pin(writer.begin());
            assert!(begun.as_mut().poll(&mut context).is_pending());
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            given_up = begun.as_mut().poll(&mut context).is_pending();
            drop(begun);
            if given_up {
                break;
            }
        }
        assert!(given_up, "a begin was given up between its two steps");

        let mut next = writer.begin().await.expect("the next writer begins");
        sqlx::query(INSERT_USER)
            .bind("after@example.com")
            .execute(&mut *next)
            .await
            .unwrap();
        next.commit().await.unwrap();
        assert_eq!(users(&readers).await, before + 1);
    }

    #[tokio::test]
    async fn writers_take_turns() {
        let dir = tempfile::tempdir().unwrap();
        let (readers, writer) = super::open_shop(&dir.path().join("shop.db")).await.unwrap();
        let before = users(&readers).await;
        let writes = (0..20).map(|n| {
            let writer = writer.clone();
            tokio::spawn(async move {
                let mut tx = writer.begin().await.unwrap();
                sqlx::query(INSERT_USER)
                    .bind(format!("turn{n}@example.com"))
                    .execute(&mut *tx)
                    .await
                    .unwrap();
                tokio::task::yield_now().await;
                tx.commit().await.unwrap();
            })
        });
        for write in writes.collect::<Vec<_>>() {
            write.await.unwrap();
        }
        assert_eq!(users(&readers).await, before + 20);
    }
}
