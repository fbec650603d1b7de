//! The everyday CLI on a real database file: add, agenda, show, edit,
//! delete, undo, redo, calendars; exit 2 and nothing written on bad input.

mod store_support;

use std::path::Path;
use std::process::Command;
use store_support::*;

fn agenda_json(db: &Path, args: &[&str]) -> Vec<serde_json::Value> {
    let mut all = vec!["agenda", "--json"];
    all.extend_from_slice(args);
    serde_json::from_str(&ok(db, &all)).unwrap()
}

fn titles(items: &[serde_json::Value]) -> Vec<String> {
    items
        .iter()
        .map(|o| {
            format!(
                "{} {}",
                o["start"].as_str().unwrap(),
                o["title"].as_str().unwrap()
            )
        })
        .collect()
}

#[test]
fn add_then_agenda_shows_it_in_the_viewers_zone() {
    let db = TempDb::new();
    let uid = ok(
        &db.path,
        &[
            "add",
            "Standup",
            "--start",
            "2026-11-23T09:00",
            "--duration",
            "45m",
            "--rrule",
            "FREQ=WEEKLY;BYDAY=MO,WE",
            "--location",
            "Office",
            "--remind",
            "10m",
        ],
    );
    assert_eq!(uid.lines().count(), 1, "only the uid: {uid:?}");
    let uid = uid.trim();
    assert!(uid.ends_with("@kairos"), "{uid}");

    let items = agenda_json(&db.path, &["--from", "2026-11-23", "--to", "2026-11-29"]);
    assert_eq!(items.len(), 2);
    let first = &items[0];
    assert_eq!(first["uid"], uid);
    assert_eq!(first["recurrence_id"], "2026-11-23T08:00:00Z");
    assert_eq!(first["title"], "Standup");
    assert_eq!(first["start"], "2026-11-23T09:00:00+01:00");
    assert_eq!(first["end"], "2026-11-23T09:45:00+01:00");
    assert_eq!(first["all_day"], false);
    assert_eq!(first["calendar"], "Personal");
    assert_eq!(first["location"], "Office");

    // The same occurrences for a viewer in New York.
    let ny = agenda_json(
        &db.path,
        &[
            "--from",
            "2026-11-23",
            "--days",
            "7",
            "--tz",
            "America/New_York",
        ],
    );
    assert_eq!(ny[0]["start"], "2026-11-23T03:00:00-05:00");

    let text = ok(&db.path, &["agenda", "--from", "2026-11-23", "--days", "3"]);
    assert_eq!(
        text,
        "Monday, November 23, 2026\n  09:00–09:45  Standup · Office  [Personal]\n\n\
         Wednesday, November 25, 2026\n  09:00–09:45  Standup · Office  [Personal]\n"
    );
    let shown = ok(&db.path, &["show", uid]);
    assert!(
        shown.contains("repeats:    FREQ=WEEKLY;BYDAY=MO,WE"),
        "{shown}"
    );
    assert!(shown.contains("reminders:  10m before"), "{shown}");
    let json: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["show", uid, "--json"])).unwrap();
    assert_eq!(json["start"], "2026-11-23T09:00:00 Europe/Paris");
}

#[test]
fn all_day_events_take_dates_and_print_dates() {
    let db = TempDb::new();
    ok(
        &db.path,
        &[
            "add",
            "Trip",
            "--all-day",
            "--start",
            "2026-11-24",
            "--end",
            "2026-11-26",
        ],
    );
    let items = agenda_json(&db.path, &["--from", "2026-11-26", "--days", "1"]);
    assert_eq!(items.len(), 1, "the last day is included");
    assert_eq!(items[0]["start"], "2026-11-24");
    assert_eq!(items[0]["end"], "2026-11-27");
    assert_eq!(items[0]["all_day"], true);
    assert_eq!(items[0]["recurrence_id"], "2026-11-24");
    let text = ok(&db.path, &["agenda", "--from", "2026-11-25", "--days", "1"]);
    assert!(text.contains("all day      Trip"), "{text}");
}

