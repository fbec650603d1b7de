//! From wall-clock candidates to occurrence times, in instant order.
//!
//! Wall-clock order is instant order except around a DST gap: a candidate
//! inside one moves forward by the gap's length and can pass later candidates
//! (an every-20-minutes rule across a spring-forward, or a daily rule across
//! Pacific/Apia's skipped 2011-12-30). Only such shifted candidates can be out
//! of order, so only they wait, in a small sorted list, until a later
//! candidate resolves past them; two candidates that resolve to the same
//! instant are the same occurrence. Every other candidate is resolved through
//! a [`ZoneCursor`] and passed on at once.

use chrono::{DateTime, TimeZone};

use super::expand::{Exhaustion, WallClock};
use super::recurrence::UntilBound;
use crate::model::{EventTime, OccurrenceTime, ZoneCursor, ZonedTime};

/// Wall-clock seconds back to a `NaiveDateTime`.
pub(crate) fn wall_clock(secs: i64) -> Option<chrono::NaiveDateTime> {
    DateTime::from_timestamp(secs, 0).map(|t| t.naive_utc())
}

/// A rule instance before it becomes an [`OccurrenceTime`]: seconds, and for
/// zoned starts the offset-table span they fall in.
///
/// `secs` is the UTC instant for zoned and UTC starts, and the wall-clock
/// time for floating and all-day ones (which the viewer's zone places).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Instance {
    pub(crate) secs: i64,
    pub(crate) span: Option<usize>,
}

/// Rule instances in start order, each once.
#[derive(Debug, Clone)]
pub(crate) struct Instances<'a> {
    wall: WallClock<'a>,
    kind: EventTime,
    zone: Option<ZoneCursor<'a>>,
    /// UNTIL as UTC seconds, for zoned starts.
    until: Option<i64>,
    /// Gap-shifted candidates not yet known to be next, sorted.
    shifted: Vec<Instance>,
    /// A resolved candidate waiting for smaller shifted ones to go first.
    held: Option<Instance>,
    wall_done: bool,
    last: Option<i64>,
    /// COUNT, applied to distinct instances (DTSTART included).
    count: Option<u32>,
    produced: u32,
    stop: Option<Exhaustion>,
}

impl<'a> Instances<'a> {
    pub(crate) fn new(
        wall: WallClock<'a>,
        kind: EventTime,
        zone: Option<ZoneCursor<'a>>,
        until: Option<UntilBound>,
        count: Option<u32>,
    ) -> Self {
        let until = match until {
            // A fraction of a second cannot matter: instances are whole seconds.
            Some(UntilBound::Instant(t)) => Some(t.timestamp()),
            _ => None,
        };
        Instances {
            wall,
            kind,
            zone,
            until,
            shifted: Vec::new(),
            held: None,
            wall_done: false,
            last: None,
            count,
            produced: 0,
            stop: None,
        }
    }

    /// Why the rule ended, once it has.
    pub(crate) fn exhaustion(&self) -> Option<Exhaustion> {
        self.stop.or_else(|| self.wall.exhaustion())
    }

    /// The occurrence time of an instance of this rule.
    pub(crate) fn time_of(&self, instance: Instance) -> Option<OccurrenceTime> {
        match self.kind {
            EventTime::Zoned { tz, .. } => {
                let at = match (instance.span, &self.zone) {
                    (Some(span), Some(zone)) => zone.zoned(instance.secs, 0, span),
                    _ => None,
                };
                let at = at.or_else(|| {
                    wall_clock(instance.secs).map(|u| ZonedTime::new(tz.from_utc_datetime(&u)))
                })?;
                Some(OccurrenceTime::Zoned(at))
            }
            kind => wall_clock(instance.secs).map(|w| kind.with_wall_clock(w)),
        }
    }

    /// The end of an instance starting at `instance` and lasting `secs`
    /// seconds, for zoned starts: integer arithmetic and the cursor's span.
    pub(crate) fn zoned_end(&mut self, instance: Instance, secs: i64) -> Option<OccurrenceTime> {
        let zone = self.zone.as_mut()?;
        zone.zoned_at(instance.secs.checked_add(secs)?)
            .map(OccurrenceTime::Zoned)
    }

    /// The next instant in order, before UNTIL and duplicate checks.
    fn next_in_order(&mut self) -> Option<Instance> {
        loop {
            if let Some(held) = self.held {
                return Some(match self.shifted.first() {
                    Some(s) if s.secs < held.secs => self.shifted.remove(0),
                    _ => {
                        self.held = None;
                        held
                    }
                });
            }
            if self.wall_done {
                return (!self.shifted.is_empty()).then(|| self.shifted.remove(0));
            }
            let Some(local) = self.wall.next() else {
                self.wall_done = true;
                continue;
            };
            let (instance, in_gap) = self.resolve(local)?;
            if in_gap {
                let pos = self.shifted.partition_point(|s| s.secs <= instance.secs);
                self.shifted.insert(pos, instance);
            } else {
                if self.until.is_some_and(|u| instance.secs > u) {
                    // Later candidates resolve later still.
                    self.wall_done = true;
                }
                self.held = Some(instance);
            }
        }
    }

    /// Resolves a wall-clock candidate (seconds) by the DST policy, saying
    /// whether it was in a gap.
    fn resolve(&mut self, local: i64) -> Option<(Instance, bool)> {
        let p = self.zone.as_mut()?.resolve_policy(local)?;
        Some((
            Instance {
                secs: p.utc,
                span: p.span,
            },
            p.in_gap,
        ))
    }

    fn next_zoned(&mut self) -> Option<Instance> {
        loop {
            let t = self.next_in_order()?;
            if self.until.is_some_and(|u| t.secs > u) {
                self.stop = Some(Exhaustion::Until);
                self.wall_done = true;
                self.held = None;
                self.shifted.clear();
                return None;
            }
            if self.last == Some(t.secs) {
                continue;
            }
            self.last = Some(t.secs);
            return Some(t);
        }
    }
}

impl Iterator for Instances<'_> {
    type Item = Instance;

    fn next(&mut self) -> Option<Instance> {
        if self.count.is_some_and(|n| self.produced >= n) {
            self.stop = Some(Exhaustion::Count);
            return None;
        }
        let next = match self.kind {
            EventTime::Zoned { .. } => self.next_zoned(),
            _ => self.wall.next().map(|secs| Instance { secs, span: None }),
        };
        self.produced += u32::from(next.is_some());
        next
    }
}
