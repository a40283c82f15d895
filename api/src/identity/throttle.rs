//! Slows password guessing: after a few failed sign-ins for one account, further attempts
//! are refused for a while (429), whatever the password.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub const MAX_FAILURES: usize = 5;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Beyond this many tracked accounts, the oldest quiet entries are forgotten.
const MAX_TRACKED: usize = 10_000;

#[derive(Default)]
pub struct SignInThrottle {
    failures: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl SignInThrottle {
    /// Whether `key` (an email address) may try to sign in now.
    pub fn allows(&self, key: &str, now: Instant) -> bool {
        let mut failures = self
            .failures
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match failures.get_mut(key) {
            Some(times) => {
                forget_old(times, now);
                times.len() < MAX_FAILURES
            }
            None => true,
        }
    }

    pub fn record_failure(&self, key: &str, now: Instant) {
        let mut failures = self
            .failures
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if failures.len() >= MAX_TRACKED {
            failures.retain(|_, times| {
                forget_old(times, now);
                !times.is_empty()
            });
        }
        let times = failures.entry(key.to_owned()).or_default();
        forget_old(times, now);
        times.push_back(now);
    }

    /// A successful sign-in wipes the slate.
    pub fn clear(&self, key: &str) {
        let mut failures = self
            .failures
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        failures.remove(key);
    }
}

fn forget_old(times: &mut VecDeque<Instant>, now: Instant) {
    while times
        .front()
        .is_some_and(|time| now.duration_since(*time) >= WINDOW)
    {
        times.pop_front();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn five_failures_lock_the_account_for_the_window() {
        let throttle = SignInThrottle::default();
        let start = Instant::now();
        for _ in 0..MAX_FAILURES {
            assert!(throttle.allows("a@b.co", start));
            throttle.record_failure("a@b.co", start);
        }
        assert!(!throttle.allows("a@b.co", start));
        assert!(throttle.allows("other@b.co", start));
        assert!(throttle.allows("a@b.co", start + WINDOW));
    }

    #[test]
    fn success_clears_the_failures() {
        let throttle = SignInThrottle::default();
        let now = Instant::now();
        for _ in 0..MAX_FAILURES {
            throttle.record_failure("a@b.co", now);
        }
        throttle.clear("a@b.co");
        assert!(throttle.allows("a@b.co", now));
    }
}
