//! An attendee's reminders are theirs, on DAViCal between its meeting
//! users mona (organiser) and noah: noah's own reminder on mona's meeting
//! does not raise the meeting's SEQUENCE (RFC 5546 leaves that to the
//! organiser), outlives mona's move of the meeting, and reminds him at
//! the new time.

mod sync_support;

use serde_json::Value;
use sync_support::{counts, davical_person, Kairos};

fn shown(kairos: &Kairos, uid: &str) -> Value {
    serde_json::from_str(&kairos.ok(&["show", uid, "--json"])).unwrap()
}

#[test]
fn an_attendees_reminder_outlives_the_organisers_move_and_keeps_the_sequence() {
    let (mona, mona_cal) = davical_person("mona");
    let (noah, noah_cal) = davical_person("noah");
    // An event of noah's own, so his calendar is never listed empty.
    noah.ok(&[
        "add",
        "Swim",
        "--start",
        "2027-07-01T07:00",
        "--tz",
        "UTC",
        "--calendar",
        &noah_cal,
    ]);
    let uid = mona
        .ok(&[
            "add",
            "Design review",
            "--start",
            "2027-07-05T10:00",
            "--tz",
            "UTC",
            "--calendar",
            &mona_cal,
            "--attendee",
            "noah@example.org",
        ])
        .trim()
        .to_owned();
    mona.sync();
    noah.sync();
    let before = shown(&noah, &uid);
    noah.ok(&["edit", &uid, "--remind", "45m"]);
    let mine = shown(&noah, &uid);
    assert_eq!(
        mine["sequence"], before["sequence"],
        "noah's own edit: {mine}"
    );
    assert_eq!(
        mine["reminders"],
        serde_json::json!(["45m before"]),
        "{mine}"
    );
    noah.sync();

    // mona moves it; noah's copy moves, with his reminder.
    mona.ok(&["edit", &uid, "--start", "2027-07-06T14:00"]);
    assert_eq!(counts(&mona.sync(), &mona_cal)["pushed"], 1);
    let synced = noah.ok(&["sync", "--json", "--inbox"]);
    let moved = shown(&noah, &uid);
    assert_eq!(moved["start"], "2027-07-06T14:00:00Z", "{synced} {moved}");
    assert_eq!(moved["reminders"], mine["reminders"], "{moved}");
    // It reminds him 45 minutes before the new time.
    let due: Value =
        serde_json::from_str(&noah.ok(&["reminders", "--json", "--days", "400"])).unwrap();
    let at = due
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["uid"] == uid.as_str())
        .unwrap_or_else(|| panic!("no reminder for the meeting: {due}"));
    assert_eq!(at["due"], "2027-07-06T13:15:00+00:00", "{at}");
}
