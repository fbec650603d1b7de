//! Where the window's controls are drawn, as a screen reader is told: the
//! window's look over its laid-out widgets (`widget::placed`), checked
//! against iced's own selector over the same view, and the tree's parts
//! placed from it.

mod ui_support;

use accesskit::Rect;
use iced::advanced::renderer::Headless;
use iced::advanced::widget::operation::{Operation, Outcome};
use iced::{Rectangle, Size};
use iced_runtime::user_interface::{Cache, UserInterface};
use iced_test::selector::Candidate;
use kairos::a11y::{Bounds, Key};
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::screen::{header, sidebar};
use kairos::ui::widget::focus::Target;
use kairos::ui::widget::placed::{self, Places};
use kairos::ui::{App, Message};
use ui_support::heard::{heard, node};
use ui_support::*;

/// The window's look, as it runs after a change: over the view laid out
/// at the test window's size.
fn look(app: &App) -> Places {
    // The simulator loads the bundled fonts, so both lay out alike.
    let _ = simulator(app);
    let mut renderer = iced::futures::executor::block_on(<iced::Renderer as Headless>::new(
        kairos::ui::theme::FONT,
        iced::Pixels(16.0),
        Some("tiny-skia"),
    ))
    .expect("a headless renderer");
    let mut ui = UserInterface::build(
        app.view(),
        Size::new(SIZE.0, SIZE.1),
        Cache::default(),
        &mut renderer,
    );
    let mut collect = app.look();
    ui.operate(
        &renderer,
        &mut iced::advanced::widget::operation::black_box(&mut collect),
    );
    match collect.finish() {
        Outcome::Some(places) => places,
        _ => panic!("the look found nothing"),
    }
}

/// Where iced's own selector finds the container of part `key` drawn.
fn drawn(app: &App, key: Key) -> Rectangle {
    let id = placed::id(key);
    let mut sim = simulator(app);
    sim.find(|c: Candidate<'_>| match c {
        Candidate::Container {
            id: Some(found),
            visible_bounds: Some(b),
            ..
        } if *found == id => Some(b),
        _ => None,
    })
    .expect("the control is drawn")
}

fn same(b: Bounds, r: Rectangle) -> bool {
    let near = |a: f64, b: f32| (a - f64::from(b)).abs() < 0.5;
    near(b.x, r.x) && near(b.y, r.y) && near(b.width, r.width) && near(b.height, r.height)
}

fn rect(b: Bounds) -> Rect {
    Rect::new(b.x, b.y, b.x + b.width, b.y + b.height)
}

#[test]
fn the_header_and_sidebar_controls_are_where_iced_draws_them() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let places = look(&app);
    for key in [
        header::key("today"),
        header::key("next"),
        header::key("search"),
        sidebar::key("new"),
        sidebar::key("preferences"),
        sidebar::day_key(day(10, 21)),
    ] {
        let at = places.parts.get(&key).copied().expect("placed");
        let iced = drawn(&app, key);
        assert!(same(at, iced), "{at:?} is not {iced:?}");
    }
    let today = places.parts[&header::key("today")];
    assert!(today.y < f64::from(header::HEIGHT) && today.width > 20.0);
    // Put on the tree: the part is where its control is.
    let _ = app.update(Message::Placed(None, places.clone()));
    let (tree, _) = heard(&app);
    assert_eq!(node(&tree, "Today").data().bounds(), Some(rect(today)));
    let new = places.parts[&sidebar::key("new")];
    assert_eq!(node(&tree, "New event").data().bounds(), Some(rect(new)));
}

