//! The changes an edit is made of ([`Change`], [`CalendarRecord`]): plain
//! data the journal applies and records, in a file of their own so that the
//! feature files that describe edits need not import the journal, nor it
//! them.

use super::codec::ReminderColumns;
use super::StoredEvent;

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
    /// Its default reminders for all-day events; `None` in entries written
    /// before they had their own (schema 18), which were the timed ones.
    #[serde(default)]
    pub all_day_reminders: Option<Vec<ReminderColumns>>,
}
