//! The real window under Xvfb (started by `scripts/test`) on a file with a
//! damaged page and no check recorded: the window opens, its own check
//! (after the first frame) finds the damage and records it, and from then
//! on nothing the window does — a view switched, the window closed, which
//! both save settings — writes to the file.

mod display_support;
mod process_support;
mod store_support;

use display_support::{display, open_window, xdotool};
use kairos::store::backup::{self, BackupKind};
use kairos::store::health::Health;
use process_support::{wait_for, DEADLINE};
use store_support::TempDb;

/// Sends window `id` the window manager's close request (Xvfb has none).
fn request_close(id: &str) {
    use x11rb::protocol::xproto::{ClientMessageEvent, ConnectionExt as _, EventMask};
    use x11rb::wrapper::ConnectionExt as _;
    let (conn, _) = x11rb::connect(Some(&display())).expect("the test display");
    let atom = |name: &str| {
        conn.intern_atom(false, name.as_bytes())
            .unwrap()
            .reply()
            .unwrap()
            .atom
    };
    let (protocols, delete) = (atom("WM_PROTOCOLS"), atom("WM_DELETE_WINDOW"));
    let window: u32 = id.parse().unwrap();
    let event = ClientMessageEvent::new(32, window, protocols, [delete, 0, 0, 0, 0]);
    conn.send_event(false, window, EventMask::NO_EVENT, event)
        .unwrap();
    conn.sync().unwrap();
}

#[test]
fn the_window_finds_a_damaged_page_and_writes_nothing_to_it() {
    let db = TempDb::new();
    let store = db.open();
    drop(store);
    backup::make(&db.path, chrono::Utc::now(), BackupKind::Regular).unwrap();
    // The zones table's page (no view reads it) made unreadable.
    let page: i64 = rusqlite::Connection::open(&db.path)
        .unwrap()
        .query_row(
            "SELECT rootpage FROM sqlite_master WHERE name = 'zones'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    {
        use std::io::{Seek, SeekFrom, Write};
        let mut f = std::fs::OpenOptions::new()
            .write(true)
            .open(&db.path)
            .unwrap();
        f.seek(SeekFrom::Start((page as u64 - 1) * 4096)).unwrap();
        f.write_all(&[0xde, 0xad, 0xbe, 0xef]).unwrap();
    }
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
