//! Finding the calendars: the calendar home from the address a person
//! types (RFC 6764's well-known address, the principal, RFC 4791's
//! calendar-home-set), and the calendars in it.

use ureq::http::Uri;

use super::xml::{self, Multistatus, CALDAV, CS, DAV, ICAL};
use super::{
    join, login_may_follow, path_of, redact, same_path, CalendarInfo, Dav, DavError, MAX_CALENDARS,
};

impl Dav {
    /// Finds the calendar home for `url`: a calendar home itself, a
    /// calendar (its own home), a principal, or a server whose
    /// `/.well-known/caldav` leads there.
    ///
    /// A typed address that is not CalDAV (a web page's 200, a 403 from a
    /// web interface) is not taken for a refused login: the same host's
    /// `/.well-known/caldav` is tried, and only a login refused there too
    /// is reported as one.
    pub fn discover(&mut self, url: &Uri) -> Result<String, DavError> {
        let first = match self.home_at(url) {
            Ok(Some(home)) => return Ok(home),
            Ok(None) => None,
            Err(
                e
                @ (DavError::Unauthorized { .. } | DavError::Status { .. } | DavError::Bad { .. }),
            ) => Some(e),
            Err(e) => return Err(e),
        };
        let well_known = join(url, "/.well-known/caldav")?;
        match self.home_at(&well_known) {
            Ok(Some(home)) => Ok(home),
            Err(e @ DavError::Unauthorized { .. }) => Err(e),
            Err(
                e @ (DavError::Unreachable { .. }
                | DavError::Timeout { .. }
                | DavError::Tls { .. }
                | DavError::Redirected { .. }),
            ) => Err(e),
            // A 401 at the address itself is a login the server refused,
            // whatever its /.well-known says.
            _ => match first {
                Some(e @ DavError::Unauthorized { status: 401, .. }) => Err(e),
                _ => Err(DavError::NoCalendarHome { url: redact(url) }),
            },
        }
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
    pub(super) fn propfind_following(
        &mut self,
        url: &Uri,
        depth: u8,
        body: &str,
    ) -> Result<Option<(Uri, Multistatus)>, DavError> {
        self.login_may_go(url)?;
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
                    // The login goes only where it was given (and never
                    // from https to http).
                    if !login_may_follow(&url, &next) {
                        return Err(DavError::Redirected {
                            url: redact(&url),
                            to: redact(&next),
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

    /// The calendars in `home` (or `home` itself, when it is one): `depth`
    /// 1 lists its members, 0 only `home` (an account that is one
    /// calendar, listed in one small request). Scheduling inboxes and
    /// outboxes are not calendars to keep events in.
    pub fn calendars(&mut self, home: &str, depth: u8) -> Result<Vec<CalendarInfo>, DavError> {
        let body = xml::propfind(&[
            ("d", "resourcetype"),
            ("d", "displayname"),
            ("ic", "calendar-color"),
            // Not getctag: servers compute it over every item, as they do
            // the token; it is asked for only where there is no token.
            ("d", "sync-token"),
            ("c", "supported-calendar-component-set"),
            // Where a principal that is its own home (DAViCal) keeps its
            // scheduling inbox and outbox, which it marks as calendars.
            ("c", "schedule-inbox-URL"),
            ("c", "schedule-outbox-URL"),
        ]);
        let found = self.multistatus("PROPFIND", home, depth, &body)?;
        let origin = self.origin.clone();
        let calendars = listed(&found, |href| join(&origin, href).map(|u| path_of(&u)))?;
        // The home itself is a calendar: it alone is the account's.
        if let Some(own) = calendars.iter().find(|c| same_path(&c.href, home)).cloned() {
            return Ok(vec![own]);
        }
        if calendars.len() > MAX_CALENDARS {
            return Err(DavError::TooManyCalendars {
                url: redact(&self.url(home)?),
                count: calendars.len(),
            });
        }
        Ok(calendars)
    }
}

/// The calendars a PROPFIND of a home (or of a calendar) lists, in the
/// server's own words: `path` turns a listed href into the path Kairos
/// keeps. Pure, so that it can be fed anything a server might send.
fn listed(
    found: &Multistatus,
    path: impl Fn(&str) -> Result<String, DavError>,
) -> Result<Vec<CalendarInfo>, DavError> {
    let mut mailboxes = Vec::new();
    for r in &found.responses {
        for name in ["schedule-inbox-URL", "schedule-outbox-URL"] {
            for h in r.prop(CALDAV, name).map_or(&[][..], |p| &p.hrefs[..]) {
                mailboxes.push(path(h)?);
            }
        }
    }
    let mut calendars = Vec::new();
    for r in &found.responses {
        let kinds = |name: &str| {
            r.prop(DAV, "resourcetype")
                .is_some_and(|p| p.children.iter().any(|c| c.0 == CALDAV && c.1 == name))
        };
        if !kinds("calendar") || kinds("schedule-inbox") || kinds("schedule-outbox") {
            continue;
        }
        let href = path(&r.href)?;
        if mailboxes.iter().any(|m| same_path(m, &href)) {
            continue;
        }
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
    Ok(calendars)
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
    // Server text: its sixth byte may be inside a letter (`#aéééé`), so it
    // is cut only where `get` says a character ends.
    let rgb = hex.get(..6)?;
    rgb.chars()
        .all(|c| c.is_ascii_hexdigit())
        .then(|| format!("#{}", rgb.to_ascii_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_server_colors() {
        assert_eq!(color("#FF8800FF").as_deref(), Some("#ff8800"));
        assert_eq!(color("#0a0b0c").as_deref(), Some("#0a0b0c"));
        assert_eq!(color("red"), None);
    }

    use proptest::prelude::*;

    /// A home's listing with one calendar of this name, color and last
    /// path segment, escaped as a server would.
    fn listing(name: &str, color: &str, href: &str) -> String {
        let e = xml::escape;
        format!(
            "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\" \
             xmlns:c=\"urn:ietf:params:xml:ns:caldav\" xmlns:ic=\"http://apple.com/ns/ical/\">\
             <d:response><d:href>/cal/{}/</d:href><d:propstat><d:prop>\
             <d:resourcetype><d:collection/><c:calendar/></d:resourcetype>\
             <d:displayname>{}</d:displayname><ic:calendar-color>{}</ic:calendar-color>\
             </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>\
             </d:multistatus>",
            e(href),
            e(name),
            e(color)
        )
    }

    proptest! {
        /// Whatever a server puts in a calendar's name, color or address,
        /// discovery reads it without a panic: a color is `#rrggbb` or none,
        /// a name is the server's text, an address Kairos cannot use is an
        /// error naming it.
        #[test]
        fn any_text_from_a_server_is_read_without_a_panic(
            name in "\\PC{0,12}",
            color in prop_oneof!["#\\PC{0,9}", "\\PC{0,9}", "#[0-9a-fA-F]{6,8}"],
            href in "\\PC{0,12}",
        ) {
            let base: ureq::http::Uri = "https://example.org/cal/".parse().unwrap();
            let body = listing(&name, &color, &href);
            let Ok(found) = xml::multistatus(body.as_bytes()) else {
                return Ok(());
            };
            let resolve = |h: &str| join(&base, h).map(|u| path_of(&u));
            if let Ok(calendars) = listed(&found, resolve) {
                prop_assert_eq!(calendars.len(), 1);
                if !name.trim().is_empty() {
                    prop_assert_eq!(calendars[0].name.as_str(), name.trim());
                }
                if let Some(c) = &calendars[0].color {
                    prop_assert!(c.len() == 7 && c[1..].chars().all(|c| c.is_ascii_hexdigit()));
                    prop_assert_eq!(c, &c.to_ascii_lowercase());
                }
            }
        }
    }

    #[test]
    fn a_color_with_letters_of_more_than_one_byte_is_no_color() {
        for text in ["#aéééé", "#ééé", "#12345é", "#€", "#ff88\u{301}00"] {
            assert_eq!(color(text), None, "{text}");
        }
    }
}
