//! An organiser's iTIP message (RFC 5546 REQUEST or CANCEL) about one
//! meeting, as data: what it says, its version and who sent it.
//!
//! Why a type of its own and not an [`Event`]: a message does not always
//! carry a meeting. One about some occurrences carries only those (their
//! components have a RECURRENCE-ID and there is no master), and a
//! cancellation may carry no DTSTART at all (RFC 5546 §3.2.5). Read as an
//! event, the first replaced a whole series by one occurrence and the
//! second could not be read. Here each says exactly what it names, and
//! `recur::scheduling::apply` changes only that in my copy.

use chrono::{DateTime, Utc};

use super::{Event, EventTime, Organizer};

/// What an organiser's message says about a meeting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OrganizerSays {
    /// The meeting as it now is (a REQUEST with the series, or a single
    /// event): it replaces my copy.
    Meeting(Event),
    /// Some occurrences as they now are (a REQUEST whose components all
    /// have a RECURRENCE-ID): each replaces that occurrence of my copy, and
    /// the rest of the series stays. The event is the series of just those
    /// occurrences, as a file without a master reads: its start and RDATEs
    /// name them, its overrides say what each now is.
    Occurrences(Event),
    /// METHOD:CANCEL of the whole meeting.
    CancelMeeting,
    /// METHOD:CANCEL of these occurrences (their RECURRENCE-IDs, written as
    /// the message wrote them), each alone or with all after it.
    CancelOccurrences(Vec<CancelledOccurrence>),
}

/// One occurrence a cancellation names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CancelledOccurrence {
    /// Its RECURRENCE-ID, as the message wrote it.
    pub id: EventTime,
    /// RANGE=THISANDFUTURE: it and every later occurrence are cancelled
    /// (RFC 5546 §3.2.5); the series ends before it.
    pub and_later: bool,
}

impl CancelledOccurrence {
    /// The occurrence `id` alone.
    pub fn only(id: EventTime) -> CancelledOccurrence {
        CancelledOccurrence {
            id,
            and_later: false,
        }
    }
}

/// An organiser's message about the meeting `uid`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrganizerMessage {
    pub uid: String,
    /// The ORGANIZER it names: only the meeting's organiser may change it.
    pub organizer: Option<Organizer>,
    /// Its SEQUENCE (the highest of its components).
    pub sequence: u32,
    /// Its DTSTAMP (or LAST-MODIFIED): which of two messages at one
    /// SEQUENCE is the later.
    pub stamp: Option<DateTime<Utc>>,
    pub says: OrganizerSays,
}

impl OrganizerMessage {
    /// Whether it is to be applied to my copy at `sequence`, last changed
    /// at `modified` (RFC 5546 §2.1.5: a higher SEQUENCE, or the same and a
    /// DTSTAMP not earlier). A message as old as my copy is applied again:
    /// the same message read twice changes nothing, and an organiser who
    /// changed one occurrence without raising SEQUENCE is still heard.
    ///
    /// The store weighs a message about occurrences against each one's own
    /// last version, and one about the meeting against the newest version
    /// applied to any part of it (`store::versions`).
    ///
    /// ```
    /// use kairos::model::{OrganizerMessage, OrganizerSays};
    /// let at = |s: &str| s.parse::<chrono::DateTime<chrono::Utc>>().unwrap();
    /// let message = OrganizerMessage {
    ///     uid: "m@x".into(),
    ///     organizer: None,
    ///     sequence: 2,
    ///     stamp: Some(at("2027-03-01T10:00:00Z")),
    ///     says: OrganizerSays::CancelMeeting,
    /// };
    /// assert!(message.newer_than(1, at("2027-03-02T10:00:00Z")));
    /// assert!(message.newer_than(2, at("2027-03-01T10:00:00Z")));
    /// assert!(!message.newer_than(2, at("2027-03-01T10:00:01Z")));
    /// assert!(!message.newer_than(3, at("2027-02-01T10:00:00Z")));
    /// ```
    pub fn newer_than(&self, sequence: u32, modified: DateTime<Utc>) -> bool {
        self.sequence > sequence
            || (self.sequence == sequence && self.stamp.is_none_or(|t| t >= modified))
    }

    /// Whether it cancels something.
    pub fn is_cancel(&self) -> bool {
        matches!(
            self.says,
            OrganizerSays::CancelMeeting | OrganizerSays::CancelOccurrences(_)
        )
    }
}
