//! What a server may not make a sync do, and what a push stopped half-way
//! may not cost: the login goes nowhere but where it was given, nothing is
//! written outside a calendar, a home of too many calendars adds none, a
//! calendar missing from one listing keeps its events (and one that is
//! gone keeps what was never sent), a push that fails or is killed half-way
//! leaves no conflict copies and brings back nothing deleted, and a UTC
//! event is sent as UTC. The servers are the test's own (plain HTTP, a
//! Python TLS server, Radicale over TLS) or the shared Radicale behind a
//! proxy of the test's own.

mod dav_support;
mod process_support;
mod sync_support;

use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering::SeqCst};
use std::sync::{Arc, Mutex, OnceLock};

use dav_support::{
    account_on, caldav, calendar_of, collection, dead, fake, multistatus, normalize, radicale,
    reply, sync_json, Answer, Http, World, XML,
};
use kairos::model::{Event, EventDuration, EventTime};
use kairos::store::{EventChanges, Scope, Store};
use process_support::{serve_on_free_port, signal, wait_for, Guarded, DEADLINE};
use sync_support::{conflict_copies, path_of, python, Device, Kairos, Server};

fn add_account(kairos: &Kairos, url: &str, extra: &[&str]) -> Output {
    let mut args = vec!["accounts", "add", "trust", "--url", url, "--user", "alice"];
    args.extend_from_slice(&["--password-command", "echo secret"]);
    args.extend_from_slice(extra);
    kairos.run(&args)
}

/// A server on another port that would take the login: with one it
/// answers as a calendar, without one 401.
fn elsewhere() -> Http {
    Http::start(|req| match req.header("authorization") {
        Some(_) => reply(207, XML, &multistatus(&collection("/", Some("Else")), 0)),
        None => reply(401, "WWW-Authenticate: Basic realm=\"else\"\r\n", ""),
    })
}

/// (a) A redirect to another port of the same host: the login is not sent
/// there, and the account is not added.
#[test]
fn a_redirect_to_another_port_never_gets_the_login() {
    let other = elsewhere();
    let target = other.url.clone();
    let first = Http::start(move |_| reply(301, &format!("Location: {target}\r\n"), ""));
    let kairos = Kairos::new();
    let out = add_account(&kairos, &first.url, &[]);
    assert!(!first.seen().is_empty(), "the account's server was asked");
    assert_eq!(other.logins(), 0, "the login went to {}", other.url);
    assert!(!out.status.success(), "the account was added");
    assert_eq!(kairos.ok(&["accounts", "list", "--json"]).trim(), "[]");
}

/// (a) A principal the server names on another port (or host, or over
/// http): no redirect, but the login is not sent there either.
#[test]
fn a_principal_named_on_another_port_never_gets_the_login() {
    let other = elsewhere();
    let principal = format!("{}principals/alice/", other.url);
    let first = Http::start(move |_| {
        let body = format!(
            "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\"><d:response>\
             <d:href>/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/>\
             </d:resourcetype><d:current-user-principal><d:href>{principal}</d:href>\
             </d:current-user-principal></d:prop><d:status>HTTP/1.1 200 OK</d:status>\
             </d:propstat></d:response></d:multistatus>"
        );
        reply(207, XML, &body)
    });
    let kairos = Kairos::new();
    let out = add_account(&kairos, &first.url, &[]);
    assert!(!first.seen().is_empty(), "the account's server was asked");
    assert_eq!(other.logins(), 0, "the login went to {}", other.url);
    assert!(!out.status.success(), "the account was added");
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("the login is not sent there"), "{said}");
    assert_eq!(kairos.ok(&["accounts", "list", "--json"]).trim(), "[]");
}

