//! Creating, changing and deleting events, with the scopes a recurring event
//! needs: this occurrence, this and following, or all.
//!
//! Each edit reads and writes inside one `IMMEDIATE` transaction (so two
//! processes editing at once never lose each other's changes) and journals
//! the affected events before and after, for undo.

use chrono::{Duration, Utc};

use super::change::Change;
use super::{Store, StoreError, ValidationError};
use crate::model::{
    CalendarId, Event, EventChanges, EventDuration, EventTime, Override, OverrideChange,
    OverrideDetails, RecurrenceId, Scope, StoredEvent,
};
use crate::recur::split::{drop_orphans, move_exceptions, produces, rid_as_time, split, Retimer};
use crate::recur::Series;

impl Store {
    /// Adds `event` to `calendar`; an empty uid gets a fresh one. Returns
    /// the uid.
    pub fn create(&mut self, calendar: CalendarId, mut event: Event) -> Result<String, StoreError> {
        if event.uid.is_empty() {
            event.uid = new_uid();
        }
        let now = now();
        let stored = StoredEvent {
            event,
            calendar,
            sequence: 0,
            created: now,
            modified: now,
        };
        let uid = stored.event.uid.clone();
        self.edit(|conn| {
            if super::rows::read_record(conn, &stored.event.uid)?.is_some() {
                return Err(ValidationError::DuplicateUid(stored.event.uid.clone()).into());
            }
            let label = format!("Create “{}”", stored.event.summary);
            Ok((label, vec![Change::put(stored)]))
        })?;
        Ok(uid)
    }

    /// Adds many events to `calendar` in one transaction and one journal
    /// entry (an import, say): all are written or none. Returns their uids
    /// in order.
    pub fn create_many(
        &mut self,
        calendar: CalendarId,
        events: Vec<Event>,
        label: &str,
    ) -> Result<Vec<String>, StoreError> {
        let now = now();
        let stored: Vec<StoredEvent> = events
            .into_iter()
            .map(|mut event| {
                if event.uid.is_empty() {
                    event.uid = new_uid();
                }
                StoredEvent {
                    event,
                    calendar,
                    sequence: 0,
                    created: now,
                    modified: now,
                }
            })
            .collect();
        let uids: Vec<String> = stored.iter().map(|s| s.event.uid.clone()).collect();
        let mut seen = std::collections::HashSet::new();
        if let Some(dup) = uids.iter().find(|u| !seen.insert(u.as_str())) {
            return Err(ValidationError::DuplicateUid(dup.clone()).into());
        }
        self.edit(|conn| {
            for s in &stored {
                if super::rows::read_record(conn, &s.event.uid)?.is_some() {
                    return Err(ValidationError::DuplicateUid(s.event.uid.clone()).into());
                }
            }
            Ok((
                label.to_owned(),
                stored.into_iter().map(Change::put).collect(),
            ))
        })?;
        Ok(uids)
    }

    /// Applies `changes` to the occurrences of `uid` in `scope`. Returns the
    /// uid of the event that now holds them: a new one when "this and
    /// following" split the series.
    pub fn update(
        &mut self,
        uid: &str,
        scope: Scope,
        changes: EventChanges,
    ) -> Result<String, StoreError> {
        let mut result = uid.to_owned();
        if changes.touches_the_organizers() {
            self.check_organizer(uid)?;
        }
        // What an attendee may change of someone else's meeting (their
        // reminders) is theirs alone: SEQUENCE is the organiser's to raise
        // (RFC 5546 §2.1.4), and a raised one would read as a new version.
        let theirs = self.meeting(uid, None)?.1.is_theirs();
        self.edit(|conn| {
            let current = load(conn, uid)?;
            let sequence = current.sequence;
            let keep_sequence = |mut changes: Vec<Change>| {
                if theirs {
                    for change in &mut changes {
                        if let Change::Event {
                            after: Some(after), ..
                        } = change
                        {
                            after.sequence = sequence;
                        }
                    }
                }
                changes
            };
            let label = describe("Edit", &current.event.summary, scope);
            let now = now();
            let changed: Result<Vec<Change>, StoreError> = match scope {
                Scope::All => Ok(vec![Change::put(change_all(current, &changes, now)?)]),
                Scope::This(id) => {
                    let stored = change_one(current, id, &changes, now)?;
                    Ok(vec![Change::put(stored)])
                }
                Scope::Following(id) => {
                    let (before, after) = split_at(current, id, now)?;
                    match before {
                        // `id` is the first occurrence: the whole series.
                        None => Ok(vec![Change::put(change_all(after, &changes, now)?)]),
                        Some(before) => {
                            let after = change_all(after, &changes, now)?;
                            result = after.event.uid.clone();
                            Ok(vec![Change::put(before), Change::put(after)])
                        }
                    }
                }
            };
            Ok((label, keep_sequence(changed?)))
        })?;
        Ok(result)
    }

