//! One event as a server resource, and the normalised form both sides are
//! compared in.
//!
//! Servers rewrite what they store (Radicale adds a VTIMEZONE, others drop
//! what their model lacks, every one may reorder lines), so an ETag that
//! changed says nothing about whether the event did. Both sides are
//! compared as Kairos reads them: the text is parsed into an [`Event`] and
//! written back out in one fixed way (no timestamps, no SEQUENCE, zones by
//! name), and that text — the *normal form* — is hashed. A server that only
//! normalised an event gives the same hash, so nothing bounces; the normal
//! form of the last agreed version is also the base of three-way merges.

use chrono::{DateTime, NaiveDate, Utc};
use sha2::{Digest, Sha256};

use crate::fl;
use crate::ical::{self, ExportEvent};
use crate::model::{DefaultReminders, Event, Reminders};
use crate::store::{IncomingEvent, StoredEvent};

/// The name of the normal form this Kairos writes. When it changes, the
/// agreed forms kept from the last sync are written again in it
/// ([`rebase`]), so that an event nobody changed does not look changed.
/// 2: a meeting's people are data, their parameters in one order.
pub const FORM: &str = "2";

/// Writes every agreed normal form of the store in [`FORM`] (once).
pub fn rebase(store: &mut crate::store::Store) -> Result<usize, crate::store::StoreError> {
    store.rebase_sync_status(FORM, |base| match read(base.as_bytes()) {
        Resource::Event { normal, .. } => Some((normal.hash, normal.text)),
        Resource::Other { .. } => None,
    })
}

/// The largest resource Kairos reads (a series with thousands of
/// overrides is far smaller).
pub const MAX_RESOURCE_BYTES: usize = 4 << 20;

/// An event in normal form, with its hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Normal {
    /// The event as read back from its resource text.
    pub event: Event,
    /// The normal form's text (the merge base once both sides agree).
    pub text: String,
    /// Hex SHA-256 of `text`.
    pub hash: String,
    /// The mark of the Kairos write the resource came from, if any (see
    /// [`WRITE_MARK`]); not part of the event, its text or its hash.
    pub mark: Option<String>,
}

/// A property naming the write of Kairos's a resource came from. Should the
/// answer to a PUT be lost and the server's copy change before the next
/// sync, the mark — kept by the other device, as RFC 5545 asks of unknown
/// properties — shows the write arrived, so the change made there is
/// merged as made on top of it (`calendar::resolve_intents`). Stripped when
/// read: never stored here, never compared.
pub const WRITE_MARK: &str = "X-KAIROS-WRITE";

/// The mark of a write of `sent_hash` (the normal form's hash).
pub fn mark_of(sent_hash: &str) -> &str {
    &sent_hash[..sent_hash.len().min(24)]
}

/// What a server resource holds, as Kairos reads it.
#[derive(Debug, Clone)]
pub enum Resource {
    /// One event (a series with its overrides).
    Event {
        incoming: Box<IncomingEvent>,
        normal: Box<Normal>,
    },
    /// Not something Kairos keeps (a task, a journal, an empty or broken
    /// body): it stays on the server, untouched; the hash of its bytes tells
    /// when it changes.
    Other { why: String, hash: String },
}

/// The text Kairos PUTs for `stored`: a VCALENDAR with the event, its
/// overrides and the VTIMEZONEs they use, and the mark of this write in the
/// main event. The calendar's default reminders are written out as the
/// event's own, so that every device reminds alike.
pub fn marked_resource_text(
    stored: &StoredEvent,
    defaults: &DefaultReminders,
    today: NaiveDate,
    mark: &str,
) -> String {
    let mut event = stored.event.clone();
    let defaults = defaults.for_start(&event.start);
    event.reminders = Reminders::Own(event.reminders.effective(defaults));
    event
        .extra_properties
        .retain(|line| mark_in(line).is_none());
    event.extra_properties.push(format!("{WRITE_MARK}:{mark}"));
    export_resource(&event, stored, today)
}

fn export_resource(event: &Event, stored: &StoredEvent, today: NaiveDate) -> String {
    let events = [ExportEvent {
        event,
        sequence: stored.sequence,
        created: stored.created,
        modified: stored.modified,
    }];
    // Answers of their own for some occurrences: the series' answer last,
    // for servers that read the last (`sync::outbox` says why).
    if event.overrides.iter().any(|o| o.details.meeting.is_some()) {
        ical::export_series_last(&events, today)
    } else {
        ical::export(&events, today)
    }
}

