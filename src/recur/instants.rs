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

use chrono::{DateTime, Utc};
use chrono_tz::Tz;

use super::expand::{Exhaustion, WallClock};
use super::recurrence::UntilBound;
use crate::model::{EventTime, LocalResolution, OccurrenceTime, ZoneCursor};

/// Rule instances as occurrence start times, in start order, each once.
#[derive(Debug, Clone)]
pub(crate) struct Instances<'a> {
    wall: WallClock<'a>,
    kind: EventTime,
    zone: Option<ZoneCursor>,
    until: Option<DateTime<Utc>>,
    /// Gap-shifted candidates not yet known to be next, sorted.
    shifted: Vec<DateTime<Tz>>,
    /// A resolved candidate waiting for smaller shifted ones to go first.
    held: Option<DateTime<Tz>>,
    wall_done: bool,
    last: Option<DateTime<Tz>>,
    /// COUNT, applied to distinct instances (DTSTART included).
    count: Option<u32>,
    produced: u32,
    stop: Option<Exhaustion>,
}

impl<'a> Instances<'a> {
    pub(crate) fn new(
        wall: WallClock<'a>,
        kind: EventTime,
        zone: Option<ZoneCursor>,
        until: Option<UntilBound>,
        count: Option<u32>,
    ) -> Self {
        let until = match until {
            Some(UntilBound::Instant(t)) => Some(t),
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

    /// The next instant in order, before UNTIL and duplicate checks.
    fn next_in_order(&mut self) -> Option<DateTime<Tz>> {
        loop {
            if let Some(held) = self.held {
                return Some(match self.shifted.first() {
                    Some(&s) if s < held => self.shifted.remove(0),
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
            let zone = self.zone.as_mut()?;
            match zone.resolve(local) {
                LocalResolution::Gap { shifted } => {
                    let pos = self.shifted.partition_point(|s| *s <= shifted);
                    self.shifted.insert(pos, shifted);
                }
                other => {
                    let instant = other.instant();
                    if self.until.is_some_and(|u| instant > u) {
                        // Later candidates resolve later still.
                        self.wall_done = true;
                    }
                    self.held = Some(instant);
                }
            }
        }
    }

    fn next_zoned(&mut self) -> Option<OccurrenceTime> {
        loop {
            let t = self.next_in_order()?;
            if self.until.is_some_and(|u| t > u) {
                self.stop = Some(Exhaustion::Until);
                self.wall_done = true;
                self.held = None;
                self.shifted.clear();
                return None;
            }
            if self.last == Some(t) {
                continue;
            }
            self.last = Some(t);
            return Some(OccurrenceTime::Zoned(t));
        }
    }
}

impl Iterator for Instances<'_> {
    type Item = OccurrenceTime;

    fn next(&mut self) -> Option<OccurrenceTime> {
        if self.count.is_some_and(|n| self.produced >= n) {
            self.stop = Some(Exhaustion::Count);
            return None;
        }
        let next = match self.kind {
            EventTime::Zoned { .. } => self.next_zoned(),
            kind => self.wall.next().map(|w| kind.with_wall_clock(w)),
        };
        self.produced += u32::from(next.is_some());
        next
    }
}
