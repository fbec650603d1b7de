//! The world `remind_model` drives: a store on a temp file (and a second
//! handle on it, standing for another process), a hand-moved clock, a
//! recording notifier, a scheduler, a seeded generator, and random events
//! (the operations on them are in `ops.rs`).

use chrono::{DateTime, Duration, Utc};
use chrono_tz::{America::New_York, Europe::Paris, Tz};
use kairos::model::{
    CalendarId, Event, EventDuration, EventTime, Reminder, Reminders, StoredEvent,
};
use kairos::remind::{ManualClock, Notification, Notifier, NotifyError, Scheduler, Subject};
use kairos::store::{IncomingEvent, Store};
use std::sync::{Arc, Mutex};

use crate::store_support::TempDb;

mod ops;

/// The zone the user sees times in (and all-day reminders count from).
pub const VIEWER: Tz = Paris;

/// A small, seeded generator (splitmix64): the same seed, the same run.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x9e37_79b9_7f4a_7c15)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[(self.next() % items.len() as u64) as usize])
    }
}

/// Each notification shown, with when.
type Shown = Arc<Mutex<Vec<(DateTime<Utc>, Notification)>>>;

/// Records each notification with the clock's time.
#[derive(Clone)]
pub struct Recorder {
    clock: ManualClock,
    shown: Shown,
}

impl Recorder {
    pub fn len(&self) -> usize {
        self.shown.lock().unwrap().len()
    }
    pub fn since(&self, from: usize) -> Vec<(DateTime<Utc>, Notification)> {
        self.shown.lock().unwrap()[from..].to_vec()
    }
}

impl Notifier for Recorder {
    fn notify(&mut self, n: &Notification) -> Result<(), NotifyError> {
        use kairos::remind::Clock;
        let now = self.clock.now();
        self.shown.lock().unwrap().push((now, n.clone()));
        Ok(())
    }
}

pub type Sched = Scheduler<ManualClock, Recorder>;

pub struct World {
    pub db: TempDb,
    /// The reminder service's connection.
    pub store: Store,
    /// Another process on the same file (the window, the CLI, a sync).
    pub other: Store,
    pub clock: ManualClock,
    pub rec: Recorder,
    pub sched: Sched,
    pub rng: Rng,
    serial: u32,
    /// What was done, for the failure message.
    pub trace: Vec<String>,
}

/// Wakes at the next due rather than every minute, so that days of
/// simulated time cost a tick per reminder, and a wrong wake-up time shows
/// as a late reminder instead of being hidden by the minute poll.
pub fn scheduler(clock: &ManualClock, rec: &Recorder) -> Sched {
    let mut s = Scheduler::new(clock.clone(), rec.clone(), VIEWER);
    s.config.max_sleep = Duration::hours(6);
    s
}

impl World {
    pub fn new(seed: u64, start: DateTime<Utc>) -> World {
        let db = TempDb::new();
        let store = db.open();
        let other = db.open();
        let clock = ManualClock::new(start);
        let rec = Recorder {
            clock: clock.clone(),
            shown: Shown::default(),
        };
        let sched = scheduler(&clock, &rec);
        World {
            db,
            store,
            other,
            clock,
            rec,
            sched,
            rng: Rng::new(seed),
            serial: 0,
            trace: Vec::new(),
        }
    }

    pub fn now(&self) -> DateTime<Utc> {
        use kairos::remind::Clock;
        self.clock.now()
    }

    fn serial(&mut self) -> u32 {
        self.serial += 1;
        self.serial
    }

    /// The connection an edit goes through: mostly the service's own, at
    /// times another process's (seen only through the file's data version).
    fn writer(&mut self) -> &mut Store {
        if self.rng.chance(25) {
            &mut self.other
        } else {
            &mut self.store
        }
    }

    /// The reminder service restarts: a new process, a new connection.
    pub fn restart(&mut self) {
        self.store = self.db.open();
        self.sched = scheduler(&self.clock, &self.rec);
    }

    /// Every event, in an order that does not depend on generated uids.
    pub fn events(&self) -> Vec<StoredEvent> {
        let mut all = self.store.events(None).unwrap();
        all.sort_by_key(|s| {
            (
                s.event.summary.clone(),
                s.event.start.wall_clock(),
                s.event.uid.clone(),
            )
        });
        all
    }

    /// Calendars plain edits may write to (not subscriptions).
    fn writable(&self) -> Vec<CalendarId> {
        let calendars = self.store.calendars().unwrap();
        calendars
            .into_iter()
            .filter(|c| !self.store.is_subscription(c.id).unwrap())
            .map(|c| c.id)
            .collect()
    }

