//! The screens' keyboard and layout behaviour, through the app's `update`
//! and the simulator: Tab and Shift+Tab through a dialog's fields and
//! buttons (with the task that moves iced's focus), Enter and Space on the
//! focused button, the scope question answered by arrows or digits, one
//! Esc, "Discard changes?", a toast that floats without moving the
//! grid under the pointer, and Tab scrolling what it reaches into view.

mod ui_support;

use iced::mouse;
use iced::widget::Id;
use iced::{Event, Point};
use kairos::layout::ViewKind;
use kairos::ui::editor::{LOCATION_ID, NOTES_ID, TITLE_ID};
use kairos::ui::keys::Shortcut;
use kairos::ui::widget::focus::Target;
use kairos::ui::{editor, header, preferences, quick, App, Message};
use ui_support::window::{key_press, tab, Window};
use ui_support::*;

fn tab_from(app: &mut App, field: Option<&'static str>, backward: bool) {
    let _ = app.update(Message::Tab {
        backward,
        from: field.map(Id::new),
    });
}

#[test]
fn tab_goes_through_the_editors_fields_then_its_buttons_and_enter_presses_them() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::New));
    assert_eq!(app.focused(), Some(Target::Field(TITLE_ID)));
    // Tab goes to the place at once (a key pressed right after it finds
    // the keyboard there), with the task that moves iced's focus.
    let tab = Message::Pressed(Some(Shortcut::Tab { backward: false }), None);
    let task = app.update(tab.clone());
    assert!(task.units() > 0, "Tab moves iced's focus");
    assert_eq!(app.focused(), Some(Target::Field(LOCATION_ID)));
    tab_from(&mut app, Some(LOCATION_ID), true);
    assert_eq!(app.focused(), Some(Target::Field(TITLE_ID)));
    // A click put the keyboard in the notes: Tab goes on from there, to
    // Cancel and then Save, where the ring is drawn.
    tab_from(&mut app, Some(NOTES_ID), false);
    assert_eq!(app.focused(), Some(Target::Button("cancel")));
    tab_from(&mut app, None, false);
    assert_eq!(app.focused(), Some(Target::Button("save")));
    // Enter on a Save that cannot save (no title yet) does nothing.
    let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    assert!(app.editing().is_some());
    let _ = app.update(Message::Editor(editor::Message::Title("Dentist".into())));
    tab_from(&mut app, Some(NOTES_ID), false);
    tab_from(&mut app, None, false);
    let _ = app.update(Message::Pressed(Some(Shortcut::Space), Some(" ".into())));
    assert!(app.editing().is_none(), "Space pressed Save");
    assert_eq!(app.toast(), Some("“Dentist” created"));
}

#[test]
fn one_esc_closes_an_unchanged_editor_and_a_changed_one_asks_first() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::New));
    // Esc from inside a field: iced's field takes it, the window still
    // gets it (see the key subscription), and one press closes.
    let _ = app.update(Message::Pressed(Some(Shortcut::Escape), None));
    assert!(app.editing().is_none());

    let before = dump(&db.path);
    let _ = app.update(Message::Shortcut(Shortcut::New));
    let _ = app.update(Message::Editor(editor::Message::Title("Half typed".into())));
    assert_eq!(app.title(), "New event — Kairos");
    let _ = app.update(Message::Pressed(Some(Shortcut::Escape), None));
    assert!(app.confirming_discard());
    assert!(visible(&app, "Discard changes?"));
    assert_eq!(app.title(), "Discard changes? — Kairos");
    assert_eq!(app.focused(), Some(Target::Button("keep-editing")));
    // Enter on Keep editing goes back to the form, as it was.
    let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    assert!(!app.confirming_discard());
    assert_eq!(app.editing().unwrap().title, "Half typed");
    // Esc, Tab to Discard, Enter: closed, nothing written.
    let _ = app.update(Message::Pressed(Some(Shortcut::Escape), None));
    tab_from(&mut app, None, false);
    assert_eq!(app.focused(), Some(Target::Button("discard")));
    let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    assert!(app.editing().is_none());
    assert_eq!(app.title(), "Kairos");
    assert_eq!(dump(&db.path), before, "nothing written");
}

