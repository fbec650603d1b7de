//! How times and durations are written into columns.
//!
//! A time is one text value, readable in `sqlite3` and sortable within one
//! kind: `2026-11-23T09:00:00[Europe/Paris]` (zoned, the RFC 9557 form),
//! `2026-11-23T08:00:00Z` (UTC), `2026-11-23T09:00:00` (floating),
//! `2026-11-23` (a date). The events table also keeps the zone in a column
//! of its own.

use chrono::{DateTime, Duration, NaiveDate, NaiveDateTime, Utc};
use chrono_tz::Tz;
use serde::{Deserialize, Serialize};

use super::StoreError;
use crate::model::{CustomZoneId, EventDuration, EventTime, RecurrenceId, Reminder, Zone};

const WALL: &str = "%Y-%m-%dT%H:%M:%S";

/// `EventTime` → its text form.
pub(crate) fn time_text(time: &EventTime) -> String {
    match time {
        EventTime::Zoned { local, tz } => format!("{}[{}]", local.format(WALL), zone_key(tz)),
        EventTime::Utc(t) => format!("{}Z", t.format(WALL)),
        EventTime::Floating(t) => t.format(WALL).to_string(),
        EventTime::AllDay(d) => d.format("%Y-%m-%d").to_string(),
    }
}

/// How a time names its zone: the IANA name, or the key of the file's
/// definition in the zones table.
pub(crate) fn zone_key(zone: &Zone) -> &'static str {
    match zone {
        Zone::Iana(tz) => tz.name(),
        Zone::Custom(id) => id.get().key(),
    }
}

/// The zone `key` names, if it is an IANA name or a zone this process has
/// interned (see `zones::load` for the others).
fn zone_named(key: &str) -> Option<Zone> {
    key.parse::<Tz>()
        .ok()
        .map(Zone::Iana)
        .or_else(|| CustomZoneId::by_key(key).map(Zone::Custom))
}

/// The key of the file-defined zone `text` (a time's text form) names, if
/// this process has not interned it yet. Keys always hold a `~` and IANA
/// names never do, so an IANA time is passed over without a lookup (range
/// queries read every event's times; `parse_time` reads the name anyway).
pub(crate) fn unknown_zone(text: &str) -> Option<&str> {
    let (_, rest) = text.split_once('[')?;
    let key = rest.strip_suffix(']')?;
    (key.contains('~') && CustomZoneId::by_key(key).is_none()).then_some(key)
}

/// `YYYY-MM-DDTHH:MM:SS` read by hand: range queries read one per event,
/// and chrono's format parser costs more than the rest of the row.
fn parse_wall(s: &str) -> Option<NaiveDateTime> {
    let b = s.as_bytes();
    if b.len() != 19
        || b[4] != b'-'
        || b[7] != b'-'
        || b[10] != b'T'
        || b[13] != b':'
        || b[16] != b':'
    {
        return None;
    }
    let num = |range: std::ops::Range<usize>| -> Option<u32> {
        b[range].iter().try_fold(0u32, |n, &c| {
            c.is_ascii_digit().then(|| n * 10 + u32::from(c - b'0'))
        })
    };
    NaiveDate::from_ymd_opt(num(0..4)? as i32, num(5..7)?, num(8..10)?)?.and_hms_opt(
        num(11..13)?,
        num(14..16)?,
        num(17..19)?,
    )
}

/// The text form → `EventTime`.
pub(crate) fn parse_time(text: &str) -> Result<EventTime, StoreError> {
    let bad = || StoreError::Corrupt(format!("time {text:?}"));
    let wall = |s: &str| parse_wall(s).ok_or_else(bad);
    if let Some((local, rest)) = text.split_once('[') {
        let name = rest.strip_suffix(']').ok_or_else(bad)?;
        // File-defined zones are loaded before times are read (see
        // `EventRecord::load_zones`): a key still unknown here is corrupt.
        let tz = zone_named(name).ok_or_else(bad)?;
        return Ok(EventTime::Zoned {
            local: wall(local)?,
            tz,
        });
    }
    if let Some(utc) = text.strip_suffix('Z') {
        return Ok(EventTime::Utc(wall(utc)?.and_utc()));
    }
    if text.contains('T') {
        return Ok(EventTime::Floating(wall(text)?));
    }
    NaiveDate::parse_from_str(text, "%Y-%m-%d")
        .map(EventTime::AllDay)
        .map_err(|_| bad())
}