#[test]
fn the_control_with_the_keyboard_in_a_dialog_is_placed_by_its_ring() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::New));
    // Tab past the title and the place to the calendar's list: its ring
    // is the mark.
    for _ in 0..2 {
        let _ = app.update(Message::Pressed(
            Some(Shortcut::Tab { backward: false }),
            None,
        ));
    }
    let focus = app.scene().focus.expect("a stop has the keyboard");
    let places = look(&app);
    let at = places.focus.expect("the ring's control found");
    // The fields, found by their ids, are placed too.
    let title = places
        .parts
        .iter()
        .find(|(k, _)| {
            **k == kairos::ui::widget::heard::key(
                "Editor",
                Target::Field(kairos::ui::screen::editor::TITLE_ID),
            )
        })
        .map(|(_, b)| *b)
        .expect("the title field placed");
    assert!(
        title.width > 100.0 && title.y < at.y,
        "{title:?} above {at:?}"
    );
    let _ = app.update(Message::Placed(Some(focus), places));
    let (tree, _) = heard(&app);
    let focused = tree.state().focus().expect("a focus");
    assert_eq!(focused.data().bounds(), Some(rect(at)));
    // Inside the dialog's card, not at the window's corner.
    assert!(at.y > 0.0 && at.x > 0.0, "{at:?}");
    // A look taken for another part is not put on this one.
    let _ = app.update(Message::Pressed(
        Some(Shortcut::Tab { backward: false }),
        None,
    ));
    let (tree, _) = heard(&app);
    let moved = tree.state().focus().expect("a focus");
    assert_ne!(moved.data().bounds(), Some(rect(at)));
}

#[test]
fn the_weeks_events_are_placed_where_they_are_drawn_in_the_hours() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let name = "09:00 to 09:30, Weekly sync, Personal, repeats";
    let (tree, _) = heard(&app);
    assert_eq!(node(&tree, name).data().bounds(), None, "not yet looked");
    let weekly = app
        .loaded()
        .unwrap()
        .items
        .iter()
        .find(|i| i.title() == "Weekly sync")
        .map(|i| (i.first_day(), i.reference()))
        .expect("the weekly sync this week");
    let key = kairos::a11y::event_key(weekly.0, &weekly.1);
    let places = look(&app);
    let at = places.parts.get(&key).copied().expect("placed");
    assert!(same(at, drawn(&app, key)), "{at:?}");
    // Below the header and the all-day row, in the hours.
    assert!(
        at.y > f64::from(header::HEIGHT) && at.height > 10.0,
        "{at:?}"
    );
    let _ = app.update(Message::Placed(None, places));
    let (tree, _) = heard(&app);
    assert_eq!(node(&tree, name).data().bounds(), Some(rect(at)));
}

#[test]
fn the_agendas_events_are_placed() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Agenda);
    let design = app
        .loaded()
        .unwrap()
        .items
        .iter()
        .find(|i| i.title() == "Design review")
        .map(|i| (i.first_day(), i.reference()))
        .expect("today's design review");
    let key = kairos::a11y::event_key(design.0, &design.1);
    let places = look(&app);
    let at = places.parts.get(&key).copied().expect("placed");
    assert!(same(at, drawn(&app, key)), "{at:?}");
    let _ = app.update(Message::Placed(None, places));
    let (tree, _) = heard(&app);
    let name = "10:00 to 11:30, Design review, Work";
    assert_eq!(node(&tree, name).data().bounds(), Some(rect(at)));
}

#[test]
fn every_control_of_the_dialog_on_top_is_placed() {
    for open in [
        Shortcut::GoTo,
        Shortcut::New,
        Shortcut::Preferences,
        Shortcut::Import,
        Shortcut::Export,
    ] {
        let (_db, store) = seeded();
        let mut app = app(store, ViewKind::Month);
        let _ = app.update(Message::Shortcut(open));
        let places = look(&app);
        let _ = app.update(Message::Placed(None, places));
        let (tree, _) = heard(&app);
        let mut all = Vec::new();
        ui_support::heard::walk(tree.state().root(), &mut all);
        let dialog = all
            .iter()
            .find(|n| n.role() == accesskit::Role::Dialog)
            .expect("the dialog");
        let unplaced: Vec<String> = dialog
            .children()
            .filter(|c| c.data().bounds().is_none())
            .map(|c| c.label().unwrap_or_default())
            .collect();
        assert!(unplaced.is_empty(), "{open:?}: not placed: {unplaced:?}");
    }
}

