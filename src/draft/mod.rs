//! The event editor's form as plain data: what the user typed, checked
//! into an event (for a new one) or into changes with a scope (for an
//! existing one).
//!
//! Why a module of its own: the form is where bad input must be caught —
//! an end before the start, an empty title, a rule that does not parse —
//! and all of that is tested here without a window. The window only draws a
//! [`Draft`] and sends keystrokes into it; nothing is written until
//! [`Draft::check`] passes (parse → validate → use, as for rules).
//!
//! ```
//! use kairos::draft::{Draft, Field};
//! use kairos::layout::Locale;
//! use kairos::model::CalendarId;
//! let start = chrono::NaiveDate::from_ymd_opt(2026, 11, 9).unwrap().and_hms_opt(9, 0, 0).unwrap();
//! let mut draft = Draft::timed(start, 60, Some(chrono_tz::Europe::Berlin.into()), CalendarId(1), Locale::default());
//! assert_eq!(draft.check().unwrap_err().field(Field::Title), Some("Give the event a title"));
//! draft.title = "Standup".into();
//! draft.end_time = "08:00".into();
//! assert_eq!(draft.check().unwrap_err().field(Field::End), Some("The end is before the start"));
//! draft.end_time = "9:30".into();
//! let (_, event) = draft.new_event().unwrap();
//! assert_eq!(event.duration, kairos::model::EventDuration::Exact(chrono::Duration::minutes(30)));
//! ```

mod moves;
mod origin;
mod repeat;
mod retyped;
mod time;
mod typed;

pub use moves::{place, shift_days, snap};
pub use origin::{Edit, Origin, RemovedDate};
pub use repeat::{EndsKind, MonthlyBy, RepeatError, RepeatForm, RepeatKind};
pub use retyped::Retyped;
pub use time::{
    format_date, parse_date, parse_day_or_time, parse_length, parse_time, parse_zone, DayOrTime,
    LengthError,
};
pub use typed::Typed;

use crate::fl;
use chrono::{Duration, NaiveDate, NaiveDateTime};

use crate::i18n::Locale;
use crate::layout::describe_rule;
use crate::model::{
    CalendarAddress, CalendarId, Event, EventDuration, EventTime, Reminder, Reminders, Zone,
};
use crate::recur::RRule;

/// Reminder presets the editor offers, in minutes before the start.
pub const REMINDER_PRESETS: [i64; 7] = [0, 5, 10, 15, 30, 60, 1440];

/// The editor's fields, as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub title: String,
    pub location: String,
    pub notes: String,
    pub calendar: CalendarId,
    pub all_day: bool,
    /// `YYYY-MM-DD`.
    pub start_date: String,
    /// "09:00" or "9:00 AM"; ignored for all-day events.
    pub start_time: String,
    /// For all-day events, the last day (inclusive).
    pub end_date: String,
    pub end_time: String,
    /// `None`: floating (the same clock time wherever the user is).
    pub zone: Option<Zone>,
    pub repeat: RepeatForm,
    /// Occurrences removed from a repeating event; each can be restored.
    pub removed: Vec<RemovedDate>,
    pub reminders: Reminders,
    /// Who is invited besides the organiser, in order: a draft with guests
    /// is a meeting I organise.
    pub guests: Vec<CalendarAddress>,
    /// How times are written into the fields.
    pub locale: Locale,
    /// Keep a start the chosen rule does not give as the first occurrence
    /// (`--keep-start`); else the start moves onto the rule
    /// ([`Draft::start_on_rule`]).
    pub keep_start: bool,
    /// The last start date and length that parsed.
    anchor: Option<Anchor>,
}

/// The start date and length the end follows while the start is retyped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Anchor {
    start: NaiveDate,
    length: Duration,
}

/// A field of the form, to put a message next to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Title,
    Start,
    End,
    Repeat,
}

/// What is wrong with a draft, field by field. Saving is blocked while any
/// is present.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Problems(pub Vec<(Field, String)>);

