//! The reminder scheduler with a hand-moved clock and a recording notifier:
//! no sleeps, days of simulated time in milliseconds.

mod store_support;

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Europe::Paris;
use kairos::model::{Reminder, Reminders};
use kairos::remind::{Clock, ManualClock, Notification, Notifier, NotifyError, Scheduler, Subject};
use kairos::store::{DeliveryState, EventChanges, Scope, Store};
use std::sync::{Arc, Mutex};
use store_support::*;

/// What a recorder saw: each notification with the time it was shown.
type Shown = Arc<Mutex<Vec<(DateTime<Utc>, Notification)>>>;

/// Records what it shows and when; can be told to fail or to "crash".
#[derive(Clone)]
struct Recorder {
    clock: ManualClock,
    shown: Shown,
    fail: Arc<Mutex<usize>>,
    crash_after_showing: Arc<Mutex<bool>>,
    withdrawn: Arc<Mutex<Vec<Subject>>>,
}

impl Recorder {
    fn new(clock: &ManualClock) -> Recorder {
        Recorder {
            clock: clock.clone(),
            shown: Arc::default(),
            fail: Arc::default(),
            crash_after_showing: Arc::default(),
            withdrawn: Arc::default(),
        }
    }
    fn shown(&self) -> Vec<(DateTime<Utc>, Notification)> {
        self.shown.lock().unwrap().clone()
    }
    fn count(&self) -> usize {
        self.shown.lock().unwrap().len()
    }
}

impl Notifier for Recorder {
    fn notify(&mut self, n: &Notification) -> Result<(), NotifyError> {
        {
            let mut fail = self.fail.lock().unwrap();
            if *fail > 0 {
                *fail -= 1;
                return Err(NotifyError("no notification server".into()));
            }
        }
        self.shown
            .lock()
            .unwrap()
            .push((self.clock.now(), n.clone()));
        if *self.crash_after_showing.lock().unwrap() {
            panic!("the process dies right after showing");
        }
        Ok(())
    }

    fn withdraw(&mut self, subject: &Subject) {
        self.withdrawn.lock().unwrap().push(subject.clone());
    }
}

fn at(text: &str) -> DateTime<Utc> {
    instant(Paris, text)
}

fn setup(
    start: &str,
) -> (
    TempDb,
    Store,
    ManualClock,
    Recorder,
    Scheduler<ManualClock, Recorder>,
) {
    let db = TempDb::new();
    let store = db.open();
    let clock = ManualClock::new(at(start));
    let recorder = Recorder::new(&clock);
    let scheduler = Scheduler::new(clock.clone(), recorder.clone(), Paris);
    (db, store, clock, recorder, scheduler)
}

fn add(
    store: &mut Store,
    title: &str,
    start: &str,
    rule: Option<&str>,
    reminders: Vec<Reminder>,
) -> String {
    let mut e = event(title, zoned(start, Paris), minutes(60), rule);
    e.reminders = Reminders::Own(reminders);
    let calendar = personal(store);
    store.create(calendar, e).unwrap()
}

/// Ticks as a daemon would, sleeping until each `next_wake`, up to `until`.
fn run_until(
    s: &mut Scheduler<ManualClock, Recorder>,
    store: &mut Store,
    clock: &ManualClock,
    until: DateTime<Utc>,
) {
    loop {
        let tick = s.tick(store).unwrap();
        assert!(tick.next_wake > clock.now(), "never a busy loop");
        assert!(
            tick.next_wake <= clock.now() + Duration::seconds(60),
            "wakes at least once a minute"
        );
        if tick.next_wake > until {
            clock.set(until);
            s.tick(store).unwrap();
            return;
        }
        clock.set(tick.next_wake);
    }
}

#[test]
fn due_exactly_on_time_across_a_dst_change() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-03-21T12:00");
    add(
        &mut store,
        "Weekly",
        "2026-03-23T09:00",
        Some("FREQ=WEEKLY"),
        vec![Reminder::Before(Duration::minutes(10))],
    );
    run_until(&mut s, &mut store, &clock, at("2026-04-07T00:00"));
    let times: Vec<String> = rec.shown().iter().map(|(t, _)| t.to_string()).collect();
    // 08:50 Paris before and after the change on 29 March: 07:50Z, then 06:50Z.
    assert_eq!(
        times,
        [
            "2026-03-23 07:50:00 UTC",
            "2026-03-30 06:50:00 UTC",
            "2026-04-06 06:50:00 UTC"
        ]
    );
    let (_, n) = &rec.shown()[1];
    assert_eq!(n.summary, "Weekly");
    assert_eq!(n.body, "Mon, Mar 30, 09:00–10:00");
}

