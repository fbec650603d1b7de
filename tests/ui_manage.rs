//! Managing the calendar from the window, driven through
//! `iced_test::Simulator` and `App::update` on seeded temp databases: go to
//! a date, Preferences (saved and applied at once), the calendar dialog
//! (add, rename, recolor, default reminders, delete and undo), narrow
//! windows, and the theme following the desktop.

mod ui_support;

use chrono::{Duration, NaiveDate};
use iced::{Size, Theme};
use iced_test::Simulator;
use kairos::layout::{HourCycle, ViewKind};
use kairos::model::Reminder;
use kairos::ui::calendar::{self as dialog, Preset};
use kairos::ui::keys::Shortcut;
use kairos::ui::portal::ColorScheme;
use kairos::ui::preferences::{self, Choice};
use kairos::ui::{goto, sidebar, App, Message, Settings};
use ui_support::*;

fn sim_at(app: &App, width: f32, height: f32) -> Simulator<'_, Message> {
    Simulator::with_size(kairos::ui::settings(), Size::new(width, height), app.view())
}

fn date(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).unwrap()
}

#[test]
fn ctrl_g_or_the_title_goes_to_any_month() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::GoTo));
    assert_eq!(app.title(), "Go to a date — Kairos");
    // Keys behind the dialog do nothing.
    let _ = app.update(Message::Shortcut(Shortcut::Next));
    assert_eq!(app.period().anchor, day(10, 21));
    for _ in 0..2 {
        let _ = app.update(Message::GoTo(goto::Message::Year(-1)));
    }
    click(&mut app, "October");
    assert_eq!(app.period().anchor, date(2024, 10, 1));
    assert!(visible(&app, "October 2024"));
    assert_eq!(app.title(), "Kairos");
    // The title opens it too; Esc closes it; Today comes back.
    click(&mut app, "October 2024");
    assert_eq!(app.title(), "Go to a date — Kairos");
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert_eq!(app.title(), "Kairos");
    click(&mut app, "October 2024");
    // (The header's Today is under the dialog: the dialog's own is sent.)
    let _ = app.update(Message::GoTo(goto::Message::Today));
    assert_eq!(app.title(), "Kairos");
    assert_eq!(app.period().anchor, day(10, 21));
}

#[test]
fn preferences_apply_at_once_and_are_kept() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    // Ctrl+, opens it too; Esc closes it.
    let _ = app.update(Message::Shortcut(Shortcut::Preferences));
    assert_eq!(app.title(), "Preferences — Kairos");
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert_ne!(app.title(), "Preferences — Kairos");
    click(&mut app, "Preferences");
    assert_eq!(app.title(), "Preferences — Kairos");
    for m in [
        preferences::Message::WeekNumbers(true),
        preferences::Message::Clock(Choice::Set(HourCycle::H12)),
        preferences::Message::Zone(Choice::Set(chrono_tz::Asia::Tokyo)),
        preferences::Message::Length(preferences::Minutes(30)),
        preferences::Message::Reminder(preferences::Remind(None)),
        preferences::Message::AllDayReminder(preferences::AllDayRemind(Some(
            kairos::store::AllDayAt {
                days_before: 1,
                minute_of_day: 18 * 60,
            },
        ))),
        preferences::Message::Weekday(Choice::Set(chrono::Weekday::Sun)),
    ] {
        let _ = app.update(Message::Preferences(m));
    }
    // Nothing changes before Save.
    assert!(!app.context().week_numbers);
    click(&mut app, "Save");
    assert_eq!(app.title(), "Kairos");
    // Tokyo is 7 hours ahead of Berlin in October: the 10:00 review is at
    // 5 PM there, in a week that starts on Sunday with its number.
    assert!(visible(&app, "Week 43 · Oct 18 – 24, 2026"), "week title");
    assert!(visible(&app, "5:00 PM"));
    assert_eq!(app.context().event_minutes, 30);
    drop(app);

    let store = db.open();
    let settings = Settings::load(&store).unwrap();
    let p = &settings.choices.shared;
    assert!(p.week_numbers);
    assert_eq!(p.clock, Some(HourCycle::H12));
    assert_eq!(p.zone, Some(chrono_tz::Asia::Tokyo));
    assert_eq!(p.event_minutes, 30);
    assert_eq!(p.new_calendar_reminder, None);
    assert_eq!(
        p.new_calendar_all_day_reminder,
        Some(kairos::store::AllDayAt {
            days_before: 1,
            minute_of_day: 18 * 60
        })
    );
    assert_eq!(settings.locale.first_weekday, chrono::Weekday::Sun);
    // A calendar added now reminds of nothing timed, and of all-day
    // events the day before at 18:00, as chosen.
    let mut store = store;
    store.add_calendar("Chores", "#5e5c64").unwrap();
    let chores = store.calendar_by_name("Chores").unwrap().default_reminders;
    assert!(chores.timed.is_empty());
    assert_eq!(chores.all_day, [kairos::model::days_before_at(1, 18, 0)]);
}

