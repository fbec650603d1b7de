//! The desktop's light or dark preference followed live, on a real session
//! bus (the one `scripts/test` starts): this test owns the portal's name,
//! as xdg-desktop-portal would, and emits its `SettingChanged` signal; the
//! watcher the window runs must report dark, then light, and ignore the
//! same signal sent by anyone else.

use kairos::ui::portal::{watch_color_scheme, ColorScheme};
use std::sync::mpsc;
use std::time::Duration;
use zbus::Variant;

const DEADLINE: Duration = Duration::from_secs(60);
const PORTAL: &str = "org.freedesktop.portal.Desktop";
const PATH: &str = "/org/freedesktop/portal/desktop";
const SETTINGS: &str = "org.freedesktop.portal.Settings";

fn connect() -> zbus::Connection {
    assert!(
        std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some(),
        "no session bus: run the tests through scripts/test, which starts one"
    );
    zbus::block_on(zbus::Connection::session()).expect("the session bus")
}

fn emit(bus: &zbus::Connection, key: &str, scheme: u32) {
    zbus::block_on(bus.emit_signal(
        None::<&str>,
        PATH,
        SETTINGS,
        "SettingChanged",
        &("org.freedesktop.appearance", key, Variant::from(scheme)),
    ))
    .expect("emitted");
}

#[test]
fn dark_then_light_are_followed_and_only_from_the_portal() {
    let portal = connect();
    zbus::block_on(
        portal.request_name_with_flags(PORTAL, zbus::fdo::RequestNameFlags::DO_NOT_QUEUE),
    )
    .expect("the portal's name is free on the test bus");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || watch_color_scheme(&move |s| tx.send(s).is_ok()));
    // The first report comes once the watcher listens: this bus's portal
    // (the test) never answers Read, so after its time bound the watcher
    // says it knows nothing yet, and goes on listening.
    assert_eq!(rx.recv_timeout(DEADLINE).expect("a first report"), None);

    emit(&portal, "color-scheme", 1);
    assert_eq!(rx.recv_timeout(DEADLINE).unwrap(), Some(ColorScheme::Dark));

    // Another program sending the portal's signal is not the portal; and
    // other keys are not the scheme.
    let other = connect();
    emit(&other, "color-scheme", 2);
    emit(&portal, "accent-color", 2);
    emit(&portal, "color-scheme", 0);
    assert_eq!(
        rx.recv_timeout(DEADLINE).unwrap(),
        Some(ColorScheme::NoPreference),
        "the impostor's light and the accent color were ignored"
    );

    emit(&portal, "color-scheme", 2);
    assert_eq!(rx.recv_timeout(DEADLINE).unwrap(), Some(ColorScheme::Light));
}
