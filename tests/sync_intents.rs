//! A sync killed after the server took a write but before Kairos recorded
//! it: the next sync recognises its own write (by the hash of what it
//! sent, recorded before sending) instead of taking it for another
//! device's. Without that, an edit made meanwhile became a conflict copy,
//! and a delete made meanwhile was undone by a pull.
//!
//! A proxy between `kairos sync` and Radicale passes the chosen PUT on,
//! and once Radicale has answered, kills the sync (SIGKILL) before the
//! answer reaches it; or kills it at a PUT it never passes on.

mod dav_support;
mod process_support;
mod sync_support;

use std::os::unix::process::ExitStatusExt;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering::SeqCst};
use std::sync::{Arc, Mutex};

use dav_support::{dead, forward, radicale, Answer, Http};
use kairos::store::{EventChanges, Scope, Store};
use process_support::{signal, wait_for, Guarded, DEADLINE};
use sync_support::{conflict_copies, path_of, Device, Kairos, Server};

/// The name Kairos gives `uid`'s resource: `/name.ics`.
fn file_of(uid: &str) -> String {
    kairos::sync::new_href("", uid)
}

/// A proxy to Radicale that, while armed, lets the first PUT through and
/// kills the sync whose pid is in `pid` once Radicale answered it (or,
/// with `withhold`, kills it without passing the PUT on); the path that
/// PUT went to is kept in `taken`.
struct KillingProxy {
    proxy: Http,
    armed: Arc<AtomicBool>,
    withhold: Arc<AtomicBool>,
    pid: Arc<AtomicU32>,
    taken: Arc<Mutex<Option<String>>>,
}

impl KillingProxy {
    fn start() -> KillingProxy {
        let armed = Arc::new(AtomicBool::new(false));
        let withhold = Arc::new(AtomicBool::new(false));
        let pid = Arc::new(AtomicU32::new(0));
        let taken: Arc<Mutex<Option<String>>> = Arc::default();
        let (a, w, p, t) = (armed.clone(), withhold.clone(), pid.clone(), taken.clone());
        let proxy = Http::start(move |req| {
            if req.method != "PUT" || !a.swap(false, SeqCst) {
                return Answer::Forward(radicale());
            }
            if !w.load(SeqCst) {
                let (head, _) = forward(&radicale(), req);
                let status = head.split_whitespace().nth(1).unwrap_or("");
                assert!(status.starts_with('2'), "Radicale took it: {head}");
            }
            *t.lock().unwrap() = Some(req.path.clone());
            wait_for("the sync's pid", DEADLINE, || p.load(SeqCst) != 0);
            signal(p.load(SeqCst), "KILL");
            wait_for("the sync to die", DEADLINE, || dead(p.load(SeqCst)));
            Answer::Hang
        });
        KillingProxy {
            proxy,
            armed,
            withhold,
            pid,
            taken,
        }
    }

    /// Runs `kairos sync`, which is killed at its first PUT; which of
    /// `uids` the server took.
    fn sync_killed(&self, kairos: &Kairos, uids: &[String]) -> String {
        self.withhold.store(false, SeqCst);
        self.kill_at_put(kairos, uids)
    }

    /// Runs `kairos sync`, which is killed at its first PUT before the
    /// server sees it; which of `uids` it was for.
    fn sync_killed_unsent(&self, kairos: &Kairos, uids: &[String]) -> String {
        self.withhold.store(true, SeqCst);
        self.kill_at_put(kairos, uids)
    }

    fn kill_at_put(&self, kairos: &Kairos, uids: &[String]) -> String {
        *self.taken.lock().unwrap() = None;
        self.pid.store(0, SeqCst);
        self.armed.store(true, SeqCst);
        let mut sync = Guarded::spawn(
            Command::new(env!("CARGO_BIN_EXE_kairos"))
                .arg("--db")
                .arg(&kairos.db)
                .arg("sync")
                .env("TZ", "UTC")
                .stdout(Stdio::null())
                .stderr(Stdio::null()),
            "kairos sync",
        );
        self.pid.store(sync.id(), SeqCst);
        assert_eq!(sync.wait().signal(), Some(9), "killed at its first PUT");
        let path = self
            .taken
            .lock()
            .unwrap()
            .clone()
            .expect("a PUT went through");
        let taken = uids.iter().find(|u| path.ends_with(&file_of(u)));
        taken
            .unwrap_or_else(|| panic!("{path} is one of {uids:?}"))
            .clone()
    }
}

