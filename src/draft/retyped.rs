//! New values for some of an event's fields, written outside the editor
//! (`kairos edit`), typed into the editor's form opened on the event
//! ([`Draft::open`]): the edit is then the form's ([`Draft::edit`],
//! [`super::Edit::changes`]) — the same parsers, checks, scope rules and
//! words as the window's, whichever door the change came in by.

use chrono::Duration;

use super::time::{parse_length, DayOrTime};
use super::typed::{after, read_point, time_text};
use super::{format_date, Draft, Field, Problems, RepeatForm, RepeatKind};
use crate::fl;
use crate::model::{CalendarId, EventTime, Reminders, Zone};

/// What changes, each value as typed; `None` leaves a field as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Retyped {
    pub title: Option<String>,
    /// A new start, written like the event's (a day for an all-day one).
    pub start: Option<String>,
    pub end: Option<String>,
    pub length: Option<String>,
    /// The zone the times are in; alone, the event keeps its wall-clock
    /// time in it.
    pub zone: Option<Zone>,
    /// `Some(None)`: stops repeating.
    pub rule: Option<Option<String>>,
    /// Empty text clears it.
    pub location: Option<String>,
    /// Empty text clears them.
    pub notes: Option<String>,
    pub reminders: Option<Reminders>,
    pub calendar: Option<CalendarId>,
}

impl Retyped {
    /// Types these values into `draft` (opened on the event), or says what
    /// does not read; the form's own checks come after, in
    /// [`Draft::edit`].
    ///
    /// The repetition changes only when a rule is given: the form moves a
    /// weekly repeat to a new start's weekday as the user types it, but a
    /// command that names no rule keeps the one it has (and one
    /// occurrence moved to another day stays one occurrence).
    pub fn apply(&self, draft: &mut Draft) -> Result<(), Problems> {
        let mut problems = Problems::default();
        let repeat = draft.repeat.clone();
        if let Some(title) = &self.title {
            draft.title = title.clone();
        }
        if let Some(location) = &self.location {
            draft.location = location.clone();
        }
        if let Some(notes) = &self.notes {
            draft.notes = notes.clone();
        }
        if let Some(reminders) = &self.reminders {
            draft.reminders = reminders.clone();
        }
        if let Some(calendar) = self.calendar {
            draft.calendar = calendar;
        }
        if let Some(zone) = self.zone {
            draft.zone = Some(zone);
        }
        let all_day = draft.all_day;
        let start = self.start.as_deref();
        match start.and_then(|t| read_point(t, all_day, Field::Start, &mut problems)) {
            Some(DayOrTime::Day(d)) => draft.set_start_date(format_date(d)),
            Some(DayOrTime::Time(t)) => {
                draft.set_start_date(format_date(t.date()));
                draft.set_start_time(time_text(t, draft.locale));
            }
            None => {}
        }
        let end = self.end.as_deref();
        match end.and_then(|t| read_point(t, all_day, Field::End, &mut problems)) {
            Some(DayOrTime::Day(d)) => draft.set_end_date(format_date(d)),
            Some(DayOrTime::Time(t)) => {
                draft.set_end_date(format_date(t.date()));
                draft.set_end_time(time_text(t, draft.locale));
            }
            None => {}
        }
        if let Some(text) = &self.length {
            self.lasting(draft, text, &mut problems);
        }
        match (&self.rule, draft.start()) {
            (None, _) => draft.repeat = repeat,
            (Some(None), _) => draft.repeat.kind = RepeatKind::Never,
            (Some(Some(rule)), Some(start)) => {
                draft.repeat = RepeatForm::from_rule(Some(rule), &start)
            }
            // The start's own message says why.
            (Some(Some(_)), None) => {}
        }
        if problems.0.is_empty() {
            Ok(())
        } else {
            Err(problems)
        }
    }

