use super::*;
use crate::model::{
    CalendarAddress, CancelledOccurrence, EventDuration, Meeting, OrganizerMessage,
};

fn me() -> Identity {
    Identity {
        addresses: vec![CalendarAddress::parse("me@example.org").unwrap()],
    }
}

fn berlin(local: &str) -> EventTime {
    EventTime::Zoned {
        local: local.parse().unwrap(),
        tz: chrono_tz::Europe::Berlin.into(),
    }
}

/// A daily meeting at 10:00 Berlin, which I accepted.
fn daily() -> Event {
    let mut e = Event::new(
        "standup@x",
        "Standup",
        berlin("2027-03-01T10:00:00"),
        EventDuration::Exact(chrono::Duration::minutes(15)),
    );
    e.rrule = Some("FREQ=DAILY;COUNT=10".into());
    (e.meeting, _) = Meeting::from_lines([
        "ORGANIZER:mailto:gina@example.org",
        "ATTENDEE;PARTSTAT=ACCEPTED:mailto:gina@example.org",
        "ATTENDEE;PARTSTAT=ACCEPTED:mailto:me@example.org",
    ]);
    e
}

/// What a message about occurrence `rid` alone reads as: a series of that
/// occurrence, moved to `start`, with title `title`.
fn one_occurrence(rid: EventTime, start: EventTime, title: &str) -> Event {
    let mut said = daily();
    said.rrule = None;
    said.start = rid;
    said.summary = title.into();
    said.overrides = vec![Override {
        recurrence_id: RecurrenceId::from_event_time(&rid),
        change: OverrideChange::Moved {
            start,
            duration: EventDuration::Exact(chrono::Duration::minutes(15)),
        },
        details: OverrideDetails::default(),
    }];
    said
}

fn occurrences(e: &Event) -> Vec<String> {
    crate::recur::Series::new(e)
        .unwrap()
        .occurrences(
            "2027-02-01T00:00:00Z".parse().unwrap(),
            "2027-04-01T00:00:00Z".parse().unwrap(),
            chrono_tz::UTC,
        )
        .map(|o| o.start.instant_in(chrono_tz::UTC).to_rfc3339())
        .collect()
}

#[test]
fn one_occurrence_updated_keeps_the_series_and_its_other_occurrences() {
    let copy = daily();
    let said = one_occurrence(
        berlin("2027-03-04T10:00:00"),
        berlin("2027-03-04T11:00:00"),
        "Standup (Thursday in room 2)",
    );
    let after = apply(&copy, &OrganizerSays::Occurrences(said), &me());
    assert_eq!(after.rrule, copy.rrule, "the rule stays");
    let times = occurrences(&after);
    assert_eq!(times.len(), 10, "every occurrence stays: {times:?}");
    assert!(
        times.contains(&"2027-03-04T10:00:00+00:00".to_owned()),
        "moved to 11:00 Berlin"
    );
    assert!(!times.contains(&"2027-03-04T09:00:00+00:00".to_owned()));
    let o = &after.overrides[0];
    assert_eq!(
        o.details.summary.as_deref(),
        Some("Standup (Thursday in room 2)")
    );
    assert_eq!(after.summary, "Standup", "the series keeps its title");
    // Moved, and my answer was still "accepted": asked again for it alone.
    assert!(matches!(
        after.meeting_at(Some(o.recurrence_id)).standing(&me()),
        Standing::Invited(ParticipationStatus::NeedsAction)
    ));
    assert!(matches!(
        after.meeting.standing(&me()),
        Standing::Invited(ParticipationStatus::Accepted)
    ));
}

#[test]
fn one_occurrence_cancelled_leaves_the_rest() {
    let copy = daily();
    let says = OrganizerSays::CancelOccurrences(vec![CancelledOccurrence::only(EventTime::Utc(
        "2027-03-04T09:00:00Z".parse().unwrap(),
    ))]);
    let after = apply(&copy, &says, &me());
    let times = occurrences(&after);
    assert_eq!(times.len(), 9, "{times:?}");
    assert!(!times.contains(&"2027-03-04T09:00:00+00:00".to_owned()));
    assert_eq!(after.status, None, "the meeting itself is not cancelled");
    assert_eq!(after.rrule, copy.rrule);
    // Cancelling it again, or an occurrence the series does not have,
    // changes nothing.
    assert_eq!(apply(&after, &says, &me()), after);
    let elsewhere = OrganizerSays::CancelOccurrences(vec![CancelledOccurrence::only(berlin(
        "2027-03-04T12:00:00",
    ))]);
    assert_eq!(apply(&after, &elsewhere, &me()), after);
}

#[test]
fn a_date_recurrence_id_names_the_occurrence_on_that_day() {
    let copy = daily();
    let says = OrganizerSays::CancelOccurrences(vec![CancelledOccurrence::only(
        EventTime::AllDay("2027-03-05".parse().unwrap()),
    )]);
    let after = apply(&copy, &says, &me());
    assert!(!occurrences(&after).contains(&"2027-03-05T09:00:00+00:00".to_owned()));
}

#[test]
fn the_whole_meeting_cancelled_is_marked_cancelled() {
    let after = apply(&daily(), &OrganizerSays::CancelMeeting, &me());
    assert_eq!(after.status, Some(EventStatus::Cancelled));
    assert_eq!(after.rrule, daily().rrule);
}

