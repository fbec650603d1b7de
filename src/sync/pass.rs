//! One pass over accounts and subscriptions, the same whether `kairos sync`
//! runs it or the background sync does: each account's outcome is recorded
//! in the file ([`Store::sync_state`]) so every process shows one status.
//! The caller holds the [`super::SyncLock`].

use crate::fl;
use chrono::{NaiveDate, Utc};
use serde::Serialize;
use std::path::PathBuf;
use std::time::Duration;

use super::{credentials, subscribe, sync_account_with, AccountReport, Options, Run};
use crate::store::{Account, Store, StoreError, Subscription};

/// How a pass runs.
#[derive(Debug, Clone, Copy)]
pub struct PassOptions {
    /// The longest one request may take.
    pub timeout: Duration,
    /// Accept a calendar the server now lists as empty.
    pub allow_empty: bool,
    /// Today, in the user's zone.
    pub today: NaiveDate,
    /// Read every scheduling account's inbox now, changed or not (the
    /// user asked to sync; a background pass waits for a change or the
    /// hour).
    pub read_inbox: bool,
}

/// What refreshing one subscription did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FeedReport {
    /// The subscribed calendar's name.
    pub subscription: String,
    /// The feed had not changed: nothing was downloaded.
    pub unchanged: bool,
    pub added: usize,
    pub updated: usize,
    pub removed: usize,
    pub skipped: usize,
    /// Why it could not be refreshed (its events are as they were).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The longest one request may take, whichever front door started the
/// pass (`kairos sync`, the background, the window's Sync now).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// What one pass did: each account's report, then each subscription's.
#[derive(Debug, Clone, Default)]
pub struct PassReport {
    pub accounts: Vec<AccountReport>,
    pub feeds: Vec<FeedReport>,
}

/// One pass, the one every front door runs: `accounts`, then
/// `subscriptions`. The caller holds the [`super::SyncLock`]. A failure
/// (or a bug that panics) in one account or subscription is reported in
/// words, logged, recorded as that account's state, and the pass goes on;
/// only the store itself failing ends it.
pub fn run_pass(
    store: &mut Store,
    accounts: &[Account],
    subscriptions: &[Subscription],
    options: PassOptions,
) -> Result<PassReport, StoreError> {
    let accounts = sync_accounts(store, accounts, options)?;
    for (report, failure) in accounts.iter().map(|r| (r, r.failure())) {
        match failure {
            Some((_, text)) => log::warn!("sync of {}: {text}", report.account),
            None if report.changed() => log::info!("{}", report.summary()),
            None => {}
        }
    }
    let feeds = refresh_feeds(store, subscriptions, options.timeout);
    for feed in &feeds {
        match feed.error {
            Some(_) => log::warn!("{}", feed.summary()),
            None if !feed.unchanged => log::info!("{}", feed.summary()),
            None => {}
        }
    }
    Ok(PassReport { accounts, feeds })
}

/// Runs `f`, turning a panic into an error in words: a bug met in one
/// account's data must not end the sync of the others, nor the background
/// sync for good.
fn unpanicked<T>(what: &str, f: impl FnOnce() -> T) -> Result<T, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|payload| {
        let why = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned());
        let said = why.as_deref().unwrap_or("unknown");
        log::error!("sync of {what} stopped on an internal error: {said}");
        match why {
            Some(why) => fl!("sync-internal-error", reason = why),
            None => fl!("sync-internal-error-unknown"),
        }
    })
}

