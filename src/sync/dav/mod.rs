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

mod discovery;
mod error;
mod hrefs;
mod http;
mod schedule;
pub mod xml;

use ureq::http::Uri;

pub use self::error::{tls_cause, DavError};
pub use self::hrefs::{
    join, login_may_follow, member_of, path_of, resolved_path, same_origin, same_path,
};
pub use self::http::{redact, BearerSource, Client, Login, Options, TokenError, MAX_BODY_BYTES};
pub use self::schedule::Principal;
use crate::fl;
use xml::{Multistatus, CALDAV, CS, DAV};

/// The `content-type` of the XML bodies Kairos sends.
const XML_BODY: &str = "application/xml; charset=utf-8"; // i18n: not words

/// The most calendars one account may list: more is not a person's
/// account (or is a server gone wrong), and each costs a request a sync.
pub const MAX_CALENDARS: usize = 500;

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
    /// Hrefs the server named outside the collection asked about,
    /// refused (for the sync's report).
    refused: Vec<String>,
}

impl Dav {
    /// A session with the server `url` belongs to.
    pub fn new(client: Client, url: &Uri) -> Dav {
        Dav {
            client,
            origin: url.clone(),
            refused: Vec::new(),
        }
    }

    /// The hrefs refused since the last call, for the report.
    pub fn take_refused(&mut self) -> Vec<String> {
        std::mem::take(&mut self.refused)
    }

    /// `href` as a path, when it names a direct member of `calendar` on
    /// this server; else it is refused (remembered for the report).
    fn member(&mut self, calendar: &str, href: &str) -> Result<Option<String>, DavError> {
        let url = self.url(href)?;
        let member = member_of(&self.origin, calendar, &url);
        if member.is_none() {
            self.refused.push(href.to_owned());
        }
        Ok(member)
    }

    /// Refuses to send the login to `url` when the server named another
    /// scheme, host or port (a principal or home on another host, an http
    /// address behind a TLS proxy): the password or token goes only where
    /// it was given, as with redirects.
    fn login_may_go(&self, url: &Uri) -> Result<(), DavError> {
        if login_may_follow(&self.origin, url) {
            return Ok(());
        }
        Err(DavError::Redirected {
            url: redact(&self.origin),
            to: redact(url),
        })
    }

    /// The absolute URL of `href` (a path, or a URL on this server).
    pub fn url(&self, href: &str) -> Result<Uri, DavError> {
        join(&self.origin, href)
    }

    /// Whether the collection `calendar` is still there, asked of itself
    /// (PROPFIND, depth 0): a calendar missing from a listing is removed
    /// only when this says 404 or 410. Any other answer is an error, and
    /// nothing is removed.
    pub fn still_there(&mut self, calendar: &str) -> Result<bool, DavError> {
        let url = self.url(calendar)?;
        let body = xml::propfind(&[("d", "resourcetype")]);
        let reply = self.client.send(
            "PROPFIND",
            &url,
            &[("depth", "0".into()), ("content-type", XML_BODY.into())],
            Some(&body),
        )?;
        match reply.status {
            404 | 410 => Ok(false),
            _ => self
                .expect_multistatus("PROPFIND", &url, reply)
                .map(|_| true),
        }
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
        self.bodies(calendar, found)
    }

    /// Every member of `calendar` with its ETag (PROPFIND, depth 1).
    pub fn list(&mut self, calendar: &str) -> Result<Vec<(String, Option<String>)>, DavError> {
        let body = xml::propfind(&[("d", "getetag"), ("d", "resourcetype")]);
        let found = self.multistatus("PROPFIND", calendar, 1, &body)?;
        let mut members = Vec::new();
        for r in found.responses {
            let collection = r
                .prop(DAV, "resourcetype")
                .is_some_and(|p| !p.children.is_empty());
            if collection || same_path(&path_of(&self.url(&r.href)?), calendar) {
                continue;
            }
            let Some(href) = self.member(calendar, &r.href)? else {
                continue;
            };
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
                &[("depth", "0".into()), ("content-type", XML_BODY.into())],
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
                if r.status == Some(507) {
                    truncated = true;
                    continue;
                }
                if same_path(&path_of(&self.url(&r.href)?), calendar) {
                    continue;
                }
                let Some(href) = self.member(calendar, &r.href)? else {
                    continue;
                };
                match r.status {
                    Some(404) => out.deleted.push(href),
                    _ => out
                        .changed
                        .push((href, r.text(DAV, "getetag").map(str::to_owned))),
                }
            }
            let next = found.sync_token.ok_or_else(|| DavError::Bad {
                url: redact(&url),
                reason: fl!("dav-no-sync-token"),
            })?;
            out.token = next.clone();
            if !truncated || next == from {
                return Ok(out);
            }
            from = next;
        }
        Err(DavError::Bad {
            url: calendar.to_owned(),
            reason: fl!("dav-sync-never-ends"),
        })
    }

    /// The bodies of `hrefs` (one `calendar-multiget`); members the server
    /// no longer has are left out.
    pub fn multiget(&mut self, calendar: &str, hrefs: &[String]) -> Result<Vec<Fetched>, DavError> {
        let found = self.multistatus("REPORT", calendar, 1, &xml::multiget(hrefs))?;
        self.bodies(calendar, found)
    }

    /// The resources of a report that carry `calendar-data`.
    fn bodies(&mut self, calendar: &str, found: Multistatus) -> Result<Vec<Fetched>, DavError> {
        let mut out = Vec::new();
        for r in found.responses {
            let Some(data) = r.prop(CALDAV, "calendar-data") else {
                continue;
            };
            let Some(href) = self.member(calendar, &r.href)? else {
                continue;
            };
            out.push(Fetched {
                href,
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
        let ical = "text/calendar; charset=utf-8"; // i18n: not words
        let mut headers = vec![("content-type", ical.to_owned())];
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
        self.login_may_go(&url)?;
        let reply = self.client.send(
            method,
            &url,
            &[
                ("depth", depth.to_string()),
                ("content-type", XML_BODY.into()),
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