#[test]
fn several_reminders_per_occurrence_each_exactly_once() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-20T12:00");
    let mut e = event(
        "Dentist <3 & co",
        zoned("2026-11-23T09:00", Paris),
        minutes(30),
        None,
    );
    e.location = Some("Rue <b>".into());
    e.reminders = Reminders::Own(vec![
        Reminder::Before(Duration::days(1)),
        Reminder::Before(Duration::minutes(10)),
        Reminder::Before(Duration::zero()),
    ]);
    let calendar = personal(&store);
    store.create(calendar, e).unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-24T00:00"));
    let times: Vec<String> = rec
        .shown()
        .iter()
        .map(|(t, _)| t.format("%d %H:%M").to_string())
        .collect();
    assert_eq!(times, ["22 08:00", "23 07:50", "23 08:00"]);
    // The notification carries the text as written; escaping is the
    // backend's job (markup servers).
    assert_eq!(rec.shown()[0].1.body, "Mon, Nov 23, 09:00–09:30 · Rue <b>");
    assert_eq!(
        kairos::remind::escape_markup("Rue <b> & co"),
        "Rue &lt;b&gt; &amp; co"
    );
    // Ticking again changes nothing.
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 3);
}

#[test]
fn calendar_defaults_apply_and_none_means_none() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    // Personal reminds at the start by default.
    let calendar = personal(&store);
    store
        .create(
            calendar,
            event(
                "Default",
                zoned("2026-11-23T09:00", Paris),
                minutes(30),
                None,
            ),
        )
        .unwrap();
    add(&mut store, "Silent", "2026-11-23T09:00", None, vec![]);
    run_until(&mut s, &mut store, &clock, at("2026-11-23T10:00"));
    let titles: Vec<String> = rec.shown().iter().map(|(_, n)| n.summary.clone()).collect();
    assert_eq!(titles, ["Default"]);
}

#[test]
fn snooze_and_dismiss() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let uid = add(
        &mut store,
        "Call",
        "2026-11-23T09:00",
        None,
        vec![Reminder::Before(Duration::zero())],
    );
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-23T09:00"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 1);
    let (_, n) = &rec.shown()[0];
    let rid = n.subject.as_ref().unwrap().occurrence.recurrence_id;
    let row = store.delivery(&uid, rid, "before:0").unwrap().unwrap();
    assert_eq!(row.state, DeliveryState::Shown);
    s.snooze(&mut store, &row).unwrap();
    // Snoozed: the notification is taken down.
    assert_eq!(
        rec.withdrawn.lock().unwrap().as_slice(),
        [n.subject.clone().unwrap()]
    );
    clock.set(at("2026-11-23T09:04"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 1, "not before the snooze is over");
    let tick = s.tick(&mut store).unwrap();
    assert_eq!(tick.next_wake, at("2026-11-23T09:05"));
    clock.set(at("2026-11-23T09:05"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 2);
    let row = store.delivery(&uid, rid, "before:0").unwrap().unwrap();
    assert_eq!(row.state, DeliveryState::Shown);
    s.dismiss(&mut store, &row).unwrap();
    assert_eq!(
        rec.withdrawn.lock().unwrap().len(),
        2,
        "dismissed: taken down"
    );
    run_until(&mut s, &mut store, &clock, at("2026-11-24T09:00"));
    assert_eq!(rec.count(), 2);
    assert_eq!(
        store
            .delivery(&uid, rid, "before:0")
            .unwrap()
            .unwrap()
            .state,
        DeliveryState::Dismissed
    );
}

#[test]
fn moving_or_deleting_an_occurrence_moves_or_cancels_its_reminder() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-22T12:00");
    let uid = add(
        &mut store,
        "Daily",
        "2026-11-23T09:00",
        Some("FREQ=DAILY;COUNT=3"),
        vec![Reminder::Before(Duration::minutes(5))],
    );
    store
        .update(
            &uid,
            Scope::This(rid("2026-11-24T09:00", Paris)),
            EventChanges {
                start: Some(zoned("2026-11-24T15:00", Paris)),
                ..Default::default()
            },
        )
        .unwrap();
    store
        .delete(&uid, Scope::This(rid("2026-11-25T09:00", Paris)))
        .unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-26T00:00"));
    let times: Vec<String> = rec
        .shown()
        .iter()
        .map(|(t, _)| t.format("%d %H:%M").to_string())
        .collect();
    assert_eq!(times, ["23 07:55", "24 13:55"]);
    // A shown reminder whose occurrence is moved later reminds again at the new time.
    store
        .update(
            &uid,
            Scope::This(rid("2026-11-24T09:00", Paris)),
            EventChanges {
                start: Some(zoned("2026-11-26T11:00", Paris)),
                ..Default::default()
            },
        )
        .unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-27T00:00"));
    assert_eq!(rec.count(), 3);
    assert_eq!(rec.shown()[2].0, at("2026-11-26T10:55"));
}

