//! The window's views, driven through `iced_test::Simulator` on seeded temp
//! databases: what is drawn where, and what clicks and typing do.
//!
//! Keyboard shortcuts come from a subscription (keys nothing else took),
//! which the simulator does not run; they are tested through the same
//! `shortcut` function the subscription calls, then `update`.

mod ui_support;

use iced::keyboard::{key::Named, Key, Modifiers};
use iced_test::selector;
use kairos::layout::{Shape, ViewKind};
use kairos::model::{EventDuration, EventTime};
use kairos::ui::keys::{shortcut, Shortcut};
use kairos::ui::Message;
use std::collections::BTreeSet;
use ui_support::*;

#[test]
fn month_view_puts_each_event_on_its_day() {
    let (_db, store) = seeded();
    let app = app(store, ViewKind::Month);
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    assert!(all.iter().any(|(t, _)| t == "October 2026"), "title");
    let grid = MonthGrid::read(&all, day(9, 28));
    // The weekly event stays at 09:00 on both sides of the DST change
    // (Sunday the 25th), on every Tuesday and Sunday of the grid.
    let sync: BTreeSet<_> = places(&all, "09:00 Weekly sync")
        .into_iter()
        .map(|b| grid.day_of(b))
        .collect();
    let expected: BTreeSet<_> = [
        day(10, 4),
        day(10, 6),
        day(10, 11),
        day(10, 13),
        day(10, 18),
        day(10, 20),
        day(10, 25),
        day(10, 27),
        day(11, 1),
        day(11, 3),
        day(11, 8),
    ]
    .into_iter()
    .collect();
    assert_eq!(sync, expected);
    // The overridden occurrence is drawn on the Friday it moved to, at
    // its new time, and not on the Thursday it left.
    let club: Vec<_> = places(&all, "18:00 Book club")
        .into_iter()
        .map(|b| grid.day_of(b))
        .collect();
    assert_eq!(club, vec![day(10, 16)]);
    assert!(
        places(&all, "19:00 Book club").is_empty(),
        "not on Thursday the 15th"
    );
    // Overlapping events both show on their day.
    for title in ["10:00 Design review", "10:30 Customer call"] {
        let at: Vec<_> = places(&all, title)
            .into_iter()
            .map(|b| grid.day_of(b))
            .collect();
        assert_eq!(at, vec![day(10, 21)], "{title}");
    }
    // The three-day all-day event is one bar starting on the 28th,
    // three columns wide.
    let bar: Vec<_> = places(&all, "Autumn break")
        .into_iter()
        .map(|b| grid.day_of(b))
        .collect();
    assert_eq!(bar, vec![day(10, 28)]);
    let Some(Shape::Month(layout)) = app.loaded().map(|l| &l.shape) else {
        panic!("month layout")
    };
    let bars: Vec<_> = layout.weeks.iter().flat_map(|w| &w.bars).collect();
    assert_eq!(bars.len(), 1);
    assert_eq!((bars[0].first_col, bars[0].span), (2, 3));
}

#[test]
fn week_view_keeps_wall_time_across_dst_and_puts_overlaps_side_by_side() {
    let (_db, store) = seeded();
    // Today's week is the week of the DST change: Oct 19 – 25.
    let app = app(store, ViewKind::Week);
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    assert!(
        all.iter().any(|(t, _)| t == "Oct 19 – 25, 2026"),
        "title: {all:?}"
    );
    let heading = |name: &str| places(&all, name)[0];
    let tue = heading("Tue 20");
    let sun = heading("Sun 25");
    let sync = places(&all, "Weekly sync");
    assert_eq!(sync.len(), 2, "{sync:?}");
    let (a, b) = (sync[0], sync[1]);
    // One on Tuesday, one on the DST Sunday, both at the same height:
    // 09:00 wall time on both days.
    let column = |r: iced::Rectangle| {
        [
            "Mon 19", "Tue 20", "Wed 21", "Thu 22", "Fri 23", "Sat 24", "Sun 25",
        ]
        .iter()
        .min_by_key(|n| (heading(n).center_x() - r.center_x()).abs() as i64)
        .copied()
        .unwrap()
    };
    assert_eq!(column(a), "Tue 20");
    assert_eq!(column(b), "Sun 25");
    assert!((a.y - b.y).abs() < 1.0, "{a:?} {b:?}");
    assert!(tue.x < sun.x);
    // Overlapping events on Wednesday share the column side by side.
    let review = places(&all, "Design review")[0];
    let call = places(&all, "Customer call")[0];
    assert_eq!(column(review), "Wed 21");
    assert!(
        review.x + review.width <= call.x + 1.0,
        "{review:?} {call:?}"
    );
    assert!(call.y > review.y, "the call starts half an hour later");
}

