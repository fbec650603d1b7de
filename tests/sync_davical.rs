//! Two-way sync against DAViCal (PHP on PostgreSQL, from Debian's packages;
//! `scripts/test` starts it through `scripts/lib/davical.sh`), with Python's
//! `caldav` as the other device. DAViCal differs from Radicale and Xandikos
//! where accounts go wrong: its CalDAV root is a PHP script's path, its
//! principal is the calendar home and holds the scheduling inbox and outbox
//! (`.in/`, `.out/`, which it lists as plain calendars), and its web address
//! is an admin page that answers a PROPFIND with 403. Each test logs in as
//! its own user (alice … frank, password "secret").

mod sync_support;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use sync_support::{assert_quiet, counts, event, Device, Kairos};

/// DAViCal's CalDAV root, `http://127.0.0.1:PORT/davical/caldav.php/`.
fn davical() -> String {
    std::env::var("KAIROS_DAVICAL_URL").unwrap_or_else(|_| {
        panic!(
            "KAIROS_DAVICAL_URL is not set: run the sync tests through ./scripts/test, \
             which starts DAViCal (scripts/lib/davical.sh)"
        )
    })
}

/// `http://127.0.0.1:PORT/`.
fn host() -> String {
    let root = davical();
    let rest = root.strip_prefix("http://").expect("an http URL");
    format!("http://{}/", &rest[..rest.find('/').expect("a path")])
}

/// The other device, logged in as `user`.
fn device(user: &str) -> Device {
    Device::at(&davical(), user)
}

/// What one client connection sent.
type Sent = Arc<Mutex<Vec<u8>>>;

/// A TCP proxy in front of DAViCal that keeps what each client sent, to
/// count the HTTP requests.
struct Counting {
    url: String,
    sent: Arc<Mutex<Vec<Sent>>>,
}

/// One request: its request line ("PROPFIND /davical/…") and its headers,
/// names in lower case.
#[derive(Debug)]
struct Request {
    line: String,
    headers: Vec<(String, String)>,
}

