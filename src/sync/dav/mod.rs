//! CalDAV, as much as sync needs: discovery (RFC 6764, 4791), calendar
//! listing, `sync-collection` (RFC 6578), ETag listing, `calendar-multiget`
//! and conditional writes.
//!
//! Our own, over `ureq`, rather than `libdav`: libdav reads every body whole
//! with no bound (its client type fixes the body to hyper's, so a limit
//! cannot be put in front), traces request headers — the login among them —
//! at trace level, and brings an async runtime into a command that does one
//! thing at a time. Here every body is bounded, every request has a
//! deadline, and the login is a sensitive header no message ever shows.

mod http;
pub mod xml;

use std::path::PathBuf;

use ureq::http::Uri;

pub use self::http::{redact, Client, Login, Options, MAX_BODY_BYTES};
use xml::{Multistatus, CALDAV, CS, DAV, ICAL};

/// What talking to a server can fail with. Messages name the URL (without
/// credentials) and the cause.
#[derive(Debug, thiserror::Error)]
pub enum DavError {
    #[error("cannot reach {url}: {reason}")]
    Unreachable { url: String, reason: String },
    #[error("{url} did not answer in time")]
    Timeout { url: String },
    #[error(
        "TLS with {url} failed: {reason} (a self-hosted server's CA can be trusted with --ca-cert)"
    )]
    Tls { url: String, reason: String },
    #[error("{url} refused the login (HTTP {status}): check the user name and password")]
    Unauthorized { url: String, status: u16 },
    #[error("{method} {url}: HTTP {status}")]
    Status {
        method: &'static str,
        url: String,
        status: u16,
    },
    /// A conditional write or a sync token was refused: someone else
    /// changed the resource, or the token is no longer valid.
    #[error("{url} changed on the server meanwhile (HTTP {status})")]
    Precondition { url: String, status: u16 },
    #[error("{url} sent more than {} MiB", limit >> 20)]
    TooLarge { url: String, limit: u64 },
    #[error("{url} sent something CalDAV does not allow: {reason}")]
    Bad { url: String, reason: String },
    #[error("no calendar home found at {url}: is it a CalDAV server?")]
    NoCalendarHome { url: String },
    #[error("cannot read the CA certificate {}: {reason}", path.display())]
    CaCert { path: PathBuf, reason: String },
}

/// A calendar collection on the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CalendarInfo {
    /// Its path.
    pub href: String,
    /// `displayname` (or the last segment of its path).
    pub name: String,
    /// `calendar-color` as `#rrggbb`, when the server has one.
    pub color: Option<String>,
    /// `getctag`.
    pub ctag: Option<String>,
    /// `sync-token` (the server supports RFC 6578 for it).
    pub sync_token: Option<String>,
    /// Whether it holds events (not only tasks).
    pub events: bool,
}

/// What changed in a collection since a sync token.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Changes {
    /// Members added or changed, with their ETags.
    pub changed: Vec<(String, Option<String>)>,
    /// Members removed.
    pub deleted: Vec<String>,
    /// The token to save once all of this is applied.
    pub token: String,
}

/// A resource's body as fetched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fetched {
    pub href: String,
    pub etag: Option<String>,
    pub body: Vec<u8>,
}

/// How a write is made safe.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    /// Only if nothing is there (`If-None-Match: *`).
    Create,
    /// Only if the server still holds this ETag (`If-Match`).
    Match(String),
    /// The server gave no ETag: write unconditionally.
    None,
}

/// Where a calendar server is, and how to talk to it.
pub struct Dav {
    client: Client,
    origin: Uri,
}

impl Dav {
    /// A session with the server `url` belongs to.
    pub fn new(client: Client, url: &Uri) -> Dav {
        Dav {
            client,
            origin: url.clone(),
        }
    }

    /// The absolute URL of `href` (a path, or a URL on this server).
    pub fn url(&self, href: &str) -> Result<Uri, DavError> {
        join(&self.origin, href)
    }

    /// Finds the calendar home for `url`: a calendar home itself, a
    /// calendar (its own home), a principal, or a server whose
    /// `/.well-known/caldav` leads there.
    pub fn discover(&mut self, url: &Uri) -> Result<String, DavError> {
        if let Some(home) = self.home_at(url)? {
            return Ok(home);
        }
        let well_known = join(url, "/.well-known/caldav")?;
        if let Some(home) = self.home_at(&well_known)? {
            return Ok(home);
        }
        Err(DavError::NoCalendarHome { url: redact(url) })
    }