#[test]
fn edits_by_scope_through_recurrence_ids_from_agenda_then_undo_and_redo() {
    let db = TempDb::new();
    let uid = ok(
        &db.path,
        &[
            "add",
            "Gym",
            "--start",
            "2026-11-02T18:00",
            "--rrule",
            "FREQ=WEEKLY;BYDAY=MO",
        ],
    );
    let uid = uid.trim();
    let month = ["--from", "2026-11-01", "--to", "2026-11-30"];
    let items = agenda_json(&db.path, &month);
    let rid = |i: usize| items[i]["recurrence_id"].as_str().unwrap().to_owned();

    ok(
        &db.path,
        &[
            "edit",
            uid,
            "--scope",
            "this",
            "--occurrence",
            &rid(1),
            "--start",
            "2026-11-10T07:00",
            "--title",
            "Gym (early)",
        ],
    );
    let new_uid = ok(
        &db.path,
        &[
            "edit",
            uid,
            "--scope",
            "following",
            "--occurrence",
            &rid(3),
            "--start",
            "2026-11-23T19:00",
        ],
    );
    assert_ne!(new_uid.trim(), uid);
    ok(
        &db.path,
        &["delete", uid, "--scope", "this", "--occurrence", &rid(2)],
    );
    assert_eq!(
        titles(&agenda_json(&db.path, &month)),
        [
            "2026-11-02T18:00:00+01:00 Gym",
            "2026-11-10T07:00:00+01:00 Gym (early)",
            "2026-11-23T19:00:00+01:00 Gym",
            "2026-11-30T19:00:00+01:00 Gym",
        ]
    );
    assert_eq!(
        ok(&db.path, &["undo"]),
        "Undone: Delete “Gym” (only 2026-11-16T17:00:00Z)\n"
    );
    assert_eq!(agenda_json(&db.path, &month).len(), 5);
    ok(&db.path, &["undo"]);
    ok(&db.path, &["undo"]);
    assert_eq!(
        titles(&agenda_json(&db.path, &month))[1],
        "2026-11-09T18:00:00+01:00 Gym"
    );
    assert!(ok(&db.path, &["redo"]).starts_with("Redone: Edit “Gym” (only 2026-11-09T17:00:00Z)"));
    // A new edit after undo ends the redo chain: the split is gone for good.
    ok(&db.path, &["delete", uid]);
    assert!(agenda_json(&db.path, &month).is_empty());
    assert_eq!(ok(&db.path, &["redo"]), "Nothing to redo.\n");
    ok(&db.path, &["undo"]);
    let restored = titles(&agenda_json(&db.path, &month));
    assert_eq!(restored.len(), 5);
    assert_eq!(restored[1], "2026-11-10T07:00:00+01:00 Gym (early)");
    ok(&db.path, &["undo"]);
    assert_eq!(ok(&db.path, &["undo"]), "Undone: Create “Gym”\n");
    assert_eq!(ok(&db.path, &["undo"]), "Nothing to undo.\n");
    assert!(agenda_json(&db.path, &month).is_empty());
}

#[test]
fn calendars_are_managed_and_filter_the_agenda() {
    let db = TempDb::new();
    ok(&db.path, &["calendars", "add", "Work"]);
    ok(&db.path, &["calendars", "color", "Work", "#FF7800"]);
    ok(
        &db.path,
        &[
            "add",
            "Review",
            "--start",
            "2026-11-23T10:00",
            "--calendar",
            "Work",
        ],
    );
    ok(&db.path, &["add", "Dentist", "--start", "2026-11-23T15:00"]);
    assert_eq!(
        ok(&db.path, &["calendars"]),
        "#3584e4  Personal  (reminds at the start)  (all-day events: On the day at 09:00)\n\
         #ff7800  Work  (reminds 10m)  (all-day events: On the day at 09:00)\n"
    );
    let day = ["--from", "2026-11-23", "--days", "1"];
    assert_eq!(agenda_json(&db.path, &day).len(), 2);
    let mut only_work = day.to_vec();
    only_work.extend(["--calendar", "Work"]);
    let work = agenda_json(&db.path, &only_work);
    assert_eq!(work.len(), 1);
    assert_eq!(work[0]["calendar"], "Work");
    ok(&db.path, &["calendars", "hide", "Work"]);
    assert_eq!(agenda_json(&db.path, &day).len(), 1);
    assert!(ok(&db.path, &["calendars", "list"]).contains("Work  (hidden)"));
    ok(&db.path, &["calendars", "show", "Work"]);
    ok(&db.path, &["calendars", "rename", "Work", "Job"]);
    assert_eq!(agenda_json(&db.path, &day)[0]["calendar"], "Job");
}

