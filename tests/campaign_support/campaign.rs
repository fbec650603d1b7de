//! One campaign: a seed, a server and a zone. Both devices start on two
//! server calendars; each round makes random edits on either side and
//! syncs through the proxy under random faults; at the end the proxy is
//! healed, Kairos syncs twice, and the ledger judges what both sides hold.

use std::process::Output;
use std::time::Instant;

use super::ledger::{differences, Ledger};
use super::proxy::{Fault, Heard, Kind, Plan, Proxy, Trigger};
use super::world::{Device, Kairos};
use super::{python, Rng, Running, Server};

/// Rounds of edits and a sync.
pub const ROUNDS: usize = 10;
/// Kairos's request timeout in the faulty rounds (a hang costs this).
const FAULTY_TIMEOUT: u64 = 3;

/// A server calendar of the campaign.
#[derive(Debug, Clone)]
pub struct Calendar {
    /// "A", "B": how the ledger names it.
    pub label: String,
    pub url: String,
    pub path: String,
    /// Its name in Kairos (the server's display name).
    pub name: String,
}

/// How one sync ended.
#[derive(Debug)]
pub struct Synced {
    pub ok: bool,
    pub line: String,
    pub stderr: String,
}

pub struct Campaign {
    pub seed: u64,
    pub server: Server,
    pub zone: &'static str,
    pub(super) rng: Rng,
    pub(super) step: usize,
    pub(super) run: String,
    pub(super) kairos: Kairos,
    pub(super) device: Device,
    proxy: Proxy,
    pub(super) calendars: Vec<Calendar>,
    pub(super) ledger: Ledger,
    /// Events no edit touches, one per calendar: a calendar the other
    /// device empties is refused by Kairos's empty-listing guard until
    /// `sync --allow-empty`, which would stall the campaign.
    pub(super) anchors: Vec<String>,
    /// The events edited since the last sync: where targeted faults strike.
    pub(super) touched: Vec<String>,
    /// The events each side (Kairos, the device) made or edited last: the
    /// other side prefers them, so that edits meet.
    pub(super) recent: [Vec<String>; 2],
}

/// What a campaign found.
pub struct Verdict {
    pub wrong: Vec<String>,
    pub report: String,
    pub seconds: f64,
}

fn path_of(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    rest.find('/').map_or("/".into(), |i| rest[i..].to_owned())
}

