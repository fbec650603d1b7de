//! ORGANIZER and ATTENDEE lines: read into a [`Meeting`], and rewritten for
//! an answer or a new guest list.
//!
//! The lines stay in the event as written (`Event::extra_properties`, an
//! override's `participants`); only the parameters an answer changes are
//! touched, so what a server added (`SCHEDULE-STATUS`, `X-` parameters,
//! `EMAIL`) goes back as it came.

use super::lines::{parse_kept, Param};
use super::values::{param_value, unescape};
use crate::model::{
    Attendee, CalendarAddress, Event, Identity, Meeting, Organizer, Override, OverrideChange,
    OverrideDetails, ParticipationStatus, RecurrenceId, Role, Standing,
};

/// Whether `line` is an ORGANIZER or ATTENDEE property.
pub fn is_participant(line: &str) -> bool {
    let name = line.split([';', ':']).next().unwrap_or("");
    name.eq_ignore_ascii_case("ATTENDEE") || name.eq_ignore_ascii_case("ORGANIZER")
}

/// Whether `event` is a meeting: the series or an occurrence names an
/// organiser or a guest.
pub fn is_meeting(event: &Event) -> bool {
    event.extra_properties.iter().any(|l| is_participant(l))
        || event.overrides.iter().any(|o| {
            o.details
                .participants
                .as_ref()
                .is_some_and(|p| !p.is_empty())
        })
}

/// The meeting `lines` describe (other lines are ignored; a participant
/// line that does not parse, or names no address, is left out).
pub fn meeting<'a>(lines: impl IntoIterator<Item = &'a String>) -> Meeting {
    let mut meeting = Meeting::default();
    for line in lines {
        let Some((name, params, value)) = parse_kept(line) else {
            continue;
        };
        let Some(address) = CalendarAddress::parse(&unescape(&value)) else {
            continue;
        };
        let param = |n: &str| {
            params
                .iter()
                .find(|p| p.name == n)
                .and_then(|p| p.values.first())
                .map(String::as_str)
        };
        let name_param = param("CN").map(str::to_owned).filter(|n| !n.is_empty());
        match name.as_str() {
            "ORGANIZER" if meeting.organizer.is_none() => {
                meeting.organizer = Some(Organizer {
                    address,
                    name: name_param,
                });
            }
            "ATTENDEE" if !meeting.attendees.iter().any(|a| a.address == address) => {
                meeting.attendees.push(Attendee {
                    address,
                    name: name_param,
                    status: ParticipationStatus::parse(param("PARTSTAT")),
                    role: Role::parse(param("ROLE")),
                    rsvp: param("RSVP").is_some_and(|v| v.eq_ignore_ascii_case("TRUE")),
                });
            }
            _ => {}
        }
    }
    meeting
}

/// The attendee an ATTENDEE `line` names (`None` for any other line, or
/// one that names no address).
pub fn attendee_of(line: &String) -> Option<Attendee> {
    meeting(std::iter::once(line)).attendees.into_iter().next()
}

/// The series' meeting.
pub fn meeting_of(event: &Event) -> Meeting {
    meeting(event.extra_properties.iter().filter(|l| is_participant(l)))
}

/// The participant lines of occurrence `id`: its own when it has any,
/// else the series'.
pub fn lines_at(event: &Event, id: Option<RecurrenceId>) -> Vec<&String> {
    let own = id.and_then(|id| {
        event
            .overrides
            .iter()
            .find(|o| o.recurrence_id == id)
            .and_then(|o| o.details.participants.as_ref())
    });
    match own {
        Some(lines) => lines.iter().collect(),
        None => event
            .extra_properties
            .iter()
            .filter(|l| is_participant(l))
            .collect(),
    }
}

/// The meeting of occurrence `id`: its own lines when it has any, else
/// the series'.
pub fn meeting_at(event: &Event, id: Option<RecurrenceId>) -> Meeting {
    meeting(lines_at(event, id))
}

