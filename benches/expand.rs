//! Range expansion against the `rrule` crate on the seed data set.
//!
//! Counts occurrences that START within each range (bounds inclusive,
//! America/Los_Angeles local time), with Kairos and with `rrule` on the same
//! events in the same run, and prints one line per workload:
//!
//! `BENCH <workload> occurrences=<n> kairos_ms=<median> rrule_ms=<median> ratio=<rrule/kairos>`
//!
//! The data is `../shared/fixtures/bench/seed_events_{1000,10000}.ics`. Until
//! the .ics importer exists, a minimal reader here takes what the file holds:
//! DTSTART;TZID, DTEND;TZID and RRULE.

mod support;

use chrono::{DateTime, Duration, NaiveDateTime, TimeZone, Utc};
use chrono_tz::America::Los_Angeles;
use criterion::{criterion_group, Criterion};
use kairos::model::{EventDuration, EventTime};
use kairos::recur::Series;
use rrule::RRuleSet;

struct SeedEvent {
    start: NaiveDateTime,
    end: NaiveDateTime,
    rrule: Option<String>,
}

fn read_seed(name: &str) -> Vec<SeedEvent> {
    let path = format!(
        "{}/../shared/fixtures/bench/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{path}: {e} (the bench needs ../shared beside the checkout)"));
    let mut events = Vec::new();
    let mut in_event = false;
    let (mut start, mut end, mut rrule) = (None, None, None);
    let local = |v: &str| NaiveDateTime::parse_from_str(v, "%Y%m%dT%H%M%S").unwrap();
    for line in text.lines() {
        let line = line.trim_end();
        if line == "BEGIN:VEVENT" {
            in_event = true;
            (start, end, rrule) = (None, None, None);
        } else if line == "END:VEVENT" {
            in_event = false;
            events.push(SeedEvent {
                start: start.take().expect("DTSTART"),
                end: end.take().expect("DTEND"),
                rrule: rrule.take(),
            });
        } else if in_event {
            if let Some(v) = line.strip_prefix("DTSTART;TZID=America/Los_Angeles:") {
                start = Some(local(v));
            } else if let Some(v) = line.strip_prefix("DTEND;TZID=America/Los_Angeles:") {
                end = Some(local(v));
            } else if let Some(v) = line.strip_prefix("RRULE:") {
                rrule = Some(v.to_string());
            }
        }
    }
    events
}

fn kairos_series(events: &[SeedEvent]) -> Vec<Series> {
    events
        .iter()
        .map(|e| {
            let start = EventTime::Zoned {
                local: e.start,
                tz: Los_Angeles.into(),
            };
            let duration = EventDuration::Exact(e.end - e.start);
            match &e.rrule {
                Some(rule) => Series::with_rule(start, duration, rule).unwrap(),
                None => Series::from_parts(start, duration, None),
            }
        })
        .collect()
}

/// The `rrule` side: a set per recurring event; one-off events are a start.
enum Peer {
    Set(RRuleSet),
    Once(DateTime<rrule::Tz>),
}

fn rrule_sets(events: &[SeedEvent]) -> Vec<Peer> {
    let la = rrule::Tz::America__Los_Angeles;
    events
        .iter()
        .map(|e| match &e.rrule {
            Some(rule) => Peer::Set(
                format!(
                    "DTSTART;TZID=America/Los_Angeles:{}\nRRULE:{rule}",
                    e.start.format("%Y%m%dT%H%M%S")
                )
                .parse()
                .unwrap(),
            ),
            None => Peer::Once(la.from_local_datetime(&e.start).unwrap()),
        })
        .collect()
}

fn la(text: &str) -> DateTime<Utc> {
    let t = NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M").unwrap();
    Los_Angeles
        .from_local_datetime(&t)
        .unwrap()
        .with_timezone(&Utc)
}

/// Occurrences starting in `[from, to]` with Kairos.
fn count_kairos(series: &[Series], from: DateTime<Utc>, to: DateTime<Utc>) -> usize {
    let end = to + Duration::nanoseconds(1);
    series
        .iter()
        .map(|s| s.starting_in(from, end, Los_Angeles).count())
        .sum()
}