#[test]
fn navigation_by_buttons_and_keys() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let mut sim = simulator(&app);
    sim.click("›").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.period().anchor, day(11, 1));
    let mut sim = simulator(&app);
    assert!(sim.find("November 2026").is_ok());
    sim.click("Week").unwrap();
    sim.click("Today").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    let mut sim = simulator(&app);
    assert!(sim.find("Oct 19 – 25, 2026").is_ok());
    // The mini-month: a click on a day goes there.
    sim.click("9").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.period().anchor.to_string(), "2026-10-09");

    // Keys, as the keyboard subscription maps them.
    let key = |c: &str| shortcut(&Key::Character(c.into()), Modifiers::empty());
    assert_eq!(key("m"), Some(Shortcut::Show(ViewKind::Month)));
    assert_eq!(key("a"), Some(Shortcut::Show(ViewKind::Agenda)));
    assert_eq!(key("x"), None);
    assert_eq!(
        shortcut(&Key::Character("f".into()), Modifiers::CTRL),
        Some(Shortcut::Search)
    );
    assert_eq!(shortcut(&Key::Character("t".into()), Modifiers::CTRL), None);
    assert_eq!(
        shortcut(&Key::Character(",".into()), Modifiers::CTRL),
        Some(Shortcut::Preferences)
    );
    assert_eq!(
        shortcut(&Key::Named(Named::PageDown), Modifiers::empty()),
        Some(Shortcut::Next)
    );
    assert_eq!(
        shortcut(&Key::Named(Named::ArrowLeft), Modifiers::empty()),
        Some(Shortcut::Left)
    );
    assert_eq!(
        shortcut(&Key::Named(Named::PageUp), Modifiers::empty()),
        Some(Shortcut::Previous)
    );
    let _ = app.update(Message::Shortcut(key("m").unwrap()));
    let _ = app.update(Message::Shortcut(Shortcut::Next));
    assert_eq!(
        (app.period().kind, app.period().anchor),
        (ViewKind::Month, day(11, 1))
    );
    let _ = app.update(Message::Shortcut(Shortcut::Previous));
    let _ = app.update(Message::Shortcut(Shortcut::Previous));
    assert_eq!(app.period().anchor, day(9, 1));
    let _ = app.update(Message::Shortcut(key("t").unwrap()));
    assert_eq!(app.period().anchor, day(10, 21));
    let _ = app.update(Message::Shortcut(key("w").unwrap()));
    assert_eq!(app.period().kind, ViewKind::Week);
    // The view switch is remembered for the next start.
    assert_eq!(
        app.store().setting("view").unwrap().as_deref(),
        Some("Week")
    );
}

#[test]
fn clicking_an_event_shows_its_details_and_esc_closes_them() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let mut sim = simulator(&app);
    sim.click("18:00 Book club").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.details_title(), Some("Book club"));
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let shown: Vec<&str> = all.iter().map(|(t, _)| t.as_str()).collect();
    assert!(
        shown.contains(&"Friday, Oct 16, 2026, 18:00 – 20:00"),
        "{shown:?}"
    );
    assert!(
        shown.contains(&"Every month on the third Thursday"),
        "{shown:?}"
    );
    assert!(
        shown.contains(&"At the start"),
        "the calendar's default reminder: {shown:?}"
    );
    assert!(shown.contains(&"Library"));
    drop(sim);
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert_eq!(app.details_title(), None);
}

