//! What the importer makes of the iCalendar features real files use, one
//! at a time.

use chrono::Duration;
use kairos::ical;
use kairos::model::{
    EventDuration, EventStatus, EventTime, OverrideChange, RecurrenceId, Reminder, Reminders,
    Transparency,
};
use kairos::recur::Series;

fn parse(text: &str) -> ical::Parsed {
    ical::parse(text.replace('\n', "\r\n").as_bytes()).expect("parses")
}

fn starts(e: &kairos::model::Event, n: usize) -> Vec<String> {
    Series::new(e)
        .unwrap()
        .iter(chrono_tz::UTC)
        .take(n)
        .map(|o| o.start.to_string())
        .collect()
}

#[test]
fn overrides_before_their_master_cancelled_and_this_and_future() {
    let p = parse(
        "BEGIN:VCALENDAR
BEGIN:VEVENT
UID:s
RECURRENCE-ID;TZID=Europe/Paris:20261109T090000
DTSTART;TZID=Europe/Paris:20261109T140000
DURATION:PT1H
SUMMARY:Weekly (afternoon)
END:VEVENT
BEGIN:VEVENT
UID:s
RECURRENCE-ID:20261116T080000Z
STATUS:CANCELLED
DTSTART;TZID=Europe/Paris:20261116T090000
SUMMARY:Weekly
END:VEVENT
BEGIN:VEVENT
UID:s
RECURRENCE-ID;TZID=Europe/Paris;RANGE=THISANDFUTURE:20261130T090000
DTSTART;TZID=Europe/Paris:20261130T100000
DURATION:PT30M
SUMMARY:Weekly (new time)
END:VEVENT
BEGIN:VEVENT
UID:s
DTSTART;TZID=Europe/Paris:20261102T090000
DURATION:PT1H
RRULE:FREQ=WEEKLY;COUNT=10
SUMMARY:Weekly
END:VEVENT
END:VCALENDAR
",
    );
    assert!(p.problems.is_empty(), "{:?}", p.problems);
    assert_eq!(p.events.len(), 2, "the master split in two");
    let master = &p.events[0].event;
    assert_eq!(master.rrule.as_deref(), Some("FREQ=WEEKLY;COUNT=4"));
    assert_eq!(master.overrides.len(), 2);
    // The UTC RECURRENCE-ID names the 09:00 Paris occurrence: ids match as instants.
    let cancelled = master
        .overrides
        .iter()
        .find(|o| matches!(o.change, OverrideChange::Cancelled))
        .unwrap();
    assert_eq!(
        cancelled.recurrence_id,
        RecurrenceId::from_event_time(&EventTime::Zoned {
            local: "2026-11-16T09:00:00".parse().unwrap(),
            tz: chrono_tz::Europe::Paris.into()
        })
    );
    assert_eq!(
        starts(master, 10),
        [
            "2026-11-02T09:00:00+01:00",
            "2026-11-09T14:00:00+01:00",
            "2026-11-23T09:00:00+01:00"
        ]
    );
    let later = &p.events[1].event;
    assert_eq!(later.uid, "s/2026-11-30T08:00:00Z");
    assert_eq!(later.summary, "Weekly (new time)");
    assert_eq!(later.rrule.as_deref(), Some("FREQ=WEEKLY;COUNT=6"));
    assert_eq!(later.duration, EventDuration::Exact(Duration::minutes(30)));
    assert_eq!(
        starts(later, 2),
        ["2026-11-30T10:00:00+01:00", "2026-12-07T10:00:00+01:00"]
    );
}

