//! Inviting through the store, the one place the command line and the
//! editor make meetings: a new meeting makes me its organiser, guests are
//! added and removed without touching anyone else's line, bad requests
//! change nothing, and completion offers the addresses meetings name.

mod store_support;

use chrono_tz::Europe::Paris;
use kairos::ical::participants::meeting_of;
use kairos::model::{CalendarAddress, EventChanges, ParticipationStatus, Role, Scope};
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
    e.extra_properties = store.new_meeting_lines(calendar, &guests).unwrap();
    store.create(calendar, e).unwrap()
}

#[test]
fn a_new_meeting_is_mine_and_asks_each_guest() {
    let db = TempDb::new();
    let mut store = db.open();
    // Without an address of mine, nobody can organise it: refused.
    let calendar = personal(&store);
    let refused = store.new_meeting_lines(calendar, &[address("ann@example.org")]);
    assert!(matches!(refused, Err(StoreError::NoAddress)), "{refused:?}");
    assert!(refused.unwrap_err().to_string().contains("My addresses"));
    with_my_address(&mut store);
    let uid = meeting(&mut store, &["ann@example.org", "bob@example.org"]);
    let m = meeting_of(&store.event(&uid).unwrap().event);
    assert_eq!(m.organizer.unwrap().address, address("me@example.org"));
    let asked: Vec<_> = m
        .attendees
        .iter()
        .filter(|a| a.address != address("me@example.org"))
        .map(|a| (a.address.shown(), a.status.clone(), a.role.clone(), a.rsvp))
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
    let ann = "ATTENDEE;PARTSTAT=ACCEPTED;SCHEDULE-STATUS=2.0;X-SEEN=1:mailto:ann@example.org";
    for line in &mut stored.event.extra_properties {
        if line.ends_with("mailto:ann@example.org") {
            *line = ann.to_owned();
        }
    }
    let lines = |store: &Store| -> Vec<String> {
        store.event(&uid).unwrap().event.extra_properties.clone()
    };
    store
        .update(
            &uid,
            Scope::All,
            EventChanges {
                participants: Some(stored.event.extra_properties.clone()),
                ..Default::default()
            },
        )
        .unwrap();
    let new = store
        .guest_lines(
            &uid,
            &[address("cid@example.org")],
            &[address("BOB@example.org")],
        )
        .unwrap();
    assert!(new.iter().any(|l| l == ann), "{new:?}");
    assert!(!new.iter().any(|l| l.contains("bob@")), "{new:?}");
    assert!(
        new.iter().any(|l| l.contains("mailto:cid@example.org")),
        "{new:?}"
    );
    // Inviting someone again adds no second line.
    let again = store
        .guest_lines(&uid, &[address("ann@example.org")], &[])
        .unwrap();
    assert_eq!(again.len(), lines(&store).len());

    // Removing someone who is not invited: a clear error, nothing changed.
    let before = dump(&db.path);
    let refused = store.guest_lines(&uid, &[], &[address("zed@example.org")]);
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
    let lines = store
        .guest_lines(&uid, &[address("ann@example.org")], &[])
        .unwrap();
    let m = kairos::ical::participants::meeting(&lines);
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
    named.extra_properties = vec![
        "ORGANIZER;CN=Gina:mailto:gina@example.org".into(),
        "ATTENDEE;CN=\"Bob B.\":mailto:Bob@Example.org".into(),
        "ATTENDEE:mailto:me@example.org".into(),
    ];
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
    let guests: Vec<String> = meeting_of(&db.open().event(&uid).unwrap().event)
        .attendees
        .iter()
        .map(|a| a.address.shown().to_owned())
        .collect();
    assert_eq!(guests, ["me@example.org", "bob@example.org"]);
}
