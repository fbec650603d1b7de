//! The keyboard in the month and week grids, and the accessibility tree's
//! focus following it: ←/→/↑/↓ between days (and hours in the week), Tab
//! between a day's events and out of the grid, Enter, `n`, `e`, Home,
//! F6. (The header, sidebar and details: `ui_regions`.)

mod ui_support;

use accesskit::Role;
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::{App, Message};
use ui_support::heard::{focused, heard};
use ui_support::*;

fn press(app: &mut App, s: Shortcut) {
    let _ = app.update(Message::Pressed(Some(s), None));
}

/// What the tree's focus is on: its role and name.
fn on(app: &App) -> (Role, String) {
    focused(&heard(app).0).expect("a focus")
}

/// The window's name, as heard.
fn window_name(app: &App) -> String {
    heard(app).0.state().root().label().unwrap_or_default()
}

fn button(name: &str) -> (Role, String) {
    (Role::Button, name.to_owned())
}

fn cell(name: &str) -> (Role, String) {
    (Role::Cell, name.to_owned())
}

#[test]
fn the_month_starts_on_todays_first_event_and_the_arrows_walk_the_days() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    assert_eq!(on(&app), button("10:00 to 11:30, Design review, Work"));
    // No ring until the keyboard is used.
    assert!(!app.context().grid.as_ref().unwrap().shown);
    press(&mut app, Shortcut::Right);
    assert_eq!(on(&app), cell("Thursday, October 22, no events"));
    assert!(app.context().grid.as_ref().unwrap().shown);
    press(&mut app, Shortcut::Left);
    press(&mut app, Shortcut::Up);
    assert_eq!(on(&app), cell("Wednesday, October 14, no events"));
    // ↓ twice, into the week of the autumn break, then its first day.
    press(&mut app, Shortcut::Down);
    press(&mut app, Shortcut::Down);
    assert_eq!(
        on(&app),
        button("Wednesday, October 28 to Friday, October 30, all day, Autumn break, Personal")
    );
    // On past the month's last days: November is shown.
    for _ in 0..2 {
        press(&mut app, Shortcut::Down);
    }
    assert_eq!(window_name(&app), "Kairos — November 2026");
    assert!(matches!(on(&app), (Role::Cell, ref n) if n.starts_with("Wednesday, November 11")));
    // Home: back to today, on its first event.
    press(&mut app, Shortcut::Home);
    assert_eq!(window_name(&app), "Kairos — October 2026");
    assert_eq!(on(&app), button("10:00 to 11:30, Design review, Work"));
}

#[test]
fn tab_goes_through_a_days_events_and_out_of_the_grid() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    press(&mut app, Shortcut::Tab { backward: false });
    assert_eq!(on(&app), button("10:30 to 11:30, Customer call, Work"));
    press(&mut app, Shortcut::Tab { backward: true });
    press(&mut app, Shortcut::Tab { backward: true });
    assert_eq!(on(&app), cell("Today, Wednesday, October 21, 2 events"));
    press(&mut app, Shortcut::Tab { backward: false });
    press(&mut app, Shortcut::Tab { backward: false });
    press(&mut app, Shortcut::Tab { backward: false });
    // Past the last event the grid lets go, to the next part of the
    // window: no details are open, so round to the header's first control.
    assert_eq!(on(&app), button("Today"));
    assert!(app.context().grid.is_none());
    // F6: the sidebar, then back into the grid, on today.
    press(&mut app, Shortcut::Region { backward: false });
    assert_eq!(on(&app), button("New event"));
    press(&mut app, Shortcut::Region { backward: false });
    assert!(app.context().grid.is_some());
    assert_eq!(on(&app), button("10:00 to 11:30, Design review, Work"));
}

