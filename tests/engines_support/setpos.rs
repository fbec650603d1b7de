//! BYSETPOS as libical and ical.js read it, and as RFC 5545 does, over
//! the same days.

use chrono::{Datelike, NaiveDate, NaiveTime, TimeZone, Timelike, Utc};

use super::{agrees, dtstart, part, Listed, TAKE};
use crate::common;
use crate::rule_cases::{self, Case};

/// Two readings of a DAILY, WEEKLY, MONTHLY or YEARLY rule with BYSETPOS,
/// built from the same days — Kairos's own expansion of the rule without
/// BYSETPOS, period by period — so that they differ only in how BYSETPOS is
/// applied.
///
/// RFC 5545 §3.3.10: BYSETPOS picks "the nth occurrence within the set of
/// recurrence instances specified by the rule", after BYHOUR ("BYHOUR,
/// BYMINUTE, BYSECOND and BYSETPOS" is the order the parts apply in); a set
/// holds each instance once, so `BYMONTHDAY=24,-7` in September is one day.
/// Kairos reads it so (README, "Recurrence semantics"; `engine_differences.rs`). libical
/// and ical.js often agree on another reading:
/// - in DAILY and WEEKLY rules BYSETPOS is ignored (both apply it only to
///   months and years; python-dateutil and the `rrule` crate do not);
/// - else it picks among the period's days, and each day picked keeps
///   every BYHOUR time (`BYHOUR=10,22;BYSETPOS=-1` gives both times);
/// - a period where no position falls among its days keeps them all
///   (ical.js ignores such a BYSETPOS; libical counts a day named twice, by
///   `BYMONTHDAY=24,-7` or `BYMONTH=3,3`, twice, so `BYSETPOS=-2` finds it),
///   or, as libical reads it otherwise, gives nothing.
pub struct SetPosReadings {
    /// The engines' reading, as they list it (DTSTART only if it matches):
    /// a period without a position among its days kept whole, or left out.
    engines: [Vec<String>; 2],
    /// The same before COUNT and TAKE: what the engines may list at all.
    engines_all: [Vec<String>; 2],
    /// RFC 5545's reading, as Kairos lists it (DTSTART first).
    pub rfc: Vec<String>,
    /// Where the lists stop being known, when they are not known to TAKE
    /// (or COUNT, or the end of the series): no instance before it is
    /// missing.
    end: Option<String>,
}

impl SetPosReadings {
    /// Whether both engines' list is their reading.
    ///
    /// When the reading that leaves periods out (libical's) gives nothing,
    /// ical.js agrees only by failing, and only the rules it fails on are
    /// taken: ical.js finds nothing for a YEARLY rule with a negative
    /// BYMONTHDAY and a BYDAY (`FREQ=YEARLY;BYMONTHDAY=-5;BYDAY=WE`).
    pub fn engines_gave(&self, case: &Case, engine: &[String], listed: &Listed) -> bool {
        let icaljs_finds_nothing = part(case, "FREQ") == Some("YEARLY")
            && part(case, "BYDAY").is_some()
            && part(case, "BYMONTHDAY").is_some_and(|days| days.contains('-'));
        (0..2).any(|v| {
            let known = v == 0
                || self.end.is_none() && (!self.engines[v].is_empty() || icaljs_finds_nothing);
            known
                && agrees(case, listed, &listed.sorted, &self.engines[v])
                && engine.iter().all(|i| self.engines_all[v].contains(i))
        })
    }

    /// Whether Kairos's list is the RFC's reading.
    pub fn kairos_gave(&self, ours: &[String]) -> bool {
        let n = self.rfc.len();
        let beyond = |i: &String| self.end.as_ref().is_some_and(|end| i >= end);
        ours.len() >= n && ours[..n] == self.rfc[..] && ours[n..].iter().all(beyond)
    }
}

/// At most this many periods are read for [`setpos_readings`]: a rule whose
/// positions fall outside most periods gives few instances.
const SETPOS_PERIODS: usize = 1000;

