//! An event written outside the form — on the command line now, in a
//! sentence later — made into the same [`Draft`] the editor fills in, and
//! checked by the same [`Draft::check`]: one set of parsers for times,
//! lengths, rules and zones, one set of rules, one set of words for what is
//! wrong, whichever way the event came in.

use chrono::{Duration, NaiveDateTime};

use super::time::{parse_day_or_time, parse_length, DayOrTime};
use super::{format_date, Draft, Field, Problems, RepeatForm};
use crate::fl;
use crate::i18n::Locale;
use crate::model::{CalendarAddress, CalendarId, Reminders, Zone};

/// How long an event written with neither an end nor a length lasts.
const DEFAULT_MINUTES: i64 = 60;

/// What a person wrote for a new event, each value as text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Typed {
    pub title: String,
    /// `2026-11-23T09:00`, or a day for an all-day event.
    pub start: String,
    /// Written like the start (for an all-day event, its last day).
    pub end: Option<String>,
    /// `45m`, `1h30m`, `2d`, `PT1H` (whole days for an all-day event).
    pub length: Option<String>,
    pub all_day: bool,
    /// The zone the times are in (`None`: floating).
    pub zone: Option<Zone>,
    /// An RRULE.
    pub rule: Option<String>,
    pub location: Option<String>,
    pub notes: Option<String>,
    /// `None`: the calendar's.
    pub reminders: Option<Reminders>,
    pub guests: Vec<CalendarAddress>,
    pub calendar: CalendarId,
    /// Keep a start the rule does not give (see [`Draft::keep_start`]).
    pub keep_start: bool,
}

impl Typed {
    /// A timed event starting at `start` (text), with nothing else set.
    pub fn new(title: &str, start: &str, calendar: CalendarId) -> Typed {
        Typed {
            title: title.to_owned(),
            start: start.to_owned(),
            end: None,
            length: None,
            all_day: false,
            zone: None,
            rule: None,
            location: None,
            notes: None,
            reminders: None,
            guests: Vec::new(),
            calendar,
            keep_start: false,
        }
    }

    /// The form these values fill in, or what is wrong with the ones that
    /// do not read (the form's own checks come after, in
    /// [`Draft::check`]).
    ///
    /// ```
    /// use kairos::draft::{Field, Typed};
    /// use kairos::layout::Locale;
    /// use kairos::model::CalendarId;
    /// let mut typed = Typed::new("Standup", "2026-11-23T09:00", CalendarId(1));
    /// typed.length = Some("15m".into());
    /// let (_, event) = typed.draft(Locale::default()).unwrap().new_event().unwrap();
    /// assert_eq!(event.duration, kairos::model::EventDuration::Exact(chrono::Duration::minutes(15)));
    /// typed.end = Some("2026-11-23T08:00".into());
    /// typed.length = None;
    /// let wrong = typed.draft(Locale::default()).unwrap().new_event().unwrap_err();
    /// assert_eq!(wrong.field(Field::End), Some("The end is before the start"));
    /// ```
    pub fn draft(&self, locale: Locale) -> Result<Draft, Problems> {
        let mut problems = Problems::default();
        let start = read_point(&self.start, self.all_day, Field::Start, &mut problems);
        let end = self.end(start, &mut problems);
        let (Some(start), Some(end)) = (start, end) else {
            return Err(problems);
        };
        let mut draft = match (start, end) {
            (DayOrTime::Day(first), DayOrTime::Day(last)) => {
                Draft::all_day(first, last, self.zone, self.calendar, locale)
            }
            (start, end) => {
                let (start, end) = (start.as_date_time(), end.as_date_time());
                let mut draft = Draft::timed(start, 0, self.zone, self.calendar, locale);
                draft.start_time = time_text(start, locale);
                draft.end_date = format_date(end.date());
                draft.end_time = time_text(end, locale);
                draft
            }
        };
        draft.title = self.title.clone();
        draft.location = self.location.clone().unwrap_or_default();
        draft.notes = self.notes.clone().unwrap_or_default();
        draft.guests = self.guests.clone();
        draft.keep_start = self.keep_start;
        if let Some(reminders) = &self.reminders {
            draft.reminders = reminders.clone();
        }
        if let (Some(rule), Some(first)) = (&self.rule, draft.start()) {
            draft.repeat = RepeatForm::from_rule(Some(rule), &first);
        }
        if !problems.0.is_empty() {
            return Err(problems);
        }
        Ok(draft)
    }

    /// The new event, and its calendar: [`Typed::draft`], then
    /// [`Draft::new_event`]. A length written as a length is elapsed time
    /// even where the form's end cannot say it: an end in the hour the
    /// clocks repeat reads as that hour's first, so "2h" from 01:00 on the
    /// night summer time ends would otherwise last one hour.
    pub fn new_event(&self, locale: Locale) -> Result<(CalendarId, crate::model::Event), Problems> {
        let (calendar, mut event) = self.draft(locale)?.new_event()?;
        if let (Some(text), false) = (&self.length, self.all_day) {
            if let Ok(length) = parse_length(text) {
                event.duration = crate::model::EventDuration::Exact(length);
            }
        }
        Ok((calendar, event))
    }