#[test]
fn db_flag_wins_over_the_environment() {
    let db = TempDb::new();
    let other = db.dir.path().join("other.db");
    let other_text = other.to_str().unwrap();
    ok(
        &db.path,
        &[
            "--db",
            other_text,
            "add",
            "There",
            "--start",
            "2026-11-23T10:00",
        ],
    );
    ok(
        &db.path,
        &[
            "add",
            "Here",
            "--start",
            "2026-11-23T10:00",
            "--db",
            other_text,
        ],
    );
    let day = ["--from", "2026-11-23", "--days", "1"];
    assert!(agenda_json(&db.path, &day).is_empty());
    let mut there = vec!["--db", other_text];
    there.extend(["agenda", "--json"]);
    there.extend(day);
    let items: Vec<serde_json::Value> = serde_json::from_str(&ok(&db.path, &there)).unwrap();
    assert_eq!(items.len(), 2);
}

#[test]
fn bad_input_exits_2_with_one_line_and_writes_nothing() {
    let db = TempDb::new();
    let uid = ok(
        &db.path,
        &[
            "add",
            "Gym",
            "--start",
            "2026-11-02T18:00",
            "--rrule",
            "FREQ=WEEKLY;BYDAY=MO",
        ],
    );
    let uid = uid.trim();
    let before = dump(&db.path);
    let journal = journal_counts(&db.path);
    let cases: Vec<Vec<&str>> = vec![
        vec!["add", "X", "--start", "tomorrow"],
        vec!["add", "X", "--start", "2026-11-23"],
        vec![
            "add",
            "X",
            "--start",
            "2026-11-23T09:00",
            "--tz",
            "Mars/Olympus",
        ],
        vec![
            "add",
            "X",
            "--start",
            "2026-11-23T09:00",
            "--rrule",
            "FREQ=WEEKLY;BYDAY=XX",
        ],
        vec!["add", "", "--start", "2026-11-23T09:00"],
        vec![
            "add",
            "X",
            "--start",
            "2026-11-23T09:00",
            "--end",
            "2026-11-23T08:00",
        ],
        vec![
            "add",
            "X",
            "--start",
            "2026-11-23T09:00",
            "--duration",
            "forever",
        ],
        vec![
            "add",
            "X",
            "--start",
            "2026-11-23T09:00",
            "--remind",
            "soon",
        ],
        vec![
            "add",
            "X",
            "--start",
            "2026-11-23T09:00",
            "--calendar",
            "Nope",
        ],
        vec!["add", "X", "--all-day", "--start", "2026-11-23T09:00"],
        vec!["edit", "no-such-uid", "--title", "Y"],
        vec!["edit", uid, "--title", ""],
        vec!["edit", uid],
        vec!["edit", uid, "--scope", "this", "--title", "Y"],
        vec![
            "edit",
            uid,
            "--scope",
            "this",
            "--occurrence",
            "2026-11-03T17:00:00Z",
            "--title",
            "Y",
        ],
        vec![
            "edit",
            uid,
            "--scope",
            "this",
            "--occurrence",
            "next monday",
            "--title",
            "Y",
        ],
        vec![
            "edit",
            uid,
            "--scope",
            "this",
            "--occurrence",
            "2026-11-09T17:00:00Z",
            "--rrule",
            "FREQ=DAILY",
        ],
        vec!["edit", uid, "--rrule", "FREQ=DAILY;UNTIL=20200101T000000Z"],
        vec!["delete", "no-such-uid"],
        vec![
            "delete",
            uid,
            "--scope",
            "following",
            "--occurrence",
            "2026-11-10T17:00:00Z",
        ],
        vec!["agenda", "--from", "23/11/2026"],
        vec!["agenda", "--from", "2026-11-23", "--to", "2026-11-01"],
        vec!["agenda", "--calendar", "Nope"],
        vec!["agenda", "--tz", "Nowhere/Land"],
        vec!["show", "no-such-uid"],
        vec!["calendars", "add", "Personal"],
        vec!["calendars", "add", "Blue", "--color", "blue"],
        vec!["calendars", "rename", "Nope", "Other"],
        vec!["frobnicate"],
    ];
    for args in cases {
        let r = kairos(&db.path, &args);
        assert_eq!(r.code, 2, "{args:?} exited {}: {}", r.code, r.stderr);
        assert_eq!(r.stdout, "", "{args:?}");
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {:?}", r.stderr);
        assert_eq!(dump(&db.path), before, "{args:?} wrote something");
        assert_eq!(journal_counts(&db.path), journal, "{args:?}");
    }
    // A file from a newer Kairos.
    let conn = rusqlite::Connection::open(&db.path).unwrap();
    conn.pragma_update(None, "user_version", 99).unwrap();
    drop(conn);
    let r = kairos(&db.path, &["agenda"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("newer Kairos"), "{}", r.stderr);
}

/// The command line reads an event through the editor's form: a mistake
/// is said in the words the window shows next to the field, after the flag
/// it is about.
#[test]
fn add_says_what_the_editor_says() {
    let db = TempDb::new();
    let said = |args: &[&str]| {
        let r = kairos(&db.path, args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        r.stderr
    };
    let early = said(&[
        "add",
        "X",
        "--start",
        "2026-11-23T09:00",
        "--end",
        "2026-11-23T08:00",
    ]);
    assert!(
        early.contains("--end \"2026-11-23T08:00\": The end is before the start"),
        "{early}"
    );
    let rule = said(&[
        "add",
        "X",
        "--start",
        "2026-11-23T09:00",
        "--rrule",
        "FREQ=WEEKLY;BYDAY=XX",
    ]);
    assert!(
        rule.contains("--rrule \"FREQ=WEEKLY;BYDAY=XX\": The rule is not valid"),
        "{rule}"
    );
    let untitled = said(&["add", " ", "--start", "2026-11-23T09:00"]);
    assert!(untitled.contains("Give the event a title"), "{untitled}");
    let day = said(&["add", "X", "--start", "2026-11-23"]);
    assert!(day.contains("make it all-day"), "{day}");
    // And what reads is the event the form makes: the rule as the form
    // writes it, the length to the second.
    let uid = ok(
        &db.path,
        &[
            "add",
            "Gym",
            "--start",
            "2026-11-02T18:00:30",
            "--duration",
            "45m",
            "--tz",
            "UTC",
            "--rrule",
            "BYDAY=MO;FREQ=WEEKLY",
        ],
    );
    let shown: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["show", uid.trim(), "--json"])).unwrap();
    assert_eq!(shown["rrule"], "FREQ=WEEKLY;BYDAY=MO", "{shown}");
    assert_eq!(shown["start"], "2026-11-02T18:00:30Z", "{shown}");
}