#[test]
fn week_numbers_are_drawn_beside_the_month() {
    let (_db, mut store) = seeded();
    store.set_setting("week_numbers", "on").unwrap();
    let settings = Settings {
        view: ViewKind::Month,
        window_size: SIZE,
        ..Settings::load(&store).unwrap()
    };
    let app = App::new(store, BERLIN, settings, now());
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    // The grid's rows are ISO weeks 40 to 45 (Sept 28 to Nov 8).
    let numbers: Vec<f32> = (40..=45)
        .map(|w| places(&all, &w.to_string())[0].y)
        .collect();
    assert!(numbers.windows(2).all(|p| p[0] < p[1]), "{numbers:?}");
    let column = places(&all, "43")[0].x;
    assert!(column < places(&all, "Mon")[0].x);
}

#[test]
fn calendars_are_added_changed_and_deleted_in_the_window() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    click(&mut app, "+");
    assert_eq!(app.title(), "New calendar — Kairos");
    for m in [
        dialog::Message::Name("Sports".into()),
        dialog::Message::Color("#e01b24"),
        dialog::Message::AddReminder(Preset(30)),
        dialog::Message::AddAllDayReminder(dialog::AllDayPreset(kairos::store::AllDayAt {
            days_before: 1,
            minute_of_day: 18 * 60,
        })),
        dialog::Message::RemoveAllDayReminder(0),
        dialog::Message::Save,
    ] {
        let _ = app.update(Message::Calendar(m));
    }
    let sports = app.store().calendar_by_name("Sports").unwrap();
    assert_eq!(sports.color, "#e01b24");
    // The Preferences' default (10 minutes) and the one added.
    assert_eq!(
        sports.default_reminders.timed,
        [
            Reminder::Before(Duration::minutes(10)),
            Reminder::Before(Duration::minutes(30))
        ]
    );
    // All-day events: the Preferences' 09:00 on the day was taken off,
    // the day before at 18:00 added.
    assert_eq!(
        sports.default_reminders.all_day,
        [kairos::model::days_before_at(1, 18, 0)]
    );
    assert!(visible(&app, "Sports"));

    // Work: a custom color, a name already taken (refused, said, kept),
    // then a free one.
    let work = app.store().calendar_by_name("Work").unwrap().id;
    let _ = app.update(Message::Sidebar(sidebar::Message::EditCalendar(work)));
    assert_eq!(app.title(), "Calendar — Kairos");
    for m in [
        dialog::Message::CustomColor("#12AB34".into()),
        dialog::Message::Name("Personal".into()),
        dialog::Message::Save,
    ] {
        let _ = app.update(Message::Calendar(m));
    }
    assert!(visible(
        &app,
        "A calendar named \"Personal\" already exists."
    ));
    assert!(app.store().calendar_by_name("Work").is_ok());
    let _ = app.update(Message::Calendar(dialog::Message::Name("Job".into())));
    let _ = app.update(Message::Calendar(dialog::Message::Save));
    let job = app.store().calendar_by_name("Job").unwrap();
    assert_eq!((job.id, job.color.as_str()), (work, "#12ab34"));
    // A bad custom color is said, not saved.
    let _ = app.update(Message::Sidebar(sidebar::Message::EditCalendar(work)));
    let _ = app.update(Message::Calendar(dialog::Message::CustomColor(
        "blue".into(),
    )));
    let _ = app.update(Message::Calendar(dialog::Message::Save));
    assert!(visible(
        &app,
        "“blue” is not a color: write it as #rrggbb, like #3584e4."
    ));

    // Delete says what goes, and undo brings it all back.
    click(&mut app, "Delete calendar…");
    assert!(visible(
        &app,
        "Its 2 events go with it. Undo brings everything back."
    ));
    click(&mut app, "Delete");
    assert!(app.store().calendar_by_name("Job").is_err());
    assert_eq!(app.toast(), Some("Deleted “Job” and its 2 events"));
    assert!(!visible(&app, "10:00 Design review"));
    click(&mut app, "Undo");
    assert_eq!(
        app.store().calendar_by_name("Job").unwrap().color,
        "#12ab34"
    );
    assert!(visible(&app, "10:00 Design review"));
}

