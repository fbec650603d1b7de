//! HTTP Digest (RFC 7616): the login Baïkal (and sabre/dav set up so)
//! asks for by default. A password account sends Basic first, as before;
//! a server that answers 401 with a Digest challenge is answered with
//! Digest (SHA-256 where offered, else MD5; `qop=auth`, or none for an
//! RFC 2069 server), and the challenge is kept so later requests answer
//! it at once, with the nonce count moving on. The password goes nowhere
//! else than Basic's would: the same requests, to the same server.

use md5::Md5;
use sha2::{Digest as _, Sha256};

/// A hash a challenge may name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Algorithm {
    Md5,
    Sha256,
}

/// A server's Digest challenge, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Challenge {
    pub(super) realm: String,
    pub(super) nonce: String,
    pub(super) opaque: Option<String>,
    pub(super) algorithm: Algorithm,
    /// `-sess`: the first hash takes the nonces in too.
    pub(super) session: bool,
    /// The server asks for `qop=auth` (else the RFC 2069 form).
    pub(super) qop_auth: bool,
    /// The nonce was refused only for being old: answer again.
    pub(super) stale: bool,
}

/// The best Digest challenge among `WWW-Authenticate` values (SHA-256
/// before MD5); `None` when there is none Kairos can answer (`auth-int`
/// only, an unknown hash, no nonce).
pub(super) fn best_challenge<'a>(values: impl IntoIterator<Item = &'a str>) -> Option<Challenge> {
    let mut found: Vec<Challenge> = values.into_iter().flat_map(challenges).collect();
    found.sort_by_key(|c| c.algorithm != Algorithm::Sha256);
    found.into_iter().next()
}

/// The Digest challenges in one header value (which may hold several
/// schemes, each followed by its parameters).
fn challenges(value: &str) -> Vec<Challenge> {
    let mut out = Vec::new();
    let mut params: Option<Vec<(String, String)>> = None;
    for (scheme, param) in tokens(value) {
        if let Some(scheme) = scheme {
            if let Some(done) = params.take() {
                out.extend(challenge_of(&done));
            }
            if scheme.eq_ignore_ascii_case("digest") {
                params = Some(Vec::new());
            }
        }
        if let (Some(p), Some(param)) = (params.as_mut(), param) {
            p.push(param);
        }
    }
    if let Some(done) = params {
        out.extend(challenge_of(&done));
    }
    out
}

/// A scheme that starts here (if any), and the `name=value` parameter
/// that follows it (if any).
type Token = (Option<String>, Option<(String, String)>);

/// The scheme names and parameters of a header value, in order.
fn tokens(value: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut rest = value.trim();
    while !rest.is_empty() {
        rest = rest.trim_start_matches([',', ' ', '\t']);
        let end = rest.find(['=', ' ', ',']).unwrap_or(rest.len());
        let word = &rest[..end];
        rest = &rest[end..];
        if let Some(after) = rest.trim_start().strip_prefix('=') {
            let after = after.trim_start();
            let (val, next) = if let Some(quoted) = after.strip_prefix('"') {
                let mut val = String::new();
                let mut chars = quoted.char_indices();
                let mut end = quoted.len();
                while let Some((i, c)) = chars.next() {
                    match c {
                        '\\' => {
                            if let Some((_, n)) = chars.next() {
                                val.push(n);
                            }
                        }
                        '"' => {
                            end = i + 1;
                            break;
                        }
                        c => val.push(c),
                    }
                }
                (val, &quoted[end.min(quoted.len())..])
            } else {
                let end = after.find(',').unwrap_or(after.len());
                (after[..end].trim().to_owned(), &after[end..])
            };
            out.push((None, Some((word.to_ascii_lowercase(), val))));
            rest = next;
        } else if !word.is_empty() {
            out.push((Some(word.to_owned()), None));
        } else {
            break;
        }
    }
    out
}

