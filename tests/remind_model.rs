//! The reminder scheduler against a model: random interleavings of edits,
//! calendar changes, undo, imports, accounts, feeds, sync writes, answers to
//! notifications, restarts and clock moves, on a real store; after every
//! tick the reminders owed are worked out from scratch from the store's
//! events and checked against what was shown and logged.
//!
//! Seeds: `KAIROS_MODEL_SEED=N` runs seed N alone; `KAIROS_MODEL_SEEDS=K`
//! runs seeds 1..=K (40 by default). A failure names its seed.

mod remind_model_support;
mod store_support;

use chrono::{DateTime, Duration, Utc};
use kairos::model::RecurrenceId;
use kairos::recur::Series;
use kairos::remind::{dues_between, Due, Tick};
use kairos::store::{Delivery, DeliveryState};
use remind_model_support::{key_of, World, VIEWER};
use std::collections::{BTreeMap, HashMap};

type Key = (String, RecurrenceId, String);

/// Operations per seed (each followed, mostly, by a tick).
const STEPS: usize = 70;
/// The scheduler's defaults the checks depend on.
const GRACE: i64 = 60;
const CATCH_UP_LIMIT: usize = 3;
const STALE_HOURS: i64 = 24;
const SNOOZE_MINUTES: i64 = 5;

/// How often each path was taken over all seeds: a run that never took
/// one checked nothing about it.
#[derive(Debug, Default)]
struct Stats {
    ticks: usize,
    on_time: usize,
    missed_alone: usize,
    summarized: usize,
    silent: usize,
    acknowledged: usize,
    snooze_back: usize,
    snooze_dropped: usize,
    ops: usize,
    refused: usize,
}

/// What the store says is owed, worked out before a tick.
struct Owed {
    now: DateTime<Utc>,
    /// When the scheduler last ticked: dues after it are new this tick.
    prev: DateTime<Utc>,
    /// Reminders due in (checked up to, now] not yet in the delivery log
    /// (or logged at another time: their occurrence moved), with whether
    /// the event's acknowledgement covers them.
    dues: BTreeMap<Key, (Due, bool)>,
    /// Snoozed deliveries due again, with whether they must be shown (the
    /// occurrence and the reminder still exist and nothing closed them).
    again: Vec<(Delivery, bool)>,
    /// Notifications shown before the tick.
    shown_before: usize,
}

fn owed(w: &World, prev: DateTime<Utc>) -> Owed {
    let now = w.now();
    let checked = w.store.checked_up_to().unwrap().expect("ticked once");
    let mut dues = BTreeMap::new();
    let mut live: HashMap<String, (kairos::model::Event, Series, Vec<String>)> = HashMap::new();
    for (stored, reminders) in w.store.reminding_events().unwrap() {
        let e = stored.event;
        let Ok(series) = Series::new(&e) else {
            continue;
        };
        for d in dues_between(&e, &series, &reminders, checked, now, VIEWER) {
            let row = w.store.delivery(&d.uid, d.recurrence_id, &d.key).unwrap();
            let logged = row.is_some_and(|r| match r.state {
                DeliveryState::Shown | DeliveryState::Dismissed | DeliveryState::Missed => {
                    r.due == d.at
                }
                // Snoozed or failed: the retry path's.
                _ => true,
            });
            if !logged {
                let acked = e.acknowledged.is_some_and(|a| d.at <= a);
                dues.insert((d.uid.clone(), d.recurrence_id, d.key.clone()), (d, acked));
            }
        }
        let keys = reminders.iter().map(kairos::store::reminder_key).collect();
        live.insert(e.uid.clone(), (e, series, keys));
    }
    let mut again = Vec::new();
    for row in w.store.deliveries_due_again(now).unwrap() {
        let show = live.get(&row.uid).is_some_and(|(e, series, keys)| {
            let at = row.recurrence_id.instant_in(VIEWER);
            let exists = series
                .occurrences(at - Duration::days(366), at + Duration::days(366), VIEWER)
                .any(|o| o.recurrence_id() == row.recurrence_id);
            let closed = e
                .acknowledged
                .is_some_and(|a| a > row.due - Duration::minutes(SNOOZE_MINUTES));
            exists && keys.contains(&row.reminder) && !closed
        });
        again.push((row, show));
    }
    Owed {
        now,
        prev,
        dues,
        again,
        shown_before: w.rec.len(),
    }
}

fn words(k: &Key, d: &Due) -> String {
    format!(
        "{} ({} {} {}) due {}",
        d.title,
        k.0,
        k.1,
        k.2,
        d.at.format("%a %d %b %H:%M:%S")
    )
}

