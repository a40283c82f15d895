//! A thread of its own for the write transactions that come at the rate of requests (placing
//! an order). Each statement of a transaction waits for the database's answer, and the write
//! turn is held through every wait. On the runtime's shared workers, the task holding the turn
//! then waits, once its answer is in, behind whatever requests those workers are busy with,
//! and every writer queued for the turn waits with it. On a thread that runs nothing else it
//! goes on at once: orders from 50 buyers went from about 1,700 to about 2,050 a second on the
//! 2-core bench machine (`docs/benchmarks.md`).

use std::future::Future;
use std::sync::OnceLock;
use tokio::runtime::{Builder, Handle};

/// Runs `job` on the write thread and waits for its outcome. A job runs to its end even when
/// the request that started it goes away: its transaction commits or rolls back as a whole,
/// and a client that left misses only the answer. A task-local of the request (its language)
/// is not seen there: the job is given what it needs.
pub async fn run<T: Send + 'static>(job: impl Future<Output = T> + Send + 'static) -> T {
    match handle().spawn(job).await {
        Ok(outcome) => outcome,
        Err(error) => match error.try_into_panic() {
            Ok(panic) => std::panic::resume_unwind(panic),
            // The thread's runtime is never shut down, and no job is aborted.
            Err(error) => panic!("the write thread lost a job: {error}"),
        },
    }
}

/// The write thread's runtime, started with the first job: one per process, whatever the
/// number of shops in it (the tests run many).
fn handle() -> &'static Handle {
    static HANDLE: OnceLock<Handle> = OnceLock::new();
    HANDLE.get_or_init(|| {
        let runtime = Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("a runtime for the write thread");
        let handle = runtime.handle().clone();
        std::thread::Builder::new()
            .name("shop-writer".into())
            .spawn(move || runtime.block_on(std::future::pending::<()>()))
            .expect("the write thread");
        handle
    })
}

#[cfg(test)]
mod tests {
    use super::run;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    #[tokio::test]
    async fn a_job_runs_to_its_end_when_its_caller_goes_away() {
        let done = Arc::new(AtomicBool::new(false));
        let flag = done.clone();
        let job = run(async move {
            tokio::time::sleep(Duration::from_millis(50)).await;
            flag.store(true, Ordering::SeqCst);
        });
        // The caller stops waiting long before the job ends.
        assert!(
            tokio::time::timeout(Duration::from_millis(1), job)
                .await
                .is_err()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(done.load(Ordering::SeqCst));
    }

    #[tokio::test]
    async fn a_jobs_panic_is_its_callers() {
        let caller = tokio::spawn(run(async { panic!("in the job") }));
        let error = caller.await.unwrap_err();
        assert!(error.is_panic());
    }

    #[tokio::test]
    async fn a_job_runs_on_the_write_thread() {
        let name = run(async { std::thread::current().name().map(str::to_owned) }).await;
        assert_eq!(name.as_deref(), Some("shop-writer"));
    }
}