/// The normal form of a local event: as it reads back from the text Kairos
/// would PUT, so that a local event and its server copy compare equal.
pub fn local_normal(stored: &StoredEvent, defaults: &DefaultReminders) -> Normal {
    let mut event = stored.event.clone();
    let defaults = defaults.for_start(&event.start);
    event.reminders = Reminders::Own(event.reminders.effective(defaults));
    let epoch = DateTime::<Utc>::UNIX_EPOCH;
    let text = ical::export_compact(
        &[ExportEvent {
            event: &event,
            sequence: 0,
            created: epoch,
            modified: epoch,
        }],
        fixed_today(),
    );
    match read(text.as_bytes()) {
        Resource::Event { normal, .. } => *normal,
        // Kairos reads back what it writes (tested in ical's round trips);
        // should it not, the event's own normal form still compares and
        // merges, it just may not match the server's.
        Resource::Other { .. } => normal_of(&stored.event),
    }
}

/// The normal form `stored` would have with the acknowledgement and snooze
/// of `base` (the normal form last agreed with the server), for a meeting
/// in a calendar whose server does scheduling (RFC 6638).
///
/// Such a server sends every write of a meeting's copy on to its other
/// participants — DAViCal re-invites every attendee on each PUT of the
/// organiser's copy, and files a reply in the organiser's inbox on each PUT
/// of an attendee's — so a dismissed or snoozed reminder must not be a
/// write there (RFC 9074 state is no scheduling change; EDS had to revert
/// exactly this). When this form's hash is the agreed one, the local change
/// is reminder state alone: it stays on this device (the planner sees no
/// change), and goes out with the next real change of the meeting. `None`
/// when `base` is not an event.
pub fn with_agreed_reminder_state(
    stored: &StoredEvent,
    defaults: &DefaultReminders,
    base: &str,
) -> Option<Normal> {
    let agreed = event_of(base)?;
    let mut held = stored.clone();
    held.event.acknowledged = agreed.acknowledged;
    held.event.snooze = agreed.snooze;
    Some(local_normal(&held, defaults))
}

/// Reads a resource's body.
pub fn read(bytes: &[u8]) -> Resource {
    let other = |why: String| Resource::Other {
        why,
        hash: hex(&Sha256::digest(bytes)),
    };
    if bytes.len() > MAX_RESOURCE_BYTES {
        return other(fl!(
            "sync-resource-too-large",
            mib = (MAX_RESOURCE_BYTES >> 20)
        ));
    }
    let parsed = match ical::parse(bytes) {
        Ok(parsed) => parsed,
        Err(e) => {
            return other(fl!(
                "sync-resource-not-icalendar",
                line = e.line,
                problem = e.what.to_string()
            ))
        }
    };
    let mut events = parsed.events;
    match events.len() {
        0 => {
            let kinds: Vec<_> = parsed.other_components.keys().cloned().collect();
            let why = if kinds.is_empty() {
                let problems: Vec<_> = parsed.problems.iter().map(|p| p.to_string()).collect();
                fl!("sync-resource-no-event", problems = problems.join("; "))
            } else {
                fl!("sync-resource-not-events", kinds = kinds.join(", "))
            };
            other(why)
        }
        1 => {
            let mut parsed = events.remove(0);
            let mark = take_mark(&mut parsed.event);
            let mut normal = normal_of(&parsed.event);
            normal.mark = mark;
            Resource::Event {
                incoming: Box::new(IncomingEvent {
                    event: parsed.event,
                    sequence: parsed.sequence,
                    last_modified: parsed.last_modified,
                    created: parsed.created,
                }),
                normal: Box::new(normal),
            }
        }
        n => other(fl!("sync-resource-many-events", count = n)),
    }
}

/// The normal form of an event already read.
pub fn normal_of(event: &Event) -> Normal {
    let epoch = DateTime::<Utc>::UNIX_EPOCH;
    let text = ical::export_compact(
        &[ExportEvent {
            event,
            sequence: 0,
            created: epoch,
            modified: epoch,
        }],
        fixed_today(),
    );
    // The header names this binary's version: not part of the event.
    let text: String = text
        .split_inclusive("\r\n")
        .filter(|line| !line.starts_with("PRODID:"))
        .collect();
    Normal {
        event: event.clone(),
        hash: hex(&Sha256::digest(text.as_bytes())),
        text,
        mark: None,
    }
}

/// The value of a write mark line.
fn mark_in(line: &str) -> Option<&str> {
    let (name, value) = line.split_once(':')?;
    name.eq_ignore_ascii_case(WRITE_MARK).then_some(value)
}