#[test]
fn failures_are_retried_with_backoff_and_kept() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let uid = add(
        &mut store,
        "Standup",
        "2026-11-23T09:00",
        None,
        vec![Reminder::Before(Duration::zero())],
    );
    s.tick(&mut store).unwrap();
    *rec.fail.lock().unwrap() = 2;
    clock.set(at("2026-11-23T09:00"));
    let tick = s.tick(&mut store).unwrap();
    assert_eq!((tick.shown, tick.failed), (0, 1));
    let r = rid("2026-11-23T09:00", Paris);
    let row = store.delivery(&uid, r, "before:0").unwrap().unwrap();
    assert_eq!((row.state, row.attempts), (DeliveryState::Failed, 1));
    assert_eq!(row.last_error.as_deref(), Some("no notification server"));
    assert_eq!(row.due, at("2026-11-23T09:00") + Duration::seconds(30));
    clock.set(row.due);
    s.tick(&mut store).unwrap();
    let row = store.delivery(&uid, r, "before:0").unwrap().unwrap();
    assert_eq!((row.state, row.attempts), (DeliveryState::Failed, 2));
    assert_eq!(
        row.due,
        at("2026-11-23T09:00") + Duration::seconds(30 + 60),
        "backoff doubles"
    );
    clock.set(row.due);
    s.tick(&mut store).unwrap();
    let row = store.delivery(&uid, r, "before:0").unwrap().unwrap();
    assert_eq!((row.state, row.attempts), (DeliveryState::Shown, 3));
    assert_eq!(rec.count(), 1);
}

#[test]
fn catch_up_after_ten_minutes_two_days_and_two_weeks() {
    // Ten minutes away: the one reminder missed is shown, marked missed.
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let uid = add(
        &mut store,
        "Call",
        "2026-11-23T09:00",
        None,
        vec![Reminder::Before(Duration::zero())],
    );
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-23T09:10"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 1);
    assert!(rec.shown()[0]
        .1
        .body
        .starts_with("Missed reminder (was due Mon, Nov 23, 09:00)"));
    let row = store
        .delivery(&uid, rid("2026-11-23T09:00", Paris), "before:0")
        .unwrap()
        .unwrap();
    assert_eq!(row.state, DeliveryState::Missed);

    // Two days away with four reminders a day: yesterday's are recorded
    // silently, today's four come as one summary — no flood.
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T06:00");
    for (i, hour) in ["09:00", "12:00", "15:00", "18:00"].iter().enumerate() {
        add(
            &mut store,
            &format!("Task {i}"),
            &format!("2026-11-23T{hour}"),
            Some("FREQ=DAILY"),
            vec![Reminder::Before(Duration::zero())],
        );
    }
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-25T08:00"));
    let tick = s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 1, "exactly one summary");
    let (_, n) = &rec.shown()[0];
    assert_eq!(n.summary, "4 missed reminders");
    assert_eq!(n.body.lines().count(), 4, "{}", n.body);
    assert!(
        n.body.starts_with("Task 0 — Tue, Nov 24, 09:00–10:00"),
        "{}",
        n.body
    );
    assert_eq!((tick.shown, tick.missed_silently), (1, 4));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 1);

    // Two weeks away: what ended long ago is recorded silently; what is
    // recent comes as one summary.
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-01T06:00");
    for (i, hour) in ["09:00", "12:00", "15:00", "18:00"].iter().enumerate() {
        add(
            &mut store,
            &format!("Task {i}"),
            &format!("2026-11-01T{hour}"),
            Some("FREQ=DAILY"),
            vec![Reminder::Before(Duration::zero())],
        );
    }
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-15T20:00"));
    let tick = s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 1, "one notification after two weeks");
    assert_eq!(tick.missed_silently, 56);
    assert_eq!(rec.shown()[0].1.summary, "4 missed reminders");
}

