//! Sync that keeps going: data in one account that once made the sync panic
//! is left on its server with a note, never the end of the others' sync (a
//! panic that remains is an error in words for that account: see
//! `sync::pass`'s unit tests); and an edit made while a merged version of
//! the same event is being sent is merged next time, not made a conflict
//! copy; and a web server without WebDAV (501) is said at once, not asked
//! again with back-off.

mod dav_support;
mod process_support;
mod sync_support;

use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
use std::sync::{Arc, Mutex};

use dav_support::{account_on, fake, Answer, Http, Member, World};
use kairos::store::{EventChanges, Scope, Store};
use sync_support::{conflict_copies, path_of, Device, Kairos, Server};

/// An event whose length no clock can add (it made the sync panic; it is
/// refused as too long now).
fn poison(uid: &str) -> String {
    format!(
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\nBEGIN:VEVENT\r\n\
         UID:{uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:20261201T090000Z\r\n\
         DURATION:P99999999W\r\nSUMMARY:Forever\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    )
}

/// One account's server sends an event Kairos cannot keep (it made the run
/// exit 101); it stays on that server with a note, the rest of that account
/// and another account on Radicale sync, and the first account's status is
/// finished, not "syncing" for ever.
#[test]
fn one_accounts_bad_data_stops_neither_the_others_nor_the_run() {
    let world = Arc::new(Mutex::new(World::default()));
    world.lock().unwrap().calendar(
        "/cal/work/",
        "Work",
        &[("fine", "/cal/work/fine.ics".into())],
    );
    {
        let mut w = world.lock().unwrap();
        let members = &mut w.calendars.get_mut("/cal/work/").unwrap().1;
        members.insert(
            "/cal/work/forever.ics".into(),
            Member {
                href: "/cal/work/forever.ics".into(),
                etag: "\"1\"".into(),
                ics: poison("forever"),
            },
        );
    }
    let server = fake(&world);
    let kairos = account_on(&server.url);
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar("Steady");
    kairos.add_account("steady", &calendar, &device);
    let uid = kairos.ok(&[
        "add",
        "Still sent",
        "--start",
        "2026-12-02T10:00",
        "--calendar",
        "Steady",
    ]);

    let out = kairos.run(&["sync"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "no crash: {stderr}");
    assert!(
        stdout.contains("forever.ics kept on the server only") && stdout.contains("longer than"),
        "{stdout}"
    );
    assert!(
        device
            .etags(&calendar)
            .keys()
            .any(|h| h.contains(&kairos::sync::new_href("", uid.trim())[1..])),
        "the other account synced: {:?}",
        device.etags(&calendar)
    );
    let store = Store::open(&kairos.db).unwrap();
    let odd = store.account("odd").unwrap().id;
    let state = store.sync_state(odd).unwrap();
    assert!(state.finished.is_some() && !state.running(), "{state:?}");
    assert!(state.error.is_none(), "nothing failed: {state:?}");
    assert!(
        store.event("fine").is_ok(),
        "the rest of that account synced"
    );
}

/// The phone changed the notes, this computer the place; while the merged
/// version is being sent, the place is changed here again. The next sync
/// sends the new place with the phone's notes, and makes no copy.
#[test]
fn an_edit_made_while_a_merge_is_sent_is_merged_next_time() {
    let armed = Arc::new(AtomicBool::new(false));
    let db: Arc<Mutex<Option<std::path::PathBuf>>> = Arc::default();
    let (a, d) = (armed.clone(), db.clone());
    let uid_of_edit: Arc<Mutex<String>> = Arc::default();
    let u = uid_of_edit.clone();
    let radicale = Server::Radicale
        .url()
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_owned();
    let up = radicale.clone();
    let proxy = Http::start(move |req| {
        if req.method == "PUT" && a.swap(false, SeqCst) {
            // The user edits the place while the merge is on its way.
            let path = d.lock().unwrap().clone().unwrap();
            let mut store = Store::open(path).unwrap();
            let changes = EventChanges {
                location: Some(Some("Room 3".into())),
                ..Default::default()
            };
            store
                .update(&u.lock().unwrap(), Scope::All, changes)
                .unwrap();
        }
        Answer::Forward(up.clone())
    });
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar("Merged");
    let kairos = Kairos::new();
    *db.lock().unwrap() = Some(kairos.db.clone());
    let url = format!("{}{}", proxy.url, &path_of(&calendar)[1..]);
    kairos.add_account("merge", &url, &device);
    let uid = kairos
        .ok(&[
            "add",
            "Review",
            "--start",
            "2026-12-03T14:00",
            "--calendar",
            "Merged",
            "--location",
            "Room 1",
        ])
        .trim()
        .to_owned();
    *uid_of_edit.lock().unwrap() = uid.clone();
    kairos.sync();

    // The phone: new notes.
    let text = device.get(&calendar, &uid);
    let phone = text.replace(
        "LOCATION:Room 1",
        "LOCATION:Room 1\r\nDESCRIPTION:Bring the slides",
    );
    assert_ne!(phone, text);
    device.replace(&calendar, &uid, &phone);
    // Here: a new place.
    let mut store = Store::open(&kairos.db).unwrap();
    let changes = EventChanges {
        location: Some(Some("Room 2".into())),
        ..Default::default()
    };
    store.update(&uid, Scope::All, changes).unwrap();
    drop(store);

    armed.store(true, SeqCst);
    kairos.sync();
    assert!(!armed.load(SeqCst), "the merge was sent");
    kairos.sync();

    let store = Store::open(&kairos.db).unwrap();
    let here = store.event(&uid).unwrap().event;
    assert_eq!(here.location.as_deref(), Some("Room 3"));
    assert_eq!(here.description.as_deref(), Some("Bring the slides"));
    let titles = kairos.events("Merged");
    let copies = conflict_copies(&titles);
    assert!(copies.is_empty(), "conflict copies: {copies:?}");
    let there = device.get(&calendar, &uid);
    assert!(there.contains("LOCATION:Room 3"), "{there}");
    assert!(there.contains("Bring the slides"), "{there}");
    let _ = radicale;
}

/// A web server that answers PROPFIND with 501 Not Implemented is no busy
/// server: each address is asked once (no back-off and again), the user
/// is told it is not a CalDAV address, and no account is added.
#[test]
fn a_server_without_webdav_is_said_at_once_not_retried() {
    let web = Http::start(|_| dav_support::reply(501, "", "Not Implemented"));
    let kairos = Kairos::new();
    let out = kairos.run(&[
        "accounts",
        "add",
        "web",
        "--url",
        &web.url,
        "--user",
        "alice",
        "--password-command",
        "echo secret",
    ]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("CalDAV"), "{stderr}");
    let asked: Vec<String> = web
        .seen()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    let mut once = asked.clone();
    once.sort();
    once.dedup();
    assert_eq!(asked.len(), once.len(), "asked again: {asked:?}");
    assert_eq!(kairos.ok(&["accounts", "list", "--json"]).trim(), "[]");
}

/// Calendars a server lists without a color are told apart: each new one
/// takes the next color of the palette, as a new local calendar does, not
/// all Personal's blue.
#[test]
fn calendars_without_a_color_get_colors_of_their_own() {
    let world = Arc::new(Mutex::new(World::default()));
    {
        let mut w = world.lock().unwrap();
        w.calendar("/cal/work/", "Work", &[]);
        w.calendar("/cal/team/", "Team", &[]);
        w.calendar("/cal/club/", "Club", &[]);
    }
    let server = fake(&world);
    let kairos = account_on(&server.url);
    let (ok, report) = dav_support::sync_json(&kairos);
    assert!(ok, "{report}");
    let store = Store::open(&kairos.db).unwrap();
    let color = |name: &str| {
        let calendars = store.calendars().unwrap();
        let found = calendars.into_iter().find(|c| c.name == name);
        found.unwrap_or_else(|| panic!("{name}")).color
    };
    let (personal, team, club) = (color("Personal"), color("Team"), color("Club"));
    assert_ne!(team, personal);
    assert_ne!(club, personal);
    assert_ne!(team, club);
}
