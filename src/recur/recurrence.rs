//! A rule validated against its start and compiled into the form the
//! expansion uses. Only a [`Recurrence`] reaches the engine.

use chrono::{DateTime, Datelike, NaiveDate, NaiveDateTime, NaiveTime, Timelike, Utc, Weekday};

use super::calendar::{month_len, week_number, year_len};
use super::rule::{Frequency, RRule, Until};
use super::RuleError;
use crate::model::{EventTime, OccurrenceTime};

/// Where the rule stops, in the terms it is compared in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UntilBound {
    /// Compared with each candidate's wall-clock time (floating, all-day,
    /// UTC starts, and local or DATE forms of UNTIL); inclusive.
    Wall(NaiveDateTime),
    /// Compared with each candidate's resolved instant (UTC UNTIL on a zoned
    /// start); inclusive.
    Instant(DateTime<Utc>),
}

/// A recurrence rule that has passed validation against its start.
///
/// ```
/// use chrono::NaiveDate;
/// use kairos::model::EventTime;
/// use kairos::recur::{RRule, Recurrence};
///
/// let start = EventTime::Zoned {
///     local: NaiveDate::from_ymd_opt(1997, 9, 2).unwrap().and_hms_opt(9, 0, 0).unwrap(),
///     tz: chrono_tz::America::New_York.into(),
/// };
/// let rule: RRule = "FREQ=MONTHLY;BYDAY=-1FR".parse().unwrap();
/// let rec = Recurrence::new(rule, &start).unwrap();
/// assert_eq!(rec.rule().to_string(), "FREQ=MONTHLY;BYDAY=-1FR");
///
/// // Bad combinations name the offending part.
/// let bad: RRule = "FREQ=MONTHLY;BYWEEKNO=3".parse().unwrap();
/// let err = Recurrence::new(bad, &start).unwrap_err();
/// assert!(err.to_string().starts_with("BYWEEKNO"));
/// ```
#[derive(Debug, Clone)]
pub struct Recurrence {
    rule: RRule,
    pub(crate) start_wall: NaiveDateTime,
    pub(crate) until: Option<UntilBound>,
    /// Bit `m` set for each allowed month 1..=12; 0 means any.
    months: u16,
    week_nos: Vec<i8>,
    year_days: Vec<i16>,
    month_days: Vec<i8>,
    /// Bit per weekday (Monday = bit 0) for plain BYDAY entries.
    weekdays: u8,
    /// Ordinal BYDAY entries.
    nth_weekdays: Vec<(i8, Weekday)>,
    /// Whether ordinals count within the month (else within the year).
    nth_in_month: bool,
    has_day_filter: bool,
    /// BYHOUR / BYMINUTE / BYSECOND after defaults, sorted; leap second 60 dropped.
    pub(crate) hours: Vec<u32>,
    pub(crate) minutes: Vec<u32>,
    pub(crate) seconds: Vec<u32>,
    /// Whether the given BYxxx time parts are limits at this frequency.
    pub(crate) limit_hours: bool,
    pub(crate) limit_minutes: bool,
    pub(crate) limit_seconds: bool,
    /// Times of day for date-level frequencies, in order.
    pub(crate) times: Vec<NaiveTime>,
    pub(crate) set_pos: Vec<i16>,
    /// DTSTART's wall clock in seconds (`and_utc().timestamp()`).
    pub(crate) start_secs: i64,
    /// A wall-clock UNTIL in the same seconds (whole seconds, so a fraction
    /// of a second in UNTIL cannot matter).
    pub(crate) until_wall_secs: Option<i64>,
    /// For rules whose candidates are DTSTART plus multiples of a fixed
    /// wall-clock step (DAILY at DTSTART's time, WEEKLY on its weekday, and
    /// sub-daily rules without BYxxx): that step in seconds.
    pub(crate) step_secs: Option<i64>,
}

fn not_allowed(part: &'static str, reason: impl Into<String>) -> RuleError {
    RuleError::NotAllowed {
        part,
        reason: reason.into(),
    }
}

fn sorted<T: Ord + Copy, U: From<T> + Ord>(items: &[T]) -> Vec<U> {
    let mut v: Vec<U> = items.iter().map(|&x| U::from(x)).collect();
    v.sort();
    v.dedup();
    v
}

