//! A VTIMEZONE whose rules no IANA zone has is kept as the file's own zone:
//! its gaps and folds follow the DST policy, the store keeps it, two files'
//! different zones of the same name stay apart through export, and a time
//! naming a zone the database does not hold is a clear error.

mod store_support;

use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Utc};
use kairos::ical;
use kairos::model::{resolve_local, EventTime, LocalResolution, ZoneCursor, ZoneTable};
use kairos::store::{ImportInto, Store, StoreError};
use kairos::transfer;
use store_support::TempDb;

/// A file with one VTIMEZONE called `tzid` (+`std`/+`dst`, daylight time
/// from the last Sunday of March to the last Sunday of October) and one
/// event per start given (wall-clock times in that zone).
fn file(tzid: &str, std: &str, dst: &str, starts: &[&str]) -> String {
    let mut text = format!(
        "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//test//EN\nBEGIN:VTIMEZONE\nTZID:{tzid}\n\
         BEGIN:STANDARD\nDTSTART:19701025T030000\nTZOFFSETFROM:{dst}\nTZOFFSETTO:{std}\n\
         RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\nEND:STANDARD\nBEGIN:DAYLIGHT\n\
         DTSTART:19700329T020000\nTZOFFSETFROM:{std}\nTZOFFSETTO:{dst}\n\
         RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\nEND:DAYLIGHT\nEND:VTIMEZONE\n"
    );
    for (i, start) in starts.iter().enumerate() {
        text.push_str(&format!(
            "BEGIN:VEVENT\nUID:{tzid}-{std}-{i}\nDTSTAMP:20260101T000000Z\nSUMMARY:{start}\n\
             DTSTART;TZID={tzid}:{start}\nDURATION:PT30M\nEND:VEVENT\n"
        ));
    }
    text.push_str("END:VCALENDAR\n");
    text.replace('\n', "\r\n")
}

fn import(store: &mut Store, text: &str) {
    let parsed = ical::parse(text.as_bytes()).expect("imports");
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    let calendar = store.default_calendar().unwrap().id;
    store
        .import(
            ImportInto::Calendar(calendar),
            transfer::incoming(&parsed.events),
            "test",
            false,
        )
        .unwrap();
}

/// Every occurrence in 2026 as `title → UTC start`.
fn starts(store: &Store) -> Vec<String> {
    let from = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
    let to = Utc.with_ymd_and_hms(2027, 1, 1, 0, 0, 0).unwrap();
    let mut found: Vec<String> = store
        .occurrences_in(from, to, None, chrono_tz::UTC)
        .unwrap()
        .iter()
        .map(|o| {
            format!(
                "{} → {}",
                o.summary(),
                o.occurrence.start.instant_in(chrono_tz::UTC).to_rfc3339()
            )
        })
        .collect();
    found.sort();
    found
}

#[test]
fn gaps_and_folds_of_a_files_own_zone_follow_the_dst_policy() {
    let db = TempDb::new();
    let mut store = db.open();
    // 2026-03-29 02:30 does not exist (02:00 → 03:00); 2026-10-25 02:30
    // happens twice (03:00 → 02:00).
    import(
        &mut store,
        &file(
            "Gappy",
            "+0245",
            "+0345",
            &["20260329T023000", "20261025T023000", "20260701T120000"],
        ),
    );
    assert_eq!(
        starts(&store),
        [
            // The gap: read with the offset before it, 03:30 +03:45.
            "20260329T023000 → 2026-03-28T23:45:00+00:00",
            // Summer: +03:45.
            "20260701T120000 → 2026-07-01T08:15:00+00:00",
            // The fold: the earlier reading, +03:45.
            "20261025T023000 → 2026-10-24T22:45:00+00:00",
        ]
    );
}

