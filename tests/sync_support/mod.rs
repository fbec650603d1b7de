//! The sync tests' world: the CalDAV servers `scripts/test` starts on
//! loopback, the other device (Python's `caldav`, `device.py`), and the
//! `kairos` binary on a database of the test's own.
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A server `scripts/test` started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Server {
    /// Radicale 3.9, htpasswd login (users alice … zoe, password "secret").
    Radicale,
    /// Xandikos 0.4, no login.
    Xandikos,
}

impl Server {
    /// The server's root URL.
    pub fn url(self) -> String {
        let var = match self {
            Server::Radicale => "KAIROS_RADICALE_URL",
            Server::Xandikos => "KAIROS_XANDIKOS_URL",
        };
        std::env::var(var).unwrap_or_else(|_| {
            panic!("{var} is not set: run the sync tests through ./scripts/test, which starts the servers")
        })
    }
}

/// DAViCal's CalDAV root (`scripts/test` started it; its users are in
/// `scripts/lib/davical.sh`).
pub fn davical() -> String {
    std::env::var("KAIROS_DAVICAL_URL").unwrap_or_else(|_| {
        panic!("KAIROS_DAVICAL_URL is not set: run the sync tests through ./scripts/test")
    })
}

/// `kairos` logged in to DAViCal as `user`, and the name of that user's
/// home calendar ("Gina Example calendar").
pub fn davical_person(user: &str) -> (Kairos, String) {
    let kairos = Kairos::new();
    kairos.add_account(user, &davical(), &Device::at(&davical(), user));
    let capitalised = format!("{}{}", user[..1].to_uppercase(), &user[1..]);
    (kairos, format!("{capitalised} Example calendar"))
}

/// The Python with `caldav`, Radicale and Xandikos installed.
pub fn python() -> String {
    std::env::var("KAIROS_SYNC_PYTHON").unwrap_or_else(|_| {
        panic!("KAIROS_SYNC_PYTHON is not set: run the sync tests through ./scripts/test")
    })
}

/// One user's view of a server: the other device's login.
#[derive(Debug, Clone)]
pub struct Device {
    /// The server's root URL.
    pub url: String,
    pub user: String,
}

impl Device {
    pub fn new(server: Server, user: &str) -> Device {
        Device {
            url: server.url(),
            user: match server {
                Server::Radicale => user.to_owned(),
                Server::Xandikos => String::new(),
            },
        }
    }

    /// A device on a server of the test's own.
    pub fn at(url: &str, user: &str) -> Device {
        Device {
            url: url.to_owned(),
            user: user.to_owned(),
        }
    }

