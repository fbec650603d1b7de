//! The undo journal: every edit's affected events, before and after.
//!
//! An entry stores whole event records, not operations, so undo and redo
//! are exact whatever the edit was (a split touches two events, a delete
//! removes one with all its exceptions). An import into a new calendar also
//! records the calendar, so undoing it removes both. Before putting records back, undo
//! checks that the events are still as the edit left them: if another
//! process (or the user in another window) changed them since, it refuses
//! rather than overwrite that change.

use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use super::calendar_rows::{is_subscription, read_reminders, write_reminders};
use super::change::{CalendarRecord, Change};
use super::record::EventRecord;
use super::rows::{delete_record, read_record, write_record};
use super::validate::validate;
use super::{Store, StoreError};

/// How many edits can be undone.
const JOURNAL_DEPTH: i64 = 1000;

/// An edit as the journal knows it, for "Undo …" menu entries and messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalEntry {
    /// What was done, e.g. `Edit “Standup” (only 2026-11-23T08:00:00Z)`.
    pub label: String,
    /// When.
    pub at: DateTime<Utc>,
}

/// The calendars an edit touched, by id (`None`: absent). Its events are
/// rows of `journal_events`, one per event, so that an edit of any size
/// is written, undone and redone a row at a time.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
struct Snapshot {
    #[serde(default)]
    calendars: Vec<(i64, Option<CalendarRecord>)>,
}

/// An edit being written, in its transaction: each change is applied and
/// journaled as it comes.
pub(crate) struct Recorder<'c> {
    conn: &'c Connection,
    entry: i64,
    before: Snapshot,
    after: Snapshot,
    /// Calendars the edit removes: after their events have gone.
    drops: Vec<i64>,
    /// Whether anything was changed.
    changed: bool,
}

