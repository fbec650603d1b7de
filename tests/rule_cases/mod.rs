//! Random recurrence rules for the differential tests: one generator, so the
//! `rrule` crate, libical and ical.js are all asked about the same kind of
//! rules. Each [`Space`] keeps out only what its oracle is known to read
//! differently (the reasons are in the test files that use it).
#![allow(dead_code)]

use chrono::{Datelike, NaiveDate, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;
use kairos::model::{EventDuration, EventTime};
use kairos::recur::{RRule, Recurrence, Series};
use proptest::prelude::*;

pub const DAYS: [&str; 7] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];

/// Which oracle the rules are for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Space {
    /// The `rrule` crate: no mixed ordinal BYDAY lists, no WEEKLY+BYSETPOS,
    /// BYWEEKNO 1..=51 with WKST=MO and a BYDAY, INTERVAL=1 and no BYSETPOS;
    /// no YEARLY+BYMONTHDAY without BYMONTH; timed starts only.
    RruleCrate,
    /// libical and ical.js: all of that too, and all-day starts; at most two
    /// day-level parts (see `case`).
    Engines,
}

#[derive(Debug, Clone)]
pub struct Case {
    pub zone: Tz,
    /// DTSTART's wall clock (midnight for an all-day start).
    pub start: NaiveDateTime,
    pub all_day: bool,
    pub rule: String,
}

impl Case {
    /// DTSTART as Kairos holds it.
    pub fn event_time(&self) -> EventTime {
        if self.all_day {
            EventTime::AllDay(self.start.date())
        } else if self.zone == chrono_tz::UTC {
            EventTime::Utc(self.start.and_utc())
        } else {
            EventTime::Zoned {
                local: self.start,
                tz: self.zone.into(),
            }
        }
    }

    /// The series, or None when Kairos refuses the rule.
    pub fn series(&self, duration: EventDuration) -> Option<Series> {
        let start = self.event_time();
        let rule: RRule = self.rule.parse().ok()?;
        let rec = Recurrence::new(rule, &start).ok()?;
        Some(Series::from_parts(start, duration, Some(rec)))
    }

    /// DTSTART and RRULE as they would be written in a file.
    pub fn describe(&self) -> String {
        if self.all_day {
            format!(
                "DTSTART;VALUE=DATE:{}\nRRULE:{}",
                self.start.format("%Y%m%d"),
                self.rule
            )
        } else {
            format!(
                "DTSTART;TZID={}:{}\nRRULE:{}",
                self.zone.name(),
                self.start.format("%Y%m%dT%H%M%S"),
                self.rule
            )
        }
    }
}

pub const ZONES: [Tz; 5] = [
    chrono_tz::UTC,
    chrono_tz::America::New_York,
    chrono_tz::Europe::London,
    chrono_tz::Australia::Lord_Howe,
    chrono_tz::Asia::Tokyo,
];

fn list<T: std::fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

fn signed(max: i32) -> impl Strategy<Value = i32> {
    (1..=max, any::<bool>()).prop_map(|(n, neg)| if neg { -n } else { n })
}

