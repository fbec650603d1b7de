//! `kairos daemon` against a real session bus and notification server
//! (dunst under Xvfb, started by `scripts/test`), watched with
//! `dbus-monitor`: exactly one Notify per reminder, within a second of its
//! due time, with the title escaped; not repeated after a restart; still
//! one with two daemons on one database. Real time, generous timeouts.

mod store_support;

use chrono::{DateTime, Duration, Local, Utc};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Instant;
use store_support::TempDb;

fn bus() -> String {
    std::env::var("DBUS_SESSION_BUS_ADDRESS").expect(
        "no session bus: run the tests through scripts/test, which starts one with dunst under Xvfb",
    )
}

fn kairos(db: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kairos"));
    c.env("KAIROS_DB", db)
        .env("TZ", "UTC")
        .env("DBUS_SESSION_BUS_ADDRESS", bus());
    c
}

/// Adds an event starting (and reminding) `secs` seconds from now; returns
/// its due instant.
fn add_due_in(db: &Path, title: &str, secs: i64) -> DateTime<Utc> {
    let due = (Utc::now() + Duration::seconds(secs)).with_nanosecond0();
    let out = kairos(db)
        .args([
            "add",
            title,
            "--tz",
            "UTC",
            "--remind",
            "0",
            "--location",
            "Room <1>",
        ])
        .args(["--start", &due.format("%Y-%m-%dT%H:%M:%S").to_string()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    due
}

trait Whole {
    fn with_nanosecond0(self) -> Self;
}

impl Whole for DateTime<Utc> {
    fn with_nanosecond0(self) -> Self {
        DateTime::from_timestamp(self.timestamp(), 0).unwrap()
    }
}

fn daemon(db: &Path, dir: &Path, name: &str) -> Child {
    kairos(db)
        .args(["daemon", "--log"])
        .arg(dir.join(format!("{name}.log")))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Stops a daemon with SIGTERM and checks that it exits cleanly.
fn stop(mut child: Child) {
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let begun = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            assert!(
                status.success(),
                "the daemon exits cleanly on SIGTERM: {status}"
            );
            return;
        }
        assert!(
            begun.elapsed().as_secs() < 10,
            "the daemon did not stop on SIGTERM"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Each Notify call dbus-monitor saw: (time, summary, body).
fn notify_calls(log: &Path) -> Vec<(DateTime<Utc>, String, String)> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let mut calls = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if !line.contains("member=Notify") {
            continue;
        }
        let time: f64 = line
            .split("time=")
            .nth(1)
            .and_then(|t| t.split_whitespace().next())
            .and_then(|t| t.parse().ok())
            .unwrap();
        let strings: Vec<String> = lines
            .by_ref()
            .take(6)
            .filter_map(|l| {
                l.trim()
                    .strip_prefix("string \"")
                    .map(|s| s.trim_end_matches('"').to_owned())
            })
            .collect();
        let at = DateTime::from_timestamp(
            (time * 1e3) as i64 / 1000,
            ((time * 1e3) as i64 % 1000 * 1_000_000) as u32,
        )
        .unwrap();
        calls.push((at, strings[2].clone(), strings[3].clone()));
    }
    calls
}

fn monitor(log: &Path) -> Child {
    let file = std::fs::File::create(log).unwrap();
    let child = Command::new("dbus-monitor")
        .args([
            "--session",
            "interface='org.freedesktop.Notifications',member='Notify'",
        ])
        .env("DBUS_SESSION_BUS_ADDRESS", bus())
        .stdout(file)
        .stderr(Stdio::null())
        .spawn()
        .expect("dbus-monitor (scripts/test installs it)");
    std::thread::sleep(std::time::Duration::from_millis(500));
    child
}

fn sleep_until(t: DateTime<Utc>) {
    let wait = t - Utc::now();
    if wait > Duration::zero() {
        std::thread::sleep(wait.to_std().unwrap());
    }
}

/// Closes every notification on screen (reminders stay until acted on),
/// so that the one a test acts on is its own.
fn close_all_notifications() {
    let cleared = Command::new("dunstctl")
        .arg("close-all")
        .env("DBUS_SESSION_BUS_ADDRESS", bus())
        .status()
        .unwrap();
    assert!(cleared.success());
}

/// Invokes the latest notification's default action (Open), as a click on
/// it would.
fn press_open() {
    let invoked = Command::new("dunstctl")
        .args(["action", "0"])
        .env("DBUS_SESSION_BUS_ADDRESS", bus())
        .status()
        .unwrap();
    assert!(invoked.success());
}

/// The tests share one bus and one notification server, and count what
/// they see on it: one at a time.
static BUS: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn exclusive_bus() -> std::sync::MutexGuard<'static, ()> {
    BUS.lock().unwrap_or_else(|e| e.into_inner())
}

#[test]
fn one_notification_on_time_never_repeated_and_one_with_two_daemons() {
    let _bus = exclusive_bus();
    let db = TempDb::new();
    let dir = db.dir.path();
    let log = dir.join("monitor.log");
    let mut watch = monitor(&log);

    // One daemon, one reminder due in a few seconds.
    let d1 = daemon(&db.path, dir, "first");
    std::thread::sleep(std::time::Duration::from_millis(800));
    let due = add_due_in(&db.path, "Tea <break> & chat", 4);
    sleep_until(due + Duration::seconds(3));
    let calls = notify_calls(&log);
    assert_eq!(calls.len(), 1, "exactly one Notify: {calls:?}");
    let (at, summary, body) = &calls[0];
    assert_eq!(summary, "Tea &lt;break&gt; &amp; chat");
    assert!(body.ends_with("· Room &lt;1&gt;"), "{body}");
    let late = *at - due;
    assert!(
        late >= Duration::zero() && late < Duration::seconds(1),
        "shown {late} after due (local {})",
        Local::now()
    );
    stop(d1);

    // A restart does not show it again.
    let d2 = daemon(&db.path, dir, "second");
    std::thread::sleep(std::time::Duration::from_secs(3));
    stop(d2);
    assert_eq!(notify_calls(&log).len(), 1, "not repeated after a restart");

    // Two daemons on one database: one notifies, the other stands by.
    let a = daemon(&db.path, dir, "a");
    let b = daemon(&db.path, dir, "b");
    std::thread::sleep(std::time::Duration::from_millis(800));
    let due = add_due_in(&db.path, "Second", 4);
    sleep_until(due + Duration::seconds(3));
    let calls = notify_calls(&log);
    assert_eq!(calls.len(), 2, "one more Notify, not two: {calls:?}");
    assert_eq!(calls[1].1, "Second");
    stop(a);
    stop(b);
    let _ = watch.kill();
    let _ = watch.wait();
}

/// The window (the real binary on the Xvfb display) with its in-process
/// scheduler, killed when the test ends.
struct Window(Child);

impl Drop for Window {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn window(db: &Path) -> Window {
    let display = std::env::var("DISPLAY").expect("scripts/test starts Xvfb and sets DISPLAY");
    Window(
        kairos(db)
            .env("DISPLAY", display)
            .env_remove("WAYLAND_DISPLAY")
            .env("ICED_BACKEND", "tiny-skia")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    )
}

#[test]
fn the_window_delivers_in_process_offers_open_and_a_daemon_stands_by() {
    use kairos::store::{DeliveryState, Store};
    let _bus = exclusive_bus();
    // Reminders stay on screen until acted on: clear other tests' ones so
    // that the notification acted on below is this test's.
    close_all_notifications();
    let db = TempDb::new();
    let dir = db.dir.path();
    let log = dir.join("monitor.log");
    let mut watch = monitor(&log);

    let _window = window(&db.path);
    std::thread::sleep(std::time::Duration::from_secs(2));
    let due = add_due_in(&db.path, "Window reminder", 4);
    sleep_until(due + Duration::seconds(3));
    let calls = notify_calls(&log);
    assert_eq!(
        calls.len(),
        1,
        "the window's scheduler notified once: {calls:?}"
    );
    assert_eq!(calls[0].1, "Window reminder");
    let raw = std::fs::read_to_string(&log).unwrap();
    assert!(raw.contains("string \"open\""), "Open is offered: {raw}");

    // A daemon started while the window runs stands by.
    let d = daemon(&db.path, dir, "beside-window");
    std::thread::sleep(std::time::Duration::from_millis(800));
    let due = add_due_in(&db.path, "Only once", 4);
    sleep_until(due + Duration::seconds(3));
    let calls = notify_calls(&log);
    assert_eq!(calls.len(), 2, "one more Notify, not two: {calls:?}");
    stop(d);

    // Clicking the notification (its default action, Open) reaches the
    // window's scheduler, which acknowledges the reminder.
    let store = Store::open(&db.path).unwrap();
    let shown = store.recent_deliveries(2).unwrap();
    assert!(
        shown.iter().all(|d| d.state == DeliveryState::Shown),
        "{shown:?}"
    );
    press_open();
    let begun = Instant::now();
    loop {
        let now = store.recent_deliveries(2).unwrap();
        if now.iter().any(|d| d.state == DeliveryState::Dismissed) {
            break;
        }
        assert!(
            begun.elapsed().as_secs() < 15,
            "Open did not reach the window: {now:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let _ = watch.kill();
    let _ = watch.wait();
}

#[test]
fn open_on_a_daemon_notification_starts_the_window_on_it() {
    use kairos::store::{DeliveryState, Store};
    let _bus = exclusive_bus();
    close_all_notifications();
    let db = TempDb::new();
    let dir = db.dir.path();
    let display = std::env::var("DISPLAY").expect("scripts/test starts Xvfb and sets DISPLAY");
    let d = kairos(&db.path)
        .env("DISPLAY", &display)
        .env("ICED_BACKEND", "tiny-skia")
        .args(["daemon", "--log"])
        .arg(dir.join("open.log"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(800));
    let due = add_due_in(&db.path, "Open me", 3);
    sleep_until(due + Duration::seconds(2));
    let store = Store::open(&db.path).unwrap();
    let shown = store.recent_deliveries(1).unwrap().remove(0);
    assert_eq!(shown.state, DeliveryState::Shown);
    let xdotool = |args: &[&str]| {
        Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &display)
            .output()
            .unwrap()
    };
    let before =
        String::from_utf8_lossy(&xdotool(&["search", "--name", "^Kairos$"]).stdout).to_string();
    press_open();
    // A new window titled Kairos appears, started by the daemon.
    let begun = Instant::now();
    let window = loop {
        let now =
            String::from_utf8_lossy(&xdotool(&["search", "--name", "^Kairos$"]).stdout).to_string();
        if let Some(id) = now.lines().find(|id| !before.lines().any(|b| b == *id)) {
            break id.to_owned();
        }
        assert!(begun.elapsed().as_secs() < 30, "no window opened");
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    let pid = String::from_utf8_lossy(&xdotool(&["getwindowpid", &window]).stdout)
        .trim()
        .to_owned();
    let cmdline = std::fs::read_to_string(format!("/proc/{pid}/cmdline"))
        .unwrap()
        .replace('\0', " ");
    assert!(
        cmdline.contains(&format!("--open {}", shown.uid)),
        "{cmdline}"
    );
    assert!(
        cmdline.contains(&format!("--occurrence {}", shown.recurrence_id)),
        "{cmdline}"
    );
    // Opening acknowledged the reminder.
    let now = store
        .delivery(&shown.uid, shown.recurrence_id, &shown.reminder)
        .unwrap()
        .unwrap();
    assert_eq!(now.state, DeliveryState::Dismissed);
    let _ = Command::new("kill").arg(&pid).status();
    stop(d);
}

/// With a window already open on the file (standing by: the daemon was
/// first), Open on the daemon's notification shows the occurrence in that
/// window: no second window starts.
#[test]
fn open_on_a_daemon_notification_goes_to_the_window_already_open() {
    use kairos::store::{DeliveryState, Store};
    let _bus = exclusive_bus();
    close_all_notifications();
    let db = TempDb::new();
    let dir = db.dir.path();
    let display = std::env::var("DISPLAY").expect("scripts/test starts Xvfb and sets DISPLAY");
    let d = daemon(&db.path, dir, "open-here");
    std::thread::sleep(std::time::Duration::from_millis(800));
    let _window = window(&db.path);
    let socket = kairos::instance::socket_path(&db.path);
    let begun = Instant::now();
    while !socket.exists() {
        assert!(begun.elapsed().as_secs() < 30, "the window never listened");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let windows = || {
        let out = Command::new("xdotool")
            .args(["search", "--name", "^Kairos$"])
            .env("DISPLAY", &display)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).lines().count()
    };
    let before = windows();
    let due = add_due_in(&db.path, "Open here", 3);
    sleep_until(due + Duration::seconds(2));
    let store = Store::open(&db.path).unwrap();
    let shown = store.recent_deliveries(1).unwrap().remove(0);
    assert_eq!(shown.state, DeliveryState::Shown);
    press_open();
    let log = dir.join("open-here.log");
    let begun = Instant::now();
    loop {
        let said = std::fs::read_to_string(&log).unwrap_or_default();
        if said.contains(&format!("showed {} in the running window", shown.uid)) {
            break;
        }
        assert!(
            begun.elapsed().as_secs() < 15,
            "Open did not reach the running window:\n{said}"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let now = store
        .delivery(&shown.uid, shown.recurrence_id, &shown.reminder)
        .unwrap()
        .unwrap();
    assert_eq!(now.state, DeliveryState::Dismissed);
    assert_eq!(windows(), before, "no second window");
    stop(d);
}