#[test]
fn narrow_windows_fold_the_sidebar_and_keep_the_header_in_reach() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Resized(Size::new(800.0, 600.0)));
    let mut sim = sim_at(&app, 800.0, 600.0);
    assert!(sim.find("Calendars").is_err(), "folded");
    drop(sim);
    let _ = app.update(Message::Header(kairos::ui::header::Message::ToggleSidebar));
    let mut sim = sim_at(&app, 800.0, 600.0);
    assert!(sim.find("Calendars").is_ok(), "unfolded");
    drop(sim);
    let _ = app.update(Message::Header(kairos::ui::header::Message::ToggleSidebar));

    // At 500 × 400 the header stacks: every control is inside the window.
    let _ = app.update(Message::Resized(Size::new(500.0, 400.0)));
    let mut sim = sim_at(&app, 500.0, 400.0);
    let all = texts(&mut sim);
    // Undo as its arrow: "Undo" and "Redo" and the field do not fit.
    for label in ["Today", "October 2026", "Month", "Week", "Agenda", "↩"] {
        let b = places(&all, label)
            .first()
            .copied()
            .unwrap_or_else(|| panic!("{label} drawn"));
        assert!(b.x >= 0.0 && b.x + b.width <= 500.0, "{label}: {b:?}");
    }
    assert!(sim.find(iced_test::selector::id("search")).is_ok());
    // Each month cell still shows an event line, not only "+N more".
    drop(sim);
    let _ = app.update(Message::Resized(Size::new(800.0, 600.0)));
    let mut sim = sim_at(&app, 800.0, 600.0);
    let all = texts(&mut sim);
    // A title cut by a narrow cell ends with "…", not through a letter.
    assert!(
        all.iter()
            .any(|(t, _)| t.starts_with("09:00 Week") && t.ends_with('…')),
        "{all:?}"
    );
}

#[test]
fn the_theme_follows_the_desktop_both_ways_unless_chosen() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    assert_eq!(app.theme(), None, "nothing known: iced decides");
    let _ = app.update(Message::SystemTheme(Some(ColorScheme::Dark)));
    assert_eq!(app.theme(), Some(Theme::Dark));
    let _ = app.update(Message::SystemTheme(Some(ColorScheme::Light)));
    assert_eq!(app.theme(), Some(Theme::Light));
    click(&mut app, "Preferences");
    let _ = app.update(Message::Preferences(preferences::Message::Theme(
        kairos::ui::settings::ThemeChoice::Dark,
    )));
    click(&mut app, "Save");
    assert_eq!(app.theme(), Some(Theme::Dark), "forced");
    let _ = app.update(Message::SystemTheme(Some(ColorScheme::Light)));
    assert_eq!(app.theme(), Some(Theme::Dark), "still forced");
}