#[test]
fn the_scope_question_answers_to_arrows_enter_and_digits() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let mut sim = simulator(&app);
    let chip = places(&texts(&mut sim), "18:00 Book club")
        .into_iter()
        .next()
        .expect("October's book club is drawn");
    drop(sim);
    click(&mut app, chip.center());
    assert_eq!(app.details_title(), Some("Book club"));
    let uid = app.selected().unwrap().uid.clone();
    let _ = app.update(Message::Shortcut(Shortcut::Delete));
    assert!(app.prompting());
    assert_eq!(app.focused(), Some(Target::Button("only-this")));
    // ↓ moves to "This and following", ↑ back; Esc changes nothing.
    let _ = app.update(Message::Pressed(Some(Shortcut::Down), None));
    assert_eq!(app.focused(), Some(Target::Button("following")));
    let _ = app.update(Message::Pressed(Some(Shortcut::Up), None));
    assert_eq!(app.focused(), Some(Target::Button("only-this")));
    let before = dump(&db.path);
    let _ = app.update(Message::Pressed(Some(Shortcut::Escape), None));
    assert!(!app.prompting());
    assert_eq!(dump(&db.path), before);
    // "1" answers "Only this event" at once.
    let _ = app.update(Message::Shortcut(Shortcut::Delete));
    let _ = app.update(Message::Pressed(None, Some("1".into())));
    assert!(!app.prompting());
    assert_eq!(app.toast(), Some("“Book club” deleted"));
    // Only that occurrence went: the series is still there.
    assert!(app.store().event(&uid).is_ok(), "the series stays");
    assert!(!visible(&app, "18:00 Book club"));
}

/// Presses and releases the left button at `p` in one simulator of the
/// current view, then runs what that produced.
fn click(app: &mut App, p: Point) {
    let mut sim = simulator(app);
    sim.point_at(p);
    let _ = sim.simulate([
        Event::Mouse(mouse::Event::CursorMoved { position: p }),
        Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)),
        Event::Mouse(mouse::Event::ButtonReleased(mouse::Button::Left)),
    ]);
    let messages: Vec<Message> = sim.into_messages().collect();
    apply(app, messages);
}

#[test]
fn a_click_on_an_event_while_the_toast_shows_opens_that_event() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    // The lowest, rightmost chip: the last week's Sunday, near where the
    // toast appears.
    let lowest = |app: &App| {
        let mut sim = simulator(app);
        places(&texts(&mut sim), "09:00 Weekly sync")
            .into_iter()
            .max_by(|a, b| (a.y, a.x).partial_cmp(&(b.y, b.x)).unwrap())
            .expect("weekly sync drawn")
    };
    let without = lowest(&app);
    let _ = app.update(Message::Header(header::Message::Undo));
    let toast = app
        .toast()
        .expect("a toast says what was undone")
        .to_owned();
    assert!(visible(&app, &toast));
    let with = lowest(&app);
    assert_eq!(with, without, "the toast does not move the grid");
    click(&mut app, with.center());
    assert_eq!(app.details_title(), Some("Weekly sync"));
    assert!(app.quick_creating().is_none(), "no “New event” popover");
}

/// One Esc never throws away a typed title: it asks, Esc again (or Keep
/// editing) goes back to the title, Discard drops it; with no title Esc
/// just closes.
#[test]
fn esc_in_the_quick_popover_asks_before_dropping_a_title() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let open = |app: &mut kairos::ui::App| {
        let _ = app.update(Message::Month(kairos::ui::month::Message::Press(day(
            10, 22,
        ))));
        let _ = app.update(Message::Month(kairos::ui::month::Message::Release));
        assert!(app.quick_creating().is_some());
    };
    open(&mut app);
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(app.quick_creating().is_none(), "nothing typed: closed");
    open(&mut app);
    let _ = app.update(Message::Quick(quick::Message::Title("Lunch".into())));
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert_eq!(
        app.quick_creating().map(|d| d.title.as_str()),
        Some("Lunch")
    );
    assert!(visible(&app, "Discard “Lunch”?"));
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    assert!(visible(&app, "Lunch"), "back to the title");
    assert!(!visible(&app, "Discard “Lunch”?"));
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    ui_support::click(&mut app, "Discard");
    assert!(app.quick_creating().is_none(), "discarded");
    assert!(app
        .store()
        .events(None)
        .unwrap()
        .iter()
        .all(|e| e.event.summary != "Lunch"));
}

#[test]
fn tab_in_the_quick_popover_reaches_its_buttons() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Month(kairos::ui::month::Message::Press(day(
        10, 22,
    ))));
    let _ = app.update(Message::Month(kairos::ui::month::Message::Release));
    assert!(app.quick_creating().is_some());
    let _ = app.update(Message::Quick(quick::Message::Title("Lunch".into())));
    tab_from(&mut app, Some(quick::QUICK_TITLE_ID), false);
    tab_from(&mut app, None, false);
    tab_from(&mut app, None, false);
    let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    assert!(app.quick_creating().is_none(), "Enter pressed Save");
    assert_eq!(app.toast(), Some("“Lunch” created"));
}