impl Request {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

impl Counting {
    fn start() -> Counting {
        let root = host();
        let upstream = root
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

    /// The requests sent so far, in the order of their connections.
    fn requests(&self) -> Vec<Request> {
        let mut out = Vec::new();
        for log in self.sent.lock().unwrap().iter() {
            let text = String::from_utf8_lossy(&log.lock().unwrap()).into_owned();
            let mut lines = text.split("\r\n");
            while let Some(line) = lines.next() {
                let Some(first) = line.strip_suffix(" HTTP/1.1") else {
                    continue;
                };
                let mut headers = Vec::new();
                for header in lines.by_ref() {
                    if header.is_empty() {
                        break;
                    }
                    if let Some((name, value)) = header.split_once(':') {
                        headers.push((name.trim().to_ascii_lowercase(), value.trim().to_owned()));
                    }
                }
                out.push(Request {
                    line: first.to_owned(),
                    headers,
                });
            }
        }
        out
    }
}

/// The names of the local calendars (`kairos calendars list --json`).
fn calendar_names(kairos: &Kairos) -> Vec<String> {
    let listed: serde_json::Value =
        serde_json::from_str(&kairos.ok(&["calendars", "list", "--json"])).expect("json");
    listed
        .as_array()
        .expect("an array")
        .iter()
        .map(|c| c["name"].as_str().expect("a name").to_owned())
        .collect()
}

/// An account added by the server's CalDAV root finds the user's
/// calendars through the principal; an event made on each side reaches
/// the other; then a sync has nothing to do.
#[test]
fn an_account_added_by_the_server_root_syncs_both_ways() {
    let device = device("alice");
    let calendar = device.make_calendar("Errands");
    device.put(&calendar, &event("post", "Post office", "20261203T090000Z"));
    let kairos = Kairos::new();
    let added = kairos.add_account("davical", &davical(), &device);
    assert!(added.contains("Errands"), "{added}");
    let report = kairos.sync();
    assert_eq!(counts(&report, "Errands")["pulled"], 1, "{report}");
    assert_eq!(kairos.events("Errands")["post"], "Post office");

    let uid = kairos
        .ok(&[
            "add",
            "Pharmacy",
            "--start",
            "2026-12-04T10:00",
            "--duration",
            "30m",
            "--calendar",
            "Errands",
        ])
        .trim()
        .to_owned();
    device.put(&calendar, &event("bank", "Bank", "20261205T110000Z"));
    let report = kairos.sync();
    let errands = counts(&report, "Errands");
    assert_eq!(errands["pushed"], 1, "{report}");
    assert_eq!(errands["pulled"], 1, "{report}");
    let there = device.get(&calendar, &uid);
    assert!(there.contains("SUMMARY:Pharmacy"), "{there}");
    assert_eq!(kairos.events("Errands")["bank"], "Bank");
    assert_eq!(device.etags(&calendar).len(), 3);

    let before = device.etags(&calendar);
    let quiet = kairos.sync();
    assert_quiet(&quiet, "Errands");
    assert_eq!(
        device.etags(&calendar),
        before,
        "a quiet sync wrote to the server"
    );
}

/// An account added by one calendar's own URL (DAViCal's home calendar)
/// is that calendar: both directions work, and with nothing changed a sync
/// is one request (counted by a proxy in front of DAViCal), a depth-0
/// PROPFIND of the calendar, never a listing of its events.
#[test]
fn an_account_added_by_a_calendar_url_syncs_both_ways_in_one_quiet_request() {
    let device = device("bob");
    let calendar = format!("{}bob/calendar/", davical());
    device.put(&calendar, &event("vet", "Vet", "20261207T080000Z"));
    let proxy = Counting::start();
    let through_proxy = format!("{}davical/caldav.php/bob/calendar/", proxy.url);
    let kairos = Kairos::new();
    let added = kairos.add_account("bob", &through_proxy, &device);
    assert!(added.contains("Bob Example calendar"), "{added}");
    let report = kairos.sync();
    assert_eq!(
        counts(&report, "Bob Example calendar")["pulled"],
        1,
        "{report}"
    );
    assert_eq!(
        report.as_array().unwrap()[0]["calendars"]
            .as_array()
            .unwrap()
            .len(),
        1,
        "the account is that one calendar: {report}"
    );

    let uid = kairos
        .ok(&[
            "add",
            "Groomer",
            "--start",
            "2026-12-08T14:00",
            "--duration",
            "1h",
            "--calendar",
            "Bob Example calendar",
        ])
        .trim()
        .to_owned();
    device.put(&calendar, &event("walk", "Walk", "20261208T170000Z"));
    let report = kairos.sync();
    let home = counts(&report, "Bob Example calendar");
    assert_eq!(home["pushed"], 1, "{report}");
    assert_eq!(home["pulled"], 1, "{report}");
    assert!(device.get(&calendar, &uid).contains("SUMMARY:Groomer"));
    assert_eq!(kairos.events("Bob Example calendar")["walk"], "Walk");

    // Settled: nothing to pull or push.
    let before = proxy.requests().len();
    assert_quiet(&kairos.sync(), "Bob Example calendar");
    let settling = proxy.requests().len() - before;
    // And with nothing changed since: one request.
    let before = proxy.requests().len();
    let quiet = kairos.sync();
    assert_quiet(&quiet, "Bob Example calendar");
    let requests = proxy.requests().split_off(before);
    let lines: Vec<&str> = requests.iter().map(|r| r.line.as_str()).collect();
    assert_eq!(
        requests.len(),
        1,
        "a quiet sync of an account that is one calendar (the sync before it: \
         {settling} requests): {lines:#?}"
    );
    assert!(
        requests[0]
            .line
            .starts_with("PROPFIND /davical/caldav.php/bob/calendar/"),
        "{lines:#?}"
    );
    assert_eq!(
        requests[0].header("depth"),
        Some("0"),
        "the calendar itself, not a listing of its events: {requests:#?}"
    );
}

/// DAViCal lists the principal's scheduling inbox and outbox (`.in/`,
/// `.out/`) among its calendars, with the resourcetype of a calendar; they
/// hold invitations, not the user's events, and are not offered.
#[test]
fn the_scheduling_inbox_and_outbox_are_not_calendars() {
    let device = device("carol");
    let kairos = Kairos::new();
    let added = kairos.add_account("carol", &davical(), &device);
    let names = calendar_names(&kairos);
    assert!(
        names.iter().any(|n| n == "Carol Example calendar"),
        "the home calendar is offered: {names:?}\n{added}"
    );
    for n in &names {
        assert!(
            !n.contains("Inbox") && !n.contains("Outbox"),
            "{n} is DAViCal's scheduling inbox or outbox: {names:?}\n{added}"
        );
    }
    let accounts = kairos.ok(&["accounts", "list", "--json"]);
    assert!(
        !accounts.contains(".in/") && !accounts.contains(".out/"),
        "{accounts}"
    );
    // And a sync has none of them either.
    let report = kairos.sync();
    let synced: Vec<&str> = report.as_array().unwrap()[0]["calendars"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["calendar"].as_str())
        .collect();
    assert!(
        synced
            .iter()
            .all(|n| !n.contains("Inbox") && !n.contains("Outbox")),
        "{report}"
    );
}

/// The address a user sees in the browser — DAViCal's admin pages, which
/// answer a PROPFIND with 403, or the bare host, which answers 405 — with
/// the right password: the account is found through /.well-known/caldav
/// (DAViCal's Apache site rewrites it to the CalDAV root), or the message
/// says the address is not a CalDAV one; never that the login was refused.
#[test]
fn the_servers_web_address_is_followed_or_named_but_never_a_refused_login() {
    for web in [format!("{}davical/", host()), host()] {
        let kairos = Kairos::new();
        let out = kairos.run(&[
            "accounts",
            "add",
            "dave",
            "--url",
            &web,
            "--user",
            "dave",
            "--password-command",
            "echo secret",
        ]);
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            !stderr.contains("refused the login"),
            "{web} with the right password: {stderr}"
        );
        if out.status.success() {
            assert!(
                calendar_names(&kairos)
                    .iter()
                    .any(|n| n == "Dave Example calendar"),
                "{web}: {stdout}"
            );
            let report = kairos.sync();
            counts(&report, "Dave Example calendar");
        } else {
            assert!(
                stderr.contains("not a CalDAV address"),
                "{web} ({}): {stderr}",
                out.status
            );
        }
    }
}
