//! The campaign's two devices: the `kairos` binary on a database of its own
//! (read back through its own `export`, so the campaign depends on no
//! internal type and can drive another build, `KAIROS_CAMPAIGN_BIN`), and
//! Python's `caldav` (`device.py`, one process for the whole campaign).

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Output, Stdio};

use serde::Deserialize;
use serde_json::{json, Value};

/// The properties the campaign compares, as `device.py` writes them.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Props {
    pub summary: String,
    pub location: Option<String>,
    pub description: Option<String>,
    /// DTSTART as a UTC instant, `20261203T090000Z`.
    pub start: String,
    /// The RRULE, its parts sorted.
    pub rrule: Option<String>,
}

/// DTSTART's zone: not compared, but an edit of the start keeps it.
#[derive(Debug, Clone, Deserialize)]
struct Canon {
    #[serde(flatten)]
    props: Props,
    tz: String,
}

/// One property.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Prop {
    Summary,
    Location,
    Description,
    Start,
    Rrule,
}

/// Every property, in order.
pub const PROPS: [Prop; 5] = [
    Prop::Summary,
    Prop::Location,
    Prop::Description,
    Prop::Start,
    Prop::Rrule,
];

impl Prop {
    pub fn name(self) -> &'static str {
        match self {
            Prop::Summary => "summary",
            Prop::Location => "location",
            Prop::Description => "description",
            Prop::Start => "start",
            Prop::Rrule => "rrule",
        }
    }

    pub fn of(self, p: &Props) -> Option<String> {
        match self {
            Prop::Summary => Some(p.summary.clone()),
            Prop::Location => p.location.clone(),
            Prop::Description => p.description.clone(),
            Prop::Start => Some(p.start.clone()),
            Prop::Rrule => p.rrule.clone(),
        }
    }
}

/// One side's events: UID → (calendar label, properties, DTSTART's zone).
#[derive(Debug, Clone, Default)]
pub struct Replica {
    pub events: BTreeMap<String, (String, Props)>,
    pub zones: BTreeMap<String, String>,
    /// What is wrong with the replica itself: a UID twice, an unreadable
    /// resource, a calendar missing.
    pub problems: Vec<String>,
}

impl Replica {
    fn add(&mut self, calendar: &str, uid: String, canon: Canon, place: &str) {
        if let Some((other, _)) = self.events.get(&uid) {
            self.problems.push(format!(
                "UID {uid} twice: in {other} and {calendar} ({place})"
            ));
        }
        self.zones.insert(uid.clone(), canon.tz);
        self.events.insert(uid, (calendar.to_owned(), canon.props));
    }

    pub fn zone(&self, uid: &str) -> &str {
        self.zones.get(uid).map_or("UTC", String::as_str)
    }
}

