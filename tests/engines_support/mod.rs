//! Asking libical and ical.js for a rule's instances, asking Kairos the
//! same, and comparing the lists as sets in time order (for
//! `differential_engines.rs`). `setpos` builds the two readings of BYSETPOS
//! the engines and RFC 5545 give for the same days.

pub mod setpos;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use chrono::{NaiveDate, NaiveDateTime, TimeZone, Utc};
use kairos::model::OccurrenceTime;
use serde_json::{json, Value};

use crate::common;
use crate::rule_cases::{Case, ZONES};

/// Instances compared per rule.
pub const TAKE: usize = 20;

pub fn interop(file: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/interop")
        .join(file)
}

/// What one engine gave for a case: its list, or why it refused.
pub type Answer = Result<Vec<String>, String>;

/// Runs `command` with `input` on stdin; one JSON answer per line back.
pub fn run_engine(mut command: Command, what: &str, input: String) -> Vec<Answer> {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| panic!("{what}: {e} (scripts/test installs it)"));
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    assert!(out.status.success(), "{what} failed: {}", out.status);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|line| {
            let v: Value = serde_json::from_str(line).unwrap();
            match (&v["ok"], &v["error"]) {
                (Value::Array(items), _) => Ok(items
                    .iter()
                    .map(|i| i.as_str().unwrap().to_owned())
                    .collect()),
                (_, Value::String(e)) => Err(e.clone()),
                _ => panic!("{what} answered {line}"),
            }
        })
        .collect()
}

pub fn case_lines(cases: &[Case]) -> String {
    let mut text = String::new();
    for c in cases {
        let start = if c.all_day {
            c.start.format("%Y%m%d").to_string()
        } else {
            c.start.format("%Y%m%dT%H%M%S").to_string()
        };
        let line = json!({"start": start, "zone": c.zone.name(), "rule": c.rule, "take": TAKE});
        text += &format!("{line}\n");
    }
    text
}

pub fn libical_python() -> String {
    std::env::var("KAIROS_LIBICAL_PYTHON").unwrap_or_else(|_| "/usr/bin/python3".into())
}

pub fn libical(cases: &[Case]) -> Vec<Answer> {
    let mut command = Command::new(libical_python());
    command.arg(interop("libical_expand.py"));
    run_engine(
        command,
        "libical (python3-gi, gir1.2-ical-3.0)",
        case_lines(cases),
    )
}

pub fn icaljs(cases: &[Case]) -> Vec<Answer> {
    let dir = std::env::var("KAIROS_ICALJS_DIR")
        .unwrap_or_else(|_| format!("{}/target/icaljs", env!("CARGO_MANIFEST_DIR")));
    // ical.js has no zone data: it is given libical's VTIMEZONEs.
    let mut vtimezones = serde_json::Map::new();
    for zone in ZONES.iter().filter(|z| **z != chrono_tz::UTC) {
        let out = Command::new(libical_python())
            .arg(interop("libical_expand.py"))
            .args(["--vtimezone", zone.name()])
            .output()
            .unwrap();
        assert!(out.status.success(), "no VTIMEZONE for {zone}");
        let text = String::from_utf8(out.stdout).unwrap();
        vtimezones.insert(zone.name().to_owned(), Value::String(text));
    }
    let input = format!(
        "{}\n{}",
        json!({ "vtimezones": vtimezones }),
        case_lines(cases)
    );
    let mut command = Command::new("node");
    command.arg(interop("icaljs_expand.mjs")).arg(&dir);
    run_engine(command, &format!("node with ical.js in {dir}"), input)
}

pub fn kairos(case: &Case) -> Answer {
    let series = case
        .series(common::zero())
        .ok_or_else(|| "refused".to_owned())?;
    Ok(series
        .iter(chrono_tz::UTC)
        .take(TAKE)
        .map(|o| match o.start {
            OccurrenceTime::Date(d) => d.format("%Y%m%d").to_string(),
            t => t
                .instant_in(chrono_tz::UTC)
                .format("%Y%m%dT%H%M%SZ")
                .to_string(),
        })
        .collect())
}

/// DTSTART in the form the lists use.
pub fn dtstart(case: &Case) -> String {
    if case.all_day {
        return case.start.format("%Y%m%d").to_string();
    }
    case.zone
        .from_local_datetime(&case.start)
        .single()
        .expect("starts avoid gaps and folds")
        .with_timezone(&Utc)
        .format("%Y%m%dT%H%M%SZ")
        .to_string()
}