#[test]
fn a_full_day_offers_more_and_opens_the_day() {
    let (_db, mut store) = seeded();
    let personal = personal(&store);
    for h in 8..14 {
        store
            .create(
                personal,
                event(
                    &format!("Slot {h}"),
                    zoned(&format!("2026-10-22T{h:02}:00"), BERLIN),
                    minutes(30),
                    None,
                ),
            )
            .unwrap();
    }
    let mut app = app(store, ViewKind::Month);
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let more: Vec<&String> = all
        .iter()
        .map(|(t, _)| t)
        .filter(|t| t.ends_with(" more"))
        .collect();
    assert_eq!(more.len(), 1, "{more:?}");
    let label = more[0].clone();
    sim.click(label.as_str()).unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.open_day(), Some(day(10, 22)));
    let mut sim = simulator(&app);
    // The day's list names every event, including those cut from the cell.
    for h in 8..14 {
        assert!(sim.find(format!("Slot {h}")).is_ok(), "Slot {h}");
    }
}

#[test]
fn a_crowded_hour_in_the_week_says_how_many_more_and_opens_the_day() {
    let (_db, mut store) = seeded();
    let personal = personal(&store);
    // Seven meetings at 14:00 on Thursday: three are drawn side by side,
    // the other four are counted in the last sub-column.
    for n in 0..7 {
        store
            .create(
                personal,
                event(
                    &format!("Crowd {n}"),
                    zoned("2026-10-22T14:00", BERLIN),
                    minutes(60 + n),
                    None,
                ),
            )
            .unwrap();
    }
    let mut app = app(store, ViewKind::Week);
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let drawn = all.iter().filter(|(t, _)| t.starts_with("Crowd ")).count();
    assert_eq!(drawn, 3, "{all:?}");
    let marker = places(&all, "+4");
    assert_eq!(marker.len(), 1, "{all:?}");
    let thu = places(&all, "Thu 22")[0];
    let last_drawn = places(&all, "Crowd 4")[0];
    assert!(
        marker[0].x > last_drawn.x && (marker[0].center_x() - thu.center_x()).abs() < 80.0,
        "the marker sits right of the drawn ones, in Thursday: {marker:?} {last_drawn:?} {thu:?}"
    );
    sim.click("+4").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.open_day(), Some(day(10, 22)));
    let mut sim = simulator(&app);
    for n in 0..7 {
        assert!(sim.find(format!("Crowd {n}")).is_ok(), "Crowd {n}");
    }
}

#[test]
fn a_crowded_all_day_area_says_how_many_more_and_opens_the_day() {
    let (_db, mut store) = seeded();
    let personal = personal(&store);
    // Six all-day events on Wednesday need six lanes: the area draws three
    // and counts the other three on Wednesday, so the hours stay in view.
    for n in 0..6 {
        store
            .create(
                personal,
                event(
                    &format!("Fair {n}"),
                    EventTime::AllDay(day(10, 21)),
                    EventDuration::Days(1),
                    None,
                ),
            )
            .unwrap();
    }
    let mut app = app(store, ViewKind::Week);
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let drawn: Vec<_> = all.iter().filter(|(t, _)| t.starts_with("Fair ")).collect();
    assert_eq!(drawn.len(), 3, "{all:?}");
    let marker = places(&all, "+3");
    assert_eq!(marker.len(), 1, "{all:?}");
    let wed = places(&all, "Wed 21")[0];
    assert!(
        (marker[0].center_x() - wed.center_x()).abs() < 20.0,
        "the count is under Wednesday: {marker:?} {wed:?}"
    );
    assert!(
        drawn.iter().all(|(_, b)| b.y < marker[0].y),
        "the count is the area's last row: {drawn:?} {marker:?}"
    );
    sim.click("+3").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.open_day(), Some(day(10, 21)));
    let mut sim = simulator(&app);
    for n in 0..6 {
        assert!(sim.find(format!("Fair {n}")).is_ok(), "Fair {n}");
    }
}

