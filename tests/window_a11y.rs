//! A screen reader reads and works the real window: the window under
//! Xvfb, a private session bus with the AT-SPI bus on it (at-spi2-core's
//! launcher, `IsEnabled` set, as Orca sets it), and Debian's `pyatspi`
//! reading the desktop (`tests/a11y/reader.py`). The application is found,
//! its frame says the period, a day and an event are found by name; "New
//! event" is done through AT-SPI's Action, the title typed with real keys
//! into the focused field and read back through AT-SPI's Text, Save done
//! through Action, and the command line sees the event. Real time,
//! generous deadlines on conditions.

mod display_support;
mod process_support;
mod store_support;

use std::io::BufRead;
use std::path::Path;
use std::process::{Command, Stdio};

use chrono::{Datelike, Utc};
use display_support::{display, open_window_as, xdotool};
use process_support::{wait_for, Guarded, DEADLINE};
use store_support::{event, minutes, personal, zoned, TempDb};

/// One window at a time: keys go to the focused window.
static DISPLAY_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// A session bus of the test's own with the AT-SPI bus on it, turned on.
struct Desktop {
    address: String,
    runtime: tempfile::TempDir,
    _bus: Guarded,
    _launcher: Guarded,
}

impl Desktop {
    fn start() -> Desktop {
        let runtime = tempfile::tempdir().unwrap();
        let mut bus = Command::new("dbus-daemon")
            .args(["--session", "--nofork", "--print-address=1"])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("dbus-daemon is installed by scripts/test");
        let mut line = String::new();
        let out = bus.stdout.take().unwrap();
        std::io::BufReader::new(out).read_line(&mut line).unwrap();
        let address = line.trim().to_owned();
        assert!(!address.is_empty(), "dbus-daemon printed no address");
        let bus = Guarded::adopt(bus, "the test's session bus");
        let launcher = Guarded::spawn(
            Command::new("/usr/libexec/at-spi-bus-launcher")
                .arg("--launch-immediately")
                .env("DBUS_SESSION_BUS_ADDRESS", &address)
                .env("XDG_RUNTIME_DIR", runtime.path())
                .env("DISPLAY", display())
                .stdout(Stdio::null())
                .stderr(Stdio::null()),
            "the AT-SPI bus launcher",
        );
        let desktop = Desktop {
            address,
            runtime,
            _bus: bus,
            _launcher: launcher,
        };
        // As Orca does: accessibility on, which wakes the window's adapter.
        wait_for("the AT-SPI bus to take IsEnabled", DEADLINE, || {
            desktop
                .command("dbus-send")
                .args([
                    "--session",
                    "--print-reply",
                    "--dest=org.a11y.Bus",
                    "/org/a11y/bus",
                    "org.freedesktop.DBus.Properties.Set",
                    "string:org.a11y.Status",
                    "string:IsEnabled",
                    "variant:boolean:true",
                ])
                .output()
                .is_ok_and(|o| o.status.success())
        });
        desktop
    }

    /// `program`, on this desktop's buses and display.
    fn command(&self, program: &str) -> Command {
        let mut c = Command::new(program);
        c.env("DBUS_SESSION_BUS_ADDRESS", &self.address)
            .env("XDG_RUNTIME_DIR", self.runtime.path())
            .env("DISPLAY", display())
            .env_remove("AT_SPI_BUS_ADDRESS");
        c
    }

    /// What the screen reader's side answers to `args` (`None`: not yet:
    /// no such application or part).
    fn read(&self, args: &[&str]) -> Option<serde_json::Value> {
        let reader = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/a11y/reader.py");
        let out = self
            .command("/usr/bin/python3")
            .arg(reader)
            .args(args)
            .output()
            .expect("/usr/bin/python3 with python3-pyatspi, installed by scripts/test");
        if !out.status.success() {
            return None;
        }
        serde_json::from_slice(&out.stdout).ok()
    }

    /// The names of every part of the window, with their roles.
    fn parts(&self) -> Vec<(String, String)> {
        let Some(tree) = self.read(&["tree"]) else {
            return Vec::new();
        };
        tree.as_array()
            .unwrap()
            .iter()
            .map(|p| {
                let text = |k: &str| p[k].as_str().unwrap_or_default().to_owned();
                (text("role"), text("name"))
            })
            .collect()
    }

