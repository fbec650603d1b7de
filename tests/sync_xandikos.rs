//! Two-way sync against Xandikos, a second server that behaves differently
//! from Radicale (no login, 412 for a stale sync token, its own ETags and
//! rewriting). Each test makes its own calendar and adds the account by the
//! calendar's own URL.

mod sync_support;

use sync_support::{assert_quiet, counts, event, Device, Kairos, Server};

const SERIES: &str = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Other Device//EN\r\n\
BEGIN:VEVENT\r\nUID:yoga\r\nDTSTAMP:20261101T000000Z\r\n\
DTSTART;TZID=America/New_York:20261029T183000\r\nDURATION:PT1H\r\nRRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=3\r\n\
EXDATE;TZID=America/New_York:20261105T183000\r\nSUMMARY:Yoga\r\nEND:VEVENT\r\n\
BEGIN:VEVENT\r\nUID:yoga\r\nDTSTAMP:20261101T000000Z\r\n\
RECURRENCE-ID;TZID=America/New_York:20261112T183000\r\nDTSTART;TZID=America/New_York:20261112T193000\r\n\
DURATION:PT1H\r\nSUMMARY:Yoga (late)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";

/// A series across the end of US summer time with an EXDATE and an
/// override arrives and expands right; a local event is pushed; a remote
/// delete arrives; a quiet sync leaves every ETag as it was.
#[test]
fn a_series_arrives_a_local_event_goes_and_a_quiet_sync_writes_nothing() {
    let device = Device::new(Server::Xandikos, "");
    let calendar = device.make_calendar("Xandikos one");
    device.put(&calendar, SERIES);
    device.put(&calendar, &event("call", "Call", "20261202T150000Z"));
    let kairos = Kairos::new();
    kairos.add_account("x", &calendar, &device);
    let report = kairos.sync();
    assert_eq!(counts(&report, "Xandikos one")["pulled"], 2, "{report}");
    let agenda = kairos.ok(&[
        "agenda",
        "--from",
        "2026-10-29",
        "--days",
        "20",
        "--tz",
        "America/New_York",
    ]);
    assert!(agenda.contains("18:30–19:30  Yoga"), "{agenda}");
    assert!(
        !agenda.contains("Thursday, November 5, 2026"),
        "EXDATE:\n{agenda}"
    );
    assert!(agenda.contains("19:30–20:30  Yoga (late)"), "{agenda}");

    let uid = kairos
        .ok(&[
            "add",
            "Haircut",
            "--start",
            "2026-12-03T10:00",
            "--duration",
            "30m",
            "--calendar",
            "Xandikos one",
        ])
        .trim()
        .to_owned();
    device.delete(&calendar, "call");
    let report = kairos.sync();
    let one = counts(&report, "Xandikos one");
    assert_eq!(one["pushed"], 1, "{report}");
    assert_eq!(one["deleted_local"], 1, "{report}");
    assert!(device.get(&calendar, &uid).contains("SUMMARY:Haircut"));
    assert!(!kairos.events("Xandikos one").contains_key("call"));

    let before = device.etags(&calendar);
    let quiet = kairos.sync();
    assert_quiet(&quiet, "Xandikos one");
    assert_eq!(device.etags(&calendar), before);
}

/// Xandikos answers 412 to a sync token it does not know: the sync lists
/// everything instead, and both directions still work.
#[test]
fn a_stale_token_is_replaced_by_a_full_listing() {
    let device = Device::new(Server::Xandikos, "");
    let calendar = device.make_calendar("Xandikos two");
    device.put(&calendar, &event("lunch", "Lunch", "20261209T120000Z"));
    let kairos = Kairos::new();
    kairos.add_account("x2", &calendar, &device);
    kairos.sync();
    let conn = rusqlite::Connection::open(&kairos.db).unwrap();
    conn.execute(
        "UPDATE synced_calendars SET sync_token = 'http://xandikos/bogus-token'",
        [],
    )
    .unwrap();
    device.replace(
        &calendar,
        "lunch",
        &event("lunch", "Lunch (Thai)", "20261209T120000Z"),
    );
    kairos.ok(&[
        "add",
        "Walk",
        "--start",
        "2026-12-09T13:00",
        "--duration",
        "30m",
        "--calendar",
        "Xandikos two",
    ]);
    let report = kairos.sync();
    let two = counts(&report, "Xandikos two");
    assert_eq!(two["pulled"], 1, "{report}");
    assert_eq!(two["pushed"], 1, "{report}");
    assert_eq!(kairos.events("Xandikos two")["lunch"], "Lunch (Thai)");
    assert_eq!(device.etags(&calendar).len(), 2);
}

