//! Bad input for every rule part: a typed error naming the part, never a
//! default in its place.

mod common;

use chrono_tz::UTC;
use common::{date, zoned};
use kairos::model::EventTime;
use kairos::recur::{RRule, Recurrence, RuleError};

fn parse_err(text: &str) -> RuleError {
    text.parse::<RRule>().expect_err(text)
}

fn validate_err(text: &str, start: &EventTime) -> RuleError {
    let rule: RRule = text
        .parse()
        .unwrap_or_else(|e| panic!("{text} should parse: {e}"));
    Recurrence::new(rule, start).expect_err(text)
}

#[test]
fn parse_errors_name_the_part() {
    let cases = [
        ("", "empty"),
        ("BYDAY=MO", "FREQ is missing"),
        ("FREQ=FORTNIGHTLY", "FREQ=FORTNIGHTLY"),
        ("FREQ=DAILY;INTERVAL=0", "INTERVAL=0"),
        ("FREQ=DAILY;INTERVAL=x", "INTERVAL=X"),
        ("FREQ=DAILY;COUNT=0", "COUNT=0"),
        ("FREQ=DAILY;COUNT=-3", "COUNT=-3"),
        ("FREQ=DAILY;UNTIL=2024-01-01", "UNTIL=2024-01-01"),
        ("FREQ=DAILY;UNTIL=20241301", "UNTIL=20241301"),
        ("FREQ=DAILY;BYSECOND=61", "BYSECOND=61"),
        ("FREQ=DAILY;BYMINUTE=60", "BYMINUTE=60"),
        ("FREQ=DAILY;BYHOUR=24", "BYHOUR=24"),
        ("FREQ=MONTHLY;BYDAY=XX", "BYDAY=XX"),
        ("FREQ=YEARLY;BYDAY=54MO", "BYDAY=54MO"),
        ("FREQ=YEARLY;BYDAY=0MO", "BYDAY=0MO"),
        ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY=32"),
        ("FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY=0"),
        ("FREQ=YEARLY;BYYEARDAY=367", "BYYEARDAY=367"),
        ("FREQ=YEARLY;BYWEEKNO=54", "BYWEEKNO=54"),
        ("FREQ=YEARLY;BYMONTH=13", "BYMONTH=13"),
        ("FREQ=YEARLY;BYMONTH=0", "BYMONTH=0"),
        ("FREQ=MONTHLY;BYMONTHDAY=1;BYSETPOS=400", "BYSETPOS=400"),
        ("FREQ=WEEKLY;WKST=XY", "WKST=XY"),
        ("FREQ=DAILY;FREQ=WEEKLY", "FREQ is given more than once"),
        ("FREQ=DAILY;BYEASTER=1", "BYEASTER is not an RRULE part"),
        ("FREQ=DAILY;COUNT", "'COUNT' is not a NAME=VALUE"),
    ];
    for (text, needle) in cases {
        let err = parse_err(text).to_string();
        assert!(
            err.contains(needle),
            "{text:?} gave {err:?}, expected it to mention {needle:?}"
        );
    }
}

#[test]
fn validation_errors_name_the_part() {
    let start = zoned("2024-01-01T09:00:00", UTC);
    let cases = [
        ("FREQ=MONTHLY;BYWEEKNO=1", "BYWEEKNO"),
        ("FREQ=DAILY;BYYEARDAY=1", "BYYEARDAY"),
        ("FREQ=WEEKLY;BYMONTHDAY=1", "BYMONTHDAY"),
        ("FREQ=WEEKLY;BYDAY=1MO", "BYDAY"),
        ("FREQ=DAILY;BYDAY=-1FR", "BYDAY"),
        ("FREQ=YEARLY;BYWEEKNO=3;BYDAY=1MO", "BYDAY"),
        ("FREQ=DAILY;BYSETPOS=1", "BYSETPOS"),
        ("FREQ=DAILY;COUNT=3;UNTIL=20250101T000000Z", "COUNT"),
        ("FREQ=DAILY;UNTIL=20231231T000000Z", "UNTIL"),
        ("FREQ=DAILY;UNTIL=20231231", "UNTIL"),
    ];
    for (text, part) in cases {
        let err = validate_err(text, &start).to_string();
        assert!(
            err.starts_with(part),
            "{text:?} gave {err:?}, expected it to start with {part}"
        );
    }
    let all_day = EventTime::AllDay(date("2024-01-01"));
    assert!(validate_err("FREQ=HOURLY", &all_day)
        .to_string()
        .starts_with("FREQ"));
}

#[test]
fn lowercase_and_prefixed_rules_are_read() {
    let rule: RRule = "rrule:freq=weekly;byday=mo,we;wkst=su".parse().unwrap();
    assert_eq!(rule.to_string(), "FREQ=WEEKLY;BYDAY=MO,WE;WKST=SU");
}

#[test]
fn canonical_text_round_trips() {
    for text in [
        "FREQ=YEARLY;INTERVAL=4;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8;BYMONTH=11",
        "FREQ=MONTHLY;COUNT=10;BYDAY=1FR,-1SU",
        "FREQ=WEEKLY;UNTIL=19971224T000000Z;BYDAY=TU,TH;WKST=SU",
        "FREQ=DAILY;UNTIL=19971224;BYSECOND=0;BYMINUTE=0,30;BYHOUR=9,10",
        "FREQ=YEARLY;BYYEARDAY=1,100,-1;BYWEEKNO=-53,20;BYSETPOS=1,-1",
        "FREQ=MINUTELY;INTERVAL=20;UNTIL=19970902T170000",
    ] {
        let rule: RRule = text.parse().unwrap();
        assert_eq!(rule.to_string(), text);
        assert_eq!(rule.to_string().parse::<RRule>().unwrap(), rule);
    }
    // Defaults are dropped, so the canonical form is stable.
    let rule: RRule = "FREQ=DAILY;INTERVAL=1;WKST=MO".parse().unwrap();
    assert_eq!(rule.to_string(), "FREQ=DAILY");
}
