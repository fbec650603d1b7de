//! The recurrence set beyond the rule: EXDATE and RDATE (RFC 5545 §3.8.5).

mod common;

use chrono::Duration;
use chrono_tz::{America::New_York, Europe::Berlin, UTC};
use common::{utc, zero, zoned};
use kairos::model::{EventDuration, EventTime};
use kairos::recur::Series;

#[test]
fn count_with_exdate_excluded_dates_still_count() {
    let mut s = Series::with_rule(
        zoned("2024-01-01T09:00:00", UTC),
        zero(),
        "FREQ=DAILY;COUNT=3",
    )
    .unwrap();
    s.add_exdate(zoned("2024-01-02T09:00:00", UTC));
    assert_eq!(
        common::first_local(&s, 9),
        ["2024-01-01T09:00:00", "2024-01-03T09:00:00"]
    );
}

#[test]
fn exdate_matches_as_an_instant_not_as_text() {
    let mut s = Series::with_rule(
        zoned("2024-01-01T09:00:00", New_York),
        zero(),
        "FREQ=DAILY;COUNT=3",
    )
    .unwrap();
    // 2024-01-02 09:00 New York = 14:00Z = 15:00 Berlin.
    s.add_exdate(EventTime::Utc(utc("2024-01-02T14:00:00Z")));
    s.add_exdate(zoned("2024-01-03T15:00:00", Berlin));
    assert_eq!(common::first_local(&s, 9), ["2024-01-01T09:00:00"]);
}

#[test]
fn rdate_equal_to_a_rule_date_is_emitted_once_and_rdates_merge_in_order() {
    let mut s = Series::with_rule(
        zoned("2024-01-01T09:00:00", UTC),
        zero(),
        "FREQ=WEEKLY;COUNT=3",
    )
    .unwrap();
    s.add_rdate(zoned("2024-01-08T09:00:00", UTC), zero());
    s.add_rdate(zoned("2024-01-10T12:00:00", UTC), zero());
    assert_eq!(
        common::first_local(&s, 9),
        [
            "2024-01-01T09:00:00",
            "2024-01-08T09:00:00",
            "2024-01-10T12:00:00",
            "2024-01-15T09:00:00"
        ]
    );
}

#[test]
fn rdate_period_has_its_own_end() {
    let mut s = Series::from_parts(
        zoned("2024-01-01T09:00:00", UTC),
        EventDuration::Exact(Duration::hours(1)),
        None,
    );
    s.add_rdate(
        zoned("2024-01-05T09:00:00", UTC),
        EventDuration::Exact(Duration::hours(3)),
    );
    let all: Vec<_> = s.iter(UTC).collect();
    assert_eq!(all.len(), 2);
    assert_eq!(all[1].end.to_string(), "2024-01-05T12:00:00+00:00");
    assert_eq!(all[0].end.to_string(), "2024-01-01T10:00:00+00:00");
}
