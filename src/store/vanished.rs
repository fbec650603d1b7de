//! A server calendar that is gone from its server (deleted on another
//! device): removed here as one journaled edit, so Undo brings it back
//! whole (as a local calendar), and never with work that was not sent:
//! events changed or added here since the last sync move to a local
//! calendar that says where they came from.

use super::calendar_rows::read_reminders;
use super::change::{CalendarRecord, Change};
use super::rows::read_record;
use super::{Store, StoreError};
use crate::model::CalendarId;

/// What removing a vanished calendar did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VanishedRemoval {
    /// How many events went with the calendar.
    pub removed: usize,
    /// The local calendar the unsent events were moved to, and how many.
    pub kept: Option<(String, usize)>,
}

impl Store {
    /// Removes the synced calendar `calendar`, which its server no longer
    /// has; the events `unsent` (by UID) move to a new local calendar named
    /// after it (`keep_as`, numbered if taken). One journaled edit.
    pub fn remove_vanished_calendar(
        &mut self,
        calendar: CalendarId,
        unsent: &[String],
        keep_as: &str,
    ) -> Result<VanishedRemoval, StoreError> {
        let mut outcome = VanishedRemoval {
            removed: 0,
            kept: None,
        };
        let unsent: std::collections::HashSet<&str> = unsent.iter().map(String::as_str).collect();
        self.edit(|conn| {
            let (name, color): (String, String) = conn.query_row(
                "SELECT name, color FROM calendars WHERE id = ?",
                [calendar.0],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )?;
            let mut q = conn.prepare("SELECT uid FROM events WHERE calendar_id = ?")?;
            let uids = q
                .query_map([calendar.0], |r| r.get::<_, String>(0))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            let mut changes = Vec::new();
            let kept: Vec<&String> = uids
                .iter()
                .filter(|u| unsent.contains(u.as_str()))
                .collect();
            if !kept.is_empty() {
                let (id, position): (i64, i64) = conn.query_row(
                    "SELECT coalesce(max(id), 0) + 1, coalesce(max(position), -1) + 1 FROM calendars",
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )?;
                let keep_name = free_name(conn, keep_as)?;
                changes.push(Change::NewCalendar(CalendarRecord {
                    id,
                    name: keep_name.clone(),
                    color,
                    visible: true,
                    position,
                    reminders: read_reminders(conn, calendar.0, false)?,
                    all_day_reminders: Some(read_reminders(conn, calendar.0, true)?),
                }));
                for uid in &kept {
                    if let Some(record) = read_record(conn, uid)? {
                        let mut stored = record.to_stored(conn)?;
                        stored.calendar = CalendarId(id);
                        // As the server sent it (maybe without a title).
                        changes.push(Change::import(stored));
                    }
                }
                outcome.kept = Some((keep_name, kept.len()));
            }
            for uid in uids.iter().filter(|u| !unsent.contains(u.as_str())) {
                changes.push(Change::remove(uid));
            }
            outcome.removed = uids.len() - kept.len();
            changes.push(Change::DropCalendar(calendar.0));
            Ok((format!("Remove calendar “{name}” (gone from its server)"), changes))
        })?;
        Ok(outcome)
    }
}

/// `name`, or `name 2`, `name 3`… whichever no calendar has.
fn free_name(conn: &rusqlite::Connection, name: &str) -> Result<String, StoreError> {
    let taken = |n: &str| -> Result<bool, StoreError> {
        Ok(conn
            .query_row("SELECT 1 FROM calendars WHERE name = ?", [n], |_| Ok(()))
            .map(|_| true)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(false),
                e => Err(e),
            })?)
    };
    if !taken(name)? {
        return Ok(name.to_owned());
    }
    let mut n = 2;
    loop {
        let candidate = format!("{name} {n}");
        if !taken(&candidate)? {
            return Ok(candidate);
        }
        n += 1;
    }
}