pub fn setpos_readings(case: &Case) -> Option<SetPosReadings> {
    let freq = part(case, "FREQ")?;
    let set_pos: Vec<i64> = part(case, "BYSETPOS")?
        .split(',')
        .map(|p| p.parse().unwrap())
        .collect();
    let given = |name| part(case, name).is_some();
    if !matches!(freq, "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY") || given("BYWEEKNO") {
        return None;
    }
    if given("BYMINUTE") || given("BYSECOND") {
        return None;
    }
    // The derived series starts at midnight on the first day of DTSTART's
    // period, so that every period's set is listed whole, and gives each day
    // at noon; what DTSTART gave the rule is written out (the defaults of
    // src/recur/recurrence.rs, which both engines share).
    let start = case.start;
    let week_start = rule_cases::DAYS
        .iter()
        .position(|d| Some(*d) == part(case, "WKST"))
        .unwrap_or(0) as u32;
    let period_start = |d: NaiveDate| match freq {
        "YEARLY" => d.with_ordinal(1),
        "MONTHLY" => d.with_day(1),
        "WEEKLY" => {
            let back = (d.weekday().num_days_from_monday() + 7 - week_start) % 7;
            Some(d - chrono::Duration::days(i64::from(back)))
        }
        _ => Some(d),
    };
    let day_parts = given("BYMONTHDAY") || given("BYDAY") || given("BYYEARDAY");
    let mut rule = format!("FREQ={freq}");
    if let Some(interval) = part(case, "INTERVAL") {
        rule += &format!(";INTERVAL={interval}");
    }
    let dtstart_month = freq == "YEARLY"
        && !given("BYMONTH")
        && (!day_parts || given("BYMONTHDAY") && !given("BYYEARDAY"));
    match part(case, "BYMONTH") {
        Some(months) => rule += &format!(";BYMONTH={months}"),
        None if dtstart_month => rule += &format!(";BYMONTH={}", start.month()),
        None => {}
    }
    let month_ly = matches!(freq, "MONTHLY" | "YEARLY");
    match part(case, "BYMONTHDAY") {
        Some(days) => rule += &format!(";BYMONTHDAY={days}"),
        None if !day_parts && month_ly => rule += &format!(";BYMONTHDAY={}", start.day()),
        None => {}
    }
    match part(case, "BYDAY") {
        Some(days) => rule += &format!(";BYDAY={days}"),
        None if freq == "WEEKLY" => {
            let day = rule_cases::DAYS[start.weekday().num_days_from_monday() as usize];
            rule += &format!(";BYDAY={day}");
        }
        None => {}
    }
    for name in ["BYYEARDAY", "WKST"] {
        if let Some(value) = part(case, name) {
            rule += &format!(";{name}={value}");
        }
    }
    rule += ";BYHOUR=12";
    let derived = Case {
        zone: if case.all_day {
            chrono_tz::UTC
        } else {
            case.zone
        },
        start: period_start(start.date())?.and_time(NaiveTime::MIN),
        all_day: false,
        rule,
    };
    let series = derived.series(common::zero())?;

    let mut hours: Vec<u32> = match part(case, "BYHOUR") {
        Some(h) if !case.all_day => h.split(',').map(|h| h.parse().unwrap()).collect(),
        _ => vec![start.hour()],
    };
    hours.sort();
    hours.dedup();
    // A day at a time of day, as the lists write it.
    let at = |day: NaiveDate, time: NaiveTime| -> Option<String> {
        if case.all_day {
            return Some(day.format("%Y%m%d").to_string());
        }
        let t = case
            .zone
            .from_local_datetime(&day.and_time(time))
            .single()?;
        Some(t.with_timezone(&Utc).format("%Y%m%dT%H%M%SZ").to_string())
    };
    let times: Vec<NaiveTime> = hours
        .iter()
        .map(|&h| NaiveTime::from_hms_opt(h, start.minute(), start.second()).unwrap())
        .collect();
    let positions = |len: usize| -> Vec<usize> {
        let len = len as i64;
        let mut picked: Vec<usize> = set_pos
            .iter()
            .map(|&p| if p > 0 { p - 1 } else { len + p })
            .filter(|i| (0..len).contains(i))
            .map(|i| i as usize)
            .collect();
        picked.sort();
        picked.dedup();
        picked
    };
    let first = dtstart(case);
    let until = part(case, "UNTIL");
    let in_bounds = |i: &String| until.is_none_or(|u| i.as_str() <= u);
    // How many of each list are wanted: COUNT counts DTSTART for Kairos.
    let count: Option<usize> = part(case, "COUNT").map(|c| c.parse().unwrap());
    let wanted = count.unwrap_or(TAKE).min(TAKE);
    let (mut engines, mut rfc) = ([Vec::new(), Vec::new()], Vec::new());
    // One period's days into the readings.
    let read = |days: &[NaiveDate], engines: &mut [Vec<String>; 2], rfc: &mut Vec<String>| {
        let all: Vec<usize> = (0..days.len()).collect();
        let picked = if month_ly {
            positions(days.len())
        } else {
            all.clone()
        };
        let kept = if picked.is_empty() {
            all
        } else {
            picked.clone()
        };
        for (reading, picked) in engines.iter_mut().zip([kept, picked]) {
            for i in picked {
                for &time in &times {
                    reading.push(at(days[i], time)?);
                }
            }
        }
        let mut instances = Vec::new();
        for &day in days {
            for &time in &times {
                instances.push(at(day, time)?);
            }
        }
        rfc.extend(
            positions(instances.len())
                .into_iter()
                .map(|i| instances[i].clone()),
        );
        for reading in engines.iter_mut() {
            reading.retain(|i| *i >= first && in_bounds(i));
        }
        rfc.retain(|i| *i > first && in_bounds(i));
        Some(())
    };
    let mut days: Vec<NaiveDate> = Vec::new();
    let mut periods = 0;
    let mut end = None;
    // The first is the derived DTSTART, midnight: never one of the rule's.
    for o in series.iter(chrono_tz::UTC).skip(1) {
        let day = o.start.wall_clock().date();
        if days
            .first()
            .is_some_and(|d| period_start(*d) != period_start(day))
        {
            read(&days, &mut engines, &mut rfc)?;
            days.clear();
            periods += 1;
            let next = at(period_start(day)?, NaiveTime::MIN)?;
            let known = engines.iter().all(|r| r.len() >= wanted) && rfc.len() + 1 >= wanted;
            if known || until.is_some_and(|u| next.as_str() > u) {
                break;
            }
            if periods >= SETPOS_PERIODS {
                end = Some(next);
                break;
            }
        }
        days.push(day);
    }
    if !days.is_empty() {
        read(&days, &mut engines, &mut rfc)?;
    }
    let engines_all = engines.clone();
    for reading in engines.iter_mut() {
        reading.truncate(wanted);
    }
    rfc.insert(0, first);
    rfc.truncate(wanted);
    Some(SetPosReadings {
        engines,
        engines_all,
        rfc,
        end,
    })
}