#[test]
fn a_crash_between_showing_and_recording_repeats_at_most_once() {
    let (db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    add(
        &mut store,
        "Call",
        "2026-11-23T09:00",
        None,
        vec![Reminder::Before(Duration::zero())],
    );
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-23T09:00"));
    *rec.crash_after_showing.lock().unwrap() = true;
    let crashed = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| s.tick(&mut store)));
    assert!(crashed.is_err());
    drop(store);
    // Restart: a new process, the same file.
    *rec.crash_after_showing.lock().unwrap() = false;
    let mut store = db.open();
    let mut again = Scheduler::new(clock.clone(), rec.clone(), Paris);
    again.tick(&mut store).unwrap();
    again.tick(&mut store).unwrap();
    clock.advance(Duration::minutes(5));
    again.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 2, "shown before the crash, and once after it");
}

#[test]
fn a_deleted_event_no_longer_reminds_even_when_another_is_added_meanwhile() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let gone = add(
        &mut store,
        "Cancelled",
        "2026-11-23T09:00",
        None,
        vec![Reminder::Before(Duration::zero())],
    );
    s.tick(&mut store).unwrap();
    // Between two ticks: one event deleted, another added (the count of
    // events is unchanged).
    store.delete(&gone, Scope::All).unwrap();
    add(
        &mut store,
        "Kept",
        "2026-11-23T09:30",
        None,
        vec![Reminder::Before(Duration::zero())],
    );
    run_until(&mut s, &mut store, &clock, at("2026-11-23T10:00"));
    let titles: Vec<String> = rec.shown().iter().map(|(_, n)| n.summary.clone()).collect();
    assert_eq!(titles, ["Kept"]);
}

/// The scheduler reads the store's events a batch at a time: events that
/// remind in the first, a middle and the last batch of a large file each
/// remind once, with the calendar's defaults or their own.
#[test]
fn events_from_every_read_batch_remind_once() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let calendar = personal(&store);
    let far = |n: usize| {
        let day =
            chrono::NaiveDate::from_ymd_opt(2027, 1, 1).unwrap() + chrono::Days::new(n as u64);
        event(
            &format!("Later {n}"),
            zoned(&format!("{day}T12:00"), Paris),
            minutes(30),
            None,
        )
    };
    let soon = |title: &str, time: &str| {
        event(
            title,
            zoned(&format!("2026-11-23T{time}"), Paris),
            minutes(30),
            None,
        )
    };
    let mut events = vec![soon("First", "09:00")];
    events.extend((0..2100).map(far));
    let mut own = soon("Own", "09:20");
    own.reminders = Reminders::Own(vec![Reminder::Before(Duration::minutes(10))]);
    events.push(own);
    events.extend((2100..4200).map(far));
    events.push(soon("Last", "09:40"));
    store.create_many(calendar, events, "many").unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-23T10:00"));
    let shown: Vec<(DateTime<Utc>, String)> = rec
        .shown()
        .into_iter()
        .map(|(when, n)| (when, n.summary))
        .collect();
    assert_eq!(
        shown,
        [
            (at("2026-11-23T09:00"), "First".to_string()),
            (at("2026-11-23T09:10"), "Own".to_string()),
            (at("2026-11-23T09:40"), "Last".to_string()),
        ]
    );
}

