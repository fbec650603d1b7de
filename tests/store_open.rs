//! Opening files: migration from nothing, refusal of what this binary must
//! not touch, bad input that leaves the file unchanged, and the change
//! signal.

mod store_support;

use chrono::Duration;
use chrono_tz::Europe::Paris;
use kairos::model::{EventDuration, EventTime, Reminder, Reminders};
use kairos::store::{EventChanges, Scope, Store, StoreError, ValidationError, SCHEMA_VERSION};
use store_support::*;

#[test]
fn a_new_or_empty_file_gets_the_schema_and_a_personal_calendar() {
    let db = TempDb::new();
    // An empty file (as `touch` leaves it) is a database with no schema.
    std::fs::write(&db.path, b"").unwrap();
    let store = db.open();
    let calendars = store.calendars().unwrap();
    assert_eq!(calendars.len(), 1);
    assert_eq!(calendars[0].name, "Personal");
    assert_eq!(
        calendars[0].default_reminders.timed,
        [Reminder::Before(Duration::zero())],
        "the first calendar reminds at the start"
    );
    assert_eq!(
        calendars[0].default_reminders.all_day,
        [kairos::model::on_the_day_at(9, 0)],
        "and of all-day events on the day at 09:00, as new calendars do"
    );
    assert_eq!(store.integrity_check().unwrap(), "ok");
    let conn = rusqlite::Connection::open(&db.path).unwrap();
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, SCHEMA_VERSION);
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal");
    drop(store);
    // Opening again migrates nothing and adds nothing.
    let again = db.open();
    assert_eq!(again.calendars().unwrap().len(), 1);

    // A missing directory is created.
    let nested = db.dir.path().join("a/b/kairos.db");
    Store::open(&nested).unwrap();
    assert!(nested.exists());
}

