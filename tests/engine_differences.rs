//! Where Kairos reads a rule as RFC 5545 says and libical and ical.js,
//! agreeing with each other, do not: one test per class the differential
//! test (`differential_engines.rs`) knows, each with the RFC's words and
//! what the two engines give (README, "Recurrence semantics").

mod common;

use chrono_tz::UTC;
use common::expand;

/// BYSETPOS below MONTHLY: "the last working day of each week" is a Friday.
/// RFC 5545 §3.3.10 applies BYSETPOS to the set of instances of each
/// interval whatever the frequency, and python-dateutil and the `rrule`
/// crate do; libical and ical.js both apply it only to months and years and
/// give every weekday (2024-01-05, 01-08, 01-09). Kairos keeps the rule's
/// words: dropping BYSETPOS would show four days a week the rule excludes.
#[test]
fn bysetpos_applies_to_weekly_and_daily_periods_too() {
    assert_eq!(
        expand(
            "2024-01-05T09:00:00",
            UTC,
            "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3",
            5
        ),
        [
            "2024-01-05T09:00:00",
            "2024-01-12T09:00:00",
            "2024-01-19T09:00:00"
        ]
    );
    // DAILY with two times: BYSETPOS=1 keeps the earlier one each day.
    assert_eq!(
        expand(
            "2024-01-05T09:00:00",
            UTC,
            "FREQ=DAILY;BYHOUR=9,17;BYSETPOS=1;COUNT=3",
            5
        ),
        [
            "2024-01-05T09:00:00",
            "2024-01-06T09:00:00",
            "2024-01-07T09:00:00"
        ]
    );
}

/// BYSETPOS picks from the interval's instances — days times BYHOUR — not
/// from its days: the last Monday's evening only. libical applies it to the
/// days and keeps both times (2024-01-29 09:00 and 17:00, 2024-02-26 09:00);
/// ical.js gives 2024-02-01, not a Monday; Kairos follows RFC 5545 and
/// python-dateutil.
#[test]
fn bysetpos_counts_times_of_day_as_instances() {
    assert_eq!(
        expand(
            "2024-01-29T17:00:00",
            UTC,
            "FREQ=MONTHLY;BYDAY=-1MO;BYHOUR=9,17;BYSETPOS=-1;COUNT=3",
            5
        ),
        [
            "2024-01-29T17:00:00",
            "2024-02-26T17:00:00",
            "2024-03-25T17:00:00"
        ]
    );
    // Issue 56's seed: each period's set is its day (DTSTART's 15th) at
    // 10:00 and 22:00, and the last is 22:00. Both engines keep both times.
    assert_eq!(
        expand(
            "2024-01-15T10:00:00",
            UTC,
            "FREQ=MONTHLY;INTERVAL=2;BYHOUR=22,10;BYSETPOS=-1;COUNT=3",
            5
        ),
        [
            "2024-01-15T10:00:00",
            "2024-01-15T22:00:00",
            "2024-03-15T22:00:00"
        ]
    );
}

/// Negative BYMONTHDAY in a DAILY rule counts from the month's end (RFC 5545
/// §3.3.10: "-10 represents the tenth to the last day of the month"); libical
/// and ical.js both find nothing for `FREQ=DAILY;BYMONTHDAY=-1` and search
/// without end.
#[test]
fn negative_bymonthday_in_a_daily_rule() {
    assert_eq!(
        expand(
            "2024-01-31T09:00:00",
            UTC,
            "FREQ=DAILY;BYMONTHDAY=-1;COUNT=3",
            5
        ),
        [
            "2024-01-31T09:00:00",
            "2024-02-29T09:00:00",
            "2024-03-31T09:00:00"
        ]
    );
}

