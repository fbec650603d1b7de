//! The full editor in the window: creating events with repeat rules the
//! other calendars get wrong ("the second Monday", "every other Tuesday"),
//! editing one occurrence, this and following, or all, validation that
//! blocks saving, and undo/redo of each — through the simulator on seeded
//! temp databases, checked on screen and in the store.
//!
//! Text fields are clicked and typed into with the simulator; pick lists
//! are opened and chosen from. Ctrl+N is sent as the shortcut the keyboard
//! subscription produces (the simulator does not run subscriptions).

mod ui_support;

use iced::keyboard::{self, Key, Modifiers};
use iced_test::selector;
use kairos::draft::{MonthlyBy, RepeatKind};
use kairos::layout::ViewKind;
use kairos::ui::editor::{self, END_TIME_ID, START_DATE_ID, START_TIME_ID, TITLE_ID};
use kairos::ui::keys::{shortcut, Shortcut};
use kairos::ui::{App, Message};
use ui_support::editing::{choose, fill, new_event};
use ui_support::*;

/// Days of November 2026 on which `title` is drawn in the month grid.
fn days_shown(app: &mut App, label: &str) -> Vec<u32> {
    // Let the toast go: the grid's rows are measured on the full height.
    let _ = app.update(Message::Tick(now() + chrono::Duration::seconds(30)));
    assert_eq!(app.toast(), None);
    let mut sim = simulator(app);
    let all = texts(&mut sim);
    let grid = MonthGrid::read(&all, day(10, 26));
    let mut days: Vec<u32> = places(&all, label)
        .into_iter()
        .map(|b| grid.day_of(b))
        .filter(|d| d.format("%m").to_string() == "11")
        .map(|d| d.format("%d").to_string().parse().unwrap())
        .collect();
    days.sort_unstable();
    days
}

#[test]
fn ctrl_n_opens_the_next_whole_hour_and_enter_saves() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Week);
    new_event(&mut app);
    let d = app.editing().expect("editor open");
    // Now is 10:00 in Berlin: the next whole hour, one hour long.
    assert_eq!(
        (
            d.start_date.as_str(),
            d.start_time.as_str(),
            d.end_time.as_str()
        ),
        ("2026-10-21", "11:00", "12:00")
    );
    assert_eq!(d.zone, Some(BERLIN.into()));
    // A new form does not open in red.
    assert!(!visible(&app, "Give the event a title"));
    // It says which of its calendar's reminders it takes: Personal's for
    // timed events, then, made all-day, those for all-day events.
    assert!(visible(&app, "The calendar's: At the start"));
    choose(&mut app, editor::Message::AllDay(true));
    assert!(visible(&app, "The calendar's: On the day at 09:00"));
    choose(&mut app, editor::Message::AllDay(false));
    // Enter in the empty title saves nothing: the title is required.
    let _ = app.update(Message::Editor(editor::Message::Save));
    assert!(app.editing().is_some());
    assert!(visible(&app, "Give the event a title"));
    let mut sim = simulator(&app);
    sim.click(selector::id(TITLE_ID)).unwrap();
    sim.typewrite("Dentist");
    let _ = sim.simulate(iced_test::simulator::tap_key(
        keyboard::key::Named::Enter,
        None,
    ));
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert!(app.editing().is_none(), "Enter in the title saves");
    assert_eq!(
        agenda(app.store(), BERLIN, "2026-10-21T00:00", "2026-10-22T00:00"),
        ["2026-10-21T11:00 Dentist"]
    );
    assert_eq!(app.toast(), Some("“Dentist” created"));
    // Undo removes it, redo brings it back.
    let _ = app.update(Message::Shortcut(Shortcut::Undo));
    assert!(agenda(app.store(), BERLIN, "2026-10-21T00:00", "2026-10-22T00:00").is_empty());
    let _ = app.update(Message::Shortcut(Shortcut::Redo));
    assert_eq!(
        agenda(app.store(), BERLIN, "2026-10-21T00:00", "2026-10-22T00:00"),
        ["2026-10-21T11:00 Dentist"]
    );
}

