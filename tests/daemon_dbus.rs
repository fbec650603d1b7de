//! `kairos daemon` against a real session bus and notification server
//! (dunst under Xvfb, started by `scripts/test`), watched with
//! `dbus-monitor`: exactly one Notify per reminder, not before its due
//! time, with the title escaped; not repeated after a restart; still one
//! with two daemons on one database; Open from a notification reaches the
//! window, or starts one.
//!
//! Real time on a machine that may be busy: every step waits for the
//! condition it needs (a daemon's log saying which process delivers, a
//! delivery row, a Notify seen on the bus, a window mapped), never for a
//! fixed time, and every process started is stopped when the test ends,
//! however it ends. Counting Notify calls is exact: a marker signal sent
//! after the deliverers stopped is seen by the monitor after anything they
//! sent.

mod bus_support;
mod display_support;
mod process_support;
mod store_support;

use bus_support::{
    bus, close_all_notifications, displayed, exclusive_bus, kairos, Daemon, Monitor, Role,
};

use chrono::{DateTime, Utc};
use display_support::mapped_windows_of;
use kairos::store::{Delivery, DeliveryState, Store};
use process_support::{wait_for, wait_for_value, Guarded, DEADLINE};
use std::path::Path;
use std::process::{Command, Stdio};
use store_support::TempDb;

/// An event starting (and reminding) `secs` seconds from now.
struct Added {
    uid: String,
    due: DateTime<Utc>,
}

/// Adds an event starting (and reminding) `secs` seconds from now. A
/// reminder found up to a minute late is still shown on time, so a slow
/// `kairos add` on a busy machine changes nothing.
fn add_due_in(db: &Path, title: &str, secs: i64) -> Added {
    let now = Utc::now();
    let due = DateTime::from_timestamp(now.timestamp() + secs, 0).unwrap();
    let out = kairos(db)
        .args([
            "add",
            title,
            "--tz",
            "UTC",
            "--remind",
            "0",
            "--location",
            "Room <1>",
        ])
        .args(["--start", &due.format("%Y-%m-%dT%H:%M:%S").to_string()])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let uid = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    Added { uid, due }
}

/// Waits until `event`'s reminder was shown: a Notify whose summary is
/// `summary` on the bus, and its delivery row Shown. Returns the Notify.
fn wait_for_shown(
    monitor: &Monitor,
    store: &Store,
    event: &Added,
    summary: &str,
) -> (DateTime<Utc>, String, String) {
    let call = wait_for_value(&format!("a Notify for {summary:?}"), DEADLINE, || {
        monitor.notify_calls().into_iter().find(|c| c.1 == summary)
    });
    delivery_in(store, event, DeliveryState::Shown);
    call
}

/// The delivery of `event`'s reminder once it is in `state`.
fn delivery_in(store: &Store, event: &Added, state: DeliveryState) -> Delivery {
    wait_for_value(
        &format!("the reminder of {} to be {state:?}", event.uid),
        DEADLINE,
        || {
            store
                .recent_deliveries(50)
                .unwrap()
                .into_iter()
                .find(|d| d.uid == event.uid && d.state == state)
        },
    )
}

/// Invokes the default action (Open) of the notification dunst shows, as
/// a click on it would, once dunst shows it.
fn press_open() {
    wait_for("dunst to show the notification", DEADLINE, || {
        displayed() >= 1
    });
    let invoked = Command::new("dunstctl")
        .args(["action", "0"])
        .env("DBUS_SESSION_BUS_ADDRESS", bus())
        .status()
        .unwrap();
    assert!(invoked.success());
}

