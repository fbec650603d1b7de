//! An event with what a calendar keeps beside it (its calendar, SEQUENCE and
//! timestamps): what the store reads back and the editor starts from.

use chrono::{DateTime, Utc};

use super::{CalendarId, Event};

/// An event with what the store keeps beside it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredEvent {
    /// The event itself.
    pub event: Event,
    /// The calendar it belongs to.
    pub calendar: CalendarId,
    /// iCalendar SEQUENCE: how many times it was significantly changed.
    pub sequence: u32,
    /// When it was created.
    pub created: DateTime<Utc>,
    /// When it was last changed.
    pub modified: DateTime<Utc>,
}