    /// Deletes the occurrences of `uid` in `scope`.
    pub fn delete(&mut self, uid: &str, scope: Scope) -> Result<(), StoreError> {
        self.edit(|conn| {
            let mut current = load(conn, uid)?;
            let label = describe("Delete", &current.event.summary, scope);
            let changed: Result<Vec<Change>, StoreError> = match scope {
                Scope::All => Ok(vec![Change::remove(uid)]),
                Scope::This(id) => {
                    check_occurrence(&current.event, id)?;
                    let event = &mut current.event;
                    event.overrides.retain(|o| o.recurrence_id != id);
                    event.exdates.push(rid_as_time(id, &event.start));
                    current.sequence += 1;
                    current.modified = now();
                    Ok(vec![Change::put(current)])
                }
                Scope::Following(id) => match split_at(current, id, now())? {
                    (None, _) => Ok(vec![Change::remove(uid)]),
                    (Some(before), _) => Ok(vec![Change::put(before)]),
                },
            };
            Ok((label, changed?))
        })
    }
}

/// A label for the journal, e.g. `Edit “Standup” (only 2026-11-23T08:00:00Z)`.
fn describe(verb: &str, summary: &str, scope: Scope) -> String {
    let which = match scope {
        Scope::All => String::new(),
        Scope::This(id) => format!(" (only {id})"),
        Scope::Following(id) => format!(" (from {id} on)"),
    };
    format!("{verb} “{summary}”{which}")
}

fn load(conn: &rusqlite::Connection, uid: &str) -> Result<StoredEvent, StoreError> {
    super::rows::read_record(conn, uid)?
        .ok_or_else(|| StoreError::UnknownEvent(uid.to_owned()))?
        .to_stored(conn)
}

pub(super) fn now() -> chrono::DateTime<Utc> {
    let t = Utc::now();
    chrono::DateTime::from_timestamp(t.timestamp(), 0).unwrap_or(t)
}

/// A fresh globally unique id.
fn new_uid() -> String {
    format!("{}@kairos", uuid::Uuid::new_v4())
}

/// Whether `id` names an occurrence of `event` that exists now.
/// An invitation to one occurrence of someone's series (Lotus Notes sends
/// them) is an event whose only occurrence has its RECURRENCE-ID: that
/// occurrence exists and is answered as one.
pub(super) fn check_occurrence_exists(event: &Event, id: RecurrenceId) -> Result<(), StoreError> {
    let named = event
        .overrides
        .iter()
        .any(|o| o.recurrence_id == id && !matches!(o.change, OverrideChange::Cancelled));
    if !event.is_recurring() && named {
        return Ok(());
    }
    check_occurrence(event, id)
}

/// Whether `id` names an occurrence that exists now (not removed).
fn check_occurrence(event: &Event, id: RecurrenceId) -> Result<(), StoreError> {
    if !event.is_recurring() {
        return Err(ValidationError::NotRecurring(event.uid.clone()).into());
    }
    let overridden = event
        .overrides
        .iter()
        .any(|o| o.recurrence_id == id && !matches!(o.change, OverrideChange::Cancelled));
    let removed = event
        .exdates
        .iter()
        .any(|t| RecurrenceId::from_event_time(t) == id)
        || event.overrides.iter().any(|o| o.recurrence_id == id);
    let exists = overridden || (!removed && produces(event, id).map_err(ValidationError::from)?);
    if exists {
        Ok(())
    } else {
        Err(StoreError::UnknownOccurrence {
            uid: event.uid.clone(),
            recurrence_id: id.to_string(),
        })
    }
}

/// Applies `changes` to the whole series; exceptions move with its start.
fn change_all(
    mut stored: StoredEvent,
    changes: &EventChanges,
    now: chrono::DateTime<Utc>,
) -> Result<StoredEvent, StoreError> {
    let event = &mut stored.event;
    apply_text(event, changes);
    if let Some(meeting) = &changes.meeting {
        event.meeting = meeting.clone();
    }
    // Before any move: the ids name the occurrences as they are now.
    restore(event, &changes.restored);
    if let Some(reminders) = &changes.reminders {
        event.reminders = reminders.clone();
    }
    if let Some(calendar) = changes.calendar {
        stored.calendar = calendar;
    }
    let old_start = event.start;
    let old_duration = event.duration;
    if let Some(duration) = changes.duration {
        event.duration = duration;
    }
    let moved = changes.start.is_some_and(|s| s != old_start);
    if let Some(start) = changes.start {
        event.start = start;
    }
    if moved && changes.duration.is_none() && old_start.is_all_day() != event.start.is_all_day() {
        // Timed ⇄ all-day: a length in hours means nothing in days.
        event.duration = match event.start {
            EventTime::AllDay(_) => EventDuration::Days(old_duration.whole_days().max(1)),
            _ => EventDuration::Exact(Duration::hours(1)),
        };
    }
    let retimer = Retimer::new(old_start, event.start);
    if moved {
        let same_length = event.overrides.iter().all(|o| match o.change {
            OverrideChange::Moved { duration, .. } => duration == old_duration,
            OverrideChange::Cancelled => true,
        });
        move_exceptions(event, &retimer, same_length);
    } else if event.duration != old_duration {
        for o in &mut event.overrides {
            if let OverrideChange::Moved { duration, .. } = &mut o.change {
                if *duration == old_duration {
                    *duration = event.duration;
                }
            }
        }
    }
    match &changes.rrule {
        Some(rule) => event.rrule = rule.clone(),
        None if moved => {
            if let Some(text) = &event.rrule {
                event.rrule = Some(retimer.rule(text).map_err(ValidationError::from)?);
            }
        }
        None => {}
    }
    if moved || changes.rrule.is_some() || !changes.restored.is_empty() {
        // Validate first: a bad rule is the user's error, not an orphan.
        Series::new(event).map_err(ValidationError::from)?;
        drop_orphans(event).map_err(ValidationError::from)?;
    }
    stored.sequence += 1;
    stored.modified = now;
    Ok(stored)
}

