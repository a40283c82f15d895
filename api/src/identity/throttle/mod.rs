//! Slows password guessing without handing a stranger a way to lock the owner out.
//!
//! The policy, per account, over a sliding window of 15 minutes:
//! - one client (IP address) gets [`PER_CLIENT`] failed sign-ins, then waits;
//! - all clients together get [`PER_ACCOUNT`]; past that the account refuses clients it has
//!   not seen sign in before, while a client that has signed in to it before still gets its
//!   own tries, so guessing from many addresses slows down but the owner's usual device keeps
//!   working;
//! - a password reset (which proves the address) lifts every lock on the account at once.
//!
//! An attempt is counted *before* its password is checked, under one lock per account, so ten
//! concurrent wrong passwords get [`PER_CLIENT`] tries, not ten; a success takes its count
//! back.
//!
//! One SQLite process keeps the counts in memory ([`memory`]); the processes sharing a
//! PostgreSQL database keep them in it ([`database`]), so a guesser cannot multiply the tries
//! by the number of processes behind the load balancer.

mod database;
mod memory;

pub use database::forget_old;

use crate::store::db::{Engine, Pool, Writer};
use std::net::IpAddr;
use std::time::{Duration, Instant};

pub const PER_CLIENT: usize = 5;
pub const PER_ACCOUNT: usize = 20;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Clients remembered per account as having signed in before.
const KNOWN_CLIENTS: usize = 16;

/// Whether a client must wait, given the account's attempts in the window: `by_client` of
/// its own, `all` together, and whether it signed in to the account before.
fn must_wait(by_client: usize, all: usize, known: bool) -> bool {
    by_client >= PER_CLIENT || (all >= PER_ACCOUNT && !known)
}

/// An attempt counted against an account; [`SignInThrottle::succeeded`] takes it back.
#[derive(Debug)]
pub struct Attempt {
    account: String,
    client: IpAddr,
}

pub enum SignInThrottle {
    /// One process: the counts in memory.
    InMemory(memory::Accounts),
    /// Several processes: the counts in their shared database.
    InDatabase(Pool),
}

impl SignInThrottle {
    /// The throttle for a shop whose writes go through `writer`.
    pub fn of(writer: &Writer) -> Self {
        match writer.engine() {
            Engine::Sqlite => Self::InMemory(memory::Accounts::default()),
            Engine::Postgres => Self::InDatabase(writer.pool().clone()),
        }
    }

    /// Counts an attempt by `client` on `account` (an email address), or `None` when it must
    /// wait.
    pub async fn begin(&self, account: &str, client: IpAddr) -> sqlx::Result<Option<Attempt>> {
        let counted = match self {
            Self::InMemory(accounts) => accounts.begin(account, client, Instant::now()),
            Self::InDatabase(pool) => database::begin(pool, account, client).await?,
        };
        Ok(counted.then(|| Attempt {
            account: account.to_owned(),
            client,
        }))
    }

    /// The password was right: the client's failures are forgiven and it is remembered.
    pub async fn succeeded(&self, attempt: Attempt) -> sqlx::Result<()> {
        match self {
            Self::InMemory(accounts) => {
                accounts.succeeded(&attempt);
                Ok(())
            }
            Self::InDatabase(pool) => database::succeeded(pool, &attempt).await,
        }
    }

    /// The owner proved the address (a reset link): every lock on the account is lifted.
    pub async fn lift(&self, account: &str) -> sqlx::Result<()> {
        match self {
            Self::InMemory(accounts) => {
                accounts.lift(account);
                Ok(())
            }
            Self::InDatabase(pool) => database::lift(pool, account).await,
        }
    }
}
