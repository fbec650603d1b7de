//! The local SQLite store: calendars, events with their rules and
//! exceptions, reminders, the delivery log and the undo journal.
//!
//! # Why it is built this way
//!
//! Recurring events are stored as rules and exceptions, never materialised:
//! a series that repeats forever is one row. Each event row carries derived
//! bounds (first start, last end, and how long that span is) in an index, so
//! [`Store::occurrences_in`] reads only the events that can touch the range
//! and expands only those, lazily: a month view costs what is in the month,
//! not what is in the file.
//!
//! Every edit is one `IMMEDIATE` transaction that also writes the affected
//! events' rows before and after into a journal, so undo and redo restore
//! them exactly, across restarts, and refuse when something else changed
//! them since. The file is in WAL mode with a busy timeout, so the window,
//! the daemon and the CLI can write to it at once.
//!
//! Only this module speaks SQL.
//!
//! ```
//! use chrono::{Duration, NaiveDate, TimeZone};
//! use chrono_tz::Europe::Paris;
//! use kairos::model::{Event, EventDuration, EventTime};
//! use kairos::store::Store;
//!
//! let dir = std::env::temp_dir().join(format!("kairos-doc-{}", std::process::id()));
//! let mut store = Store::open(dir.join("kairos.db")).unwrap();
//! let start = EventTime::Zoned {
//!     local: NaiveDate::from_ymd_opt(2026, 11, 23).unwrap().and_hms_opt(9, 0, 0).unwrap(),
//!     tz: Paris.into(),
//! };
//! let mut standup = Event::new("", "Standup", start, EventDuration::Exact(Duration::minutes(15)));
//! standup.rrule = Some("FREQ=WEEKLY;BYDAY=MO,WE,FR".into());
//! let personal = store.default_calendar().unwrap().id;
//! store.create(personal, standup).unwrap();
//!
//! let from = Paris.with_ymd_and_hms(2026, 11, 23, 0, 0, 0).unwrap().to_utc();
//! let week = store.occurrences_in(from, from + Duration::days(7), None, Paris).unwrap();
//! assert_eq!(week.len(), 3);
//! assert_eq!(week[0].occurrence.start.to_string(), "2026-11-23T09:00:00+01:00");
//! # std::fs::remove_dir_all(dir).unwrap();
//! ```

mod accounts;
pub mod backup;
mod bounds;
mod bulk;
mod calendar_rows;
mod calendars;
mod change;
mod codec;
mod conflicts;
pub mod damage;
mod deliveries;
mod edit;
mod error;
pub mod fold;
mod guests;
pub mod health;
mod import;
mod incoming;
mod journal;
mod meetings;
mod people;
pub mod preferences;
mod query;
mod record;
pub mod restore;
mod rows;
mod schema;
mod search;
mod search_memory;
mod search_nearest;
mod settings;
mod subscriptions;
mod sync_intents;
mod sync_state;
mod sync_status;
mod validate;
mod vanished;
mod versions;
mod zones;

pub use accounts::{Account, OAuthSettings, RemoteCalendar, SyncedCalendar};
pub use bulk::EventVersion;
pub use conflicts::{conflict_of, ConflictCopy, Settle, CONFLICT_OF, COPY_SUFFIX};
pub use deliveries::{reminder_key, Delivery, DeliveryState};
pub use error::{FileProblem, StoreError, ValidationError};
pub use guests::KnownAddress;
pub use import::{ImportInto, ImportOutcome, Importer};
pub use incoming::IncomingEvent;
pub use journal::JournalEntry;
pub use meetings::{Invitation, ServerIdentity};
pub use preferences::{AllDayAt, Preferences, NEW_CALENDAR_REMINDER_MINUTES};
pub use schema::SCHEMA_VERSION;
pub use search::{SearchHit, SearchOutcome, SearchQuery};
pub use subscriptions::{Replaced, Subscription};
pub use sync_intents::SyncIntent;
pub use sync_state::{SyncState, Trouble};
pub use sync_status::{ResourceStatus, SyncApplied, SyncWrite};
pub use vanished::VanishedRemoval;
// The plain data its API speaks, re-exported where callers of the store
// look for it.
pub use crate::model::{EventChanges, EventOccurrence, Headline, Scope, StoredEvent};

use rusqlite::Connection;
use std::path::{Path, PathBuf};

use crate::private::{self, Tightened};

/// A file beside the database: `db` with `suffix` appended to its name
/// (`kairos.db-wal`, `kairos.db.window`, `kairos.db.notifier.lock`).
pub fn beside(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// An open calendar database.
pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// Writes made through this connection, which `PRAGMA data_version`
    /// does not count.
    local_writes: u64,
    /// Compiled series of events range queries have read.
    cache: std::sync::Mutex<query::QueryCache>,
    /// What the last search read, for the next keystroke's.
    search_memory: std::sync::Mutex<search_memory::SearchMemory>,
    /// What [`Store::open`] made owner-only.
    tightened: Vec<Tightened>,
}

/// A cheap fingerprint of the database's contents: it changes whenever any
/// process commits a write. Compare two stamps to know whether to reload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChangeStamp {
    data_version: i64,
    local_writes: u64,
}

impl Store {
    /// Where the database lives when neither `--db` nor `KAIROS_DB` says:
    /// the platform data directory (`~/.local/share/kairos/kairos.db`).
    pub fn default_path() -> Result<PathBuf, StoreError> {
        directories::ProjectDirs::from("", "", "kairos")
            .map(|dirs| dirs.data_dir().join("kairos.db"))
            .ok_or(StoreError::NoDataDir)
    }

