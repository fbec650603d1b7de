use super::*;
use crate::model::{CalendarAddress, CalendarId, EventStatus};
use chrono::Utc;

fn me() -> Identity {
    Identity {
        addresses: vec![CalendarAddress::parse("hank@example.org").unwrap()],
    }
}

/// An iTIP message: METHOD, SEQUENCE, the attendees' lines, and more
/// lines of the VEVENT.
fn message(method: &str, sequence: u32, lines: &[&str]) -> Message {
    let mut text = vec![
        "BEGIN:VCALENDAR".to_owned(),
        "VERSION:2.0".into(),
        "PRODID:-//test//EN".into(),
        format!("METHOD:{method}"),
        "BEGIN:VEVENT".into(),
        "UID:m@test".into(),
        "DTSTAMP:20270101T000000Z".into(),
        "DTSTART:20270301T100000Z".into(),
        "DTEND:20270301T110000Z".into(),
        "SUMMARY:Review".into(),
        format!("SEQUENCE:{sequence}"),
        "ORGANIZER:mailto:gina@example.org".into(),
    ];
    text.extend(lines.iter().map(|l| l.to_string()));
    text.extend(["END:VEVENT".into(), "END:VCALENDAR".into(), String::new()]);
    Message::read(text.join("\r\n").as_bytes()).expect("an iTIP message")
}

fn local(sequence: u32, attendee: &str) -> StoredEvent {
    let m = message("REQUEST", sequence, &[attendee]);
    StoredEvent {
        event: m.event.expect("a request").event,
        calendar: CalendarId(1),
        sequence,
        created: Utc::now(),
        modified: Utc::now(),
    }
}

const HANK_WAITS: &str = "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:hank@example.org";
const HANK_ACCEPTED: &str = "ATTENDEE;PARTSTAT=ACCEPTED:mailto:hank@example.org";

#[test]
fn an_invitation_the_server_applied_is_tidied_and_one_it_did_not_is_taken_in() {
    let invite = message("REQUEST", 1, &[HANK_WAITS]);
    assert_eq!(
        judge(&invite, Some(&local(1, HANK_WAITS)), &me()),
        Verdict::Reflected
    );
    assert_eq!(
        judge(&invite, Some(&local(2, HANK_WAITS)), &me()),
        Verdict::Reflected
    );
    assert_eq!(judge(&invite, None, &me()), Verdict::TakeIn);
    assert_eq!(
        judge(&invite, Some(&local(0, HANK_WAITS)), &me()),
        Verdict::TakeIn
    );
    // Not to me: never taken in.
    let other = message("REQUEST", 1, &["ATTENDEE:mailto:ivy@example.org"]);
    assert!(matches!(judge(&other, None, &me()), Verdict::Keep(_)));
}

#[test]
fn a_cancellation_or_answer_goes_only_once_it_shows_here() {
    let cancel = message("CANCEL", 2, &[HANK_WAITS, "STATUS:CANCELLED"]);
    assert_eq!(judge(&cancel, None, &me()), Verdict::Reflected);
    // Not applied by the server: my copy is marked cancelled.
    assert_eq!(
        judge(&cancel, Some(&local(1, HANK_WAITS)), &me()),
        Verdict::Cancel
    );
    // Not a newer version, or a copy I am not invited to: left alone.
    assert!(matches!(
        judge(&cancel, Some(&local(2, HANK_WAITS)), &me()),
        Verdict::Keep(_)
    ));
    let ivys = local(1, "ATTENDEE:mailto:ivy@example.org");
    assert!(matches!(
        judge(&cancel, Some(&ivys), &me()),
        Verdict::Keep(_)
    ));
    let mut cancelled = local(2, HANK_WAITS);
    cancelled.event.status = Some(EventStatus::Cancelled);
    assert_eq!(judge(&cancel, Some(&cancelled), &me()), Verdict::Reflected);

    // hank's answer, in gina's (the organiser's) inbox.
    let reply = message("REPLY", 1, &[HANK_ACCEPTED]);
    assert_eq!(
        judge(&reply, Some(&local(1, HANK_ACCEPTED)), &me()),
        Verdict::Reflected
    );
    assert!(matches!(
        judge(&reply, Some(&local(1, HANK_WAITS)), &me()),
        Verdict::Keep(_)
    ));
    // Answered to a version since replaced, or a meeting gone.
    assert_eq!(
        judge(&reply, Some(&local(2, HANK_WAITS)), &me()),
        Verdict::Reflected
    );
    assert_eq!(judge(&reply, None, &me()), Verdict::Reflected);
}

