//! A whole recurrence set: DTSTART, the rule, RDATEs, EXDATEs and overrides,
//! expanded lazily over a range.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use chrono_tz::Tz;
use std::collections::BTreeSet;

use super::expand::{Exhaustion, WallClock};
use super::instants::{Instance, Instances};
use super::{RRule, Recurrence, RuleError};
use crate::model::{
    Event, EventDuration, EventTime, Occurrence, OccurrenceTime, OverrideChange, RecurrenceId,
    ZoneCursor, ZoneTable,
};
use std::sync::Arc;

/// Margin subtracted when seeking where the zone's longest gap is not known
/// (floating times placed in the viewer's zone, times outside the zone
/// table): the largest offset change there has been (a skipped day).
const SEEK_MARGIN_HOURS: i64 = 27;

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
///     tz: New_York,
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
    start: EventTime,
    duration: EventDuration,
    /// Boxed: a compiled rule is large, and range queries over thousands of
    /// series mostly read only the few fields that reject them.
    recurrence: Option<Box<Recurrence>>,
    /// Extra occurrences, sorted by start.
    rdates: Vec<(OccurrenceTime, EventDuration)>,
    max_rdate_len: Duration,
    exdates: BTreeSet<RecurrenceId>,
    /// `EXDATE;VALUE=DATE` on a timed series removes that whole local day.
    exdate_days: BTreeSet<NaiveDate>,
    /// Overrides that moved (or kept) an occurrence, sorted by new start.
    moved: Vec<Occurrence>,
    /// Ids of every overridden or cancelled occurrence.
    overridden: BTreeSet<RecurrenceId>,
    /// The earliest start of any occurrence (DTSTART, RDATEs, moved
    /// overrides), when it does not depend on the viewer: kept up to date so
    /// that a range before it is rejected by reading one field.
    earliest: Option<DateTime<Utc>>,
    /// The latest end of any occurrence, when the series is bounded and that
    /// does not depend on the viewer (one-off events, UNTIL in UTC).
    latest: Option<DateTime<Utc>>,
    /// The start zone's offset table, fetched once per series.
    zone: Option<Arc<ZoneTable>>,
}

/// Sort key that orders occurrence times consistently for one series.
fn order_key(t: &OccurrenceTime) -> DateTime<Utc> {
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
        let latest = match (&recurrence, start.zone()) {
            (None, Some(_)) => Some(start.resolve().plus(duration).instant_in(chrono_tz::UTC)),
            (Some(rec), Some(_)) => rec.until_instant().map(|u| u + duration.exact()),
            (_, None) => None,
        };
        Series {
            start,
            duration,
            recurrence: recurrence.map(Box::new),
            rdates: Vec::new(),
            max_rdate_len: Duration::zero(),
            exdates: BTreeSet::new(),
            exdate_days: BTreeSet::new(),
            moved: Vec::new(),
            overridden: BTreeSet::new(),
            earliest: start
                .zone()
                .map(|_| start.resolve().instant_in(chrono_tz::UTC)),
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
        self.max_rdate_len = self.max_rdate_len.max(duration.exact());
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
    fn earliest_start(&self, viewer: Tz) -> DateTime<Utc> {
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
    fn excluded(&self, start: &OccurrenceTime) -> bool {
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
    fn wall_target(
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

    /// Occurrences overlapping `[from, to)`, in start order, for a viewer in
    /// `viewer` (which places floating and all-day occurrences). Expansion
    /// starts at the period containing `from`: its cost does not depend on
    /// how long ago the series began (rules with COUNT excepted).
    pub fn occurrences(
        &self,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
        viewer: Tz,
    ) -> Occurrences<'_> {
        Occurrences::new(self, Some(from), Some(to), viewer, Window::Overlap)
    }

    /// Occurrences that START in `[from, to)`, in start order: what an
    /// agenda of new items or a reminder scheduler wants, where
    /// [`Series::occurrences`] also returns those still running at `from`.
    pub fn starting_in(
        &self,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
        viewer: Tz,
    ) -> Occurrences<'_> {
        Occurrences::new(self, Some(from), Some(to), viewer, Window::Starts)
    }

    /// Every occurrence from the first, in start order (unbounded rules never
    /// end: take what you need).
    pub fn iter(&self, viewer: Tz) -> Occurrences<'_> {
        Occurrences::new(self, None, None, viewer, Window::Overlap)
    }

    /// The first occurrence starting strictly after `instant`, for the
    /// reminder scheduler: about one period of work.
    pub fn next_after(&self, instant: DateTime<Utc>, viewer: Tz) -> Option<Occurrence> {
        Occurrences::new(self, Some(instant), None, viewer, Window::Starts)
            .find(|o| o.start.instant_in(viewer) > instant)
    }
}

/// Seconds east of UTC in `tz` at `at`.
fn offset_of(at: DateTime<Utc>, tz: Tz) -> i64 {
    use chrono::Offset;
    i64::from(at.with_timezone(&tz).offset().fix().local_minus_utc())
}

/// Which occurrences a range selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Window {
    /// Those overlapping `[from, to)` (a zero-length one when it starts there).
    Overlap,
    /// Those starting in `[from, to)`.
    Starts,
}

