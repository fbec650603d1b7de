//! What talking to a server can fail with, in words a user can act on.

use std::path::PathBuf;

use super::MAX_CALENDARS;
use crate::fl;

/// What talking to a server can fail with. Messages name the URL (without
/// credentials) and the cause.
#[derive(Debug, thiserror::Error)]
pub enum DavError {
    #[error("{}", fl!("dav-unreachable", url = .url.as_str(), reason = .reason.as_str()))]
    Unreachable { url: String, reason: String },
    #[error("{}", fl!("dav-timeout", url = .url.as_str()))]
    Timeout { url: String },
    #[error("{}", fl!("dav-tls", url = .url.as_str(), reason = .reason.as_str()))]
    Tls { url: String, reason: String },
    #[error("{}", fl!("dav-unauthorized", url = .url.as_str(), status = u64::from(*.status)))]
    Unauthorized { url: String, status: u16 },
    /// An OAuth 2.0 account has no access token to send.
    #[error("{0}")]
    Token(super::http::TokenError),
    #[error("{}", status_failed(.method, .url, *.status))]
    Status {
        method: &'static str,
        url: String,
        status: u16,
    },
    /// A conditional write or a sync token was refused: someone else
    /// changed the resource, or the token is no longer valid.
    #[error("{}", fl!("dav-precondition", url = .url.as_str(), status = u64::from(*.status)))]
    Precondition { url: String, status: u16 },
    #[error("{}", fl!("dav-too-large", url = .url.as_str(), mib = (*.limit >> 20)))]
    TooLarge { url: String, limit: u64 },
    #[error("{}", fl!("dav-bad", url = .url.as_str(), reason = .reason.as_str()))]
    Bad { url: String, reason: String },
    #[error("{}", fl!("dav-no-calendar-home", url = .url.as_str()))]
    NoCalendarHome { url: String },
    /// The address typed is a calendar this login may not read (another
    /// user's): not taken for the user's own calendars.
    #[error("{}", fl!("dav-calendar-refused", url = .url.as_str(), status = u64::from(*.status)))]
    CalendarRefused { url: String, status: u16 },
    /// Nothing is at the address typed (a typo): not taken for the user's
    /// own calendars.
    #[error("{}", fl!("dav-no-calendar-there", url = .url.as_str(), status = u64::from(*.status)))]
    NoCalendarThere { url: String, status: u16 },
    #[error("{}", fl!("dav-ca-cert", path = .path.display().to_string(), reason = .reason.as_str()))]
    CaCert { path: PathBuf, reason: String },
    #[error("{}", fl!("dav-redirected", url = .url.as_str(), to = .to.as_str()))]
    Redirected { url: String, to: String },
    #[error("{}", fl!("dav-too-many-calendars", url = .url.as_str(), count = (*.count), max = MAX_CALENDARS))]
    TooManyCalendars { url: String, count: usize },
}

/// A request answered with an HTTP error status, in words a user can act
/// on: what the status means and what to do, one message per kind of
/// status, so that each language says it in its own order.
fn status_failed(method: &str, url: &str, status: u16) -> String {
    let code = u64::from(status);
    macro_rules! say {
        ($id:literal) => {
            fl!($id, url = url, status = code, method = method)
        };
    }
    match status {
        404 | 410 => say!("dav-status-missing"),
        403 => say!("dav-status-forbidden"),
        405 | 501 => say!("dav-status-unsupported"),
        413 => say!("dav-status-too-large"),
        429 => say!("dav-status-too-many"),
        500 => say!("dav-status-internal"),
        502..=504 => say!("dav-status-down"),
        507 => say!("dav-status-no-space"),
        400..=499 => say!("dav-status-refused"),
        _ => say!("dav-status-failed"),
    }
}

/// The cause inside the words of a failed TLS connection ([`DavError::Tls`]
/// as a string, said in the language shown now): what the window shows,
/// without the address and the command line's hint. `None` when `detail`
/// is not such words.
pub fn tls_cause(detail: &str) -> Option<&str> {
    // The message with markers for its variables: the text around them is
    // what the language puts there, in its own order.
    const URL: &str = "\u{e000}";
    const REASON: &str = "\u{e001}";
    let pattern = fl!("dav-tls", url = URL, reason = REASON);
    let (first, second) = match (pattern.find(URL)?, pattern.find(REASON)?) {
        (u, r) if u < r => (URL, REASON),
        _ => (REASON, URL),
    };
    let (head, rest) = pattern.split_once(first)?;
    let (between, tail) = rest.split_once(second)?;
    let middle = detail.strip_prefix(head)?.strip_suffix(tail)?;
    // An address has no spaces: the first `between` after it ends it.
    let (before, after) = match first {
        URL => middle.split_once(between)?,
        _ => middle.rsplit_once(between)?,
    };
    Some(if first == REASON { before } else { after })
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

    /// The window shows a TLS failure's cause alone, found by the message's
    /// own words around it (whatever order a language puts them in).
    #[test]
    fn a_tls_failures_cause_is_found_in_its_words() {
        let e = DavError::Tls {
            url: "https://dav.example/".into(),
            reason: "the server's certificate has expired".into(),
        };
        assert_eq!(
            tls_cause(&e.to_string()),
            Some("the server's certificate has expired")
        );
        assert_eq!(
            tls_cause("cannot reach https://dav.example/: refused"),
            None
        );
    }
}
