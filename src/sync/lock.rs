//! One sync at a time per database: an OS file lock beside it, held for one
//! run. A second `kairos sync` waits for the running one to finish rather
//! than race it on the same status rows; the OS lets go if a holder dies.

use std::fs::File;
use std::path::Path;

/// Held while this process syncs.
#[derive(Debug)]
pub struct SyncLock {
    _file: File,
}

impl SyncLock {
    /// Takes the lock for the database at `db`, waiting for another sync.
    pub fn acquire(db: &Path) -> std::io::Result<SyncLock> {
        let path = crate::store::beside(db, ".sync.lock");
        let file = crate::private::open_rw(&path)?;
        file.lock()?;
        Ok(SyncLock { _file: file })
    }

    /// Takes the lock if no other sync holds it; `None` if one does.
    pub fn try_acquire(db: &Path) -> std::io::Result<Option<SyncLock>> {
        let path = crate::store::beside(db, ".sync.lock");
        let file = crate::private::open_rw(&path)?;
        match file.try_lock() {
            Ok(()) => Ok(Some(SyncLock { _file: file })),
            Err(std::fs::TryLockError::WouldBlock) => Ok(None),
            Err(std::fs::TryLockError::Error(e)) => Err(e),
        }
    }

    /// Whether a sync holds the lock now (the window's spinner, when
    /// another process syncs).
    pub fn held(db: &Path) -> bool {
        matches!(SyncLock::try_acquire(db), Ok(None))
    }
}
