//! The session bus the notification tests share (started by
//! `scripts/test` with dunst under Xvfb): `kairos daemon` processes,
//! `dbus-monitor` counting Notify calls exactly, and dunst's own count.
#![allow(dead_code)]

use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::display_support;
use crate::process_support::{wait_for, wait_for_value, Guarded, DEADLINE};

pub fn bus() -> String {
    std::env::var("DBUS_SESSION_BUS_ADDRESS").expect(
        "no session bus: run the tests through scripts/test, which starts one with dunst under Xvfb",
    )
}

pub fn kairos(db: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kairos"));
    c.env("KAIROS_DB", db)
        .env("TZ", "UTC")
        .env("DBUS_SESSION_BUS_ADDRESS", bus());
    c
}

/// A `kairos daemon` with its log, stopped when dropped.
pub struct Daemon {
    process: Guarded,
    log: PathBuf,
}

/// Which part a daemon took once it started.
#[derive(Debug, PartialEq)]
pub enum Role {
    Delivers,
    StandsBy,
}

impl Daemon {
    /// Starts a daemon logging to `<dir>/<name>.log` and waits until it
    /// says whether it delivers or stands by: from then on it watches the
    /// database and handles SIGTERM.
    pub fn start(db: &Path, dir: &Path, name: &str, display: bool) -> (Daemon, Role) {
        let log = dir.join(format!("{name}.log"));
        let mut command = kairos(db);
        command
            .args(["daemon", "--log"])
            .arg(&log)
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        if display {
            command
                .env("DISPLAY", display_support::display())
                .env("ICED_BACKEND", "tiny-skia");
        }
        let daemon = Daemon {
            process: Guarded::spawn(&mut command, &format!("kairos daemon ({name})")),
            log,
        };
        let role = wait_for_value(&format!("daemon {name} to take its part"), DEADLINE, || {
            let said = daemon.said();
            if said.contains("this process delivers reminders") {
                Some(Role::Delivers)
            } else if said.contains("standing by") {
                Some(Role::StandsBy)
            } else {
                None
            }
        });
        (daemon, role)
    }

    pub fn said(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Waits until the log says `text`.
    pub fn wait_to_say(&self, text: &str) -> String {
        wait_for_value(&format!("the daemon to log {text:?}"), DEADLINE, || {
            let said = self.said();
            said.contains(text).then_some(said)
        })
    }

    /// SIGTERM, and a clean exit. Every check it had begun is done by
    /// then: it reads the signal only between checks.
    pub fn stop(self) {
        self.process.stop();
    }
}

/// Each Notify call dbus-monitor saw: (time, summary, body).
///
/// The log is read while dbus-monitor writes it, so its last record may
/// be cut short; a record without its time or its four strings is one
/// still being written and is left for the next read.
pub fn notify_calls(log: &Path) -> Vec<(DateTime<Utc>, String, String)> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    // Only whole lines: the last one may be half written.
    let text = text.rsplit_once('\n').map_or("", |(whole, _)| whole);
    let mut calls = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if !line.contains("member=Notify") {
            continue;
        }
        let Some(time) = line
            .split("time=")
            .nth(1)
            .and_then(|t| t.split_whitespace().next())
            .and_then(|t| t.parse::<f64>().ok())
        else {
            continue;
        };
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
        if let [_, _, summary, body, ..] = strings.as_slice() {
            calls.push((at, summary.clone(), body.clone()));
        }
    }
    calls
}

/// dbus-monitor watching Notify calls (and this test's markers), stopped
/// when dropped.
pub struct Monitor {
    _process: Guarded,
    /// What dbus-monitor printed so far.
    pub log: PathBuf,
    markers: u32,
}

const MARKER_INTERFACE: &str = "io.github.kairos.Test";

impl Monitor {
    /// The Notify calls seen so far (some may still be on their way:
    /// [`Monitor::calls_so_far`] waits for them).
    pub fn notify_calls(&self) -> Vec<(DateTime<Utc>, String, String)> {
        notify_calls(&self.log)
    }

    /// Starts watching and waits until the monitor is in place (it is
    /// told so by the bus: NameLost for its own name).
    pub fn start(dir: &Path) -> Monitor {
        let log = dir.join("monitor.log");
        let file = std::fs::File::create(&log).unwrap();
        let process = Guarded::spawn(
            Command::new("dbus-monitor")
                .args([
                    "--session",
                    "interface='org.freedesktop.Notifications',member='Notify'",
                    &format!("interface='{MARKER_INTERFACE}'"),
                ])
                .env("DBUS_SESSION_BUS_ADDRESS", bus())
                .stdout(file)
                .stderr(Stdio::null()),
            "dbus-monitor (scripts/test installs it)",
        );
        wait_for("dbus-monitor to become a monitor", DEADLINE, || {
            std::fs::read_to_string(&log).is_ok_and(|t| t.contains("member=NameLost"))
        });
        Monitor {
            _process: process,
            log,
            markers: 0,
        }
    }

    /// Every Notify sent before now, once the monitor has seen them all:
    /// a marker signal sent now reaches it after them.
    pub fn calls_so_far(&mut self) -> Vec<(DateTime<Utc>, String, String)> {
        self.markers += 1;
        let marker = format!("marker{}", self.markers);
        let sent = Command::new("dbus-send")
            .args([
                "--session",
                "--type=signal",
                "/",
                &format!("{MARKER_INTERFACE}.{marker}"),
            ])
            .env("DBUS_SESSION_BUS_ADDRESS", bus())
            .status()
            .unwrap();
        assert!(sent.success());
        let member = format!("member={marker}");
        wait_for("dbus-monitor to see the marker", DEADLINE, || {
            std::fs::read_to_string(&self.log).is_ok_and(|t| t.contains(&member))
        });
        notify_calls(&self.log)
    }
}

/// How many notifications dunst shows.
pub fn displayed() -> u32 {
    let out = Command::new("dunstctl")
        .args(["count", "displayed"])
        .env("DBUS_SESSION_BUS_ADDRESS", bus())
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout)
        .trim()
        .parse()
        .unwrap_or(0)
}

/// Closes every notification on screen (reminders stay until acted on),
/// so that the one a test acts on is its own.
pub fn close_all_notifications() {
    let cleared = Command::new("dunstctl")
        .arg("close-all")
        .env("DBUS_SESSION_BUS_ADDRESS", bus())
        .status()
        .unwrap();
    assert!(cleared.success());
    wait_for("dunst to close every notification", DEADLINE, || {
        displayed() == 0
    });
}

/// The tests share one bus and one notification server, and count what
/// they see on it: one at a time.
static BUS: std::sync::Mutex<()> = std::sync::Mutex::new(());

pub fn exclusive_bus() -> std::sync::MutexGuard<'static, ()> {
    BUS.lock().unwrap_or_else(|e| e.into_inner())
}
