//! Helpers for the store tests: temp database files, raw dumps, events.
#![allow(dead_code)]

use chrono::{DateTime, Duration, NaiveDateTime, TimeZone, Utc};
use chrono_tz::Tz;
use kairos::model::{CalendarId, Event, EventDuration, EventTime, RecurrenceId};
use kairos::store::Store;
use std::path::{Path, PathBuf};

/// A database file in a fresh temp directory, removed when dropped.
pub struct TempDb {
    pub dir: tempfile::TempDir,
    pub path: PathBuf,
}

impl TempDb {
    pub fn new() -> TempDb {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("kairos.db");
        TempDb { dir, path }
    }

    pub fn open(&self) -> Store {
        Store::open(&self.path).unwrap()
    }
}

/// Every row of every table, as text: equal dumps mean equal databases
/// (event row ids aside, which no one refers to).
pub fn dump(path: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let mut lines = Vec::new();
    for (table, order) in [
        ("calendars", "id"),
        ("calendar_reminders", "calendar_id, all_day, position"),
        ("events", "uid"),
        ("exdates", "event_id, position"),
        ("rdates", "event_id, position"),
        ("overrides", "event_id, position"),
        ("reminders", "event_id, position"),
        ("event_properties", "event_id, position"),
    ] {
        let mut q = conn
            .prepare(&format!("SELECT * FROM {table} ORDER BY {order}"))
            .unwrap();
        let columns: Vec<String> = q.column_names().iter().map(|c| c.to_string()).collect();
        let rows = q
            .query_map([], |row| {
                let mut cells = Vec::new();
                for (i, name) in columns.iter().enumerate() {
                    // Row ids change when an event is rewritten; what they
                    // link is checked through the uid-ordered events.
                    if name == "id" && table == "events" || name == "event_id" {
                        continue;
                    }
                    let v: rusqlite::types::Value = row.get(i)?;
                    cells.push(format!("{name}={v:?}"));
                }
                Ok(format!("{table}: {}", cells.join(" ")))
            })
            .unwrap();
        for r in rows {
            lines.push(r.unwrap());
        }
    }
    lines
}

/// How many journal entries there are, and how many are undone.
pub fn journal_counts(path: &Path) -> (i64, i64) {
    let conn = rusqlite::Connection::open(path).unwrap();
    conn.query_row(
        "SELECT count(*), coalesce(sum(undone), 0) FROM journal",
        [],
        |r| Ok((r.get(0)?, r.get(1)?)),
    )
    .unwrap()
}

pub fn wall(text: &str) -> NaiveDateTime {
    NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M").unwrap()
}

pub fn zoned(text: &str, tz: Tz) -> EventTime {
    EventTime::Zoned {
        local: wall(text),
        tz: tz.into(),
    }
}

/// The id of the occurrence originally at local `text` in `tz`.
pub fn rid(text: &str, tz: Tz) -> RecurrenceId {
    RecurrenceId::from_event_time(&zoned(text, tz))
}

pub fn minutes(n: i64) -> EventDuration {
    EventDuration::Exact(Duration::minutes(n))
}

pub fn event(
    summary: &str,
    start: EventTime,
    duration: EventDuration,
    rule: Option<&str>,
) -> Event {
    let mut e = Event::new("", summary, start, duration);
    e.rrule = rule.map(str::to_owned);
    e
}

pub fn personal(store: &Store) -> CalendarId {
    store.default_calendar().unwrap().id
}

pub fn instant(tz: Tz, text: &str) -> DateTime<Utc> {
    tz.from_local_datetime(&wall(text)).unwrap().to_utc()
}

/// `start title` of every occurrence in `[from, to)` (local times in `tz`).
pub fn agenda(store: &Store, tz: Tz, from: &str, to: &str) -> Vec<String> {
    store
        .occurrences_in(instant(tz, from), instant(tz, to), None, tz)
        .unwrap()
        .into_iter()
        .map(|o| {
            let start = o
                .occurrence
                .start
                .instant_in(tz)
                .with_timezone(&tz)
                .format("%Y-%m-%dT%H:%M");
            format!("{start} {}", o.summary())
        })
        .collect()
}

