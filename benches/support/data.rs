//! The benchmark data set shared by the store and view benchmarks: `n`
//! seeded events over ten years (see benches/store.rs for the mix).

use chrono::{Duration, NaiveDate};
use chrono_tz::Tz;
use kairos::model::{Event, EventDuration, EventTime};
use kairos::store::Store;

pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    pub fn below(&mut self, n: i64) -> i64 {
        (self.next() % n as u64) as i64
    }
}

pub const ZONES: [Tz; 3] = [Tz::Europe__Paris, Tz::America__New_York, Tz::UTC];

pub fn first_day() -> NaiveDate {
    NaiveDate::from_ymd_opt(2020, 1, 1).unwrap()
}

/// Which days events may start on: all ten years, or ten years minus a
/// window (for the fixed-content workload).
#[derive(Clone, Copy)]
pub enum Days {
    All,
    Outside { from: NaiveDate, to: NaiveDate },
    Inside { from: NaiveDate, to: NaiveDate },
}

pub fn pick_day(rng: &mut Rng, days: Days) -> NaiveDate {
    loop {
        let d = match days {
            Days::Inside { from, to } => from + Duration::days(rng.below((to - from).num_days())),
            _ => first_day() + Duration::days(rng.below(3653)),
        };
        match days {
            Days::Outside { from, to } if d >= from && d < to => continue,
            _ => return d,
        }
    }
}

/// Event `i` of a data set whose kind follows the 90/9/1 split.
pub fn make(rng: &mut Rng, i: usize, days: Days, unbounded_allowed: bool) -> Event {
    let kind = rng.below(100);
    let tz = match rng.below(10) {
        0..=6 => ZONES[0],
        7 | 8 => ZONES[1],
        _ => ZONES[2],
    };
    let day = pick_day(rng, days);
    let at = day
        .and_hms_opt(7 + rng.below(13) as u32, 15 * rng.below(4) as u32, 0)
        .unwrap();
    let all_day = rng.below(20) == 0;
    let start = if all_day {
        EventTime::AllDay(day)
    } else if tz == Tz::UTC {
        EventTime::Utc(at.and_utc())
    } else {
        EventTime::Zoned {
            local: at,
            tz: tz.into(),
        }
    };
    let duration = if all_day {
        EventDuration::Days(1 + u32::from(rng.below(10) == 0) * 2)
    } else {
        EventDuration::Exact(Duration::minutes(30 * (1 + rng.below(4))))
    };
    let mut e = Event::new(format!("bench-{i}"), format!("Event {i}"), start, duration);
    if kind == 99 && unbounded_allowed {
        e.rrule = Some(
            ["FREQ=DAILY", "FREQ=WEEKLY", "FREQ=MONTHLY", "FREQ=YEARLY"][rng.below(4) as usize]
                .to_string(),
        );
    } else if kind >= 90 {
        let months = 1 + rng.below(12);
        let (freq, per_month) = match rng.below(20) {
            0..=11 => ("FREQ=WEEKLY", 4),
            12..=14 => ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", 21),
            15..=17 => ("FREQ=MONTHLY", 1),
            _ => ("FREQ=DAILY", 30),
        };
        e.rrule = Some(if rng.below(2) == 0 {
            format!("{freq};COUNT={}", months * per_month)
        } else {
            let until = day + Duration::days(30 * months);
            if all_day {
                format!("{freq};UNTIL={}", until.format("%Y%m%d"))
            } else {
                format!("{freq};UNTIL={}T235959Z", until.format("%Y%m%d"))
            }
        });
    }
    e
}

pub fn dataset(n: usize, seed: u64) -> Vec<Event> {
    let mut rng = Rng(seed);
    (0..n).map(|i| make(&mut rng, i, Days::All, true)).collect()
}

pub fn build(events: &[Event]) -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("bench.db")).unwrap();
    let calendar = store.default_calendar().unwrap().id;
    for chunk in events.chunks(10_000) {
        store
            .create_many(calendar, chunk.to_vec(), "bench data")
            .unwrap();
    }
    (dir, store)
}
