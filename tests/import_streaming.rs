//! `kairos import` reads a file twice, a line at a time, and writes each
//! event as its series is complete: what a file defines anywhere (a zone
//! after the events naming it, an override before its master) is still
//! found, and what is too big to hold is left out with a problem.

mod store_support;

use std::fmt::Write as _;
use std::path::Path;
use store_support::*;

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text.replace('\n', "\r\n")).unwrap();
    path.to_str().unwrap().to_owned()
}

fn count(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).unwrap();
    conn.query_row("SELECT count(*) FROM events", [], |r| r.get(0))
        .unwrap()
}

/// (start in UTC, to the second; title) of the day `from`.
fn starts(db: &Path, from: &str) -> Vec<(String, String)> {
    let out = ok(
        db,
        &[
            "agenda", "--from", from, "--days", "1", "--tz", "UTC", "--json",
        ],
    );
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    items
        .iter()
        .map(|i| {
            (
                i["start"].as_str().unwrap()[..19].to_owned(),
                i["title"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

/// 3,000 events between an override and its master, a zone defined after
/// the event that names it: all read, written, undone and redone.
#[test]
fn zones_and_overrides_anywhere_in_a_big_file_are_found() {
    let db = TempDb::new();
    let mut text = String::from("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\n");
    text.push_str(
        "BEGIN:VEVENT\nUID:weekly@test\nRECURRENCE-ID:20261116T090000Z\n\
         DTSTART:20261117T150000Z\nDURATION:PT1H\nSUMMARY:Weekly (moved)\nEND:VEVENT\n",
    );
    text.push_str(
        "BEGIN:VEVENT\nUID:zoned@test\nDTSTART;TZID=Far Away:20261130T090000\n\
         DURATION:PT1H\nSUMMARY:Zoned\nEND:VEVENT\n",
    );
    for i in 0..3000 {
        write!(
            text,
            "BEGIN:VEVENT\nUID:filler-{i}@test\nDTSTART:20270{}{:02}T090000Z\nDURATION:PT1H\n\
             SUMMARY:Filler {i}\nEND:VEVENT\n",
            1 + i % 9,
            1 + i % 28
        )
        .unwrap();
    }
    text.push_str(
        "BEGIN:VEVENT\nUID:weekly@test\nDTSTART:20261109T090000Z\nDURATION:PT1H\n\
         RRULE:FREQ=WEEKLY;COUNT=4\nSUMMARY:Weekly\nEND:VEVENT\n",
    );
    // A fixed offset of +05:00 the file defines last.
    text.push_str(
        "BEGIN:VTIMEZONE\nTZID:Far Away\nBEGIN:STANDARD\nDTSTART:19700101T000000\n\
         TZOFFSETFROM:+0500\nTZOFFSETTO:+0500\nEND:STANDARD\nEND:VTIMEZONE\nEND:VCALENDAR\n",
    );
    let file = write(db.dir.path(), "big.ics", &text);

    let checked = ok(&db.path, &["import", "--dry-run", &file]);
    assert!(checked.contains("3002 added"), "{checked}");
    assert_eq!(count(&db.path), 0, "a dry run writes nothing");

    let report = ok(&db.path, &["import", &file]);
    assert!(report.contains("3002 added"), "{report}");
    assert!(report.contains("0 skipped"), "{report}");
    assert_eq!(count(&db.path), 3002);
    let moved = starts(&db.path, "2026-11-16");
    assert!(moved.is_empty(), "the 16th's occurrence moved: {moved:?}");
    assert_eq!(
        starts(&db.path, "2026-11-17"),
        [("2026-11-17T15:00:00".into(), "Weekly (moved)".into())]
    );
    assert_eq!(
        starts(&db.path, "2026-11-30"),
        [
            ("2026-11-30T04:00:00".into(), "Zoned".into()),
            ("2026-11-30T09:00:00".into(), "Weekly".into())
        ]
    );

    assert!(ok(&db.path, &["undo"]).starts_with("Undone: "));
    assert_eq!(count(&db.path), 0);
    assert!(ok(&db.path, &["redo"]).starts_with("Redone: "));
    assert_eq!(count(&db.path), 3002);
    assert_eq!(starts(&db.path, "2026-11-17").len(), 1);
}

/// A line longer than 4 MiB, and an event holding more than 16 MiB, are
/// left out with a problem; the rest of the file is imported.
#[test]
fn what_is_too_big_to_hold_is_left_out_and_the_rest_imported() {
    let db = TempDb::new();
    let long = "x".repeat(5 << 20);
    let big = "y".repeat(3 << 20);
    let mut text = String::from("BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\n");
    text.push_str(&format!(
        "BEGIN:VEVENT\nUID:long@test\nDTSTART:20261130T090000Z\nDURATION:PT1H\n\
         SUMMARY:Long line\nDESCRIPTION:{long}\nEND:VEVENT\n"
    ));
    text.push_str("BEGIN:VEVENT\nUID:big@test\nDTSTART:20261130T100000Z\nSUMMARY:Big\n");
    for i in 0..6 {
        text.push_str(&format!("X-BLOB-{i}:{big}\n"));
    }
    text.push_str("END:VEVENT\n");
    text.push_str(
        "BEGIN:VEVENT\nUID:small@test\nDTSTART:20261130T110000Z\nSUMMARY:Small\nEND:VEVENT\n\
         END:VCALENDAR\n",
    );
    let file = write(db.dir.path(), "big.ics", &text);
    let report = ok(&db.path, &["import", &file]);
    assert!(report.contains("2 added"), "{report}");
    assert!(
        report.contains("a line longer than 4 MiB: left out"),
        "{report}"
    );
    assert!(
        report.contains("VEVENT holds more than 16 MiB: left out"),
        "{report}"
    );
    let titles: Vec<String> = starts(&db.path, "2026-11-30")
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    assert_eq!(titles, ["Long line", "Small"]);

    let refused = kairos(&db.path, &["import", "--strict", &file]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("a line longer than 4 MiB"),
        "{}",
        refused.stderr
    );
}
