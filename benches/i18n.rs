//! What the translation layer costs at start and per frame: loading a
//! language's messages (parsed from the embedded .ftl, once, before the
//! first frame), and the words of a month view — its title, the weekday
//! headings and 42 day labels, and a rule described — in that language.
//!
//! `cargo bench --bench i18n` prints one `BENCH` line per measure.

mod support;

use chrono::{Datelike, Days, NaiveDate};
use criterion::{criterion_group, Criterion};
use kairos::fl;
use kairos::i18n::{self, dates};
use kairos::layout::{describe_rule, Period, ViewKind};
use kairos::model::EventTime;
use kairos::recur::RRule;

fn month_words(anchor: NaiveDate) -> usize {
    let period = Period::new(ViewKind::Month, anchor);
    let mut total = period.title(&kairos::layout::Locale::default()).len();
    let first = anchor.with_day(1).unwrap();
    for i in 0..42u64 {
        let day = first + Days::new(i);
        total += dates::format(&day, &fl!("date-agenda-day")).len();
    }
    let rule: RRule = "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271224".parse().unwrap();
    total + describe_rule(&rule, &EventTime::AllDay(anchor)).len()
}

fn bench_i18n(c: &mut Criterion) {
    let budget = std::time::Duration::from_secs(2);
    let anchor = NaiveDate::from_ymd_opt(2026, 12, 24).unwrap();
    let mut lines = Vec::new();
    for tag in ["en-US", "de", "fr", "es", "pt-BR"] {
        let language = tag.parse().unwrap();
        let mut load = || {
            i18n::select(std::slice::from_ref(&language));
            1
        };
        c.bench_function(&format!("select_{tag}"), |b| b.iter(&mut load));
        let load_ms = support::median_ms(budget, &mut load);
        let mut words = || month_words(anchor);
        c.bench_function(&format!("month_words_{tag}"), |b| b.iter(&mut words));
        let words_ms = support::median_ms(budget, &mut words);
        lines.push(format!(
            "BENCH i18n_{tag} select_ms={load_ms:.3} month_words_ms={words_ms:.3}"
        ));
    }
    for line in lines {
        println!("{line}");
    }
}

criterion_group!(benches, bench_i18n);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