#[test]
fn alarms_texts_and_kept_properties() {
    let p = parse(
        "BEGIN:VCALENDAR
BEGIN:VEVENT
UID:a
DTSTART:20261123T090000Z
DTEND:20261123T100000Z
SUMMARY:Review\\, with notes\\; and more
DESCRIPTION:Line one\\nLine two
LOCATION:Room 1
CATEGORIES:Work,Meeting\\, weekly
CATEGORIES:Project X
STATUS:TENTATIVE
TRANSP:TRANSPARENT
URL:https://example.com/review
X-CUSTOM;X-PARAM=\"a;b\":kept as is
ATTENDEE;CN=\"Doe, Jane\":mailto:jane@example.com
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER:-PT15M
END:VALARM
BEGIN:VALARM
ACTION:AUDIO
TRIGGER;RELATED=END:-PT90M
END:VALARM
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER;VALUE=DATE-TIME:20261122T180000Z
END:VALARM
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER:PT5M
END:VALARM
END:VEVENT
END:VCALENDAR
",
    );
    let e = &p.events[0].event;
    assert_eq!(e.summary, "Review, with notes; and more");
    assert_eq!(e.description.as_deref(), Some("Line one\nLine two"));
    assert_eq!(e.categories, ["Work", "Meeting, weekly", "Project X"]);
    assert_eq!(e.status, Some(EventStatus::Tentative));
    assert_eq!(e.transparency, Transparency::Transparent);
    assert_eq!(e.url.as_deref(), Some("https://example.com/review"));
    assert_eq!(e.extra_properties, ["X-CUSTOM;X-PARAM=\"a;b\":kept as is"]);
    assert_eq!(
        e.meeting.lines(),
        ["ATTENDEE;CN=\"Doe, Jane\":mailto:jane@example.com"]
    );
    assert_eq!(
        e.reminders,
        Reminders::Own(vec![
            Reminder::Before(Duration::minutes(15)),
            // 90 minutes before the end, whatever the occurrence's length.
            Reminder::BeforeEnd(Duration::minutes(90)),
            Reminder::At("2026-11-22T18:00:00Z".parse().unwrap()),
            // 5 minutes after the start.
            Reminder::Before(Duration::minutes(-5)),
        ])
    );
    assert!(p.problems.is_empty(), "{:?}", p.problems);
}

#[test]
fn every_form_of_start_and_length() {
    let p = parse(
        "BEGIN:VCALENDAR
BEGIN:VEVENT
UID:date
DTSTART;VALUE=DATE:20261123
DTEND;VALUE=DATE:20261126
SUMMARY:Three days
END:VEVENT
BEGIN:VEVENT
UID:floating
DTSTART:20261123T070000
DURATION:PT45M
SUMMARY:Run
END:VEVENT
BEGIN:VEVENT
UID:windows
DTSTART;TZID=\"W. Europe Standard Time\":20261123T090000
DTEND;TZID=\"W. Europe Standard Time\":20261123T093000
SUMMARY:Outlook
END:VEVENT
BEGIN:VEVENT
UID:period
DTSTART:20261123T090000Z
RRULE:FREQ=DAILY;COUNT=2
RDATE;VALUE=PERIOD:20261130T120000Z/PT3H,20261201T120000Z/20261201T130000Z
EXDATE:20261124T090000Z
SUMMARY:Extra
END:VEVENT
BEGIN:VEVENT
UID:no-tz
DTSTART;TZID=Mars/Olympus:20261123T090000
SUMMARY:Nowhere
END:VEVENT
END:VCALENDAR
",
    );
    let by_uid = |uid: &str| &p.events.iter().find(|e| e.event.uid == uid).unwrap().event;
    assert_eq!(by_uid("date").duration, EventDuration::Days(3));
    assert!(matches!(by_uid("floating").start, EventTime::Floating(_)));
    assert_eq!(
        by_uid("windows").start,
        EventTime::Zoned {
            local: "2026-11-23T09:00:00".parse().unwrap(),
            tz: chrono_tz::Europe::Berlin.into()
        }
    );
    let extra = by_uid("period");
    assert_eq!(extra.rdates.len(), 2);
    assert_eq!(
        extra.rdates[1].duration,
        Some(EventDuration::Exact(Duration::hours(1)))
    );
    assert_eq!(
        starts(extra, 5),
        [
            "2026-11-23T09:00:00+00:00",
            "2026-11-30T12:00:00+00:00",
            "2026-12-01T12:00:00+00:00"
        ]
    );
    // A zone nobody defines keeps the event as the clock time it says
    // (floating), as libical and python-icalendar read it, with a note
    // that gives the line.
    let nowhere = p.events.iter().find(|e| e.event.uid == "no-tz").unwrap();
    assert!(matches!(nowhere.event.start, EventTime::Floating(_)));
    assert!(
        p.notes
            .iter()
            .any(|pr| pr.what.to_string().contains("Mars/Olympus")),
        "{:?}",
        p.notes
    );
}