fn check_combinations(rule: &RRule, start: &EventTime) -> Result<(), RuleError> {
    use Frequency::*;
    let freq = rule.freq;
    if rule.count.is_some() && rule.until.is_some() {
        return Err(not_allowed("COUNT", "and UNTIL must not both be given"));
    }
    if !rule.by_week_no.is_empty() && freq != Yearly {
        return Err(not_allowed(
            "BYWEEKNO",
            format!("is only allowed with FREQ=YEARLY, not {freq}"),
        ));
    }
    if !rule.by_year_day.is_empty() && matches!(freq, Daily | Weekly | Monthly) {
        return Err(not_allowed(
            "BYYEARDAY",
            format!("is not allowed with FREQ={freq}"),
        ));
    }
    if !rule.by_month_day.is_empty() && freq == Weekly {
        return Err(not_allowed("BYMONTHDAY", "is not allowed with FREQ=WEEKLY"));
    }
    for day in rule.by_day.iter().filter(|d| d.nth.is_some()) {
        if !matches!(freq, Monthly | Yearly) {
            return Err(not_allowed(
                "BYDAY",
                format!("ordinal {day} is only allowed with FREQ=MONTHLY or YEARLY, not {freq}"),
            ));
        }
        if freq == Yearly && !rule.by_week_no.is_empty() {
            return Err(not_allowed(
                "BYDAY",
                format!("ordinal {day} is not allowed together with BYWEEKNO"),
            ));
        }
        // An ordinal past ±5 within a month (6WE) is what RFC 5545's
        // grammar allows (±1..53) and simply never matches there, as libical
        // and ical.js read it: refusing it would drop the event.
    }
    if !rule.by_set_pos.is_empty() && !rule.has_by_parts() {
        return Err(not_allowed(
            "BYSETPOS",
            "needs another BYxxx part to select from",
        ));
    }
    if start.is_all_day() && freq < Daily {
        return Err(not_allowed(
            "FREQ",
            format!("={freq} needs a start with a time of day, not an all-day date"),
        ));
    }
    Ok(())
}

fn until_bound(until: Until, start: &EventTime) -> UntilBound {
    let end_of_day = |d: NaiveDate| {
        d.and_hms_nano_opt(23, 59, 59, 999_999_999)
            .unwrap_or_else(|| d.and_time(NaiveTime::MIN))
    };
    match (until, start) {
        (Until::Utc(t), EventTime::Zoned { .. }) => UntilBound::Instant(t),
        // An all-day series runs through UNTIL's date, whatever its form.
        (Until::Utc(t), EventTime::AllDay(_)) => UntilBound::Wall(end_of_day(t.date_naive())),
        (Until::Local(t), EventTime::AllDay(_)) => UntilBound::Wall(end_of_day(t.date())),
        (Until::Utc(t), _) => UntilBound::Wall(t.naive_utc()),
        (Until::Local(t), _) => UntilBound::Wall(t),
        (Until::Date(d), _) => UntilBound::Wall(end_of_day(d)),
    }
}

