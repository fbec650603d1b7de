//! Whether the database file is sound, as the last check found it, and the
//! gate that stops every write once a check found it damaged.
//!
//! # Why a file of its own
//!
//! SQLite refuses a file whose header is broken, but a damaged page in the
//! middle of a table is found only when something reads that page: a
//! calendar can be opened, shown and written to for weeks while part of it
//! is lost. So the process that delivers reminders (the window or the
//! daemon) runs `PRAGMA quick_check` when it starts and once a day, and a
//! command that writes runs it first when no good check is recent. The
//! verdict is kept in a small owner-only file beside the database
//! (`kairos.db.health`), not in it: it must be readable when the database
//! is not, and writing it must not write to a damaged file.
//!
//! Every connection [`Store::open`](super::Store::open) makes reads that
//! file before it commits a write (a SQLite commit hook), so one process's
//! finding stops every process's writes at once, and nothing is written
//! to a damaged file until a backup is restored or a full check finds the
//! file sound again.

use chrono::{DateTime, Duration, Utc};
use rusqlite::{Connection, OpenFlags};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

use super::{beside, FileProblem, StoreError};

/// How long a good check is trusted before a writing command checks again.
pub const CHECK_EVERY: Duration = Duration::days(1);

/// The most problems a check keeps: the first says what is wrong, and a
/// badly damaged file lists thousands.
const MOST_PROBLEMS: usize = 10;

/// What a check of the database file found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "verdict", content = "problems", rename_all = "lowercase")]
pub enum Verdict {
    /// SQLite found nothing wrong.
    Sound,
    /// SQLite's own words for what is wrong (at most ten lines).
    Damaged(Vec<String>),
}

/// The last check of a database, as recorded beside it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Health {
    /// When the check ran.
    pub checked: DateTime<Utc>,
    #[serde(flatten)]
    pub verdict: Verdict,
    /// When a check first found the file damaged (kept across later
    /// checks that find it damaged too): reminders due after it were not
    /// delivered, and are caught up after a restore.
    #[serde(default)]
    pub damaged_since: Option<DateTime<Utc>>,
    /// Whether the desktop was told the file is damaged (once).
    #[serde(default)]
    pub told: bool,
}

impl Health {
    /// The record for `db`: `kairos.db.health`.
    pub fn path_for(db: &Path) -> PathBuf {
        beside(db, ".health")
    }

    /// The last check recorded for `db`; `None` when there is none, or when
    /// the record cannot be read (then the next check decides: a record is
    /// never guessed at).
    pub fn read(db: &Path) -> Option<Health> {
        let text = std::fs::read(Health::path_for(db)).ok()?;
        serde_json::from_slice(&text).ok()
    }

    /// Records this check for `db`, replacing the last one whole (written
    /// aside, then renamed over it), owner-only.
    pub fn write(&self, db: &Path) -> Result<(), StoreError> {
        let path = Health::path_for(db);
        // A name of this writer's own: two processes may record at once.
        let aside = beside(db, &format!(".health.{}.new", std::process::id()));
        let text = serde_json::to_vec(self).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let io = |cause| StoreError::Permissions {
            path: path.clone(),
            cause,
        };
        crate::private::write_new(&aside, &text).map_err(io)?;
        std::fs::rename(&aside, &path).map_err(io)
    }

    /// Whether writes must stop.
    pub fn is_damaged(&self) -> bool {
        matches!(self.verdict, Verdict::Damaged(_))
    }

    /// Whether the check is recent enough to trust without another.
    pub fn is_fresh(&self, now: DateTime<Utc>) -> bool {
        now >= self.checked && now - self.checked < CHECK_EVERY
    }

    /// This check's verdict recorded after `last`: the time the damage was
    /// first found, and whether it was said, carry over while it lasts.
    pub fn after(last: Option<&Health>, checked: DateTime<Utc>, verdict: Verdict) -> Health {
        let damaged = matches!(verdict, Verdict::Damaged(_));
        let before = last.filter(|l| l.is_damaged() && damaged);
        Health {
            checked,
            verdict,
            damaged_since: damaged.then(|| before.and_then(|b| b.damaged_since).unwrap_or(checked)),
            told: before.is_some_and(|b| b.told),
        }
    }

    /// SQLite's first words for the damage, for a message.
    pub fn problem(&self) -> Option<&str> {
        match &self.verdict {
            Verdict::Damaged(problems) => problems.first().map(String::as_str),
            Verdict::Sound => None,
        }
    }
}

/// Which check to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Depth {
    /// `PRAGMA quick_check`: every page and record, not the indexes'
    /// agreement with their tables (seconds on a large file: see
    /// BENCHMARKS.md).
    Quick,
    /// `PRAGMA integrity_check`: everything, indexes included.
    Full,
}

