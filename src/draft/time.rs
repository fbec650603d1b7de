//! Reading the dates, times, lengths and zones people type — into the
//! editor's fields, on the command line, in a sentence: one set of
//! parsers, so that every way in reads a value alike.
//!
//! Dates are ISO (`2026-11-09`): unambiguous in every locale, and the date
//! picker fills them in. Times are read in both clocks, whichever the
//! locale shows: `9`, `09:30`, `9.30`, `930`, `9:30 pm`, `12am`,
//! `09:30:15`. Lengths are `45m`, `1h30m`, `2d`, `1w` or ISO 8601's
//! `PT1H30M`; zones are IANA names.

use chrono::{Duration, NaiveDate, NaiveDateTime, NaiveTime};
use chrono_tz::Tz;

/// A day, or a day and a time, as written in one piece
/// (`2026-11-23`, `2026-11-23T09:00`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayOrTime {
    Day(NaiveDate),
    Time(NaiveDateTime),
}

impl DayOrTime {
    /// The moment it names: a day's midnight.
    pub fn as_date_time(self) -> NaiveDateTime {
        match self {
            DayOrTime::Time(t) => t,
            DayOrTime::Day(d) => d.and_time(NaiveTime::MIN),
        }
    }
}

/// `2026-11-23T09:00[:SS]`, `2026-11-23 09:00[:SS]`, `20261123T090000`, a
/// day `2026-11-23` or `20261123`.
///
/// ```
/// use kairos::draft::{parse_day_or_time, DayOrTime};
/// let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
/// assert_eq!(parse_day_or_time("20261123"), Some(DayOrTime::Day(day)));
/// assert_eq!(
///     parse_day_or_time("2026-11-23T09:30"),
///     Some(DayOrTime::Time(day.and_hms_opt(9, 30, 0).unwrap()))
/// );
/// assert_eq!(parse_day_or_time("2026-11-31"), None);
/// ```
pub fn parse_day_or_time(text: &str) -> Option<DayOrTime> {
    const DATE_TIMES: [&str; 5] = [
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%dT%H:%M",
        "%Y%m%dT%H%M%S",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%d %H:%M",
    ];
    let text = text.trim();
    for format in DATE_TIMES {
        if let Ok(t) = NaiveDateTime::parse_from_str(text, format) {
            return Some(DayOrTime::Time(t));
        }
    }
    ["%Y-%m-%d", "%Y%m%d"]
        .iter()
        .find_map(|f| NaiveDate::parse_from_str(text, f).ok())
        .map(DayOrTime::Day)
}

/// An IANA zone name (`America/New_York`, `UTC`).
pub fn parse_zone(text: &str) -> Option<Tz> {
    text.trim().parse::<Tz>().ok()
}

/// Why a length was not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LengthError {
    /// Not a length.
    NotALength,
    /// Longer than [`crate::model::LONGEST_DAYS`].
    TooLong,
}

impl LengthError {
    /// What is wrong, in the user's language.
    pub fn words(self) -> String {
        match self {
            LengthError::NotALength => crate::fl!("draft-bad-length"),
            LengthError::TooLong => {
                crate::fl!("draft-too-long", days = crate::model::LONGEST_DAYS)
            }
        }
    }
}

