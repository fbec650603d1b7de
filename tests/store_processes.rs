//! Several processes on one file: concurrent writers lose nothing and never
//! see "database is locked"; a writer killed with SIGKILL leaves a sound
//! file holding every write it committed.
//!
//! The child processes are this test binary run again with `KAIROS_CHILD`
//! set, so they use the library exactly as the window and the daemon will.

mod process_support;
mod store_support;

use chrono_tz::Europe::Paris;
use kairos::model::EventTime;
use kairos::store::{EventChanges, Scope, Store};
use process_support::Guarded;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use store_support::*;

const EDITS_PER_WRITER: usize = 500;

/// Runs this binary's test `name` as a child process with `args`.
fn child(name: &str, path: &std::path::Path, args: &str) -> Command {
    let mut c = Command::new(std::env::current_exe().unwrap());
    c.args(["--exact", name, "--nocapture", "--test-threads=1"])
        .env("KAIROS_CHILD", args)
        .env("KAIROS_CHILD_DB", path);
    c
}

fn child_args() -> Option<(String, std::path::PathBuf)> {
    let args = std::env::var("KAIROS_CHILD").ok()?;
    let path = std::env::var_os("KAIROS_CHILD_DB")?.into();
    Some((args, path))
}

/// Child: 250 creates and 250 edits of its own events, each its own
/// transaction, through its own connection.
#[test]
fn writer_child() {
    let Some((tag, path)) = child_args() else {
        return;
    };
    let mut store = Store::open(path).unwrap();
    let calendar = store.default_calendar().unwrap().id;
    let mut uids = Vec::new();
    for i in 0..EDITS_PER_WRITER / 2 {
        let start = EventTime::Zoned {
            local: wall("2026-11-02T09:00") + chrono::Duration::minutes(i as i64),
            tz: Paris.into(),
        };
        let uid = store
            .create(
                calendar,
                event(&format!("{tag} {i}"), start, minutes(30), None),
            )
            .unwrap_or_else(|e| panic!("{tag}: create {i}: {e}"));
        uids.push(uid);
    }
    for (i, uid) in uids.iter().enumerate() {
        let changes = EventChanges {
            summary: Some(format!("{tag} {i} edited")),
            ..Default::default()
        };
        store
            .update(uid, Scope::All, changes)
            .unwrap_or_else(|e| panic!("{tag}: edit {i}: {e}"));
    }
}

#[test]
fn two_processes_write_one_file_at_once_and_lose_nothing() {
    if child_args().is_some() {
        return;
    }
    let db = TempDb::new();
    drop(db.open());
    // What each writer says goes to a file: read once it is done.
    let children: Vec<_> = ["A", "B"]
        .iter()
        .map(|tag| {
            let errors = db.dir.path().join(format!("writer-{tag}.stderr"));
            let process = Guarded::spawn(
                child("writer_child", &db.path, tag)
                    .stdout(Stdio::null())
                    .stderr(std::fs::File::create(&errors).unwrap()),
                &format!("writer {tag}"),
            );
            (process, errors)
        })
        .collect();
    for (mut c, errors) in children {
        let status = c.wait();
        let stderr = std::fs::read_to_string(errors).unwrap();
        assert!(status.success(), "a writer failed: {stderr}");
        assert!(!stderr.contains("locked"), "{stderr}");
    }
    let store = db.open();
    assert_eq!(store.event_count().unwrap(), EDITS_PER_WRITER as i64);
    let all = store
        .occurrences_in(
            instant(Paris, "2026-11-01T00:00"),
            instant(Paris, "2026-11-04T00:00"),
            None,
            Paris,
        )
        .unwrap();
    for tag in ["A", "B"] {
        for i in 0..EDITS_PER_WRITER / 2 {
            let title = format!("{tag} {i} edited");
            assert!(all.iter().any(|o| o.summary() == title), "{title} lost");
        }
    }
    assert_eq!(journal_counts(&db.path), (EDITS_PER_WRITER as i64 * 2, 0));
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

/// Child: creates events, alternately one per transaction and 200 in one
/// transaction, printing each uid after its commit, until it is killed.
#[test]
fn bulk_child() {
    let Some((_, path)) = child_args() else {
        return;
    };
    let mut store = Store::open(path).unwrap();
    let calendar = store.default_calendar().unwrap().id;
    let stdout = std::io::stdout();
    let make = |i: i64| {
        let start = EventTime::Zoned {
            local: wall("2026-11-02T09:00") + chrono::Duration::minutes(i),
            tz: Paris.into(),
        };
        let mut e = event(
            &format!("bulk {i}"),
            start,
            minutes(30),
            Some("FREQ=DAILY;COUNT=5"),
        );
        e.description = Some("x".repeat(2000));
        e
    };
    for round in 0_i64.. {
        let uids = if round % 2 == 0 {
            vec![store.create(calendar, make(round)).unwrap()]
        } else {
            let batch = (0..200).map(|k| make(round * 1000 + k)).collect();
            store.create_many(calendar, batch, "bulk").unwrap()
        };
        let mut out = stdout.lock();
        for uid in uids {
            writeln!(out, "committed {uid}").unwrap();
        }
        out.flush().unwrap();
    }
}

#[test]
fn sigkill_during_bulk_writes_loses_nothing_committed() {
    if child_args().is_some() {
        return;
    }
    let db = TempDb::new();
    drop(db.open());
    let mut committed = Vec::new();
    for round in 0..3 {
        let mut c = child("bulk_child", &db.path, "bulk")
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = c.stdout.take().unwrap();
        let mut c = Guarded::adopt(c, "the bulk writer");
        let mut lines = BufReader::new(stdout).lines();
        // Kill at a different point each round, mid-stream.
        let mut seen = 0;
        while seen < 150 + round * 337 {
            let line = lines.next().expect("child output").unwrap();
            // The test harness prints its own lines too.
            if let Some(uid) = line.strip_prefix("committed ") {
                committed.push(uid.to_owned());
                seen += 1;
            }
        }
        c.kill(); // SIGKILL on Unix.
    }
    let store = db.open();
    assert_eq!(store.integrity_check().unwrap(), "ok");
    for uid in &committed {
        store
            .event(uid)
            .unwrap_or_else(|e| panic!("committed event {uid} lost: {e}"));
    }
    assert!(store.event_count().unwrap() >= committed.len() as i64);
}