#[test]
fn an_existing_events_edited_form_asks_before_esc_throws_it_away() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Agenda);
    let mut sim = simulator(&app);
    let line = places(&texts(&mut sim), "Design review")
        .into_iter()
        .next()
        .expect("the design review is listed");
    drop(sim);
    click(&mut app, line.center());
    assert_eq!(app.details_title(), Some("Design review"));
    let _ = app.update(Message::Details(kairos::ui::details::Message::Edit));
    assert_eq!(app.editing().unwrap().title, "Design review");
    let before = dump(&db.path);
    // Unchanged, one Esc closes it.
    let _ = app.update(Message::Pressed(Some(Shortcut::Escape), None));
    assert!(app.editing().is_none());
    let _ = app.update(Message::Details(kairos::ui::details::Message::Edit));
    let _ = app.update(Message::Editor(editor::Message::Title(
        "Design review v2".into(),
    )));
    let _ = app.update(Message::Pressed(Some(Shortcut::Escape), None));
    assert!(app.confirming_discard());
    assert!(visible(&app, "Discard changes?"));
    assert_eq!(dump(&db.path), before, "nothing written while it asks");
    let _ = app.update(Message::Editor(editor::Message::Discard));
    assert!(app.editing().is_none());
    assert_eq!(dump(&db.path), before, "nothing written");
}

/// Tab until the keyboard is on `target`; how many presses it took.
fn tab_to(app: &mut App, target: Target) -> usize {
    for presses in 1..=60 {
        tab_from(app, None, false);
        if app.focused() == Some(target) {
            return presses;
        }
    }
    panic!("Tab never reached {target:?}");
}

/// A repeating event with a reminder, made with the keyboard alone: Tab
/// reaches the pick lists, the checkbox and the reminder presets; ↓ picks
/// a choice, Space presses a preset, Enter saves.
#[test]
fn a_repeating_event_with_a_reminder_is_made_by_keyboard() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::New));
    let _ = app.update(Message::Editor(editor::Message::Title("Swim".into())));
    tab_from(&mut app, Some(TITLE_ID), false);
    assert_eq!(app.focused(), Some(Target::Field(LOCATION_ID)));
    assert_eq!(tab_to(&mut app, Target::Button("calendar")), 1);
    assert_eq!(tab_to(&mut app, Target::Button("all-day")), 1);
    // Space ticks the checkbox, and again unticks it.
    for all_day in [true, false] {
        let _ = app.update(Message::Pressed(Some(Shortcut::Space), Some(" ".into())));
        assert_eq!(app.editing().map(|d| d.all_day), Some(all_day));
    }
    // The start, the end and the zone, then Repeat.
    assert_eq!(tab_to(&mut app, Target::Button("repeat")), 6);
    let down = Message::Pressed(Some(Shortcut::Down), None);
    let _ = app.update(down.clone());
    let _ = app.update(down);
    assert_eq!(
        app.editing().map(|d| d.repeat.kind),
        Some(kairos::draft::RepeatKind::Weekdays)
    );
    let _ = app.update(Message::Pressed(Some(Shortcut::Up), None));
    assert_eq!(
        app.editing().map(|d| d.repeat.kind),
        Some(kairos::draft::RepeatKind::Daily)
    );
    // "15 min" is the fourth preset.
    tab_to(&mut app, Target::Item("preset", 3));
    let _ = app.update(Message::Pressed(Some(Shortcut::Space), Some(" ".into())));
    // The new reminder's × is reachable too; Save last.
    tab_to(&mut app, Target::Button("save"));
    assert!(app.editing().is_some());
    let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    assert!(app.editing().is_none(), "Enter pressed Save");
    let saved = app
        .store()
        .events(None)
        .unwrap()
        .into_iter()
        .find(|e| e.event.summary == "Swim")
        .expect("saved");
    assert_eq!(saved.event.rrule.as_deref(), Some("FREQ=DAILY"));
    assert_eq!(
        saved.event.reminders,
        kairos::model::Reminders::Own(vec![kairos::model::Reminder::Before(
            chrono::Duration::minutes(15)
        )])
    );
}

