//! What Kairos says, and refuses, about a damaged file: the errors that
//! name the check's finding and the newest backup, and the check a command
//! runs before it writes. A floor above the record (`health`) and the
//! backups (`backup`, which checks its copies with the record's check), so
//! that neither needs the other to speak.

use chrono::{DateTime, Utc};
use std::path::Path;

use super::backup;
use super::health::{self, Depth, Health};
use super::{FileProblem, StoreError};
use crate::fl;

/// What a command that writes asks first: the file is sound as far as a
/// recent check knows, checked now when no good check is recent. A
/// recorded failure, or a failure found now, refuses with
/// [`StoreError::Damaged`]. A file that does not exist yet is sound.
pub fn before_writing(db: &Path, now: DateTime<Utc>) -> Result<(), StoreError> {
    if !db.exists() {
        return Ok(());
    }
    let health = match Health::read(db) {
        Some(h) if h.is_damaged() || h.is_fresh(now) => h,
        _ => health::check_and_record(db, Depth::Quick, now)?,
    };
    match health.problem() {
        Some(problem) => Err(StoreError::damaged(db, problem)),
        None => Ok(()),
    }
}

impl StoreError {
    /// `db` was found damaged (`problem`, in SQLite's words): the error
    /// names its newest backup.
    pub fn damaged(db: &Path, problem: &str) -> StoreError {
        StoreError::Damaged {
            path: Some(db.to_owned()),
            problem: Some(problem.to_owned()),
            backup: backup::latest(db).map(|b| b.path),
        }
    }

    /// This error, said of the file at `db`: SQLite's troubles with the
    /// file as the file's ([`StoreError::of_file`]), and a write the gate
    /// refused with what the check found and the newest backup.
    pub fn said_of(self, db: &Path) -> StoreError {
        match self.of_file(db) {
            StoreError::Damaged {
                path: None,
                problem,
                backup: None,
            } => StoreError::Damaged {
                path: Some(db.to_owned()),
                problem: problem.or_else(|| Health::read(db)?.problem().map(str::to_owned)),
                backup: backup::latest(db).map(|b| b.path),
            },
            other => other,
        }
    }

    /// For a file too damaged to open (whose own message does not name a
    /// backup): its newest backup, and how to restore it.
    pub fn backup_hint(&self) -> Option<String> {
        let path = match self {
            StoreError::NotADatabase { path, .. } => path,
            StoreError::File {
                path,
                problem: FileProblem::Damaged,
                ..
            } => path,
            _ => return None,
        };
        let latest = backup::latest(path)?;
        let backup = latest.path.display().to_string();
        Some(fl!("error-damaged-backup", backup = backup))
    }
}