/// `lines` with my ATTENDEE line answering `status`: PARTSTAT set, the
/// request for an answer (RSVP) and the server's delivery status dropped,
/// everything else kept. `None` when none of the lines is mine.
pub fn answered(
    lines: &[String],
    me: &Identity,
    status: &ParticipationStatus,
) -> Option<Vec<String>> {
    let mut found = false;
    let out = lines
        .iter()
        .map(|line| {
            let Some((name, params, value)) = parse_kept(line) else {
                return line.clone();
            };
            let mine = name == "ATTENDEE"
                && CalendarAddress::parse(&unescape(&value)).is_some_and(|a| me.is_me(&a));
            if !mine || found {
                return line.clone();
            }
            found = true;
            let mut kept: Vec<Param> = params
                .into_iter()
                .filter(|p| !matches!(p.name.as_str(), "PARTSTAT" | "RSVP" | "SCHEDULE-STATUS"))
                .collect();
            kept.push(Param {
                name: "PARTSTAT".into(),
                values: vec![status.as_str().to_owned()],
            });
            write_line(&name, &kept, &value)
        })
        .collect();
    found.then_some(out)
}

/// Whether `new`, the organiser's next version of `old`, moves the meeting:
/// its start, length or repetition changed. RFC 5546 §2.1.4: such a change
/// asks every attendee again.
pub fn moves(old: &Event, new: &Event) -> bool {
    old.start != new.start
        || old.duration != new.duration
        || old.rrule != new.rrule
        || old.rdates != new.rdates
        || old.exdates != new.exdates
}

/// In `new`, the organiser's next version of my copy `old` of a meeting
/// someone else organises: when it moves the meeting and still carries my
/// earlier answer (an organiser whose client did not reset it), my answer
/// to the series goes back to "not answered", so that the meeting asks me
/// again. Whether it did.
pub fn ask_again(old: &Event, new: &mut Event, me: &Identity) -> bool {
    if !moves(old, new) {
        return false;
    }
    let answered = matches!(
        meeting_of(new).standing(me),
        Standing::Invited(status) if status != ParticipationStatus::NeedsAction
    );
    answered && answer(new, me, &ParticipationStatus::NeedsAction, None).is_ok()
}

/// Why an answer could not be written (the store says it in words).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerError {
    /// None of my addresses is among the attendees.
    NotInvited,
    /// The occurrence was cancelled.
    Cancelled,
}

/// Writes my answer into `event`: for the whole series (`None`: the series'
/// lines and every occurrence that has its own), or for occurrence `id`
/// alone (its own lines, made from the series' when it has none; the
/// caller checks that the occurrence exists).
pub fn answer(
    event: &mut Event,
    me: &Identity,
    status: &ParticipationStatus,
    occurrence: Option<RecurrenceId>,
) -> Result<(), AnswerError> {
    let series: Vec<String> = event
        .extra_properties
        .iter()
        .filter(|l| is_participant(l))
        .cloned()
        .collect();
    match occurrence {
        None => {
            let answered_series = answered(&series, me, status);
            let mut any = answered_series.is_some();
            if let Some(lines) = answered_series {
                let mut lines = lines.into_iter();
                for line in event.extra_properties.iter_mut() {
                    if is_participant(line) {
                        if let Some(new) = lines.next() {
                            *line = new;
                        }
                    }
                }
            }
            for o in &mut event.overrides {
                if let Some(own) = &o.details.participants {
                    if let Some(lines) = answered(own, me, status) {
                        o.details.participants = Some(lines);
                        any = true;
                    }
                }
            }
            any.then_some(()).ok_or(AnswerError::NotInvited)
        }
        Some(id) => {
            let (start, duration) = event.occurrence_time(id);
            let index = event.overrides.iter().position(|o| o.recurrence_id == id);
            if let Some(i) = index {
                if matches!(event.overrides[i].change, OverrideChange::Cancelled) {
                    return Err(AnswerError::Cancelled);
                }
            }
            let base = index
                .and_then(|i| event.overrides[i].details.participants.clone())
                .unwrap_or(series);
            let lines = answered(&base, me, status).ok_or(AnswerError::NotInvited)?;
            match index {
                Some(i) => event.overrides[i].details.participants = Some(lines),
                None => event.overrides.push(Override {
                    recurrence_id: id,
                    change: OverrideChange::Moved { start, duration },
                    details: OverrideDetails {
                        participants: Some(lines),
                        ..OverrideDetails::default()
                    },
                }),
            }
            Ok(())
        }
    }
}