/// BYSETPOS counts each instance of the interval's set once, however many
/// BYxxx values name it, and a position past the set picks nothing (RFC
/// 5545 §3.3.10: "the nth occurrence within the set of recurrence instances
/// specified by the rule"). `BYMONTHDAY=24,-7` names one day in September
/// (its 7th-to-last is the 24th), so `BYSETPOS=-2` finds nothing there, and
/// `BYSETPOS=-1` finds the 24th. libical counts the 24th twice and ical.js
/// ignores a BYSETPOS that falls outside the set: both give each September
/// 24 for `BYSETPOS=-2` (and `BYMONTH=3,3;BYMONTHDAY=29;BYSETPOS=-2` gives
/// March 29 from both).
#[test]
fn bysetpos_counts_a_day_named_twice_once() {
    let rule = |pos: i32| {
        format!("FREQ=YEARLY;UNTIL=20261126T140000Z;BYMONTH=9;BYMONTHDAY=24,-7;BYSETPOS={pos}")
    };
    assert_eq!(
        expand("2024-06-17T14:00:00", UTC, &rule(-2), 5),
        ["2024-06-17T14:00:00"]
    );
    assert_eq!(
        expand("2024-06-17T14:00:00", UTC, &rule(-1), 5),
        [
            "2024-06-17T14:00:00",
            "2024-09-24T14:00:00",
            "2025-09-24T14:00:00",
            "2026-09-24T14:00:00"
        ]
    );
    // Each year's set is Sep 24, Oct 24, Oct 25 (October's 7th-to-last is
    // the 25th): the second to last is October 24.
    assert_eq!(
        expand(
            "2024-06-17T14:00:00",
            UTC,
            "FREQ=YEARLY;COUNT=3;BYMONTH=9,10;BYMONTHDAY=24,-7;BYSETPOS=-2",
            5
        ),
        [
            "2024-06-17T14:00:00",
            "2024-10-24T14:00:00",
            "2025-10-24T14:00:00"
        ]
    );
    assert_eq!(
        expand(
            "1992-08-18T09:00:00",
            UTC,
            "FREQ=YEARLY;UNTIL=19960428T090000Z;BYMONTH=3,3;BYMONTHDAY=29;BYSETPOS=-2",
            5
        ),
        ["1992-08-18T09:00:00"]
    );
}

/// COUNT counts, and UNTIL bounds, the instances in time order, whatever
/// order BYHOUR is written in (RFC 5545 §3.3.10: COUNT is a number of
/// occurrences, and UNTIL "bounds the recurrence rule in an inclusive
/// manner"). libical and ical.js go through a day's times in the order
/// written and count or stop in that order: from 09:30 with
/// `BYHOUR=20,9;COUNT=3` both give 09:30, 20:30 and the next day's 20:30,
/// skipping its 09:30; with UNTIL at the next day's 09:30 both stop at its
/// 20:30 and lose the 09:30.
#[test]
fn count_and_until_take_a_days_times_in_time_order() {
    let three = [
        "2024-01-05T09:30:00",
        "2024-01-05T20:30:00",
        "2024-01-06T09:30:00",
    ];
    assert_eq!(
        expand(
            "2024-01-05T09:30:00",
            UTC,
            "FREQ=DAILY;COUNT=3;BYHOUR=20,9",
            5
        ),
        three
    );
    assert_eq!(
        expand(
            "2024-01-05T09:30:00",
            UTC,
            "FREQ=DAILY;UNTIL=20240106T093000Z;BYHOUR=20,9",
            5
        ),
        three
    );
}

/// A YEARLY rule with a negative BYMONTHDAY and a BYDAY: September 26, 2012
/// (a Wednesday, the 5th-to-last) at 13:00 and 15:00, and BYSETPOS=2 picks
/// 15:00 (RFC 5545 §3.3.10, as in `bysetpos_counts_times_of_day_as_instances`).
/// ical.js finds nothing for such a rule, and libical, picking days with
/// BYSETPOS, finds no second day: both give nothing (or libical refuses it).
#[test]
fn yearly_negative_bymonthday_with_byday_and_bysetpos() {
    assert_eq!(
        expand(
            "2012-09-19T22:00:00",
            UTC,
            "FREQ=YEARLY;UNTIL=20121009T130000Z;BYMONTHDAY=-5;BYDAY=WE;BYHOUR=13,15;BYSETPOS=2",
            5
        ),
        ["2012-09-19T22:00:00", "2012-09-26T15:00:00"]
    );
}

/// BYSETPOS in an HOURLY rule picks from each hour's instances (RFC 5545
/// §3.3.10: "the nth occurrence within the set of recurrence instances
/// specified by the rule"): the half past of each hour. libical and ical.js
/// ignore it below MONTHLY and give both times each hour.
#[test]
fn bysetpos_applies_below_daily_too() {
    assert_eq!(
        expand(
            "2024-01-05T10:30:00",
            UTC,
            "FREQ=HOURLY;BYMINUTE=0,30;BYSETPOS=-1;COUNT=3",
            5
        ),
        [
            "2024-01-05T10:30:00",
            "2024-01-05T11:30:00",
            "2024-01-05T12:30:00"
        ]
    );
}
