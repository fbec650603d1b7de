//! The window in German (`LANG=de_DE.UTF-8`): German words are long, and
//! these pictures were checked by eye for labels clipped or running over
//! their buttons, cells and fields. Compared pixel for pixel with the
//! committed baselines in `tests/snapshots/de-*`.
//!
//! Its own test binary: the language is the process's, and German must not
//! leak into the English pictures.

mod ui_support;

use iced::{Size, Theme};
use iced_test::Simulator;
use kairos::layout::{Locale, ViewKind};
use kairos::ui::keys::Shortcut;
use kairos::ui::{sidebar, App, Message};
use std::sync::Mutex;
use ui_support::*;

static GERMAN: Mutex<()> = Mutex::new(());

/// The picture of `view` in German, in a window `size` big, after `setup`.
fn check_de(name: &str, view: ViewKind, size: (f32, f32), setup: impl Fn(&mut App)) {
    check_de_on(name, view, size, |_| {}, setup);
}

/// [`check_de`] on the seeded calendar with `more` added.
fn check_de_on(
    name: &str,
    view: ViewKind,
    size: (f32, f32),
    more: impl Fn(&mut kairos::store::Store),
    setup: impl Fn(&mut App),
) {
    let _one = GERMAN.lock().unwrap_or_else(|e| e.into_inner());
    // What `kairos` does at start with LANG=de_DE.UTF-8 and no setting.
    let requested = kairos::i18n::requested(|k| (k == "LANG").then(|| "de_DE.UTF-8".to_owned()));
    kairos::i18n::select(&requested);
    assert_eq!(kairos::i18n::language().to_string(), "de");
    assert_eq!(Locale::from_tag("de_DE.UTF-8"), Locale::default());
    let db = TempDb::new();
    let mut store = db.open();
    seed(&mut store);
    more(&mut store);
    let mut app = app(store, view);
    let _ = app.update(Message::Resized(Size::new(size.0, size.1)));
    setup(&mut app);
    let mut sim = Simulator::with_size(
        kairos::ui::settings(),
        Size::new(size.0, size.1),
        app.view(),
    );
    let snapshot = sim.snapshot(&Theme::Light).expect("renders");
    matches_snapshot(name, &snapshot);
}

/// German writes its short months with a period where they are cut
/// ("Nov."), and "März" whole; glibc's names have neither.
#[test]
fn short_months_are_german_ones() {
    let _one = GERMAN.lock().unwrap_or_else(|e| e.into_inner());
    kairos::i18n::select(&["de".parse().unwrap()]);
    let day = |m| chrono::NaiveDate::from_ymd_opt(2026, m, 22).unwrap();
    let format = kairos::i18n::dates::format;
    assert_eq!(format(&day(11), "%-d. %b %Y"), "22. Nov. 2026");
    assert_eq!(format(&day(3), "%-d. %b"), "22. März");
    assert_eq!(format(&day(5), "%-d. %b"), "22. Mai");
    assert_eq!(format(&day(11), "%B"), "November");
}

#[test]
fn the_month_view_in_german_large_and_small() {
    check_de(
        "de-month-1400x900",
        ViewKind::Month,
        (1400.0, 900.0),
        |_| {},
    );
    check_de("de-month-800x600", ViewKind::Month, (800.0, 600.0), |_| {});
    check_de(
        "de-month-1100x750",
        ViewKind::Month,
        (1100.0, 750.0),
        |_| {},
    );
    check_de("de-month-500x400", ViewKind::Month, (500.0, 400.0), |_| {});
}

