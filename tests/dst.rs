//! DST: spring gaps and autumn folds in several zones, a skipped day, and UNTIL
//! across a fold. Policy (DESIGN.md): a wall-clock time in a gap moves forward
//! by the gap's length; in a fold it takes the earlier instant.

mod common;

use chrono::TimeZone;
use chrono_tz::{America::New_York, Australia::Lord_Howe, Europe::London, Pacific::Apia, Tz};
use common::{expand, first_utc, zero, zoned};
use kairos::model::{resolve_local, LocalResolution};
use kairos::recur::Series;

fn utc_of(start: &str, tz: Tz, rule: &str, n: usize) -> Vec<String> {
    let series = Series::with_rule(zoned(start, tz), zero(), rule).unwrap();
    first_utc(&series, n)
}

#[test]
fn new_york_spring_gap_moves_forward_one_hour() {
    assert_eq!(
        expand("2024-03-09T02:30:00", New_York, "FREQ=DAILY;COUNT=3", 5),
        [
            "2024-03-09T02:30:00",
            "2024-03-10T03:30:00",
            "2024-03-11T02:30:00"
        ]
    );
    assert_eq!(
        utc_of("2024-03-09T02:30:00", New_York, "FREQ=DAILY;COUNT=3", 5),
        [
            "2024-03-09T07:30:00Z",
            "2024-03-10T07:30:00Z",
            "2024-03-11T06:30:00Z"
        ]
    );
}

#[test]
fn new_york_fall_fold_takes_the_earlier_instant() {
    assert_eq!(
        utc_of("2024-11-02T01:30:00", New_York, "FREQ=DAILY;COUNT=3", 5),
        [
            "2024-11-02T05:30:00Z",
            "2024-11-03T05:30:00Z",
            "2024-11-04T06:30:00Z"
        ]
    );
}

#[test]
fn london_gap_and_fold() {
    // Clocks go forward at 01:00 GMT on 2024-03-31 and back at 02:00 BST on 2024-10-27.
    assert_eq!(
        utc_of("2024-03-30T01:30:00", London, "FREQ=DAILY;COUNT=3", 5),
        [
            "2024-03-30T01:30:00Z",
            "2024-03-31T01:30:00Z",
            "2024-04-01T00:30:00Z"
        ]
    );
    assert_eq!(
        utc_of("2024-10-26T01:30:00", London, "FREQ=DAILY;COUNT=3", 5),
        [
            "2024-10-26T00:30:00Z",
            "2024-10-27T00:30:00Z",
            "2024-10-28T01:30:00Z"
        ]
    );
}

#[test]
fn lord_howe_half_hour_dst() {
    // Lord Howe moves 30 minutes: 02:00 → 02:30 on 2024-10-06, and 02:00 → 01:30
    // on 2024-04-07 (01:30–02:00 happens twice).
    assert_eq!(
        expand("2024-10-05T02:15:00", Lord_Howe, "FREQ=DAILY;COUNT=3", 5),
        [
            "2024-10-05T02:15:00",
            "2024-10-06T02:45:00",
            "2024-10-07T02:15:00"
        ]
    );
    assert_eq!(
        utc_of("2024-04-06T01:45:00", Lord_Howe, "FREQ=DAILY;COUNT=3", 5),
        // +11:00 before, earlier reading (+11:00) in the fold, +10:30 after.
        [
            "2024-04-05T14:45:00Z",
            "2024-04-06T14:45:00Z",
            "2024-04-07T15:15:00Z"
        ]
    );
}

#[test]
fn apia_skipped_day_is_one_occurrence_not_two() {
    // Samoa skipped 2011-12-30 entirely. 09:00 that day moves forward 24 h onto
    // 2011-12-31 09:00, which is the next occurrence itself: one instant, one
    // occurrence, and COUNT still yields five.
    assert_eq!(
        expand("2011-12-28T09:00:00", Apia, "FREQ=DAILY;COUNT=5", 10),
        [
            "2011-12-28T09:00:00",
            "2011-12-29T09:00:00",
            "2011-12-31T09:00:00",
            "2012-01-01T09:00:00",
            "2012-01-02T09:00:00"
        ]
    );
    let r = resolve_local(Apia, common::local("2011-12-30T09:00:00"));
    assert!(matches!(r, LocalResolution::Gap { .. }));
}

