//! Backups of the database, made by Kairos itself: a consistent copy at
//! most once a day while a Kairos process that delivers reminders runs,
//! one before every schema migration, and one whenever the user asks.
//!
//! # Why this way
//!
//! A copy of a live SQLite file taken with `cp` can catch a write halfway
//! and be useless; `VACUUM INTO` writes a consistent, compacted copy from
//! one read transaction while other processes go on writing. Each copy is
//! written under a temporary name, checked with `PRAGMA integrity_check`,
//! and only then given its name, so a listed backup is one that was
//! verified. Backups live in `backups/` beside the database (owner-only,
//! like the database), named after the database and the moment they were
//! made (`kairos-20261128T083000Z.db`), so that two databases in one
//! folder keep their own. The last seven days keep one backup each, and
//! the last four weeks one each ([`to_keep`]).

use chrono::{DateTime, Datelike, Duration, NaiveDateTime, Utc};
use rusqlite::{Connection, OpenFlags};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use super::health::{self, Depth, Verdict};
use super::StoreError;

/// A backup is made when the newest one is at least this old.
pub const BACKUP_EVERY: Duration = Duration::days(1);
/// How many days keep their newest backup.
pub const DAILY_KEPT: usize = 7;
/// How many weeks keep their newest backup.
pub const WEEKLY_KEPT: usize = 4;

const STAMP: &str = "%Y%m%dT%H%M%SZ";

/// Why a backup was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "from_schema")]
pub enum BackupKind {
    /// The daily backup, or one the user asked for.
    Regular,
    /// Before the schema was migrated from this version.
    BeforeUpgrade(i64),
}

/// One verified backup of a database.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Backup {
    pub path: PathBuf,
    /// When it was made (to the second).
    pub made: DateTime<Utc>,
    #[serde(flatten)]
    pub kind: BackupKind,
    /// Its size in bytes.
    pub size: u64,
}

/// The folder of `db`'s backups: `backups/` beside it.
pub fn dir_for(db: &Path) -> PathBuf {
    db.parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join("backups")
}

/// The database's file name without its extension: what its backups'
/// names start with.
fn stem(db: &Path) -> String {
    db.file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "kairos".into())
}

fn file_name(db: &Path, made: DateTime<Utc>, kind: BackupKind) -> String {
    let stamp = made.format(STAMP);
    match kind {
        BackupKind::Regular => format!("{}-{stamp}.db", stem(db)),
        BackupKind::BeforeUpgrade(v) => format!("{}-{stamp}-before-v{v}.db", stem(db)),
    }
}

/// Reads a backup's name back: `None` for any other file.
fn parse_name(db: &Path, name: &str) -> Option<(DateTime<Utc>, BackupKind)> {
    let rest = name
        .strip_prefix(&format!("{}-", stem(db)))?
        .strip_suffix(".db")?;
    let (stamp, kind) = match rest.split_once("-before-v") {
        Some((stamp, v)) => (stamp, BackupKind::BeforeUpgrade(v.parse().ok()?)),
        None => (rest, BackupKind::Regular),
    };
    let made = NaiveDateTime::parse_from_str(stamp, STAMP).ok()?.and_utc();
    Some((made, kind))
}

/// `db`'s backups, oldest first. No folder is no backups.
pub fn list(db: &Path) -> Result<Vec<Backup>, StoreError> {
    let dir = dir_for(db);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(cause) => return Err(StoreError::CreateDir { path: dir, cause }),
    };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some((made, kind)) = name.to_str().and_then(|n| parse_name(db, n)) else {
            continue;
        };
        let size = entry.metadata().map(|m| m.len()).unwrap_or(0);
        found.push(Backup {
            path: entry.path(),
            made,
            kind,
            size,
        });
    }
    found.sort_by(|a, b| (a.made, &a.path).cmp(&(b.made, &b.path)));
    Ok(found)
}

/// The newest backup of `db`, if any (none when the folder cannot be read).
pub fn latest(db: &Path) -> Option<Backup> {
    list(db).ok()?.pop()
}

