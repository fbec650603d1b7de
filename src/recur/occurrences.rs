//! Lazy expansion of a [`Series`] over a range: the rule's instances merged
//! with RDATEs and moved overrides, exclusions applied, in start order.

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;

use super::expand::{Exhaustion, WallClock};
use super::instants::{Instance, Instances};
use super::plain::{Plain, SecsWindow};
use super::series::{order_key, Series, SEEK_MARGIN_HOURS};
use crate::model::{EventDuration, EventTime, Occurrence, OccurrenceTime, ZoneCursor};

/// Which occurrences a range selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Window {
    /// Those overlapping `[from, to)` (a zero-length one when it starts there).
    Overlap,
    /// Those starting in `[from, to)`.
    Starts,
}

/// A duration as whole seconds, if it is one.
fn whole_secs(duration: EventDuration) -> Option<i64> {
    match duration {
        EventDuration::Exact(exact) => (exact.subsec_nanos() == 0).then(|| exact.num_seconds()),
        // Calendar days are not a fixed number of seconds.
        EventDuration::Days(_) => None,
    }
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
    /// The integer-only lane, for plain series (see `plain`).
    plain: Option<Plain<'a>>,
}

impl<'a> Occurrences<'a> {
    pub(super) fn new(
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
        let secs = SecsWindow::new(from, to);
        if let Some(plain) = Occurrences::plain_lane(series, from, viewer, window, secs) {
            let mut plain_only = Occurrences::empty(series, viewer, window);
            plain_only.plain = Some(plain);
            return plain_only;
        }
        let (rule, single) = match &series.recurrence {
            Some(rec) => {
                let mut zone = series.zone.as_deref().map(ZoneCursor::new);
                let wall = match from {
                    Some(f) => {
                        // Starting earlier than `from` matters only for overlap.
                        let lead = match window {
                            Window::Overlap => series.duration.longest(),
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
            None => (None, Some(series.first)),
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
            .map(|dur| (secs, dur));
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
            plain: None,
        }
    }

    pub(super) fn empty(series: &'a Series, viewer: Tz, window: Window) -> Occurrences<'a> {
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
            plain: None,
        }
    }

    /// The integer-only lane, if the series is plain (see `plain`): a
    /// stepped rule on a zoned start, stepping further than the zone's
    /// longest gap, without RDATE, EXDATE or overrides.
    fn plain_lane(
        series: &'a Series,
        from: Option<DateTime<Utc>>,
        viewer: Tz,
        window: Window,
        secs: SecsWindow,
    ) -> Option<Plain<'a>> {
        let rec = series.recurrence.as_deref()?;
        let table = series.zone.as_deref()?;
        let exceptions = !series.rdates.is_empty()
            || !series.moved.is_empty()
            || !series.exdates.is_empty()
            || !series.exdate_days.is_empty()
            || !series.overridden.is_empty();
        if exceptions || !matches!(series.start, EventTime::Zoned { .. }) {
            return None;
        }
        let dur = whole_secs(series.duration)?;
        let mut zone = ZoneCursor::new(table);
        let lead = match window {
            Window::Overlap => series.duration.longest(),
            Window::Starts => Duration::zero(),
        };
        let target = from.map(|f| series.wall_target(f, viewer, Some(&mut zone), lead));
        Plain::new(rec, zone, target, secs, window == Window::Starts, dur)
    }

    /// Why the rule stopped producing, once it has: COUNT, UNTIL, or
    /// [`Exhaustion::NeverAgain`] for a rule that can never match again.
    pub fn rule_exhaustion(&self) -> Option<Exhaustion> {
        match &self.plain {
            Some(plain) => plain.exhaustion(),
            None => self.rule.as_ref().and_then(|r| r.exhaustion()),
        }
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
        let end = end.or_else(|| {
            (instance.is_none() && duration == self.series.duration && start == self.series.first)
                .then_some(self.series.first_end)
        });
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
            if !window.selects(instance.secs, dur, self.window == Window::Starts) {
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
        if let Some(plain) = &mut self.plain {
            return plain.next();
        }
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

/// The ways to expand a series over a range: here, beside the iterator
/// they make, so that the series need not know its iterator.
impl Series {
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