#[test]
fn sub_hourly_rule_across_a_gap_stays_in_order_without_duplicates() {
    let got = utc_of(
        "2024-03-10T01:30:00",
        New_York,
        "FREQ=MINUTELY;INTERVAL=20;COUNT=8",
        10,
    );
    assert_eq!(
        got,
        [
            "2024-03-10T06:30:00Z", // 01:30 EST
            "2024-03-10T06:50:00Z", // 01:50 EST
            "2024-03-10T07:10:00Z", // 02:10 → 03:10 EDT
            "2024-03-10T07:30:00Z",
            "2024-03-10T07:50:00Z",
            "2024-03-10T08:10:00Z", // 04:10 EDT
            "2024-03-10T08:30:00Z",
            "2024-03-10T08:50:00Z",
        ]
    );
}

#[test]
fn hourly_across_fold_steps_wall_clock() {
    assert_eq!(
        utc_of("2024-11-03T00:30:00", New_York, "FREQ=HOURLY;COUNT=4", 5),
        [
            "2024-11-03T04:30:00Z",
            "2024-11-03T05:30:00Z",
            "2024-11-03T07:30:00Z",
            "2024-11-03T08:30:00Z"
        ]
    );
}

#[test]
fn weekly_meeting_keeps_its_wall_time_across_dst() {
    assert_eq!(
        expand("2024-10-28T09:00:00", London, "FREQ=WEEKLY;COUNT=3", 5),
        [
            "2024-10-28T09:00:00",
            "2024-11-04T09:00:00",
            "2024-11-11T09:00:00"
        ]
    );
    assert_eq!(
        expand("2024-10-21T09:00:00", London, "FREQ=WEEKLY;COUNT=2", 5)[1],
        "2024-10-28T09:00:00"
    );
}

#[test]
fn utc_until_across_a_fold_is_compared_as_an_instant() {
    // 01:30 on 2024-11-03 in New York is 05:30Z (EDT, the earlier reading).
    // UNTIL=05:30Z includes it; UNTIL=05:29:59Z does not.
    let inc = expand(
        "2024-11-01T01:30:00",
        New_York,
        "FREQ=DAILY;UNTIL=20241103T053000Z",
        9,
    );
    assert_eq!(inc.last().unwrap(), "2024-11-03T01:30:00");
    assert_eq!(inc.len(), 3);
    let exc = expand(
        "2024-11-01T01:30:00",
        New_York,
        "FREQ=DAILY;UNTIL=20241103T052959Z",
        9,
    );
    assert_eq!(exc.len(), 2);
    // And the next day's 01:30 EST (06:30Z) is beyond an UNTIL of 06:00Z.
    let next = expand(
        "2024-11-01T01:30:00",
        New_York,
        "FREQ=DAILY;UNTIL=20241104T060000Z",
        9,
    );
    assert_eq!(next.len(), 3);
}

#[test]
fn range_query_in_the_gap_week_matches_full_expansion() {
    let series =
        Series::with_rule(zoned("2020-01-01T02:30:00", New_York), zero(), "FREQ=DAILY").unwrap();
    let from = chrono_tz::UTC
        .with_ymd_and_hms(2024, 3, 9, 0, 0, 0)
        .unwrap()
        .to_utc();
    let to = chrono_tz::UTC
        .with_ymd_and_hms(2024, 3, 12, 0, 0, 0)
        .unwrap()
        .to_utc();
    let got: Vec<String> = series
        .occurrences(from, to, chrono_tz::UTC)
        .map(|o| o.start.to_string())
        .collect();
    assert_eq!(
        got,
        [
            "2024-03-09T02:30:00-05:00",
            "2024-03-10T03:30:00-04:00",
            "2024-03-11T02:30:00-04:00"
        ]
    );
}

