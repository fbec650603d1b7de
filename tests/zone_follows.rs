//! The zone times are shown and reminded in: the one chosen in
//! Preferences wins everywhere (the CLI too); else the system's, followed
//! while `kairos daemon` runs — a laptop that travels gets its floating
//! reminders at the new local time, not at the old one.
//!
//! The daemon test gives the daemon a private mount namespace
//! (`unshare -m`, with a user namespace when not root) whose `/etc` is a
//! folder of the test's own: its `localtime` link is what the test moves.
//! Real time on a machine that may be busy: every step waits for the
//! condition it needs, with generous deadlines.

mod bus_support;
mod display_support;
mod process_support;
mod store_support;

use bus_support::{bus, exclusive_bus, Monitor};
use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;
use kairos::model::{EventDuration, EventTime, Reminder, Reminders};
use kairos::store::Store;
use process_support::{wait_for, wait_for_value, Guarded, DEADLINE};
use std::path::Path;
use std::process::{Command, Stdio};
use store_support::*;

/// With a zone chosen in Preferences, the CLI reads and shows times in it,
/// whatever `TZ` says; `--tz` still wins for one command.
#[test]
fn the_zone_chosen_in_preferences_wins_in_the_cli() {
    let db = TempDb::new();
    ok(&db.path, &["agenda"]);
    let mut store = db.open();
    store.set_setting("zone", "Asia/Tokyo").unwrap();
    drop(store);
    // `ok` runs with TZ=Europe/Paris.
    let uid = ok(&db.path, &["add", "Standup", "--start", "2026-12-01T09:00"]);
    let stored = db.open().event(uid.trim()).unwrap().event;
    match stored.start {
        EventTime::Zoned { local, tz } => {
            assert_eq!(tz.name(), "Asia/Tokyo");
            assert_eq!(local.to_string(), "2026-12-01 09:00:00");
        }
        other => panic!("not zoned: {other:?}"),
    }
    let agenda = ok(&db.path, &["agenda", "--from", "2026-12-01", "--days", "1"]);
    assert!(agenda.contains("09:00"), "{agenda}");
    let paris = ok(
        &db.path,
        &[
            "agenda",
            "--from",
            "2026-12-01",
            "--days",
            "1",
            "--tz",
            "Europe/Paris",
        ],
    );
    assert!(paris.contains("01:00"), "{paris}");
}

/// A folder standing in for `/etc` in the daemon's namespace: links to the
/// real entries (bind-mounted beside it), and a `localtime` link the test
/// moves.
struct FakeEtc {
    root: std::path::PathBuf,
}

impl FakeEtc {
    fn new(dir: &Path, zone: &str) -> FakeEtc {
        let root = dir.join("namespace");
        let etc = root.join("etc");
        std::fs::create_dir_all(&etc).unwrap();
        std::fs::create_dir_all(root.join("real-etc")).unwrap();
        for entry in std::fs::read_dir("/etc").unwrap() {
            let name = entry.unwrap().file_name();
            if name != "localtime" && name != "timezone" {
                std::os::unix::fs::symlink(root.join("real-etc").join(&name), etc.join(&name))
                    .unwrap();
            }
        }
        let fake = FakeEtc { root };
        fake.move_to(zone);
        fake
    }

    /// Points `localtime` at `zone`, in one rename (as `timedatectl` does).
    fn move_to(&self, zone: &str) {
        let etc = self.root.join("etc");
        let fresh = etc.join("localtime.new");
        let _ = std::fs::remove_file(&fresh);
        std::os::unix::fs::symlink(format!("/usr/share/zoneinfo/{zone}"), &fresh).unwrap();
        std::fs::rename(&fresh, etc.join("localtime")).unwrap();
    }

