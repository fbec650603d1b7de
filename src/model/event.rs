//! An event as stored and edited: plain data, no behaviour beyond small
//! accessors. Its recurrence rule is kept as text here; `recur` parses and
//! validates it before anything is expanded.

use chrono::Duration;

use super::{EventTime, Meeting, RecurrenceId, Reminders};

/// The longest span Kairos keeps, as a number of days (about 1,000 years):
/// an event's length, a reminder's distance from it. Nothing real lasts
/// longer; anything within it, added to any date Kairos reads (years 1 to
/// 9999), stays inside the range time arithmetic can represent, so no sum
/// of a time and a length can overflow. Longer values from a file, a server
/// or the command line are refused where they are read, with a message.
pub const LONGEST_DAYS: i64 = 366_000;

/// [`LONGEST_DAYS`] as a duration.
pub fn longest() -> Duration {
    Duration::days(LONGEST_DAYS)
}

/// How long each occurrence lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventDuration {
    /// Exact elapsed time, for timed events (a 1-hour meeting lasts 3600 s even
    /// on the night the clocks change).
    Exact(Duration),
    /// Whole calendar days (nominal: a day is a date, not 86 400 s): the
    /// length of every all-day event, and of a timed event given as
    /// `DURATION:P1D`, which ends at the same wall-clock time a day later —
    /// 23 or 25 hours across a DST change (RFC 5545 §3.3.6).
    Days(u32),
}

impl EventDuration {
    /// Whether it is within [`LONGEST_DAYS`] (either way).
    pub fn within_limits(self) -> bool {
        match self {
            EventDuration::Exact(d) => d.num_days().abs() <= LONGEST_DAYS,
            EventDuration::Days(n) => i64::from(n) <= LONGEST_DAYS,
        }
    }

    /// The exact length; whole days count as 24 h each.
    pub fn exact(self) -> Duration {
        match self {
            EventDuration::Exact(d) => d,
            EventDuration::Days(n) => Duration::days(i64::from(n)),
        }
    }

    /// At least as long as this duration ever lasts: whole days may last up
    /// to 3 hours more each than 24 h across zone changes (no zone has
    /// moved its clocks by more). Bounds searches for occurrences that
    /// began before a range and still overlap it.
    pub fn longest(self) -> Duration {
        match self {
            EventDuration::Exact(d) => d,
            EventDuration::Days(n) => Duration::days(i64::from(n)) + Duration::hours(3),
        }
    }

    /// The length in whole days, rounding a timed duration up (a 25-hour event
    /// touches two dates).
    pub fn whole_days(self) -> u32 {
        match self {
            EventDuration::Days(n) => n,
            EventDuration::Exact(d) => {
                let secs = d.num_seconds().max(0);
                u32::try_from((secs + 86_399) / 86_400).unwrap_or(u32::MAX)
            }
        }
    }
}

/// An extra occurrence given by RDATE: a start, and for `PERIOD` values an
/// end of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct RecurrenceDate {
    /// When the extra occurrence starts, in the same kind of time as DTSTART.
    pub start: EventTime,
    /// For an RDATE PERIOD: how long this one lasts instead of the event's
    /// duration.
    pub duration: Option<EventDuration>,
}

/// What an override does to the occurrence it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OverrideChange {
    /// The occurrence does not happen (`STATUS:CANCELLED`, or deleted "only
    /// this event").
    Cancelled,
    /// The occurrence happens at another time (possibly the same one, with
    /// other fields changed elsewhere).
    Moved {
        start: EventTime,
        duration: EventDuration,
    },
}

/// One occurrence of a series changed on its own (RECURRENCE-ID).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Override {
    /// Which occurrence: its original start.
    pub recurrence_id: RecurrenceId,
    /// Cancelled, or where it went.
    pub change: OverrideChange,
    /// Fields that differ from the series for this occurrence only.
    pub details: OverrideDetails,
}

/// The text fields an override may change; `None` keeps the series' value.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OverrideDetails {
    /// Another title for this occurrence.
    pub summary: Option<String>,
    /// Other notes for this occurrence.
    pub description: Option<String>,
    /// Another place for this occurrence.
    pub location: Option<String>,
    /// This occurrence's organiser and attendees, when they differ from
    /// the series' — an attendee who answered for this one occurrence;
    /// `None`: the series'.
    pub meeting: Option<Meeting>,
}

impl OverrideDetails {
    /// Whether nothing is changed.
    pub fn is_empty(&self) -> bool {
        self.summary.is_none()
            && self.description.is_none()
            && self.location.is_none()
            && self.meeting.is_none()
    }
}

