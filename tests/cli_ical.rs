//! `kairos import` and `kairos export` on real files and databases.

mod store_support;

use std::path::Path;
use std::process::Command;
use store_support::*;

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/ics")
        .join(name)
        .to_str()
        .unwrap()
        .to_owned()
}

fn write(dir: &Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text.replace('\n', "\r\n")).unwrap();
    path.to_str().unwrap().to_owned()
}

fn version(sequence: u32, modified: &str, title: &str) -> String {
    format!(
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\nBEGIN:VEVENT\nUID:versioned@test\n\
         DTSTAMP:20261101T000000Z\nSEQUENCE:{sequence}\nLAST-MODIFIED:{modified}\n\
         DTSTART;TZID=Europe/Paris:20261123T090000\nDURATION:PT1H\nSUMMARY:{title}\n\
         END:VEVENT\nEND:VCALENDAR\n"
    )
}

fn titles(db: &Path) -> Vec<String> {
    let out = ok(
        db,
        &["agenda", "--from", "2026-11-23", "--days", "1", "--json"],
    );
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    items
        .iter()
        .map(|i| i["title"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn import_reports_and_reimport_changes_nothing() {
    let db = TempDb::new();
    let file = fixture("icaljs__recur_instances.ics");
    let out = ok(&db.path, &["import", &file]);
    assert!(
        out.contains(": 1 added, 0 updated, 0 unchanged, 0 skipped"),
        "{out}"
    );
    assert!(out.contains("added      Crazy Event Thingy!"), "{out}");
    assert!(out.contains("ignored    1 X-UNKNOWN"), "{out}");
    let before = dump(&db.path);
    let again = ok(&db.path, &["import", &file]);
    assert!(
        again.contains(": 0 added, 0 updated, 1 unchanged, 0 skipped"),
        "{again}"
    );
    assert_eq!(
        dump(&db.path),
        before,
        "re-importing the same file changes nothing"
    );

    // One import is one undoable edit.
    assert!(ok(&db.path, &["undo"]).starts_with("Undone: Import "));
    assert_eq!(store_support::journal_counts(&db.path), (1, 1));
    let events: i64 = rusqlite::Connection::open(&db.path)
        .unwrap()
        .query_row("SELECT count(*) FROM events", [], |r| r.get(0))
        .unwrap();
    assert_eq!(events, 0);
}

#[test]
fn a_newer_version_updates_an_older_one_does_not() {
    let db = TempDb::new();
    let dir = db.dir.path();
    let v0 = write(dir, "v0.ics", &version(0, "20261101T000000Z", "First"));
    let v1 = write(dir, "v1.ics", &version(1, "20261101T000000Z", "Second"));
    let v1_later = write(dir, "v1b.ics", &version(1, "20261102T000000Z", "Third"));
    ok(&db.path, &["import", &v0]);
    assert_eq!(titles(&db.path), ["First"]);
    assert!(ok(&db.path, &["import", &v1]).contains("1 updated"));
    assert_eq!(titles(&db.path), ["Second"]);
    assert!(ok(&db.path, &["import", &v1_later]).contains("1 updated"));
    assert_eq!(titles(&db.path), ["Third"]);
    // Older versions change nothing.
    assert!(ok(&db.path, &["import", &v0]).contains("1 unchanged"));
    assert!(ok(&db.path, &["import", &v1]).contains("1 unchanged"));
    assert_eq!(titles(&db.path), ["Third"]);
}

#[test]
fn fatal_errors_and_strict_problems_import_nothing() {
    let db = TempDb::new();
    let dir = db.dir.path();
    ok(&db.path, &["calendars"]);
    let before = dump(&db.path);
    let good = fixture("ical4j__Standup.ics");
    let junk = write(dir, "notes.ics", "just some notes\nnothing else\n");
    let r = kairos(&db.path, &["import", &good, &junk]);
    assert_eq!(r.code, 2);
    assert_eq!(r.stdout, "");
    assert_eq!(
        r.stderr.trim(),
        format!("error: {junk}:1: not an iCalendar file: no BEGIN:VCALENDAR or BEGIN:VEVENT")
    );
    assert_eq!(dump(&db.path), before, "nothing from the good file either");

    let damaged = fixture("libical__restriction.ics");
    let r = kairos(&db.path, &["import", "--strict", &damaged]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr
            .contains(&format!("{damaged}:23: VEVENT without DTSTART")),
        "{}",
        r.stderr
    );
    assert_eq!(r.stderr.lines().count(), 1);
    assert_eq!(dump(&db.path), before);

    let r = kairos(&db.path, &["import", "--calendar", " ", &good]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("calendar name is empty"), "{}", r.stderr);
    assert_eq!(dump(&db.path), before);

    let r = kairos(&db.path, &["import", "/no/such/file.ics"]);
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("/no/such/file.ics: cannot read"),
        "{}",
        r.stderr
    );

    // Without --strict the same file imports what it can.
    let out = ok(&db.path, &["import", &damaged]);
    assert!(
        out.contains("1 added, 0 updated, 0 unchanged, 2 skipped"),
        "{out}"
    );
    assert!(
        out.contains(&format!("skipped    {damaged}:23: VEVENT without DTSTART")),
        "{out}"
    );
}

#[test]
fn dry_run_writes_nothing_and_calendar_is_created_on_import() {
    let db = TempDb::new();
    ok(&db.path, &["calendars"]);
    let before = dump(&db.path);
    let file = fixture("libical__2445.ics");
    let out = ok(
        &db.path,
        &["import", "--dry-run", "--calendar", "RFC", &file],
    );
    assert!(
        out.contains("6 added, 0 updated, 0 unchanged, 0 skipped")
            && out.contains("dry run: nothing written"),
        "{out}"
    );
    assert_eq!(dump(&db.path), before);
    ok(&db.path, &["import", "--calendar", "RFC", &file]);
    assert!(ok(&db.path, &["calendars"]).contains("RFC"));
    let out = ok(
        &db.path,
        &[
            "agenda",
            "--from",
            "1997-07-14",
            "--days",
            "1",
            "--calendar",
            "RFC",
            "--json",
        ],
    );
    assert!(out.contains("Bastille Day Party"), "{out}");
}

#[test]
fn export_writes_what_other_calendars_read() {
    let db = TempDb::new();
    ok(&db.path, &["import", &fixture("ical4j__Standup.ics")]);
    let uid = ok(
        &db.path,
        &["add", "Café ☕ with a very long title that needs folding, certainly more than seventy-five octets", "--start", "2026-11-23T10:00", "--rrule", "FREQ=WEEKLY", "--remind", "15m"],
    );
    let uid = uid.trim();
    let all = ok(&db.path, &["export"]);
    assert!(
        all.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"),
        "{all}"
    );
    assert!(all.contains("CALSCALE:GREGORIAN\r\n"));
    assert!(all.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Paris\r\n"));
    assert!(all.contains("BEGIN:VTIMEZONE\r\nTZID:Australia/Sydney\r\n"));
    assert!(all.contains("TRIGGER:-PT15M\r\n"));
    for line in all.split("\r\n") {
        assert!(line.len() <= 75, "{} octets: {line:?}", line.len());
        assert!(!line.contains('\n'));
    }
    assert!(all.ends_with("END:VCALENDAR\r\n"));
    // One event.
    let one = ok(&db.path, &["export", "--uid", uid]);
    assert_eq!(one.matches("BEGIN:VEVENT").count(), 1);
    assert!(!one.contains("Australia/Sydney"));
    // A range: only events with an occurrence in it.
    let range = ok(
        &db.path,
        &["export", "--from", "2009-03-09", "--to", "2009-03-11"],
    );
    assert_eq!(range.matches("BEGIN:VEVENT").count(), 1);
    assert!(range.contains("SUMMARY:Standup"));
    // To a file, which imports back into an empty database.
    let file = db.dir.path().join("out.ics");
    ok(&db.path, &["export", "-o", file.to_str().unwrap()]);
    let other = db.dir.path().join("other.db");
    let out = ok(&other, &["import", file.to_str().unwrap()]);
    assert!(
        out.contains("2 added, 0 updated, 0 unchanged, 0 skipped"),
        "{out}"
    );
    let r = kairos(&db.path, &["export", "--uid", "no-such-uid"]);
    assert_eq!(r.code, 2);
    let r = kairos(&db.path, &["export", "--calendar", "Nope"]);
    assert_eq!(r.code, 2);
}

#[test]
fn undoing_an_import_into_a_new_calendar_removes_the_calendar_too() {
    let db = TempDb::new();
    let file = fixture("icaljs__recur_instances.ics");
    ok(&db.path, &["calendars"]);
    let before = dump(&db.path);
    let out = ok(&db.path, &["import", &file, "--calendar", "Imported"]);
    assert!(out.contains("1 added"), "{out}");
    let after = dump(&db.path);
    assert!(ok(&db.path, &["calendars"]).contains("Imported"));
    assert!(ok(&db.path, &["undo"]).starts_with("Undone: Import "));
    assert_eq!(dump(&db.path), before);
    assert!(!ok(&db.path, &["calendars"]).contains("Imported"));
    assert!(ok(&db.path, &["redo"]).starts_with("Redone: Import "));
    assert_eq!(dump(&db.path), after);
    // A calendar changed since the import: undo refuses rather than lose
    // the change, and nothing moves.
    ok(&db.path, &["calendars", "rename", "Imported", "Trips"]);
    let renamed = dump(&db.path);
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["undo"])
        .env("KAIROS_DB", &db.path)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(dump(&db.path), renamed);
}

#[test]
fn journal_entries_of_earlier_schemas_still_undo() {
    let db = TempDb::new();
    ok(
        &db.path,
        &[
            "add",
            "Old entry",
            "--start",
            "2026-11-23T09:00",
            "--tz",
            "UTC",
        ],
    );
    // Rewrite the file as schema 10 with the entry in the earliest form,
    // the event list alone (and without schema 12's to 18's columns and tables): opening it
    // again moves the list into journal_events.
    let conn = rusqlite::Connection::open(&db.path).unwrap();
    conn.execute_batch(
        "UPDATE journal SET \
           before = (SELECT json_group_array(json_array(uid, json(e.before))) \
                     FROM journal_events e WHERE e.entry = journal.id), \
           after = (SELECT json_group_array(json_array(uid, json(e.after))) \
                    FROM journal_events e WHERE e.entry = journal.id); \
         DROP TABLE journal_events; \
         DROP TABLE message_versions; \
         DELETE FROM calendar_reminders WHERE all_day = 1; \
         ALTER TABLE calendar_reminders DROP COLUMN all_day; \
         ALTER TABLE overrides DROP COLUMN meeting; \
         ALTER TABLE events DROP COLUMN meeting; \
         ALTER TABLE accounts DROP COLUMN addresses; \
         ALTER TABLE accounts DROP COLUMN scheduling; \
         ALTER TABLE accounts DROP COLUMN oauth; \
         DROP INDEX events_by_span; \
         ALTER TABLE events DROP COLUMN participants; \
         CREATE INDEX events_by_span ON events(span_level, first_start_utc, last_end_utc, \
           calendar_id, uid, summary, location, start, duration_secs, duration_days, rrule, \
           exceptions); \
         PRAGMA user_version = 10;",
    )
    .unwrap();
    let before: String = conn
        .query_row("SELECT before FROM journal", [], |r| r.get(0))
        .unwrap();
    assert!(before.starts_with('['), "{before}");
    drop(conn);
    assert!(ok(&db.path, &["undo"]).starts_with("Undone: "));
    assert!(ok(
        &db.path,
        &[
            "agenda",
            "--from",
            "2026-11-23",
            "--days",
            "1",
            "--tz",
            "UTC"
        ]
    )
    .starts_with("Nothing"));
}

/// Starts in UTC (`HH:MM`) of the occurrences `kairos agenda --json` lists
/// for `days` days from `from`, with their titles.
fn utc_starts(db: &Path, from: &str, days: &str) -> Vec<String> {
    let out = ok(
        db,
        &[
            "agenda", "--from", from, "--days", days, "--tz", "UTC", "--json",
        ],
    );
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    items
        .iter()
        .map(|i| {
            format!(
                "{} {}",
                i["start"].as_str().unwrap(),
                i["title"].as_str().unwrap()
            )
        })
        .collect()
}

/// A zone the file defined for itself, which no IANA zone matches, is kept:
/// a later process (which never saw the file) reads the events at the
/// file's offsets, export writes the definition back, and importing the
/// export changes nothing.
#[test]
fn a_files_own_time_zone_is_kept_across_processes_and_written_back() {
    let db = TempDb::new();
    let out = ok(&db.path, &["import", &fixture("kairos__own_zone.ics")]);
    assert!(out.contains(": 2 added, 0 updated"), "{out}");
    assert!(
        out.contains("kairos__own_zone.ics:5: time zone \"Customized Time Zone\": its rules match no known zone around 2026-03-02; kept as the file's own time zone"),
        "{out}"
    );
    // 09:00 at +02:45 is 06:15 UTC; from March 29 the file's daylight time
    // (+03:45) makes it 05:15. March 16 was removed; April 6 moved to 11:30.
    let weekly = utc_starts(&db.path, "2026-03-09", "29");
    assert_eq!(
        weekly,
        [
            "2026-03-09T06:15:00+00:00 Weekly review",
            "2026-03-23T06:15:00+00:00 Weekly review",
            "2026-03-30T05:15:00+00:00 Weekly review",
            "2026-04-06T07:45:00+00:00 Weekly review (moved)",
        ]
    );
    let zones: Vec<(String, String)> = rusqlite::Connection::open(&db.path)
        .unwrap()
        .prepare("SELECT key, tzid FROM zones")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(zones.len(), 1, "{zones:?}");
    assert!(zones[0].0.starts_with("Customized Time Zone~"), "{zones:?}");

    let exported = ok(&db.path, &["export"]);
    let unfolded = exported.replace("\r\n ", "");
    for line in [
        "TZID:Customized Time Zone",
        "RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3",
        "TZOFFSETTO:+0345",
        "TZNAME:KDT",
        "DTSTART;TZID=Customized Time Zone:20260302T090000",
        "EXDATE;TZID=Customized Time Zone:20260316T090000",
        "RECURRENCE-ID;TZID=Customized Time Zone:20260406T090000",
    ] {
        assert!(
            unfolded.contains(&format!("{line}\r\n")),
            "{line}:\n{exported}"
        );
    }
    assert_eq!(unfolded.matches("BEGIN:VTIMEZONE").count(), 1);

    let file = write(db.dir.path(), "back.ics", &exported.replace("\r\n", "\n"));
    let before = dump(&db.path);
    let again = ok(&db.path, &["import", &file]);
    assert!(again.contains("0 added, 0 updated, 2 unchanged"), "{again}");
    assert_eq!(dump(&db.path), before);

    // Into a fresh database, the export gives the same occurrences.
    let other = TempDb::new();
    ok(&other.path, &["import", &file]);
    assert_eq!(utc_starts(&other.path, "2026-03-09", "29"), weekly);
}

/// Events whose UIDs a subscription feeds are the feed's: a file holding
/// them (the same version, or a newer one) imports none of them and says
/// where they are, instead of "unchanged"; the rest of the file imports.
#[test]
fn events_a_subscription_feeds_are_not_imported_and_it_says_so() {
    let db = TempDb::new();
    {
        let mut store = db.open();
        let feed = store
            .add_subscription("FC Union", "https://example.org/fc.ics", "#e01b24")
            .unwrap();
        let parsed =
            kairos::ical::parse(version(0, "20261101T000000Z", "Match").as_bytes()).expect("reads");
        store
            .replace_subscribed(feed, kairos::transfer::incoming(&parsed.events), None, None)
            .unwrap();
    }
    let before = dump(&db.path);
    let newer = version(3, "20261120T000000Z", "Match (moved)").replace(
        "END:VCALENDAR",
        "BEGIN:VEVENT\nUID:mine@test\nDTSTAMP:20261101T000000Z\n\
         DTSTART;TZID=Europe/Paris:20261123T120000\nDURATION:PT1H\nSUMMARY:Lunch\n\
         END:VEVENT\nEND:VCALENDAR",
    );
    let file = write(db.dir.path(), "both.ics", &newer);
    let out = ok(&db.path, &["import", &file]);
    assert!(
        out.contains(": 1 added, 0 updated, 0 unchanged, 1 skipped"),
        "{out}"
    );
    assert!(
        out.contains("already in FC Union (a subscription)"),
        "{out}"
    );
    assert_ne!(dump(&db.path), before, "Lunch was added");
    let mut shown = titles(&db.path);
    shown.sort();
    assert_eq!(shown, ["Lunch", "Match"], "the feed's version stays");
}
