//! HTTP Digest (RFC 7616), as Baïkal asks for by default: a front of the
//! test's own before Radicale takes only Digest answers it checks itself
//! (MD5 and SHA-256 challenges, `qop=auth`, stale nonces), and passes what
//! it accepts on with Radicale's own login. An account is added and syncs
//! both ways through it; a wrong password is said as one; and a redirect
//! to another port carries no login of either kind.

mod dav_support;
mod sync_support;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering::SeqCst};
use std::sync::Arc;

use dav_support::{forward, radicale, reply, Answer, Http, Req};
use md5::Md5;
use sha2::{Digest, Sha256};
use sync_support::{event, path_of, Device, Kairos, Server};

/// The parameters of a `Digest …` Authorization value.
fn params(value: &str) -> HashMap<String, String> {
    let rest = value.strip_prefix("Digest ").unwrap_or("");
    let mut out = HashMap::new();
    for part in rest.split(", ") {
        if let Some((k, v)) = part.split_once('=') {
            out.insert(k.to_owned(), v.trim_matches('"').to_owned());
        }
    }
    out
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A Digest-only front: `sha256` picks the challenge's hash; a nonce is
/// "stale" after `fresh_for` answers, as a server's nonces expire.
struct DigestFront {
    http: Http,
    accepted: Arc<AtomicU32>,
}

fn digest_front(user: &'static str, password: &'static str, sha256: bool) -> DigestFront {
    let accepted = Arc::new(AtomicU32::new(0));
    let counted = accepted.clone();
    let nonce_round = Arc::new(AtomicU32::new(0));
    let http = Http::start(move |req: &Req| {
        let round = nonce_round.load(SeqCst);
        let nonce = format!("nonce-{round}");
        let algorithm = if sha256 { "SHA-256" } else { "MD5" };
        let challenge = |stale: bool| {
            let stale = if stale { ", stale=true" } else { "" };
            reply(
                401,
                &format!(
                    "WWW-Authenticate: Basic realm=\"nope\"\r\nWWW-Authenticate: Digest \
                     realm=\"kairos\", qop=\"auth\", algorithm={algorithm}, \
                     nonce=\"{nonce}\", opaque=\"op\"{stale}\r\n"
                ),
                "",
            )
        };
        let Some(p) = req.header("authorization").map(params) else {
            return challenge(false);
        };
        let h = |t: String| {
            if sha256 {
                hex(&Sha256::digest(t.as_bytes()))
            } else {
                hex(&Md5::digest(t.as_bytes()))
            }
        };
        let get = |k: &str| p.get(k).cloned().unwrap_or_default();
        if get("username") != user || get("uri") != req.path || get("opaque") != "op" {
            return challenge(false);
        }
        let ha1 = h(format!("{user}:kairos:{password}"));
        let ha2 = h(format!("{}:{}", req.method, req.path));
        let expected = h(format!(
            "{ha1}:{}:{}:{}:auth:{ha2}",
            get("nonce"),
            get("nc"),
            get("cnonce")
        ));
        if get("response") != expected {
            return challenge(false);
        }
        if get("nonce") != nonce {
            return challenge(true);
        }
        // Every twentieth request, the nonce expires.
        if counted.fetch_add(1, SeqCst) % 20 == 19 {
            nonce_round.fetch_add(1, SeqCst);
        }
        let mut passed = req.clone();
        passed
            .headers
            .retain(|(n, _)| !n.eq_ignore_ascii_case("authorization"));
        // Radicale's own login (plain "yves:secret").
        passed
            .headers
            .push(("Authorization".into(), "Basic eXZlczpzZWNyZXQ=".into()));
        let (head, body) = forward(&radicale(), &passed);
        let status = head
            .split_whitespace()
            .nth(1)
            .unwrap_or("502")
            .parse()
            .unwrap_or(502);
        let headers: String = head.lines().skip(1).map(|l| format!("{l}\r\n")).collect();
        Answer::Reply(status, headers, String::from_utf8_lossy(&body).into_owned())
    });
    DigestFront { http, accepted }
}

fn add(kairos: &Kairos, url: &str, password: &str) -> std::process::Output {
    kairos.run(&[
        "accounts",
        "add",
        "digest",
        "--url",
        url,
        "--user",
        "yves",
        "--password-command",
        &format!("echo {password}"),
    ])
}

#[test]
fn a_digest_only_server_takes_the_login_and_syncs_both_ways() {
    for sha256 in [false, true] {
        let name = if sha256 {
            "Digest SHA-256"
        } else {
            "Digest MD5"
        };
        let device = Device::new(Server::Radicale, "yves");
        let calendar = device.make_calendar(name);
        device.put(
            &calendar,
            &event(&format!("there@{name}"), "There", "20261210T090000Z"),
        );
        let front = digest_front("yves", "secret", sha256);
        let url = format!("{}{}", front.http.url, &path_of(&calendar)[1..]);

        let kairos = Kairos::new();
        let out = add(&kairos, &url, "secret");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        kairos.sync();
        assert!(kairos.events(name).contains_key(&format!("there@{name}")));
        for i in 0..25 {
            let start = format!("2026-12-{:02}T10:00", 1 + i % 28);
            kairos.ok(&[
                "add",
                &format!("Here {i}"),
                "--start",
                &start,
                "--calendar",
                name,
            ]);
        }
        // Twenty-five writes: the nonce goes stale on the way and is
        // answered again.
        let report = kairos.sync();
        assert_eq!(
            sync_support::counts(&report, name)["pushed"],
            25,
            "{report}"
        );
        assert_eq!(device.etags(&calendar).len(), 26);
        assert!(front.accepted.load(SeqCst) > 25);
        // No request carried the password in the clear once Digest was
        // asked for, except the first of each process (Basic is tried
        // first, as before).
        let basics = front
            .http
            .seen()
            .iter()
            .filter(|r| {
                r.header("authorization")
                    .is_some_and(|a| a.starts_with("Basic"))
            })
            .count();
        assert!(basics <= 3, "{basics} requests sent Basic");

        let wrong = Kairos::new();
        let out = add(&wrong, &url, "not-the-password");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success());
        assert!(said.contains("refused the login"), "{said}");
        assert!(!said.contains("not-the-password"), "{said}");
    }
}

#[test]
fn a_redirect_to_another_port_carries_no_login() {
    let elsewhere = Http::start(|_| reply(207, "", ""));
    let to = elsewhere.url.clone();
    let front = Http::start(move |req: &Req| {
        if !req
            .header("authorization")
            .is_some_and(|a| a.starts_with("Digest"))
        {
            return reply(
                401,
                "WWW-Authenticate: Digest realm=\"k\", qop=\"auth\", nonce=\"n\"\r\n",
                "",
            );
        }
        reply(301, &format!("Location: {to}dav/\r\n"), "")
    });
    let kairos = Kairos::new();
    let out = add(&kairos, &front.url, "secret");
    assert!(!out.status.success());
    assert!(
        elsewhere
            .seen()
            .iter()
            .all(|r| r.header("authorization").is_none()),
        "a login went to another port"
    );
    let digests = front
        .seen()
        .iter()
        .filter(|r| {
            r.header("authorization")
                .is_some_and(|a| a.starts_with("Digest"))
        })
        .count();
    assert!(digests > 0, "the front was answered with Digest");
}