impl Campaign {
    /// Two calendars on `server`, an account on them in a new Kairos.
    pub fn new(server: Server, running: &Running, zone: &'static str, seed: u64) -> Campaign {
        let url = running.url.clone();
        let mut device = Device::start(&python(), &url, running.user);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let run = format!("c{seed}-{}-{nanos:x}", std::process::id());
        let calendars: Vec<Calendar> = ["A", "B"]
            .iter()
            .map(|label| {
                let name = format!("Campaign {label} {run}");
                let url = device.make(&name);
                Calendar {
                    label: label.to_string(),
                    path: path_of(&url),
                    url,
                    name,
                }
            })
            .collect();
        let home = {
            let p = calendars[0].path.trim_end_matches('/');
            format!("{}/", &p[..p.rfind('/').unwrap_or(0)])
        };
        let proxy = Proxy::start(&url);
        if verbose() {
            proxy.log_every_request();
        }
        let paths: Vec<String> = calendars.iter().map(|c| c.path.clone()).collect();
        proxy.show_only(&home, &paths);
        let kairos = Kairos::new(zone);
        let added = kairos.run(&[
            "accounts",
            "add",
            "campaign",
            "--url",
            &proxy.url,
            "--user",
            running.user,
            "--password-command",
            "echo secret",
        ]);
        assert!(
            added.status.success(),
            "kairos accounts add: {}",
            String::from_utf8_lossy(&added.stderr)
        );
        let mut campaign = Campaign {
            seed,
            server,
            zone,
            // Each combination plays its own game for a seed.
            rng: Rng::new(seed ^ combination(server, zone) << 48),
            step: 0,
            run,
            kairos,
            device,
            proxy,
            calendars,
            ledger: Ledger::default(),
            anchors: Vec::new(),
            touched: Vec::new(),
            recent: [Vec::new(), Vec::new()],
        };
        campaign.note(format!(
            "campaign seed {seed} on {server:?} in TZ={zone}; calendars {}",
            campaign
                .calendars
                .iter()
                .map(|c| format!("{} = {}", c.label, c.path))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        campaign
    }

    pub(super) fn note(&mut self, line: String) {
        self.ledger.note(line);
    }

    /// The next step's number.
    pub(super) fn next_step(&mut self) -> usize {
        self.step += 1;
        self.step
    }

    /// Runs the campaign and judges its end.
    pub fn run(mut self) -> Verdict {
        let begun = Instant::now();
        // Both sides start with events, and one clean sync.
        for i in 0..self.calendars.len() {
            self.anchor(i);
        }
        for i in 0..5 {
            self.create(i % 2 == 0, i == 2 || i == 3, i % 2);
        }
        self.sync(Plan::default(), 60);
        for round in 0..ROUNDS {
            self.note(format!("round {round}"));
            for _ in 0..1 + self.rng.below(3) {
                self.random_op();
            }
            if self.rng.chance(20) {
                self.pair_op();
            }
            if self.rng.chance(85) {
                let plan = self.random_plan();
                let sent = self.touched.clone();
                if !self.sync(plan, FAULTY_TIMEOUT).ok && self.rng.chance(60) {
                    // The other device edits what a failed sync was sending:
                    // where state lost half-way shows.
                    self.after_failure(&sent);
                }
            }
        }
        self.note("healed".into());
        let mut wrong = Vec::new();
        for _ in 0..2 {
            let synced = self.sync(Plan::default(), 60);
            if !synced.ok {
                wrong.push(format!(
                    "(0) a sync after healing failed: {}",
                    synced.stderr.trim()
                ));
            }
        }
        let on_server = self.server_calendars();
        let server = self.device.dump(&on_server);
        let local = self.local();
        let apart = differences(&server, &local);
        wrong.extend(self.ledger.check("on the server", &server));
        if !apart.is_empty() {
            wrong.extend(apart);
            wrong.extend(self.ledger.check("here", &local));
        }
        let faults = std::env::var("KAIROS_CAMPAIGN_FAULTS")
            .map(|f| format!("KAIROS_CAMPAIGN_FAULTS={f} "))
            .unwrap_or_default();
        let report = format!(
            "seed {} on {:?} in TZ={}: replay with {faults}KAIROS_CAMPAIGN_SEED={} cargo test \
             --test sync_campaign {}\nthe ledger's last steps:\n{}",
            self.seed,
            self.server,
            self.zone,
            self.seed,
            test_name(self.server, self.zone),
            self.ledger.tail(if verbose() { usize::MAX } else { 60 })
        );
        // What is wrong is in the report; the calendars go either way.
        for c in on_server {
            self.device.drop_calendar(&c.1);
        }
        Verdict {
            wrong,
            report,
            seconds: begun.elapsed().as_secs_f64(),
        }
    }

    pub(super) fn server_calendars(&self) -> Vec<(String, String)> {
        self.calendars
            .iter()
            .map(|c| (c.label.clone(), c.url.clone()))
            .collect()
    }

    pub(super) fn local_calendars(&self) -> Vec<(String, String)> {
        self.calendars
            .iter()
            .map(|c| (c.label.clone(), c.name.clone()))
            .collect()
    }

    pub(super) fn local(&mut self) -> super::world::Replica {
        let calendars = self.local_calendars();
        self.kairos.replica(&mut self.device, &calendars)
    }

    pub(super) fn server(&mut self) -> super::world::Replica {
        let calendars = self.server_calendars();
        self.device.dump(&calendars)
    }

    /// Faults for one sync.
    fn random_plan(&mut self) -> Plan {
        let mut plan = Plan::default();
        if self.rng.chance(25) {
            return plan;
        }
        let faults = if self.rng.chance(30) { 2 } else { 1 };
        for _ in 0..faults {
            let Some(kind) = self.rng.weighted(&enabled_faults()) else {
                return plan;
            };
            let kind = match kind {
                "hide" => {
                    let i = self.rng.below(self.calendars.len());
                    plan.hide = Some(self.calendars[i].path.clone());
                    continue;
                }
                "status" => Kind::Status {
                    code: *self.rng.pick(&[500, 502, 503]),
                    times: *self.rng.pick(&[1, 2, 4, 4]),
                },
                "drop" => Kind::Drop {
                    forward: self.rng.chance(50),
                },
                "kill" => Kind::Kill {
                    forward: self.rng.chance(50),
                },
                "hang" => Kind::Hang,
                _ => Kind::Interleave,
            };
            let trigger = match self.rng.below(100) {
                0..=39 => Trigger::Nth(self.rng.below(12)),
                40..=59 => Trigger::Method("PUT", self.rng.below(3)),
                60..=64 => Trigger::Method("DELETE", self.rng.below(2)),
                65..=79 => Trigger::Method("REPORT", self.rng.below(3)),
                _ if self.touched.is_empty() => Trigger::Nth(self.rng.below(12)),
                _ => Trigger::Put(self.rng.pick(&self.touched).clone()),
            };
            plan.faults.push(Fault { trigger, kind });
        }
        plan
    }

    /// One `kairos sync` under `plan`, with the edits it holds for.
    pub(super) fn sync(&mut self, plan: Plan, timeout: u64) -> Synced {
        let step = self.next_step();
        let planned = format!(
            "{:?}{}",
            plan.faults
                .iter()
                .map(|f| format!("{:?} at {:?}", f.kind, f.trigger))
                .collect::<Vec<_>>(),
            plan.hide
                .as_ref()
                .map(|h| format!(", {h} hidden"))
                .unwrap_or_default()
        );
        self.note(format!("step {step}: sync, faults {planned}"));
        self.proxy.arm(plan);
        let child = self.kairos.spawn_sync(timeout);
        self.proxy.running(child.id());
        let proxy = self.proxy.clone();
        let waiter = std::thread::spawn(move || {
            let out = child.wait_with_output();
            proxy.ended();
            out
        });
        while let Heard::Held(held) = self.proxy.next() {
            self.note(format!(
                "  the sync is held at {} {}",
                held.method,
                held.uid.as_deref().unwrap_or("")
            ));
            self.interleaved_op(&held);
            self.proxy.release();
        }
        let out = waiter.join().expect("the waiter").expect("kairos sync ran");
        for line in self.proxy.log() {
            self.note(format!("  proxy: {line}"));
        }
        for uid in self.proxy.lost_answers() {
            self.ledger.answer_lost(step, &uid);
        }
        let synced = describe(&out);
        self.note(format!("  → {}", synced.line));
        self.touched.clear();
        synced
    }
}

/// The faults, by weight.
const FAULTS: [(&str, usize); 6] = [
    ("hide", 16),
    ("status", 25),
    ("drop", 15),
    ("kill", 20),
    ("hang", 4),
    ("interleave", 20),
];

/// `KAIROS_CAMPAIGN_FAULTS=kill,drop,…` keeps only those (to chase one
/// bug at a time), `none` syncs without faults; all by default.
fn enabled_faults() -> Vec<(&'static str, usize)> {
    let wanted = std::env::var("KAIROS_CAMPAIGN_FAULTS").unwrap_or_default();
    let wanted: Vec<&str> = wanted
        .split(',')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .collect();
    if wanted == ["none"] {
        return Vec::new();
    }
    for w in &wanted {
        assert!(
            FAULTS.iter().any(|(name, _)| name == w),
            "KAIROS_CAMPAIGN_FAULTS: no fault {w:?}; there are {:?}",
            FAULTS.map(|f| f.0)
        );
    }
    FAULTS
        .into_iter()
        .filter(|(name, _)| wanted.is_empty() || wanted.contains(name))
        .collect()
}

/// Which of the four combinations this is.
fn combination(server: Server, zone: &str) -> u64 {
    u64::from(server == Server::Xandikos) * 2 + u64::from(zone.contains("Berlin"))
}

/// `KAIROS_CAMPAIGN_VERBOSE`: the whole ledger, for every seed.
pub fn verbose() -> bool {
    std::env::var_os("KAIROS_CAMPAIGN_VERBOSE").is_some()
}

/// The test that runs this combination.
pub fn test_name(server: Server, zone: &str) -> String {
    format!(
        "{}_{}",
        match server {
            Server::Radicale => "radicale",
            Server::Xandikos => "xandikos",
        },
        if zone.contains("Berlin") {
            "berlin"
        } else {
            "utc"
        }
    )
}

/// A line for the ledger: how the sync ended and what it did.
fn describe(out: &Output) -> Synced {
    use std::os::unix::process::ExitStatusExt;
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let status = match (out.status.code(), out.status.signal()) {
        (Some(0), _) => "ok".to_owned(),
        (Some(c), _) => format!("exit {c}"),
        (None, Some(9)) => "killed".to_owned(),
        (None, s) => format!("signal {s:?}"),
    };
    let mut parts = vec![status];
    if let Ok(serde_json::Value::Array(accounts)) =
        serde_json::from_slice::<serde_json::Value>(&out.stdout)
    {
        for account in accounts {
            if let Some(e) = account["error"].as_str() {
                parts.push(format!("account error: {e}"));
            }
            for c in account["calendars"].as_array().cloned().unwrap_or_default() {
                let n = |f: &str| c[f].as_u64().unwrap_or(0);
                let mut line = format!(
                    "{}: pushed {} pulled {} deleted {}/{} merged {} conflicts {}",
                    c["calendar"].as_str().unwrap_or("?"),
                    n("pushed"),
                    n("pulled"),
                    n("deleted_local"),
                    n("deleted_remote"),
                    n("merged"),
                    n("conflicts")
                );
                if let Some(e) = c["error"].as_str() {
                    line.push_str(&format!(" error: {e}"));
                }
                parts.push(line);
            }
            for key in ["added", "removed"] {
                if let Some(names) = account[key].as_array().filter(|a| !a.is_empty()) {
                    parts.push(format!("{key} {names:?}"));
                }
            }
        }
    } else if !stderr.trim().is_empty() {
        parts.push(stderr.trim().lines().last().unwrap_or("").to_owned());
    }
    Synced {
        ok: out.status.success(),
        line: parts.join("; "),
        stderr,
    }
}