impl Recurrence {
    /// Validates `rule` against `start` and compiles it.
    ///
    /// Refuses (naming the part) combinations RFC 5545 forbids, ordinals that
    /// can never match, an UNTIL before the start, and sub-daily rules on
    /// all-day events. Time parts on an all-day start are ignored.
    pub fn new(rule: RRule, start: &EventTime) -> Result<Recurrence, RuleError> {
        use Frequency::*;
        check_combinations(&rule, start)?;
        let start_wall = start.wall_clock();
        let until = rule.until.map(|u| until_bound(u, start));
        match until {
            Some(UntilBound::Wall(u)) if u < start_wall => {
                return Err(RuleError::UntilBeforeStart {
                    until: rule.until.map(|u| u.to_string()).unwrap_or_default(),
                    start: start_wall.to_string(),
                })
            }
            Some(UntilBound::Instant(u)) => {
                let first = start.resolve().instant_in(chrono_tz::UTC);
                if u < first {
                    return Err(RuleError::UntilBeforeStart {
                        until: rule.until.map(|u| u.to_string()).unwrap_or_default(),
                        start: OccurrenceTime::to_string(&start.resolve()),
                    });
                }
            }
            _ => {}
        }

        let freq = rule.freq;
        let mut months: u16 = rule.by_month.iter().fold(0, |m, &b| m | 1 << b);
        let mut month_days: Vec<i8> = rule.by_month_day.clone();
        let mut weekdays: u8 = 0;
        let mut nth_weekdays = Vec::new();
        for day in &rule.by_day {
            match day.nth {
                None => weekdays |= 1 << day.weekday.num_days_from_monday(),
                Some(n) => nth_weekdays.push((n, day.weekday)),
            }
        }
        // RFC 5545: parts that are absent take their value from DTSTART.
        let no_day_parts = rule.by_week_no.is_empty()
            && rule.by_year_day.is_empty()
            && rule.by_month_day.is_empty()
            && rule.by_day.is_empty();
        // libical and ical.js read the same way where the RFC's "taken from
        // DTSTART" leaves room (README, "Recurrence semantics"): a yearly
        // BYMONTHDAY without BYMONTH is in DTSTART's month (Feb 29 each leap
        // year, not the 29th of every month), and weeks picked by BYWEEKNO
        // without a day part fall on DTSTART's weekday.
        if freq == Yearly
            && months == 0
            && !rule.by_month_day.is_empty()
            && rule.by_week_no.is_empty()
            && rule.by_year_day.is_empty()
        {
            months = 1 << start_wall.month();
        }
        if !rule.by_week_no.is_empty()
            && rule.by_day.is_empty()
            && rule.by_month_day.is_empty()
            && rule.by_year_day.is_empty()
        {
            weekdays |= 1 << start_wall.weekday().num_days_from_monday();
        }
        if no_day_parts {
            match freq {
                Yearly => {
                    if months == 0 {
                        months = 1 << start_wall.month();
                    }
                    month_days.push(start_wall.day() as i8);
                }
                Monthly => month_days.push(start_wall.day() as i8),
                Weekly => weekdays |= 1 << start_wall.weekday().num_days_from_monday(),
                _ => {}
            }
        }
        let all_day = start.is_all_day();
        let time_part = |given: &[u8], coarser_than: Frequency, own: u32| -> Vec<u32> {
            if all_day {
                vec![0]
            } else if given.is_empty() {
                if freq > coarser_than {
                    vec![own]
                } else {
                    Vec::new()
                }
            } else {
                sorted::<u8, u32>(given)
                    .into_iter()
                    .filter(|&v| v < 60)
                    .collect()
            }
        };
        let hours = time_part(&rule.by_hour, Hourly, start_wall.hour());
        let minutes = time_part(&rule.by_minute, Minutely, start_wall.minute());
        let seconds = time_part(&rule.by_second, Secondly, start_wall.second());
        let mut times = Vec::new();
        if freq >= Daily {
            for &h in &hours {
                for &m in &minutes {
                    for &s in &seconds {
                        if let Some(t) = NaiveTime::from_hms_opt(h, m, s) {
                            times.push(t);
                        }
                    }
                }
            }
        }
        let has_day_filter = months != 0
            || !rule.by_week_no.is_empty()
            || !rule.by_year_day.is_empty()
            || !month_days.is_empty()
            || weekdays != 0
            || !nth_weekdays.is_empty();
        // Rules with exactly DTSTART's time once per period, on no other
        // condition, step by a fixed number of wall-clock seconds.
        let start_time = start_wall.time().with_nanosecond(0);
        let one_time_as_start = times.len() == 1 && Some(times[0]) == start_time;
        let no_by_parts = !rule.has_by_parts() && rule.by_set_pos.is_empty();
        let only_start_weekday = months == 0
            && rule.by_week_no.is_empty()
            && rule.by_year_day.is_empty()
            && month_days.is_empty()
            && nth_weekdays.is_empty()
            && weekdays == 1 << start_wall.weekday().num_days_from_monday();
        let unit = match freq {
            Daily if !has_day_filter && one_time_as_start => Some(86_400),
            Weekly if only_start_weekday && one_time_as_start => Some(7 * 86_400),
            Hourly if no_by_parts => Some(3_600),
            Minutely if no_by_parts => Some(60),
            Secondly if no_by_parts => Some(1),
            _ => None,
        };
        let step_secs = unit
            .filter(|_| rule.by_set_pos.is_empty())
            .map(|u| u * i64::from(rule.interval));
        Ok(Recurrence {
            start_secs: start_wall.and_utc().timestamp(),
            until_wall_secs: match until {
                Some(UntilBound::Wall(u)) => Some(u.and_utc().timestamp()),
                _ => None,
            },
            step_secs,
            start_wall,
            until,
            months,
            week_nos: rule.by_week_no.clone(),
            year_days: rule.by_year_day.clone(),
            month_days,
            weekdays,
            nth_weekdays,
            nth_in_month: freq == Monthly || !rule.by_month.is_empty(),
            has_day_filter,
            limit_hours: !rule.by_hour.is_empty() && !all_day && freq <= Hourly,
            limit_minutes: !rule.by_minute.is_empty() && !all_day && freq <= Minutely,
            limit_seconds: !rule.by_second.is_empty() && !all_day && freq <= Secondly,
            hours,
            minutes,
            seconds,
            times,
            set_pos: rule.by_set_pos.clone(),
            rule,
        })
    }