/// What a `kairos` command did.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs the `kairos` binary on the database `db`, for a viewer in Paris.
pub fn kairos(db: &Path, args: &[&str]) -> Run {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(args)
        .env("KAIROS_DB", db)
        .env("TZ", "Europe/Paris")
        .output()
        .unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// [`kairos`] that must succeed; its standard output.
pub fn ok(db: &Path, args: &[&str]) -> String {
    let r = kairos(db, args);
    assert_eq!(r.code, 0, "{args:?}: {}", r.stderr);
    r.stdout
}

/// Exports what `parsed` read (as on `today`) and reads it back: `Err` says
/// why our own export is not what we read (problems, or events lost).
pub fn export_reads_back(
    parsed: &kairos::ical::Parsed,
    today: chrono::NaiveDate,
) -> Result<(), String> {
    use kairos::ical::{self, ExportEvent};
    let list: Vec<ExportEvent<'_>> = parsed
        .events
        .iter()
        .map(|e| ExportEvent {
            event: &e.event,
            sequence: e.sequence,
            created: DateTime::UNIX_EPOCH,
            modified: DateTime::UNIX_EPOCH,
        })
        .collect();
    let text = ical::export(&list, today);
    let again = ical::parse(text.as_bytes())
        .map_err(|e| format!("our own export does not read back: {e}\n{text}"))?;
    if !again.problems.is_empty() {
        return Err(format!(
            "our export has problems: {:?}\n{text}",
            again.problems
        ));
    }
    if again.events.len() != parsed.events.len() {
        return Err(format!(
            "{} events exported, {} read back\n{text}",
            parsed.events.len(),
            again.events.len()
        ));
    }
    Ok(())
}

/// Writes `body` (components, LF-ended lines) into a VCALENDAR file named
/// `name` in `dir`, with CRLF line ends; returns its path.
pub fn write_ics(dir: &Path, name: &str, body: &str) -> String {
    let text = format!("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\n{body}END:VCALENDAR\n");
    let path = dir.join(name);
    std::fs::write(&path, text.replace('\n', "\r\n")).unwrap();
    path.to_str().unwrap().to_owned()
}

/// A VEVENT with UID and SUMMARY `uid`, and `lines`.
pub fn vevent(uid: &str, lines: &str) -> String {
    format!(
        "BEGIN:VEVENT\nUID:{uid}\nDTSTAMP:20261101T000000Z\nSUMMARY:{uid}\n{lines}\nEND:VEVENT\n"
    )
}

/// The page that holds the start of `table` (its b-tree's root).
pub fn root_page(db: &Path, table: &str) -> u64 {
    let conn = rusqlite::Connection::open(db).unwrap();
    let page: i64 = conn
        .query_row(
            "SELECT rootpage FROM sqlite_master WHERE name = ?",
            [table],
            |r| r.get(0),
        )
        .unwrap();
    page as u64
}

/// Writes `bytes` over the file at `offset`, as a disk error might.
pub fn overwrite(db: &Path, offset: u64, bytes: &[u8]) {
    use std::io::{Seek, SeekFrom, Write};
    let mut f = std::fs::OpenOptions::new().write(true).open(db).unwrap();
    f.seek(SeekFrom::Start(offset)).unwrap();
    f.write_all(bytes).unwrap();
}

/// Makes the page that holds the start of `table` unreadable: its header
/// overwritten (SQLite: "database disk image is malformed").
pub fn damage_table(db: &Path, table: &str) {
    overwrite(
        db,
        (root_page(db, table) - 1) * 4096,
        &[0xde, 0xad, 0xbe, 0xef],
    );
}

/// Adds the account "away", whose server nothing listens for (the
/// discard port: a sync of it fails) and whose password comes from
/// `password_command`, with its calendar "Away"; that calendar's id.
#[allow(dead_code)]
pub fn add_unreachable_account(store: &mut Store, password_command: &str) -> CalendarId {
    let account = kairos::store::Account {
        id: 0,
        name: "away".into(),
        url: "http://127.0.0.1:9/".into(),
        user: "ann".into(),
        password_command: Some(password_command.into()),
        ca_cert: None,
        home: "/dav/".into(),
        oauth: None,
        keyring_id: String::new(),
    };
    let remote = kairos::store::RemoteCalendar {
        href: "http://127.0.0.1:9/dav/cal/".into(),
        name: "Away".into(),
        color: "#3584e4".into(),
    };
    store.add_account(&account, &[remote]).unwrap();
    store.calendar_by_name("Away").unwrap().id
}

/// What the Python `script` (Python's `icalendar` installed, as
/// scripts/test does) prints for `file`, line by line.
pub fn python_reads(script: &str, file: &Path) -> Vec<String> {
    let python = std::env::var("KAIROS_PYTHON").unwrap_or_else(|_| "python3".into());
    let out = std::process::Command::new(&python)
        .arg("-c")
        .arg(script)
        .arg(file)
        .output()
        .unwrap_or_else(|e| panic!("{python}: {e} (scripts/test installs Python and icalendar)"));
    assert!(
        out.status.success(),
        "the Python reader failed (scripts/test installs icalendar): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Makes `address` mine in the database of `db` (Preferences' "My
/// addresses").
pub fn my_address(db: &TempDb, address: &str) {
    let mut store = db.open();
    let mut chosen = kairos::store::Preferences::load(&store).unwrap();
    chosen.addresses = vec![kairos::model::CalendarAddress::parse(address).unwrap()];
    chosen.save(&mut store).unwrap();
}
