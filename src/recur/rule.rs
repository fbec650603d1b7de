//! RRULE values (RFC 5545 §3.3.10): the parsed form, its parser, and its
//! canonical text.
//!
//! Parsing checks syntax and the range of every value; whether the parts make
//! sense together, and with the event's start, is [`super::Recurrence`]'s job
//! (parse → validate → use).

use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc, Weekday};
use std::fmt;
use std::str::FromStr;

use super::RuleError;

/// How often the rule repeats (`FREQ`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Frequency {
    Secondly,
    Minutely,
    Hourly,
    Daily,
    Weekly,
    Monthly,
    Yearly,
}

impl Frequency {
    fn name(self) -> &'static str {
        match self {
            Frequency::Secondly => "SECONDLY",
            Frequency::Minutely => "MINUTELY",
            Frequency::Hourly => "HOURLY",
            Frequency::Daily => "DAILY",
            Frequency::Weekly => "WEEKLY",
            Frequency::Monthly => "MONTHLY",
            Frequency::Yearly => "YEARLY",
        }
    }
}

impl fmt::Display for Frequency {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A `BYDAY` entry: a weekday, optionally the Nth (or Nth from last) in the
/// month or year (`2MO`, `-1FR`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NthWeekday {
    /// `None` for every such weekday; `Some(n)` with `n` in ±1..=53.
    pub nth: Option<i8>,
    pub weekday: Weekday,
}

/// When the rule stops (`UNTIL`), in the form it was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Until {
    /// `UNTIL=19971224`: through the whole of that day.
    Date(NaiveDate),
    /// `UNTIL=19971224T000000`: a wall-clock time in the start's zone.
    Local(NaiveDateTime),
    /// `UNTIL=19971224T000000Z`: an instant.
    Utc(DateTime<Utc>),
}

/// A parsed recurrence rule. Empty `by_*` lists mean the part is absent.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RRule {
    pub freq: Frequency,
    /// `INTERVAL`, at least 1.
    pub interval: u32,
    /// `COUNT`, at least 1.
    pub count: Option<u32>,
    pub until: Option<Until>,
    /// 0..=60 (60 is a leap second, which never occurs in the tz database).
    pub by_second: Vec<u8>,
    /// 0..=59.
    pub by_minute: Vec<u8>,
    /// 0..=23.
    pub by_hour: Vec<u8>,
    pub by_day: Vec<NthWeekday>,
    /// ±1..=31.
    pub by_month_day: Vec<i8>,
    /// ±1..=366.
    pub by_year_day: Vec<i16>,
    /// ±1..=53.
    pub by_week_no: Vec<i8>,
    /// 1..=12.
    pub by_month: Vec<u8>,
    /// ±1..=366.
    pub by_set_pos: Vec<i16>,
    /// `WKST`, Monday unless given.
    pub week_start: Weekday,
}

impl RRule {
    /// A rule with only `FREQ` set.
    pub fn new(freq: Frequency) -> RRule {
        RRule {
            freq,
            interval: 1,
            count: None,
            until: None,
            by_second: Vec::new(),
            by_minute: Vec::new(),
            by_hour: Vec::new(),
            by_day: Vec::new(),
            by_month_day: Vec::new(),
            by_year_day: Vec::new(),
            by_week_no: Vec::new(),
            by_month: Vec::new(),
            by_set_pos: Vec::new(),
            week_start: Weekday::Mon,
        }
    }
}

impl RRule {
    /// Whether any BYxxx part other than BYSETPOS is given.
    pub fn has_by_parts(&self) -> bool {
        !(self.by_second.is_empty()
            && self.by_minute.is_empty()
            && self.by_hour.is_empty()
            && self.by_day.is_empty()
            && self.by_month_day.is_empty()
            && self.by_year_day.is_empty()
            && self.by_week_no.is_empty()
            && self.by_month.is_empty())
    }
}

fn weekday_code(w: Weekday) -> &'static str {
    match w {
        Weekday::Mon => "MO",
        Weekday::Tue => "TU",
        Weekday::Wed => "WE",
        Weekday::Thu => "TH",
        Weekday::Fri => "FR",
        Weekday::Sat => "SA",
        Weekday::Sun => "SU",
    }
}

fn parse_weekday(s: &str) -> Option<Weekday> {
    Some(match s {
        "MO" => Weekday::Mon,
        "TU" => Weekday::Tue,
        "WE" => Weekday::Wed,
        "TH" => Weekday::Thu,
        "FR" => Weekday::Fri,
        "SA" => Weekday::Sat,
        "SU" => Weekday::Sun,
        _ => return None,
    })
}

fn bad(part: &'static str, value: &str, reason: impl Into<String>) -> RuleError {
    RuleError::BadValue {
        part,
        value: value.to_string(),
        reason: reason.into(),
    }
}

