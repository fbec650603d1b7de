//! `Store::search` on a real database: titles, places and notes match
//! whatever their case and accents, an override matches by what it shows,
//! hidden calendars and the range are respected, a series is listed once
//! (its next match, else its latest) unless asked for in full, and a
//! search nobody waits for any more stops.

mod store_support;

use chrono_tz::Europe::Paris;
use kairos::model::CalendarId;
use kairos::store::{EventChanges, Scope, SearchOutcome, SearchQuery, Store};
use store_support::*;

/// The lines found, "MM-DD HH:MM Title", "(series)" after a series listed
/// once; every occurrence of `expanded`.
fn search(
    store: &Store,
    text: &str,
    calendars: &[CalendarId],
    now: &str,
    expanded: Option<&str>,
) -> Vec<String> {
    let outcome = store
        .search(
            &SearchQuery {
                text,
                from: instant(Paris, "2026-01-01T00:00"),
                to: instant(Paris, "2027-01-01T00:00"),
                now: instant(Paris, now),
                calendars,
                viewer: Paris,
                expanded,
                nearest: None,
            },
            &|| true,
        )
        .unwrap();
    let SearchOutcome::Found { hits, .. } = outcome else {
        panic!("a search always wanted was superseded");
    };
    hits.into_iter()
        .map(|h| {
            let o = h.found;
            let start = o.occurrence.start.instant_in(Paris).with_timezone(&Paris);
            let series = if h.series { " (series)" } else { "" };
            format!(
                "{} {}{series}",
                start.format("%m-%d %H:%M"),
                o.headline.summary
            )
        })
        .collect()
}

/// Every occurrence of `uid`'s series listed, searched from January.
fn found(store: &Store, text: &str, calendars: &[CalendarId], uid: &str) -> Vec<String> {
    search(store, text, calendars, "2026-01-01T00:00", Some(uid))
}

#[test]
fn texts_match_case_insensitively_and_overrides_by_what_they_show() {
    let db = TempDb::new();
    let mut store = db.open();
    let home = personal(&store);
    let work = store.add_calendar("Work", "#e66100").unwrap();
    let mut lesson = event(
        "Cours de Français",
        zoned("2026-11-02T19:00", Paris),
        minutes(60),
        Some("FREQ=WEEKLY;COUNT=4"),
    );
    lesson.location = Some("École du quartier".into());
    let uid = store.create(home, lesson).unwrap();
    // The third lesson is a museum visit: it no longer says "cours".
    store
        .update(
            &uid,
            Scope::This(rid("2026-11-16T19:00", Paris)),
            EventChanges {
                summary: Some("Musée d'Orsay".into()),
                location: Some(Some("Orsay".into())),
                ..EventChanges::default()
            },
        )
        .unwrap();
    let mut review = event(
        "Review",
        zoned("2026-11-04T10:00", Paris),
        minutes(30),
        None,
    );
    review.description = Some("Bring the DENTIST bill".into());
    store.create(work, review).unwrap();
    store
        .create(
            home,
            event(
                "Cours ancien",
                zoned("2025-06-01T10:00", Paris),
                minutes(30),
                None,
            ),
        )
        .unwrap();

    let both = [home, work];
    assert_eq!(
        found(&store, "COURS", &both, &uid),
        [
            "11-02 19:00 Cours de Français",
            "11-09 19:00 Cours de Français",
            "11-23 19:00 Cours de Français"
        ],
        "the retitled one and the one out of range are left out"
    );
    assert_eq!(
        found(&store, "ecole", &both, &uid).len(),
        3,
        "the place, its accent ignored"
    );
    assert_eq!(
        found(&store, "orsay", &both, &uid),
        ["11-16 19:00 Musée d'Orsay"]
    );
    assert_eq!(
        found(&store, "dentist", &both, &uid),
        ["11-04 10:00 Review"]
    );
    assert!(
        found(&store, "dentist", &[home], &uid).is_empty(),
        "only the calendars asked"
    );
    assert!(found(&store, "  ", &both, &uid).is_empty());
    assert!(found(&store, "nothing like it", &both, &uid).is_empty());
}

