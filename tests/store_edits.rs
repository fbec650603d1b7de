//! Edits with every scope on real database files, and the undo/redo of each:
//! undo must give back the very rows the edit started from, also after the
//! store is closed and opened again.

mod store_support;

use chrono::Duration;
use chrono_tz::{Europe::Paris, Tz};
use kairos::model::{
    EventDuration, EventTime, Override, OverrideChange, OverrideDetails, RecurrenceId,
};
use kairos::store::{EventChanges, Scope, Store};
use store_support::*;

/// A weekly Monday 09:00 series in Paris from 2 Nov 2026, with exceptions on
/// both sides of 30 Nov: 9 Nov removed, 16 Nov moved to 10:00 and renamed,
/// 7 Dec removed, 14 Dec renamed.
fn weekly_with_exceptions(store: &mut Store) -> String {
    let mut e = event(
        "Weekly",
        zoned("2026-11-02T09:00", Paris),
        minutes(60),
        Some("FREQ=WEEKLY;BYDAY=MO"),
    );
    e.exdates = vec![
        zoned("2026-11-09T09:00", Paris),
        zoned("2026-12-07T09:00", Paris),
    ];
    e.overrides = vec![
        Override {
            recurrence_id: rid("2026-11-16T09:00", Paris),
            change: OverrideChange::Moved {
                start: zoned("2026-11-16T10:00", Paris),
                duration: minutes(60),
            },
            details: OverrideDetails {
                summary: Some("Weekly (late)".into()),
                ..Default::default()
            },
        },
        Override {
            recurrence_id: rid("2026-12-14T09:00", Paris),
            change: OverrideChange::Moved {
                start: zoned("2026-12-14T09:00", Paris),
                duration: minutes(60),
            },
            details: OverrideDetails {
                summary: Some("Special".into()),
                ..Default::default()
            },
        },
    ];
    let calendar = personal(store);
    store.create(calendar, e).unwrap()
}

fn nov_dec(store: &Store) -> Vec<String> {
    agenda(store, Paris, "2026-11-01T00:00", "2027-01-01T00:00")
}

/// Undo gives back `before`, redo gives back `after`, also through a new
/// connection.
fn check_undo_redo(db: &TempDb, store: &mut Store, before: &[String], after: &[String]) {
    assert_eq!(dump(&db.path), after);
    store.undo().unwrap().expect("an entry to undo");
    assert_eq!(dump(&db.path), before, "undo restores exactly");
    store.redo().unwrap().expect("an entry to redo");
    assert_eq!(dump(&db.path), after, "redo restores exactly");
    // After a restart.
    let mut reopened = db.open();
    reopened.undo().unwrap().expect("undo after restart");
    assert_eq!(dump(&db.path), before);
    reopened.redo().unwrap().expect("redo after restart");
    assert_eq!(dump(&db.path), after);
}

#[test]
fn this_and_following_splits_a_series_with_exceptions_on_both_sides() {
    let db = TempDb::new();
    let mut store = db.open();
    let uid = weekly_with_exceptions(&mut store);
    let before = dump(&db.path);
    assert_eq!(
        nov_dec(&store),
        [
            "2026-11-02T09:00 Weekly",
            "2026-11-16T10:00 Weekly (late)",
            "2026-11-23T09:00 Weekly",
            "2026-11-30T09:00 Weekly",
            "2026-12-14T09:00 Special",
            "2026-12-21T09:00 Weekly",
            "2026-12-28T09:00 Weekly",
        ]
    );

    let changes = EventChanges {
        summary: Some("Weekly v2".into()),
        start: Some(zoned("2026-11-30T10:30", Paris)),
        ..Default::default()
    };
    let new_uid = store
        .update(
            &uid,
            Scope::Following(rid("2026-11-30T09:00", Paris)),
            changes,
        )
        .unwrap();
    assert_ne!(new_uid, uid, "the later part is a new series");
    assert_eq!(
        nov_dec(&store),
        [
            "2026-11-02T09:00 Weekly",
            "2026-11-16T10:00 Weekly (late)",
            "2026-11-23T09:00 Weekly",
            "2026-11-30T10:30 Weekly v2",
            "2026-12-14T10:30 Special",
            "2026-12-21T10:30 Weekly v2",
            "2026-12-28T10:30 Weekly v2",
        ]
    );
    let old = store.event(&uid).unwrap().event;
    assert_eq!(
        old.rrule.as_deref(),
        Some("FREQ=WEEKLY;UNTIL=20261130T075959Z;BYDAY=MO")
    );
    assert_eq!(old.exdates, [zoned("2026-11-09T09:00", Paris)]);
    assert_eq!(old.overrides.len(), 1);
    let new = store.event(&new_uid).unwrap().event;
    assert_eq!(new.start, zoned("2026-11-30T10:30", Paris));
    assert_eq!(new.rrule.as_deref(), Some("FREQ=WEEKLY;BYDAY=MO"));
    assert_eq!(new.exdates, [zoned("2026-12-07T10:30", Paris)]);
    assert_eq!(
        new.overrides[0].recurrence_id,
        rid("2026-12-14T10:30", Paris)
    );
    assert_eq!(new.reminders, old.reminders, "reminders are carried");
    let after = dump(&db.path);
    check_undo_redo(&db, &mut store, &before, &after);
}

