//! Pictures of each view, compared pixel for pixel with committed
//! baselines in `tests/snapshots/`.
//!
//! A missing baseline fails the test: iced's `matches_image` would create
//! it and pass, so a check without a committed picture would prove
//! nothing. Run with `UPDATE_SNAPSHOTS=1` to write new baselines after an
//! intended change, look at them, and commit them.

mod ui_support;

use iced::{Size, Theme};
use iced_test::Simulator;
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::{sidebar, App, Message};
use ui_support::*;

fn check(name: &str, view: ViewKind, theme: Theme) {
    check_after(name, view, theme, &[]);
}

/// The picture after clicking each of `clicks` in turn, at the tests'
/// usual size.
fn check_after(name: &str, view: ViewKind, theme: Theme, clicks: &[&str]) {
    check_at(name, view, theme, SIZE, |app| {
        for target in clicks {
            click(app, target);
        }
    });
}

/// The picture of `view` in a window `size` big, after `setup`.
fn check_at(name: &str, view: ViewKind, theme: Theme, size: (f32, f32), setup: impl Fn(&mut App)) {
    let db = TempDb::new();
    let mut store = db.open();
    seed(&mut store);
    let mut app = app(store, view);
    let _ = app.update(Message::Resized(Size::new(size.0, size.1)));
    setup(&mut app);
    let mut sim = Simulator::with_size(
        kairos::ui::settings(),
        Size::new(size.0, size.1),
        app.view(),
    );
    let snapshot = sim.snapshot(&theme).expect("renders");
    matches_snapshot(name, &snapshot);
}

/// Month, week, agenda, and the calendar and Preferences dialogs, in a
/// large and a small window, light and dark.
#[test]
fn every_view_and_the_new_dialogs_at_two_sizes_light_and_dark() {
    let sizes = [("1400x900", (1400.0, 900.0)), ("800x600", (800.0, 600.0))];
    let themes = [("light", Theme::Light), ("dark", Theme::Dark)];
    for (size_name, size) in sizes {
        for (theme_name, theme) in &themes {
            let shot = |what: &str| format!("{what}-{size_name}-{theme_name}");
            check_at(&shot("month"), ViewKind::Month, theme.clone(), size, |_| {});
            check_at(&shot("week"), ViewKind::Week, theme.clone(), size, |_| {});
            check_at(
                &shot("agenda"),
                ViewKind::Agenda,
                theme.clone(),
                size,
                |_| {},
            );
            check_at(
                &shot("calendar-dialog"),
                ViewKind::Month,
                theme.clone(),
                size,
                |app| {
                    let work = app.store().calendar_by_name("Work").unwrap().id;
                    let _ = app.update(Message::Sidebar(sidebar::Message::EditCalendar(work)));
                },
            );
            check_at(
                &shot("preferences"),
                ViewKind::Month,
                theme.clone(),
                size,
                |app| {
                    let _ = app.update(Message::Sidebar(sidebar::Message::Preferences));
                },
            );
        }
    }
}
/// The sizes people run the window at beside others (1100×750) and as a
/// small side window (500×400): the sidebar folds, the header stacks, and
/// every cell says what it hides.
#[test]
fn the_views_at_a_laptop_size_and_a_small_one() {
    for (size_name, size) in [("1100x750", (1100.0, 750.0)), ("500x400", (500.0, 400.0))] {
        for (view_name, view) in [("month", ViewKind::Month), ("week", ViewKind::Week)] {
            check_at(
                &format!("{view_name}-{size_name}-light"),
                view,
                Theme::Light,
                size,
                |_| {},
            );
        }
    }
}

/// The agenda with an event's details beside it, and the import dialog
/// over a long report, at each of the four sizes (the month and the week
/// at those sizes are above).
#[test]
fn the_agenda_with_details_and_a_long_import_at_four_sizes() {
    let file = long_import_file("en");
    for (size_name, size) in FOUR_SIZES {
        check_at(
            &format!("agenda-details-{size_name}-light"),
            ViewKind::Agenda,
            Theme::Light,
            size,
            |app| {
                for _ in 0..2 {
                    let _ = app.update(Message::Pressed(Some(Shortcut::Down), None));
                }
                assert!(app.details_title().is_some(), "an event is open");
            },
        );
        check_at(
            &format!("import-{size_name}-light"),
            ViewKind::Month,
            Theme::Light,
            size,
            |app| {
                let _ = app.offer_import(file.clone());
                let report = app.transfer_report().expect("checked").expect("reads");
                assert!(report.contains("23 added"), "{report}");
            },
        );
    }
}

#[test]
fn month_view_light() {
    check("month-light", ViewKind::Month, Theme::Light);
}

#[test]
fn month_view_dark() {
    check("month-dark", ViewKind::Month, Theme::Dark);
}

#[test]
fn week_view_light() {
    check("week-light", ViewKind::Week, Theme::Light);
}