impl<'c> Recorder<'c> {
    /// Starts the journal entry `label` of an edit in `conn`'s transaction.
    pub(crate) fn begin(conn: &'c Connection, label: &str) -> Result<Recorder<'c>, StoreError> {
        // A new edit ends the redo chain, as in every editor.
        conn.execute(
            "DELETE FROM journal_events WHERE entry IN (SELECT id FROM journal WHERE undone = 1)",
            [],
        )?;
        conn.execute("DELETE FROM journal WHERE undone = 1", [])?;
        conn.execute(
            "INSERT INTO journal (at_utc, label, before, after) VALUES (?, ?, '{}', '{}')",
            params![Utc::now().timestamp(), label],
        )?;
        Ok(Recorder {
            conn,
            entry: conn.last_insert_rowid(),
            before: Snapshot::default(),
            after: Snapshot::default(),
            drops: Vec::new(),
            changed: false,
        })
    }

    /// Applies `change` (validated) and journals it.
    pub(crate) fn apply(&mut self, change: Change) -> Result<(), StoreError> {
        let was = match &change {
            Change::Event { uid, .. } => read_record(self.conn, uid)?,
            _ => None,
        };
        self.apply_over(change, was)
    }

    /// [`Recorder::apply`] for a change whose event the caller has just
    /// read (`was`, in this transaction): it is not read again.
    pub(crate) fn apply_over(
        &mut self,
        change: Change,
        was: Option<EventRecord>,
    ) -> Result<(), StoreError> {
        let conn = self.conn;
        self.changed = true;
        match change {
            Change::NewCalendar(record) => {
                self.before
                    .calendars
                    .push((record.id, read_calendar(conn, record.id)?));
                self.after.calendars.push((record.id, Some(record)));
                let last = self.after.calendars.len() - 1;
                put_back_calendars(conn, &self.after.calendars[last..], true)?;
            }
            Change::DropCalendar(id) => {
                self.before.calendars.push((id, read_calendar(conn, id)?));
                self.after.calendars.push((id, None));
                self.drops.push(id);
            }
            Change::Event {
                uid,
                after,
                imported,
            } => {
                if let Some(stored) = &after {
                    validate(stored, !imported)?;
                    check_calendar(conn, stored.calendar.0)?;
                    refuse_read_only(conn, stored.calendar.0)?;
                }
                if let Some(was) = &was {
                    refuse_read_only(conn, was.calendar_id)?;
                }
                let now = after.as_ref().map(EventRecord::from_stored);
                // An event changed twice in one edit keeps its first
                // "before" and its last "after".
                conn.prepare_cached(
                    "INSERT INTO journal_events (entry, uid, before, after) VALUES (?, ?, ?, ?) \
                     ON CONFLICT (entry, uid) DO UPDATE SET after = excluded.after",
                )?
                .execute(params![
                    self.entry,
                    uid,
                    record_json(was.as_ref())?,
                    record_json(now.as_ref())?
                ])?;
                match &now {
                    Some(record) => write_record(conn, record)?,
                    None => {
                        delete_record(conn, &uid)?;
                    }
                }
            }
        }
        Ok(())
    }

    /// Ends the edit: removes the calendars it drops and completes its
    /// journal entry. Whether it changed anything (if not, the caller
    /// leaves its transaction uncommitted).
    pub(crate) fn finish(self) -> Result<bool, StoreError> {
        if !self.changed {
            return Ok(false);
        }
        let drops: Vec<(i64, Option<CalendarRecord>)> =
            self.drops.iter().map(|id| (*id, None)).collect();
        put_back_calendars(self.conn, &drops, false)?;
        self.conn.execute(
            "UPDATE journal SET before = ?, after = ? WHERE id = ?",
            params![to_json(&self.before)?, to_json(&self.after)?, self.entry],
        )?;
        self.conn.execute(
            "DELETE FROM journal_events WHERE entry <= (SELECT max(id) FROM journal) - ?",
            [JOURNAL_DEPTH],
        )?;
        self.conn.execute(
            "DELETE FROM journal WHERE id <= (SELECT max(id) FROM journal) - ?",
            [JOURNAL_DEPTH],
        )?;
        Ok(true)
    }
}

impl Store {
    /// Runs one edit: `f` reads what it needs through the connection and
    /// says what each affected event becomes. Everything happens in one
    /// transaction, validated, with its journal entry.
    pub(crate) fn edit(
        &mut self,
        f: impl FnOnce(&Connection) -> Result<(String, Vec<Change>), StoreError>,
    ) -> Result<(), StoreError> {
        self.edit_each(|conn| {
            let (label, changes) = f(conn)?;
            let mut recorder = Recorder::begin(conn, &label)?;
            // Calendars first: the events' checks need them.
            let (calendars, events): (Vec<Change>, Vec<Change>) = changes
                .into_iter()
                .partition(|c| matches!(c, Change::NewCalendar(_) | Change::DropCalendar(_)));
            for change in calendars.into_iter().chain(events) {
                recorder.apply(change)?;
            }
            Ok(recorder)
        })
    }