#[test]
fn ranges_starting_anywhere_around_a_gap_match_full_expansion() {
    use chrono::Duration;
    use kairos::model::EventDuration;
    for (rule, minutes) in [
        ("FREQ=MINUTELY;INTERVAL=20", 45),
        ("FREQ=HOURLY", 30),
        ("FREQ=DAILY", 90),
    ] {
        let series = Series::with_rule(
            zoned("2024-03-09T00:30:00", New_York),
            EventDuration::Exact(Duration::minutes(minutes)),
            rule,
        )
        .unwrap();
        let mut seen = 0;
        let mut from = chrono_tz::UTC
            .with_ymd_and_hms(2024, 3, 10, 4, 0, 0)
            .unwrap()
            .to_utc();
        while from
            < chrono_tz::UTC
                .with_ymd_and_hms(2024, 3, 10, 10, 0, 0)
                .unwrap()
                .to_utc()
        {
            let to = from + Duration::hours(3);
            let walked: Vec<_> = series
                .iter(chrono_tz::UTC)
                .take_while(|o| o.start.instant_in(chrono_tz::UTC) < to)
                .filter(|o| o.overlaps(from, to, chrono_tz::UTC))
                .collect();
            let ranged: Vec<_> = series.occurrences(from, to, chrono_tz::UTC).collect();
            assert_eq!(ranged, walked, "{rule} from {from}");
            seen += ranged.len();
            from += Duration::minutes(7);
        }
        assert!(seen > 0, "{rule}: no occurrence in any window");
    }
}

/// chrono-tz's tables end with 2099; past them a zone's DST rules go on, as
/// the tz database's do (its POSIX TZ string), and a zone whose offset has
/// stopped changing keeps its last one.
#[test]
fn dst_goes_on_past_2099() {
    // New York's summer stays EDT (16:00Z for noon), every year.
    assert_eq!(
        utc_of("2097-07-04T12:00:00", New_York, "FREQ=YEARLY;COUNT=6", 6),
        [
            "2097-07-04T16:00:00Z",
            "2098-07-04T16:00:00Z",
            "2099-07-04T16:00:00Z",
            "2100-07-04T16:00:00Z",
            "2101-07-04T16:00:00Z",
            "2102-07-04T16:00:00Z"
        ]
    );
    // The second Sunday of March 2101 (the 13th) still skips 02:00–03:00.
    let gap = chrono::NaiveDate::from_ymd_opt(2101, 3, 13)
        .unwrap()
        .and_hms_opt(2, 30, 0)
        .unwrap();
    let r = resolve_local(New_York, gap);
    assert!(matches!(r, LocalResolution::Gap { .. }), "{r:?}");
    assert_eq!(r.instant().to_rfc3339(), "2101-03-13T03:30:00-04:00");
    // Lord Howe's July is +10:30 in 2108 as in 2020 (a rule libical and
    // ical.js both read so).
    assert_eq!(
        utc_of(
            "2020-07-08T19:30:00",
            Lord_Howe,
            "FREQ=YEARLY;INTERVAL=44;COUNT=3",
            3
        ),
        [
            "2020-07-08T09:00:00Z",
            "2064-07-08T09:00:00Z",
            "2108-07-08T09:00:00Z"
        ]
    );
    // Casablanca's listed changes stop in 2087: +01:00 all year after.
    let casablanca: Tz = "Africa/Casablanca".parse().unwrap();
    for year in 2100..2130 {
        for month in 1..=12 {
            let noon = chrono::NaiveDate::from_ymd_opt(year, month, 15)
                .unwrap()
                .and_hms_opt(12, 0, 0)
                .unwrap();
            let t = resolve_local(casablanca, noon).instant();
            assert_eq!(
                t.to_rfc3339(),
                format!("{year}-{month:02}-15T12:00:00+01:00")
            );
        }
    }
}