    /// The rule as given.
    pub fn rule(&self) -> &RRule {
        &self.rule
    }

    /// The frequency.
    pub fn freq(&self) -> Frequency {
        self.rule.freq
    }

    /// `INTERVAL`.
    pub fn interval(&self) -> u32 {
        self.rule.interval
    }

    /// `COUNT`, if any.
    pub fn count(&self) -> Option<u32> {
        self.rule.count
    }

    /// UNTIL, when it is an instant (a UTC UNTIL on a zoned start).
    pub(crate) fn until_instant(&self) -> Option<DateTime<Utc>> {
        match self.until {
            Some(UntilBound::Instant(t)) => Some(t),
            _ => None,
        }
    }

    /// Whether the series ends (COUNT or UNTIL).
    pub fn is_bounded(&self) -> bool {
        self.rule.count.is_some() || self.rule.until.is_some()
    }

    /// Whether the rule picks ISO-style weeks: its yearly periods are then
    /// week-numbering years, so INTERVAL and BYSETPOS count those.
    pub(crate) fn by_week_no(&self) -> bool {
        !self.week_nos.is_empty()
    }

    /// Whether BYMONTH (given or defaulted) allows `month`, to skip whole
    /// months without looking at their days.
    pub(crate) fn month_allowed(&self, month: u32) -> bool {
        self.months == 0 || self.months & (1 << month) != 0
    }

    /// The BYMONTHDAY list (given or defaulted) when it and BYMONTH are the
    /// only day parts, so that a month's days can be computed directly.
    pub(crate) fn month_days_only(&self) -> Option<&[i8]> {
        let only = !self.month_days.is_empty()
            && self.week_nos.is_empty()
            && self.year_days.is_empty()
            && self.weekdays == 0
            && self.nth_weekdays.is_empty();
        only.then_some(self.month_days.as_slice())
    }

    /// Whether `date` passes the BYMONTH, BYWEEKNO, BYYEARDAY, BYMONTHDAY and
    /// BYDAY parts (all of them limits or, with the period's set of days,
    /// expansions — the two agree once defaults are filled in).
    pub(crate) fn day_matches(&self, date: NaiveDate) -> bool {
        if !self.has_day_filter {
            return true;
        }
        if self.months != 0 && self.months & (1 << date.month()) == 0 {
            return false;
        }
        if !self.month_days.is_empty() {
            let day = date.day() as i32;
            let len = month_len(date.year(), date.month()) as i32;
            if !self
                .month_days
                .iter()
                .any(|&n| i32::from(n) == day || i32::from(n) == day - len - 1)
            {
                return false;
            }
        }
        if !self.year_days.is_empty() {
            let day = date.ordinal() as i32;
            let len = year_len(date.year()) as i32;
            if !self
                .year_days
                .iter()
                .any(|&n| i32::from(n) == day || i32::from(n) == day - len - 1)
            {
                return false;
            }
        }
        if !self.week_nos.is_empty() {
            let Some((week, weeks)) = week_number(date, self.rule.week_start) else {
                return false;
            };
            if !self
                .week_nos
                .iter()
                .any(|&n| i32::from(n) == week || i32::from(n) == week - weeks - 1)
            {
                return false;
            }
        }
        if self.weekdays != 0 || !self.nth_weekdays.is_empty() {
            let wd = date.weekday();
            let plain = self.weekdays & (1 << wd.num_days_from_monday()) != 0;
            if !plain && !self.nth_matches(date, wd) {
                return false;
            }
        }
        true
    }

    fn nth_matches(&self, date: NaiveDate, wd: Weekday) -> bool {
        if self.nth_weekdays.is_empty() {
            return false;
        }
        let (pos, len) = if self.nth_in_month {
            (
                date.day() as i32,
                month_len(date.year(), date.month()) as i32,
            )
        } else {
            (date.ordinal() as i32, year_len(date.year()) as i32)
        };
        let forward = (pos - 1) / 7 + 1;
        let backward = -((len - pos) / 7 + 1);
        self.nth_weekdays
            .iter()
            .any(|&(n, w)| w == wd && (i32::from(n) == forward || i32::from(n) == backward))
    }
}