    /// Waits for a part with this role whose name is `name`.
    fn until_found(&self, role: &str, name: &str) {
        let what = format!("a {role} named {name:?}");
        wait_for(&what, DEADLINE, || {
            self.parts().iter().any(|(r, n)| r == role && n == name)
        });
    }

    /// The part named `name` does its action ("click").
    fn press(&self, name: &str) {
        let answer = self.read(&["press", name]).expect("the part to press");
        assert_eq!(answer["actions"][0], "click", "{name}: {answer}");
        assert_eq!(answer["done"], true, "{name}: {answer}");
    }
}

/// The titles `kairos agenda --json` lists for today.
fn titles_today(db: &TempDb) -> Vec<String> {
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["agenda", "--days", "1", "--tz", "UTC", "--json"])
        .env("KAIROS_DB", &db.path)
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let items: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    items
        .iter()
        .map(|i| i["title"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn a_screen_reader_finds_the_days_and_makes_an_event() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let today = Utc::now().date_naive();
    {
        let mut store = db.open();
        let calendar = personal(&store);
        let start = zoned(&format!("{today}T09:00"), chrono_tz::UTC);
        let standup = event("Standup", start, minutes(15), None);
        store.create(calendar, standup).unwrap();
    }
    let desktop = Desktop::start();
    let command = desktop.command(env!("CARGO_BIN_EXE_kairos"));
    let (_window, id) = open_window_as(command, &db.path);

    // The frame names the period; today's cell its date and its event.
    let month = today.format("%B %Y").to_string();
    desktop.until_found("frame", &format!("Kairos — {month}"));
    let date = today.format("%A, %B %-d").to_string();
    desktop.until_found("table cell", &format!("Today, {date}, one event"));
    desktop.until_found("push button", "09:00 to 09:15, Standup, Personal");
    let parts = desktop.parts();
    assert!(
        parts
            .iter()
            .any(|(r, n)| r == "radio button" && n == "Month"),
        "the view switch: {parts:?}"
    );

    // New event by AT-SPI's Action; the title typed with real keys into
    // the window (focused first), read back through AT-SPI's Text.
    desktop.press("New event");
    desktop.until_found("dialog", "New event");
    assert!(xdotool(&["windowfocus", "--sync", &id]).status.success());
    wait_for("the title field to have the focus", DEADLINE, || {
        desktop
            .read(&["focused"])
            .is_some_and(|f| f["role"] == "entry" && f["name"] == "Title")
    });
    assert!(xdotool(&["type", "--delay", "40", "Lunch with Ana"])
        .status
        .success());
    wait_for("the typed title to be read back", DEADLINE, || {
        desktop
            .read(&["text", "Title"])
            .is_some_and(|t| t["text"] == "Lunch with Ana")
    });
    desktop.press("Save");
    wait_for("the command line to list the new event", DEADLINE, || {
        titles_today(&db).contains(&"Lunch with Ana".to_owned())
    });
    // The grid says so too.
    let day = today.day();
    wait_for("today's cell to count two events", DEADLINE, || {
        desktop.parts().iter().any(|(_, n)| {
            n.starts_with("Today, ") && n.ends_with("2 events") && n.contains(&day.to_string())
        })
    });

    // Shift+F6 from the grid: the sidebar's first control has the focus,
    // and a screen reader is told where it is drawn.
    assert!(xdotool(&["windowfocus", "--sync", &id]).status.success());
    assert!(xdotool(&["key", "shift+F6"]).status.success());
    wait_for("New event to have the focus", DEADLINE, || {
        desktop
            .read(&["focused"])
            .is_some_and(|f| f["role"] == "push button" && f["name"] == "New event")
    });
    let sidebar = f64::from(kairos::ui::screen::sidebar::WIDTH);
    wait_for("New event's place in the sidebar", DEADLINE, || {
        desktop.read(&["extents", "New event"]).is_some_and(|b| {
            let n = |k: &str| b[k].as_f64().unwrap_or_default();
            n("width") > 100.0
                && n("height") > 20.0
                && n("x") >= 0.0
                && n("x") + n("width") <= sidebar
        })
    });
}
