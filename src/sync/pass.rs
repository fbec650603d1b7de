//! One pass over accounts and subscriptions, the same whether `kairos sync`
//! runs it or the background sync does: each account's outcome is recorded
//! in the file ([`Store::sync_state`]) so every process shows one status.
//! The caller holds the [`super::SyncLock`].

use crate::fl;
use chrono::{NaiveDate, Utc};
use serde::Serialize;
use std::path::PathBuf;
use std::time::Duration;

use super::{credentials, subscribe, sync_account, AccountReport, Options, Run};
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
    };
    let mut reports = Vec::new();
    for account in accounts {
        store.sync_started(account.id, Utc::now())?;
        let dav = Options {
            timeout: options.timeout,
            ca_cert: account.ca_cert.as_ref().map(PathBuf::from),
            ..Options::default()
        };
        let report = match credentials::password(account) {
            Ok(password) => sync_account(store, account, &password, dav, run),
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
            FeedReport::new(&s.name, subscribe::refresh(store, s, options))
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