    /// Runs one edit that applies its changes as it works them out
    /// (through a [`Recorder`]): an edit of any size in bounded memory.
    /// Committed only if it changed something.
    pub(crate) fn edit_each(
        &mut self,
        f: impl for<'c> FnOnce(&'c Connection) -> Result<Recorder<'c>, StoreError>,
    ) -> Result<(), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let recorder = f(&tx)?;
        if !recorder.finish()? {
            return Ok(());
        }
        tx.commit()?;
        self.local_writes += 1;
        Ok(())
    }

    /// Undoes the latest edit not yet undone; `None` when there is none.
    pub fn undo(&mut self) -> Result<Option<JournalEntry>, StoreError> {
        self.step(Direction::Undo)
    }

    /// Redoes the earliest undone edit; `None` when there is none.
    pub fn redo(&mut self) -> Result<Option<JournalEntry>, StoreError> {
        self.step(Direction::Redo)
    }

    /// What [`Store::undo`] would undo.
    pub fn next_undo(&self) -> Result<Option<JournalEntry>, StoreError> {
        Ok(next_entry(&self.conn, Direction::Undo)?.map(|e| e.entry))
    }

    /// What [`Store::redo`] would redo.
    pub fn next_redo(&self) -> Result<Option<JournalEntry>, StoreError> {
        Ok(next_entry(&self.conn, Direction::Redo)?.map(|e| e.entry))
    }

    fn step(&mut self, direction: Direction) -> Result<Option<JournalEntry>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let Some(stored) = next_entry(&tx, direction)? else {
            return Ok(None);
        };
        let (expected, target, action, undone) = match direction {
            Direction::Undo => (&stored.after, &stored.before, "undo", true),
            Direction::Redo => (&stored.before, &stored.after, "redo", false),
        };
        let expected: Snapshot = from_json(expected)?;
        let target: Snapshot = from_json(target)?;
        // Every event and calendar must still be as the edit left it: first
        // looked at, then put back, a row at a time.
        let (expected_column, target_column) = match direction {
            Direction::Undo => ("after", "before"),
            Direction::Redo => ("before", "after"),
        };
        let mut rows = tx.prepare(&format!(
            "SELECT uid, {expected_column}, {target_column} FROM journal_events \
             WHERE entry = ? ORDER BY rowid"
        ))?;
        let mut as_left = true;
        for_each_row(&mut rows, stored.id, |uid, expected, _| {
            as_left &= unacknowledged(read_record(&tx, &uid)?) == unacknowledged(expected);
            Ok(as_left)
        })?;
        for (id, record) in &expected.calendars {
            as_left &= read_calendar(&tx, *id)?.as_ref() == record.as_ref();
        }
        if !as_left {
            return Err(StoreError::JournalConflict {
                action,
                label: stored.entry.label,
            });
        }
        // Calendars that come back before their events; those that go,
        // after (an emptied calendar only).
        put_back_calendars(&tx, &target.calendars, true)?;
        for_each_row(&mut rows, stored.id, |uid, _, target| {
            put_back(&tx, &uid, target)?;
            Ok(true)
        })?;
        drop(rows);
        put_back_calendars(&tx, &target.calendars, false)?;
        tx.execute(
            "UPDATE journal SET undone = ? WHERE id = ?",
            params![undone, stored.id],
        )?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(Some(stored.entry))
    }
}

/// A record without what a reminder's acknowledgement or snooze changed:
/// that is no edit of the user's, neither blocking an undo nor undone.
fn unacknowledged(r: Option<EventRecord>) -> Option<EventRecord> {
    r.map(|r| EventRecord {
        acknowledged_utc: None,
        snooze: None,
        ..r
    })
}

/// Calls `f` with each (uid, first record, second record) row of `rows`
/// (a query on one entry) until it returns false.
fn for_each_row(
    rows: &mut rusqlite::Statement<'_>,
    entry: i64,
    mut f: impl FnMut(String, Option<EventRecord>, Option<EventRecord>) -> Result<bool, StoreError>,
) -> Result<(), StoreError> {
    let mut cursor = rows.query([entry])?;
    while let Some(row) = cursor.next()? {
        let uid: String = row.get(0)?;
        let first = record_from_json(row.get(1)?)?;
        let second = record_from_json(row.get(2)?)?;
        if !f(uid, first, second)? {
            break;
        }
    }
    Ok(())
}

#[derive(Clone, Copy)]
enum Direction {
    Undo,
    Redo,
}

struct StoredEntry {
    id: i64,
    entry: JournalEntry,
    before: String,
    after: String,
}

fn next_entry(conn: &Connection, direction: Direction) -> Result<Option<StoredEntry>, StoreError> {
    let sql = match direction {
        Direction::Undo => {
            "SELECT id, label, at_utc, before, after FROM journal WHERE undone = 0 ORDER BY id DESC LIMIT 1"
        }
        Direction::Redo => {
            "SELECT id, label, at_utc, before, after FROM journal WHERE undone = 1 ORDER BY id LIMIT 1"
        }
    };
    let row = conn
        .query_row(sql, [], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, String>(4)?,
            ))
        })
        .optional()?;
    row.map(|(id, label, at, before, after)| {
        Ok(StoredEntry {
            id,
            entry: JournalEntry {
                label,
                at: super::codec::instant(at)?,
            },
            before,
            after,
        })
    })
    .transpose()
}

