//! The schema and its migrations, versioned by `PRAGMA user_version`.
//!
//! Each migration is one SQL batch (and, for schema 16, the code that moves
//! the data SQL cannot read: [`people`]) run in the same transaction that
//! bumps the version, so a crash leaves the file at the old version or the
//! new one. A
//! file at a version this binary does not know is refused untouched: an older
//! Kairos must not half-understand a newer file.

use rusqlite::{Connection, TransactionBehavior};
use std::path::Path;

use super::StoreError;

mod people;
mod shape;

pub(super) use shape::check;

/// Kairos's mark in the file's header (`PRAGMA application_id`, "KAIR"),
/// set by [`migrate`]; files written before it say 0.
pub const APPLICATION_ID: i32 = 0x4B41_4952;

/// Migrations in order: `MIGRATIONS[i]` takes the file from version `i` to
/// `i + 1`.
const MIGRATIONS: &[&str] = &[
    r#"
CREATE TABLE calendars (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    color TEXT NOT NULL,
    visible INTEGER NOT NULL DEFAULT 1,
    position INTEGER NOT NULL
);
CREATE TABLE calendar_reminders (
    calendar_id INTEGER NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    before_secs INTEGER,
    at_utc INTEGER,
    CHECK ((before_secs IS NULL) <> (at_utc IS NULL))
);
CREATE INDEX calendar_reminders_by_calendar ON calendar_reminders(calendar_id);

-- AUTOINCREMENT: a row id is never reused, and an edit always writes a new
-- row, so a row id names one version of an event (the query cache keys on it).
CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    uid TEXT NOT NULL UNIQUE,
    calendar_id INTEGER NOT NULL REFERENCES calendars(id),
    summary TEXT NOT NULL,
    description TEXT,
    location TEXT,
    -- 'zoned' | 'utc' | 'floating' | 'date'; start holds the time's text
    -- form (see store/codec.rs), start_tz the zone of a zoned start (an
    -- IANA name, or the key of a row in zones).
    start_kind TEXT NOT NULL CHECK (start_kind IN ('zoned', 'utc', 'floating', 'date')),
    start TEXT NOT NULL,
    start_tz TEXT,
    duration_secs INTEGER,
    duration_days INTEGER,
    rrule TEXT,
    sequence INTEGER NOT NULL DEFAULT 0,
    created_utc INTEGER NOT NULL,
    modified_utc INTEGER NOT NULL,
    own_reminders INTEGER NOT NULL DEFAULT 0,
    -- Rows in exdates + rdates + overrides: range queries read those tables
    -- only for events that have any.
    exceptions INTEGER NOT NULL DEFAULT 0,
    -- Derived bounds of all occurrences (unix seconds, widened by a day for
    -- floating and all-day times, which depend on the viewer's zone); NULL
    -- when unbounded.
    first_start_utc INTEGER,
    last_end_utc INTEGER,
    -- Which power of two days the span from first start to last end fits
    -- in (0: a day, 1: 2 days, ... 13: 8192 days; 14: longer or unbounded).
    span_level INTEGER NOT NULL,
    CHECK ((duration_secs IS NULL) <> (duration_days IS NULL))
);
-- The range query's candidate scan, covering: it holds what a view needs,
-- so a query reads candidates in time order without visiting the table.
CREATE INDEX events_by_span ON events(
    span_level, first_start_utc, last_end_utc, calendar_id,
    uid, summary, location, start, duration_secs, duration_days, rrule, exceptions
);
CREATE INDEX events_by_calendar ON events(calendar_id);

CREATE TABLE exdates (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    time TEXT NOT NULL,
    PRIMARY KEY (event_id, position)
) WITHOUT ROWID;
CREATE TABLE rdates (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    start TEXT NOT NULL,
    duration_secs INTEGER,
    duration_days INTEGER,
    PRIMARY KEY (event_id, position)
) WITHOUT ROWID;
CREATE TABLE overrides (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    -- The original start, normalised (instants in UTC): ids match as
    -- instants because equal instants have equal text.
    recurrence_id TEXT NOT NULL,
    cancelled INTEGER NOT NULL,
    start TEXT,
    duration_secs INTEGER,
    duration_days INTEGER,
    summary TEXT,
    description TEXT,
    location TEXT,
    PRIMARY KEY (event_id, position),
    UNIQUE (event_id, recurrence_id)
) WITHOUT ROWID;
CREATE TABLE reminders (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    before_secs INTEGER,
    at_utc INTEGER,
    PRIMARY KEY (event_id, position),
    CHECK ((before_secs IS NULL) <> (at_utc IS NULL))
) WITHOUT ROWID;
-- iCalendar properties Kairos does not interpret, as unfolded content lines.
CREATE TABLE event_properties (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    line TEXT NOT NULL,
    PRIMARY KEY (event_id, position)
) WITHOUT ROWID;

-- One row per (event, occurrence, reminder) the scheduler has dealt with.
-- Keyed by uid, not by row id: an event deleted and restored by undo keeps
-- its delivery history, so a reminder already shown is not shown again.
CREATE TABLE deliveries (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL,
    recurrence_id TEXT NOT NULL,
    reminder TEXT NOT NULL,
    due_utc INTEGER NOT NULL,
    state TEXT NOT NULL
        CHECK (state IN ('pending', 'shown', 'dismissed', 'snoozed', 'failed', 'missed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    shown_utc INTEGER,
    updated_utc INTEGER NOT NULL,
    UNIQUE (uid, recurrence_id, reminder)
);
CREATE INDEX deliveries_by_due ON deliveries(state, due_utc);

-- Undo/redo: each edit's affected events before and after, as JSON arrays of
-- [uid, record-or-null] (since 11: in journal_events). Undone entries are
-- redone from the oldest.
CREATE TABLE journal (
    id INTEGER PRIMARY KEY,
    at_utc INTEGER NOT NULL,
    label TEXT NOT NULL,
    before TEXT NOT NULL,
    after TEXT NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- The first calendar reminds at the start of every event, so a new user's
-- events notify unless they say otherwise.
INSERT INTO calendars (id, name, color, visible, position) VALUES (1, 'Personal', '#3584e4', 1, 0);
INSERT INTO calendar_reminders (calendar_id, position, before_secs) VALUES (1, 0, 0);
"#,
    // 2: the iCalendar fields .ics import understands.
    r#"
ALTER TABLE events ADD COLUMN categories TEXT NOT NULL DEFAULT '[]'; -- JSON array
ALTER TABLE events ADD COLUMN status TEXT CHECK (status IN ('TENTATIVE', 'CONFIRMED', 'CANCELLED'));
ALTER TABLE events ADD COLUMN transparent INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN url TEXT;
"#,
    // 3: time zones a file defined for itself (model/custom_zone.rs), named
    // in time texts by key (`TZID~hash`); immutable, never deleted.
    r#"
CREATE TABLE zones (
    key TEXT PRIMARY KEY,
    tzid TEXT NOT NULL,
    definition TEXT NOT NULL, -- the VTIMEZONE as the file wrote it
    transitions TEXT NOT NULL -- compiled offsets, see CustomZone::encode_transitions
);
"#,
    // 4: CalDAV accounts (src/sync). Credentials are never stored here: an
    // account names the command that prints its password, or its password
    // lives in the Secret Service.
    r#"
CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL,
    user TEXT NOT NULL,
    password_command TEXT,
    ca_cert TEXT,
    -- The calendar-home-set URL discovery found, listed at every sync.
    home TEXT NOT NULL
);
-- A local calendar that is a server calendar: where it lives and how far
-- the last complete sync got (RFC 6578 token, getctag).
CREATE TABLE synced_calendars (
    calendar_id INTEGER PRIMARY KEY REFERENCES calendars(id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    href TEXT NOT NULL,
    sync_token TEXT,
    ctag TEXT,
    UNIQUE (account_id, href)
);
-- What both sides held after the last sync of each resource: the server's
-- href and ETag, a hash of the normalised event, the local row id (NULL for
-- a resource Kairos keeps only on the server: a task, or an event it cannot
-- store), and the normalised text itself, the base of three-way merges.
CREATE TABLE sync_status (
    calendar_id INTEGER NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
    href TEXT NOT NULL,
    uid TEXT,
    etag TEXT,
    hash TEXT NOT NULL,
    local_version INTEGER,
    base TEXT NOT NULL,
    PRIMARY KEY (calendar_id, href),
    UNIQUE (calendar_id, uid)
);
"#,
    // 5: reminders relative to the end (TRIGGER;RELATED=END) keep being
    // relative to the end; `before_secs` may be negative (after).
    r#"
ALTER TABLE reminders ADD COLUMN from_end INTEGER NOT NULL DEFAULT 0;
ALTER TABLE calendar_reminders ADD COLUMN from_end INTEGER NOT NULL DEFAULT 0;
"#,
    // 6: read-only calendars fed by an .ics URL (holidays, a published
    // calendar), with what the last download said (ETag, Last-Modified) so
    // an unchanged feed is not downloaded again.
    r#"
CREATE TABLE subscriptions (
    calendar_id INTEGER PRIMARY KEY REFERENCES calendars(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    etag TEXT,
    last_modified TEXT,
    refreshed_utc INTEGER,
    last_error TEXT
);
"#,
    // 7: reminders acknowledged on any device (RFC 9074 ACKNOWLEDGED), and
    // how each account's background sync went, so that every process on
    // the file (the window, the daemon) shows the same status.
    r#"
ALTER TABLE events ADD COLUMN acknowledged_utc INTEGER;
CREATE TABLE sync_state (
    account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    started_utc INTEGER,  -- the running (or last) attempt began
    finished_utc INTEGER, -- the last attempt ended
    synced_utc INTEGER,   -- the last attempt that succeeded ended
    error TEXT,           -- what the last attempt failed with, in words
    error_kind TEXT,      -- what would fix it: 'password', 'certificate', 'offline', 'server'
    failures INTEGER NOT NULL DEFAULT 0 -- in a row, for the backoff
);
"#,
    // 8: a reminder snoozed on any device (RFC 9074 snooze alarm): when it
    // comes back, and for which occurrence (`UNTIL RECURRENCE-ID`).
    r#"
ALTER TABLE events ADD COLUMN snooze TEXT;
"#,
    // 9: a write about to be sent to a server, recorded before it is sent
    // (`sync::intent`): should the process die between the server's answer
    // and the status that records it, the next sync recognises its own
    // write by its hash instead of taking it for someone else's.
    r#"
CREATE TABLE sync_intents (
    calendar_id INTEGER NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
    uid TEXT NOT NULL,
    href TEXT NOT NULL,
    sent_hash TEXT NOT NULL,   -- the normal form's hash of what is sent
    hash TEXT NOT NULL,        -- the status once the server has it
    local_version INTEGER NOT NULL,
    base TEXT NOT NULL,
    keep_etag INTEGER NOT NULL, -- 0: the server's version is to be merged
    PRIMARY KEY (calendar_id, uid)
);
"#,
    // 10: the normal form an intent sent (a merge sends neither the local
    // version nor the base): should its answer be lost and the server
    // change since, what the server kept of it shows the write arrived
    // (`sync::merge::rebase`). NULL in intents of schema 9: their base.
    r#"
ALTER TABLE sync_intents ADD COLUMN sent TEXT;
"#,
    // 11: an edit's events one row each, so that an edit of a million
    // events (an import) is journaled, undone and redone without ever
    // holding it in memory. `journal.before`/`after` keep the calendars an
    // edit touched; the events of entries written before move here.
    r#"
CREATE TABLE journal_events (
    entry INTEGER NOT NULL,
    uid TEXT NOT NULL,
    before TEXT, -- the event's record (JSON) before the edit; NULL: absent
    after TEXT,  -- and after it
    UNIQUE (entry, uid) -- rowid: the order the edit wrote them in
);
INSERT OR REPLACE INTO journal_events (entry, uid, before, after)
SELECT j.id, json_extract(b.value, '$[0]'), json_extract(b.value, '$[1]'),
       json_extract(a.value, '$[1]')
FROM journal AS j,
     json_each(CASE json_type(j.before) WHEN 'array' THEN j.before
               ELSE json_extract(j.before, '$.events') END) AS b,
     json_each(CASE json_type(j.after) WHEN 'array' THEN j.after
               ELSE json_extract(j.after, '$.events') END) AS a
WHERE b.key = a.key;
UPDATE journal SET
    before = json_object('calendars', CASE json_type(before) WHEN 'array' THEN json('[]')
             ELSE coalesce(json_extract(before, '$.calendars'), json('[]')) END),
    after = json_object('calendars', CASE json_type(after) WHEN 'array' THEN json('[]')
            ELSE coalesce(json_extract(after, '$.calendars'), json('[]')) END);
"#,
    // 12: meetings. An occurrence's own ORGANIZER/ATTENDEE lines (an
    // answer for one occurrence; lines joined by a line break, which no
    // unfolded content line holds), and the calendar user addresses an
    // account's server gives (RFC 6638 calendar-user-address-set, one per
    // line) and whether it delivers invitations and answers itself.
    r#"
ALTER TABLE overrides ADD COLUMN participants TEXT;
ALTER TABLE accounts ADD COLUMN addresses TEXT;
ALTER TABLE accounts ADD COLUMN scheduling INTEGER;
"#,
    // 13: how many ORGANIZER/ATTENDEE lines the series has, in the view
    // index: a view marks meetings waiting for my answer, and reads the
    // lines of those events only, not a query per event shown.
    r#"
ALTER TABLE events ADD COLUMN participants INTEGER NOT NULL DEFAULT 0;
UPDATE events SET participants = (
    SELECT count(*) FROM event_properties p
    WHERE p.event_id = events.id AND (p.line LIKE 'ORGANIZER%' OR p.line LIKE 'ATTENDEE%'));
DROP INDEX events_by_span;
CREATE INDEX events_by_span ON events(
    span_level, first_start_utc, last_end_utc, calendar_id,
    uid, summary, location, start, duration_secs, duration_days, rrule, exceptions, participants
);
"#,
    // 14: accounts that sign in with OAuth 2.0 (Google): where and as which
    // client (JSON, `store::OAuthSettings`). The refresh token is in the
    // Secret Service, as passwords are.
    r#"
ALTER TABLE accounts ADD COLUMN oauth TEXT;
"#,
    // 15: this database's own id in the Secret Service: an account's
    // password or token is kept under it and the account's name, so that
    // two databases with an account of one name never share one.
    r#"
INSERT OR IGNORE INTO settings (key, value) VALUES ('keyring_id', lower(hex(randomblob(16))));
"#,
    // 16: a meeting's people as data: one document per series and per
    // occurrence with its own (JSON, `store::people`), instead of the
    // ORGANIZER and ATTENDEE lines; `participants` counts them. The lines
    // are moved by [`people::upgrade`], which runs after this.
    r#"
ALTER TABLE events ADD COLUMN meeting TEXT;
ALTER TABLE overrides RENAME COLUMN participants TO meeting;
"#,
    // 17: the version of each part of a meeting an organiser's message
    // changed (`store::versions`): RFC 5546 compares SEQUENCE and DTSTAMP
    // per occurrence, so an update of one occurrence is weighed against
    // that occurrence's last one, not another's. Keyed by uid, as
    // deliveries are: an event's row is rewritten on every change.
    r#"
CREATE TABLE message_versions (
    uid TEXT NOT NULL,
    -- '' for the meeting as a whole; else an occurrence's id (as in
    -- overrides.recurrence_id).
    recurrence_id TEXT NOT NULL,
    sequence INTEGER NOT NULL,
    stamp_ms INTEGER NOT NULL,
    PRIMARY KEY (uid, recurrence_id)
) WITHOUT ROWID;
"#,
    // 18: all-day events' own default reminders (`all_day` = 1): an
    // all-day event starts at midnight, so a timed default ("10 minutes
    // before") rang at 23:50 the night before. Each calendar starts with
    // a copy of its timed defaults, so it reminds as it did, and a
    // reminder already delivered (keyed by what it is) is not delivered
    // again.
    r#"
ALTER TABLE calendar_reminders ADD COLUMN all_day INTEGER NOT NULL DEFAULT 0;
INSERT INTO calendar_reminders (calendar_id, position, before_secs, at_utc, from_end, all_day)
SELECT calendar_id, position, before_secs, at_utc, from_end, 1 FROM calendar_reminders;
"#,
];

/// The version whose SQL is followed by [`people::upgrade`].
const PEOPLE_VERSION: usize = 16;

/// The schema version this binary writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// Brings the file up to [`SCHEMA_VERSION`] (after [`check`]).
pub(super) fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    let app: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    let version = user_version(conn, path)?;
    if version == SCHEMA_VERSION && app == APPLICATION_ID {
        return Ok(());
    }
    // A file an earlier Kairos wrote is copied (and the copy verified)
    // before it changes: a migration that goes wrong, or a return to the
    // earlier Kairos, has the file as it was. A damaged file fails the
    // copy's check, and is not migrated.
    if (1..SCHEMA_VERSION).contains(&version) {
        let kind = super::backup::BackupKind::BeforeUpgrade(version);
        super::backup::make(path, chrono::Utc::now(), kind)?;
    }
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
    // Another process may have migrated between the read and the lock.
    let current: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    if current > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            path: path.to_owned(),
            found: current,
            known: SCHEMA_VERSION,
        });
    }
    for (index, sql) in MIGRATIONS.iter().enumerate().skip(current as usize) {
        tx.execute_batch(sql)?;
        if index + 1 == PEOPLE_VERSION {
            people::upgrade(&tx)?;
        }
        tx.pragma_update(None, "user_version", index as i64 + 1)?;
    }
    if current == 0 {
        // A new file: its first calendar is a new calendar, and reminds of
        // all-day events as new calendars do (schema 18 copied what it
        // does for timed ones, which is for files made before).
        let default = crate::store::AllDayAt::DEFAULT;
        let lead = i64::from(default.days_before) * 86_400 - i64::from(default.minute_of_day) * 60;
        tx.execute(
            "DELETE FROM calendar_reminders WHERE calendar_id = 1 AND all_day = 1",
            [],
        )?;
        tx.execute(
            "INSERT INTO calendar_reminders (calendar_id, position, before_secs, from_end, all_day) \
             VALUES (1, 0, ?, 0, 1)",
            [lead],
        )?;
    }
    // Known to be Kairos's now: marked, so that a later open tells it from
    // another program's file at once (an older Kairos ignores the mark).
    tx.pragma_update(None, "application_id", APPLICATION_ID)?;
    tx.commit()?;
    Ok(())
}

