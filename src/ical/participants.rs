//! ORGANIZER and ATTENDEE lines: read once into the event's
//! [`Meeting`](crate::model::Meeting) where a file or a server's copy comes
//! in, written once where it goes out (the model keeps every parameter, see
//! [`crate::model::Participant`]).

use super::lines::ContentLine;
use crate::model::{Meeting, Participant, Property};

/// Takes `line` into `meeting` when it is an organiser or an attendee
/// Kairos can read ([`Meeting::take`]); whether it did.
pub(super) fn take(meeting: &mut Meeting, line: &ContentLine) -> bool {
    Participant::is_named(&line.name)
        && meeting.take(Property {
            name: line.name.clone(),
            params: line.params.clone(),
            value: line.value.clone(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{CalendarAddress, ParticipationStatus, Role};

    fn content(raw: &str) -> ContentLine {
        let p = Property::parse(raw).unwrap();
        ContentLine {
            name: p.name,
            params: p.params,
            value: p.value,
            raw: raw.to_owned(),
            line: 1,
        }
    }

    #[test]
    fn reads_the_organizer_attendees_answers_and_roles_and_writes_them_back() {
        let raw = [
            "ORGANIZER;CN=Alice:mailto:alice@example.org",
            "ATTENDEE;CN=Alice;ROLE=CHAIR;PARTSTAT=ACCEPTED:mailto:alice@example.org",
            "ATTENDEE;CN=\"Bob, B.\";PARTSTAT=NEEDS-ACTION;RSVP=TRUE;SCHEDULE-STATUS=1.2;X-FOO=1:mailto:BOB@example.org",
            "ATTENDEE;ROLE=OPT-PARTICIPANT:mailto:carol@example.org",
        ];
        let mut m = Meeting::default();
        for line in raw {
            assert!(take(&mut m, &content(line)), "{line}");
        }
        assert!(!take(&mut m, &content("ORGANIZER:mailto:eve@example.org")));
        assert!(!take(&mut m, &content("ATTENDEE:nobody")));
        assert!(!take(&mut m, &content("X-A:mailto:a@example.org")));
        assert_eq!(m.organizer.as_ref().unwrap().shown(), "Alice");
        assert_eq!(m.attendees.len(), 3);
        assert_eq!(m.attendees[1].name.as_deref(), Some("Bob, B."));
        assert!(m.attendees[1].asks_answer());
        assert_eq!(m.attendees[2].role(), &Role::Optional);
        assert_eq!(m.attendees[2].status(), &ParticipationStatus::NeedsAction);
        let bob = CalendarAddress::parse("bob@example.org").unwrap();
        assert_eq!(m.attendees[1].address, bob);
        let written = m.lines();
        assert_eq!(written, raw);
    }
}
