//! A server of the test's own: plain HTTP on loopback that answers each
//! request as the test says (or passes it on to a real server) and keeps
//! every request; on it, a small CalDAV server whose listings say what the
//! test wants them to say. For tests that also have `mod sync_support`.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};

use super::sync_support::{event, path_of, Kairos};
use kairos::store::{Account, RemoteCalendar, Store};

/// One request as a server of the test's own received it.
#[derive(Debug, Clone)]
pub struct Req {
    pub method: String,
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Req {
    pub fn header(&self, name: &str) -> Option<&str> {
        let found = self
            .headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name));
        found.map(|(_, v)| v.as_str())
    }
}

/// What a server of the test's own does with a request.
pub enum Answer {
    /// Status, header lines (each ending in CRLF), body.
    Reply(u16, String, String),
    /// Passes it on to the server at `host:port`.
    Forward(String),
    /// Closes the connection without answering.
    Hang,
}

pub fn reply(status: u16, headers: &str, body: &str) -> Answer {
    Answer::Reply(status, headers.to_owned(), body.to_owned())
}

/// A plain-HTTP server on loopback that answers each request as its
/// handler says (one request per connection) and keeps every request.
pub struct Http {
    pub url: String,
    pub seen: Arc<Mutex<Vec<Req>>>,
}

impl Http {
    pub fn start(handler: impl Fn(&Req) -> Answer + Send + Sync + 'static) -> Http {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("http://{}/", listener.local_addr().unwrap());
        let seen: Arc<Mutex<Vec<Req>>> = Arc::default();
        let (log, handler) = (seen.clone(), Arc::new(handler));
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (log, handler) = (log.clone(), handler.clone());
                std::thread::spawn(move || serve_one(stream, &log, &*handler));
            }
        });
        Http { url, seen }
    }

    pub fn seen(&self) -> Vec<Req> {
        self.seen.lock().unwrap().clone()
    }

    /// How many requests came with a login.
    pub fn logins(&self) -> usize {
        let seen = self.seen();
        seen.iter()
            .filter(|r| r.header("authorization").is_some())
            .count()
    }
}

fn serve_one(mut stream: TcpStream, log: &Mutex<Vec<Req>>, handler: &dyn Fn(&Req) -> Answer) {
    let Some(req) = read_request(&stream) else {
        return;
    };
    log.lock().unwrap().push(req.clone());
    let (head, body) = match handler(&req) {
        Answer::Reply(status, headers, body) => (
            format!("HTTP/1.1 {status} X\r\n{headers}"),
            body.into_bytes(),
        ),
        Answer::Forward(upstream) => forward(&upstream, &req),
        Answer::Hang => return,
    };
    let length = body.len();
    let _ = write!(
        stream,
        "{head}Content-Length: {length}\r\nConnection: close\r\n\r\n"
    );
    let _ = stream.write_all(&body);
}

fn read_request(stream: &TcpStream) -> Option<Req> {
    let mut reader = BufReader::new(stream.try_clone().ok()?);
    let mut first = String::new();
    reader.read_line(&mut first).ok()?;
    let mut words = first.split_whitespace();
    let (method, path) = (words.next()?.to_owned(), words.next()?.to_owned());
    let mut headers = Vec::new();
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 || line == "\r\n" {
            break;
        }
        if let Some((n, v)) = line.split_once(':') {
            headers.push((n.trim().to_owned(), v.trim().to_owned()));
        }
    }
    let mut req = Req {
        method,
        path,
        headers,
        body: Vec::new(),
    };
    let length = req.header("content-length").and_then(|v| v.parse().ok());
    req.body = vec![0; length.unwrap_or(0)];
    reader.read_exact(&mut req.body).ok()?;
    Some(req)
}

