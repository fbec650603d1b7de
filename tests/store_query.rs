//! Range queries against the file give exactly what expanding every event
//! directly gives: the indexed bounds never leave out an occurrence, for
//! every kind of time, span and rule, and for viewers in different zones.

mod store_support;

use chrono::{Duration, NaiveDate};
use chrono_tz::Tz;
use kairos::model::{
    Event, EventDuration, EventTime, Override, OverrideChange, OverrideDetails, RecurrenceId,
};
use kairos::recur::Series;
use kairos::store::Store;
use store_support::*;

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: u64) -> i64 {
        (self.next() % n) as i64
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

const ZONES: [Tz; 4] = [
    Tz::Europe__Paris,
    Tz::America__New_York,
    Tz::Pacific__Auckland,
    Tz::UTC,
];

fn random_event(rng: &mut Rng, i: usize) -> Event {
    let day = NaiveDate::from_ymd_opt(2024, 1, 1).unwrap() + Duration::days(rng.below(3 * 365));
    let at = day
        .and_hms_opt(rng.below(24) as u32, 15 * rng.below(4) as u32, 0)
        .unwrap();
    let all_day = rng.below(6) == 0;
    let start = if all_day {
        EventTime::AllDay(day)
    } else {
        match rng.below(5) {
            0 => EventTime::Floating(at),
            1 => EventTime::Utc(at.and_utc()),
            _ => EventTime::Zoned {
                local: at,
                tz: (*rng.pick(&ZONES)).into(),
            },
        }
    };
    let duration = if all_day {
        EventDuration::Days(*rng.pick(&[1, 1, 2, 5, 40]))
    } else if rng.below(8) == 0 {
        // DURATION:P1D on a timed event: calendar days, 23 or 25 hours
        // across a DST change.
        EventDuration::Days(*rng.pick(&[1, 2, 7]))
    } else {
        EventDuration::Exact(Duration::minutes(
            *rng.pick(&[0, 30, 60, 90, 600, 1500, 4000, 60_000]),
        ))
    };
    let until = if all_day {
        format!(
            "{}",
            (day + Duration::days(rng.below(400))).format("%Y%m%d")
        )
    } else if matches!(start, EventTime::Floating(_)) {
        format!(
            "{}",
            (at + Duration::days(rng.below(400))).format("%Y%m%dT%H%M%S")
        )
    } else {
        // At least a day on: the start's wall clock read as UTC would come
        // before the start in zones behind UTC.
        format!(
            "{}Z",
            (at + Duration::days(1 + rng.below(400))).format("%Y%m%dT%H%M%S")
        )
    };
    let rule = match rng.below(10) {
        0..=4 => None,
        5 => Some("FREQ=DAILY".to_string()),
        6 => Some(format!("FREQ=WEEKLY;BYDAY=MO,TH;UNTIL={until}")),
        7 => Some(format!("FREQ=MONTHLY;COUNT={}", 1 + rng.below(30))),
        8 => Some("FREQ=YEARLY;BYMONTH=3,9".to_string()),
        _ => Some(format!("FREQ=DAILY;INTERVAL=3;UNTIL={until}")),
    };
    let mut e = Event::new(format!("e{i}"), format!("event {i}"), start, duration);
    e.rrule = rule;
    if e.rrule.is_some() && rng.below(3) == 0 {
        // Move the first occurrence far away (a year later), or cancel one.
        let first = RecurrenceId::from_event_time(&start);
        let moved = match start {
            EventTime::AllDay(d) => EventTime::AllDay(d + Duration::days(365)),
            EventTime::Zoned { local, tz } => EventTime::Zoned {
                local: local + Duration::days(365),
                tz,
            },
            EventTime::Utc(t) => EventTime::Utc(t + Duration::days(365)),
            EventTime::Floating(t) => EventTime::Floating(t + Duration::days(365)),
        };
        e.overrides.push(Override {
            recurrence_id: first,
            change: if rng.below(4) == 0 {
                OverrideChange::Cancelled
            } else {
                OverrideChange::Moved {
                    start: moved,
                    duration,
                }
            },
            details: OverrideDetails {
                summary: Some(format!("moved {i}")),
                ..Default::default()
            },
        });
    }
    if e.rrule.is_some() && rng.below(4) == 0 {
        let extra = match start {
            EventTime::AllDay(d) => EventTime::AllDay(d - Duration::days(30)),
            EventTime::Zoned { local, tz } => EventTime::Zoned {
                local: local - Duration::days(30),
                tz,
            },
            EventTime::Utc(t) => EventTime::Utc(t - Duration::days(30)),
            EventTime::Floating(t) => EventTime::Floating(t - Duration::days(30)),
        };
        e.rdates.push(kairos::model::RecurrenceDate {
            start: extra,
            duration: None,
        });
    }
    e
}

fn key(uid: &str, title: &str, o: &kairos::model::Occurrence) -> String {
    format!("{uid} {} {} {} {title}", o.recurrence_id(), o.start, o.end)
}

/// The title an occurrence of `e` should show: its override's, if any.
fn title_of<'a>(e: &'a Event, o: &kairos::model::Occurrence) -> &'a str {
    o.override_of
        .and_then(|id| e.overrides.iter().find(|x| x.recurrence_id == id))
        .and_then(|x| x.details.summary.as_deref())
        .unwrap_or(&e.summary)
}

