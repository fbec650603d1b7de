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

use super::codec::ReminderColumns;
use super::edit::validate;
use super::record::EventRecord;
use super::rows::{delete_record, read_record, write_record};
use super::{Store, StoreError, StoredEvent};

/// How many edits can be undone.
const JOURNAL_DEPTH: i64 = 1000;

/// One event's state after an edit (`None` when the edit removed it), or a
/// calendar the edit created.
// Nearly every change is an event: boxing it to shrink the rare calendar
// variant's size would cost an allocation per event.
#[allow(clippy::large_enum_variant)]
pub(crate) enum Change {
    Event {
        uid: String,
        after: Option<StoredEvent>,
        /// Events from other calendars may have no title; events the user
        /// writes must.
        imported: bool,
    },
    NewCalendar(CalendarRecord),
    /// A calendar the edit removes (its events are removed by `Event`
    /// changes in the same edit).
    DropCalendar(i64),
}

impl Change {
    pub(crate) fn put(stored: StoredEvent) -> Change {
        Change::Event {
            uid: stored.event.uid.clone(),
            after: Some(stored),
            imported: false,
        }
    }

    pub(crate) fn import(stored: StoredEvent) -> Change {
        Change::Event {
            uid: stored.event.uid.clone(),
            after: Some(stored),
            imported: true,
        }
    }

    pub(crate) fn remove(uid: &str) -> Change {
        Change::Event {
            uid: uid.to_owned(),
            after: None,
            imported: false,
        }
    }
}

/// A calendar's row, as the journal keeps it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub(crate) struct CalendarRecord {
    pub id: i64,
    pub name: String,
    pub color: String,
    pub visible: bool,
    pub position: i64,
    /// Its default reminders, so undoing a delete brings them back.
    // Entries written before calendars could be deleted have none.
    #[serde(default)]
    pub reminders: Vec<ReminderColumns>,
}

/// An edit as the journal knows it, for "Undo …" menu entries and messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JournalEntry {
    /// What was done, e.g. `Edit “Standup” (only 2026-11-23T08:00:00Z)`.
    pub label: String,
    /// When.
    pub at: DateTime<Utc>,
}

/// The state of what an edit touched: events by uid, and calendars by id
/// (`None`: absent).
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
struct Snapshot {
    events: Vec<(String, Option<EventRecord>)>,
    #[serde(default)]
    calendars: Vec<(i64, Option<CalendarRecord>)>,
}

/// Entries written before calendars were journaled hold the event list
/// alone.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum StoredSnapshot {
    Current(Snapshot),
    EventsOnly(Vec<(String, Option<EventRecord>)>),
}

