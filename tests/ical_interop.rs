//! An independent reader agrees with our export: Python's `icalendar` and
//! `recurring-ical-events` (installed by `scripts/test`) expand what Kairos
//! exports, and the occurrences they find (uids and start instants) equal
//! ours, for every fixture that imports and for the benchmark data set.

mod store_support;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use kairos::ical;
use kairos::model::OccurrenceTime;
use kairos::store::{ImportInto, Store};
use kairos::transfer;
use std::path::{Path, PathBuf};
use std::process::Command;
use store_support::TempDb;

fn import(store: &mut Store, bytes: &[u8]) -> usize {
    let parsed = ical::parse(bytes).expect("imports");
    let incoming = transfer::incoming(&parsed.events);
    let calendar = store.default_calendar().unwrap().id;
    let n = incoming.len();
    store
        .import(ImportInto::Calendar(calendar), incoming, "test", false)
        .unwrap();
    n
}

fn export(store: &Store, path: &Path) {
    let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    std::fs::write(path, transfer::to_ics(&store.events(None).unwrap(), today)).unwrap();
}

/// A start as both sides print it.
fn key(t: &OccurrenceTime) -> String {
    match t {
        OccurrenceTime::Zoned(z) => format!("Z:{}", z.instant().format("%Y-%m-%dT%H:%M:%S")),
        OccurrenceTime::Floating(w) => format!("F:{}", w.format("%Y-%m-%dT%H:%M:%S")),
        OccurrenceTime::Date(d) => format!("D:{}", d.format("%Y-%m-%d")),
    }
}

/// Whether a printed start lies well inside the window (edges are left
/// out: the two libraries place floating and all-day times at the window's
/// edges differently, and that is not what is being compared).
fn inside(line: &str, from: DateTime<Utc>, to: DateTime<Utc>) -> bool {
    let value = line
        .rsplit_once(':')
        .map(|_| &line[line.find(' ').unwrap() + 3..])
        .unwrap();
    let (lo, hi) = (from + Duration::days(2), to - Duration::days(2));
    let stamp = if value.len() == 10 {
        format!("{value}T00:00:00")
    } else {
        value.to_owned()
    };
    let (lo, hi) = (
        lo.format("%Y-%m-%dT%H:%M:%S").to_string(),
        hi.format("%Y-%m-%dT%H:%M:%S").to_string(),
    );
    stamp >= lo && stamp < hi
}

fn compare(
    store: &Store,
    file: &Path,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    what: &str,
) -> usize {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interop/expand.py");
    // scripts/test points KAIROS_PYTHON at an interpreter that has the
    // packages (a venv when the system one lacks them).
    let python = std::env::var("KAIROS_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = Command::new(&python)
        .arg(&script)
        .arg(file)
        .arg(from.format("%Y-%m-%dT%H:%M:%S").to_string())
        .arg(to.format("%Y-%m-%dT%H:%M:%S").to_string())
        .output()
        .unwrap_or_else(|e| {
            panic!("{python}: {e} (scripts/test installs Python and the packages)")
        });
    assert!(
        out.status.success(),
        "{what}: the Python reader failed (scripts/test installs icalendar and recurring-ical-events): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter(|l| inside(l, from, to))
        .map(str::to_owned)
        .collect();
    let mut ours: Vec<String> = store
        .occurrences_in(from, to, None, chrono_tz::UTC)
        .unwrap()
        .iter()
        .map(|o| format!("{} {}", o.uid(), key(&o.occurrence.start)))
        .filter(|l| inside(l, from, to))
        .collect();
    ours.sort();
    assert_eq!(
        ours, theirs,
        "{what}: Kairos and recurring-ical-events disagree"
    );
    ours.len()
}

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ics"))
        .collect();
    files.sort();
    files
}

#[test]
fn an_independent_reader_expands_our_export_of_every_fixture_the_same() {
    let mut compared = 0;
    let mut occurrences = 0;
    for path in fixtures() {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(parsed) = ical::parse(&bytes) else {
            continue;
        };
        let Some(first) = parsed
            .events
            .iter()
            .map(|e| e.event.start.resolve().instant_in(chrono_tz::UTC))
            .min()
        else {
            continue;
        };
        let db = TempDb::new();
        let mut store = db.open();
        import(&mut store, &bytes);
        let file = db.dir.path().join("export.ics");
        export(&store, &file);
        let from = first - Duration::days(7);
        let to = first + Duration::days(3 * 366);
        occurrences += compare(&store, &file, from, to, &path.display().to_string());
        compared += 1;
    }
    assert!(compared >= 30, "only {compared} fixtures compared");
    assert!(occurrences > 500, "only {occurrences} occurrences compared");
}

#[test]
fn an_independent_reader_expands_our_export_of_the_seed_data_the_same() {
    let seed = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/fixtures/bench/seed_events_10000.ics");
    let bytes = std::fs::read(&seed).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the benchmark data set lives beside the checkout)",
            seed.display()
        )
    });
    let db = TempDb::new();
    let mut store = db.open();
    assert_eq!(import(&mut store, &bytes), 10_000);
    let file = db.dir.path().join("export.ics");
    export(&store, &file);
    for (from, to) in [("2008-01-01", "2008-01-15"), ("2017-06-01", "2017-06-15")] {
        let day = |s: &str| {
            NaiveDate::parse_from_str(s, "%Y-%m-%d")
                .unwrap()
                .and_hms_opt(0, 0, 0)
                .unwrap()
                .and_utc()
        };
        let n = compare(
            &store,
            &file,
            day(from),
            day(to),
            &format!("seed {from}..{to}"),
        );
        assert!(n > 50, "{from}..{to}: only {n} occurrences");
    }
}
