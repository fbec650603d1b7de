//! Backups as files: a backup taken while other connections write is
//! consistent and holds every write committed before it began; eight days
//! of daily backups keep seven. (A file of an earlier schema backed up
//! before it migrates: `store::schema`'s own tests.)

mod store_support;

use chrono::{Duration, TimeZone, Utc};
use kairos::model::{EventDuration, EventTime};
use kairos::store::backup::{self, BackupKind};
use kairos::store::health::{self, Depth, Verdict};
use kairos::store::Store;
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use store_support::{event, personal, TempDb};

fn uids_in(path: &std::path::Path) -> BTreeSet<String> {
    let conn = rusqlite::Connection::open(path).unwrap();
    let mut q = conn.prepare("SELECT uid FROM events").unwrap();
    q.query_map([], |r| r.get(0))
        .unwrap()
        .collect::<rusqlite::Result<_>>()
        .unwrap()
}

/// Two writers add events as fast as they can for a minute (by default;
/// `KAIROS_BACKUP_SOAK_SECS` sets it) while backups are taken one after
/// another: each passes `integrity_check` (made checks it; checked here
/// again) and holds every event whose commit had returned before the
/// backup began.
#[test]
fn backups_taken_during_concurrent_writes_are_whole_and_consistent() {
    let secs: i64 = std::env::var("KAIROS_BACKUP_SOAK_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60);
    let db = TempDb::new();
    drop(db.open());
    let committed = Arc::new(Mutex::new(BTreeSet::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let writers: Vec<_> = (0..2)
        .map(|w| {
            let (path, committed, stop) = (db.path.clone(), committed.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut store = Store::open(&path).unwrap();
                let calendar = personal(&store);
                let mut n = 0;
                while !stop.load(Ordering::Relaxed) {
                    let start = EventTime::Utc(
                        Utc.with_ymd_and_hms(2026, 12, 1, 9, 0, 0).unwrap() + Duration::minutes(n),
                    );
                    let e = event(
                        &format!("w{w} #{n}"),
                        start,
                        EventDuration::Exact(Duration::minutes(30)),
                        None,
                    );
                    let uid = store.create(calendar, e).unwrap();
                    committed.lock().unwrap().insert(uid);
                    n += 1;
                }
                n
            })
        })
        .collect();
    let begun = std::time::Instant::now();
    let mut backups = 0;
    let mut at = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
    while begun.elapsed() < std::time::Duration::from_secs(secs as u64) || backups < 3 {
        let before: BTreeSet<String> = committed.lock().unwrap().clone();
        // A distinct name per backup (their times are the test's own).
        at += Duration::seconds(1);
        let made = backup::make(&db.path, at, BackupKind::Regular).unwrap();
        let verdict = health::check(&made.path, Depth::Full).unwrap();
        assert_eq!(verdict, Verdict::Sound, "backup {backups}");
        let held = uids_in(&made.path);
        let missing: Vec<_> = before.difference(&held).collect();
        assert!(
            missing.is_empty(),
            "backup {backups} lacks {} committed events",
            missing.len()
        );
        std::fs::remove_file(&made.path).unwrap();
        backups += 1;
    }
    stop.store(true, Ordering::Relaxed);
    let written: i64 = writers.into_iter().map(|w| w.join().unwrap()).sum();
    assert!(written > 0);
    eprintln!("{backups} backups during {written} writes");
}

#[test]
fn eight_days_of_daily_backups_keep_seven() {
    let db = TempDb::new();
    drop(db.open());
    let first = Utc.with_ymd_and_hms(2026, 11, 20, 9, 0, 0).unwrap();
    for day in 0..8 {
        let now = first + Duration::days(day);
        // Twice a day: the second finds one less than a day old.
        assert!(backup::daily(&db.path, now).unwrap().is_some(), "day {day}");
        assert!(backup::daily(&db.path, now + Duration::hours(8))
            .unwrap()
            .is_none());
    }
    let kept = backup::list(&db.path).unwrap();
    let days: Vec<String> = kept
        .iter()
        .map(|b| b.made.format("%d").to_string())
        .collect();
    assert_eq!(days, ["21", "22", "23", "24", "25", "26", "27"]);
    // Nothing else is left in the folder: no partial copies.
    let files = std::fs::read_dir(backup::dir_for(&db.path))
        .unwrap()
        .count();
    assert_eq!(files, 7);
}
