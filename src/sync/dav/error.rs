//! What talking to a server can fail with, in words a user can act on.

use std::path::PathBuf;

use super::MAX_CALENDARS;

/// What talking to a server can fail with. Messages name the URL (without
/// credentials) and the cause.
#[derive(Debug, thiserror::Error)]
pub enum DavError {
    #[error("cannot reach {url}: {reason}")]
    Unreachable { url: String, reason: String },
    #[error("{url} did not answer in time")]
    Timeout { url: String },
    #[error(
        "TLS with {url} failed: {reason} (a self-hosted server's own certificate or its CA \
         can be trusted with --ca-cert)"
    )]
    Tls { url: String, reason: String },
    #[error("{url} refused the login (HTTP {status}): check the user name and password")]
    Unauthorized { url: String, status: u16 },
    /// An OAuth 2.0 account has no access token to send.
    #[error("{0}")]
    Token(super::http::TokenError),
    #[error("{url} failed: {} (HTTP {status} to {method}); {}", status_words(*.status), status_advice(*.status))]
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
    #[error(
        "{url} is not a CalDAV address: no calendar was found there, nor at its \
         /.well-known/caldav (give the address your calendar provider names for CalDAV)"
    )]
    NoCalendarHome { url: String },
    /// The address typed is a calendar this login may not read (another
    /// user's): not taken for the user's own calendars.
    #[error(
        "{url} refused access to this calendar (HTTP {status}): this login may not read it; \
         check the address (nothing was added)"
    )]
    CalendarRefused { url: String, status: u16 },
    /// Nothing is at the address typed (a typo): not taken for the user's
    /// own calendars.
    #[error("{url} has no calendar at this address (HTTP {status}): check the address (nothing was added)")]
    NoCalendarThere { url: String, status: u16 },
    #[error("cannot read the CA certificate {}: {reason}", path.display())]
    CaCert { path: PathBuf, reason: String },
    #[error(
        "{url} redirected to {to}, another scheme, host or port: the login is not sent there \
         (add the account with that address if it is the right server)"
    )]
    Redirected { url: String, to: String },
    #[error(
        "{url} lists {count} calendars, more than the {MAX_CALENDARS} an account may have: \
         nothing was changed"
    )]
    TooManyCalendars { url: String, count: usize },
}

/// What an HTTP status means, in words a user can act on.
fn status_words(status: u16) -> &'static str {
    match status {
        404 | 410 => "the server has nothing at this address",
        403 => "the server forbids it",
        405 | 501 => "the server does not do this (is the address a CalDAV calendar?)",
        413 => "the server finds it too large",
        429 => "the server asks to be asked less often",
        500 => "the server had an internal error",
        502..=504 => "the server, or a proxy before it, is down or overloaded",
        507 => "the server is out of space",
        400..=499 => "the server refused the request",
        _ => "the server failed",
    }
}

/// What to do about an HTTP status.
fn status_advice(status: u16) -> &'static str {
    match status {
        404 | 410 | 405 | 501 => "check the account's address",
        403 => "check that this login may change this calendar",
        507 => "free space on the server; nothing here is lost",
        400..=499 => "nothing here is lost; if it goes on, tell the server's administrator",
        _ => "try again later; nothing here is lost",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An HTTP failure says which server, what happened in words, and what
    /// to do, once: not "PROPFIND …: HTTP 500".
    #[test]
    fn a_status_says_what_happened_and_what_to_do() {
        let e = DavError::Status {
            method: "PROPFIND",
            url: "https://dav.example/cal/".into(),
            status: 500,
        };
        assert_eq!(
            e.to_string(),
            "https://dav.example/cal/ failed: the server had an internal error \
             (HTTP 500 to PROPFIND); try again later; nothing here is lost"
        );
        let e = DavError::Status {
            method: "PUT",
            url: "https://dav.example/cal/x.ics".into(),
            status: 403,
        };
        assert!(e.to_string().contains("forbids"), "{e}");
        assert!(e.to_string().contains("check that this login"), "{e}");
    }
}
