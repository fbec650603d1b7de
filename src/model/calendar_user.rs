//! Calendar users as iCalendar names them: an address (RFC 5545 §3.3.3,
//! compared as RFC 6638 asks), an answer (PARTSTAT) and a role (ROLE).

use std::fmt;

/// A calendar user address (`mailto:bob@example.org`), compared as RFC 6638
/// asks servers to: the scheme and, for `mailto:`, the whole address without
/// regard to case.
#[derive(Debug, Clone, Eq)]
pub struct CalendarAddress(String);

impl CalendarAddress {
    /// From text: a URI (`mailto:…`, `https://…`) is kept; a bare e-mail
    /// address gets `mailto:`. `None` for text that is neither.
    ///
    /// ```
    /// use kairos::model::CalendarAddress;
    /// let a = CalendarAddress::parse("Bob@Example.org").unwrap();
    /// assert_eq!(a.as_str(), "mailto:Bob@Example.org");
    /// assert_eq!(a, CalendarAddress::parse("MAILTO:bob@example.org").unwrap());
    /// assert_eq!(a.email(), Some("Bob@Example.org"));
    /// assert!(CalendarAddress::parse("bob").is_none());
    /// // A known artefact of Yahoo and KDE: the same address.
    /// let twice = CalendarAddress::parse("mailto:MAILTO:BOB@example.org").unwrap();
    /// assert_eq!(twice, a);
    /// assert_eq!(twice.email(), Some("BOB@example.org"));
    /// ```
    pub fn parse(text: &str) -> Option<CalendarAddress> {
        let text = text.trim();
        if text.is_empty() || text.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return None;
        }
        if let Some(rest) = strip_mailto(text) {
            // Kept as written (`MAILTO:`, and the `mailto:mailto:` Yahoo and
            // KDE have written, too): it goes back to the server so.
            return is_email(rest).then(|| CalendarAddress(text.to_owned()));
        }
        if is_email(text) {
            return Some(CalendarAddress(format!("mailto:{text}")));
        }
        match text.split_once(':') {
            Some((s, rest))
                if !s.is_empty()
                    && !rest.is_empty()
                    && s.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c)) =>
            {
                Some(CalendarAddress(text.to_owned()))
            }
            _ => None,
        }
    }

    /// The address as written in iCalendar (`mailto:…`).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The e-mail address, for a `mailto:` one (`mailto:` once or twice,
    /// any case).
    pub fn email(&self) -> Option<&str> {
        strip_mailto(&self.0)
    }

    /// What a person reads: the e-mail address, or the whole URI.
    pub fn shown(&self) -> &str {
        self.email().unwrap_or(&self.0)
    }

    fn key(&self) -> String {
        match self.email() {
            Some(e) => format!("mailto:{}", e.to_lowercase()),
            None => self.0.clone(),
        }
    }
}

impl PartialEq for CalendarAddress {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl std::hash::Hash for CalendarAddress {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl fmt::Display for CalendarAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// `text` without its `mailto:` (once or twice, any case).
fn strip_mailto(text: &str) -> Option<&str> {
    let rest = strip_prefix_ignore_case(text, "mailto:")?;
    Some(strip_prefix_ignore_case(rest, "mailto:").unwrap_or(rest))
}

fn strip_prefix_ignore_case<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix)
        .then(|| &text[prefix.len()..])
}

fn is_email(text: &str) -> bool {
    match text.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty() && !domain.is_empty() && !domain.contains('@') && !text.contains(':')
        }
        None => false,
    }
}

/// An attendee's answer (PARTSTAT).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ParticipationStatus {
    /// Not answered yet (also what no PARTSTAT means).
    NeedsAction,
    Accepted,
    /// "Maybe".
    Tentative,
    Declined,
    /// Passed on to someone else.
    Delegated,
    /// A value iCalendar allows for other components or an extension,
    /// kept as written (upper case).
    Other(String),
}

