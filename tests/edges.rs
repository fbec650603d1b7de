//! Edge cases of RFC 5545 expansion, EXDATE/RDATE/overrides, and range
//! queries.

mod common;

use chrono::{Duration, NaiveTime};
use chrono_tz::{America::New_York, Europe::Berlin, UTC};
use common::{date, expand, local, utc, zero, zoned};
use kairos::model::{EventDuration, EventTime, RecurrenceId};
use kairos::recur::{Exhaustion, Series};

#[test]
fn feb_29_yearly_only_in_leap_years() {
    assert_eq!(
        expand("2020-02-29T10:00:00", UTC, "FREQ=YEARLY;COUNT=3", 5),
        [
            "2020-02-29T10:00:00",
            "2024-02-29T10:00:00",
            "2028-02-29T10:00:00"
        ]
    );
}

#[test]
fn the_31st_monthly_skips_short_months() {
    assert_eq!(
        expand("2024-01-31T10:00:00", UTC, "FREQ=MONTHLY;COUNT=4", 5),
        [
            "2024-01-31T10:00:00",
            "2024-03-31T10:00:00",
            "2024-05-31T10:00:00",
            "2024-07-31T10:00:00"
        ]
    );
}

#[test]
fn last_day_and_last_friday_of_the_month() {
    assert_eq!(
        expand(
            "2024-01-31T10:00:00",
            UTC,
            "FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3",
            5
        ),
        [
            "2024-01-31T10:00:00",
            "2024-02-29T10:00:00",
            "2024-03-31T10:00:00"
        ]
    );
    assert_eq!(
        expand(
            "2024-01-26T10:00:00",
            UTC,
            "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3",
            5
        ),
        [
            "2024-01-26T10:00:00",
            "2024-02-23T10:00:00",
            "2024-03-29T10:00:00"
        ]
    );
}

#[test]
fn bysetpos_last_weekday_of_the_month() {
    assert_eq!(
        expand(
            "2024-01-31T17:00:00",
            UTC,
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=4",
            5
        ),
        [
            "2024-01-31T17:00:00",
            "2024-02-29T17:00:00",
            "2024-03-29T17:00:00",
            "2024-04-30T17:00:00"
        ]
    );
}

#[test]
fn byweekno_53_and_negative() {
    // Years with an ISO week 53: 2015, 2020, 2026. Monday of week 53:
    assert_eq!(
        expand(
            "2015-12-28T09:00:00",
            UTC,
            "FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO;COUNT=3",
            5
        ),
        [
            "2015-12-28T09:00:00",
            "2020-12-28T09:00:00",
            "2026-12-28T09:00:00"
        ]
    );
    // Monday of the last week of each year.
    assert_eq!(
        expand(
            "2023-12-25T09:00:00",
            UTC,
            "FREQ=YEARLY;BYWEEKNO=-1;BYDAY=MO;COUNT=3",
            5
        ),
        [
            "2023-12-25T09:00:00",
            "2024-12-23T09:00:00",
            "2025-12-22T09:00:00"
        ]
    );
}

#[test]
fn wkst_changes_which_days_a_biweekly_rule_picks() {
    // RFC 5545's own WKST example.
    assert_eq!(
        expand(
            "1997-08-05T09:00:00",
            New_York,
            "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO",
            5
        ),
        [
            "1997-08-05T09:00:00",
            "1997-08-10T09:00:00",
            "1997-08-19T09:00:00",
            "1997-08-24T09:00:00"
        ]
    );
    assert_eq!(
        expand(
            "1997-08-05T09:00:00",
            New_York,
            "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU",
            5
        ),
        [
            "1997-08-05T09:00:00",
            "1997-08-17T09:00:00",
            "1997-08-19T09:00:00",
            "1997-08-31T09:00:00"
        ]
    );
}

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
fn each_occurrence_has_its_own_end_across_dst() {
    let s = Series::with_rule(
        zoned("2024-03-09T09:00:00", New_York),
        EventDuration::Exact(Duration::minutes(90)),
        "FREQ=DAILY;COUNT=2",
    )
    .unwrap();
    let all: Vec<_> = s.iter(UTC).collect();
    assert_eq!(all[0].end.to_string(), "2024-03-09T10:30:00-05:00");
    assert_eq!(all[1].end.to_string(), "2024-03-10T10:30:00-04:00");
}