/// Whether the daily backup is due: none yet, or the newest is a day old.
pub fn due(db: &Path, now: DateTime<Utc>) -> Result<bool, StoreError> {
    Ok(list(db)?
        .last()
        .is_none_or(|newest| now - newest.made >= BACKUP_EVERY || newest.made > now))
}

/// Writes a backup of `db` made `now`, verifies it, and only then gives it
/// its name. Reads `db` only (one read transaction: other processes go on
/// writing meanwhile, and the copy holds every write committed before it
/// began). A copy that fails its check is removed and reported.
pub fn make(db: &Path, now: DateTime<Utc>, kind: BackupKind) -> Result<Backup, StoreError> {
    let dir = dir_for(db);
    crate::private::create_dir(&dir).map_err(|cause| StoreError::CreateDir {
        path: dir.clone(),
        cause,
    })?;
    let path = dir.join(file_name(db, now, kind));
    // Under a name of this process's own until verified: two processes
    // may back up in the same second.
    let partial = dir.join(format!(
        ".{}.{}.partial",
        file_name(db, now, kind),
        std::process::id()
    ));
    let failed = |reason: String| StoreError::BackupFailed {
        path: path.clone(),
        reason,
    };
    let _ = std::fs::remove_file(&partial);
    // Made owner-only before SQLite writes into it (it must be empty).
    crate::private::create_file(&partial).map_err(|e| failed(e.to_string()))?;
    let written = copy_into(db, &partial);
    let verdict = written.and_then(|()| health::check(&partial, Depth::Full));
    match verdict {
        Ok(Verdict::Sound) => {}
        Ok(Verdict::Damaged(problems)) => {
            let _ = std::fs::remove_file(&partial);
            return Err(failed(problems.join("; ")));
        }
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(failed(e.to_string()));
        }
    }
    let sync = std::fs::File::open(&partial).and_then(|f| f.sync_all());
    sync.and_then(|()| std::fs::rename(&partial, &path))
        .map_err(|e| failed(e.to_string()))?;
    crate::private::sync_dir(&dir);
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    Ok(Backup {
        path,
        made: now,
        kind,
        size,
    })
}

/// `VACUUM INTO` from a read-only connection.
fn copy_into(db: &Path, target: &Path) -> Result<(), StoreError> {
    let target = target
        .to_str()
        .ok_or_else(|| StoreError::Corrupt(format!("{} is not UTF-8", target.display())))?;
    let conn = Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
    .map_err(|e| StoreError::Sqlite(e).of_file(db))?;
    conn.busy_timeout(std::time::Duration::from_secs(10))?;
    conn.execute("VACUUM INTO ?1", [target])
        .map_err(|e| StoreError::Sqlite(e).of_file(db))?;
    Ok(())
}

/// Which backups the policy keeps: the newest of each of the last
/// [`DAILY_KEPT`] days that have one, the newest of each of the last
/// [`WEEKLY_KEPT`] ISO weeks (UTC), and the newest made before an upgrade.
pub fn to_keep(backups: &[Backup]) -> BTreeSet<PathBuf> {
    let mut newest_first: Vec<&Backup> = backups.iter().collect();
    newest_first.sort_by_key(|b| std::cmp::Reverse(b.made));
    let mut keep = BTreeSet::new();
    let mut days = Vec::new();
    let mut weeks = Vec::new();
    for b in &newest_first {
        let day = b.made.date_naive();
        if !days.contains(&day) && days.len() < DAILY_KEPT {
            days.push(day);
            keep.insert(b.path.clone());
        }
        let week = day.iso_week();
        let week = (week.year(), week.week());
        if !weeks.contains(&week) && weeks.len() < WEEKLY_KEPT {
            weeks.push(week);
            keep.insert(b.path.clone());
        }
    }
    let upgrade = newest_first
        .iter()
        .find(|b| matches!(b.kind, BackupKind::BeforeUpgrade(_)));
    keep.extend(upgrade.map(|b| b.path.clone()));
    keep
}

