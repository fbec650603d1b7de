//! The window as a screen reader hears it, without a window: the tree the
//! app publishes, read with `accesskit_consumer` as the platform adapter
//! reads it, and a screen reader's actions sent back through it.

mod ui_support;

use accesskit::{Action, Live, Role, Toggled};
use kairos::layout::ViewKind;
use kairos::ui::Message;
use ui_support::heard::{focused, heard, node, parts, press, set_value, walk};
use ui_support::*;

/// Whether the tree has a part with this role and name.
fn has(all: &[(Role, String)], role: Role, name: &str) -> bool {
    all.iter().any(|(r, n)| *r == role && n == name)
}

#[test]
fn the_month_is_a_grid_of_days_with_their_events_in_words() {
    let (_db, store) = seeded();
    let app = app(store, ViewKind::Month);
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(has(&all, Role::Window, "Kairos — October 2026"), "{all:?}");
    assert!(has(&all, Role::Grid, "Month"));
    assert!(
        has(&all, Role::Cell, "Today, Wednesday, October 21, 2 events"),
        "{all:?}"
    );
    assert!(has(&all, Role::Cell, "Thursday, October 22, no events"));
    assert!(has(
        &all,
        Role::Button,
        "10:00 to 11:30, Design review, Work"
    ));
    assert!(has(
        &all,
        Role::Button,
        "10:30 to 11:30, Customer call, Work"
    ));
    // The moved occurrence of a monthly event, with its place and rule.
    assert!(
        has(
            &all,
            Role::Button,
            "18:00 to 20:00, Book club, Library, Personal, repeats"
        ),
        "{all:?}"
    );
    // A three-day event is a part of each of its days.
    let trip: Vec<_> = all
        .iter()
        .filter(|(_, n)| n.contains("Autumn break"))
        .collect();
    assert_eq!(trip.len(), 3, "{trip:?}");
    assert_eq!(
        trip[0].1,
        "Wednesday, October 28 to Friday, October 30, all day, Autumn break, Personal"
    );
    // The events of a day are the parts of its cell.
    let cell = node(&tree, "Today, Wednesday, October 21, 2 events");
    let inside: Vec<String> = cell.children().filter_map(|c| c.label()).collect();
    assert_eq!(
        inside,
        [
            "10:00 to 11:30, Design review, Work",
            "10:30 to 11:30, Customer call, Work"
        ]
    );
    // Each is where it is drawn: on the lines under the day's number,
    // inside its cell.
    let day = cell.data().bounds().expect("the cell's place");
    let lines: Vec<_> = cell
        .children()
        .map(|e| e.data().bounds().expect("an event's place"))
        .collect();
    let number = f64::from(kairos::ui::screen::month::DAY_NUMBER);
    let line = f64::from(kairos::ui::screen::month::LINE);
    assert_eq!(lines[0].y0, day.y0 + number, "{day:?} {lines:?}");
    assert_eq!(lines[1].y0, lines[0].y1, "one line below the other");
    assert_eq!(lines[0].y1 - lines[0].y0, line);
    assert!(lines
        .iter()
        .all(|b| b.x0 == day.x0 && b.x1 == day.x1 && b.y1 <= day.y1));
    // The trip is on the first line of its days, as its bar is drawn.
    let trip_day = node(&tree, "Wednesday, October 28, one event");
    let bar = trip_day.children().next().unwrap().data().bounds().unwrap();
    let top = trip_day.data().bounds().unwrap().y0 + number;
    assert_eq!(bar.y0, top);
}

#[test]
fn every_part_that_does_something_has_a_role_a_name_and_an_action() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    press(&mut app, "New event");
    let (tree, answers) = heard(&app);
    let mut all = Vec::new();
    walk(tree.state().root(), &mut all);
    let doing = [
        Role::Button,
        Role::CheckBox,
        Role::RadioButton,
        Role::Cell,
        Role::ComboBox,
    ];
    let mut checked = 0;
    for node in all.iter().filter(|n| doing.contains(&n.role())) {
        let name = node.label().unwrap_or_default();
        assert!(
            !name.trim().is_empty(),
            "a {:?} without a name",
            node.role()
        );
        if node.is_disabled() {
            continue;
        }
        assert!(
            node.data().supports_action(Action::Click),
            "{name:?} cannot be pressed"
        );
        assert!(
            answers.click(node.locate().0).is_some(),
            "{name:?} sends nothing"
        );
        checked += 1;
    }
    assert!(checked > 80, "only {checked} parts do something");
    // Fields take a typed value.
    let title = node(&tree, "Title");
    assert_eq!(title.role(), Role::TextInput);
    assert!(title.data().supports_action(Action::SetValue));
}

