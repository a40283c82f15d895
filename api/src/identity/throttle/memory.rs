//! The sign-in throttle's counts in memory: one process serves a SQLite shop.

use super::{Attempt, KNOWN_CLIENTS, WINDOW, must_wait};
use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

/// Beyond this many tracked accounts, the quiet ones are forgotten.
const MAX_TRACKED: usize = 10_000;

#[derive(Default)]
struct Account {
    /// Failed (or still running) attempts in the window, oldest first.
    attempts: VecDeque<(Instant, IpAddr)>,
    /// Clients that signed in to this account before, most recent last.
    known: VecDeque<IpAddr>,
}

impl Account {
    fn forget_old(&mut self, now: Instant) {
        while self
            .attempts
            .front()
            .is_some_and(|(time, _)| now.duration_since(*time) >= WINDOW)
        {
            self.attempts.pop_front();
        }
    }
}

/// Every account tried lately, under one lock.
#[derive(Default)]
pub struct Accounts(Mutex<HashMap<String, Account>>);

impl Accounts {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, Account>> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Counts an attempt by `client` on `account` at `now` unless it must wait; whether it
    /// was counted.
    pub fn begin(&self, account: &str, client: IpAddr, now: Instant) -> bool {
        let mut accounts = self.lock();
        if accounts.len() >= MAX_TRACKED {
            accounts.retain(|_, entry| {
                entry.forget_old(now);
                !entry.attempts.is_empty() || !entry.known.is_empty()
            });
        }
        let entry = accounts.entry(account.to_owned()).or_default();
        entry.forget_old(now);
        let by_client = entry
            .attempts
            .iter()
            .filter(|(_, address)| *address == client)
            .count();
        let known = entry.known.contains(&client);
        if must_wait(by_client, entry.attempts.len(), known) {
            return false;
        }
        entry.attempts.push_back((now, client));
        true
    }

    pub fn succeeded(&self, attempt: &Attempt) {
        let mut accounts = self.lock();
        let entry = accounts.entry(attempt.account.clone()).or_default();
        entry
            .attempts
            .retain(|(_, address)| *address != attempt.client);
        entry.known.retain(|address| *address != attempt.client);
        if entry.known.len() >= KNOWN_CLIENTS {
            entry.known.pop_front();
        }
        entry.known.push_back(attempt.client);
    }

    pub fn lift(&self, account: &str) {
        if let Some(entry) = self.lock().get_mut(account) {
            entry.attempts.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{PER_ACCOUNT, PER_CLIENT};
    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([203, 0, 113, last])
    }

    fn attempt(account: &str, client: IpAddr) -> Attempt {
        Attempt {
            account: account.to_owned(),
            client,
        }
    }

    #[test]
    fn one_client_gets_five_tries_and_then_waits_out_the_window() {
        let accounts = Accounts::default();
        let start = Instant::now();
        for _ in 0..PER_CLIENT {
            assert!(accounts.begin("a@b.co", ip(1), start));
        }
        assert!(!accounts.begin("a@b.co", ip(1), start));
        assert!(accounts.begin("a@b.co", ip(2), start), "another client");
        assert!(
            accounts.begin("other@b.co", ip(1), start),
            "another account"
        );
        assert!(accounts.begin("a@b.co", ip(1), start + WINDOW));
    }

    #[test]
    fn many_clients_lock_out_strangers_but_not_the_owners_known_client() {
        let accounts = Accounts::default();
        let now = Instant::now();
        let owner = ip(200);
        assert!(accounts.begin("a@b.co", owner, now));
        accounts.succeeded(&attempt("a@b.co", owner));
        for client in 0..(PER_ACCOUNT / PER_CLIENT) as u8 {
            for _ in 0..PER_CLIENT {
                assert!(accounts.begin("a@b.co", ip(client), now));
            }
        }
        assert!(!accounts.begin("a@b.co", ip(99), now), "a new stranger");
        assert!(
            accounts.begin("a@b.co", owner, now),
            "the owner's usual client still gets in"
        );
        accounts.lift("a@b.co");
        assert!(accounts.begin("a@b.co", ip(99), now), "a reset lifts it");
    }

    #[test]
    fn a_success_takes_its_attempt_back() {
        let accounts = Accounts::default();
        let now = Instant::now();
        for _ in 0..PER_CLIENT {
            assert!(accounts.begin("a@b.co", ip(1), now));
        }
        accounts.succeeded(&attempt("a@b.co", ip(1)));
        for _ in 0..PER_CLIENT {
            assert!(accounts.begin("a@b.co", ip(1), now));
        }
    }
}
