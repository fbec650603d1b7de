//! Helpers for the window tests: a seeded calendar, an app on it, and where
//! each text is drawn.
#![allow(dead_code)]

use chrono::{DateTime, Duration, NaiveDate, TimeZone, Utc};
use chrono_tz::Tz;
use iced::{Rectangle, Size};
use iced_test::selector::Candidate;
use iced_test::Simulator;
use kairos::layout::{Locale, ViewKind};
use kairos::model::{EventDuration, EventTime};
use kairos::store::{EventChanges, Scope, Store};
use kairos::ui::{App, Message, Settings};

pub mod editing;
pub mod heard;
pub mod window;

#[path = "../store_support/mod.rs"]
mod store_support;
pub use store_support::*;

pub const BERLIN: Tz = chrono_tz::Europe::Berlin;
/// The window size every test draws at.
pub const SIZE: (f32, f32) = (1200.0, 800.0);

/// Wednesday 21 October 2026, 10:00 in Berlin; DST ends there on Sunday
/// the 25th.
pub fn now() -> DateTime<Utc> {
    BERLIN
        .with_ymd_and_hms(2026, 10, 21, 10, 0, 0)
        .unwrap()
        .to_utc()
}

pub fn day(m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, d).unwrap()
}

/// The seeded calendar: a weekly event across the DST change, an all-day
/// multi-day event, two overlapping events, a monthly event with one
/// occurrence moved to another day, and a Work calendar.
pub fn seed(store: &mut Store) {
    let personal = personal(store);
    let work = store.add_calendar("Work", "#e66100").unwrap();
    store
        .create(
            personal,
            event(
                "Weekly sync",
                zoned("2026-10-04T09:00", BERLIN),
                minutes(30),
                Some("FREQ=WEEKLY;BYDAY=TU,SU"),
            ),
        )
        .unwrap();
    store
        .create(
            personal,
            event(
                "Autumn break",
                EventTime::AllDay(day(10, 28)),
                EventDuration::Days(3),
                None,
            ),
        )
        .unwrap();
    store
        .create(
            work,
            event(
                "Design review",
                zoned("2026-10-21T10:00", BERLIN),
                minutes(90),
                None,
            ),
        )
        .unwrap();
    store
        .create(
            work,
            event(
                "Customer call",
                zoned("2026-10-21T10:30", BERLIN),
                minutes(60),
                None,
            ),
        )
        .unwrap();
    let mut club = event(
        "Book club",
        zoned("2026-09-17T19:00", BERLIN),
        minutes(120),
        Some("FREQ=MONTHLY;BYDAY=3TH"),
    );
    club.location = Some("Library".into());
    let uid = store.create(personal, club).unwrap();
    // October's meeting moves from Thursday the 15th to Friday the 16th.
    store
        .update(
            &uid,
            Scope::This(rid("2026-10-15T19:00", BERLIN)),
            EventChanges {
                start: Some(zoned("2026-10-16T18:00", BERLIN)),
                ..EventChanges::default()
            },
        )
        .unwrap();
}

/// Me as me@example.org (Preferences) and two meetings Gina organises in
/// Work, where I am invited: "Planning" on Wednesday the 21st at 14:00
/// and the daily "Standup" at 08:00 from Monday the 19th, five times.
/// Their uids.
pub fn seed_meetings(store: &mut Store) -> (String, String) {
    const LINES: [&str; 4] = [
        "ORGANIZER;CN=Gina Example:mailto:gina@example.org",
        "ATTENDEE;CN=Gina Example;PARTSTAT=ACCEPTED;ROLE=CHAIR:mailto:gina@example.org",
        "ATTENDEE;CN=Hank;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:me@example.org",
        "ATTENDEE;CN=Ivy;PARTSTAT=DECLINED;ROLE=OPT-PARTICIPANT:mailto:ivy@example.org",
    ];
    let mut chosen = kairos::store::Preferences::load(store).unwrap();
    chosen.addresses = vec![kairos::model::CalendarAddress::parse("me@example.org").unwrap()];
    chosen.save(store).unwrap();
    let work = store.calendar_by_name("Work").unwrap().id;
    let mut planning = event(
        "Planning",
        zoned("2026-10-21T14:00", BERLIN),
        minutes(60),
        None,
    );
    planning.meeting = kairos::model::Meeting::from_lines(LINES).0;
    let planning = store.create(work, planning).unwrap();
    let mut standup = event(
        "Standup",
        zoned("2026-10-19T08:00", BERLIN),
        minutes(15),
        Some("FREQ=DAILY;COUNT=5"),
    );
    standup.meeting = kairos::model::Meeting::from_lines(LINES).0;
    let standup = store.create(work, standup).unwrap();
    (planning, standup)
}