#[test]
fn hiding_a_calendar_hides_its_events_and_is_saved() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let mut sim = simulator(&app);
    assert!(sim.find("10:00 Design review").is_ok());
    sim.click("Work").unwrap();
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    let mut sim = simulator(&app);
    assert!(sim.find("10:00 Design review").is_err());
    assert!(sim.find("10:30 Customer call").is_err());
    assert!(sim.find("09:00 Weekly sync").is_ok());
    let again = db.open();
    assert!(!again.calendar_by_name("Work").unwrap().visible);
}

#[test]
fn agenda_groups_days() {
    let (_db, store) = seeded();
    let app = app(store, ViewKind::Agenda);
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let shown: Vec<&str> = all.iter().map(|(t, _)| t.as_str()).collect();
    assert!(shown.contains(&"Today"));
    assert!(shown.contains(&"Sunday, October 25"), "{shown:?}");
    assert!(shown.contains(&"10:00 – 11:30"));
    let today = places(&all, "Today")[0];
    let review = places(&all, "Design review")[0];
    let sunday = places(&all, "Sunday, October 25")[0];
    assert!(today.y < review.y && review.y < sunday.y);
}

#[test]
fn search_finds_past_and_coming_events_from_any_view() {
    let (_db, mut store) = seeded();
    let mut call = event(
        "Call Anna",
        zoned("2026-12-02T16:00", BERLIN),
        minutes(30),
        None,
    );
    call.description = Some("About the dentist REFERRAL".into());
    store.create(personal(&store), call).unwrap();
    let old = event(
        "Dentist",
        zoned("2026-09-01T08:00", BERLIN),
        minutes(30),
        None,
    );
    store.create(personal(&store), old).unwrap();
    let mut app = app(store, ViewKind::Month).working_inline();
    // Three months ahead: the search starts from today all the same.
    for _ in 0..3 {
        let _ = app.update(Message::Shortcut(Shortcut::Next));
    }
    let mut sim = simulator(&app);
    sim.click(selector::id("search")).unwrap();
    sim.typewrite("book");
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(&mut app, messages);
    assert_eq!(app.query(), "book");
    assert_eq!(app.period().kind, ViewKind::Month, "the view stays");
    // The monthly club is one line: its next meeting, which repeats.
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let at = |all: &[(String, iced::Rectangle)], t: &str| {
        places(all, t)
            .first()
            .copied()
            .unwrap_or_else(|| panic!("{t}"))
    };
    let november = at(&all, "Thursday, November 19");
    assert!(at(&all, "1 match for “book”").y < november.y);
    assert!(at(&all, "Repeats — show all").y > november.y);
    assert!(places(&all, "Thursday, December 17").is_empty());
    drop(sim);
    // Enter opens the first: the next meeting.
    let _ = app.update(Message::Header(kairos::ui::header::Message::Submit));
    let selected = app.selected().expect("the first result is open");
    assert_eq!(
        selected.recurrence_id,
        rid("2026-11-19T19:00", BERLIN),
        "{selected:?}"
    );
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    // Every meeting, on asking: coming first, then the past, newest first
    // (the October one moved to Friday the 16th, then September's).
    click(&mut app, "Repeats — show all");
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    let november = at(&all, "Thursday, November 19");
    assert!(at(&all, "16 matches for “book”").y < november.y);
    assert!(at(&all, "Thursday, December 17").y > november.y);
    assert!(places(&all, "Weekly sync").is_empty());
    let results = app.search_results().expect("results");
    let dates =
        |days: &[kairos::layout::AgendaDay]| days.iter().map(|d| d.date).collect::<Vec<_>>();
    assert_eq!(
        dates(&results.upcoming).len(),
        14,
        "a year beyond the January looked at"
    );
    assert_eq!(dates(&results.upcoming)[0], day(11, 19));
    assert_eq!(dates(&results.past), [day(10, 16), day(9, 17)]);
    drop(sim);
    click(&mut app, "Show each series once");
    assert_eq!(app.search_results().map(|r| r.lines()), Some(1));
    // The place and the notes match too, whatever their case.
    for (text, title) in [("LIBRARY", "Book club"), ("referral", "Call Anna")] {
        let _ = app.update(Message::Header(kairos::ui::header::Message::Search(
            text.into(),
        )));
        let mut sim = simulator(&app);
        assert!(sim.find(title).is_ok(), "{text}");
    }
    // Past ones are drawn under "Past", after the coming ones.
    let _ = app.update(Message::Header(kairos::ui::header::Message::Search(
        "dentist".into(),
    )));
    let mut sim = simulator(&app);
    let all = texts(&mut sim);
    assert!(at(&all, "Call Anna").y < at(&all, "Past").y);
    assert!(at(&all, "Past").y < at(&all, "Dentist").y);
    assert!(at(&all, "2 matches for “dentist”").y < at(&all, "Call Anna").y);
    drop(sim);
    let _ = app.update(Message::Header(kairos::ui::header::Message::Search(
        "nothing like it".into(),
    )));
    let mut sim = simulator(&app);
    assert!(sim
        .find("No events match “nothing like it” between Oct 21, 2025 and Jan 1, 2028.")
        .is_ok());
    drop(sim);
    // Esc closes the details, then clears the search: the month is back.
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert_eq!(app.query(), "");
    let mut sim = simulator(&app);
    assert!(sim.find("January 2027").is_ok());
}