    /// Opens (creating if needed) the database at `path` and brings its
    /// schema up to date. A file from a newer Kairos, or one that is not a
    /// Kairos database, is refused and left untouched.
    pub fn open(path: impl AsRef<Path>) -> Result<Store, StoreError> {
        let path = path.as_ref().to_owned();
        Store::open_file(path.clone()).map_err(|e| e.said_of(&path))
    }

    fn open_file(path: PathBuf) -> Result<Store, StoreError> {
        let mut tightened = Vec::new();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            let create_dir = |cause| StoreError::CreateDir {
                path: dir.to_owned(),
                cause,
            };
            // The default data directory is Kairos's own: an existing one
            // others can enter is tightened. A folder the user named is
            // theirs; only what Kairos creates is made owner-only.
            if Store::default_path().is_ok_and(|p| p.parent() == Some(dir)) {
                tightened.extend(private::own_dir(dir).map_err(create_dir)?);
            } else {
                private::create_dir(dir).map_err(create_dir)?;
            }
        }
        // Created owner-only before SQLite opens it: SQLite would create it
        // with 0644 less the umask, and gives the WAL and shared-memory
        // files the database's own mode.
        if !path.exists() {
            private::create_file(&path).map_err(|cause| StoreError::CreateDir {
                path: path.clone(),
                cause,
            })?;
        }
        let mut conn = Connection::open(&path)?;
        // Other processes (the window, the daemon, the CLI) write too: wait
        // for them rather than fail.
        conn.busy_timeout(std::time::Duration::from_secs(10))?;
        // Nothing is committed to a file a check found damaged, by this
        // connection or any other (store/health.rs); the migration below
        // included.
        conn.commit_hook(Some(health::gate(&path)))?;
        schema::check(&conn, &path)?;
        // Only now that the file is known to be Kairos's: a database others
        // can read (made before Kairos kept it private, or copied in) is
        // tightened, with its WAL and shared memory.
        for file in [path.clone(), beside(&path, "-wal"), beside(&path, "-shm")] {
            let tight = private::tighten_file(&file)
                .map_err(|cause| StoreError::Permissions { path: file, cause })?;
            tightened.extend(tight);
        }
        conn.pragma_update(None, "journal_mode", "WAL")?;
        // FULL: a committed edit survives a power cut, not only a crash.
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", true)?;
        // SQLite's own page cache at its default size, and no memory map:
        // a mapped file counts every page any query ever touched as the
        // process's memory, once per connection (the window has several),
        // and with 64 MiB of cache each the window on a 100,000-event file
        // held 290 MB, 220 MB of it the file (see BENCHMARKS.md, "Memory").
        // Pages read again come from the kernel's page cache.
        conn.pragma_update(None, "cache_size", -2_048)?;
        conn.pragma_update(None, "mmap_size", 0)?;
        schema::migrate(&mut conn, &path)?;
        Ok(Store {
            conn,
            path,
            local_writes: 0,
            cache: Default::default(),
            search_memory: Default::default(),
            tightened,
        })
    }

    /// What this open made owner-only because other users could read it
    /// (the database, its WAL/SHM, the default data directory). The caller
    /// says so; the next open finds them private and says nothing.
    pub fn tightened(&self) -> &[Tightened] {
        &self.tightened
    }

    /// The file this store reads and writes.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The current [`ChangeStamp`]: one `PRAGMA`, no table read.
    pub fn change_stamp(&self) -> Result<ChangeStamp, StoreError> {
        Ok(ChangeStamp {
            data_version: self
                .conn
                .query_row("PRAGMA data_version", [], |r| r.get(0))?,
            local_writes: self.local_writes,
        })
    }

    /// How SQLite would run `sql`: its `EXPLAIN QUERY PLAN` lines ("SCAN
    /// e", "SEARCH p USING …"), for tests that a question does not read
    /// a whole table.
    #[cfg(test)]
    pub(crate) fn plan_of(&self, sql: &str) -> Vec<String> {
        let mut q = self
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {sql}"))
            .expect("a query to explain");
        q.query_map([], |r| r.get::<_, String>(3))
            .and_then(Iterator::collect)
            .expect("its plan")
    }

    /// Panics unless `sql` reads the events table (`e`) only by a key,
    /// never all of it.
    #[cfg(test)]
    pub(crate) fn assert_events_read_by_key(&self, sql: &str) {
        let plan = self.plan_of(sql);
        assert!(plan.iter().any(|p| p.starts_with("SEARCH e")), "{plan:#?}");
        assert!(!plan.iter().any(|p| p.starts_with("SCAN e")), "{plan:#?}");
    }

    /// `PRAGMA integrity_check`'s verdict: `"ok"` for a sound file.
    pub fn integrity_check(&self) -> Result<String, StoreError> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))?)
    }

    /// The event `uid` with everything stored about it.
    pub fn event(&self, uid: &str) -> Result<StoredEvent, StoreError> {
        rows::read_record(&self.conn, uid)?
            .ok_or_else(|| StoreError::UnknownEvent(uid.to_owned()))?
            .to_stored(&self.conn)
    }

    /// How many events (one-off or series) the file holds.
    pub fn event_count(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT count(*) FROM events", [], |r| r.get(0))?)
    }
}
