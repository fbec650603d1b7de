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
        let mut mailboxes = Vec::new();
        for r in &found.responses {
            for name in ["schedule-inbox-URL", "schedule-outbox-URL"] {
                for h in r.prop(CALDAV, name).map_or(&[][..], |p| &p.hrefs[..]) {
                    mailboxes.push(path_of(&self.url(h)?));
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
            let href = path_of(&self.url(&r.href)?);
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

    #[test]
    fn a_color_with_letters_of_more_than_one_byte_is_no_color() {
        for text in ["#aéééé", "#ééé", "#12345é", "#€", "#ff88\u{301}00"] {
            assert_eq!(color(text), None, "{text}");
        }
    }
}
