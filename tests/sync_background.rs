//! The background sync of `kairos daemon` against the real Radicale: the
//! other device's event arrives and a local edit leaves with nobody
//! running `kairos sync`, while an account whose password the server
//! refuses fails on its own, said in its status, holding up nothing; and
//! with nothing changed a pass costs at most two requests per calendar
//! (counted by a proxy in front of the server).

mod bus_support;
mod display_support;
mod process_support;
mod store_support;
mod sync_support;

use bus_support::{Daemon, Role};
use kairos::store::{EventChanges, Scope, Store, Trouble};
use kairos::sync::background::SYNC_INTERVAL;
use process_support::{wait_for, wait_for_value, DEADLINE};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use sync_support::{event, Device, Kairos, Server};

#[test]
fn the_daemon_syncs_unasked_and_a_refused_account_holds_up_nothing() {
    let good = Device::new(Server::Radicale, "trent");
    let cal = good.make_calendar("Garden");
    let bad = Device::new(Server::Radicale, "victor");
    bad.make_calendar("Choir");
    let k = Kairos::new();
    k.add_account("garden", &Server::Radicale.url(), &good);
    k.add_account("choir", &Server::Radicale.url(), &bad);
    // The server now refuses the choir account's password.
    let mut store = Store::open(&k.db).unwrap();
    store.set_setting(SYNC_INTERVAL, "1").unwrap();
    drop(store);
    rusqlite::Connection::open(&k.db)
        .unwrap()
        .execute(
            "UPDATE accounts SET password_command = 'echo wrong' WHERE name = 'choir'",
            [],
        )
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (daemon, role) = Daemon::start(&k.db, dir.path(), "daemon", false);
    assert_eq!(role, Role::Delivers);

    good.put(
        &cal,
        &event("seeds@other", "Sow the seeds", "20261201T090000Z"),
    );
    wait_for("the other device's event to arrive", DEADLINE, || {
        k.events("Garden").contains_key("seeds@other")
    });
    let store = Store::open(&k.db).unwrap();
    let choir = store.account("choir").unwrap().id;
    let state = wait_for_value("the refused account's status", DEADLINE, || {
        store.sync_state(choir).unwrap().error
    });
    assert_eq!(state.0, Trouble::Password, "{state:?}");
    let garden = store.account("garden").unwrap().id;
    // Its pass is recorded once it ends, after its events are in: on a
    // busy machine the choir's refusal can be seen first.
    wait_for("the good account's pass to be recorded", DEADLINE, || {
        store.sync_state(garden).unwrap().synced.is_some()
    });

    let mut edit = Store::open(&k.db).unwrap();
    edit.update(
        "seeds@other",
        Scope::All,
        EventChanges {
            summary: Some("Sow the beans".into()),
            ..Default::default()
        },
    )
    .unwrap();
    wait_for("the local edit to reach the server", DEADLINE, || {
        good.get(&cal, "seeds@other")
            .contains("SUMMARY:Sow the beans")
    });
    wait_for("nothing left to send", DEADLINE, || {
        store.pending_changes(garden).unwrap() == 0
    });
    daemon.stop();
}

/// What one client connection sent.
type Sent = Arc<Mutex<Vec<u8>>>;

/// A TCP proxy in front of the server that keeps what each client sent,
/// to count the HTTP requests.
struct Counting {
    url: String,
    sent: Arc<Mutex<Vec<Sent>>>,
}

impl Counting {
    fn start(upstream: &str) -> Counting {
        let upstream = upstream
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned();
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/", listener.local_addr().unwrap());
        let sent: Arc<Mutex<Vec<Sent>>> = Arc::default();
        let all = sent.clone();
        std::thread::spawn(move || {
            for client in listener.incoming().flatten() {
                let Ok(server) = TcpStream::connect(&upstream) else {
                    continue;
                };
                let log: Sent = Arc::default();
                all.lock().unwrap().push(log.clone());
                let (mut from_client, mut to_server) =
                    (client.try_clone().unwrap(), server.try_clone().unwrap());
                std::thread::spawn(move || {
                    let mut buf = [0u8; 16384];
                    while let Ok(n) = from_client.read(&mut buf) {
                        if n == 0 || to_server.write_all(&buf[..n]).is_err() {
                            break;
                        }
                        log.lock().unwrap().extend_from_slice(&buf[..n]);
                    }
                    let _ = to_server.shutdown(std::net::Shutdown::Write);
                });
                let (mut from_server, mut to_client) = (server, client);
                std::thread::spawn(move || {
                    let _ = std::io::copy(&mut from_server, &mut to_client);
                    let _ = to_client.shutdown(std::net::Shutdown::Write);
                });
            }
        });
        Counting { url, sent }
    }

    /// The request lines sent so far ("PROPFIND /trent/").
    fn requests(&self) -> Vec<String> {
        let mut out = Vec::new();
        for log in self.sent.lock().unwrap().iter() {
            let text = String::from_utf8_lossy(&log.lock().unwrap()).into_owned();
            for line in text.split("\r\n") {
                if let Some(first) = line.strip_suffix(" HTTP/1.1") {
                    out.push(first.to_owned());
                }
            }
        }
        out
    }
}

#[test]
fn with_nothing_changed_a_pass_costs_at_most_two_requests_per_calendar() {
    let device = Device::new(Server::Radicale, "walter");
    for name in ["Work", "Home", "Club"] {
        let cal = device.make_calendar(name);
        device.put(
            &cal,
            &event(&format!("{name}@other"), name, "20261201T090000Z"),
        );
    }
    let proxy = Counting::start(&Server::Radicale.url());
    let k = Kairos::new();
    k.add_account("walter", &proxy.url, &device);
    k.sync();
    let before = proxy.requests().len();
    for _ in 0..3 {
        let report = k.sync();
        for name in ["Work", "Home", "Club"] {
            sync_support::assert_quiet(&report, name);
        }
    }
    let idle: Vec<String> = proxy.requests().split_off(before);
    assert!(
        idle.len() <= 3 * 2 * 3,
        "three idle passes over three calendars: {idle:#?}"
    );
    // In fact one listing of the calendar home answers for all three.
    assert_eq!(idle.len(), 3, "{idle:#?}");
    assert!(idle.iter().all(|r| r.starts_with("PROPFIND ")), "{idle:#?}");
}
