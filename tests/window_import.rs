//! Importing by keyboard alone in the real window on the test display:
//! Ctrl+I, the file's path, Enter to check, Enter to import; and the same
//! file opened as `kairos FILE.ics`, then Enter. Either way a 200-event
//! file ends with its events in `kairos agenda --json`. Real time,
//! generous deadlines on conditions.

mod display_support;
mod process_support;
mod store_support;

use display_support::{open_window, open_window_with, until_it_takes_keys, xdotool};
use process_support::{wait_for, DEADLINE};
use std::path::Path;
use std::process::Command;
use store_support::TempDb;

/// One window at a time: keys go to the focused window.
static DISPLAY_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// A file of `n` one-hour events, one a day from 1 March 2027, 09:00 UTC.
fn many_events(dir: &Path, n: usize) -> String {
    let mut text = String::from("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n");
    let first = chrono::NaiveDate::from_ymd_opt(2027, 3, 1).unwrap();
    for i in 0..n {
        let day = (first + chrono::Days::new(i as u64)).format("%Y%m%d");
        text.push_str(&format!(
            "BEGIN:VEVENT\r\nUID:import-{i}@test\r\nDTSTAMP:20270101T000000Z\r\n\
             DTSTART:{day}T090000Z\r\nDTEND:{day}T100000Z\r\nSUMMARY:Lesson {i}\r\n\
             END:VEVENT\r\n"
        ));
    }
    text.push_str("END:VCALENDAR\r\n");
    let path = dir.join("lessons.ics");
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// How many occurrences `kairos agenda --json` lists over the file's days.
fn listed(db: &TempDb) -> usize {
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args([
            "agenda",
            "--from",
            "2027-03-01",
            "--days",
            "250",
            "--tz",
            "UTC",
            "--json",
        ])
        .env("KAIROS_DB", &db.path)
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    assert!(out.status.success());
    let items: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    items.len()
}

fn key(k: &str) {
    assert!(xdotool(&["key", "--clearmodifiers", k]).status.success());
}

/// Presses Enter until the 200 events are listed: the first checks the
/// file, the next imports it (a press while the check runs is taken by
/// nothing).
fn enter_until_imported(db: &TempDb) {
    wait_for("Enter to import the 200 events", DEADLINE, || {
        if listed(db) == 200 {
            return true;
        }
        key("Return");
        std::thread::sleep(std::time::Duration::from_millis(500));
        listed(db) == 200
    });
}

#[test]
fn ctrl_i_a_path_and_enter_import_a_file_by_keyboard() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let file = many_events(db.dir.path(), 200);
    let (_window, id) = open_window(&db.path);
    let store = kairos::store::Store::open(&db.path).unwrap();
    until_it_takes_keys(&id, &store);
    assert_eq!(listed(&db), 0);
    key("ctrl+i");
    assert!(xdotool(&["type", "--delay", "20", &file]).status.success());
    enter_until_imported(&db);
    assert_eq!(listed(&db), 200);
}

#[test]
fn a_file_opened_with_kairos_is_imported_with_enter() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let db = TempDb::new();
    let file = many_events(db.dir.path(), 200);
    let (_window, id) = open_window_with(&db.path, &[&file]);
    assert!(xdotool(&["windowfocus", "--sync", &id]).status.success());
    enter_until_imported(&db);
    assert_eq!(listed(&db), 200);
}