#[test]
fn a_series_is_listed_once_by_its_next_match_else_its_latest() {
    let db = TempDb::new();
    let mut store = db.open();
    let home = personal(&store);
    let daily = store
        .create(
            home,
            event(
                "Standup",
                zoned("2026-01-05T09:00", Paris),
                minutes(15),
                Some("FREQ=DAILY"),
            ),
        )
        .unwrap();
    // Today's standup became a planning: the next "standup" is tomorrow's.
    store
        .update(
            &daily,
            Scope::This(rid("2026-11-10T09:00", Paris)),
            EventChanges {
                summary: Some("Planning".into()),
                ..EventChanges::default()
            },
        )
        .unwrap();
    store
        .create(
            home,
            event(
                "Standup retro",
                zoned("2026-03-02T16:00", Paris),
                minutes(30),
                Some("FREQ=WEEKLY;COUNT=3"),
            ),
        )
        .unwrap();
    store
        .create(
            home,
            event(
                "Standup notes review",
                zoned("2026-05-04T10:00", Paris),
                minutes(30),
                None,
            ),
        )
        .unwrap();
    let now = "2026-11-10T00:00";
    assert_eq!(
        search(&store, "standup", &[home], now, None),
        [
            "03-16 16:00 Standup retro (series)",
            "05-04 10:00 Standup notes review",
            "11-11 09:00 Standup (series)",
        ],
        "an ended series by its last, a single event, a series by its next match"
    );
    assert_eq!(
        search(&store, "planning", &[home], now, None),
        ["11-10 09:00 Planning"],
        "an occurrence retitled is found on its own"
    );
    let every = search(&store, "standup", &[home], now, Some(&daily));
    // 5 January to 31 December, less the planning; the others still once.
    assert_eq!(
        every.iter().filter(|l| l.ends_with(" Standup")).count(),
        361 - 1
    );
    assert!(every.contains(&"03-16 16:00 Standup retro (series)".to_owned()));
    assert!(!every.iter().any(|l| l.starts_with("11-10 09:00")));
}

#[test]
fn accents_case_and_spelt_out_letters_are_ignored() {
    let db = TempDb::new();
    let mut store = db.open();
    let home = personal(&store);
    let mut lunch = event(
        "Mittagessen im Café Müller",
        zoned("2026-11-12T12:30", Paris),
        minutes(60),
        None,
    );
    lunch.location = Some("Hauptstraße 5".into());
    store.create(home, lunch).unwrap();
    let now = "2026-11-01T00:00";
    for text in [
        "cafe muller",
        "CAFÉ MÜLLER",
        "hauptstrasse",
        "HAUPTSTRASSE 5",
    ] {
        assert_eq!(
            search(&store, text, &[home], now, None),
            ["11-12 12:30 Mittagessen im Café Müller"],
            "{text}"
        );
    }
    assert!(search(&store, "cafe mueller", &[home], now, None).is_empty());
}

#[test]
fn a_search_nobody_waits_for_stops() {
    let db = TempDb::new();
    let mut store = db.open();
    let home = personal(&store);
    store
        .create(
            home,
            event(
                "Standup",
                zoned("2026-01-05T09:00", Paris),
                minutes(15),
                Some("FREQ=DAILY"),
            ),
        )
        .unwrap();
    let outcome = store
        .search(
            &SearchQuery {
                text: "standup",
                from: instant(Paris, "2026-01-01T00:00"),
                to: instant(Paris, "2027-01-01T00:00"),
                now: instant(Paris, "2026-11-10T00:00"),
                calendars: &[home],
                viewer: Paris,
                expanded: None,
                nearest: None,
            },
            &|| false,
        )
        .unwrap();
    assert!(matches!(outcome, SearchOutcome::Superseded), "{outcome:?}");
}