/// Parses a comma list of integers, each within `lo..=hi` and not zero unless
/// `zero_ok`.
fn int_list<T>(
    part: &'static str,
    value: &str,
    lo: i32,
    hi: i32,
    zero_ok: bool,
) -> Result<Vec<T>, RuleError>
where
    T: TryFrom<i32>,
{
    value
        .split(',')
        .map(|item| {
            let n: i32 = item
                .trim()
                .parse()
                .map_err(|_| bad(part, value, format!("'{item}' is not a whole number")))?;
            if n < lo || n > hi || (n == 0 && !zero_ok) {
                let range = if zero_ok || lo >= 0 {
                    format!("{lo}..{hi}")
                } else {
                    format!("±1..{hi}")
                };
                return Err(bad(part, value, format!("{n} is outside {range}")));
            }
            T::try_from(n).map_err(|_| bad(part, value, format!("{n} is out of range")))
        })
        .collect()
}

fn parse_until(value: &str) -> Result<Until, RuleError> {
    let err = || {
        bad(
            "UNTIL",
            value,
            "expected YYYYMMDD, YYYYMMDDTHHMMSS or YYYYMMDDTHHMMSSZ",
        )
    };
    if value.len() == 8 {
        return NaiveDate::parse_from_str(value, "%Y%m%d")
            .map(Until::Date)
            .map_err(|_| err());
    }
    if let Some(utc) = value.strip_suffix('Z') {
        let t = NaiveDateTime::parse_from_str(utc, "%Y%m%dT%H%M%S").map_err(|_| err())?;
        return Ok(Until::Utc(t.and_utc()));
    }
    NaiveDateTime::parse_from_str(value, "%Y%m%dT%H%M%S")
        .map(Until::Local)
        .map_err(|_| err())
}

fn parse_by_day(value: &str) -> Result<Vec<NthWeekday>, RuleError> {
    value
        .split(',')
        .map(|item| {
            let item = item.trim();
            // Byte slicing below is safe only on ASCII (a damaged file can
            // put anything here).
            if item.len() < 2 || !item.is_ascii() {
                return Err(bad("BYDAY", value, format!("'{item}' is not a weekday")));
            }
            let (num, day) = item.split_at(item.len() - 2);
            let weekday = parse_weekday(day).ok_or_else(|| {
                bad(
                    "BYDAY",
                    value,
                    format!("'{day}' is not one of MO TU WE TH FR SA SU"),
                )
            })?;
            let nth = if num.is_empty() {
                None
            } else {
                let n: i32 = num
                    .strip_prefix('+')
                    .unwrap_or(num)
                    .parse()
                    .map_err(|_| bad("BYDAY", value, format!("'{num}' is not an ordinal")))?;
                if n == 0 || !(-53..=53).contains(&n) {
                    return Err(bad(
                        "BYDAY",
                        value,
                        format!("ordinal {n} is outside ±1..53"),
                    ));
                }
                Some(n as i8)
            };
            Ok(NthWeekday { nth, weekday })
        })
        .collect()
}

impl FromStr for RRule {
    type Err = RuleError;