#[test]
fn an_answer_for_one_occurrence_stays_until_shown_and_other_methods_stay() {
    let one = message(
        "REPLY",
        1,
        &[HANK_ACCEPTED, "RECURRENCE-ID:20270308T100000Z"],
    );
    assert!(one.one_occurrence);
    assert!(matches!(
        judge(&one, Some(&local(1, HANK_WAITS)), &me()),
        Verdict::Keep(_)
    ));
    assert_eq!(
        judge(&one, Some(&local(3, HANK_WAITS)), &me()),
        Verdict::Reflected
    );
    let counter = message("COUNTER", 1, &[HANK_WAITS]);
    assert!(matches!(judge(&counter, None, &me()), Verdict::Keep(_)));
    assert!(Message::read(b"BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n").is_none());
}

#[test]
fn an_answer_the_server_left_in_the_inbox_is_said_with_its_occurrence() {
    let one = message(
        "REPLY",
        1,
        &[
            "ATTENDEE;PARTSTAT=DECLINED:mailto:judy@example.org",
            "RECURRENCE-ID:20270308T100000Z",
        ],
    );
    assert_eq!(
        judge(&one, Some(&local(1, HANK_WAITS)), &me()),
        Verdict::Keep(Left::AnswerNotApplied)
    );
    let said = unshown_answers(&one);
    assert_eq!(said.len(), 1, "{said:?}");
    for words in [
        "judy@example.org",
        "Review",
        "2027-03-08T10:00:00Z",
        "declined",
        "did not put it in your copy",
    ] {
        assert!(said[0].contains(words), "{words}: {}", said[0]);
    }
    let whole = message("REPLY", 1, &[HANK_ACCEPTED]);
    let said = unshown_answers(&whole);
    assert!(
        said[0].contains("hank@example.org") && said[0].contains("accepted"),
        "{said:?}"
    );
    assert!(!said[0].contains(" for "), "{said:?}");
    // Only answers are said so.
    assert!(unshown_answers(&message("REQUEST", 1, &[HANK_WAITS])).is_empty());
}

#[test]
fn cyrus_s_answer_for_one_occurrence_is_said_with_that_occurrence() {
    // A real one: Fastmail/Cyrus's REPLY for one occurrence (Cassandane's
    // test data, tests/fixtures/itip/SOURCES.md).
    let bytes = include_bytes!("../../tests/fixtures/itip/cyrus__imip_reply_one_recurrence.ics");
    let reply = Message::read(bytes).expect("an iTIP message");
    assert_eq!(reply.method, Method::Reply);
    assert!(reply.one_occurrence);
    let said = unshown_answers(&reply);
    assert_eq!(said.len(), 1, "{said:?}");
    // 09:00 in Melbourne on 29 June 2023 (AEST, UTC+10).
    for words in [
        "foo@example.net",
        "imip update bug",
        "2023-06-28T23:00:00Z",
        "maybe",
    ] {
        assert!(said[0].contains(words), "{words}: {}", said[0]);
    }
}

#[test]
fn the_inbox_is_read_after_a_change_and_at_least_hourly() {
    let now: chrono::DateTime<Utc> = "2027-03-01T10:00:00Z".parse().unwrap();
    let minutes = |m| now - chrono::Duration::minutes(m);
    assert!(inbox_due(false, None, now), "never read");
    assert!(
        inbox_due(true, Some(minutes(1)), now),
        "a sync that changed"
    );
    assert!(!inbox_due(false, Some(minutes(59)), now), "a quiet sync");
    assert!(inbox_due(false, Some(minutes(60)), now));
    // A clock set back: read, rather than wait for the hour to come round.
    assert!(inbox_due(
        false,
        Some(now + chrono::Duration::hours(5)),
        now
    ));
}

/// A copy here of gina's meeting, with hank invited.
fn ginas(sequence: u32) -> StoredEvent {
    local(sequence, HANK_WAITS)
}

