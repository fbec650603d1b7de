//! The real `kairos` binary opening its window on the Xvfb display that
//! `scripts/test` starts: a window titled "Kairos" appears, belongs to the
//! process, answers a key, and a first run creates the database; Ctrl+N, a
//! title and Enter create an event, Ctrl+Z and Ctrl+Shift+Z undo and redo
//! it (checked with `kairos agenda`). Without a display it says so and
//! changes nothing. Real time, generous timeouts.

mod display_support;
mod process_support;
mod store_support;

use display_support::{display, open_window, request_close, until_it_takes_keys, xdotool};
use process_support::{wait_for, wait_for_value, Guarded, DEADLINE};
use std::process::Command;
use store_support::TempDb;

/// One window at a time: keys go to the focused window, and two tests
/// focusing theirs at once would type into each other's.
static DISPLAY_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn the_window_opens_titled_kairos_and_answers_keys() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let (_window, id) = open_window(&db.path);
    let name = String::from_utf8_lossy(&xdotool(&["getwindowname", &id]).stdout)
        .trim()
        .to_owned();
    assert_eq!(name, "Kairos");
    // The first run created the database with its Personal calendar.
    let store = kairos::store::Store::open(&db.path).unwrap();
    assert_eq!(store.calendars().unwrap()[0].name, "Personal");
    // A key reaches the window: `a` switches to the agenda, which is saved
    // as the view to open next time.
    until_it_takes_keys(&id, &store);
}

/// `kairos agenda` on `db` over today and tomorrow (the new event is at
/// the next whole hour, which may be tomorrow).
fn agenda(db: &TempDb) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["agenda", "--days", "2", "--tz", "UTC"])
        .env("KAIROS_DB", &db.path)
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn ctrl_n_a_title_and_enter_save_ctrl_z_removes_ctrl_shift_z_restores() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let (_window, id) = open_window(&db.path);
    let store = kairos::store::Store::open(&db.path).unwrap();
    until_it_takes_keys(&id, &store);
    let key = |k: &str| assert!(xdotool(&["key", "--clearmodifiers", k]).status.success());
    let shows = |want: bool, what: &str| {
        wait_for(what, DEADLINE, || agenda(&db).contains("Dentist") == want);
    };
    // Typed straight on: the editor takes letters and Enter typed before
    // its title has the focus, in order.
    key("ctrl+n");
    assert!(xdotool(&["type", "--delay", "40", "Dentist"])
        .status
        .success());
    key("Return");
    shows(true, "Ctrl+N, a title and Enter to save the event");
    let out = agenda(&db);
    assert_eq!(out.matches("Dentist").count(), 1, "{out}");
    key("ctrl+z");
    shows(false, "Ctrl+Z to remove it");
    key("ctrl+shift+z");
    shows(true, "Ctrl+Shift+Z to restore it");
}

/// `kairos show` of the one event titled `title`, once it is saved.
fn show(db: &TempDb, title: &str) -> String {
    let uid = wait_for_value(&format!("“{title}” to be saved"), DEADLINE, || {
        let store = kairos::store::Store::open(&db.path).ok()?;
        let events = store.events(None).ok()?;
        events
            .into_iter()
            .find(|e| e.event.summary == title)
            .map(|e| e.event.uid)
    });
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["show", &uid])
        .env("KAIROS_DB", &db.path)
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn titles(db: &TempDb) -> Vec<String> {
    let store = kairos::store::Store::open(&db.path).unwrap();
    let events = store.events(None).unwrap();
    events.into_iter().map(|e| e.event.summary).collect()
}

#[test]
fn tab_moves_from_the_title_to_the_place_and_esc_asks_before_discarding() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let (_window, id) = open_window(&db.path);
    let store = kairos::store::Store::open(&db.path).unwrap();
    until_it_takes_keys(&id, &store);
    let key = |k: &str| assert!(xdotool(&["key", "--clearmodifiers", k]).status.success());
    let typed = |t: &str| {
        assert!(xdotool(&["type", "--delay", "40", t]).status.success());
    };
    // The window names the dialog on top: each step waits for it.
    let titled = |want: &str| {
        wait_for(
            &format!("the window to be titled {want:?}"),
            DEADLINE,
            || String::from_utf8_lossy(&xdotool(&["getwindowname", &id]).stdout).trim() == want,
        );
    };
    // Ctrl+N, a title, Tab, a place, Enter: saved with both.
    key("ctrl+n");
    titled("New event — Kairos");
    typed("Dentist");
    key("Tab");
    typed("Main Street");
    key("Return");
    let shown = show(&db, "Dentist");
    assert!(shown.contains("location:   Main Street"), "{shown}");

    // A changed form and Esc: the question, and nothing written. Enter on
    // its first button (Keep editing) goes back to the form, still typed.
    titled("Kairos");
    key("ctrl+n");
    titled("New event — Kairos");
    typed("Draft");
    key("Escape");
    titled("Discard changes? — Kairos");
    assert!(!titles(&db).iter().any(|t| t.starts_with("Draft")));
    key("Return");
    titled("New event — Kairos");
    typed("s");
    key("Return");
    show(&db, "Drafts");
    // Esc, Tab to Discard, Enter: closed, nothing written.
    titled("Kairos");
    key("ctrl+n");
    titled("New event — Kairos");
    typed("Gone");
    key("Escape");
    titled("Discard changes? — Kairos");
    key("Tab");
    key("Return");
    titled("Kairos");
    let all = titles(&db);
    assert!(!all.iter().any(|t| t.contains("Gone")), "{all:?}");
}

