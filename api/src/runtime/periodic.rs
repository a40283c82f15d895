//! Jobs the shop runs now and then for as long as it serves: cancelling stale unpaid orders,
//! forgetting accounts whose address no one proved.

use std::future::Future;
use std::time::Duration;

/// How often the sweeps run.
pub const EVERY: Duration = Duration::from_secs(10 * 60);

/// Runs `job` now and then every `period`, on its own task.
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
