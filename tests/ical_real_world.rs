//! Files as Windows programs and careless writers make them, imported
//! without losing what their writer meant: each read the way other
//! calendars read it, with a note in the report saying how.

use std::process::Command;

use kairos::model::Reminder;
use kairos::store::Store;

/// Imports `bytes` as a file into a new database; the report and the store.
fn import(bytes: &[u8]) -> (String, Store, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("made.ics");
    std::fs::write(&file, bytes).unwrap();
    let db = dir.path().join("k.db");
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .arg("--db")
        .arg(&db)
        .arg("import")
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = String::from_utf8(out.stdout).unwrap();
    (report, Store::open(&db).unwrap(), dir)
}

/// Imports a file holding one event whose properties after DTSTART are `body`.
fn import_event(body: &str) -> (String, Store, tempfile::TempDir) {
    import(calendar(body).as_bytes())
}

fn calendar(body: &str) -> String {
    format!(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Made for Kairos//EN\r\nBEGIN:VEVENT\r\n\
         UID:made-1\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261201T100000Z\r\n{body}\
         END:VEVENT\r\nEND:VCALENDAR\r\n"
    )
}

/// An Outlook export in Windows-1252: the title keeps its accents and its
/// curly quotes instead of the line being dropped (which left the event
/// without a title).
#[test]
fn windows_1252_bytes_are_read_as_windows_1252() {
    let mut bytes = calendar("SUMMARY:Caf\u{1}\r\nLOCATION:Salle 3\r\n").into_bytes();
    // "Café “Crème” – 5€" in Windows-1252.
    let title: &[u8] = b"Caf\xe9 \x93Cr\xe8me\x94 \x96 5\x80";
    let at = bytes.windows(4).position(|w| w == b"Caf\x01").unwrap();
    bytes.splice(at..at + 4, title.iter().copied());
    let (report, store, _dir) = import(&bytes);
    assert_eq!(
        store.event("made-1").unwrap().event.summary,
        "Café “Crème” – 5€"
    );
    assert!(report.contains("read as Windows-1252 (line 8)"), "{report}");
    assert!(!report.contains("skipped  "), "{report}");
}

/// Windows Calendar's UTF-16 (little- or big-endian, with a byte-order
/// mark) is read.
#[test]
fn utf16_files_with_a_byte_order_mark_are_read() {
    let text = calendar("SUMMARY:Réunion “budget”\r\n");
    for big_endian in [false, true] {
        let mut bytes: Vec<u8> = if big_endian {
            vec![0xFE, 0xFF]
        } else {
            vec![0xFF, 0xFE]
        };
        for unit in text.encode_utf16() {
            let pair = if big_endian {
                unit.to_be_bytes()
            } else {
                unit.to_le_bytes()
            };
            bytes.extend_from_slice(&pair);
        }
        let (report, store, _dir) = import(&bytes);
        assert_eq!(
            store.event("made-1").unwrap().event.summary,
            "Réunion “budget”"
        );
        assert!(report.contains("the file is UTF-16"), "{report}");
    }
}

/// `TRIGGER:PT-2H` (the sign inside) means two hours before, as other
/// calendars read it; the report says so.
#[test]
fn a_misplaced_minus_in_a_trigger_is_read_as_before() {
    let (report, store, _dir) = import_event(
        "SUMMARY:Dentist\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\n\
             TRIGGER:PT-2H\r\nEND:VALARM\r\n",
    );
    let reminders = store.event("made-1").unwrap().event.reminders;
    assert_eq!(
        reminders.effective(&[]),
        vec![Reminder::Before(chrono::Duration::hours(2))]
    );
    assert!(report.contains("TRIGGER PT-2H read as -PT2H"), "{report}");
}

/// A rule whose UNTIL is before DTSTART: DTSTART is still the first
/// occurrence (RFC 5545), so the event happens once, with a note, instead
/// of being skipped.
#[test]
fn until_before_dtstart_keeps_the_dtstart() {
    let (report, store, _dir) =
        import_event("SUMMARY:Kick-off\r\nRRULE:FREQ=DAILY;UNTIL=20261101T000000Z\r\n");
    let stored = store.event("made-1").unwrap();
    assert_eq!(stored.event.summary, "Kick-off");
    assert_eq!(stored.event.rrule, None);
    assert!(
        report.contains("the event happens once, at its DTSTART"),
        "{report}"
    );
    let from = chrono::DateTime::parse_from_rfc3339("2026-11-01T00:00:00Z")
        .unwrap()
        .to_utc();
    let found = store
        .occurrences_in(
            from,
            from + chrono::Duration::days(60),
            None,
            chrono_tz::UTC,
        )
        .unwrap();
    assert_eq!(found.len(), 1);
}