/// A length like `45m`, `1h30m`, `90s`, `2d`, `1w` or ISO 8601 `PT1H30M`.
///
/// ```
/// use kairos::draft::parse_length;
/// assert_eq!(parse_length("1h30m"), Ok(chrono::Duration::minutes(90)));
/// assert_eq!(parse_length("PT1H30M"), Ok(chrono::Duration::minutes(90)));
/// assert!(parse_length("1h30").is_err());
/// ```
pub fn parse_length(text: &str) -> Result<Duration, LengthError> {
    let bad = LengthError::NotALength;
    let upper = text.trim().to_ascii_uppercase();
    let body = upper
        .strip_prefix('P')
        .map(|s| s.replace('T', ""))
        .unwrap_or(upper.clone());
    if body.is_empty() {
        return Err(bad);
    }
    if body == "0" {
        return Ok(Duration::zero());
    }
    let mut total = Duration::zero();
    let mut digits = String::new();
    for c in body.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let n: i64 = digits.parse().map_err(|_| bad)?;
        digits.clear();
        let unit = match c {
            'W' => Duration::try_weeks(n),
            'D' => Duration::try_days(n),
            'H' => Duration::try_hours(n),
            'M' => Duration::try_minutes(n),
            'S' => Duration::try_seconds(n),
            _ => None,
        }
        .ok_or(bad)?;
        total = total.checked_add(&unit).ok_or(LengthError::TooLong)?;
    }
    if !digits.is_empty() {
        return Err(bad);
    }
    if total > crate::model::longest() {
        return Err(LengthError::TooLong);
    }
    Ok(total)
}

/// `YYYY-MM-DD`, the form the date fields use.
pub fn format_date(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

/// A date typed as `YYYY-MM-DD` (surrounding spaces allowed).
///
/// ```
/// use kairos::draft::parse_date;
/// assert_eq!(parse_date(" 2026-11-09 "), chrono::NaiveDate::from_ymd_opt(2026, 11, 9));
/// assert_eq!(parse_date("2026-02-30"), None);
/// ```
pub fn parse_date(text: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").ok()
}

/// A time of day typed on a 24- or 12-hour clock.
///
/// ```
/// use kairos::draft::parse_time;
/// let t = |h, m| chrono::NaiveTime::from_hms_opt(h, m, 0);
/// assert_eq!(parse_time("17:30"), t(17, 30));
/// assert_eq!(parse_time("5:30 PM"), t(17, 30));
/// assert_eq!(parse_time("12am"), t(0, 0));
/// assert_eq!(parse_time("930"), t(9, 30));
/// assert_eq!(parse_time("09:30:15"), chrono::NaiveTime::from_hms_opt(9, 30, 15));
/// assert_eq!(parse_time("25:00"), None);
/// assert_eq!(parse_time("13 pm"), None);
/// assert_eq!(parse_time("é9"), None);
/// ```
pub fn parse_time(text: &str) -> Option<NaiveTime> {
    let lower = text.trim().to_ascii_lowercase();
    let (digits, half) = if let Some(rest) = lower.strip_suffix("am") {
        (rest.trim_end(), Some(false))
    } else if let Some(rest) = lower.strip_suffix("pm") {
        (rest.trim_end(), Some(true))
    } else {
        (lower.as_str(), None)
    };
    // Seconds, as a command line or a file writes them (`09:30:15`).
    let (digits, second) = match digits.split(':').collect::<Vec<_>>().as_slice() {
        [_, _, s] if s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit()) && half.is_none() => {
            (&digits[..digits.len() - 3], s.parse::<u32>().ok()?)
        }
        _ => (digits, 0),
    };
    let (hour, minute) = match digits.split_once([':', '.']) {
        Some((h, m)) if m.len() == 2 => (h.parse::<u32>().ok()?, m.parse::<u32>().ok()?),
        Some(_) => return None,
        None if digits.len() <= 2 => (digits.parse::<u32>().ok()?, 0),
        // Byte slicing: only on ASCII ("é9" is three bytes, not a time).
        None if digits.len() <= 4 && digits.is_ascii() => {
            let (h, m) = digits.split_at(digits.len() - 2);
            (h.parse::<u32>().ok()?, m.parse::<u32>().ok()?)
        }
        None => return None,
    };
    if !digits
        .chars()
        .all(|c| c.is_ascii_digit() || c == ':' || c == '.')
    {
        return None;
    }
    let hour = match half {
        None => hour,
        Some(_) if !(1..=12).contains(&hour) => return None,
        Some(pm) => hour % 12 + if pm { 12 } else { 0 },
    };
    NaiveTime::from_hms_opt(hour, minute, second)
}
