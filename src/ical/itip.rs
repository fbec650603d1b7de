//! iTIP (RFC 5546) messages: the REPLY that carries my answer to a meeting
//! whose calendar cannot deliver it — an invitation that came as an e-mail
//! attachment, a local calendar, a server without CalDAV scheduling. The
//! user sends the file to the organiser (as Thunderbird and Evolution do
//! by mail); the organiser's calendar applies it to its copy.
//!
//! What RFC 5546 §3.2.3 asks of a VEVENT REPLY, and nothing more of mine:
//! the UID, DTSTAMP, the organiser, my ATTENDEE line (as my copy has it,
//! with my answer), the SEQUENCE I answered, RECURRENCE-ID for one
//! occurrence, and an optional COMMENT. The organiser's line and mine are
//! written from my copy with every parameter it kept, so names and
//! parameters go back as they came.

use chrono::{DateTime, Utc};

use super::export::push_folded;
use super::values::escape;
use crate::model::{Event, Identity, RecurrenceId};

/// Why no reply can be written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplyError {
    /// The meeting names no organiser to reply to.
    NoOrganizer,
    /// None of my addresses is among its attendees.
    NotInvited,
}

/// The iTIP REPLY to `event` (at `sequence`), for occurrence `occurrence`
/// or the whole series, from the attendee among `me`, with `comment`.
///
/// ```
/// use kairos::ical::itip::reply;
/// use kairos::model::{Attendee, CalendarAddress, Event, EventDuration, EventTime, Identity,
///     Meeting, Organizer, ParticipationStatus};
/// let start = EventTime::Utc("2027-03-01T10:00:00Z".parse().unwrap());
/// let mut event = Event::new("m@x", "Review", start, EventDuration::Exact(chrono::Duration::hours(1)));
/// let address = |a: &str| CalendarAddress::parse(a).unwrap();
/// event.meeting = Meeting {
///     organizer: Some(Organizer::new(address("gina@example.org"), Some("Gina".into()))),
///     attendees: vec![Attendee {
///         status: Some(ParticipationStatus::Accepted),
///         ..Attendee::new(address("me@example.org"))
///     }],
/// };
/// let me = Identity { addresses: vec![CalendarAddress::parse("me@example.org").unwrap()] };
/// let text = reply(&event, 2, None, &me, Some("See you"), chrono::Utc::now()).unwrap();
/// assert!(text.contains("METHOD:REPLY\r\n"));
/// assert!(text.contains("ATTENDEE;PARTSTAT=ACCEPTED:mailto:me@example.org\r\n"));
/// assert!(text.contains("SEQUENCE:2\r\n"));
/// ```
pub fn reply(
    event: &Event,
    sequence: u32,
    occurrence: Option<RecurrenceId>,
    me: &Identity,
    comment: Option<&str>,
    now: DateTime<Utc>,
) -> Result<String, ReplyError> {
    write_reply(event, sequence, occurrence, me, comment, now, false)
}

/// As [`reply`], with the DTSTART of the time answered: for a server that
/// files a REPLY only with one (DAViCal's schedule outbox). Not in files
/// the user sends: read as an event, it would add the meeting to a
/// calendar that imports the answer.
pub fn reply_with_start(
    event: &Event,
    sequence: u32,
    occurrence: Option<RecurrenceId>,
    me: &Identity,
    now: DateTime<Utc>,
) -> Result<String, ReplyError> {
    write_reply(event, sequence, occurrence, me, None, now, true)
}

fn write_reply(
    event: &Event,
    sequence: u32,
    occurrence: Option<RecurrenceId>,
    me: &Identity,
    comment: Option<&str>,
    now: DateTime<Utc>,
    with_start: bool,
) -> Result<String, ReplyError> {
    let people = event.meeting_at(occurrence);
    let organizer = people.organizer.as_ref().ok_or(ReplyError::NoOrganizer)?;
    let mine = people.me(me).ok_or(ReplyError::NotInvited)?;
    let (organizer, mine) = (organizer.property().line(), mine.property().line());
    let mut text = String::new();
    for line in [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        &format!("PRODID:-//Kairos//Kairos {}//EN", env!("CARGO_PKG_VERSION")),
        "METHOD:REPLY",
        "BEGIN:VEVENT",
        &format!("UID:{}", event.uid),
        &format!("DTSTAMP:{}", now.format("%Y%m%dT%H%M%SZ")),
    ] {
        push_folded(&mut text, line);
    }
    if let Some(id) = occurrence {
        push_folded(&mut text, &recurrence_id_line(id));
    }
    let start = match occurrence {
        None => event.start,
        Some(id) => event
            .overrides
            .iter()
            .find(|o| o.recurrence_id == id)
            .and_then(|o| match o.change {
                crate::model::OverrideChange::Moved { start, .. } => Some(start),
                crate::model::OverrideChange::Cancelled => None,
            })
            .unwrap_or_else(|| id.to_event_time(&event.start)),
    };
    if with_start {
        push_folded(
            &mut text,
            &time_line("DTSTART", RecurrenceId::from_event_time(&start)),
        );
    }
    push_folded(&mut text, &format!("SEQUENCE:{sequence}"));
    push_folded(&mut text, &format!("SUMMARY:{}", escape(&event.summary)));
    push_folded(&mut text, &organizer);
    push_folded(&mut text, &mine);
    if let Some(comment) = comment.map(str::trim).filter(|c| !c.is_empty()) {
        push_folded(&mut text, &format!("COMMENT:{}", escape(comment)));
    }
    push_folded(&mut text, "END:VEVENT");
    push_folded(&mut text, "END:VCALENDAR");
    Ok(text)
}