#[test]
fn enter_opens_the_event_then_edits_it_and_on_a_day_makes_one() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    press(&mut app, Shortcut::Enter);
    assert_eq!(app.details_title(), Some("Design review"));
    press(&mut app, Shortcut::Enter);
    assert_eq!(
        app.editing().map(|d| d.title.as_str()),
        Some("Design review")
    );
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(app.editing().is_none());
    // `e` edits the event the keyboard is on.
    press(&mut app, Shortcut::Tab { backward: false });
    press(&mut app, Shortcut::Edit);
    assert_eq!(
        app.editing().map(|d| d.title.as_str()),
        Some("Customer call")
    );
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    // Enter on an empty day: a new all-day event there.
    press(&mut app, Shortcut::Right);
    press(&mut app, Shortcut::Enter);
    let draft = app.quick_creating().expect("the quick form");
    assert!(draft.all_day);
    assert_eq!(draft.start_date, "2026-10-22");
}

#[test]
fn in_the_week_up_and_down_go_by_the_hour_and_n_makes_an_event_there() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    assert_eq!(on(&app), button("10:00 to 11:30, Design review, Work"));
    press(&mut app, Shortcut::Right);
    assert_eq!(on(&app), button("09:00 to 10:00, free"));
    press(&mut app, Shortcut::Down);
    press(&mut app, Shortcut::Down);
    assert_eq!(on(&app), button("11:00 to 12:00, free"));
    press(&mut app, Shortcut::NewHere);
    let draft = app.quick_creating().expect("the quick form");
    assert!(!draft.all_day);
    assert_eq!(draft.start_date, "2026-10-22");
    assert_eq!(draft.start_time, "11:00");
}

#[test]
fn an_event_clicked_takes_the_grids_keyboard_with_it() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let club = app
        .loaded()
        .unwrap()
        .items
        .iter()
        .find(|i| i.title() == "Book club")
        .unwrap()
        .reference();
    let _ = app.update(Message::Show(club));
    assert_eq!(
        on(&app),
        button("18:00 to 20:00, Book club, Library, Personal, repeats")
    );
    // Enter now edits it, as Enter on the open event did.
    press(&mut app, Shortcut::Enter);
    assert_eq!(app.editing().map(|d| d.title.as_str()), Some("Book club"));
}

#[test]
fn the_weeks_hours_scroll_to_where_the_keyboard_goes() {
    use iced::keyboard::{key::Named, Key, Modifiers};
    use ui_support::window::{key_press, Window};
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let mut window = Window::new(SIZE.0, SIZE.1);
    let down = [key_press(
        Key::Named(Named::ArrowDown),
        Modifiers::empty(),
        None,
    )];
    let right = [key_press(
        Key::Named(Named::ArrowRight),
        Modifiers::empty(),
        None,
    )];
    window.keys(&mut app, &right);
    assert_eq!(window.ring_in_view(&app), Some(true), "09:00 is in view");
    for _ in 0..13 {
        window.keys(&mut app, &down);
    }
    assert_eq!(on(&app), button("22:00 to 23:00, free"));
    assert_eq!(
        window.ring_in_view(&app),
        Some(true),
        "22:00 scrolled into view"
    );
}

#[test]
fn a_screen_reader_puts_the_keyboard_on_a_day_or_a_dialogs_field() {
    use accesskit::Action;
    use ui_support::heard::act;
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    act(
        &mut app,
        "Friday, October 23, no events",
        Action::Focus,
        None,
    );
    assert_eq!(on(&app), cell("Friday, October 23, no events"));
    assert!(app.context().grid.as_ref().unwrap().shown, "the ring shows");
    act(
        &mut app,
        "10:30 to 11:30, Customer call, Work",
        Action::Focus,
        None,
    );
    assert_eq!(on(&app), button("10:30 to 11:30, Customer call, Work"));
    // In a dialog: its field.
    let _ = app.update(Message::Shortcut(Shortcut::New));
    act(&mut app, "Location", Action::Focus, None);
    assert_eq!(on(&app), (Role::TextInput, "Location".to_owned()));
    assert_eq!(
        app.focused(),
        Some(kairos::ui::widget::focus::Target::Field(
            kairos::ui::editor::LOCATION_ID
        ))
    );
}
