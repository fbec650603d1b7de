//! Who the user is on the server, for meetings (RFC 6638 §2.4.1): the
//! principal's `calendar-user-address-set`, and whether the server has a
//! scheduling inbox — a server that does scheduling delivers invitations
//! and answers itself when a client writes a meeting.

use super::hrefs::path_of;
use super::{xml, Dav, DavError, CALDAV, DAV};

/// What the server says of the user.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Principal {
    /// `calendar-user-address-set`, as written (`mailto:…`, URLs).
    pub addresses: Vec<String>,
    /// A `schedule-inbox-URL` is given.
    pub scheduling: bool,
    /// The schedule inbox's href, when given.
    pub inbox: Option<String>,
    /// The schedule outbox's href, when given.
    pub outbox: Option<String>,
}

impl Dav {
    /// Asks the principal of the user who owns `home` (a calendar home or a
    /// calendar): `home` itself first (DAViCal's home is the principal),
    /// then its `current-user-principal`. A server that knows nothing of
    /// either gives an empty answer, not an error.
    pub fn principal(&mut self, home: &str) -> Result<Principal, DavError> {
        let body = xml::propfind(&[
            ("d", "current-user-principal"),
            ("c", "calendar-user-address-set"),
            ("c", "schedule-inbox-URL"),
            ("c", "schedule-outbox-URL"),
        ]);
        let url = self.url(home)?;
        let Some((_, found)) = self.propfind_following(&url, 0, &body)? else {
            return Ok(Principal::default());
        };
        let Some(r) = found.responses.first() else {
            return Ok(Principal::default());
        };
        let here = read(r);
        if !here.addresses.is_empty() {
            return Ok(here);
        }
        let Some(principal) = r
            .prop(DAV, "current-user-principal")
            .and_then(|p| p.hrefs.first())
        else {
            return Ok(here);
        };
        let principal = self.url(principal)?;
        if path_of(&principal) == path_of(&url) {
            return Ok(here);
        }
        let Some((_, found)) = self.propfind_following(&principal, 0, &body)? else {
            return Ok(here);
        };
        Ok(found.responses.first().map(read).unwrap_or(here))
    }
}

fn read(r: &xml::Response) -> Principal {
    Principal {
        addresses: r
            .prop(CALDAV, "calendar-user-address-set")
            .map(|p| p.hrefs.clone())
            .unwrap_or_default(),
        scheduling: r
            .prop(CALDAV, "schedule-inbox-URL")
            .is_some_and(|p| !p.hrefs.is_empty()),
        inbox: r
            .prop(CALDAV, "schedule-inbox-URL")
            .and_then(|p| p.hrefs.first().cloned()),
        outbox: r
            .prop(CALDAV, "schedule-outbox-URL")
            .and_then(|p| p.hrefs.first().cloned()),
    }
}

impl Dav {
    /// Posts the iTIP message `body` to the schedule outbox `outbox`, for
    /// the server to deliver; whether it took it (2xx).
    pub fn post_to_outbox(&mut self, outbox: &str, body: &str) -> Result<(), DavError> {
        let url = self.url(outbox)?;
        let ical = "text/calendar; charset=utf-8"; // i18n: not words
        let headers = vec![("content-type", ical.to_owned())];
        let reply = self.client.send("POST", &url, &headers, Some(body))?;
        match reply.status {
            200..=299 => Ok(()),
            status => Err(self.status_error("POST", &url, status)),
        }
    }
}
