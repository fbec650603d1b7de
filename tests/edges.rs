//! Edge cases of RFC 5545 expansion and EXDATE/RDATE/overrides, and some
//! cases where Kairos reads a rule differently from libical or ical.js (each
//! with its reason; README, "Recurrence semantics"; BYSETPOS, negative
//! month days and a day's times in order are in `engine_differences.rs`).
//! Range queries are in `ranges.rs`.

mod common;

use chrono::{Duration, NaiveTime};
use chrono_tz::{America::New_York, UTC};
use common::{date, expand, local, utc, zero, zoned};
use kairos::model::{EventDuration, EventTime};
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

/// RFC 5545 §3.8.5.3: "The DTSTART property value always counts as the
/// first occurrence". libical 3.0 and ical.js 2.2 (and python-dateutil, the
/// `rrule` crate) leave a DTSTART that does not match the rule out, and
/// count only matching dates toward COUNT; Kairos keeps it, so an event is
/// never without the day its organiser gave it (`differential_engines.rs`
/// allows for exactly this).
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

/// RFC 5545's grammar allows BYDAY ordinals to ±53; within a month one past
/// ±5 never matches (libical and ical.js agree): the others still do, and a
/// rule of only such ordinals is DTSTART alone, not a refused event.
#[test]
fn a_month_ordinal_past_five_never_matches() {
    assert_eq!(
        expand(
            "2024-01-03T10:00:00",
            UTC,
            "FREQ=MONTHLY;BYDAY=1WE,6WE;COUNT=3",
            5
        ),
        [
            "2024-01-03T10:00:00",
            "2024-02-07T10:00:00",
            "2024-03-06T10:00:00"
        ]
    );
    for rule in ["FREQ=MONTHLY;BYDAY=6WE", "FREQ=YEARLY;BYMONTH=3;BYDAY=-6SU"] {
        let s = Series::with_rule(zoned("2024-01-03T10:00:00", UTC), zero(), rule).unwrap();
        let mut it = s.iter(UTC);
        assert_eq!(it.by_ref().count(), 1, "{rule}: only DTSTART");
        assert_eq!(it.rule_exhaustion(), Some(Exhaustion::NeverAgain), "{rule}");
    }
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

// Where Kairos and the engines of GNOME (libical 3.0) and Thunderbird
// (ical.js 2.2) read a rule differently, or where Kairos changed to read it as
// they do. `differential_engines.rs` finds these families; each is pinned
// here with what the two engines give, checked with them
// (tests/interop/libical_expand.py, tests/interop/icaljs_expand.mjs).

/// `FREQ=YEARLY;BYMONTHDAY=29` without BYMONTH: libical and ical.js both take
/// the month from DTSTART (RFC 5545: what the rule leaves out comes from
/// DTSTART), so a Feb 29 birthday recurs each leap year, not on the 29th of
/// every month as python-dateutil and the `rrule` crate read it. Kairos
/// follows the two engines its users' other calendars run.
#[test]
fn yearly_bymonthday_without_bymonth_keeps_dtstarts_month() {
    // libical and ical.js: 2024-02-29, 2028-02-29, 2032-02-29.
    assert_eq!(
        expand(
            "2024-02-29T09:00:00",
            UTC,
            "FREQ=YEARLY;BYMONTHDAY=29;COUNT=3",
            5
        ),
        [
            "2024-02-29T09:00:00",
            "2028-02-29T09:00:00",
            "2032-02-29T09:00:00"
        ]
    );
    // libical and ical.js: 2024-01-15, 2025-01-01, 2025-01-15.
    assert_eq!(
        expand(
            "2024-01-15T09:00:00",
            UTC,
            "FREQ=YEARLY;BYMONTHDAY=1,15;COUNT=3",
            5
        ),
        [
            "2024-01-15T09:00:00",
            "2025-01-01T09:00:00",
            "2025-01-15T09:00:00"
        ]
    );
    // With BYMONTH the months are the rule's, as before.
    assert_eq!(
        expand(
            "2024-01-15T09:00:00",
            UTC,
            "FREQ=YEARLY;BYMONTH=3,6;BYMONTHDAY=1;COUNT=3",
            5
        ),
        [
            "2024-01-15T09:00:00",
            "2024-03-01T09:00:00",
            "2024-06-01T09:00:00"
        ]
    );
}

/// BYWEEKNO without BYDAY: the weeks' day is DTSTART's weekday (libical's
/// reading since its 2020 fix, #455; RFC 5545 takes what the rule leaves out
/// from DTSTART), not all seven days. Debian 12's libical 3.0.16 still has
/// the off-by-one its later fix (#941) removed and gives the Friday
/// (2024-05-17, 2025-05-16, 2026-05-15); ical.js gives nothing.
#[test]
fn byweekno_without_byday_takes_dtstarts_weekday() {
    // Thu 2024-01-04; week 20 is 13–19 May 2024, 12–18 May 2025, 11–17 May 2026.
    assert_eq!(
        expand(
            "2024-01-04T09:00:00",
            UTC,
            "FREQ=YEARLY;BYWEEKNO=20;COUNT=4",
            5
        ),
        [
            "2024-01-04T09:00:00",
            "2024-05-16T09:00:00",
            "2025-05-15T09:00:00",
            "2026-05-14T09:00:00"
        ]
    );
    // With a BYDAY, that day (and only it).
    assert_eq!(
        expand(
            "2024-05-13T09:00:00",
            UTC,
            "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=2",
            5
        ),
        ["2024-05-13T09:00:00", "2025-05-12T09:00:00"]
    );
}

/// INTERVAL on a BYWEEKNO rule counts week-numbering years: Sat 2010-01-02
/// is in week 53 of 2009, so every other year means 2009, 2011, 2013 (week 1
/// of 2011 starts Mon 2011-01-03; of 2013, Mon 2012-12-31). Counting calendar
/// years from 2010 (libical: 2010-01-04, 2012-01-02, 2013-12-30, the last in
/// week 1 of 2014) or from the week after DTSTART (ical.js: 2010-01-11,
/// 01-18, 01-25) gives other days; the two disagree, and Kairos keeps the
/// periods the rule's weeks belong to.
#[test]
fn byweekno_interval_counts_week_numbering_years() {
    assert_eq!(
        expand(
            "2010-01-02T09:00:00",
            UTC,
            "FREQ=YEARLY;INTERVAL=2;BYWEEKNO=1;BYDAY=MO;COUNT=3",
            5
        ),
        [
            "2010-01-02T09:00:00",
            "2011-01-03T09:00:00",
            "2012-12-31T09:00:00"
        ]
    );
    // A range query far into the series starts at the same periods.
    let series = Series::with_rule(
        zoned("2010-01-02T09:00:00", UTC),
        zero(),
        "FREQ=YEARLY;INTERVAL=2;BYWEEKNO=1;BYDAY=MO",
    )
    .unwrap();
    let starts: Vec<_> = series
        .starting_in(
            utc("2016-06-01T00:00:00Z"),
            utc("2021-06-01T00:00:00Z"),
            UTC,
        )
        .map(|o| o.start.wall_clock().date().to_string())
        .collect();
    // Week-numbering years 2017, 2019 and 2021.
    assert_eq!(starts, ["2017-01-02", "2018-12-31", "2021-01-04"]);
}