/// A temp database with [`seed`]'s events.
pub fn seeded() -> (TempDb, Store) {
    let db = TempDb::new();
    let mut store = db.open();
    seed(&mut store);
    (db, store)
}

/// Imports the iCalendar `text` into `store`'s default calendar, as
/// `kairos import` would.
pub fn import_text(store: &mut Store, text: &str) {
    let parsed = kairos::ical::parse(text.as_bytes()).expect("the file reads");
    let calendar = store.default_calendar().unwrap().id;
    store
        .import(
            kairos::store::ImportInto::Calendar(calendar),
            kairos::transfer::incoming(&parsed.events),
            "test",
            false,
        )
        .unwrap();
}

/// An app on `store` in `view`, at [`now`], drawn at [`SIZE`].
pub fn app(store: Store, view: ViewKind) -> App {
    let settings = Settings {
        view,
        window_size: SIZE,
        locale: Locale::default(),
        ..Settings::default()
    };
    App::new(store, BERLIN, settings, now())
}

/// A simulator of the app's current view.
pub fn simulator(app: &App) -> Simulator<'_, Message> {
    Simulator::with_size(
        kairos::ui::settings(),
        Size::new(SIZE.0, SIZE.1),
        app.view(),
    )
}

/// Every text drawn, with where it is.
pub fn texts(sim: &mut Simulator<'_, Message>) -> Vec<(String, Rectangle)> {
    let mut found = Vec::new();
    let _ = sim.find(|c: Candidate<'_>| {
        if let Candidate::Text {
            content,
            visible_bounds: Some(b),
            ..
        } = c
        {
            found.push((content.to_owned(), b));
        }
        None::<()>
    });
    found
}

/// Where each text equal to `content` is drawn.
pub fn places(all: &[(String, Rectangle)], content: &str) -> Vec<Rectangle> {
    all.iter()
        .filter(|(t, _)| t == content)
        .map(|(_, b)| *b)
        .collect()
}

/// Clicks the text `target` in the current view and runs what it sends.
pub fn click(app: &mut App, target: &str) {
    let mut sim = simulator(app);
    sim.click(target)
        .unwrap_or_else(|e| panic!("{target}: {e:?}"));
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(app, messages);
}

/// Whether the text `target` is drawn in the current view.
pub fn visible(app: &App, target: &str) -> bool {
    let mut sim = simulator(app);
    sim.find(target).is_ok()
}

/// Runs every message the simulator collected through `update`.
pub fn apply(app: &mut App, messages: Vec<Message>) {
    for m in messages {
        let _ = app.update(m);
    }
}

/// The month grid's geometry in the window: columns from the weekday
/// names, rows as the grid divides the height below them.
pub struct MonthGrid {
    columns: Vec<(f32, f32)>,
    top: f32,
    row_height: f32,
    first: NaiveDate,
}

