//! What one keystroke in the search field costs: the whole search the
//! window's search thread runs (`kairos::layout::search`: match, expand,
//! group), for each prefix of a typed text, on the 10,000-event seed
//! calendar and on the 100,000-event benchmark file, after the field
//! opened (the thread prepares then); and what preparing costs, and a
//! first key typed without it. Target: ≤ 20 ms per keystroke at 100,000
//! events (median and p95 are printed).
//!
//! `cargo bench --bench search`

// Only the data set: this bench prints its own percentiles.
#[allow(dead_code)]
mod support;

use std::path::Path;
use std::time::Instant;

use chrono::NaiveDate;
use chrono_tz::Tz;
use kairos::ical;
use kairos::layout::{prepare_search, search, Locale, SearchRequest};
use kairos::model::CalendarId;
use kairos::store::{ImportInto, Store};
use kairos::transfer;
use support::data::{build, dataset};

/// What is typed, one character at a time, in each data set.
const TYPED: &[&str] = &["event 4242", "meeting", "café müller"];

/// Rounds over every prefix of every typed text.
const ROUNDS: usize = 15;

fn seed_store() -> (tempfile::TempDir, Store) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/fixtures/bench/seed_events_10000.ics");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let parsed = ical::parse(&bytes).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("seed.db")).unwrap();
    let calendar = store.default_calendar().unwrap().id;
    store
        .import(
            ImportInto::Calendar(calendar),
            transfer::incoming(&parsed.events),
            "bench",
            false,
        )
        .unwrap();
    (dir, store)
}

/// Median, p95 and max of `samples` (ms), sorted here.
fn spread(samples: &mut [f64]) -> String {
    samples.sort_by(f64::total_cmp);
    let at = |q: f64| samples[((samples.len() - 1) as f64 * q).round() as usize];
    format!(
        "n={} median_ms={:.2} p95_ms={:.2} max_ms={:.2}",
        samples.len(),
        at(0.5),
        at(0.95),
        at(1.0)
    )
}

/// Each round types each text as a user would after Ctrl+F: the search's
/// memory is emptied (the search closed), prepared (the field opened),
/// then every prefix is searched. The first key without preparing (the
/// field clicked) is measured on its own.
fn keystrokes(name: &str, store: &Store, today: NaiveDate) {
    let calendars: Vec<CalendarId> = store.calendars().unwrap().iter().map(|c| c.id).collect();
    let request = |text| SearchRequest {
        text,
        locale: Locale::default(),
        viewer: Tz::Europe__Paris,
        today,
        looking_at: today,
        calendars: &calendars,
        max_lines: 400,
        expanded: None,
    };
    let (mut keys, mut prepares, mut cold) = (Vec::new(), Vec::new(), Vec::new());
    let mut lines = 0usize;
    let ms = |t: Instant| t.elapsed().as_secs_f64() * 1e3;
    for _ in 0..ROUNDS {
        for typed in TYPED {
            let first = &typed[..typed.chars().next().unwrap().len_utf8()];
            store.forget_searches();
            let t = Instant::now();
            search(store, &request(first), &|| true).unwrap().unwrap();
            cold.push(ms(t));
            store.forget_searches();
            let t = Instant::now();
            assert!(prepare_search(store, &request(""), &|| true).unwrap());
            prepares.push(ms(t));
            let chars: Vec<(usize, char)> = typed.char_indices().collect();
            for (i, c) in &chars {
                let text = &typed[..i + c.len_utf8()];
                let t = Instant::now();
                let found = search(store, &request(text), &|| true).unwrap().unwrap();
                keys.push(ms(t));
                lines += found.lines();
            }
        }
    }
    let per_key = lines / keys.len();
    println!(
        "BENCH search_keystroke_{name} {} lines_per_keystroke={per_key}",
        spread(&mut keys)
    );
    println!("BENCH search_prepare_{name} {}", spread(&mut prepares));
    println!(
        "BENCH search_first_key_unprepared_{name} {}",
        spread(&mut cold)
    );
}

fn main() {
    // criterion's flags (`--bench`) are accepted and ignored: this bench
    // prints its own percentiles.
    let (_seed_dir, seed) = seed_store();
    keystrokes(
        "seed_10k",
        &seed,
        NaiveDate::from_ymd_opt(2026, 11, 25).unwrap(),
    );
    drop(seed);
    let (_dir, store) = build(&dataset(100_000, 42));
    keystrokes(
        "100k",
        &store,
        NaiveDate::from_ymd_opt(2024, 6, 12).unwrap(),
    );
}
