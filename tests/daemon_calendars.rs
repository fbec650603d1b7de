//! `kairos daemon` keeps every reminder it knows of when a calendar comes
//! or goes: an event added before a new calendar (made by `kairos
//! calendars add`, `kairos subscribe` or `kairos accounts add`) is still
//! reminded of, as is one added after it, both through the real binary and
//! seen as Notify calls on the session bus (dunst under Xvfb, started by
//! `scripts/test`).
//!
//! Real time on a machine that may be busy: each step waits for the
//! condition it needs, never for a fixed time. The daemon says nothing
//! when it reads a change, so a probe event due at once stands for "the
//! daemon has read E1": it reads every version newer than the last it read
//! in one go, so once it notifies the probe (written after E1) it knows
//! E1. The change must land before E1's due time for the test to mean
//! anything; when a busy machine took longer than that, the attempt is
//! started over with a longer lead.

mod bus_support;
mod display_support;
mod feed_support;
mod process_support;
mod store_support;
mod sync_support;

use bus_support::{exclusive_bus, kairos, Daemon, Monitor, Role};
use chrono::{DateTime, Utc};
use kairos::store::{DeliveryState, Store};
use process_support::{wait_for, DEADLINE};
use std::path::Path;
use std::time::Duration;
use store_support::TempDb;
use sync_support::{Device, Server};

/// How far ahead E1 and E2 are due, in seconds: a few seconds normally;
/// a longer lead when the setup outlasted the first.
const LEADS: [i64; 2] = [10, 60];

/// `kairos ARGS…` on `db`, expecting success; its stdout.
fn ok(db: &Path, args: &[&str]) -> String {
    let out = kairos(db).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "kairos {args:?} failed ({}): {}",
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// The whole second `secs` seconds from now.
fn seconds_ahead(secs: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(Utc::now().timestamp() + secs, 0).unwrap()
}

/// `kairos add TITLE`, starting at `start` with a reminder at its start;
/// its uid.
fn add(db: &Path, title: &str, start: DateTime<Utc>) -> String {
    ok(
        db,
        &[
            "add",
            title,
            "--tz",
            "UTC",
            "--remind",
            "0",
            "--start",
            &start.format("%Y-%m-%dT%H:%M:%S").to_string(),
        ],
    )
}

/// Waits until dbus-monitor saw a Notify whose summary is `summary`.
fn wait_for_notify(monitor: &Monitor, summary: &str, deadline: Duration) {
    wait_for(&format!("a Notify for {summary:?}"), deadline, || {
        monitor.notify_calls().iter().any(|c| c.1 == summary)
    });
}

/// E1 and E2 are due at the same instant, one added before `change` makes
/// a calendar and one after: both are notified, once each.
fn both_notified_across(what: &str, change: &dyn Fn(&Path)) {
    let _bus = exclusive_bus();
    for lead in LEADS {
        if attempt(lead, change) {
            return;
        }
        eprintln!(
            "{what}: the setup outlasted a {lead} s lead (a busy machine); starting over with a longer one"
        );
    }
    panic!("{what}: the setup outlasted every lead in {LEADS:?} s; the machine is too busy");
}

/// One run on a fresh database and daemon, E1 and E2 due `lead` seconds
/// from now; false when the change landed too late to tell anything.
fn attempt(lead: i64, change: &dyn Fn(&Path)) -> bool {
    let db = TempDb::new();
    let dir = db.dir.path();
    let mut monitor = Monitor::start(dir);
    let store = db.open();
    let (daemon, role) = Daemon::start(&db.path, dir, "daemon", false);
    assert_eq!(role, Role::Delivers);

    // Titles of this run's own: other processes may notify on the bus.
    let tag = dir.file_name().unwrap().to_string_lossy().replace('.', "");
    let [first, second, probe] = ["E1", "E2", "Probe"].map(|t| format!("{t} {tag}"));
    let due = seconds_ahead(lead);
    let e1 = add(&db.path, &first, due);
    // Once the probe is notified, the daemon has read E1 too.
    add(&db.path, &probe, seconds_ahead(1));
    wait_for_notify(&monitor, &probe, DEADLINE);
    change(&db.path);
    let e2 = add(&db.path, &second, due);
    if Utc::now() >= due {
        return false;
    }

    // Once E2 is notified and the daemon marks its reminders checked past
    // the shared due time, it has done all it will for E1.
    let deadline = DEADLINE + Duration::from_secs(lead as u64);
    wait_for_notify(&monitor, &second, deadline);
    wait_for("the daemon to check past the due time", deadline, || {
        store.checked_up_to().unwrap().is_some_and(|t| t >= due)
    });
    daemon.stop();
    let calls = monitor.calls_so_far();
    let summaries: Vec<&str> = calls
        .iter()
        .map(|c| c.1.as_str())
        .filter(|s| s.ends_with(&tag))
        .collect();
    let count = |title: &str| summaries.iter().filter(|s| **s == title).count();
    assert_eq!(
        count(&first),
        1,
        "E1 (added before the new calendar) is notified once, like E2 (added after): \
         the daemon checked up to {:?}, past their due time {due}, and notified {summaries:?}; \
         E1's deliveries: {:?}",
        store.checked_up_to().unwrap(),
        deliveries_of(&store, &e1),
    );
    assert_eq!(count(&second), 1, "E2 is notified once: {summaries:?}");
    assert_eq!(count(&probe), 1, "{summaries:?}");
    for uid in [&e1, &e2] {
        let states = deliveries_of(&store, uid);
        assert_eq!(states, [DeliveryState::Shown], "{uid}");
    }
    true
}

/// The states of `uid`'s recorded deliveries.
fn deliveries_of(store: &Store, uid: &str) -> Vec<DeliveryState> {
    store
        .recent_deliveries(50)
        .unwrap()
        .into_iter()
        .filter(|d| d.uid == uid)
        .map(|d| d.state)
        .collect()
}

#[test]
fn a_reminder_added_before_a_new_calendar_is_still_notified() {
    both_notified_across("calendars add", &|db| {
        ok(db, &["calendars", "add", "Temp"]);
    });
}

#[test]
fn a_reminder_added_before_a_subscription_is_still_notified() {
    let feeds = tempfile::tempdir().unwrap();
    std::fs::write(
        feeds.path().join("feed.ics"),
        feed_support::feed(&[("feed-day@test", "20300101", "Feed day")]),
    )
    .unwrap();
    let (_server, _log, base) = feed_support::serve(feeds.path());
    let url = format!("{base}/feed.ics");
    both_notified_across("subscribe", &|db| {
        ok(db, &["subscribe", "Feed", &url]);
    });
}

/// A calendar on the Radicale `scripts/test` started, deleted when the
/// test ends.
struct RemoteCalendar {
    device: Device,
    url: String,
}

impl Drop for RemoteCalendar {
    fn drop(&mut self) {
        self.device.delete_calendar(&self.url);
    }
}

#[test]
fn a_reminder_added_before_an_account_is_still_notified() {
    // "yves" is a Radicale user no other test logs in as.
    let device = Device::new(Server::Radicale, "yves");
    let url = device.make_calendar("Shared");
    let remote = RemoteCalendar { device, url };
    both_notified_across("accounts add", &|db| {
        ok(
            db,
            &[
                "accounts",
                "add",
                "yves",
                "--url",
                &remote.url,
                "--user",
                "yves",
                "--password-command",
                "echo secret",
            ],
        );
        let calendars = ok(db, &["calendars"]);
        assert!(calendars.contains("Shared"), "{calendars}");
    });
}