#[test]
fn an_agenda_opened_from_a_week_starts_on_its_first_day() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Week);
    let _ = app.update(Message::Shortcut(Shortcut::Next));
    let _ = app.update(Message::Shortcut(Shortcut::Show(ViewKind::Agenda)));
    // Now is Wednesday Oct 21; "›" shows Oct 26 – Nov 1.
    assert_eq!(app.period().anchor, day(10, 26));
    let mut sim = simulator(&app);
    assert!(sim.find("Wednesday, October 28").is_ok());
}

#[test]
fn first_run_creates_personal_and_shows_an_empty_state() {
    let db = TempDb::new();
    let app = app(db.open(), ViewKind::Agenda);
    let mut sim = simulator(&app);
    assert!(sim.find("Personal").is_ok());
    assert!(sim.find("Nothing planned in these days.").is_ok());
    assert!(app.error().is_none());
}

/// Runs `task` to its end here, feeding what it sends back through
/// `update`, and what that returns in turn.
fn settle(app: &mut kairos::ui::App, task: iced::Task<Message>) {
    let mut pending = vec![task];
    while let Some(task) = pending.pop() {
        let Some(stream) = iced_runtime::task::into_stream(task) else {
            continue;
        };
        let actions: Vec<_> =
            futures_lite::future::block_on(futures_lite::StreamExt::collect(stream));
        for action in actions {
            if let iced_runtime::Action::Output(message) = action {
                pending.push(app.update(message));
            }
        }
    }
}