#[test]
fn a_screen_reader_makes_an_event_through_the_tree() {
    let (db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    press(&mut app, "New event");
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(has(&all, Role::Dialog, "New event"), "{all:?}");
    assert!(has(&all, Role::Window, "New event — Kairos"));
    // The dialog opens on its title, and the tree's focus is there.
    assert_eq!(focused(&tree), Some((Role::TextInput, "Title".to_owned())));
    set_value(&mut app, "Title", "Lunch with Ana");
    let (tree, _) = heard(&app);
    let title = node(&tree, "Title");
    assert_eq!(title.value().as_deref(), Some("Lunch with Ana"));
    // Tab moves the focus, and the tree's follows it.
    let _ = app.update(Message::Tab {
        backward: false,
        from: None,
    });
    let (tree, _) = heard(&app);
    assert_eq!(
        focused(&tree),
        Some((Role::TextInput, "Location".to_owned()))
    );
    press(&mut app, "Save");
    let store = db.open();
    let titles = agenda(&store, BERLIN, "2026-10-21T00:00", "2026-10-22T00:00");
    assert!(
        titles.iter().any(|t| t.ends_with("Lunch with Ana")),
        "{titles:?}"
    );
    // Saved: the dialog is gone, the notice says so (a polite live
    // region), and Undo says what it would undo.
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(!all.iter().any(|(r, _)| *r == Role::Dialog), "{all:?}");
    assert!(
        has(&all, Role::Button, "Undo create “Lunch with Ana”"),
        "{all:?}"
    );
    let notice = tree
        .state()
        .root()
        .children()
        .find(|n| n.role() == Role::Status);
    let notice = notice.expect("the notice");
    assert_eq!(notice.live(), Live::Polite);
    assert!(!notice.label().unwrap_or_default().is_empty());
}

#[test]
fn an_event_pressed_opens_its_details_read_line_by_line() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    press(
        &mut app,
        "18:00 to 20:00, Book club, Library, Personal, repeats",
    );
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(has(&all, Role::Complementary, "Details"), "{all:?}");
    assert!(has(&all, Role::Heading, "Book club"));
    assert!(has(&all, Role::Label, "Location: Library"), "{all:?}");
    assert!(
        all.iter()
            .any(|(r, n)| *r == Role::Label && n.starts_with("Repeats: ")),
        "{all:?}"
    );
    assert!(has(&all, Role::Button, "Edit"));
    assert!(has(&all, Role::Button, "Delete"));
    // The event is marked as the one open.
    let club = node(
        &tree,
        "18:00 to 20:00, Book club, Library, Personal, repeats",
    );
    assert_eq!(club.is_selected(), Some(true));
}

#[test]
fn the_toolbar_switches_views_and_the_week_and_agenda_are_read() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(has(&all, Role::Toolbar, "Toolbar"));
    assert!(has(&all, Role::Button, "October 2026, go to a date"));
    let month = node(&tree, "Month");
    assert_eq!(month.role(), Role::RadioButton);
    assert_eq!(month.toggled(), Some(Toggled::True));

    press(&mut app, "Week");
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(has(&all, Role::Grid, "Week"), "{all:?}");
    assert!(
        has(&all, Role::Window, "Kairos — Oct 19 – 25, 2026"),
        "{all:?}"
    );
    assert!(
        has(&all, Role::Cell, "Sunday, October 25, one event"),
        "{all:?}"
    );
    // Sunday's weekly sync is at 09:00 on the viewer's clock, after DST.
    assert!(has(
        &all,
        Role::Button,
        "09:00 to 09:30, Weekly sync, Personal, repeats"
    ));

    // The next week: the autumn break is in the all-day row, its own row
    // above the hours' columns, and not in a column.
    press(&mut app, "Next");
    let (tree, _) = heard(&app);
    let break_name = "Wednesday, October 28 to Friday, October 30, all day, Autumn break, Personal";
    let row = node(&tree, "All day");
    assert_eq!(row.role(), Role::Row);
    let cells: Vec<_> = row.children().collect();
    assert_eq!(cells.len(), 7, "a cell per day");
    let wednesday = cells
        .iter()
        .find(|c| c.label().as_deref() == Some("All day, Wednesday, October 28, one event"))
        .unwrap_or_else(|| panic!("{:?}", parts(&tree)));
    assert!(wednesday
        .children()
        .any(|e| e.label().as_deref() == Some(break_name)));
    let mut all_parts = Vec::new();
    walk(tree.state().root(), &mut all_parts);
    let columns = all_parts.iter().filter(|n| {
        n.role() == Role::Cell
            && n.label()
                .is_some_and(|l| l.starts_with("Wednesday, October 28"))
    });
    for c in columns {
        assert!(
            !c.children()
                .any(|e| e.label().as_deref() == Some(break_name)),
            "the all-day event is not in the hours' column"
        );
    }

    press(&mut app, "Today");
    press(&mut app, "Agenda");
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(has(&all, Role::List, "Agenda"), "{all:?}");
    assert!(has(
        &all,
        Role::Heading,
        "Today, Wednesday, October 21, 2 events"
    ));
    assert!(has(
        &all,
        Role::Button,
        "10:00 to 11:30, Design review, Work"
    ));
}

