//! Reminders: when, relative to an occurrence, the user wants to be told.

use chrono::{DateTime, Duration, Utc};

/// One reminder of an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reminder {
    /// This long before each occurrence starts (zero: at the start;
    /// negative: after it, `TRIGGER:PT15M`). For all-day occurrences the
    /// start is 00:00 local time of that day.
    Before(Duration),
    /// This long before each occurrence ends (negative: after it;
    /// `TRIGGER;RELATED=END`). Kept relative to the end rather than turned
    /// into a lead before the start: occurrences differ in length (a day
    /// across a DST change, an override that runs longer).
    BeforeEnd(Duration),
    /// At one fixed instant, whatever the occurrence (`TRIGGER;VALUE=DATE-TIME`).
    At(DateTime<Utc>),
}

/// A reminder put off until `until` (RFC 9074 snooze), for one occurrence:
/// written into the event, so every device syncing it shows the reminder
/// again then — and takes it down when it is dismissed anywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Snooze {
    /// The occurrence whose reminder was snoozed.
    pub occurrence: crate::model::RecurrenceId,
    /// When it is shown again.
    pub until: DateTime<Utc>,
}

/// Which reminders an event has.
///
/// "No reminders of its own" and "explicitly none" differ: the first follows
/// the calendar's defaults (and changes when they change), the second stays
/// silent.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Reminders {
    /// The calendar's default reminders apply.
    #[default]
    CalendarDefault,
    /// Exactly these (possibly none).
    Own(Vec<Reminder>),
}

impl Reminders {
    /// The reminders that apply, given the calendar's `defaults`.
    pub fn effective(&self, defaults: &[Reminder]) -> Vec<Reminder> {
        match self {
            Reminders::CalendarDefault => defaults.to_vec(),
            Reminders::Own(list) => list.clone(),
        }
    }
}