/// Makes event `uid` exactly as recorded (or absent), keeping an
/// acknowledgement or snooze it has since been given.
fn put_back(conn: &Connection, uid: &str, record: Option<EventRecord>) -> Result<(), StoreError> {
    match record {
        Some(mut record) => {
            if let Some(now) = read_record(conn, uid)? {
                record.acknowledged_utc = record.acknowledged_utc.max(now.acknowledged_utc);
                record.snooze = now.snooze;
            }
            write_record(conn, &record)
        }
        None => delete_record(conn, uid).map(|_| ()),
    }
}

/// Makes the calendars of `snapshot` as recorded: those present when
/// `present` (inserted or replaced), else those absent (deleted; events
/// still in one make the delete fail rather than lose them).
fn put_back_calendars(
    conn: &Connection,
    calendars: &[(i64, Option<CalendarRecord>)],
    present: bool,
) -> Result<(), StoreError> {
    for (id, record) in calendars {
        match (record, present) {
            (Some(c), true) => {
                conn.execute(
                    "INSERT OR REPLACE INTO calendars (id, name, color, visible, position) \
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![c.id, c.name, c.color, c.visible, c.position],
                )?;
                write_reminders(conn, c.id, false, &c.reminders)?;
                let all_day = c.all_day_reminders.as_ref().unwrap_or(&c.reminders);
                write_reminders(conn, c.id, true, all_day)?;
            }
            (None, false) => {
                conn.execute("DELETE FROM calendars WHERE id = ?", [id])?;
            }
            _ => {}
        }
    }
    Ok(())
}

fn read_calendar(conn: &Connection, id: i64) -> Result<Option<CalendarRecord>, StoreError> {
    let row = conn
        .query_row(
            "SELECT id, name, color, visible, position FROM calendars WHERE id = ?",
            [id],
            |r| {
                Ok(CalendarRecord {
                    id: r.get(0)?,
                    name: r.get(1)?,
                    color: r.get(2)?,
                    visible: r.get(3)?,
                    position: r.get(4)?,
                    reminders: Vec::new(),
                    all_day_reminders: None,
                })
            },
        )
        .optional()?;
    let Some(mut record) = row else {
        return Ok(None);
    };
    record.reminders = read_reminders(conn, id, false)?;
    record.all_day_reminders = Some(read_reminders(conn, id, true)?);
    Ok(Some(record))
}

/// A subscription's events change only with its feed.
fn refuse_read_only(conn: &Connection, calendar: i64) -> Result<(), StoreError> {
    if is_subscription(conn, calendar)? {
        let name: String =
            conn.query_row("SELECT name FROM calendars WHERE id = ?", [calendar], |r| {
                r.get(0)
            })?;
        return Err(StoreError::ReadOnlyCalendar(name));
    }
    Ok(())
}

fn check_calendar(conn: &Connection, id: i64) -> Result<(), StoreError> {
    conn.query_row("SELECT 1 FROM calendars WHERE id = ?", [id], |_| Ok(()))
        .optional()?
        .ok_or_else(|| StoreError::UnknownCalendar(format!("#{id}")))
}

fn to_json(snapshot: &Snapshot) -> Result<String, StoreError> {
    serde_json::to_string(snapshot).map_err(|e| StoreError::Corrupt(format!("journal: {e}")))
}

fn from_json(text: &str) -> Result<Snapshot, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("journal entry: {e}")))
}

fn record_json(record: Option<&EventRecord>) -> Result<Option<String>, StoreError> {
    record
        .map(serde_json::to_string)
        .transpose()
        .map_err(|e| StoreError::Corrupt(format!("journal: {e}")))
}

fn record_from_json(text: Option<String>) -> Result<Option<EventRecord>, StoreError> {
    text.map(|t| serde_json::from_str(&t))
        .transpose()
        .map_err(|e| StoreError::Corrupt(format!("journal event: {e}")))
}