    /// Parses an RRULE value. Part names and values are case-insensitive (real
    /// files use lowercase); an `RRULE:` prefix is accepted.
    fn from_str(text: &str) -> Result<RRule, RuleError> {
        let upper = text.trim().to_ascii_uppercase();
        let body = upper.strip_prefix("RRULE:").unwrap_or(&upper);
        if body.is_empty() {
            return Err(RuleError::Empty);
        }
        // Another calendar's rule (RFC 7529) means every other part in its
        // terms (`BYMONTH=5L`): it is unsupported, not malformed.
        if let Some(scale) = body
            .split(';')
            .find_map(|p| p.strip_prefix("RSCALE="))
            .filter(|scale| *scale != "GREGORIAN")
        {
            return Err(RuleError::Unsupported(format!("RSCALE={scale}")));
        }
        let mut freq = None;
        let mut rule = RRule::new(Frequency::Yearly);
        let mut seen: Vec<&str> = Vec::new();
        for part in body.split(';').filter(|p| !p.is_empty()) {
            let (name, value) = part
                .split_once('=')
                .ok_or_else(|| RuleError::Malformed(part.to_string()))?;
            if value.is_empty() {
                return Err(RuleError::Malformed(part.to_string()));
            }
            if seen.contains(&name) {
                return Err(RuleError::Repeated(name.to_string()));
            }
            seen.push(name);
            match name {
                "FREQ" => {
                    freq = Some(match value {
                        "SECONDLY" => Frequency::Secondly,
                        "MINUTELY" => Frequency::Minutely,
                        "HOURLY" => Frequency::Hourly,
                        "DAILY" => Frequency::Daily,
                        "WEEKLY" => Frequency::Weekly,
                        "MONTHLY" => Frequency::Monthly,
                        "YEARLY" => Frequency::Yearly,
                        _ => return Err(bad("FREQ", value, "expected SECONDLY … YEARLY")),
                    })
                }
                "INTERVAL" => {
                    rule.interval = value
                        .parse()
                        .ok()
                        .filter(|n| *n >= 1)
                        .ok_or_else(|| bad("INTERVAL", value, "expected a whole number ≥ 1"))?
                }
                "COUNT" => {
                    rule.count =
                        Some(
                            value.parse().ok().filter(|n| *n >= 1).ok_or_else(|| {
                                bad("COUNT", value, "expected a whole number ≥ 1")
                            })?,
                        )
                }
                "UNTIL" => rule.until = Some(parse_until(value)?),
                "BYSECOND" => rule.by_second = int_list("BYSECOND", value, 0, 60, true)?,
                "BYMINUTE" => rule.by_minute = int_list("BYMINUTE", value, 0, 59, true)?,
                "BYHOUR" => rule.by_hour = int_list("BYHOUR", value, 0, 23, true)?,
                "BYDAY" => rule.by_day = parse_by_day(value)?,
                "BYMONTHDAY" => rule.by_month_day = int_list("BYMONTHDAY", value, -31, 31, false)?,
                "BYYEARDAY" => rule.by_year_day = int_list("BYYEARDAY", value, -366, 366, false)?,
                "BYWEEKNO" => rule.by_week_no = int_list("BYWEEKNO", value, -53, 53, false)?,
                "BYMONTH" => rule.by_month = int_list("BYMONTH", value, 1, 12, false)?,
                "BYSETPOS" => rule.by_set_pos = int_list("BYSETPOS", value, -366, 366, false)?,
                "WKST" => {
                    rule.week_start = parse_weekday(value)
                        .ok_or_else(|| bad("WKST", value, "expected one of MO TU WE TH FR SA SU"))?
                }
                // RFC 7529: a Gregorian RSCALE is the rule RFC 5545 reads,
                // and SKIP=OMIT its way with days a month lacks; another
                // calendar, or another SKIP, is a rule Kairos cannot expand.
                "RSCALE" if value == "GREGORIAN" => {}
                "SKIP" if value == "OMIT" => {}
                "RSCALE" | "SKIP" => return Err(RuleError::Unsupported(format!("{name}={value}"))),
                other => return Err(RuleError::UnknownPart(other.to_string())),
            }
        }
        rule.freq = freq.ok_or(RuleError::MissingFreq)?;
        Ok(rule)
    }
}

fn join<T: fmt::Display>(f: &mut fmt::Formatter<'_>, name: &str, items: &[T]) -> fmt::Result {
    if items.is_empty() {
        return Ok(());
    }
    write!(f, ";{name}=")?;
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            f.write_str(",")?;
        }
        write!(f, "{item}")?;
    }
    Ok(())
}

impl fmt::Display for NthWeekday {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(n) = self.nth {
            write!(f, "{n}")?;
        }
        f.write_str(weekday_code(self.weekday))
    }
}

impl fmt::Display for Until {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Until::Date(d) => write!(f, "{}", d.format("%Y%m%d")),
            Until::Local(t) => write!(f, "{}", t.format("%Y%m%dT%H%M%S")),
            Until::Utc(t) => write!(f, "{}", t.format("%Y%m%dT%H%M%SZ")),
        }
    }
}

impl fmt::Display for RRule {
    /// The canonical text: parts in RFC order, defaults (`INTERVAL=1`,
    /// `WKST=MO`) left out, so that parsing it gives back an equal rule.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FREQ={}", self.freq)?;
        if self.interval != 1 {
            write!(f, ";INTERVAL={}", self.interval)?;
        }
        if let Some(count) = self.count {
            write!(f, ";COUNT={count}")?;
        }
        if let Some(until) = self.until {
            write!(f, ";UNTIL={until}")?;
        }
        join(f, "BYSECOND", &self.by_second)?;
        join(f, "BYMINUTE", &self.by_minute)?;
        join(f, "BYHOUR", &self.by_hour)?;
        join(f, "BYDAY", &self.by_day)?;
        join(f, "BYMONTHDAY", &self.by_month_day)?;
        join(f, "BYYEARDAY", &self.by_year_day)?;
        join(f, "BYWEEKNO", &self.by_week_no)?;
        join(f, "BYMONTH", &self.by_month)?;
        join(f, "BYSETPOS", &self.by_set_pos)?;
        if self.week_start != Weekday::Mon {
            write!(f, ";WKST={}", weekday_code(self.week_start))?;
        }
        Ok(())
    }
}