#[test]
fn one_notification_on_time_never_repeated_and_one_with_two_daemons() {
    let _bus = exclusive_bus();
    let db = TempDb::new();
    let dir = db.dir.path();
    let mut monitor = Monitor::start(dir);
    let store = db.open();

    // One daemon, one reminder due in a few seconds.
    let (d1, role) = Daemon::start(&db.path, dir, "first", false);
    assert_eq!(role, Role::Delivers);
    let tea = add_due_in(&db.path, "Tea <break> & chat", 4);
    let (at, _, body) = wait_for_shown(&monitor, &store, &tea, "Tea &lt;break&gt; &amp; chat");
    assert!(body.ends_with("· Room &lt;1&gt;"), "{body}");
    // Never early. How soon after depends on how busy the machine is; the
    // scheduler's own tests pin that with an injected clock.
    assert!(at >= tea.due, "shown at {at}, due at {}", tea.due);
    d1.stop();
    let calls = monitor.calls_so_far();
    assert_eq!(calls.len(), 1, "exactly one Notify: {calls:?}");

    // A restart does not show it again: the new daemon has checked once
    // when it says it delivers, and reads SIGTERM only after that check.
    let (d2, role) = Daemon::start(&db.path, dir, "second", false);
    assert_eq!(role, Role::Delivers);
    d2.stop();
    let calls = monitor.calls_so_far();
    assert_eq!(calls.len(), 1, "not repeated after a restart: {calls:?}");

    // Two daemons on one database: one notifies, the other stands by.
    let (a, role) = Daemon::start(&db.path, dir, "a", false);
    assert_eq!(role, Role::Delivers);
    let (b, role) = Daemon::start(&db.path, dir, "b", false);
    assert_eq!(role, Role::StandsBy);
    let second = add_due_in(&db.path, "Second", 4);
    wait_for_shown(&monitor, &store, &second, "Second");
    a.stop();
    b.stop();
    let calls = monitor.calls_so_far();
    assert_eq!(calls.len(), 2, "one more Notify, not two: {calls:?}");
    assert_eq!(calls[1].1, "Second");
}

/// The window (the real binary on the Xvfb display) with its in-process
/// scheduler, killed when the test ends; returned once it is mapped.
fn window(db: &Path) -> Guarded {
    let window = Guarded::spawn(
        kairos(db)
            .env("DISPLAY", display_support::display())
            .env_remove("WAYLAND_DISPLAY")
            .env("ICED_BACKEND", "tiny-skia")
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
        "the kairos window",
    );
    let pid = window.id();
    wait_for("the window to be mapped", DEADLINE, || {
        !mapped_windows_of(pid).is_empty()
    });
    window
}

#[test]
fn the_window_delivers_in_process_offers_open_and_a_daemon_stands_by() {
    let _bus = exclusive_bus();
    // Reminders stay on screen until acted on: clear other tests' ones so
    // that the notification acted on below is this test's.
    close_all_notifications();
    let db = TempDb::new();
    let dir = db.dir.path();
    let mut monitor = Monitor::start(dir);
    let store = db.open();

    let _window = window(&db.path);
    let first = add_due_in(&db.path, "Window reminder", 4);
    wait_for_shown(&monitor, &store, &first, "Window reminder");
    let calls = monitor.calls_so_far();
    assert_eq!(
        calls.len(),
        1,
        "the window's scheduler notified once: {calls:?}"
    );
    let raw = std::fs::read_to_string(&monitor.log).unwrap();
    // Open is offered once, as the default action (a click), not also as
    // a button a menu would list twice.
    assert!(raw.contains("string \"default\""), "Open is offered: {raw}");
    assert_eq!(raw.matches("string \"Open\"").count(), 1, "{raw}");
    assert!(!raw.contains("string \"open\""), "{raw}");

    // A daemon started while the window runs stands by.
    let (d, role) = Daemon::start(&db.path, dir, "beside-window", false);
    assert_eq!(role, Role::StandsBy);
    let second = add_due_in(&db.path, "Only once", 4);
    wait_for_shown(&monitor, &store, &second, "Only once");
    d.stop();
    let calls = monitor.calls_so_far();
    assert_eq!(calls.len(), 2, "one more Notify, not two: {calls:?}");

    // Clicking the notification (its default action, Open) reaches the
    // window's scheduler, which acknowledges the reminder.
    press_open();
    wait_for("Open to reach the window", DEADLINE, || {
        store
            .recent_deliveries(2)
            .unwrap()
            .iter()
            .any(|d| d.state == DeliveryState::Dismissed)
    });
}

