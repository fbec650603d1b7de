//! Organisers and attendees go back out as they came in: every fixture
//! with ORGANIZER or ATTENDEE lines is imported into a store (a real
//! SQLite file), exported, and each event's participant lines in the
//! export read the same as in the file — every parameter, the ones Kairos
//! does not interpret in their order, the answers, the addresses — and
//! bear the same parameters.

mod store_support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use kairos::ical;
use kairos::model::{Participant, Property};
use kairos::store::ImportInto;
use kairos::transfer;
use store_support::TempDb;

fn fixtures_with_people() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ics");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ics"))
        .filter(|p| {
            let text = String::from_utf8_lossy(&std::fs::read(p).unwrap()).to_ascii_uppercase();
            text.contains("\nATTENDEE") || text.contains("\nORGANIZER")
        })
        .collect();
    files.sort();
    files
}

fn unfolded(text: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for raw in text.split('\n') {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        match (raw.strip_prefix([' ', '\t']), lines.last_mut()) {
            (Some(rest), Some(last)) => last.push_str(rest),
            _ => lines.push(raw.to_owned()),
        }
    }
    lines
}

/// One event's organisers and attendees as Kairos reads them (every
/// parameter, the unknown ones in their order; an unreadable line as
/// written), each with the names of the parameters its line bore, over the
/// series and its occurrences that are not cancelled. A person named alike
/// in several components counts once: a series the reader made from
/// occurrences alone is written with a main component of its own.
type People = BTreeMap<String, Vec<String>>;

fn people(text: &str) -> BTreeMap<String, People> {
    let mut out: BTreeMap<String, People> = BTreeMap::new();
    let mut component: Option<(Option<String>, Vec<String>, bool)> = None;
    let mut depth = 0;
    for line in unfolded(text) {
        let upper = line.to_ascii_uppercase();
        if upper == "BEGIN:VEVENT" {
            component = Some((None, Vec::new(), false));
            depth = 0;
            continue;
        }
        let Some((uid, lines, cancelled)) = component.as_mut() else {
            continue;
        };
        if upper.starts_with("BEGIN:") {
            depth += 1;
        } else if upper.starts_with("END:") && depth > 0 {
            depth -= 1;
        } else if upper == "END:VEVENT" {
            let (uid, lines, cancelled) = component.take().unwrap();
            if !cancelled {
                // An event without a UID gets one from the reader: those
                // compare together, under none.
                let uid = uid
                    .filter(|u| !u.starts_with("kairos-import-"))
                    .unwrap_or_default();
                let entry = out.entry(uid).or_default();
                for line in lines {
                    // A line that is no property is a problem the reader
                    // reports, not a participant.
                    let Ok(property) = Property::parse(&line) else {
                        continue;
                    };
                    let mut names: Vec<String> =
                        property.params.iter().map(|p| p.name.clone()).collect();
                    names.sort();
                    let read = match Participant::read(property) {
                        Some(p) => format!("{p:?}"),
                        None => line,
                    };
                    entry.insert(read, names);
                }
            }
        } else if depth == 0 {
            if upper.starts_with("UID:") {
                *uid = Some(line[4..].trim().to_owned());
            } else if upper == "STATUS:CANCELLED" {
                *cancelled = true;
            } else if upper.starts_with("ATTENDEE") || upper.starts_with("ORGANIZER") {
                lines.push(line);
            }
        }
    }
    out
}

#[test]
fn every_fixtures_organisers_and_attendees_go_back_out_as_they_came() {
    let files = fixtures_with_people();
    assert!(files.len() >= 14, "{files:?}");
    let mut compared = 0;
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(parsed) = ical::parse(&bytes) else {
            continue;
        };
        let db = TempDb::new();
        let mut store = db.open();
        let calendar = store.default_calendar().unwrap().id;
        let incoming = transfer::incoming(&parsed.events);
        store
            .import(ImportInto::Calendar(calendar), incoming, "test", false)
            .unwrap();
        drop(store);
        // Read back from the file, as another process would.
        let store = db.open();
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        let exported = transfer::to_ics(&store.events(None).unwrap(), today);
        let before = people(&String::from_utf8_lossy(&bytes));
        let after = people(&exported);
        for (uid, out) in &after {
            let Some(came) = before.get(uid) else {
                panic!("{}: {uid} was not in the file", path.display());
            };
            assert_eq!(came, out, "{}: {uid}", path.display());
            compared += came.len();
        }
        for (uid, came) in &before {
            if !came.is_empty() && !after.contains_key(uid) {
                // Only an event the reader refused is missing.
                assert!(
                    !parsed.events.iter().any(|e| &e.event.uid == uid),
                    "{}: {uid} imported but not exported",
                    path.display()
                );
            }
        }
    }
    assert!(compared >= 20, "only {compared} people compared");
}
