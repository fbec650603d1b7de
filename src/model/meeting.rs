//! Meetings: who organises an event, who is invited, and what each one
//! answered (iCalendar ORGANIZER and ATTENDEE, RFC 5545 §3.8.4; iTIP,
//! RFC 5546; CalDAV scheduling, RFC 6638).
//!
//! Why plain data here and the reading in `ical`: the lines stay in the
//! event exactly as the server or file wrote them (parameters Kairos does
//! not know, such as `SCHEDULE-STATUS`, go back untouched), and these types
//! are what the window, the CLI and the sync reason with.
//!
//! Whether an event is *mine* to change depends on who I am: the addresses
//! an account's server gives (`calendar-user-address-set`) and those set in
//! Preferences ([`Identity`]). An event with an organiser who is not me,
//! and attendees, is an attendee's copy: its time, title, place and guest
//! list are the organiser's; my answer, reminders and notes are mine.

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
    /// ```
    pub fn parse(text: &str) -> Option<CalendarAddress> {
        let text = text.trim();
        if text.is_empty() || text.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return None;
        }
        if let Some(rest) = strip_prefix_ignore_case(text, "mailto:") {
            return is_email(rest).then(|| CalendarAddress(format!("mailto:{rest}")));
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

    /// The e-mail address, for a `mailto:` one.
    pub fn email(&self) -> Option<&str> {
        strip_prefix_ignore_case(&self.0, "mailto:")
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

/// One person (or room) invited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attendee {
    pub address: CalendarAddress,
    /// CN, when given.
    pub name: Option<String>,
    pub status: ParticipationStatus,
    pub role: Role,
    /// Whether the organiser asked for an answer (RSVP=TRUE).
    pub rsvp: bool,
}

impl Attendee {
    /// The name if there is one, else the address.
    pub fn shown(&self) -> &str {
        self.name.as_deref().unwrap_or(self.address.shown())
    }
}

/// Who organises a meeting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Organizer {
    pub address: CalendarAddress,
    /// CN, when given.
    pub name: Option<String>,
}

impl Organizer {
    /// The name if there is one, else the address.
    pub fn shown(&self) -> &str {
        self.name.as_deref().unwrap_or(self.address.shown())
    }
}

/// The organiser and attendees of one event (or one occurrence).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Meeting {
    pub organizer: Option<Organizer>,
    pub attendees: Vec<Attendee>,
}

/// Who I am: the calendar user addresses that are mine.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Identity {
    pub addresses: Vec<CalendarAddress>,
}

impl Identity {
    /// Whether `address` is one of mine.
    pub fn is_me(&self, address: &CalendarAddress) -> bool {
        self.addresses.contains(address)
    }

    /// These addresses and `more`, without repeats.
    pub fn with(mut self, more: &[CalendarAddress]) -> Identity {
        for a in more {
            if !self.addresses.contains(a) {
                self.addresses.push(a.clone());
            }
        }
        self
    }
}

/// What I am in an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// Not a meeting: no attendees, or nobody organises it. Mine to change.
    Own,
    /// I organise it: mine to change, and a change tells the attendees.
    Organizer,
    /// Someone else organises it and I am invited, with my answer.
    Invited(ParticipationStatus),
    /// Someone else organises it and none of the attendees is one of my
    /// addresses (a forwarded invitation, or my addresses are unknown).
    Observer,
}

/// My answer to a meeting someone else organises, as the views mark it
/// (GNOME Calendar and Thunderbird alike): one still waiting outlined, one
/// declined struck through. Small and `Copy`: every listed occurrence
/// carries one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MyAnswer {
    /// Not answered yet.
    Awaited,
    Accepted,
    /// "Maybe".
    Tentative,
    Declined,
}

impl Standing {
    /// My answer, as the views mark it: `None` unless I am invited to
    /// someone else's meeting (and for an answer passed on to someone else).
    pub fn my_answer(&self) -> Option<MyAnswer> {
        match self.my_status()? {
            ParticipationStatus::NeedsAction => Some(MyAnswer::Awaited),
            ParticipationStatus::Accepted => Some(MyAnswer::Accepted),
            ParticipationStatus::Tentative => Some(MyAnswer::Tentative),
            ParticipationStatus::Declined => Some(MyAnswer::Declined),
            ParticipationStatus::Delegated | ParticipationStatus::Other(_) => None,
        }
    }

    /// Whether the time, title, place and guests are the organiser's, not
    /// mine.
    pub fn is_theirs(&self) -> bool {
        matches!(self, Standing::Invited(_) | Standing::Observer)
    }

    /// My answer, when I am invited.
    pub fn my_status(&self) -> Option<&ParticipationStatus> {
        match self {
            Standing::Invited(s) => Some(s),
            _ => None,
        }
    }
}

impl Meeting {
    /// Whether it is a meeting at all: someone besides the organiser is
    /// invited.
    pub fn is_meeting(&self) -> bool {
        let organizer = self.organizer.as_ref().map(|o| &o.address);
        self.attendees.iter().any(|a| Some(&a.address) != organizer)
    }

    /// My entry among the attendees.
    pub fn me<'a>(&'a self, identity: &Identity) -> Option<&'a Attendee> {
        self.attendees.iter().find(|a| identity.is_me(&a.address))
    }

    /// What I am in it.
    ///
    /// ```
    /// use kairos::model::{Attendee, CalendarAddress, Identity, Meeting, Organizer,
    ///     ParticipationStatus, Role, Standing};
    /// let address = |s: &str| CalendarAddress::parse(s).unwrap();
    /// let meeting = Meeting {
    ///     organizer: Some(Organizer { address: address("alice@example.org"), name: None }),
    ///     attendees: vec![Attendee {
    ///         address: address("bob@example.org"),
    ///         name: Some("Bob".into()),
    ///         status: ParticipationStatus::NeedsAction,
    ///         role: Role::Required,
    ///         rsvp: true,
    ///     }],
    /// };
    /// let bob = Identity { addresses: vec![address("BOB@example.org")] };
    /// let alice = Identity { addresses: vec![address("alice@example.org")] };
    /// assert_eq!(meeting.standing(&bob), Standing::Invited(ParticipationStatus::NeedsAction));
    /// assert_eq!(meeting.standing(&alice), Standing::Organizer);
    /// assert!(meeting.standing(&Identity::default()).is_theirs());
    /// ```
    pub fn standing(&self, identity: &Identity) -> Standing {
        let Some(organizer) = &self.organizer else {
            return Standing::Own;
        };
        if !self.is_meeting() {
            return Standing::Own;
        }
        if identity.is_me(&organizer.address) {
            return Standing::Organizer;
        }
        match self.me(identity) {
            Some(a) => Standing::Invited(a.status.clone()),
            None => Standing::Observer,
        }
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

    #[test]
    fn an_organizer_alone_is_not_a_meeting() {
        let alice = CalendarAddress::parse("alice@example.org").unwrap();
        let meeting = Meeting {
            organizer: Some(Organizer {
                address: alice.clone(),
                name: None,
            }),
            attendees: vec![Attendee {
                address: alice,
                name: None,
                status: ParticipationStatus::Accepted,
                role: Role::Chair,
                rsvp: false,
            }],
        };
        assert_eq!(meeting.standing(&Identity::default()), Standing::Own);
    }
}
