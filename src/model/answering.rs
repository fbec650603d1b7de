//! A meeting's people read from their lines and written back, and what
//! changes in them: my answer written in, the question asked again when the
//! organiser moves it, and the guest list of a meeting I organise.
//!
//! Only what an answer changes is touched: my PARTSTAT set, my RSVP and the
//! server's delivery status dropped; what a server added elsewhere
//! (`SCHEDULE-STATUS` of others, `X-` parameters, `EMAIL`) stays.

use super::calendar_user::{ParticipationStatus, Role};
use super::event::{Event, EventStatus, Override, OverrideChange, OverrideDetails};
use super::meeting::{Identity, Meeting, Standing};
use super::occurrence::RecurrenceId;
use super::participant::{Attendee, Organizer, Participant};
use super::property::Property;

/// Why an answer could not be written (the store says it in words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerError {
    /// None of my addresses is among the attendees.
    NotInvited,
    /// The occurrence was cancelled.
    Cancelled,
}

impl Meeting {
    /// Takes `property` in when it is an organiser or an attendee Kairos
    /// can read; whether it did. A line that names no calendar user
    /// address, and a second ORGANIZER, are left to the caller, which
    /// keeps them as written.
    pub fn take(&mut self, property: Property) -> bool {
        match Participant::read(property) {
            Some(Participant::Organizer(o)) if self.organizer.is_none() => {
                self.organizer = Some(o);
                true
            }
            Some(Participant::Attendee(a)) => {
                self.attendees.push(a);
                true
            }
            _ => false,
        }
    }

    /// The meeting unfolded `lines` describe, and the lines it did not
    /// take (any other property, and those [`Meeting::take`] leaves).
    pub fn from_lines<'a>(lines: impl IntoIterator<Item = &'a str>) -> (Meeting, Vec<String>) {
        let mut meeting = Meeting::default();
        let mut rest = Vec::new();
        for line in lines {
            let taken = match Property::parse(line) {
                Ok(p) if Participant::is_named(&p.name) => meeting.take(p),
                _ => false,
            };
            if !taken {
                rest.push(line.to_owned());
            }
        }
        (meeting, rest)
    }

    /// The lines of the meeting: the organiser, then each attendee.
    pub fn lines(&self) -> Vec<String> {
        let organizer = self.organizer.iter().map(Organizer::property);
        let attendees = self.attendees.iter().map(Attendee::property);
        organizer.chain(attendees).map(|p| p.line()).collect()
    }

    /// The meeting with my entry answering `status`; `None` when none of
    /// the attendees is me.
    pub fn answered(&self, me: &Identity, status: &ParticipationStatus) -> Option<Meeting> {
        let mut out = self.clone();
        let mine = out.attendees.iter_mut().find(|a| me.is_me(&a.address))?;
        mine.status = Some(status.clone());
        mine.rsvp = None;
        mine.schedule_status.clear();
        mine.other
            .retain(|p| !matches!(p.name.as_str(), "PARTSTAT" | "RSVP" | "SCHEDULE-STATUS"));
        Some(out)
    }

    /// The people of a meeting I organise: me as organiser and as an
    /// attendee who accepted (the chair), and each guest.
    pub fn organized(me: &Organizer, guests: &[Attendee]) -> Meeting {
        let mut attendees = Vec::new();
        if !guests.iter().any(|g| g.address == me.address) {
            attendees.push(Attendee {
                name: me.name.clone(),
                status: Some(ParticipationStatus::Accepted),
                role: Some(Role::Chair),
                ..Attendee::new(me.address.clone())
            });
        }
        attendees.extend(guests.iter().cloned());
        Meeting {
            organizer: Some(me.clone()),
            attendees,
        }
    }

    /// Whether it names anyone at all (an organiser alone, too).
    pub fn is_empty(&self) -> bool {
        self.organizer.is_none() && self.attendees.is_empty()
    }

    /// How many people it names (the organiser counted).
    pub fn len(&self) -> usize {
        usize::from(self.organizer.is_some()) + self.attendees.len()
    }
}

impl Event {
    /// Whether the series or an occurrence names an organiser or a guest.
    pub fn has_participants(&self) -> bool {
        !self.meeting.is_empty()
            || self
                .overrides
                .iter()
                .any(|o| o.details.meeting.as_ref().is_some_and(|m| !m.is_empty()))
    }