    /// Where the event ends: the end written, the start and the length,
    /// or the start and the default length.
    fn end(&self, start: Option<DayOrTime>, problems: &mut Problems) -> Option<DayOrTime> {
        if let Some(text) = &self.end {
            return read_point(text, self.all_day, Field::End, problems);
        }
        let length = match &self.length {
            None if self.all_day => Duration::days(1),
            None => Duration::minutes(DEFAULT_MINUTES),
            Some(text) => match parse_length(text) {
                Ok(d) => d,
                Err(e) => {
                    problems.push(Field::End, e.words());
                    return None;
                }
            },
        };
        match start? {
            DayOrTime::Day(first) => {
                let days = length.num_days();
                if days < 1 || length != Duration::days(days) {
                    problems.push(Field::End, fl!("draft-whole-days"));
                    return None;
                }
                first
                    .checked_add_signed(Duration::days(days - 1))
                    .map(DayOrTime::Day)
            }
            DayOrTime::Time(from) => Some(DayOrTime::Time(after(self.zone, from, length))),
        }
    }
}

/// `text` read as a start or an end (`field`) of the kind `all_day` asks
/// for — a day, or a day and a time — or what is wrong with it, said at
/// `field`.
pub(super) fn read_point(
    text: &str,
    all_day: bool,
    field: Field,
    problems: &mut Problems,
) -> Option<DayOrTime> {
    let start = field == Field::Start;
    let wrong = match (parse_day_or_time(text), all_day) {
        (Some(DayOrTime::Day(d)), true) => return Some(DayOrTime::Day(d)),
        (Some(DayOrTime::Time(t)), false) => return Some(DayOrTime::Time(t)),
        (Some(DayOrTime::Time(_)), true) if start => fl!("draft-all-day-takes-date"),
        (Some(DayOrTime::Time(_)), true) => fl!("draft-all-day-ends-on-date"),
        (Some(DayOrTime::Day(_)), false) if start => fl!("draft-date-needs-all-day"),
        (Some(DayOrTime::Day(_)), false) => fl!("draft-end-needs-time"),
        (None, _) if start => fl!("draft-bad-start"),
        (None, _) => fl!("draft-bad-end"),
    };
    problems.push(field, wrong);
    None
}

/// The wall-clock time `length` of elapsed time after `from` in `zone`
/// (floating: on the clock): across a change of the clocks an hour's
/// meeting still lasts an hour.
pub(super) fn after(zone: Option<Zone>, from: NaiveDateTime, length: Duration) -> NaiveDateTime {
    match zone {
        Some(zone) => {
            let instant = crate::model::local_to_utc(zone, from) + length;
            instant.with_timezone(&zone).naive_local()
        }
        None => from + length,
    }
}

