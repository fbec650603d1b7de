//! Every .ics fixture (42 real files from other projects, some deliberately
//! malformed, and one written for Kairos — a zone of the file's own): it imports with a report or fails with a clear error, never a
//! panic; what each yields is pinned in a snapshot; and what imports comes
//! back the same through export and import again.
//!
//! Snapshots live in `tests/fixtures/ics/snapshots/`; after a deliberate
//! change, regenerate them with `UPDATE_SNAPSHOTS=1 cargo test --test
//! ical_fixtures` and review the diff.

mod store_support;

use chrono::{Duration, Utc};
use kairos::ical::{self, Parsed};
use kairos::model::{Event, OverrideChange};
use kairos::recur::Series;
use kairos::store::{ImportInto, ImportOutcome, Store};
use kairos::transfer;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use store_support::TempDb;

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ics"))
        .collect();
    files.sort();
    assert_eq!(
        files.len(),
        43,
        "all 42 fixtures and kairos__own_zone are here"
    );
    files
}

fn describe_event(out: &mut String, e: &Event) {
    let _ = writeln!(out, "event {}", e.uid);
    let _ = writeln!(out, "  title: {:?}", e.summary);
    let _ = writeln!(out, "  start: {:?}  duration: {:?}", e.start, e.duration);
    if let Some(r) = &e.rrule {
        let _ = writeln!(out, "  rrule: {r}");
    }
    for r in &e.rdates {
        let _ = writeln!(out, "  rdate: {:?} {:?}", r.start, r.duration);
    }
    for x in &e.exdates {
        let _ = writeln!(out, "  exdate: {x:?}");
    }
    for o in &e.overrides {
        let change = match &o.change {
            OverrideChange::Cancelled => "cancelled".to_string(),
            OverrideChange::Moved { start, duration } => format!("{start:?} {duration:?}"),
        };
        let _ = writeln!(
            out,
            "  override {}: {change} {:?}",
            o.recurrence_id, o.details
        );
    }
    let _ = writeln!(out, "  reminders: {:?}", e.reminders);
    if let Some(l) = &e.location {
        let _ = writeln!(out, "  location: {l:?}");
    }
    if !e.categories.is_empty() || e.status.is_some() || e.url.is_some() {
        let _ = writeln!(
            out,
            "  categories: {:?} status: {:?} transparency: {:?} url: {:?}",
            e.categories, e.status, e.transparency, e.url
        );
    }
    let _ = writeln!(out, "  kept properties: {}", e.extra_properties.len());
    if !e.meeting.is_empty() {
        let organizer = e.meeting.organizer.as_ref().map(|o| o.address.as_str());
        let _ = writeln!(
            out,
            "  organizer: {organizer:?} attendees: {}",
            e.meeting.attendees.len()
        );
    }
    let series = Series::new(e).expect("imported events are valid");
    let starts: Vec<String> = series
        .iter(chrono_tz::UTC)
        .take(6)
        .map(|o| format!("{}", o.start))
        .collect();
    let _ = writeln!(out, "  first occurrences: {}", starts.join(", "));
}

fn snapshot(parsed: &Result<Parsed, ical::FatalError>) -> String {
    let mut out = String::new();
    match parsed {
        Err(e) => {
            let _ = writeln!(out, "fatal: {e}");
        }
        Ok(p) => {
            for problem in &p.problems {
                let _ = writeln!(out, "problem: {problem}");
            }
            for note in &p.notes {
                let _ = writeln!(out, "note: {note}");
            }
            for (name, n) in &p.other_components {
                let _ = writeln!(out, "ignored: {n} {name}");
            }
            for e in &p.events {
                let _ = writeln!(
                    out,
                    "line {} sequence {} modified {:?}",
                    e.line, e.sequence, e.last_modified
                );
                describe_event(&mut out, &e.event);
            }
        }
    }
    out
}

#[test]
fn every_fixture_reads_to_its_snapshot() {
    let update = std::env::var_os("UPDATE_SNAPSHOTS").is_some();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ics/snapshots");
    let mut mismatched = Vec::new();
    for path in fixtures() {
        let bytes = std::fs::read(&path).unwrap();
        let parsed = ical::parse(&bytes);
        let got = snapshot(&parsed);
        let snap = dir.join(path.file_stem().unwrap()).with_extension("snap");
        if update {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&snap, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&snap).unwrap_or_else(|_| {
            panic!(
                "no snapshot {}: run with UPDATE_SNAPSHOTS=1",
                snap.display()
            )
        });
        if got != want {
            mismatched.push(format!(
                "{}:\n--- want\n{want}\n--- got\n{got}",
                path.display()
            ));
        }
    }
    assert!(mismatched.is_empty(), "{}", mismatched.join("\n"));
}

/// Reads, imports, and returns the store with what the file held.
fn import(db: &TempDb, bytes: &[u8]) -> (Store, usize) {
    let mut store = db.open();
    let parsed = ical::parse(bytes).expect("imports");
    let incoming = transfer::incoming(&parsed.events);
    let calendar = store.default_calendar().unwrap().id;
    let outcomes = store
        .import(ImportInto::Calendar(calendar), incoming, "test", false)
        .unwrap();
    let added = outcomes
        .iter()
        .filter(|o| **o == ImportOutcome::Added)
        .count();
    (store, added)
}

fn occurrences(store: &Store, from: chrono::DateTime<Utc>) -> Vec<String> {
    let to = from + Duration::days(3 * 366);
    store
        .occurrences_in(from, to, None, chrono_tz::UTC)
        .unwrap()
        .iter()
        .map(|o| {
            format!(
                "{} {} {} {} {:?} {:?}",
                o.uid(),
                o.occurrence.recurrence_id(),
                o.occurrence.start.instant_in(chrono_tz::UTC),
                o.occurrence.end.instant_in(chrono_tz::UTC),
                o.summary(),
                o.location()
            )
        })
        .collect()
}

fn export_all(store: &Store) -> String {
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    transfer::to_ics(&store.events(None).unwrap(), today)
}

#[test]
fn import_export_import_gives_the_same_occurrences() {
    let mut checked = 0;
    for path in fixtures() {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(parsed) = ical::parse(&bytes) else {
            continue;
        };
        if parsed.events.is_empty() {
            continue;
        }
        let first = parsed
            .events
            .iter()
            .map(|e| e.event.start.resolve().instant_in(chrono_tz::UTC))
            .min()
            .unwrap()
            - Duration::days(1);
        let a = TempDb::new();
        let (store_a, added) = import(&a, &bytes);
        assert!(added > 0, "{}", path.display());
        let exported = export_all(&store_a);
        let b = TempDb::new();
        let (store_b, _) = import(&b, exported.as_bytes());
        let (before, after) = (occurrences(&store_a, first), occurrences(&store_b, first));
        assert!(
            !before.is_empty(),
            "{}: nothing in the window",
            path.display()
        );
        assert_eq!(before, after, "{}", path.display());
        // Re-importing the export into the first store changes nothing.
        let again = ical::parse(exported.as_bytes()).unwrap();
        assert!(
            again.problems.is_empty(),
            "{}: {:?}",
            path.display(),
            again.problems
        );
        checked += 1;
    }
    assert!(checked >= 30, "only {checked} fixtures round-tripped");
}
