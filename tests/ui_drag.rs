//! Pointer gestures on the grids, driven by the simulator's real pointer
//! events (move, press, move, release) on seeded temp databases: dragging
//! a week event to move it, its bottom edge to resize it, under each scope
//! for a repeating event; dragging a month chip to another day; creating
//! by a click on an empty month cell, a double click or a sweep across
//! empty hours in the week. Checked in the store, with undo and redo.

mod ui_support;

use iced::mouse;
use iced::{Event, Point};
use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::{quick, App, Message};
use ui_support::*;

/// One hour in the week grid, in pixels.
const HOUR: f32 = kairos::ui::week::HOUR_HEIGHT;

enum Step {
    To(Point),
    Press,
    Release,
}

/// Runs pointer `steps` on one simulator of the current view, then the
/// messages they produced through `update`.
fn gesture(app: &mut App, steps: &[Step]) {
    let mut sim = simulator(app);
    for step in steps {
        let event = match step {
            Step::To(p) => {
                sim.point_at(*p);
                Event::Mouse(mouse::Event::CursorMoved { position: *p })
            }
            Step::Press => Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
            Step::Release => Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
        };
        let _ = sim.simulate([event]);
    }
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(app, messages);
}

/// A drag from `from` by `dy` pixels down and `dx` across. The pointer
/// arrives, is pressed, starts moving (the first motion is where the drag
/// is measured from, as for a touch), and is released at the end.
fn drag(app: &mut App, from: Point, dx: f32, dy: f32) {
    let to = Point::new(from.x + dx, from.y + dy);
    let start = Point::new(from.x + 0.5, from.y);
    gesture(
        app,
        &[
            Step::To(from),
            Step::Press,
            Step::To(start),
            Step::To(to),
            Step::Release,
        ],
    );
}

/// Where `label` is drawn (the first one), as its center.
fn at(app: &App, label: &str) -> Point {
    let mut sim = simulator(app);
    let all = texts(&mut sim);
    let b = places(&all, label)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{label} not drawn"));
    b.center()
}

/// The y of the hour line `label` ("10:00") in the week grid's gutter.
fn hour_line(app: &App, label: &str) -> f32 {
    let mut sim = simulator(app);
    let all = texts(&mut sim);
    places(&all, label)
        .into_iter()
        .min_by(|a, b| a.x.total_cmp(&b.x))
        .unwrap_or_else(|| panic!("{label} not drawn"))
        .y
}

/// Start–end of every occurrence of `title` between `from` and `to`.
fn spans(app: &App, title: &str, from: &str, to: &str) -> Vec<String> {
    app.store()
        .occurrences_in(instant(BERLIN, from), instant(BERLIN, to), None, BERLIN)
        .unwrap()
        .into_iter()
        .filter(|o| o.summary() == title)
        .map(|o| {
            let s = o.occurrence.start.instant_in(BERLIN).with_timezone(&BERLIN);
            let e = o.occurrence.end.instant_in(BERLIN).with_timezone(&BERLIN);
            format!("{}–{}", s.format("%m-%d %H:%M"), e.format("%H:%M"))
        })
        .collect()
}

fn undo_redo_round_trip(
    app: &mut App,
    before: &[String],
    after: &[String],
    read: impl Fn(&App) -> Vec<String>,
) {
    assert_eq!(read(app), after);
    let _ = app.update(Message::Shortcut(Shortcut::Undo));
    assert_eq!(read(app), before, "undo");
    let _ = app.update(Message::Shortcut(Shortcut::Redo));
    assert_eq!(read(app), after, "redo");
}

#[test]
fn dragging_a_week_event_moves_it_by_quarter_hours() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let read = |app: &App| spans(app, "Design review", "2026-10-19T00:00", "2026-10-26T00:00");
    let before = read(&app);
    assert_eq!(before, ["10-21 10:00–11:30"]);
    // 1 h 20 min down snaps to 1 h 15 min; one column right is Thursday.
    let title = at(&app, "Design review");
    let column = at(&app, "Thu 22").x - at(&app, "Wed 21").x;
    drag(&mut app, title, column, HOUR * 80.0 / 60.0);
    assert!(!app.prompting(), "a one-off event moves at once");
    undo_redo_round_trip(&mut app, &before, &["10-22 11:15–12:45".to_owned()], read);
}

