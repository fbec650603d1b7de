//! Real files that break a rule of RFC 5545 in ways libical, ical.js and
//! python-icalendar read without losing anything: each case is a file the
//! test writes, imported through the real binary, and every event in it
//! must arrive whole. Before, each of these events was skipped with a note
//! (or, for text, cut), and the import still exited 0.

mod store_support;

use chrono::{NaiveDate, TimeZone, Utc};
use chrono_tz::UTC;
use kairos::model::{EventTime, OverrideChange, RecurrenceId};
use kairos::recur::Series;
use kairos::store::Store;
use store_support::*;

/// Imports `body` and returns the report; the import must exit 0.
fn import(db: &TempDb, body: &str) -> String {
    let file = write_ics(db.dir.path(), "real.ics", body);
    let r = kairos(&db.path, &["import", &file]);
    assert_eq!(r.code, 0, "exit {}: {}{}", r.code, r.stdout, r.stderr);
    r.stdout
}

/// The starts (UTC) of an event's first `n` occurrences.
fn starts(store: &Store, uid: &str, n: usize) -> Vec<String> {
    let event = store.event(uid).unwrap().event;
    Series::new(&event)
        .unwrap()
        .iter(UTC)
        .take(n)
        .map(|o| o.start.instant_in(UTC).format("%Y-%m-%d %H:%M").to_string())
        .collect()
}

/// Google Calendar writes date-time RECURRENCE-IDs on all-day series (and
/// dates on timed ones). They name the occurrence on that day; before,
/// every such override was "left out" and 43 of 96 holidays were lost.
#[test]
fn a_recurrence_id_of_the_other_kind_names_that_days_occurrence() {
    let db = TempDb::new();
    let body = [
        vevent(
            "holiday",
            "DTSTART;VALUE=DATE:20260101\nDTEND;VALUE=DATE:20260102\nRRULE:FREQ=YEARLY;COUNT=3",
        ),
        "BEGIN:VEVENT\nUID:holiday\nDTSTAMP:20261101T000000Z\nRECURRENCE-ID:20270101T000000Z\n\
         DTSTART;VALUE=DATE:20270101\nDTEND;VALUE=DATE:20270102\nSUMMARY:New Year (observed)\n\
         END:VEVENT\n"
            .to_owned(),
        vevent(
            "standup",
            "DTSTART;TZID=Europe/Berlin:20261130T093000\nDURATION:PT15M\nRRULE:FREQ=DAILY;COUNT=5",
        ),
        "BEGIN:VEVENT\nUID:standup\nDTSTAMP:20261101T000000Z\nRECURRENCE-ID;VALUE=DATE:20261202\n\
         DTSTART;TZID=Europe/Berlin:20261202T110000\nDURATION:PT15M\nSUMMARY:standup\n\
         END:VEVENT\n"
            .to_owned(),
    ]
    .concat();
    let report = import(&db, &body);
    assert!(!report.contains("left out"), "{report}");
    let store = db.open();
    let holiday = store.event("holiday").unwrap().event;
    assert_eq!(holiday.overrides.len(), 1, "{report}");
    let date = NaiveDate::from_ymd_opt(2027, 1, 1).unwrap();
    assert_eq!(holiday.overrides[0].recurrence_id, RecurrenceId::Date(date));
    assert_eq!(
        holiday.overrides[0].details.summary.as_deref(),
        Some("New Year (observed)")
    );
    let standup = store.event("standup").unwrap().event;
    assert_eq!(standup.overrides.len(), 1, "{report}");
    // 09:30 in Berlin on 2 December is 08:30 UTC.
    let id = RecurrenceId::Instant(Utc.with_ymd_and_hms(2026, 12, 2, 8, 30, 0).unwrap());
    assert_eq!(standup.overrides[0].recurrence_id, id);
    assert!(matches!(
        standup.overrides[0].change,
        OverrideChange::Moved { .. }
    ));
    assert_eq!(
        starts(&store, "standup", 5),
        [
            "2026-11-30 08:30",
            "2026-12-01 08:30",
            "2026-12-02 10:00",
            "2026-12-03 08:30",
            "2026-12-04 08:30"
        ]
    );
}