    /// The home `url` leads to, following redirects and the principal.
    fn home_at(&mut self, url: &Uri) -> Result<Option<String>, DavError> {
        let body = xml::propfind(&[
            ("d", "resourcetype"),
            ("d", "current-user-principal"),
            ("c", "calendar-home-set"),
        ]);
        let Some((url, found)) = self.propfind_following(url, 0, &body)? else {
            return Ok(None);
        };
        self.origin = url.clone();
        let Some(r) = found.responses.first() else {
            return Ok(None);
        };
        let is_calendar = r.prop(DAV, "resourcetype").is_some_and(|p| {
            p.children
                .iter()
                .any(|c| c.0 == CALDAV && c.1 == "calendar")
        });
        if is_calendar {
            return Ok(Some(path_of(&url)));
        }
        if let Some(home) = r
            .prop(CALDAV, "calendar-home-set")
            .and_then(|p| p.hrefs.first())
        {
            return Ok(Some(path_of(&self.url(home)?)));
        }
        let Some(principal) = r
            .prop(DAV, "current-user-principal")
            .and_then(|p| p.hrefs.first())
        else {
            return Ok(None);
        };
        let principal = self.url(principal)?;
        let body = xml::propfind(&[("c", "calendar-home-set")]);
        let Some((_, found)) = self.propfind_following(&principal, 0, &body)? else {
            return Ok(None);
        };
        let home = found
            .responses
            .first()
            .and_then(|r| r.prop(CALDAV, "calendar-home-set"))
            .and_then(|p| p.hrefs.first())
            .map(|h| self.url(h))
            .transpose()?;
        Ok(home.map(|h| path_of(&h)))
    }

    /// PROPFIND that follows up to five redirects; `None` on 404/405.
    fn propfind_following(
        &mut self,
        url: &Uri,
        depth: u8,
        body: &str,
    ) -> Result<Option<(Uri, Multistatus)>, DavError> {
        let mut url = url.clone();
        for _ in 0..5 {
            let reply = self.client.send(
                "PROPFIND",
                &url,
                &[
                    ("depth", depth.to_string()),
                    ("content-type", "application/xml; charset=utf-8".into()),
                ],
                Some(body),
            )?;
            match reply.status {
                301 | 302 | 303 | 307 | 308 => {
                    let Some(location) = reply.header("location") else {
                        return Ok(None);
                    };
                    let next = join(&url, location)?;
                    // The login goes to another host only over TLS.
                    if next.host() != url.host() && next.scheme_str() != Some("https") {
                        return Err(DavError::Bad {
                            url: redact(&url),
                            reason: format!("a redirect to {} without TLS", redact(&next)),
                        });
                    }
                    url = next;
                }
                207 => {
                    let found = xml::multistatus(&reply.body).map_err(|reason| DavError::Bad {
                        url: redact(&url),
                        reason,
                    })?;
                    return Ok(Some((url, found)));
                }
                401 | 403 => {
                    return Err(DavError::Unauthorized {
                        url: redact(&url),
                        status: reply.status,
                    })
                }
                404 | 405 | 501 => return Ok(None),
                status => {
                    return Err(DavError::Status {
                        method: "PROPFIND",
                        url: redact(&url),
                        status,
                    })
                }
            }
        }
        Err(DavError::Bad {
            url: redact(&url),
            reason: "too many redirects".into(),
        })
    }

    /// The calendars in `home` (or `home` itself, when it is one).
    pub fn calendars(&mut self, home: &str) -> Result<Vec<CalendarInfo>, DavError> {
        let body = xml::propfind(&[
            ("d", "resourcetype"),
            ("d", "displayname"),
            ("ic", "calendar-color"),
            // Not getctag: servers compute it over every item, as they do
            // the token; it is asked for only where there is no token.
            ("d", "sync-token"),
            ("c", "supported-calendar-component-set"),
        ]);
        let found = self.multistatus("PROPFIND", home, 1, &body)?;
        let mut calendars = Vec::new();
        for r in &found.responses {
            let is_calendar = r.prop(DAV, "resourcetype").is_some_and(|p| {
                p.children
                    .iter()
                    .any(|c| c.0 == CALDAV && c.1 == "calendar")
            });
            if !is_calendar {
                continue;
            }
            let href = path_of(&self.url(&r.href)?);
            let events = r
                .prop(CALDAV, "supported-calendar-component-set")
                .is_none_or(|p| {
                    p.children.iter().any(|c| {
                        c.2.as_deref()
                            .is_some_and(|n| n.eq_ignore_ascii_case("VEVENT"))
                    })
                });
            let name = r
                .text(DAV, "displayname")
                .map(str::to_owned)
                .unwrap_or_else(|| last_segment(&href));
            calendars.push(CalendarInfo {
                color: r.text(ICAL, "calendar-color").and_then(color),
                ctag: r.text(CS, "getctag").map(str::to_owned),
                sync_token: r.text(DAV, "sync-token").map(str::to_owned),
                href,
                name,
                events,
            });
        }
        // The home itself is a calendar: it alone is the account's.
        if let Some(own) = calendars.iter().find(|c| same_path(&c.href, home)).cloned() {
            return Ok(vec![own]);
        }
        Ok(calendars)
    }