/// Removes the write mark from `event`, returning it.
fn take_mark(event: &mut Event) -> Option<String> {
    let mark = event
        .extra_properties
        .iter()
        .find_map(|line| mark_in(line))
        .map(str::to_owned);
    event
        .extra_properties
        .retain(|line| mark_in(line).is_none());
    mark
}

/// Whether normal forms `before` and `after` differ only in attendees'
/// answers: the PARTSTAT, RSVP and SCHEDULE-STATUS parameters of ATTENDEE
/// lines (what a scheduling server writes into the organiser's copy as
/// answers arrive, and resets when the organiser changes the meeting).
/// The order of lines in a component and of parameters in a line is no
/// change: a server that writes an answer may rewrite the whole meeting
/// in its own order (Radicale sorts parameters and moves ORGANIZER), though
/// normal forms write a meeting's people in one order already.
pub fn answers_only(before: &str, after: &str) -> bool {
    !before.is_empty() && before != after && without_answers(before) == without_answers(after)
}

/// `text` with attendees' answers left out, each component's lines and
/// each line's parameters in one order.
fn without_answers(text: &str) -> Vec<String> {
    // Unfolded first: a parameter may be cut by a fold.
    let unfolded = text.replace("\r\n ", "");
    // The lines of each open component; a closed one becomes one line of
    // its parent, so that moving a line between components is a change.
    let mut open: Vec<Vec<String>> = vec![Vec::new()];
    for line in unfolded.split("\r\n").filter(|l| !l.is_empty()) {
        if line.starts_with("BEGIN:") {
            open.push(vec![line.to_owned()]);
        } else if line.starts_with("END:") && open.len() > 1 {
            let mut lines = open.pop().unwrap_or_default();
            let begin = lines.remove(0);
            lines.sort();
            let closed = format!("{begin}\n{}\n{line}", lines.join("\n"));
            if let Some(parent) = open.last_mut() {
                parent.push(closed);
            }
        } else if let Some(current) = open.last_mut() {
            current.push(canonical_line(line));
        }
    }
    let mut all: Vec<String> = open.into_iter().flatten().collect();
    all.sort();
    all
}

/// One content line with its parameters in order (names upper-cased) and,
/// on an ATTENDEE, without its answer.
fn canonical_line(line: &str) -> String {
    let (head, value) = split_value(line);
    let mut parts = split_params(head).into_iter();
    let name = parts.next().unwrap_or_default().to_ascii_uppercase();
    let attendee = name == "ATTENDEE";
    let mut params: Vec<String> = parts
        .filter_map(|p| {
            let (key, rest) = p.split_once('=').unwrap_or((p, ""));
            let key = key.to_ascii_uppercase();
            let answer = matches!(key.as_str(), "PARTSTAT" | "RSVP" | "SCHEDULE-STATUS");
            (!(attendee && answer)).then(|| format!("{key}={rest}"))
        })
        .collect();
    params.sort();
    params.insert(0, name);
    format!("{}:{value}", params.join(";"))
}

/// A line's name and parameters, and its value: the value starts after
/// the first colon outside quotes (a quoted parameter may hold one).
fn split_value(line: &str) -> (&str, &str) {
    let mut quoted = false;
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ':' if !quoted => return (&line[..i], &line[i + 1..]),
            _ => {}
        }
    }
    (line, "")
}

/// The name and parameters of a line's head, split at semicolons outside
/// quotes.
fn split_params(head: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut quoted, mut from) = (false, 0);
    for (i, c) in head.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ';' if !quoted => {
                parts.push(&head[from..i]);
                from = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&head[from..]);
    parts
}

/// The event a normal form's text holds (a merge base).
pub fn event_of(base: &str) -> Option<Event> {
    match read(base.as_bytes()) {
        Resource::Event { normal, .. } => Some(normal.event.clone()),
        Resource::Other { .. } => None,
    }
}

/// A zone a file defined for itself is written out in normal forms (IANA
/// zones go by name); its definition covers open-ended series up to a
/// fixed year, not "today", so that a hash does not change with the date.
fn fixed_today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2030, 1, 1).expect("a valid date")
}