/// Preferences by keyboard: Tab goes through every pick list, the zone's
/// search field and what it suggests, my addresses, the week numbers' switch and the
/// appearance buttons; ↓, Space and Enter change them.
#[test]
fn preferences_are_worked_by_keyboard() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let _ = app.update(Message::Shortcut(Shortcut::Preferences));
    let order = [
        Target::Button("language"),
        Target::Button("weekday"),
        Target::Button("clock"),
        Target::Button("open-in"),
        Target::Field(preferences::ZONE_ID),
        Target::Field(preferences::ADDRESSES_ID),
        Target::Button("length"),
        Target::Button("reminder"),
        Target::Button("all-day-reminder"),
        Target::Button("week-numbers"),
        Target::Item("theme", 0),
        Target::Item("theme", 1),
        Target::Item("theme", 2),
        Target::Button("cancel"),
        Target::Button("save"),
    ];
    for target in order {
        tab_from(&mut app, None, false);
        assert_eq!(app.focused(), Some(target));
    }
    tab_to(&mut app, Target::Button("clock"));
    let _ = app.update(Message::Pressed(Some(Shortcut::Down), None));
    tab_to(&mut app, Target::Button("week-numbers"));
    let _ = app.update(Message::Pressed(Some(Shortcut::Space), Some(" ".into())));
    // A city typed into the zone's field (as iced hands it over), then Tab
    // to the first zone it suggests, and Enter.
    tab_to(&mut app, Target::Field(preferences::ZONE_ID));
    let typed = preferences::Message::ZoneTyped("new yo".into());
    let _ = app.update(Message::Preferences(typed));
    tab_from(&mut app, Some(preferences::ZONE_ID), false);
    assert_eq!(app.focused(), Some(Target::Item("zone-suggestions", 0)));
    let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    tab_to(&mut app, Target::Button("save"));
    let _ = app.update(Message::Pressed(Some(Shortcut::Enter), None));
    assert!(app.context().week_numbers, "the switch was turned on");
    assert_eq!(app.context().viewer, chrono_tz::America::New_York);
    assert_eq!(
        app.context().locale.hour_cycle,
        kairos::layout::HourCycle::H12,
        "the clock's next choice after the locale's is 12-hour"
    );
}

/// Go to a date by keyboard: Ctrl+G opens on the month shown, the arrows
/// walk the months (on into the next year), Enter goes there.
#[test]
fn go_to_a_date_is_a_few_arrow_keys_away() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let shown = app.period().anchor;
    let _ = app.update(Message::Shortcut(Shortcut::GoTo));
    assert_eq!(app.focused(), Some(Target::Button("m10")), "{shown}");
    let press = |app: &mut App, s| {
        let _ = app.update(Message::Pressed(Some(s), None));
    };
    // → three times: November, December, January of the next year.
    for _ in 0..3 {
        press(&mut app, Shortcut::Right);
    }
    assert_eq!(app.focused(), Some(Target::Button("m1")));
    // ↓ a row: April; ← a month: March.
    press(&mut app, Shortcut::Down);
    press(&mut app, Shortcut::Left);
    assert_eq!(app.focused(), Some(Target::Button("m3")));
    press(&mut app, Shortcut::Enter);
    assert_eq!(
        app.period().anchor,
        chrono::NaiveDate::from_ymd_opt(2027, 3, 1).unwrap(),
        "the view went to March of the next year"
    );
    assert_eq!(app.focused(), None, "the dialog closed");
}

/// A zone search that matches nothing says so, and Enter then changes
/// nothing.
#[test]
fn a_zone_search_that_matches_nothing_changes_nothing() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let zone = app.context().viewer;
    let _ = app.update(Message::Shortcut(Shortcut::Preferences));
    let typed = preferences::Message::ZoneTyped("Atlantis".into());
    let _ = app.update(Message::Preferences(typed));
    assert!(visible(
        &app,
        "No zone has that name; try a city such as “Berlin” or “New York”"
    ));
    let _ = app.update(Message::Preferences(preferences::Message::ZoneFirst));
    let _ = app.update(Message::Preferences(preferences::Message::Save));
    assert_eq!(app.context().viewer, zone);
}

/// A click into the search field gives it the keyboard without telling
/// the app; the pointer coming over the field does, so the search thread
/// reads ahead for a mouse user as it does after Ctrl+F.
#[test]
fn the_pointer_on_the_search_field_readies_the_search() {
    let (_db, store) = seeded();
    let app = app(store, ViewKind::Month);
    let mut sim = simulator(&app);
    let search = Id::new(header::SEARCH_ID);
    let mut field = None;
    let _ = sim.find(|c: iced_test::selector::Candidate<'_>| {
        if let iced_test::selector::Candidate::TextInput {
            id: Some(id),
            visible_bounds: Some(b),
            ..
        } = c
        {
            if *id == search {
                field = Some(b.center());
            }
        }
        None::<()>
    });
    let field = field.expect("the search field is drawn");
    sim.point_at(field);
    let _ = sim.simulate([Event::Mouse(mouse::Event::CursorMoved { position: field })]);
    let messages: Vec<Message> = sim.into_messages().collect();
    assert!(
        messages
            .iter()
            .any(|m| matches!(m, Message::Header(header::Message::NearSearch))),
        "{messages:?}"
    );
    let mut h = header::Header::default();
    let (_, event) = h.update(header::Message::NearSearch, app.context());
    assert_eq!(event, Some(header::Event::WillSearch));
}

