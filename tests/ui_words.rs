//! Words for people in the window: toasts name occurrences on the viewer's
//! clock, the details show an event's own zone when it is not the
//! viewer's, and a rule in words rather than its RRULE.

mod ui_support;

use kairos::layout::ViewKind;
use kairos::ui::keys::Shortcut;
use kairos::ui::Message;
use ui_support::*;

#[test]
fn undo_names_the_occurrence_on_the_viewers_clock() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    click(&mut app, "Weekly sync");
    click(&mut app, "Delete");
    click(&mut app, "Only this event");
    let _ = app.update(Message::Shortcut(Shortcut::Undo));
    assert_eq!(
        app.toast(),
        Some("Undone: delete “Weekly sync” on Tue, Oct 20, 09:00")
    );
}

#[test]
fn details_show_the_events_own_zone_and_its_rule_in_words() {
    let (_db, mut store) = seeded();
    let mut call = event(
        "NY call",
        zoned("2026-10-22T09:00", chrono_tz::America::New_York),
        minutes(60),
        Some("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1"),
    );
    call.location = None;
    store.create(personal(&store), call).unwrap();
    let mut app = app(store, ViewKind::Month);
    click(&mut app, "15:00 NY call");
    // 09:00 in New York is 15:00 in Berlin that week.
    assert!(visible(
        &app,
        "Thursday, Oct 22, 2026, 15:00 – 16:00\n09:00 – 10:00 New York time"
    ));
    assert!(visible(&app, "Every month on the last weekday"));
    // An event in the viewer's own zone says nothing more.
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    click(&mut app, "10:00 Design review");
    assert!(visible(&app, "Wednesday, Oct 21, 2026, 10:00 – 11:30"));
}

#[test]
fn a_short_week_event_shows_its_title_on_one_line_and_its_time_on_hover() {
    let (_db, mut store) = seeded();
    store
        .create(
            personal(&store),
            event(
                "Quick sync with the platform team",
                zoned("2026-10-22T11:00", BERLIN),
                minutes(15),
                None,
            ),
        )
        .unwrap();
    let app = app(store, ViewKind::Week);
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let (title, at) = all
        .iter()
        .find(|(t, _)| t.starts_with("Quick sync"))
        .cloned()
        .expect("the title is drawn");
    assert!(title.ends_with('…'), "{title}");
    assert!(at.height < 20.0, "one line: {at:?}");
    // Hovering it draws its time: the picture changes where hovering an
    // empty hour does not.
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("week");
    let hover = |sim: &mut iced_test::Simulator<'_, Message>, p: iced::Point| {
        sim.point_at(p);
        let _ = sim.simulate([iced::Event::Mouse(iced::mouse::Event::CursorMoved {
            position: p,
        })]);
        sim.snapshot(&iced::Theme::Light)
            .unwrap()
            .matches_image(&base)
            .unwrap()
    };
    let empty = iced::Point::new(at.center().x, at.y + 150.0);
    assert!(hover(&mut sim, empty), "the first picture is the baseline");
    assert!(hover(&mut sim, iced::Point::new(empty.x, empty.y + 20.0)));
    assert!(!hover(&mut sim, at.center()), "the tooltip is drawn");
}