#[test]
fn all_day_rules_ignore_time_parts_and_span_whole_days() {
    let s = Series::with_rule(
        EventTime::AllDay(date("2024-01-01")),
        EventDuration::Days(2),
        "FREQ=WEEKLY;BYHOUR=10;BYMINUTE=30;COUNT=2",
    )
    .unwrap();
    let all: Vec<_> = s.iter(UTC).collect();
    assert_eq!(all.len(), 2);
    assert_eq!(all[1].start.to_string(), "2024-01-08");
    assert_eq!(all[1].end.to_string(), "2024-01-10");
    // An all-day occurrence overlaps both of its days in the viewer's zone.
    let from = utc("2024-01-09T12:00:00Z");
    assert_eq!(
        s.occurrences(from, from + Duration::hours(1), UTC).count(),
        1
    );
}

#[test]
fn dtstart_is_the_first_instance_even_when_it_does_not_match() {
    assert_eq!(
        expand(
            "2024-01-02T09:00:00",
            UTC,
            "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13;COUNT=3",
            5
        ),
        [
            "2024-01-02T09:00:00",
            "2024-09-13T09:00:00",
            "2024-12-13T09:00:00"
        ]
    );
}

#[test]
fn a_rule_that_can_never_match_stops_quickly_and_says_so() {
    for rule in [
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
        "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
        "FREQ=MINUTELY;BYMONTH=4;BYMONTHDAY=31",
        "FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30",
        "FREQ=HOURLY;INTERVAL=24;BYHOUR=1",
        "FREQ=SECONDLY;INTERVAL=2;BYSECOND=1",
    ] {
        let s = Series::with_rule(zoned("2024-01-01T09:00:00", UTC), zero(), rule).unwrap();
        let mut it = s.iter(UTC);
        assert_eq!(it.by_ref().count(), 1, "{rule}: only DTSTART");
        // Stopped because the rule was seen never to match again, not by
        // running into the expansion's far limit (how fast is a
        // benchmark's business, not a test's).
        assert_eq!(it.rule_exhaustion(), Some(Exhaustion::NeverAgain), "{rule}");
    }
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
fn floating_times_follow_the_viewer() {
    let s = Series::with_rule(
        EventTime::Floating(local("2024-01-01T09:00:00")),
        zero(),
        "FREQ=DAILY;COUNT=2",
    )
    .unwrap();
    let tokyo: Vec<_> = s
        .iter(chrono_tz::Asia::Tokyo)
        .map(|o| o.start.instant_in(chrono_tz::Asia::Tokyo))
        .collect();
    assert_eq!(tokyo[0], utc("2024-01-01T00:00:00Z"));
    let paris = s
        .iter(UTC)
        .next()
        .unwrap()
        .start
        .instant_in(chrono_tz::Europe::Paris);
    assert_eq!(paris, utc("2024-01-01T08:00:00Z"));
    assert_eq!(
        s.iter(UTC).next().unwrap().start.wall_clock().time(),
        NaiveTime::from_hms_opt(9, 0, 0).unwrap()
    );
}

#[test]
fn byday_mixing_ordinal_and_plain_days() {
    // First Monday and every Tuesday (July 1990: Sun 1st).
    assert_eq!(
        expand(
            "1990-07-02T05:00:00",
            UTC,
            "FREQ=MONTHLY;COUNT=5;BYDAY=1MO,TU",
            9
        ),
        [
            "1990-07-02T05:00:00",
            "1990-07-03T05:00:00",
            "1990-07-10T05:00:00",
            "1990-07-17T05:00:00",
            "1990-07-24T05:00:00"
        ]
    );
}

#[test]
fn weekly_bysetpos_counts_over_the_whole_first_week() {
    // WKST=TU: DTSTART (Sun 2009-06-07) lies in the week Tue 2 – Mon 8 June.
    // That week's set is Fri 5 06:00, Fri 5 07:00, Mon 8 06:00, Mon 8 07:00;
    // BYSETPOS=1 picks Fri 5, which is before DTSTART, so the first rule
    // instance is in the next week (RFC 5545 §3.3.10: BYSETPOS selects from
    // the interval's whole set).
    assert_eq!(
        expand(
            "2009-06-07T05:00:00",
            UTC,
            "FREQ=WEEKLY;BYDAY=MO,FR;BYHOUR=6,7;BYSETPOS=1;WKST=TU;COUNT=3",
            9
        ),
        [
            "2009-06-07T05:00:00",
            "2009-06-12T06:00:00",
            "2009-06-19T06:00:00"
        ]
    );
}

#[test]
fn byweekno_with_wkst_follows_the_four_day_rule() {
    // WKST=TU: 1994's week 1 is Tue 4 Jan (the week of Tue 28 Dec 1993 has only
    // three 1994 days), so 1994 has 52 weeks and Mon 2 Jan 1995 is in week 52,
    // not 53. (The `rrule` crate reports it as week 53.)
    let got = expand(
        "1993-12-30T05:00:00",
        UTC,
        "FREQ=YEARLY;BYDAY=TH,MO;BYWEEKNO=53;WKST=TU;COUNT=4",
        9,
    );
    assert_eq!(
        got,
        [
            "1993-12-30T05:00:00",
            "1994-01-03T05:00:00",
            "1999-12-30T05:00:00",
            "2000-01-03T05:00:00"
        ]
    );
}

#[test]
fn negative_byweekno_is_the_same_week_as_its_positive_twin() {
    // Mon 1990-12-31 is in ISO week 1 of 1991, which has 52 weeks: week -52,
    // so both rules pick it.
    let pos = expand(
        "1990-01-01T05:00:00",
        UTC,
        "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=1;COUNT=3",
        5,
    );
    let neg = expand(
        "1990-01-01T05:00:00",
        UTC,
        "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=-52;COUNT=3",
        5,
    );
    assert_eq!(
        pos,
        [
            "1990-01-01T05:00:00",
            "1990-12-31T05:00:00",
            "1991-12-30T05:00:00"
        ]
    );
    // 1992 has 53 ISO weeks, so its week -52 is week 2 (Mon 6 Jan), while
    // Mon 1991-12-30 (week 1 of 1992) is week -53.
    assert_eq!(
        neg,
        [
            "1990-01-01T05:00:00",
            "1990-12-31T05:00:00",
            "1992-01-06T05:00:00"
        ]
    );
}

#[test]
fn last_weeks_reach_into_january() {
    // Sat 1994-01-01 belongs to week 52 of 1993.
    let got = expand(
        "1990-01-06T05:00:00",
        UTC,
        "FREQ=YEARLY;BYDAY=SA;BYWEEKNO=52;COUNT=6",
        9,
    );
    assert_eq!(got[4], "1994-01-01T05:00:00");
    assert_eq!(got[5], "1994-12-31T05:00:00");
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

#[test]
fn until_in_date_local_and_utc_forms() {
    let start = "2024-01-01T09:00:00";
    // DATE: through the whole of that day.
    let date_form = expand(start, New_York, "FREQ=DAILY;UNTIL=20240103", 9);
    assert_eq!(date_form.last().unwrap(), "2024-01-03T09:00:00");
    assert_eq!(date_form.len(), 3);
    // Local date-time: wall clock in the start's zone, inclusive.
    assert_eq!(
        expand(start, New_York, "FREQ=DAILY;UNTIL=20240103T090000", 9).len(),
        3
    );
    assert_eq!(
        expand(start, New_York, "FREQ=DAILY;UNTIL=20240103T085959", 9).len(),
        2
    );
    // UTC: an instant (09:00 EST = 14:00Z), inclusive.
    assert_eq!(
        expand(start, New_York, "FREQ=DAILY;UNTIL=20240103T140000Z", 9).len(),
        3
    );
    assert_eq!(
        expand(start, New_York, "FREQ=DAILY;UNTIL=20240103T135959Z", 9).len(),
        2
    );
    // All-day series: UNTIL's date, whatever its form.
    let all_day = |rule: &str| {
        let s = Series::with_rule(
            EventTime::AllDay(date("2024-01-01")),
            EventDuration::Days(1),
            rule,
        )
        .unwrap();
        common::first_local(&s, 9).len()
    };
    assert_eq!(all_day("FREQ=DAILY;UNTIL=20240103"), 3);
    assert_eq!(all_day("FREQ=DAILY;UNTIL=20240103T000000Z"), 3);
}