/// The pid in a daemon's "opened the window (pid N)" line.
fn opened_pid(said: &str) -> u32 {
    said.split("opened the window (pid ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|pid| pid.parse().ok())
        .unwrap_or_else(|| panic!("no pid in the log:\n{said}"))
}

#[test]
fn open_on_a_daemon_notification_starts_the_window_on_it() {
    let _bus = exclusive_bus();
    close_all_notifications();
    let db = TempDb::new();
    let dir = db.dir.path();
    let (d, role) = Daemon::start(&db.path, dir, "open", true);
    assert_eq!(role, Role::Delivers);
    let event = add_due_in(&db.path, "Open me", 3);
    let store = db.open();
    let shown = delivery_in(&store, &event, DeliveryState::Shown);
    press_open();
    // The daemon starts a window on it, stopped when the test ends.
    let pid = opened_pid(&d.wait_to_say("opened the window (pid "));
    let _window = process_support::KillOnDrop(pid);
    wait_for(
        "the window the daemon started to be mapped",
        DEADLINE,
        || !mapped_windows_of(pid).is_empty(),
    );
    let cmdline = std::fs::read_to_string(format!("/proc/{pid}/cmdline"))
        .unwrap()
        .replace('\0', " ");
    assert!(
        cmdline.contains(&format!("--open {}", shown.uid)),
        "{cmdline}"
    );
    assert!(
        cmdline.contains(&format!("--occurrence {}", shown.recurrence_id)),
        "{cmdline}"
    );
    // Opening acknowledged the reminder.
    delivery_in(&store, &event, DeliveryState::Dismissed);
    d.stop();
}

/// With a window already open on the file (standing by: the daemon was
/// first), Open on the daemon's notification shows the occurrence in that
/// window: no second window starts.
#[test]
fn open_on_a_daemon_notification_goes_to_the_window_already_open() {
    let _bus = exclusive_bus();
    close_all_notifications();
    let db = TempDb::new();
    let dir = db.dir.path();
    let (d, role) = Daemon::start(&db.path, dir, "open-here", false);
    assert_eq!(role, Role::Delivers);
    let _window = window(&db.path);
    // The socket appears only once the window accepts on it.
    let socket = kairos::instance::socket_path(&db.path);
    wait_for("the window to listen on its socket", DEADLINE, || {
        socket.exists()
    });
    let event = add_due_in(&db.path, "Open here", 3);
    let store = db.open();
    delivery_in(&store, &event, DeliveryState::Shown);
    press_open();
    let said = d.wait_to_say(&format!("showed {} in the running window", event.uid));
    // The daemon decides once: handed to the window, it starts none.
    assert!(
        !said.contains("opened the window"),
        "no second window:\n{said}"
    );
    delivery_in(&store, &event, DeliveryState::Dismissed);
    d.stop();
}

#[test]
fn a_snoozed_or_dismissed_reminder_is_taken_down() {
    use kairos::model::{OccurrenceRef, RecurrenceId};
    use kairos::remind::{DesktopNotifier, Notification, Notifier, Subject};
    let _bus = exclusive_bus();
    close_all_notifications();
    // The notifier speaks to the bus this process was given.
    bus();
    let mut notifier = DesktopNotifier::new(std::sync::Arc::new(|_| {})).offering_open();
    let subject = Subject {
        occurrence: OccurrenceRef {
            uid: "tea@test".into(),
            recurrence_id: RecurrenceId::Instant(Utc::now()),
        },
        reminder: "before:0".into(),
    };
    notifier
        .notify(&Notification {
            summary: "Tea".into(),
            body: "now".into(),
            subject: Some(subject.clone()),
        })
        .unwrap();
    wait_for("dunst to show it", DEADLINE, || displayed() == 1);
    notifier.withdraw(&subject);
    wait_for("the notification to be taken down", DEADLINE, || {
        displayed() == 0
    });
}

/// This process's threads that wait for notifications' actions.
fn listening_threads() -> usize {
    std::fs::read_dir("/proc/self/task")
        .unwrap()
        .filter_map(|t| std::fs::read_to_string(t.ok()?.path().join("comm")).ok())
        .filter(|name| name.starts_with("kairos-notif"))
        .count()
}

/// However many reminders are up, one thread hears their actions (on the
/// connection that showed them: GNOME Shell tells only that one), and each
/// action reaches the reminder it was given on.
#[test]
fn one_listener_hears_the_actions_of_every_notification() {
    use kairos::model::{OccurrenceRef, RecurrenceId};
    use kairos::remind::{Action, DesktopNotifier, Notification, Notifier, Subject};
    let _bus = exclusive_bus();
    close_all_notifications();
    bus();
    let (tx, rx) = std::sync::mpsc::channel();
    let tx = std::sync::Mutex::new(tx);
    let mut notifier = DesktopNotifier::new(std::sync::Arc::new(move |a| {
        let _ = tx.lock().unwrap().send(a);
    }))
    .offering_open();
    let before = listening_threads();
    let subject = |uid: &str| Subject {
        occurrence: OccurrenceRef {
            uid: uid.into(),
            recurrence_id: RecurrenceId::Instant("2027-01-04T09:00:00Z".parse().unwrap()),
        },
        reminder: "before:0".into(),
    };
    let uids = ["a@test", "b@test", "c@test"];
    for uid in uids {
        notifier
            .notify(&Notification {
                summary: uid.into(),
                body: "now".into(),
                subject: Some(subject(uid)),
            })
            .unwrap();
    }
    wait_for("dunst to show all three", DEADLINE, || displayed() == 3);
    assert_eq!(
        listening_threads(),
        before + 1,
        "one listener, not one each"
    );
    let mut heard = Vec::new();
    for left in (0..3).rev() {
        press_open();
        let event = rx
            .recv_timeout(std::time::Duration::from_secs(DEADLINE.as_secs()))
            .expect("the action is heard");
        assert_eq!(event.action, Action::Open);
        heard.push(event.subject.occurrence.uid);
        // The click closes it (dunst); the next is then the first shown.
        notifier.withdraw(&subject(heard.last().unwrap()));
        wait_for("it to go", DEADLINE, || displayed() == left);
    }
    heard.sort();
    assert_eq!(heard, uids);
    assert!(rx.try_recv().is_err(), "each heard once");
}

/// An event repeating every second, with a reminder: the daemon shows it
/// at most once a minute (it showed one a second, 61 a minute).
#[test]
fn a_secondly_rule_notifies_once_a_minute() {
    let _bus = exclusive_bus();
    let db = TempDb::new();
    let dir = db.dir.path();
    let mut monitor = Monitor::start(dir);
    let (daemon, role) = Daemon::start(&db.path, dir, "flood", false);
    assert_eq!(role, Role::Delivers);
    let start = DateTime::from_timestamp(Utc::now().timestamp() + 3, 0).unwrap();
    let added = kairos(&db.path)
        .args(["add", "Every second", "--tz", "UTC", "--remind", "0"])
        .args(["--rrule", "FREQ=SECONDLY"])
        .args(["--start", &start.format("%Y-%m-%dT%H:%M:%S").to_string()])
        .output()
        .unwrap();
    assert!(added.status.success());
    let times = |monitor: &Monitor| -> Vec<DateTime<Utc>> {
        monitor
            .notify_calls()
            .into_iter()
            .filter(|c| c.1 == "Every second")
            .map(|c| c.0)
            .collect()
    };
    // The second one, a minute after the first (a condition, not a sleep).
    wait_for(
        "a second notification",
        DEADLINE + std::time::Duration::from_secs(60),
        || times(&monitor).len() >= 2,
    );
    daemon.stop();
    monitor.calls_so_far();
    let times = times(&monitor);
    assert_eq!(times.len(), 2, "{times:?}");
    assert!(
        times[1] - times[0] >= chrono::Duration::seconds(50),
        "{times:?}"
    );
    assert!(times[0] >= start, "early: {times:?}");
}

/// A new invitation is announced once, with Accept and Decline; Accept
/// (the server's ActionInvoked signal, as a click on the button sends it)
/// writes my answer, and the notification is taken down; a restart does
/// not announce it again.
#[test]
fn a_new_invitation_is_announced_once_and_answered_from_its_notification() {
    use kairos::model::CalendarAddress;
    use kairos::store::Preferences;
    let _bus = exclusive_bus();
    close_all_notifications();
    let db = TempDb::new();
    let dir = db.dir.path();
    let mut monitor = Monitor::start(dir);
    let mut store = db.open();
    let mut chosen = Preferences::load(&store).unwrap();
    chosen.addresses = vec![CalendarAddress::parse("me@example.org").unwrap()];
    chosen.save(&mut store).unwrap();

    let (d, role) = Daemon::start(&db.path, dir, "invitations", false);
    assert_eq!(role, Role::Delivers);
    // Its first look records what waits (nothing) without announcing.
    wait_for("the daemon's first look at invitations", DEADLINE, || {
        store.setting("invitations-announced").unwrap().is_some()
    });
    let start = Utc::now() + chrono::Duration::days(30);
    let ics = dir.join("invite.ics");
    let stamp = |t: DateTime<Utc>| t.format("%Y%m%dT%H%M%SZ").to_string();
    std::fs::write(
        &ics,
        [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Kairos tests//EN",
            "METHOD:REQUEST",
            "BEGIN:VEVENT",
            "UID:quarterly-review@test",
            &format!("DTSTAMP:{}", stamp(Utc::now())),
            &format!("DTSTART:{}", stamp(start)),
            &format!("DTEND:{}", stamp(start + chrono::Duration::hours(1))),
            "SUMMARY:Quarterly review",
            "SEQUENCE:0",
            "ORGANIZER;CN=Gina Example:mailto:gina@example.org",
            "ATTENDEE;CN=Gina Example;PARTSTAT=ACCEPTED:mailto:gina@example.org",
            "ATTENDEE;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:me@example.org",
            "END:VEVENT",
            "END:VCALENDAR",
            "",
        ]
        .join("\r\n"),
    )
    .unwrap();
    let imported = kairos(&db.path).arg("import").arg(&ics).output().unwrap();
    assert!(
        imported.status.success(),
        "{}",
        String::from_utf8_lossy(&imported.stderr)
    );
    let (_, _, body) = wait_for_value("the invitation's Notify", DEADLINE, || {
        monitor
            .notify_calls()
            .into_iter()
            .find(|c| c.1 == "Invitation: Quarterly review")
    });
    assert!(body.starts_with("Gina Example invites you · "), "{body}");
    let said = d.wait_to_say("invitation quarterly-review@test shown (notification ");
    let id: u32 = said
        .split("invitation quarterly-review@test shown (notification ")
        .nth(1)
        .and_then(|rest| rest.split(')').next())
        .and_then(|n| n.parse().ok())
        .expect("the notification's id in the log");
    wait_for("dunst to show it", DEADLINE, || displayed() >= 1);

    // The user presses Accept: the server signals it. Sent again until it
    // is heard (the notifier listens from a moment after showing it).
    let my_status = || {
        let shown = kairos(&db.path)
            .args(["show", "quarterly-review@test", "--json"])
            .output()
            .unwrap();
        let shown: serde_json::Value = serde_json::from_slice(&shown.stdout).unwrap();
        shown["my_status"].as_str().unwrap_or_default().to_owned()
    };
    wait_for("the answer from the notification", DEADLINE, || {
        let sent = Command::new("dbus-send")
            .args([
                "--session",
                "--type=signal",
                "/org/freedesktop/Notifications",
                "org.freedesktop.Notifications.ActionInvoked",
                &format!("uint32:{id}"),
                "string:accept",
            ])
            .env("DBUS_SESSION_BUS_ADDRESS", bus())
            .status()
            .unwrap();
        assert!(sent.success());
        my_status() == "accepted"
    });
    // Answered: the notification no longer offers an answer.
    wait_for("the notification to be taken down", DEADLINE, || {
        displayed() == 0
    });
    d.stop();

    // A restart announces nothing again.
    let (d, _) = Daemon::start(&db.path, dir, "again", false);
    d.stop();
    let calls = monitor.calls_so_far();
    let announced = calls
        .iter()
        .filter(|c| c.1 == "Invitation: Quarterly review")
        .count();
    assert_eq!(announced, 1, "{calls:?}");
}