#[test]
fn after_a_look_every_part_of_each_view_is_somewhere() {
    for view in [ViewKind::Month, ViewKind::Week, ViewKind::Agenda] {
        let (_db, store) = seeded();
        let mut app = app(store, view);
        // An event's details open (Enter on the grid's; ↓ in the agenda).
        let open = if view == ViewKind::Agenda {
            Shortcut::Down
        } else {
            Shortcut::Enter
        };
        let _ = app.update(Message::Pressed(Some(open), None));
        assert!(app.selected().is_some(), "{view:?}: an event is open");
        let places = look(&app);
        let _ = app.update(Message::Placed(None, places));
        let (tree, _) = heard(&app);
        let mut all = Vec::new();
        ui_support::heard::walk(tree.state().root(), &mut all);
        let nowhere: Vec<String> = all
            .iter()
            .filter(|n| n.data().bounds().is_none())
            // The notice, with nothing to say, is not drawn.
            .filter(|n| !(n.role() == accesskit::Role::Status && n.label().is_none()))
            .map(|n| format!("{:?} {:?}", n.role(), n.label().unwrap_or_default()))
            .collect();
        assert!(nowhere.is_empty(), "{view:?}: nowhere: {nowhere:?}");
    }
}

#[test]
fn the_weeks_all_day_bars_are_on_their_lanes() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let _ = app.update(Message::Shortcut(Shortcut::Next));
    let places = look(&app);
    let _ = app.update(Message::Placed(None, places));
    let (tree, _) = heard(&app);
    let name = "Wednesday, October 28 to Friday, October 30, all day, Autumn break, Personal";
    let mut all = Vec::new();
    ui_support::heard::walk(tree.state().root(), &mut all);
    let bars: Vec<Rect> = all
        .iter()
        .filter(|n| n.label().as_deref() == Some(name))
        .map(|n| n.data().bounds().expect("a bar's place"))
        .collect();
    assert_eq!(bars.len(), 3, "a part on each of its days");
    // Where the bar's title is drawn is inside the first day's part.
    let mut sim = simulator(&app);
    let drawn = ui_support::places(&texts(&mut sim), "Autumn break");
    let title = drawn.first().expect("the bar's title drawn");
    let (x, y) = (f64::from(title.center_x()), f64::from(title.center_y()));
    assert!(
        bars.iter()
            .any(|b| b.x0 <= x && x <= b.x1 && b.y0 <= y && y <= b.y1),
        "{title:?} in none of {bars:?}"
    );
}

/// Whether the drawn `text` is inside the part named `name`.
fn drawn_inside(app: &App, text: &str, name: &str) -> bool {
    let (tree, _) = heard(app);
    let b = node(&tree, name).data().bounds().expect("a place");
    let mut sim = simulator(app);
    ui_support::places(&texts(&mut sim), text).iter().any(|t| {
        let (x, y) = (f64::from(t.center_x()), f64::from(t.center_y()));
        b.x0 <= x && x <= b.x1 && b.y0 <= y && y <= b.y1
    })
}

#[test]
fn the_months_events_are_where_drawn_also_under_a_banner() {
    use kairos::store::health::{Health, Verdict};
    let (db, store) = seeded();
    let name = "10:00 to 11:30, Design review, Work";
    let mut app = app(store, ViewKind::Month);
    assert!(drawn_inside(&app, "10:00 Design review", name), "no banner");
    // A damaged file: the banner pushes the month down.
    let found = chrono::Utc::now();
    Health::after(None, found, Verdict::Damaged(vec!["Page 27".into()]))
        .write(&db.path)
        .unwrap();
    let _ = app.update(Message::Heard(kairos::ui::Heard::Damaged));
    assert!(app.error().is_some(), "the banner shows");
    let places = look(&app);
    let _ = app.update(Message::Placed(None, places));
    assert!(
        drawn_inside(&app, "10:00 Design review", name),
        "under the banner"
    );
}

#[test]
fn every_part_of_the_search_results_is_somewhere() {
    use kairos::ui::screen::header;
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month).working_inline();
    let _ = app.update(Message::Header(header::Message::Search("e".into())));
    assert!(app.search_results().is_some());
    let places = look(&app);
    let _ = app.update(Message::Placed(None, places));
    let (tree, _) = heard(&app);
    let list = node(&tree, "Search results");
    let mut all = Vec::new();
    ui_support::heard::walk(list, &mut all);
    assert!(all.len() > 5, "results listed");
    let nowhere: Vec<String> = all
        .iter()
        .filter(|n| n.data().bounds().is_none())
        .map(|n| format!("{:?} {:?}", n.role(), n.label()))
        .collect();
    assert!(nowhere.is_empty(), "nowhere: {nowhere:?}");
}
