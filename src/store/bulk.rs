//! Reading many events at once (export): one query per table, not one per
//! event.

use std::collections::HashMap;

use super::record::{OverrideRecord, RdateRecord, ReminderRecord};
use super::rows::{record_from_row, EventRow, EVENT_COLUMNS};
use super::{Store, StoreError, StoredEvent};
use crate::model::CalendarId;

impl Store {
    /// Every event in `calendar` (all calendars when `None`), complete with
    /// exceptions, reminders and kept properties, ordered by start.
    pub fn events(&self, calendar: Option<CalendarId>) -> Result<Vec<StoredEvent>, StoreError> {
        let snapshot = self.conn.unchecked_transaction()?;
        let mut q = snapshot.prepare(&format!(
            "SELECT {EVENT_COLUMNS} FROM events WHERE ?1 IS NULL OR calendar_id = ?1 \
             ORDER BY first_start_utc, uid"
        ))?;
        let mut rows: Vec<EventRow> = q
            .query_map([calendar.map(|c| c.0)], record_from_row)?
            .collect::<rusqlite::Result<_>>()?;
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
             description, location FROM overrides ORDER BY event_id, position",
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
                });
                Ok(())
            },
        )?;
        each(
            "SELECT event_id, before_secs, at_utc FROM reminders ORDER BY event_id, position",
            &mut |e, r| {
                e.record.reminders.push(ReminderRecord {
                    before_secs: r.get(1)?,
                    at_utc: r.get(2)?,
                });
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
        drop(q);
        rows.into_iter().map(|r| r.record.into_stored()).collect()
    }
}
