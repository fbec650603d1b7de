//! Opening an existing event in the editor, and turning what changed into
//! the store's [`EventChanges`] for the scope the user picks.
//!
//! The editor shows the occurrence that was clicked (its own time, if it
//! was moved). "All events" then shifts the whole series by as much as that
//! occurrence moved; "this and following" splits at it; "only this" makes
//! an override. Fields nobody touched are not sent, so a save never
//! rewrites what the user did not change.

use chrono::{Duration, NaiveDateTime};

use super::{format_date, Checked, Draft, Problems, RepeatForm};
use crate::i18n::Locale;
use crate::model::{CalendarAddress, EventChanges, Scope, StoredEvent};
use crate::model::{
    CalendarId, Event, EventDuration, EventTime, OverrideChange, RecurrenceId, Reminders,
};

/// An occurrence the user removed from a repeating event, shown so that it
/// can be brought back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RemovedDate {
    /// Which occurrence.
    pub id: RecurrenceId,
    /// Its original start, for display.
    pub start: EventTime,
    /// Whether the user chose to bring it back.
    pub restore: bool,
}

/// Where an edit started: the event and occurrence, and the draft as it
/// was first filled in (to tell what changed).
#[derive(Debug, Clone)]
pub struct Origin {
    pub uid: String,
    pub calendar: CalendarId,
    /// The occurrence opened, for a repeating event.
    pub recurrence_id: Option<RecurrenceId>,
    /// The series' first start.
    pub series_start: EventTime,
    /// The occurrence's start as shown when opened.
    pub shown_start: EventTime,
    pub shown_duration: EventDuration,
    /// The draft as first filled in.
    pub before: Draft,
}

impl Origin {
    /// Whether the event repeats (so saving asks which occurrences).
    pub fn recurring(&self) -> bool {
        self.recurrence_id.is_some()
    }

    /// Whether `after` chooses a rule for the series from its first
    /// occurrence, so that the series starts on it
    /// ([`Draft::start_on_rule`]); an event saved with the rule it came
    /// with (an import's off-rule start) keeps its start.
    pub fn rule_chosen(&self, after: &Draft) -> bool {
        after.repeat != self.before.repeat && self.shown_start == self.series_start
    }
}

/// A checked edit of an existing event, ready to become changes for a
/// scope.
#[derive(Debug, Clone)]
pub struct Edit {
    origin: Origin,
    after: Draft,
    checked: Checked,
}

impl Draft {
    /// The editor's fields for occurrence `id` of `stored` (its own time
    /// if it was moved), and where they came from.
    pub fn open(stored: &StoredEvent, id: RecurrenceId, locale: Locale) -> (Draft, Origin) {
        let event = &stored.event;
        let recurring = event.is_recurring();
        let (start, duration) = if recurring {
            event.occurrence_time(id)
        } else {
            (event.start, event.duration)
        };
        let own = event
            .overrides
            .iter()
            .find(|o| o.recurrence_id == id)
            .map(|o| o.details.clone())
            .unwrap_or_default();
        let pick = |own: &Option<String>, series: &Option<String>| {
            own.clone().or_else(|| series.clone()).unwrap_or_default()
        };
        let mut draft = match start {
            EventTime::AllDay(first) => {
                let last = first + Duration::days(i64::from(duration.whole_days().max(1)) - 1);
                Draft::all_day(first, last, None, stored.calendar, locale)
            }
            EventTime::Zoned { local, tz } => {
                timed_from(local, duration, Some(tz), stored.calendar, locale)
            }
            EventTime::Utc(t) => timed_from(
                t.naive_utc(),
                duration,
                Some(crate::model::Zone::UTC),
                stored.calendar,
                locale,
            ),
            EventTime::Floating(local) => {
                timed_from(local, duration, None, stored.calendar, locale)
            }
        };
        draft.title = own.summary.clone().unwrap_or_else(|| event.summary.clone());
        draft.location = pick(&own.location, &event.location);
        draft.notes = pick(&own.description, &event.description);
        draft.repeat = RepeatForm::from_rule(event.rrule.as_deref(), &start);
        draft.removed = removed_dates(event);
        draft.reminders = event.reminders.clone();
        let meeting = &event.meeting;
        let organizer = meeting.organizer.as_ref().map(|o| &o.address);
        draft.guests = meeting
            .attendees
            .iter()
            .map(|a| &a.address)
            .filter(|a| Some(*a) != organizer)
            .cloned()
            .collect();
        let origin = Origin {
            uid: event.uid.clone(),
            calendar: stored.calendar,
            recurrence_id: recurring.then_some(id),
            series_start: event.start,
            shown_start: start,
            shown_duration: duration,
            before: draft.clone(),
        };
        (draft, origin)
    }

    /// This draft as an edit of `origin`, once its fields check out.
    pub fn edit(&self, origin: &Origin) -> Result<Edit, Problems> {
        let mut checked = self.check()?;
        if origin.rule_chosen(self) {
            if let Some(moved) = self.moved(&checked) {
                checked.start = moved;
            }
        }
        Ok(Edit {
            origin: origin.clone(),
            after: self.clone(),
            checked,
        })
    }
}

fn timed_from(
    local: NaiveDateTime,
    duration: EventDuration,
    zone: Option<crate::model::Zone>,
    calendar: CalendarId,
    locale: Locale,
) -> Draft {
    let mut draft = Draft::timed(local, 0, zone, calendar, locale);
    // The end as the clock on the wall will show it (across a DST change,
    // a 2-hour event may end at a wall time 1 or 3 hours later, and a
    // one-day event at the same time the next day).
    let start = match zone {
        Some(tz) => EventTime::Zoned { local, tz },
        None => EventTime::Floating(local),
    };
    let end = start.resolve().plus(duration).wall_clock();
    draft.end_date = format_date(end.date());
    draft.end_time = locale.time(end.time());
    draft.remember();
    draft
}

