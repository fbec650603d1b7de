//! `kairos calendars delete` and `kairos calendars reminders` on a real
//! database: a delete is one undoable edit that brings back the calendar,
//! its color, its default reminders and its events; bad input changes
//! nothing.

mod store_support;

use std::path::Path;
use store_support::*;

use kairos::store::{Account, RemoteCalendar, StoreError};

fn agenda_titles(db: &Path) -> Vec<String> {
    let out = ok(
        db,
        &["agenda", "--json", "--from", "2026-11-23", "--days", "7"],
    );
    let items: Vec<serde_json::Value> = serde_json::from_str(&out).unwrap();
    items
        .iter()
        .map(|o| o["title"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn default_reminders_are_set_listed_used_and_cleared() {
    let db = TempDb::new();
    ok(&db.path, &["calendars", "add", "Work"]);
    // A new calendar starts with the default for new calendars.
    assert_eq!(
        ok(&db.path, &["calendars"]),
        "#3584e4  Personal  (reminds at the start)  (all-day events: On the day at 09:00)\n\
         #33d17a  Work  (reminds 10m)  (all-day events: On the day at 09:00)\n"
    );
    ok(
        &db.path,
        &[
            "calendars",
            "reminders",
            "Work",
            "--remind",
            "10m",
            "--remind",
            "1h30m",
        ],
    );
    assert_eq!(
        ok(&db.path, &["calendars"]),
        "#3584e4  Personal  (reminds at the start)  (all-day events: On the day at 09:00)\n\
         #33d17a  Work  (reminds 10m, 1h30m)  (all-day events: On the day at 09:00)\n"
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["calendars", "list", "--json"])).unwrap();
    assert_eq!(
        json[1]["default_reminders"],
        serde_json::json!([{ "before_secs": 600 }, { "before_secs": 5400 }])
    );
    // A new event in Work follows its defaults.
    let uid = ok(
        &db.path,
        &[
            "add",
            "Review",
            "--start",
            "2026-11-24T10:00",
            "--calendar",
            "Work",
        ],
    );
    let shown = ok(&db.path, &["show", uid.trim()]);
    assert!(
        shown.contains("reminders:  the calendar's defaults"),
        "{shown}"
    );
    ok(&db.path, &["calendars", "reminders", "Work", "--none"]);
    assert_eq!(
        ok(&db.path, &["calendars"]),
        "#3584e4  Personal  (reminds at the start)  (all-day events: On the day at 09:00)\n\
         #33d17a  Work  (all-day events: On the day at 09:00)\n"
    );
    // All-day events have defaults of their own.
    ok(
        &db.path,
        &[
            "calendars",
            "all-day-reminders",
            "Work",
            "--at",
            "0@08:00",
            "--at",
            "1@18:30",
        ],
    );
    let json: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["calendars", "list", "--json"])).unwrap();
    assert_eq!(
        json[1]["all_day_reminders"],
        serde_json::json!([{ "before_secs": -8 * 3600 }, { "before_secs": 5 * 3600 + 1800 }])
    );
    assert_eq!(json[1]["default_reminders"], serde_json::json!([]));
    assert!(ok(&db.path, &["calendars"])
        .contains("Work  (all-day events: On the day at 08:00, 1 day before at 18:30)"));
    ok(
        &db.path,
        &["calendars", "all-day-reminders", "Work", "--none"],
    );
    assert!(ok(&db.path, &["calendars"]).ends_with("#33d17a  Work\n"));
}

#[test]
fn a_deleted_calendar_comes_back_whole_with_undo() {
    let db = TempDb::new();
    ok(
        &db.path,
        &["calendars", "add", "Work", "--color", "#ff7800"],
    );
    ok(
        &db.path,
        &["calendars", "reminders", "Work", "--remind", "15m"],
    );
    for (title, start) in [
        ("Review", "2026-11-24T10:00"),
        ("Standup", "2026-11-25T09:00"),
    ] {
        ok(
            &db.path,
            &["add", title, "--start", start, "--calendar", "Work"],
        );
    }
    ok(&db.path, &["add", "Dentist", "--start", "2026-11-24T15:00"]);
    let before = dump(&db.path);

    let said = ok(&db.path, &["calendars", "delete", "Work"]);
    assert_eq!(
        said,
        "Deleted calendar “Work” and its 2 events (kairos undo brings them back)\n"
    );
    assert_eq!(
        ok(&db.path, &["calendars"]),
        "#3584e4  Personal  (reminds at the start)  (all-day events: On the day at 09:00)\n"
    );
    assert_eq!(agenda_titles(&db.path), ["Dentist"]);

    assert!(ok(&db.path, &["undo"]).contains("Delete calendar “Work” (2 events)"));
    assert_eq!(dump(&db.path), before, "undo restores every row");
    assert_eq!(
        ok(&db.path, &["calendars"]),
        "#3584e4  Personal  (reminds at the start)  (all-day events: On the day at 09:00)\n\
         #ff7800  Work  (reminds 15m)  (all-day events: On the day at 09:00)\n"
    );
    ok(&db.path, &["redo"]);
    assert_eq!(agenda_titles(&db.path), ["Dentist"]);
    ok(&db.path, &["undo"]);
    assert_eq!(agenda_titles(&db.path), ["Review", "Dentist", "Standup"]);
}

#[test]
fn bad_input_exits_2_and_changes_nothing() {
    let db = TempDb::new();
    ok(&db.path, &["calendars", "add", "Work"]);
    let before = dump(&db.path);
    for (args, says) in [
        (vec!["calendars", "delete", "Nope"], "no calendar named"),
        (
            vec!["calendars", "reminders", "Work", "--remind", "soon"],
            "--remind \"soon\"",
        ),
        (vec!["calendars", "reminders", "Nope", "--none"], "Nope"),
        (vec!["calendars", "reminders", "Work"], "--remind"),
        (
            vec!["calendars", "all-day-reminders", "Work", "--at", "0@25:00"],
            "--at 0@25:00",
        ),
        (
            vec!["calendars", "all-day-reminders", "Work", "--at", "9@09:00"],
            "--at 9@09:00",
        ),
        (vec!["calendars", "all-day-reminders", "Work"], "--at"),
    ] {
        let r = kairos(&db.path, &args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert_eq!(r.stderr.lines().count(), 1, "{args:?}: {}", r.stderr);
        assert_eq!(dump(&db.path), before, "{args:?} wrote something");
    }
    // The last calendar cannot go: new events need one.
    ok(&db.path, &["calendars", "delete", "Work"]);
    let before = dump(&db.path);
    let r = kairos(&db.path, &["calendars", "delete", "Personal"]);
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("only calendar"), "{}", r.stderr);
    assert_eq!(dump(&db.path), before);
}

#[test]
fn a_synced_calendar_is_not_deleted_locally() {
    let db = TempDb::new();
    let mut store = db.open();
    let account = Account {
        id: 0,
        name: "own".into(),
        url: "http://127.0.0.1:1/".into(),
        user: "me".into(),
        password_command: None,
        ca_cert: None,
        home: "http://127.0.0.1:1/me/".into(),
        oauth: None,
        keyring_id: String::new(),
    };
    store
        .add_account(
            &account,
            &[RemoteCalendar {
                href: "/me/team/".into(),
                name: "Team".into(),
                color: "#9141ac".into(),
            }],
        )
        .unwrap();
    let before = dump(&db.path);
    match store.delete_calendar("Team") {
        Err(e @ StoreError::SyncedCalendar { .. }) => {
            assert!(e.to_string().contains("account \"own\""), "{e}");
            assert!(e.is_bad_input());
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(dump(&db.path), before);
}