/// The other device: `device.py`, answering one JSON line per request.
pub struct Device {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Device {
    pub fn start(python: &str, url: &str, user: &str) -> Device {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/campaign_support/device.py");
        let mut child = Command::new(python)
            .arg(script)
            .args([url, user, "secret"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("python runs device.py");
        let input = child.stdin.take().expect("stdin");
        let output = BufReader::new(child.stdout.take().expect("stdout"));
        Device {
            child,
            input,
            output,
        }
    }

    fn ask(&mut self, request: Value) -> Result<Value, String> {
        writeln!(self.input, "{request}").expect("device.py reads");
        self.input.flush().expect("device.py reads");
        let mut line = String::new();
        self.output.read_line(&mut line).expect("device.py answers");
        let answer: Value =
            serde_json::from_str(&line).unwrap_or_else(|e| panic!("device.py said {line:?}: {e}"));
        match answer.get("error") {
            Some(e) => Err(e.as_str().unwrap_or_default().to_owned()),
            None => Ok(answer),
        }
    }

    /// A new calendar; its URL.
    pub fn make(&mut self, name: &str) -> String {
        let answer = self.ask(json!({"op": "make", "name": name})).expect("make");
        answer["url"].as_str().expect("a URL").to_owned()
    }

    pub fn create(&mut self, calendar: &str, ics: &str) -> Result<(), String> {
        self.ask(json!({"op": "create", "cal": calendar, "ics": ics}))
            .map(|_| ())
    }

    /// Sets one property; what the device read before (`None`: no such
    /// event on the server).
    pub fn modify(
        &mut self,
        calendar: &str,
        uid: &str,
        prop: Prop,
        value: &str,
    ) -> Result<Option<Props>, String> {
        let answer = self.ask(json!({"op": "modify", "cal": calendar, "uid": uid,
            "prop": prop.name(), "value": value}))?;
        Ok(observed(&answer))
    }

    pub fn delete(&mut self, calendar: &str, uid: &str) -> Result<Option<Props>, String> {
        let answer = self.ask(json!({"op": "delete", "cal": calendar, "uid": uid}))?;
        Ok(observed(&answer))
    }

    /// The server's events in `calendars` (label → URL).
    pub fn dump(&mut self, calendars: &[(String, String)]) -> Replica {
        let mut replica = Replica::default();
        for (label, url) in calendars {
            let answer = self
                .ask(json!({"op": "dump", "cal": url}))
                .unwrap_or_else(|e| panic!("listing {url}: {e}"));
            for event in answer["events"].as_array().cloned().unwrap_or_default() {
                let uid = event["uid"].as_str().unwrap_or_default().to_owned();
                let canon: Canon = serde_json::from_value(event["props"].clone()).expect("props");
                let href = event["href"].as_str().unwrap_or_default().to_owned();
                replica.add(label, uid, canon, &format!("on the server at {href}"));
            }
            for other in answer["others"].as_array().cloned().unwrap_or_default() {
                replica
                    .problems
                    .push(format!("the server holds {other} in {label}, not an event"));
            }
        }
        replica
    }

    /// The events of an .ics export.
    fn canon(&mut self, ics: &str) -> Vec<(String, Canon)> {
        let answer = self
            .ask(json!({"op": "canon", "ics": ics}))
            .unwrap_or_else(|e| panic!("reading an export: {e}\n{ics}"));
        answer["events"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .map(|e| {
                let uid = e["uid"].as_str().unwrap_or_default().to_owned();
                (
                    uid,
                    serde_json::from_value(e["props"].clone()).expect("props"),
                )
            })
            .collect()
    }

    pub fn drop_calendar(&mut self, url: &str) {
        let _ = self.ask(json!({"op": "drop", "cal": url}));
    }
}

fn observed(answer: &Value) -> Option<Props> {
    answer
        .get("observed")
        .map(|o| serde_json::from_value(o.clone()).expect("props"))
}

impl Drop for Device {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The binary the campaign drives.
pub fn kairos_binary() -> PathBuf {
    std::env::var_os("KAIROS_CAMPAIGN_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_kairos")))
}

/// `kairos` on a database of its own, in a zone (`TZ`).
pub struct Kairos {
    pub db: PathBuf,
    pub zone: &'static str,
    bin: PathBuf,
    _dir: tempfile::TempDir,
}

impl Kairos {
    pub fn new(zone: &'static str) -> Kairos {
        let dir = tempfile::tempdir().expect("temp dir");
        Kairos {
            db: dir.path().join("kairos.db"),
            zone,
            bin: kairos_binary(),
            _dir: dir,
        }
    }

    pub fn command(&self) -> Command {
        let mut command = Command::new(&self.bin);
        command
            .arg("--db")
            .arg(&self.db)
            .env("TZ", self.zone)
            .env("LANG", "C.UTF-8")
            .env_remove("KAIROS_SECRET_SERVICE");
        command
    }

    pub fn run(&self, args: &[&str]) -> Output {
        self.command()
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("kairos runs")
    }

    /// `kairos sync --json`, started.
    pub fn spawn_sync(&self, timeout: u64) -> Child {
        self.command()
            .args(["sync", "--json", "--timeout", &timeout.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("kairos sync starts")
    }

    /// The local events of `calendars` (label → local name), read through
    /// `kairos export`.
    pub fn replica(&self, device: &mut Device, calendars: &[(String, String)]) -> Replica {
        let mut replica = Replica::default();
        for (label, name) in calendars {
            let out = self.run(&["export", "--calendar", name]);
            if !out.status.success() {
                replica.problems.push(format!(
                    "no local calendar {name}: {}",
                    String::from_utf8_lossy(&out.stderr).trim()
                ));
                continue;
            }
            let ics = String::from_utf8_lossy(&out.stdout);
            for (uid, canon) in device.canon(&ics) {
                replica.add(label, uid, canon, "here");
            }
        }
        replica
    }
}
