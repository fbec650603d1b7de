//! Damaged files and backups through the CLI, as a user meets them: a file
//! damaged by a page overwritten, a header byte flipped or a tail cut off
//! is refused by every command that writes, byte for byte untouched, with
//! the newest backup named; `kairos check`, `kairos backup list|now|
//! restore`; and a restore that converges with a real Radicale (started by
//! `scripts/test`), pulling what another device made after the backup and
//! pushing nothing back.

mod store_support;
mod sync_support;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Output;
use store_support::{damage_table, overwrite};
use sync_support::{event, Device, Kairos, Server};

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A calendar with a few events and an account row (so that the accounts
/// table has a page of its own to damage), no health record, and a
/// backup made before the damage.
fn calendar_with_a_backup() -> (Kairos, String) {
    let kairos = Kairos::new();
    for (title, day) in [("Dentist", "01"), ("Gym", "02"), ("Review", "03")] {
        kairos.ok(&["add", title, "--start", &format!("2026-12-{day}T10:00")]);
    }
    let made = kairos.ok(&["backup", "now"]);
    let backup = kairos::store::backup::latest(&kairos.db)
        .expect("a backup listed")
        .path
        .display()
        .to_string();
    assert!(made.contains(&backup), "{made}");
    // No recent check is known: the next command that writes checks.
    std::fs::remove_file(kairos::store::health::Health::path_for(&kairos.db)).unwrap();
    (kairos, backup)
}

/// Every command that writes is refused and the file is left as it was.
fn assert_writes_refused(kairos: &Kairos, backup: &str) {
    let before = std::fs::read(&kairos.db).unwrap();
    let writes: [&[&str]; 5] = [
        &["add", "New", "--start", "2026-12-04T10:00"],
        &["calendars", "add", "Work"],
        &["undo"],
        &["subscribe", "Feed", "https://example.invalid/x.ics"],
        &["delete", "no-such-uid"],
    ];
    for args in writes {
        let out = kairos.run(args);
        let said = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "kairos {args:?}: {said}");
        assert!(said.contains("damaged"), "kairos {args:?}: {said}");
        assert!(said.contains(backup), "the backup is named: {said}");
        assert!(out.stdout.is_empty(), "kairos {args:?} printed on stdout");
        assert_eq!(
            std::fs::read(&kairos.db).unwrap(),
            before,
            "kairos {args:?} wrote"
        );
    }
}

#[test]
fn a_damaged_page_is_found_before_anything_is_written() {
    let (kairos, backup) = calendar_with_a_backup();
    // A real account row, then its page's header overwritten.
    let conn = rusqlite::Connection::open(&kairos.db).unwrap();
    conn.execute(
        "INSERT INTO accounts (name, url, user, home) VALUES ('work', 'https://x/', 'me', 'https://x/home/')",
        [],
    )
    .unwrap();
    drop(conn);
    damage_table(&kairos.db, "accounts");
    // Reading goes on where it can: what is not damaged is still shown.
    let agenda = kairos.ok(&["agenda", "--from", "2026-12-01", "--days", "3"]);
    assert!(agenda.contains("Dentist"), "{agenda}");
    assert_writes_refused(&kairos, &backup);
    let record = kairos::store::health::Health::read(&kairos.db).expect("the finding recorded");
    assert!(record.is_damaged());
    // The full check says the same, and exits 1.
    let out = kairos.run(&["check"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains(&backup), "{}", stderr(&out));
}

#[test]
fn a_flipped_header_byte_and_a_cut_file_are_refused_untouched() {
    for damage in ["header", "cut"] {
        let (kairos, backup) = calendar_with_a_backup();
        match damage {
            // "SQLite format 3" → "SQLite format 4".
            "header" => overwrite(&kairos.db, 14, b"4"),
            _ => {
                let len = std::fs::metadata(&kairos.db).unwrap().len();
                let f = std::fs::OpenOptions::new()
                    .write(true)
                    .open(&kairos.db)
                    .unwrap();
                f.set_len(len / 2 + 100).unwrap();
            }
        }
        let before = std::fs::read(&kairos.db).unwrap();
        let out = kairos.run(&["add", "New", "--start", "2026-12-04T10:00"]);
        let said = stderr(&out);
        assert!(!out.status.success(), "{damage}: {said}");
        assert!(
            said.contains(&backup),
            "{damage}: the backup is named: {said}"
        );
        assert_eq!(
            std::fs::read(&kairos.db).unwrap(),
            before,
            "{damage}: written"
        );
        // And the backup brings it back.
        let restored = kairos.ok(&["backup", "restore", "latest"]);
        assert!(restored.contains(&backup), "{restored}");
        let agenda = kairos.ok(&["agenda", "--from", "2026-12-01", "--days", "3"]);
        assert!(agenda.contains("Review"), "{damage}: {agenda}");
        kairos.ok(&["add", "After", "--start", "2026-12-04T10:00"]);
        let aside: Vec<_> = std::fs::read_dir(kairos.db.parent().unwrap())
            .unwrap()
            .flatten()
            .filter(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.contains("before-restore")
                    && !name.ends_with("-wal")
                    && !name.ends_with("-shm")
            })
            .collect();
        assert_eq!(aside.len(), 1, "{damage}: the damaged file kept aside");
        assert_eq!(std::fs::read(aside[0].path()).unwrap(), before, "{damage}");
    }
}