#[test]
fn a_subscription_is_read_only_and_unsubscribed_from_its_dialog() {
    let (_db, mut store) = seeded();
    let feed = store
        .add_subscription("Holidays", "https://example.org/h.ics", "#33d17a")
        .unwrap();
    let holiday = event(
        "Reformation Day",
        kairos::model::EventTime::AllDay(day(10, 31)),
        kairos::model::EventDuration::Days(1),
        None,
    );
    let mut holiday = holiday;
    holiday.uid = "reformation@feed".into();
    store
        .replace_subscribed(
            feed,
            vec![kairos::store::IncomingEvent {
                event: holiday,
                sequence: 0,
                last_modified: None,
                created: None,
            }],
            Some("\"v1\""),
            None,
        )
        .unwrap();
    let mut app = app(store, ViewKind::Month);
    // Its details offer no Edit or Delete, and say why; the Delete key
    // does nothing either.
    click(&mut app, "Reformation Day");
    assert!(visible(
        &app,
        "From the subscription “Holidays”: it changes with its feed, not here."
    ));
    assert!(!visible(&app, "Edit") && !visible(&app, "Delete"));
    let _ = app.update(Message::Shortcut(Shortcut::Delete));
    assert!(!app.prompting());
    assert!(visible(&app, "Reformation Day"));
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    let _ = app.update(Message::Sidebar(sidebar::Message::EditCalendar(feed)));
    click(&mut app, "Unsubscribe…");
    assert!(visible(
        &app,
        "Its 1 event goes with it. Subscribing again brings them back."
    ));
    click(&mut app, "Delete");
    assert_eq!(app.toast(), Some("Unsubscribed from “Holidays”"));
    assert!(app.store().calendar_by_name("Holidays").is_err());
    assert!(!visible(&app, "Reformation Day"));
}

/// At 1100×750 with six calendars or more, an account with two and a
/// subscription,
/// the sidebar's calendars scroll and its buttons stay whole and in reach.
#[test]
fn the_sidebar_keeps_its_buttons_in_reach_with_many_calendars() {
    use kairos::store::{Account, RemoteCalendar};
    let (_db, mut store) = seeded();
    for (name, color) in [
        ("Choir", "#e66100"),
        ("Family", "#33d17a"),
        ("Sports", "#9141ac"),
        ("Birthdays", "#c01c28"),
        ("Travel", "#1c71d8"),
    ] {
        store.add_calendar(name, color).unwrap();
    }
    let account = Account {
        id: 0,
        name: "Fastmail".into(),
        url: "https://caldav.fastmail.com/".into(),
        user: "ana@fastmail.com".into(),
        password_command: None,
        ca_cert: None,
        home: "https://caldav.fastmail.com/dav/calendars/user/ana/".into(),
        oauth: None,
        keyring_id: String::new(),
    };
    let remote = |name: &str| RemoteCalendar {
        href: format!("{}{}/", account.home, name.to_lowercase()),
        name: name.into(),
        color: "#33d17a".into(),
    };
    store
        .add_account(&account, &[remote("Shared"), remote("Swim club")])
        .unwrap();
    store
        .add_subscription("Holidays", "https://example.org/h.ics", "#33d17a")
        .unwrap();
    let calendars = store.calendars().unwrap().len();
    assert!(calendars >= 9, "{calendars} calendars");
    let mut app = app(store, ViewKind::Month);
    let size = Size::new(1100.0, 750.0);
    let _ = app.update(Message::Resized(size));
    let mut sim = Simulator::with_size(kairos::ui::settings(), size, app.view());
    let all = texts(&mut sim);
    for label in [
        "New event",
        "Add account…",
        "Subscribe…",
        "Preferences",
        "Sync now",
    ] {
        let b = places(&all, label)
            .first()
            .copied()
            .unwrap_or_else(|| panic!("{label} is not drawn whole: {all:?}"));
        assert!(
            b.y >= 0.0 && b.y + b.height <= size.height,
            "{label}: {b:?}"
        );
    }
    // The calendars scroll: the last one is reachable by the wheel.
    assert!(sim.find("Holidays").is_ok());
}