    /// The collection's `getctag` (for servers without sync tokens).
    pub fn ctag(&mut self, calendar: &str) -> Result<Option<String>, DavError> {
        let body = xml::propfind(&[("cs", "getctag")]);
        let found = self.multistatus("PROPFIND", calendar, 0, &body)?;
        Ok(found
            .responses
            .first()
            .and_then(|r| r.text(CS, "getctag"))
            .map(str::to_owned))
    }

    /// Every event of `calendar` with its body, in one `calendar-query`:
    /// for a calendar's first sync, where listing and then fetching in
    /// batches makes the server read everything twice.
    pub fn query_all(&mut self, calendar: &str) -> Result<Vec<Fetched>, DavError> {
        let found = self.multistatus("REPORT", calendar, 1, &xml::query_events())?;
        self.bodies(found)
    }

    /// Every member of `calendar` with its ETag (PROPFIND, depth 1).
    pub fn list(&mut self, calendar: &str) -> Result<Vec<(String, Option<String>)>, DavError> {
        let body = xml::propfind(&[("d", "getetag"), ("d", "resourcetype")]);
        let found = self.multistatus("PROPFIND", calendar, 1, &body)?;
        let mut members = Vec::new();
        for r in found.responses {
            let href = path_of(&self.url(&r.href)?);
            let collection = r
                .prop(DAV, "resourcetype")
                .is_some_and(|p| !p.children.is_empty());
            if collection || same_path(&href, calendar) {
                continue;
            }
            members.push((href, r.text(DAV, "getetag").map(str::to_owned)));
        }
        Ok(members)
    }

    /// What changed in `calendar` since `token` (RFC 6578), following
    /// truncated answers (507). A refused token is [`DavError::Precondition`].
    pub fn changes(&mut self, calendar: &str, token: &str) -> Result<Changes, DavError> {
        let mut out = Changes::default();
        let mut from = token.to_owned();
        for _ in 0..1000 {
            let url = self.url(calendar)?;
            let reply = self.client.send(
                "REPORT",
                &url,
                &[
                    ("depth", "0".into()),
                    ("content-type", "application/xml; charset=utf-8".into()),
                ],
                Some(&xml::sync_collection(Some(&from))),
            )?;
            if (400..500).contains(&reply.status) && !matches!(reply.status, 401 | 429) {
                return Err(DavError::Precondition {
                    url: redact(&url),
                    status: reply.status,
                });
            }
            let found = self.expect_multistatus("REPORT", &url, reply)?;
            let mut truncated = false;
            for r in found.responses {
                let href = path_of(&self.url(&r.href)?);
                match r.status {
                    Some(404) => out.deleted.push(href),
                    Some(507) => truncated = true,
                    _ if same_path(&href, calendar) => {}
                    _ => out
                        .changed
                        .push((href, r.text(DAV, "getetag").map(str::to_owned))),
                }
            }
            let next = found.sync_token.ok_or_else(|| DavError::Bad {
                url: redact(&url),
                reason: "a sync report without a sync-token".into(),
            })?;
            out.token = next.clone();
            if !truncated || next == from {
                return Ok(out);
            }
            from = next;
        }
        Err(DavError::Bad {
            url: calendar.to_owned(),
            reason: "the sync report never ends".into(),
        })
    }

    /// The bodies of `hrefs` (one `calendar-multiget`); members the server
    /// no longer has are left out.
    pub fn multiget(&mut self, calendar: &str, hrefs: &[String]) -> Result<Vec<Fetched>, DavError> {
        let found = self.multistatus("REPORT", calendar, 1, &xml::multiget(hrefs))?;
        self.bodies(found)
    }

