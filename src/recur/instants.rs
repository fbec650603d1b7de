//! From wall-clock candidates to occurrence times, in instant order.
//!
//! Wall-clock order is almost instant order. The exception is a DST gap: a
//! candidate inside it moves forward by the gap's length and can pass later
//! candidates (an every-20-minutes rule across a spring-forward, or a daily
//! rule across Pacific/Apia's skipped 2011-12-30). Such candidates are held in
//! a small heap until no later candidate can come before them, and two
//! candidates that resolve to the same instant are the same occurrence.

use chrono::{DateTime, NaiveDateTime, Utc};
use chrono_tz::Tz;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::expand::{Exhaustion, WallClock};
use super::recurrence::UntilBound;
use crate::model::{resolve_local, EventTime, OccurrenceTime};

/// Rule instances as occurrence start times, in start order, each once.
#[derive(Debug, Clone)]
pub(crate) struct Instances<'a> {
    wall: WallClock<'a>,
    kind: EventTime,
    until: Option<DateTime<Utc>>,
    /// Zoned candidates not yet known to be next.
    pending: BinaryHeap<Reverse<DateTime<Tz>>>,
    /// No candidate still to come resolves before this instant.
    frontier: Option<DateTime<Utc>>,
    wall_done: bool,
    last: Option<DateTime<Utc>>,
    /// COUNT, applied to distinct instances (DTSTART included).
    count: Option<u32>,
    produced: u32,
    stop: Option<Exhaustion>,
}

impl<'a> Instances<'a> {
    pub(crate) fn new(
        wall: WallClock<'a>,
        kind: EventTime,
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
            until,
            pending: BinaryHeap::new(),
            frontier: None,
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

    fn next_zoned(&mut self, tz: Tz) -> Option<OccurrenceTime> {
        loop {
            if let Some(&Reverse(top)) = self.pending.peek() {
                let top_utc = top.with_timezone(&Utc);
                let settled = self.wall_done || self.frontier.is_some_and(|f| top_utc < f);
                if settled {
                    self.pending.pop();
                    if self.until.is_some_and(|u| top_utc > u) {
                        self.stop = Some(Exhaustion::Until);
                        self.pending.clear();
                        self.wall_done = true;
                        return None;
                    }
                    if self.last == Some(top_utc) {
                        continue;
                    }
                    self.last = Some(top_utc);
                    return Some(OccurrenceTime::Zoned(top));
                }
            }
            if self.wall_done {
                return None;
            }
            match self.wall.next() {
                None => self.wall_done = true,
                Some(local) => self.push(tz, local),
            }
        }
    }

    fn push(&mut self, tz: Tz, local: NaiveDateTime) {
        let resolution = resolve_local(tz, local);
        let floor = resolution.floor();
        self.frontier = Some(floor);
        self.pending.push(Reverse(resolution.instant()));
        if self.until.is_some_and(|u| floor > u) {
            // Everything still to come is after UNTIL.
            self.wall_done = true;
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
            EventTime::Zoned { tz, .. } => self.next_zoned(tz),
            kind => self.wall.next().map(|w| kind.with_wall_clock(w)),
        };
        self.produced += u32::from(next.is_some());
        next
    }
}