/// (a) A redirect to another path of the same host and port is followed,
/// with the login.
#[test]
fn a_redirect_on_the_same_server_is_followed() {
    let world = Arc::new(Mutex::new(World::default()));
    world.lock().unwrap().calendar("/cal/work/", "Work", &[]);
    let own: Arc<OnceLock<String>> = Arc::default();
    let url = own.clone();
    let server = Http::start(move |req| match req.path.as_str() {
        "/" | "/.well-known/caldav" => reply(
            301,
            &format!("Location: {}dav/\r\n", url.get().unwrap()),
            "",
        ),
        "/dav/" => reply(207, XML, &multistatus(HOME_SET, 0)),
        _ => caldav(&world, req),
    });
    own.set(server.url.clone()).unwrap();
    let kairos = Kairos::new();
    let out = add_account(&kairos, &server.url, &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("Work"), "{stdout}");
    let followed = server.seen().into_iter().find(|r| r.path == "/dav/");
    assert!(followed
        .expect("the redirect was followed")
        .header("authorization")
        .is_some());
}

const HOME_SET: &str = "<response><href>/dav/</href><propstat><prop><C:calendar-home-set>\
    <href>/cal/</href></C:calendar-home-set></prop><status>HTTP/1.1 200 OK</status></propstat>\
    </response>";

/// Runs `openssl` with `args` (words without spaces).
fn openssl(args: &str) {
    let made = Command::new("openssl")
        .args(args.split_whitespace())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("openssl runs");
    assert!(made.success(), "openssl {args}");
}

/// A new P-256 key, unencrypted, for two days.
const EC: &str = "-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2";

/// A self-signed certificate (CA:TRUE, as `openssl req -x509` makes it)
/// for 127.0.0.1, `subject` (no spaces): `name.pem`, `name-key.pem` in `dir`.
fn self_signed(dir: &Path, name: &str, subject: &str) -> (String, String) {
    let path = |file: String| dir.join(file).to_str().unwrap().to_owned();
    let (cert, key) = (path(format!("{name}.pem")), path(format!("{name}-key.pem")));
    openssl(&format!(
        "req -x509 {EC} -subj {subject} -addext subjectAltName=IP:127.0.0.1 -keyout {key} -out {cert}"
    ));
    (cert, key)
}

/// An https server answering every request with a redirect to argv[4],
/// noting each request in argv[5].
const TLS_REDIRECT: &str = r#"
import http.server, ssl, sys
cert, key, port, target, log = sys.argv[1:6]
class Handler(http.server.BaseHTTPRequestHandler):
    def answer(self):
        self.rfile.read(int(self.headers.get("Content-Length") or 0))
        with open(log, "a") as f:
            f.write(self.command + " " + self.path + "\n")
        self.send_response(301)
        self.send_header("Location", target)
        self.send_header("Content-Length", "0")
        self.end_headers()
    do_PROPFIND = do_GET = do_REPORT = do_OPTIONS = answer
    def log_message(self, *args):
        pass
server = http.server.HTTPServer(("127.0.0.1", int(port)), Handler)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(cert, key)
server.socket = context.wrap_socket(server.socket, server_side=True)
server.serve_forever()
"#;

