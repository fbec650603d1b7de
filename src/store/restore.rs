//! Going back to a backup: the file in use is kept aside (never deleted),
//! the backup is copied in its place, and what the backup cannot know is
//! settled so that nothing is lost or sent twice.
//!
//! A backup is older than the servers' copies of its synced calendars and
//! than the reminders already shown. So every synced calendar is marked
//! for a full comparison with its server (its sync token and ctag are
//! forgotten: the next sync lists everything and compares it with what
//! the backup last knew, pulling what other devices made since), and the
//! reminders' "checked up to" mark is moved to the moment the damage was
//! found (or to now, when the file was sound), so reminders shown from the
//! file before are not shown again, and those the damage held back are.

use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};

use super::backup::Backup;
use super::health::{self, Depth, Health, Verdict};
use super::{beside, StoreError};

/// What a restore did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    /// The backup now in use.
    pub backup: PathBuf,
    /// Where the file it replaced was kept.
    pub kept_aside: PathBuf,
    /// How many synced calendars will be compared whole with their server
    /// at the next sync.
    pub to_compare: usize,
}

/// Another process with the database open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holder {
    pub pid: u32,
    /// Its command line, as `ps` shows it.
    pub command: String,
}

impl std::fmt::Display for Holder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (pid {})", self.command, self.pid)
    }
}

