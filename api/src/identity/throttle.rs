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
//! An attempt is counted *before* its password is checked, under one lock, so ten concurrent
//! wrong passwords get [`PER_CLIENT`] tries, not ten; a success takes its count back.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub const PER_CLIENT: usize = 5;
pub const PER_ACCOUNT: usize = 20;
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Beyond this many tracked accounts, the quiet ones are forgotten.
const MAX_TRACKED: usize = 10_000;
/// Clients remembered per account as having signed in before.
const KNOWN_CLIENTS: usize = 16;

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

#[derive(Default)]
pub struct SignInThrottle {
    accounts: Mutex<HashMap<String, Account>>,
}

/// An attempt counted against an account; [`SignInThrottle::succeeded`] takes it back.
#[derive(Debug)]
pub struct Attempt {
    account: String,
    client: IpAddr,
}

impl SignInThrottle {
    fn accounts(&self) -> MutexGuard<'_, HashMap<String, Account>> {
        self.accounts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Counts an attempt by `client` on `account` (an email address), or `None` when it must
    /// wait.
    pub fn begin(&self, account: &str, client: IpAddr, now: Instant) -> Option<Attempt> {
        let mut accounts = self.accounts();
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
        if by_client >= PER_CLIENT || (entry.attempts.len() >= PER_ACCOUNT && !known) {
            return None;
        }
        entry.attempts.push_back((now, client));
        Some(Attempt {
            account: account.to_owned(),
            client,
        })
    }

    /// The password was right: the client's failures are forgiven and it is remembered.
    pub fn succeeded(&self, attempt: Attempt) {
        let mut accounts = self.accounts();
        let entry = accounts.entry(attempt.account).or_default();
        entry
            .attempts
            .retain(|(_, address)| *address != attempt.client);
        entry.known.retain(|address| *address != attempt.client);
        if entry.known.len() >= KNOWN_CLIENTS {
            entry.known.pop_front();
        }
        entry.known.push_back(attempt.client);
    }

    /// The owner proved the address (a reset link): every lock on the account is lifted.
    pub fn lift(&self, account: &str) {
        if let Some(entry) = self.accounts().get_mut(account) {
            entry.attempts.clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([203, 0, 113, last])
    }

    #[test]
    fn one_client_gets_five_tries_and_then_waits_out_the_window() {
        let throttle = SignInThrottle::default();
        let start = Instant::now();
        for _ in 0..PER_CLIENT {
            assert!(throttle.begin("a@b.co", ip(1), start).is_some());
        }
        assert!(throttle.begin("a@b.co", ip(1), start).is_none());
        assert!(
            throttle.begin("a@b.co", ip(2), start).is_some(),
            "another client"
        );
        assert!(
            throttle.begin("other@b.co", ip(1), start).is_some(),
            "another account"
        );
        assert!(throttle.begin("a@b.co", ip(1), start + WINDOW).is_some());
    }

    #[test]
    fn many_clients_lock_out_strangers_but_not_the_owners_known_client() {
        let throttle = SignInThrottle::default();
        let now = Instant::now();
        let owner = ip(200);
        let attempt = throttle.begin("a@b.co", owner, now).unwrap();
        throttle.succeeded(attempt);
        for client in 0..(PER_ACCOUNT / PER_CLIENT) as u8 {
            for _ in 0..PER_CLIENT {
                assert!(throttle.begin("a@b.co", ip(client), now).is_some());
            }
        }
        assert!(
            throttle.begin("a@b.co", ip(99), now).is_none(),
            "a new stranger"
        );
        let attempt = throttle.begin("a@b.co", owner, now);
        assert!(attempt.is_some(), "the owner's usual client still gets in");
        throttle.lift("a@b.co");
        assert!(
            throttle.begin("a@b.co", ip(99), now).is_some(),
            "a reset lifts it"
        );
    }

    #[test]
    fn a_success_takes_its_attempt_back() {
        let throttle = SignInThrottle::default();
        let now = Instant::now();
        for _ in 0..PER_CLIENT - 1 {
            throttle.begin("a@b.co", ip(1), now).unwrap();
        }
        let right = throttle.begin("a@b.co", ip(1), now).unwrap();
        throttle.succeeded(right);
        for _ in 0..PER_CLIENT {
            assert!(throttle.begin("a@b.co", ip(1), now).is_some());
        }
    }
}
