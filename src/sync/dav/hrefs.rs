//! Where a server's hrefs may point. Hrefs are the server's words, so they
//! are checked before Kairos keeps one, and later PUTs or DELETEs it with
//! the user's login: a member of a calendar is a direct child of that
//! calendar's path on the account's own server, after `.` and `..` are
//! resolved; anything else (`../../other/x.ics`, another host) is refused.

use ureq::http::Uri;

use super::{redact, DavError};
use crate::fl;

/// The path of `url` with `.` and `..` segments resolved (RFC 3986 §5.2.4).
pub fn resolved_path(url: &Uri) -> String {
    let mut out: Vec<&str> = Vec::new();
    let path = url.path();
    let segments: Vec<&str> = path.split('/').skip(1).collect();
    for (i, segment) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        match *segment {
            "." => {
                if last {
                    out.push("");
                }
            }
            ".." => {
                out.pop();
                if last {
                    out.push("");
                }
            }
            s => out.push(s),
        }
    }
    format!("/{}", out.join("/"))
}

/// Whether `a` and `b` are the same origin: scheme, host and port.
pub fn same_origin(a: &Uri, b: &Uri) -> bool {
    a.scheme_str().map(str::to_ascii_lowercase) == b.scheme_str().map(str::to_ascii_lowercase)
        && a.host().map(str::to_ascii_lowercase) == b.host().map(str::to_ascii_lowercase)
        && port(a) == port(b)
}

/// Whether a redirect from `from` to `to` may carry the login: only to the
/// same origin, or from http to https on the same host (an upgrade that
/// only makes the login safer); never from https to http, another port or
/// another host.
pub fn login_may_follow(from: &Uri, to: &Uri) -> bool {
    let same_host =
        from.host().map(str::to_ascii_lowercase) == to.host().map(str::to_ascii_lowercase);
    same_origin(from, to)
        || (same_host && from.scheme_str() == Some("http") && to.scheme_str() == Some("https"))
}

fn port(url: &Uri) -> Option<u16> {
    url.port_u16().or(match url.scheme_str() {
        Some("http") => Some(80),
        Some("https") => Some(443),
        _ => None,
    })
}

/// `member` (absolute, as resolved against the server) as a path, if it is
/// a direct child of the collection `calendar` on the server `origin`.
pub fn member_of(origin: &Uri, calendar: &str, member: &Uri) -> Option<String> {
    if !same_origin(origin, member) {
        return None;
    }
    let path = resolved_path(member);
    let dir = resolved_path(&format!("http://h{}", calendar).parse().ok()?);
    let rest = path
        .strip_prefix(dir.trim_end_matches('/'))?
        .strip_prefix('/')?;
    (!rest.is_empty() && !rest.trim_end_matches('/').contains('/')).then_some(path)
}

/// `href` resolved against `base`.
pub fn join(base: &Uri, href: &str) -> Result<Uri, DavError> {
    let bad = |reason: String| DavError::Bad {
        url: redact(base),
        reason,
    };
    if href.starts_with("http://") || href.starts_with("https://") {
        return href
            .parse()
            .map_err(|_| bad(fl!("dav-answer-bad-url", href = format!("{href:?}"))));
    }
    let scheme = base.scheme_str().unwrap_or("https");
    let authority = base
        .authority()
        .map(|a| a.as_str().rsplit('@').next().unwrap_or("").to_owned())
        .ok_or_else(|| bad(fl!("dav-url-without-host")))?;
    let path = if href.starts_with('/') {
        href.to_owned()
    } else {
        let dir = base.path().rsplit_once('/').map_or("", |(d, _)| d);
        format!("{dir}/{href}")
    };
    format!("{scheme}://{authority}{path}")
        .parse()
        .map_err(|_| bad(fl!("dav-answer-bad-href", href = format!("{href:?}"))))
}

/// A URL's path (hrefs are kept as paths on the account's server).
pub fn path_of(url: &Uri) -> String {
    url.path().to_owned()
}

/// Whether two collection paths name the same collection (with or
/// without the trailing slash).
pub fn same_path(a: &str, b: &str) -> bool {
    a.trim_end_matches('/') == b.trim_end_matches('/')
}

/// `path` with its `%XX` escapes decoded, where they decode to UTF-8
/// (`/cal/My%20Cal/` is `/cal/My Cal/`); `path` as it is otherwise.
pub fn decoded(path: &str) -> String {
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0)) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).unwrap_or_else(|_| path.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joins_hrefs() {
        let base: Uri = "https://dav.example.com:8443/cal/alice/".parse().unwrap();
        assert_eq!(
            join(&base, "/cal/alice/work/").unwrap().to_string(),
            "https://dav.example.com:8443/cal/alice/work/"
        );
        assert_eq!(
            join(&base, "work/").unwrap().to_string(),
            "https://dav.example.com:8443/cal/alice/work/"
        );
        assert_eq!(
            join(&base, "https://p1.example.net/x").unwrap().to_string(),
            "https://p1.example.net/x"
        );
    }

    fn uri(s: &str) -> Uri {
        s.parse().unwrap()
    }

    #[test]
    fn members_are_direct_children_on_the_same_server() {
        let origin = uri("https://dav.example.com/");
        let member = |u: &str| member_of(&origin, "/cal/work/", &uri(u));
        assert_eq!(
            member("https://dav.example.com/cal/work/a.ics").as_deref(),
            Some("/cal/work/a.ics")
        );
        assert_eq!(
            member("https://dav.example.com/cal/work/./b.ics").as_deref(),
            Some("/cal/work/b.ics")
        );
        assert_eq!(
            member("https://dav.example.com/cal/work/../../other/x.ics"),
            None
        );
        assert_eq!(member("https://dav.example.com/cal/work/sub/x.ics"), None);
        assert_eq!(member("https://dav.example.com/cal/workshop.ics"), None);
        assert_eq!(member("https://dav.example.com/cal/work/"), None);
        assert_eq!(member("https://evil.example.net/cal/work/a.ics"), None);
        assert_eq!(member("http://dav.example.com/cal/work/a.ics"), None);
        assert_eq!(member("https://dav.example.com:8443/cal/work/a.ics"), None);
    }

    #[test]
    fn the_login_follows_only_to_the_same_origin_or_an_upgrade() {
        let https = uri("https://h.example/dav/");
        assert!(login_may_follow(&https, &uri("https://h.example/other/")));
        assert!(login_may_follow(&https, &uri("https://H.example:443/x")));
        assert!(!login_may_follow(&https, &uri("http://h.example/dav/")));
        assert!(!login_may_follow(
            &https,
            &uri("https://h.example:8443/dav/")
        ));
        assert!(!login_may_follow(
            &https,
            &uri("https://other.example/dav/")
        ));
        let http = uri("http://h.example:8080/");
        assert!(login_may_follow(&http, &uri("http://h.example:8080/x")));
        assert!(!login_may_follow(&http, &uri("http://h.example:9090/x")));
        assert!(login_may_follow(&http, &uri("https://h.example/x")));
    }

    #[test]
    fn dot_segments_resolve() {
        assert_eq!(resolved_path(&uri("http://h/a/b/../c")), "/a/c");
        assert_eq!(resolved_path(&uri("http://h/a/./b/")), "/a/b/");
        assert_eq!(resolved_path(&uri("http://h/../../x")), "/x");
        assert_eq!(resolved_path(&uri("http://h/a/..")), "/");
    }
}
