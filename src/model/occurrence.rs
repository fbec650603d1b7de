//! One concrete happening of an event, and the id that names it.

use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use chrono_tz::Tz;
use std::fmt;

use super::{EventTime, OccurrenceTime};

/// Names one occurrence of a series: its ORIGINAL start, before any override
/// moved it. Exdates, overrides and reminder deliveries key on it.
///
/// Zoned and UTC starts are kept as instants, so `TZID=Europe/Berlin:…T100000`
/// and `…T090000Z` name the same occurrence: ids match as instants, never as
/// strings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RecurrenceId {
    /// The original start instant of a zoned or UTC occurrence.
    Instant(DateTime<Utc>),
    /// The original wall-clock start of a floating occurrence.
    Floating(NaiveDateTime),
    /// The original date of an all-day occurrence.
    Date(NaiveDate),
}

impl RecurrenceId {
    /// The id of the occurrence that starts at `start` (as originally
    /// scheduled).
    pub fn of(start: &OccurrenceTime) -> RecurrenceId {
        match *start {
            OccurrenceTime::Zoned(t) => RecurrenceId::Instant(t.instant()),
            OccurrenceTime::Floating(t) => RecurrenceId::Floating(t),
            OccurrenceTime::Date(d) => RecurrenceId::Date(d),
        }
    }

    /// The id for an event time written in a file or by a user (zoned times
    /// resolved by the DST policy).
    pub fn from_event_time(time: &EventTime) -> RecurrenceId {
        RecurrenceId::of(&time.resolve())
    }

    /// This id written like `series_start` (the same zone or kind): the
    /// original start of the occurrence it names.
    pub fn to_event_time(self, series_start: &EventTime) -> EventTime {
        match (self, *series_start) {
            (RecurrenceId::Instant(t), EventTime::Zoned { tz, .. }) => EventTime::Zoned {
                local: t.with_timezone(&tz).naive_local(),
                tz,
            },
            (RecurrenceId::Instant(t), EventTime::Utc(_)) => EventTime::Utc(t),
            (RecurrenceId::Instant(t), _) => EventTime::Floating(t.naive_utc()),
            (RecurrenceId::Floating(w), EventTime::Zoned { tz, .. }) => {
                EventTime::Zoned { local: w, tz }
            }
            (RecurrenceId::Floating(w), _) => EventTime::Floating(w),
            (RecurrenceId::Date(d), _) => EventTime::AllDay(d),
        }
    }

    /// Where this id falls on the timeline for a viewer in `viewer`.
    pub fn instant_in(&self, viewer: Tz) -> DateTime<Utc> {
        match *self {
            RecurrenceId::Instant(t) => t,
            RecurrenceId::Floating(t) => OccurrenceTime::Floating(t).instant_in(viewer),
            RecurrenceId::Date(d) => OccurrenceTime::Date(d).instant_in(viewer),
        }
    }
}

impl fmt::Display for RecurrenceId {
    /// `2026-11-23T08:00:00Z`, `2026-11-23T09:00:00` (floating) or `2026-11-23`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecurrenceId::Instant(t) => write!(f, "{}", t.format("%Y-%m-%dT%H:%M:%SZ")),
            RecurrenceId::Floating(t) => write!(f, "{}", t.format("%Y-%m-%dT%H:%M:%S")),
            RecurrenceId::Date(d) => write!(f, "{}", d.format("%Y-%m-%d")),
        }
    }
}

impl std::str::FromStr for RecurrenceId {
    type Err = String;

    /// Reads what [`fmt::Display`] writes: `2026-11-23T08:00:00Z` (an
    /// instant), `2026-11-23T09:00:00` (floating) or `2026-11-23` (a date).
    fn from_str(text: &str) -> Result<RecurrenceId, String> {
        let expected = || {
            format!(
                "{text:?}: expected a recurrence id like 2026-11-23T08:00:00Z, 2026-11-23T09:00:00 or 2026-11-23"
            )
        };
        if let Some(utc) = text.strip_suffix('Z') {
            return NaiveDateTime::parse_from_str(utc, "%Y-%m-%dT%H:%M:%S")
                .map(|t| RecurrenceId::Instant(t.and_utc()))
                .map_err(|_| expected());
        }
        if text.contains('T') {
            return NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S")
                .map(RecurrenceId::Floating)
                .map_err(|_| expected());
        }
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .map(RecurrenceId::Date)
            .map_err(|_| expected())
    }
}

/// One occurrence of an event, with its own start and end.
///
/// Its [`RecurrenceId`] is its start unless an override replaced it, so the
/// id is kept only for overrides and derived otherwise.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Occurrence {
    /// When it starts (after any override).
    pub start: OccurrenceTime,
    /// When it ends: this occurrence's own start plus the duration.
    pub end: OccurrenceTime,
    /// For an occurrence an override replaced: the original occurrence's id.
    pub override_of: Option<RecurrenceId>,
}

impl Occurrence {
    /// Which occurrence of the series this is: its original start.
    pub fn recurrence_id(&self) -> RecurrenceId {
        self.override_of
            .unwrap_or_else(|| RecurrenceId::of(&self.start))
    }

    /// Whether an override changed it.
    pub fn is_overridden(&self) -> bool {
        self.override_of.is_some()
    }

    /// Whether it overlaps the half-open range `[from, to)` for a viewer in
    /// `viewer`; a zero-length occurrence is in the range when `from <= start < to`.
    pub fn overlaps(&self, from: DateTime<Utc>, to: DateTime<Utc>, viewer: Tz) -> bool {
        let start = self.start.instant_in(viewer);
        let end = self.end.instant_in(viewer);
        if start == end {
            from <= start && start < to
        } else {
            start < to && end > from
        }
    }
}
