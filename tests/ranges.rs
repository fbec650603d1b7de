//! Range queries over a series: by overlap and by start, from anywhere in
//! it, before its first and after its last occurrence, with overrides
//! moving occurrences in and out.

mod common;

use chrono::Duration;
use chrono_tz::{America::New_York, UTC};
use common::{utc, zero, zoned};
use kairos::model::{EventDuration, RecurrenceId};
use kairos::recur::Series;

#[test]
fn override_moves_an_occurrence_into_and_out_of_a_range() {
    let hour = EventDuration::Exact(Duration::hours(1));
    let mut s = Series::with_rule(zoned("2024-01-01T09:00:00", UTC), hour, "FREQ=DAILY").unwrap();
    // Jan 3 moves to Jan 10 (out of [Jan 2, Jan 5)); Jan 12 moves to Jan 4 (in).
    s.add_override(
        RecurrenceId::Instant(utc("2024-01-03T09:00:00Z")),
        zoned("2024-01-10T15:00:00", UTC),
        hour,
    );
    s.add_override(
        RecurrenceId::Instant(utc("2024-01-12T09:00:00Z")),
        zoned("2024-01-04T15:00:00", UTC),
        hour,
    );
    s.cancel(RecurrenceId::Instant(utc("2024-01-02T09:00:00Z")));
    let got: Vec<(String, bool)> = s
        .occurrences(
            utc("2024-01-02T00:00:00Z"),
            utc("2024-01-05T00:00:00Z"),
            UTC,
        )
        .map(|o| (o.start.to_string(), o.is_overridden()))
        .collect();
    assert_eq!(
        got,
        [
            ("2024-01-04T09:00:00+00:00".to_string(), false),
            ("2024-01-04T15:00:00+00:00".to_string(), true),
        ]
    );
    let moved = s
        .occurrences(
            utc("2024-01-10T00:00:00Z"),
            utc("2024-01-11T00:00:00Z"),
            UTC,
        )
        .find(|o| o.is_overridden())
        .unwrap();
    assert_eq!(
        moved.recurrence_id(),
        RecurrenceId::Instant(utc("2024-01-03T09:00:00Z"))
    );
}

#[test]
fn next_after_finds_the_next_start() {
    let s = Series::with_rule(
        zoned("2007-12-20T10:00:00", chrono_tz::America::Los_Angeles),
        zero(),
        "FREQ=WEEKLY;BYDAY=TU,TH",
    )
    .unwrap();
    let next = s.next_after(utc("2017-12-19T18:00:00Z"), UTC).unwrap();
    assert_eq!(next.start.to_string(), "2017-12-21T10:00:00-08:00");
    let on_the_dot = s.next_after(utc("2017-12-21T18:00:00Z"), UTC).unwrap();
    assert_eq!(on_the_dot.start.to_string(), "2017-12-26T10:00:00-08:00");
    let bounded = Series::with_rule(
        zoned("2024-01-01T09:00:00", UTC),
        zero(),
        "FREQ=DAILY;COUNT=2",
    )
    .unwrap();
    assert!(bounded
        .next_after(utc("2024-01-02T09:00:00Z"), UTC)
        .is_none());
}

#[test]
fn range_from_far_in_the_series_equals_walking_from_dtstart() {
    for rule in [
        "FREQ=DAILY;INTERVAL=3",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR",
        "FREQ=MONTHLY;BYDAY=2MO,-1FR",
        "FREQ=YEARLY;BYWEEKNO=1,-1;BYDAY=MO",
        "FREQ=HOURLY;INTERVAL=7;BYDAY=SA",
        "FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=31",
    ] {
        let s = Series::with_rule(zoned("2007-12-20T10:00:00", New_York), zero(), rule).unwrap();
        let from = utc("2017-12-19T08:00:00Z");
        let to = utc("2018-03-19T08:00:00Z");
        let walked: Vec<_> = s
            .iter(UTC)
            .skip_while(|o| o.start.instant_in(UTC) < from)
            .take_while(|o| o.start.instant_in(UTC) < to)
            .collect();
        let ranged: Vec<_> = s.occurrences(from, to, UTC).collect();
        assert!(!ranged.is_empty(), "{rule}");
        assert_eq!(ranged, walked, "{rule}");
    }
}