/// (a) An https server (its CA trusted) redirecting to http on the same
/// host: no login arrives over plain HTTP, and the account is not added.
#[test]
fn a_redirect_from_https_to_http_never_gets_the_login() {
    let dir = tempfile::tempdir().unwrap();
    let path = |file: &str| dir.path().join(file).to_str().unwrap().to_owned();
    let (ca, ca_key) = self_signed(dir.path(), "ca", "/CN=Kairos-trust-test-CA");
    let (cert, key, csr, ext) = (path("c.pem"), path("c-key.pem"), path("c.csr"), path("ext"));
    std::fs::write(&ext, "subjectAltName=IP:127.0.0.1\n").unwrap();
    openssl(&format!(
        "req -new {EC} -subj /CN=127.0.0.1 -keyout {key} -out {csr}"
    ));
    openssl(&format!(
        "x509 -req -in {csr} -CA {ca} -CAkey {ca_key} -CAcreateserial -days 2 -extfile {ext} -out {cert}"
    ));
    let other = elsewhere();
    let log = path("requests");
    let (_tls, port) = serve_on_free_port("the TLS server", |port| {
        let mut command = Command::new(python());
        command
            .args(["-c", TLS_REDIRECT, &cert, &key])
            .args([&port.to_string(), &other.url, &log])
            .stderr(Stdio::null());
        command
    });
    let kairos = Kairos::new();
    let out = add_account(
        &kairos,
        &format!("https://127.0.0.1:{port}/"),
        &["--ca-cert", &ca],
    );
    let asked = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(
        !asked.is_empty(),
        "TLS failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(other.logins(), 0, "the login went over plain HTTP");
    assert!(!out.status.success(), "the account was added");
}

/// A Radicale over TLS with `cert`, without logins; its port.
fn radicale_tls(cert: &str, key: &str, data: &Path) -> (Guarded, u16) {
    serve_on_free_port("Radicale over TLS", |port| {
        let mut command = Command::new(python());
        command
            .args(["-m", "radicale", "--server-hosts"])
            .arg(format!("127.0.0.1:{port}"))
            .args(["--auth-type", "none", "--server-ssl", "True"])
            .args(["--server-certificate", cert, "--server-key", key])
            .arg("--storage-filesystem-folder")
            .arg(data)
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        command
    })
}

/// (a) A self-signed certificate given with --ca-cert is trusted when it is
/// exactly the server's; none, or another self-signed one, is refused.
#[test]
fn the_servers_own_self_signed_certificate_can_be_pinned() {
    let dir = tempfile::tempdir().unwrap();
    let (cert, key) = self_signed(dir.path(), "server", "/CN=127.0.0.1");
    let (stranger, _) = self_signed(dir.path(), "stranger", "/CN=127.0.0.1");
    let (_server, port) = radicale_tls(&cert, &key, &dir.path().join("data"));
    let url = format!("https://127.0.0.1:{port}/");
    let make = format!(
        "import caldav\nc = caldav.DAVClient({url:?}, username='alice', password='x', \
         ssl_verify_cert={cert:?})\nc.principal().make_calendar(name='Pinned')\n"
    );
    assert!(Command::new(python())
        .args(["-c", &make])
        .status()
        .unwrap()
        .success());
    let kairos = Kairos::new();
    assert!(!add_account(&kairos, &url, &[]).status.success());
    assert!(!add_account(&kairos, &url, &["--ca-cert", &stranger])
        .status
        .success());
    let out = add_account(&kairos, &url, &["--ca-cert", &cert]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("Pinned"));
    kairos.sync();
}

/// (b) Members listed outside the calendar (`..`, an absolute URL to
/// another path): whatever is done with them here, nothing is written
/// outside `/cal/work/`, the calendar still syncs, and the report says so.
#[test]
fn hrefs_outside_the_calendar_are_never_written() {
    let world = Arc::new(Mutex::new(World::default()));
    let server = fake(&world);
    let outside = |name: &str| format!("/cal/work/../../other/{name}.ics");
    let absolute = |name: &str| format!("{}elsewhere/{name}.ics", server.url);
    world.lock().unwrap().calendar(
        "/cal/work/",
        "Work",
        &[
            ("ok", "/cal/work/ok.ics".into()),
            ("x", outside("x")),
            ("y", absolute("y")),
            ("z", outside("z")),
            ("w", absolute("w")),
        ],
    );
    let kairos = account_on(&server.url);
    let (_, first) = sync_json(&kairos);
    let mut store = Store::open(&kairos.db).unwrap();
    let pulled: Vec<&str> = ["ok", "x", "y", "z", "w"]
        .into_iter()
        .filter(|u| store.event(u).is_ok())
        .collect();
    for &uid in &pulled {
        if matches!(uid, "z" | "w") {
            store.delete(uid, Scope::All).unwrap();
        } else {
            let summary = Some(format!("{uid} edited"));
            let changes = EventChanges {
                summary,
                ..Default::default()
            };
            store.update(uid, Scope::All, changes).unwrap();
        }
    }
    let work = store.calendar_by_name("Work").unwrap().id;
    store.create(work, one_hour("inside", "Inside", 0)).unwrap();
    drop(store);
    sync_json(&kairos);
    sync_json(&kairos);
    let writes: Vec<String> = (server.seen().into_iter())
        .filter(|r| r.method == "PUT" || r.method == "DELETE")
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    let astray: Vec<&String> = (writes.iter())
        .filter(|w| !normalize(&w[w.find(' ').unwrap() + 1..]).starts_with("/cal/work/"))
        .collect();
    assert!(
        astray.is_empty(),
        "written outside the calendar: {astray:?}"
    );
    assert!(
        writes.iter().any(|w| w == "PUT /cal/work/inside.ics"),
        "the calendar still syncs: {writes:?}"
    );
    assert!(first.to_string().contains("\"notes\""), "no note: {first}");
}

/// An hour-long UTC event `hours` after 1 January 2027.
fn one_hour(uid: &str, title: &str, hours: i64) -> Event {
    let start = chrono::DateTime::parse_from_rfc3339("2027-01-01T00:00:00Z").unwrap();
    let start = EventTime::Utc(start.to_utc() + chrono::Duration::hours(hours));
    Event::new(
        uid,
        title,
        start,
        EventDuration::Exact(chrono::Duration::hours(1)),
    )
}

/// (c) A home listing 600 calendars: the sync fails before adding any or
/// asking for any calendar's events.
#[test]
fn a_home_of_600_calendars_adds_none() {
    let world = Arc::new(Mutex::new(World::default()));
    {
        let mut w = world.lock().unwrap();
        w.calendar("/cal/work/", "Work", &[]);
        for i in 1..600 {
            w.calendar(&format!("/cal/c{i:03}/"), &format!("C{i}"), &[]);
        }
    }
    let server = fake(&world);
    let kairos = account_on(&server.url);
    let before = Store::open(&kairos.db).unwrap().calendars().unwrap().len();
    let (ok, report) = sync_json(&kairos);
    let after = Store::open(&kairos.db).unwrap().calendars().unwrap().len();
    let seen = server.seen();
    let reports = seen.iter().filter(|r| r.method == "REPORT").count();
    assert_eq!(after, before, "calendars added");
    assert_eq!(reports, 0, "REPORTs sent");
    assert!(!ok || report.to_string().contains("\"error\""), "{report}");
}

/// (d) A calendar left out of the home's listing but still there keeps
/// everything; once it answers 404 it goes, its unsent event is kept in a
/// local calendar named after it, and undo brings the calendar back.
#[test]
fn a_calendar_missing_from_the_listing_keeps_its_events() {
    let world = Arc::new(Mutex::new(World::default()));
    let members = [
        ("a", "/cal/work/a.ics".into()),
        ("b", "/cal/work/b.ics".into()),
    ];
    world
        .lock()
        .unwrap()
        .calendar("/cal/work/", "Work", &members);
    let server = fake(&world);
    let kairos = account_on(&server.url);
    kairos.sync();
    let add = "add Unsent --start 2026-12-03T09:00 --calendar Work";
    let third = kairos
        .ok(&add.split(' ').collect::<Vec<_>>())
        .trim()
        .to_owned();
    {
        let mut w = world.lock().unwrap();
        w.refuse_puts = true;
        w.unlisted.insert("/cal/work/".into());
        w.calendar("/cal/other/", "Other", &[]);
    }
    sync_json(&kairos);
    for uid in ["a", "b", third.as_str()] {
        let work = Some(("Work".to_owned(), true));
        assert_eq!(calendar_of(&kairos, uid), work, "{uid} after an unlisting");
    }

    world.lock().unwrap().gone.insert("/cal/work/".into());
    sync_json(&kairos);
    let store = Store::open(&kairos.db).unwrap();
    let synced = store
        .synced_calendars(store.account("odd").unwrap().id)
        .unwrap();
    assert!(!synced.iter().any(|c| c.href == "/cal/work/"), "{synced:?}");
    let (kept, is_synced) = calendar_of(&kairos, &third).expect("the unsent event is kept");
    assert!(kept.contains("Work") && !is_synced, "kept in {kept:?}");
    assert_eq!(calendar_of(&kairos, "a"), None);
    kairos.ok(&["undo"]);
    for uid in ["a", "b"] {
        let back = calendar_of(&kairos, uid).map(|c| c.0);
        assert_eq!(back.as_deref(), Some("Work"), "{uid} after undo");
    }
    assert!(calendar_of(&kairos, &third).is_some());
}

/// yves's new calendar `name`, an account on it through `proxy`, and 300
/// new local events in it (`push-000` …).
fn three_hundred(name: &str, proxy: &Http) -> (Device, String, Kairos) {
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar(name);
    let kairos = Kairos::new();
    kairos.add_account(
        "push",
        &format!("{}{}", proxy.url, &path_of(&calendar)[1..]),
        &device,
    );
    let mut store = Store::open(&kairos.db).unwrap();
    let id = store.calendar_by_name(name).unwrap().id;
    let events = (0..300).map(|i| one_hour(&format!("push-{i:03}"), &format!("Event {i}"), i));
    store.create_many(id, events.collect(), "300").unwrap();
    (device, calendar, kairos)
}

/// The UIDs the server holds.
fn on_server(device: &Device, calendar: &str) -> Vec<String> {
    let hrefs = device.etags(calendar).into_keys();
    let uid = |h: String| {
        h.trim_end_matches(".ics")
            .rsplit('/')
            .next()
            .map(str::to_owned)
    };
    let mut uids: Vec<String> = hrefs.filter_map(uid).collect();
    uids.sort();
    uids
}

/// Edits the first ten of `chosen` and deletes the others, syncs, and
/// checks that both sides of the calendar `name` hold the 290 left, as
/// they are here.
fn converge(kairos: &Kairos, device: &Device, calendar: &str, name: &str, chosen: &[String]) {
    let (edited, deleted) = chosen.split_at(10);
    let mut store = Store::open(&kairos.db).unwrap();
    for uid in edited {
        let summary = Some(format!("{uid} edited"));
        let changes = EventChanges {
            summary,
            ..Default::default()
        };
        store.update(uid, Scope::All, changes).unwrap();
    }
    for uid in deleted {
        store.delete(uid, Scope::All).unwrap();
    }
    drop(store);
    kairos.sync();
    let here = kairos.events(name);
    let copies = conflict_copies(&here);
    assert!(copies.is_empty(), "conflict copies: {copies:?}");
    let back: Vec<&String> = deleted.iter().filter(|u| here.contains_key(*u)).collect();
    assert!(back.is_empty(), "deleted, and back: {back:?}");
    let there = on_server(device, calendar);
    assert_eq!((here.len(), there.len()), (290, 290), "here, on the server");
    for uid in edited {
        assert_eq!(here[uid], format!("{uid} edited"));
        let text = device.get(calendar, uid);
        assert!(text.contains(&format!("SUMMARY:{uid} edited")), "{text}");
    }
}

/// A proxy in front of the shared Radicale that answers each PUT from the
/// 151st on with `fault` until `healed` is set.
fn faulty(fault: impl Fn() -> Answer + Send + Sync + 'static) -> (Http, Arc<AtomicBool>) {
    let (puts, healed) = (AtomicUsize::new(0), Arc::new(AtomicBool::new(false)));
    let well = healed.clone();
    let proxy = Http::start(move |req| {
        if req.method == "PUT" && !well.load(SeqCst) && puts.fetch_add(1, SeqCst) >= 150 {
            return fault();
        }
        Answer::Forward(radicale())
    });
    (proxy, healed)
}

/// (e) Every PUT from the 151st on fails: the sync fails; after edits and
/// deletes among the 150 sent, a healthy sync converges with no copies and
/// nothing deleted coming back.
#[test]
fn a_push_failing_half_way_converges_without_copies() {
    let (proxy, healed) = faulty(|| reply(502, "Retry-After: 0\r\n", ""));
    let name = "Half pushed";
    let (device, calendar, kairos) = three_hundred(name, &proxy);
    assert!(!kairos.run(&["sync"]).status.success(), "the sync failed");
    let reached = on_server(&device, &calendar);
    assert_eq!(reached.len(), 150);
    healed.store(true, SeqCst);
    converge(&kairos, &device, &calendar, name, &reached[130..150]);
}

/// (e) The sync is killed when the 151st PUT arrives (before an answer):
/// after edits and deletes among the first 100 sent, a sync converges with
/// no copies and nothing deleted coming back.
#[test]
fn a_push_killed_half_way_converges_without_copies() {
    let pid = Arc::new(AtomicU32::new(0));
    let child = pid.clone();
    let (proxy, healed) = faulty(move || {
        wait_for("the sync's pid", DEADLINE, || child.load(SeqCst) != 0);
        signal(child.load(SeqCst), "KILL");
        wait_for("the sync to die", DEADLINE, || dead(child.load(SeqCst)));
        Answer::Hang
    });
    let name = "Killed push";
    let (device, calendar, kairos) = three_hundred(name, &proxy);
    let mut sync = Guarded::spawn(
        Command::new(env!("CARGO_BIN_EXE_kairos"))
            .arg("--db")
            .arg(&kairos.db)
            .args(["sync"])
            .env("TZ", "UTC")
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
        "kairos sync",
    );
    pid.store(sync.id(), SeqCst);
    assert_eq!(sync.wait().signal(), Some(9), "killed at the 151st PUT");
    let reached = on_server(&device, &calendar);
    assert_eq!(reached.len(), 150);
    healed.store(true, SeqCst);
    converge(&kairos, &device, &calendar, name, &reached[80..100]);
}

/// (f) An event added in UTC (`--tz UTC`, `--tz Etc/UTC`, or TZ=Etc/UTC)
/// reaches the server as `DTSTART:…Z`, with no TZID.
#[test]
fn utc_events_reach_the_server_as_utc() {
    let device = Device::new(Server::Radicale, "yves");
    let calendar = device.make_calendar("In UTC");
    let kairos = Kairos::new();
    kairos.add_account("utc", &calendar, &device);
    let add = |hour: &str, tz: Option<&str>| {
        let start = format!("2026-11-24T{hour}:00");
        let mut args = vec!["add", "Call", "--start", &start, "--calendar", "In UTC"];
        args.extend(tz.map(|tz| ["--tz", tz]).into_iter().flatten());
        let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
            .arg("--db")
            .arg(&kairos.db)
            .args(&args)
            .env("TZ", "Etc/UTC")
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap().trim().to_owned()
    };
    let added = [
        (add("09", Some("UTC")), "DTSTART:20261124T090000Z"),
        (add("10", Some("Etc/UTC")), "DTSTART:20261124T100000Z"),
        (add("11", None), "DTSTART:20261124T110000Z"),
    ];
    kairos.sync();
    let (mut sent, mut expected) = (Vec::new(), Vec::new());
    for (uid, start) in added {
        let text = device.get(&calendar, &uid);
        let mut event = text.lines().skip_while(|l| !l.starts_with("BEGIN:VEVENT"));
        let line = event.find(|l| l.starts_with("DTSTART")).unwrap_or("");
        sent.push(line.trim_end().to_owned());
        expected.push(start);
    }
    assert_eq!(sent, expected, "--tz UTC, --tz Etc/UTC, TZ=Etc/UTC");
}
