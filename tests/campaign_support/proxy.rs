//! The fault proxy: Kairos talks to the CalDAV server through it, on
//! loopback, and it does to each sync's requests what the campaign planned:
//! a 5xx, a hang, a connection dropped half-way through the answer, a
//! calendar missing from the home's listing, `kill -9` of the sync, or a
//! pause in which the campaign edits on either side.
//!
//! It always shows Kairos only the campaign's own calendars in the home's
//! listing, so that campaigns share the test servers' homes.

use std::io::{BufReader, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

pub use super::http::filter_listing;
use super::http::{forward, read_body, read_head, same_path, uid_in, Answer, Request};

/// Where a fault strikes: the n-th request of the sync (from 0), the n-th
/// with this method, or the PUT of this UID.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trigger {
    Nth(usize),
    Method(&'static str, usize),
    Put(String),
}

/// What a fault does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Answers `code` to this request and the `times - 1` after it (Kairos
    /// retries three times), without passing them on.
    Status { code: u16, times: usize },
    /// Passes the request on (or not), then sends half of the answer and
    /// closes the connection.
    Drop { forward: bool },
    /// Passes the request on (or not), then `kill -9`s the sync.
    Kill { forward: bool },
    /// Never answers: Kairos's request timeout must end it.
    Hang,
    /// Holds the request while the campaign makes an edit, then passes it on.
    Interleave,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fault {
    pub trigger: Trigger,
    pub kind: Kind,
}

/// What to do to one sync.
#[derive(Debug, Clone, Default)]
pub struct Plan {
    pub faults: Vec<Fault>,
    /// A calendar (its path) left out of the home's listing.
    pub hide: Option<String>,
}

/// A request held for the campaign to edit in the middle of a sync.
#[derive(Debug, Clone)]
pub struct Held {
    pub method: String,
    /// The UID in the request's body (a PUT), if any.
    pub uid: Option<String>,
}

/// What the campaign hears while a sync runs.
#[derive(Debug)]
pub enum Heard {
    Held(Held),
    Exited,
}

#[derive(Default)]
struct State {
    home: String,
    visible: Vec<String>,
    plan: Plan,
    fired: Vec<bool>,
    requests: usize,
    by_method: std::collections::HashMap<String, usize>,
    /// Further 5xx answers owed by a `Status` fault.
    failing: Option<(u16, usize)>,
    /// The running sync's process.
    pid: Option<u32>,
    /// Bumped when a sync ends: hung connections close.
    generation: u64,
    held: Option<Held>,
    released: bool,
    exited: bool,
    /// What fired, for the failure report.
    log: Vec<String>,
    /// Log every request and its answer, not only the faults.
    every: bool,
    /// The UIDs whose PUT reached the server but whose answer Kairos never
    /// got.
    lost: Vec<String>,
}

struct Shared {
    upstream: String,
    state: Mutex<State>,
    changed: Condvar,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The proxy; its threads live as long as the test process.
#[derive(Clone)]
pub struct Proxy {
    shared: Arc<Shared>,
    /// Its URL, for Kairos's account.
    pub url: String,
}

impl Proxy {
    /// A proxy to the server at `server` (`http://127.0.0.1:PORT/`).
    pub fn start(server: &str) -> Proxy {
        let upstream = server
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .to_owned();
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind the proxy");
        let url = format!("http://{}/", listener.local_addr().unwrap());
        let shared = Arc::new(Shared {
            upstream,
            state: Mutex::new(State::default()),
            changed: Condvar::new(),
        });
        let serving = shared.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { return };
                let shared = serving.clone();
                std::thread::spawn(move || serve(&shared, stream));
            }
        });
        Proxy { shared, url }
    }

    /// Logs every request and its answer from now on.
    pub fn log_every_request(&self) {
        self.shared.lock().every = true;
    }

    /// The home Kairos lists, and the calendars in it Kairos may see.
    pub fn show_only(&self, home: &str, calendars: &[String]) {
        let mut s = self.shared.lock();
        s.home = home.to_owned();
        s.visible = calendars.to_vec();
    }

    /// Arms `plan` for the next sync.
    pub fn arm(&self, plan: Plan) {
        let mut s = self.shared.lock();
        s.fired = vec![false; plan.faults.len()];
        s.plan = plan;
        s.requests = 0;
        s.by_method.clear();
        s.failing = None;
        s.pid = None;
        s.held = None;
        s.released = false;
        s.exited = false;
        s.log.clear();
        s.lost.clear();
    }

    /// The sync's process, once started.
    pub fn running(&self, pid: u32) {
        self.shared.lock().pid = Some(pid);
        self.shared.changed.notify_all();
    }

    /// The sync ended: no more faults; hung connections close.
    pub fn ended(&self) {
        let mut s = self.shared.lock();
        s.exited = true;
        s.plan = Plan::default();
        s.failing = None;
        s.pid = None;
        s.generation += 1;
        drop(s);
        self.shared.changed.notify_all();
    }

    /// Waits until a request is held or the sync has exited.
    pub fn next(&self) -> Heard {
        let mut s = self.shared.lock();
        loop {
            if let (Some(held), false) = (&s.held, s.released) {
                return Heard::Held(held.clone());
            }
            if s.exited {
                return Heard::Exited;
            }
            s = self
                .shared
                .changed
                .wait(s)
                .unwrap_or_else(|e| e.into_inner());
        }
    }

    /// Lets a held request go on.
    pub fn release(&self) {
        self.shared.lock().released = true;
        self.shared.changed.notify_all();
    }

    /// What fired in the last sync.
    pub fn log(&self) -> Vec<String> {
        self.shared.lock().log.clone()
    }

    /// The UIDs whose PUT the server applied in the last sync without
    /// Kairos hearing so.
    pub fn lost_answers(&self) -> Vec<String> {
        self.shared.lock().lost.clone()
    }
}