/// An occurrence moved onto another's time (Monday's meeting moved to
/// Tuesday, at Tuesday's hour) is its own occurrence: both remind, once
/// each, though one reminder of one event falls twice in the same minute.
#[test]
fn an_occurrence_moved_onto_another_reminds_as_well() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let uid = add(
        &mut store,
        "Standup",
        "2026-11-23T09:00",
        Some("FREQ=DAILY;COUNT=3"),
        vec![Reminder::Before(Duration::zero())],
    );
    store
        .update(
            &uid,
            Scope::This(rid("2026-11-23T09:00", Paris)),
            EventChanges {
                start: Some(zoned("2026-11-24T09:00", Paris)),
                ..EventChanges::default()
            },
        )
        .unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-24T10:00"));
    let shown: Vec<DateTime<Utc>> = rec.shown().iter().map(|(when, _)| *when).collect();
    assert_eq!(shown, [at("2026-11-24T09:00"), at("2026-11-24T09:00")]);
    for occurrence in ["2026-11-23T09:00", "2026-11-24T09:00"] {
        let row = store
            .delivery(&uid, rid(occurrence, Paris), "before:0")
            .unwrap();
        assert!(row.is_some(), "{occurrence} recorded");
    }
}

#[test]
fn all_day_offsets_count_from_local_midnight() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-22T12:00");
    let mut e = event(
        "Holiday",
        kairos::model::EventTime::AllDay("2026-11-24".parse().unwrap()),
        kairos::model::EventDuration::Days(1),
        None,
    );
    e.reminders = Reminders::Own(vec![
        Reminder::Before(Duration::hours(12)),
        Reminder::Before(Duration::zero()),
    ]);
    let calendar = personal(&store);
    store.create(calendar, e).unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-25T00:00"));
    let times: Vec<String> = rec.shown().iter().map(|(t, _)| t.to_string()).collect();
    // 12:00 the day before and 00:00 on the day, Paris time (UTC+1).
    assert_eq!(
        times,
        ["2026-11-23 11:00:00 UTC", "2026-11-23 23:00:00 UTC"]
    );
    assert_eq!(rec.shown()[0].1.body, "Tue, Nov 24, all day");
}

/// A laptop that travels from Paris to New York while a floating 09:00
/// event and an all-day event wait: once the scheduler follows the new
/// zone, each reminds at 09:00 and midnight New York time — not at Paris's
/// (six hours early, recorded as shown, and so never at the right time).
#[test]
fn floating_and_all_day_reminders_follow_a_zone_change() {
    use chrono_tz::America::New_York;
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-22T12:00");
    let calendar = personal(&store);
    let mut floating = event(
        "Call home",
        kairos::model::EventTime::Floating("2026-11-24T09:00:00".parse().unwrap()),
        minutes(30),
        None,
    );
    floating.reminders = Reminders::Own(vec![Reminder::Before(Duration::zero())]);
    store.create(calendar, floating).unwrap();
    let mut all_day = event(
        "Holiday",
        kairos::model::EventTime::AllDay("2026-11-24".parse().unwrap()),
        kairos::model::EventDuration::Days(1),
        None,
    );
    all_day.reminders = Reminders::Own(vec![Reminder::Before(Duration::zero())]);
    store.create(calendar, all_day).unwrap();
    // Known, and due in Paris terms, before the journey.
    run_until(&mut s, &mut store, &clock, at("2026-11-23T12:00"));
    assert_eq!(rec.count(), 0);
    assert!(s.follow_zone(New_York));
    assert!(!s.follow_zone(New_York), "the same zone changes nothing");
    run_until(&mut s, &mut store, &clock, at("2026-11-25T00:00"));
    let times: Vec<String> = rec
        .shown()
        .iter()
        .map(|(t, n)| format!("{t} {}", n.summary))
        .collect();
    assert_eq!(
        times,
        [
            "2026-11-24 05:00:00 UTC Holiday",
            "2026-11-24 14:00:00 UTC Call home"
        ]
    );
}

#[test]
fn notification_times_follow_the_users_clock() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    s.locale = kairos::layout::Locale::from_tag("en_US.UTF-8");
    add(
        &mut store,
        "Call",
        "2026-11-23T21:00",
        None,
        vec![Reminder::Before(Duration::minutes(10))],
    );
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-23T20:50"));
    s.tick(&mut store).unwrap();
    let (_, n) = &rec.shown()[0];
    assert!(
        n.body.starts_with("Mon, Nov 23, 9:00 PM–10:00 PM"),
        "{}",
        n.body
    );
}