#[test]
fn backups_are_listed_private_verified_and_restored() {
    let kairos = Kairos::new();
    let out = kairos.ok(&["backup", "list"]);
    assert!(out.contains("No backups"), "{out}");
    kairos.ok(&["add", "Before", "--start", "2026-12-01T10:00"]);
    kairos.ok(&["backup", "now"]);
    kairos.ok(&["add", "After", "--start", "2026-12-01T12:00"]);
    let listed: serde_json::Value =
        serde_json::from_str(&kairos.ok(&["backup", "list", "--json"])).unwrap();
    let listed = listed.as_array().unwrap();
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0]["kind"], "regular");
    let path = Path::new(listed[0]["path"].as_str().unwrap());
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode(path), 0o600);
    assert_eq!(mode(path.parent().unwrap()), 0o700);
    let conn = rusqlite::Connection::open(path).unwrap();
    let verdict: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(verdict, "ok");
    drop(conn);
    // A name that matches nothing changes nothing.
    let out = kairos.run(&["backup", "restore", "2020-01-01"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("no backup"), "{}", stderr(&out));
    let agenda = kairos.ok(&["agenda", "--from", "2026-12-01", "--days", "1"]);
    assert!(agenda.contains("After"), "{agenda}");
    // Restored by its day.
    let day = &listed[0]["made"].as_str().unwrap()[..10];
    let out = kairos.ok(&["backup", "restore", day]);
    assert!(out.contains("Restored"), "{out}");
    let agenda = kairos.ok(&["agenda", "--from", "2026-12-01", "--days", "1"]);
    assert!(
        agenda.contains("Before") && !agenda.contains("After"),
        "{agenda}"
    );
    // The file it replaced was kept whole.
    let aside = std::fs::read_dir(kairos.db.parent().unwrap())
        .unwrap()
        .flatten()
        .find(|e| e.file_name().to_string_lossy().contains("before-restore"))
        .expect("kept aside");
    assert_eq!(mode(&aside.path()), 0o600);
    let kept = kairos::store::Store::open(aside.path()).unwrap();
    assert_eq!(kept.event_count().unwrap(), 2);
}

/// The calendar of the restore test on the shared server.
const NAME: &str = "Restored from a backup";

#[test]
fn a_restore_converges_with_radicale_pulling_what_others_made_and_pushing_nothing() {
    // yves's calendars are shared by several test files: this one has a
    // calendar of its own, and the account is that calendar alone.
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar(NAME);
    device.put(&calendar, &event("old", "Old", "20261201T090000Z"));
    let kairos = Kairos::new();
    kairos.add_account("shared", &calendar, &device);
    kairos.sync();
    let mine = kairos
        .ok(&[
            "add",
            "Mine",
            "--start",
            "2026-12-02T09:00",
            "--calendar",
            NAME,
        ])
        .trim()
        .to_owned();
    kairos.sync();
    kairos.ok(&["backup", "now"]);
    // After the backup: the other device adds one, changes one, deletes
    // one; this device edits its own and syncs it.
    device.put(
        &calendar,
        &event("new", "New elsewhere", "20261203T090000Z"),
    );
    device.replace(
        &calendar,
        "old",
        &event("old", "Old, renamed", "20261201T090000Z"),
    );
    kairos.ok(&["edit", &mine, "--title", "Mine, edited"]);
    kairos.sync();
    device.delete(&calendar, &mine);
    kairos.sync();
    let server = device.etags(&calendar);
    kairos.ok(&["backup", "restore", "latest"]);
    let report = kairos.sync();
    let counts = sync_support::counts(&report, NAME);
    assert_eq!(counts["pushed"], 0, "{report}");
    assert_eq!(counts["deleted_remote"], 0, "{report}");
    assert_eq!(
        device.etags(&calendar),
        server,
        "nothing was written to the server"
    );
    let events = kairos.events(NAME);
    let titles: Vec<&str> = events.values().map(String::as_str).collect();
    assert_eq!(titles.len(), 2, "{events:?}");
    assert!(titles.contains(&"New elsewhere"), "{events:?}");
    assert!(titles.contains(&"Old, renamed"), "{events:?}");
    // And the next sync is quiet.
    sync_support::assert_quiet(&kairos.sync(), NAME);
}

/// The window hands its restore to `kairos backup restore … --after PID`:
/// it waits for that process to end (while it lives, it holds the file,
/// and the restore would be refused), then restores.
#[test]
fn a_restore_after_a_process_waits_for_it_to_end() {
    let kairos = Kairos::new();
    kairos.ok(&["add", "Kept", "--start", "2026-12-01T10:00"]);
    kairos.ok(&["backup", "now"]);
    let mut holder = std::process::Command::new("sh")
        .arg("-c")
        .arg("exec 3<\"$0\"; read line")
        .arg(&kairos.db)
        .stdin(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let pid = holder.id();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(90);
    while !kairos::store::restore::holders(&kairos.db)
        .iter()
        .any(|h| h.pid == pid)
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the holder never opened the file"
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    // Without --after it is refused at once.
    let out = kairos.run(&["backup", "restore", "latest"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let restore = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"))
        .arg("--db")
        .arg(&kairos.db)
        .args(["backup", "restore", "latest", "--after", &pid.to_string()])
        .env("TZ", "UTC")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(holder.stdin.take());
    holder.wait().unwrap();
    let out = restore.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("Restored"));
}