impl Problems {
    /// The message for `field`, if it has one.
    pub fn field(&self, field: Field) -> Option<&str> {
        self.0
            .iter()
            .find(|(f, _)| *f == field)
            .map(|(_, m)| m.as_str())
    }

    fn push(&mut self, field: Field, message: impl Into<String>) {
        if self.field(field).is_none() {
            self.0.push((field, message.into()));
        }
    }
}

impl std::fmt::Display for Problems {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let all: Vec<&str> = self.0.iter().map(|(_, m)| m.as_str()).collect();
        f.write_str(&all.join("; "))
    }
}

/// A draft that passed its checks: the times and rule it means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    pub start: EventTime,
    pub duration: EventDuration,
    pub rule: Option<RRule>,
}

impl Draft {
    /// A timed event at `start` lasting `minutes`, in `zone`, with nothing
    /// else filled in.
    pub fn timed(
        start: NaiveDateTime,
        minutes: i64,
        zone: Option<Zone>,
        calendar: CalendarId,
        locale: Locale,
    ) -> Draft {
        let end = start + Duration::minutes(minutes);
        Draft {
            title: String::new(),
            location: String::new(),
            notes: String::new(),
            calendar,
            all_day: false,
            start_date: format_date(start.date()),
            start_time: locale.time(start.time()),
            end_date: format_date(end.date()),
            end_time: locale.time(end.time()),
            zone,
            repeat: RepeatForm::none(start.date()),
            removed: Vec::new(),
            reminders: Reminders::CalendarDefault,
            guests: Vec::new(),
            locale,
            keep_start: false,
            anchor: Some(Anchor {
                start: start.date(),
                length: Duration::minutes(minutes),
            }),
        }
    }

    /// An all-day event from `first` to `last` (inclusive).
    pub fn all_day(
        first: NaiveDate,
        last: NaiveDate,
        zone: Option<Zone>,
        calendar: CalendarId,
        locale: Locale,
    ) -> Draft {
        let nine = first.and_hms_opt(9, 0, 0).unwrap_or_default();
        let mut draft = Draft::timed(nine, 60, zone, calendar, locale);
        draft.all_day = true;
        draft.end_date = format_date(last);
        draft.remember();
        draft
    }

    /// Invites `address` (once); whether it was not invited yet.
    pub fn invite(&mut self, address: CalendarAddress) -> bool {
        if self.guests.contains(&address) {
            return false;
        }
        self.guests.push(address);
        true
    }

    /// Switches between all-day and timed, keeping the dates.
    pub fn set_all_day(&mut self, all_day: bool) {
        if all_day == self.all_day {
            return;
        }
        self.all_day = all_day;
        if !all_day {
            // Back to one hour on the first day.
            if let (Some(d), Some(t)) = (parse_date(&self.start_date), parse_time(&self.start_time))
            {
                let end = d.and_time(t) + Duration::hours(1);
                self.end_date = format_date(end.date());
                self.end_time = self.locale.time(end.time());
                self.remember();
            }
        }
    }

    /// Sets the start date and moves the end with it, keeping the length
    /// (what calendars do when the start changes).
    pub fn set_start_date(&mut self, text: String) {
        self.start_date = text;
        self.follow_start();
    }

    /// Sets the start time and moves the end with it, keeping the length.
    pub fn set_start_time(&mut self, text: String) {
        self.start_time = text;
        self.follow_start();
    }

    /// Sets the end date; the length it gives is kept from now on.
    pub fn set_end_date(&mut self, text: String) {
        self.end_date = text;
        self.remember();
    }

    /// Sets the end time; the length it gives is kept from now on.
    pub fn set_end_time(&mut self, text: String) {
        self.end_time = text;
        self.remember();
    }

    /// Keeps the last start and length that parsed, so that a start typed
    /// character by character ("2", "20", … "2026-11-03") still moves the
    /// end by the right amount once it is a date again.
    fn remember(&mut self) {
        if let Some((start, end)) = self.local_span() {
            self.anchor = Some(Anchor {
                start: start.date(),
                length: end - start,
            });
        }
    }