impl MonthGrid {
    pub fn read(all: &[(String, Rectangle)], first: NaiveDate) -> MonthGrid {
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
        let centers: Vec<f32> = names
            .iter()
            .map(|n| places(all, n).first().map(|b| b.center_x()).expect(n))
            .collect();
        let width = centers[1] - centers[0];
        let columns = centers
            .iter()
            .map(|c| (c - width / 2.0, c + width / 2.0))
            .collect();
        let header = places(all, "Mon")[0];
        let top = header.y + header.height + 6.0;
        let top = top.max(56.0 + 28.0);
        MonthGrid {
            columns,
            top,
            row_height: (SIZE.1 - top) / 6.0,
            first,
        }
    }

    /// The day whose cell contains the left end of `b`.
    pub fn day_of(&self, b: Rectangle) -> NaiveDate {
        let col = self
            .columns
            .iter()
            .position(|(l, r)| b.x + 2.0 >= *l && b.x + 2.0 < *r)
            .expect("inside the grid");
        let row = ((b.y - self.top) / self.row_height).floor() as i64;
        self.first + Duration::days(row * 7 + col as i64)
    }
}

/// Compares `snapshot` pixel for pixel with the committed baseline
/// `tests/snapshots/<name>-tiny-skia.png`. A missing baseline fails:
/// iced's `matches_image` would create it and pass, so a check without a
/// committed picture would prove nothing. `UPDATE_SNAPSHOTS=1` writes new
/// baselines after an intended change, to look at and commit.
pub fn matches_snapshot(name: &str, snapshot: &iced_test::simulator::Snapshot) {
    use std::path::{Path, PathBuf};
    let base = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/snapshots")
        .join(name);
    let file = PathBuf::from(format!("{}-tiny-skia.png", base.display()));
    let updating = std::env::var_os("UPDATE_SNAPSHOTS").is_some_and(|v| v == "1");
    if updating {
        let _ = std::fs::remove_file(&file);
    } else {
        assert!(
            file.exists(),
            "no baseline {}: run with UPDATE_SNAPSHOTS=1, look at it, commit it",
            file.display()
        );
    }
    assert!(
        snapshot.matches_image(&base).expect("compares"),
        "{name} differs from {}",
        file.display()
    );
    assert!(file.exists());
}

/// A file of `n` events in `dir`, each on its own day of 2027.
pub fn many_events(dir: &std::path::Path, n: usize) -> std::path::PathBuf {
    let mut text = String::from("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n");
    let first = NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
    for i in 0..n {
        let day = first + chrono::Days::new(i as u64);
        text += &format!(
            "BEGIN:VEVENT\r\nUID:many-{i}@test\r\nDTSTAMP:20261101T000000Z\r\n\
             DTSTART:{}T090000Z\r\nDURATION:PT1H\r\nSUMMARY:Shift {i}\r\nEND:VEVENT\r\n",
            day.format("%Y%m%d")
        );
    }
    text += "END:VCALENDAR\r\n";
    let path = dir.join(format!("many-{n}.ics"));
    std::fs::write(&path, text).unwrap();
    path
}

/// The sizes every view is pictured at: a desktop, a laptop beside other
/// windows, a small screen, and a small side window.
pub const FOUR_SIZES: [(&str, (f32, f32)); 4] = [
    ("1400x900", (1400.0, 900.0)),
    ("1100x750", (1100.0, 750.0)),
    ("800x600", (800.0, 600.0)),
    ("500x400", (500.0, 400.0)),
];

/// A 23-event file at a path that is the same on every machine (it is
/// drawn in the pictures of the import dialog), one directory per test
/// binary (`who`), written whole before it is renamed into place.
pub fn long_import_file(who: &str) -> std::path::PathBuf {
    let dir = std::path::PathBuf::from(format!("/tmp/kairos-pictures-{who}"));
    std::fs::create_dir_all(&dir).unwrap();
    let scratch = tempfile::tempdir_in(&dir).unwrap();
    let made = many_events(scratch.path(), 23);
    let path = dir.join("shifts.ics");
    std::fs::rename(made, &path).unwrap();
    path
}
