//! Property values: dates, date-times, durations, periods, text.

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, NaiveTime, Utc};

use super::reason::ValueError;

/// A DATE or DATE-TIME value as written, before its TZID is resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IcalTime {
    Date(NaiveDate),
    Utc(DateTime<Utc>),
    Floating(NaiveDateTime),
    /// Local time in the zone named by a TZID parameter.
    Zoned(NaiveDateTime, String),
}

/// Parses `19970714`, `19970714T173000`, `19970714T173000Z`; `tzid` (the
/// TZID parameter) applies to local date-times. `VALUE=DATE` must match what
/// is written.
pub fn time(
    text: &str,
    tzid: Option<&str>,
    value_type: Option<&str>,
) -> Result<IcalTime, ValueError> {
    // Lowercase `t` and `z` are read as `T` and `Z`, as libical does.
    let written = text.trim();
    let upper = written.to_ascii_uppercase();
    let text = upper.as_str();
    let is_date = !text.contains('T');
    // A VALUE that does not match the value (`VALUE=DATE:20261201T090000`)
    // is read by the value's shape, as python-icalendar and libical do:
    // the value says what it is.
    match value_type.map(str::to_ascii_uppercase).as_deref() {
        Some("DATE" | "DATE-TIME") | None => {}
        Some(other) => {
            return Err(ValueError::NotATimeType {
                value_type: other.to_owned(),
            })
        }
    }
    if is_date {
        return date(written).map(IcalTime::Date);
    }
    let (body, utc) = match text.strip_suffix('Z') {
        Some(body) => (body, true),
        None => (text, false),
    };
    let local = NaiveDateTime::parse_from_str(body, "%Y%m%dT%H%M%S").map_err(|_| {
        ValueError::NotADateTime {
            text: written.to_owned(),
        }
    })?;
    Ok(match (utc, tzid) {
        (true, _) => IcalTime::Utc(local.and_utc()),
        (false, Some(tz)) => IcalTime::Zoned(local, tz.to_owned()),
        (false, None) => IcalTime::Floating(local),
    })
}

/// `19970714`.
pub fn date(text: &str) -> Result<NaiveDate, ValueError> {
    if text.len() != 8 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ValueError::NotADateLike {
            text: text.to_owned(),
        });
    }
    NaiveDate::parse_from_str(text, "%Y%m%d").map_err(|_| ValueError::NotADate {
        text: text.to_owned(),
    })
}

/// RFC 5545 `dur-value`: `P15DT5H0M20S`, `-PT15M`, `P7W`. Days are taken
/// as 24 hours.
pub fn duration(text: &str) -> Result<Duration, ValueError> {
    let bad = || ValueError::NotADuration {
        text: text.to_owned(),
    };
    let t = text.trim();
    let (negative, t) = match t.as_bytes().first() {
        Some(b'-') => (true, &t[1..]),
        Some(b'+') => (false, &t[1..]),
        _ => (false, t),
    };
    let t = t
        .strip_prefix('P')
        .or_else(|| t.strip_prefix('p'))
        .ok_or_else(bad)?;
    if t.is_empty() {
        return Err(bad());
    }
    let mut total = Duration::zero();
    let mut digits = String::new();
    let mut in_time = false;
    let mut any = false;
    // `P1DT` is not a duration: a T must be followed by a time part.
    let mut after_t = 0;
    for c in t.chars() {
        match c.to_ascii_uppercase() {
            '0'..='9' => digits.push(c),
            'T' if digits.is_empty() && !in_time => in_time = true,
            unit => {
                let n: i64 = digits.parse().map_err(|_| bad())?;
                digits.clear();
                let part = match (unit, in_time) {
                    ('W', false) => Duration::try_weeks(n),
                    ('D', false) => Duration::try_days(n),
                    ('H', true) => Duration::try_hours(n),
                    ('M', true) => Duration::try_minutes(n),
                    ('S', true) => Duration::try_seconds(n),
                    _ => None,
                }
                .ok_or_else(bad)?;
                total = total.checked_add(&part).ok_or_else(bad)?;
                any = true;
                after_t += usize::from(in_time);
            }
        }
    }
    if !digits.is_empty() || !any || (in_time && after_t == 0) {
        return Err(bad());
    }
    if total > crate::model::longest() {
        return Err(ValueError::TooLong {
            text: text.to_owned(),
        });
    }
    Ok(if negative { -total } else { total })
}