    /// Sets the end `text` (a length) after the draft's start.
    fn lasting(&self, draft: &mut Draft, text: &str, problems: &mut Problems) {
        let length = match parse_length(text) {
            Ok(d) => d,
            Err(e) => return problems.push(Field::End, e.words()),
        };
        match draft.start() {
            Some(EventTime::AllDay(first)) => {
                let days = length.num_days();
                match first.checked_add_signed(Duration::days(days - 1)) {
                    Some(last) if days >= 1 && length == Duration::days(days) => {
                        draft.set_end_date(format_date(last))
                    }
                    _ => problems.push(Field::End, fl!("draft-whole-days")),
                }
            }
            Some(start) => {
                let end = after(draft.zone, start.wall_clock(), length);
                draft.set_end_date(format_date(end.date()));
                draft.set_end_time(time_text(end, draft.locale));
            }
            // The start's own message says why.
            None => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;
    use crate::model::{Event, EventChanges, EventDuration, RecurrenceId, Scope, StoredEvent};
    use chrono::{NaiveDate, NaiveDateTime, TimeZone, Utc};
    use chrono_tz::Europe::Berlin;

    fn at(d: u32, h: u32, m: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 11, d)
            .unwrap()
            .and_hms_opt(h, m, 0)
            .unwrap()
    }

    /// A weekly series on Mondays at 18:00 in Berlin.
    fn gym() -> StoredEvent {
        let start = EventTime::Zoned {
            local: at(2, 18, 0),
            tz: Berlin.into(),
        };
        let mut event = Event::new(
            "g@x",
            "Gym",
            start,
            EventDuration::Exact(Duration::hours(1)),
        );
        event.rrule = Some("FREQ=WEEKLY;BYDAY=MO".into());
        let t = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
        StoredEvent {
            event,
            calendar: CalendarId(1),
            sequence: 0,
            created: t,
            modified: t,
        }
    }

    fn opened(id: RecurrenceId) -> (Draft, super::super::Origin) {
        Draft::open(&gym(), id, Locale::default())
    }

    fn ninth() -> RecurrenceId {
        RecurrenceId::Instant(crate::model::local_to_utc(Berlin, at(9, 18, 0)))
    }

    /// The command line's change and the same change typed into the
    /// window's form give the same changes, or the same words.
    #[test]
    fn an_edit_typed_and_an_edit_in_the_form_are_the_same_edit() {
        let (mut typed, origin) = opened(ninth());
        Retyped {
            title: Some("Gym (early)".into()),
            start: Some("2026-11-09T07:00".into()),
            length: Some("90m".into()),
            ..Retyped::default()
        }
        .apply(&mut typed)
        .unwrap();
        let (mut form, _) = opened(ninth());
        form.title = "Gym (early)".into();
        form.set_start_time("07:00".into());
        form.set_end_time("08:30".into());
        let scope = Scope::This(ninth());
        let a = typed.edit(&origin).unwrap().changes(scope);
        let b = form.edit(&origin).unwrap().changes(scope);
        assert_eq!(a, b);
        assert_eq!(
            a.duration,
            Some(EventDuration::Exact(Duration::minutes(90)))
        );
        assert_ne!(a, EventChanges::default());

        let (mut typed, _) = opened(ninth());
        Retyped {
            end: Some("2026-11-09T17:00".into()),
            ..Retyped::default()
        }
        .apply(&mut typed)
        .unwrap();
        let (mut form, _) = opened(ninth());
        form.set_end_time("17:00".into());
        let words = |d: &Draft| {
            d.edit(&origin)
                .unwrap_err()
                .field(Field::End)
                .map(str::to_owned)
        };
        assert_eq!(words(&typed), words(&form));
        assert_eq!(
            words(&typed).as_deref(),
            Some("The end is before the start")
        );
    }

    #[test]
    fn the_rule_changes_only_when_one_is_given() {
        let (mut d, origin) = opened(ninth());
        Retyped {
            start: Some("2026-11-10T18:00".into()),
            ..Retyped::default()
        }
        .apply(&mut d)
        .unwrap();
        assert!(!d.edit(&origin).unwrap().changes_series());
        let (mut d, origin) = opened(ninth());
        Retyped {
            rule: Some(None),
            ..Retyped::default()
        }
        .apply(&mut d)
        .unwrap();
        let changes = d.edit(&origin).unwrap().changes(Scope::All);
        assert_eq!(changes.rrule, Some(None));
    }

    #[test]
    fn what_does_not_read_is_said_at_its_field_and_nothing_is_typed_in() {
        let (mut d, _) = opened(ninth());
        let wrong = Retyped {
            start: Some("2026-11-10".into()),
            length: Some("soon".into()),
            ..Retyped::default()
        }
        .apply(&mut d)
        .unwrap_err();
        let loader = crate::i18n::loader();
        assert_eq!(
            wrong.field(Field::Start),
            Some(loader.get("draft-date-needs-all-day").as_str())
        );
        assert_eq!(
            wrong.field(Field::End),
            Some(loader.get("draft-bad-length").as_str())
        );
    }
}
