//! What sync does with series, undo, imports and calendars that come and
//! go on the server, against Radicale with Python's `caldav` as the other
//! device.

mod sync_support;

use sync_support::{counts, event, Device, Kairos, Server};

/// How many VEVENTs the server's copy of `uid` holds.
fn vevents(text: &str) -> usize {
    text.matches("BEGIN:VEVENT").count()
}

/// A series is one resource with its overrides: editing one occurrence
/// rewrites it; "this and following" ends it and starts a second resource
/// with a UID of its own.
#[test]
fn one_occurrence_rewrites_the_resource_and_this_and_following_splits_it() {
    let device = Device::new(Server::Radicale, "grace");
    let calendar = device.make_calendar("Lessons");
    let kairos = Kairos::new();
    kairos.add_account("lessons", &Server::Radicale.url(), &device);
    let uid = kairos
        .ok(&[
            "add",
            "Piano",
            "--start",
            "2026-11-02T17:00",
            "--duration",
            "45m",
            "--rrule",
            "FREQ=WEEKLY;COUNT=10",
            "--calendar",
            "Lessons",
            "--tz",
            "Europe/Paris",
        ])
        .trim()
        .to_owned();
    kairos.sync();
    assert_eq!(device.etags(&calendar).len(), 1);

    kairos.ok(&[
        "edit",
        &uid,
        "--scope",
        "this",
        "--occurrence",
        "2026-11-16T16:00:00Z",
        "--title",
        "Piano (recital)",
    ]);
    let report = kairos.sync();
    assert_eq!(counts(&report, "Lessons")["pushed"], 1, "{report}");
    assert_eq!(device.etags(&calendar).len(), 1, "still one resource");
    let there = device.get(&calendar, &uid);
    assert_eq!(vevents(&there), 2, "the series and its override:\n{there}");
    assert!(there.contains("RECURRENCE-ID"), "{there}");
    assert!(there.contains("SUMMARY:Piano (recital)"), "{there}");

    kairos.ok(&[
        "edit",
        &uid,
        "--scope",
        "following",
        "--occurrence",
        "2026-11-30T16:00:00Z",
        "--start",
        "2026-11-30T18:00",
        "--tz",
        "Europe/Paris",
    ]);
    let report = kairos.sync();
    assert_eq!(counts(&report, "Lessons")["pushed"], 2, "{report}");
    let resources = device.etags(&calendar);
    assert_eq!(resources.len(), 2, "{resources:?}");
    let old = device.get(&calendar, &uid);
    assert!(
        old.contains("UNTIL=") || old.contains("COUNT=4"),
        "the old series ends:\n{old}"
    );
    let here = kairos.events("Lessons");
    assert_eq!(here.len(), 2, "{here:?}");
    let new_uid = here.keys().find(|u| **u != uid).unwrap();
    assert!(device.get(&calendar, new_uid).contains("RRULE:FREQ=WEEKLY"));
}

/// Undo and redo are local changes like any other: an undone delete is
/// pushed again, an import into a server calendar is pushed.
#[test]
fn undo_redo_and_imports_are_pushed() {
    let device = Device::new(Server::Radicale, "heidi");
    let calendar = device.make_calendar("Family");
    device.put(&calendar, &event("party", "Party", "20261219T180000Z"));
    let kairos = Kairos::new();
    kairos.add_account("family", &Server::Radicale.url(), &device);
    kairos.sync();

    kairos.ok(&["delete", "party"]);
    kairos.sync();
    assert!(device.etags(&calendar).is_empty(), "the delete was pushed");
    kairos.ok(&["undo"]);
    let report = kairos.sync();
    assert_eq!(counts(&report, "Family")["pushed"], 1, "{report}");
    assert!(device.get(&calendar, "party").contains("SUMMARY:Party"));

    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("holidays.ics");
    std::fs::write(&file, event("xmas", "Christmas", "20261225T000000Z")).unwrap();
    kairos.ok(&["import", file.to_str().unwrap(), "--calendar", "Family"]);
    let report = kairos.sync();
    assert_eq!(counts(&report, "Family")["pushed"], 1, "{report}");
    assert!(device.get(&calendar, "xmas").contains("SUMMARY:Christmas"));
}

/// A calendar made on the server after the account was added appears at
/// the next sync, with its events; one deleted there goes here.
#[test]
fn calendars_that_appear_or_go_on_the_server_follow() {
    let device = Device::new(Server::Radicale, "ivan");
    let first = device.make_calendar("First");
    device.put(&first, &event("one", "One", "20261201T090000Z"));
    let kairos = Kairos::new();
    kairos.add_account("ivan", &Server::Radicale.url(), &device);
    kairos.sync();

    let second = device.make_calendar("Second");
    device.put(&second, &event("two", "Two", "20261202T090000Z"));
    let out = kairos.ok(&["sync"]);
    assert!(
        out.contains("new calendar from the server: Second"),
        "{out}"
    );
    assert_eq!(kairos.events("Second")["two"], "Two");

    device.delete_calendar(&second);
    let out = kairos.ok(&["sync"]);
    assert!(
        out.contains("calendar gone from the server, removed here: Second"),
        "{out}"
    );
    assert!(!kairos.ok(&["calendars"]).contains("Second"));
    assert_eq!(kairos.events("First")["one"], "One");
}
