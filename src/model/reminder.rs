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

/// A calendar's reminders for events that have none of their own: one
/// list for timed events, one for all-day events. Why two: an all-day
/// event starts at midnight, so the timed default "10 minutes before"
/// rings at 23:50 the night before; Google and Apple give all-day events
/// their own ("on the day at 9:00").
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DefaultReminders {
    /// For events with a time.
    pub timed: Vec<Reminder>,
    /// For all-day events (relative to the day's midnight).
    pub all_day: Vec<Reminder>,
}

impl DefaultReminders {
    /// The list that applies to an event starting at `start`.
    ///
    /// ```
    /// use kairos::model::{on_the_day_at, DefaultReminders, EventTime, Reminder};
    /// let ten = Reminder::Before(chrono::Duration::minutes(10));
    /// let defaults = DefaultReminders { timed: vec![ten], all_day: vec![on_the_day_at(9, 0)] };
    /// let day = EventTime::AllDay("2027-03-01".parse().unwrap());
    /// assert_eq!(defaults.for_start(&day), [Reminder::Before(chrono::Duration::hours(-9))]);
    /// ```
    pub fn for_start(&self, start: &crate::model::EventTime) -> &[Reminder] {
        self.for_all_day(start.is_all_day())
    }

    /// The list for all-day events (`all_day`), else the timed one.
    pub fn for_all_day(&self, all_day: bool) -> &[Reminder] {
        if all_day {
            &self.all_day
        } else {
            &self.timed
        }
    }
}

/// The reminder of an all-day event `days` days before it at `hour:minute`
/// (0 days: on the day): a lead before its midnight start.
pub fn days_before_at(days: i64, hour: u32, minute: u32) -> Reminder {
    let time = Duration::hours(i64::from(hour)) + Duration::minutes(i64::from(minute));
    Reminder::Before(Duration::days(days) - time)
}

/// "On the day at `hour:minute`" for an all-day event.
pub fn on_the_day_at(hour: u32, minute: u32) -> Reminder {
    days_before_at(0, hour, minute)
}

/// What new calendars remind all-day events of, unless Preferences say
/// otherwise: on the day at 9:00, as Google does.
pub fn all_day_default() -> Reminder {
    on_the_day_at(9, 0)
}
