//! `kairos reminders`, and `kairos daemon` where no notification can be
//! shown (no session bus): it logs, records the failure, retries, and
//! neither crashes nor hangs.

mod process_support;
mod store_support;

use chrono::{Duration, Utc};
use process_support::{wait_for, wait_for_value, Guarded, DEADLINE};
use std::path::Path;
use std::process::{Command, Stdio};
use store_support::TempDb;

fn kairos(db: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_kairos"));
    c.env("KAIROS_DB", db).env("TZ", "UTC");
    c
}

fn ok(db: &Path, args: &[&str]) -> String {
    let out = kairos(db).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn reminders_lists_what_is_coming() {
    let db = TempDb::new();
    // Two days ahead, so that both reminders are still to come.
    let start = (Utc::now() + Duration::days(2))
        .format("%Y-%m-%dT09:00")
        .to_string();
    ok(
        &db.path,
        &[
            "add", "Dentist", "--start", &start, "--remind", "30m", "--remind", "1d",
        ],
    );
    let text = ok(&db.path, &["reminders"]);
    assert_eq!(
        text.lines()
            .filter(|l| l.contains("upcoming") && l.contains("Dentist"))
            .count(),
        2,
        "{text}"
    );
    let json: Vec<serde_json::Value> =
        serde_json::from_str(&ok(&db.path, &["reminders", "--json"])).unwrap();
    let keys: Vec<&str> = json
        .iter()
        .map(|r| r["reminder"].as_str().unwrap())
        .collect();
    assert_eq!(keys, ["before:86400", "before:1800"]);
    assert!(json[1]["due"]
        .as_str()
        .unwrap()
        .ends_with("T08:30:00+00:00"));
    let none = TempDb::new();
    assert!(ok(&none.path, &["reminders"]).starts_with("No reminders"));
}

#[test]
fn without_a_notification_server_the_daemon_records_failures_and_keeps_running() {
    let db = TempDb::new();
    let log = db.dir.path().join("daemon.log");
    let mut daemon = Guarded::spawn(
        kairos(&db.path)
            .args(["daemon", "--log", log.to_str().unwrap()])
            .env(
                "DBUS_SESSION_BUS_ADDRESS",
                "unix:path=/nonexistent/kairos-test-bus",
            )
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
        "kairos daemon",
    );
    let said = || std::fs::read_to_string(&log).unwrap_or_default();
    wait_for("the daemon to deliver", DEADLINE, || {
        said().contains("this process delivers reminders")
    });
    let due = Utc::now() + Duration::seconds(2);
    ok(
        &db.path,
        &[
            "add",
            "Call",
            "--tz",
            "UTC",
            "--remind",
            "0",
            "--start",
            &due.format("%Y-%m-%dT%H:%M:%S").to_string(),
        ],
    );
    let row = wait_for_value("a failed delivery row", DEADLINE, || {
        let json: Vec<serde_json::Value> =
            serde_json::from_str(&ok(&db.path, &["reminders", "--json"])).unwrap();
        json.into_iter().find(|r| r["state"] == "failed")
    });
    assert!(row["attempts"].as_u64().unwrap() >= 1);
    assert!(!row["last_error"].as_str().unwrap().is_empty());
    assert!(daemon.exited().is_none(), "the daemon is still running");
    let text = said();
    assert!(
        text.contains("WARN kairos: reminder for \"Call\" not shown:"),
        "{text}"
    );
    daemon.stop();
}