    /// `kairos daemon` in a mount namespace where this is `/etc`, with no
    /// `TZ`, so that the system's zone is what `localtime` names.
    fn daemon(&self, db: &Path, log: &Path) -> Guarded {
        let root = self.root.to_str().unwrap();
        let script = format!(
            "set -e; mount --bind /etc '{root}/real-etc'; mount --bind '{root}/etc' /etc; \
             exec \"$0\" daemon --log \"$1\""
        );
        let mut command = Command::new("unshare");
        // Without root, a user namespace lets the mounts happen.
        if !is_root() {
            command.arg("-r");
        }
        command
            .args(["-m", "sh", "-c", &script])
            .arg(env!("CARGO_BIN_EXE_kairos"))
            .arg(log)
            .env_remove("TZ")
            .env("KAIROS_DB", db)
            .env("DBUS_SESSION_BUS_ADDRESS", bus())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(log.with_extension("err")).unwrap());
        Guarded::spawn(
            &mut command,
            "kairos daemon in its own mount namespace (unshare)",
        )
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// A floating event starting (and reminding) at `wall` local time.
fn add_floating(store: &mut Store, title: &str, wall: chrono::NaiveDateTime) -> String {
    let mut e = event(
        title,
        EventTime::Floating(wall),
        EventDuration::Exact(Duration::minutes(30)),
        None,
    );
    e.reminders = Reminders::Own(vec![Reminder::Before(Duration::zero())]);
    let calendar = personal(store);
    store.create(calendar, e).unwrap()
}

/// The wall-clock time in `zone`, `secs` from now, to the second.
fn wall_in(zone: Tz, secs: i64) -> (chrono::NaiveDateTime, DateTime<Utc>) {
    let at = DateTime::from_timestamp(Utc::now().timestamp() + secs, 0).unwrap();
    (at.with_timezone(&zone).naive_local(), at)
}

/// The daemon starts in UTC; two floating events are known; then the
/// system moves to New York. Within a minute the daemon says it follows
/// the new zone, the event at New York's local time reminds on time, and
/// the one at UTC's local time (due then in the old zone) does not remind
/// at all: it is five hours away now. Before, the daemon kept the zone it
/// started in: the first never reminded, the second reminded five hours
/// early and was recorded as shown.
#[test]
fn the_daemon_follows_the_system_zone_within_a_minute() {
    let _bus = exclusive_bus();
    let db = TempDb::new();
    let dir = db.dir.path();
    let etc = FakeEtc::new(dir, "Etc/UTC");
    let mut monitor = Monitor::start(dir);
    let mut store = db.open();
    let log = dir.join("daemon.log");
    let daemon = etc.daemon(&db.path, &log);
    let said = || std::fs::read_to_string(&log).unwrap_or_default();
    wait_for("the daemon to deliver reminders", DEADLINE, || {
        // The namespace could not be made: say why, at once.
        let err = std::fs::read_to_string(log.with_extension("err")).unwrap_or_default();
        assert!(
            !err.contains("unshare:") && !err.contains("mount:"),
            "{err}"
        );
        said().contains("this process delivers reminders")
    });
    // Both due 100 s from now in their zone: more than the minute the
    // daemon may take to notice the move.
    let new_york: Tz = "America/New_York".parse().unwrap();
    let (there, due) = wall_in(new_york, 100);
    let (here, _) = wall_in(chrono_tz::UTC, 100);
    let there_uid = add_floating(&mut store, "Dinner in New York", there);
    let here_uid = add_floating(&mut store, "Dinner in London", here);
    etc.move_to("America/New_York");
    wait_for("the daemon to follow New York's zone", DEADLINE, || {
        said().contains("reminders now follow the zone America/New_York")
    });
    let (at, _, _) = wait_for_value(
        "the reminder at New York's local time",
        DEADLINE + std::time::Duration::from_secs(100),
        || {
            monitor
                .notify_calls()
                .into_iter()
                .find(|c| c.1 == "Dinner in New York")
        },
    );
    assert!(at >= due, "shown at {at}, due at {due}");
    daemon.stop();
    let calls = monitor.calls_so_far();
    let titles: Vec<&str> = calls.iter().map(|c| c.1.as_str()).collect();
    assert_eq!(titles, ["Dinner in New York"], "{}", said());
    let deliveries = store.recent_deliveries(50).unwrap();
    assert!(
        deliveries.iter().any(|d| d.uid == there_uid),
        "{deliveries:?}"
    );
    assert!(
        !deliveries.iter().any(|d| d.uid == here_uid),
        "recorded in the old zone: {deliveries:?}"
    );
}
