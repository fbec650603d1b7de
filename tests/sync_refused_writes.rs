//! A write the server refuses is never "up to date". Between `kairos sync`
//! and Radicale a proxy lets another device change an event just before
//! Kairos's write of it arrives, so Radicale itself answers 412 (the
//! ETag Kairos sends is no longer the event's): the sync reads the event
//! again and decides again with what the server holds now. A write the
//! server keeps refusing stays here, is listed as `unsent`, and makes
//! `kairos sync` fail until it is sent.

mod dav_support;
mod sync_support;

use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
use std::sync::{Arc, Mutex};

use dav_support::{radicale, reply, Answer, Http};
use sync_support::{conflict_copies, path_of, Device, Kairos, Server};

/// What the other device does to the server, run once when the next
/// write of an event reaches the proxy (before it is passed on).
type Race = Box<dyn FnOnce() + Send>;

/// A proxy to Radicale that runs the armed race before the next event
/// write, and answers every PUT 412 itself while `refuse` is set.
struct RacingProxy {
    proxy: Http,
    race: Arc<Mutex<Option<Race>>>,
    refuse: Arc<AtomicBool>,
}

impl RacingProxy {
    fn start() -> RacingProxy {
        let race: Arc<Mutex<Option<Race>>> = Arc::default();
        let refuse = Arc::new(AtomicBool::new(false));
        let (r, no) = (race.clone(), refuse.clone());
        let proxy = Http::start(move |req| {
            let write = matches!(req.method.as_str(), "PUT" | "DELETE");
            if write && req.path.ends_with(".ics") {
                if req.method == "PUT" && no.load(SeqCst) {
                    return reply(412, "", "");
                }
                let armed = r.lock().unwrap().take();
                if let Some(race) = armed {
                    race();
                }
            }
            Answer::Forward(radicale())
        });
        RacingProxy {
            proxy,
            race,
            refuse,
        }
    }

    fn arm(&self, race: impl FnOnce() + Send + 'static) {
        *self.race.lock().unwrap() = Some(Box::new(race));
    }
}

/// yves's new calendar `name`, an account on it through the proxy, and
/// one event in it, synced: the device, the calendar's URL, the database
/// and the event's UID.
fn setup(name: &str, proxy: &RacingProxy) -> (Device, String, Kairos, String) {
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar(name);
    let kairos = Kairos::new();
    let url = format!("{}{}", proxy.proxy.url, &path_of(&calendar)[1..]);
    kairos.add_account("refused", &url, &device);
    let args = [
        "add",
        "Planning",
        "--start",
        "2026-12-03T09:00",
        "--calendar",
        name,
    ];
    let uid = kairos.ok(&args).trim().to_owned();
    kairos.sync();
    (device, calendar, kairos, uid)
}

/// The other device's edit of `uid` on the server: `change` applied to
/// the event's text as the server holds it.
fn edit_there(device: &Device, calendar: &str, uid: &str, change: impl Fn(&str) -> String) {
    let text = device.get(calendar, uid);
    device.replace(calendar, uid, &change(&text));
}

fn line_of(text: &str, name: &str) -> Option<String> {
    let line = text.lines().find(|l| l.starts_with(&format!("{name}:")))?;
    Some(line.trim_end()[name.len() + 1..].to_owned())
}

/// `kairos sync --json`: whether it succeeded, its report and stderr.
fn sync(kairos: &Kairos) -> (bool, serde_json::Value, String) {
    let out = kairos.run(&["sync", "--json"]);
    let report = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    (out.status.success(), report, err)
}

#[test]
fn a_delete_refused_because_the_event_changed_there_gives_way_to_the_edit() {
    let proxy = RacingProxy::start();
    let name = "Refused delete";
    let (device, calendar, kairos, uid) = setup(name, &proxy);
    kairos.ok(&["delete", &uid]);
    let (d, c, u) = (device.clone(), calendar.clone(), uid.clone());
    proxy.arm(move || {
        edit_there(&d, &c, &u, |t| {
            t.replace("SUMMARY:Planning", "SUMMARY:Moved")
        })
    });
    let (ok, report, err) = sync(&kairos);
    assert!(ok, "{err} {report}");
    // An edit beats a delete: it is back here, with the edit.
    assert_eq!(
        kairos.events(name).get(&uid).map(String::as_str),
        Some("Moved")
    );
    assert_eq!(
        line_of(&device.get(&calendar, &uid), "SUMMARY").as_deref(),
        Some("Moved")
    );
    let (ok, again, err) = sync(&kairos);
    assert!(ok, "{err}");
    sync_support::assert_quiet(&again, name);
}

