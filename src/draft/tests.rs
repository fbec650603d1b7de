use super::*;
use crate::i18n::HourCycle;
use crate::model::{EventChanges, Scope, StoredEvent};
use crate::model::{RecurrenceId, Reminder};
use chrono::{NaiveDate, TimeZone, Utc};
use chrono_tz::Europe::Berlin;

fn at(y: i32, m: u32, d: u32, h: u32, min: u32) -> NaiveDateTime {
    NaiveDate::from_ymd_opt(y, m, d)
        .unwrap()
        .and_hms_opt(h, min, 0)
        .unwrap()
}

fn draft() -> Draft {
    let mut d = Draft::timed(
        at(2026, 11, 9, 9, 0),
        60,
        Some(Berlin.into()),
        CalendarId(1),
        Locale::default(),
    );
    d.title = "Standup".into();
    d
}

fn stored(event: Event) -> StoredEvent {
    let t = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
    StoredEvent {
        event,
        calendar: CalendarId(1),
        sequence: 0,
        created: t,
        modified: t,
    }
}

fn weekly() -> StoredEvent {
    let mut e = Event::new(
        "w@test",
        "Sync",
        EventTime::Zoned {
            local: at(2026, 11, 3, 9, 0),
            tz: Berlin.into(),
        },
        EventDuration::Exact(Duration::minutes(30)),
    );
    e.rrule = Some("FREQ=WEEKLY".into());
    e.exdates.push(EventTime::Zoned {
        local: at(2026, 11, 17, 9, 0),
        tz: Berlin.into(),
    });
    stored(e)
}

fn rid(local: NaiveDateTime) -> RecurrenceId {
    RecurrenceId::Instant(crate::model::local_to_utc(Berlin, local))
}

#[test]
fn a_new_event_takes_every_field() {
    let mut d = draft();
    d.location = " Room 4 ".into();
    d.notes = "".into();
    d.add_reminder(10);
    d.add_reminder(10);
    d.repeat.kind = RepeatKind::Monthly;
    d.repeat.monthly = MonthlyBy::NthWeekday;
    let (calendar, e) = d.new_event().unwrap();
    assert_eq!(calendar, CalendarId(1));
    assert_eq!(e.summary, "Standup");
    assert_eq!(e.location.as_deref(), Some("Room 4"));
    assert_eq!(e.description, None);
    assert_eq!(e.rrule.as_deref(), Some("FREQ=MONTHLY;BYDAY=2MO"));
    assert_eq!(
        e.reminders,
        Reminders::Own(vec![Reminder::Before(Duration::minutes(10))])
    );
    assert_eq!(
        d.summary(),
        Some(Ok("Every month on the second Monday".into()))
    );
}

#[test]
fn bad_input_is_named_by_field_and_blocks_saving() {
    let mut d = draft();
    d.title = "  ".into();
    d.start_date = "2026-11-31".into();
    d.end_time = "noon".into();
    d.repeat.kind = RepeatKind::Custom;
    d.repeat.custom = "FREQ=WEEKLY;BYDAY=XX".into();
    let problems = d.check().unwrap_err();
    assert_eq!(problems.field(Field::Title), Some("Give the event a title"));
    assert!(problems.field(Field::Start).unwrap().contains("date"));
    assert!(problems.field(Field::End).unwrap().contains("time"));
    // The rule is checked once the times are.
    d.title = "Ok".into();
    d.start_date = "2026-11-09".into();
    d.end_time = "10:00".into();
    assert!(d
        .check()
        .unwrap_err()
        .field(Field::Repeat)
        .unwrap()
        .starts_with("The rule is not valid"));
    assert!(matches!(d.summary(), Some(Err(_))));
    // No words for a rule against a start that is not a date.
    d.start_date = "soon".into();
    assert_eq!(d.summary(), None);
}

#[test]
fn an_all_day_range_is_inclusive() {
    let mut d = Draft::all_day(
        NaiveDate::from_ymd_opt(2026, 10, 28).unwrap(),
        NaiveDate::from_ymd_opt(2026, 10, 30).unwrap(),
        Some(Berlin.into()),
        CalendarId(1),
        Locale::default(),
    );
    d.title = "Break".into();
    let (_, e) = d.new_event().unwrap();
    assert_eq!(e.duration, EventDuration::Days(3));
    d.end_date = "2026-10-27".into();
    assert_eq!(
        d.check().unwrap_err().field(Field::End),
        Some("The end is before the start")
    );
}

#[test]
fn moving_the_start_keeps_the_length() {
    let mut d = draft();
    d.locale.hour_cycle = HourCycle::H12;
    d.set_start_time("11:30 pm".into());
    assert_eq!(
        (d.end_date.as_str(), d.end_time.as_str()),
        ("2026-11-10", "12:30 AM")
    );
    d.set_start_date("2026-11-12".into());
    assert_eq!(d.end_date, "2026-11-13");
}