/// A reminder of an event in a synced calendar, and a second handle on the
/// same file standing for what a sync brings from another device.
fn synced_reminder(store: &mut Store, start: &str) -> String {
    let calendar = synced_calendar(store);
    let mut e = event("Standup", zoned(start, Paris), minutes(15), None);
    e.reminders = Reminders::Own(vec![Reminder::Before(Duration::zero())]);
    store.create(calendar, e).unwrap()
}

#[test]
fn a_dismissal_is_written_as_an_acknowledgement_on_synced_events_only() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let synced = synced_reminder(&mut store, "2026-11-23T09:00");
    let local = add(
        &mut store,
        "Local",
        "2026-11-23T09:00",
        None,
        vec![Reminder::Before(Duration::zero())],
    );
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-23T09:01"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 2);
    for uid in [&synced, &local] {
        let rid = store.event(uid).unwrap().event.start;
        let rid = kairos::model::RecurrenceId::from_event_time(&rid);
        let row = store.delivery(uid, rid, "before:0").unwrap().unwrap();
        s.dismiss(&mut store, &row).unwrap();
    }
    assert_eq!(
        store.event(&synced).unwrap().event.acknowledged,
        Some(at("2026-11-23T09:01")),
        "the synced event carries the acknowledgement to other devices"
    );
    assert_eq!(store.event(&local).unwrap().event.acknowledged, None);
    // Undo is not blocked by it, nor undoes it.
    assert!(store.undo().unwrap().is_some());
}