/// yves's new calendar `name` with an account on it through `proxy`, and
/// three local events in it; their UIDs.
fn setup(name: &str, proxy: &Http) -> (Device, String, Kairos, Vec<String>) {
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar(name);
    let kairos = Kairos::new();
    let url = format!("{}{}", proxy.url, &path_of(&calendar)[1..]);
    kairos.add_account("intents", &url, &device);
    let uids = (0..3)
        .map(|i| {
            let start = format!("2026-12-0{}T09:00", i + 1);
            let args = ["add", "Planned", "--start", &start, "--calendar", name];
            kairos.ok(&args).trim().to_owned()
        })
        .collect();
    (device, calendar, kairos, uids)
}

/// The titles on the server, by UID.
fn on_server(device: &Device, calendar: &str, uids: &[String]) -> Vec<(String, Option<String>)> {
    let etags = device.etags(calendar);
    uids.iter()
        .map(|uid| {
            let there = etags.keys().any(|h| h.ends_with(&file_of(uid)));
            let title = there.then(|| {
                let text = device.get(calendar, uid);
                let line = text.lines().find(|l| l.starts_with("SUMMARY:")).unwrap();
                line.trim_end()["SUMMARY:".len()..].to_owned()
            });
            (uid.clone(), title)
        })
        .collect()
}

fn retitle(kairos: &Kairos, uid: &str, title: &str) {
    let mut store = Store::open(&kairos.db).unwrap();
    let changes = EventChanges {
        summary: Some(title.to_owned()),
        ..Default::default()
    };
    store.update(uid, Scope::All, changes).unwrap();
}

/// Killed after the server took a new event: deleting it here meanwhile
/// deletes it there too; it does not come back.
#[test]
fn a_create_the_server_took_then_deleted_here_does_not_come_back() {
    let proxy = KillingProxy::start();
    let name = "Intent create";
    let (device, calendar, kairos, uids) = setup(name, &proxy.proxy);
    let taken = proxy.sync_killed(&kairos, &uids);
    let mut store = Store::open(&kairos.db).unwrap();
    store.delete(&taken, Scope::All).unwrap();
    drop(store);
    kairos.sync();
    let here = kairos.events(name);
    assert!(
        !here.contains_key(&taken),
        "deleted here, and back: {here:?}"
    );
    let there = on_server(&device, &calendar, &uids);
    let expected: Vec<(String, Option<String>)> = uids
        .iter()
        .map(|u| (u.clone(), (*u != taken).then(|| "Planned".to_owned())))
        .collect();
    assert_eq!(there, expected, "the server as here");
    assert_eq!(here.len(), 2);
}

/// Killed after the server took an edit: editing the same title again
/// here meanwhile is sent, with no conflict copy.
#[test]
fn an_edit_the_server_took_then_edited_again_here_makes_no_copy() {
    let proxy = KillingProxy::start();
    let name = "Intent edit";
    let (device, calendar, kairos, uids) = setup(name, &proxy.proxy);
    kairos.sync();
    let uid = &uids[1];
    retitle(&kairos, uid, "Moved to the big room");
    assert_eq!(&proxy.sync_killed(&kairos, &uids), uid);
    let there = on_server(&device, &calendar, std::slice::from_ref(uid));
    assert_eq!(there[0].1.as_deref(), Some("Moved to the big room"));
    retitle(&kairos, uid, "Moved to the small room");
    kairos.sync();
    let here = kairos.events(name);
    let copies = conflict_copies(&here);
    assert!(copies.is_empty(), "conflict copies: {copies:?}");
    assert_eq!(
        here.get(uid).map(String::as_str),
        Some("Moved to the small room")
    );
    let there = on_server(&device, &calendar, &uids);
    assert_eq!(there[1].1.as_deref(), Some("Moved to the small room"));
    assert_eq!(there.iter().filter(|(_, t)| t.is_some()).count(), 3);
    assert_eq!(here.len(), 3);
}