/// What an iTIP message asks (RFC 5546 §1.4), for the ones a calendar
/// user's inbox holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Method {
    /// An invitation, or the organiser's update of one.
    Request,
    /// The organiser cancelled the meeting (or occurrences of it).
    Cancel,
    /// An attendee's answer, to the organiser.
    Reply,
    /// Anything else (PUBLISH, ADD, REFRESH, COUNTER, DECLINECOUNTER).
    Other(String),
}

/// The calendar's METHOD in an iTIP message, and whether any of its
/// components names one occurrence (RECURRENCE-ID). `None`: no METHOD, not
/// an iTIP message. Read from the unfolded lines, before and outside any
/// component for METHOD.
pub fn method_of(bytes: &[u8]) -> Option<(Method, bool)> {
    let text = String::from_utf8_lossy(bytes);
    let text = text
        .replace("\r\n ", "")
        .replace("\r\n\t", "")
        .replace("\n ", "");
    let mut method = None;
    let mut depth = 0usize;
    let mut one_occurrence = false;
    for line in text.lines() {
        let upper = line.trim_end().to_ascii_uppercase();
        if upper.starts_with("BEGIN:") {
            depth += 1;
        } else if upper.starts_with("END:") {
            depth = depth.saturating_sub(1);
        } else if depth == 1 && upper.starts_with("METHOD:") {
            method = Some(match &upper["METHOD:".len()..] {
                "REQUEST" => Method::Request,
                "CANCEL" => Method::Cancel,
                "REPLY" => Method::Reply,
                other => Method::Other(other.to_owned()),
            });
        } else if depth == 2
            && (upper.starts_with("RECURRENCE-ID:") || upper.starts_with("RECURRENCE-ID;"))
        {
            one_occurrence = true;
        }
    }
    method.map(|m| (m, one_occurrence))
}

/// RECURRENCE-ID naming occurrence `id`: an instant in UTC (the organiser's
/// calendar matches it as an instant), a floating time, or a date.
fn recurrence_id_line(id: RecurrenceId) -> String {
    time_line("RECURRENCE-ID", id)
}