impl Store {
    /// Runs one edit: `f` reads what it needs through the connection and
    /// says what each affected event becomes. Everything happens in one
    /// transaction, validated, with its journal entry.
    pub(crate) fn edit(
        &mut self,
        f: impl FnOnce(&Connection) -> Result<(String, Vec<Change>), StoreError>,
    ) -> Result<(), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let (label, changes) = f(&tx)?;
        if changes.is_empty() {
            return Ok(());
        }
        let mut before = Snapshot::default();
        let mut after = Snapshot::default();
        for change in &changes {
            match change {
                Change::NewCalendar(record) => {
                    before
                        .calendars
                        .push((record.id, read_calendar(&tx, record.id)?));
                    after.calendars.push((record.id, Some(record.clone())));
                }
                Change::DropCalendar(id) => {
                    before.calendars.push((*id, read_calendar(&tx, *id)?));
                    after.calendars.push((*id, None));
                }
                Change::Event { .. } => {}
            }
        }
        // Calendars first: the events' check below needs them.
        put_back_calendars(&tx, &after, true)?;
        for change in &changes {
            let Change::Event {
                uid,
                after: now,
                imported,
            } = change
            else {
                continue;
            };
            if let Some(stored) = now {
                validate(stored, !imported)?;
                check_calendar(&tx, stored.calendar.0)?;
                refuse_read_only(&tx, stored.calendar.0)?;
            }
            if let Some(was) = read_record(&tx, uid)? {
                refuse_read_only(&tx, was.calendar_id)?;
            }
            before.events.push((uid.clone(), read_record(&tx, uid)?));
            after
                .events
                .push((uid.clone(), now.as_ref().map(EventRecord::from_stored)));
        }
        put_back(&tx, &after)?;
        put_back_calendars(&tx, &after, false)?;
        // A new edit ends the redo chain, as in every editor.
        tx.execute("DELETE FROM journal WHERE undone = 1", [])?;
        tx.execute(
            "INSERT INTO journal (at_utc, label, before, after) VALUES (?, ?, ?, ?)",
            params![
                Utc::now().timestamp(),
                label,
                to_json(&before)?,
                to_json(&after)?
            ],
        )?;
        tx.execute(
            "DELETE FROM journal WHERE id <= (SELECT max(id) FROM journal) - ?",
            [JOURNAL_DEPTH],
        )?;
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
        let mut target: Snapshot = from_json(target)?;
        // A reminder acknowledged since (here or on another device) is no
        // edit of the user's: it neither blocks the step nor is undone.
        let unacknowledged = |r: Option<EventRecord>| {
            r.map(|r| EventRecord {
                acknowledged_utc: None,
                snooze: None,
                ..r
            })
        };
        let mut events_as_left = Vec::new();
        for (uid, record) in &expected.events {
            let now = read_record(&tx, uid)?;
            let acknowledged = now.as_ref().and_then(|r| r.acknowledged_utc);
            let snooze = now.as_ref().and_then(|r| r.snooze.clone());
            events_as_left.push(unacknowledged(now) == unacknowledged(record.clone()));
            for (_, r) in target.events.iter_mut().filter(|(u, _)| u == uid) {
                if let Some(r) = r {
                    r.acknowledged_utc = r.acknowledged_utc.max(acknowledged);
                    r.snooze = snooze.clone();
                }
            }
        }
        let calendars_as_left = expected
            .calendars
            .iter()
            .map(|(id, record)| Ok(read_calendar(&tx, *id)?.as_ref() == record.as_ref()))
            .collect::<Result<Vec<bool>, StoreError>>()?;
        if events_as_left.contains(&false) || calendars_as_left.contains(&false) {
            return Err(StoreError::JournalConflict {
                action,
                label: stored.entry.label,
            });
        }
        // Calendars that come back before their events; those that go,
        // after (an emptied calendar only).
        put_back_calendars(&tx, &target, true)?;
        put_back(&tx, &target)?;
        put_back_calendars(&tx, &target, false)?;
        tx.execute(
            "UPDATE journal SET undone = ? WHERE id = ?",
            params![undone, stored.id],
        )?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(Some(stored.entry))
    }
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

/// Makes each event in `snapshot` exactly as recorded (or absent).
fn put_back(conn: &Connection, snapshot: &Snapshot) -> Result<(), StoreError> {
    for (uid, record) in &snapshot.events {
        match record {
            Some(record) => write_record(conn, record)?,
            None => {
                delete_record(conn, uid)?;
            }
        }
    }
    Ok(())
}

/// Makes the calendars of `snapshot` as recorded: those present when
/// `present` (inserted or replaced), else those absent (deleted; events
/// still in one make the delete fail rather than lose them).
fn put_back_calendars(
    conn: &Connection,
    snapshot: &Snapshot,
    present: bool,
) -> Result<(), StoreError> {
    for (id, record) in &snapshot.calendars {
        match (record, present) {
            (Some(c), true) => {
                conn.execute(
                    "INSERT OR REPLACE INTO calendars (id, name, color, visible, position) \
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![c.id, c.name, c.color, c.visible, c.position],
                )?;
                super::calendars::write_reminders(conn, c.id, &c.reminders)?;
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
                })
            },
        )
        .optional()?;
    let Some(mut record) = row else {
        return Ok(None);
    };
    record.reminders = super::calendars::read_reminders(conn, id)?;
    Ok(Some(record))
}

/// A subscription's events change only with its feed.
fn refuse_read_only(conn: &Connection, calendar: i64) -> Result<(), StoreError> {
    if super::subscriptions::is_subscription(conn, calendar)? {
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
    match serde_json::from_str(text) {
        Ok(StoredSnapshot::Current(s)) => Ok(s),
        Ok(StoredSnapshot::EventsOnly(events)) => Ok(Snapshot {
            events,
            calendars: Vec::new(),
        }),
        Err(e) => Err(StoreError::Corrupt(format!("journal entry: {e}"))),
    }
}
