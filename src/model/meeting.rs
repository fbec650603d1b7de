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

use super::calendar_user::{CalendarAddress, ParticipationStatus};
use super::participant::{Attendee, Organizer};

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
    ///     ParticipationStatus, Standing};
    /// let address = |s: &str| CalendarAddress::parse(s).unwrap();
    /// let meeting = Meeting {
    ///     organizer: Some(Organizer::new(address("alice@example.org"), None)),
    ///     attendees: vec![Attendee {
    ///         name: Some("Bob".into()),
    ///         rsvp: Some(true),
    ///         ..Attendee::new(address("bob@example.org"))
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
            Some(a) => Standing::Invited(a.status().clone()),
            None => Standing::Observer,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Role;

    #[test]
    fn an_organizer_alone_is_not_a_meeting() {
        let alice = CalendarAddress::parse("alice@example.org").unwrap();
        let meeting = Meeting {
            organizer: Some(Organizer::new(alice.clone(), None)),
            attendees: vec![Attendee {
                status: Some(ParticipationStatus::Accepted),
                role: Some(Role::Chair),
                ..Attendee::new(alice)
            }],
        };
        assert_eq!(meeting.standing(&Identity::default()), Standing::Own);
    }
}
