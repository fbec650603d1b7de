//! The store's range query and bulk insert on generated databases.
//!
//! Data: `n` events over ten years (2020–2029): 90 % one-off (about 25 a day
//! at 100,000), 9 % series bounded by UNTIL or COUNT lasting 1–12 months,
//! 1 % unbounded daily/weekly/monthly/yearly series; zones Europe/Paris,
//! America/New_York and UTC; 5 % all-day.
//!
//! Workloads, one `BENCH` line each (medians over runs filling about 2 s):
//!
//! * `month_view_<n>`: one 6-week month grid (42 days), rotating over 48
//!   months of 2022–2025, candidates + expansion + override merge + sort.
//!   The visible content grows with `n` here (the file is denser), so this
//!   is also reported per visible occurrence.
//! * `month_view_cold_<n>`: the same with the compiled-series cache emptied
//!   before each query (a month seen for the first time).
//! * `month_view_fixed_<n>`: the same 42 days always hold the same ~400
//!   events; the other `n - 400` lie in other months. What the file holds
//!   grows 100×, what is on screen does not: the cost should not move.
//! * `insert_10k`: 10,000 events written in one transaction (one journal
//!   entry) into a fresh file.

mod support;

use support::data::{build, dataset, make, Days, Rng};

use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use chrono_tz::Tz;
use criterion::{criterion_group, BatchSize, Criterion};
use kairos::model::Event;
use kairos::store::Store;
use std::time::Instant;

/// A month view that always holds the same ~400 events, and `n - 400`
/// events elsewhere (bounded series end before it or start after it).
fn fixed_dataset(n: usize) -> Vec<Event> {
    let (from, to) = fixed_window();
    let mut rng = Rng(7);
    let mut events: Vec<Event> = (0..400)
        .map(|i| make(&mut rng, i, Days::Inside { from, to }, true))
        .collect();
    // Series last up to a year: keep their starts more than 13 months
    // before the window, or after it.
    let far = Days::Outside {
        from: from - Duration::days(400),
        to,
    };
    events.extend((400..n).map(|i| make(&mut rng, i, far, false)));
    events
}

fn fixed_window() -> (NaiveDate, NaiveDate) {
    let from = NaiveDate::from_ymd_opt(2024, 2, 26).unwrap();
    (from, from + Duration::days(42))
}

/// The 42-day grid of the month `index` months after January 2022.
fn month_grid(index: usize) -> (DateTime<Utc>, DateTime<Utc>) {
    let first =
        NaiveDate::from_ymd_opt(2022 + (index / 12) as i32, (index % 12) as u32 + 1, 1).unwrap();
    let monday = first
        - Duration::days(i64::from(
            chrono::Datelike::weekday(&first).num_days_from_monday(),
        ));
    let paris = Tz::Europe__Paris;
    let from = paris
        .from_local_datetime(&monday.and_hms_opt(0, 0, 0).unwrap())
        .earliest()
        .unwrap()
        .to_utc();
    (from, from + Duration::days(42))
}

fn query(store: &Store, from: DateTime<Utc>, to: DateTime<Utc>) -> usize {
    store
        .occurrences_in(from, to, None, Tz::Europe__Paris)
        .unwrap()
        .len()
}

fn bench_store(c: &mut Criterion) {
    let budget = std::time::Duration::from_secs(2);
    let mut lines = Vec::new();
    for n in [1_000, 10_000, 100_000] {
        let (_dir, store) = build(&dataset(n, 42));
        let mut month = 0;
        let mut rotating = || {
            month = (month + 1) % 48;
            let (from, to) = month_grid(month);
            query(&store, from, to)
        };
        c.bench_function(&format!("month_view_{n}"), |b| b.iter(&mut rotating));
        let visible: usize = (0..48)
            .map(|m| {
                let (from, to) = month_grid(m);
                query(&store, from, to)
            })
            .sum::<usize>()
            / 48;
        let ms = support::median_ms(budget, &mut rotating);
        lines.push(format!(
            "BENCH month_view_{n} events={n} occurrences_per_view={visible} median_ms={ms:.3} us_per_occurrence={:.3}",
            ms * 1e3 / visible as f64
        ));
        // The first look at a month: nothing compiled yet.
        let mut month = 0;
        let cold = support::median_ms(budget, || {
            store.clear_query_cache();
            month = (month + 1) % 48;
            let (from, to) = month_grid(month);
            query(&store, from, to)
        });
        lines.push(format!(
            "BENCH month_view_cold_{n} events={n} occurrences_per_view={visible} median_ms={cold:.3}"
        ));
    }
    let (from, to) = fixed_window();
    let utc = |d: NaiveDate| d.and_hms_opt(0, 0, 0).unwrap().and_utc();
    let (from, to) = (
        utc(from) + Duration::hours(12),
        utc(to) - Duration::hours(12),
    );
    for n in [1_000, 10_000, 100_000] {
        let (_dir, store) = build(&fixed_dataset(n));
        let visible = query(&store, from, to);
        c.bench_function(&format!("month_view_fixed_{n}"), |b| {
            b.iter(|| query(&store, from, to))
        });
        let ms = support::median_ms(budget, || query(&store, from, to));
        lines.push(format!(
            "BENCH month_view_fixed_{n} events={n} occurrences_per_view={visible} median_ms={ms:.3}"
        ));
    }
    let ten_k = dataset(10_000, 99);
    let mut group = c.benchmark_group("insert");
    group.sample_size(10);
    group.bench_function("insert_10k", |b| {
        b.iter_batched(
            || {
                let dir = tempfile::tempdir().unwrap();
                let store = Store::open(dir.path().join("insert.db")).unwrap();
                (dir, store, ten_k.clone())
            },
            |(dir, mut store, events)| {
                let calendar = store.default_calendar().unwrap().id;
                store.create_many(calendar, events, "bench").unwrap();
                (dir, store)
            },
            BatchSize::PerIteration,
        )
    });
    group.finish();
    let mut samples = Vec::new();
    for _ in 0..7 {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("insert.db")).unwrap();
        let calendar = store.default_calendar().unwrap().id;
        let events = ten_k.clone();
        let t = Instant::now();
        store.create_many(calendar, events, "bench").unwrap();
        samples.push(t.elapsed().as_secs_f64() * 1e3);
    }
    samples.sort_by(f64::total_cmp);
    lines.push(format!(
        "BENCH insert_10k events=10000 median_ms={:.1}",
        samples[samples.len() / 2]
    ));
    for line in lines {
        println!("{line}");
    }
}

criterion_group!(benches, bench_store);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