#[test]
fn the_second_monday_of_every_month_at_nine() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    new_event(&mut app);
    fill(&mut app, TITLE_ID, "Planning");
    fill(&mut app, START_DATE_ID, "2026-11-09");
    fill(&mut app, START_TIME_ID, "9:00");
    choose(&mut app, editor::Message::Repeat(RepeatKind::Monthly));
    assert!(visible(&app, "Every month on day 9"));
    choose(&mut app, editor::Message::Monthly(MonthlyBy::NthWeekday));
    assert!(visible(&app, "Every month on the second Monday"));
    click(&mut app, "Save");
    assert!(app.editing().is_none());
    let stored = agenda(app.store(), BERLIN, "2026-11-01T00:00", "2027-03-01T00:00");
    assert_eq!(
        stored,
        [
            "2026-11-09T09:00 Planning",
            "2026-12-14T09:00 Planning",
            "2027-01-11T09:00 Planning",
            "2027-02-08T09:00 Planning",
        ]
    );
    // On screen: November's second Monday, the 9th.
    let _ = app.update(Message::Header(kairos::ui::header::Message::Next));
    assert_eq!(days_shown(&mut app, "09:00 Planning"), [9]);
}

#[test]
fn every_other_tuesday_at_five() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    new_event(&mut app);
    fill(&mut app, TITLE_ID, "Choir");
    fill(&mut app, START_DATE_ID, "2026-11-03");
    fill(&mut app, START_TIME_ID, "17:00");
    assert_eq!(app.editing().unwrap().end_time, "18:00", "the end follows");
    choose(&mut app, editor::Message::Repeat(RepeatKind::Weekly));
    fill(&mut app, "editor-interval", "2");
    assert!(visible(&app, "Every 2 weeks on Tuesday"));
    click(&mut app, "Save");
    let _ = app.update(Message::Header(kairos::ui::header::Message::Next));
    assert_eq!(days_shown(&mut app, "17:00 Choir"), [3, 17]);
    assert_eq!(
        agenda(app.store(), BERLIN, "2026-12-01T00:00", "2027-01-01T00:00"),
        [
            "2026-12-01T17:00 Choir",
            "2026-12-15T17:00 Choir",
            "2026-12-29T17:00 Choir"
        ]
    );
}

#[test]
fn invalid_input_blocks_saving_and_writes_nothing() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Week);
    let before = dump(&db.path);
    new_event(&mut app);
    fill(&mut app, TITLE_ID, "Broken");
    fill(&mut app, END_TIME_ID, "10:30");
    assert!(visible(&app, "The end is before the start"));
    click(&mut app, "Save");
    assert!(app.editing().is_some(), "Save is disabled");
    fill(&mut app, END_TIME_ID, "12:00");
    choose(&mut app, editor::Message::Repeat(RepeatKind::Custom));
    fill(&mut app, "editor-custom-rule", "FREQ=WEEKLY;BYDAY=XX");
    assert!(visible(
        &app,
        "The rule is not valid: BYDAY=XX: 'XX' is not one of MO TU WE TH FR SA SU"
    ));
    let _ = app.update(Message::Editor(editor::Message::Save));
    assert!(app.editing().is_some());
    assert_eq!(dump(&db.path), before, "nothing written");
    // Esc on a changed form asks first; Esc again goes back to it.
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(app.confirming_discard());
    assert!(visible(&app, "Discard changes?"));
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(!app.confirming_discard());
    assert!(app.editing().is_some(), "Esc in the question keeps editing");
    // Discard closes the editor without saving.
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    let _ = app.update(Message::Editor(editor::Message::Discard));
    assert!(app.editing().is_none());
    assert_eq!(dump(&db.path), before);
}

