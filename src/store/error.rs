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
    /// An answer to a meeting (or an occurrence) the organiser cancelled.
    #[error("{}", fl!("error-meeting-cancelled", title = .title))]
    MeetingCancelled { title: String },
    #[error("{}", fl!("error-not-invited", uid = .uid, addresses = .addresses))]
    NotInvited { uid: String, addresses: String },
    #[error("{}", fl!("error-not-organizer", title = .title, organizer = .organizer))]
    NotOrganizer { title: String, organizer: String },
    /// A meeting was to be organised in a calendar where no address of
    /// mine is known.
    #[error("{}", fl!("error-no-address"))]
    NoAddress,
    /// A guest to remove is not invited.
    #[error("{}", fl!("error-not-an-attendee", address = .0))]
    NotAnAttendee(String),
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
    // The causes are fields, not sources: each message says its cause
    // once (a source would be printed again after it).
    #[error("{}", fl!("error-create-dir", path = .path.display().to_string(), reason = .cause.to_string()))]
    CreateDir {
        path: PathBuf,
        cause: std::io::Error,
    },
    /// The database or its WAL/SHM could not be made owner-only.
    #[error("{}", fl!("error-permissions", path = .path.display().to_string(), reason = .cause.to_string()))]
    Permissions {
        path: PathBuf,
        cause: std::io::Error,
    },
    /// The database file itself is the trouble: damaged, read-only, its
    /// disk full, locked; the message names the file and what to do.
    #[error("{}", file_message(.path, *.problem, .cause))]
    File {
        path: PathBuf,
        problem: FileProblem,
        cause: rusqlite::Error,
    },
    /// A check found the file damaged: Kairos writes nothing to it until
    /// a backup is restored or a full check finds it sound again.
    #[error("{}", damaged_message(.path.as_deref(), .problem.as_deref(), .backup.as_deref()))]
    Damaged {
        path: Option<PathBuf>,
        /// SQLite's first words for the damage.
        problem: Option<String>,
        /// The newest backup, to go back to.
        backup: Option<PathBuf>,
    },
    /// A backup could not be made, or failed its check.
    #[error("{}", fl!("error-backup-failed", path = .path.display().to_string(), reason = .reason))]
    BackupFailed { path: PathBuf, reason: String },
    /// A restore was refused: other processes have the file open.
    #[error("{}", fl!("error-in-use", path = .path.display().to_string(), by = .by))]
    InUse { path: PathBuf, by: String },
    /// A stored value Kairos cannot read back (edited by hand, or a bug).
    #[error("{}", fl!("error-corrupt", reason = .0))]
    Corrupt(String),
    #[error("{}", fl!("error-database", reason = .0.to_string()))]
    Sqlite(rusqlite::Error),
}

/// SQLite's extended code for a commit the commit hook turned back: the
/// gate of `store/health.rs` refused it.
pub(super) const COMMIT_REFUSED: i32 = 531; // SQLITE_CONSTRAINT_COMMITHOOK

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> StoreError {
        match &e {
            // The commit hook turned a write back: a check found the file
            // damaged ([`StoreError::of_file`] names the file and backup).
            rusqlite::Error::SqliteFailure(f, _) if f.extended_code == COMMIT_REFUSED => {
                StoreError::Damaged {
                    path: None,
                    problem: None,
                    backup: None,
                }
            }
            _ => StoreError::Sqlite(e),
        }
    }
}

impl StoreError {
    /// Whether a statement was stopped on purpose
    /// ([`Store::stop_statements_when`](super::Store::stop_statements_when)).
    pub fn is_interrupted(&self) -> bool {
        matches!(
            self,
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(f, _))
                if f.code == rusqlite::ErrorCode::OperationInterrupted
        )
    }

    /// Whether the trouble is the file's damage (a check's finding, or a
    /// file SQLite cannot read): what a backup mends.
    pub fn is_damage(&self) -> bool {
        matches!(
            self,
            StoreError::Damaged { .. }
                | StoreError::NotADatabase { .. }
                | StoreError::File {
                    problem: FileProblem::Damaged,
                    ..
                }
        )
    }
}