#[test]
fn this_occurrence_changes_only_it() {
    let db = TempDb::new();
    let mut store = db.open();
    let uid = weekly_with_exceptions(&mut store);
    let before = dump(&db.path);
    let changes = EventChanges {
        summary: Some("Moved".into()),
        start: Some(zoned("2026-11-24T15:00", Paris)),
        duration: Some(minutes(30)),
        ..Default::default()
    };
    store
        .update(&uid, Scope::This(rid("2026-11-23T09:00", Paris)), changes)
        .unwrap();
    let week: Vec<String> = agenda(&store, Paris, "2026-11-23T00:00", "2026-12-01T00:00");
    assert_eq!(week, ["2026-11-24T15:00 Moved", "2026-11-30T09:00 Weekly"]);
    let o = &store
        .occurrences_in(
            instant(Paris, "2026-11-24T00:00"),
            instant(Paris, "2026-11-25T00:00"),
            None,
            Paris,
        )
        .unwrap()[0];
    assert_eq!(o.occurrence.recurrence_id(), rid("2026-11-23T09:00", Paris));
    assert_eq!(
        o.occurrence.end.instant_in(Paris) - o.occurrence.start.instant_in(Paris),
        Duration::minutes(30)
    );
    let after = dump(&db.path);
    check_undo_redo(&db, &mut store, &before, &after);

    // Editing an overridden occurrence again keeps its earlier changes.
    store
        .update(
            &uid,
            Scope::This(rid("2026-11-16T09:00", Paris)),
            EventChanges {
                location: Some(Some("Room 4".into())),
                ..Default::default()
            },
        )
        .unwrap();
    let o = store
        .occurrences_in(
            instant(Paris, "2026-11-16T00:00"),
            instant(Paris, "2026-11-17T00:00"),
            None,
            Paris,
        )
        .unwrap();
    assert_eq!(o[0].summary(), "Weekly (late)");
    assert_eq!(o[0].location(), Some("Room 4"));
}

#[test]
fn all_moves_the_series_and_its_exceptions_with_it() {
    let db = TempDb::new();
    let mut store = db.open();
    let uid = weekly_with_exceptions(&mut store);
    let before = dump(&db.path);
    store
        .update(
            &uid,
            Scope::All,
            EventChanges {
                start: Some(zoned("2026-11-02T08:00", Paris)),
                summary: Some("Earlier".into()),
                ..Default::default()
            },
        )
        .unwrap();
    assert_eq!(
        nov_dec(&store),
        [
            "2026-11-02T08:00 Earlier",
            "2026-11-16T09:00 Weekly (late)",
            "2026-11-23T08:00 Earlier",
            "2026-11-30T08:00 Earlier",
            "2026-12-14T08:00 Special",
            "2026-12-21T08:00 Earlier",
            "2026-12-28T08:00 Earlier",
        ]
    );
    let after = dump(&db.path);
    check_undo_redo(&db, &mut store, &before, &after);
}