    fn synced(&self) -> Vec<(CalendarId, String)> {
        let mut out = Vec::new();
        for a in self.store.accounts().unwrap() {
            for c in self.store.synced_calendars(a.id).unwrap() {
                out.push((c.calendar, c.href));
            }
        }
        out
    }

    /// One random reminder, from the kinds a user or a file can set.
    fn reminder(&mut self) -> Reminder {
        let m = Duration::minutes;
        match self.rng.range(0, 7) {
            0 => Reminder::Before(m(0)),
            1 => Reminder::Before(m(10)),
            2 => Reminder::Before(m(60)),
            3 => Reminder::Before(Duration::days(1)),
            4 => Reminder::Before(m(-15)),
            5 => Reminder::BeforeEnd(m(5)),
            6 => Reminder::BeforeEnd(m(-10)),
            _ => Reminder::At(self.now() + m(self.rng.range(-60, 3 * 1440))),
        }
    }

    fn reminders(&mut self, most: i64) -> Vec<Reminder> {
        let mut list = Vec::new();
        for _ in 0..self.rng.range(0, most) {
            let r = self.reminder();
            if !list.contains(&r) {
                list.push(r);
            }
        }
        list
    }

    fn own_reminders(&mut self) -> Reminders {
        match self.rng.range(0, 9) {
            0..=2 => Reminders::CalendarDefault,
            3 => Reminders::Own(Vec::new()),
            _ => {
                let mut list = self.reminders(3);
                if list.is_empty() {
                    list.push(Reminder::Before(Duration::minutes(5)));
                }
                Reminders::Own(list)
            }
        }
    }

    /// An event starting from two hours ago to ten days ahead: zoned in
    /// Paris or New York (both change to summer time during a run), UTC,
    /// floating or all-day; one-off or repeating.
    pub fn new_event(&mut self, uid: String) -> Event {
        let n = self.serial();
        let at = self.now() + Duration::minutes(self.rng.range(-24, 2880) * 5);
        let at = DateTime::from_timestamp(at.timestamp() / 300 * 300, 0).unwrap();
        let (start, duration) = match self.rng.range(0, 9) {
            0..=3 => (zoned(at, Paris), self.minutes()),
            4 | 5 => (zoned(at, New_York), self.minutes()),
            6 => (EventTime::Utc(at), self.minutes()),
            7 => (
                EventTime::Floating(at.with_timezone(&VIEWER).naive_local()),
                self.minutes(),
            ),
            _ => (
                EventTime::AllDay(at.with_timezone(&VIEWER).date_naive()),
                EventDuration::Days(self.rng.range(1, 2) as u32),
            ),
        };
        let mut e = Event::new(uid, format!("E{n}"), start, duration);
        e.rrule = self.rule();
        e.reminders = self.own_reminders();
        e
    }

    fn minutes(&mut self) -> EventDuration {
        EventDuration::Exact(Duration::minutes(self.rng.range(1, 36) * 5))
    }

    fn rule(&mut self) -> Option<String> {
        let rules = [
            "FREQ=DAILY;COUNT=4",
            "FREQ=DAILY",
            "FREQ=WEEKLY;BYDAY=MO,TH",
            "FREQ=HOURLY;INTERVAL=5;COUNT=6",
            "FREQ=DAILY;INTERVAL=2;COUNT=5",
        ];
        if self.rng.chance(45) {
            return None;
        }
        self.rng.pick(&rules).map(|r| r.to_string())
    }
}

fn zoned(at: DateTime<Utc>, tz: Tz) -> EventTime {
    EventTime::Zoned {
        local: at.with_timezone(&tz).naive_local(),
        tz: tz.into(),
    }
}

/// `t` moved by `minutes` (whole days for a date).
fn shift(t: EventTime, minutes: i64) -> EventTime {
    let by = Duration::minutes(minutes);
    match t {
        EventTime::Zoned { local, tz } => EventTime::Zoned {
            local: local + by,
            tz,
        },
        EventTime::Utc(t) => EventTime::Utc(t + by),
        EventTime::Floating(l) => EventTime::Floating(l + by),
        EventTime::AllDay(d) => EventTime::AllDay(d + Duration::days((minutes / 1440).max(1))),
    }
}

fn incoming(event: Event, sequence: u32) -> IncomingEvent {
    IncomingEvent {
        event,
        sequence,
        last_modified: None,
        created: None,
    }
}

pub fn describe(e: &Event) -> String {
    format!(
        "{} ({}) {:?} {:?} {:?}",
        e.summary, e.uid, e.start, e.rrule, e.reminders
    )
}

/// Which reminder of which occurrence a notification is about.
pub fn key_of(s: &Subject) -> (String, kairos::model::RecurrenceId, String) {
    (
        s.occurrence.uid.clone(),
        s.occurrence.recurrence_id,
        s.reminder.clone(),
    )
}