/// The lines of a meeting I organise: me as ORGANIZER and as an attendee
/// who accepted (the chair), and each guest asked for an answer.
pub fn organized_lines(me: &Organizer, guests: &[Attendee]) -> Vec<String> {
    let mut lines = vec![organizer_line(me)];
    if !guests.iter().any(|g| g.address == me.address) {
        lines.push(attendee_line(&Attendee {
            address: me.address.clone(),
            name: me.name.clone(),
            status: ParticipationStatus::Accepted,
            role: Role::Chair,
            rsvp: false,
        }));
    }
    lines.extend(guests.iter().map(attendee_line));
    lines
}

/// An ORGANIZER line.
pub fn organizer_line(o: &Organizer) -> String {
    let mut params = Vec::new();
    if let Some(name) = &o.name {
        params.push(Param {
            name: "CN".into(),
            values: vec![name.clone()],
        });
    }
    write_line("ORGANIZER", &params, o.address.as_str())
}

/// An ATTENDEE line.
pub fn attendee_line(a: &Attendee) -> String {
    let mut params = Vec::new();
    if let Some(name) = &a.name {
        params.push(Param {
            name: "CN".into(),
            values: vec![name.clone()],
        });
    }
    params.push(Param {
        name: "ROLE".into(),
        values: vec![a.role.as_str().to_owned()],
    });
    params.push(Param {
        name: "PARTSTAT".into(),
        values: vec![a.status.as_str().to_owned()],
    });
    if a.rsvp {
        params.push(Param {
            name: "RSVP".into(),
            values: vec!["TRUE".into()],
        });
    }
    write_line("ATTENDEE", &params, a.address.as_str())
}