#[test]
fn a_new_rule_drops_the_exceptions_it_no_longer_has() {
    let db = TempDb::new();
    let mut store = db.open();
    let uid = weekly_with_exceptions(&mut store);
    store
        .update(
            &uid,
            Scope::All,
            EventChanges {
                rrule: Some(Some("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO".into())),
                ..Default::default()
            },
        )
        .unwrap();
    let e = store.event(&uid).unwrap().event;
    // 9 Nov and 7 Dec are odd weeks: gone from the rule, and so their
    // exceptions; 16 Nov and 14 Dec remain.
    assert!(e.exdates.is_empty());
    assert_eq!(e.overrides.len(), 2);
    assert_eq!(
        nov_dec(&store),
        [
            "2026-11-02T09:00 Weekly",
            "2026-11-16T10:00 Weekly (late)",
            "2026-11-30T09:00 Weekly",
            "2026-12-14T09:00 Special",
            "2026-12-28T09:00 Weekly",
        ]
    );
}

#[test]
fn deletes_in_every_scope_undo_and_redo() {
    let db = TempDb::new();
    let mut store = db.open();
    let uid = weekly_with_exceptions(&mut store);

    let before = dump(&db.path);
    store
        .delete(&uid, Scope::This(rid("2026-11-23T09:00", Paris)))
        .unwrap();
    assert!(!nov_dec(&store).contains(&"2026-11-23T09:00 Weekly".to_string()));
    assert_eq!(nov_dec(&store).len(), 6);
    let after = dump(&db.path);
    check_undo_redo(&db, &mut store, &before, &after);

    // Deleting an overridden occurrence removes the override too.
    store
        .delete(&uid, Scope::This(rid("2026-11-16T09:00", Paris)))
        .unwrap();
    assert!(nov_dec(&store).iter().all(|l| !l.contains("late")));

    let before = dump(&db.path);
    store
        .delete(&uid, Scope::Following(rid("2026-12-14T09:00", Paris)))
        .unwrap();
    assert_eq!(
        nov_dec(&store),
        ["2026-11-02T09:00 Weekly", "2026-11-30T09:00 Weekly"]
    );
    let after = dump(&db.path);
    check_undo_redo(&db, &mut store, &before, &after);

    let before = dump(&db.path);
    store.delete(&uid, Scope::All).unwrap();
    assert!(nov_dec(&store).is_empty());
    assert!(store.event(&uid).is_err());
    let after = dump(&db.path);
    check_undo_redo(&db, &mut store, &before, &after);
}

#[test]
fn following_from_the_first_occurrence_is_the_whole_series() {
    let db = TempDb::new();
    let mut store = db.open();
    let uid = weekly_with_exceptions(&mut store);
    let same = store
        .update(
            &uid,
            Scope::Following(rid("2026-11-02T09:00", Paris)),
            EventChanges {
                summary: Some("Renamed".into()),
                ..Default::default()
            },
        )
        .unwrap();
    assert_eq!(same, uid);
    assert_eq!(store.event_count().unwrap(), 1);
    store
        .delete(&uid, Scope::Following(rid("2026-11-02T09:00", Paris)))
        .unwrap();
    assert_eq!(store.event_count().unwrap(), 0);
}

#[test]
fn splitting_a_count_rule_shares_the_count() {
    let db = TempDb::new();
    let mut store = db.open();
    let e = event(
        "Course",
        zoned("2026-03-23T18:00", Paris),
        minutes(90),
        Some("FREQ=DAILY;COUNT=10"),
    );
    let calendar = personal(&store);
    let uid = store.create(calendar, e).unwrap();
    let new_uid = store
        .update(
            &uid,
            Scope::Following(rid("2026-03-26T18:00", Paris)),
            EventChanges {
                location: Some(Some("Hall B".into())),
                ..Default::default()
            },
        )
        .unwrap();
    assert_eq!(
        store.event(&uid).unwrap().event.rrule.as_deref(),
        Some("FREQ=DAILY;COUNT=3")
    );
    assert_eq!(
        store.event(&new_uid).unwrap().event.rrule.as_deref(),
        Some("FREQ=DAILY;COUNT=7")
    );
    let all = agenda(&store, Paris, "2026-03-01T00:00", "2026-05-01T00:00");
    // Ten in all, across the DST change on 29 March, still at 18:00.
    assert_eq!(all.len(), 10);
    assert!(all.iter().all(|l| l.contains("T18:00")));
    assert_eq!(all[9], "2026-04-01T18:00 Course");
}

