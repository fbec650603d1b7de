//! Building the window's views on the 100,000-event benchmark file: the
//! store query, the expansion, and the layout model the window draws
//! (`kairos::layout::load`), for the month grid and the week grid.
//!
//! `KAIROS_BENCH_WRITE_DB=PATH cargo bench --bench view` writes that file to
//! PATH and exits, for `scripts/bench-window.sh` (start to first frame and
//! memory of the real window).

mod support;

use chrono::{Duration, NaiveDate};
use chrono_tz::Tz;
use criterion::{criterion_group, Criterion};
use kairos::layout::{load, Locale, Period, Request, ViewKind};
use support::data::{build, dataset};

fn request(period: Period, calendars: &[kairos::model::CalendarId]) -> Request<'_> {
    Request {
        period,
        locale: Locale::default(),
        viewer: Tz::Europe__Paris,
        today: NaiveDate::from_ymd_opt(2024, 6, 12).unwrap(),
        agenda_days: 30,
        agenda_entries: 300,
        rows_per_cell: 4,
        calendars,
    }
}

fn bench_view(c: &mut Criterion) {
    let n = 100_000;
    let (_dir, store) = build(&dataset(n, 42));
    let calendars: Vec<_> = store.calendars().unwrap().iter().map(|c| c.id).collect();
    let budget = std::time::Duration::from_secs(3);
    let mut lines = Vec::new();
    let month_of = |i: usize| {
        NaiveDate::from_ymd_opt(2022 + (i / 12) as i32, (i % 12) as u32 + 1, 15).unwrap()
    };
    let week_of =
        |i: usize| NaiveDate::from_ymd_opt(2022, 1, 5).unwrap() + Duration::weeks(i as i64);
    for (kind, name, count) in [
        (ViewKind::Month, "month", 48),
        (ViewKind::Week, "week", 208),
    ] {
        let day = |i: usize| {
            if kind == ViewKind::Month {
                month_of(i)
            } else {
                week_of(i)
            }
        };
        let mut i = 0;
        let mut next = || {
            i = (i + 1) % count;
            let loaded = load(&store, &request(Period::new(kind, day(i)), &calendars)).unwrap();
            loaded.items.len()
        };
        c.bench_function(&format!("{name}_view_layout_{n}"), |b| b.iter(&mut next));
        let visible = (0..count)
            .map(|i| {
                load(&store, &request(Period::new(kind, day(i)), &calendars))
                    .unwrap()
                    .items
                    .len()
            })
            .sum::<usize>()
            / count;
        let ms = support::median_ms(budget, &mut next);
        lines.push(format!(
            "BENCH {name}_view_layout_{n} events={n} occurrences_per_view={visible} median_ms={ms:.3}"
        ));
    }
    for line in lines {
        println!("{line}");
    }
}

criterion_group!(benches, bench_view);

fn main() {
    if let Some(path) = std::env::var_os("KAIROS_BENCH_WRITE_DB") {
        let (dir, store) = build(&dataset(100_000, 42));
        // Closing checkpoints the WAL into the file.
        drop(store);
        std::fs::copy(dir.path().join("bench.db"), &path).unwrap();
        println!("wrote the 100,000-event file to {}", path.to_string_lossy());
        return;
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
}