#[test]
fn the_length_is_elapsed_time_across_dst() {
    // Berlin leaves summer time on 2026-10-25: 00:00–06:00 is 7 hours.
    let mut d = Draft::timed(
        at(2026, 10, 25, 0, 0),
        60,
        Some(Berlin.into()),
        CalendarId(1),
        Locale::default(),
    );
    d.title = "Night shift".into();
    d.end_time = "06:00".into();
    assert_eq!(
        d.check().unwrap().duration,
        EventDuration::Exact(Duration::hours(7))
    );
}

#[test]
fn opening_and_saving_unchanged_changes_nothing() {
    let s = weekly();
    let (d, origin) = Draft::open(&s, rid(at(2026, 11, 10, 9, 0)), Locale::default());
    assert_eq!(d.start_date, "2026-11-10");
    assert_eq!(d.end_time, "09:30");
    assert_eq!(d.repeat.kind, RepeatKind::Weekly);
    assert_eq!(d.removed.len(), 1);
    let edit = d.edit(&origin).unwrap();
    assert!(edit.is_noop());
    assert_eq!(edit.changes(Scope::All), EventChanges::default());
}

#[test]
fn moving_one_occurrence_shifts_the_series_for_all() {
    let s = weekly();
    let id = rid(at(2026, 11, 10, 9, 0));
    let (mut d, origin) = Draft::open(&s, id, Locale::default());
    d.set_start_time("10:15".into());
    let edit = d.edit(&origin).unwrap();
    assert!(!edit.changes_series());
    let all = edit.changes(Scope::All);
    assert_eq!(
        all.start,
        Some(EventTime::Zoned {
            local: at(2026, 11, 3, 10, 15),
            tz: Berlin.into()
        })
    );
    assert_eq!(all.duration, None);
    let one = edit.changes(Scope::This(id));
    assert_eq!(
        one.start,
        Some(EventTime::Zoned {
            local: at(2026, 11, 10, 10, 15),
            tz: Berlin.into()
        })
    );
}

#[test]
fn restoring_a_date_and_changing_the_rule_are_series_changes() {
    let s = weekly();
    let id = rid(at(2026, 11, 10, 9, 0));
    let (mut d, origin) = Draft::open(&s, id, Locale::default());
    d.removed[0].restore = true;
    d.repeat.interval = "2".into();
    let edit = d.edit(&origin).unwrap();
    assert!(edit.changes_series());
    let all = edit.changes(Scope::All);
    assert_eq!(all.restored, vec![rid(at(2026, 11, 17, 9, 0))]);
    assert_eq!(all.rrule, Some(Some("FREQ=WEEKLY;INTERVAL=2".into())));
    let one = edit.changes(Scope::This(id));
    assert!(one.restored.is_empty() && one.rrule.is_none());
}

#[test]
fn an_event_of_calendar_days_keeps_its_kind_of_length() {
    // 09:00 on the Saturday before Berlin leaves summer time, for one
    // calendar day: it ends at 09:00 on Sunday, 25 hours later.
    let e = Event::new(
        "d@test",
        "Retreat",
        EventTime::Zoned {
            local: at(2026, 10, 24, 9, 0),
            tz: Berlin.into(),
        },
        EventDuration::Days(1),
    );
    let s = stored(e);
    let id = rid(at(2026, 10, 24, 9, 0));
    let (mut d, origin) = Draft::open(&s, id, Locale::default());
    assert_eq!(
        (d.end_date.as_str(), d.end_time.as_str()),
        ("2026-10-25", "09:00")
    );
    d.title = "Team retreat".into();
    let changes = d.edit(&origin).unwrap().changes(Scope::All);
    assert_eq!(changes.duration, None, "the length is not rewritten");
    assert_eq!(changes.summary.as_deref(), Some("Team retreat"));
    // Changing the end sets an elapsed length.
    d.set_end_time("10:00".into());
    let changes = d.edit(&origin).unwrap().changes(Scope::All);
    assert_eq!(
        changes.duration,
        Some(EventDuration::Exact(Duration::hours(26)))
    );
}

/// A draft for Saturday 28 Nov 2026, 10:00 in Berlin, repeating by `rule`.
fn saturday_with(rule: &str) -> Draft {
    let mut d = Draft::timed(
        at(2026, 11, 28, 10, 0),
        30,
        Some(Berlin.into()),
        CalendarId(1),
        Locale::default(),
    );
    d.title = "Planning".into();
    let start = d.start().unwrap();
    d.repeat = RepeatForm::from_rule(Some(rule), &start);
    d
}