/// A time as the form shows it, to the second when it has seconds.
pub(super) fn time_text(t: NaiveDateTime, locale: Locale) -> String {
    use chrono::Timelike;
    if t.second() == 0 {
        locale.time(t.time())
    } else {
        t.format("%H:%M:%S").to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Event, EventDuration, EventTime};
    use chrono::NaiveDate;

    fn berlin() -> Option<Zone> {
        Some(chrono_tz::Europe::Berlin.into())
    }

    /// The window's way: the editor opened on the start's day, its fields
    /// typed as a person types them, the rule written as a custom one.
    fn in_the_form(
        start: (&str, &str),
        end: (&str, &str),
        all_day: bool,
        zone: Option<Zone>,
        rule: Option<&str>,
    ) -> Result<Event, Problems> {
        let day = NaiveDate::from_ymd_opt(2026, 11, 23).unwrap();
        let mut d = if all_day {
            Draft::all_day(day, day, zone, CalendarId(1), Locale::default())
        } else {
            let nine = day.and_hms_opt(9, 0, 0).unwrap();
            Draft::timed(nine, 60, zone, CalendarId(1), Locale::default())
        };
        d.title = "Review".into();
        d.set_start_date(start.0.into());
        d.set_start_time(start.1.into());
        d.set_end_date(end.0.into());
        d.set_end_time(end.1.into());
        if let Some(rule) = rule {
            d.repeat.kind = super::super::RepeatKind::Custom;
            d.repeat.custom = rule.into();
        }
        d.new_event().map(|(_, e)| e)
    }

    /// The command line's way.
    fn typed(
        start: &str,
        end: Option<&str>,
        length: Option<&str>,
        all_day: bool,
        zone: Option<Zone>,
        rule: Option<&str>,
    ) -> Result<Event, Problems> {
        let mut t = Typed::new("Review", start, CalendarId(1));
        t.end = end.map(str::to_owned);
        t.length = length.map(str::to_owned);
        t.all_day = all_day;
        t.zone = zone;
        t.rule = rule.map(str::to_owned);
        t.new_event(Locale::default()).map(|(_, e)| e)
    }

    /// One table over both ways: the same event, or the same words.
    #[test]
    fn the_form_and_the_command_line_make_the_same_event_and_say_the_same() {
        type Row<'a> = (
            (&'a str, &'a str),
            (&'a str, &'a str),
            bool,
            Option<Zone>,
            Option<&'a str>,
        );
        let rows: [Row; 6] = [
            (
                ("2026-11-23", "09:00"),
                ("2026-11-23", "10:30"),
                false,
                berlin(),
                None,
            ),
            (
                ("2026-11-23", "09:00"),
                ("2026-11-23", "10:00"),
                false,
                None,
                Some("FREQ=WEEKLY;BYDAY=MO"),
            ),
            (
                ("2026-11-23", ""),
                ("2026-11-25", ""),
                true,
                None,
                Some("FREQ=YEARLY"),
            ),
            // The end before the start.
            (
                ("2026-11-23", "09:00"),
                ("2026-11-23", "08:00"),
                false,
                berlin(),
                None,
            ),
            // A rule that is none.
            (
                ("2026-11-23", "09:00"),
                ("2026-11-23", "10:00"),
                false,
                berlin(),
                Some("FREQ=WEEKLY;BYDAY=XX"),
            ),
            // An all-day event that ends before it starts.
            (("2026-11-23", ""), ("2026-11-22", ""), true, None, None),
        ];
        for (start, end, all_day, zone, rule) in rows {
            let written = |(day, time): (&str, &str)| {
                if all_day {
                    day.to_owned()
                } else {
                    format!("{day}T{time}")
                }
            };
            let form = in_the_form(start, end, all_day, zone, rule);
            let line = typed(
                &written(start),
                Some(&written(end)),
                None,
                all_day,
                zone,
                rule,
            );
            assert_eq!(form, line, "{start:?} {end:?} {rule:?}");
        }
    }

    #[test]
    fn a_length_is_elapsed_time_and_whole_days_for_an_all_day_event() {
        // Across the end of summer time: two hours elapsed end at 02:00.
        let e = typed("2026-10-25T01:00", None, Some("2h"), false, berlin(), None).unwrap();
        assert_eq!(e.duration, EventDuration::Exact(Duration::hours(2)));
        let e = typed("2026-11-23", None, Some("3d"), true, None, None).unwrap();
        assert_eq!(e.duration, EventDuration::Days(3));
        assert_eq!(
            e.start,
            EventTime::AllDay(NaiveDate::from_ymd_opt(2026, 11, 23).unwrap())
        );
        let e = typed("2026-11-23T09:00:30", None, None, false, None, None).unwrap();
        assert_eq!(e.start.wall_clock().format("%T").to_string(), "09:00:30");
        assert_eq!(e.duration, EventDuration::Exact(Duration::hours(1)));
    }

    #[test]
    fn what_does_not_read_is_said_at_its_field() {
        let words = |r: Result<Event, Problems>, field| {
            r.unwrap_err().field(field).map(str::to_owned).unwrap()
        };
        let cases = [
            (
                typed("tomorrow", None, None, false, None, None),
                Field::Start,
                "draft-bad-start",
            ),
            (
                typed("2026-11-23", None, None, false, None, None),
                Field::Start,
                "draft-date-needs-all-day",
            ),
            (
                typed("2026-11-23T09:00", None, None, true, None, None),
                Field::Start,
                "draft-all-day-takes-date",
            ),
            (
                typed(
                    "2026-11-23T09:00",
                    Some("2026-11-24"),
                    None,
                    false,
                    None,
                    None,
                ),
                Field::End,
                "draft-end-needs-time",
            ),
            (
                typed(
                    "2026-11-23",
                    Some("2026-11-24T09:00"),
                    None,
                    true,
                    None,
                    None,
                ),
                Field::End,
                "draft-all-day-ends-on-date",
            ),
            (
                typed("2026-11-23T09:00", Some("soon"), None, false, None, None),
                Field::End,
                "draft-bad-end",
            ),
            (
                typed("2026-11-23T09:00", None, Some("forever"), false, None, None),
                Field::End,
                "draft-bad-length",
            ),
            (
                typed("2026-11-23", None, Some("36h"), true, None, None),
                Field::End,
                "draft-whole-days",
            ),
        ];
        for (result, field, id) in cases {
            assert_eq!(words(result, field), crate::i18n::loader().get(id), "{id}");
        }
        let long = typed("2026-11-23T09:00", None, Some("400000d"), false, None, None);
        assert!(words(long, Field::End).contains("366000"));
    }
}