    /// The start changed: once it parses, the end follows it at the kept
    /// length, and a weekly repeat on the old start's weekday moves to the
    /// new one.
    fn follow_start(&mut self) {
        let (Some(date), Some(time)) = (parse_date(&self.start_date), parse_time(&self.start_time))
        else {
            return;
        };
        let Some(anchor) = self.anchor else {
            self.remember();
            return;
        };
        let end = date.and_time(time) + anchor.length;
        self.end_date = format_date(end.date());
        self.end_time = self.locale.time(end.time());
        if self.repeat.weekdays == RepeatForm::none(anchor.start).weekdays {
            self.repeat.weekdays = RepeatForm::none(date).weekdays;
        }
        self.remember();
    }

    /// The start and end wall-clock times, when both parse.
    fn local_span(&self) -> Option<(NaiveDateTime, NaiveDateTime)> {
        let start = parse_date(&self.start_date)?.and_time(parse_time(&self.start_time)?);
        let end = parse_date(&self.end_date)?.and_time(parse_time(&self.end_time)?);
        Some((start, end))
    }

    /// Adds a reminder `minutes` before the start (negative: after it; the calendar's defaults
    /// give way to the event's own list). A reminder already there is not
    /// added twice.
    pub fn add_reminder(&mut self, minutes: i64) {
        let r = Reminder::Before(Duration::minutes(minutes));
        let mut list = match &self.reminders {
            Reminders::Own(list) => list.clone(),
            Reminders::CalendarDefault => Vec::new(),
        };
        if !list.contains(&r) {
            list.push(r);
        }
        self.reminders = Reminders::Own(list);
    }

    /// Removes the event's `index`th own reminder.
    pub fn remove_reminder(&mut self, index: usize) {
        if let Reminders::Own(list) = &mut self.reminders {
            if index < list.len() {
                list.remove(index);
            }
        }
    }

    /// The start the fields give, if they parse.
    pub fn start(&self) -> Option<EventTime> {
        let date = parse_date(&self.start_date)?;
        if self.all_day {
            return Some(EventTime::AllDay(date));
        }
        let local = date.and_time(parse_time(&self.start_time)?);
        Some(match self.zone {
            Some(Zone::UTC) => EventTime::Utc(local.and_utc()),
            Some(tz) => EventTime::Zoned { local, tz },
            None => EventTime::Floating(local),
        })
    }

    /// The repetition in words ("Every month on the second Monday"), or why
    /// it is not a valid rule; `None` when it does not repeat.
    /// `None` too while the start does not parse: a rule is read against
    /// its start, and the start's own message says what is wrong.
    pub fn summary(&self) -> Option<Result<String, String>> {
        let start = self.start()?;
        match self.repeat.rule(&start) {
            Ok(None) => None,
            Ok(Some(rule)) => Some(Ok(describe_rule(&rule, &start))),
            Err(e) => Some(Err(e.to_string())),
        }
    }

    /// Where the event starts once its rule is chosen, when the start
    /// typed is not a day the rule gives (a Saturday and "every 2 weeks on
    /// Tuesday": the Tuesday after; see [`crate::recur::start_on_rule`]):
    /// `None` when it is, when nothing repeats, with [`Draft::keep_start`],
    /// or while the fields do not check out.
    pub fn start_on_rule(&self) -> Option<EventTime> {
        self.check().ok().and_then(|c| self.moved(&c))
    }

    /// [`Draft::start_on_rule`] of `checked`.
    fn moved(&self, checked: &Checked) -> Option<EventTime> {
        if self.keep_start {
            return None;
        }
        let rule = checked.rule.as_ref()?;
        crate::recur::start_on_rule(rule, &checked.start)
            .ok()
            .flatten()
    }

