//! Finding the calendars: the calendar home from the address a person
//! types (RFC 6764's well-known address, the principal, RFC 4791's
//! calendar-home-set), and the calendars in it.

use ureq::http::Uri;

use super::hrefs::decoded;
use super::xml::{self, Multistatus, CALDAV, CS, DAV, ICAL};
use super::{
    join, login_may_follow, path_of, redact, same_path, CalendarInfo, Dav, DavError, MAX_CALENDARS,
    XML_BODY,
};
use crate::fl;

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
            Ok(Lead::Home(home)) => return Ok(home),
            Ok(Lead::Nothing(status)) => Err(status),
            Err(
                e
                @ (DavError::Unauthorized { .. } | DavError::Status { .. } | DavError::Bad { .. }),
            ) => Ok(e),
            Err(e) => return Err(e),
        };
        let well_known = join(url, "/.well-known/caldav")?;
        match self.home_at(&well_known) {
            Ok(Lead::Home(home)) => {
                refused_or_missing(url, &home, &first)?;
                Ok(home)
            }
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
                Ok(e @ DavError::Unauthorized { status: 401, .. }) => Err(e),
                _ => Err(DavError::NoCalendarHome { url: redact(url) }),
            },
        }
    }

    /// The home `url` leads to, following redirects and the principal.
    fn home_at(&mut self, url: &Uri) -> Result<Lead, DavError> {
        let body = xml::propfind(&[
            ("d", "resourcetype"),
            ("d", "current-user-principal"),
            ("c", "calendar-home-set"),
        ]);
        let (url, found) = match self.propfind_answer(url, 0, &body)? {
            Propfound::Multistatus(url, found) => (url, found),
            Propfound::Missing(status) => return Ok(Lead::Nothing(Some(status))),
        };
        self.origin = url.clone();
        let Some(r) = found.responses.first() else {
            return Ok(Lead::Nothing(None));
        };
        let is_calendar = r.prop(DAV, "resourcetype").is_some_and(|p| {
            p.children
                .iter()
                .any(|c| c.0 == CALDAV && c.1 == "calendar")
        });
        if is_calendar {
            return Ok(Lead::Home(path_of(&url)));
        }
        if let Some(home) = r
            .prop(CALDAV, "calendar-home-set")
            .and_then(|p| p.hrefs.first())
        {
            return Ok(Lead::Home(path_of(&self.url(home)?)));
        }
        let Some(principal) = r
            .prop(DAV, "current-user-principal")
            .and_then(|p| p.hrefs.first())
        else {
            return Ok(Lead::Nothing(None));
        };
        let principal = self.url(principal)?;
        let body = xml::propfind(&[("c", "calendar-home-set")]);
        let Some((_, found)) = self.propfind_following(&principal, 0, &body)? else {
            return Ok(Lead::Nothing(None));
        };
        let home = found
            .responses
            .first()
            .and_then(|r| r.prop(CALDAV, "calendar-home-set"))
            .and_then(|p| p.hrefs.first())
            .map(|h| self.url(h))
            .transpose()?;
        Ok(home.map_or(Lead::Nothing(None), |h| Lead::Home(path_of(&h))))
    }

    /// PROPFIND that follows up to five redirects; `None` on 404/405.
    pub(super) fn propfind_following(
        &mut self,
        url: &Uri,
        depth: u8,
        body: &str,
    ) -> Result<Option<(Uri, Multistatus)>, DavError> {
        Ok(match self.propfind_answer(url, depth, body)? {
            Propfound::Multistatus(url, found) => Some((url, found)),
            Propfound::Missing(_) => None,
        })
    }

    /// [`Dav::propfind_following`], saying which status meant "nothing
    /// here".
    fn propfind_answer(&mut self, url: &Uri, depth: u8, body: &str) -> Result<Propfound, DavError> {
        self.login_may_go(url)?;
        let mut url = url.clone();
        for _ in 0..5 {
            let reply = self.client.send(
                "PROPFIND",
                &url,
                &[
                    ("depth", depth.to_string()),
                    ("content-type", XML_BODY.into()),
                ],
                Some(body),
            )?;
            match reply.status {
                301 | 302 | 303 | 307 | 308 => {
                    let Some(location) = reply.header("location") else {
                        return Ok(Propfound::Missing(reply.status));
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
                    return Ok(Propfound::Multistatus(url, found));
                }
                401 | 403 => {
                    return Err(DavError::Unauthorized {
                        url: redact(&url),
                        status: reply.status,
                    })
                }
                404 | 405 | 410 | 501 => return Ok(Propfound::Missing(reply.status)),
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
            reason: fl!("dav-too-many-redirects"),
        })
    }

    /// The calendars in `home` (or `home` itself, when it is one): `depth`
    /// 1 lists its members, 0 only `home` (an account that is one
    /// calendar, listed in one small request). Scheduling inboxes and
    /// outboxes are not calendars to keep events in; the calendar the
    /// server names as the default is always one (see `listed`).
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
            ("c", "schedule-default-calendar-URL"),
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

/// Where an address led.
enum Lead {
    /// To this calendar home.
    Home(String),
    /// Nowhere: the status that said nothing is there, if one did (else a
    /// page that is no CalDAV, or a principal with no home).
    Nothing(Option<u16>),
}

/// What a PROPFIND found.
enum Propfound {
    Multistatus(Uri, Multistatus),
    /// The status that said nothing is there (404, 405, 410, 501, a
    /// redirect to nowhere).
    Missing(u16),
}

/// An address the user typed that the server refused (403) or does not
/// know (404, 410) is not taken for the home its `/.well-known/caldav`
/// leads to, unless that home is under it (the server's root, a web
/// interface's or a CalDAV root such as `/SOGo/` or `/remote.php/dav/`).
/// Another user's calendar, or a typo in a calendar's address (in the
/// user's own home too), is an error that says so, not all of the user's
/// own calendars.
fn refused_or_missing(
    typed: &Uri,
    home: &str,
    first: &Result<DavError, Option<u16>>,
) -> Result<(), DavError> {
    let within = |outer: &str, inner: &str| {
        let outer = format!("{}/", outer.trim_end_matches('/'));
        format!("{}/", inner.trim_end_matches('/')).starts_with(&outer)
    };
    let path = typed.path();
    if path.trim_matches('/').is_empty() || within(path, home) {
        return Ok(());
    }
    let url = redact(typed);
    match first {
        Ok(DavError::Unauthorized { status: 403, .. }) => {
            Err(DavError::CalendarRefused { url, status: 403 })
        }
        Err(Some(status @ (404 | 410))) => Err(DavError::NoCalendarThere {
            url,
            status: *status,
        }),
        _ => Ok(()),
    }
}

/// The calendars a PROPFIND of a home (or of a calendar) lists, in the
/// server's own words: `path` turns a listed href into the path Kairos
/// keeps. Pure, so that it can be fed anything a server might send.
fn listed(
    found: &Multistatus,
    path: impl Fn(&str) -> Result<String, DavError>,
) -> Result<Vec<CalendarInfo>, DavError> {
    // The scheduling inbox and outbox a principal names (DAViCal's
    // principal is its home, and its `.in/` and `.out/` are typed as plain
    // calendars), and the calendar a scheduling inbox names as where
    // invitations go (RFC 6638), which is never hidden: SOGo types its
    // main calendar `calendar` *and* `schedule-outbox`.
    let mut mailboxes = Vec::new();
    let mut defaults = Vec::new();
    for r in &found.responses {
        for name in ["schedule-inbox-URL", "schedule-outbox-URL"] {
            for h in r.prop(CALDAV, name).map_or(&[][..], |p| &p.hrefs[..]) {
                mailboxes.push(path(h)?);
            }
        }
        let named = r.prop(CALDAV, "schedule-default-calendar-URL");
        for h in named.map_or(&[][..], |p| &p.hrefs[..]) {
            defaults.push(path(h)?);
        }
    }
    let mut calendars = Vec::new();
    for r in &found.responses {
        let kinds = |name: &str| {
            r.prop(DAV, "resourcetype")
                .is_some_and(|p| p.children.iter().any(|c| c.0 == CALDAV && c.1 == name))
        };
        if !kinds("calendar") {
            continue;
        }
        let href = path(&r.href)?;
        let default = defaults.iter().any(|d| same_path(d, &href));
        let mailbox = kinds("schedule-inbox") || mailboxes.iter().any(|m| same_path(m, &href));
        if mailbox && !default {
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
            .filter(|name| !is_its_path(name, &href))
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

/// A calendar's name when its server gives none: the last segment of its
/// path, decoded ("My%20Cal" is "My Cal"), or a word for a calendar at the
/// server's root.
fn last_segment(href: &str) -> String {
    match href.trim_end_matches('/').rsplit('/').next() {
        Some(segment) if !segment.is_empty() => decoded(segment),
        _ => fl!("dav-calendar-unnamed"),
    }
}

/// Whether a calendar's `name` is only its path: Radicale answers with the
/// path ("anna/team") for a calendar nobody named, and a list of
/// calendars all called "user/something" says nothing a user gave. A
/// name of one segment is taken as given.
fn is_its_path(name: &str, href: &str) -> bool {
    let name = name.trim().trim_matches('/');
    if !name.contains('/') {
        return false;
    }
    let path = decoded(href.trim_end_matches('/'));
    path.strip_suffix(name)
        .is_some_and(|before| before.is_empty() || before.ends_with('/'))
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

    /// Radicale names a calendar nobody named by its path: it is named by
    /// its last segment, as a calendar without a name is; a name a user
    /// gave, slashes and all, is kept.
    #[test]
    fn a_name_that_is_only_the_path_is_not_a_name() {
        let named = |name: &str, href: &str| {
            let found = xml::multistatus(listing(name, "#ff8800", href).as_bytes()).unwrap();
            let base: ureq::http::Uri = "https://example.org/cal/".parse().unwrap();
            let listed = listed(&found, |h| join(&base, h).map(|u| path_of(&u))).unwrap();
            listed[0].name.clone()
        };
        assert_eq!(named("cal/anna/team", "anna/team"), "team");
        assert_eq!(named("anna/team", "anna/team"), "team");
        assert_eq!(named("Team", "anna/team"), "Team");
        assert_eq!(named("Work/Projects", "anna/team"), "Work/Projects");
        assert_eq!(named("na/team", "anna/team"), "na/team");
        assert_eq!(named("", "My%20Cal"), "My Cal");
        assert_eq!(named("My Cal/x", "My%20Cal/x"), "x");
    }

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
                if !name.trim().is_empty() && !is_its_path(&name, &calendars[0].href) {
                    prop_assert_eq!(calendars[0].name.as_str(), name.trim());
                }
                if let Some(c) = &calendars[0].color {
                    prop_assert!(c.len() == 7 && c[1..].chars().all(|c| c.is_ascii_hexdigit()));
                    prop_assert_eq!(c, &c.to_ascii_lowercase());
                }
            }
        }
    }

    /// One `<d:response>` of a home's listing.
    fn member(href: &str, types: &str, props: &str) -> String {
        format!(
            "<d:response><d:href>{href}</d:href><d:propstat><d:prop>\
             <d:resourcetype><d:collection/>{types}</d:resourcetype>{props}\
             </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>"
        )
    }

    fn listed_hrefs(responses: &[String]) -> Vec<String> {
        let body = format!(
            "<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\" \
             xmlns:c=\"urn:ietf:params:xml:ns:caldav\" xmlns:g=\"http://groupdav.org/\">{}\
             </d:multistatus>",
            responses.concat()
        );
        let found = xml::multistatus(body.as_bytes()).unwrap();
        let base: ureq::http::Uri = "https://example.org/".parse().unwrap();
        let calendars = listed(&found, |h| join(&base, h).map(|u| path_of(&u))).unwrap();
        calendars.into_iter().map(|c| c.href).collect()
    }

    /// SOGo 5 types every user's main calendar (`personal`, where its web
    /// mail files invitations) `calendar` and `schedule-outbox`, and its
    /// home's listing names no mailbox: that calendar is listed.
    #[test]
    fn sogos_main_calendar_typed_as_an_outbox_too_is_a_calendar() {
        let home = "/SOGo/dav/ann/Calendar/";
        let hrefs = listed_hrefs(&[
            member(home, "", ""),
            member(
                &format!("{home}personal/"),
                "<c:calendar/><g:vevent-collection/><c:schedule-outbox/>",
                "<d:displayname>Personal Calendar</d:displayname>",
            ),
            member(&format!("{home}work/"), "<c:calendar/>", ""),
        ]);
        assert_eq!(hrefs, [format!("{home}personal/"), format!("{home}work/")]);
    }

    /// DAViCal's principal is its home, and names its `.in/` and `.out/`,
    /// which it types as plain calendars: those stay hidden, as does any
    /// collection typed a scheduling inbox; a default calendar a server
    /// names is listed even where a principal also calls it its outbox.
    #[test]
    fn scheduling_mailboxes_are_hidden_and_the_default_calendar_is_not() {
        let home = "/caldav.php/ann/";
        let mailboxes = format!(
            "<c:schedule-inbox-URL><d:href>{home}.in/</d:href></c:schedule-inbox-URL>\
             <c:schedule-outbox-URL><d:href>{home}.out/</d:href></c:schedule-outbox-URL>"
        );
        let davical = [
            member(home, "<d:principal/>", &mailboxes),
            member(&format!("{home}.in/"), "<c:calendar/>", ""),
            member(&format!("{home}.out/"), "<c:calendar/>", ""),
            member(&format!("{home}calendar/"), "<c:calendar/>", ""),
            member(
                &format!("{home}box/"),
                "<c:calendar/><c:schedule-inbox/>",
                "",
            ),
        ];
        assert_eq!(listed_hrefs(&davical), [format!("{home}calendar/")]);
        let default = format!(
            "<c:schedule-default-calendar-URL><d:href>{home}.out/</d:href>\
             </c:schedule-default-calendar-URL>"
        );
        let mut named = davical.to_vec();
        named.push(member(
            &format!("{home}inbox/"),
            "<c:schedule-inbox/>",
            &default,
        ));
        assert_eq!(
            listed_hrefs(&named),
            [format!("{home}.out/"), format!("{home}calendar/")]
        );
    }

    #[test]
    fn a_color_with_letters_of_more_than_one_byte_is_no_color() {
        for text in ["#aéééé", "#ééé", "#12345é", "#€", "#ff88\u{301}00"] {
            assert_eq!(color(text), None, "{text}");
        }
    }
}