/// Occurrences starting in `[from, to]` with `rrule` (its after/before are
/// inclusive).
fn count_rrule(sets: &[Peer], from: DateTime<Utc>, to: DateTime<Utc>) -> usize {
    let tz = rrule::Tz::America__Los_Angeles;
    let (from, to) = (from.with_timezone(&tz), to.with_timezone(&tz));
    sets.iter()
        .map(|p| match p {
            Peer::Set(set) => set.clone().after(from).before(to).all(u16::MAX).dates.len(),
            Peer::Once(t) => usize::from(*t >= from && *t <= to),
        })
        .sum()
}

struct Workload {
    name: &'static str,
    from: &'static str,
    to: &'static str,
    data: &'static str,
}

const WORKLOADS: [Workload; 6] = [
    Workload {
        name: "week2007_1k",
        from: "2007-12-19T00:00",
        to: "2007-12-26T00:00",
        data: "1k",
    },
    Workload {
        name: "year2008_1k",
        from: "2007-12-19T00:00",
        to: "2008-12-19T00:00",
        data: "1k",
    },
    Workload {
        name: "year2008_10k",
        from: "2007-12-19T00:00",
        to: "2008-12-19T00:00",
        data: "10k",
    },
    Workload {
        name: "week2017_1k",
        from: "2017-12-19T00:00",
        to: "2017-12-26T00:00",
        data: "1k",
    },
    Workload {
        name: "week2017_10k",
        from: "2017-12-19T00:00",
        to: "2017-12-26T00:00",
        data: "10k",
    },
    Workload {
        name: "single_daily_week_10y",
        from: "2017-12-19T00:00",
        to: "2017-12-26T00:00",
        data: "daily",
    },
];

/// Median wall time of `f` in milliseconds, over enough runs to fill about
/// `budget` (at least 5, at most 2001).
struct Data {
    kairos: Vec<Series>,
    peer: Vec<Peer>,
}

fn data() -> [(&'static str, Data); 3] {
    let small = read_seed("seed_events_1000.ics");
    let large = read_seed("seed_events_10000.ics");
    let daily: Vec<SeedEvent> = small
        .iter()
        .filter(|e| e.rrule.as_deref() == Some("FREQ=DAILY"))
        .take(1)
        .map(|e| SeedEvent {
            start: e.start,
            end: e.end,
            rrule: e.rrule.clone(),
        })
        .collect();
    let build = |events: &[SeedEvent]| Data {
        kairos: kairos_series(events),
        peer: rrule_sets(events),
    };
    [
        ("1k", build(&small)),
        ("10k", build(&large)),
        ("daily", build(&daily)),
    ]
}

fn bench_expand(c: &mut Criterion) {
    let data = data();
    let lookup = |name: &str| &data.iter().find(|(n, _)| *n == name).unwrap().1;
    let mut lines = Vec::new();
    for w in &WORKLOADS {
        let d = lookup(w.data);
        let (from, to) = (la(w.from), la(w.to));
        let n = count_kairos(&d.kairos, from, to);
        let peer_n = count_rrule(&d.peer, from, to);
        assert_eq!(
            n, peer_n,
            "{}: kairos and rrule disagree on the count",
            w.name
        );
        let mut group = c.benchmark_group(w.name);
        group.sample_size(10);
        group.bench_function("kairos", |b| b.iter(|| count_kairos(&d.kairos, from, to)));
        group.bench_function("rrule", |b| b.iter(|| count_rrule(&d.peer, from, to)));
        group.finish();
        let budget = std::time::Duration::from_secs(2);
        let ours = support::median_ms(budget, || count_kairos(&d.kairos, from, to));
        let theirs = support::median_ms(budget, || count_rrule(&d.peer, from, to));
        lines.push(format!(
            "BENCH {} occurrences={n} kairos_ms={ours:.6} rrule_ms={theirs:.3} ratio={:.0}",
            w.name,
            theirs / ours
        ));
    }
    for line in lines {
        println!("{line}");
    }
}

criterion_group!(benches, bench_expand);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