/// Removes the backups the policy does not keep; returns them.
pub fn prune(db: &Path) -> Result<Vec<PathBuf>, StoreError> {
    let backups = list(db)?;
    let keep = to_keep(&backups);
    let mut removed = Vec::new();
    for b in backups.into_iter().filter(|b| !keep.contains(&b.path)) {
        std::fs::remove_file(&b.path).map_err(|cause| StoreError::Permissions {
            path: b.path.clone(),
            cause,
        })?;
        removed.push(b.path);
    }
    Ok(removed)
}

/// The daily backup when it is due, then the policy applied: what the
/// process that delivers reminders runs after a good check. `None` when
/// none was due.
pub fn daily(db: &Path, now: DateTime<Utc>) -> Result<Option<Backup>, StoreError> {
    if !due(db, now)? {
        return Ok(None);
    }
    let made = make(db, now, BackupKind::Regular)?;
    prune(db)?;
    Ok(Some(made))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn backup(made: DateTime<Utc>, kind: BackupKind) -> Backup {
        let db = Path::new("/data/kairos.db");
        Backup {
            path: dir_for(db).join(file_name(db, made, kind)),
            made,
            kind,
            size: 0,
        }
    }

    #[test]
    fn names_read_back_and_other_files_are_not_backups() {
        let db = Path::new("/data/kairos.db");
        let made = Utc.with_ymd_and_hms(2026, 11, 28, 8, 30, 5).unwrap();
        let name = file_name(db, made, BackupKind::BeforeUpgrade(14));
        assert_eq!(name, "kairos-20261128T083005Z-before-v14.db");
        assert_eq!(
            parse_name(db, &name),
            Some((made, BackupKind::BeforeUpgrade(14)))
        );
        let regular = file_name(db, made, BackupKind::Regular);
        assert_eq!(parse_name(db, &regular), Some((made, BackupKind::Regular)));
        // Another database's backups, and leftovers, are not this one's.
        let other = Path::new("/data/kairos-old.db");
        assert_eq!(parse_name(other, &regular), None);
        assert_eq!(parse_name(db, &format!(".{regular}.partial")), None);
        assert_eq!(parse_name(db, "kairos-old-20261128T083005Z.db"), None);
    }

    #[test]
    fn eight_days_of_backups_keep_seven_daily_and_weeks_keep_their_newest() {
        // Two a day for eight days, Fri 20 Nov to Fri 27 Nov.
        let mut all = Vec::new();
        for day in 20..=27 {
            for hour in [9, 18] {
                let t = Utc.with_ymd_and_hms(2026, 11, day, hour, 0, 0).unwrap();
                all.push(backup(t, BackupKind::Regular));
            }
        }
        let keep = to_keep(&all);
        let kept: Vec<String> = all
            .iter()
            .filter(|b| keep.contains(&b.path))
            .map(|b| b.made.format("%d %H").to_string())
            .collect();
        // The evening of each of the last seven days; 20 Nov is in the
        // same ISO week as the 21st and 22nd, whose newest is kept.
        assert_eq!(
            kept,
            ["21 18", "22 18", "23 18", "24 18", "25 18", "26 18", "27 18"]
        );
    }

    #[test]
    fn older_weeks_keep_one_each_for_four_weeks_and_the_last_upgrade_stays() {
        // One a week on Mondays for eight weeks, then a daily run.
        let mut all = Vec::new();
        for week in 0..8 {
            let t = Utc.with_ymd_and_hms(2026, 10, 5, 9, 0, 0).unwrap() + Duration::weeks(week);
            all.push(backup(t, BackupKind::Regular));
        }
        let upgrade = Utc.with_ymd_and_hms(2026, 10, 6, 9, 0, 0).unwrap();
        all.push(backup(upgrade, BackupKind::BeforeUpgrade(12)));
        let keep = to_keep(&all);
        let kept: Vec<String> = all
            .iter()
            .filter(|b| keep.contains(&b.path))
            .map(|b| b.made.format("%m-%d").to_string())
            .collect();
        // Seven "days" (one per week here) are kept as dailies; the four
        // weeks add nothing new; the upgrade's backup stays.
        assert_eq!(kept.len(), 8, "{kept:?}");
        assert!(kept.contains(&"10-06".to_owned()));
        assert!(!kept.contains(&"10-05".to_owned()));
    }
}
