//! Inviting through the store, the one place the command line and the
//! editor make meetings: a new meeting makes me its organiser, guests are
//! added and removed without touching anyone else's line, bad requests
//! change nothing, and completion offers the addresses meetings name.

mod store_support;

use chrono_tz::Europe::Paris;
use kairos::model::{
    CalendarAddress, EventChanges, Participant, ParticipationStatus, Property, Role, Scope,
};
use kairos::store::{Preferences, Store, StoreError};
use store_support::*;

fn address(text: &str) -> CalendarAddress {
    CalendarAddress::parse(text).unwrap()
}

fn with_my_address(store: &mut Store) {
    let mut chosen = Preferences::load(store).unwrap();
    chosen.addresses = vec![address("me@example.org")];
    chosen.save(store).unwrap();
}

/// A meeting of mine with `guests`, written as the editor and `kairos add`
/// write it.
fn meeting(store: &mut Store, guests: &[&str]) -> String {
    let calendar = personal(store);
    let guests: Vec<_> = guests.iter().map(|g| address(g)).collect();
    let mut e = event(
        "Review",
        zoned("2026-12-01T10:00", Paris),
        minutes(60),
        None,
    );
    e.meeting = store.new_meeting(calendar, &guests).unwrap();
    store.create(calendar, e).unwrap()
}

#[test]
fn a_new_meeting_is_mine_and_asks_each_guest() {
    let db = TempDb::new();
    let mut store = db.open();
    // Without an address of mine, nobody can organise it: refused.
    let calendar = personal(&store);
    let refused = store.new_meeting(calendar, &[address("ann@example.org")]);
    assert!(matches!(refused, Err(StoreError::NoAddress)), "{refused:?}");
    assert!(refused.unwrap_err().to_string().contains("My addresses"));
    with_my_address(&mut store);
    let uid = meeting(&mut store, &["ann@example.org", "bob@example.org"]);
    let m = store.event(&uid).unwrap().event.meeting;
    assert_eq!(m.organizer.unwrap().address, address("me@example.org"));
    let asked: Vec<_> = m
        .attendees
        .iter()
        .filter(|a| a.address != address("me@example.org"))
        .map(|a| {
            (
                a.address.shown(),
                a.status().clone(),
                a.role().clone(),
                a.asks_answer(),
            )
        })
        .collect();
    assert_eq!(
        asked,
        vec![
            (
                "ann@example.org",
                ParticipationStatus::NeedsAction,
                Role::Required,
                true
            ),
            (
                "bob@example.org",
                ParticipationStatus::NeedsAction,
                Role::Required,
                true
            ),
        ]
    );
}