fn sync_times(app: &App) -> Vec<String> {
    agenda(app.store(), BERLIN, "2026-10-11T00:00", "2026-11-02T00:00")
        .into_iter()
        .filter(|t| t.contains("ync"))
        .collect()
}

/// Opens Tuesday 20's "Weekly sync" in the editor from the week view.
fn edit_weekly_sync() -> (TempDb, App) {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    click(&mut app, "Weekly sync");
    click(&mut app, "Edit");
    let d = app.editing().expect("the editor opens");
    assert_eq!(
        (d.start_date.as_str(), d.start_time.as_str()),
        ("2026-10-20", "09:00")
    );
    assert_eq!(d.repeat.kind, RepeatKind::Weekly);
    (db, app)
}

#[test]
fn editing_only_this_occurrence() {
    let (_db, mut app) = edit_weekly_sync();
    let before = sync_times(&app);
    fill(&mut app, TITLE_ID, "Sync in room 4");
    click(&mut app, "Save");
    assert!(app.prompting(), "a repeating event asks which occurrences");
    assert!(visible(&app, "Save changes to “Sync in room 4”?"));
    click(&mut app, "Only this event");
    let after = sync_times(&app);
    assert_eq!(
        after,
        [
            "2026-10-11T09:00 Weekly sync",
            "2026-10-13T09:00 Weekly sync",
            "2026-10-18T09:00 Weekly sync",
            "2026-10-20T09:00 Sync in room 4",
            "2026-10-25T09:00 Weekly sync",
            "2026-10-27T09:00 Weekly sync",
            "2026-11-01T09:00 Weekly sync",
        ]
    );
    let _ = app.update(Message::Shortcut(Shortcut::Undo));
    assert_eq!(sync_times(&app), before);
    let _ = app.update(Message::Shortcut(Shortcut::Redo));
    assert_eq!(sync_times(&app), after);
}

#[test]
fn editing_this_and_following_splits_the_series() {
    let (_db, mut app) = edit_weekly_sync();
    let before = sync_times(&app);
    fill(&mut app, START_TIME_ID, "9:30");
    assert_eq!(app.editing().unwrap().end_time, "10:00");
    click(&mut app, "Save");
    click(&mut app, "This and following events");
    let after = sync_times(&app);
    assert_eq!(
        after,
        [
            "2026-10-11T09:00 Weekly sync",
            "2026-10-13T09:00 Weekly sync",
            "2026-10-18T09:00 Weekly sync",
            "2026-10-20T09:30 Weekly sync",
            "2026-10-25T09:30 Weekly sync",
            "2026-10-27T09:30 Weekly sync",
            "2026-11-01T09:30 Weekly sync",
        ]
    );
    assert_eq!(
        app.store().event_count().unwrap(),
        6,
        "split into two events"
    );
    let _ = app.update(Message::Shortcut(Shortcut::Undo));
    assert_eq!(sync_times(&app), before);
    assert_eq!(app.store().event_count().unwrap(), 5);
}

#[test]
fn a_new_rule_is_for_the_series_not_one_occurrence() {
    let (_db, mut app) = edit_weekly_sync();
    fill(&mut app, "editor-interval", "2");
    click(&mut app, "Save");
    assert!(app.prompting());
    // "Only this event" is shown but does nothing.
    click(&mut app, "Only this event");
    assert!(app.prompting());
    click(&mut app, "All events");
    assert!(!app.prompting() && app.editing().is_none());
    assert_eq!(
        sync_times(&app),
        [
            "2026-10-13T09:00 Weekly sync",
            "2026-10-18T09:00 Weekly sync",
            "2026-10-27T09:00 Weekly sync",
            "2026-11-01T09:00 Weekly sync",
        ]
    );
}

