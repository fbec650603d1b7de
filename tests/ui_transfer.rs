//! Import and export in the window, through the simulator on temp
//! databases: the dialog checks a file first and shows what an import
//! would do (nothing written), imports it as one undoable edit, refuses a
//! file that is not iCalendar with FILE:LINE and writes nothing, and
//! exports a calendar or a range to a file other readers get back. Also
//! `kairos FILE.ics` on a file that is not there.
//!
//! The Browse… button opens the desktop's file chooser through the XDG
//! portal, which a test machine has no backend for; the dialog's file
//! field is what it fills in, and is typed into here.

mod ui_support;

use iced_test::selector;
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::transfer::{self, PATH_ID};
use kairos::ui::{App, Message};
use std::path::PathBuf;
use ui_support::*;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/ics")
        .join(name)
}

#[test]
fn an_offered_file_is_checked_then_imported_as_one_undoable_edit() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Agenda);
    let before = dump(&db.path);
    // What `kairos FILE.ics` does once the window is up.
    let _ = app.offer_import(fixture("ical4j__Standup.ics"));
    let report = app.transfer_report().expect("checked at once");
    let report = report.expect("the file reads");
    assert!(
        report.contains("1 added, 0 updated, 0 unchanged, 0 skipped (dry run: nothing written)"),
        "{report}"
    );
    assert!(report.contains("added      Standup"));
    // Drawn as a table in words, "1 event" in the singular.
    assert!(visible(
        &app,
        "ical4j__Standup.ics — 1 event: 1 to add, 0 to update, 0 unchanged, 0 skipped"
    ));
    assert!(visible(&app, "Add") && visible(&app, "Standup"));
    assert_eq!(dump(&db.path), before, "a check writes nothing");
    click(&mut app, "Import");
    assert!(app.transfer_report().is_none(), "the dialog closes");
    assert_eq!(
        app.toast(),
        Some("Imported 1 event from ical4j__Standup.ics")
    );
    let titles = |app: &App| -> Vec<String> {
        app.store()
            .events(None)
            .unwrap()
            .into_iter()
            .map(|s| s.event.summary)
            .collect()
    };
    assert_eq!(titles(&app), ["Standup"]);
    let _ = app.update(Message::Toast(kairos::ui::toast::Message::Undo));
    assert!(titles(&app).is_empty());
    let _ = app.update(Message::Shortcut(Shortcut::Redo));
    assert_eq!(titles(&app), ["Standup"]);
}

#[test]
fn a_file_that_is_not_icalendar_is_refused_with_its_line() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    let before = dump(&db.path);
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("notes.ics");
    std::fs::write(&bad, "Dear diary,\nthis is not a calendar.\n").unwrap();
    click(&mut app, "Import…");
    let mut sim = simulator(&app);
    sim.click(selector::id(PATH_ID)).unwrap();
    sim.typewrite(&bad.display().to_string());
    let _ = sim.simulate(iced_test::simulator::tap_key(
        iced::keyboard::key::Named::Enter,
        None,
    ));
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    let error = app.transfer_report().unwrap().unwrap_err();
    assert!(
        error.starts_with(&format!("{}:1: ", bad.display())),
        "{error}"
    );
    assert!(visible(&app, &error));
    // Import stays disabled: nothing is written.
    click(&mut app, "Import");
    assert!(app.transfer_report().is_some());
    assert_eq!(dump(&db.path), before);
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(app.transfer_report().is_none());
}

#[test]
fn exporting_a_calendar_writes_a_file_that_reads_back() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("work.ics");
    click(&mut app, "Export…");
    let work = app.store().calendar_by_name("Work").unwrap().id;
    let _ = app.update(Message::Transfer(transfer::Message::Calendar(Some(work))));
    let _ = app.update(Message::Transfer(transfer::Message::Path(
        out.display().to_string(),
    )));
    // Half a range is refused, and nothing is written.
    let _ = app.update(Message::Transfer(transfer::Message::From(
        "2026-10-01".into(),
    )));
    click(&mut app, "Export");
    assert_eq!(
        app.transfer_report(),
        Some(Err("The range needs both days, as YYYY-MM-DD".into()))
    );
    assert!(!out.exists());
    let _ = app.update(Message::Transfer(transfer::Message::To(
        "2026-10-31".into(),
    )));
    click(&mut app, "Export");
    assert_eq!(
        app.toast(),
        Some(format!("Exported 2 events to {}", out.display()).as_str())
    );
    let parsed = kairos::ical::parse(&std::fs::read(&out).unwrap()).unwrap();
    let mut titles: Vec<String> = parsed
        .events
        .iter()
        .map(|e| e.event.summary.clone())
        .collect();
    titles.sort();
    assert_eq!(titles, ["Customer call", "Design review"]);
}