#[test]
fn shift_drags_by_the_minute_and_esc_cancels_a_drag() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let read = |app: &App| spans(app, "Design review", "2026-10-19T00:00", "2026-10-26T00:00");
    let _ = app.update(Message::Modifiers(iced::keyboard::Modifiers::SHIFT));
    let title = at(&app, "Design review");
    drag(&mut app, title, 0.0, HOUR * 7.0 / 60.0);
    assert_eq!(read(&app), ["10-21 10:07–11:37"]);
    let _ = app.update(Message::Modifiers(iced::keyboard::Modifiers::empty()));
    // Pressed and moved, then Esc before the release: nothing changes.
    let title = at(&app, "Design review");
    gesture(
        &mut app,
        &[
            Step::To(title),
            Step::Press,
            Step::To(Point::new(title.x, title.y + 1.0)),
            Step::To(Point::new(title.x, title.y + HOUR)),
        ],
    );
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    gesture(&mut app, &[Step::Release]);
    assert_eq!(read(&app), ["10-21 10:07–11:37"]);
}

#[test]
fn dragging_the_bottom_edge_resizes() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let read = |app: &App| spans(app, "Design review", "2026-10-19T00:00", "2026-10-26T00:00");
    let before = read(&app);
    // The block is 90 minutes tall from the 10:00 line; the grip is its
    // last 5 px.
    let title = at(&app, "Design review");
    let edge = Point::new(title.x, hour_line(&app, "10:00") + HOUR * 1.5 - 2.5);
    drag(&mut app, edge, 0.0, HOUR / 2.0);
    undo_redo_round_trip(&mut app, &before, &["10-21 10:00–12:00".to_owned()], read);
}

/// Drags Tuesday 20's "Weekly sync" an hour later and answers the dialog
/// with `scope`; returns the occurrences before and after.
fn move_weekly_sync(scope: &str) -> (Vec<String>, Vec<String>) {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let read = |app: &App| spans(app, "Weekly sync", "2026-10-11T00:00", "2026-11-02T00:00");
    let before = read(&app);
    let title = at(&app, "Weekly sync");
    drag(&mut app, title, 0.0, HOUR);
    assert!(app.prompting(), "a repeating event asks which occurrences");
    click(&mut app, scope);
    let after = read(&app);
    undo_redo_round_trip(&mut app, &before, &after, read);
    (before, after)
}

#[test]
fn moving_only_this_occurrence() {
    let (before, after) = move_weekly_sync("Only this event");
    assert_eq!(
        before,
        [
            "10-11 09:00–09:30",
            "10-13 09:00–09:30",
            "10-18 09:00–09:30",
            "10-20 09:00–09:30",
            "10-25 09:00–09:30",
            "10-27 09:00–09:30",
            "11-01 09:00–09:30"
        ]
    );
    assert_eq!(
        after,
        [
            "10-11 09:00–09:30",
            "10-13 09:00–09:30",
            "10-18 09:00–09:30",
            "10-20 10:00–10:30",
            "10-25 09:00–09:30",
            "10-27 09:00–09:30",
            "11-01 09:00–09:30"
        ]
    );
}

#[test]
fn moving_this_and_following() {
    let (_, after) = move_weekly_sync("This and following events");
    assert_eq!(
        after,
        [
            "10-11 09:00–09:30",
            "10-13 09:00–09:30",
            "10-18 09:00–09:30",
            "10-20 10:00–10:30",
            "10-25 10:00–10:30",
            "10-27 10:00–10:30",
            "11-01 10:00–10:30"
        ]
    );
}

