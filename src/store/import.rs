//! Importing many events at once (an .ics file): one transaction, one
//! journal entry, and an event already present is replaced only by a newer
//! version (a higher SEQUENCE, or the same with a later LAST-MODIFIED).

use chrono::{DateTime, Utc};

use super::edit::validate;
use super::journal::{CalendarRecord, Change};
use super::rows::read_record;
use super::{Store, StoreError, StoredEvent};
use crate::model::{CalendarId, Event};

/// An event from outside, with its version.
#[derive(Debug, Clone)]
pub struct IncomingEvent {
    pub event: Event,
    /// iCalendar SEQUENCE.
    pub sequence: u32,
    /// LAST-MODIFIED, if known.
    pub last_modified: Option<DateTime<Utc>>,
    /// CREATED, if known.
    pub created: Option<DateTime<Utc>>,
}

/// Which calendar imported events go to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportInto {
    /// An existing calendar.
    Calendar(CalendarId),
    /// A calendar created by the import (in the same transaction), with no
    /// default reminders: the file says which alarms its events have.
    NewCalendar { name: String, color: String },
}

/// What importing one event did (or, in a dry run, would do).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportOutcome {
    Added,
    /// Replaced an older version.
    Updated,
    /// The store already holds this version or a newer one.
    Unchanged,
    /// Not importable; why.
    Skipped(String),
}

impl Store {
    /// Imports `incoming` into `calendar` (events already present stay in
    /// their calendar). All or nothing, as one undoable edit called `label`;
    /// with `dry_run`, nothing is written. Returns one outcome per event.
    pub fn import(
        &mut self,
        into: ImportInto,
        incoming: Vec<IncomingEvent>,
        label: &str,
        dry_run: bool,
    ) -> Result<Vec<ImportOutcome>, StoreError> {
        let now = Utc::now();
        let mut outcomes = Vec::with_capacity(incoming.len());
        let run = |conn: &rusqlite::Connection| -> Result<(String, Vec<Change>), StoreError> {
            let mut changes = Vec::new();
            let calendar = match &into {
                ImportInto::Calendar(id) => *id,
                ImportInto::NewCalendar { name, color } => {
                    // Written by the journaled edit with the events, so
                    // undoing the import removes the calendar too.
                    let (id, position): (i64, i64) = conn.query_row(
                        "SELECT coalesce(max(id), 0) + 1, coalesce(max(position), -1) + 1 FROM calendars",
                        [],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )?;
                    changes.push(Change::NewCalendar(CalendarRecord {
                        id,
                        name: name.clone(),
                        color: color.clone(),
                        visible: true,
                        position,
                        reminders: Vec::new(),
                    }));
                    CalendarId(id)
                }
            };
            for inc in incoming {
                let existing = read_record(conn, &inc.event.uid)?
                    .map(|r| r.to_stored(conn))
                    .transpose()?;
                let modified = inc.last_modified.unwrap_or(now);
                let (stored, outcome) = match existing {
                    None => (
                        StoredEvent {
                            event: inc.event,
                            calendar,
                            sequence: inc.sequence,
                            created: inc.created.unwrap_or(now),
                            modified,
                        },
                        ImportOutcome::Added,
                    ),
                    Some(old) => {
                        let newer = inc.sequence > old.sequence
                            || (inc.sequence == old.sequence
                                && inc.last_modified.is_some_and(|m| m > old.modified));
                        if !newer {
                            outcomes.push(ImportOutcome::Unchanged);
                            continue;
                        }
                        (
                            StoredEvent {
                                event: inc.event,
                                calendar: old.calendar,
                                sequence: inc.sequence,
                                created: old.created,
                                modified,
                            },
                            ImportOutcome::Updated,
                        )
                    }
                };
                match validate(&stored, false) {
                    Ok(()) => {
                        outcomes.push(outcome);
                        changes.push(Change::import(stored));
                    }
                    Err(e) => outcomes.push(ImportOutcome::Skipped(e.to_string())),
                }
            }
            // Nothing to import: no calendar either.
            if !changes.iter().any(|c| matches!(c, Change::Event { .. })) {
                changes.clear();
            }
            Ok((label.to_owned(), changes))
        };
        if dry_run {
            let snapshot = self.conn.unchecked_transaction()?;
            run(&snapshot)?;
        } else {
            self.edit(run)?;
        }
        Ok(outcomes)
    }
}
