//! Wall-clock expansion of a [`Recurrence`]: the RFC 5545 §3.3.10 algorithm,
//! period by period, in the start's own wall-clock time.
//!
//! Each period (a year, month, week, day, hour, minute or second, stepped by
//! INTERVAL from DTSTART's) yields the sorted set of its candidates: the days
//! that pass the day parts times the times of day, then BYSETPOS. Because a
//! period's candidates lie inside it, expansion can start at the period
//! containing any moment without walking from DTSTART — unless COUNT makes
//! the number of earlier instances matter.

use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, Timelike};

use super::calendar::{
    month_from_index, month_index, month_len, week_start_of, week_year, week_year_bounds,
};
use super::recurrence::{Recurrence, UntilBound};
use super::rule::Frequency;

/// The last year expansion reaches (iCalendar writes years with four digits).
const MAX_YEAR: i32 = 9999;
/// The Gregorian calendar repeats every 400 years = 146 097 days (a whole
/// number of weeks). A rule that produced nothing for that many days times
/// INTERVAL never will.
const CYCLE_DAYS: i64 = 146_097;
/// A hard bound on the number of periods examined without a result, so that
/// even pathological sub-daily rules answer within a fraction of a second.
const MAX_EMPTY_CHECKS: u64 = 5_000_000;

/// Why a wall-clock expansion stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exhaustion {
    /// COUNT instances were produced.
    Count,
    /// The next candidate would be after UNTIL.
    Until,
    /// The rule can produce nothing more: a full calendar cycle (or the search
    /// bound) passed without a match.
    NeverAgain,
    /// Expansion reached year 9999.
    EndOfCalendar,
}

/// Iterator over candidate wall-clock starts in order, DTSTART first.
/// COUNT is applied after resolution, to distinct instants (see `instants`).
#[derive(Debug, Clone)]
pub(crate) struct WallClock<'a> {
    rec: &'a Recurrence,
    /// Next period index to generate.
    period: i64,
    buf: Vec<NaiveDateTime>,
    pos: usize,
    dtstart_pending: bool,
    last_hit: NaiveDateTime,
    empty_checks: u64,
    stop: Option<Exhaustion>,
    never: bool,
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

