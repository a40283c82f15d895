//! Which process runs the shop's periodic jobs (sending the texts, telling buyers, polling the
//! couriers, cancelling stale orders …). One SQLite process always does. Of several processes
//! on one PostgreSQL database, the one holding a session advisory lock does: the lock goes
//! with its connection, so when that process stops (or loses the database) PostgreSQL frees
//! it and another process takes the jobs over within a second of asking.
//!
//! Every job's writes also take the write turn, so two processes running one job at once
//! (for the moment a lost leader takes to notice) cannot double a stock change or a serial;
//! what one leader at a time spares is a text or an email sent twice.

use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// The session lock the leader holds: any 64-bit number nothing else on the database uses
/// ("jobs" in ASCII; the write turn's transaction lock is another number).
const JOBS_LOCK: i64 = 0x6a6f6273;

/// How long an answer stands before it is asked again: jobs tick as often as twice a second.
const RECHECK: Duration = Duration::from_secs(1);

/// Whether a process runs the jobs.
#[derive(Clone)]
pub enum Leadership {
    /// The one process of a SQLite shop.
    Alone,
    /// One of the processes on a PostgreSQL database.
    Elected(Arc<Election>),
}

impl Leadership {
    /// Whether this process runs the periodic jobs now.
    pub async fn leads(&self) -> bool {
        match self {
            Leadership::Alone => true,
            Leadership::Elected(election) => election.leads().await,
        }
    }
}

/// A process's place in the election on a PostgreSQL database.
pub struct Election {
    pool: sqlx::AnyPool,
    seat: Mutex<Seat>,
}

#[derive(Default)]
struct Seat {
    /// A connection of its own, outside the pool: the lock lives as long as it does.
    connection: Option<sqlx::AnyConnection>,
    leads: bool,
    asked: Option<Instant>,
}

impl Election {
    pub fn new(pool: sqlx::AnyPool) -> Self {
        Self {
            pool,
            seat: Mutex::default(),
        }
    }

    /// Whether this process runs the jobs now: it holds the lock, or has just taken it.
    pub async fn leads(&self) -> bool {
        let mut seat = self.seat.lock().await;
        if seat.asked.is_some_and(|asked| asked.elapsed() < RECHECK) {
            return seat.leads;
        }
        seat.asked = Some(Instant::now());
        match self.ask(&mut seat).await {
            Ok(leads) => {
                if leads && !seat.leads {
                    tracing::info!("this process runs the periodic jobs now");
                }
                seat.leads = leads;
            }
            Err(error) => {
                // A broken connection took the lock with it, if it held one.
                tracing::warn!(%error, "asking for the periodic jobs' lock");
                seat.connection = None;
                seat.leads = false;
            }
        }
        seat.leads
    }

    async fn ask(&self, seat: &mut Seat) -> sqlx::Result<bool> {
        if seat.connection.is_none() {
            seat.leads = false;
            seat.connection = Some(self.pool.acquire().await?.detach());
        }
        let connection = seat.connection.as_mut().expect("opened above");
        if seat.leads {
            // Still connected is still holding it.
            sqlx::query("SELECT 1").execute(&mut *connection).await?;
            return Ok(true);
        }
        sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
            .bind(JOBS_LOCK)
            .fetch_one(&mut *connection)
            .await
    }
}