/// `holders` as a message names them: "kairos daemon (pid 12), …".
pub fn named(holders: &[Holder]) -> String {
    holders
        .iter()
        .map(Holder::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The other processes of this user that have `db` (or its WAL) open, read
/// from `/proc`: what a restore must wait for.
pub fn holders(db: &Path) -> Vec<Holder> {
    let Ok(target) = std::fs::canonicalize(db) else {
        return Vec::new();
    };
    let wal = beside(&target, "-wal");
    let own = std::process::id();
    let Ok(procs) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in procs.flatten() {
        let Some(pid) = entry
            .file_name()
            .to_str()
            .and_then(|n| n.parse::<u32>().ok())
        else {
            continue;
        };
        if pid == own {
            continue;
        }
        // Other users' processes are not readable: not ours to wait for.
        let Ok(fds) = std::fs::read_dir(entry.path().join("fd")) else {
            continue;
        };
        let open = fds
            .flatten()
            .filter_map(|fd| std::fs::read_link(fd.path()).ok())
            .any(|p| p == target || p == wal);
        if open {
            let command = std::fs::read(entry.path().join("cmdline"))
                .map(|raw| {
                    raw.split(|b| *b == 0)
                        .filter(|a| !a.is_empty())
                        .map(|a| String::from_utf8_lossy(a).into_owned())
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .unwrap_or_default();
            found.push(Holder { pid, command });
        }
    }
    found.sort_by_key(|h| h.pid);
    found
}

/// Puts `backup` in the place of `db`. Refuses, changing nothing, while
/// another process has `db` open, or when the backup itself fails a full
/// check. The file it replaces (with its WAL) is renamed aside,
/// `kairos.db.before-restore-<time>`.
pub fn restore(db: &Path, backup: &Backup, now: DateTime<Utc>) -> Result<Restored, StoreError> {
    if let Verdict::Damaged(problems) = health::check(&backup.path, Depth::Full)? {
        return Err(StoreError::BackupFailed {
            path: backup.path.clone(),
            reason: problems.join("; "),
        });
    }
    let holders = holders(db);
    if !holders.is_empty() {
        return Err(StoreError::InUse {
            path: db.to_owned(),
            by: named(&holders),
        });
    }
    let last = Health::read(db);
    let stamp = now.format("%Y%m%dT%H%M%SZ");
    let kept_aside = beside(db, &format!(".before-restore-{stamp}"));
    let io = |path: &Path| {
        let path = path.to_owned();
        move |cause| StoreError::Permissions { path, cause }
    };
    // The new copy first, beside the file, so that the swap is two renames.
    let incoming = beside(db, ".restoring");
    let _ = std::fs::remove_file(&incoming);
    crate::private::create_file(&incoming).map_err(io(&incoming))?;
    copy(&backup.path, &incoming).map_err(io(&incoming))?;
    // Settled in the copy before it takes the file's place, so that no
    // process that opens it afterwards sees it unsettled.
    let held_back = last.as_ref().and_then(|h| h.damaged_since).unwrap_or(now);
    let to_compare = settle(&incoming, held_back)?;
    if db.exists() {
        std::fs::rename(db, &kept_aside).map_err(io(db))?;
    }
    for suffix in ["-wal", "-shm"] {
        let side = beside(db, suffix);
        if side.exists() {
            let aside = beside(&kept_aside, suffix);
            std::fs::rename(&side, &aside).map_err(io(&side))?;
        }
    }
    std::fs::rename(&incoming, db).map_err(io(db))?;
    if let Some(dir) = db.parent().filter(|d| !d.as_os_str().is_empty()) {
        crate::private::sync_dir(dir);
    }
    // Just checked whole: sound, and writes may go on.
    Health::after(last.as_ref(), now, Verdict::Sound).write(db)?;
    Ok(Restored {
        backup: backup.path.clone(),
        kept_aside,
        to_compare,
    })
}

/// Marks every synced calendar of the copy at `file` for a full comparison
/// with its server (its sync token and ctag forgotten), and moves the
/// reminders' "checked up to" mark to `held_back` (never backwards).
/// Returns how many calendars were marked. The copy may be of an earlier
/// schema (a backup made before an upgrade): it is migrated when opened.
fn settle(file: &Path, held_back: DateTime<Utc>) -> Result<usize, StoreError> {
    let mut conn = rusqlite::Connection::open(file)?;
    let tx = conn.transaction()?;
    let synced: bool = tx.query_row(
        "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'synced_calendars'",
        [],
        |r| r.get(0),
    )?;
    let marked = if synced {
        tx.execute(
            "UPDATE synced_calendars SET sync_token = NULL, ctag = NULL",
            [],
        )?
    } else {
        0
    };
    super::deliveries::raise_checked_up_to(&tx, held_back)?;
    tx.commit()?;
    Ok(marked)
}

fn copy(from: &Path, to: &Path) -> std::io::Result<()> {
    let mut source = std::fs::File::open(from)?;
    let mut target = std::fs::OpenOptions::new().write(true).open(to)?;
    std::io::copy(&mut source, &mut target)?;
    target.sync_all()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::backup::{self, BackupKind};
    use crate::store::Store;
    use chrono::TimeZone;

    #[test]
    fn a_process_with_the_file_open_is_found() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("kairos.db");
        drop(Store::open(&db).unwrap());
        assert_eq!(holders(&db), Vec::new());
        let mut child = std::process::Command::new("sh")
            .arg("-c")
            .arg("exec 3<\"$0\"; read line")
            .arg(&db)
            .stdin(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let pid = child.id();
        // Wait for the shell to have opened it (a condition, not a time).
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while !holders(&db).iter().any(|h| h.pid == pid) {
            assert!(
                std::time::Instant::now() < deadline,
                "the file never showed as open"
            );
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let before = std::fs::read(&db).unwrap();
        let made = backup::make(&db, Utc::now(), BackupKind::Regular).unwrap();
        let e = restore(&db, &made, Utc::now()).unwrap_err();
        assert!(matches!(&e, StoreError::InUse { by, .. } if by.contains(&pid.to_string())));
        assert_eq!(std::fs::read(&db).unwrap(), before);
        drop(child.stdin.take());
        child.wait().unwrap();
    }

    #[test]
    fn a_restore_keeps_the_file_aside_and_forgets_the_sync_points() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("kairos.db");
        let t = Utc.with_ymd_and_hms(2026, 11, 27, 9, 0, 0).unwrap();
        let mut store = Store::open(&db).unwrap();
        store.add_calendar("Kept", "#336699").unwrap();
        let made = backup::make(&db, t, BackupKind::Regular).unwrap();
        store.add_calendar("After the backup", "#336699").unwrap();
        drop(store);
        let done = restore(&db, &made, t + chrono::Duration::hours(3)).unwrap();
        assert!(done.kept_aside.exists());
        let store = Store::open(&db).unwrap();
        assert!(store.calendar_by_name("Kept").is_ok());
        assert!(store.calendar_by_name("After the backup").is_err());
        assert_eq!(
            store.checked_up_to().unwrap(),
            Some(t + chrono::Duration::hours(3))
        );
        // The file replaced is whole beside it.
        let aside = Store::open(&done.kept_aside).unwrap();
        assert!(aside.calendar_by_name("After the backup").is_ok());
    }
}