fn damaged_message(
    path: Option<&std::path::Path>,
    problem: Option<&str>,
    backup: Option<&std::path::Path>,
) -> String {
    let named = path.map_or_else(
        || fl!("error-damaged-this-file"),
        |p| p.display().to_string(),
    );
    let problem = problem.map_or_else(|| fl!("error-damaged-found"), str::to_owned);
    let head = fl!("error-damaged", path = named, problem = problem);
    match (path, backup) {
        (_, Some(b)) => {
            let backup = b.display().to_string();
            format!("{head}; {}", fl!("error-damaged-backup", backup = backup))
        }
        (Some(_), None) => format!("{head}; {}", fl!("error-damaged-no-backup")),
        // Which file is not known here, nor so its backups.
        (None, None) => head,
    }
}

/// What is wrong with a database file, as far as a user can act on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileProblem {
    /// Not a database, or a damaged one.
    Damaged,
    /// It, or its folder, cannot be opened (a read-only file system, a
    /// folder that is gone, no permission).
    CannotOpen,
    /// It may be read but not written.
    ReadOnly,
    /// The disk it is on is full.
    DiskFull,
    /// Another program holds a lock on it longer than Kairos waits.
    Locked,
}

impl FileProblem {
    /// The problem a SQLite error shows, if it is one of the file's.
    pub fn of(e: &rusqlite::Error) -> Option<FileProblem> {
        use rusqlite::ErrorCode as C;
        match e.sqlite_error_code()? {
            C::DatabaseCorrupt | C::NotADatabase => Some(FileProblem::Damaged),
            C::CannotOpen | C::PermissionDenied => Some(FileProblem::CannotOpen),
            C::ReadOnly => Some(FileProblem::ReadOnly),
            C::DiskFull => Some(FileProblem::DiskFull),
            C::DatabaseBusy | C::DatabaseLocked => Some(FileProblem::Locked),
            _ => None,
        }
    }
}

fn file_message(path: &std::path::Path, problem: FileProblem, cause: &rusqlite::Error) -> String {
    let path = path.display().to_string();
    // SQLite's own words, without rusqlite's "Error code N:" prefix.
    let reason = match cause {
        rusqlite::Error::SqliteFailure(_, Some(text)) => text.clone(),
        rusqlite::Error::SqliteFailure(e, None) => e.to_string(),
        other => other.to_string(),
    };
    match problem {
        FileProblem::Damaged => fl!("error-file-damaged", path = path, reason = reason),
        FileProblem::CannotOpen => fl!("error-file-cannot-open", path = path, reason = reason),
        FileProblem::ReadOnly => fl!("error-file-read-only", path = path),
        FileProblem::DiskFull => fl!("error-file-full", path = path),
        FileProblem::Locked => fl!("error-file-locked", path = path),
    }
}

impl StoreError {
    /// This error, said of the file at `path` when the file is the trouble.
    pub(crate) fn of_file(self, path: &std::path::Path) -> StoreError {
        match self {
            StoreError::Sqlite(cause) => match FileProblem::of(&cause) {
                Some(problem) => StoreError::File {
                    path: path.to_owned(),
                    problem,
                    cause,
                },
                None => StoreError::Sqlite(cause),
            },
            other => other,
        }
    }
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
                | StoreError::NotOrganizer { .. }
                | StoreError::NotInvited { .. }
                | StoreError::MeetingCancelled { .. }
                | StoreError::NoAddress
                | StoreError::NotAnAttendee(_)
                | StoreError::UnknownAccount(_)
                | StoreError::DuplicateAccount(_)
                | StoreError::JournalConflict { .. }
                | StoreError::NewerSchema { .. }
                | StoreError::NotADatabase { .. }
                | StoreError::Damaged { .. }
                | StoreError::InUse { .. }
        )
    }
}
