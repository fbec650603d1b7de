//! The desktop's light or dark preference followed live, on a real bus:
//! a private `dbus-daemon` with no services to activate (a real
//! xdg-desktop-portal, where installed, would otherwise be started and
//! own the name). This test owns the portal's name, as the portal would,
//! and emits its `SettingChanged` signal; the watcher the window runs must
//! report dark, then light, and ignore the same signal sent by anyone else.

mod process_support;

use kairos::ui::portal::{watch_color_scheme_on, ColorScheme};
use process_support::{Guarded, DEADLINE};
use std::io::BufRead;
use std::sync::mpsc;
use zbus::Variant;

const PORTAL: &str = "org.freedesktop.portal.Desktop";
const PATH: &str = "/org/freedesktop/portal/desktop";
const SETTINGS: &str = "org.freedesktop.portal.Settings";

/// A bus of this test's own, stopped when dropped; and its address.
fn private_bus(dir: &std::path::Path) -> (Guarded, String) {
    let config = dir.join("bus.conf");
    std::fs::write(
        &config,
        format!(
            r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:dir={}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>"#,
            dir.display()
        ),
    )
    .unwrap();
    let address = dir.join("address");
    let mut command = std::process::Command::new("dbus-daemon");
    command
        .arg(format!("--config-file={}", config.display()))
        .arg("--nofork")
        .arg("--print-address=1")
        .stdout(std::fs::File::create(&address).unwrap());
    let bus = Guarded::spawn(&mut command, "dbus-daemon");
    let line = process_support::wait_for_value("the bus to say its address", DEADLINE, || {
        let file = std::fs::File::open(&address).ok()?;
        std::io::BufReader::new(file)
            .lines()
            .next()?
            .ok()
            .filter(|l| !l.is_empty())
    });
    (bus, line)
}

fn connect(address: &str) -> zbus::Connection {
    zbus::block_on(zbus::connection::Builder::address(address).build()).expect("the test bus")
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
    let dir = tempfile::tempdir().unwrap();
    let (_bus, address) = private_bus(dir.path());
    let portal = connect(&address);
    zbus::block_on(
        portal.request_name_with_flags(PORTAL, zbus::fdo::RequestNameFlags::DO_NOT_QUEUE),
    )
    .expect("the portal's name is free on the test bus");
    let (tx, rx) = mpsc::channel();
    let watched = address.clone();
    std::thread::spawn(move || watch_color_scheme_on(Some(&watched), &move |s| tx.send(s).is_ok()));
    // The first report comes once the watcher listens: this bus's portal
    // (the test) never answers Read, so after its time bound the watcher
    // says it knows nothing yet, and goes on listening.
    assert_eq!(rx.recv_timeout(DEADLINE).expect("a first report"), None);

    emit(&portal, "color-scheme", 1);
    assert_eq!(rx.recv_timeout(DEADLINE).unwrap(), Some(ColorScheme::Dark));

    // Another program sending the portal's signal is not the portal; and
    // other keys are not the scheme.
    let other = connect(&address);
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

/// The network monitor the background sync listens to: each `changed`
/// signal of the portal reaches it (the watcher's subscription is in place
/// once one does: the signal is sent until then), and an impostor's does
/// not.
#[test]
fn a_network_change_from_the_portal_is_heard_and_only_from_it() {
    const MONITOR: &str = "org.freedesktop.portal.NetworkMonitor";
    let dir = tempfile::tempdir().unwrap();
    let (_bus, address) = private_bus(dir.path());
    let portal = connect(&address);
    zbus::block_on(
        portal.request_name_with_flags(PORTAL, zbus::fdo::RequestNameFlags::DO_NOT_QUEUE),
    )
    .expect("the portal's name is free on the test bus");
    let (tx, rx) = mpsc::channel();
    let watched = address.clone();
    std::thread::spawn(move || {
        kairos::sync::network::watch(Some(&watched), &move || tx.send(()).is_ok())
    });
    let changed = |bus: &zbus::Connection| {
        zbus::block_on(bus.emit_signal(None::<&str>, PATH, MONITOR, "changed", &(true,)))
            .expect("emitted")
    };
    process_support::wait_for("the watcher to hear the portal", DEADLINE, || {
        changed(&portal);
        rx.recv_timeout(std::time::Duration::from_millis(200))
            .is_ok()
    });
    while rx.try_recv().is_ok() {}
    let other = connect(&address);
    changed(&other);
    changed(&portal);
    rx.recv_timeout(DEADLINE).expect("the portal's change");
    // The impostor's came first on the bus: had it been heard, a second
    // report would be here by now (the portal's came after it).
    assert!(rx.try_recv().is_err(), "only the portal is heard");
}
