//! A whole recurrence set: DTSTART, the rule, RDATEs, EXDATEs and overrides,
//! expanded lazily over a range.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use chrono_tz::Tz;
use std::collections::BTreeSet;

use super::{RRule, Recurrence, RuleError};
use crate::model::{
    Event, EventDuration, EventTime, Occurrence, OccurrenceTime, OverrideChange, RecurrenceId,
    ZoneCursor, ZoneTable,
};
use std::sync::Arc;

/// Margin subtracted when seeking where the zone's longest gap is not known
/// (floating times placed in the viewer's zone, times outside the zone
/// table): the largest offset change there has been (a skipped day).
pub(super) const SEEK_MARGIN_HOURS: i64 = 27;

/// An event's occurrences, ready to expand over any range.
///
/// ```
/// use chrono::{Duration, NaiveDate, TimeZone};
/// use chrono_tz::{America::New_York, UTC};
/// use kairos::model::{EventDuration, EventTime};
/// use kairos::recur::Series;
///
/// let start = EventTime::Zoned {
///     local: NaiveDate::from_ymd_opt(2024, 3, 1).unwrap().and_hms_opt(9, 0, 0).unwrap(),
///     tz: New_York.into(),
/// };
/// let series = Series::with_rule(start, EventDuration::Exact(Duration::hours(1)), "FREQ=WEEKLY;BYDAY=FR").unwrap();
/// let from = UTC.with_ymd_and_hms(2024, 3, 10, 0, 0, 0).unwrap().to_utc();
/// let to = UTC.with_ymd_and_hms(2024, 3, 24, 0, 0, 0).unwrap().to_utc();
/// let starts: Vec<String> = series.occurrences(from, to, UTC).map(|o| o.start.to_string()).collect();
/// // 09:00 stays 09:00 across the DST change on March 10.
/// assert_eq!(starts, ["2024-03-15T09:00:00-04:00", "2024-03-22T09:00:00-04:00"]);
/// ```
#[derive(Debug, Clone)]
pub struct Series {
    pub(super) start: EventTime,
    pub(super) duration: EventDuration,
    /// Boxed: a compiled rule is large, and range queries over thousands of
    /// series mostly read only the few fields that reject them.
    pub(super) recurrence: Option<Box<Recurrence>>,
    /// Extra occurrences, sorted by start.
    pub(super) rdates: Vec<(OccurrenceTime, EventDuration)>,
    pub(super) max_rdate_len: Duration,
    pub(super) exdates: BTreeSet<RecurrenceId>,
    /// `EXDATE;VALUE=DATE` on a timed series removes that whole local day.
    pub(super) exdate_days: BTreeSet<NaiveDate>,
    /// Overrides that moved (or kept) an occurrence, sorted by new start.
    pub(super) moved: Vec<Occurrence>,
    /// Ids of every overridden or cancelled occurrence.
    pub(super) overridden: BTreeSet<RecurrenceId>,
    /// The earliest start of any occurrence (DTSTART, RDATEs, moved
    /// overrides), when it does not depend on the viewer: kept up to date so
    /// that a range before it is rejected by reading one field.
    pub(super) earliest: Option<DateTime<Utc>>,
    /// The latest end of any occurrence, when the series is bounded and that
    /// does not depend on the viewer (one-off events, UNTIL in UTC).
    pub(super) latest: Option<DateTime<Utc>>,
    /// The start zone's offset table, fetched once per series.
    pub(super) zone: Option<Arc<ZoneTable>>,
    /// DTSTART resolved, and the end of that occurrence: worked out once,
    /// since a one-off event's only occurrence is asked for on every query.
    pub(super) first: OccurrenceTime,
    pub(super) first_end: OccurrenceTime,
}

/// Sort key that orders occurrence times consistently for one series.
pub(super) fn order_key(t: &OccurrenceTime) -> DateTime<Utc> {
    t.instant_in(chrono_tz::UTC)
}

