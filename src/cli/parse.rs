//! Reading the date, time and zone arguments users type.

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
    Err(BadInput(format!(
        "{flag} {text:?}: expected a local date-time like 1997-09-02T09:00:00 or a date like 1997-09-02"
    )))
}

/// Parses an IANA zone name (`America/New_York`, `UTC`).
pub(crate) fn zone(text: &str) -> Result<Tz, BadInput> {
    text.parse::<Tz>().map_err(|_| {
        BadInput(format!(
            "--tz {text:?}: unknown time zone (expected an IANA name like Europe/Paris)"
        ))
    })
}