/// Lower-case hex of `bytes`.
pub(super) fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{EventDuration, EventTime};
    use chrono::Duration;

    fn standup() -> StoredEvent {
        let start = EventTime::Zoned {
            local: NaiveDate::from_ymd_opt(2026, 11, 23)
                .unwrap()
                .and_hms_opt(9, 0, 0)
                .unwrap(),
            tz: chrono_tz::Europe::Paris.into(),
        };
        let mut e = Event::new(
            "standup@kairos",
            "Standup",
            start,
            EventDuration::Exact(Duration::minutes(15)),
        );
        e.rrule = Some("FREQ=WEEKLY;BYDAY=MO,WE,FR".into());
        StoredEvent {
            event: e,
            calendar: crate::model::CalendarId(1),
            sequence: 3,
            created: Utc::now(),
            modified: Utc::now(),
        }
    }

    #[test]
    fn answers_alone_are_told_from_other_changes() {
        let base = "BEGIN:VEVENT\r\nSUMMARY:Plan\r\nATTENDEE;CN=\"B: x\";PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:b@x.org\r\nEND:VEVENT\r\n";
        let answered = "BEGIN:VEVENT\r\nSUMMARY:Plan\r\nATTENDEE;CN=\"B: x\";PARTSTAT=ACCEPTED;SCHEDULE-STATUS=2.0:mailto:b@x.org\r\nEND:VEVENT\r\n";
        assert!(answers_only(base, answered));
        let retitled = answered.replace("Plan", "Party");
        assert!(!answers_only(base, &retitled));
        let readdressed = answered.replace("b@x.org", "c@x.org");
        assert!(!answers_only(base, &readdressed));
        assert!(!answers_only(base, base), "no change is no answer");
        assert!(!answers_only("", answered), "no base: nothing known");
        // A server that writes the answer in its own order (Radicale).
        let reordered = "BEGIN:VEVENT\r\nATTENDEE;PARTSTAT=ACCEPTED;RSVP=TRUE;CN=\"B: x\":mailto:b@x.org\r\nSUMMARY:Plan\r\nEND:VEVENT\r\n";
        assert!(answers_only(base, reordered));
        let moved = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Plan\r\nEND:VEVENT\r\nATTENDEE;CN=\"B: x\":mailto:b@x.org\r\nEND:VCALENDAR\r\n";
        let inside = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Plan\r\nATTENDEE;CN=\"B: x\":mailto:b@x.org\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
        assert!(
            !answers_only(inside, moved),
            "a line moved to another component"
        );
        let quoted = answered.replace("CN=\"B: x\"", "CN=\"B; x\"");
        assert!(!answers_only(base, &quoted), "a parameter's value changed");
    }

    /// A dismissed or snoozed reminder alone reads as the agreed form; a
    /// dismissal beside a real change does not hide the change.
    #[test]
    fn reminder_state_alone_is_held_back_and_a_change_beside_it_is_not() {
        let mut stored = standup();
        stored.event.reminders =
            Reminders::Own(vec![crate::model::Reminder::Before(Duration::minutes(10))]);
        let agreed = local_normal(&stored, &DefaultReminders::default());
        let mut dismissed = stored.clone();
        dismissed.event.acknowledged = Some(Utc::now());
        dismissed.event.snooze = Some(crate::model::Snooze {
            occurrence: crate::model::RecurrenceId::from_event_time(&stored.event.start),
            until: Utc::now(),
        });
        assert_ne!(
            local_normal(&dismissed, &DefaultReminders::default()).hash,
            agreed.hash
        );
        let held =
            with_agreed_reminder_state(&dismissed, &DefaultReminders::default(), &agreed.text)
                .expect("an event");
        assert_eq!(held.hash, agreed.hash);
        let mut retitled = dismissed.clone();
        retitled.event.summary = "Standup (moved)".into();
        let held =
            with_agreed_reminder_state(&retitled, &DefaultReminders::default(), &agreed.text)
                .expect("an event");
        assert_ne!(held.hash, agreed.hash);
        // An acknowledgement the server holds already stays agreed.
        let mut acked = stored.clone();
        acked.event.acknowledged = Some(DateTime::from_timestamp(1_800_000_000, 0).unwrap());
        let agreed = local_normal(&acked, &DefaultReminders::default());
        let held =
            with_agreed_reminder_state(&dismissed, &DefaultReminders::default(), &agreed.text)
                .expect("an event");
        assert_eq!(held.hash, agreed.hash);
        assert!(with_agreed_reminder_state(&stored, &DefaultReminders::default(), "").is_none());
    }

    /// The mark of a write is read back apart from the event: neither the
    /// event, its incoming copy nor the hash hold it, and a second mark
    /// replaces the first.
    #[test]
    fn a_write_mark_is_read_apart_from_the_event() {
        let stored = standup();
        let local = local_normal(&stored, &DefaultReminders::default());
        let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        let mut marked = stored.clone();
        marked
            .event
            .extra_properties
            .push(format!("{WRITE_MARK}:old"));
        let text = marked_resource_text(
            &marked,
            &DefaultReminders::default(),
            today,
            mark_of(&local.hash),
        );
        assert_eq!(text.matches(WRITE_MARK).count(), 1, "{text}");
        let Resource::Event { normal, incoming } = read(text.as_bytes()) else {
            panic!("an event");
        };
        assert_eq!(normal.mark.as_deref(), Some(mark_of(&local.hash)));
        assert_eq!(normal.hash, local.hash);
        assert!(incoming.event.extra_properties.is_empty());
        assert!(!normal.text.contains(WRITE_MARK));
        assert_eq!(
            local_normal(&marked, &DefaultReminders::default()).hash,
            local.hash
        );
    }

    /// What a server does to a stored event (another PRODID, reordered
    /// lines, DTSTAMP of its own, its own VTIMEZONE) does not change the
    /// hash; a changed title does.
    #[test]
    fn a_server_rewrite_keeps_the_hash_and_an_edit_does_not() {
        let stored = standup();
        let local = local_normal(&stored, &DefaultReminders::default());
        let today = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        let ours = marked_resource_text(
            &stored,
            &DefaultReminders::default(),
            today,
            mark_of(&local.hash),
        );
        let rewritten = ours
            .replace(
                "PRODID:-//Kairos",
                "PRODID:-//Radicale//NONSGML Radicale Server//EN\r\nX-WAS:-//Kairos",
            )
            .replace("DTSTAMP:", "X-OLD-DTSTAMP:")
            .replace("SEQUENCE:3", "SEQUENCE:4");
        let rewritten = rewritten.replacen(
            "BEGIN:VEVENT\r\n",
            "BEGIN:VEVENT\r\nDTSTAMP:20991231T000000Z\r\n",
            1,
        );
        // X-OLD-DTSTAMP would be kept as an unknown property: drop it as a
        // server dropping DTSTAMP's old value would.
        let rewritten: String = rewritten
            .split_inclusive("\r\n")
            .filter(|l| !l.starts_with("X-OLD-DTSTAMP") && !l.starts_with("X-WAS"))
            .collect();
        let Resource::Event { normal, .. } = read(rewritten.as_bytes()) else {
            panic!("the rewritten resource is an event");
        };
        assert_eq!(normal.hash, local.hash);
        let mut edited = stored.clone();
        edited.event.summary = "Standup (moved)".into();
        assert_ne!(
            local_normal(&edited, &DefaultReminders::default()).hash,
            local.hash
        );
    }

    /// A task, a broken body, or two events in one resource are kept on
    /// the server and named, not read as an empty event.
    #[test]
    fn what_is_not_one_event_is_other() {
        let todo = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:t\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n";
        match read(todo.as_bytes()) {
            Resource::Other { why, .. } => assert!(why.contains("VTODO"), "{why}"),
            Resource::Event { .. } => panic!("a task is not an event"),
        }
        assert!(matches!(read(b"<html>oops</html>"), Resource::Other { .. }));
    }

    /// The base of a merge reads back as the event it was made from.
    #[test]
    fn a_meetings_people_are_written_in_one_order_whatever_the_server_wrote() {
        let text = |attendee: &str| {
            format!(
                "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\nBEGIN:VEVENT\r\n\
                 UID:m\r\nDTSTART:20270301T100000Z\r\nDURATION:PT1H\r\nSUMMARY:Plan\r\n\
                 {attendee}\r\nORGANIZER:mailto:a@x.org\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            )
        };
        let normal = |t: &str| match read(t.as_bytes()) {
            Resource::Event { normal, .. } => *normal,
            Resource::Other { why, .. } => panic!("{why}"),
        };
        let ours = normal(&text(
            "ATTENDEE;CN=Bob;PARTSTAT=ACCEPTED;X-A=1:mailto:b@x.org",
        ));
        let sorted = normal(&text(
            "ATTENDEE;PARTSTAT=ACCEPTED;X-A=1;CN=Bob:mailto:b@x.org",
        ));
        assert_eq!(ours.hash, sorted.hash);
        assert!(ours
            .text
            .contains("ORGANIZER:mailto:a@x.org\r\nATTENDEE;CN=Bob;"));
        // Written again, it reads back the same: the form is a fixed point.
        assert_eq!(normal(&ours.text).hash, ours.hash);
    }

    #[test]
    fn a_normal_form_reads_back_as_its_event() {
        let normal = local_normal(&standup(), &DefaultReminders::default());
        assert_eq!(event_of(&normal.text), Some(normal.event.clone()));
    }
}