#[test]
fn acknowledged_elsewhere_before_it_is_due_it_is_not_shown() {
    let (db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let uid = synced_reminder(&mut store, "2026-11-23T09:00");
    s.tick(&mut store).unwrap();
    // The laptop sleeps; the phone shows it at 9:00 and it is dismissed
    // there; the laptop wakes at 9:05 and syncs that first.
    let mut other = db.open();
    assert!(other
        .acknowledge(&uid, at("2026-11-23T09:01"), None)
        .unwrap());
    clock.set(at("2026-11-23T09:05"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 0, "not shown, not even as missed");
    let rid = kairos::model::RecurrenceId::from_event_time(&store.event(&uid).unwrap().event.start);
    assert_eq!(
        store
            .delivery(&uid, rid, "before:0")
            .unwrap()
            .unwrap()
            .state,
        DeliveryState::Dismissed
    );
    // A later occurrence's reminder is not covered by it.
    store
        .update(
            &uid,
            Scope::All,
            EventChanges {
                rrule: Some(Some("FREQ=DAILY;COUNT=2".into())),
                ..Default::default()
            },
        )
        .unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-24T09:01"));
    assert_eq!(rec.count(), 1, "the next day's reminder is shown");
}

#[test]
fn acknowledged_elsewhere_while_shown_it_is_withdrawn() {
    let (db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let uid = synced_reminder(&mut store, "2026-11-23T09:00");
    s.tick(&mut store).unwrap();
    clock.set(at("2026-11-23T09:00"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.count(), 1);
    let subject = rec.shown()[0].1.subject.clone().unwrap();
    db.open()
        .acknowledge(&uid, at("2026-11-23T09:02"), None)
        .unwrap();
    clock.set(at("2026-11-23T09:03"));
    s.tick(&mut store).unwrap();
    assert_eq!(
        rec.withdrawn.lock().unwrap().as_slice(),
        std::slice::from_ref(&subject)
    );
    let row = store
        .delivery(&uid, subject.occurrence.recurrence_id, "before:0")
        .unwrap()
        .unwrap();
    assert_eq!(row.state, DeliveryState::Dismissed);
    run_until(&mut s, &mut store, &clock, at("2026-11-23T12:00"));
    assert_eq!(rec.count(), 1, "never shown again");
}

#[test]
fn a_snooze_of_a_synced_reminder_comes_back_on_every_device_and_ends_with_a_dismissal() {
    use kairos::model::Snooze;
    // This computer, and the phone with the same event (its own file).
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-23T08:00");
    let uid = synced_reminder(&mut store, "2026-11-23T09:00");
    let (_phone_db, mut phone, _, phone_rec, mut phone_s) = setup("2026-11-23T08:00");
    let mut same = store.event(&uid).unwrap().event;
    same.uid = uid.clone();
    let calendar = synced_calendar(&mut phone);
    phone.create(calendar, same).unwrap();
    let phone_clock = phone_s.clock.clone();
    for (st, sc) in [(&mut store, &mut s), (&mut phone, &mut phone_s)] {
        sc.tick(st).unwrap();
    }
    clock.set(at("2026-11-23T09:00"));
    phone_clock.set(at("2026-11-23T09:00"));
    s.tick(&mut store).unwrap();
    phone_s.tick(&mut phone).unwrap();
    assert_eq!((rec.count(), phone_rec.count()), (1, 1), "both show it");

    // Snoozed here: written into the event, this delivery done with.
    let rid = rec.shown()[0]
        .1
        .subject
        .clone()
        .unwrap()
        .occurrence
        .recurrence_id;
    let row = store.delivery(&uid, rid, "before:0").unwrap().unwrap();
    s.snooze(&mut store, &row).unwrap();
    let event = store.event(&uid).unwrap().event;
    let snooze = Snooze {
        occurrence: rid,
        until: at("2026-11-23T09:05"),
    };
    assert_eq!(event.snooze, Some(snooze));
    assert_eq!(event.acknowledged, Some(at("2026-11-23T09:00")));
    assert_eq!(
        store
            .delivery(&uid, rid, "before:0")
            .unwrap()
            .unwrap()
            .state,
        DeliveryState::Dismissed
    );
    // The phone syncs it: its notification goes, and comes back at 9:05.
    phone
        .acknowledge(&uid, at("2026-11-23T09:00"), Some(snooze))
        .unwrap();
    phone_clock.set(at("2026-11-23T09:01"));
    phone_s.tick(&mut phone).unwrap();
    assert_eq!(phone_rec.withdrawn.lock().unwrap().len(), 1);
    for (c, st, sc) in [
        (&clock, &mut store, &mut s),
        (&phone_clock, &mut phone, &mut phone_s),
    ] {
        c.set(at("2026-11-23T09:05"));
        sc.tick(st).unwrap();
    }
    assert_eq!((rec.count(), phone_rec.count()), (2, 2), "back on both");
    assert_eq!(rec.shown()[1].0, at("2026-11-23T09:05"));

    // Dismissed on the phone: taken down here once that syncs.
    let row = phone.delivery(&uid, rid, "snooze").unwrap().unwrap();
    phone_s.dismiss(&mut phone, &row).unwrap();
    let acknowledged = phone.event(&uid).unwrap().event.acknowledged.unwrap();
    assert!(acknowledged >= at("2026-11-23T09:05"));
    store.acknowledge(&uid, acknowledged, None).unwrap();
    clock.set(at("2026-11-23T09:06"));
    s.tick(&mut store).unwrap();
    assert_eq!(rec.withdrawn.lock().unwrap().len(), 2, "the snooze's too");
    run_until(&mut s, &mut store, &clock, at("2026-11-23T12:00"));
    assert_eq!(rec.count(), 2, "never again");
}

/// A calendar of a (made up) CalDAV account: what a sync has set up.
fn synced_calendar(store: &mut Store) -> kairos::model::CalendarId {
    use kairos::store::{Account, RemoteCalendar};
    let account = Account {
        id: 0,
        name: "phone".into(),
        url: "https://dav.example.com/".into(),
        user: "ana".into(),
        password_command: Some("echo secret".into()),
        ca_cert: None,
        home: "/dav/ana/".into(),
        oauth: None,
        keyring_id: String::new(),
    };
    let remote = RemoteCalendar {
        href: "https://dav.example.com/dav/ana/work/".into(),
        name: "Work".into(),
        color: "#3584e4".into(),
    };
    store.add_account(&account, &[remote]).unwrap()[0].calendar
}

/// A rule faster than a minute (FREQ=SECONDLY, with a reminder) reminds at
/// most once a minute: ten minutes are eleven notifications (12:01 to 12:11
/// inclusive) and eleven delivery rows, not 600; and the scheduler sleeps
/// between them instead of waking every second.
#[test]
fn a_secondly_rule_reminds_once_a_minute() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-22T12:00");
    add(
        &mut store,
        "Tick",
        "2026-11-22T12:01",
        Some("FREQ=SECONDLY"),
        vec![Reminder::Before(Duration::zero())],
    );
    let mut wakes = 0;
    let until = at("2026-11-22T12:11");
    while clock.now() < until {
        let tick = s.tick(&mut store).unwrap();
        wakes += 1;
        clock.set(tick.next_wake.min(until));
    }
    s.tick(&mut store).unwrap();
    let times: Vec<String> = rec
        .shown()
        .iter()
        .map(|(t, _)| t.format("%H:%M:%S").to_string())
        .collect();
    // 12:01 … 12:11 Paris time is 11:01 … 11:11 UTC.
    let want: Vec<String> = (1..=11).map(|m| format!("11:{m:02}:00")).collect();
    assert_eq!(times, want);
    assert_eq!(store.recent_deliveries(1000).unwrap().len(), 11);
    assert!(wakes < 40, "{wakes} wakes in ten minutes");
}

/// An all-day event reminds by its calendar's default for all-day events:
/// a new calendar's is on the day at 09:00 (local), while its timed
/// events keep "10 minutes before" — not 23:50 the night before.
#[test]
fn all_day_events_take_their_calendars_all_day_default() {
    let (_db, mut store, clock, rec, mut s) = setup("2026-11-22T12:00");
    let work = store.add_calendar("Work", "#e66100").unwrap();
    let holiday = event(
        "Holiday",
        kairos::model::EventTime::AllDay("2026-11-24".parse().unwrap()),
        kairos::model::EventDuration::Days(1),
        None,
    );
    store.create(work, holiday).unwrap();
    let review = event(
        "Review",
        zoned("2026-11-24T11:00", Paris),
        minutes(30),
        None,
    );
    store.create(work, review).unwrap();
    run_until(&mut s, &mut store, &clock, at("2026-11-25T00:00"));
    let times: Vec<String> = rec
        .shown()
        .iter()
        .map(|(t, n)| format!("{t} {}", n.summary))
        .collect();
    // Paris is UTC+1: 09:00 there, and 10 minutes before 11:00.
    assert_eq!(
        times,
        [
            "2026-11-24 08:00:00 UTC Holiday",
            "2026-11-24 09:50:00 UTC Review"
        ]
    );
}

/// A file from before all-day events had defaults of their own keeps
/// reminding as it did: each calendar's all-day list starts as a copy of
/// its timed one, and a reminder already shown is not shown again.
#[test]
fn the_upgrade_to_all_day_defaults_reminds_nothing_twice() {
    let (db, mut store, clock, rec, mut s) = setup("2026-11-23T12:00");
    let work = store.add_calendar("Work", "#e66100").unwrap();
    let ten = vec![Reminder::Before(Duration::minutes(10))];
    store.set_default_reminders("Work", &ten).unwrap();
    store.set_all_day_reminders("Work", &ten).unwrap();
    let holiday = event(
        "Holiday",
        kairos::model::EventTime::AllDay("2026-11-24".parse().unwrap()),
        kairos::model::EventDuration::Days(1),
        None,
    );
    store.create(work, holiday).unwrap();
    // Shown at 23:50 the night before, as the earlier Kairos did.
    run_until(&mut s, &mut store, &clock, at("2026-11-24T00:00"));
    assert_eq!(rec.count(), 1);
    drop(store);
    // The file as that Kairos (schema 17) kept it.
    let conn = rusqlite::Connection::open(&db.path).unwrap();
    conn.execute_batch(
        "DELETE FROM calendar_reminders WHERE all_day = 1; \
         ALTER TABLE calendar_reminders DROP COLUMN all_day; \
         PRAGMA user_version = 17;",
    )
    .unwrap();
    drop(conn);
    let mut store = db.open();
    let work = store.calendar_by_name("Work").unwrap();
    assert_eq!(work.default_reminders.all_day, ten, "as it reminded");
    assert_eq!(work.default_reminders.timed, ten);
    // A scheduler of the new Kairos over the same hours: nothing again.
    let mut again = Scheduler::new(clock.clone(), rec.clone(), Paris);
    run_until(&mut again, &mut store, &clock, at("2026-11-24T12:00"));
    assert_eq!(rec.count(), 1, "not shown twice");
}