    /// [`Draft::start_on_rule`] in words, for the form and the command
    /// line: "Starts Tuesday, Dec 1, 2026: the first day the rule gives";
    /// for an edit (`origin`), only where saving moves the start
    /// ([`Origin::rule_chosen`]).
    pub fn start_note(&self, origin: Option<&Origin>) -> Option<String> {
        if origin.is_some_and(|o| !o.rule_chosen(self)) {
            return None;
        }
        let moved = self.start_on_rule()?;
        let day = crate::i18n::dates::format(&moved.wall_clock().date(), &fl!("date-event-day"));
        Some(fl!("draft-start-on-rule", date = day))
    }

    /// Checks every field: the times, their order, the rule, the title.
    pub fn check(&self) -> Result<Checked, Problems> {
        let mut problems = Problems::default();
        if self.title.trim().is_empty() {
            problems.push(Field::Title, fl!("draft-no-title"));
        }
        let start_date = parse_date(&self.start_date);
        let end_date = parse_date(&self.end_date);
        if start_date.is_none() {
            problems.push(Field::Start, fl!("draft-bad-start-date"));
        }
        if end_date.is_none() {
            problems.push(Field::End, fl!("draft-bad-end-date"));
        }
        let start_time = parse_time(&self.start_time);
        let end_time = parse_time(&self.end_time);
        if !self.all_day {
            if start_time.is_none() {
                problems.push(Field::Start, fl!("draft-bad-start-time"));
            }
            if end_time.is_none() {
                problems.push(Field::End, fl!("draft-bad-end-time"));
            }
        }
        let span = match (start_date, end_date) {
            (Some(first), Some(last)) if self.all_day => {
                if last < first {
                    problems.push(Field::End, fl!("draft-end-before-start"));
                    None
                } else {
                    let days = u32::try_from((last - first).num_days() + 1).unwrap_or(u32::MAX);
                    Some((EventTime::AllDay(first), EventDuration::Days(days)))
                }
            }
            (Some(sd), Some(ed)) => match (start_time, end_time) {
                (Some(st), Some(et)) => {
                    let (from, to) = (sd.and_time(st), ed.and_time(et));
                    let start = match self.zone {
                        Some(Zone::UTC) => EventTime::Utc(from.and_utc()),
                        Some(tz) => EventTime::Zoned { local: from, tz },
                        None => EventTime::Floating(from),
                    };
                    let length = match self.zone {
                        // Elapsed time: across a DST change a 09:00–17:00
                        // day lasts 7 or 9 hours.
                        Some(tz) => {
                            crate::model::local_to_utc(tz, to)
                                - crate::model::local_to_utc(tz, from)
                        }
                        None => to - from,
                    };
                    if length < Duration::zero() {
                        problems.push(Field::End, fl!("draft-end-before-start"));
                        None
                    } else {
                        Some((start, EventDuration::Exact(length)))
                    }
                }
                _ => None,
            },
            _ => None,
        };
        let rule = match &span {
            Some((start, _)) => match self.repeat.rule(start) {
                Ok(rule) => rule,
                Err(e) => {
                    problems.push(Field::Repeat, e.to_string());
                    None
                }
            },
            None => None,
        };
        match span {
            Some((start, duration)) if problems.0.is_empty() => Ok(Checked {
                start,
                duration,
                rule,
            }),
            _ => Err(problems),
        }
    }

    /// The new event this draft describes, and its calendar.
    pub fn new_event(&self) -> Result<(CalendarId, Event), Problems> {
        let checked = self.check()?;
        // A rule chosen for it starts it on the rule.
        let start = self.moved(&checked).unwrap_or(checked.start);
        let mut event = Event::new(String::new(), self.title.trim(), start, checked.duration);
        event.location = non_empty(&self.location);
        event.description = non_empty(&self.notes);
        event.rrule = checked.rule.map(|r| r.to_string());
        event.reminders = self.reminders.clone();
        Ok((self.calendar, event))
    }
}

fn non_empty(text: &str) -> Option<String> {
    let t = text.trim();
    (!t.is_empty()).then(|| t.to_owned())
}

#[cfg(test)]
mod tests;
