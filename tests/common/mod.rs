//! Helpers shared by the integration tests.
#![allow(dead_code)]

use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use chrono_tz::Tz;
use kairos::model::{EventDuration, EventTime};
use kairos::recur::Series;

pub fn local(text: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S")
        .unwrap_or_else(|e| panic!("bad local time {text}: {e}"))
}

pub fn date(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
}

pub fn utc(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text)
        .unwrap()
        .with_timezone(&Utc)
}

pub fn zoned(text: &str, tz: Tz) -> EventTime {
    EventTime::Zoned {
        local: local(text),
        tz: tz.into(),
    }
}

pub fn zero() -> EventDuration {
    EventDuration::Exact(chrono::Duration::zero())
}

/// Local wall-clock starts of the first `n` occurrences.
pub fn first_local(series: &Series, n: usize) -> Vec<String> {
    series
        .iter(chrono_tz::UTC)
        .take(n)
        .map(|o| o.start.wall_clock().format("%Y-%m-%dT%H:%M:%S").to_string())
        .collect()
}

/// UTC starts of the first `n` occurrences.
pub fn first_utc(series: &Series, n: usize) -> Vec<String> {
    series
        .iter(chrono_tz::UTC)
        .take(n)
        .map(|o| {
            o.start
                .instant_in(chrono_tz::UTC)
                .format("%Y-%m-%dT%H:%M:%SZ")
                .to_string()
        })
        .collect()
}

/// Local starts of a rule on a zoned start.
pub fn expand(start: &str, tz: Tz, rule: &str, n: usize) -> Vec<String> {
    let series =
        Series::with_rule(zoned(start, tz), zero(), rule).unwrap_or_else(|e| panic!("{rule}: {e}"));
    first_local(&series, n)
}
