//! Input from outside that once made Kairos panic, flood or lose data:
//! each case through the real binary, as a user would meet it.

mod store_support;

use store_support::*;

/// Lengths and reminder distances no calendar means (P99999999W is two
/// million years) overflowed the time arithmetic: `kairos import` exited
/// 101. Each such event is now skipped with a line saying why; the rest
/// of the file is imported, and the calendar still shows and exports.
#[test]
fn absurd_lengths_in_a_file_are_skipped_not_a_panic() {
    let db = TempDb::new();
    let events = [
        vevent("fine", "DTSTART:20261201T090000Z\nDURATION:PT1H"),
        vevent("weeks", "DTSTART:20261201T090000Z\nDURATION:P99999999W"),
        vevent(
            "seconds",
            "DTSTART:20261201T090000Z\nDURATION:PT9999999999999S",
        ),
        vevent("date", "DTSTART;VALUE=DATE:20261201\nDURATION:P99999999W"),
        vevent("floating", "DTSTART:20261201T090000\nDURATION:P99999999D"),
        vevent("negative", "DTSTART:20261201T090000Z\nDURATION:-P99999999W"),
        vevent(
            "alarm",
            "DTSTART:20261201T090000Z\nDURATION:PT1H\nBEGIN:VALARM\nACTION:DISPLAY\n\
             DESCRIPTION:x\nTRIGGER:-P99999999W\nEND:VALARM",
        ),
        vevent("ages", "DTSTART:00010101T000000Z\nDTEND:99991231T000000Z"),
    ]
    .concat();
    let file = write_ics(db.dir.path(), "absurd.ics", &events);
    let r = kairos(&db.path, &["import", &file]);
    assert_eq!(r.code, 0, "exit {}: {}{}", r.code, r.stdout, r.stderr);
    assert!(r.stdout.contains("added      fine"), "{}", r.stdout);
    for uid in ["weeks", "seconds", "date", "floating", "negative", "ages"] {
        assert!(
            !r.stdout.contains(&format!("added      {uid}")),
            "{uid}: {}",
            r.stdout
        );
    }
    assert!(r.stdout.contains("longer than"), "{}", r.stdout);
    let agenda = ok(&db.path, &["agenda", "--from", "2026-11-30", "--days", "3"]);
    assert!(agenda.contains("fine"), "{agenda}");
    let out = db.dir.path().join("out.ics");
    ok(&db.path, &["export", "-o", out.to_str().unwrap()]);
}

/// The same lengths given on the command line are bad input: exit 2, one
/// line, nothing written.
#[test]
fn absurd_lengths_on_the_command_line_exit_2() {
    let db = TempDb::new();
    ok(&db.path, &["agenda"]);
    let before = dump(&db.path);
    let cases: [&[&str]; 5] = [
        &[
            "add",
            "X",
            "--start",
            "2026-12-01T09:00",
            "--duration",
            "P99999999W",
        ],
        &[
            "add",
            "X",
            "--start",
            "2026-12-01T09:00",
            "--duration",
            "PT9999999999999S",
        ],
        &[
            "add",
            "X",
            "--start",
            "2026-12-01",
            "--all-day",
            "--duration",
            "P99999999W",
        ],
        &[
            "add",
            "X",
            "--start",
            "0001-01-01T00:00",
            "--end",
            "9999-12-31T00:00",
        ],
        &[
            "add",
            "X",
            "--start",
            "2026-12-01T09:00",
            "--remind",
            "P99999999W",
        ],
    ];
    for args in cases {
        let r = kairos(&db.path, args);
        assert_eq!(r.code, 2, "{args:?}: exit {}: {}", r.code, r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        assert_eq!(dump(&db.path), before, "{args:?} wrote something");
    }
}

/// `kairos agenda | head -1`: the reader closes the pipe after one line.
/// The command ends quietly (exit 0, nothing on standard error) instead of
/// "error: Broken pipe" and exit 1.
#[test]
fn a_closed_pipe_ends_a_command_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let db = TempDb::new();
    // Hourly for 120 days: about 150 kB of agenda, more than a pipe holds,
    // so the command is still writing when the reader goes.
    ok(
        &db.path,
        &[
            "add",
            "Check",
            "--start",
            "2026-12-01T00:00",
            "--rrule",
            "FREQ=HOURLY",
        ],
    );
    let mut child = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["agenda", "--from", "2026-12-01", "--days", "120"])
        .env("KAIROS_DB", &db.path)
        .env("TZ", "Europe/Paris")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The reader is dropped here: the pipe is closed after one line.
    let out = child.wait_with_output().unwrap();
    assert!(!first.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "",
        "nothing on standard error"
    );
    assert_eq!(out.status.code(), Some(0));
}