    /// The resources of a report that carry `calendar-data`.
    fn bodies(&self, found: Multistatus) -> Result<Vec<Fetched>, DavError> {
        let mut out = Vec::new();
        for r in found.responses {
            let Some(data) = r.prop(CALDAV, "calendar-data") else {
                continue;
            };
            out.push(Fetched {
                href: path_of(&self.url(&r.href)?),
                etag: r.text(DAV, "getetag").map(str::to_owned),
                body: data.text.clone().into_bytes(),
            });
        }
        Ok(out)
    }

    /// Writes `body` at `href`; the new ETag when the server gives one.
    pub fn put(
        &mut self,
        href: &str,
        body: &str,
        condition: &Condition,
    ) -> Result<Option<String>, DavError> {
        let url = self.url(href)?;
        let mut headers = vec![("content-type", "text/calendar; charset=utf-8".to_owned())];
        match condition {
            Condition::Create => headers.push(("if-none-match", "*".into())),
            Condition::Match(etag) => headers.push(("if-match", etag.clone())),
            Condition::None => {}
        }
        let reply = self.client.send("PUT", &url, &headers, Some(body))?;
        match reply.status {
            200..=299 => Ok(reply.header("etag").map(str::to_owned)),
            412 => Err(DavError::Precondition {
                url: redact(&url),
                status: 412,
            }),
            status => Err(self.status_error("PUT", &url, status)),
        }
    }

    /// Deletes `href` if it still has `etag`; already gone is done.
    pub fn delete(&mut self, href: &str, etag: Option<&str>) -> Result<(), DavError> {
        let url = self.url(href)?;
        let headers: Vec<(&str, String)> = etag
            .map(|e| vec![("if-match", e.to_owned())])
            .unwrap_or_default();
        let reply = self.client.send("DELETE", &url, &headers, None)?;
        match reply.status {
            200..=299 | 404 => Ok(()),
            412 => Err(DavError::Precondition {
                url: redact(&url),
                status: 412,
            }),
            status => Err(self.status_error("DELETE", &url, status)),
        }
    }

    fn multistatus(
        &mut self,
        method: &'static str,
        href: &str,
        depth: u8,
        body: &str,
    ) -> Result<Multistatus, DavError> {
        let url = self.url(href)?;
        let reply = self.client.send(
            method,
            &url,
            &[
                ("depth", depth.to_string()),
                ("content-type", "application/xml; charset=utf-8".into()),
            ],
            Some(body),
        )?;
        self.expect_multistatus(method, &url, reply)
    }

    fn expect_multistatus(
        &self,
        method: &'static str,
        url: &Uri,
        reply: http::Reply,
    ) -> Result<Multistatus, DavError> {
        if reply.status != 207 {
            return Err(self.status_error(method, url, reply.status));
        }
        xml::multistatus(&reply.body).map_err(|reason| DavError::Bad {
            url: redact(url),
            reason,
        })
    }

    fn status_error(&self, method: &'static str, url: &Uri, status: u16) -> DavError {
        match status {
            401 | 403 => DavError::Unauthorized {
                url: redact(url),
                status,
            },
            _ => DavError::Status {
                method,
                url: redact(url),
                status,
            },
        }
    }
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
            .map_err(|_| bad(format!("an invalid URL {href:?}")));
    }
    let scheme = base.scheme_str().unwrap_or("https");
    let authority = base
        .authority()
        .map(|a| a.as_str().rsplit('@').next().unwrap_or("").to_owned())
        .ok_or_else(|| bad("a URL without a host".into()))?;
    let path = if href.starts_with('/') {
        href.to_owned()
    } else {
        let dir = base.path().rsplit_once('/').map_or("", |(d, _)| d);
        format!("{dir}/{href}")
    };
    format!("{scheme}://{authority}{path}")
        .parse()
        .map_err(|_| bad(format!("an invalid href {href:?}")))
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

fn last_segment(href: &str) -> String {
    href.trim_end_matches('/')
        .rsplit('/')
        .next()
        .unwrap_or("Calendar")
        .to_owned()
}

/// `#rrggbb` from a server's color (`#RRGGBBAA` on Apple and Nextcloud).
fn color(text: &str) -> Option<String> {
    let hex = text.trim().strip_prefix('#')?;
    (hex.len() >= 6 && hex[..6].chars().all(|c| c.is_ascii_hexdigit()))
        .then(|| format!("#{}", hex[..6].to_ascii_lowercase()))
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

    #[test]
    fn reads_server_colors() {
        assert_eq!(color("#FF8800FF").as_deref(), Some("#ff8800"));
        assert_eq!(color("#0a0b0c").as_deref(), Some("#0a0b0c"));
        assert_eq!(color("red"), None);
    }
}
