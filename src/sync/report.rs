//! What a sync did, per account and calendar, for people and for `--json`.

use crate::fl;
use serde::Serialize;

/// What syncing one calendar did.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct CalendarReport {
    /// The local calendar's name.
    pub calendar: String,
    /// Events written here from the server.
    pub pulled: usize,
    /// Events written to the server.
    pub pushed: usize,
    /// Events deleted here because they were deleted there.
    pub deleted_local: usize,
    /// Events deleted there because they were deleted here.
    pub deleted_remote: usize,
    /// Events changed on both sides in the same property: both kept, the
    /// local version as a conflict copy.
    pub conflicts: usize,
    /// Events changed on both sides in different properties, merged.
    pub merged: usize,
    /// What the user should know (kept only on the server, and why).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// Local changes the server would not take, each with the event and
    /// why: they stay here, are tried again at the next sync, and make
    /// the sync a failure until they are sent.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unsent: Vec<String>,
    /// Something was left for the next sync (changed meanwhile), so the
    /// sync token was not saved.
    #[serde(skip)]
    pub deferred: bool,
    /// Why this calendar did not finish (nothing was lost).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(skip)]
    pub trouble: Option<crate::store::Trouble>,
    /// My answers of their own for single occurrences, written with my
    /// copies: posted to the outbox after the calendars.
    #[serde(skip)]
    pub answers: Vec<super::outbox::OccurrenceAnswer>,
}

/// What syncing one account did.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct AccountReport {
    pub account: String,
    /// Why the account could not be synced at all (unreachable, login…).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// What would fix what failed (the account's error, else the first
    /// calendar's).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trouble: Option<crate::store::Trouble>,
    /// Calendars that appeared on the server and were added here.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub added: Vec<String>,
    /// Calendars gone from the server and removed here.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<String>,
    pub calendars: Vec<CalendarReport>,
    /// What was done with the schedule inbox.
    #[serde(skip_serializing_if = "super::inbox::InboxReport::is_empty")]
    pub inbox: super::inbox::InboxReport,
}

impl AccountReport {
    /// Whether everything in this account synced.
    pub fn ok(&self) -> bool {
        self.error.is_none()
            && self
                .calendars
                .iter()
                .all(|c| c.error.is_none() && c.unsent.is_empty())
    }

    /// Whether the sync changed anything, on either side.
    pub fn changed(&self) -> bool {
        !self.added.is_empty()
            || !self.removed.is_empty()
            || self.inbox.taken_in + self.inbox.cancelled + self.inbox.removed > 0
            || self.calendars.iter().any(|c| {
                c.pulled + c.pushed + c.deleted_local + c.deleted_remote + c.conflicts + c.merged
                    > 0
            })
    }

    /// What failed, in words, and what would fix it; `None` when all
    /// synced.
    pub fn failure(&self) -> Option<(crate::store::Trouble, String)> {
        if self.ok() {
            return None;
        }
        let summary = self.summary();
        let text = summary
            .strip_prefix(&format!("{}: ", self.account))
            .unwrap_or(&summary)
            .to_owned();
        Some((self.trouble.unwrap_or(crate::store::Trouble::Server), text))
    }

    /// One line for people: what failed, or what changed.
    ///
    /// Each count is said by its own message, so a language can agree it.
    pub fn summary(&self) -> String {
        if let Some(error) = &self.error {
            return format!("{}: {error}", self.account);
        }
        let failed: Vec<String> = self
            .calendars
            .iter()
            .filter_map(|c| c.error.as_ref().map(|e| format!("{}: {e}", c.calendar)))
            .collect();
        if !failed.is_empty() {
            return format!("{}: {}", self.account, failed.join("; "));
        }
        let unsent: Vec<String> = self
            .calendars
            .iter()
            .flat_map(|c| c.unsent.iter().map(|u| format!("{}: {u}", c.calendar)))
            .collect();
        if !unsent.is_empty() {
            let reasons = unsent.join("; ");
            return fl!(
                "sync-unsent",
                account = self.account.as_str(),
                count = unsent.len(),
                reasons = reasons
            );
        }
        let sum = |f: fn(&CalendarReport) -> usize| self.calendars.iter().map(f).sum::<usize>();
        let mut parts = Vec::new();
        let counts: [(usize, InWords); 6] = [
            (sum(|c| c.pulled), |count| fl!("sync-pulled", count = count)),
            (sum(|c| c.pushed), |count| fl!("sync-pushed", count = count)),
            (sum(|c| c.deleted_local), |count| {
                fl!("sync-deleted-here", count = count)
            }),
            (sum(|c| c.deleted_remote), |count| {
                fl!("sync-deleted-on-server", count = count)
            }),
            (sum(|c| c.merged), |count| fl!("sync-merged", count = count)),
            (sum(|c| c.conflicts), |count| {
                fl!("sync-conflicts", count = count)
            }),
        ];
        for (n, words) in counts {
            if n > 0 {
                parts.push(words(n));
            }
        }
        let calendars = self.calendars.len();
        let account = self.account.as_str();
        if parts.is_empty() {
            fl!("sync-up-to-date", account = account, count = calendars)
        } else {
            let changes = parts.join(", ");
            fl!(
                "sync-changed",
                account = account,
                count = calendars,
                changes = changes
            )
        }
    }
}

/// A count said in words ("3 pulled").
type InWords = fn(usize) -> String;