#[test]
fn a_range_before_everything_is_empty_but_rdates_and_overrides_count() {
    let hour = EventDuration::Exact(Duration::hours(1));
    let mut s = Series::with_rule(zoned("2024-06-01T09:00:00", UTC), hour, "FREQ=DAILY").unwrap();
    let (from, to) = (utc("2024-01-01T00:00:00Z"), utc("2024-02-01T00:00:00Z"));
    assert_eq!(s.occurrences(from, to, UTC).count(), 0);
    s.add_rdate(zoned("2024-01-15T09:00:00", UTC), hour);
    s.add_override(
        RecurrenceId::Instant(utc("2024-06-02T09:00:00Z")),
        zoned("2024-01-20T09:00:00", UTC),
        hour,
    );
    let got: Vec<String> = s
        .occurrences(from, to, UTC)
        .map(|o| o.start.to_string())
        .collect();
    assert_eq!(
        got,
        ["2024-01-15T09:00:00+00:00", "2024-01-20T09:00:00+00:00"]
    );
}

#[test]
fn a_range_after_everything_ended_is_empty() {
    let hour = EventDuration::Exact(Duration::hours(1));
    let once = Series::from_parts(zoned("2024-01-01T09:00:00", UTC), hour, None);
    assert_eq!(
        once.occurrences(
            utc("2024-01-01T09:59:59Z"),
            utc("2024-02-01T00:00:00Z"),
            UTC
        )
        .count(),
        1
    );
    assert_eq!(
        once.occurrences(
            utc("2024-01-01T10:00:00Z"),
            utc("2024-02-01T00:00:00Z"),
            UTC
        )
        .count(),
        0
    );
    let mut until = Series::with_rule(
        zoned("2024-01-01T09:00:00", New_York),
        hour,
        "FREQ=DAILY;UNTIL=20240105T140000Z",
    )
    .unwrap();
    let after = (utc("2024-01-05T15:00:00Z"), utc("2024-03-01T00:00:00Z"));
    assert_eq!(until.occurrences(after.0, after.1, UTC).count(), 0);
    // An RDATE after UNTIL extends the series.
    until.add_rdate(zoned("2024-02-01T09:00:00", New_York), hour);
    assert_eq!(until.occurrences(after.0, after.1, UTC).count(), 1);
}

#[test]
fn starting_in_selects_by_start_and_matches_walking() {
    let two_hours = EventDuration::Exact(Duration::hours(2));
    for rule in [
        "FREQ=DAILY",
        "FREQ=HOURLY;INTERVAL=5",
        "FREQ=MONTHLY;BYDAY=-1FR",
        "FREQ=WEEKLY;BYDAY=MO,TH",
    ] {
        let s = Series::with_rule(zoned("2020-01-01T23:00:00", New_York), two_hours, rule).unwrap();
        let (from, to) = (utc("2024-03-05T04:30:00Z"), utc("2024-04-20T00:00:00Z"));
        let walked: Vec<_> = s
            .iter(UTC)
            .map_while(|o| (o.start.instant_in(UTC) < to).then_some(o))
            .filter(|o| o.start.instant_in(UTC) >= from)
            .collect();
        let starting: Vec<_> = s.starting_in(from, to, UTC).collect();
        assert!(!starting.is_empty(), "{rule}");
        assert_eq!(starting, walked, "{rule}");
    }
    // 23:00 EST lasting two hours is still running at 04:30Z the next day:
    // it overlaps the range but does not start in it.
    let s = Series::with_rule(
        zoned("2020-01-01T23:00:00", New_York),
        two_hours,
        "FREQ=DAILY",
    )
    .unwrap();
    let (from, to) = (utc("2024-03-05T04:30:00Z"), utc("2024-03-05T05:00:00Z"));
    assert_eq!(s.occurrences(from, to, UTC).count(), 1);
    assert_eq!(s.starting_in(from, to, UTC).count(), 0);
}