impl Series {
    /// A series of a rule on a start, with no exceptions.
    pub fn with_rule(
        start: EventTime,
        duration: EventDuration,
        rrule: &str,
    ) -> Result<Series, RuleError> {
        let rule: RRule = rrule.parse()?;
        Ok(Series::from_parts(
            start,
            duration,
            Some(Recurrence::new(rule, &start)?),
        ))
    }

    /// A series from validated parts.
    pub fn from_parts(
        start: EventTime,
        duration: EventDuration,
        recurrence: Option<Recurrence>,
    ) -> Series {
        // Resolving a zoned time costs a zone lookup: once for the start,
        // once for its end.
        let first = start.resolve();
        let first_end = first.plus(duration);
        let latest = match (&recurrence, start.zone()) {
            (None, Some(_)) => Some(first_end.instant_in(chrono_tz::UTC)),
            (Some(rec), Some(_)) => rec.until_instant().map(|u| u + duration.longest()),
            (_, None) => None,
        };
        Series {
            first,
            first_end,
            start,
            duration,
            recurrence: recurrence.map(Box::new),
            rdates: Vec::new(),
            max_rdate_len: Duration::zero(),
            exdates: BTreeSet::new(),
            exdate_days: BTreeSet::new(),
            moved: Vec::new(),
            overridden: BTreeSet::new(),
            earliest: start.zone().map(|_| first.instant_in(chrono_tz::UTC)),
            latest,
            zone: match start {
                EventTime::Zoned { tz, .. } => Some(ZoneTable::of(tz)),
                _ => None,
            },
        }
    }

    /// The series of an event: its rule parsed and validated, its RDATEs,
    /// EXDATEs and overrides applied.
    pub fn new(event: &Event) -> Result<Series, RuleError> {
        let recurrence = match &event.rrule {
            Some(text) => Some(Recurrence::new(text.parse()?, &event.start)?),
            None => None,
        };
        let mut series = Series::from_parts(event.start, event.duration, recurrence);
        for rdate in &event.rdates {
            series.add_rdate(rdate.start, rdate.duration.unwrap_or(event.duration));
        }
        for exdate in &event.exdates {
            series.add_exdate(*exdate);
        }
        for o in &event.overrides {
            match o.change {
                OverrideChange::Cancelled => series.cancel(o.recurrence_id),
                OverrideChange::Moved { start, duration } => {
                    series.add_override(o.recurrence_id, start, duration)
                }
            }
        }
        Ok(series)
    }

    /// Reads a time written without this series' zone (a floating EXDATE on a
    /// zoned event) in the series' zone.
    fn in_series_zone(&self, time: EventTime) -> EventTime {
        match (time, self.start) {
            (EventTime::Floating(local), EventTime::Zoned { tz, .. }) => {
                EventTime::Zoned { local, tz }
            }
            _ => time,
        }
    }

    /// Adds an RDATE occurrence lasting `duration`.
    pub fn add_rdate(&mut self, start: EventTime, duration: EventDuration) {
        let start = self.in_series_zone(start).resolve();
        let pos = self
            .rdates
            .partition_point(|(s, _)| order_key(s) <= order_key(&start));
        self.rdates.insert(pos, (start, duration));
        self.note_span(&start, &start.plus(duration));
        self.max_rdate_len = self.max_rdate_len.max(duration.longest());
    }

    /// Removes the occurrence originally at `time` (EXDATE). A date on a timed
    /// series removes every occurrence on that local day.
    pub fn add_exdate(&mut self, time: EventTime) {
        match (time, self.start.is_all_day()) {
            (EventTime::AllDay(day), false) => {
                self.exdate_days.insert(day);
            }
            _ => {
                let id = RecurrenceId::from_event_time(&self.in_series_zone(time));
                self.exdates.insert(id);
            }
        }
    }

    /// Cancels one occurrence.
    pub fn cancel(&mut self, id: RecurrenceId) {
        self.overridden.insert(id);
    }