/// The file's schema version, telling "not a database" apart.
fn user_version(conn: &Connection, path: &Path) -> Result<i64, StoreError> {
    conn.query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(|e| match e {
            rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::NotADatabase => {
                StoreError::NotADatabase {
                    path: path.to_owned(),
                    reason: "the file is not an SQLite database".into(),
                }
            }
            other => StoreError::Sqlite(other),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file written by a Kairos that knew only schema 1 (events but no
    /// categories, status, transparency or URL) opens, migrates to the
    /// current schema, and keeps its events.
    #[test]
    fn a_schema_1_file_migrates_and_keeps_its_events() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("v1.db");
        {
            let conn = Connection::open(&path).unwrap();
            conn.execute_batch(MIGRATIONS[0]).unwrap();
            conn.pragma_update(None, "user_version", 1).unwrap();
            conn.execute(
                "INSERT INTO events (uid, calendar_id, summary, start_kind, start, start_tz, \
                 duration_secs, created_utc, modified_utc, first_start_utc, last_end_utc, span_level) \
                 VALUES ('old', 1, 'From version 1', 'zoned', '2026-11-23T09:00:00[Europe/Paris]', \
                 'Europe/Paris', 3600, 0, 0, 1795420800, 1795424400, 0)",
                [],
            )
            .unwrap();
            conn.execute_batch(
                "INSERT INTO event_properties (event_id, position, line) VALUES \
                 (1, 0, 'ORGANIZER:mailto:gina@example.org'), \
                 (1, 1, 'ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:me@example.org'), \
                 (1, 2, 'X-OTHER:kept')",
            )
            .unwrap();
        }
        let store = crate::store::Store::open(&path).unwrap();
        let old = store.event("old").unwrap();
        assert_eq!(old.event.summary, "From version 1");
        assert!(old.event.categories.is_empty());
        assert_eq!(old.event.status, None);
        assert_eq!(old.event.url, None);
        let conn = Connection::open(&path).unwrap();
        let version: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(version, SCHEMA_VERSION);
        assert_eq!(SCHEMA_VERSION, 18);
        // The database got its own id in the Secret Service.
        let id = store.keyring_id().unwrap();
        assert_eq!(id.len(), 32, "{id}");
        // The file as it was was backed up (and verified) first, once.
        drop(store);
        drop(crate::store::Store::open(&path).unwrap());
        let backups = crate::store::backup::list(&path).unwrap();
        assert_eq!(backups.len(), 1, "{backups:?}");
        let kind = crate::store::backup::BackupKind::BeforeUpgrade(1);
        assert_eq!(backups[0].kind, kind);
        let before = Connection::open(&backups[0].path).unwrap();
        let (version, title): (i64, String) = before
            .query_row(
                "SELECT (SELECT user_version FROM pragma_user_version), summary FROM events",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!((version, title.as_str()), (1, "From version 1"));
        // Migration 13 counted the meeting's participant lines for views.
        let participants: i64 = conn
            .query_row(
                "SELECT participants FROM events WHERE uid = 'old'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(participants, 2);
        let zones: i64 = conn
            .query_row("SELECT count(*) FROM zones", [], |r| r.get(0))
            .unwrap();
        assert_eq!(zones, 0, "the zones table of migration 3 exists, empty");
        let feeds: i64 = conn
            .query_row("SELECT count(*) FROM subscriptions", [], |r| r.get(0))
            .unwrap();
        assert_eq!(
            feeds, 0,
            "the subscriptions table of migration 6 exists, empty"
        );
        let states: i64 = conn
            .query_row("SELECT count(*) FROM sync_state", [], |r| r.get(0))
            .unwrap();
        assert_eq!(states, 0, "the sync_state table of migration 7 exists");
        let oauth: i64 = conn
            .query_row("SELECT count(oauth) FROM accounts", [], |r| r.get(0))
            .unwrap();
        assert_eq!(oauth, 0, "the accounts.oauth column of migration 14 exists");
        assert_eq!(old.event.acknowledged, None);
        assert_eq!(old.event.snooze, None);
        let intents: i64 = conn
            .query_row("SELECT count(*) FROM sync_intents", [], |r| r.get(0))
            .unwrap();
        assert_eq!(intents, 0, "the sync_intents table of migration 9 exists");
    }

    /// A Kairos file of every schema version opens, migrates and is
    /// marked as Kairos's; a file of the current version that predates the
    /// mark gets it.
    #[test]
    fn kairos_files_of_every_version_open_and_are_marked() {
        let dir = tempfile::tempdir().unwrap();
        for version in 0..=MIGRATIONS.len() {
            let path = dir.path().join(format!("v{version}.db"));
            {
                let conn = Connection::open(&path).unwrap();
                for sql in &MIGRATIONS[..version] {
                    conn.execute_batch(sql).unwrap();
                }
                conn.pragma_update(None, "user_version", version as i64)
                    .unwrap();
            }
            crate::store::Store::open(&path).unwrap_or_else(|e| panic!("version {version}: {e}"));
            let conn = Connection::open(&path).unwrap();
            let app: i32 = conn
                .query_row("PRAGMA application_id", [], |r| r.get(0))
                .unwrap();
            assert_eq!(app, APPLICATION_ID, "version {version}");
        }
    }
}