/// Checks a tick against what was owed: each due reminder dealt with
/// exactly once (on time, as a missed one, in the one summary, silently
/// when long over, or dismissed when acknowledged), each snooze back once,
/// and nothing else shown. `awake`: the service ran through the interval,
/// so what came due in it must have been on time.
fn verify(w: &World, o: &Owed, awake: bool, stats: &mut Stats) -> Result<(), String> {
    let now = o.now;
    let log = |k: &Key| w.store.delivery(&k.0, k.1, &k.2).unwrap();
    let mut individual: BTreeMap<Key, usize> = BTreeMap::new();
    let mut summaries = Vec::new();
    for (_, n) in w.rec.since(o.shown_before) {
        match &n.subject {
            Some(s) => *individual.entry(key_of(s)).or_default() += 1,
            None => summaries.push(n.summary.clone()),
        }
    }
    for (k, count) in &individual {
        if *count > 1 {
            return Err(format!("{k:?} shown {count} times in one tick"));
        }
        let expected = o.dues.get(k).is_some_and(|(_, acked)| !acked)
            || o.again.iter().any(|(r, show)| {
                *show && r.uid == k.0 && r.recurrence_id == k.1 && r.reminder == k.2
            });
        if !expected {
            let row = log(k);
            return Err(format!(
                "{k:?} shown but not owed (before its time, dismissed, or already shown); log: {row:?}"
            ));
        }
    }
    let mut recent = Vec::new();
    for (k, (d, acked)) in &o.dues {
        let row = log(k).filter(|r| r.due == d.at);
        let Some(row) = row else {
            return Err(format!(
                "reminder {} never delivered nor recorded (log: {:?})",
                words(k, d),
                log(k)
            ));
        };
        let shown = individual.contains_key(k);
        if *acked {
            if shown || row.state != DeliveryState::Dismissed {
                return Err(format!(
                    "acknowledged {} not closed silently: {row:?}",
                    words(k, d)
                ));
            }
            stats.acknowledged += 1;
            continue;
        }
        let late = now - d.at > Duration::seconds(GRACE);
        if awake && late && d.at > o.prev {
            return Err(format!(
                "{} came due while awake but was shown late, at {now}",
                words(k, d)
            ));
        }
        if !late {
            if !shown || row.state != DeliveryState::Shown || row.shown != Some(now) {
                return Err(format!(
                    "{} due now not shown: shown={shown} {row:?}",
                    words(k, d)
                ));
            }
            stats.on_time += 1;
        } else if d.occurrence.end.instant_in(VIEWER) < now - Duration::hours(STALE_HOURS) {
            if shown || row.state != DeliveryState::Missed || row.shown.is_some() {
                return Err(format!(
                    "{} long over not recorded silently: {row:?}",
                    words(k, d)
                ));
            }
            stats.silent += 1;
        } else {
            if row.state != DeliveryState::Missed || row.shown != Some(now) {
                return Err(format!(
                    "missed {} not shown as missed: {row:?}",
                    words(k, d)
                ));
            }
            recent.push((k, shown));
        }
    }
    let want_summary = recent.len() > CATCH_UP_LIMIT;
    for (k, shown) in &recent {
        if *shown == want_summary {
            let d = &o.dues[*k].0;
            return Err(format!(
                "{} of {} missed: shown alone = {shown}",
                words(k, d),
                recent.len()
            ));
        }
    }
    let expected: Vec<String> = if want_summary {
        vec![format!("{} missed reminders", recent.len())]
    } else {
        Vec::new()
    };
    if summaries != expected {
        return Err(format!("summaries {summaries:?}, expected {expected:?}"));
    }
    if want_summary {
        stats.summarized += recent.len();
    } else {
        stats.missed_alone += recent.len();
    }
    for (row, show) in &o.again {
        let k = (row.uid.clone(), row.recurrence_id, row.reminder.clone());
        let after = log(&k).unwrap();
        let shown = individual.contains_key(&k);
        let ok = if *show {
            shown && after.state == DeliveryState::Shown
        } else {
            !shown && after.state == DeliveryState::Dismissed
        };
        if !ok {
            return Err(format!(
                "snoozed {k:?} due again at {}: expected shown={show}, got shown={shown}, {after:?}",
                row.due
            ));
        }
        if *show {
            stats.snooze_back += 1;
        } else {
            stats.snooze_dropped += 1;
        }
    }
    Ok(())
}

/// Works out what is owed, ticks, and checks the tick against it.
fn tick(
    w: &mut World,
    prev: &mut DateTime<Utc>,
    awake: bool,
    stats: &mut Stats,
) -> Result<Tick, String> {
    let o = owed(w, *prev);
    let tick = w.sched.tick(&mut w.store).unwrap();
    stats.ticks += 1;
    verify(w, &o, awake, stats)?;
    *prev = o.now;
    Ok(tick)
}