#[test]
fn an_edit_refused_because_the_event_changed_there_is_merged_with_it() {
    let proxy = RacingProxy::start();
    let name = "Refused edit";
    let (device, calendar, kairos, uid) = setup(name, &proxy);
    kairos.ok(&["edit", &uid, "--title", "Planning with the budget"]);
    let (d, c, u) = (device.clone(), calendar.clone(), uid.clone());
    proxy.arm(move || {
        edit_there(&d, &c, &u, |t| {
            t.replacen("END:VEVENT", "LOCATION:Room 4\r\nEND:VEVENT", 1)
        })
    });
    let (ok, report, err) = sync(&kairos);
    assert!(ok, "{err} {report}");
    let there = device.get(&calendar, &uid);
    assert_eq!(
        line_of(&there, "SUMMARY").as_deref(),
        Some("Planning with the budget")
    );
    assert_eq!(
        line_of(&there, "LOCATION").as_deref(),
        Some("Room 4"),
        "{there}"
    );
    let here = kairos.events(name);
    assert!(conflict_copies(&here).is_empty(), "{here:?}");
    let shown: serde_json::Value =
        serde_json::from_str(&kairos.ok(&["show", &uid, "--json"])).unwrap();
    assert_eq!(shown["location"], "Room 4", "{shown}");
    assert_eq!(shown["title"], "Planning with the budget", "{shown}");
}

#[test]
fn a_write_the_server_keeps_refusing_fails_every_sync_until_it_is_sent() {
    let proxy = RacingProxy::start();
    let name = "Refused always";
    let (device, calendar, kairos, uid) = setup(name, &proxy);
    kairos.ok(&["edit", &uid, "--title", "Planning moved"]);
    proxy.refuse.store(true, SeqCst);
    for _ in 0..2 {
        let (ok, report, err) = sync(&kairos);
        assert!(!ok, "a refused write said as success: {report}");
        let unsent = &sync_support::counts(&report, name)["unsent"];
        assert_eq!(unsent.as_array().map(Vec::len), Some(1), "{report}");
        assert!(
            unsent[0].as_str().unwrap().contains("Planning moved"),
            "{unsent}"
        );
        assert!(err.contains("1 change could not be sent"), "{err}");
        assert!(!err.contains("up to date"), "{err}");
    }
    assert_eq!(
        line_of(&device.get(&calendar, &uid), "SUMMARY").as_deref(),
        Some("Planning")
    );
    proxy.refuse.store(false, SeqCst);
    let (ok, report, err) = sync(&kairos);
    assert!(ok, "{err} {report}");
    assert_eq!(sync_support::counts(&report, name)["pushed"], 1, "{report}");
    assert_eq!(
        line_of(&device.get(&calendar, &uid), "SUMMARY").as_deref(),
        Some("Planning moved")
    );
}

/// An organiser deletes a meeting whose attendee answered on the server
/// meanwhile (the answer's the only change there): the delete wins, and
/// carries the ETag of the answered copy, so the server takes it.
#[test]
fn a_meeting_deleted_here_after_an_answer_there_is_deleted_there() {
    let device = Device::new(Server::Radicale, "yves");
    let name = "Answered meeting";
    let calendar = device.make_calendar(name);
    let kairos = Kairos::new();
    kairos.add_account("answered", &calendar, &device);
    kairos::store::Store::open(&kairos.db)
        .unwrap()
        .set_setting("my_addresses", "yves@example.org")
        .unwrap();
    let args = [
        "add",
        "Review",
        "--start",
        "2026-12-04T09:00",
        "--calendar",
        name,
        "--attendee",
        "ivan@example.org",
    ];
    let uid = kairos.ok(&args).trim().to_owned();
    kairos.sync();
    edit_there(&device, &calendar, &uid, |t| {
        assert!(t.contains("PARTSTAT=NEEDS-ACTION"), "{t}");
        t.replace("PARTSTAT=NEEDS-ACTION", "PARTSTAT=ACCEPTED")
    });
    kairos.ok(&["delete", &uid]);
    let (ok, report, err) = sync(&kairos);
    assert!(ok, "{err} {report}");
    let c = sync_support::counts(&report, name);
    assert_eq!(c["deleted_remote"], 1, "{report}");
    assert_eq!(c["pulled"], 0, "{report}");
    assert!(
        device.etags(&calendar).is_empty(),
        "{:?}",
        device.etags(&calendar)
    );
    assert!(kairos.events(name).is_empty());
    let (ok, again, err) = sync(&kairos);
    assert!(ok, "{err}");
    sync_support::assert_quiet(&again, name);
}