#[test]
fn the_only_occurrence_of_a_single_event_cancelled_cancels_it() {
    let mut single = daily();
    single.rrule = None;
    let says = OrganizerSays::CancelOccurrences(vec![CancelledOccurrence::only(single.start)]);
    assert_eq!(
        apply(&single, &says, &me()).status,
        Some(EventStatus::Cancelled)
    );
}

#[test]
fn an_occurrence_the_series_lacks_is_added_and_an_excluded_one_restored() {
    let mut copy = daily();
    copy.exdates.push(berlin("2027-03-03T10:00:00"));
    let extra = one_occurrence(
        berlin("2027-03-20T10:00:00"),
        berlin("2027-03-20T10:00:00"),
        "Standup",
    );
    let again = one_occurrence(
        berlin("2027-03-03T10:00:00"),
        berlin("2027-03-03T10:00:00"),
        "Standup",
    );
    let after = apply(&copy, &OrganizerSays::Occurrences(extra), &me());
    let after = apply(&after, &OrganizerSays::Occurrences(again), &me());
    let times = occurrences(&after);
    assert!(
        times.contains(&"2027-03-20T09:00:00+00:00".to_owned()),
        "{times:?}"
    );
    assert!(
        times.contains(&"2027-03-03T09:00:00+00:00".to_owned()),
        "{times:?}"
    );
    assert!(after.exdates.is_empty());
    // Neither changes anything but being there: no override is kept.
    assert!(after.overrides.is_empty(), "{:?}", after.overrides);
}

#[test]
fn a_new_version_of_the_meeting_replaces_my_copy_and_asks_again_when_moved() {
    let copy = daily();
    let mut moved = daily();
    moved.start = berlin("2027-03-01T11:00:00");
    let after = apply(&copy, &OrganizerSays::Meeting(moved.clone()), &me());
    assert_eq!(after.start, moved.start);
    assert!(matches!(
        after.meeting.standing(&me()),
        Standing::Invited(ParticipationStatus::NeedsAction)
    ));
}

#[test]
fn versions_compare_by_sequence_then_stamp() {
    let at = |s: &str| s.parse::<chrono::DateTime<chrono::Utc>>().unwrap();
    let message = |sequence, stamp: Option<&str>| OrganizerMessage {
        uid: "m".into(),
        organizer: None,
        sequence,
        stamp: stamp.map(at),
        says: OrganizerSays::CancelMeeting,
    };
    let modified = at("2027-03-01T10:00:00Z");
    assert!(message(1, Some("2027-01-01T00:00:00Z")).newer_than(0, modified));
    assert!(!message(0, Some("2027-04-01T00:00:00Z")).newer_than(1, modified));
    assert!(message(1, Some("2027-03-01T10:00:00Z")).newer_than(1, modified));
    assert!(!message(1, Some("2027-03-01T09:59:59Z")).newer_than(1, modified));
    assert!(message(1, None).newer_than(1, modified));
}

#[test]
fn a_cancellation_of_this_and_later_occurrences_ends_the_series_before_it() {
    let copy = daily();
    let from = |time: EventTime| {
        OrganizerSays::CancelOccurrences(vec![CancelledOccurrence {
            id: time,
            and_later: true,
        }])
    };
    // Named in UTC, as Thunderbird writes it: the 6th, 7th... go.
    let says = from(EventTime::Utc("2027-03-06T09:00:00Z".parse().unwrap()));
    assert_eq!(named(&copy, &says), Named::Meeting);
    let after = apply(&copy, &says, &me());
    let times = occurrences(&after);
    assert_eq!(
        times,
        [
            "2027-03-01T09:00:00+00:00",
            "2027-03-02T09:00:00+00:00",
            "2027-03-03T09:00:00+00:00",
            "2027-03-04T09:00:00+00:00",
            "2027-03-05T09:00:00+00:00",
        ]
    );
    assert_eq!(after.status, None, "the meeting before it stays");
    // Again: nothing more changes.
    assert_eq!(apply(&after, &says, &me()), after);
    // From its first occurrence, the meeting itself is cancelled.
    let whole = apply(&copy, &from(copy.start), &me());
    assert_eq!(whole.status, Some(EventStatus::Cancelled));
    // An occurrence alone beside it is cancelled too.
    let both = OrganizerSays::CancelOccurrences(vec![
        CancelledOccurrence::only(berlin("2027-03-02T10:00:00")),
        CancelledOccurrence {
            id: berlin("2027-03-08T10:00:00"),
            and_later: true,
        },
    ]);
    assert_eq!(occurrences(&apply(&copy, &both, &me())).len(), 6);
}

#[test]
fn only_the_occurrences_taken_as_newer_change() {
    let copy = daily();
    let says = OrganizerSays::CancelOccurrences(vec![
        CancelledOccurrence::only(berlin("2027-03-02T10:00:00")),
        CancelledOccurrence::only(berlin("2027-03-03T10:00:00")),
    ]);
    let Named::Occurrences(ids) = named(&copy, &says) else {
        panic!("names occurrences");
    };
    assert_eq!(ids.len(), 2);
    let after = apply_where(&copy, &says, &me(), |id| id == ids[1]);
    let times = occurrences(&after);
    assert!(times.contains(&"2027-03-02T09:00:00+00:00".to_owned()));
    assert!(!times.contains(&"2027-03-03T09:00:00+00:00".to_owned()));
}
