//! Telling a Kairos file from another program's: the tables and columns a
//! file at each schema version holds at least.

use rusqlite::Connection;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::OnceLock;

use super::{user_version, APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION};
use crate::store::StoreError;

/// What a file at [`SCHEMA_VERSION`] holds, written out: opening a current
/// file (every launch) then checks it without running every migration in a
/// scratch database to learn it, which was most of the open's time. A test
/// holds it equal to what the migrations make.
/// (Each table with its columns, separated by spaces.)
const CURRENT_SHAPE: &[(&str, &str)] = &[
    (
        "accounts",
        "addresses ca_cert home id name oauth password_command scheduling url user",
    ),
    (
        "calendar_reminders",
        "all_day at_utc before_secs calendar_id from_end position",
    ),
    ("calendars", "color id name position visible"),
    (
        "deliveries",
        "attempts due_utc id last_error recurrence_id reminder shown_utc state uid \
         updated_utc",
    ),
    ("event_properties", "event_id line position"),
    (
        "events",
        "acknowledged_utc calendar_id categories created_utc description duration_days \
         duration_secs exceptions first_start_utc id last_end_utc location meeting modified_utc \
         own_reminders participants rrule sequence snooze span_level start start_kind \
         start_tz status summary transparent uid url",
    ),
    ("exdates", "event_id position time"),
    ("journal", "after at_utc before id label undone"),
    ("journal_events", "after before entry uid"),
    ("message_versions", "recurrence_id sequence stamp_ms uid"),
    (
        "overrides",
        "cancelled description duration_days duration_secs event_id location meeting \
         position recurrence_id start summary",
    ),
    (
        "rdates",
        "duration_days duration_secs event_id position start",
    ),
    ("reminders", "at_utc before_secs event_id from_end position"),
    ("settings", "key value"),
    (
        "subscriptions",
        "calendar_id etag last_error last_modified refreshed_utc url",
    ),
    (
        "sync_intents",
        "base calendar_id hash href keep_etag local_version sent sent_hash uid",
    ),
    (
        "sync_state",
        "account_id error error_kind failures finished_utc started_utc synced_utc",
    ),
    (
        "sync_status",
        "base calendar_id etag hash href local_version uid",
    ),
    (
        "synced_calendars",
        "account_id calendar_id ctag href sync_token",
    ),
    ("zones", "definition key transitions tzid"),
];

/// Refuses, before anything is written, a file this binary must not touch:
/// a newer schema, or another program's database — one marked as another
/// program's, or one without every table and column its schema version
/// says Kairos made (another program's file may have any `user_version`).
pub(in crate::store) fn check(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let found = user_version(conn, path)?;
    let not_ours = |reason: String| StoreError::NotADatabase {
        path: path.to_owned(),
        reason,
    };
    let app: i32 = conn.query_row("PRAGMA application_id", [], |r| r.get(0))?;
    if app != 0 && app != APPLICATION_ID {
        return Err(not_ours(format!(
            "it belongs to another program (application id {app:#010x})"
        )));
    }
    if found > SCHEMA_VERSION {
        return Err(StoreError::NewerSchema {
            path: path.to_owned(),
            found,
            known: SCHEMA_VERSION,
        });
    }
    if found < 0 {
        return Err(not_ours(format!(
            "its schema version {found} is not one Kairos writes"
        )));
    }
    let have = shape(conn)?;
    if found == 0 {
        // New (or empty): nothing to lose, Kairos may set it up.
        return if have.is_empty() {
            Ok(())
        } else {
            Err(not_ours("it holds tables Kairos did not create".into()))
        };
    }
    let current;
    let wanted = if found == SCHEMA_VERSION {
        current = current_shape();
        &current
    } else {
        shape_of_version(found as usize)?
    };
    for (table, columns) in wanted {
        let Some(present) = have.get(table) else {
            return Err(not_ours(format!(
                "it says schema version {found}, but has no {table} table"
            )));
        };
        if let Some(column) = columns.difference(present).next() {
            return Err(not_ours(format!(
                "it says schema version {found}, but its {table} table has no {column} column"
            )));
        }
    }
    Ok(())
}

/// A file's tables (not SQLite's own, not virtual ones) and their columns.
type Shape = BTreeMap<String, BTreeSet<String>>;

/// [`CURRENT_SHAPE`] as a [`Shape`].
fn current_shape() -> Shape {
    CURRENT_SHAPE
        .iter()
        .map(|(table, columns)| {
            let columns = columns.split_whitespace().map(str::to_owned).collect();
            (table.to_string(), columns)
        })
        .collect()
}

fn shape(conn: &Connection) -> rusqlite::Result<Shape> {
    let mut q = conn.prepare(
        "SELECT m.name, c.name FROM sqlite_master AS m, pragma_table_info(m.name) AS c \
         WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' \
         AND m.sql NOT LIKE 'CREATE VIRTUAL%'",
    )?;
    let rows = q.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
    let mut shape = Shape::new();
    for row in rows {
        let (table, column) = row?;
        shape.entry(table).or_default().insert(column);
    }
    Ok(shape)
}

/// What a Kairos file at `version` (1 ..= [`SCHEMA_VERSION`]) holds at
/// least: what the migrations up to it create, read back from a database in
/// memory (kept in step with `MIGRATIONS` by construction), once a process.
fn shape_of_version(version: usize) -> rusqlite::Result<&'static Shape> {
    static SHAPES: OnceLock<Vec<Shape>> = OnceLock::new();
    if let Some(shapes) = SHAPES.get() {
        return Ok(&shapes[version - 1]);
    }
    let scratch = Connection::open_in_memory()?;
    let mut shapes = Vec::with_capacity(MIGRATIONS.len());
    for sql in MIGRATIONS {
        scratch.execute_batch(sql)?;
        shapes.push(shape(&scratch)?);
    }
    Ok(&SHAPES.get_or_init(|| shapes)[version - 1])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The written-out shape of a current file is what the migrations make.
    #[test]
    fn the_current_shape_is_what_the_migrations_make() {
        let made = shape_of_version(MIGRATIONS.len()).unwrap();
        assert_eq!(&current_shape(), made);
    }

    /// A current file that lacks a column of the current schema is refused
    /// too (the written-out shape is checked, not skipped).
    #[test]
    fn a_current_file_missing_a_column_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("short.db");
        {
            let conn = Connection::open(&path).unwrap();
            for sql in MIGRATIONS {
                conn.execute_batch(sql).unwrap();
            }
            conn.execute_batch("ALTER TABLE accounts DROP COLUMN oauth")
                .unwrap();
            conn.pragma_update(None, "user_version", SCHEMA_VERSION)
                .unwrap();
        }
        let err = crate::store::Store::open(&path).err().expect("refused");
        assert!(
            err.to_string()
                .contains("accounts table has no oauth column"),
            "{err}"
        );
    }

    /// A file that says a Kairos version but lacks a column that version
    /// made is refused, naming what is missing.
    #[test]
    fn a_file_missing_a_column_of_its_version_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("short.db");
        {
            let conn = Connection::open(&path).unwrap();
            for sql in &MIGRATIONS[..9] {
                conn.execute_batch(sql).unwrap();
            }
            conn.pragma_update(None, "user_version", 10).unwrap();
        }
        let err = crate::store::Store::open(&path).err().expect("refused");
        assert!(
            err.to_string()
                .contains("sync_intents table has no sent column"),
            "{err}"
        );
    }
}
