//! Deleting from the window, with the "which occurrences?" dialog for a
//! repeating event, and undo/redo by keys, the header and the toast —
//! through the simulator on seeded temp databases, checked in the store.

mod ui_support;

use iced::keyboard::{Key, Modifiers};
use kairos::layout::ViewKind;
use kairos::ui::keys::{shortcut, Shortcut};
use kairos::ui::{App, Message};
use ui_support::*;

fn titles_on(app: &App, from: &str, to: &str) -> Vec<String> {
    agenda(app.store(), BERLIN, from, to)
}

#[test]
fn deleting_a_one_off_event_and_undoing_from_the_toast() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    click(&mut app, "10:00 Design review");
    click(&mut app, "Delete");
    assert!(!app.prompting(), "a one-off event is deleted at once");
    assert!(!visible(&app, "10:00 Design review"));
    assert_eq!(app.toast(), Some("“Design review” deleted"));
    // The toast's Undo (the header has one too, tested below).
    let _ = app.update(Message::Toast(kairos::ui::toast::Message::Undo));
    assert!(visible(&app, "10:00 Design review"));
    assert_eq!(app.toast(), Some("Undone: delete “Design review”"));
}

/// The toast goes after five seconds on the window's clock (a Tick, as the
/// clock's subscription sends while a toast is up); the edit stays
/// undoable from the keyboard after it.
#[test]
fn a_toast_expires_and_undo_outlives_it() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    click(&mut app, "10:00 Design review");
    click(&mut app, "Delete");
    assert_eq!(app.toast(), Some("“Design review” deleted"));
    let _ = app.update(Message::Tick(now() + chrono::Duration::milliseconds(4_500)));
    assert_eq!(app.toast(), Some("“Design review” deleted"), "still up");
    let _ = app.update(Message::Tick(now() + chrono::Duration::seconds(5)));
    assert_eq!(app.toast(), None, "gone after five seconds");
    assert!(!visible(&app, "“Design review” deleted"), "nor drawn");
    let ctrl_z = shortcut(&Key::Character("z".into()), Modifiers::CTRL);
    let _ = app.update(Message::Shortcut(ctrl_z.expect("Ctrl+Z is a shortcut")));
    assert!(visible(&app, "10:00 Design review"), "Ctrl+Z undoes it");
}

#[test]
fn deleting_one_occurrence_asks_and_changes_only_it() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    click(&mut app, "09:00 Weekly sync");
    let key = app.selected().cloned().expect("selected");
    click(&mut app, "Delete");
    assert!(app.prompting());
    // Esc cancels: nothing changes.
    let before = titles_on(&app, "2026-09-28T00:00", "2026-11-09T00:00");
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(!app.prompting());
    assert_eq!(
        titles_on(&app, "2026-09-28T00:00", "2026-11-09T00:00"),
        before
    );
    click(&mut app, "Delete");
    click(&mut app, "Only this event");
    let after = titles_on(&app, "2026-09-28T00:00", "2026-11-09T00:00");
    let gone: Vec<&String> = before.iter().filter(|t| !after.contains(t)).collect();
    assert_eq!(gone.len(), 1, "{gone:?}");
    let start = key.recurrence_id.instant_in(BERLIN).with_timezone(&BERLIN);
    assert_eq!(
        gone[0],
        &format!("{} Weekly sync", start.format("%Y-%m-%dT%H:%M"))
    );
    // Ctrl+Z brings it back; Ctrl+Shift+Z removes it again.
    let ctrl = |shift: bool| {
        let mods = if shift {
            Modifiers::CTRL | Modifiers::SHIFT
        } else {
            Modifiers::CTRL
        };
        shortcut(&Key::Character(if shift { "Z" } else { "z" }.into()), mods).unwrap()
    };
    assert_eq!(ctrl(false), Shortcut::Undo);
    assert_eq!(ctrl(true), Shortcut::Redo);
    let _ = app.update(Message::Shortcut(ctrl(false)));
    assert_eq!(
        titles_on(&app, "2026-09-28T00:00", "2026-11-09T00:00"),
        before
    );
    assert!(app.can_redo());
    let _ = app.update(Message::Shortcut(ctrl(true)));
    assert_eq!(
        titles_on(&app, "2026-09-28T00:00", "2026-11-09T00:00"),
        after
    );
}

#[test]
fn this_and_following_ends_the_series_there() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    // The week of Oct 19: Tuesday the 20th is the first shown.
    click(&mut app, "Weekly sync");
    let key = app.selected().cloned().unwrap();
    let start = key.recurrence_id.instant_in(BERLIN).with_timezone(&BERLIN);
    assert_eq!(start.format("%Y-%m-%d").to_string(), "2026-10-20");
    let _ = app.update(Message::Shortcut(Shortcut::Delete));
    assert!(app.prompting());
    click(&mut app, "This and following events");
    let left: Vec<String> = titles_on(&app, "2026-10-01T00:00", "2027-01-01T00:00")
        .into_iter()
        .filter(|t| t.ends_with("Weekly sync"))
        .collect();
    assert_eq!(left.last().unwrap(), "2026-10-18T09:00 Weekly sync");
    // The header's Undo puts the series back whole.
    click(&mut app, "Undo");
    let back = titles_on(&app, "2026-10-01T00:00", "2027-01-01T00:00");
    assert!(back.contains(&"2026-12-29T09:00 Weekly sync".to_owned()));
}

#[test]
fn nothing_to_undo_says_so_and_changes_nothing() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    assert!(!app.can_undo() && !app.can_redo());
    let before = dump(&db.path);
    let _ = app.update(Message::Shortcut(Shortcut::Undo));
    assert_eq!(app.toast(), Some("Nothing to undo"));
    assert_eq!(dump(&db.path), before);
}
