//! The event whose details are open is marked wherever a view draws it
//! (month, week, agenda, search results), the mark goes when the details
//! close, and ↑/↓ bring the event they open into view.

mod ui_support;

use iced::keyboard::{key::Named, Key, Modifiers};
use iced::widget::Id;
use iced::Rectangle;
use iced_test::selector;
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::widget::reveal::SELECTED;
use kairos::ui::{App, Message};
use ui_support::window::{key_press, Window};
use ui_support::*;

fn press(app: &mut App, s: Shortcut) {
    let _ = app.update(Message::Pressed(Some(s), None));
}

/// Where the open event's mark is drawn first, if anywhere.
fn mark(app: &App) -> Option<Rectangle> {
    let mut sim = simulator(app);
    sim.find(Id::new(SELECTED)).ok().map(|found| found.bounds())
}

/// Whether a text naming `title` is drawn inside `mark` (by its first
/// three letters: a month cell beside the details cuts titles short,
/// "09:00 Wee…").
fn holds(app: &App, mark: Rectangle, title: &str) -> bool {
    let word: String = title.chars().take(3).collect();
    let mut sim = simulator(app);
    texts(&mut sim)
        .iter()
        .any(|(text, bounds)| text.contains(&word) && mark.contains(bounds.center()))
}

#[test]
fn the_open_event_is_marked_in_every_view() {
    for view in [ViewKind::Month, ViewKind::Week, ViewKind::Agenda] {
        let (_db, store) = seeded();
        let mut app = app(store, view);
        assert_eq!(mark(&app), None, "{view:?}: nothing open, nothing marked");
        // Out of the grid (F6), ↑ and ↓ go from event to event.
        press(&mut app, Shortcut::Region { backward: false });
        press(&mut app, Shortcut::Down);
        press(&mut app, Shortcut::Down);
        let title = app.details_title().expect("an event is open").to_owned();
        let at = mark(&app).unwrap_or_else(|| panic!("{view:?}: {title} is marked"));
        assert!(holds(&app, at, &title), "{view:?}: the mark holds {title}");
        // Another one: the mark moves with it.
        press(&mut app, Shortcut::Down);
        let next = app.details_title().unwrap().to_owned();
        let moved = mark(&app).expect("marked");
        assert!(holds(&app, moved, &next), "{view:?}: the mark holds {next}");
        let _ = app.update(Message::Shortcut(Shortcut::Escape));
        assert_eq!(app.selected(), None);
        assert_eq!(mark(&app), None, "{view:?}: closed, the mark goes");
    }
}

#[test]
fn a_search_result_opened_is_marked() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month).working_inline();
    let mut sim = simulator(&app);
    sim.click(selector::id("search")).unwrap();
    sim.typewrite("book");
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(mark(&app), None);
    let _ = app.update(Message::Header(kairos::ui::header::Message::Submit));
    assert_eq!(app.details_title(), Some("Book club"));
    let at = mark(&app).expect("the result opened is marked");
    assert!(holds(&app, at, "Book club"));
}

fn down() -> Vec<iced::Event> {
    vec![key_press(
        Key::Named(Named::ArrowDown),
        Modifiers::empty(),
        None,
    )]
}

fn up() -> Vec<iced::Event> {
    vec![key_press(
        Key::Named(Named::ArrowUp),
        Modifiers::empty(),
        None,
    )]
}

#[test]
fn the_week_scrolls_to_the_event_the_arrows_open() {
    let (_db, mut store) = seeded();
    let late = event(
        "Late call",
        zoned("2026-10-22T22:00", BERLIN),
        minutes(30),
        None,
    );
    store.create(personal(&store), late).unwrap();
    let mut app = app(store, ViewKind::Week);
    let mut window = Window::new(SIZE.0, SIZE.1);
    assert!(!window.shows(&app, "Late call"), "below the fold at first");
    // Out of the grid (F6), the arrows go through the week's events in
    // order: the late call is the last one.
    window.keys(
        &mut app,
        &[key_press(Key::Named(Named::F6), Modifiers::empty(), None)],
    );
    for _ in 0..40 {
        if app.details_title() == Some("Late call") {
            break;
        }
        window.keys(&mut app, &down());
    }
    assert_eq!(app.details_title(), Some("Late call"));
    assert_eq!(window.selection_in_view(&app), Some(true));
    assert!(window.shows(&app, "Late call"));
    // Back up: the one before it comes into view, marked.
    window.keys(&mut app, &up());
    assert_ne!(app.details_title(), Some("Late call"));
    assert_eq!(window.selection_in_view(&app), Some(true));
}

#[test]
fn the_agenda_scrolls_to_the_event_the_arrows_open() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Agenda);
    let mut window = Window::new(SIZE.0, 420.0);
    // ↑ with nothing open: the last event listed, far down the list.
    window.keys(&mut app, &up());
    let title = app.details_title().expect("one is open").to_owned();
    assert_eq!(window.selection_in_view(&app), Some(true), "{title}");
    assert!(window.shows(&app, &title), "{title}");
}
