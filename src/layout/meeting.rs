//! A meeting in words, for the details panel: who organises it, who is
//! invited and what each one answered, and what I may do about it.

use crate::fl;
use crate::model::{Identity, Meeting, ParticipationStatus, Role, Standing};

/// A meeting as the details panel shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MeetingDetails {
    /// "Gina Example (gina@example.org)", or the address alone.
    pub organizer: Option<String>,
    /// Each guest: who, and their answer (and role, when not the usual).
    pub guests: Vec<Guest>,
    /// My answer, when I am invited (the panel offers to change it).
    pub mine: Option<ParticipationStatus>,
    /// I organise it.
    pub organized_by_me: bool,
    /// Its time, title, place and guests are the organiser's: the editor
    /// and drags leave them.
    pub theirs: bool,
    /// The calendar's server delivers invitations and answers itself; if
    /// not, the panel says so.
    pub delivered: bool,
}

impl MeetingDetails {
    /// My answer can go to the organiser by mail: I answered, there is an
    /// organiser, and the calendar's server does not deliver it.
    pub fn can_email(&self) -> bool {
        !self.delivered
            && self.organizer.is_some()
            && !self.organized_by_me
            && self
                .mine
                .as_ref()
                .is_some_and(|m| *m != ParticipationStatus::NeedsAction)
    }
}

/// One guest's line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guest {
    /// Name, or address.
    pub who: String,
    /// "accepted", "declined", "maybe", "not answered yet" (and "optional",
    /// "organiser", "you"), in words.
    pub answer: String,
    /// The answer, for a mark beside it.
    pub status: ParticipationStatus,
}

/// The meeting's words; `None` for an event that is no meeting.
pub fn meeting_details(
    meeting: &Meeting,
    identity: &Identity,
    delivered: bool,
) -> Option<MeetingDetails> {
    if !meeting.is_meeting() {
        return None;
    }
    let standing = meeting.standing(identity);
    let organizer = meeting.organizer.as_ref().map(|o| match &o.name {
        Some(name) => format!("{name} ({})", o.address.shown()),
        None => o.address.shown().to_owned(),
    });
    let mine = standing.my_status().cloned();
    let guests = meeting
        .attendees
        .iter()
        .map(|a| {
            let mut notes = vec![answer_words(a.status())];
            if a.role() == &Role::Optional {
                notes.push(fl!("meeting-optional"));
            }
            if a.role() == &Role::NonParticipant {
                notes.push(fl!("meeting-for-information"));
            }
            if meeting
                .organizer
                .as_ref()
                .is_some_and(|o| o.address == a.address)
            {
                notes.push(fl!("meeting-organiser"));
            }
            if identity.is_me(&a.address) {
                notes.push(fl!("meeting-you"));
            }
            if a.undelivered() {
                notes.push(fl!("meeting-not-delivered"));
            }
            Guest {
                who: a.shown().to_owned(),
                answer: notes.join(", "),
                status: a.status().clone(),
            }
        })
        .collect();
    Some(MeetingDetails {
        organizer,
        guests,
        mine,
        organized_by_me: matches!(standing, Standing::Organizer),
        theirs: standing.is_theirs(),
        delivered,
    })
}

/// An answer in words.
pub fn answer_words(status: &ParticipationStatus) -> String {
    match status {
        ParticipationStatus::Accepted => fl!("meeting-accepted"),
        ParticipationStatus::Tentative => fl!("meeting-tentative"),
        ParticipationStatus::Declined => fl!("meeting-declined"),
        ParticipationStatus::Delegated => fl!("meeting-delegated"),
        ParticipationStatus::NeedsAction | ParticipationStatus::Other(_) => {
            fl!("meeting-not-answered")
        }
    }
}