/// The search runs on a thread of its own: `update` returns at once,
/// only the answer for the latest text is shown, and answers for texts
/// typed over, however late they come, change nothing.
#[test]
fn the_search_runs_off_the_window_thread_and_shows_the_latest_text_only() {
    let (_db, mut store) = seeded();
    let lunch = event(
        "Lunch at Café Müller",
        zoned("2026-10-23T12:30", BERLIN),
        minutes(60),
        None,
    );
    store.create(personal(&store), lunch).unwrap();
    let mut app = app(store, ViewKind::Month);
    let search = |app: &mut kairos::ui::App, text: &str| {
        app.update(Message::Header(kairos::ui::header::Message::Search(
            text.into(),
        )))
    };
    let first = search(&mut app, "c");
    let second = search(&mut app, "ca");
    let last = search(&mut app, "cafe mull");
    assert!(app.search_results().is_none(), "nothing before an answer");
    let shown = |app: &kairos::ui::App| app.search_results().map(|r| r.text.clone());
    settle(&mut app, last);
    assert_eq!(shown(&app).as_deref(), Some("cafe mull"));
    settle(&mut app, second);
    settle(&mut app, first);
    assert_eq!(shown(&app).as_deref(), Some("cafe mull"));
    assert!(visible(&app, "Lunch at Café Müller"));
    // Cleared: the month is back at once, and a late answer stays away.
    let late = search(&mut app, "lunch");
    let _ = search(&mut app, "");
    assert!(app.search_results().is_none());
    settle(&mut app, late);
    assert!(app.search_results().is_none());
    assert!(visible(&app, "October 2026"));
}

/// ↓ and ↑ go from event to event of the view in its order, showing each
/// in the details; the details' Edit (reached with F6 and Tab) opens it.
#[test]
fn arrow_keys_go_from_event_to_event_and_enter_opens_one() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let order: Vec<_> = app
        .loaded()
        .expect("the month is loaded")
        .items
        .iter()
        .map(|i| i.reference())
        .collect();
    assert!(order.len() >= 3, "{order:?}");
    let press = |app: &mut kairos::ui::App, s: Shortcut| {
        let _ = app.update(Message::Pressed(Some(s), None));
    };
    // Out of the grid (F6), the arrows step through the view's events.
    press(&mut app, Shortcut::Region { backward: false });
    press(&mut app, Shortcut::Down);
    assert_eq!(app.selected(), Some(&order[0]));
    press(&mut app, Shortcut::Down);
    press(&mut app, Shortcut::Down);
    assert_eq!(app.selected(), Some(&order[2]));
    press(&mut app, Shortcut::Up);
    assert_eq!(app.selected(), Some(&order[1]));
    let title = app.details_title().map(str::to_owned);
    // The keyboard is on the header (F6): Shift+F6 goes round to the
    // details, where Tab reaches Edit.
    press(&mut app, Shortcut::Region { backward: true });
    for _ in 0..12 {
        if app.scene().focus == Some(kairos::ui::screen::details::key("edit")) {
            break;
        }
        press(&mut app, Shortcut::Tab { backward: false });
    }
    press(&mut app, Shortcut::Enter);
    let editing = app.editing().expect("Enter on Edit opens the editor");
    assert_eq!(Some(editing.title.clone()), title);
    // From the last one, ↓ stays there.
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    for _ in 0..order.len() + 2 {
        press(&mut app, Shortcut::Down);
    }
    assert_eq!(app.selected(), order.last());
}

/// Keys typed right after Ctrl+F, before iced has moved the focus to the
/// field (the next turn of its loop), go into the search, in order.
#[test]
fn text_typed_right_after_ctrl_f_goes_into_the_search() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month).working_inline();
    let _ = app.update(Message::Pressed(Some(Shortcut::Search), None));
    for key in ["b", "o"] {
        let _ = app.update(Message::Pressed(None, Some(key.into())));
    }
    // "o" is no shortcut, but "m" is (the month view): typed ahead, it is
    // a letter of the search all the same.
    let _ = app.update(Message::Pressed(
        Some(Shortcut::Show(ViewKind::Month)),
        Some("o".into()),
    ));
    assert_eq!(app.query(), "boo");
    assert_eq!(app.search_results().map(|r| r.text.as_str()), Some("boo"));
    // Once the field reports typing, its own text rules.
    let _ = app.update(Message::Header(kairos::ui::header::Message::Search(
        "book".into(),
    )));
    let _ = app.update(Message::Pressed(
        Some(Shortcut::Show(ViewKind::Week)),
        Some("w".into()),
    ));
    assert_eq!(app.query(), "book");
    assert_eq!(app.period().kind, ViewKind::Week);
}
