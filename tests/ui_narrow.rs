//! The window at the sizes people run it at, down to a small side window
//! (500×400): every view keeps saying what it holds, the header keeps its
//! search field, a month day uses the room it has, and Esc in an open
//! menu closes only the menu.

mod ui_support;

use iced::keyboard::{key::Named, Key, Modifiers};
use iced::widget::Id;
use iced::{Point, Size};
use iced_test::{selector, Simulator};
use kairos::layout::ViewKind;
use kairos::model::OccurrenceRef;
use kairos::store::Store;
use kairos::ui::keys::Shortcut;
use kairos::ui::widget::reveal::SELECTED;
use kairos::ui::{header, App, Message};
use ui_support::window::{key_press, Window};
use ui_support::*;

/// An app on `store` in `view`, in a window `size` big.
fn sized(store: Store, view: ViewKind, size: (f32, f32)) -> App {
    let mut app = app(store, view);
    let _ = app.update(Message::Resized(Size::new(size.0, size.1)));
    app
}

/// Every text drawn in a window `size` big.
fn drawn(app: &App, size: (f32, f32)) -> Vec<String> {
    let mut sim = Simulator::with_size(
        kairos::ui::settings(),
        Size::new(size.0, size.1),
        app.view(),
    );
    texts(&mut sim).into_iter().map(|(t, _)| t).collect()
}

/// `count` one-hour events on Thursday 22 October, "Busy 0" onwards.
fn busy_day(store: &mut Store, count: u32) -> Vec<String> {
    let calendar = personal(store);
    (0..count)
        .map(|i| {
            let start = format!("2026-10-22T{:02}:00", 8 + i);
            let title = format!("Busy {i}");
            store
                .create(
                    calendar,
                    event(&title, zoned(&start, BERLIN), minutes(30), None),
                )
                .unwrap()
        })
        .collect()
}

/// The "+N more" drawn, as its number.
fn more(texts: &[String]) -> Option<usize> {
    texts.iter().find_map(|t| {
        t.strip_prefix('+')
            .and_then(|rest| rest.strip_suffix(" more"))
            .and_then(|n| n.parse().ok())
    })
}

/// A day of ten events in a 1400×900 window lists as many as its cell has
/// room for (it showed two and "+9 more" in a cell with room for more),
/// and "+N more" counts the rest exactly.
#[test]
fn a_busy_day_uses_the_room_its_cell_has() {
    let db = TempDb::new();
    let mut store = db.open();
    busy_day(&mut store, 10);
    let size = (1400.0, 900.0);
    let app = sized(store, ViewKind::Month, size);
    let texts = drawn(&app, size);
    let shown = texts.iter().filter(|t| t.contains("Busy")).count();
    let hidden = more(&texts).expect("a +N more");
    assert_eq!(shown + hidden, 10, "{texts:?}");
    // 900 px less the header and the weekday names, over six weeks: a
    // cell 136 px tall, its day number, and a line every 20 px.
    assert!(shown >= 4, "only {shown} of 10 shown: {texts:?}");
}

/// A week with a long all-day bar: a day beside it draws its own events in
/// the bar's line. At 800×600 (two lines a cell) Friday's two events
/// showed as "+2 more" under an empty line.
#[test]
fn a_day_beside_a_bar_shows_its_events() {
    let db = TempDb::new();
    let mut store = db.open();
    let calendar = personal(&store);
    let trip = event(
        "Trip",
        kairos::model::EventTime::AllDay(day(11, 2)),
        kairos::model::EventDuration::Days(3),
        None,
    );
    store.create(calendar, trip).unwrap();
    for (title, at) in [
        ("Dentist", "2026-11-06T09:00"),
        ("Dinner", "2026-11-06T19:00"),
    ] {
        store
            .create(calendar, event(title, zoned(at, BERLIN), minutes(60), None))
            .unwrap();
    }
    for size in [(800.0, 600.0), (1100.0, 750.0)] {
        let app = sized(db.open(), ViewKind::Month, size);
        let texts = drawn(&app, size);
        for title in ["Trip", "Dentist", "Dinner"] {
            assert!(
                texts.iter().any(|t| t.contains(title)),
                "{title} at {size:?}: {texts:?}"
            );
        }
        assert_eq!(more(&texts), None, "nothing hidden at {size:?}: {texts:?}");
    }
}