/// Whether an event is confirmed (iCalendar STATUS).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventStatus {
    Tentative,
    Confirmed,
    Cancelled,
}

impl EventStatus {
    /// The iCalendar keyword.
    pub fn as_str(self) -> &'static str {
        match self {
            EventStatus::Tentative => "TENTATIVE",
            EventStatus::Confirmed => "CONFIRMED",
            EventStatus::Cancelled => "CANCELLED",
        }
    }

    /// From the iCalendar keyword (any case).
    pub fn parse(text: &str) -> Option<EventStatus> {
        match text.trim().to_ascii_uppercase().as_str() {
            "TENTATIVE" => Some(EventStatus::Tentative),
            "CONFIRMED" => Some(EventStatus::Confirmed),
            "CANCELLED" => Some(EventStatus::Cancelled),
            _ => None,
        }
    }
}

/// Whether an event's time shows as busy (iCalendar TRANSP).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Transparency {
    /// Busy (the default).
    #[default]
    Opaque,
    /// Free: the event does not block time.
    Transparent,
}

/// A calendar event: one-off, or the master of a recurring series.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// Globally unique id (iCalendar UID).
    pub uid: String,
    /// The title.
    pub summary: String,
    /// Free-form notes.
    pub description: Option<String>,
    /// Where it happens.
    pub location: Option<String>,
    /// When the first occurrence starts.
    pub start: EventTime,
    /// How long each occurrence lasts.
    pub duration: EventDuration,
    /// The RRULE value, unparsed (`FREQ=WEEKLY;BYDAY=TU`).
    pub rrule: Option<String>,
    /// Extra occurrences (RDATE).
    pub rdates: Vec<RecurrenceDate>,
    /// Removed occurrences (EXDATE), as original starts.
    pub exdates: Vec<EventTime>,
    /// Occurrences changed or cancelled on their own.
    pub overrides: Vec<Override>,
    /// When the user is reminded.
    pub reminders: Reminders,
    /// Reminders due at or before this instant were acknowledged (RFC 9074
    /// `ACKNOWLEDGED`), here or on another device: none of them is shown,
    /// and one showing is withdrawn. One instant for all the event's alarms
    /// and occurrences, as the RFC reads for a recurring event.
    pub acknowledged: Option<chrono::DateTime<chrono::Utc>>,
    /// A reminder snoozed (on any device) until a later time.
    pub snooze: Option<crate::model::Snooze>,
    /// CATEGORIES, in order.
    pub categories: Vec<String>,
    /// STATUS: confirmed, tentative or cancelled.
    pub status: Option<EventStatus>,
    /// TRANSP: whether the time shows as busy.
    pub transparency: Transparency,
    /// URL.
    pub url: Option<String>,
    /// ORGANIZER and ATTENDEE: who organises it and who is invited (empty:
    /// not a meeting).
    pub meeting: Meeting,
    /// iCalendar properties Kairos does not interpret, as unfolded content
    /// lines (`X-FOO;PARAM=1:value`), kept so that export gives them back.
    /// A participant line that names no calendar user address, or a second
    /// ORGANIZER, stays here as written.
    pub extra_properties: Vec<String>,
}

impl Event {
    /// A one-off event with nothing but a title and a time.
    pub fn new(
        uid: impl Into<String>,
        summary: impl Into<String>,
        start: EventTime,
        duration: EventDuration,
    ) -> Event {
        Event {
            uid: uid.into(),
            summary: summary.into(),
            description: None,
            location: None,
            start,
            duration,
            rrule: None,
            rdates: Vec::new(),
            exdates: Vec::new(),
            overrides: Vec::new(),
            reminders: Reminders::CalendarDefault,
            acknowledged: None,
            snooze: None,
            categories: Vec::new(),
            status: None,
            transparency: Transparency::Opaque,
            url: None,
            meeting: Meeting::default(),
            extra_properties: Vec::new(),
        }
    }

    /// Where occurrence `id` is now and how long it lasts: its override's
    /// time if one moved it, else its original start and the event's
    /// duration.
    pub fn occurrence_time(&self, id: RecurrenceId) -> (EventTime, EventDuration) {
        self.overrides
            .iter()
            .find_map(|o| match o.change {
                OverrideChange::Moved { start, duration } if o.recurrence_id == id => {
                    Some((start, duration))
                }
                _ => None,
            })
            .unwrap_or((id.to_event_time(&self.start), self.duration))
    }

    /// Whether it has more than one occurrence (a rule or extra dates).
    pub fn is_recurring(&self) -> bool {
        self.rrule.is_some() || !self.rdates.is_empty()
    }
}