/// A rule part's value (`COUNT`, `BYHOUR`…).
pub fn part<'a>(case: &'a Case, name: &str) -> Option<&'a str> {
    case.rule
        .split(';')
        .filter_map(|p| p.split_once('='))
        .find_map(|(n, v)| (n == name).then_some(v))
}

/// The local day of an instance as the lists write it.
pub fn local_day(case: &Case, item: &str) -> NaiveDate {
    if case.all_day {
        return NaiveDate::parse_from_str(item, "%Y%m%d").unwrap();
    }
    NaiveDateTime::parse_from_str(item, "%Y%m%dT%H%M%SZ")
        .unwrap()
        .and_utc()
        .with_timezone(&case.zone)
        .date_naive()
}

/// What an engine's list says about the rule's instances in time order.
pub struct Listed {
    /// The list, sorted.
    sorted: Vec<String>,
    /// Whether it is the whole series (else its first instances).
    whole: bool,
    /// When set, only the instances on local days before this one are
    /// known, and known exactly.
    before: Option<NaiveDate>,
}

/// An engine's list as a set in time order.
///
/// Both engines list a day's BYHOUR times in the order written, and a list
/// ends in that order: at TAKE here, at COUNT, or at the first time past
/// UNTIL in the engine itself. So when a day can hold several instances,
/// the last day listed may lack an earlier time (`BYHOUR=19,16` cut after
/// 19:45) or, under COUNT, hold a later time in place of an earlier one;
/// under UNTIL, UNTIL's own day may lack an earlier time at or before it
/// (RFC 5545 §3.3.10: COUNT counts occurrences and UNTIL "bounds the
/// recurrence rule in an inclusive manner", both in time order). Only the
/// days before that one are compared then.
pub fn listed(case: &Case, engine: &[String]) -> Listed {
    let mut sorted = engine.to_vec();
    sorted.sort();
    let count: Option<usize> = part(case, "COUNT").map(|c| c.parse().unwrap());
    let until = part(case, "UNTIL");
    let bounded = count.is_some() || until.is_some();
    let whole = bounded && engine.len() < TAKE;
    let several_a_day = !case.all_day
        && part(case, "BYHOUR").is_some_and(|h| {
            let mut h: Vec<&str> = h.split(',').collect();
            h.sort();
            h.dedup();
            h.len() > 1
        });
    let before = if !several_a_day {
        None
    } else if engine.len() >= TAKE || count == Some(engine.len()) {
        sorted.iter().map(|i| local_day(case, i)).max()
    } else {
        until.map(|u| local_day(case, u))
    };
    Listed {
        sorted,
        whole,
        before,
    }
}

/// What Kairos should give, from what both engines gave.
///
/// Both leave out a DTSTART that does not match the rule; RFC 5545
/// §3.8.5.3 says "The DTSTART property value always counts as the first
/// occurrence", and Kairos keeps it (README, "Recurrence semantics"): it is
/// put first, and under COUNT it takes one of the rule's places. Both also
/// list a day's BYHOUR times in the order written; the instances of a
/// recurrence set are a set, compared here in time order (see [`listed`]).
pub fn expected(case: &Case, listed: &Listed) -> Vec<String> {
    let mut list = listed.sorted.clone();
    let first = dtstart(case);
    if list.first() != Some(&first) {
        if case.rule.contains("COUNT=") {
            list.pop();
        }
        list.insert(0, first);
        list.truncate(TAKE);
    }
    list
}

/// Whether Kairos gives what both engines gave: all of it when the engines'
/// list is the whole series or is known up to a day (see [`listed`]), else
/// its first instances. An engine's list shorter than TAKE is the whole
/// series only if the rule is bounded: both engines give up on a rule that
/// finds nothing for a while, and Kairos does not stop as early.
pub fn agrees(case: &Case, listed: &Listed, expected: &[String], ours: &[String]) -> bool {
    let known = |list: &[String]| -> Vec<String> {
        list.iter()
            .filter(|i| listed.before.is_none_or(|day| local_day(case, i) < day))
            .cloned()
            .collect()
    };
    let (expected, ours) = (known(expected), known(ours));
    if listed.whole || listed.before.is_some() {
        return ours == expected;
    }
    ours.len() >= expected.len() && ours[..expected.len()] == *expected
}