#[test]
fn the_zone_table_of_a_files_own_zone_agrees_with_the_zone() {
    let parsed = ical::parse(file("Tabled", "+0245", "+0345", &["20260301T090000"]).as_bytes())
        .expect("imports");
    let EventTime::Zoned { tz, .. } = parsed.events[0].event.start else {
        panic!("a zoned start");
    };
    assert!(tz.definition().is_some(), "{tz:?} is the file's own");
    let table = ZoneTable::of(tz);
    let mut cursor = ZoneCursor::new(&table);
    let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
    // Every 10 minutes of 2025–2026, across four changes.
    let mut local: NaiveDateTime = day(2025, 1, 1).and_hms_opt(0, 0, 0).unwrap();
    let (mut gaps, mut folds) = (0, 0);
    while local < day(2027, 1, 1).and_hms_opt(0, 0, 0).unwrap() {
        let direct = resolve_local(tz, local);
        let tabled = cursor.resolve(local);
        assert_eq!(
            (direct.instant().timestamp(), direct.instant().to_rfc3339()),
            (tabled.instant().timestamp(), tabled.instant().to_rfc3339()),
            "{local}"
        );
        match direct {
            LocalResolution::Gap { .. } => gaps += 1,
            LocalResolution::Fold { .. } => folds += 1,
            LocalResolution::Unique(_) => {}
        }
        assert_eq!(
            std::mem::discriminant(&direct),
            std::mem::discriminant(&tabled),
            "{local}"
        );
        let utc = DateTime::from_timestamp(local.and_utc().timestamp(), 0).unwrap();
        assert_eq!(
            cursor.at_utc(utc.naive_utc()).to_rfc3339(),
            tz.from_utc_datetime(&utc.naive_utc()).to_rfc3339()
        );
        local += chrono::Duration::minutes(10);
    }
    // One hour of gap and one of fold a year, in 10-minute steps.
    assert_eq!((gaps, folds), (12, 12));
}

#[test]
fn two_files_zones_of_one_name_stay_apart_through_export() {
    let db = TempDb::new();
    let mut store = db.open();
    import(
        &mut store,
        &file(
            "Customized Time Zone",
            "+0245",
            "+0345",
            &["20260701T120000"],
        ),
    );
    import(
        &mut store,
        &file(
            "Customized Time Zone",
            "+0515",
            "+0615",
            &["20260701T120000"],
        ),
    );
    let ours = starts(&store);
    assert_eq!(
        ours,
        [
            "20260701T120000 → 2026-07-01T05:45:00+00:00",
            "20260701T120000 → 2026-07-01T08:15:00+00:00",
        ]
    );
    let today = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
    let exported = transfer::to_ics(&store.events(None).unwrap(), today).replace("\r\n ", "");
    let tzids: Vec<&str> = exported
        .lines()
        .filter_map(|l| l.strip_prefix("TZID:"))
        .collect();
    assert_eq!(tzids.len(), 2, "{exported}");
    assert_ne!(tzids[0], tzids[1]);
    assert!(
        tzids.iter().all(|t| t.starts_with("Customized Time Zone~")),
        "{tzids:?}"
    );
    for tzid in &tzids {
        assert_eq!(
            exported
                .matches(&format!("DTSTART;TZID={tzid}:20260701T120000"))
                .count(),
            1,
            "{exported}"
        );
    }
    let again = TempDb::new();
    let mut fresh = again.open();
    import(&mut fresh, &exported);
    assert_eq!(starts(&fresh), ours);
}

#[test]
fn a_time_naming_a_zone_the_file_does_not_hold_is_a_clear_error() {
    let db = TempDb::new();
    let mut store = db.open();
    import(
        &mut store,
        &file(
            "Customized Time Zone",
            "+0245",
            "+0345",
            &["20260701T120000"],
        ),
    );
    let uid = store.events(None).unwrap()[0].event.uid.clone();
    drop(store);
    let conn = rusqlite::Connection::open(&db.path).unwrap();
    conn.execute(
        "UPDATE events SET start = '2026-07-01T12:00:00[Nowhere~0000000000000000]'",
        [],
    )
    .unwrap();
    drop(conn);
    let store = db.open();
    match store.event(&uid) {
        Err(StoreError::Corrupt(what)) => assert!(
            what.contains("\"Nowhere~0000000000000000\" is not in the file"),
            "{what}"
        ),
        other => panic!("expected a corrupt-value error, got {other:?}"),
    }
}

/// A file's own zone is compiled up to 2100; its rules go on after, as an
/// IANA zone's do: a summer noon in 2101 and 2150 is still daylight time,
/// a winter noon standard time.
#[test]
fn a_files_own_zone_keeps_its_rules_past_2100() {
    let parsed = ical::parse(file("Lasting", "+0245", "+0345", &["20260301T090000"]).as_bytes())
        .expect("imports");
    let EventTime::Zoned { tz, .. } = parsed.events[0].event.start else {
        panic!("a zoned start");
    };
    for year in [2099, 2100, 2101, 2150, 2400] {
        let noon = |month| {
            let local = NaiveDate::from_ymd_opt(year, month, 15)
                .unwrap()
                .and_hms_opt(12, 0, 0)
                .unwrap();
            resolve_local(tz, local).instant().to_rfc3339()
        };
        assert_eq!(noon(7), format!("{year}-07-15T12:00:00+03:45"));
        assert_eq!(noon(1), format!("{year}-01-15T12:00:00+02:45"));
    }
}