    /// Moves one occurrence to a new start and duration.
    pub fn add_override(&mut self, id: RecurrenceId, start: EventTime, duration: EventDuration) {
        self.overridden.insert(id);
        let start = start.resolve();
        let occurrence = Occurrence {
            override_of: Some(id),
            start,
            end: start.plus(duration),
        };
        let pos = self
            .moved
            .partition_point(|o| order_key(&o.start) <= order_key(&start));
        self.moved.insert(pos, occurrence);
        self.note_span(&occurrence.start, &occurrence.end);
    }

    /// The start as written.
    pub fn start(&self) -> &EventTime {
        &self.start
    }

    /// The validated rule, if the event repeats.
    pub fn recurrence(&self) -> Option<&Recurrence> {
        self.recurrence.as_deref()
    }

    /// The earliest instant any occurrence can start for a viewer in `viewer`.
    pub(super) fn earliest_start(&self, viewer: Tz) -> DateTime<Utc> {
        if let Some(t) = self.earliest {
            return t;
        }
        let first = self.start.resolve().instant_in(viewer);
        let rdate = self.rdates.first().map(|(s, _)| s.instant_in(viewer));
        let moved = self.moved.first().map(|o| o.start.instant_in(viewer));
        [rdate, moved]
            .into_iter()
            .flatten()
            .fold(first, DateTime::min)
    }

    /// Keeps `earliest` and `latest` right after an RDATE or override was
    /// added from `start` to `end`.
    fn note_span(&mut self, start: &OccurrenceTime, end: &OccurrenceTime) {
        self.earliest = match (self.earliest, start) {
            (Some(e), OccurrenceTime::Zoned(z)) => Some(e.min(z.instant())),
            // A floating or all-day time depends on the viewer.
            _ => None,
        };
        self.latest = match (self.latest, end) {
            (Some(l), OccurrenceTime::Zoned(z)) => Some(l.max(z.instant())),
            _ => None,
        };
    }

    /// Whether the rule or RDATE occurrence at `start` is removed (EXDATE) or
    /// replaced (override). Its id is worked out only when there is
    /// something to look it up in.
    pub(super) fn excluded(&self, start: &OccurrenceTime) -> bool {
        if self.exdates.is_empty() && self.overridden.is_empty() && self.exdate_days.is_empty() {
            return false;
        }
        let id = RecurrenceId::of(start);
        self.exdates.contains(&id)
            || self.overridden.contains(&id)
            || (!self.exdate_days.is_empty()
                && self.exdate_days.contains(&start.wall_clock().date()))
    }

    /// The wall-clock time (seconds, as `NaiveDateTime::and_utc().timestamp()`)
    /// to start expanding at for a range from `from`:
    /// `from` in the series' wall clock, less `lead` (the duration, when
    /// occurrences still running at `from` count), less the longest DST gap
    /// (a candidate in a gap moves forward by up to that much).
    pub(super) fn wall_target(
        &self,
        from: DateTime<Utc>,
        viewer: Tz,
        cursor: Option<&mut ZoneCursor<'_>>,
        lead: Duration,
    ) -> i64 {
        let utc = from.timestamp();
        let (offset, margin) = match (self.start, cursor) {
            (EventTime::Zoned { tz, .. }, Some(c)) => match c.offset_at_utc(utc) {
                Some(offset) => (offset, c.table().max_gap()),
                None => (offset_of(from, tz), Duration::hours(SEEK_MARGIN_HOURS)),
            },
            (EventTime::Zoned { tz, .. }, None) => {
                (offset_of(from, tz), Duration::hours(SEEK_MARGIN_HOURS))
            }
            (EventTime::Utc(_), _) => (0, Duration::zero()),
            (EventTime::Floating(_) | EventTime::AllDay(_), _) => {
                (offset_of(from, viewer), Duration::hours(SEEK_MARGIN_HOURS))
            }
        };
        utc + offset - (lead + margin).num_seconds() - 1
    }
}

/// Seconds east of UTC in `tz` at `at`.
fn offset_of(at: DateTime<Utc>, tz: impl Into<crate::model::Zone>) -> i64 {
    use chrono::Offset;
    let tz: crate::model::Zone = tz.into();
    i64::from(at.with_timezone(&tz).offset().fix().local_minus_utc())
}
