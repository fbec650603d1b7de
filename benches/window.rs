//! The window's own work for one pointer move, on the 100,000-event
//! benchmark file: `App::update` for the move (a month cell hovered, a
//! point in the week's hours) and `App::view` building the whole widget
//! tree that iced lays out and draws next. This is what the window does
//! for every mouse motion over a grid, so it must stay well inside a frame.
//!
//! `cargo bench --bench window` prints one `BENCH` line per view.

mod support;

use chrono::{Duration, NaiveDate};
use criterion::{criterion_group, Criterion};
use kairos::layout::ViewKind;
use kairos::ui::{month, week, Message};
use support::app::app_on;
use support::data::{build, dataset};

fn bench_window(c: &mut Criterion) {
    let n = 100_000;
    let data = dataset(n, 42);
    let budget = std::time::Duration::from_secs(3);
    let first = NaiveDate::from_ymd_opt(2024, 6, 10).unwrap();
    let mut lines = Vec::new();
    for (kind, name) in [(ViewKind::Month, "month"), (ViewKind::Week, "week")] {
        let (_dir, store) = build(&data);
        let mut app = app_on(store, kind);
        let shown = app.loaded().map_or(0, |l| l.items.len());
        // The pointer sweeps across the days (and down the hours).
        let mut i = 0u32;
        let mut step = || {
            i = (i + 1) % 7;
            let day = first + Duration::days(i64::from(i));
            let message = match kind {
                ViewKind::Week => {
                    Message::Week(week::Message::Pointer(day, 300.0 + i as f32 * 40.0))
                }
                _ => Message::Month(month::Message::Hover(day)),
            };
            let _ = app.update(message);
            let element = app.view();
            std::hint::black_box(&element);
            shown
        };
        c.bench_function(&format!("{name}_pointer_update_view_{n}"), |b| {
            b.iter(&mut step)
        });
        let ms = support::median_ms(budget, &mut step);
        lines.push(format!(
            "BENCH {name}_pointer_update_view_{n} events={n} occurrences_shown={shown} median_ms={ms:.3}"
        ));
    }
    for line in lines {
        println!("{line}");
    }
}

criterion_group!(benches, bench_window);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