#[test]
fn all_day_and_floating_series_split_on_their_own_clocks() {
    let db = TempDb::new();
    let mut store = db.open();
    let calendar = personal(&store);
    let day = |s: &str| EventTime::AllDay(s.parse().unwrap());
    let uid = store
        .create(
            calendar,
            event(
                "Bins",
                day("2026-11-02"),
                EventDuration::Days(1),
                Some("FREQ=WEEKLY"),
            ),
        )
        .unwrap();
    let later = store
        .update(
            &uid,
            Scope::Following(RecurrenceId::Date("2026-11-16".parse().unwrap())),
            EventChanges {
                start: Some(day("2026-11-17")),
                ..Default::default()
            },
        )
        .unwrap();
    assert_eq!(
        store.event(&uid).unwrap().event.rrule.as_deref(),
        Some("FREQ=WEEKLY;UNTIL=20261115")
    );
    assert_eq!(store.event(&later).unwrap().event.start, day("2026-11-17"));

    let floating = EventTime::Floating(wall("2026-11-02T07:00"));
    let uid = store
        .create(
            calendar,
            event("Run", floating, minutes(45), Some("FREQ=DAILY")),
        )
        .unwrap();
    store
        .update(
            &uid,
            Scope::Following(RecurrenceId::Floating(wall("2026-11-05T07:00"))),
            EventChanges {
                summary: Some("Run longer".into()),
                duration: Some(minutes(60)),
                ..Default::default()
            },
        )
        .unwrap();
    assert_eq!(
        store.event(&uid).unwrap().event.rrule.as_deref(),
        Some("FREQ=DAILY;UNTIL=20261105T065959")
    );
    // Floating: the same wall-clock times wherever the viewer is.
    for tz in [Paris, Tz::Asia__Tokyo] {
        let runs = agenda(&store, tz, "2026-11-04T00:00", "2026-11-06T00:00");
        let runs: Vec<&String> = runs.iter().filter(|l| l.contains("Run")).collect();
        assert_eq!(
            runs,
            ["2026-11-04T07:00 Run", "2026-11-05T07:00 Run longer"],
            "{tz}"
        );
    }
}

#[test]
fn undo_refuses_when_the_event_changed_behind_its_back() {
    let db = TempDb::new();
    let mut store = db.open();
    let uid = weekly_with_exceptions(&mut store);
    store
        .update(
            &uid,
            Scope::All,
            EventChanges {
                summary: Some("Edited".into()),
                ..Default::default()
            },
        )
        .unwrap();
    let conn = rusqlite::Connection::open(&db.path).unwrap();
    conn.execute(
        "UPDATE events SET summary = 'by hand' WHERE uid = ?",
        [&uid],
    )
    .unwrap();
    let before = dump(&db.path);
    let err = store.undo().unwrap_err();
    assert!(err.to_string().contains("changed since"), "{err}");
    assert_eq!(dump(&db.path), before, "nothing changed");
}

#[test]
fn a_new_edit_ends_the_redo_chain_and_empty_stacks_say_so() {
    let db = TempDb::new();
    let mut store = db.open();
    assert!(store.undo().unwrap().is_none());
    assert!(store.redo().unwrap().is_none());
    let uid = weekly_with_exceptions(&mut store);
    store.undo().unwrap();
    assert!(store.event(&uid).is_err(), "undoing a create removes it");
    assert!(store.next_redo().unwrap().is_some());
    let calendar = personal(&store);
    store
        .create(
            calendar,
            event("Other", zoned("2026-11-03T09:00", Paris), minutes(30), None),
        )
        .unwrap();
    assert!(store.next_redo().unwrap().is_none());
    assert_eq!(journal_counts(&db.path), (1, 0));
    assert_eq!(store.next_undo().unwrap().unwrap().label, "Create “Other”");
}
