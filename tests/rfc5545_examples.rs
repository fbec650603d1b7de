//! Every RFC 5545 §3.8.5.3 example, local and UTC, from DTSTART and from a
//! range in the middle of the series (which exercises the seek path).

mod common;

use chrono_tz::Tz;
use common::{local, utc, zero};
use kairos::model::EventTime;
use kairos::recur::Series;
use serde::Deserialize;

#[derive(Deserialize)]
struct Stamp {
    tzid: String,
    local: String,
}

#[derive(Deserialize)]
struct Example {
    name: String,
    dtstart: Stamp,
    rrule: String,
    #[serde(default)]
    exdate: Vec<Stamp>,
    expected: Vec<String>,
    expected_utc: Vec<String>,
    #[serde(default)]
    unbounded: bool,
}

fn examples() -> Vec<Example> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/rrule/rfc5545_examples.json"
    ))
    .unwrap();
    serde_json::from_str(&text).unwrap()
}

fn series_of(e: &Example) -> Series {
    let tz: Tz = e.dtstart.tzid.parse().unwrap();
    let start = EventTime::Zoned {
        local: local(&e.dtstart.local),
        tz: tz.into(),
    };
    let mut series = Series::with_rule(start, zero(), &e.rrule)
        .unwrap_or_else(|err| panic!("{}: {err}", e.name));
    for x in &e.exdate {
        let tz: Tz = x.tzid.parse().unwrap();
        series.add_exdate(EventTime::Zoned {
            local: local(&x.local),
            tz: tz.into(),
        });
    }
    series
}

#[test]
fn all_42_examples_match_from_dtstart() {
    let examples = examples();
    assert_eq!(examples.len(), 42);
    for e in &examples {
        let series = series_of(e);
        // Bounded rules must produce exactly the list: one more is a failure.
        let n = if e.unbounded {
            e.expected.len()
        } else {
            e.expected.len() + 1
        };
        assert_eq!(
            common::first_local(&series, n),
            e.expected,
            "{} (local)",
            e.name
        );
        assert_eq!(
            common::first_utc(&series, n),
            e.expected_utc,
            "{} (UTC)",
            e.name
        );
    }
}

#[test]
fn all_42_examples_match_from_the_middle() {
    for e in &examples() {
        let series = series_of(e);
        let mid = e.expected_utc.len() / 2;
        let from = utc(&e.expected_utc[mid]);
        let to = utc(e.expected_utc.last().unwrap()) + chrono::Duration::seconds(1);
        let got: Vec<String> = series
            .occurrences(from, to, chrono_tz::UTC)
            .map(|o| {
                o.start
                    .instant_in(chrono_tz::UTC)
                    .format("%Y-%m-%dT%H:%M:%SZ")
                    .to_string()
            })
            .collect();
        assert_eq!(
            got,
            e.expected_utc[mid..],
            "{} (range from the middle)",
            e.name
        );
    }
}