#[test]
fn calendars_are_check_boxes_that_show_and_hide_their_events() {
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let (tree, _) = heard(&app);
    let work = node(&tree, "Work");
    assert_eq!(work.role(), Role::CheckBox);
    assert_eq!(work.toggled(), Some(Toggled::True));
    press(&mut app, "Work");
    let (tree, _) = heard(&app);
    let all = parts(&tree);
    assert!(
        has(&all, Role::Cell, "Today, Wednesday, October 21, no events"),
        "{all:?}"
    );
    let work = node(&tree, "Work");
    assert_eq!(work.toggled(), Some(Toggled::False));
}

#[test]
fn every_event_of_a_crowded_day_is_reachable() {
    use kairos::ui::keys::Shortcut;
    let (_db, mut store) = seeded();
    let personal = personal(&store);
    // Twelve at once: more than a cell or the week's columns draw.
    for i in 0..12 {
        let start = zoned("2026-10-22T09:00", BERLIN);
        let e = event(&format!("Slot {i}"), start, minutes(30), None);
        store.create(personal, e).unwrap();
    }
    let mut app = app(store, ViewKind::Month);
    // As drawn: the events that fit, then "+N more".
    let (tree, _) = heard(&app);
    let cell = node(&tree, "Thursday, October 22, 12 events");
    let inside: Vec<String> = cell.children().filter_map(|c| c.label()).collect();
    let more = inside.last().unwrap();
    assert!(
        more.starts_with('+') && more.ends_with("more"),
        "{inside:?}"
    );
    let drawn = inside.len() - 1;
    assert!(drawn < 12, "{inside:?}");
    assert_eq!(more, &format!("+{} more", 12 - drawn));
    // "+N more" is heard as collapsed; Expand opens the whole day.
    let n = node(&tree, more).data();
    assert!(n.supports_action(Action::Expand));
    assert_eq!(n.is_expanded(), Some(false));
    let more = more.clone();
    ui_support::heard::act(&mut app, &more, Action::Expand, None);
    assert_eq!(
        app.open_day(),
        chrono::NaiveDate::from_ymd_opt(2026, 10, 22)
    );
    let _ = app.update(Message::Shortcut(Shortcut::Escape));
    // The keyboard's day holds every event.
    let right = Message::Pressed(Some(Shortcut::Right), None);
    let _ = app.update(right.clone());
    let (tree, _) = heard(&app);
    let cell = node(&tree, "Thursday, October 22, 12 events");
    assert_eq!(cell.children().count(), 12);
    // The week draws a few side by side; the keyboard's column holds them
    // all.
    press(&mut app, "Week");
    let (tree, _) = heard(&app);
    let cell = node(&tree, "Thursday, October 22, 12 events");
    assert_eq!(cell.children().count(), 12);
    let _ = app.update(right);
    let (tree, _) = heard(&app);
    let cell = node(&tree, "Thursday, October 22, 12 events");
    assert!(cell.children().count() < 12, "only what the week draws");
}