/// [`message`] sent by `organizer` instead of gina.
fn from(organizer: &str, method: &str, sequence: u32, lines: &[&str]) -> Message {
    let mut m = message(method, sequence, lines);
    let address = crate::model::CalendarAddress::parse(organizer).unwrap();
    if let Some(said) = &mut m.said {
        said.organizer.as_mut().expect("gina's").address = address.clone();
    }
    if let Some(e) = &mut m.event {
        e.event.meeting.organizer.as_mut().expect("gina's").address = address;
    }
    m
}

#[test]
fn only_the_organiser_may_change_a_meeting_and_no_one_an_event_that_is_none() {
    let me = me();
    // The organiser's update and cancellation, of a meeting of this account.
    for method in ["REQUEST", "CANCEL"] {
        let real = message(method, 5, &[HANK_WAITS]);
        assert_eq!(may_change(&real, Some(&ginas(1)), &me, true), Ok(()));
        // Addresses compare normalised.
        let shouted = from("GINA@Example.ORG", method, 5, &[HANK_WAITS]);
        assert_eq!(may_change(&shouted, Some(&ginas(1)), &me, true), Ok(()));
        // Someone else, with a higher SEQUENCE: refused.
        let forged = from("mallory@evil.test", method, 9, &[HANK_WAITS]);
        assert!(may_change(&forged, Some(&ginas(1)), &me, true).is_err());
        // A delegate's SENT-BY does not make someone else the organiser.
        let delegate = from("mallory@evil.test", method, 9, &[HANK_WAITS, "X-IGNORED:1"]);
        assert!(may_change(&delegate, Some(&ginas(1)), &me, true).is_err());
        // The real organiser, but the copy is in another account's (or a
        // local) calendar.
        assert!(may_change(&real, Some(&ginas(1)), &me, false).is_err());
        // A private event with the same UID: no message changes it.
        let mut private = ginas(1);
        private.event.meeting = Default::default();
        assert_eq!(
            may_change(&real, Some(&private), &me, true),
            Err(Refusal::NoMeeting)
        );
        // My own meeting: no one else changes or cancels it.
        let mut mine = ginas(1);
        let o = mine.event.meeting.organizer.as_mut().expect("gina's");
        o.address = crate::model::CalendarAddress::parse("hank@example.org").unwrap();
        assert_eq!(
            may_change(&forged, Some(&mine), &me, true),
            Err(Refusal::MyMeeting)
        );
        // A message that claims to be mine is never taken, new or not.
        let as_me = from("hank@example.org", method, 9, &[HANK_WAITS]);
        assert_eq!(may_change(&as_me, None, &me, true), Err(Refusal::FromMe));
    }
    // A new invitation, from anyone, may be taken in (it waits for my
    // answer); an answer changes nothing here, so it is not refused.
    let invite = from("ivan@example.org", "REQUEST", 0, &[HANK_WAITS]);
    assert_eq!(may_change(&invite, None, &me, true), Ok(()));
    let reply = from("ivan@example.org", "REPLY", 0, &[HANK_ACCEPTED]);
    assert_eq!(may_change(&reply, Some(&ginas(1)), &me, true), Ok(()));
}

#[test]
fn a_refused_message_is_said_once_and_forgotten_once_gone() {
    let dir = tempfile::tempdir().unwrap();
    let mut store = Store::open(dir.path().join("k.db")).unwrap();
    let one = vec!["“A” from x@evil.test: names an event that is no meeting".to_owned()];
    record_refused(&mut store, 1, &one).unwrap();
    assert_eq!(unsaid_refusals(&mut store, 1).unwrap(), one);
    assert!(
        unsaid_refusals(&mut store, 1).unwrap().is_empty(),
        "said once"
    );
    assert!(
        unsaid_refusals(&mut store, 2).unwrap().is_empty(),
        "per account"
    );
    // Still refused at the next reading: not said again.
    record_refused(&mut store, 1, &one).unwrap();
    assert!(unsaid_refusals(&mut store, 1).unwrap().is_empty());
    // Gone, then back: said again.
    record_refused(&mut store, 1, &[]).unwrap();
    assert!(unsaid_refusals(&mut store, 1).unwrap().is_empty());
    record_refused(&mut store, 1, &one).unwrap();
    assert_eq!(unsaid_refusals(&mut store, 1).unwrap(), one);
}