/// An event sent from here and then deleted on the other device goes here
/// too. Xandikos's delta from a token read before the event was sent leaves
/// the event out altogether (it was neither there then nor is now), so a
/// sync that kept that token never saw the delete, and every later edit of
/// the event got 412 for ever while the sync said all was well.
#[test]
fn an_event_sent_from_here_and_deleted_there_is_deleted_here() {
    let device = Device::new(Server::Xandikos, "");
    let calendar = device.make_calendar("Xandikos three");
    let kairos = Kairos::new();
    kairos.add_account("x3", &calendar, &device);
    kairos.sync();
    let add = |title: &str, start: &str| {
        kairos
            .ok(&[
                "add",
                title,
                "--start",
                start,
                "--duration",
                "1h",
                "--calendar",
                "Xandikos three",
            ])
            .trim()
            .to_owned()
    };
    // (One event stays throughout: an emptied listing is refused.)
    add("Anchor", "2026-12-10T08:00");
    let stays = add("Stays", "2026-12-10T09:00");
    let goes = add("Goes", "2026-12-10T11:00");
    let report = kairos.sync();
    assert_eq!(counts(&report, "Xandikos three")["pushed"], 3, "{report}");

    device.delete(&calendar, &goes);
    kairos.ok(&["edit", &stays, "--title", "Stays (moved)"]);
    let report = kairos.sync();
    let three = counts(&report, "Xandikos three");
    assert_eq!(three["deleted_local"], 1, "{report}");
    assert_eq!(three["pushed"], 1, "{report}");
    let events = kairos.events("Xandikos three");
    assert!(!events.contains_key(&goes), "{events:?}");
    assert!(device
        .get(&calendar, &stays)
        .contains("SUMMARY:Stays (moved)"));

    // A quiet sync saves a token read after every write; a delete after
    // it arrives by the delta.
    assert_quiet(&kairos.sync(), "Xandikos three");
    device.delete(&calendar, &stays);
    let report = kairos.sync();
    assert_eq!(
        counts(&report, "Xandikos three")["deleted_local"],
        1,
        "{report}"
    );
    assert_eq!(kairos.events("Xandikos three").len(), 1);
    assert_quiet(&kairos.sync(), "Xandikos three");
}

/// An event on the server whose length no calendar means (P99999999W) made
/// every sync of the account exit 101. It stays on the server, untouched,
/// with a note saying why; the rest of the calendar syncs both ways.
#[test]
fn an_absurd_length_from_the_server_stays_there_with_a_note() {
    let device = Device::new(Server::Xandikos, "");
    let calendar = device.make_calendar("Xandikos four");
    device.put(&calendar, &event("fine", "Fine", "20261202T150000Z"));
    let absurd = event("absurd", "Absurd", "20261202T160000Z").replace("PT1H", "P99999999W");
    device.put(&calendar, &absurd);
    let untouched = |etags: &std::collections::BTreeMap<String, String>| {
        etags
            .iter()
            .find(|(href, _)| href.contains("absurd"))
            .map(|(_, etag)| etag.clone())
    };
    let before = untouched(&device.etags(&calendar));
    assert!(before.is_some());
    let kairos = Kairos::new();
    kairos.add_account("x4", &calendar, &device);
    let report = kairos.sync();
    assert_eq!(counts(&report, "Xandikos four")["pulled"], 1, "{report}");
    assert!(report.to_string().contains("longer than"), "{report}");
    let events = kairos.events("Xandikos four");
    assert_eq!(events.keys().collect::<Vec<_>>(), ["fine"], "{events:?}");
    kairos.ok(&[
        "add",
        "Later",
        "--start",
        "2026-12-03T10:00",
        "--calendar",
        "Xandikos four",
    ]);
    let report = kairos.sync();
    assert_eq!(counts(&report, "Xandikos four")["pushed"], 1, "{report}");
    assert_eq!(
        untouched(&device.etags(&calendar)),
        before,
        "left as it was"
    );
}