fn berlin(local: NaiveDateTime) -> EventTime {
    EventTime::Zoned {
        local,
        tz: Berlin.into(),
    }
}

#[test]
fn a_new_rule_that_leaves_out_the_start_day_starts_on_its_first_day() {
    crate::i18n::choose(Some("en-US"));
    for (rule, first) in [
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", at(2026, 12, 1, 10, 0)),
        ("FREQ=MONTHLY;BYDAY=2MO", at(2026, 12, 14, 10, 0)),
        ("FREQ=MONTHLY;BYMONTHDAY=15", at(2026, 12, 15, 10, 0)),
        ("FREQ=YEARLY;BYMONTH=3", at(2027, 3, 28, 10, 0)),
    ] {
        let d = saturday_with(rule);
        assert_eq!(d.start_on_rule(), Some(berlin(first)), "{rule}");
        let (_, e) = d.new_event().unwrap();
        assert_eq!(e.start, berlin(first), "{rule}");
        assert_eq!(e.rrule.as_deref(), Some(rule));
        assert_eq!(e.duration, EventDuration::Exact(Duration::minutes(30)));
        let note = d.start_note(None).expect("said before saving");
        assert!(note.starts_with("Starts ") && note.contains("the first day the rule gives"));
    }
    // The first Tuesday, then every second one from there.
    let (_, e) = saturday_with("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU")
        .new_event()
        .unwrap();
    let series = crate::recur::Series::new(&e).unwrap();
    let days: Vec<NaiveDate> = series
        .occurrences(
            Utc.with_ymd_and_hms(2026, 11, 1, 0, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(2026, 12, 31, 0, 0, 0).unwrap(),
            Berlin,
        )
        .map(|o| {
            o.start
                .instant_in(Berlin)
                .with_timezone(&Berlin)
                .date_naive()
        })
        .collect();
    assert_eq!(
        days,
        [
            NaiveDate::from_ymd_opt(2026, 12, 1).unwrap(),
            NaiveDate::from_ymd_opt(2026, 12, 15).unwrap(),
            NaiveDate::from_ymd_opt(2026, 12, 29).unwrap(),
        ]
    );
}

#[test]
fn a_start_on_the_rule_or_kept_on_purpose_stays() {
    let on = saturday_with("FREQ=WEEKLY;BYDAY=SA,TU");
    assert_eq!(on.start_on_rule(), None);
    assert_eq!(on.start_note(None), None);
    assert_eq!(
        on.new_event().unwrap().1.start,
        berlin(at(2026, 11, 28, 10, 0))
    );
    let mut kept = saturday_with("FREQ=WEEKLY;BYDAY=TU");
    kept.keep_start = true;
    assert_eq!(kept.start_on_rule(), None);
    assert_eq!(
        kept.new_event().unwrap().1.start,
        berlin(at(2026, 11, 28, 10, 0))
    );
}

#[test]
fn an_off_rule_event_from_elsewhere_saved_unchanged_keeps_its_start() {
    // As an import or a sync brings it: a Saturday start, Tuesdays' rule.
    let mut e = Event::new(
        "imported@x",
        "Planning",
        berlin(at(2026, 11, 28, 10, 0)),
        EventDuration::Exact(Duration::minutes(30)),
    );
    e.rrule = Some("FREQ=WEEKLY;BYDAY=TU".into());
    let stored = stored(e);
    let first = rid(at(2026, 11, 28, 10, 0));
    let (d, origin) = Draft::open(&stored, first, Locale::default());
    assert_eq!(d.start_note(Some(&origin)), None);
    let edit = d.edit(&origin).unwrap();
    assert!(edit.is_noop());
    assert_eq!(edit.changes(Scope::All), EventChanges::default());
    // A title changed: still its start.
    let mut retitled = d.clone();
    retitled.title = "Planning (room 2)".into();
    assert_eq!(
        retitled.edit(&origin).unwrap().changes(Scope::All).start,
        None
    );
    // A rule chosen for it (a new one) starts it on that rule.
    let mut chosen = d.clone();
    let start = chosen.start().unwrap();
    chosen.repeat = RepeatForm::from_rule(Some("FREQ=WEEKLY;BYDAY=WE"), &start);
    assert!(chosen.start_note(Some(&origin)).is_some());
    let changes = chosen.edit(&origin).unwrap().changes(Scope::All);
    assert_eq!(changes.start, Some(berlin(at(2026, 12, 2, 10, 0))));
    // (Written against its new start, a Wednesday: the day goes unsaid.)
    assert_eq!(changes.rrule, Some(Some("FREQ=WEEKLY".into())));
}