/// Preferences, the calendar dialog and the account dialog keep their
/// buttons in view in a small window: what is above them scrolls.
#[test]
fn dialogs_keep_their_buttons_in_a_small_window() {
    use ui_support::window::Window;
    /// What opens the dialog, and the buttons it must keep.
    type Opening = (
        &'static str,
        fn(&mut kairos::ui::App),
        &'static [&'static str],
    );
    let open: [Opening; 3] = [
        (
            "Preferences",
            |app| {
                let _ = app.update(Message::Shortcut(Shortcut::Preferences));
            },
            &["Cancel", "Save"],
        ),
        (
            "the calendar dialog",
            |app| {
                let _ = app.update(Message::Sidebar(sidebar::Message::AddCalendar));
            },
            &["Cancel", "Add"],
        ),
        (
            "the account dialog",
            |app| {
                let _ = app.update(Message::Sidebar(sidebar::Message::AddAccount));
            },
            &["Cancel", "Add"],
        ),
    ];
    for (what, opens, buttons) in open {
        for (width, height) in [(800.0, 600.0), (500.0, 400.0)] {
            let (_db, store) = seeded();
            let mut app = app(store, ViewKind::Month);
            let _ = app.update(Message::Resized(iced::Size::new(width, height)));
            opens(&mut app);
            let mut window = Window::new(width, height);
            for button in buttons {
                assert!(
                    window.shows(&app, button),
                    "{what} at {width}×{height}: {button} is not in view"
                );
            }
        }
    }
}

/// The calendar dialog by keyboard alone: Tab reaches each default
/// reminder's × and both lists' menus (every stop in view at 500×400);
/// ↓ shows a choice in a list and Enter adds it; Enter on a × removes its
/// reminder; Tab then Enter saves.
#[test]
fn the_calendar_dialogs_reminders_by_keyboard() {
    use iced::keyboard::{key::Named, Key, Modifiers};
    use ui_support::window::{key_press, tab, Window};
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let work = app.store().calendar_by_name("Work").unwrap();
    let (timed, all_day) = (
        work.default_reminders.timed.clone(),
        work.default_reminders.all_day.clone(),
    );
    assert_eq!(all_day.len(), 1, "new calendars remind all-day events once");
    let _ = app.update(Message::Sidebar(sidebar::Message::EditCalendar(work.id)));
    let mut window = Window::new(500.0, 400.0);
    let named = |n: Named| vec![key_press(Key::Named(n), Modifiers::default(), None)];
    // From the name: the color, each timed ×, the timed list, the all-day
    // ×, its list; each in view when the keyboard is on it (the buttons
    // under them are pinned in view).
    window.tab_round(&mut app, timed.len() + 4);
    // Back to the timed list.
    for _ in 0..2 {
        window.keys(&mut app, &tab(true));
    }
    window.keys(&mut app, &named(Named::ArrowDown));
    window.keys(&mut app, &named(Named::ArrowDown));
    window.keys(&mut app, &named(Named::Enter));
    // To the all-day ×; Enter takes that reminder off.
    window.keys(&mut app, &tab(false));
    window.keys(&mut app, &named(Named::Enter));
    // The keyboard is left on the all-day list; Delete, Cancel, Save.
    for _ in 0..3 {
        window.keys(&mut app, &tab(false));
    }
    window.keys(&mut app, &named(Named::Enter));
    assert_eq!(app.title(), "Kairos", "saved and closed");
    let work = app.store().calendar_by_name("Work").unwrap();
    // ↓ twice: the second choice, 5 minutes before.
    let mut expected = timed.clone();
    expected.push(Reminder::Before(Duration::minutes(5)));
    assert_eq!(work.default_reminders.timed, expected);
    assert!(work.default_reminders.all_day.is_empty());
}
