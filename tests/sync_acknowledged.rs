//! A reminder dismissed on one device is not shown by another (RFC 9074
//! `ACKNOWLEDGED`): two Kairos databases sync the same Radicale calendar,
//! each with its own `kairos daemon` on the real session bus, and
//! `dbus-monitor` sees exactly one Notify.
//!
//! The second device is a laptop that was asleep while the first showed the
//! reminder: its daemon ran once before (so the reminder is owed to it as a
//! missed one) and starts again only after the dismissal has synced. Every
//! step waits for the condition it needs, never for a fixed time.

mod bus_support;
mod display_support;
mod process_support;
mod store_support;
mod sync_support;

use bus_support::{close_all_notifications, exclusive_bus, Daemon, Monitor, Role};
use chrono::Utc;
use kairos::store::{DeliveryState, Store};
use process_support::{wait_for, wait_for_value, DEADLINE};
use sync_support::{Device, Kairos, Server};

fn acknowledged(db: &std::path::Path, uid: &str) -> Option<chrono::DateTime<Utc>> {
    Store::open(db)
        .unwrap()
        .event(uid)
        .unwrap()
        .event
        .acknowledged
}

#[test]
fn a_reminder_dismissed_on_one_device_is_not_shown_by_the_other() {
    let _bus = exclusive_bus();
    close_all_notifications();
    let device = Device::new(Server::Radicale, "niaj");
    let calendar = device.make_calendar("Team");
    let (a, b) = (Kairos::new(), Kairos::new());
    for k in [&a, &b] {
        k.add_account("work", &Server::Radicale.url(), &device);
    }
    let dir = tempfile::tempdir().unwrap();
    // Both have run before: what comes due from now on is owed to each.
    for (k, name) in [(&a, "a-before"), (&b, "b-before")] {
        let (daemon, role) = Daemon::start(&k.db, dir.path(), name, false);
        assert_eq!(role, Role::Delivers);
        daemon.stop();
    }
    let mut monitor = Monitor::start(dir.path());

    // An event reminding a few seconds from now, made on A, synced to both.
    let due = chrono::DateTime::from_timestamp(Utc::now().timestamp() + 3, 0).unwrap();
    let uid = a
        .ok(&[
            "add",
            "Standup",
            "--calendar",
            "Team",
            "--tz",
            "UTC",
            "--remind",
            "0",
            "--start",
            &due.format("%Y-%m-%dT%H:%M:%S").to_string(),
        ])
        .trim()
        .to_owned();
    a.sync();
    b.sync();
    assert_eq!(
        b.events("Team").get(&uid).map(String::as_str),
        Some("Standup")
    );

    // A shows it; the user closes it there.
    let (daemon_a, _) = Daemon::start(&a.db, dir.path(), "a", false);
    wait_for_value("A's Notify for Standup", DEADLINE, || {
        monitor
            .notify_calls()
            .into_iter()
            .find(|c| c.1 == "Standup")
    });
    close_all_notifications();
    let at = wait_for_value("A to acknowledge the reminder", DEADLINE, || {
        acknowledged(&a.db, &uid)
    });
    assert!(at >= due, "acknowledged at {at}, due at {due}");
    daemon_a.stop();

    // The dismissal syncs to B before B wakes.
    a.sync();
    b.sync();
    assert_eq!(acknowledged(&b.db, &uid), Some(at));
    let server = device.get(&calendar, &uid);
    assert!(server.contains("ACKNOWLEDGED:"), "{server}");

    let (daemon_b, role) = Daemon::start(&b.db, dir.path(), "b", false);
    assert_eq!(role, Role::Delivers);
    let store_b = Store::open(&b.db).unwrap();
    wait_for("B to record the reminder as dealt with", DEADLINE, || {
        store_b
            .recent_deliveries(10)
            .unwrap()
            .iter()
            .any(|d| d.uid == uid && d.state == DeliveryState::Dismissed)
    });
    daemon_b.stop();
    let calls = monitor.calls_so_far();
    let standups: Vec<_> = calls.iter().filter(|c| c.1 == "Standup").collect();
    assert_eq!(standups.len(), 1, "exactly one Notify, A's: {calls:?}");
}
