//! The keyboard through the window's parts: F6 from the header to the
//! sidebar, the main view and the details and round; Tab through a part's
//! controls and on to the next part; Enter and Space press what the ring
//! is on; the arrows walk the mini-month's days. The tree's focus follows.

mod ui_support;

use accesskit::{Action, Role, Toggled};
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::{App, Message};
use ui_support::heard::{act, focused, heard, node, walk};
use ui_support::*;

fn press(app: &mut App, s: Shortcut) {
    let _ = app.update(Message::Pressed(Some(s), None));
}

fn f6(app: &mut App) {
    press(app, Shortcut::Region { backward: false });
}

fn tab(app: &mut App) {
    press(app, Shortcut::Tab { backward: false });
}

/// What the tree's focus is on: its role and name.
fn on(app: &App) -> (Role, String) {
    focused(&heard(app).0).expect("a focus")
}

/// Whether a dialog is open, as heard.
fn has_dialog(app: &App) -> bool {
    let (tree, _) = heard(app);
    let mut all = Vec::new();
    walk(tree.state().root(), &mut all);
    all.iter().any(|n| n.role() == Role::Dialog)
}

fn button(name: &str) -> (Role, String) {
    (Role::Button, name.to_owned())
}

/// Tabs until the focus is on `want`, failing after `most` presses.
fn tab_to(app: &mut App, want: (Role, &str), most: usize) {
    for _ in 0..most {
        let (role, name) = on(app);
        if role == want.0 && name == want.1 {
            return;
        }
        tab(app);
    }
    panic!("Tab never reached {want:?}; the focus is on {:?}", on(app));
}

#[test]
fn f6_goes_round_the_header_the_sidebar_the_grid_and_the_details() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    // Enter on today's first event opens its details.
    press(&mut app, Shortcut::Enter);
    assert!(app.selected().is_some());
    let grid = button("10:00 to 11:30, Design review, Work");
    assert_eq!(on(&app), grid);
    f6(&mut app);
    assert_eq!(on(&app), button("Close"));
    assert!(app.context().grid.is_none(), "the grid let the keyboard go");
    f6(&mut app);
    assert_eq!(on(&app), button("Today"));
    f6(&mut app);
    assert_eq!(on(&app), button("New event"));
    f6(&mut app);
    assert_eq!(on(&app), grid);
    // Shift+F6 goes back the same way.
    press(&mut app, Shortcut::Region { backward: true });
    assert_eq!(on(&app), button("New event"));
    press(&mut app, Shortcut::Region { backward: true });
    assert_eq!(on(&app), button("Today"));
}

#[test]
fn the_header_is_worked_by_tab_and_enter_and_reaches_the_search() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    press(&mut app, Shortcut::Tab { backward: true });
    // Back from the day's first event: the day; back again: the sidebar's
    // last control; Shift+F6 then goes back to the header.
    press(&mut app, Shortcut::Tab { backward: true });
    assert_eq!(on(&app), button("Preferences"));
    press(&mut app, Shortcut::Region { backward: true });
    assert_eq!(on(&app), button("Today"));
    // Out of the grid the arrows do what they always did: ↑/↓ go from
    // event to event (the ring stays where it is).
    press(&mut app, Shortcut::Down);
    assert!(app.selected().is_some(), "↓ opened the month's first event");
    assert_eq!(on(&app), button("Today"), "the ring stayed");
    tab(&mut app);
    assert_eq!(on(&app), button("Previous"));
    press(&mut app, Shortcut::Enter);
    let name = heard(&app).0.state().root().label().unwrap_or_default();
    assert_eq!(name, "Kairos — September 2026");
    // Undo and Redo have nothing to do: Tab passes them by.
    tab_to(&mut app, (Role::RadioButton, "Week"), 6);
    press(&mut app, Shortcut::Space);
    assert_eq!(app.context().period.kind, ViewKind::Week);
    tab(&mut app);
    tab(&mut app);
    assert_eq!(on(&app), (Role::TextInput, "Search events".to_owned()));
    // Past the search field, on to the sidebar.
    tab(&mut app);
    assert_eq!(on(&app), button("New event"));
}

