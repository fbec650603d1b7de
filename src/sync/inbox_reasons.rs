//! Why a schedule inbox message is refused or left where it is, said in
//! the user's language (the sync report and the window show them).

use std::fmt;

use crate::fl;

/// Why a message may not change what it names ([`super::inbox::may_change`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    NoOrganizer,
    FromMe,
    /// The event is in a calendar of another account, or of this computer.
    Elsewhere,
    NoMeeting,
    MeetingWithoutOrganizer,
    MyMeeting,
    NotTheOrganizer,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Refusal::NoOrganizer => fl!("sync-inbox-no-organiser"),
            Refusal::FromMe => fl!("sync-inbox-from-me"),
            Refusal::Elsewhere => fl!("sync-inbox-elsewhere"),
            Refusal::NoMeeting => fl!("sync-inbox-no-meeting"),
            Refusal::MeetingWithoutOrganizer => fl!("sync-inbox-meeting-without-organiser"),
            Refusal::MyMeeting => fl!("sync-inbox-my-meeting"),
            Refusal::NotTheOrganizer => fl!("sync-inbox-not-the-organiser"),
        })
    }
}

/// Why a message is left in the inbox ([`super::inbox::judge`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Left {
    /// Not an invitation, a cancellation or an answer.
    OtherMethod,
    OtherAddress,
    CancelNotApplied,
    AnswerNotApplied,
}

impl fmt::Display for Left {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&match self {
            Left::OtherMethod => fl!("sync-inbox-other-method"),
            Left::OtherAddress => fl!("sync-inbox-other-address"),
            Left::CancelNotApplied => fl!("sync-inbox-cancel-not-applied"),
            Left::AnswerNotApplied => fl!("sync-inbox-answer-not-applied"),
        })
    }
}