/// Serves one connection from Kairos, request after request.
fn serve(shared: &Shared, client: TcpStream) {
    let Ok(reading) = client.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(reading);
    let mut client = client;
    loop {
        let Some((first, headers)) = read_head(&mut reader) else {
            return;
        };
        let Some(body) = read_body(&mut reader, &headers, false) else {
            return;
        };
        let mut parts = first.split_whitespace();
        let request = Request {
            method: parts.next().unwrap_or("").to_owned(),
            path: parts.next().unwrap_or("/").to_owned(),
            headers,
            body,
        };
        let kind = fault_for(shared, &request);
        let answer = match kind {
            Some(Kind::Status { code, .. }) => Answer::status(code),
            Some(Kind::Hang) => {
                let mut s = shared.lock();
                let generation = s.generation;
                while s.generation == generation {
                    s = shared.changed.wait(s).unwrap_or_else(|e| e.into_inner());
                }
                let _ = client.shutdown(Shutdown::Both);
                return;
            }
            Some(Kind::Kill { forward: f }) => {
                if f {
                    forward(&shared.upstream, &request);
                    answer_lost(shared, &request);
                }
                kill_sync(shared);
                let _ = client.shutdown(Shutdown::Both);
                return;
            }
            Some(Kind::Drop { forward: f }) => {
                if f {
                    let bytes = forward(&shared.upstream, &request).bytes();
                    answer_lost(shared, &request);
                    let _ = client.write_all(&bytes[..bytes.len() / 2]);
                }
                let _ = client.shutdown(Shutdown::Both);
                return;
            }
            Some(Kind::Interleave) => {
                hold(shared, &request);
                forward(&shared.upstream, &request)
            }
            None => forward(&shared.upstream, &request),
        };
        let answer = listing_filtered(shared, &request, answer);
        {
            let mut s = shared.lock();
            if s.every && kind.is_none() {
                let line = format!(
                    "{} {} {}: {}",
                    request.method,
                    request.path,
                    uid_in(&request.body).unwrap_or_default(),
                    answer.status_line
                );
                s.log.push(line);
            }
        }
        if client.write_all(&answer.bytes()).is_err() {
            return;
        }
        if request
            .header("connection")
            .is_some_and(|v| v.eq_ignore_ascii_case("close"))
        {
            return;
        }
    }
}

