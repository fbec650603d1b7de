//! Applying an organiser's message to my copy of their meeting (RFC 5546
//! §3.2.2 and §3.2.5): pure, the one place the import, the schedule inbox
//! and the store agree on.
//!
//! - A message about the meeting replaces my copy (asking me again when it
//!   moves the meeting and still carries my answer).
//! - A message about some occurrences changes those alone: each becomes an
//!   override of my copy (added to it when the series does not have it),
//!   and the series, its rule and its other occurrences stay.
//! - A cancellation of the meeting marks it cancelled; of occurrences,
//!   marks each cancelled (an occurrence my copy does not have is no
//!   change); of an occurrence "and all later" (RANGE=THISANDFUTURE), ends
//!   the series before it.
//!
//! What is new enough is decided per occurrence: [`named`] says what a
//! message changes in my copy, and [`apply_where`] applies it to the
//! occurrences the caller found newer only.
//!
//! Whether a message is new enough to apply is
//! [`OrganizerMessage::newer_than`](crate::model::OrganizerMessage::newer_than);
//! who may send it is the caller's (`store::import`, `sync::inbox`).

use crate::model::{
    Event, EventStatus, EventTime, Identity, OrganizerSays, Override, OverrideChange,
    OverrideDetails, ParticipationStatus, RecurrenceDate, RecurrenceId, Standing,
};

use super::split::{produces, split};

/// What a message changes in my copy, and so which version it is compared
/// with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named {
    /// The meeting as a whole: the message, the cancellation of the
    /// meeting, or of an occurrence and all later ones (which changes the
    /// rule).
    Meeting,
    /// These occurrences (their ids in my copy) and nothing else.
    Occurrences(Vec<RecurrenceId>),
}

/// What `says` changes in `copy`.
pub fn named(copy: &Event, says: &OrganizerSays) -> Named {
    match says {
        OrganizerSays::Meeting(_) | OrganizerSays::CancelMeeting => Named::Meeting,
        OrganizerSays::CancelOccurrences(parts) if parts.iter().any(|p| p.and_later) => {
            Named::Meeting
        }
        OrganizerSays::CancelOccurrences(parts) => {
            Named::Occurrences(parts.iter().map(|p| local_id(copy, p.id).1).collect())
        }
        OrganizerSays::Occurrences(said) => Named::Occurrences(
            occurrences_of(said)
                .into_iter()
                .map(|(time, _)| local_id(copy, time).1)
                .collect(),
        ),
    }
}

/// My copy `copy` after the organiser said `says`, for a user who is `me`.
/// Equal to `copy` when it changes nothing.
pub fn apply(copy: &Event, says: &OrganizerSays, me: &Identity) -> Event {
    apply_where(copy, says, me, |_| true)
}

/// As [`apply`], changing only the occurrences `newer` takes (by their id
/// in `copy`); a message about the meeting ([`Named::Meeting`]) is applied
/// whole.
pub fn apply_where(
    copy: &Event,
    says: &OrganizerSays,
    me: &Identity,
    newer: impl Fn(RecurrenceId) -> bool,
) -> Event {
    let mut event = copy.clone();
    let newer = |time: EventTime| newer(local_id(copy, time).1);
    match says {
        OrganizerSays::Meeting(new) => {
            event = new.clone();
            event.uid = copy.uid.clone();
            // The organiser moved it without asking again (RFC 5546 wants
            // them to): asked again here.
            copy.ask_again(&mut event, me);
        }
        OrganizerSays::Occurrences(said) => {
            for (time, what) in occurrences_of(said) {
                if newer(time) {
                    update_occurrence(&mut event, time, what, me);
                }
            }
        }
        OrganizerSays::CancelMeeting => event.status = Some(EventStatus::Cancelled),
        OrganizerSays::CancelOccurrences(parts) => {
            let from = parts
                .iter()
                .filter(|p| p.and_later)
                .map(|p| p.id)
                .min_by_key(instant);
            for part in parts {
                if !part.and_later && (from.is_some() || newer(part.id)) {
                    cancel_occurrence(&mut event, part.id);
                }
            }
            if let Some(from) = from {
                cancel_from(&mut event, from);
            }
        }
    }
    event
}

fn instant(t: &EventTime) -> chrono::DateTime<chrono::Utc> {
    t.resolve().instant_in(chrono_tz::UTC)
}

/// Ends the series before the occurrence at `time` (RANGE=THISANDFUTURE):
/// it and all later ones are gone; from its first occurrence, the meeting
/// is cancelled.
fn cancel_from(event: &mut Event, time: EventTime) {
    let (_, id) = local_id(event, time);
    let first = RecurrenceId::from_event_time(&event.start);
    if instant(&id.to_event_time(&event.start)) <= instant(&event.start) || id == first {
        event.status = Some(EventStatus::Cancelled);
        return;
    }
    match split(event, id) {
        Ok((before, _)) => *event = before,
        // A rule that cannot be read here (it was read when stored): the
        // occurrence alone goes, never the meeting.
        Err(_) => cancel_occurrence(event, time),
    }
}

/// One occurrence as a message states it, whole.
struct Stated {
    change: OverrideChange,
    summary: String,
    description: Option<String>,
    location: Option<String>,
    meeting: crate::model::Meeting,
}