#[test]
fn without_a_display_it_says_what_is_missing_and_creates_nothing() {
    let db = TempDb::new();
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env("KAIROS_DB", &db.path)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("no display"), "{err}");
    assert!(err.contains("kairos --help"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(!db.path.exists(), "nothing is created");
}

#[test]
fn a_bad_occurrence_to_open_is_refused_before_anything_opens() {
    let db = TempDb::new();
    for args in [
        &["--open", "x@example", "--occurrence", "next tuesday"][..],
        &["--occurrence", "2026-11-23"][..],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
            .args(args)
            .env("KAIROS_DB", &db.path)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("--occurrence") || err.contains("--open"),
            "{err}"
        );
        assert!(!db.path.exists());
    }
}

/// A reminder's Open (and `kairos --open`) while a window is open on the
/// same file shows the occurrence in that window: no second window.
#[test]
fn open_goes_to_the_running_window_instead_of_a_second_one() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let uid = {
        let mut store = db.open();
        let calendar = store.default_calendar().unwrap().id;
        let event = kairos::model::Event::new(
            "standup@example",
            "Standup",
            kairos::model::EventTime::Utc("2026-11-23T09:00:00Z".parse().unwrap()),
            kairos::model::EventDuration::Exact(chrono::Duration::minutes(15)),
        );
        store.create(calendar, event).unwrap()
    };
    let (_window, _id) = open_window(&db.path);
    // The socket appears only once the window accepts on it.
    let socket = kairos::instance::socket_path(&db.path);
    wait_for("the window to listen on its socket", DEADLINE, || {
        socket.exists()
    });
    let dir = db.dir.path();
    let mut opener = Guarded::spawn(
        Command::new(env!("CARGO_BIN_EXE_kairos"))
            .args(["--open", &uid, "--occurrence", "2026-11-23T09:00:00Z"])
            .env("DISPLAY", display())
            .env_remove("WAYLAND_DISPLAY")
            .env("ICED_BACKEND", "tiny-skia")
            .env("KAIROS_DB", &db.path)
            .env("TZ", "UTC")
            .stdout(std::fs::File::create(dir.join("opener.stdout")).unwrap())
            .stderr(std::fs::File::create(dir.join("opener.stderr")).unwrap()),
        "kairos --open",
    );
    // It returns once the window took the request; had it opened a
    // second window, it would still be running.
    let status = wait_for_value("kairos --open to return", DEADLINE, || opener.exited());
    let stdout = std::fs::read_to_string(dir.join("opener.stdout")).unwrap();
    let stderr = std::fs::read_to_string(dir.join("opener.stderr")).unwrap();
    assert!(status.success(), "{stderr}");
    assert!(
        stdout.contains("Shown in the window already open"),
        "{stdout}"
    );
}

#[test]
fn a_close_request_saves_the_size_the_next_start_opens_at() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let (mut window, id) = open_window(&db.path);
    let store = kairos::store::Store::open(&db.path).unwrap();
    until_it_takes_keys(&id, &store);
    assert!(xdotool(&["windowsize", "--sync", &id, "900", "640"])
        .status
        .success());
    request_close(&id);
    wait_for(
        "the window to exit after the close request",
        DEADLINE,
        || window.exited().is_some(),
    );
    assert_eq!(
        store.setting("window_size").unwrap().as_deref(),
        Some("900x640")
    );
    // The next start opens at that size.
    let (_window, id) = open_window(&db.path);
    let geometry =
        String::from_utf8_lossy(&xdotool(&["getwindowgeometry", &id]).stdout).into_owned();
    assert!(geometry.contains("Geometry: 900x640"), "{geometry}");
}

/// Typing a search on the 10,000-event seed calendar: every key shows at
/// once (the window's title names the search as the field holds it) while
/// the search runs on a thread of its own. The window once froze for
/// 2.5–6 s at each key here, and typed text came out twice.
#[test]
fn typing_a_search_on_a_big_calendar_answers_every_key() {
    use std::time::{Duration, Instant};
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    {
        let bytes = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/bench/seed_events_10000.ics"
        ))
        .unwrap();
        let parsed = kairos::ical::parse(&bytes).unwrap();
        let mut store = kairos::store::Store::open(&db.path).unwrap();
        let calendar = store.default_calendar().unwrap().id;
        let into = kairos::store::ImportInto::Calendar(calendar);
        let incoming = kairos::transfer::incoming(&parsed.events);
        let imported = store.import(into, incoming, "seed", false).unwrap();
        assert_eq!(imported.len(), 10_000);
    }
    let (_window, id) = open_window(&db.path);
    let store = kairos::store::Store::open(&db.path).unwrap();
    until_it_takes_keys(&id, &store);
    let title = || {
        String::from_utf8_lossy(&xdotool(&["getwindowname", &id]).stdout)
            .trim()
            .to_owned()
    };
    assert!(xdotool(&["key", "--clearmodifiers", "ctrl+f"])
        .status
        .success());
    let typed = "event 4242";
    let mut echoes = Vec::new();
    for (i, c) in typed.char_indices() {
        let want = format!("Search “{}” — Kairos", typed[..=i].trim());
        let keysym = if c == ' ' {
            "space".to_owned()
        } else {
            c.to_string()
        };
        let pressed = Instant::now();
        assert!(xdotool(&["key", "--clearmodifiers", &keysym])
            .status
            .success());
        wait_for(&format!("the title {want:?}"), DEADLINE, || title() == want);
        echoes.push(pressed.elapsed());
    }
    eprintln!("each key shown after {echoes:?}");
    // Generous for a busy machine; a window blocked by the search took
    // seconds at every key.
    let slowest = echoes.iter().max().copied().unwrap_or_default();
    assert!(
        slowest < Duration::from_secs(1),
        "a key took {slowest:?} to show: {echoes:?}"
    );
    // Each key once: the field holds what was typed, not more.
    assert_eq!(title(), "Search “event 4242” — Kairos");
}