/// A range in whole seconds, so that rule instances (whole seconds) are
/// tested against it before any time is built: an instance starts before `to`
/// when its seconds are below `to_ceil`, ends after `from` when above
/// `from_floor`, and starts at or after `from` when at or above `from_ceil`.
#[derive(Debug, Clone, Copy)]
struct SecsWindow {
    from_floor: i64,
    from_ceil: i64,
    to_ceil: i64,
}

fn ceil_secs(t: DateTime<Utc>) -> i64 {
    t.timestamp() + i64::from(t.timestamp_subsec_nanos() > 0)
}

/// A duration as whole seconds, if it is one.
fn whole_secs(duration: EventDuration) -> Option<i64> {
    let exact = duration.exact();
    (exact.subsec_nanos() == 0).then(|| exact.num_seconds())
}

/// Lazy iterator over a series' occurrences in a range, in start order.
#[derive(Debug, Clone)]
pub struct Occurrences<'a> {
    series: &'a Series,
    viewer: Tz,
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
    rule: Option<Instances<'a>>,
    /// DTSTART of a series without a rule, until produced.
    single: Option<OccurrenceTime>,
    rule_peek: Option<Instance>,
    rdate_pos: usize,
    moved_pos: usize,
    /// The last rule or RDATE start produced: the other source may have
    /// the same one.
    last_base: Option<OccurrenceTime>,
    /// For zoned and UTC starts (whose instances are UTC seconds) lasting
    /// whole seconds: the window and the duration in seconds.
    fast: Option<(SecsWindow, i64)>,
    window: Window,
}