impl ParticipationStatus {
    /// From the iCalendar keyword (any case); `None` (no parameter) is
    /// "needs action", as RFC 5545 defines.
    pub fn parse(text: Option<&str>) -> ParticipationStatus {
        let Some(text) = text else {
            return ParticipationStatus::NeedsAction;
        };
        match text.trim().to_ascii_uppercase().as_str() {
            "NEEDS-ACTION" => ParticipationStatus::NeedsAction,
            "ACCEPTED" => ParticipationStatus::Accepted,
            "TENTATIVE" => ParticipationStatus::Tentative,
            "DECLINED" => ParticipationStatus::Declined,
            "DELEGATED" => ParticipationStatus::Delegated,
            other => ParticipationStatus::Other(other.to_owned()),
        }
    }

    /// The iCalendar keyword.
    pub fn as_str(&self) -> &str {
        match self {
            ParticipationStatus::NeedsAction => "NEEDS-ACTION",
            ParticipationStatus::Accepted => "ACCEPTED",
            ParticipationStatus::Tentative => "TENTATIVE",
            ParticipationStatus::Declined => "DECLINED",
            ParticipationStatus::Delegated => "DELEGATED",
            ParticipationStatus::Other(s) => s,
        }
    }

    /// The lower-case word of the CLI's JSON (`needs-action`, `accepted`).
    pub fn json_word(&self) -> String {
        self.as_str().to_ascii_lowercase()
    }
}

/// What an attendee is there for (ROLE).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Role {
    /// Leads the meeting.
    Chair,
    /// Expected (also what no ROLE means).
    Required,
    /// Welcome.
    Optional,
    /// Told, not expected (a copy for information).
    NonParticipant,
    /// An extension's value, kept as written (upper case).
    Other(String),
}

impl Role {
    /// From the iCalendar keyword (any case); none is "required".
    pub fn parse(text: Option<&str>) -> Role {
        let Some(text) = text else {
            return Role::Required;
        };
        match text.trim().to_ascii_uppercase().as_str() {
            "CHAIR" => Role::Chair,
            "REQ-PARTICIPANT" => Role::Required,
            "OPT-PARTICIPANT" => Role::Optional,
            "NON-PARTICIPANT" => Role::NonParticipant,
            other => Role::Other(other.to_owned()),
        }
    }

    /// The iCalendar keyword.
    pub fn as_str(&self) -> &str {
        match self {
            Role::Chair => "CHAIR",
            Role::Required => "REQ-PARTICIPANT",
            Role::Optional => "OPT-PARTICIPANT",
            Role::NonParticipant => "NON-PARTICIPANT",
            Role::Other(s) => s,
        }
    }

    /// The lower-case word of the CLI's JSON.
    pub fn json_word(&self) -> String {
        self.as_str().to_ascii_lowercase()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_compare_without_case_and_scheme_spelling() {
        let a = CalendarAddress::parse("mailto:Bob@Example.ORG").unwrap();
        let b = CalendarAddress::parse("bob@example.org").unwrap();
        assert_eq!(a, b);
        assert_eq!(a.shown(), "Bob@Example.ORG");
        let url = CalendarAddress::parse("https://example.org/principals/bob").unwrap();
        assert_ne!(url, b);
        assert_eq!(url.email(), None);
        for bad in [
            "",
            "bob",
            "bob @x.org",
            "mailto:",
            "mailto:bob",
            ":x",
            "a@b@c",
        ] {
            assert!(CalendarAddress::parse(bad).is_none(), "{bad:?}");
        }
    }

    #[test]
    fn unknown_answers_and_roles_are_kept_as_written() {
        assert_eq!(
            ParticipationStatus::parse(Some("x-busy")),
            ParticipationStatus::Other("X-BUSY".into())
        );
        assert_eq!(
            ParticipationStatus::parse(None),
            ParticipationStatus::NeedsAction
        );
        assert_eq!(Role::parse(Some("opt-participant")), Role::Optional);
        assert_eq!(Role::parse(Some("X-ROOM")).as_str(), "X-ROOM");
    }
}