/// The home's listing as this campaign shows it.
fn listing_filtered(shared: &Shared, request: &Request, mut answer: Answer) -> Answer {
    let s = shared.lock();
    let listing = request.method == "PROPFIND"
        && request.header("depth") == Some("1")
        && !s.home.is_empty()
        && same_path(&request.path, &s.home);
    if !listing {
        return answer;
    }
    let (home, visible, hide) = (s.home.clone(), s.visible.clone(), s.plan.hide.clone());
    drop(s);
    answer.body = filter_listing(&answer.body, |href| {
        same_path(href, &home)
            || (visible.iter().any(|v| same_path(v, href))
                && !hide.as_deref().is_some_and(|h| same_path(h, href)))
    });
    if let Some(h) = hide {
        shared
            .lock()
            .log
            .push(format!("hid {h} from the home's listing"));
    }
    answer
}

/// Counts the request and says which fault, if any, strikes it.
fn fault_for(shared: &Shared, request: &Request) -> Option<Kind> {
    let mut s = shared.lock();
    let n = s.requests;
    s.requests += 1;
    let m = *s.by_method.get(&request.method).unwrap_or(&0);
    s.by_method.insert(request.method.clone(), m + 1);
    if let Some((code, left)) = s.failing {
        s.failing = (left > 1).then_some((code, left - 1));
        s.log.push(format!(
            "#{n} {} {}: {code} (again)",
            request.method, request.path
        ));
        return Some(Kind::Status { code, times: 1 });
    }
    let uid = (request.method == "PUT")
        .then(|| uid_in(&request.body))
        .flatten();
    let hit = s.plan.faults.iter().enumerate().find_map(|(i, f)| {
        let strikes = match &f.trigger {
            Trigger::Nth(k) => *k == n,
            Trigger::Method(method, k) => *method == request.method && *k == m,
            Trigger::Put(u) => uid.as_ref() == Some(u),
        };
        (strikes && !s.fired[i]).then_some((i, f.kind))
    });
    let (i, kind) = hit?;
    s.fired[i] = true;
    if let Kind::Status { code, times } = kind {
        s.failing = (times > 1).then_some((code, times - 1));
    }
    s.log.push(format!(
        "#{n} {} {}: {kind:?}",
        request.method, request.path
    ));
    Some(kind)
}

/// The server applied `request` and Kairos will not hear of it.
fn answer_lost(shared: &Shared, request: &Request) {
    if let (true, Some(uid)) = (request.method == "PUT", uid_in(&request.body)) {
        shared.lock().lost.push(uid);
    }
}

/// `kill -9` of the running sync (waiting for its pid if need be).
fn kill_sync(shared: &Shared) {
    let mut s = shared.lock();
    loop {
        if let Some(pid) = s.pid {
            let pid = rustix::process::Pid::from_raw(pid as i32).expect("a pid");
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
            return;
        }
        if s.exited {
            return;
        }
        s = shared.changed.wait(s).unwrap_or_else(|e| e.into_inner());
    }
}

/// Holds `request` until the campaign has made its edit.
fn hold(shared: &Shared, request: &Request) {
    let mut s = shared.lock();
    s.held = Some(Held {
        method: request.method.clone(),
        uid: (request.method == "PUT")
            .then(|| uid_in(&request.body))
            .flatten(),
    });
    s.released = false;
    shared.changed.notify_all();
    while !s.released && !s.exited {
        s = shared.changed.wait(s).unwrap_or_else(|e| e.into_inner());
    }
    s.held = None;
}