#[test]
fn a_duration_in_days_on_a_timed_event_is_calendar_days() {
    // Berlin leaves summer time in the night to Sunday 25 October 2026.
    let p = parse(
        "BEGIN:VCALENDAR
BEGIN:VEVENT
UID:day
DTSTART;TZID=Europe/Berlin:20261024T090000
DURATION:P1D
RRULE:FREQ=DAILY;COUNT=2
SUMMARY:A day
END:VEVENT
BEGIN:VEVENT
UID:hours
DTSTART;TZID=Europe/Berlin:20261024T090000
DURATION:PT24H
SUMMARY:Twenty-four hours
END:VEVENT
BEGIN:VEVENT
UID:week
DTSTART:20261024T090000Z
DURATION:P1W
SUMMARY:A week
END:VEVENT
END:VCALENDAR
",
    );
    assert!(p.problems.is_empty(), "{:?}", p.problems);
    let by_uid = |uid: &str| &p.events.iter().find(|e| e.event.uid == uid).unwrap().event;
    let day = by_uid("day");
    assert_eq!(day.duration, EventDuration::Days(1));
    // Same wall-clock time the next day: 25 hours across the change.
    let ends: Vec<String> = Series::new(day)
        .unwrap()
        .iter(chrono_tz::UTC)
        .map(|o| format!("{} – {}", o.start, o.end))
        .collect();
    assert_eq!(
        ends,
        [
            "2026-10-24T09:00:00+02:00 – 2026-10-25T09:00:00+01:00",
            "2026-10-25T09:00:00+01:00 – 2026-10-26T09:00:00+01:00",
        ]
    );
    assert_eq!(
        by_uid("hours").duration,
        EventDuration::Exact(Duration::hours(24))
    );
    assert_eq!(by_uid("week").duration, EventDuration::Days(7));
    // Written back as it was read.
    let exported = ical::export(
        &[ical::ExportEvent {
            event: day,
            sequence: 0,
            created: chrono::Utc::now(),
            modified: chrono::Utc::now(),
        }],
        chrono::NaiveDate::from_ymd_opt(2026, 11, 21).unwrap(),
    );
    assert!(exported.contains("\r\nDURATION:P1D\r\n"), "{exported}");
}

#[test]
fn an_alarm_before_the_end_stays_relative_to_each_occurrences_end() {
    // Days from Saturday 09:00 Berlin: the one from 24 October lasts 25
    // hours (the clocks go back), the one from 31 October 24. An alarm 1 day
    // and 1 hour before the end is at the start of the first and an hour
    // before the start of the second — not "25 hours before the start" for
    // both, as reading it from the first occurrence's length would give.
    let p = parse(
        "BEGIN:VCALENDAR
BEGIN:VEVENT
UID:day
DTSTART;TZID=Europe/Berlin:20261024T090000
DURATION:P1D
RRULE:FREQ=WEEKLY;COUNT=2
SUMMARY:A long day
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER;RELATED=END:-P1DT1H
END:VALARM
END:VEVENT
END:VCALENDAR
",
    );
    assert!(p.problems.is_empty(), "{:?}", p.problems);
    let event = &p.events[0].event;
    let reminders = vec![Reminder::BeforeEnd(Duration::hours(25))];
    assert_eq!(event.reminders, Reminders::Own(reminders.clone()));
    let series = Series::new(event).unwrap();
    let at = |s: &str| s.parse::<chrono::DateTime<chrono::Utc>>().unwrap();
    let dues: Vec<_> = kairos::remind::dues_between(
        event,
        &series,
        &reminders,
        at("2026-10-20T00:00:00Z"),
        at("2026-11-10T00:00:00Z"),
        chrono_tz::UTC,
    )
    .into_iter()
    .map(|d| d.at)
    .collect();
    assert_eq!(
        dues,
        [at("2026-10-24T07:00:00Z"), at("2026-10-31T07:00:00Z")],
        "09:00 CEST on the 24th; 08:00 CET on the 31st"
    );
    let next = kairos::remind::next_due(
        event,
        &series,
        &reminders,
        at("2026-10-25T00:00:00Z"),
        chrono_tz::UTC,
    )
    .unwrap();
    assert_eq!(next.at, at("2026-10-31T07:00:00Z"));
    // Export writes it back relative to the end.
    let text = ical::export(
        &[ical::ExportEvent {
            event,
            sequence: 0,
            created: chrono::Utc::now(),
            modified: chrono::Utc::now(),
        }],
        chrono::NaiveDate::from_ymd_opt(2026, 10, 1).unwrap(),
    );
    assert!(text.contains("TRIGGER;RELATED=END:-PT25H"), "{text}");
}

