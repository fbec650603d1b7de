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
}
