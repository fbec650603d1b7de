//! .ics import and export of the seed data set (10,000 events, one a day
//! from 2007-12-20, America/Los_Angeles).
//!
//! `BENCH import_10k`: read the file and import it into an empty database
//! file (one transaction, journaled). `BENCH export_10k`: read every event
//! back and write the whole calendar. Medians of 7 runs each, with the
//! parse-only and write-only parts printed too.

mod support;

use criterion::{criterion_group, Criterion};
use kairos::ical;
use kairos::store::{ImportInto, Store};
use kairos::transfer;
use std::path::Path;
use std::time::Instant;

fn seed() -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/fixtures/bench/seed_events_10000.ics");
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn import(bytes: &[u8], store: &mut Store) -> usize {
    let parsed = ical::parse(bytes).unwrap();
    let incoming = transfer::incoming(&parsed.events);
    let calendar = store.default_calendar().unwrap().id;
    store
        .import(ImportInto::Calendar(calendar), incoming, "bench", false)
        .unwrap()
        .len()
}

fn export(store: &Store) -> usize {
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    transfer::to_ics(&store.events(None).unwrap(), today).len()
}

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn bench_ical(c: &mut Criterion) {
    let bytes = seed();
    let mut imports = Vec::new();
    for _ in 0..7 {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("import.db")).unwrap();
        let t = Instant::now();
        assert_eq!(import(&bytes, &mut store), 10_000);
        imports.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let parse_ms = support::median_ms(std::time::Duration::from_secs(2), || {
        ical::parse(&bytes).unwrap().events.len()
    });
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("export.db")).unwrap();
    import(&bytes, &mut store);
    let export_ms = support::median_ms(std::time::Duration::from_secs(3), || export(&store));
    let mut group = c.benchmark_group("ical");
    group.sample_size(10);
    group.bench_function("parse_10k", |b| {
        b.iter(|| ical::parse(&bytes).unwrap().events.len())
    });
    group.bench_function("export_10k", |b| b.iter(|| export(&store)));
    group.finish();
    println!(
        "BENCH import_10k events=10000 median_ms={:.1} parse_only_ms={parse_ms:.1}",
        median(imports)
    );
    println!(
        "BENCH export_10k events=10000 median_ms={export_ms:.1} bytes={}",
        export(&store)
    );
}

criterion_group!(benches, bench_ical);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