#[test]
fn kairos_with_a_missing_file_says_so_and_opens_nothing() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"))
        .arg("no-such-calendar.ics")
        .env("KAIROS_DB", "/nonexistent/kairos.db")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: no-such-calendar.ics: no such file, and not a kairos command (see kairos --help)\n"
    );
}

#[test]
fn a_skipped_event_is_a_row_with_its_reason() {
    let db = TempDb::new();
    let file = db.dir.path().join("two.ics");
    std::fs::write(
        &file,
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n\
         BEGIN:VEVENT\r\nUID:a@test\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261102T090000Z\r\nSUMMARY:Kept\r\nEND:VEVENT\r\n\
         BEGIN:VEVENT\r\nUID:b@test\r\nDTSTAMP:20261101T000000Z\r\nSUMMARY:No start\r\nEND:VEVENT\r\n\
         END:VCALENDAR\r\n",
    )
    .unwrap();
    let mut app = app(db.open(), ViewKind::Agenda);
    let _ = app.offer_import(file);
    let report = app.transfer_report().unwrap().unwrap();
    assert!(report.contains("1 skipped"), "{report}");
    assert!(visible(&app, "Skip"), "{report}");
    assert!(visible(
        &app,
        "two.ics — 1 event: 1 to add, 0 to update, 0 unchanged, 1 skipped"
    ));
}

/// Ctrl+I opens Import and Ctrl+E Export, as the keyboard subscription
/// maps them; under another dialog they do nothing.
#[test]
fn ctrl_i_imports_and_ctrl_e_exports() {
    use iced::keyboard::{Key, Modifiers};
    use kairos::ui::keys::shortcut;
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let ctrl = |c: &str| shortcut(&Key::Character(c.into()), Modifiers::CTRL).unwrap();
    assert_eq!(ctrl("i"), Shortcut::Import);
    assert_eq!(ctrl("e"), Shortcut::Export);
    let _ = app.update(Message::Shortcut(ctrl("i")));
    assert_eq!(app.title(), "Import events — Kairos");
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert_eq!(app.title(), "Kairos");
    let _ = app.update(Message::Shortcut(ctrl("e")));
    assert_eq!(app.title(), "Export events — Kairos");
    let _ = app.update(Message::Shortcut(ctrl("i")));
    assert_eq!(app.title(), "Export events — Kairos", "not behind a dialog");
}

/// The report of a long file scrolls above Check, Cancel and Import: at
/// 1100×750 and at 500×400, with 23, 200 and 2,000 events, the buttons
/// are drawn whole in the window.
#[test]
fn a_long_import_report_keeps_the_buttons_in_reach() {
    use ui_support::window::Window;
    let dir = tempfile::tempdir().unwrap();
    for n in [23, 200, 2000] {
        let file = many_events(dir.path(), n);
        for (width, height) in [(1100.0, 750.0), (500.0, 400.0)] {
            let db = TempDb::new();
            let mut app = app(db.open(), ViewKind::Month);
            let _ = app.update(Message::Resized(iced::Size::new(width, height)));
            let _ = app.offer_import(file.clone());
            let report = app.transfer_report().expect("checked").expect("reads");
            assert!(report.contains(&format!("{n} added")), "{report}");
            let mut window = Window::new(width, height);
            for button in ["Check", "Cancel", "Import"] {
                assert!(
                    window.shows(&app, button),
                    "{n} events at {width}×{height}: {button} is not in view"
                );
            }
        }
    }
}

/// Enter alone imports: on a file opened with `kairos FILE.ics` (already
/// checked) at once; after Ctrl+I and a path, the first Enter checks and
/// the second imports — with the ring on the path whether or not its
/// field has the keyboard yet.
#[test]
fn enter_checks_then_imports() {
    let dir = tempfile::tempdir().unwrap();
    let file = many_events(dir.path(), 23);
    let enter = |app: &mut App| {
        let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    };
    let (opened, keyed) = (TempDb::new(), TempDb::new());
    let mut window = app(opened.open(), ViewKind::Month);
    let _ = window.offer_import(file.clone());
    enter(&mut window);
    assert_eq!(window.store().events(None).unwrap().len(), 23, "imported");
    assert!(window.transfer_report().is_none(), "the dialog closed");

    let mut app = app(keyed.open(), ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::Import));
    let typed = transfer::Message::Path(file.display().to_string());
    let _ = app.update(Message::Transfer(typed));
    enter(&mut app);
    let report = app.transfer_report().expect("checked").expect("reads");
    assert!(report.contains("23 added"), "{report}");
    assert!(app.store().events(None).unwrap().is_empty(), "only checked");
    enter(&mut app);
    assert_eq!(app.store().events(None).unwrap().len(), 23, "imported");
}