/// The selected event hidden behind "+N more" marks "+N more", and the
/// mark is brought into view as any selection is.
#[test]
fn more_is_marked_when_it_hides_the_open_event() {
    let db = TempDb::new();
    let mut store = db.open();
    let uids = busy_day(&mut store, 10);
    let size = (1100.0, 750.0);
    let mut app = sized(store, ViewKind::Month, size);
    let _ = app.update(Message::Open(OccurrenceRef {
        uid: uids[9].clone(),
        recurrence_id: rid("2026-10-22T17:00", BERLIN),
    }));
    assert_eq!(app.details_title(), Some("Busy 9"));
    let mut sim = Simulator::with_size(
        kairos::ui::settings(),
        Size::new(size.0, size.1),
        app.view(),
    );
    let mark = sim.find(Id::new(SELECTED)).expect("marked").bounds();
    let texts = texts(&mut sim);
    let marked: Vec<&String> = texts
        .iter()
        .filter(|(_, b)| mark.contains(b.center()))
        .map(|(t, _)| t)
        .collect();
    assert!(
        marked.iter().any(|t| t.ends_with(" more")),
        "the mark holds {marked:?}"
    );
}

/// Beside the details panel in a 500×400 window the agenda showed only
/// times: a line too narrow for the time's column puts it above the
/// title.
#[test]
fn the_agenda_beside_the_details_shows_titles_in_a_small_window() {
    let (_db, store) = seeded();
    let size = (500.0, 400.0);
    let mut app = sized(store, ViewKind::Agenda, size);
    for _ in 0..2 {
        let _ = app.update(Message::Pressed(Some(Shortcut::Down), None));
    }
    let open = app.details_title().expect("an event is open").to_owned();
    let mut window = Window::new(size.0, size.1);
    // Its title is drawn twice: in the list and as the panel's heading.
    let texts = drawn(&app, size);
    assert!(
        texts.iter().filter(|t| **t == open).count() >= 2,
        "{open} in the list: {texts:?}"
    );
    assert!(window.shows(&app, "Design review"), "{texts:?}");
}

/// The search field is drawn whole and wide enough to read at each size,
/// in each view (at 800 px it was cut by the window's edge to "Search ev").
#[test]
fn the_search_field_is_whole_at_every_size() {
    for (_, size) in FOUR_SIZES {
        for view in [ViewKind::Month, ViewKind::Week, ViewKind::Agenda] {
            let (_db, store) = seeded();
            let app = sized(store, view, size);
            let mut sim = Simulator::with_size(
                kairos::ui::settings(),
                Size::new(size.0, size.1),
                app.view(),
            );
            let field = sim
                .find(selector::id(header::SEARCH_ID))
                .expect("the search field")
                .bounds();
            assert!(
                field.width >= 150.0 && field.x + field.width <= size.0,
                "{view:?} at {size:?}: the search field is {field:?}"
            );
        }
    }
}

fn escape() -> Vec<iced::Event> {
    vec![key_press(
        Key::Named(Named::Escape),
        Modifiers::default(),
        None,
    )]
}

/// Esc with the import dialog's "Into" menu open closes the menu and
/// leaves the dialog; the next Esc closes the dialog.
#[test]
fn esc_in_an_open_menu_closes_only_the_menu() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let mut window = Window::new(SIZE.0, SIZE.1);
    let _ = app.update(Message::Shortcut(Shortcut::Import));
    let dialog = app.title();
    assert!(dialog.starts_with("Import"), "{dialog}");
    // The list is right of its label, which is 80 px wide.
    let label = window.text_bounds(&app, "Into").expect("the Into label");
    let list = Point::new(label.x + 80.0 + 30.0, label.center_y());
    window.click_at(&mut app, list);
    window.keys(&mut app, &escape());
    assert_eq!(app.title(), dialog, "Esc closed the menu only");
    window.keys(&mut app, &escape());
    assert_eq!(app.title(), "Kairos", "the next Esc closes the dialog");
    // With no menu open, one Esc closes the dialog.
    let _ = app.update(Message::Shortcut(Shortcut::Import));
    window.keys(&mut app, &escape());
    assert_eq!(app.title(), "Kairos");
}