fn write_line(name: &str, params: &[Param], value: &str) -> String {
    let mut out = name.to_owned();
    for p in params {
        out.push(';');
        out.push_str(&p.name);
        out.push('=');
        let values: Vec<String> = p.values.iter().map(|v| param_value(v)).collect();
        out.push_str(&values.join(","));
    }
    out.push(':');
    out.push_str(value);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EventDuration, EventTime};
    use chrono::{Duration, TimeZone, Utc};

    fn lines() -> Vec<String> {
        vec![
            "ORGANIZER;CN=Alice:mailto:alice@example.org".into(),
            "ATTENDEE;CN=Alice;PARTSTAT=ACCEPTED;ROLE=CHAIR:mailto:alice@example.org".into(),
            "ATTENDEE;CN=\"Bob, B.\";PARTSTAT=NEEDS-ACTION;RSVP=TRUE;X-FOO=1;SCHEDULE-STATUS=1.2:mailto:BOB@example.org".into(),
            "ATTENDEE;ROLE=OPT-PARTICIPANT:mailto:carol@example.org".into(),
        ]
    }

    fn bob() -> Identity {
        Identity {
            addresses: vec![CalendarAddress::parse("bob@example.org").unwrap()],
        }
    }

    #[test]
    fn a_moved_meeting_asks_again_where_the_organiser_left_my_answer() {
        let start = EventTime::Utc(Utc.with_ymd_and_hms(2027, 3, 1, 10, 0, 0).unwrap());
        let mut old = Event::new(
            "m@x",
            "Review",
            start,
            EventDuration::Exact(Duration::hours(1)),
        );
        old.extra_properties = lines();
        answer(&mut old, &bob(), &ParticipationStatus::Accepted, None).unwrap();
        // Retitled only: my answer stands.
        let mut retitled = old.clone();
        retitled.summary = "Budget review".into();
        assert!(!ask_again(&old, &mut retitled, &bob()));
        // Moved an hour: asked again.
        let mut moved = old.clone();
        moved.start = EventTime::Utc(Utc.with_ymd_and_hms(2027, 3, 1, 11, 0, 0).unwrap());
        assert!(ask_again(&old, &mut moved, &bob()));
        let me = meeting_of(&moved);
        assert_eq!(
            me.me(&bob()).unwrap().status,
            ParticipationStatus::NeedsAction
        );
        // Already reset by the organiser, or not invited: nothing to do.
        assert!(!ask_again(&old, &mut moved.clone(), &bob()));
        let nobody = Identity::default();
        assert!(!ask_again(&old, &mut moved, &nobody));
        // My own meeting (I organise it; my line says I come): mine.
        let alice = Identity {
            addresses: vec![CalendarAddress::parse("alice@example.org").unwrap()],
        };
        let mut mine = old.clone();
        mine.start = EventTime::Utc(Utc.with_ymd_and_hms(2027, 3, 2, 10, 0, 0).unwrap());
        assert!(!ask_again(&old, &mut mine, &alice));
    }

    #[test]
    fn reads_the_organizer_attendees_answers_and_roles() {
        let m = meeting(&lines());
        assert_eq!(m.organizer.as_ref().unwrap().shown(), "Alice");
        assert_eq!(m.attendees.len(), 3);
        assert_eq!(m.attendees[1].name.as_deref(), Some("Bob, B."));
        assert_eq!(m.attendees[1].status, ParticipationStatus::NeedsAction);
        assert!(m.attendees[1].rsvp);
        assert_eq!(m.attendees[2].role, Role::Optional);
        assert_eq!(m.attendees[2].status, ParticipationStatus::NeedsAction);
    }

    #[test]
    fn an_answer_changes_my_line_only_and_keeps_unknown_parameters() {
        let out = answered(&lines(), &bob(), &ParticipationStatus::Accepted).unwrap();
        assert_eq!(out[0], lines()[0]);
        assert_eq!(out[1], lines()[1]);
        assert_eq!(out[3], lines()[3]);
        assert_eq!(
            out[2],
            "ATTENDEE;CN=\"Bob, B.\";X-FOO=1;PARTSTAT=ACCEPTED:mailto:BOB@example.org"
        );
        assert_eq!(
            meeting(&out).attendees[1].status,
            ParticipationStatus::Accepted
        );
        let stranger = Identity {
            addresses: vec![CalendarAddress::parse("zed@example.org").unwrap()],
        };
        assert_eq!(
            answered(&lines(), &stranger, &ParticipationStatus::Accepted),
            None
        );
    }

    #[test]
    fn an_answer_for_one_occurrence_makes_its_own_lines() {
        let start = Utc.with_ymd_and_hms(2027, 1, 4, 9, 0, 0).unwrap();
        let mut event = Event::new(
            "m",
            "Weekly",
            EventTime::Utc(start),
            EventDuration::Exact(Duration::hours(1)),
        );
        event.rrule = Some("FREQ=WEEKLY;COUNT=5".into());
        event.extra_properties = lines();
        event.extra_properties.push("X-OTHER:1".into());
        let second = RecurrenceId::from_event_time(&EventTime::Utc(start + Duration::weeks(1)));
        answer(
            &mut event,
            &bob(),
            &ParticipationStatus::Declined,
            Some(second),
        )
        .unwrap();
        assert_eq!(event.overrides.len(), 1);
        assert_eq!(
            event.occurrence_time(second).0,
            EventTime::Utc(start + Duration::weeks(1))
        );
        let mine = |e: &Event, id| meeting_at(e, id).me(&bob()).unwrap().status.clone();
        assert_eq!(mine(&event, Some(second)), ParticipationStatus::Declined);
        assert_eq!(mine(&event, None), ParticipationStatus::NeedsAction);
        // The whole series, afterwards: the occurrence's own lines too.
        answer(&mut event, &bob(), &ParticipationStatus::Tentative, None).unwrap();
        assert_eq!(mine(&event, Some(second)), ParticipationStatus::Tentative);
        assert_eq!(mine(&event, None), ParticipationStatus::Tentative);
        assert_eq!(event.extra_properties.last().unwrap(), "X-OTHER:1");
        let mut alone = Event::new(
            "n",
            "x",
            EventTime::Utc(start),
            EventDuration::Exact(Duration::hours(1)),
        );
        assert_eq!(
            answer(&mut alone, &bob(), &ParticipationStatus::Accepted, None),
            Err(AnswerError::NotInvited)
        );
    }

    #[test]
    fn written_lines_read_back() {
        let me = Organizer {
            address: CalendarAddress::parse("alice@example.org").unwrap(),
            name: Some("Alice; \"A\"".into()),
        };
        let guest = Attendee {
            address: CalendarAddress::parse("bob@example.org").unwrap(),
            name: None,
            status: ParticipationStatus::NeedsAction,
            role: Role::Required,
            rsvp: true,
        };
        let lines = organized_lines(&me, std::slice::from_ref(&guest));
        let m = meeting(&lines);
        assert_eq!(m.organizer.unwrap().name.as_deref(), Some("Alice; \"A\""));
        assert_eq!(m.attendees.len(), 2);
        assert_eq!(m.attendees[0].role, Role::Chair);
        assert_eq!(m.attendees[1], guest);
    }
}
