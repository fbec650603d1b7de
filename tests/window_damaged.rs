//! The real window under Xvfb (started by `scripts/test`) on a file with a
//! damaged page and no check recorded: the window opens, its own check
//! (after the first frame) finds the damage and records it, and from then
//! on nothing the window does — a view switched, the window closed, which
//! both save settings — writes to the file.

mod display_support;
mod process_support;
mod store_support;

use display_support::{open_window, request_close, xdotool};
use kairos::store::backup::{self, BackupKind};
use kairos::store::health::Health;
use process_support::{wait_for, DEADLINE};
use store_support::TempDb;

#[test]
fn the_window_finds_a_damaged_page_and_writes_nothing_to_it() {
    let db = TempDb::new();
    let store = db.open();
    drop(store);
    backup::make(&db.path, chrono::Utc::now(), BackupKind::Regular).unwrap();
    // The zones table's page (no view reads it) made unreadable.
    store_support::damage_table(&db.path, "zones");
    assert!(Health::read(&db.path).is_none());
    let damaged = std::fs::read(&db.path).unwrap();
    let (mut window, id) = open_window(&db.path);
    wait_for("the window's check to record the damage", DEADLINE, || {
        Health::read(&db.path).is_some_and(|h| h.is_damaged())
    });
    assert!(xdotool(&["windowfocus", "--sync", &id]).status.success());
    // The agenda (a view the window saves as the one to open in).
    xdotool(&["key", "--clearmodifiers", "a"]);
    request_close(&id);
    wait_for(
        "the window to exit after the close request",
        DEADLINE,
        || window.exited().is_some(),
    );
    assert_eq!(
        std::fs::read(&db.path).unwrap(),
        damaged,
        "the window wrote to it"
    );
    let wal = std::fs::read(format!("{}-wal", db.path.display())).unwrap_or_default();
    assert!(wal.is_empty(), "{} bytes of WAL", wal.len());
}