/// Removed occurrences: EXDATEs and cancelled overrides, in time order.
fn removed_dates(event: &Event) -> Vec<RemovedDate> {
    let mut out: Vec<RemovedDate> = event
        .exdates
        .iter()
        .map(|t| RemovedDate {
            id: RecurrenceId::from_event_time(t),
            start: *t,
            restore: false,
        })
        .chain(
            event
                .overrides
                .iter()
                .filter(|o| matches!(o.change, OverrideChange::Cancelled))
                .map(|o| RemovedDate {
                    id: o.recurrence_id,
                    start: o.recurrence_id.to_event_time(&event.start),
                    restore: false,
                }),
        )
        .collect();
    out.sort_by_key(|r| r.id);
    out.dedup_by_key(|r| r.id);
    out
}

impl Edit {
    /// Whether something only a whole series can have changed (the rule,
    /// the reminders, the calendar, restored dates): then "only this event"
    /// is not offered.
    pub fn changes_series(&self) -> bool {
        let (a, b) = (&self.origin.before, &self.after);
        a.repeat != b.repeat
            || a.reminders != b.reminders
            || a.guests != b.guests
            || a.calendar != b.calendar
            || b.removed.iter().any(|r| r.restore)
    }

    pub(super) fn new(origin: Origin, after: Draft, checked: Checked) -> Edit {
        Edit {
            origin,
            after,
            checked,
        }
    }

    /// Whether anything changed at all.
    pub fn is_noop(&self) -> bool {
        self.origin.before == self.after
            && self.checked.start == self.origin.shown_start
            && !self.resized()
    }

    /// Whether the occurrence now ends at another time than its old
    /// length gives from its (new) start. The fields always give exact
    /// time, so an event that lasts calendar days keeps that kind of length
    /// unless its end was really changed.
    fn resized(&self) -> bool {
        let start = self.checked.start.resolve();
        !start
            .plus(self.checked.duration)
            .same_moment(&start.plus(self.origin.shown_duration))
    }

    /// The uid of the event edited.
    pub fn uid(&self) -> &str {
        &self.origin.uid
    }

    /// The new title.
    pub fn title(&self) -> &str {
        self.after.title.trim()
    }

    /// The scope "all events" means here: the whole series.
    pub fn changes(&self, scope: Scope) -> EventChanges {
        let (before, after) = (&self.origin.before, &self.after);
        let mut changes = EventChanges::default();
        if before.title != after.title {
            changes.summary = Some(after.title.trim().to_owned());
        }
        if before.location != after.location {
            changes.location = Some(super::non_empty(&after.location));
        }
        if before.notes != after.notes {
            changes.description = Some(super::non_empty(&after.notes));
        }
        let moved = self.checked.start != self.origin.shown_start;
        let resized = self.resized();
        let series_wide = !matches!(scope, Scope::This(_));
        if series_wide {
            if before.reminders != after.reminders {
                changes.reminders = Some(after.reminders.clone());
            }
            if before.calendar != after.calendar {
                changes.calendar = Some(after.calendar);
            }
            changes.restored = after
                .removed
                .iter()
                .filter(|r| r.restore)
                .map(|r| r.id)
                .collect();
        }
        if resized
            || (moved && self.checked.start.is_all_day() != self.origin.shown_start.is_all_day())
        {
            changes.duration = Some(self.checked.duration);
        }
        let start = match scope {
            // The whole series shifts by as much as this occurrence moved.
            Scope::All => shift(
                self.origin.series_start,
                self.origin.shown_start,
                self.checked.start,
            ),
            Scope::This(_) | Scope::Following(_) => self.checked.start,
        };
        if moved {
            changes.start = Some(start);
        }
        if series_wide && before.repeat != after.repeat {
            // The rule is made against the start it will have.
            changes.rrule = Some(
                after
                    .repeat
                    .rule(&start)
                    .ok()
                    .flatten()
                    .map(|r| r.to_string()),
            );
        }
        changes
    }

    /// The guests invited and those no longer, when the guest list
    /// changed (the series' own; the store turns them into lines).
    pub fn guests(&self) -> Option<(Vec<CalendarAddress>, Vec<CalendarAddress>)> {
        let (before, after) = (&self.origin.before.guests, &self.after.guests);
        if before == after {
            return None;
        }
        let added = after.iter().filter(|a| !before.contains(a)).cloned();
        let removed = before.iter().filter(|a| !after.contains(a)).cloned();
        Some((added.collect(), removed.collect()))
    }

    /// The reminders after the edit (for tests and the toast).
    pub fn reminders(&self) -> &Reminders {
        &self.after.reminders
    }
}

/// `series` moved by as much as `from` → `to` (in wall-clock time, and into
/// `to`'s kind of time and zone).
fn shift(series: EventTime, from: EventTime, to: EventTime) -> EventTime {
    let delta = to.wall_clock() - from.wall_clock();
    let wall = series.wall_clock() + delta;
    match to {
        EventTime::AllDay(_) => EventTime::AllDay(wall.date()),
        EventTime::Zoned { tz, .. } => EventTime::Zoned { local: wall, tz },
        EventTime::Utc(_) => EventTime::Utc(wall.and_utc()),
        EventTime::Floating(_) => EventTime::Floating(wall),
    }
}
