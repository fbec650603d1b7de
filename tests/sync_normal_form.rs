//! A Kairos that reads events differently (a meeting's people as data,
//! their parameters in one order) writes the agreed forms of the last sync
//! in its own form once, at the first sync, before it asks any server: an
//! event nobody changed must not look changed (DAViCal would re-invite
//! every attendee on the next write of a meeting).

mod store_support;

use kairos::store::{ResourceStatus, Store, SyncWrite};
use kairos::sync::normal::{self, Resource};
use store_support::*;

/// What an earlier Kairos agreed on: a meeting written with Bob's
/// parameters in the order his server wrote them.
const OLD_FORM: &str = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\n\
UID:m@test\r\nDTSTART:20270301T100000Z\r\nDURATION:PT1H\r\nSUMMARY:Plan\r\n\
ATTENDEE;PARTSTAT=ACCEPTED;X-A=1;CN=Bob:mailto:bob@example.org\r\n\
ORGANIZER:mailto:ann@example.org\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

#[test]
fn the_first_sync_writes_the_agreed_forms_again_before_asking_the_server() {
    let db = TempDb::new();
    let mut store = Store::open(&db.path).unwrap();
    // Nothing listens there: the sync fails after.
    let calendar = add_unreachable_account(&mut store, "echo secret");
    let agreed = ResourceStatus {
        href: "/dav/cal/m.ics".into(),
        uid: None,
        etag: Some("e1".into()),
        hash: "the hash of the old form".into(),
        local_version: None,
        base: OLD_FORM.into(),
    };
    store
        .apply_sync(calendar, vec![SyncWrite::Record(agreed)])
        .unwrap();
    drop(store);
    let run = kairos(&db.path, &["sync"]);
    assert_eq!(run.code, 1, "the server is not there: {}", run.stderr);
    let Resource::Event { normal: now, .. } = normal::read(OLD_FORM.as_bytes()) else {
        panic!("an event")
    };
    let status = Store::open(&db.path)
        .unwrap()
        .sync_status(calendar)
        .unwrap();
    assert_eq!(status.len(), 1);
    assert_eq!(status[0].hash, now.hash, "rewritten in today's form");
    assert_eq!(status[0].base, now.text);
    assert!(
        now.text
            .contains("ATTENDEE;CN=Bob;PARTSTAT=ACCEPTED;X-A=1:"),
        "{}",
        now.text
    );
}