/// Checks the database at `db` without writing to it (a read-only
/// connection: nothing migrates, nothing is checkpointed). A file SQLite
/// cannot read as a database at all is a damaged one.
pub fn check(db: &Path, depth: Depth) -> Result<Verdict, StoreError> {
    match check_file(db, depth) {
        Ok(verdict) => Ok(verdict),
        Err(cause) => match FileProblem::of(&cause) {
            Some(FileProblem::Damaged) => Ok(Verdict::Damaged(vec![sqlite_words(&cause)])),
            Some(problem) => Err(StoreError::File {
                path: db.to_owned(),
                problem,
                cause,
            }),
            None => Err(StoreError::Sqlite(cause)),
        },
    }
}

fn check_file(db: &Path, depth: Depth) -> rusqlite::Result<Verdict> {
    let conn = Connection::open_with_flags(
        db,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    conn.busy_timeout(std::time::Duration::from_secs(10))?;
    let pragma = match depth {
        Depth::Quick => "quick_check",
        Depth::Full => "integrity_check",
    };
    let mut query = conn.prepare(&format!("PRAGMA {pragma}({MOST_PROBLEMS})"))?;
    let lines = query
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(match lines.as_slice() {
        [ok] if ok == "ok" => Verdict::Sound,
        _ => Verdict::Damaged(lines),
    })
}

/// SQLite's own message, without rusqlite's "Error code N:" prefix.
pub(super) fn sqlite_words(cause: &rusqlite::Error) -> String {
    match cause {
        rusqlite::Error::SqliteFailure(_, Some(text)) => text.clone(),
        rusqlite::Error::SqliteFailure(e, None) => e.to_string(),
        other => other.to_string(),
    }
}

/// Checks `db` and records what was found; returns the record.
pub fn check_and_record(db: &Path, depth: Depth, now: DateTime<Utc>) -> Result<Health, StoreError> {
    let verdict = check(db, depth)?;
    let health = Health::after(Health::read(db).as_ref(), now, verdict);
    health.write(db)?;
    Ok(health)
}

/// Records that `db` was found damaged outside a check (SQLite said so
/// while reading or writing it, or could not open it at all), unless a
/// record already says so: from now on nothing is written to it.
pub fn record_damage(db: &Path, problem: String, now: DateTime<Utc>) -> Result<Health, StoreError> {
    let last = Health::read(db);
    if let Some(h) = last.as_ref().filter(|h| h.is_damaged()) {
        return Ok(h.clone());
    }
    let health = Health::after(last.as_ref(), now, Verdict::Damaged(vec![problem]));
    health.write(db)?;
    Ok(health)
}

/// The commit hook of every store connection: `true` (roll the commit
/// back) while a check recorded the file as damaged.
pub(super) fn gate(db: &Path) -> impl FnMut() -> bool + Send + 'static {
    let db = db.to_owned();
    move || Health::read(&db).is_some_and(|h| h.is_damaged())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

    fn at(h: u32) -> DateTime<Utc> {
        use chrono::TimeZone;
        Utc.with_ymd_and_hms(2026, 11, 28, h, 0, 0).unwrap()
    }

    #[test]
    fn a_sound_file_is_recorded_sound_and_trusted_for_a_day() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("kairos.db");
        drop(Store::open(&db).unwrap());
        let health = check_and_record(&db, Depth::Quick, at(8)).unwrap();
        assert_eq!(health.verdict, Verdict::Sound);
        assert_eq!(Health::read(&db), Some(health.clone()));
        assert!(health.is_fresh(at(23)));
        assert!(!health.is_fresh(at(8) + Duration::days(1)));
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(Health::path_for(&db))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    #[test]
    fn damage_keeps_when_it_was_first_found_and_whether_it_was_said() {
        let first = Health::after(None, at(8), Verdict::Damaged(vec!["Page 2".into()]));
        assert_eq!(first.damaged_since, Some(at(8)));
        let told = Health {
            told: true,
            ..first
        };
        let again = Health::after(Some(&told), at(9), Verdict::Damaged(vec!["Page 2".into()]));
        assert_eq!((again.damaged_since, again.told), (Some(at(8)), true));
        let mended = Health::after(Some(&again), at(10), Verdict::Sound);
        assert_eq!((mended.damaged_since, mended.told), (None, false));
    }

    #[test]
    fn a_garbled_record_is_no_record() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("kairos.db");
        std::fs::write(Health::path_for(&db), b"{\"checked\": 12").unwrap();
        assert_eq!(Health::read(&db), None);
    }

    #[test]
    fn a_recorded_failure_stops_every_connections_writes() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("kairos.db");
        let mut store = Store::open(&db).unwrap();
        let mut other = Store::open(&db).unwrap();
        store.add_calendar("Before", "#336699").unwrap();
        let damaged = Health::after(None, at(8), Verdict::Damaged(vec!["Page 27".into()]));
        damaged.write(&db).unwrap();
        for s in [&mut store, &mut other] {
            let e = s.add_calendar("After", "#336699").unwrap_err();
            assert!(matches!(e, StoreError::Damaged { .. }), "{e:?}");
        }
        assert!(store.calendar_by_name("After").is_err());
        Health::after(Some(&damaged), at(9), Verdict::Sound)
            .write(&db)
            .unwrap();
        store.add_calendar("After", "#336699").unwrap();
    }
}