/// Random rules with a start in one of [`ZONES`].
///
/// Starts and BYHOUR values avoid 00:00–04:59 so that no candidate lands in
/// a DST gap or fold, where RFC 5545 leaves resolution to the implementation
/// (ours is tested in `dst.rs`); sub-daily rules run in UTC.
pub fn case(space: Space) -> impl Strategy<Value = Case> {
    let freq = prop_oneof![
        4 => Just("YEARLY"),
        4 => Just("MONTHLY"),
        4 => Just("WEEKLY"),
        4 => Just("DAILY"),
        1 => Just("HOURLY"),
        1 => Just("MINUTELY"),
    ];
    let engines = space == Space::Engines;
    (
        (freq, 0usize..ZONES.len(), prop::bool::weighted(0.2)),
        (1990i32..2030, 1u32..=12, 1u32..=28, 5u32..=22, 0u32..4),
        1u32..=3,
        prop::collection::vec(1u8..=12, 0..=2),
        prop::collection::vec(signed(31), 0..=2),
        prop::collection::vec((0usize..7, prop::option::weighted(0.3, signed(4))), 0..=3),
        prop::collection::vec(signed(366), 0..=1),
        prop::collection::vec(signed(53), 0..=1),
        prop::collection::vec(6u8..=22, 0..=2),
        prop::collection::vec(signed(3), 0..=1),
        (
            0usize..7,
            prop_oneof![Just(0u32), 1u32..=25],
            prop_oneof![Just(0i64), 1i64..=800],
        ),
    )
        .prop_map(
            move |(
                (freq, z, all_day),
                (y, m, d, h, q),
                interval,
                months,
                mdays,
                days,
                ydays,
                wnos,
                hours,
                setpos,
                (wkst, count, until_days),
            )| {
                let sub_daily = matches!(freq, "HOURLY" | "MINUTELY");
                let all_day = engines && all_day && !sub_daily;
                let zone = if sub_daily || all_day {
                    chrono_tz::UTC
                } else {
                    ZONES[z]
                };
                let date = NaiveDate::from_ymd_opt(y, m, d).unwrap();
                let start = if all_day {
                    date.and_hms_opt(0, 0, 0).unwrap()
                } else {
                    date.and_hms_opt(h, q * 15, 0).unwrap()
                };
                // libical and ical.js search without a bound for the next
                // instance, minute by minute or day by day: rules whose
                // instances are years apart take them seconds each. Their
                // space keeps to at most two day-level parts, and sub-daily
                // rules to weekdays and hours.
                let (mut months, mut mdays, mut ydays) = (months, mdays, ydays);
                if engines && sub_daily {
                    (months, mdays, ydays) = (Vec::new(), Vec::new(), Vec::new());
                }
                if engines {
                    let parts = |m: &Vec<u8>, md: &Vec<i32>, y: &Vec<i32>| {
                        [
                            !m.is_empty(),
                            !md.is_empty(),
                            !days.is_empty(),
                            !y.is_empty(),
                            !wnos.is_empty(),
                        ]
                        .iter()
                        .filter(|p| **p)
                        .count()
                    };
                    if parts(&months, &mdays, &ydays) > 2 {
                        ydays.clear();
                    }
                    if parts(&months, &mdays, &ydays) > 2 {
                        months.clear();
                    }
                    if parts(&months, &mdays, &ydays) > 2 {
                        mdays.clear();
                    }
                }
                // What the rrule crate reads differently stays out of its space.
                let wnos: Vec<i32> = if engines {
                    wnos
                } else {
                    wnos.into_iter().map(|w| w.abs().min(51)).collect()
                };
                let by_week_no = freq == "YEARLY" && !wnos.is_empty();
                let interval = if !engines && by_week_no { 1 } else { interval };
                let mut rule = format!("FREQ={freq}");
                if interval > 1 {
                    rule += &format!(";INTERVAL={interval}");
                }
                if count > 0 {
                    rule += &format!(";COUNT={count}");
                } else if until_days > 0 && all_day {
                    let until = date + chrono::Duration::days(until_days);
                    rule += &format!(";UNTIL={}", until.format("%Y%m%d"));
                } else if until_days > 0 {
                    // UNTIL in UTC, as RFC 5545 requires with a zoned DTSTART;
                    // sub-daily rules get hours instead of days.
                    let unit = if sub_daily { 3_600 } else { 86_400 };
                    let until = zone
                        .from_local_datetime(&start)
                        .single()
                        .unwrap()
                        .with_timezone(&Utc)
                        + chrono::Duration::seconds(until_days * unit);
                    rule += &format!(";UNTIL={}", until.format("%Y%m%dT%H%M%SZ"));
                }
                if !months.is_empty() {
                    rule += &format!(";BYMONTH={}", list(&months));
                }
                let yearly_month_days_alone = freq == "YEARLY" && months.is_empty();
                if !mdays.is_empty() && freq != "WEEKLY" && (engines || !yearly_month_days_alone) {
                    rule += &format!(";BYMONTHDAY={}", list(&mdays));
                }
                // The rrule crate needs a BYDAY beside BYWEEKNO.
                let days = if !engines && by_week_no && days.is_empty() {
                    vec![(date.weekday().num_days_from_monday() as usize, None)]
                } else {
                    days
                };
                if !days.is_empty() {
                    let ordinals = matches!(freq, "MONTHLY" | "YEARLY") && !by_week_no;
                    let any_ordinal = days.iter().any(|(_, n)| n.is_some());
                    let items: Vec<String> = days
                        .iter()
                        .map(|(d, n)| match (ordinals && any_ordinal, n) {
                            (true, Some(n)) => format!("{n}{}", DAYS[*d]),
                            // The rrule crate yields nothing for a list
                            // mixing ordinal and plain days (1MO,TU).
                            (true, None) if !engines => format!("1{}", DAYS[*d]),
                            _ => DAYS[*d].to_string(),
                        })
                        .collect();
                    rule += &format!(";BYDAY={}", items.join(","));
                }
                if freq == "YEARLY" && !ydays.is_empty() && wnos.is_empty() {
                    rule += &format!(";BYYEARDAY={}", list(&ydays));
                }
                if by_week_no {
                    rule += &format!(";BYWEEKNO={}", list(&wnos));
                }
                // A time of day means nothing on an all-day start (libical
                // repeats the date once per BYHOUR value).
                if !hours.is_empty() && freq != "MINUTELY" && !all_day {
                    rule += &format!(";BYHOUR={}", list(&hours));
                }
                let setpos_ok = engines || (freq != "WEEKLY" && !by_week_no);
                if !setpos.is_empty() && rule.contains(";BY") && setpos_ok {
                    rule += &format!(";BYSETPOS={}", list(&setpos));
                }
                if wkst != 0 && (engines || !by_week_no) {
                    rule += &format!(";WKST={}", DAYS[wkst]);
                }
                Case {
                    zone,
                    start,
                    all_day,
                    rule,
                }
            },
        )
}