/// Every dialog's controls are named in words (as they are drawn), not by
/// the names the code gives its stops.
#[test]
fn every_dialog_names_its_controls_in_words() {
    use kairos::ui::keys::Shortcut;
    use kairos::ui::sidebar;
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month);
    let work = app
        .context()
        .calendars
        .iter()
        .find(|c| c.name == "Work")
        .unwrap()
        .id;
    let weekly = app
        .loaded()
        .unwrap()
        .items
        .iter()
        .find(|i| i.title() == "Weekly sync")
        .unwrap()
        .reference();
    let opens: Vec<(&str, Vec<Message>)> = vec![
        ("editor", vec![Message::Shortcut(Shortcut::New)]),
        (
            "quick",
            vec![Message::Pressed(Some(Shortcut::NewHere), None)],
        ),
        ("go to", vec![Message::Shortcut(Shortcut::GoTo)]),
        ("import", vec![Message::Shortcut(Shortcut::Import)]),
        ("export", vec![Message::Shortcut(Shortcut::Export)]),
        (
            "preferences",
            vec![Message::Shortcut(Shortcut::Preferences)],
        ),
        (
            "new calendar",
            vec![Message::Sidebar(sidebar::Message::AddCalendar)],
        ),
        (
            "calendar",
            vec![Message::Sidebar(sidebar::Message::EditCalendar(work))],
        ),
        (
            "account",
            vec![Message::Sidebar(sidebar::Message::AddAccount)],
        ),
        (
            "subscription",
            vec![Message::Sidebar(sidebar::Message::Subscribe)],
        ),
        (
            "which occurrences",
            vec![Message::Show(weekly), Message::Shortcut(Shortcut::Delete)],
        ),
    ];
    for (what, messages) in opens {
        for m in messages {
            let _ = app.update(m);
        }
        let (tree, _) = heard(&app);
        let mut all = Vec::new();
        walk(tree.state().root(), &mut all);
        let dialog = all
            .iter()
            .find(|n| n.role() == Role::Dialog)
            .unwrap_or_else(|| panic!("{what}: no dialog"));
        let mut inside = Vec::new();
        walk(*dialog, &mut inside);
        assert!(inside.len() > 2, "{what}: {} parts", inside.len());
        for part in &inside[1..] {
            if part.role() == Role::TextRun {
                continue;
            }
            let name = part.label().unwrap_or_default();
            let first = name.chars().next();
            assert!(
                first.is_some_and(|c| !c.is_ascii_lowercase()),
                "{what}: a {:?} named {name:?}",
                part.role()
            );
        }
        // Closed again, the next one opens alone.
        let open =
            |app: &kairos::ui::App| parts(&heard(app).0).iter().any(|(r, _)| *r == Role::Dialog);
        while open(&app) {
            let _ = app.update(Message::Shortcut(Shortcut::Escape));
        }
    }
}

#[test]
fn a_series_in_the_results_expands_and_collapses_by_the_screen_readers_actions() {
    use kairos::ui::screen::header;
    let (_db, store) = seeded();
    let mut app = app(store, ViewKind::Month).working_inline();
    let _ = app.update(Message::Header(header::Message::Search("Weekly".into())));
    let (tree, _) = heard(&app);
    let list = node(&tree, "Search results");
    assert_eq!(list.role(), Role::List);
    assert!(list
        .data()
        .description()
        .is_some_and(|d| d.contains("Weekly")));
    let all = node(&tree, "Repeats — show all").data();
    assert_eq!(all.is_expanded(), Some(false));
    assert!(all.supports_action(Action::Expand));
    let before = parts(&tree)
        .iter()
        .filter(|(_, n)| n.contains("Weekly sync"))
        .count();
    ui_support::heard::act(&mut app, "Repeats — show all", Action::Expand, None);
    let (tree, _) = heard(&app);
    let after = parts(&tree)
        .iter()
        .filter(|(_, n)| n.contains("Weekly sync"))
        .count();
    assert!(after > before, "every occurrence: {before} → {after}");
    let once = node(&tree, "Show each series once").data();
    assert_eq!(once.is_expanded(), Some(true));
    ui_support::heard::act(&mut app, "Show each series once", Action::Collapse, None);
    let (tree, _) = heard(&app);
    let again = parts(&tree)
        .iter()
        .filter(|(_, n)| n.contains("Weekly sync"))
        .count();
    assert_eq!(again, before, "each series once again");
}
