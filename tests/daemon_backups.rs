//! `kairos daemon` and the file's health, against the real session bus and
//! notification server `scripts/test` starts (dunst under Xvfb), watched
//! with `dbus-monitor`: the daemon backs the file up when it starts, a
//! restore is refused while it has the file open; on a damaged file it
//! shows one notification, delivers nothing and writes nothing, and after
//! a restore delivers what the damage held back, once.
//!
//! Real time on a machine that may be busy: every step waits for the
//! condition it needs (the daemon's log, a file, a Notify on the bus).

mod bus_support;
mod display_support;
mod process_support;
mod store_support;

use bus_support::{exclusive_bus, kairos, Daemon, Monitor, Role};
use chrono::Utc;
use kairos::store::backup;
use process_support::{wait_for, wait_for_value, DEADLINE};
use std::path::Path;
use std::process::Output;
use store_support::TempDb;

fn run(db: &Path, args: &[&str]) -> Output {
    kairos(db).args(args).output().unwrap()
}

fn ok(db: &Path, args: &[&str]) -> String {
    let out = run(db, args);
    assert!(
        out.status.success(),
        "kairos {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_daemon_backs_up_when_it_starts_and_a_restore_waits_for_it() {
    let _bus = exclusive_bus();
    let db = TempDb::new();
    let dir = db.dir.path();
    ok(&db.path, &["add", "Kept", "--start", "2026-12-01T10:00"]);
    assert!(backup::list(&db.path).unwrap().is_empty());
    let (daemon, role) = Daemon::start(&db.path, dir, "backs-up", false);
    assert_eq!(role, Role::Delivers);
    daemon.wait_to_say("backed up to");
    let made = backup::list(&db.path).unwrap();
    assert_eq!(made.len(), 1, "{made:?}");
    let before = std::fs::read(&db.path).unwrap();
    let out = run(&db.path, &["backup", "restore", "latest"]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{said}");
    assert!(
        said.contains("daemon") && said.contains("pid"),
        "says which: {said}"
    );
    assert_eq!(std::fs::read(&db.path).unwrap(), before, "untouched");
    daemon.stop();
    let restored = ok(&db.path, &["backup", "restore", "latest"]);
    assert!(restored.contains("Restored"), "{restored}");
}

#[test]
fn a_damaged_file_is_told_once_delivers_nothing_and_a_restore_brings_its_reminders_back() {
    let _bus = exclusive_bus();
    let db = TempDb::new();
    let dir = db.dir.path();
    let mut monitor = Monitor::start(dir);
    // A reminder due in a few seconds, in the backup.
    let due = Utc::now() + chrono::Duration::seconds(5);
    let start = due.format("%Y-%m-%dT%H:%M:%S").to_string();
    ok(
        &db.path,
        &[
            "add",
            "Held back",
            "--tz",
            "UTC",
            "--remind",
            "0",
            "--start",
            &start,
        ],
    );
    ok(&db.path, &["backup", "now"]);
    store_support::damage_table(&db.path, "events");
    let damaged = std::fs::read(&db.path).unwrap();
    let (first, _) = Daemon::start(&db.path, dir, "damaged", false);
    first.wait_to_say("told the desktop that");
    // Past the reminder's time, a second daemon on the same file: it says
    // nothing more.
    wait_for("the reminder's time to pass", DEADLINE, || Utc::now() > due);
    first.stop();
    let (second, _) = Daemon::start(&db.path, dir, "damaged-again", false);
    second.wait_to_say("is damaged");
    let calls = monitor.calls_so_far();
    let summaries: Vec<&str> = calls.iter().map(|c| c.1.as_str()).collect();
    assert_eq!(summaries, ["Your calendar file is damaged"], "{calls:?}");
    assert!(
        calls[0].2.contains("backups"),
        "names the backup: {}",
        calls[0].2
    );
    assert_eq!(std::fs::read(&db.path).unwrap(), damaged, "nothing written");
    // Restored while the daemon waits (it holds the file no more): it
    // delivers the reminder the damage held back, once.
    let restored = wait_for_value("the restore to be let through", DEADLINE, || {
        let out = run(&db.path, &["backup", "restore", "latest"]);
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
    });
    assert!(restored.contains("Restored"), "{restored}");
    second.wait_to_say("is sound again");
    wait_for("the held-back reminder", DEADLINE, || {
        monitor
            .notify_calls()
            .iter()
            .any(|c| c.1.contains("Held back") || c.1.contains("missed"))
    });
    second.stop();
    let calls = monitor.calls_so_far();
    assert_eq!(calls.len(), 2, "{calls:?}");
}

/// A file too damaged to open at all (its header's first bytes changed,
/// or its second half cut off): the daemon says so once, stays up without
/// touching it, and delivers again once the backup is restored.
#[test]
fn a_file_too_damaged_to_open_is_told_once_and_waited_on() {
    let _bus = exclusive_bus();
    for damage in ["header", "cut"] {
        let db = TempDb::new();
        let dir = db.dir.path();
        let mut monitor = Monitor::start(dir);
        ok(&db.path, &["add", "Kept", "--start", "2026-12-01T10:00"]);
        ok(&db.path, &["backup", "now"]);
        let file = std::fs::OpenOptions::new()
            .write(true)
            .open(&db.path)
            .unwrap();
        if damage == "header" {
            use std::io::Write;
            (&file).write_all(b"XQLite").unwrap();
        } else {
            let len = file.metadata().unwrap().len();
            file.set_len(len / 2).unwrap();
        }
        drop(file);
        let damaged = std::fs::read(&db.path).unwrap();
        let log = dir.join("unreadable.log");
        let mut command = kairos(&db.path);
        command
            .args(["daemon", "--log"])
            .arg(&log)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null());
        let daemon = process_support::Guarded::spawn(&mut command, "kairos daemon (unreadable)");
        let said = || std::fs::read_to_string(&log).unwrap_or_default();
        wait_for("the daemon to tell the desktop", DEADLINE, || {
            said().contains("told the desktop that")
        });
        let calls = monitor.calls_so_far();
        assert_eq!(calls.len(), 1, "{damage}: {calls:?}");
        assert_eq!(calls[0].1, "Your calendar file is damaged", "{damage}");
        assert_eq!(
            std::fs::read(&db.path).unwrap(),
            damaged,
            "{damage}: written"
        );
        // (The daemon's threads let go of the file as they stop.)
        wait_for("the restore to be let through", DEADLINE, || {
            run(&db.path, &["backup", "restore", "latest"])
                .status
                .success()
        });
        wait_for("the daemon to deliver again", DEADLINE, || {
            said().matches("this process delivers reminders").count() >= 1
                && said().contains("sound again")
        });
        daemon.stop();
        assert_eq!(monitor.calls_so_far().len(), 1, "{damage}: said once");
    }
}