/// A PERIOD: `start/end` or `start/duration`; returns the start and length.
pub fn period(text: &str, tzid: Option<&str>) -> Result<(IcalTime, Duration), ValueError> {
    let owned = || text.to_owned();
    let (start, rest) = text
        .split_once('/')
        .ok_or_else(|| ValueError::NotAPeriod { text: owned() })?;
    let start_time = time(start, tzid, Some("DATE-TIME"))?;
    let length = if rest.starts_with(['P', 'p', '+', '-']) {
        duration(rest)?
    } else {
        let end = time(rest, tzid, Some("DATE-TIME"))?;
        match (&start_time, &end) {
            (IcalTime::Utc(a), IcalTime::Utc(b)) => *b - *a,
            (IcalTime::Zoned(a, _), IcalTime::Zoned(b, _))
            | (IcalTime::Floating(a), IcalTime::Floating(b)) => *b - *a,
            _ => return Err(ValueError::PeriodKinds { text: owned() }),
        }
    };
    if length > crate::model::longest() {
        return Err(ValueError::PeriodTooLong { text: owned() });
    }
    if length < Duration::zero() {
        return Err(ValueError::PeriodBackwards { text: owned() });
    }
    Ok((start_time, length))
}

/// Splits a list value at unescaped commas (`EXDATE:a,b`, `CATEGORIES`).
pub fn split_list(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut start = 0;
    let mut escaped = false;
    for (i, c) in text.char_indices() {
        match c {
            '\\' if !escaped => escaped = true,
            ',' if !escaped => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => escaped = false,
        }
    }
    parts.push(&text[start..]);
    parts
}

/// TEXT unescaping: `\\n` / `\\N` newline, `\\,` `\\;` `\\\\`. An unknown escape
/// keeps the character after the backslash.
pub fn unescape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n' | 'N') => out.push('\n'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

pub use crate::model::param_value;

/// TEXT escaping for writing.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out
}

/// Midnight of a date, for comparisons with date-times.
pub fn midnight(d: NaiveDate) -> NaiveDateTime {
    d.and_time(NaiveTime::MIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_periods_and_text() {
        assert_eq!(
            duration("P15DT5H0M20S").unwrap(),
            Duration::seconds(15 * 86400 + 5 * 3600 + 20)
        );
        assert_eq!(duration("-PT15M").unwrap(), Duration::minutes(-15));
        assert_eq!(duration("P7W").unwrap(), Duration::weeks(7));
        for bad in ["P", "PT", "15M", "P1H", "PT1D", "P1DT"] {
            assert!(duration(bad).is_err(), "{bad}");
        }
        let (start, len) = period("19970101T180000Z/PT5H30M", None).unwrap();
        assert_eq!(len, Duration::minutes(330));
        assert!(matches!(start, IcalTime::Utc(_)));
        assert_eq!(
            period("19970101T180000Z/19970102T070000Z", None).unwrap().1,
            Duration::hours(13)
        );
        assert_eq!(split_list("a\\,b,c"), ["a\\,b", "c"]);
        assert_eq!(unescape("a\\,b\\;c\\nd\\\\e"), "a,b;c\nd\\e");
        assert_eq!(escape("a,b;c\nd\\e"), "a\\,b\\;c\\nd\\\\e");
        assert!(time("20261123T0900", None, None).is_err());
        // A VALUE that does not match is read by the value's shape.
        assert!(matches!(
            time("20261123", None, Some("DATE-TIME")),
            Ok(IcalTime::Date(_))
        ));
        assert!(matches!(
            time("20261123t090000z", None, Some("DATE")),
            Ok(IcalTime::Utc(_))
        ));
        assert!(time("20261123", None, Some("PERIOD")).is_err());
    }
}