/// A holiday feed's empty `RRULE:` means no rule: before, all 34 of its
/// events were dropped ("the rule is empty").
#[test]
fn an_empty_rule_is_no_rule() {
    let db = TempDb::new();
    let body = [
        vevent("epiphany", "DTSTART;VALUE=DATE:20270106\nRRULE:"),
        vevent("labour", "DTSTART;VALUE=DATE:20270501\nRRULE: "),
    ]
    .concat();
    let report = import(&db, &body);
    let store = db.open();
    for uid in ["epiphany", "labour"] {
        let event = store
            .event(uid)
            .unwrap_or_else(|e| panic!("{uid}: {e}\n{report}"));
        assert_eq!(event.event.rrule, None);
        assert_eq!(starts(&store, uid, 5).len(), 1);
    }
}

/// Outlook escapes the comma in its VTIMEZONE's TZID (a text value) while
/// DTSTART's TZID parameter (quoted) has none: the zone the file defines is
/// found (before, the event was dropped), and exported so that it reads
/// back the same. (An offset no tz database zone has keeps the file's own
/// zone; one that matches would be exported under its IANA name.)
#[test]
fn a_zone_whose_tzid_is_escaped_is_found_and_written_back_escaped() {
    let db = TempDb::new();
    let zone = "BEGIN:VTIMEZONE\nTZID:Ship Time (custom)\\, Bridge\nBEGIN:STANDARD\n\
                DTSTART:16010101T000000\nTZOFFSETFROM:+0317\nTZOFFSETTO:+0317\n\
                END:STANDARD\nEND:VTIMEZONE\n";
    let body = format!(
        "{zone}{}",
        vevent(
            "call",
            "DTSTART;TZID=\"Ship Time (custom), Bridge\":20261201T090000\nDURATION:PT1H"
        )
    );
    let report = import(&db, &body);
    let store = db.open();
    let call = store
        .event("call")
        .unwrap_or_else(|e| panic!("{e}\n{report}"));
    assert!(matches!(call.event.start, EventTime::Zoned { .. }));
    // 09:00 at +03:17.
    assert_eq!(starts(&store, "call", 1), ["2026-12-01 05:43"]);
    drop(store);
    let out = db.dir.path().join("out.ics");
    ok(&db.path, &["export", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("TZID:Ship Time (custom)\\, Bridge\r\n"),
        "{text}"
    );
    assert!(
        text.contains("TZID=\"Ship Time (custom), Bridge\":"),
        "{text}"
    );
    let again = TempDb::new();
    ok(&again.path, &["import", out.to_str().unwrap()]);
    assert_eq!(starts(&again.open(), "call", 1), ["2026-12-01 05:43"]);
}

/// Outlook's Zoom invitations break the DESCRIPTION into bare lines (no
/// property name, no fold): they are its text, with a note; before, 9
/// lines were reported and the text lost. A SUMMARY with an unescaped
/// comma keeps its whole text.
#[test]
fn bare_lines_after_a_text_are_part_of_it() {
    let db = TempDb::new();
    let body = vevent(
        "zoom",
        "DTSTART:20261201T150000Z\nDURATION:PT30M\n\
         DESCRIPTION:Hi there\\,\nJoin Zoom Meeting\nhttps://zoom.us/j/85412345678\n\
         Meeting ID: 854 1234 5678\nPasscode: 424242\n+16465588656\\,\\,85412345678# US\n\
         LOCATION:https://zoom.us/j/85412345678\nX-MICROSOFT-CDO-BUSYSTATUS:BUSY",
    )
    .replace("SUMMARY:zoom", "SUMMARY:Code review (remote, no action)");
    let report = import(&db, &body);
    assert!(report.contains("no property name"), "a note: {report}");
    let store = db.open();
    let zoom = store.event("zoom").unwrap().event;
    assert_eq!(zoom.summary, "Code review (remote, no action)");
    assert_eq!(
        zoom.description.as_deref(),
        Some(
            "Hi there,\nJoin Zoom Meeting\nhttps://zoom.us/j/85412345678\n\
             Meeting ID: 854 1234 5678\nPasscode: 424242\n+16465588656,,85412345678# US"
        )
    );
    assert_eq!(
        zoom.location.as_deref(),
        Some("https://zoom.us/j/85412345678")
    );
    assert!(
        zoom.extra_properties
            .iter()
            .any(|l| l.starts_with("X-MICROSOFT-CDO-BUSYSTATUS")),
        "{:?}",
        zoom.extra_properties
    );
}

/// RFC 7529's RSCALE: a Gregorian one is the plain rule; another calendar
/// keeps the event with its first occurrence and a note (before, both were
/// dropped). A BYDAY ordinal past 5 in a monthly rule is allowed by the
/// grammar and never matches (before, the event was refused).
#[test]
fn rscale_and_large_ordinals_keep_their_events() {
    let db = TempDb::new();
    let body = [
        vevent(
            "gregorian",
            "DTSTART:20261201T100000Z\nRRULE:RSCALE=GREGORIAN;FREQ=MONTHLY;SKIP=OMIT;COUNT=3",
        ),
        vevent(
            "hebrew",
            "DTSTART:20261201T100000Z\nRRULE:RSCALE=HEBREW;FREQ=YEARLY;BYMONTH=5L",
        ),
        vevent(
            "sixth",
            "DTSTART:20261202T100000Z\nRRULE:FREQ=MONTHLY;BYDAY=1WE,6WE;COUNT=2",
        ),
    ]
    .concat();
    let report = import(&db, &body);
    assert!(report.contains("RSCALE=HEBREW"), "a note: {report}");
    let store = db.open();
    assert_eq!(
        starts(&store, "gregorian", 5),
        ["2026-12-01 10:00", "2027-01-01 10:00", "2027-02-01 10:00"]
    );
    assert_eq!(starts(&store, "hebrew", 5), ["2026-12-01 10:00"]);
    assert_eq!(
        starts(&store, "sixth", 5),
        ["2026-12-02 10:00", "2027-01-06 10:00"]
    );
}

/// More of what libical and python-icalendar read and Kairos refused: a
/// VALUE that does not match its value (read by the value's shape), a
/// lowercase `t`/`z`, a zone nobody defines (read as floating, with a
/// note), a DTEND before DTSTART (read as ending when it starts, with a
/// note). Each event was skipped before.
#[test]
fn mismatched_values_unknown_zones_and_backward_ends_keep_their_events() {
    let db = TempDb::new();
    let body = [
        vevent(
            "shape",
            "DTSTART;VALUE=DATE:20261201T090000Z\nDURATION:PT1H",
        ),
        vevent("date-shape", "DTSTART;VALUE=DATE-TIME:20261202"),
        vevent("lower", "DTSTART:20261203t090000z\nDURATION:PT1H"),
        vevent(
            "unknown-zone",
            "DTSTART;TZID=US-Eastern:20261204T090000\nDTEND;TZID=US-Eastern:20261204T100000\n\
             EXDATE;TZID=US-Eastern:20261205T090000\nRRULE:FREQ=DAILY;COUNT=3",
        ),
        vevent(
            "backward",
            "DTSTART:20261206T090000Z\nDTEND:20261206T080000Z",
        ),
    ]
    .concat();
    let report = import(&db, &body);
    assert!(report.contains("read as a floating time"), "{report}");
    assert!(report.contains("read as ending when it starts"), "{report}");
    let store = db.open();
    assert_eq!(starts(&store, "shape", 2), ["2026-12-01 09:00"]);
    assert!(matches!(
        store.event("date-shape").unwrap().event.start,
        EventTime::AllDay(_)
    ));
    assert_eq!(starts(&store, "lower", 2), ["2026-12-03 09:00"]);
    let unknown = store.event("unknown-zone").unwrap().event;
    assert!(matches!(unknown.start, EventTime::Floating(_)));
    // Floating 09:00, read in UTC here; the 5th is removed.
    assert_eq!(
        starts(&store, "unknown-zone", 5),
        ["2026-12-04 09:00", "2026-12-06 09:00"]
    );
    let backward = store.event("backward").unwrap().event;
    assert_eq!(
        backward.duration,
        kairos::model::EventDuration::Exact(chrono::Duration::zero())
    );
}
