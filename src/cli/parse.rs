//! Reading the date, time and zone arguments users type.

use crate::fl;
use chrono::{NaiveDate, NaiveDateTime};
use chrono_tz::Tz;

use super::BadInput;

/// A `--start`-style value: a local date-time or a date.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LocalValue {
    DateTime(NaiveDateTime),
    Date(NaiveDate),
}

impl LocalValue {
    pub(crate) fn as_date_time(self) -> NaiveDateTime {
        match self {
            LocalValue::DateTime(t) => t,
            LocalValue::Date(d) => d.and_time(chrono::NaiveTime::MIN),
        }
    }
}

/// An `--occurrence` value: an occurrence's id as `agenda --json` prints
/// its `recurrence_id`.
pub(crate) fn occurrence(
    text: Option<&str>,
) -> Result<Option<crate::model::RecurrenceId>, BadInput> {
    text.map(|text| {
        text.parse::<crate::model::RecurrenceId>()
            .map_err(|e| BadInput(format!("--occurrence {e}")))
    })
    .transpose()
}

/// Parses `1997-09-02T09:00:00`, `1997-09-02T09:00`, `19970902T090000` or a
/// date `1997-09-02` / `19970902`.
pub(crate) fn local_value(flag: &str, text: &str) -> Result<LocalValue, BadInput> {
    const DATE_TIMES: [&str; 4] = [
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%dT%H:%M",
        "%Y%m%dT%H%M%S",
        "%Y-%m-%d %H:%M:%S",
    ];
    for format in DATE_TIMES {
        if let Ok(t) = NaiveDateTime::parse_from_str(text, format) {
            return Ok(LocalValue::DateTime(t));
        }
    }
    for format in ["%Y-%m-%d", "%Y%m%d"] {
        if let Ok(d) = NaiveDate::parse_from_str(text, format) {
            return Ok(LocalValue::Date(d));
        }
    }
    Err(BadInput(fl!("cli-bad-date-time", flag = flag, text = text)))
}

/// Parses an IANA zone name (`America/New_York`, `UTC`).
pub(crate) fn zone(text: &str) -> Result<Tz, BadInput> {
    text.parse::<Tz>()
        .map_err(|_| BadInput(fl!("cli-bad-zone", text = text)))
}

/// The zone the user lives in: `TZ` when set (as for every program), else
/// the system's zone. A `TZ` that names no IANA zone is an error, not UTC.
pub(crate) fn system_zone() -> Result<Tz, BadInput> {
    crate::viewer_zone::system().map_err(|e| BadInput(e.to_string()))
}

/// `--tz` if given, else the zone chosen in Preferences (in `store`, the
/// database when its file exists), else the system zone.
pub(crate) fn zone_or_system(
    tz: Option<&str>,
    store: Option<&crate::store::Store>,
) -> anyhow::Result<Tz> {
    if let Some(text) = tz {
        return Ok(zone(text)?);
    }
    if let Some(chosen) = store
        .map(crate::store::preferences::zone)
        .transpose()
        .map_err(super::user_error)?
        .flatten()
    {
        return Ok(chosen);
    }
    Ok(system_zone()?)
}

/// A length like `45m`, `1h30m`, `90s`, `2d`, `1w` or ISO 8601 `PT1H30M`.
pub(crate) fn duration(flag: &str, text: &str) -> Result<chrono::Duration, BadInput> {
    let bad = || BadInput(fl!("cli-bad-duration", flag = flag, text = text));
    let upper = text.trim().to_ascii_uppercase();
    let body = upper
        .strip_prefix('P')
        .map(|s| s.replace('T', ""))
        .unwrap_or(upper.clone());
    if body.is_empty() {
        return Err(bad());
    }
    if body == "0" {
        return Ok(chrono::Duration::zero());
    }
    let mut total = chrono::Duration::zero();
    let mut digits = String::new();
    for c in body.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let n: i64 = digits.parse().map_err(|_| bad())?;
        digits.clear();
        let unit = match c {
            'W' => chrono::Duration::try_weeks(n),
            'D' => chrono::Duration::try_days(n),
            'H' => chrono::Duration::try_hours(n),
            'M' => chrono::Duration::try_minutes(n),
            'S' => chrono::Duration::try_seconds(n),
            _ => None,
        }
        .ok_or_else(bad)?;
        total = total.checked_add(&unit).ok_or_else(bad)?;
    }
    if !digits.is_empty() {
        return Err(bad());
    }
    if total > crate::model::longest() {
        return Err(BadInput(fl!(
            "cli-too-long",
            flag = flag,
            text = text,
            days = crate::model::LONGEST_DAYS
        )));
    }
    Ok(total)
}

/// A start written like `--start`, as an event time: a date for all-day
/// events, a wall-clock time in `tz` otherwise (UTC instants for `UTC`).
pub(crate) fn start_time(
    flag: &str,
    text: &str,
    tz: impl Into<crate::model::Zone>,
    all_day: bool,
) -> Result<crate::model::EventTime, BadInput> {
    use crate::model::{EventTime, Zone};
    let tz: Zone = tz.into();
    match (local_value(flag, text)?, all_day) {
        (LocalValue::Date(d), true) => Ok(EventTime::AllDay(d)),
        (LocalValue::DateTime(_), true) => Err(BadInput(fl!(
            "cli-all-day-takes-date",
            flag = flag,
            text = text
        ))),
        (LocalValue::Date(_), false) => Err(BadInput(fl!(
            "cli-date-needs-all-day",
            flag = flag,
            text = text
        ))),
        (LocalValue::DateTime(t), false) if tz == Zone::UTC => Ok(EventTime::Utc(t.and_utc())),
        (LocalValue::DateTime(local), false) => Ok(EventTime::Zoned { local, tz }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_in_every_spelling() {
        let m = chrono::Duration::minutes;
        assert_eq!(duration("--duration", "45m").unwrap(), m(45));
        assert_eq!(duration("--duration", "1h30m").unwrap(), m(90));
        assert_eq!(duration("--duration", "PT1H30M").unwrap(), m(90));
        assert_eq!(duration("--duration", "2d").unwrap(), m(2 * 24 * 60));
        assert_eq!(duration("--duration", "0").unwrap(), m(0));
        for bad in ["", "45", "m", "1x", "-5m", "P", "1h30"] {
            assert!(duration("--duration", bad).is_err(), "{bad:?}");
        }
    }
}