/// The occurrences `said` (a series of just them) names: each one's
/// RECURRENCE-ID as written, and what it now is.
fn occurrences_of(said: &Event) -> Vec<(EventTime, Stated)> {
    let times = std::iter::once(said.start).chain(said.rdates.iter().map(|r| r.start));
    // An override keeps "" for a text its occurrence does not have and the
    // series' first occurrence does.
    let text = |own: &Option<String>, series: &Option<String>| match own {
        Some(t) if t.is_empty() => None,
        Some(t) => Some(t.clone()),
        None => series.clone(),
    };
    times
        .filter_map(|time| {
            let id = RecurrenceId::from_event_time(&time.named_like(&said.start));
            let o = said.overrides.iter().find(|o| o.recurrence_id == id)?;
            Some((
                time,
                Stated {
                    change: o.change.clone(),
                    summary: o
                        .details
                        .summary
                        .clone()
                        .unwrap_or_else(|| said.summary.clone()),
                    description: text(&o.details.description, &said.description),
                    location: text(&o.details.location, &said.location),
                    meeting: o
                        .details
                        .meeting
                        .clone()
                        .unwrap_or_else(|| said.meeting.clone()),
                },
            ))
        })
        .collect()
}

/// The id in `event` of the occurrence a message names at `time`.
fn local_id(event: &Event, time: EventTime) -> (EventTime, RecurrenceId) {
    let time = time.named_like(&event.start);
    (time, RecurrenceId::from_event_time(&time))
}

/// Whether `event` has an occurrence `id` (its rule, RDATEs or start,
/// exceptions aside).
fn has(event: &Event, id: RecurrenceId) -> bool {
    RecurrenceId::from_event_time(&event.start) == id || produces(event, id).unwrap_or(false)
}

fn update_occurrence(event: &mut Event, time: EventTime, what: Stated, me: &Identity) {
    let (time, id) = local_id(event, time);
    // The organiser names it again: it is no longer excluded.
    let start = event.start;
    event
        .exdates
        .retain(|x| RecurrenceId::from_event_time(&x.named_like(&start)) != id);
    if !has(event, id) {
        event.rdates.push(RecurrenceDate {
            start: time,
            duration: None,
        });
    }
    let differs = |series: &Option<String>, own: &Option<String>| {
        (series != own).then(|| own.clone().unwrap_or_default())
    };
    let details = OverrideDetails {
        summary: (what.summary != event.summary).then(|| what.summary.clone()),
        description: differs(&event.description, &what.description),
        location: differs(&event.location, &what.location),
        meeting: (what.meeting != event.meeting).then(|| what.meeting.clone()),
    };
    let before = event.overrides.iter().position(|o| o.recurrence_id == id);
    let was = match before {
        Some(i) => event.overrides[i].change.clone(),
        None => OverrideChange::Moved {
            start: time,
            duration: event.duration,
        },
    };
    let updated = Override {
        recurrence_id: id,
        change: what.change,
        details,
    };
    let moved = !same_time(&was, &updated.change);
    match before {
        Some(i) => event.overrides[i] = updated,
        None => event.overrides.push(updated),
    }
    // Moved and still carrying my answer: asked again, for it alone.
    let answered = matches!(
        event.meeting_at(Some(id)).standing(me),
        Standing::Invited(status) if status != ParticipationStatus::NeedsAction
    );
    if moved && answered {
        let _ = event.answer(me, &ParticipationStatus::NeedsAction, Some(id));
    }
    drop_plain_overrides(event, id);
}

/// Whether two states of an occurrence are at the same time (instants
/// compared: a message may write a zoned time in UTC).
fn same_time(a: &OverrideChange, b: &OverrideChange) -> bool {
    let instant = |t: &EventTime| t.resolve().instant_in(chrono_tz::UTC);
    match (a, b) {
        (OverrideChange::Cancelled, OverrideChange::Cancelled) => true,
        (
            OverrideChange::Moved { start, duration },
            OverrideChange::Moved {
                start: other,
                duration: other_duration,
            },
        ) => instant(start) == instant(other) && duration.exact() == other_duration.exact(),
        _ => false,
    }
}

/// An override that changes nothing (the occurrence as the series has it)
/// is no override: it is dropped, so that my copy says what a fresh
/// invitation would.
fn drop_plain_overrides(event: &mut Event, id: RecurrenceId) {
    let start = event.start;
    let duration = event.duration;
    event.overrides.retain(|o| {
        o.recurrence_id != id
            || !o.details.is_empty()
            || o.change
                != OverrideChange::Moved {
                    start: id.to_event_time(&start),
                    duration,
                }
    });
}

fn cancel_occurrence(event: &mut Event, time: EventTime) {
    let (_, id) = local_id(event, time);
    let single = event.rrule.is_none() && event.rdates.is_empty();
    if single && RecurrenceId::from_event_time(&event.start) == id {
        event.status = Some(EventStatus::Cancelled);
        return;
    }
    let known = has(event, id);
    match event.overrides.iter_mut().find(|o| o.recurrence_id == id) {
        Some(o) => o.change = OverrideChange::Cancelled,
        None if known => event.overrides.push(Override {
            recurrence_id: id,
            change: OverrideChange::Cancelled,
            details: OverrideDetails::default(),
        }),
        None => {}
    }
}

#[cfg(test)]
#[path = "scheduling_tests.rs"]
mod tests;