/// A recurrence id's key: ids that match as instants have the same text.
pub(crate) fn rid_text(id: &RecurrenceId) -> String {
    id.to_string()
}

pub(crate) fn parse_rid(text: &str) -> Result<RecurrenceId, StoreError> {
    text.parse()
        .map_err(|_| StoreError::Corrupt(format!("recurrence id {text:?}")))
}

/// `(duration_secs, duration_days)`: exactly one is set.
pub(crate) fn duration_columns(d: EventDuration) -> (Option<i64>, Option<i64>) {
    match d {
        EventDuration::Exact(d) => (Some(d.num_seconds()), None),
        EventDuration::Days(n) => (None, Some(i64::from(n))),
    }
}

pub(crate) fn parse_duration(
    secs: Option<i64>,
    days: Option<i64>,
) -> Result<EventDuration, StoreError> {
    match (secs, days) {
        (Some(s), None) => Ok(EventDuration::Exact(Duration::seconds(s))),
        (None, Some(d)) => u32::try_from(d)
            .map(EventDuration::Days)
            .map_err(|_| StoreError::Corrupt(format!("duration of {d} days"))),
        _ => Err(StoreError::Corrupt(format!(
            "duration columns {secs:?}/{days:?}"
        ))),
    }
}

/// How a reminder is stored, in its table and in the undo journal:
/// `before_secs` or `at_utc` (exactly one), and whether `before_secs`
/// counts back from the end rather than the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct ReminderColumns {
    pub before_secs: Option<i64>,
    pub at_utc: Option<i64>,
    // Schema 5; `default` lets journal entries written before it load.
    #[serde(default)]
    pub from_end: bool,
}

impl ReminderColumns {
    /// Reads `before_secs, at_utc, from_end` from `row`, starting at column `first`.
    pub(crate) fn from_row(row: &rusqlite::Row<'_>, first: usize) -> rusqlite::Result<Self> {
        Ok(ReminderColumns {
            before_secs: row.get(first)?,
            at_utc: row.get(first + 1)?,
            from_end: row.get(first + 2)?,
        })
    }
}

pub(crate) fn reminder_columns(r: &Reminder) -> ReminderColumns {
    let (before_secs, at_utc, from_end) = match r {
        Reminder::Before(d) => (Some(d.num_seconds()), None, false),
        Reminder::BeforeEnd(d) => (Some(d.num_seconds()), None, true),
        Reminder::At(t) => (None, Some(t.timestamp()), false),
    };
    ReminderColumns {
        before_secs,
        at_utc,
        from_end,
    }
}

pub(crate) fn parse_reminder(c: ReminderColumns) -> Result<Reminder, StoreError> {
    match (c.before_secs, c.at_utc, c.from_end) {
        (Some(s), None, false) => Ok(Reminder::Before(Duration::seconds(s))),
        (Some(s), None, true) => Ok(Reminder::BeforeEnd(Duration::seconds(s))),
        (None, Some(t), false) => DateTime::<Utc>::from_timestamp(t, 0)
            .map(Reminder::At)
            .ok_or_else(|| StoreError::Corrupt(format!("reminder time {t}"))),
        _ => Err(StoreError::Corrupt(format!("reminder columns {c:?}"))),
    }
}

pub(crate) fn instant(secs: i64) -> Result<DateTime<Utc>, StoreError> {
    DateTime::<Utc>::from_timestamp(secs, 0)
        .ok_or_else(|| StoreError::Corrupt(format!("timestamp {secs}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_round_trip_through_text() {
        let wall = NaiveDate::from_ymd_opt(2026, 11, 23)
            .unwrap()
            .and_hms_opt(9, 0, 0)
            .unwrap();
        for time in [
            EventTime::Zoned {
                local: wall,
                tz: chrono_tz::Europe::Paris.into(),
            },
            EventTime::Utc(wall.and_utc()),
            EventTime::Floating(wall),
            EventTime::AllDay(wall.date()),
        ] {
            let text = time_text(&time);
            assert_eq!(parse_time(&text).unwrap(), time, "{text}");
        }
        assert_eq!(
            time_text(&EventTime::Zoned {
                local: wall,
                tz: chrono_tz::Europe::Paris.into()
            }),
            "2026-11-23T09:00:00[Europe/Paris]"
        );
        assert!(parse_time("2026-11-23T09:00:00[Mars/Olympus]").is_err());
        assert!(parse_time("yesterday").is_err());
        assert!(parse_time("2026-13-23T09:00:00").is_err());
        assert!(parse_time("2026-11-23T09:0x:00").is_err());
    }
}