/// Brings back the removed occurrences `ids` (EXDATEs and cancelled
/// overrides).
fn restore(event: &mut Event, ids: &[RecurrenceId]) {
    if ids.is_empty() {
        return;
    }
    event
        .exdates
        .retain(|t| !ids.contains(&RecurrenceId::from_event_time(t)));
    event.overrides.retain(|o| {
        !(matches!(o.change, OverrideChange::Cancelled) && ids.contains(&o.recurrence_id))
    });
}

fn apply_text(event: &mut Event, changes: &EventChanges) {
    if let Some(summary) = &changes.summary {
        event.summary = summary.clone();
    }
    if let Some(description) = &changes.description {
        event.description = description.clone();
    }
    if let Some(location) = &changes.location {
        event.location = location.clone();
    }
}

/// Applies `changes` to occurrence `id` alone, as an override.
fn change_one(
    mut stored: StoredEvent,
    id: RecurrenceId,
    changes: &EventChanges,
    now: chrono::DateTime<Utc>,
) -> Result<StoredEvent, StoreError> {
    check_occurrence(&stored.event, id)?;
    if changes.rrule.is_some()
        || changes.reminders.is_some()
        || changes.calendar.is_some()
        || !changes.restored.is_empty()
        || changes.meeting.is_some()
    {
        return Err(ValidationError::RuleForOneOccurrence.into());
    }
    let event = &mut stored.event;
    let original = rid_as_time(id, &event.start);
    let existing = event.overrides.iter().position(|o| o.recurrence_id == id);
    let (mut start, mut duration, mut details) = match existing.map(|i| &event.overrides[i]) {
        Some(Override {
            change: OverrideChange::Moved { start, duration },
            details,
            ..
        }) => (*start, *duration, details.clone()),
        _ => (original, event.duration, OverrideDetails::default()),
    };
    if let Some(s) = changes.start {
        start = s;
    }
    if let Some(d) = changes.duration {
        duration = d;
    }
    if let Some(summary) = &changes.summary {
        details.summary = (summary != &event.summary).then(|| summary.clone());
    }
    if let Some(description) = &changes.description {
        details.description =
            (description != &event.description).then(|| description.clone().unwrap_or_default());
    }
    if let Some(location) = &changes.location {
        details.location =
            (location != &event.location).then(|| location.clone().unwrap_or_default());
    }
    if start.is_all_day() != event.start.is_all_day() {
        return Err(ValidationError::MixedKinds.into());
    }
    if let EventDuration::Exact(d) = duration {
        if d < Duration::zero() {
            return Err(ValidationError::EndBeforeStart.into());
        }
    }
    if let Some(i) = existing {
        event.overrides.remove(i);
    }
    let unchanged = start == original && duration == event.duration && details.is_empty();
    if !unchanged {
        event.overrides.push(Override {
            recurrence_id: id,
            change: OverrideChange::Moved { start, duration },
            details,
        });
    }
    stored.sequence += 1;
    stored.modified = now;
    Ok(stored)
}

/// Splits `stored` at `id`: the part before (`None` when `id` is the first
/// occurrence, so the whole series is in scope) and the part from `id` on,
/// with a new uid unless it is the whole series.
fn split_at(
    stored: StoredEvent,
    id: RecurrenceId,
    now: chrono::DateTime<Utc>,
) -> Result<(Option<StoredEvent>, StoredEvent), StoreError> {
    check_occurrence(&stored.event, id)?;
    if RecurrenceId::from_event_time(&stored.event.start) == id {
        return Ok((None, stored));
    }
    let (before, after) = split(&stored.event, id).map_err(ValidationError::from)?;
    // Nothing left before `id` (every earlier occurrence removed, or an
    // UNTIL before DTSTART because `id` is an RDATE before it).
    let before_is_empty = Series::new(&before)
        .map(|s| s.iter(chrono_tz::UTC).next().is_none())
        .unwrap_or(true);
    if before_is_empty {
        return Ok((None, stored));
    }
    let before = StoredEvent {
        event: before,
        sequence: stored.sequence + 1,
        modified: now,
        ..stored.clone()
    };
    let mut after_event = after;
    after_event.uid = new_uid();
    let after = StoredEvent {
        event: after_event,
        calendar: stored.calendar,
        sequence: 0,
        created: now,
        modified: now,
    };
    Ok((Some(before), after))
}
