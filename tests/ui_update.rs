//! The window's `update`, without a window: what each message does to the
//! state, checked through the laid-out model and the store.

mod ui_support;

use chrono::Duration;
use iced::Size;
use kairos::layout::{HourCycle, Shape, ViewKind};
use kairos::model::{OccurrenceRef, Reminder};
use kairos::remind::Subject;
use kairos::store::reminder_key;
use kairos::ui::{agenda, Message, Settings};
use ui_support::*;

#[test]
fn open_from_a_notification_goes_to_the_occurrence_and_shows_it() {
    let (_db, store) = seeded();
    let uid = store
        .occurrences_in(now(), now() + Duration::days(60), None, BERLIN)
        .unwrap()
        .into_iter()
        .find(|o| o.summary() == "Book club")
        .unwrap()
        .uid()
        .to_owned();
    let mut app = app(store, ViewKind::Month);
    let november = rid("2026-11-19T19:00", BERLIN);
    // What a reminder's Open hands the window.
    let subject = Subject {
        occurrence: OccurrenceRef {
            uid: uid.clone(),
            recurrence_id: november,
        },
        reminder: reminder_key(&Reminder::Before(Duration::zero())),
    };
    let _ = app.update(Message::Open(subject.occurrence));
    assert_eq!(app.period().anchor, day(11, 19));
    assert_eq!(app.period().kind, ViewKind::Month);
    let selected = app.selected().expect("details open");
    assert_eq!(
        (selected.uid.as_str(), selected.recurrence_id),
        (uid.as_str(), november)
    );
    assert_eq!(app.details_title(), Some("Book club"));
}

#[test]
fn the_clock_moves_today_and_picks_up_other_processes_edits() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Agenda);
    let first_label = |app: &kairos::ui::App| match app.loaded().map(|l| &l.shape) {
        Some(Shape::Agenda(days)) => days[0].label.clone(),
        _ => panic!("agenda"),
    };
    assert_eq!(first_label(&app), "Today");
    // Past midnight: the 21st is no longer today.
    let _ = app.update(Message::Tick(now() + Duration::hours(15)));
    assert_eq!(first_label(&app), "Yesterday");
    // Another process adds an event: the next tick shows it.
    let mut other = db.open();
    let personal = personal(&other);
    other
        .create(
            personal,
            event(
                "Added elsewhere",
                zoned("2026-10-23T08:00", BERLIN),
                minutes(30),
                None,
            ),
        )
        .unwrap();
    let titles = |app: &kairos::ui::App| -> Vec<String> {
        app.loaded()
            .unwrap()
            .items
            .iter()
            .map(|i| i.title().to_owned())
            .collect()
    };
    assert!(!titles(&app).contains(&"Added elsewhere".to_owned()));
    let _ = app.update(Message::Tick(
        now() + Duration::hours(15) + Duration::seconds(30),
    ));
    assert!(titles(&app).contains(&"Added elsewhere".to_owned()));
}

#[test]
fn a_smaller_window_fits_fewer_lines_per_day() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let more = |app: &kairos::ui::App| match app.loaded().map(|l| &l.shape) {
        Some(Shape::Month(m)) => m
            .weeks
            .iter()
            .flat_map(|w| &w.days)
            .map(|c| c.more)
            .sum::<usize>(),
        _ => panic!("month"),
    };
    assert_eq!(more(&app), 0);
    let _ = app.update(Message::Resized(Size::new(800.0, 500.0)));
    assert!(
        more(&app) > 0,
        "one line per day: the 21st's two events need +1 more"
    );
}