    /// The people of occurrence `id`: its own when it has them, else the
    /// series'.
    pub fn meeting_at(&self, id: Option<RecurrenceId>) -> &Meeting {
        id.and_then(|id| {
            self.overrides
                .iter()
                .find(|o| o.recurrence_id == id)
                .and_then(|o| o.details.meeting.as_ref())
        })
        .unwrap_or(&self.meeting)
    }

    /// Whether `new`, the organiser's next version of this event, moves the
    /// meeting: its start, length or repetition changed. RFC 5546 §2.1.4:
    /// such a change asks every attendee again.
    pub fn moved_in(&self, new: &Event) -> bool {
        self.start != new.start
            || self.duration != new.duration
            || self.rrule != new.rrule
            || self.rdates != new.rdates
            || self.exdates != new.exdates
    }

    /// In `new`, the organiser's next version of this, my copy of a meeting
    /// someone else organises: when it moves the meeting and still carries
    /// my earlier answer (an organiser whose client did not reset it), my
    /// answer to the series goes back to "not answered", so that the
    /// meeting asks me again. Whether it did.
    pub fn ask_again(&self, new: &mut Event, me: &Identity) -> bool {
        if !self.moved_in(new) {
            return false;
        }
        let answered = matches!(
            new.meeting.standing(me),
            Standing::Invited(status) if status != ParticipationStatus::NeedsAction
        );
        answered
            && new
                .answer(me, &ParticipationStatus::NeedsAction, None)
                .is_ok()
    }