impl<'a> Occurrences<'a> {
    fn new(
        series: &'a Series,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
        viewer: Tz,
        window: Window,
    ) -> Occurrences<'a> {
        // Nothing of the series starts before its first start, an RDATE or a
        // moved override: a range ending before all three is empty without
        // expanding anything.
        if let Some(to) = to {
            if series.earliest_start(viewer) >= to {
                return Occurrences::empty(series, viewer, window);
            }
        }
        // Likewise a range starting after everything has ended.
        if let (Some(from), Some(latest)) = (from, series.latest) {
            if latest < from {
                return Occurrences::empty(series, viewer, window);
            }
        }
        let (rule, single) = match &series.recurrence {
            Some(rec) => {
                let mut zone = series.zone.as_deref().map(ZoneCursor::new);
                let wall = match from {
                    Some(f) => {
                        // Starting earlier than `from` matters only for overlap.
                        let lead = match window {
                            Window::Overlap => series.duration.exact(),
                            Window::Starts => Duration::zero(),
                        };
                        let target = series.wall_target(f, viewer, zone.as_mut(), lead);
                        WallClock::seek(rec, target)
                    }
                    None => WallClock::new(rec),
                };
                let instances = Instances::new(wall, series.start, zone, rec.until, rec.count());
                (Some(instances), None)
            }
            None => (None, Some(series.start.resolve())),
        };
        let rdate_pos = match from {
            Some(f) => {
                let bound = f - series.max_rdate_len - Duration::hours(SEEK_MARGIN_HOURS);
                series.rdates.partition_point(|(s, _)| order_key(s) < bound)
            }
            None => 0,
        };
        let utc_instances = matches!(series.start, EventTime::Zoned { .. } | EventTime::Utc(_));
        let fast = whole_secs(series.duration)
            .filter(|_| utc_instances && rule.is_some())
            .map(|dur| {
                let window = SecsWindow {
                    from_floor: from.map_or(i64::MIN, |f| f.timestamp()),
                    from_ceil: from.map_or(i64::MIN, ceil_secs),
                    to_ceil: to.map_or(i64::MAX, ceil_secs),
                };
                (window, dur)
            });
        Occurrences {
            series,
            viewer,
            from,
            to,
            rule,
            single,
            rule_peek: None,
            rdate_pos,
            moved_pos: 0,
            last_base: None,
            fast,
            window,
        }
    }

    fn empty(series: &'a Series, viewer: Tz, window: Window) -> Occurrences<'a> {
        Occurrences {
            series,
            viewer,
            from: None,
            to: None,
            rule: None,
            single: None,
            rule_peek: None,
            rdate_pos: series.rdates.len(),
            moved_pos: series.moved.len(),
            last_base: None,
            fast: None,
            window,
        }
    }

    /// Why the rule stopped producing, once it has: COUNT, UNTIL, or
    /// [`Exhaustion::NeverAgain`] for a rule that can never match again.
    pub fn rule_exhaustion(&self) -> Option<Exhaustion> {
        self.rule.as_ref().and_then(|r| r.exhaustion())
    }

    fn take_instance(&mut self) -> Option<Instance> {
        self.rule_peek
            .take()
            .or_else(|| self.rule.as_mut().and_then(Iterator::next))
    }

    /// The next start from the rule (or the lone DTSTART), without taking it.
    fn peek_base(&mut self) -> Option<(OccurrenceTime, Option<Instance>)> {
        let Some(rule) = &mut self.rule else {
            return self.single.map(|t| (t, None));
        };
        if self.rule_peek.is_none() {
            self.rule_peek = rule.next();
        }
        let instance = self.rule_peek?;
        rule.time_of(instance).map(|t| (t, Some(instance)))
    }

    fn take_base(&mut self) {
        self.rule_peek = None;
        self.single = None;
    }

    fn instant(&self, t: &OccurrenceTime) -> DateTime<Utc> {
        t.instant_in(self.viewer)
    }

    /// The next occurrence in start order from any source, unfiltered by range.
    fn next_merged(&mut self) -> Option<Occurrence> {
        loop {
            let base = self.peek_base();
            let rdate = self.series.rdates.get(self.rdate_pos).copied();
            let moved = self.series.moved.get(self.moved_pos).copied();
            let base_key = base.map(|(t, _)| self.instant(&t));
            let rdate_key = rdate.map(|(t, _)| self.instant(&t));
            let moved_key = moved.map(|o| self.instant(&o.start));
            let best = [base_key, rdate_key, moved_key]
                .into_iter()
                .flatten()
                .min()?;
            if moved_key == Some(best) {
                self.moved_pos += 1;
                return moved;
            }
            let occurrence = match base {
                Some((start, instance)) if base_key == Some(best) => {
                    self.take_base();
                    self.base_occurrence(start, self.series.duration, instance)
                }
                _ => {
                    self.rdate_pos += 1;
                    let (start, duration) = rdate?;
                    self.base_occurrence(start, duration, None)
                }
            };
            if occurrence.is_some() {
                return occurrence;
            }
        }
    }

    /// The occurrence of the rule or an RDATE at `start`, unless it is
    /// excluded or was just produced by the other source.
    fn base_occurrence(
        &mut self,
        start: OccurrenceTime,
        duration: EventDuration,
        instance: Option<Instance>,
    ) -> Option<Occurrence> {
        if self.last_base.is_some_and(|last| last.same_moment(&start))
            || self.series.excluded(&start)
        {
            return None;
        }
        self.last_base = Some(start);
        let secs = match self.fast {
            Some((_, dur)) if duration == self.series.duration => Some(dur),
            _ => whole_secs(duration),
        };
        let end = match (instance, secs, &mut self.rule) {
            (Some(i), Some(secs), Some(rule)) if i.span.is_some() => rule.zoned_end(i, secs),
            _ => None,
        };
        Some(Occurrence {
            start,
            end: end.unwrap_or_else(|| start.plus(duration)),
            override_of: None,
        })
    }

    /// The common case, in seconds: only rule instances remain and they are
    /// UTC seconds, so the range is tested before any time is built.
    fn next_fast(&mut self, window: SecsWindow, dur: i64) -> Option<Occurrence> {
        loop {
            let instance = self.take_instance()?;
            if instance.secs >= window.to_ceil {
                return None;
            }
            let overlaps = if dur == 0 || self.window == Window::Starts {
                instance.secs >= window.from_ceil
            } else {
                instance.secs.saturating_add(dur) > window.from_floor
            };
            if !overlaps {
                continue;
            }
            let start = self.rule.as_mut()?.time_of(instance)?;
            let o = self.base_occurrence(start, self.series.duration, Some(instance));
            if o.is_some() {
                return o;
            }
        }
    }
}

impl Iterator for Occurrences<'_> {
    type Item = Occurrence;

    fn next(&mut self) -> Option<Occurrence> {
        if let Some((window, dur)) = self.fast {
            if self.rdate_pos >= self.series.rdates.len()
                && self.moved_pos >= self.series.moved.len()
            {
                return self.next_fast(window, dur);
            }
        }
        loop {
            let o = self.next_merged()?;
            let start = self.instant(&o.start);
            // In start order, so the first start at or after `to` ends it.
            if self.to.is_some_and(|to| start >= to) {
                return None;
            }
            let Some(from) = self.from else {
                return Some(o);
            };
            // start < to holds. Overlap: a zero-length occurrence needs
            // from <= start, others end after from.
            let end = self.instant(&o.end);
            let selected = match self.window {
                Window::Starts => start >= from,
                Window::Overlap => (start == end && start >= from) || end > from,
            };
            if selected {
                return Some(o);
            }
        }
    }
}