impl<'a> WallClock<'a> {
    /// Expansion from DTSTART.
    pub(crate) fn new(rec: &'a Recurrence) -> WallClock<'a> {
        WallClock {
            rec,
            period: 0,
            buf: Vec::new(),
            pos: 0,
            dtstart_pending: true,
            last_hit: rec.start_wall,
            empty_checks: 0,
            stop: None,
            never: !sub_daily_reachable(rec),
        }
    }

    /// Expansion that skips every period ending before `target` (wall-clock).
    /// Rules with COUNT walk from DTSTART, since earlier instances count.
    /// `target` is wall-clock seconds (`NaiveDateTime::and_utc().timestamp()`).
    pub(crate) fn seek(rec: &'a Recurrence, target: i64) -> WallClock<'a> {
        let mut it = WallClock::new(rec);
        if rec.count().is_some() || target <= rec.start_secs {
            return it;
        }
        let k = match rec.step_secs {
            // Candidate k is DTSTART + k steps: a division finds it.
            Some(step) => (target - rec.start_secs).div_euclid(step),
            None => {
                let Some(at) = DateTime::from_timestamp(target, 0).map(|t| t.naive_utc()) else {
                    return it;
                };
                it.last_hit = at;
                period_containing(rec, at)
            }
        };
        if k > 0 {
            it.period = k;
            it.dtstart_pending = false;
        } else {
            it.last_hit = rec.start_wall;
        }
        it
    }

    /// Whether DTSTART is one of the rule's own candidates (RFC 5545 counts
    /// it as the first instance whether or not it is). A rule stepping by
    /// a fixed amount from DTSTART always has it.
    pub(crate) fn has_start(rec: &'a Recurrence) -> bool {
        if rec.step_secs.is_some() {
            return true;
        }
        let mut it = WallClock::new(rec);
        match it.period_candidates(0) {
            PeriodOutcome::Candidates(_) => it.buf.contains(&rec.start_wall),
            // A sub-daily rule's first period that skips on: DTSTART is
            // not in it.
            PeriodOutcome::SkipTo(..) | PeriodOutcome::OutOfCalendar => false,
        }
    }

    /// Why the expansion ended, once it has.
    pub(crate) fn exhaustion(&self) -> Option<Exhaustion> {
        self.stop
    }

    fn finish(&mut self, why: Exhaustion) -> Option<i64> {
        self.stop = Some(why);
        None
    }

    /// Fills `buf` with the next non-empty period's candidates, or reports why
    /// there are none.
    fn refill(&mut self) -> Result<(), Exhaustion> {
        if self.never {
            return Err(Exhaustion::NeverAgain);
        }
        let interval = i64::from(self.rec.interval());
        loop {
            self.buf.clear();
            self.pos = 0;
            let k = self.period;
            self.period += 1;
            let first = match self.period_candidates(k) {
                PeriodOutcome::Candidates(first) => first,
                PeriodOutcome::SkipTo(next, first) => {
                    self.period = next.max(k + 1);
                    first
                }
                PeriodOutcome::OutOfCalendar => return Err(Exhaustion::EndOfCalendar),
            };
            if let Some(UntilBound::Wall(until)) = self.rec.until {
                if first > until {
                    return Err(Exhaustion::Until);
                }
            }
            if let Some(&last) = self.buf.last() {
                if last > self.rec.start_wall {
                    self.last_hit = last;
                    self.empty_checks = 0;
                    return Ok(());
                }
            }
            self.empty_checks += 1;
            let span = (first - self.last_hit).num_days();
            if span > CYCLE_DAYS * interval || self.empty_checks > MAX_EMPTY_CHECKS {
                return Err(Exhaustion::NeverAgain);
            }
        }
    }

    /// Generates period `k` into `buf`. Returns the period's first moment (for
    /// UNTIL and bound checks), and for sub-daily rules whose day or hour did
    /// not match, the next period worth looking at.
    fn period_candidates(&mut self, k: i64) -> PeriodOutcome {
        let rec = self.rec;
        let interval = i64::from(rec.interval());
        let start = rec.start_wall;
        let buf = &mut self.buf;
        let first: NaiveDateTime = match rec.freq() {
            Frequency::Yearly if rec.by_week_no() => {
                // Week-numbering years: 2010-01-02 is in week 53 of 2009, so
                // a rule from it counts INTERVAL from 2009.
                let wkst = rec.rule().week_start;
                let Some((from, to)) = week_year(start.date(), wkst)
                    .and_then(|(y, _, _)| i64::from(y).checked_add(k * interval))
                    .and_then(|y| i32::try_from(y).ok())
                    .filter(|y| *y < MAX_YEAR)
                    .and_then(|y| week_year_bounds(y, wkst))
                else {
                    return PeriodOutcome::OutOfCalendar;
                };
                let mut day = from;
                while day < to {
                    if rec.day_matches(day) {
                        push_day(rec, day, buf);
                    }
                    day = day.succ_opt().unwrap_or(to);
                }
                from.and_time(NaiveTime::MIN)
            }
            Frequency::Yearly => {
                let Some(year) = i64::from(start.year())
                    .checked_add(k * interval)
                    .and_then(|y| i32::try_from(y).ok())
                    .filter(|y| *y <= MAX_YEAR)
                else {
                    return PeriodOutcome::OutOfCalendar;
                };
                for month in 1..=12 {
                    push_month_days(rec, year, month, buf);
                }
                NaiveDate::from_ymd_opt(year, 1, 1)
                    .map(|d| d.and_time(NaiveTime::MIN))
                    .unwrap_or(start)
            }
            Frequency::Monthly => {
                let Some((year, month)) =
                    month_from_index(month_index(start.date()) + k * interval)
                        .filter(|(y, _)| *y <= MAX_YEAR)
                else {
                    return PeriodOutcome::OutOfCalendar;
                };
                push_month_days(rec, year, month, buf);
                NaiveDate::from_ymd_opt(year, month, 1)
                    .map(|d| d.and_time(NaiveTime::MIN))
                    .unwrap_or(start)
            }
            Frequency::Weekly => {
                let week0 = week_start_of(start.date(), rec.rule().week_start);
                let Some(week) = week0
                    .checked_add_signed(Duration::days(7 * k * interval))
                    .filter(|d| d.year() <= MAX_YEAR)
                else {
                    return PeriodOutcome::OutOfCalendar;
                };
                let mut day = week;
                for _ in 0..7 {
                    if rec.day_matches(day) {
                        push_day(rec, day, buf);
                    }
                    day = day.succ_opt().unwrap_or(day);
                }
                week.and_time(NaiveTime::MIN)
            }
            Frequency::Daily => {
                let Some(day) = start
                    .date()
                    .checked_add_signed(Duration::days(k * interval))
                    .filter(|d| d.year() <= MAX_YEAR)
                else {
                    return PeriodOutcome::OutOfCalendar;
                };
                if rec.day_matches(day) {
                    push_day(rec, day, buf);
                }
                day.and_time(NaiveTime::MIN)
            }
            Frequency::Hourly | Frequency::Minutely | Frequency::Secondly => {
                return self.sub_daily(k);
            }
        };
        apply_set_pos(&rec.set_pos, buf);
        PeriodOutcome::Candidates(first)
    }

    fn sub_daily(&mut self, k: i64) -> PeriodOutcome {
        let rec = self.rec;
        let (unit, anchor) = sub_daily_anchor(rec);
        let step = unit * i64::from(rec.interval());
        let Some(t) = k
            .checked_mul(step)
            .and_then(|secs| anchor.checked_add_signed(Duration::seconds(secs)))
            .filter(|t| t.year() <= MAX_YEAR)
        else {
            return PeriodOutcome::OutOfCalendar;
        };
        let skip_to = |boundary: NaiveDateTime| {
            let secs = (boundary - anchor).num_seconds();
            (secs + step - 1).div_euclid(step)
        };
        if !rec.day_matches(t.date()) {
            let next_day = (t.date() + Duration::days(1)).and_time(NaiveTime::MIN);
            return PeriodOutcome::SkipTo(skip_to(next_day), t);
        }
        if rec.limit_hours && !rec.hours.contains(&t.hour()) {
            let next_hour =
                t.with_minute(0).and_then(|h| h.with_second(0)).unwrap_or(t) + Duration::hours(1);
            return PeriodOutcome::SkipTo(skip_to(next_hour), t);
        }
        if rec.limit_minutes && !rec.minutes.contains(&t.minute()) {
            let next_minute = t.with_second(0).unwrap_or(t) + Duration::minutes(1);
            return PeriodOutcome::SkipTo(skip_to(next_minute), t);
        }
        match rec.freq() {
            Frequency::Hourly => {
                for &m in &rec.minutes {
                    for &s in &rec.seconds {
                        self.buf.push(
                            t + Duration::minutes(i64::from(m)) + Duration::seconds(i64::from(s)),
                        );
                    }
                }
            }
            Frequency::Minutely => {
                for &s in &rec.seconds {
                    self.buf.push(t + Duration::seconds(i64::from(s)));
                }
            }
            _ => {
                if !rec.limit_seconds || rec.seconds.contains(&t.second()) {
                    self.buf.push(t);
                }
            }
        }
        apply_set_pos(&rec.set_pos, &mut self.buf);
        PeriodOutcome::Candidates(t)
    }
}

enum PeriodOutcome {
    Candidates(NaiveDateTime),
    SkipTo(i64, NaiveDateTime),
    OutOfCalendar,
}

/// Adds a matching day's candidates: the day at each time of day, in order.
fn push_day(rec: &Recurrence, day: NaiveDate, buf: &mut Vec<NaiveDateTime>) {
    buf.extend(rec.times.iter().map(|&time| day.and_time(time)));
}

fn push_month_days(rec: &Recurrence, year: i32, month: u32, buf: &mut Vec<NaiveDateTime>) {
    if !rec.month_allowed(month) {
        return;
    }
    let len = month_len(year, month);
    if let Some(month_days) = rec.month_days_only() {
        // Only BYMONTHDAY decides: compute the days instead of testing each.
        let len = len as i32;
        let mut mask: u64 = 0;
        for &n in month_days {
            let day = if n > 0 {
                i32::from(n)
            } else {
                len + 1 + i32::from(n)
            };
            if (1..=len).contains(&day) {
                mask |= 1 << day;
            }
        }
        while mask != 0 {
            let day = mask.trailing_zeros();
            mask &= mask - 1;
            if let Some(date) = NaiveDate::from_ymd_opt(year, month, day) {
                push_day(rec, date, buf);
            }
        }
        return;
    }
    let Some(mut date) = NaiveDate::from_ymd_opt(year, month, 1) else {
        return;
    };
    for _ in 0..len {
        if rec.day_matches(date) {
            push_day(rec, date, buf);
        }
        date = date.succ_opt().unwrap_or(date);
    }
}

/// Keeps only the BYSETPOS positions of a period's sorted candidates.
fn apply_set_pos(set_pos: &[i16], buf: &mut Vec<NaiveDateTime>) {
    if set_pos.is_empty() || buf.is_empty() {
        return;
    }
    let len = buf.len() as i64;
    let mut picked: Vec<NaiveDateTime> = set_pos
        .iter()
        .filter_map(|&p| {
            let p = i64::from(p);
            let idx = if p > 0 { p - 1 } else { len + p };
            (0..len).contains(&idx).then(|| buf[idx as usize])
        })
        .collect();
    picked.sort();
    picked.dedup();
    *buf = picked;
}

/// The unit (seconds) of a sub-daily frequency and DTSTART truncated to it.
fn sub_daily_anchor(rec: &Recurrence) -> (i64, NaiveDateTime) {
    let s = rec.start_wall;
    let hour = s.date().and_hms_opt(s.hour(), 0, 0).unwrap_or(s);
    match rec.freq() {
        Frequency::Hourly => (3600, hour),
        Frequency::Minutely => (60, hour + Duration::minutes(i64::from(s.minute()))),
        _ => (1, s.with_nanosecond(0).unwrap_or(s)),
    }
}

/// For sub-daily rules: can the stepped periods ever land on an allowed time
/// of day? `FREQ=HOURLY;INTERVAL=24;BYHOUR=1` from 09:00 cannot.
fn sub_daily_reachable(rec: &Recurrence) -> bool {
    if rec.freq() > Frequency::Hourly {
        return true;
    }
    let (unit, anchor) = sub_daily_anchor(rec);
    let g = gcd(unit * i64::from(rec.interval()), 86_400);
    let base = i64::from(anchor.num_seconds_from_midnight());
    let all: Vec<u32> = (0..60).collect();
    let hours: Vec<u32> = if rec.limit_hours {
        rec.hours.clone()
    } else {
        (0..24).collect()
    };
    let minutes: &[u32] = if rec.freq() <= Frequency::Minutely && rec.limit_minutes {
        &rec.minutes
    } else if rec.freq() <= Frequency::Minutely {
        &all
    } else {
        &[0]
    };
    let seconds: &[u32] = if rec.freq() == Frequency::Secondly && rec.limit_seconds {
        &rec.seconds
    } else if rec.freq() == Frequency::Secondly {
        &all
    } else {
        &[0]
    };
    hours.iter().any(|&h| {
        minutes.iter().any(|&m| {
            seconds.iter().any(|&s| {
                let tod = i64::from(h * 3600 + m * 60 + s);
                (tod - base).rem_euclid(g) == 0
            })
        })
    })
}

/// The index of the period that contains `target` (never negative).
fn period_containing(rec: &Recurrence, target: NaiveDateTime) -> i64 {
    let interval = i64::from(rec.interval());
    let start = rec.start_wall;
    let units = match rec.freq() {
        Frequency::Yearly if rec.by_week_no() => {
            let wkst = rec.rule().week_start;
            match (
                week_year(target.date(), wkst),
                week_year(start.date(), wkst),
            ) {
                (Some((t, _, _)), Some((s, _, _))) => i64::from(t - s),
                _ => 0,
            }
        }
        Frequency::Yearly => i64::from(target.year() - start.year()),
        Frequency::Monthly => month_index(target.date()) - month_index(start.date()),
        Frequency::Weekly => {
            let ws = rec.rule().week_start;
            (week_start_of(target.date(), ws) - week_start_of(start.date(), ws)).num_days() / 7
        }
        Frequency::Daily => (target.date() - start.date()).num_days(),
        _ => {
            let (unit, anchor) = sub_daily_anchor(rec);
            (target - anchor).num_seconds().div_euclid(unit)
        }
    };
    units.div_euclid(interval).max(0)
}

/// Seconds of 9999-12-31T23:59:59 as `NaiveDateTime::and_utc().timestamp()`.
pub(super) const MAX_WALL_SECS: i64 = 253_402_300_799;

impl WallClock<'_> {
    /// The next candidate of a rule that steps by a fixed number of seconds.
    fn next_stepped(&mut self, step: i64) -> Option<i64> {
        // Period 0's candidate is DTSTART itself, already produced.
        let k = self.period.max(1);
        self.period = k + 1;
        let Some(secs) = k
            .checked_mul(step)
            .and_then(|d| d.checked_add(self.rec.start_secs))
            .filter(|s| *s <= MAX_WALL_SECS)
        else {
            self.stop = Some(Exhaustion::EndOfCalendar);
            return None;
        };
        if self.rec.until_wall_secs.is_some_and(|until| secs > until) {
            self.stop = Some(Exhaustion::Until);
            return None;
        }
        Some(secs)
    }
}

impl Iterator for WallClock<'_> {
    /// A wall-clock time as seconds (`NaiveDateTime::and_utc().timestamp()`):
    /// the stages after this one do integer arithmetic, not calendar
    /// arithmetic. Candidates are whole seconds; DTSTART's fraction, if any,
    /// is dropped.
    type Item = i64;

    fn next(&mut self) -> Option<i64> {
        if self.stop.is_some() {
            return None;
        }
        if self.dtstart_pending {
            self.dtstart_pending = false;
            return Some(self.rec.start_secs);
        }
        if let Some(step) = self.rec.step_secs {
            return self.next_stepped(step);
        }
        loop {
            if let Some(&c) = self.buf.get(self.pos) {
                self.pos += 1;
                if c <= self.rec.start_wall {
                    continue;
                }
                if let Some(UntilBound::Wall(until)) = self.rec.until {
                    if c > until {
                        return self.finish(Exhaustion::Until);
                    }
                }
                return Some(c.and_utc().timestamp());
            }
            if let Err(why) = self.refill() {
                return self.finish(why);
            }
        }
    }
}