/// Tab onto a zone suggestion below the fold of Preferences in a
/// 500×400 window scrolls it into view; Tab on to Save keeps Save in
/// view, and Shift+Tab back to the first control scrolls up to it.
#[test]
fn tab_scrolls_preferences_to_the_control_it_reaches() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let mut window = Window::new(500.0, 400.0);
    let _ = app.update(Message::Shortcut(Shortcut::Preferences));
    let typed = preferences::Message::ZoneTyped("america".into());
    let _ = app.update(Message::Preferences(typed));
    let last = "America/Argentina/Buenos Aires";
    assert!(
        !window.shows(&app, last),
        "the sixth suggestion starts below the fold"
    );
    // From the zone field: through the six suggestions.
    let _ = app.update(Message::Preferences(preferences::Message::Ring(
        Target::Field(preferences::ZONE_ID),
    )));
    for _ in 0..6 {
        window.send(&mut app, &tab(false));
    }
    assert!(
        matches!(app.focused(), Some(Target::Item(_, 5))),
        "{:?}",
        app.focused()
    );
    assert!(window.shows(&app, last), "Tab scrolled to the suggestion");
    // On to Save, at the end of the form.
    while app.focused() != Some(Target::Button("save")) {
        window.send(&mut app, &tab(false));
    }
    assert!(window.shows(&app, "Save"));
    assert!(!window.shows(&app, "Language"), "the top is scrolled away");
    // Shift+Tab round to the first control: back up.
    while app.focused() != Some(Target::Button("language")) {
        window.send(&mut app, &tab(true));
    }
    assert!(window.shows(&app, "Language"));
}

/// In a 500×400 window every stop Tab reaches in the event form (a
/// weekly event with reminders: weekday toggles, presets, the custom
/// reminder) and in Preferences is scrolled into view as it is reached.
#[test]
fn every_stop_tab_reaches_in_a_small_window_is_in_view() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let mut window = Window::new(500.0, 400.0);
    let _ = app.update(Message::Shortcut(Shortcut::New));
    let weekly = editor::Message::Repeat(kairos::draft::RepeatKind::Weekly);
    let _ = app.update(Message::Editor(weekly));
    window.tab_round(&mut app, 40);
    let _ = app.update(Message::Editor(editor::Message::Discard));
    assert!(app.editing().is_none());
    let _ = app.update(Message::Shortcut(Shortcut::Preferences));
    let typed = preferences::Message::ZoneTyped("america".into());
    let _ = app.update(Message::Preferences(typed));
    window.tab_round(&mut app, 30);
}

/// `t` in the week already shown brings now into view, on the clock of
/// the zone chosen in Preferences: 10:00 in Berlin is 17:00 in Tokyo, below
/// the hours the week shows first. The hour column names the zone.
#[test]
fn today_in_the_week_shown_scrolls_to_now_in_the_chosen_zone() {
    use iced::keyboard::{Key, Modifiers};
    let (_db, mut store) = seeded();
    store
        .set_setting(kairos::store::preferences::key::ZONE, "Asia/Tokyo")
        .unwrap();
    // As the window starts: the saved choices over the defaults.
    let settings = kairos::ui::Settings {
        view: ViewKind::Week,
        window_size: SIZE,
        locale: kairos::layout::Locale::default(),
        ..kairos::ui::Settings::load(&store).unwrap()
    };
    let mut app = App::new(store, BERLIN, settings, now());
    let mut window = Window::new(SIZE.0, SIZE.1);
    // The hour column says which zone its hours are in.
    assert!(window.shows(&app, "JST"));
    assert!(window.shows(&app, "03:00"));
    assert!(!window.shows(&app, "17:00"));
    let t = key_press(Key::Character("t".into()), Modifiers::empty(), Some("t"));
    window.keys(&mut app, &[t]);
    assert!(window.shows(&app, "17:00"), "now is in view");
    // On Tokyo's clock: Berlin's now (10:00) would have shown 09:00.
    assert!(!window.shows(&app, "09:00"));
}
