//! What can go wrong in the store, split into what the user can fix
//! ([`ValidationError`]) and what they cannot.

use std::path::PathBuf;
use thiserror::Error;

use crate::fl;
use crate::recur::RuleError;

/// Input that breaks a rule of the calendar: nothing was written.
#[derive(Debug, Error, PartialEq)]
pub enum ValidationError {
    #[error("{}", fl!("error-empty-title"))]
    EmptyTitle,
    #[error("{}", fl!("error-end-before-start"))]
    EndBeforeStart,
    #[error("{}", fl!("error-bad-rule", reason = .0.to_string()))]
    BadRule(#[from] RuleError),
    #[error("{}", fl!("error-not-recurring", uid = .0))]
    NotRecurring(String),
    #[error("{}", fl!("error-rule-for-one-occurrence"))]
    RuleForOneOccurrence,
    #[error("{}", fl!("error-mixed-kinds"))]
    MixedKinds,
    #[error("{}", fl!("error-empty-calendar-name"))]
    EmptyCalendarName,
    #[error("{}", fl!("error-bad-color", color = .0))]
    BadColor(String),
    #[error("{}", fl!("error-duplicate-uid", uid = .0))]
    DuplicateUid(String),
    #[error("{}", fl!("error-last-calendar", name = .0))]
    LastCalendar(String),
    #[error("{}", fl!("error-too-long"))]
    TooLong,
}

/// Everything the store can fail with.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The user's input was refused; the database is unchanged.
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error("{}", fl!("error-unknown-event", uid = .0))]
    UnknownEvent(String),
    #[error("{}", fl!("error-unknown-occurrence", uid = .uid, recurrence_id = .recurrence_id))]
    UnknownOccurrence { uid: String, recurrence_id: String },
    #[error("{}", fl!("error-unknown-calendar", name = .0))]
    UnknownCalendar(String),
    #[error("{}", fl!("error-duplicate-calendar", name = .0))]
    DuplicateCalendar(String),
    #[error("{}", fl!("error-synced-calendar", name = .name, account = .account))]
    SyncedCalendar { name: String, account: String },
    #[error("{}", fl!("error-read-only-calendar", name = .0))]
    ReadOnlyCalendar(String),
    #[error("{}", fl!("error-not-a-conflict", uid = .0))]
    NotAConflict(String),
    #[error("{}", fl!("error-unknown-account", name = .0))]
    UnknownAccount(String),
    #[error("{}", fl!("error-duplicate-account", name = .0))]
    DuplicateAccount(String),
    #[error("{}", fl!("error-journal-conflict", action = .action.to_string(), label = .label))]
    JournalConflict { action: &'static str, label: String },
    #[error("{}", fl!("error-newer-schema", path = .path.display().to_string(), found = .found, known = .known))]
    NewerSchema {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    #[error("{}", fl!("error-not-a-database", path = .path.display().to_string(), reason = .reason))]
    NotADatabase { path: PathBuf, reason: String },
    #[error("{}", fl!("error-no-data-dir"))]
    NoDataDir,
    #[error("{}", fl!("error-create-dir", path = .path.display().to_string(), reason = .source.to_string()))]
    CreateDir {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The database or its WAL/SHM could not be made owner-only.
    #[error("{}", fl!("error-permissions", path = .path.display().to_string(), reason = .source.to_string()))]
    Permissions {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A stored value Kairos cannot read back (edited by hand, or a bug).
    #[error("{}", fl!("error-corrupt", reason = .0))]
    Corrupt(String),
    #[error("{}", fl!("error-database", reason = .0.to_string()))]
    Sqlite(#[from] rusqlite::Error),
}

impl StoreError {
    /// Whether the user can fix this by changing their input (CLI exit 2).
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            StoreError::Invalid(_)
                | StoreError::UnknownEvent(_)
                | StoreError::UnknownOccurrence { .. }
                | StoreError::UnknownCalendar(_)
                | StoreError::DuplicateCalendar(_)
                | StoreError::SyncedCalendar { .. }
                | StoreError::ReadOnlyCalendar(_)
                | StoreError::NotAConflict(_)
                | StoreError::UnknownAccount(_)
                | StoreError::DuplicateAccount(_)
                | StoreError::JournalConflict { .. }
                | StoreError::NewerSchema { .. }
                | StoreError::NotADatabase { .. }
        )
    }
}