#[test]
fn deleting_all_and_restoring_a_removed_date() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    // Remove Tuesday 20's occurrence, then bring it back from the editor
    // of Sunday 25's.
    click(&mut app, "Weekly sync");
    click(&mut app, "Delete");
    click(&mut app, "Only this event");
    assert!(!sync_times(&app).contains(&"2026-10-20T09:00 Weekly sync".to_owned()));
    // Sunday 25's is the one left this week.
    click(&mut app, "Weekly sync");
    click(&mut app, "Edit");
    assert!(visible(&app, "Tue, Oct 20, 2026"));
    click(&mut app, "Tue, Oct 20, 2026");
    click(&mut app, "Save");
    click(&mut app, "All events");
    assert!(sync_times(&app).contains(&"2026-10-20T09:00 Weekly sync".to_owned()));
    // Delete, all events: none left anywhere.
    click(&mut app, "Weekly sync");
    click(&mut app, "Delete");
    click(&mut app, "All events");
    assert!(sync_times(&app).is_empty());
    let _ = app.update(Message::Shortcut(Shortcut::Undo));
    assert_eq!(sync_times(&app).len(), 7);
}

#[test]
fn keys_do_not_act_behind_the_editor() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    new_event(&mut app);
    let period = app.period();
    for s in [
        Shortcut::Next,
        Shortcut::Show(ViewKind::Week),
        Shortcut::Undo,
        Shortcut::Delete,
        Shortcut::New,
    ] {
        let _ = app.update(Message::Shortcut(s));
    }
    assert_eq!(app.period(), period);
    assert!(app.can_undo(), "nothing was undone behind the editor");
    assert!(app.editing().is_some());
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(app.editing().is_none());
}

#[test]
fn letters_typed_before_the_title_takes_the_focus_are_kept() {
    // The focus moves to the title on the frame after Ctrl+N; keys pressed
    // before that reach the window as unclaimed presses.
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    new_event(&mut app);
    let view = app.period();
    let _ = app.update(Message::Pressed(
        Some(Shortcut::Show(ViewKind::Agenda)),
        Some("a".into()),
    ));
    let _ = app.update(Message::Pressed(None, Some("b".into())));
    assert_eq!(app.editing().unwrap().title, "ab");
    assert_eq!(app.period(), view, "the a typed did not switch views");
    // Once the field has the keyboard, it types for itself.
    let _ = app.update(Message::Editor(editor::Message::Title("abc".into())));
    let _ = app.update(Message::Pressed(Some(Shortcut::Today), Some("t".into())));
    assert_eq!(app.editing().unwrap().title, "abc");
    // Without a dialog the same press is the shortcut.
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    let _ = app.update(Message::Editor(editor::Message::Discard));
    let _ = app.update(Message::Pressed(
        Some(Shortcut::Show(ViewKind::Agenda)),
        Some("a".into()),
    ));
    assert_eq!(app.period().kind, ViewKind::Agenda);
}

/// An event in a zone its file defined (no IANA zone has its rules) opens
/// in that zone, keeps it when saved, and can be given it back after
/// another zone was picked.
#[test]
fn an_event_in_its_files_own_zone_keeps_it() {
    let db = TempDb::new();
    let mut store = db.open();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/ics/kairos__own_zone.ics");
    let text = std::fs::read_to_string(path)
        .unwrap()
        .replace("20261024T220000", "20261021T120000")
        .replace("20261025T060000", "20261021T130000");
    import_text(&mut store, &text);
    let uid = "own-zone-autumn@kairos.test";
    let before = store.event(uid).unwrap().event.start;
    let mut app = app(store, ViewKind::Week);
    click(&mut app, "Autumn night shift");
    click(&mut app, "Edit");
    let d = app.editing().expect("the editor opens");
    // 12:00 at +03:45 on the file's zone's clock.
    assert_eq!(
        (d.start_date.as_str(), d.start_time.as_str()),
        ("2026-10-21", "12:00")
    );
    assert_eq!(d.zone.map(|z| z.name()), Some("Customized Time Zone"));
    assert!(visible(&app, "Customized Time Zone"));
    // And on the viewer's clock: 12:00 at +03:45 is 10:15 in Berlin.
    assert!(visible(&app, "10:15 – 11:15 your time (Europe/Berlin)"));

    // Another zone, then the file's own again from the search.
    choose(&mut app, editor::Message::Zone(Some(BERLIN.into())));
    assert!(!visible(&app, "Customized Time Zone"));
    choose(&mut app, editor::Message::ZoneQuery("customized".into()));
    click(&mut app, "Customized Time Zone");
    assert_eq!(
        app.editing().and_then(|d| d.zone).map(|z| z.name()),
        Some("Customized Time Zone")
    );

    fill(&mut app, TITLE_ID, "Night shift");
    click(&mut app, "Save");
    let after = app.store().event(uid).unwrap().event;
    assert_eq!(after.summary, "Night shift");
    assert_eq!(after.start, before, "the start and its zone are kept");
}

