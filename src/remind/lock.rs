//! One notifier at a time: an OS file lock beside the database.
//!
//! The window and `kairos daemon` both run the scheduler; only the holder of
//! this lock delivers. The operating system releases it when the holder
//! exits or dies, so the other takes over at its next attempt — no stale
//! lease to expire.

use std::fs::{File, TryLockError};
use std::path::{Path, PathBuf};

/// Held while this process is the one that notifies.
#[derive(Debug)]
pub struct NotifierLock {
    _file: File,
    path: PathBuf,
}

impl NotifierLock {
    /// The lock file for the database at `db`: `<db>.notifier.lock`.
    pub fn path_for(db: &Path) -> PathBuf {
        crate::store::beside(db, ".notifier.lock")
    }

    /// Takes the lock for `db` if no other process holds it.
    pub fn try_acquire(db: &Path) -> std::io::Result<Option<NotifierLock>> {
        let path = NotifierLock::path_for(db);
        // Owner-only, like everything beside the database.
        let file = crate::private::open_rw(&path)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(NotifierLock { _file: file, path })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(e)) => Err(e),
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}