/// The week, the agenda with an event's details, and the import dialog
/// over a long report, in German at each of the four sizes (the month is
/// above).
#[test]
fn the_week_the_agenda_and_the_import_in_german_at_four_sizes() {
    let file = long_import_file("de");
    for (size_name, size) in FOUR_SIZES {
        check_de(
            &format!("de-week-{size_name}"),
            ViewKind::Week,
            size,
            |_| {},
        );
        check_de(
            &format!("de-agenda-details-{size_name}"),
            ViewKind::Agenda,
            size,
            |app| {
                for _ in 0..2 {
                    let _ = app.update(Message::Pressed(Some(Shortcut::Down), None));
                }
                assert!(app.details_title().is_some(), "an event is open");
            },
        );
        check_de(
            &format!("de-import-{size_name}"),
            ViewKind::Month,
            size,
            |app| {
                let _ = app.offer_import(file.clone());
                let report = app.transfer_report().expect("checked").expect("reads");
                assert!(report.contains("23"), "{report}");
            },
        );
    }
}

/// The header in German keeps its search field wide enough to read at
/// every size: one line where everything fits, else two lines, with undo
/// and redo as arrows where their words would squeeze the field.
#[test]
fn the_german_header_keeps_its_search_field() {
    for (_, size) in FOUR_SIZES {
        for view in [ViewKind::Month, ViewKind::Week, ViewKind::Agenda] {
            check_search_field(view, size);
        }
    }
}

fn check_search_field(view: ViewKind, size: (f32, f32)) {
    let _one = GERMAN.lock().unwrap_or_else(|e| e.into_inner());
    kairos::i18n::select(&["de".parse().unwrap()]);
    let (_db, store) = seeded();
    let mut app = app(store, view);
    let _ = app.update(Message::Resized(Size::new(size.0, size.1)));
    let mut sim = Simulator::with_size(
        kairos::ui::settings(),
        Size::new(size.0, size.1),
        app.view(),
    );
    let field = sim
        .find(iced_test::selector::id(kairos::ui::header::SEARCH_ID))
        .expect("the search field")
        .bounds();
    assert!(
        field.width >= 150.0 && field.x + field.width <= size.0,
        "{view:?} at {size:?}: the search field is {field:?}"
    );
}

#[test]
fn the_editor_in_german() {
    // The weekly sync in the full editor: the repeat section, its weekday
    // toggles and the rule in words, in German.
    check_de("de-editor", ViewKind::Month, SIZE, |app| {
        click(app, "09:00 Weekly sync");
        click(app, "Bearbeiten");
    });
}

#[test]
fn the_editors_guests_in_german() {
    use kairos::ui::editor::Message as Form;
    check_de_on(
        "de-editor-guests",
        ViewKind::Week,
        SIZE,
        |store| {
            seed_meetings(store);
        },
        |app| {
            let _ = app.update(Message::Shortcut(kairos::ui::keys::Shortcut::New));
            let _ = app.update(Message::Editor(Form::Title("Retrospektive".into())));
            let _ = app.update(Message::Editor(Form::GuestQuery("iv".into())));
            let _ = app.update(Message::Editor(Form::InviteTyped));
            let _ = app.update(Message::Editor(Form::GuestQuery("niemand".into())));
            let _ = app.update(Message::Editor(Form::InviteTyped));
            assert_eq!(app.editing().map(|d| d.guests.len()), Some(1));
        },
    );
}

#[test]
fn a_meetings_details_in_german() {
    let uid = std::sync::Mutex::new(String::new());
    check_de_on(
        "de-meeting-details",
        ViewKind::Week,
        SIZE,
        |store| *uid.lock().unwrap() = seed_meetings(store).0,
        |app| {
            let _ = app.update(Message::Open(kairos::model::OccurrenceRef {
                uid: uid.lock().unwrap().clone(),
                recurrence_id: rid("2026-10-21T14:00", BERLIN),
            }));
        },
    );
}

#[test]
fn the_week_view_and_preferences_in_german() {
    check_de("de-week", ViewKind::Week, SIZE, |_| {});
    check_de("de-preferences", ViewKind::Month, SIZE, |app| {
        let _ = app.update(Message::Sidebar(sidebar::Message::Preferences));
    });
}
