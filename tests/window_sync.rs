//! The real window under Xvfb, driven with real clicks and keys, against
//! the real Radicale: "Add account…", the form typed in and Enter; the
//! account's calendar and event arrive, and an event the other device adds
//! later arrives with no user action (the window, delivering reminders,
//! syncs in the background at the interval set short here). Checked in
//! the database the window writes; every step waits for its condition.

mod display_support;
mod process_support;
mod store_support;
mod sync_support;

use display_support::{open_window, until_it_takes_keys, xdotool};
use iced::Size;
use iced_test::selector::Candidate;
use kairos::layout::ViewKind;
use kairos::store::Store;
use kairos::sync::background::SYNC_INTERVAL;
use kairos::ui::{App, Settings};
use process_support::{wait_for, DEADLINE};
use store_support::TempDb;
use sync_support::{event, Device, Server};

/// The window's size, as the window manager reports it.
fn size_of(id: &str) -> (f32, f32) {
    let out = String::from_utf8_lossy(&xdotool(&["getwindowgeometry", id]).stdout).into_owned();
    let geometry = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("Geometry: "))
        .unwrap_or_else(|| panic!("no geometry in {out}"));
    let (w, h) = geometry.split_once('x').unwrap();
    (w.parse().unwrap(), h.parse().unwrap())
}

/// Where `label` is drawn in a window of `size` on `db`, laid out as the
/// real window lays it out.
fn place_of(db: &std::path::Path, size: (f32, f32), label: &str) -> (f32, f32) {
    let store = Store::open(db).unwrap();
    let settings = Settings {
        view: ViewKind::Agenda,
        window_size: size,
        ..Settings::load(&store).unwrap()
    };
    let app = App::new(store, chrono_tz::UTC, settings, chrono::Utc::now());
    let mut sim = iced_test::Simulator::with_size(
        kairos::ui::settings(),
        Size::new(size.0, size.1),
        app.view(),
    );
    let mut found = None;
    let _ = sim.find(|c: Candidate<'_>| {
        if let Candidate::Text {
            content,
            visible_bounds: Some(b),
            ..
        } = c
        {
            if content == label {
                found = Some((b.center_x(), b.center_y()));
            }
        }
        None::<()>
    });
    found.unwrap_or_else(|| panic!("{label} is not drawn"))
}

/// One window at a time: keys go to whichever window has the focus, so
/// two tests' windows on one display would take each other's keys.
static DISPLAY_LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[test]
fn an_account_added_in_the_real_window_syncs_and_keeps_syncing() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let device = Device::new(Server::Radicale, "sybil");
    let choir = device.make_calendar("Choir");
    device.put(
        &choir,
        &event("rehearsal@other", "Rehearsal", "20261126T180000Z"),
    );
    let db = TempDb::new();
    let mut store = db.open();
    store.set_setting(SYNC_INTERVAL, "2").unwrap();
    let (_window, id) = open_window(&db.path);
    until_it_takes_keys(&id, &store);

    let (x, y) = place_of(&db.path, size_of(&id), "Add account…");
    let (x, y) = (x.round().to_string(), y.round().to_string());
    assert!(
        xdotool(&["mousemove", "--window", &id, &x, &y, "click", "1"])
            .status
            .success()
    );
    wait_for("the account dialog", DEADLINE, || {
        String::from_utf8_lossy(&xdotool(&["getwindowname", &id]).stdout).trim()
            == "Add an account — Kairos"
    });
    let typed = |t: &str| {
        assert!(xdotool(&["type", "--delay", "30", t]).status.success());
    };
    let key = |k: &str| assert!(xdotool(&["key", "--clearmodifiers", k]).status.success());
    typed("sybil-choir");
    key("Tab");
    typed(&Server::Radicale.url());
    key("Tab");
    typed("sybil");
    key("Tab");
    typed("secret");
    key("Return");

    let has = |uid: &str| Store::open(&db.path).unwrap().event(uid).is_ok();
    wait_for("the account and its event", DEADLINE, || {
        has("rehearsal@other")
    });
    let account = store.account("sybil-choir").unwrap();
    assert_eq!(account.password_command, None, "kept in the keyring");

    device.put(
        &choir,
        &event("concert@other", "Concert", "20261205T190000Z"),
    );
    wait_for("the other device's new event, unasked", DEADLINE, || {
        has("concert@other")
    });
}

/// An edit another process makes (here `kairos add` from the command line)
/// to a synced calendar reaches the server while the window runs, without
/// an edit in the window and well before the next full pass (15 minutes,
/// the default): the window's background sync sees the database change,
/// as `kairos daemon` does.
#[test]
fn an_edit_from_the_command_line_is_sent_by_the_running_window() {
    let _one = DISPLAY_LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let device = Device::new(Server::Radicale, "amos");
    let band = device.make_calendar("Band");
    let db = TempDb::new();
    let cli = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"))
            .arg("--db")
            .arg(&db.path)
            .args(args)
            .env("TZ", "UTC")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    cli(&[
        "accounts",
        "add",
        "amos-band",
        "--url",
        &band,
        "--user",
        "amos",
        "--password-command",
        "echo secret",
    ]);
    let store = db.open();
    let (_window, id) = open_window(&db.path);
    until_it_takes_keys(&id, &store);
    let account = store.account("amos-band").unwrap().id;
    // The pass the window runs at start, done.
    wait_for("the window's first sync", DEADLINE, || {
        store.sync_state(account).unwrap().synced.is_some()
    });
    let uid = cli(&[
        "add",
        "Gig",
        "--start",
        "2026-12-12T20:00",
        "--calendar",
        "Band",
    ]);
    let uid = uid.trim();
    let file = kairos::sync::new_href("", uid);
    let on_server = || device.etags(&band).keys().any(|h| h.ends_with(&file));
    let ten_seconds = std::time::Duration::from_secs(10);
    wait_for(
        "the command line's event on the server",
        ten_seconds,
        on_server,
    );
}