#[test]
fn an_unusable_tz_variable_is_an_error_not_utc() {
    let db = TempDb::new();
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["agenda"])
        .env("KAIROS_DB", &db.path)
        .env("TZ", "Not/AZone")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("TZ="));
}

/// Another program's SQLite file, whatever `user_version` it carries (1 to
/// the current schema, or a negative one) or with another program's
/// `application_id`, is refused before anything is written to it: the
/// bytes, the mode and the journal mode stay as they were, no WAL appears.
/// Before, a version between 1 and 8 was switched to WAL and made 0600
/// (version 8 was even migrated) before "no such table: settings".
#[test]
fn another_programs_database_is_refused_and_left_byte_for_byte() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let mut cases: Vec<(String, i64, i32)> = (1..=kairos::store::SCHEMA_VERSION)
        .map(|v| (format!("v{v}.sqlite"), v, 0))
        .collect();
    cases.push(("negative.sqlite".into(), -3, 0));
    cases.push(("geopackage.sqlite".into(), 0, 0x4750_4B47));
    for (name, version, app) in cases {
        let path = dir.path().join(&name);
        {
            let conn = rusqlite::Connection::open(&path).unwrap();
            conn.execute_batch("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes (body) VALUES ('mine');")
                .unwrap();
            conn.pragma_update(None, "user_version", version).unwrap();
            conn.pragma_update(None, "application_id", app).unwrap();
        }
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let bytes = std::fs::read(&path).unwrap();
        let r = kairos(&path, &["agenda"]);
        assert_eq!(r.code, 2, "{name}: exit {}: {}", r.code, r.stderr);
        assert!(
            r.stderr.contains("not a Kairos database"),
            "{name}: {}",
            r.stderr
        );
        assert_eq!(r.stderr.lines().count(), 1, "{name}: {}", r.stderr);
        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{name} was written");
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o644, "{name}: mode changed");
        assert!(!dir.path().join(format!("{name}-wal")).exists(), "{name}");
    }
}