/// One seed's run; the first broken promise, with what led to it.
fn run(seed: u64, stats: &mut Stats) -> Result<(), String> {
    // Early March: New York and Paris move their clocks during the run.
    let start = DateTime::parse_from_rfc3339("2026-03-04T07:00:00Z")
        .unwrap()
        .to_utc();
    let mut w = World::new(seed, start);
    w.sched.tick(&mut w.store).unwrap();
    let mut prev = w.now();
    for step in 0..STEPS {
        let fail = |w: &World, msg: String| {
            let from = w.trace.len().saturating_sub(30);
            format!(
                "step {step} at {}: {msg}\nlast operations (oldest first):\n  {}",
                w.now(),
                w.trace[from..].join("\n  ")
            )
        };
        let roll = w.rng.range(0, 99);
        if roll < 22 {
            // The service runs through the interval, waking when it asks to.
            let until = w.now() + Duration::seconds(w.rng.range(60, 2 * 86_400));
            w.trace.push(format!("awake until {until}"));
            loop {
                let now = w.now();
                let t = tick(&mut w, &mut prev, true, stats).map_err(|m| fail(&w, m))?;
                if t.next_wake <= now {
                    let msg = format!("busy loop: next wake {}", t.next_wake);
                    return Err(fail(&w, msg));
                }
                if now >= until {
                    break;
                }
                w.clock.set(t.next_wake.min(until));
            }
        } else if roll < 30 {
            // Asleep (suspended, or not running), then one tick on waking.
            let slept = w.now();
            let by = Duration::seconds(w.rng.range(61, 3 * 86_400));
            w.clock.set(w.now() + by);
            w.trace.push(format!("asleep until {}", w.now()));
            // On waking, a sync may write before the service ticks.
            match w.rng.range(0, 9) {
                0..=3 => {
                    let done = w.acknowledge_elsewhere(slept);
                    w.trace.push(done);
                }
                4 | 5 => {
                    let done = w.sync_op();
                    w.trace.push(done);
                }
                _ => {}
            }
            tick(&mut w, &mut prev, false, stats).map_err(|m| fail(&w, m))?;
        } else {
            let done = w.operate();
            if done.contains("Err(") {
                stats.refused += 1;
            } else {
                stats.ops += 1;
            }
            w.trace.push(done);
            // The service wakes on the file's change (mostly at once).
            if w.rng.chance(80) {
                tick(&mut w, &mut prev, false, stats).map_err(|m| fail(&w, m))?;
            }
        }
    }
    Ok(())
}

fn seeds() -> Vec<u64> {
    let var = |name| {
        std::env::var(name)
            .ok()
            .map(|v: String| v.parse::<u64>().unwrap())
    };
    match (var("KAIROS_MODEL_SEED"), var("KAIROS_MODEL_SEEDS")) {
        (Some(seed), _) => vec![seed],
        (None, count) => (1..=count.unwrap_or(40)).collect(),
    }
}

#[test]
fn every_reminder_owed_is_delivered_once_whatever_happens_to_the_store() {
    let mut failures = Vec::new();
    let mut stats = Stats::default();
    let seeds = seeds();
    for &seed in &seeds {
        let outcome =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(seed, &mut stats)));
        match outcome {
            Ok(Ok(())) => {}
            Ok(Err(msg)) => failures.push((seed, msg)),
            Err(panic) => {
                let msg = panic
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                failures.push((seed, format!("panicked: {msg}")));
            }
        }
    }
    if let Some((seed, msg)) = failures.first() {
        let each: Vec<String> = failures
            .iter()
            .map(|(s, m)| format!("  seed {s}: {}", m.lines().next().unwrap_or("")))
            .collect();
        panic!(
            "{} of {} seeds failed:\n{}\nfirst: seed {seed} \
             (rerun: KAIROS_MODEL_SEED={seed} cargo test --test remind_model)\n{msg}",
            failures.len(),
            seeds.len(),
            each.join("\n")
        );
    }
    eprintln!("{stats:?}");
    if seeds.len() >= 20 {
        // Every path the checks cover was taken at least once.
        let taken = [
            stats.on_time,
            stats.missed_alone,
            stats.summarized,
            stats.silent,
            stats.acknowledged,
            stats.snooze_back,
            stats.snooze_dropped,
        ];
        assert!(taken.iter().all(|&n| n > 0), "{stats:?}");
        assert!(
            stats.ops > 2 * stats.refused,
            "most operations apply: {stats:?}"
        );
    }
}

/// The model's first find, pinned: a calendar added between two events
/// (its defaults change the list the scheduler keeps) must not make it
/// forget the event read before.
#[test]
fn an_event_read_before_a_calendar_is_added_still_reminds() {
    use kairos::model::{Reminder, Reminders};
    use store_support::{event, minutes, personal, zoned};
    let start = DateTime::parse_from_rfc3339("2026-11-23T07:00:00Z")
        .unwrap()
        .to_utc();
    let mut w = World::new(0, start);
    let calendar = personal(&w.store);
    let add = |w: &mut World, title: &str| {
        let mut e = event(title, zoned("2026-11-23T09:00", VIEWER), minutes(30), None);
        e.reminders = Reminders::Own(vec![Reminder::Before(Duration::zero())]);
        w.store.create(calendar, e).unwrap();
    };
    w.sched.tick(&mut w.store).unwrap();
    add(&mut w, "E1");
    w.sched.tick(&mut w.store).unwrap();
    w.store.add_calendar("Temp", "#3584e4").unwrap();
    add(&mut w, "E2");
    w.sched.tick(&mut w.store).unwrap();
    w.clock.set(start + Duration::hours(1));
    w.sched.tick(&mut w.store).unwrap();
    let mut titles: Vec<String> = w.rec.since(0).into_iter().map(|(_, n)| n.summary).collect();
    titles.sort();
    assert_eq!(titles, ["E1", "E2"]);
}
