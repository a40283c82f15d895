//! Jobs the shop runs now and then for as long as it serves: cancelling stale unpaid orders,
//! forgetting accounts whose address no one proved, sending the texts …

use crate::store::leader::Leadership;
use std::future::Future;
use std::time::Duration;

/// How often the sweeps run.
pub const EVERY: Duration = Duration::from_secs(10 * 60);

/// Runs `job` now and then every `period`, on its own task, in this process: for work on
/// what this process alone has (its SQLite file's WAL).
pub fn every<F, Fut>(period: Duration, mut job: F)
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send,
{
    tokio::spawn(async move {
        let mut ticks = tokio::time::interval(period);
        loop {
            ticks.tick().await;
            job().await;
        }
    });
}

/// Runs `job` as [`every`] does, in whichever process runs the shop's jobs
/// ([`Leadership`]): of several processes on one database, one at a time, so a text or an
/// email goes out once.
pub fn in_leader<F, Fut>(period: Duration, leadership: Leadership, mut job: F)
where
    F: FnMut() -> Fut + Send + 'static,
    Fut: Future<Output = ()> + Send,
{
    every(period, move || {
        let leadership = leadership.clone();
        let run = job();
        async move {
            if leadership.leads().await {
                run.await;
            }
        }
    });
}
