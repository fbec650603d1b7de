//! Reading the date, time and zone arguments users type.

use crate::fl;
use chrono_tz::Tz;

use super::BadInput;

/// A `--start`-style value: a local date-time or a date (the form's).
pub(crate) use crate::draft::DayOrTime;

/// A problem with what `flag` says, in the form's words.
pub(crate) fn problem(flag: &str, text: &str, words: String) -> BadInput {
    BadInput(fl!(
        "cli-typed-problem",
        flag = flag,
        text = text,
        problem = words
    ))
}

/// An `--occurrence` value: an occurrence's id as `agenda --json` prints
/// its `recurrence_id`.
pub(crate) fn occurrence(
    text: Option<&str>,
) -> Result<Option<crate::model::RecurrenceId>, BadInput> {
    text.map(|text| {
        text.parse::<crate::model::RecurrenceId>()
            .map_err(|e| problem("--occurrence", text, e.to_string()))
    })
    .transpose()
}

/// `1997-09-02T09:00:00`, `1997-09-02T09:00`, `19970902T090000` or a
/// date `1997-09-02` / `19970902` ([`crate::draft::parse_day_or_time`]).
pub(crate) fn local_value(flag: &str, text: &str) -> Result<DayOrTime, BadInput> {
    crate::draft::parse_day_or_time(text)
        .ok_or_else(|| BadInput(fl!("cli-bad-date-time", flag = flag, text = text)))
}

/// An IANA zone name (`America/New_York`, `UTC`).
pub(crate) fn zone(text: &str) -> Result<Tz, BadInput> {
    crate::draft::parse_zone(text).ok_or_else(|| BadInput(fl!("cli-bad-zone", text = text)))
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

/// A length like `45m`, `1h30m`, `90s`, `2d`, `1w` or ISO 8601 `PT1H30M`
/// ([`crate::draft::parse_length`], in the form's words when it is not).
pub(crate) fn duration(flag: &str, text: &str) -> Result<chrono::Duration, BadInput> {
    crate::draft::parse_length(text).map_err(|e| problem(flag, text, e.words()))
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