#[test]
fn range_queries_equal_expanding_every_event() {
    let db = TempDb::new();
    let mut store: Store = db.open();
    let calendar = personal(&store);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let events: Vec<Event> = (0..400).map(|i| random_event(&mut rng, i)).collect();
    store
        .create_many(calendar, events.clone(), "random")
        .unwrap();
    let series: Vec<Series> = events.iter().map(|e| Series::new(e).unwrap()).collect();

    let mut checked = 0;
    for _ in 0..300 {
        let viewer = *rng.pick(&ZONES);
        let from = NaiveDate::from_ymd_opt(2023, 11, 1)
            .unwrap()
            .and_hms_opt(0, 0, 0)
            .unwrap()
            .and_utc()
            + Duration::minutes(rng.below(4 * 365 * 24 * 60));
        let length = Duration::minutes(*rng.pick(&[
            1,
            60,
            24 * 60,
            7 * 24 * 60,
            31 * 24 * 60,
            366 * 24 * 60,
        ]));
        let to = from + length;
        let mut expected: Vec<String> = events
            .iter()
            .zip(&series)
            .flat_map(|(e, s)| {
                s.occurrences(from, to, viewer)
                    .map(|o| key(&e.uid, title_of(e, &o), &o))
            })
            .collect();
        let found = store.occurrences_in(from, to, None, viewer).unwrap();
        let mut got: Vec<String> = found
            .iter()
            .map(|o| key(o.uid(), o.summary(), &o.occurrence))
            .collect();
        // In start order.
        let starts: Vec<_> = found
            .iter()
            .map(|o| o.occurrence.start.instant_in(viewer))
            .collect();
        assert!(
            starts.windows(2).all(|w| w[0] <= w[1]),
            "not in start order"
        );
        expected.sort();
        got.sort();
        assert_eq!(
            got, expected,
            "range {from} .. {to} for a viewer in {viewer}"
        );
        checked += got.len();
    }
    assert!(
        checked > 1000,
        "the ranges found too little to test: {checked}"
    );
}

#[test]
fn overrides_show_their_own_title_and_hidden_calendars_are_left_out() {
    let db = TempDb::new();
    let mut store = db.open();
    let personal = personal(&store);
    let work = store.add_calendar("Work", "#33d17a").unwrap();
    let paris = Tz::Europe__Paris;
    let mut series = event(
        "Standup",
        zoned("2026-11-02T09:00", paris),
        minutes(15),
        Some("FREQ=DAILY;COUNT=3"),
    );
    series.location = Some("Office".into());
    series.overrides.push(Override {
        recurrence_id: rid("2026-11-03T09:00", paris),
        change: OverrideChange::Moved {
            start: zoned("2026-11-03T09:00", paris),
            duration: minutes(15),
        },
        details: OverrideDetails {
            summary: Some("Standup (remote)".into()),
            location: Some("Video".into()),
            ..Default::default()
        },
    });
    store.create(work, series).unwrap();
    store
        .create(
            personal,
            event("Lunch", zoned("2026-11-03T12:00", paris), minutes(60), None),
        )
        .unwrap();
    let day = |s: &Store, cals: Option<&[kairos::model::CalendarId]>| {
        s.occurrences_in(
            instant(paris, "2026-11-03T00:00"),
            instant(paris, "2026-11-04T00:00"),
            cals,
            paris,
        )
        .unwrap()
        .into_iter()
        .map(|o| {
            format!(
                "{} @{} recurring={}",
                o.summary(),
                o.location().unwrap_or_default(),
                o.recurring()
            )
        })
        .collect::<Vec<_>>()
    };
    assert_eq!(
        day(&store, None),
        [
            "Standup (remote) @Video recurring=true",
            "Lunch @ recurring=false"
        ]
    );
    store.set_calendar_visible("Work", false).unwrap();
    assert_eq!(day(&store, None), ["Lunch @ recurring=false"]);
    // Asking for a hidden calendar by name still shows it.
    assert_eq!(
        day(&store, Some(&[work])),
        ["Standup (remote) @Video recurring=true"]
    );
}
