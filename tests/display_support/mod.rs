//! The X display `scripts/test` starts (Xvfb), seen through xdotool: which
//! windows a process has mapped. A window is counted once it is mapped,
//! never merely created: winit creates it hidden and maps it after the
//! renderer and fonts are ready, seconds later on a busy machine.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use crate::process_support::{wait_for, wait_for_value, Guarded, DEADLINE};

/// `db` with `suffix` added to its name.
fn beside(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

pub fn display() -> String {
    std::env::var("DISPLAY")
        .expect("no X display: run the tests through scripts/test, which starts Xvfb")
}

pub fn xdotool(args: &[&str]) -> Output {
    Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display())
        .output()
        .expect("xdotool is installed by scripts/test")
}

/// The mapped windows titled "Kairos" that process `pid` owns.
pub fn mapped_windows_of(pid: u32) -> Vec<String> {
    let out = xdotool(&[
        "search",
        "--onlyvisible",
        "--pid",
        &pid.to_string(),
        "--name",
        "^Kairos$",
    ]);
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect()
}

/// Starts the real binary on `db` under the test display and waits until
/// its window is mapped; returns it (killed when dropped) and the
/// window's X id. What it prints goes to a file beside the database, read
/// if it exits early (a pipe nobody reads could fill and stall it).
pub fn open_window(db: &Path) -> (Guarded, String) {
    open_window_with(db, &[])
}

/// As [`open_window`], with `args` on the command line (`FILE.ics`).
pub fn open_window_with(db: &Path, args: &[&str]) -> (Guarded, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_kairos"));
    command.args(args);
    open_window_as(command, db)
}

/// As [`open_window`], started as `command` (the binary, with what else it
/// needs: its arguments, another session bus).
pub fn open_window_as(mut command: Command, db: &Path) -> (Guarded, String) {
    let errors = beside(db, ".window.stderr");
    let mut window = Guarded::spawn(
        command
            .env("DISPLAY", display())
            .env_remove("WAYLAND_DISPLAY")
            .env("ICED_BACKEND", "tiny-skia")
            .env("KAIROS_DB", db)
            .env("TZ", "UTC")
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&errors).unwrap()),
        "the kairos window",
    );
    let pid = window.id();
    let id = wait_for_value("a window titled Kairos to be mapped", DEADLINE, || {
        if let Some(status) = window.exited() {
            let err = std::fs::read_to_string(&errors).unwrap_or_default();
            panic!("kairos exited with {status}: {err}");
        }
        mapped_windows_of(pid).into_iter().next()
    });
    (window, id)
}

/// Focuses the window and presses `a` until the agenda shows (the view is
/// saved): from then on the window is up and takes keys.
pub fn until_it_takes_keys(id: &str, store: &kairos::store::Store) {
    assert!(xdotool(&["windowfocus", "--sync", id]).status.success());
    // Pressed again while nothing changed: a key sent before the window
    // handled its first frame may be dropped.
    wait_for("the key a to switch to the agenda", DEADLINE, || {
        xdotool(&["key", "--clearmodifiers", "a"]);
        std::thread::sleep(std::time::Duration::from_millis(300));
        store.setting("view").unwrap().as_deref() == Some("Agenda")
    });
}

/// Sends window `id` the window manager's close request, as a close
/// button or Alt+F4 under a window manager would (Xvfb has none).
pub fn request_close(id: &str) {
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
