//! The reminder scheduler on 10,000 recurring events with reminders.
//!
//! * `tick_idle_10k`: a tick when nothing changed and nothing is due (what
//!   the daemon does every time it wakes): computing the next due.
//! * `reschedule_after_edit_10k`: an edit to one event, then the tick that
//!   takes it into account.
//! * `first_tick_10k`: the first tick after start (every event compiled).
//! * `notify_latency`: with a session bus and notification server (as
//!   `scripts/test` starts them), the real `kairos daemon` and 20 reminders
//!   due a second apart; the delay from each due time to its Notify call on
//!   the bus, median and worst.

mod support;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use chrono_tz::Tz;
use criterion::{criterion_group, Criterion};
use kairos::model::{Event, EventDuration, EventTime, Reminder, Reminders};
use kairos::remind::{ManualClock, Notification, Notifier, NotifyError, Scheduler};
use kairos::store::{EventChanges, Scope, Store};
use std::time::Instant;

struct Quiet;

impl Notifier for Quiet {
    fn notify(&mut self, _: &Notification) -> Result<(), NotifyError> {
        Ok(())
    }
}

fn events(n: usize) -> Vec<Event> {
    let rules = [
        "FREQ=DAILY",
        "FREQ=WEEKLY;BYDAY=MO,WE,FR",
        "FREQ=MONTHLY;BYDAY=2TU",
        "FREQ=WEEKLY",
    ];
    (0..n)
        .map(|i| {
            let day =
                NaiveDate::from_ymd_opt(2020, 1, 1).unwrap() + Duration::days((i % 1500) as i64);
            let local = day
                .and_hms_opt(7 + (i % 12) as u32, (i % 4) as u32 * 15, 0)
                .unwrap();
            let mut e = Event::new(
                format!("r{i}"),
                format!("Reminder {i}"),
                EventTime::Zoned {
                    local,
                    tz: Tz::Europe__Paris.into(),
                },
                EventDuration::Exact(Duration::minutes(30)),
            );
            e.rrule = Some(rules[i % rules.len()].to_string());
            e.reminders = Reminders::Own(vec![Reminder::Before(Duration::minutes(
                10 + (i % 3) as i64 * 5,
            ))]);
            e
        })
        .collect()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn bench_remind(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("remind.db")).unwrap();
    let calendar = store.default_calendar().unwrap().id;
    store
        .create_many(calendar, events(10_000), "bench")
        .unwrap();
    // Between two dues: 2026-11-23 03:00 Paris, nothing starts before 07:00.
    let at = DateTime::parse_from_rfc3339("2026-11-23T02:00:00Z")
        .unwrap()
        .to_utc();
    let clock = ManualClock::new(at);
    let mut s = Scheduler::new(clock.clone(), Quiet, Tz::Europe__Paris);
    let t = Instant::now();
    s.tick(&mut store).unwrap();
    let first_ms = t.elapsed().as_secs_f64() * 1e3;
    let idle_ms = support::median_ms(std::time::Duration::from_secs(2), || {
        clock.advance(Duration::milliseconds(1));
        s.tick(&mut store).unwrap().shown
    });
    let mut edits = Vec::new();
    for i in 0..21 {
        let changes = EventChanges {
            summary: Some(format!("Edited {i}")),
            start: Some(EventTime::Zoned {
                local: NaiveDate::from_ymd_opt(2021, 3, 1)
                    .unwrap()
                    .and_hms_opt(8 + (i % 8) as u32, 0, 0)
                    .unwrap(),
                tz: Tz::Europe__Paris.into(),
            }),
            ..Default::default()
        };
        store
            .update(&format!("r{}", i * 37), Scope::All, changes)
            .unwrap();
        clock.advance(Duration::milliseconds(1));
        let t = Instant::now();
        s.tick(&mut store).unwrap();
        edits.push(t.elapsed().as_secs_f64() * 1e3);
    }
    c.bench_function("tick_idle_10k", |b| {
        b.iter(|| {
            clock.advance(Duration::milliseconds(1));
            s.tick(&mut store).unwrap().shown
        })
    });
    println!("BENCH first_tick_10k events=10000 ms={first_ms:.1}");
    println!("BENCH tick_idle_10k events=10000 median_ms={idle_ms:.3}");
    println!(
        "BENCH reschedule_after_edit_10k events=10000 median_ms={:.3}",
        median(edits)
    );
    notify_latency();
}

/// The real daemon on a real bus: 20 reminders a second apart.
fn notify_latency() {
    let Ok(bus) = std::env::var("DBUS_SESSION_BUS_ADDRESS") else {
        println!("BENCH notify_latency not measured: no session bus (run it in scripts/test's environment)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("latency.db");
    let kairos = env!("CARGO_BIN_EXE_kairos");
    let log = dir.path().join("monitor.log");
    let mut monitor = std::process::Command::new("dbus-monitor")
        .args([
            "--session",
            "interface='org.freedesktop.Notifications',member='Notify'",
        ])
        .stdout(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let mut daemon = std::process::Command::new(kairos)
        .args([
            "--db",
            db.to_str().unwrap(),
            "daemon",
            "--log",
            dir.path().join("d.log").to_str().unwrap(),
        ])
        .env("TZ", "UTC")
        .env("DBUS_SESSION_BUS_ADDRESS", &bus)
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_secs(1));
    let first = DateTime::from_timestamp(Utc::now().timestamp() + 4, 0).unwrap();
    let mut dues = Vec::new();
    for i in 0..20 {
        let due = first + Duration::seconds(i);
        let out = std::process::Command::new(kairos)
            .args([
                "--db",
                db.to_str().unwrap(),
                "add",
                &format!("Latency {i}"),
                "--tz",
                "UTC",
                "--remind",
                "0",
            ])
            .args(["--start", &due.format("%Y-%m-%dT%H:%M:%S").to_string()])
            .output()
            .unwrap();
        assert!(out.status.success());
        dues.push(due);
    }
    std::thread::sleep(
        (first + Duration::seconds(23) - Utc::now())
            .to_std()
            .unwrap_or_default(),
    );
    let _ = std::process::Command::new("kill")
        .args(["-TERM", &daemon.id().to_string()])
        .status();
    let _ = daemon.wait();
    let _ = monitor.kill();
    let _ = monitor.wait();
    let text = std::fs::read_to_string(&log).unwrap();
    let times: Vec<f64> = text
        .lines()
        .filter(|l| l.contains("member=Notify"))
        .filter_map(|l| {
            l.split("time=")
                .nth(1)?
                .split_whitespace()
                .next()?
                .parse()
                .ok()
        })
        .collect();
    if times.len() != dues.len() {
        println!(
            "BENCH notify_latency failed: {} Notify calls for {} reminders",
            times.len(),
            dues.len()
        );
        return;
    }
    let mut late: Vec<f64> = times
        .iter()
        .zip(&dues)
        .map(|(t, d)| (t - d.timestamp() as f64) * 1e3)
        .collect();
    let worst = late.iter().cloned().fold(f64::MIN, f64::max);
    late.sort_by(f64::total_cmp);
    println!(
        "BENCH notify_latency reminders=20 median_ms={:.1} worst_ms={worst:.1}",
        median(late)
    );
}

criterion_group!(benches, bench_remind);

fn main() {
    benches();
    Criterion::default().configure_from_args().final_summary();
}