/// Sends `req` to `upstream`; its answer's status line and headers (less
/// the framing ones), and its body.
pub fn forward(upstream: &str, req: &Req) -> (String, Vec<u8>) {
    let mut server = TcpStream::connect(upstream).expect("the upstream server");
    let mut head = format!("{} {} HTTP/1.1\r\n", req.method, req.path);
    for (n, v) in req
        .headers
        .iter()
        .filter(|(n, _)| !n.eq_ignore_ascii_case("connection"))
    {
        head += &format!("{n}: {v}\r\n");
    }
    head += "Connection: close\r\n\r\n";
    server.write_all(head.as_bytes()).unwrap();
    server.write_all(&req.body).unwrap();
    let mut answer = Vec::new();
    server.read_to_end(&mut answer).unwrap();
    let end = answer.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let mut head = String::new();
    for line in String::from_utf8_lossy(&answer[..end]).split("\r\n") {
        let name = line.split(':').next().unwrap_or("").to_ascii_lowercase();
        assert_ne!(name, "transfer-encoding", "{upstream} sent chunks");
        if name != "content-length" && name != "connection" {
            head += &format!("{line}\r\n");
        }
    }
    (head, answer[end + 4..].to_vec())
}

/// One resource of a fake calendar.
pub struct Member {
    /// As the listings write it.
    pub href: String,
    pub etag: String,
    pub ics: String,
}

/// A fake CalDAV server's state: calendars in the home `/cal/`.
#[derive(Default)]
pub struct World {
    /// Calendar href → its name and members (by the path a client uses).
    pub calendars: BTreeMap<String, (String, BTreeMap<String, Member>)>,
    /// Calendars the home's listing leaves out.
    pub unlisted: BTreeSet<String>,
    /// Calendars that answer 404.
    pub gone: BTreeSet<String>,
    /// PUTs are answered 503.
    pub refuse_puts: bool,
    pub writes: u64,
}

impl World {
    /// Adds the calendar `href` with `members` (uid, href as listed).
    pub fn calendar(&mut self, href: &str, name: &str, members: &[(&str, String)]) {
        let mut all = BTreeMap::new();
        for (uid, listed) in members {
            let path = path_of(listed);
            let ics = event(uid, &format!("Event {uid}"), "20261201T090000Z");
            let etag = "\"1\"".to_owned();
            let href = listed.clone();
            all.insert(path, Member { href, etag, ics });
        }
        self.calendars.insert(href.into(), (name.into(), all));
    }
}

pub const XML: &str = "Content-Type: application/xml\r\n";

pub fn multistatus(responses: &str, token: u64) -> String {
    format!(
        "<?xml version=\"1.0\"?><multistatus xmlns=\"DAV:\" \
         xmlns:C=\"urn:ietf:params:xml:ns:caldav\">{responses}<sync-token>t{token}</sync-token>\
         </multistatus>"
    )
}

/// A collection's response: a calendar when it has a name.
pub fn collection(href: &str, name: Option<&str>) -> String {
    let (kind, name) = match name {
        Some(n) => ("<C:calendar/>", format!("<displayname>{n}</displayname>")),
        None => ("", String::new()),
    };
    format!(
        "<response><href>{href}</href><propstat><prop><resourcetype><collection/>{kind}\
         </resourcetype>{name}</prop><status>HTTP/1.1 200 OK</status></propstat></response>"
    )
}

fn member(m: &Member, data: bool) -> String {
    let data = if data {
        format!("<C:calendar-data>{}</C:calendar-data>", m.ics)
    } else {
        String::new()
    };
    format!(
        "<response><href>{}</href><propstat><prop><getetag>{}</getetag>{data}</prop>\
         <status>HTTP/1.1 200 OK</status></propstat></response>",
        m.href, m.etag
    )
}