/// Killed after the server took an edit, which the phone then changed
/// again (it saw the edit, so its title is the later one); meanwhile the
/// place was changed here. The next sync keeps the phone's title and this
/// computer's place, with no conflict copy: the server's copy still holds
/// the mark of the write that arrived, so it is merged as changed on top
/// of it. Before, the lost answer left the older base, and the title —
/// changed on both sides since that base — became a conflict copy.
#[test]
fn an_edit_the_server_took_then_changed_there_merges_without_a_copy() {
    let proxy = KillingProxy::start();
    let name = "Intent lost answer";
    let (device, calendar, kairos, uids) = setup(name, &proxy.proxy);
    kairos.sync();
    let uid = &uids[2];
    lose_an_answer_then_edit_both_sides(&proxy, &device, &calendar, &kairos, &uids, uid);
    synced_with_the_phones_title_and_this_place(&device, &calendar, &kairos, name, uid);
}

/// The server takes a new title for `uid` whose answer is lost (the sync
/// killed); then the phone edits the title in place, keeping what it does
/// not know, and the place is changed here.
fn lose_an_answer_then_edit_both_sides(
    proxy: &KillingProxy,
    device: &Device,
    calendar: &str,
    kairos: &Kairos,
    uids: &[String],
    uid: &str,
) {
    retitle(kairos, uid, "Moved to the big room");
    assert_eq!(proxy.sync_killed(kairos, uids), uid);
    let text = device.get(calendar, uid);
    assert!(text.contains("SUMMARY:Moved to the big room"), "{text}");
    device.replace(
        calendar,
        uid,
        &text.replace("SUMMARY:Moved to the big room", "SUMMARY:Cancelled"),
    );
    let mut store = Store::open(&kairos.db).unwrap();
    let place = EventChanges {
        location: Some(Some("Room 2".to_owned())),
        ..Default::default()
    };
    store.update(uid, Scope::All, place).unwrap();
}

/// The next sync keeps the phone's title and this computer's place on
/// both sides, with no conflict copy.
fn synced_with_the_phones_title_and_this_place(
    device: &Device,
    calendar: &str,
    kairos: &Kairos,
    name: &str,
    uid: &str,
) {
    let report = kairos.sync();
    let here = kairos.events(name);
    let copies = conflict_copies(&here);
    assert!(copies.is_empty(), "conflict copies: {copies:?}\n{report}");
    assert_eq!(here.get(uid).map(String::as_str), Some("Cancelled"));
    let there = device.get(calendar, uid);
    assert!(there.contains("SUMMARY:Cancelled"), "{there}");
    assert!(there.contains("LOCATION:Room 2"), "{there}");
    assert_eq!(device.etags(calendar).len(), 3);
}

/// Campaign seed 291105817: as above, the server took an edit whose
/// answer was lost, and the phone changed it on top; the place was changed
/// here. The next sync's merge of both is never sent (killed first), so
/// the sync after that merges the same again. It must still take the
/// lost write as its base: before, the merge's own intent replaced the
/// lost write's, nothing recorded that it had arrived, and the title —
/// changed on both sides since the older base — became a conflict copy.
#[test]
fn a_merge_killed_unsent_after_a_lost_answer_still_merges_from_it() {
    let proxy = KillingProxy::start();
    let name = "Intent merge unsent";
    let (device, calendar, kairos, uids) = setup(name, &proxy.proxy);
    kairos.sync();
    let uid = &uids[1];
    lose_an_answer_then_edit_both_sides(&proxy, &device, &calendar, &kairos, &uids, uid);
    // The merge (the phone's title, this computer's place) dies unsent.
    assert_eq!(&proxy.sync_killed_unsent(&kairos, &uids), uid);
    let there = device.get(&calendar, uid);
    assert!(!there.contains("LOCATION:Room 2"), "not sent: {there}");
    synced_with_the_phones_title_and_this_place(&device, &calendar, &kairos, name, uid);
}
