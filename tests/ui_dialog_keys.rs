//! The keyboard goes where the person is: the dialog on top owns it,
//! however it was opened, and the event opened from the search takes the
//! keys after it. Keys go through a widget tree kept between frames and
//! then where the window's keyboard subscription sends them, as in the
//! real window.

mod ui_support;

use iced::keyboard::{key::Named, Key, Modifiers};
use iced::Event;
use kairos::layout::ViewKind;
use ui_support::window::{key_press, Window};
use ui_support::*;

fn press(key: Key, text: Option<&str>) -> Event {
    key_press(key, Modifiers::empty(), text)
}

/// Each character of `text` as a key press.
fn typing(text: &str) -> Vec<Event> {
    text.chars()
        .map(|c| press(Key::Character(c.to_string().into()), Some(&c.to_string())))
        .collect()
}

fn enter() -> Event {
    press(Key::Named(Named::Enter), Some("\r"))
}

/// Enter in the editor's title opens "Save changes to …?"; the "1" typed
/// next answers it (only this occurrence) and never reaches the title
/// under it.
#[test]
fn the_scope_question_opened_by_enter_takes_the_digit() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let mut window = Window::new(SIZE.0, SIZE.1);
    click(&mut app, "Weekly sync");
    // Enter over the window opens the event shown in the details, with
    // the keyboard in its title.
    window.keys(&mut app, &[enter()]);
    let d = app.editing().expect("the editor opens");
    assert_eq!(d.start_date, "2026-10-20");
    window.keys(&mut app, &typing(" review"));
    assert_eq!(app.editing().unwrap().title, "Weekly sync review");
    window.keys(&mut app, &[enter()]);
    assert!(app.prompting(), "a repeating event asks which occurrences");
    assert!(visible(&app, "Save changes to “Weekly sync review”?"));
    window.keys(&mut app, &typing("1"));
    assert!(!app.prompting(), "the digit answered the question");
    assert!(app.editing().is_none(), "and the edit was saved");
    let week = agenda(app.store(), BERLIN, "2026-10-18T00:00", "2026-10-26T00:00");
    let syncs: Vec<&String> = week.iter().filter(|t| t.contains("ync")).collect();
    assert_eq!(
        syncs,
        [
            "2026-10-18T09:00 Weekly sync",
            "2026-10-20T09:00 Weekly sync review",
            "2026-10-25T09:00 Weekly sync"
        ]
    );
}

/// Ctrl+F, "book", Enter opens the first result; Delete then deletes that
/// event (asking which occurrences: it repeats), not a letter of the
/// search.
#[test]
fn delete_after_enter_in_the_search_deletes_the_event_opened() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month).working_inline();
    let mut window = Window::new(SIZE.0, SIZE.1);
    let ctrl_f = key_press(Key::Character("f".into()), Modifiers::CTRL, None);
    window.keys(&mut app, &[ctrl_f]);
    window.keys(&mut app, &typing("book"));
    assert_eq!(app.query(), "book");
    window.keys(&mut app, &[enter()]);
    assert!(app.selected().is_some(), "the first result is open");
    window.keys(&mut app, &[press(Key::Named(Named::Delete), None)]);
    assert_eq!(app.query(), "book", "the search is as typed");
    assert!(app.prompting(), "Delete asks which occurrences of the club");
}