#[test]
fn guests_come_and_go_and_the_others_lines_stay_as_they_were() {
    let db = TempDb::new();
    let mut store = db.open();
    with_my_address(&mut store);
    let uid = meeting(&mut store, &["ann@example.org", "bob@example.org"]);
    // Ann answered (a server wrote her line, with a parameter of its own).
    let mut stored = store.event(&uid).unwrap();
    let line = "ATTENDEE;PARTSTAT=ACCEPTED;SCHEDULE-STATUS=2.0;X-SEEN=1:mailto:ann@example.org";
    let Some(Participant::Attendee(ann)) = Participant::read(Property::parse(line).unwrap()) else {
        panic!("{line}")
    };
    for a in &mut stored.event.meeting.attendees {
        if a.address == ann.address {
            *a = ann.clone();
        }
    }
    store
        .update(
            &uid,
            Scope::All,
            EventChanges {
                meeting: Some(stored.event.meeting.clone()),
                ..Default::default()
            },
        )
        .unwrap();
    let new = store
        .guests_changed(
            &uid,
            &[address("cid@example.org")],
            &[address("BOB@example.org")],
        )
        .unwrap();
    assert!(new.attendees.contains(&ann), "{new:?}");
    assert_eq!(
        Participant::Attendee(ann.clone()).property().line(),
        line,
        "her line goes back as the server wrote it"
    );
    let shown: Vec<&str> = new.attendees.iter().map(|a| a.address.shown()).collect();
    assert_eq!(
        shown,
        ["me@example.org", "ann@example.org", "cid@example.org"]
    );
    // Inviting someone again adds nobody.
    let again = store
        .guests_changed(&uid, &[address("ann@example.org")], &[])
        .unwrap();
    assert_eq!(again, store.event(&uid).unwrap().event.meeting);

    // Removing someone who is not invited: a clear error, nothing changed.
    let before = dump(&db.path);
    let refused = store.guests_changed(&uid, &[], &[address("zed@example.org")]);
    match refused {
        Err(e @ StoreError::NotAnAttendee(_)) => {
            assert!(e.to_string().contains("zed@example.org"), "{e}");
            assert!(e.is_bad_input());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(dump(&db.path), before);
}

#[test]
fn an_event_that_was_no_meeting_becomes_mine() {
    let db = TempDb::new();
    let mut store = db.open();
    with_my_address(&mut store);
    let calendar = personal(&store);
    let uid = store
        .create(
            calendar,
            event("Lunch", zoned("2026-12-02T12:00", Paris), minutes(60), None),
        )
        .unwrap();
    let m = store
        .guests_changed(&uid, &[address("ann@example.org")], &[])
        .unwrap();
    assert_eq!(m.organizer.unwrap().address, address("me@example.org"));
    assert!(m
        .attendees
        .iter()
        .any(|a| a.address == address("ann@example.org")));
}

#[test]
fn completion_offers_the_addresses_meetings_name_most_used_first() {
    let db = TempDb::new();
    let mut store = db.open();
    with_my_address(&mut store);
    meeting(&mut store, &["ann@example.org", "bob@example.org"]);
    meeting(&mut store, &["bob@example.org"]);
    let mut named = event(
        "Coffee",
        zoned("2026-12-03T09:00", Paris),
        minutes(30),
        None,
    );
    named.meeting = kairos::model::Meeting::from_lines([
        "ORGANIZER;CN=Gina:mailto:gina@example.org",
        "ATTENDEE;CN=\"Bob B.\":mailto:Bob@Example.org",
        "ATTENDEE:mailto:me@example.org",
    ])
    .0;
    store.create(personal(&store), named).unwrap();
    let known = store.known_addresses(10).unwrap();
    let shown: Vec<_> = known
        .iter()
        .map(|k| (k.address.shown().to_lowercase(), k.uses))
        .collect();
    assert_eq!(
        shown,
        vec![
            ("bob@example.org".to_owned(), 3),
            ("me@example.org".to_owned(), 3),
            ("ann@example.org".to_owned(), 1),
            ("gina@example.org".to_owned(), 1),
        ]
    );
    let bob = known
        .iter()
        .find(|k| k.address == address("bob@example.org"));
    assert_eq!(bob.unwrap().name.as_deref(), Some("Bob B."));
    assert_eq!(store.known_addresses(2).unwrap().len(), 2);
}

/// The command line asks the same store: refusals exit 2 with the reason,
/// and write nothing.
#[test]
fn the_command_line_invites_through_the_same_rules() {
    let db = TempDb::new();
    let add = |extra: &[&str]| {
        let mut args = vec!["add", "Review", "--start", "2026-12-01T10:00"];
        args.extend_from_slice(extra);
        kairos(&db.path, &args)
    };
    ok(&db.path, &["calendars"]);
    let before = dump(&db.path);
    // No address of mine yet: nobody can organise it.
    let refused = add(&["--attendee", "ann@example.org"]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("My addresses"),
        "{}",
        refused.stderr
    );
    let refused = add(&["--attendee", "not an address"]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert_eq!(dump(&db.path), before);

    let mut store = db.open();
    with_my_address(&mut store);
    drop(store);
    let uid = add(&["--attendee", "ann@example.org"])
        .stdout
        .trim()
        .to_owned();
    let before = dump(&db.path);
    let refused = kairos(
        &db.path,
        &["edit", &uid, "--remove-attendee", "zed@example.org"],
    );
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(refused
        .stderr
        .contains("zed@example.org is not among the attendees"));
    assert_eq!(dump(&db.path), before);
    ok(
        &db.path,
        &[
            "edit",
            &uid,
            "--attendee",
            "bob@example.org",
            "--remove-attendee",
            "ann@example.org",
        ],
    );
    let guests: Vec<String> = db
        .open()
        .event(&uid)
        .unwrap()
        .event
        .meeting
        .attendees
        .iter()
        .map(|a| a.address.shown().to_owned())
        .collect();
    assert_eq!(guests, ["me@example.org", "bob@example.org"]);
}