#[test]
fn enter_typed_ahead_with_the_title_saves_in_order() {
    // Ctrl+N, a title and Enter typed faster than the focus moves: the
    // Enter no field took saves what was typed before it.
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    let enter = shortcut(&Key::Named(keyboard::key::Named::Enter), Modifiers::empty());
    assert_eq!(enter, Some(Shortcut::Enter));
    new_event(&mut app);
    for letter in ["D", "r"] {
        let _ = app.update(Message::Pressed(None, Some(letter.into())));
    }
    let _ = app.update(Message::Pressed(enter, None));
    assert!(app.editing().is_none(), "saved and closed");
    let store = db.open();
    let titles: Vec<String> = store
        .events(None)
        .unwrap()
        .into_iter()
        .map(|s| s.event.summary)
        .collect();
    assert_eq!(titles, ["Dr"]);
    // Without a dialog, Enter on the grid's day opens the quick form
    // there (a new event on that day); Esc leaves it, nothing made.
    let _ = app.update(Message::Pressed(enter, None));
    assert!(app.quick_creating().is_some(), "the quick form opens");
    assert_eq!(store.events(None).unwrap().len(), 1);
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    // Enter that no field took (in a field without its own Enter, a date
    // say) is the dialog's default button: Save, once.
    new_event(&mut app);
    let _ = app.update(Message::Editor(editor::Message::Title("x".into())));
    let _ = app.update(Message::Pressed(enter, None));
    assert!(app.editing().is_none(), "Enter saved");
    assert_eq!(store.events(None).unwrap().len(), 2);
    let _ = app.update(Message::Pressed(enter, None));
    assert_eq!(store.events(None).unwrap().len(), 2, "and only once");
}

#[test]
fn a_reminder_after_the_start_is_offered_shown_and_kept() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    new_event(&mut app);
    fill(&mut app, TITLE_ID, "Bread in the oven");
    fill(&mut app, START_DATE_ID, "2026-11-10");
    fill(&mut app, START_TIME_ID, "10:00");
    choose(&mut app, editor::Message::CustomAmount("15".into()));
    choose(
        &mut app,
        editor::Message::CustomUnit(editor::Unit::MinutesAfter),
    );
    choose(&mut app, editor::Message::AddCustom);
    assert!(visible(&app, "15 minutes after start"));
    click(&mut app, "Save");
    assert!(app.editing().is_none());
    let found = app
        .store()
        .occurrences_in(
            store_support_instant("2026-11-10T00:00:00Z"),
            store_support_instant("2026-11-11T00:00:00Z"),
            None,
            BERLIN,
        )
        .unwrap();
    assert_eq!(found.len(), 1);
    let stored = app.store().event(found[0].uid()).unwrap();
    assert_eq!(
        stored.event.reminders,
        kairos::model::Reminders::Own(vec![kairos::model::Reminder::Before(
            chrono::Duration::minutes(-15)
        )])
    );
}

fn store_support_instant(text: &str) -> chrono::DateTime<chrono::Utc> {
    text.parse().unwrap()
}