#[test]
fn agenda_view_light() {
    check("agenda-light", ViewKind::Agenda, Theme::Light);
}

#[test]
fn details_and_the_delete_dialog_light() {
    check_after(
        "delete-dialog-light",
        ViewKind::Month,
        Theme::Light,
        &["18:00 Book club", "Delete"],
    );
}

#[test]
fn the_editor_on_a_monthly_event_light() {
    // The weekly sync (Tuesday and Sunday) in the full editor: repeat
    // section with its weekday toggles and the rule in words.
    check_after(
        "editor-light",
        ViewKind::Month,
        Theme::Light,
        &["09:00 Weekly sync", "Edit"],
    );
}

/// An all-day event dragged in the month and in the week's all-day lane:
/// the days it would land on are outlined while the button is down.
#[test]
fn a_dragged_all_day_event_outlines_where_it_lands() {
    use kairos::ui::{month, week};
    let autumn_break = |app: &App| {
        app.loaded()
            .and_then(|l| l.items.iter().find(|i| i.title() == "Autumn break"))
            .map(|i| i.reference())
            .expect("the autumn break is shown")
    };
    check_at(
        "drag-month-light",
        ViewKind::Month,
        Theme::Light,
        SIZE,
        |app| {
            let what = autumn_break(app);
            let _ = app.update(Message::Month(month::Message::Hover(day(10, 29))));
            let _ = app.update(Message::Month(month::Message::GrabBar(what)));
            let _ = app.update(Message::Month(month::Message::Hover(day(10, 22))));
        },
    );
    check_at(
        "drag-week-light",
        ViewKind::Week,
        Theme::Light,
        SIZE,
        |app| {
            click(app, "›");
            let what = autumn_break(app);
            let _ = app.update(Message::Week(week::Message::HoverDay(day(10, 28))));
            let _ = app.update(Message::Week(week::Message::GrabBar(what)));
            let _ = app.update(Message::Week(week::Message::HoverDay(day(10, 26))));
        },
    );
}

/// The zone's search in Preferences, in a small window: what "new" finds,
/// below the field, with Save still within reach (the card scrolls).
#[test]
fn preferences_suggest_zones_for_a_typed_city() {
    use kairos::ui::preferences;
    check_at(
        "preferences-zone-800x600-light",
        ViewKind::Month,
        Theme::Light,
        (800.0, 600.0),
        |app| {
            let _ = app.update(Message::Sidebar(sidebar::Message::Preferences));
            let typed = preferences::Message::ZoneTyped("new".into());
            let _ = app.update(Message::Preferences(typed));
        },
    );
}

/// An account in the sidebar (its calendars, a refused password with its
/// fix, changes waiting to be sent) and a conflict copy's details; and the
/// dialog that adds an account.
#[test]
fn an_account_its_status_a_conflict_and_the_add_account_dialog() {
    use kairos::model::{OccurrenceRef, RecurrenceId};
    use kairos::store::{Account, RemoteCalendar, Store, Trouble};
    for (theme_name, theme) in [("light", Theme::Light), ("dark", Theme::Dark)] {
        check_at(
            &format!("accounts-{theme_name}"),
            ViewKind::Agenda,
            theme.clone(),
            SIZE,
            |app| {
                let mut store = Store::open(app.store().path()).unwrap();
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
                let remote = |name: &str, color: &str| RemoteCalendar {
                    href: format!("{}{}/", account.home, name.to_lowercase()),
                    name: name.into(),
                    color: color.into(),
                };
                let calendars = store
                    .add_account(
                        &account,
                        &[remote("Family", "#33d17a"), remote("Swim club", "#9141ac")],
                    )
                    .unwrap();
                let id = store.account("Fastmail").unwrap().id;
                store.sync_started(id, now()).unwrap();
                store
                    .sync_finished(
                        id,
                        now(),
                        Some((Trouble::Password, "refused the login (HTTP 401)")),
                    )
                    .unwrap();
                let start = zoned("2026-10-22T19:00", BERLIN);
                let mut original = event("Dinner at Bo's", start, minutes(90), None);
                original.uid = "dinner@fastmail".into();
                store.create(calendars[0].calendar, original).unwrap();
                let mut copy = event("Dinner at Ana's (conflict copy)", start, minutes(90), None);
                copy.extra_properties
                    .push("X-KAIROS-CONFLICT-OF:dinner@fastmail".into());
                let uid = store.create(calendars[0].calendar, copy).unwrap();
                let _ = app.update(Message::Tick(now()));
                let _ = app.update(Message::Open(OccurrenceRef {
                    uid,
                    recurrence_id: RecurrenceId::from_event_time(&start),
                }));
            },
        );
    }
    check_at(
        "add-account-light",
        ViewKind::Month,
        Theme::Light,
        SIZE,
        |app| {
            let _ = app.update(Message::Sidebar(sidebar::Message::AddAccount));
        },
    );
}