fn challenge_of(params: &[(String, String)]) -> Option<Challenge> {
    let get = |name: &str| {
        params
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let (algorithm, session) = match get("algorithm").map(str::to_ascii_uppercase).as_deref() {
        None | Some("MD5") => (Algorithm::Md5, false),
        Some("MD5-SESS") => (Algorithm::Md5, true),
        Some("SHA-256") => (Algorithm::Sha256, false),
        Some("SHA-256-SESS") => (Algorithm::Sha256, true),
        Some(_) => return None,
    };
    let qop_auth = match get("qop") {
        None => false,
        Some(q) if q.split(',').any(|q| q.trim().eq_ignore_ascii_case("auth")) => true,
        Some(_) => return None,
    };
    Some(Challenge {
        realm: get("realm").unwrap_or("").to_owned(),
        nonce: get("nonce").filter(|n| !n.is_empty())?.to_owned(),
        opaque: get("opaque").map(str::to_owned),
        algorithm,
        session,
        qop_auth,
        stale: get("stale").is_some_and(|s| s.eq_ignore_ascii_case("true")),
    })
}

fn hash(algorithm: Algorithm, text: &str) -> String {
    let bytes: Vec<u8> = match algorithm {
        Algorithm::Md5 => Md5::digest(text.as_bytes()).to_vec(),
        Algorithm::Sha256 => Sha256::digest(text.as_bytes()).to_vec(),
    };
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Quotes a parameter's value.
fn quoted(value: &str) -> String {
    format!("\"{}\"", value.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The `Authorization` value answering `challenge` for a request of
/// `method` to `uri` (its path and query), as the `nc`th use of its nonce,
/// with the client nonce `cnonce`.
pub(super) fn authorization(
    challenge: &Challenge,
    user: &str,
    password: &str,
    method: &str,
    uri: &str,
    nc: u32,
    cnonce: &str,
) -> String {
    let c = challenge;
    let h = |t: &str| hash(c.algorithm, t);
    let mut ha1 = h(&format!("{user}:{}:{password}", c.realm));
    if c.session {
        ha1 = h(&format!("{ha1}:{}:{cnonce}", c.nonce));
    }
    let ha2 = h(&format!("{method}:{uri}"));
    let nc = format!("{nc:08x}");
    let response = if c.qop_auth {
        h(&format!("{ha1}:{}:{nc}:{cnonce}:auth:{ha2}", c.nonce)) // i18n: not words
    } else {
        h(&format!("{ha1}:{}:{ha2}", c.nonce))
    };
    let algorithm = match (c.algorithm, c.session) {
        (Algorithm::Md5, false) => "MD5",
        (Algorithm::Md5, true) => "MD5-sess",
        (Algorithm::Sha256, false) => "SHA-256",
        (Algorithm::Sha256, true) => "SHA-256-sess",
    };
    let mut out = format!(
        "Digest username={}, realm={}, nonce={}, uri={}, algorithm={algorithm}, response={}", // i18n: not words
        quoted(user),
        quoted(&c.realm),
        quoted(&c.nonce),
        quoted(uri),
        quoted(&response)
    );
    if c.qop_auth {
        out += &format!(", qop=auth, nc={nc}, cnonce={}", quoted(cnonce)); // i18n: not words
    }
    if let Some(opaque) = &c.opaque {
        out += &format!(", opaque={}", quoted(opaque)); // i18n: not words
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 7616 §3.9.1's example, both hashes.
    const RFC_7616: &str = "Digest realm=\"http-auth@example.org\", qop=\"auth, auth-int\", \
        algorithm=SHA-256, nonce=\"7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v\", \
        opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\", \
        Digest realm=\"http-auth@example.org\", qop=\"auth, auth-int\", algorithm=MD5, \
        nonce=\"7ypf/xlj9XXwfDPEoM4URrv/xwf94BcCAzFZH4GiTo0v\", \
        opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\"";
    const CNONCE: &str = "f2/wE4q74E6zIJEtWaHKaf5wv/H5QzzpXusqGemxURZJ";

    fn response_of(header: &str) -> &str {
        let at = header.find("response=\"").unwrap() + "response=\"".len();
        &header[at..at + header[at..].find('"').unwrap()]
    }

    #[test]
    fn the_rfc_7616_example_is_answered_with_sha_256_and_md5() {
        let found = challenges(RFC_7616);
        assert_eq!(found.len(), 2, "{found:?}");
        let best = best_challenge([RFC_7616]).unwrap();
        assert_eq!(best.algorithm, Algorithm::Sha256);
        assert!(best.qop_auth);
        let user = "Mufasa";
        let password = "Circle of Life";
        let uri = "/dir/index.html";
        let sha = authorization(&best, user, password, "GET", uri, 1, CNONCE);
        assert_eq!(
            response_of(&sha),
            "753927fa0e85d155564e2e272a28d1802ca10daf4496794697cf8db5856cb6c1"
        );
        assert!(
            sha.contains("nc=00000001") && sha.contains("qop=auth,"),
            "{sha}"
        );
        assert!(sha.contains("opaque=\"FQhe/qaU925kfnzjCev0ciny7QMkPqMAFRtzCUYo5tdS\""));
        let md5 = authorization(&found[1], user, password, "GET", uri, 1, CNONCE);
        assert_eq!(response_of(&md5), "8ca523f5e9506fed4657c9700eebdbec");
    }

    /// RFC 2617 §3.5's example: MD5, qop=auth, the nonce count moving on.
    #[test]
    fn the_rfc_2617_example_is_answered() {
        let value = "Digest realm=\"testrealm@host.com\", qop=\"auth,auth-int\", \
            nonce=\"dcd98b7102dd2f0e8b11d0f600bfb0c093\", \
            opaque=\"5ccc069c403ebaf9f0171e9517f40e41\"";
        let c = best_challenge([value]).unwrap();
        let header = authorization(
            &c,
            "Mufasa",
            "Circle Of Life",
            "GET",
            "/dir/index.html",
            1,
            "0a4f113b",
        );
        assert_eq!(response_of(&header), "6629fae49393a05397450978507c4ef1");
    }

    #[test]
    fn what_cannot_be_answered_is_no_challenge() {
        // Basic only, auth-int only, an unknown hash, no nonce.
        for value in [
            "Basic realm=\"x\"",
            "Digest realm=\"x\", nonce=\"n\", qop=\"auth-int\"",
            "Digest realm=\"x\", nonce=\"n\", algorithm=SHA-512-256",
            "Digest realm=\"x\"",
            "",
            "Digest",
            "Digest realm=\"unterminated",
        ] {
            assert_eq!(best_challenge([value]), None, "{value}");
        }
        // Basic and Digest in one value; stale nonces said so.
        let both = "Basic realm=\"a\", Digest realm=\"b\", nonce=\"n\", stale=TRUE";
        let c = best_challenge([both]).unwrap();
        assert_eq!((c.realm.as_str(), c.stale), ("b", true));
        assert!(!c.qop_auth);
        let old = authorization(&c, "u", "p", "PUT", "/c/e.ics", 1, "x");
        assert!(!old.contains("qop") && !old.contains("nc="), "{old}");
    }
}
