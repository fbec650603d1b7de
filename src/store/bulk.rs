//! Reading many events at once (export): one query per table, not one per
//! event.

use rusqlite::OptionalExtension;
use std::collections::HashMap;

use super::codec::ReminderColumns;
use super::record::{OverrideRecord, RdateRecord};
use super::rows::{read_children, record_from_row, EventRow, EVENT_COLUMNS};

/// Up to this many events are read with per-event child queries; more with
/// one scan per child table.
const FEW: usize = 64;
use super::{Store, StoreError, StoredEvent};
use crate::model::CalendarId;

/// A version of one event: it changes whenever the event does (every edit
/// writes a new row), so it keys caches of what is derived from an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EventVersion(pub(super) i64);

impl EventVersion {
    /// A version from its number (as a status table keeps it).
    pub fn from_raw(raw: i64) -> EventVersion {
        EventVersion(raw)
    }
}

/// Which events to read.
enum Which<'a> {
    Calendar(Option<CalendarId>),
    Versions(&'a [EventVersion]),
}

impl Store {
    /// Every event's uid and current version, cheaply (one index scan).
    pub fn event_versions(&self) -> Result<Vec<(String, EventVersion)>, StoreError> {
        let mut q = self.conn.prepare_cached("SELECT uid, id FROM events")?;
        let rows = q
            .query_map([], |r| Ok((r.get(0)?, EventVersion(r.get(1)?))))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// The uid and version of every event written after `after` (new
    /// events, and every edit, which writes a new version).
    pub fn event_versions_after(
        &self,
        after: EventVersion,
    ) -> Result<Vec<(String, EventVersion)>, StoreError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT uid, id FROM events WHERE id > ? ORDER BY id")?;
        let rows = q
            .query_map([after.0], |r| Ok((r.get(0)?, EventVersion(r.get(1)?))))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// The events at these versions (those still current), with their
    /// versions.
    pub fn events_at(
        &self,
        versions: &[EventVersion],
    ) -> Result<Vec<(EventVersion, StoredEvent)>, StoreError> {
        self.load(Which::Versions(versions))
    }

    /// Every event in `calendar` (all calendars when `None`), complete with
    /// exceptions, reminders and kept properties, ordered by start.
    pub fn events(&self, calendar: Option<CalendarId>) -> Result<Vec<StoredEvent>, StoreError> {
        Ok(self
            .load(Which::Calendar(calendar))?
            .into_iter()
            .map(|(_, e)| e)
            .collect())
    }

    fn load(&self, which: Which<'_>) -> Result<Vec<(EventVersion, StoredEvent)>, StoreError> {
        let snapshot = self.conn.unchecked_transaction()?;
        let mut rows: Vec<EventRow> = match which {
            Which::Calendar(calendar) => {
                let mut q = snapshot.prepare(&format!(
                    "SELECT {EVENT_COLUMNS} FROM events WHERE ?1 IS NULL OR calendar_id = ?1 \
                     ORDER BY first_start_utc, uid"
                ))?;
                let rows = q
                    .query_map([calendar.map(|c| c.0)], record_from_row)?
                    .collect::<rusqlite::Result<_>>()?;
                rows
            }
            Which::Versions(versions) => {
                let mut q = snapshot
                    .prepare_cached(&format!("SELECT {EVENT_COLUMNS} FROM events WHERE id = ?"))?;
                let mut rows = Vec::with_capacity(versions.len());
                for v in versions {
                    if let Some(row) = q.query_row([v.0], record_from_row).optional()? {
                        rows.push(row);
                    }
                }
                // A few events (what an edit changed): their own child rows
                // by index, rather than whole tables.
                if rows.len() <= FEW {
                    for row in &mut rows {
                        read_children(&snapshot, row)?;
                    }
                    return rows
                        .into_iter()
                        .map(|r| Ok((EventVersion(r.id), r.record.into_stored(&snapshot)?)))
                        .collect();
                }
                rows
            }
        };
        let index: HashMap<i64, usize> = rows.iter().enumerate().map(|(i, r)| (r.id, i)).collect();
        let mut each =
            |sql: &str,
             f: &mut dyn FnMut(&mut EventRow, &rusqlite::Row<'_>) -> rusqlite::Result<()>|
             -> Result<(), StoreError> {
                let mut q = snapshot.prepare(sql)?;
                let mut found = q.query([])?;
                while let Some(row) = found.next()? {
                    let id: i64 = row.get(0)?;
                    if let Some(&i) = index.get(&id) {
                        f(&mut rows[i], row)?;
                    }
                }
                Ok(())
            };
        each(
            "SELECT event_id, time FROM exdates ORDER BY event_id, position",
            &mut |e, r| {
                e.record.exdates.push(r.get(1)?);
                Ok(())
            },
        )?;
        each(
            "SELECT event_id, start, duration_secs, duration_days FROM rdates ORDER BY event_id, position",
            &mut |e, r| {
                e.record.rdates.push(RdateRecord {
                    start: r.get(1)?,
                    duration_secs: r.get(2)?,
                    duration_days: r.get(3)?,
                });
                Ok(())
            },
        )?;
        each(
            "SELECT event_id, recurrence_id, cancelled, start, duration_secs, duration_days, summary, \
             description, location, meeting FROM overrides ORDER BY event_id, position",
            &mut |e, r| {
                e.record.overrides.push(OverrideRecord {
                    recurrence_id: r.get(1)?,
                    cancelled: r.get(2)?,
                    start: r.get(3)?,
                    duration_secs: r.get(4)?,
                    duration_days: r.get(5)?,
                    summary: r.get(6)?,
                    description: r.get(7)?,
                    location: r.get(8)?,
                    meeting: super::rows::meeting_column(r, 9)?,
                });
                Ok(())
            },
        )?;
        each(
            "SELECT event_id, before_secs, at_utc, from_end FROM reminders ORDER BY event_id, position",
            &mut |e, r| {
                e.record.reminders.push(ReminderColumns::from_row(r, 1)?);
                Ok(())
            },
        )?;
        each(
            "SELECT event_id, line FROM event_properties ORDER BY event_id, position",
            &mut |e, r| {
                e.record.properties.push(r.get(1)?);
                Ok(())
            },
        )?;
        rows.into_iter()
            .map(|r| Ok((EventVersion(r.id), r.record.into_stored(&snapshot)?)))
            .collect()
    }
}
