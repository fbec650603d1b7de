//! What can go wrong in the store, split into what the user can fix
//! ([`ValidationError`]) and what they cannot.

use std::path::PathBuf;
use thiserror::Error;

use crate::recur::RuleError;

/// Input that breaks a rule of the calendar: nothing was written.
#[derive(Debug, Error, PartialEq)]
pub enum ValidationError {
    #[error("the title is empty")]
    EmptyTitle,
    #[error("the end is before the start")]
    EndBeforeStart,
    #[error("invalid RRULE: {0}")]
    BadRule(#[from] RuleError),
    #[error("event {0} does not repeat: edit or delete it with scope all")]
    NotRecurring(String),
    #[error("the repetition can only change for the whole series or this and following events")]
    RuleForOneOccurrence,
    #[error("an all-day event's start and its recurrence dates must be dates")]
    MixedKinds,
    #[error("the calendar name is empty")]
    EmptyCalendarName,
    #[error("color {0:?}: expected #rrggbb")]
    BadColor(String),
    #[error("an event with uid {0} already exists")]
    DuplicateUid(String),
    #[error("{0:?} is the only calendar: add another one before deleting it")]
    LastCalendar(String),
}

/// Everything the store can fail with.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The user's input was refused; the database is unchanged.
    #[error(transparent)]
    Invalid(#[from] ValidationError),
    #[error("no event with uid {0}")]
    UnknownEvent(String),
    #[error("event {uid} has no occurrence {recurrence_id}")]
    UnknownOccurrence { uid: String, recurrence_id: String },
    #[error("no calendar named {0:?}")]
    UnknownCalendar(String),
    #[error("a calendar named {0:?} already exists")]
    DuplicateCalendar(String),
    #[error(
        "calendar {name:?} comes from account {account:?}: delete it on the server, or remove the account"
    )]
    SyncedCalendar { name: String, account: String },
    #[error("{0:?} is a subscription: its events come from its feed and cannot be changed here")]
    ReadOnlyCalendar(String),
    #[error("{0:?} is not a conflict copy")]
    NotAConflict(String),
    #[error("no account named {0:?}")]
    UnknownAccount(String),
    #[error("an account named {0:?} already exists")]
    DuplicateAccount(String),
    #[error("cannot {action} \"{label}\": its events were changed since, by another edit")]
    JournalConflict { action: &'static str, label: String },
    #[error(
        "{path} was written by a newer Kairos (schema version {found}; this one knows up to {known}); it was left untouched"
    )]
    NewerSchema {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    #[error("{path} is not a Kairos database: {reason}")]
    NotADatabase { path: PathBuf, reason: String },
    #[error("no data directory: set KAIROS_DB or pass --db")]
    NoDataDir,
    #[error("cannot create {path}: {source}")]
    CreateDir {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The database or its WAL/SHM could not be made owner-only.
    #[error("cannot make {path} owner-only: {source}")]
    Permissions {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A stored value Kairos cannot read back (edited by hand, or a bug).
    #[error("the database holds a value Kairos cannot read: {0}")]
    Corrupt(String),
    #[error("database error: {0}")]
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