#[test]
fn a_newer_schema_is_refused_and_left_untouched() {
    let db = TempDb::new();
    {
        let conn = rusqlite::Connection::open(&db.path).unwrap();
        conn.execute_batch("CREATE TABLE future (x); PRAGMA user_version = 99;")
            .unwrap();
    }
    let bytes = std::fs::read(&db.path).unwrap();
    let err = Store::open(&db.path).err().expect("refused");
    assert!(
        matches!(err, StoreError::NewerSchema { found: 99, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("newer Kairos"), "{err}");
    assert_eq!(std::fs::read(&db.path).unwrap(), bytes, "file untouched");
    assert!(!db.dir.path().join("kairos.db-wal").exists());
}

#[test]
fn files_that_are_not_kairos_databases_are_refused() {
    let db = TempDb::new();
    std::fs::write(
        &db.path,
        b"BEGIN:VCALENDAR\r\nthis is not sqlite at all, not even close\r\n",
    )
    .unwrap();
    let err = Store::open(&db.path).err().expect("refused");
    assert!(matches!(err, StoreError::NotADatabase { .. }), "{err}");

    let other = db.dir.path().join("other.sqlite");
    {
        let conn = rusqlite::Connection::open(&other).unwrap();
        conn.execute_batch("CREATE TABLE moz_places (id INTEGER PRIMARY KEY);")
            .unwrap();
    }
    let err = Store::open(&other).err().expect("refused");
    assert!(err.to_string().contains("did not create"), "{err}");
}

#[test]
fn reminders_after_the_start_and_relative_to_the_end_are_stored_as_they_are() {
    let db = TempDb::new();
    let mut store = db.open();
    let calendar = personal(&store);
    let mut late = event("Late", zoned("2026-11-02T09:00", Paris), minutes(60), None);
    let kept = vec![
        Reminder::Before(Duration::minutes(-10)),
        Reminder::BeforeEnd(Duration::minutes(5)),
        Reminder::BeforeEnd(Duration::minutes(-15)),
    ];
    late.reminders = Reminders::Own(kept.clone());
    let late_id = store.create(calendar, late).unwrap();
    assert_eq!(
        store.event(&late_id).unwrap().event.reminders,
        Reminders::Own(kept)
    );
}

#[test]
fn bad_input_is_a_typed_error_and_changes_nothing() {
    let db = TempDb::new();
    let mut store = db.open();
    let calendar = personal(&store);
    let uid = store
        .create(
            calendar,
            event(
                "Weekly",
                zoned("2026-11-02T09:00", Paris),
                minutes(60),
                Some("FREQ=WEEKLY;BYDAY=MO"),
            ),
        )
        .unwrap();
    let before = dump(&db.path);
    let journal = journal_counts(&db.path);
    let invalid = |e: StoreError| match e {
        StoreError::Invalid(v) => v,
        other => panic!("expected a validation error, got {other}"),
    };

    let empty = event("  ", zoned("2026-11-02T09:00", Paris), minutes(60), None);
    assert_eq!(
        invalid(store.create(calendar, empty).unwrap_err()),
        ValidationError::EmptyTitle
    );
    let backwards = event(
        "Backwards",
        zoned("2026-11-02T09:00", Paris),
        EventDuration::Exact(Duration::minutes(-5)),
        None,
    );
    assert_eq!(
        invalid(store.create(calendar, backwards).unwrap_err()),
        ValidationError::EndBeforeStart
    );
    let bad_rule = event(
        "Bad",
        zoned("2026-11-02T09:00", Paris),
        minutes(60),
        Some("FREQ=WEEKLY;BYDAY=XX"),
    );
    assert!(matches!(
        invalid(store.create(calendar, bad_rule).unwrap_err()),
        ValidationError::BadRule(_)
    ));
    let mixed = event(
        "Mixed",
        EventTime::AllDay("2026-11-02".parse().unwrap()),
        minutes(60),
        None,
    );
    assert_eq!(
        invalid(store.create(calendar, mixed).unwrap_err()),
        ValidationError::MixedKinds
    );
    let mut duplicate = event("Dup", zoned("2026-11-02T09:00", Paris), minutes(60), None);
    duplicate.uid = uid.clone();
    assert_eq!(
        invalid(store.create(calendar, duplicate).unwrap_err()),
        ValidationError::DuplicateUid(uid.clone())
    );
    let unknown_calendar = event("Lost", zoned("2026-11-02T09:00", Paris), minutes(60), None);
    assert!(matches!(
        store
            .create(kairos::model::CalendarId(42), unknown_calendar)
            .unwrap_err(),
        StoreError::UnknownCalendar(_)
    ));

    let title = |t: &str| EventChanges {
        summary: Some(t.into()),
        ..Default::default()
    };
    assert!(matches!(
        store
            .update("no-such-uid", Scope::All, title("x"))
            .unwrap_err(),
        StoreError::UnknownEvent(_)
    ));
    // 10 Nov is a Tuesday: no occurrence there.
    let tuesday = rid("2026-11-10T09:00", Paris);
    assert!(matches!(
        store
            .update(&uid, Scope::This(tuesday), title("x"))
            .unwrap_err(),
        StoreError::UnknownOccurrence { .. }
    ));
    assert!(matches!(
        store.delete(&uid, Scope::Following(tuesday)).unwrap_err(),
        StoreError::UnknownOccurrence { .. }
    ));
    assert_eq!(
        invalid(store.update(&uid, Scope::All, title("")).unwrap_err()),
        ValidationError::EmptyTitle
    );
    let rule = EventChanges {
        rrule: Some(Some("FREQ=DAILY;COUNT=0".into())),
        ..Default::default()
    };
    assert!(matches!(
        invalid(store.update(&uid, Scope::All, rule.clone()).unwrap_err()),
        ValidationError::BadRule(_)
    ));
    let monday = rid("2026-11-09T09:00", Paris);
    assert_eq!(
        invalid(store.update(&uid, Scope::This(monday), rule).unwrap_err()),
        ValidationError::RuleForOneOccurrence
    );
    let shorter = EventChanges {
        duration: Some(EventDuration::Exact(Duration::minutes(-1))),
        ..Default::default()
    };
    assert_eq!(
        invalid(
            store
                .update(&uid, Scope::This(monday), shorter)
                .unwrap_err()
        ),
        ValidationError::EndBeforeStart
    );
    // A deleted occurrence cannot be edited or deleted again.
    store.delete(&uid, Scope::This(monday)).unwrap();
    let now_before = dump(&db.path);
    assert!(matches!(
        store.delete(&uid, Scope::This(monday)).unwrap_err(),
        StoreError::UnknownOccurrence { .. }
    ));
    assert_eq!(dump(&db.path), now_before);
    store.undo().unwrap();

    assert_eq!(dump(&db.path), before, "nothing was written");
    assert_eq!(journal_counts(&db.path).0, journal.0 + 1);
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

#[test]
fn the_change_stamp_moves_for_writes_here_and_elsewhere() {
    let db = TempDb::new();
    let mut store = db.open();
    let other = db.open();
    let quiet = store.change_stamp().unwrap();
    assert_eq!(
        store.change_stamp().unwrap(),
        quiet,
        "reading changes nothing"
    );

    let calendar = personal(&store);
    store
        .create(
            calendar,
            event("Here", zoned("2026-11-02T09:00", Paris), minutes(60), None),
        )
        .unwrap();
    let after_own = store.change_stamp().unwrap();
    assert_ne!(after_own, quiet, "own write");

    let seen_by_other = other.change_stamp().unwrap();
    // Another process writes the file.
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args([
            "add",
            "Elsewhere",
            "--start",
            "2026-11-03T09:00",
            "--tz",
            "UTC",
        ])
        .env("KAIROS_DB", &db.path)
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    assert_ne!(store.change_stamp().unwrap(), after_own, "another process");
    assert_ne!(other.change_stamp().unwrap(), seen_by_other);
    assert_eq!(store.event_count().unwrap(), 2);

    // A query after another process's edit sees the edit (nothing stale is
    // served from the compiled-series cache).
    let day = |s: &Store| agenda(s, Paris, "2026-11-02T00:00", "2026-11-03T00:00");
    assert_eq!(day(&store), ["2026-11-02T09:00 Here"]);
    let uid = store
        .occurrences_in(
            instant(Paris, "2026-11-02T00:00"),
            instant(Paris, "2026-11-03T00:00"),
            None,
            Paris,
        )
        .unwrap()[0]
        .uid()
        .to_string();
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["edit", &uid, "--title", "Renamed elsewhere"])
        .env("KAIROS_DB", &db.path)
        .env("TZ", "Europe/Paris")
        .output()
        .unwrap();
    assert!(status.status.success(), "{status:?}");
    assert_eq!(day(&store), ["2026-11-02T09:00 Renamed elsewhere"]);
}
