//! The four ways an event's start can be written down, and the resolved times
//! an occurrence carries.
//!
//! Recurrence happens on wall-clock time in the start's own zone (a 09:00
//! weekly meeting stays at 09:00 across DST); only then is each occurrence
//! resolved to an instant. Floating times and all-day dates have no zone of
//! their own: they are placed on the timeline in the *viewer's* zone, which is
//! why every conversion to an instant here takes one.

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};
use chrono_tz::Tz;
use std::fmt;

use super::zone::{local_to_utc, resolve_local};
use super::{Zone, ZonedTime};

/// When an event starts, as the user (or the .ics file) wrote it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EventTime {
    /// A wall-clock time in a zone (`DTSTART;TZID=Europe/Paris:…`): an IANA
    /// zone, or one the file defined.
    Zoned { local: NaiveDateTime, tz: Zone },
    /// A UTC instant (`DTSTART:…Z`).
    Utc(DateTime<Utc>),
    /// A wall-clock time with no zone: the same clock time wherever the user is.
    Floating(NaiveDateTime),
    /// A whole day (`DTSTART;VALUE=DATE:…`).
    AllDay(NaiveDate),
}

impl EventTime {
    /// The wall-clock time recurrence is computed on: local time for zoned and
    /// floating starts, UTC for UTC starts, midnight for all-day dates.
    pub fn wall_clock(&self) -> NaiveDateTime {
        match *self {
            EventTime::Zoned { local, .. } | EventTime::Floating(local) => local,
            EventTime::Utc(t) => t.naive_utc(),
            EventTime::AllDay(d) => d.and_time(NaiveTime::MIN),
        }
    }

    /// The zone the wall clock runs in, or `None` for floating and all-day
    /// times, which follow the viewer.
    pub fn zone(&self) -> Option<Zone> {
        match *self {
            EventTime::Zoned { tz, .. } => Some(tz),
            EventTime::Utc(_) => Some(Zone::UTC),
            EventTime::Floating(_) | EventTime::AllDay(_) => None,
        }
    }

    /// This time, a RECURRENCE-ID, written as the same kind as the series
    /// start `series_start`, as libical and ical.js read it: Google Calendar
    /// writes date-time RECURRENCE-IDs for all-day series (and the reverse),
    /// naming the occurrence on that day. A date-time names the day its
    /// wall clock is on; a date names the occurrence at the series' time of
    /// day on it.
    pub fn named_like(self, series_start: &EventTime) -> EventTime {
        match (self, *series_start) {
            (EventTime::AllDay(_), EventTime::AllDay(_)) => self,
            (_, EventTime::AllDay(_)) => EventTime::AllDay(self.wall_clock().date()),
            (EventTime::AllDay(day), EventTime::Zoned { local, tz }) => EventTime::Zoned {
                local: day.and_time(local.time()),
                tz,
            },
            (EventTime::AllDay(day), EventTime::Floating(local)) => {
                EventTime::Floating(day.and_time(local.time()))
            }
            (EventTime::AllDay(day), EventTime::Utc(t)) => {
                EventTime::Utc(day.and_time(t.time()).and_utc())
            }
            _ => self,
        }
    }

    /// Whether this is an all-day date.
    pub fn is_all_day(&self) -> bool {
        matches!(self, EventTime::AllDay(_))
    }

    /// The same kind of time at another wall-clock moment (dates keep only the
    /// date part). Used to turn recurrence candidates back into times.
    pub fn with_wall_clock(&self, wall: NaiveDateTime) -> OccurrenceTime {
        match *self {
            EventTime::Zoned { tz, .. } => {
                OccurrenceTime::Zoned(ZonedTime::new(resolve_local(tz, wall).instant()))
            }
            EventTime::Utc(_) => {
                OccurrenceTime::Zoned(ZonedTime::new(Tz::UTC.from_utc_datetime(&wall)))
            }
            EventTime::Floating(_) => OccurrenceTime::Floating(wall),
            EventTime::AllDay(_) => OccurrenceTime::Date(wall.date()),
        }
    }

    /// This start as an occurrence time (zoned times resolved by the DST policy).
    pub fn resolve(&self) -> OccurrenceTime {
        self.with_wall_clock(self.wall_clock())
    }
}

/// A point on an occurrence: resolved to an instant where the event has a zone,
/// kept as wall-clock time or a date where it floats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OccurrenceTime {
    /// An instant, shown in the zone it was written in (UTC for UTC times).
    Zoned(ZonedTime),
    /// A floating wall-clock time.
    Floating(NaiveDateTime),
    /// A date (all-day events).
    Date(NaiveDate),
}

impl OccurrenceTime {
    /// Where this time falls on the timeline for a viewer in `viewer`.
    /// Floating times and dates are read as wall-clock time in `viewer` with
    /// the DST policy of [`resolve_local`]; a date means its midnight.
    pub fn instant_in(&self, viewer: Tz) -> DateTime<Utc> {
        match *self {
            OccurrenceTime::Zoned(t) => t.instant(),
            OccurrenceTime::Floating(local) => local_to_utc(viewer, local),
            OccurrenceTime::Date(d) => local_to_utc(viewer, d.and_time(NaiveTime::MIN)),
        }
    }

    /// The wall-clock time in the time's own zone (or floating/midnight).
    pub fn wall_clock(&self) -> NaiveDateTime {
        match *self {
            OccurrenceTime::Zoned(t) => t.local(),
            OccurrenceTime::Floating(local) => local,
            OccurrenceTime::Date(d) => d.and_time(NaiveTime::MIN),
        }
    }

    /// Adds an event's duration: exact time as elapsed time, whole days as
    /// calendar days (the same wall-clock time that many days later, in the
    /// time's own zone, resolved by the DST policy).
    pub fn plus(&self, duration: super::EventDuration) -> OccurrenceTime {
        use super::EventDuration::{Days, Exact};
        match (*self, duration) {
            (OccurrenceTime::Date(d), dur) => {
                OccurrenceTime::Date(d + Duration::days(i64::from(dur.whole_days())))
            }
            (OccurrenceTime::Zoned(t), Exact(d)) => {
                OccurrenceTime::Zoned(ZonedTime::new(t.to_datetime() + d))
            }
            (OccurrenceTime::Zoned(t), Days(n)) => {
                let wall = t.local() + Duration::days(i64::from(n));
                OccurrenceTime::Zoned(ZonedTime::new(resolve_local(t.timezone(), wall).instant()))
            }
            (OccurrenceTime::Floating(t), dur) => OccurrenceTime::Floating(t + dur.exact()),
        }
    }

    /// Whether both name the same moment: the same instant for zoned
    /// times, the same wall-clock time or date otherwise.
    pub fn same_moment(&self, other: &OccurrenceTime) -> bool {
        match (self, other) {
            (OccurrenceTime::Zoned(a), OccurrenceTime::Zoned(b)) => a.same_instant(b),
            (a, b) => a == b,
        }
    }
}

impl fmt::Display for OccurrenceTime {
    /// RFC 3339 with offset for instants, `YYYY-MM-DDTHH:MM:SS` for floating
    /// times, `YYYY-MM-DD` for dates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OccurrenceTime::Zoned(t) => write!(f, "{t}"),
            OccurrenceTime::Floating(t) => write!(f, "{}", t.format("%Y-%m-%dT%H:%M:%S")),
            OccurrenceTime::Date(d) => write!(f, "{}", d.format("%Y-%m-%d")),
        }
    }
}