    fn run(&self, args: &[&str], stdin: Option<&str>) -> String {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sync_support/device.py");
        let mut child = Command::new(python())
            .arg(script)
            .args(&args[..2])
            .arg(&self.user)
            .arg("secret")
            .args(&args[2..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("python runs");
        let mut input = child.stdin.take().expect("stdin");
        if let Some(text) = stdin {
            input.write_all(text.as_bytes()).expect("write the event");
        }
        drop(input);
        let out = child.wait_with_output().expect("device.py finishes");
        assert!(
            out.status.success(),
            "device.py {args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .expect("utf-8")
            .trim()
            .to_owned()
    }

    /// Makes a calendar called `name` for this user; its URL.
    pub fn make_calendar(&self, name: &str) -> String {
        self.run(&["make", &self.url, name], None)
    }

    /// Makes a calendar with no name at `id` under this user's home; its
    /// URL.
    pub fn make_unnamed_calendar(&self, id: &str) -> String {
        self.run(&["make-unnamed", &self.url, id], None)
    }

    /// Saves a new event.
    pub fn put(&self, calendar: &str, ics: &str) {
        self.run(&["put", calendar], Some(ics));
    }

    /// Overwrites the event `uid`.
    pub fn replace(&self, calendar: &str, uid: &str, ics: &str) {
        self.run(&["replace", calendar, uid], Some(ics));
    }

    /// Deletes the event `uid`.
    pub fn delete(&self, calendar: &str, uid: &str) {
        self.run(&["delete", calendar, uid], None);
    }

    /// Deletes a whole calendar and makes it again, empty, at the same
    /// address.
    pub fn remake_calendar(&self, calendar: &str, name: &str) {
        self.run(&["remake", calendar, name], None);
    }

    /// Deletes a whole calendar.
    pub fn delete_calendar(&self, calendar: &str) {
        self.run(&["drop", calendar], None);
    }

    /// The text of the event `uid`.
    pub fn get(&self, calendar: &str, uid: &str) -> String {
        self.run(&["get", calendar, uid], None)
    }

    /// Every resource's href and ETag.
    pub fn etags(&self, calendar: &str) -> BTreeMap<String, String> {
        serde_json::from_str(&self.run(&["list", calendar], None)).expect("json")
    }
}

/// A `kairos` on a database of the test's own.
pub struct Kairos {
    pub db: PathBuf,
    _dir: tempfile::TempDir,
}

impl Kairos {
    pub fn new() -> Kairos {
        let dir = tempfile::tempdir().expect("temp dir");
        Kairos {
            db: dir.path().join("kairos.db"),
            _dir: dir,
        }
    }

    /// Runs `kairos --db DB ARGS…`.
    pub fn run(&self, args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_kairos"))
            .arg("--db")
            .arg(&self.db)
            .args(args)
            .env("TZ", "UTC")
            .output()
            .expect("kairos runs")
    }

    /// Runs and expects success; its stdout.
    pub fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args);
        assert!(
            out.status.success(),
            "kairos {args:?} failed ({}): {}",
            out.status,
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).expect("utf-8")
    }

    /// Adds an account on `server` (at `url`) as `device`'s user.
    pub fn add_account(&self, name: &str, url: &str, device: &Device) -> String {
        self.ok(&[
            "accounts",
            "add",
            name,
            "--url",
            url,
            "--user",
            &device.user,
            "--password-command",
            "echo secret",
        ])
    }

    /// `kairos sync --json`, expecting success: per calendar counts.
    pub fn sync(&self) -> serde_json::Value {
        let out = self.ok(&["sync", "--json"]);
        serde_json::from_str(&out).expect("sync --json prints JSON")
    }

    /// The local events of `calendar`: uid → title.
    pub fn events(&self, calendar: &str) -> BTreeMap<String, String> {
        let store = kairos::store::Store::open(&self.db).expect("open");
        let id = store
            .calendar_by_name(calendar)
            .unwrap_or_else(|e| panic!("{e}; there are {:?}", store.calendars().unwrap()))
            .id;
        store
            .events(Some(id))
            .expect("events")
            .into_iter()
            .map(|e| (e.event.uid, e.event.summary))
            .collect()
    }
}

/// The counts of the calendar called `name` in a `sync --json` answer.
pub fn counts(report: &serde_json::Value, name: &str) -> serde_json::Value {
    report
        .as_array()
        .expect("an array of accounts")
        .iter()
        .flat_map(|a| a["calendars"].as_array().cloned().unwrap_or_default())
        .find(|c| c["calendar"] == name)
        .unwrap_or_else(|| panic!("no calendar {name} in {report}"))
}

/// The calendar `name` synced with nothing to do: nothing pulled, pushed,
/// deleted or in conflict.
pub fn assert_quiet(report: &serde_json::Value, name: &str) {
    let c = counts(report, name);
    for field in [
        "pulled",
        "pushed",
        "deleted_local",
        "deleted_remote",
        "conflicts",
    ] {
        assert_eq!(c[field], 0, "{field} in {report}");
    }
}

/// A one-off event as another calendar would write it.
pub fn event(uid: &str, summary: &str, start: &str) -> String {
    format!(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other Device//EN\r\nBEGIN:VEVENT\r\n\
         UID:{uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:{start}\r\nDURATION:PT1H\r\n\
         SUMMARY:{summary}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
}

/// The last path segment of a URL (a calendar's name on the server).
pub fn path_of(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    rest.find('/').map_or("/".into(), |i| rest[i..].to_owned())
}

/// The titles among `events` (uid → title) that are conflict copies.
pub fn conflict_copies(events: &BTreeMap<String, String>) -> Vec<&String> {
    events
        .values()
        .filter(|t| t.contains("conflict copy"))
        .collect()
}