/// A database damaged on disk: one line that names the file, says what is
/// wrong once (not "malformed: malformed: Error code 11: …") and what to
/// do; the file is left as it was.
#[test]
fn a_damaged_database_is_named_once_with_what_to_do() {
    let db = TempDb::new();
    ok(&db.path, &["add", "Standup", "--start", "2026-12-01T09:00"]);
    let mut bytes = std::fs::read(&db.path).unwrap();
    // Past the header page: the schema and the tables.
    for i in (4096..bytes.len()).step_by(97) {
        bytes[i] = 0xAB;
    }
    std::fs::write(&db.path, &bytes).unwrap();
    // Reading fails with SQLite's words (and records the damage); a
    // command that writes is then refused before it opens the file (exit
    // 2), saying so once too.
    for (args, code, what_to_do) in [
        (&["agenda"][..], 1, "restore it from a backup"),
        (
            &["add", "X", "--start", "2026-12-02T09:00"],
            2,
            "copy it somewhere safe",
        ),
    ] {
        let r = kairos(&db.path, args);
        assert_eq!(r.code, code, "{args:?}: {}{}", r.stdout, r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        let line = r.stderr.trim_end();
        assert!(line.contains(db.path.to_str().unwrap()), "{line}");
        assert!(line.contains("is damaged"), "{line}");
        assert!(line.contains(what_to_do), "{line}");
        assert!(!line.contains("Error code"), "{line}");
        assert_eq!(line.matches("malformed").count(), 1, "{line}");
        assert_eq!(std::fs::read(&db.path).unwrap(), bytes, "{args:?} wrote");
    }
}

/// A database whose folder cannot be made (its parent is a file): one line
/// naming what could not be made, why, and what to check.
#[test]
fn a_database_no_folder_can_hold_says_where_and_what_to_check() {
    let db = TempDb::new();
    let file = db.dir.path().join("notes.txt");
    std::fs::write(&file, "mine").unwrap();
    let path = file.join("kairos").join("kairos.db");
    let r = kairos(&path, &["agenda"]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert_eq!(r.stderr.lines().count(), 1, "{}", r.stderr);
    assert!(r.stderr.contains("notes.txt"), "{}", r.stderr);
    assert!(r.stderr.contains("check that the folder"), "{}", r.stderr);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "mine");
}

/// A big file's report is summarised: the counts, every line that needs
/// attention, the first events, and how many lines more — not a line per
/// event (a million events printed a million lines).
#[test]
fn a_big_import_reports_in_a_few_hundred_lines() {
    let db = TempDb::new();
    let mut body: String = (0..1_000)
        .map(|i| vevent(&format!("e{i}"), "DTSTART:20261201T090000Z\nDURATION:PT1H"))
        .collect();
    body.push_str(&vevent("broken", "DTSTART:not a time"));
    let file = write_ics(db.dir.path(), "big.ics", &body);
    let out = ok(&db.path, &["import", &file]);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.len() <= 302, "{} lines", lines.len());
    assert!(lines[0].contains("1000 added"), "{}", lines[0]);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("broken") || l.contains("not a time")),
        "the skipped event is listed:\n{out}"
    );
    let last = lines.last().unwrap();
    assert!(last.contains("701 more lines"), "{last}");
    assert_eq!(db.open().event_count().unwrap(), 1_000);
}

/// An event repeating every second: a month's agenda lists at most 96 of
/// it a day, says how many more each day had, and takes no more memory
/// than that (it took 18 s and 3.9 GB for 2.6 million lines).
#[test]
fn a_secondly_rule_lists_a_capped_day_with_how_many_more() {
    let db = TempDb::new();
    ok(
        &db.path,
        &[
            "add",
            "Tick",
            "--start",
            "2026-12-01T00:00",
            "--rrule",
            "FREQ=SECONDLY",
        ],
    );
    let out = ok(
        &db.path,
        &["agenda", "--from", "2026-12-01", "--days", "31"],
    );
    let ticks = out.lines().filter(|l| l.contains("Tick  [")).count();
    assert_eq!(ticks, 31 * 96, "{}", &out[..out.len().min(2000)]);
    // 86,400 seconds a day, 96 listed (the first day starts at midnight).
    let more = out
        .lines()
        .filter(|l| l.contains("… and 86304 more of “Tick” this day"))
        .count();
    assert_eq!(more, 31, "{}", &out[..out.len().min(2000)]);
    let json = ok(
        &db.path,
        &["agenda", "--from", "2026-12-01", "--days", "1", "--json"],
    );
    let items: serde_json::Value = serde_json::from_str(&json).unwrap();
    let items = items.as_array().unwrap();
    assert_eq!(items.len(), 96);
    assert_eq!(items[95]["more_that_day"], 86_304);
    assert!(items[0].get("more_that_day").is_none());
}