#[test]
fn space_in_the_sidebar_hides_a_calendar_and_enter_opens_its_settings() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    f6(&mut app);
    f6(&mut app);
    assert_eq!(on(&app), button("New event"));
    tab_to(&mut app, (Role::CheckBox, "Work"), 20);
    press(&mut app, Shortcut::Space);
    let work = app.context().calendars.iter().find(|c| c.name == "Work");
    assert!(!work.unwrap().visible, "Space hid the calendar");
    let (tree, _) = heard(&app);
    assert_eq!(node(&tree, "Work").toggled(), Some(Toggled::False));
    // The ring stays on it; its "···" is next.
    assert_eq!(on(&app), (Role::CheckBox, "Work".to_owned()));
    tab(&mut app);
    assert_eq!(on(&app), button("Calendar Work"));
    press(&mut app, Shortcut::Enter);
    assert!(has_dialog(&app), "Enter opened the calendar's dialog");
}

#[test]
fn the_mini_month_is_one_stop_whose_days_the_arrows_walk() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    f6(&mut app);
    f6(&mut app);
    tab(&mut app);
    tab(&mut app);
    tab(&mut app);
    // New event, ‹, ›, then the month's one stop: today.
    assert_eq!(
        on(&app),
        (Role::Cell, "Today, Wednesday, October 21".to_owned())
    );
    press(&mut app, Shortcut::Right);
    assert_eq!(on(&app), (Role::Cell, "Thursday, October 22".to_owned()));
    // Two weeks down: into November, which the mini-month now shows.
    press(&mut app, Shortcut::Down);
    press(&mut app, Shortcut::Down);
    assert_eq!(on(&app), (Role::Cell, "Thursday, November 5".to_owned()));
    let (tree, _) = heard(&app);
    let grid = node(&tree, "Choose a day");
    let mini = grid.children().find(|c| c.role() == Role::Grid).unwrap();
    assert_eq!(mini.children().count(), 6, "six weeks");
    assert!(mini.children().all(|w| w.children().count() == 7));
    // The view stays until Enter.
    let name = |app: &App| heard(app).0.state().root().label().unwrap_or_default();
    assert_eq!(name(&app), "Kairos — October 2026");
    press(&mut app, Shortcut::Enter);
    assert_eq!(name(&app), "Kairos — November 2026");
    assert_eq!(on(&app), (Role::Cell, "Thursday, November 5".to_owned()));
    // The view paged (PageDown): the keyboard's day goes with the month.
    press(&mut app, Shortcut::Next);
    assert_eq!(name(&app), "Kairos — December 2026");
    assert!(
        matches!(on(&app), (Role::Cell, ref n) if n.contains("December")),
        "{:?}",
        on(&app)
    );
    // Tab goes on past the month, not through its other days.
    tab(&mut app);
    assert_eq!(on(&app), button("Add a calendar"));
}

#[test]
fn the_details_buttons_are_reached_and_the_ring_comes_back_when_they_close() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    press(&mut app, Shortcut::Enter);
    f6(&mut app);
    tab_to(&mut app, (Role::Button, "Edit"), 10);
    press(&mut app, Shortcut::Enter);
    assert!(has_dialog(&app), "Enter on Edit opened the editor");
    press(&mut app, Shortcut::Escape);
    assert!(!has_dialog(&app));
    // Esc closes the panel the ring is in: the grid takes the keyboard.
    // (Shift+Tab from Edit, back to the panel's first control.)
    for _ in 0..10 {
        if on(&app) == button("Close") {
            break;
        }
        press(&mut app, Shortcut::Tab { backward: true });
    }
    assert_eq!(on(&app), button("Close"));
    press(&mut app, Shortcut::Escape);
    assert!(app.selected().is_none());
    assert!(app.context().ring.is_none());
    assert_eq!(on(&app), button("10:00 to 11:30, Design review, Work"));
}

#[test]
fn a_screen_reader_gives_a_sidebar_control_the_keyboard() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    act(&mut app, "Preferences", Action::Focus, None);
    assert_eq!(on(&app), button("Preferences"));
    assert!(app.context().grid.is_none());
    press(&mut app, Shortcut::Enter);
    assert!(has_dialog(&app), "Enter opened Preferences");
    // The search field takes iced's focus too.
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    act(&mut app, "Search events", Action::Focus, None);
    assert_eq!(on(&app), (Role::TextInput, "Search events".to_owned()));
}