    /// Writes my answer: for the whole series (`None`: the series' people
    /// and every occurrence that has its own), or for occurrence `id` alone
    /// (its own people, made from the series' when it has none; the caller
    /// checks that the occurrence exists).
    pub fn answer(
        &mut self,
        me: &Identity,
        status: &ParticipationStatus,
        occurrence: Option<RecurrenceId>,
    ) -> Result<(), AnswerError> {
        // The organiser cancelled it: there is nothing to answer (RFC 5546
        // has no REPLY to a CANCEL).
        if self.status == Some(EventStatus::Cancelled) {
            return Err(AnswerError::Cancelled);
        }
        match occurrence {
            None => {
                let mut any = false;
                if let Some(m) = self.meeting.answered(me, status) {
                    self.meeting = m;
                    any = true;
                }
                for o in &mut self.overrides {
                    if let Some(own) = &o.details.meeting {
                        if let Some(m) = own.answered(me, status) {
                            o.details.meeting = Some(m);
                            any = true;
                        }
                    }
                }
                any.then_some(()).ok_or(AnswerError::NotInvited)
            }
            Some(id) => {
                let (start, duration) = self.occurrence_time(id);
                let index = self.overrides.iter().position(|o| o.recurrence_id == id);
                if let Some(i) = index {
                    if matches!(self.overrides[i].change, OverrideChange::Cancelled) {
                        return Err(AnswerError::Cancelled);
                    }
                }
                let answered = self
                    .meeting_at(Some(id))
                    .answered(me, status)
                    .ok_or(AnswerError::NotInvited)?;
                match index {
                    Some(i) => self.overrides[i].details.meeting = Some(answered),
                    None => self.overrides.push(Override {
                        recurrence_id: id,
                        change: OverrideChange::Moved { start, duration },
                        details: OverrideDetails {
                            meeting: Some(answered),
                            ..OverrideDetails::default()
                        },
                    }),
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{CalendarAddress, EventDuration, EventTime, Parameter};
    use chrono::{Duration, TimeZone, Utc};

    fn address(s: &str) -> CalendarAddress {
        CalendarAddress::parse(s).unwrap()
    }

    fn people() -> Meeting {
        Meeting {
            organizer: Some(Organizer::new(
                address("alice@example.org"),
                Some("Alice".into()),
            )),
            attendees: vec![
                Attendee {
                    name: Some("Alice".into()),
                    status: Some(ParticipationStatus::Accepted),
                    role: Some(Role::Chair),
                    ..Attendee::new(address("alice@example.org"))
                },
                Attendee {
                    name: Some("Bob, B.".into()),
                    status: Some(ParticipationStatus::NeedsAction),
                    rsvp: Some(true),
                    schedule_status: vec!["1.2".into()],
                    other: vec![Parameter::one("X-FOO", "1")],
                    ..Attendee::new(address("mailto:BOB@example.org"))
                },
                Attendee {
                    role: Some(Role::Optional),
                    ..Attendee::new(address("carol@example.org"))
                },
            ],
        }
    }

    fn bob() -> Identity {
        Identity {
            addresses: vec![address("bob@example.org")],
        }
    }

    fn event(uid: &str) -> Event {
        let start = EventTime::Utc(Utc.with_ymd_and_hms(2027, 3, 1, 10, 0, 0).unwrap());
        Event::new(
            uid,
            "Review",
            start,
            EventDuration::Exact(Duration::hours(1)),
        )
    }

    #[test]
    fn an_answer_changes_my_entry_only_and_keeps_unknown_parameters() {
        let out = people()
            .answered(&bob(), &ParticipationStatus::Accepted)
            .unwrap();
        assert_eq!(out.organizer, people().organizer);
        assert_eq!(out.attendees[0], people().attendees[0]);
        assert_eq!(out.attendees[2], people().attendees[2]);
        let b = &out.attendees[1];
        assert_eq!(b.status(), &ParticipationStatus::Accepted);
        assert_eq!((b.rsvp, b.schedule_status.len()), (None, 0));
        assert_eq!(b.other, [Parameter::one("X-FOO", "1")]);
        let stranger = Identity {
            addresses: vec![address("zed@example.org")],
        };
        assert_eq!(
            people().answered(&stranger, &ParticipationStatus::Accepted),
            None
        );
    }

    #[test]
    fn a_moved_meeting_asks_again_where_the_organiser_left_my_answer() {
        let mut old = event("m@x");
        old.meeting = people();
        old.answer(&bob(), &ParticipationStatus::Accepted, None)
            .unwrap();
        let mut retitled = old.clone();
        retitled.summary = "Budget review".into();
        assert!(!old.ask_again(&mut retitled, &bob()));
        let mut moved = old.clone();
        moved.start = EventTime::Utc(Utc.with_ymd_and_hms(2027, 3, 1, 11, 0, 0).unwrap());
        assert!(old.ask_again(&mut moved, &bob()));
        assert_eq!(
            moved.meeting.me(&bob()).unwrap().status(),
            &ParticipationStatus::NeedsAction
        );
        assert!(!old.ask_again(&mut moved.clone(), &bob()));
        assert!(!old.ask_again(&mut moved, &Identity::default()));
        let alice = Identity {
            addresses: vec![address("alice@example.org")],
        };
        let mut mine = old.clone();
        mine.start = EventTime::Utc(Utc.with_ymd_and_hms(2027, 3, 2, 10, 0, 0).unwrap());
        assert!(!old.ask_again(&mut mine, &alice));
    }

    #[test]
    fn an_answer_for_one_occurrence_makes_its_own_people() {
        let start = Utc.with_ymd_and_hms(2027, 1, 4, 9, 0, 0).unwrap();
        let mut e = event("m");
        e.start = EventTime::Utc(start);
        e.rrule = Some("FREQ=WEEKLY;COUNT=5".into());
        e.meeting = people();
        let second = RecurrenceId::from_event_time(&EventTime::Utc(start + Duration::weeks(1)));
        e.answer(&bob(), &ParticipationStatus::Declined, Some(second))
            .unwrap();
        assert_eq!(e.overrides.len(), 1);
        assert_eq!(
            e.occurrence_time(second).0,
            EventTime::Utc(start + Duration::weeks(1))
        );
        let mine = |e: &Event, id| e.meeting_at(id).me(&bob()).unwrap().status().clone();
        assert_eq!(mine(&e, Some(second)), ParticipationStatus::Declined);
        assert_eq!(mine(&e, None), ParticipationStatus::NeedsAction);
        e.answer(&bob(), &ParticipationStatus::Tentative, None)
            .unwrap();
        assert_eq!(mine(&e, Some(second)), ParticipationStatus::Tentative);
        assert_eq!(mine(&e, None), ParticipationStatus::Tentative);
        assert_eq!(
            event("n").answer(&bob(), &ParticipationStatus::Accepted, None),
            Err(AnswerError::NotInvited)
        );
    }

    #[test]
    fn an_organised_meeting_names_me_as_chair_once() {
        let me = Organizer::new(address("alice@example.org"), Some("Alice".into()));
        let guest = Attendee {
            rsvp: Some(true),
            ..Attendee::new(address("bob@example.org"))
        };
        let m = Meeting::organized(&me, std::slice::from_ref(&guest));
        assert_eq!(m.attendees.len(), 2);
        assert_eq!(m.attendees[0].role(), &Role::Chair);
        assert_eq!(m.attendees[1], guest);
        assert_eq!(m.len(), 3);
    }
}
