//! The plain lane: range expansion of the most common series in integer
//! arithmetic only.
//!
//! A series is plain when its rule steps by a fixed number of wall-clock
//! seconds (DAILY at DTSTART's time, WEEKLY on its weekday, …, see
//! `Recurrence::step_secs`), its start is zoned, the step is longer than the
//! zone's longest DST gap, and it has no RDATE, EXDATE or override. Then
//! instance `k` is DTSTART + `k` steps of wall clock: a gap can move an
//! instance forward by less than a step, so instances never reorder or
//! collide, COUNT is an index bound, and any range is reached by a division.
//! What the general path does with iterators, buffers and merges is here a
//! loop over `k`.

use chrono::{DateTime, Utc};

use super::expand::{Exhaustion, MAX_WALL_SECS};
use super::recurrence::UntilBound;
use super::Recurrence;
use crate::model::{Occurrence, OccurrenceTime, Zone, ZoneCursor, ZonedTime};

/// A range in whole seconds, so that instances (whole seconds) are tested
/// against it before any time is built: an instance starts before `to` when
/// its seconds are below `to_ceil`, ends after `from` when above
/// `from_floor`, and starts at or after `from` when at or above `from_ceil`.
#[derive(Debug, Clone, Copy)]
pub(super) struct SecsWindow {
    pub(super) from_floor: i64,
    pub(super) from_ceil: i64,
    pub(super) to_ceil: i64,
}

impl SecsWindow {
    pub(super) fn new(from: Option<DateTime<Utc>>, to: Option<DateTime<Utc>>) -> SecsWindow {
        let ceil = |t: DateTime<Utc>| t.timestamp() + i64::from(t.timestamp_subsec_nanos() > 0);
        SecsWindow {
            from_floor: from.map_or(i64::MIN, |f| f.timestamp()),
            from_ceil: from.map_or(i64::MIN, ceil),
            to_ceil: to.map_or(i64::MAX, ceil),
        }
    }

    /// Whether an instance at `start` lasting `dur` seconds is selected:
    /// by start when `by_start`, else by overlap (a zero-length instance
    /// by start).
    pub(super) fn selects(&self, start: i64, dur: i64, by_start: bool) -> bool {
        if by_start || dur == 0 {
            start >= self.from_ceil
        } else {
            start.saturating_add(dur) > self.from_floor
        }
    }
}

/// The loop state of a plain series' expansion.
#[derive(Debug, Clone)]
pub(super) struct Plain<'a> {
    zone: ZoneCursor<'a>,
    tz: Zone,
    start_secs: i64,
    step: i64,
    /// The next instance index.
    k: i64,
    /// One past the last index COUNT allows.
    k_end: i64,
    until_wall: Option<i64>,
    until_utc: Option<i64>,
    window: SecsWindow,
    by_start: bool,
    dur: i64,
    stop: Option<Exhaustion>,
    /// The range (or the rule) has ended.
    done: bool,
}

impl<'a> Plain<'a> {
    /// The plain lane for `rec` in `zone`, starting at the instance whose
    /// wall-clock time is at or before `target` (wall-clock seconds), if the
    /// series qualifies (see the module docs; the caller checks exceptions).
    pub(super) fn new(
        rec: &Recurrence,
        zone: ZoneCursor<'a>,
        target: Option<i64>,
        window: SecsWindow,
        by_start: bool,
        dur: i64,
    ) -> Option<Plain<'a>> {
        let step = rec.step_secs?;
        if step <= zone.table().max_gap().num_seconds() {
            return None;
        }
        let k = target.map_or(0, |t| (t - rec.start_secs).div_euclid(step).max(0));
        Some(Plain {
            tz: zone.tz(),
            zone,
            start_secs: rec.start_secs,
            step,
            k,
            k_end: rec.count().map_or(i64::MAX, i64::from),
            until_wall: rec.until_wall_secs,
            until_utc: match rec.until {
                Some(UntilBound::Instant(t)) => Some(t.timestamp()),
                _ => None,
            },
            window,
            by_start,
            dur,
            stop: None,
            done: false,
        })
    }

    /// Why the rule ended, once it has.
    pub(super) fn exhaustion(&self) -> Option<Exhaustion> {
        self.stop
    }

    fn finish(&mut self, why: Option<Exhaustion>) -> Option<Occurrence> {
        self.stop = why;
        self.done = true;
        None
    }

    /// The next selected occurrence, or `None` when the range or the rule
    /// has ended.
    pub(super) fn next(&mut self) -> Option<Occurrence> {
        loop {
            if self.done {
                return None;
            }
            if self.k >= self.k_end {
                return self.finish(Some(Exhaustion::Count));
            }
            let Some(local) = self
                .k
                .checked_mul(self.step)
                .and_then(|d| d.checked_add(self.start_secs))
                .filter(|l| *l <= MAX_WALL_SECS)
            else {
                return self.finish(Some(Exhaustion::EndOfCalendar));
            };
            if self.until_wall.is_some_and(|u| local > u) {
                return self.finish(Some(Exhaustion::Until));
            }
            self.k += 1;
            let resolved = self.zone.resolve_policy(local)?;
            let (utc, offset) = (resolved.utc, resolved.offset);
            if self.until_utc.is_some_and(|u| utc > u) {
                return self.finish(Some(Exhaustion::Until));
            }
            if utc >= self.window.to_ceil {
                // Past the range; the rule itself goes on.
                return self.finish(None);
            }
            if !self.window.selects(utc, self.dur, self.by_start) {
                continue;
            }
            let start = ZonedTime::from_parts(utc, 0, offset, self.tz)?;
            let end = self.zone.zoned_at(utc.checked_add(self.dur)?)?;
            return Some(Occurrence {
                start: OccurrenceTime::Zoned(start),
                end: OccurrenceTime::Zoned(end),
                override_of: None,
            });
        }
    }
}