/// Outlook's display name as a TZID, with no VTIMEZONE to define it: the
/// name says the zone (through the Windows zone it names).
#[test]
fn outlook_display_names_without_a_vtimezone_name_their_zone() {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\r\n\
        BEGIN:VEVENT\r\nUID:made-1\r\nDTSTAMP:20261101T000000Z\r\n\
        DTSTART;TZID=\"(UTC-05:00) Eastern Time (US & Canada)\":20261201T090000\r\n\
        DTEND;TZID=\"(UTC-05:00) Eastern Time (US & Canada)\":20261201T100000\r\n\
        SUMMARY:Standup\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    let (report, store, _dir) = import(text.as_bytes());
    assert!(report.contains("1 added"), "{report}");
    let start = store.event("made-1").unwrap().event.start;
    let kairos::model::EventTime::Zoned { local, tz } = start else {
        panic!("a zoned start: {start:?} ({report})");
    };
    assert_eq!(tz.name(), "America/New_York", "{report}");
    assert_eq!(local.to_string(), "2026-12-01 09:00:00");
}

/// The dues of `uid`'s reminders in the first days of December 2026.
fn dues(store: &Store, uid: &str) -> Vec<String> {
    let event = store.event(uid).unwrap().event;
    let series = kairos::recur::Series::new(&event).unwrap();
    kairos::remind::dues_between(
        &event,
        &series,
        &event.reminders.effective(&[]),
        "2026-11-30T00:00:00Z".parse().unwrap(),
        "2026-12-03T00:00:00Z".parse().unwrap(),
        chrono_tz::UTC,
    )
    .into_iter()
    .map(|d| d.at.format("%d %H:%M").to_string())
    .collect()
}

fn exported(dir: &std::path::Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .arg("--db")
        .arg(dir.join("k.db"))
        .arg("export")
        .output()
        .unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

/// Alarms after the start (`PT15M`) and after the end (`RELATED=END` with
/// a positive offset) are kept, come due then, and are written back so.
#[test]
fn alarms_after_the_start_or_the_end_are_kept() {
    let (report, store, dir) = import_event(
        "SUMMARY:Bread\r\nDURATION:PT1H\r\n\
             BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:PT15M\r\nEND:VALARM\r\n\
             BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\n\
             TRIGGER;RELATED=END:PT10M\r\nEND:VALARM\r\n",
    );
    assert!(!report.contains("VALARM left out"), "{report}");
    let minutes = chrono::Duration::minutes;
    assert_eq!(
        store
            .event("made-1")
            .unwrap()
            .event
            .reminders
            .effective(&[]),
        vec![
            Reminder::Before(minutes(-15)),
            Reminder::BeforeEnd(minutes(-10))
        ]
    );
    // The event runs 10:00–11:00 UTC on 1 December.
    assert_eq!(dues(&store, "made-1"), ["01 10:15", "01 11:10"]);
    let text = exported(dir.path());
    assert!(text.contains("TRIGGER:PT15M\r\n"), "{text}");
    assert!(text.contains("TRIGGER;RELATED=END:PT10M\r\n"), "{text}");
}

/// `REPEAT` + `DURATION`: the alarm and its repeats, each due on its own;
/// a flood is cut with a note; a REPEAT without its DURATION is one alarm.
#[test]
fn repeating_alarms_are_delivered_as_repeats() {
    let (report, store, dir) = import_event(
        "SUMMARY:Train\r\n\
             BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT15M\r\n\
             REPEAT:2\r\nDURATION:PT5M\r\nEND:VALARM\r\n",
    );
    assert!(!report.contains("VALARM"), "{report}");
    assert_eq!(dues(&store, "made-1"), ["01 09:45", "01 09:50", "01 09:55"]);
    let text = exported(dir.path());
    for trigger in ["-PT15M", "-PT10M", "-PT5M"] {
        assert!(text.contains(&format!("TRIGGER:{trigger}\r\n")), "{text}");
    }

    let (report, store, _dir) = import_event(
        "SUMMARY:Flood\r\n\
             BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT2H\r\n\
             REPEAT:100000\r\nDURATION:PT1M\r\nEND:VALARM\r\n",
    );
    assert!(
        report.contains("REPEAT:100000: the first 12 repeats kept"),
        "{report}"
    );
    assert_eq!(dues(&store, "made-1").len(), 13);

    let (report, store, _dir) = import_event(
        "SUMMARY:Half\r\n\
             BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\nTRIGGER:-PT30M\r\n\
             REPEAT:3\r\nEND:VALARM\r\n",
    );
    assert!(
        report.contains("REPEAT and DURATION come together"),
        "{report}"
    );
    assert_eq!(dues(&store, "made-1"), ["01 09:30"]);

    // A REPEAT that is not a count, or repeats no time apart: the alarm is
    // left out with the reason, the event is imported.
    for (bad, reason) in [
        (
            "REPEAT:often\r\nDURATION:PT5M",
            "REPEAT \"often\" is not a count",
        ),
        (
            "REPEAT:2\r\nDURATION:PT0S",
            "DURATION PT0S between repeats is not positive",
        ),
    ] {
        let (report, store, _dir) = import_event(&format!(
            "SUMMARY:Bad\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:x\r\n\
             TRIGGER:-PT30M\r\n{bad}\r\nEND:VALARM\r\n"
        ));
        assert!(report.contains(reason), "{report}");
        assert_eq!(store.event("made-1").unwrap().event.summary, "Bad");
        assert!(dues(&store, "made-1").is_empty(), "{report}");
    }
}
