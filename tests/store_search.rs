//! `Store::search` on a real database: titles, places and notes match
//! whatever their case (accents included), an override matches by what it
//! shows, hidden calendars and the range are respected.

mod store_support;

use chrono_tz::Europe::Paris;
use kairos::model::CalendarId;
use kairos::store::{EventChanges, Scope, SearchQuery, Store};
use store_support::*;

fn found(store: &Store, text: &str, calendars: &[CalendarId]) -> Vec<String> {
    store
        .search(&SearchQuery {
            text,
            from: instant(Paris, "2026-01-01T00:00"),
            to: instant(Paris, "2027-01-01T00:00"),
            calendars,
            viewer: Paris,
        })
        .unwrap()
        .into_iter()
        .map(|o| {
            let start = o.occurrence.start.instant_in(Paris).with_timezone(&Paris);
            format!("{} {}", start.format("%m-%d %H:%M"), o.headline.summary)
        })
        .collect()
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
        found(&store, "COURS", &both),
        [
            "11-02 19:00 Cours de Français",
            "11-09 19:00 Cours de Français",
            "11-23 19:00 Cours de Français"
        ],
        "the retitled one and the one out of range are left out"
    );
    assert_eq!(
        found(&store, "école", &both).len(),
        3,
        "the place, accents folded by case"
    );
    assert_eq!(found(&store, "orsay", &both), ["11-16 19:00 Musée d'Orsay"]);
    assert_eq!(found(&store, "dentist", &both), ["11-04 10:00 Review"]);
    assert!(
        found(&store, "dentist", &[home]).is_empty(),
        "only the calendars asked"
    );
    assert!(found(&store, "  ", &both).is_empty());
    assert!(found(&store, "nothing like it", &both).is_empty());
}