/// `name` with the time `t` (an instant in UTC, a floating time, a date).
fn time_line(name: &str, t: RecurrenceId) -> String {
    match t {
        RecurrenceId::Instant(t) => format!("{name}:{}", t.format("%Y%m%dT%H%M%SZ")),
        RecurrenceId::Floating(t) => format!("{name}:{}", t.format("%Y%m%dT%H%M%S")),
        RecurrenceId::Date(d) => format!("{name};VALUE=DATE:{}", d.format("%Y%m%d")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{
        CalendarAddress, EventDuration, EventTime, Meeting, Override, OverrideChange,
        OverrideDetails,
    };

    fn me() -> Identity {
        Identity {
            addresses: vec![CalendarAddress::parse("me@example.org").unwrap()],
        }
    }

    fn weekly() -> Event {
        let start = EventTime::Zoned {
            local: "2027-03-01T10:00:00".parse().unwrap(),
            tz: chrono_tz::Europe::Berlin.into(),
        };
        let mut e = Event::new(
            "weekly@x",
            "Weekly; planning",
            start,
            EventDuration::Exact(chrono::Duration::hours(1)),
        );
        e.rrule = Some("FREQ=WEEKLY".into());
        (e.meeting, e.extra_properties) = Meeting::from_lines([
            "ORGANIZER;CN=\"Gina, the chair\":mailto:gina@example.org",
            "ATTENDEE;CN=Gina;PARTSTAT=ACCEPTED:mailto:gina@example.org",
            "ATTENDEE;CN=Me;PARTSTAT=TENTATIVE;X-KEPT=1:mailto:ME@example.org",
            "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:ivy@example.org",
            "X-OTHER:not sent",
        ]);
        e
    }

    #[test]
    fn the_method_of_a_message_and_whether_it_names_one_occurrence() {
        let request = b"BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:a\r\n\
                        END:VEVENT\r\nEND:VCALENDAR\r\n";
        assert_eq!(method_of(request), Some((Method::Request, false)));
        let cancel = b"BEGIN:VCALENDAR\r\nMETH\r\n OD:CANCEL\r\nBEGIN:VEVENT\r\nRECURRENCE-ID\r\n \
                       ;VALUE=DATE:20270301\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
        assert_eq!(method_of(cancel), Some((Method::Cancel, true)));
        // A METHOD inside a component is not the calendar's.
        let inside =
            b"BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nMETHOD:REPLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
        assert_eq!(method_of(inside), None);
        let other = b"BEGIN:VCALENDAR\r\nMETHOD:counter\r\nEND:VCALENDAR\r\n";
        assert_eq!(
            method_of(other),
            Some((Method::Other("COUNTER".into()), false))
        );
    }

    /// The reply read back by Kairos's own reader holds my line and the
    /// organiser's, nobody else's, and nothing of the event beyond them.
    #[test]
    fn a_reply_carries_my_line_and_the_organisers_only() {
        let now = "2027-02-01T08:00:00Z".parse().unwrap();
        let text = reply(&weekly(), 3, None, &me(), Some("Late; sorry"), now).unwrap();
        assert!(
            text.starts_with("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"),
            "{text}"
        );
        for line in [
            "METHOD:REPLY",
            "UID:weekly@x",
            "DTSTAMP:20270201T080000Z",
            "SEQUENCE:3",
            "SUMMARY:Weekly\\; planning",
            "ORGANIZER;CN=\"Gina, the chair\":mailto:gina@example.org",
            "ATTENDEE;CN=Me;PARTSTAT=TENTATIVE;X-KEPT=1:mailto:ME@example.org",
            "COMMENT:Late\\; sorry",
        ] {
            assert!(text.contains(&format!("{line}\r\n")), "{line} in {text}");
        }
        assert!(!text.contains("ivy@"), "{text}");
        assert!(!text.contains("X-OTHER"), "{text}");
        assert!(!text.contains("RRULE"), "{text}");
        assert!(!text.contains("RECURRENCE-ID"), "{text}");
        let parsed = crate::ical::parse(text.as_bytes()).unwrap();
        assert_eq!(parsed.events.len(), 0, "a reply has no DTSTART: no event");
    }

    /// For one occurrence: its own lines, and RECURRENCE-ID as an instant.
    #[test]
    fn a_reply_for_one_occurrence_names_it() {
        let mut event = weekly();
        let id = RecurrenceId::Instant("2027-03-08T09:00:00Z".parse().unwrap());
        event.overrides.push(Override {
            recurrence_id: id,
            change: OverrideChange::Moved {
                start: EventTime::Utc("2027-03-08T09:00:00Z".parse().unwrap()),
                duration: EventDuration::Exact(chrono::Duration::hours(1)),
            },
            details: OverrideDetails {
                meeting: Some(
                    Meeting::from_lines([
                        "ORGANIZER:mailto:gina@example.org",
                        "ATTENDEE;PARTSTAT=DECLINED:mailto:me@example.org",
                    ])
                    .0,
                ),
                ..Default::default()
            },
        });
        let text = reply(&event, 0, Some(id), &me(), None, Utc::now()).unwrap();
        assert!(
            text.contains("RECURRENCE-ID:20270308T090000Z\r\n"),
            "{text}"
        );
        assert!(text.contains("ATTENDEE;PARTSTAT=DECLINED:mailto:me@example.org\r\n"));
        assert!(!text.contains("COMMENT"));
        let date = recurrence_id_line(RecurrenceId::Date("2027-03-08".parse().unwrap()));
        assert_eq!(date, "RECURRENCE-ID;VALUE=DATE:20270308");
    }

    #[test]
    fn no_reply_without_an_organiser_or_an_invitation() {
        let mut event = weekly();
        let stranger = Identity {
            addresses: vec![CalendarAddress::parse("zed@example.org").unwrap()],
        };
        assert_eq!(
            reply(&event, 0, None, &stranger, None, Utc::now()),
            Err(ReplyError::NotInvited)
        );
        event.meeting.organizer = None;
        assert_eq!(
            reply(&event, 0, None, &me(), None, Utc::now()),
            Err(ReplyError::NoOrganizer)
        );
    }
}