#[test]
fn moving_all_occurrences() {
    let (_, after) = move_weekly_sync("All events");
    assert_eq!(
        after,
        [
            "10-11 10:00–10:30",
            "10-13 10:00–10:30",
            "10-18 10:00–10:30",
            "10-20 10:00–10:30",
            "10-25 10:00–10:30",
            "10-27 10:00–10:30",
            "11-01 10:00–10:30"
        ]
    );
}

#[test]
fn resizing_one_occurrence_of_a_repeating_event() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let read = |app: &App| spans(app, "Weekly sync", "2026-10-19T00:00", "2026-10-26T00:00");
    let title = at(&app, "Weekly sync");
    let edge = Point::new(title.x, hour_line(&app, "09:00") + HOUR / 2.0 - 2.5);
    drag(&mut app, edge, 0.0, HOUR / 4.0);
    assert!(app.prompting());
    click(&mut app, "Only this event");
    assert_eq!(read(&app), ["10-20 09:00–09:45", "10-25 09:00–09:30"]);
}

#[test]
fn dragging_a_month_chip_to_another_day_keeps_its_time() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let read = |app: &App| spans(app, "Design review", "2026-10-01T00:00", "2026-11-01T00:00");
    let before = read(&app);
    let chip = at(&app, "10:00 Design review");
    // Two cells right, on the empty part of Friday the 23rd's cell.
    let column = at(&app, "Fri").x - at(&app, "Wed").x;
    drag(&mut app, chip, column, 0.0);
    undo_redo_round_trip(&mut app, &before, &["10-23 10:00–11:30".to_owned()], read);
    // A press and release in place is a click: the details open.
    let chip = at(&app, "10:00 Design review");
    gesture(&mut app, &[Step::To(chip), Step::Press, Step::Release]);
    assert_eq!(app.details_title(), Some("Design review"));
}

#[test]
fn a_click_on_an_empty_month_cell_quick_creates_an_all_day_event() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Month);
    // Below the day number of Tuesday the 27th.
    let number = {
        let mut sim = simulator(&app);
        let all = texts(&mut sim);
        places(&all, "27")
            .into_iter()
            .find(|b| b.x > 300.0)
            .unwrap()
    };
    let cell = Point::new(number.center_x() + 20.0, number.y + 50.0);
    gesture(&mut app, &[Step::To(cell), Step::Press, Step::Release]);
    let d = app.quick_creating().expect("the popover opens");
    assert!(d.all_day);
    assert_eq!(d.start_date, "2026-10-27");
    let mut sim = simulator(&app);
    sim.click(iced_test::selector::id(quick::QUICK_TITLE_ID))
        .unwrap();
    sim.typewrite("Bins out");
    let _ = sim.simulate(iced_test::simulator::tap_key(
        iced::keyboard::key::Named::Enter,
        None,
    ));
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert!(app.quick_creating().is_none());
    assert_eq!(
        agenda(app.store(), BERLIN, "2026-10-27T00:00", "2026-10-28T00:00"),
        ["2026-10-27T00:00 Bins out"]
    );
}

#[test]
fn a_double_click_or_a_sweep_in_the_week_quick_creates() {
    let db = TempDb::new();
    let mut app = app(db.open(), ViewKind::Week);
    let thursday = at(&app, "Thu 22").x;
    let hours_top = hour_line(&app, "01:00") - HOUR;
    // A double click at 14:10 gives 14:00–15:00.
    let p = Point::new(thursday, hours_top + HOUR * (14.0 + 10.0 / 60.0));
    gesture(
        &mut app,
        &[
            Step::To(p),
            Step::Press,
            Step::Release,
            Step::Press,
            Step::Release,
        ],
    );
    let d = app
        .quick_creating()
        .expect("double click opens the popover");
    assert_eq!(
        (
            d.start_date.as_str(),
            d.start_time.as_str(),
            d.end_time.as_str()
        ),
        ("2026-10-22", "14:00", "15:00")
    );
    let _ = app.update(Message::Quick(quick::Message::Cancel));
    // A sweep from 09:00 to 11:25 on Friday gives 09:00–11:30 (the end
    // to the nearest quarter hour).
    let friday = at(&app, "Fri 23").x;
    let from = Point::new(friday, hours_top + HOUR * 9.0 + 2.0);
    drag(&mut app, from, 0.0, HOUR * (2.0 + 25.0 / 60.0));
    let d = app.quick_creating().expect("a sweep opens the popover");
    assert_eq!(
        (
            d.start_date.as_str(),
            d.start_time.as_str(),
            d.end_time.as_str()
        ),
        ("2026-10-23", "09:00", "11:30")
    );
    // "More options" carries the span into the full editor.
    let _ = app.update(Message::Quick(quick::Message::Title("Offsite".into())));
    let _ = app.update(Message::Quick(quick::Message::More));
    let d = app.editing().expect("the editor opens");
    assert_eq!(
        (d.title.as_str(), d.end_time.as_str()),
        ("Offsite", "11:30")
    );
}

