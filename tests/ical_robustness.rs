//! Damaged files never make the importer panic or write half an import.
//!
//! Real fixtures are mutated — truncated, lines dropped or repeated, bytes
//! flipped or inserted, lines folded at random points — and read: the result
//! is a typed error or events that are valid, export cleanly and read back
//! with no problems. 100,000 cases per run (`PROPTEST_CASES` overrides).

mod store_support;

use kairos::ical;
use kairos::recur::Series;
use kairos::store::ImportInto;
use kairos::transfer;
use proptest::prelude::*;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use store_support::{dump, export_reads_back, TempDb};

fn fixtures() -> &'static Vec<Vec<u8>> {
    static FILES: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    FILES.get_or_init(|| {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ics");
        let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "ics"))
            .collect();
        paths.sort();
        paths.iter().map(|p| std::fs::read(p).unwrap()).collect()
    })
}

#[derive(Debug, Clone)]
enum Mutation {
    Truncate(usize),
    DropLine(usize),
    RepeatLine(usize),
    FlipBit(usize, u8),
    Insert(usize, u8),
    Fold(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Truncate),
        any::<usize>().prop_map(Mutation::DropLine),
        any::<usize>().prop_map(Mutation::RepeatLine),
        (any::<usize>(), 0u8..8).prop_map(|(p, b)| Mutation::FlipBit(p, b)),
        (any::<usize>(), any::<u8>()).prop_map(|(p, b)| Mutation::Insert(p, b)),
        any::<usize>().prop_map(Mutation::Fold),
    ]
}

fn line_spans(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = 0;
    for (i, b) in bytes.iter().enumerate() {
        if *b == b'\n' {
            spans.push((start, i + 1));
            start = i + 1;
        }
    }
    if start < bytes.len() {
        spans.push((start, bytes.len()));
    }
    spans
}

fn apply(mut bytes: Vec<u8>, m: &Mutation) -> Vec<u8> {
    if bytes.is_empty() {
        return bytes;
    }
    let at = |p: usize, len: usize| p % len.max(1);
    match *m {
        Mutation::Truncate(p) => bytes.truncate(at(p, bytes.len())),
        Mutation::DropLine(i) | Mutation::RepeatLine(i) => {
            let spans = line_spans(&bytes);
            let (s, e) = spans[at(i, spans.len())];
            if matches!(m, Mutation::DropLine(_)) {
                bytes.drain(s..e);
            } else {
                let line = bytes[s..e].to_vec();
                bytes.splice(e..e, line);
            }
        }
        Mutation::FlipBit(p, b) => {
            let i = at(p, bytes.len());
            bytes[i] ^= 1 << b;
        }
        Mutation::Insert(p, b) => {
            let i = at(p, bytes.len());
            bytes.insert(i, b);
        }
        Mutation::Fold(p) => {
            let i = at(p, bytes.len());
            bytes.splice(i..i, b"\r\n ".iter().copied());
        }
    }
    bytes
}

fn damaged() -> impl Strategy<Value = Vec<u8>> {
    (0..fixtures().len(), prop::collection::vec(mutation(), 1..5))
        .prop_map(|(f, ms)| ms.iter().fold(fixtures()[f].clone(), apply))
}

fn check(bytes: &[u8]) -> Result<(), TestCaseError> {
    let Ok(parsed) = ical::parse(bytes) else {
        return Ok(());
    };
    for e in &parsed.events {
        prop_assert!(Series::new(&e.event).is_ok(), "invalid event {:?}", e.event);
    }
    export_reads_back(
        &parsed,
        chrono::NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
    )
    .map_err(TestCaseError::fail)?;
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(100_000),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn damaged_files_give_events_or_a_typed_error(bytes in damaged()) {
        check(&bytes)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 100,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Through the store: an import of a damaged file either succeeds or
    /// leaves the file exactly as it was.
    #[test]
    fn a_failed_import_writes_nothing(bytes in damaged()) {
        let db = TempDb::new();
        let mut store = db.open();
        let before = dump(&db.path);
        let Ok(parsed) = ical::parse(&bytes) else {
            prop_assert_eq!(dump(&db.path), before);
            return Ok(());
        };
        let incoming = transfer::incoming(&parsed.events);
        let calendar = store.default_calendar().unwrap().id;
        if store.import(ImportInto::Calendar(calendar), incoming, "fuzz", false).is_err() {
            prop_assert_eq!(dump(&db.path), before);
        }
        prop_assert_eq!(store.integrity_check().unwrap(), "ok");
    }
}

/// A BYDAY with a non-ASCII letter (a Windows-1252 byte in a damaged file)
/// is a clear problem, not a panic in the rule parser.
#[test]
fn a_non_ascii_byday_is_a_problem_not_a_panic() {
    let file = b"BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20261201T100000Z\r\n\
RRULE:FREQ=WEEKLY;BYDAY=F\xfeR\r\nSUMMARY:x\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    let parsed = kairos::ical::parse(file).unwrap();
    assert!(parsed.events.is_empty());
    assert!(
        parsed
            .problems
            .iter()
            .any(|p| p.what.to_string().contains("BYDAY")),
        "{:?}",
        parsed.problems
    );
}