#[test]
fn closing_saves_the_size_and_the_next_start_reads_it() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    // The size and place the window has when closed, whatever the last
    // resize event said.
    let _ = app.update(Message::Resized(Size::new(1000.0, 700.0)));
    let _ = app.update(Message::Moved(iced::Point::new(40.0, 30.0)));
    let _ = app.update(Message::Closing(Size::new(1333.0, 777.0), None));
    drop(app);
    let mut store = db.open();
    let settings = Settings::load(&store).unwrap();
    assert_eq!(settings.window_size, (1333.0, 777.0));
    assert_eq!(settings.window_position, Some((40.0, 30.0)));
    assert_eq!(settings.view, ViewKind::Week);
    // Unreadable preferences are ignored, not guessed at.
    store.set_setting("window_size", "huge").unwrap();
    store.set_setting("view", "Year").unwrap();
    store.set_setting("clock", "12").unwrap();
    let settings = Settings::load(&store).unwrap();
    assert_eq!(settings.window_size, Settings::default().window_size);
    assert_eq!(settings.view, ViewKind::Month);
    assert_eq!(settings.locale.hour_cycle, HourCycle::H12);
}

#[test]
fn scrolling_to_the_agenda_end_loads_more_days() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Agenda);
    let days = |app: &kairos::ui::App| app.loaded().unwrap().days;
    assert_eq!(days(&app), (day(10, 21), day(11, 20)));
    let _ = app.update(Message::Agenda(agenda::Message::Scrolled(0.5)));
    assert_eq!(days(&app).1, day(11, 20));
    let _ = app.update(Message::Agenda(agenda::Message::Scrolled(0.95)));
    assert_eq!(days(&app).1, day(12, 20));
}

#[test]
fn a_twelve_hour_clock_writes_times_that_way() {
    let (_db, mut store) = seeded();
    store.set_setting("clock", "12").unwrap();
    let settings = Settings {
        window_size: SIZE,
        ..Settings::load(&store).unwrap()
    };
    let app = kairos::ui::App::new(store, BERLIN, settings, now());
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    assert!(
        all.iter().any(|(t, _)| t.starts_with("10:00 AM Design")),
        "{all:?}"
    );
}

#[test]
fn a_dense_agenda_lays_out_a_page_of_lines_and_more_on_scroll() {
    let (_db, mut store) = seeded();
    let personal = personal(&store);
    for h in 0..12 {
        store
            .create(
                personal,
                event(
                    &format!("Shift {h}"),
                    zoned(&format!("2026-10-01T{:02}:00", 8 + h), BERLIN),
                    minutes(30),
                    Some("FREQ=DAILY"),
                ),
            )
            .unwrap();
    }
    let mut app = app(store, ViewKind::Agenda);
    let lines = |app: &kairos::ui::App| match app.loaded().map(|l| &l.shape) {
        Some(Shape::Agenda(days)) => (
            days.len(),
            days.iter().map(|d| d.entries.len()).sum::<usize>(),
        ),
        _ => panic!("agenda"),
    };
    let (days, first) = lines(&app);
    // Whole days up to the page's lines, not all 30 days' 360-odd.
    assert!(
        (agenda::LINES..agenda::LINES + 12).contains(&first),
        "{first} lines in {days} days"
    );
    assert!(days < 30);
    let _ = app.update(Message::Agenda(agenda::Message::Scrolled(0.95)));
    let (more_days, more) = lines(&app);
    assert!(
        more > first && more_days > days,
        "{more} lines in {more_days} days"
    );
}