#[test]
fn dragging_an_all_day_bar_along_the_weeks_lane_moves_it_by_days() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let _ = app.update(Message::Header(kairos::ui::header::Message::Next));
    let read = |app: &App| {
        app.store()
            .events(None)
            .unwrap()
            .into_iter()
            .filter(|s| s.event.summary == "Autumn break")
            .map(|s| format!("{:?} {:?}", s.event.start, s.event.duration))
            .collect::<Vec<_>>()
    };
    let before = read(&app);
    assert_eq!(before, ["AllDay(2026-10-28) Days(3)"]);
    let bar = at(&app, "Autumn break");
    let column = at(&app, "Fri 30").x - at(&app, "Thu 29").x;
    drag(&mut app, bar, column, 0.0);
    assert!(!app.prompting());
    undo_redo_round_trip(
        &mut app,
        &before,
        &["AllDay(2026-10-29) Days(3)".to_owned()],
        read,
    );
    // A press and release on the bar is a click.
    let bar = at(&app, "Autumn break");
    gesture(&mut app, &[Step::To(bar), Step::Press, Step::Release]);
    assert_eq!(app.details_title(), Some("Autumn break"));
}

#[test]
fn someone_elses_meeting_says_why_it_does_not_move_while_dragged() {
    let (db, mut store) = seeded();
    seed_meetings(&mut store);
    let hint = "“Standup” is the organiser’s meeting: it does not move here.";
    for view in [ViewKind::Week, ViewKind::Month] {
        let mut app = app(db.open(), view);
        let read = |app: &App| spans(app, "Standup", "2026-10-19T00:00", "2026-10-26T00:00");
        let before = read(&app);
        let (label, tue, wed) = if view == ViewKind::Week {
            ("Standup", "Tue 20", "Wed 21")
        } else {
            ("08:00 Standup", "Tue", "Wed")
        };
        let from = at(&app, label);
        let column = at(&app, wed).x - at(&app, tue).x;
        let to = Point::new(from.x + 2.0 * column, from.y + HOUR);
        let start = Point::new(from.x + 0.5, from.y);
        gesture(
            &mut app,
            &[Step::To(from), Step::Press, Step::To(start), Step::To(to)],
        );
        assert!(app.pressing(), "{view:?}: the drag goes on");
        assert!(visible(&app, hint), "{view:?}: the window says why");
        if view == ViewKind::Week {
            let snapshot = simulator(&app)
                .snapshot(&iced::Theme::Light)
                .expect("renders");
            matches_snapshot("meeting-drag-held-light", &snapshot);
        }
        gesture(&mut app, &[Step::To(to), Step::Release]);
        assert!(!app.pressing());
        assert!(
            !visible(&app, hint),
            "{view:?}: the hint goes with the drag"
        );
        assert_eq!(read(&app), before, "{view:?}: it stayed");
        assert_eq!(app.error(), None, "{view:?}: no move was tried");
        assert_eq!(app.details_title(), Some("Standup"), "{view:?}");
    }
}