/// Syncs each of `accounts`, recording when each began and how it ended.
/// A failing account is reported and does not stop the others.
pub fn sync_accounts(
    store: &mut Store,
    accounts: &[Account],
    options: PassOptions,
) -> Result<Vec<AccountReport>, StoreError> {
    let run = Run {
        today: options.today,
        allow_empty: options.allow_empty,
        read_inbox: options.read_inbox,
    };
    let mut reports = Vec::new();
    for account in accounts {
        store.sync_started(account.id, Utc::now())?;
        let dav = Options {
            timeout: options.timeout,
            ca_cert: account.ca_cert.as_ref().map(PathBuf::from),
            ..Options::default()
        };
        let report = match credentials::login(account, options.timeout) {
            Ok(login) => unpanicked(&account.name, || {
                sync_account_with(store, account, login, dav, run)
            })
            .unwrap_or_else(|why| AccountReport {
                account: account.name.clone(),
                error: Some(why),
                trouble: Some(crate::store::Trouble::Server),
                ..Default::default()
            }),
            Err(e) => {
                let e = super::SyncError::from(e);
                AccountReport {
                    account: account.name.clone(),
                    error: Some(e.to_string()),
                    trouble: Some(e.trouble()),
                    ..Default::default()
                }
            }
        };
        let failure = report.failure();
        store.sync_finished(
            account.id,
            Utc::now(),
            failure.as_ref().map(|(t, text)| (*t, text.as_str())),
        )?;
        reports.push(report);
    }
    Ok(reports)
}

/// Refreshes each subscription; a failure is reported and recorded on it.
pub fn refresh_feeds(
    store: &mut Store,
    subscriptions: &[Subscription],
    timeout: Duration,
) -> Vec<FeedReport> {
    subscriptions
        .iter()
        .map(|s| {
            let options = Options {
                timeout,
                ..Options::default()
            };
            let done = unpanicked(&s.name, || subscribe::refresh(store, s, options));
            match done {
                Ok(done) => FeedReport::new(&s.name, done),
                Err(why) => FeedReport {
                    error: Some(why),
                    unchanged: false,
                    ..FeedReport::new(&s.name, Ok(subscribe::Refreshed::Unchanged))
                },
            }
        })
        .collect()
}

impl FeedReport {
    /// What refreshing the subscription `name` came to.
    pub fn new(name: &str, done: Result<subscribe::Refreshed, super::SyncError>) -> FeedReport {
        let mut report = FeedReport {
            subscription: name.to_owned(),
            unchanged: false,
            added: 0,
            updated: 0,
            removed: 0,
            skipped: 0,
            error: None,
        };
        match done {
            Ok(subscribe::Refreshed::Unchanged) => report.unchanged = true,
            Ok(subscribe::Refreshed::Replaced(r)) => {
                report.added = r.added;
                report.updated = r.updated;
                report.removed = r.removed;
                report.skipped = r.skipped;
            }
            Err(e) => report.error = Some(e.to_string()),
        }
        report
    }

    /// "Holidays: 3 added, 1 updated, 0 removed" or "Holidays: unchanged".
    pub fn summary(&self) -> String {
        let name = &self.subscription;
        if let Some(e) = &self.error {
            return format!("{name}: {e}");
        }
        if self.unchanged {
            return fl!("subscription-unchanged", name = name.as_str());
        }
        let mut line = fl!(
            "subscription-changed",
            name = name.as_str(),
            added = self.added,
            updated = self.updated,
            removed = self.removed
        );
        if self.skipped > 0 {
            line += &fl!("subscription-skipped", count = self.skipped);
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::unpanicked;

    /// A panic met in one account's sync is an error in words, with the
    /// panic's message, and the caller goes on.
    #[test]
    fn a_panic_is_an_error_in_words() {
        let failed = unpanicked("account odd", || -> u8 { panic!("overflowed") });
        let why = failed.expect_err("a panic is an error");
        assert!(why.contains("internal error (overflowed)"), "{why}");
        assert!(why.contains("nothing was lost"), "{why}");
        let owned = unpanicked("account odd", || -> u8 {
            panic!("{}", String::from("owned"))
        });
        assert!(owned.unwrap_err().contains("(owned)"));
        assert_eq!(unpanicked("account fine", || 7), Ok(7));
    }
}