#[test]
fn an_alarm_acknowledged_elsewhere_is_read_and_written_back() {
    // As Apple Calendar writes it: the master's alarm acknowledged, and a
    // later acknowledgement on one occurrence's alarm.
    let p = parse(
        "BEGIN:VCALENDAR
BEGIN:VEVENT
UID:ack
DTSTART:20261123T090000Z
DURATION:PT15M
RRULE:FREQ=DAILY;COUNT=3
SUMMARY:Standup
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER:-PT5M
ACKNOWLEDGED:20261123T085600Z
X-APPLE-DEFAULT-ALARM:FALSE
END:VALARM
END:VEVENT
BEGIN:VEVENT
UID:ack
RECURRENCE-ID:20261124T090000Z
DTSTART:20261124T093000Z
DURATION:PT15M
SUMMARY:Standup (late)
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER:-PT5M
ACKNOWLEDGED:20261124T092700Z
END:VALARM
END:VEVENT
END:VCALENDAR
",
    );
    let e = &p.events[0].event;
    assert_eq!(
        e.acknowledged,
        Some("2026-11-24T09:27:00Z".parse().unwrap()),
        "the latest acknowledgement counts for the event"
    );
    let text = ical::export(
        &[ical::ExportEvent {
            event: e,
            sequence: 0,
            created: chrono::DateTime::UNIX_EPOCH,
            modified: chrono::DateTime::UNIX_EPOCH,
        }],
        chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
    );
    assert!(text.contains("ACKNOWLEDGED:20261124T092700Z\r\n"), "{text}");
    let again = ical::parse(text.as_bytes()).unwrap();
    assert_eq!(again.events[0].event.acknowledged, e.acknowledged);

    // Snoozed until 09:32 on the second occurrence: an RFC 9074 snooze
    // alarm, related to the first alarm, read back as the snooze (not as
    // one more reminder).
    let mut snoozed = e.clone();
    let second = RecurrenceId::Instant("2026-11-24T09:00:00Z".parse().unwrap());
    snoozed.snooze = Some(kairos::model::Snooze {
        occurrence: second,
        until: "2026-11-24T09:32:00Z".parse().unwrap(),
    });
    let text = ical::export(
        &[ical::ExportEvent {
            event: &snoozed,
            sequence: 0,
            created: chrono::DateTime::UNIX_EPOCH,
            modified: chrono::DateTime::UNIX_EPOCH,
        }],
        chrono::NaiveDate::from_ymd_opt(2026, 11, 23).unwrap(),
    );
    assert!(text.contains("UID:ack-alarm\r\n"), "{text}");
    assert!(
        text.contains("RELATED-TO;RELTYPE=SNOOZE:ack-alarm\r\n"),
        "{text}"
    );
    assert!(
        text.contains("TRIGGER;VALUE=DATE-TIME:20261124T093200Z\r\n"),
        "{text}"
    );
    let again = ical::parse(text.as_bytes()).unwrap();
    assert_eq!(again.events[0].event.snooze, snoozed.snooze);
    assert_eq!(again.events[0].event.reminders, e.reminders);

    // A value that is not a UTC time is left out, and said.
    let bad = parse(
        "BEGIN:VCALENDAR
BEGIN:VEVENT
UID:bad
DTSTART:20261123T090000Z
SUMMARY:x
BEGIN:VALARM
ACTION:DISPLAY
TRIGGER:-PT5M
ACKNOWLEDGED:yesterday
END:VALARM
END:VEVENT
END:VCALENDAR
",
    );
    assert_eq!(bad.events[0].event.acknowledged, None);
    assert!(
        bad.notes
            .iter()
            .any(|n| n.what.to_string().contains("ACKNOWLEDGED")),
        "{:?}",
        bad.notes
    );
}