/// The fake CalDAV server: the home, its calendars (PROPFIND and every
/// REPORT Kairos sends), PUT and DELETE.
pub fn caldav(world: &Mutex<World>, req: &Req) -> Answer {
    let mut w = world.lock().unwrap();
    let body = String::from_utf8_lossy(&req.body).into_owned();
    let (path, token) = (req.path.clone(), w.writes);
    match req.method.as_str() {
        "PROPFIND" if path == "/cal/" => {
            let mut out = collection("/cal/", None);
            for (href, (name, _)) in &w.calendars {
                if !w.unlisted.contains(href) {
                    out += &collection(href, Some(name));
                }
            }
            reply(207, XML, &multistatus(&out, token))
        }
        "PROPFIND" | "REPORT" => {
            let Some((name, members)) = w.calendars.get(&path).filter(|_| !w.gone.contains(&path))
            else {
                return reply(404, "", "");
            };
            let mut out = String::new();
            if req.method == "PROPFIND" {
                out += &collection(&path, Some(name));
            }
            for (key, m) in members {
                let asked = !body.contains("calendar-multiget")
                    || body.contains(&format!(">{key}<"))
                    || body.contains(&format!(">{}<", m.href));
                let data = req.method == "REPORT" && !body.contains("sync-collection");
                if asked && (req.method == "REPORT" || req.header("depth") == Some("1")) {
                    out += &member(m, data);
                }
            }
            reply(207, XML, &multistatus(&out, token))
        }
        "PUT" if w.refuse_puts => reply(503, "Retry-After: 0\r\n", ""),
        "PUT" => {
            w.writes += 1;
            let etag = format!("\"w{}\"", w.writes);
            let calendar = w.calendars.iter_mut().find(|(href, (_, members))| {
                members.contains_key(&path) || path.starts_with(href.as_str())
            });
            if let Some((_, (_, members))) = calendar {
                let href = path.clone();
                let new = || Member {
                    href,
                    etag: String::new(),
                    ics: String::new(),
                };
                let m = members.entry(path.clone()).or_insert_with(new);
                (m.etag, m.ics) = (etag.clone(), body);
            }
            reply(201, &format!("ETag: {etag}\r\n"), "")
        }
        "DELETE" => {
            w.writes += 1;
            for (_, members) in w.calendars.values_mut() {
                members.remove(&path);
            }
            reply(204, "", "")
        }
        _ => reply(404, "", ""),
    }
}

/// A fake CalDAV server on `world`.
pub fn fake(world: &Arc<Mutex<World>>) -> Http {
    let world = world.clone();
    Http::start(move |req| caldav(&world, req))
}

/// A `kairos` with the account "odd" on `url`, home `/cal/`, whose one
/// calendar is `/cal/work/` ("Work").
pub fn account_on(url: &str) -> Kairos {
    let kairos = Kairos::new();
    let account = Account {
        id: 0,
        name: "odd".into(),
        url: url.into(),
        user: "alice".into(),
        password_command: Some("echo secret".into()),
        ca_cert: None,
        home: "/cal/".into(),
        oauth: None,
        keyring_id: String::new(),
    };
    let work = RemoteCalendar {
        href: "/cal/work/".into(),
        name: "Work".into(),
        color: "#3584e4".into(),
    };
    let mut store = Store::open(&kairos.db).unwrap();
    store.add_account(&account, &[work]).unwrap();
    kairos
}

/// `kairos sync --json`: whether it succeeded, and the report.
pub fn sync_json(kairos: &Kairos) -> (bool, serde_json::Value) {
    let out = kairos.run(&["sync", "--json"]);
    let report = serde_json::from_slice(&out.stdout).unwrap_or(serde_json::Value::Null);
    (out.status.success(), report)
}

/// The name of the calendar holding `uid`, and whether it is synced.
pub fn calendar_of(kairos: &Kairos, uid: &str) -> Option<(String, bool)> {
    let store = Store::open(&kairos.db).unwrap();
    let event = store.event(uid).ok()?;
    let calendars = store.calendars().unwrap();
    let calendar = calendars.into_iter().find(|c| c.id == event.calendar)?;
    Some((calendar.name, store.is_synced(calendar.id).unwrap()))
}

/// Resolves `.` and `..` in a path, as a server would.
pub fn normalize(path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    for part in path.split('/') {
        match part {
            "." => {}
            ".." => {
                parts.pop();
            }
            _ => parts.push(part),
        }
    }
    format!("/{}", parts.join("/").trim_start_matches('/'))
}

/// Radicale's `host:port` (scripts/test started it), for `Answer::Forward`.
pub fn radicale() -> String {
    let url = super::sync_support::Server::Radicale.url();
    url.trim_start_matches("http://")
        .trim_end_matches('/')
        .to_owned()
}

/// Whether the process `pid` has exited (gone, or a zombie).
pub fn dead(pid: u32) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let zombie = |s: &str| s.trim_start().starts_with('Z');
    stat.is_empty() || stat.rsplit(')').next().is_some_and(zombie)
}
