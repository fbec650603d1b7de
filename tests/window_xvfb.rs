//! The real `kairos` binary opening its window on the Xvfb display that
//! `scripts/test` starts: a window titled "Kairos" appears, belongs to the
//! process, answers a key, and a first run creates the database; Ctrl+N, a
//! title and Enter create an event, Ctrl+Z and Ctrl+Shift+Z undo and redo
//! it (checked with `kairos agenda`). Without a display it says so and
//! changes nothing. Real time, generous timeouts.

mod store_support;

use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};
use store_support::TempDb;

fn display() -> String {
    std::env::var("DISPLAY")
        .expect("no X display: run the tests through scripts/test, which starts Xvfb")
}

fn xdotool(args: &[&str]) -> Output {
    Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display())
        .output()
        .expect("xdotool is installed by scripts/test")
}

/// Kills the window when the test ends, however it ends.
struct Window(Child);

impl Drop for Window {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Polls `f` until it returns `Some` or `limit` passes.
fn wait_for<T>(limit: Duration, mut f: impl FnMut() -> Option<T>) -> Option<T> {
    let start = Instant::now();
    while start.elapsed() < limit {
        if let Some(v) = f() {
            return Some(v);
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    None
}

/// One window at a time: keys go to the focused window, and two tests
/// focusing theirs at once would type into each other's.
static DISPLAY_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Starts the real binary on `db` under the test display and waits for
/// its window; returns it and the window's X id.
fn open_window(db: &TempDb) -> (Window, String) {
    let child = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .env("DISPLAY", display())
        .env_remove("WAYLAND_DISPLAY")
        .env("ICED_BACKEND", "tiny-skia")
        .env("KAIROS_DB", &db.path)
        .env("TZ", "UTC")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id().to_string();
    let mut window = Window(child);
    let id = wait_for(Duration::from_secs(60), || {
        if let Ok(Some(status)) = window.0.try_wait() {
            let mut err = String::new();
            use std::io::Read;
            let _ = window.0.stderr.take().unwrap().read_to_string(&mut err);
            panic!("kairos exited with {status}: {err}");
        }
        let out = xdotool(&["search", "--name", "^Kairos$"]);
        let ids = String::from_utf8_lossy(&out.stdout).to_string();
        // Only this process's window (other tests may open theirs).
        ids.lines().map(str::to_owned).find(|id| {
            String::from_utf8_lossy(&xdotool(&["getwindowpid", id]).stdout).trim() == pid
        })
    })
    .expect("a window titled Kairos within a minute");
    (window, id)
}

/// Focuses the window and presses `a` until the agenda shows (the view is
/// saved): from then on the window is up and takes keys.
fn until_it_takes_keys(id: &str, store: &kairos::store::Store) {
    assert!(xdotool(&["windowfocus", "--sync", id]).status.success());
    let switched = wait_for(Duration::from_secs(30), || {
        xdotool(&["key", "--clearmodifiers", "a"]);
        std::thread::sleep(Duration::from_millis(300));
        (store.setting("view").unwrap().as_deref() == Some("Agenda")).then_some(())
    });
    assert!(switched.is_some(), "the key a did not switch to the agenda");
}

#[test]
fn the_window_opens_titled_kairos_and_answers_keys() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let (_window, id) = open_window(&db);
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
    let (_window, id) = open_window(&db);
    let store = kairos::store::Store::open(&db.path).unwrap();
    until_it_takes_keys(&id, &store);
    let key = |k: &str| assert!(xdotool(&["key", "--clearmodifiers", k]).status.success());
    let shows = |want: bool| {
        wait_for(Duration::from_secs(30), || {
            (agenda(&db).contains("Dentist") == want).then_some(())
        })
        .is_some()
    };
    key("ctrl+n");
    // The editor opens with its title focused.
    std::thread::sleep(Duration::from_millis(700));
    assert!(xdotool(&["type", "--delay", "40", "Dentist"])
        .status
        .success());
    key("Return");
    assert!(
        shows(true),
        "Ctrl+N, a title and Enter did not save:\n{}",
        agenda(&db)
    );
    let out = agenda(&db);
    assert_eq!(out.matches("Dentist").count(), 1, "{out}");
    key("ctrl+z");
    assert!(shows(false), "Ctrl+Z did not remove it:\n{}", agenda(&db));
    key("ctrl+shift+z");
    assert!(
        shows(true),
        "Ctrl+Shift+Z did not restore it:\n{}",
        agenda(&db)
    );
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
    let (_window, _id) = open_window(&db);
    let socket = kairos::instance::socket_path(&db.path);
    assert!(
        wait_for(Duration::from_secs(30), || socket.exists().then_some(())).is_some(),
        "the window listens on {}",
        socket.display()
    );
    let mut opener = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["--open", &uid, "--occurrence", "2026-11-23T09:00:00Z"])
        .env("DISPLAY", display())
        .env_remove("WAYLAND_DISPLAY")
        .env("ICED_BACKEND", "tiny-skia")
        .env("KAIROS_DB", &db.path)
        .env("TZ", "UTC")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let status = wait_for(Duration::from_secs(30), || opener.try_wait().unwrap());
    if status.is_none() {
        let _ = opener.kill();
        panic!("kairos --open did not return: it opened a second window");
    }
    let out = opener.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        status.unwrap().success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        stdout.contains("Shown in the window already open"),
        "{stdout}"
    );
    let windows = String::from_utf8_lossy(&xdotool(&["search", "--name", "^Kairos$"]).stdout)
        .lines()
        .count();
    assert_eq!(windows, 1, "one window");
}