#[test]
fn a_busy_agenda_reads_a_week_and_lays_out_what_the_whole_range_would() {
    use kairos::layout::{agenda as lay_out, load, Item, Locale, Period, Request};
    use kairos::model::ZoneTable;
    let (_db, mut store) = seeded();
    let calendars: Vec<_> = store.calendars().unwrap().iter().map(|c| c.id).collect();
    let request = |calendars| Request {
        period: Period::new(ViewKind::Agenda, day(10, 21)),
        locale: Locale::default(),
        viewer: BERLIN,
        today: day(10, 21),
        agenda_days: agenda::DAYS,
        agenda_entries: agenda::LINES,
        rows_per_cell: 4,
        calendars,
    };
    // The seeded calendar is sparse: its week does not fill the lines, so
    // the whole range is read.
    let sparse = load(&store, &request(&calendars)).unwrap();
    assert_eq!(
        sparse.days.1,
        day(10, 21) + Duration::days(i64::from(agenda::DAYS))
    );
    // Sixty daily shifts fill the lines within the week: only the week is
    // read, and the agenda is the one the whole range gives.
    let personal = personal(&store);
    for n in 0..60 {
        store
            .create(
                personal,
                event(
                    &format!("Shift {n}"),
                    zoned(
                        &format!("2026-10-01T{:02}:{:02}", 6 + n / 4, n % 4 * 15),
                        BERLIN,
                    ),
                    minutes(10),
                    Some("FREQ=DAILY"),
                ),
            )
            .unwrap();
    }
    let busy = load(&store, &request(&calendars)).unwrap();
    let first_read = kairos::layout::AGENDA_FIRST_READ as i64;
    assert_eq!(
        busy.days,
        (day(10, 21), day(10, 21) + Duration::days(first_read))
    );
    let Shape::Agenda(days) = &busy.shape else {
        panic!("agenda")
    };
    let end = day(10, 21) + Duration::days(i64::from(agenda::DAYS));
    let midnight =
        |d: chrono::NaiveDate| kairos::model::local_to_utc(BERLIN, d.and_hms_opt(0, 0, 0).unwrap());
    let found = store
        .occurrences_in(
            midnight(day(10, 21)),
            midnight(end),
            Some(&calendars),
            BERLIN,
        )
        .unwrap();
    let table = ZoneTable::of(BERLIN);
    let mut cursor = kairos::model::ZoneCursor::new(&table);
    let all: Vec<Item> = found
        .iter()
        .map(|o| Item::placed(o, BERLIN, &mut cursor))
        .collect();
    let whole = lay_out(
        &all,
        (day(10, 21), end),
        day(10, 21),
        &Locale::default(),
        agenda::LINES,
    );
    let lines = |days: &[kairos::layout::AgendaDay],
                 items: &[Item]|
     -> Vec<(chrono::NaiveDate, String, String)> {
        days.iter()
            .flat_map(|d| {
                d.entries.iter().map(move |e| {
                    (
                        d.date,
                        e.when.clone(),
                        items[e.item].headline.summary.clone(),
                    )
                })
            })
            .collect()
    };
    assert!(lines(&whole, &all).len() >= agenda::LINES);
    assert_eq!(lines(days, &busy.items), lines(&whole, &all));
}

/// The system's zone changes under a running window (a laptop that
/// travelled): with no zone chosen in Preferences, the views move to it —
/// today is the new zone's; with one chosen, nothing moves.
#[test]
fn the_window_follows_the_system_zone_unless_preferences_chose_one() {
    let pago_pago: chrono_tz::Tz = "Pacific/Pago_Pago".parse().unwrap();
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Agenda);
    assert_eq!(app.context().today, day(10, 21));
    // 10:00 in Berlin is 21:00 the day before in Pago Pago.
    let _ = app.update(Message::SystemZone(pago_pago));
    assert_eq!(app.context().viewer, pago_pago);
    assert_eq!(app.context().today, day(10, 20));

    let (_db, store) = seeded();
    let mut settings = Settings {
        view: ViewKind::Agenda,
        window_size: SIZE,
        ..Settings::default()
    };
    settings.choices.shared.zone = Some(chrono_tz::Asia::Tokyo);
    let mut app = kairos::ui::App::new(store, BERLIN, settings, now());
    let _ = app.update(Message::SystemZone(pago_pago));
    assert_eq!(app.context().viewer, chrono_tz::Asia::Tokyo);
}

#[test]
fn the_reminder_service_waits_for_the_first_frame_or_two_seconds() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    assert!(!app.first_frame_shown(), "nothing drawn yet");
    let _ = app.update(Message::Tick(now()));
    assert!(!app.first_frame_shown(), "a clock tick is not a frame");
    let _ = app.update(Message::Frame);
    assert!(app.first_frame_shown());

    let (_db, store) = seeded();
    let mut hidden = ui_support::app(store, ViewKind::Week);
    let _ = hidden.update(Message::FrameAwaited);
    assert!(
        hidden.first_frame_shown(),
        "a window never drawn starts them anyway"
    );
}
