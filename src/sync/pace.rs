//! When the background sync runs, worked out from what happened and the
//! time, with no clock or thread of its own: tested by handing it instants.
//!
//! - at start, then every [`Pace::interval`];
//! - [`DEBOUNCE`] after the last of a burst of local edits to a synced
//!   calendar (a drag sends several), but no later than [`EDIT_WAIT_MAX`]
//!   after the first, so typing never holds a change back for long;
//! - at once after a resume (or when the network comes back);
//! - a failing account again after a backoff of its own — 30 s, doubling,
//!   up to the interval — while the others keep their pace. A refused
//!   password or an untrusted certificate does not pass by retrying: those
//!   wait for the interval, or for the user to fix them.

use chrono::{DateTime, Duration, Utc};
use std::collections::HashMap;

use crate::store::Trouble;

/// How long after the last local edit the sync waits for another.
pub const DEBOUNCE: Duration = Duration::seconds(2);
/// The longest a local edit waits for the edits after it.
pub const EDIT_WAIT_MAX: Duration = Duration::seconds(20);
/// The first retry of a failing account.
pub const RETRY_FIRST: Duration = Duration::seconds(30);
/// The interval when nothing is set: 15 minutes.
pub const DEFAULT_INTERVAL: Duration = Duration::minutes(15);

/// One pass the background sync is to run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pass {
    /// The accounts to sync.
    pub accounts: Vec<i64>,
    /// Whether subscriptions are refreshed too (a full pass, not one that
    /// only sends a local edit or retries an account).
    pub feeds: bool,
}

/// The background sync's timetable.
#[derive(Debug, Clone)]
pub struct Pace {
    /// Between full passes.
    pub interval: Duration,
    /// The next full pass.
    next_full: DateTime<Utc>,
    /// The first and the last local edit not yet sent.
    edits: Option<(DateTime<Utc>, DateTime<Utc>)>,
    /// Accounts that failed: failures in a row and when to try again.
    backoff: HashMap<i64, (u32, DateTime<Utc>)>,
}

impl Pace {
    /// A pace whose first full pass is due at `now` (at start).
    pub fn new(now: DateTime<Utc>, interval: Duration) -> Pace {
        Pace {
            interval: interval.max(Duration::seconds(1)),
            next_full: now,
            edits: None,
            backoff: HashMap::new(),
        }
    }

    /// A local edit to a synced calendar was seen at `now`.
    pub fn edited(&mut self, now: DateTime<Utc>) {
        self.edits = Some(match self.edits {
            Some((first, _)) => (first, now),
            None => (now, now),
        });
    }

    /// After a resume, when the network came back, or when the user asks:
    /// a full pass at once, failing accounts included.
    pub fn now(&mut self, now: DateTime<Utc>) {
        self.next_full = now;
        for (_, until) in self.backoff.values_mut() {
            *until = now;
        }
    }

    /// A new interval (the setting changed): the next full pass moves to
    /// one interval after the last.
    pub fn set_interval(&mut self, interval: Duration) {
        let interval = interval.max(Duration::seconds(1));
        self.next_full = self.next_full - self.interval + interval;
        self.interval = interval;
    }

    /// When the edits seen are to be sent.
    fn edits_due(&self) -> Option<DateTime<Utc>> {
        self.edits
            .map(|(first, last)| (last + DEBOUNCE).min(first + EDIT_WAIT_MAX))
    }

    /// The pass due at `now` over `accounts`, if any.
    pub fn due(&self, now: DateTime<Utc>, accounts: &[i64]) -> Option<Pass> {
        let full = now >= self.next_full;
        let edits = self.edits_due().is_some_and(|t| now >= t);
        let waiting = |id: &i64| self.backoff.get(id).is_some_and(|(_, until)| *until > now);
        let chosen: Vec<i64> = if full || edits {
            accounts.iter().copied().filter(|id| !waiting(id)).collect()
        } else {
            // Only failing accounts whose backoff is over.
            accounts
                .iter()
                .copied()
                .filter(|id| self.backoff.get(id).is_some_and(|(_, until)| *until <= now))
                .collect()
        };
        (full || !chosen.is_empty()).then_some(Pass {
            accounts: chosen,
            feeds: full,
        })
    }

    /// Records how `pass` went at `now`: each account's failure, if any.
    pub fn done(&mut self, now: DateTime<Utc>, pass: &Pass, outcomes: &[(i64, Option<Trouble>)]) {
        if pass.feeds {
            self.next_full = now + self.interval;
        }
        // Edits made during the pass are seen again by the next change.
        if self.edits.is_some_and(|(_, last)| last <= now) {
            self.edits = None;
        }
        for (id, trouble) in outcomes {
            match trouble {
                None => {
                    self.backoff.remove(id);
                }
                Some(trouble) => {
                    let failures = self.backoff.get(id).map_or(0, |(n, _)| *n) + 1;
                    let wait = match trouble {
                        Trouble::Offline | Trouble::Server => {
                            let factor = 1_i32 << (failures - 1).min(16);
                            (RETRY_FIRST * factor).min(self.interval)
                        }
                        Trouble::Password | Trouble::Certificate | Trouble::SignIn => self.interval,
                    };
                    self.backoff.insert(*id, (failures, now + wait));
                }
            }
        }
    }

    /// The pass could not run (another process was syncing): try again a
    /// little later rather than at once.
    pub fn busy(&mut self, now: DateTime<Utc>) {
        let later = now + DEBOUNCE;
        self.next_full = self.next_full.max(later);
        if let Some((first, last)) = self.edits.as_mut() {
            *last = (*last).max(later - DEBOUNCE);
            *first = (*first).max(later - EDIT_WAIT_MAX);
        }
    }

    /// The next moment a pass can be due.
    pub fn next(&self) -> DateTime<Utc> {
        let mut next = self.next_full;
        if let Some(t) = self.edits_due() {
            next = next.min(t);
        }
        for (_, until) in self.backoff.values() {
            next = next.min(*until);
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_795_420_800 + secs, 0).unwrap()
    }

    const MIN15: Duration = Duration::minutes(15);

    #[test]
    fn at_start_then_every_interval() {
        let mut pace = Pace::new(t(0), MIN15);
        let pass = pace.due(t(0), &[1, 2]).expect("at start");
        assert_eq!(pass.accounts, [1, 2]);
        assert!(pass.feeds);
        pace.done(t(3), &pass, &[(1, None), (2, None)]);
        assert_eq!(pace.due(t(600), &[1, 2]), None);
        assert_eq!(pace.next(), t(3) + MIN15);
        assert!(pace.due(t(903), &[1, 2]).is_some());
    }

    #[test]
    fn local_edits_are_debounced_and_never_held_long() {
        let mut pace = Pace::new(t(0), MIN15);
        let pass = pace.due(t(0), &[1]).unwrap();
        pace.done(t(0), &pass, &[(1, None)]);
        pace.edited(t(100));
        pace.edited(t(101));
        assert_eq!(pace.due(t(102), &[1]), None, "more edits may follow");
        assert_eq!(pace.next(), t(103));
        let pass = pace.due(t(103), &[1]).expect("two seconds after the last");
        assert!(!pass.feeds, "sending an edit does not refresh feeds");
        pace.done(t(104), &pass, &[(1, None)]);
        assert_eq!(pace.due(t(200), &[1]), None);
        // Edits that never pause go out 20 s after the first.
        for s in 300..330 {
            pace.edited(t(s));
            if s < 320 {
                assert_eq!(pace.due(t(s), &[1]), None, "at {s}");
            }
        }
        assert!(pace.due(t(320), &[1]).is_some());
    }

    #[test]
    fn a_failing_account_backs_off_alone() {
        let mut pace = Pace::new(t(0), MIN15);
        let pass = pace.due(t(0), &[1, 2]).unwrap();
        pace.done(t(0), &pass, &[(1, Some(Trouble::Offline)), (2, None)]);
        assert_eq!(pace.next(), t(30));
        let retry = pace.due(t(30), &[1, 2]).expect("the retry");
        assert_eq!(retry.accounts, [1], "only the failing account");
        assert!(!retry.feeds);
        pace.done(t(31), &retry, &[(1, Some(Trouble::Offline))]);
        assert_eq!(pace.next(), t(91), "doubled");
        // An edit syncs the healthy account and leaves the waiting one.
        pace.edited(t(40));
        assert_eq!(pace.due(t(42), &[1, 2]).unwrap().accounts, [2]);
        // Backoff never exceeds the interval.
        for _ in 0..10 {
            pace.done(t(50), &retry, &[(1, Some(Trouble::Offline))]);
        }
        assert_eq!(pace.backoff[&1].1, t(50) + MIN15);
        // Back online: the next pass that succeeds clears it.
        pace.now(t(60));
        let pass = pace.due(t(60), &[1, 2]).unwrap();
        assert_eq!(pass.accounts, [1, 2]);
        pace.done(t(61), &pass, &[(1, None), (2, None)]);
        assert!(pace.backoff.is_empty());
    }

    #[test]
    fn a_refused_password_waits_for_the_interval() {
        let mut pace = Pace::new(t(0), MIN15);
        let pass = pace.due(t(0), &[1]).unwrap();
        pace.done(t(0), &pass, &[(1, Some(Trouble::Password))]);
        assert_eq!(pace.due(t(60), &[1]), None, "no hammering the server");
        assert_eq!(pace.next(), t(0) + MIN15);
    }

    #[test]
    fn a_busy_lock_retries_shortly_and_a_new_interval_moves_the_next_pass() {
        let mut pace = Pace::new(t(0), MIN15);
        pace.busy(t(0));
        assert_eq!(pace.due(t(1), &[1]), None);
        assert!(pace.due(t(2), &[1]).is_some());
        let pass = pace.due(t(2), &[1]).unwrap();
        pace.done(t(2), &pass, &[(1, None)]);
        pace.set_interval(Duration::minutes(5));
        assert_eq!(pace.next(), t(2) + Duration::minutes(5));
    }
}
