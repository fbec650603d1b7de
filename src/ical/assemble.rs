//! VEVENTs of one UID → series: the master with its overrides (a
//! RANGE=THISANDFUTURE override splits the series), or, with no master,
//! a series of just the overridden occurrences.

use chrono::{DateTime, Utc};

use super::lines::Problem;
use super::reason::Reason;
use super::vevent::Vevent;
use crate::model::{
    Event, EventTime, Meeting, OrganizerMessage, OrganizerSays, Override, OverrideChange,
    OverrideDetails, RecurrenceDate, RecurrenceId, Reminders,
};
use crate::recur::split::{move_exceptions, produces, split, Retimer};

/// An event read from a file, with the versioning iCalendar gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedEvent {
    pub event: Event,
    /// SEQUENCE.
    pub sequence: u32,
    /// LAST-MODIFIED, if given.
    pub last_modified: Option<DateTime<Utc>>,
    /// CREATED, if given.
    pub created: Option<DateTime<Utc>>,
    /// DTSTAMP, if given: when an iTIP message was made.
    pub stamp: Option<DateTime<Utc>>,
    /// Its file has no master for it, only occurrences (RECURRENCE-ID):
    /// the event is the series of just those, and a message that says so
    /// changes those occurrences of a series, never the series.
    pub only_occurrences: bool,
    /// The line of its VEVENT.
    pub line: usize,
}

impl ParsedEvent {
    /// This event as what an organiser's message (a REQUEST) says: the
    /// meeting, or only the occurrences it carries.
    pub fn organizer_message(&self) -> OrganizerMessage {
        OrganizerMessage {
            uid: self.event.uid.clone(),
            organizer: self.event.meeting.organizer.clone(),
            sequence: self.sequence,
            stamp: self.stamp.or(self.last_modified),
            says: if self.only_occurrences {
                OrganizerSays::Occurrences(self.event.clone())
            } else {
                OrganizerSays::Meeting(self.event.clone())
            },
        }
    }
}

/// The events that the VEVENTs `vevents` of `uid` make.
pub(super) fn series(
    uid: String,
    vevents: Vec<Vevent>,
    problems: &mut Vec<Problem>,
) -> Vec<ParsedEvent> {
    let (mut masters, overrides): (Vec<Vevent>, Vec<Vevent>) =
        vevents.into_iter().partition(|v| v.recurrence_id.is_none());
    masters.sort_by_key(|m| std::cmp::Reverse((m.sequence, m.last_modified)));
    for duplicate in masters.iter().skip(1) {
        problems.push(Problem {
            line: duplicate.line,
            what: Reason::SecondMaster { uid: uid.clone() },
        });
    }
    match masters.into_iter().next() {
        Some(master) => with_overrides(master, overrides, problems),
        None => without_master(uid, overrides, problems),
    }
}

/// A UID for a VEVENT without one: RFC 5545 requires a UID, and a stable
/// one keeps re-imports of the same file from duplicating the event.
pub(super) fn derived_uid(v: &Vevent) -> String {
    use std::hash::{Hash, Hasher};
    // FNV-1a over what identifies the event: stable across runs and builds.
    let mut h = Fnv(0xcbf2_9ce4_8422_2325);
    format!("{:?}{}{:?}", v.start, v.summary, v.rrule).hash(&mut h);
    format!("kairos-import-{:016x}", h.finish())
}

struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 ^= u64::from(*b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

fn base_event(v: &Vevent) -> Event {
    let mut e = Event::new(
        v.uid.clone().unwrap_or_default(),
        v.summary.clone(),
        v.start,
        v.duration,
    );
    e.description = v.description.clone();
    e.location = v.location.clone();
    e.rrule = v.rrule.clone();
    e.rdates = v.rdates.clone();
    e.exdates = v.exdates.clone();
    e.categories = v.categories.clone();
    e.status = v.status;
    e.transparency = v.transparency;
    e.url = v.url.clone();
    // A file says exactly which alarms an event has: none means none.
    e.reminders = Reminders::Own(v.reminders.clone());
    e.acknowledged = v.acknowledged;
    e.snooze = v.snooze.map(|(until, occurrence)| crate::model::Snooze {
        until,
        occurrence: occurrence.unwrap_or_else(|| RecurrenceId::from_event_time(&e.start)),
    });
    e.extra_properties = v.extra.clone();
    e.meeting = v.meeting.clone();
    e
}

fn parsed(event: Event, v: &Vevent) -> ParsedEvent {
    ParsedEvent {
        event,
        sequence: v.sequence,
        last_modified: v.last_modified,
        created: v.created,
        stamp: v.stamp,
        only_occurrences: false,
        line: v.line,
    }
}

/// What an override VEVENT changes, relative to its master.
fn override_of(master: &Event, o: &Vevent, recurrence_id: RecurrenceId) -> Override {
    let differs =
        |a: &Option<String>, b: &Option<String>| (a != b).then(|| b.clone().unwrap_or_default());
    Override {
        recurrence_id,
        change: if o.status == Some(crate::model::EventStatus::Cancelled) {
            OverrideChange::Cancelled
        } else {
            OverrideChange::Moved {
                start: o.start,
                duration: o.duration,
            }
        },
        details: OverrideDetails {
            summary: (o.summary != master.summary).then(|| o.summary.clone()),
            description: differs(&master.description, &o.description),
            location: differs(&master.location, &o.location),
            meeting: own_meeting(master, o),
        },
    }
}

/// The override's people when they are not the series' (an answer for
/// this occurrence alone).
fn own_meeting(master: &Event, o: &Vevent) -> Option<Meeting> {
    (o.meeting != master.meeting).then(|| o.meeting.clone())
}

fn with_overrides(
    master: Vevent,
    mut overrides: Vec<Vevent>,
    problems: &mut Vec<Problem>,
) -> Vec<ParsedEvent> {
    let mut event = base_event(&master);
    let mut out = Vec::new();
    overrides.sort_by_key(|o| {
        o.recurrence_time
            .map(|t| t.resolve().instant_in(chrono_tz::UTC))
    });
    for mut o in overrides {
        let Some(time) = o.recurrence_time else {
            continue;
        };
        let time = time.named_like(&event.start);
        let id = RecurrenceId::from_event_time(&time);
        // this_and_future reads them from the override.
        o.recurrence_time = Some(time);
        o.recurrence_id = Some(id);
        if event.overrides.iter().any(|x| x.recurrence_id == id) {
            problems.push(Problem {
                line: o.line,
                what: Reason::SecondOverride { id: id.to_string() },
            });
            continue;
        }
        if o.this_and_future && event.rrule.is_some() {
            match this_and_future(&event, &o) {
                Ok((before, after)) => {
                    event = before;
                    out.push(parsed(after, &o));
                    continue;
                }
                Err(what) => {
                    problems.push(Problem { line: o.line, what });
                    continue;
                }
            }
        }
        // An override of an occurrence the rule does not have adds it.
        if !produces(&event, id).unwrap_or(false) {
            event.rdates.push(RecurrenceDate {
                start: time,
                duration: None,
            });
        }
        let ov = override_of(&event, &o, id);
        event.overrides.push(ov);
        // An acknowledgement written on one occurrence's alarm (Apple does)
        // counts for the event.
        event.acknowledged = event.acknowledged.max(o.acknowledged);
    }
    let mut all = vec![parsed(event, &master)];
    all.extend(out);
    all
}

/// RANGE=THISANDFUTURE: the series is split there; the later part takes
/// the override's time and texts, its uid made from the master's.
fn this_and_future(master: &Event, o: &Vevent) -> Result<(Event, Event), Reason> {
    let id = o.recurrence_id.expect("an override");
    let (before, mut after) = split(master, id).map_err(|error| Reason::ThisAndFuture { error })?;
    after.uid = format!("{}/{}", master.uid, id);
    let retimer = Retimer::new(after.start, o.start);
    move_exceptions(&mut after, &retimer, true);
    if let Some(rule) = &after.rrule {
        after.rrule = Some(
            retimer
                .rule(rule)
                .map_err(|error| Reason::ThisAndFuture { error })?,
        );
    }
    after.start = o.start;
    after.duration = o.duration;
    after.summary = o.summary.clone();
    after.description = o.description.clone();
    after.location = o.location.clone();
    Ok((before, after))
}

/// Overrides whose master is not in the file: a series made of exactly
/// those occurrences, each keeping its RECURRENCE-ID.
fn without_master(
    uid: String,
    mut overrides: Vec<Vevent>,
    problems: &mut Vec<Problem>,
) -> Vec<ParsedEvent> {
    overrides.sort_by_key(|o| {
        o.recurrence_time
            .map(|t| t.resolve().instant_in(chrono_tz::UTC))
    });
    let mut seen = std::collections::HashSet::new();
    overrides.retain(|o| {
        let fresh = seen.insert(o.recurrence_id);
        if !fresh {
            problems.push(Problem {
                line: o.line,
                what: Reason::SecondOverride {
                    id: o.recurrence_id.map(|id| id.to_string()).unwrap_or_default(),
                },
            });
        }
        fresh
    });
    let Some(first) = overrides.first() else {
        return Vec::new();
    };
    let first_time: EventTime = first.recurrence_time.expect("an override");
    let mut event = base_event(first);
    event.uid = uid;
    event.start = first_time;
    event.rrule = None;
    event.rdates.clear();
    event.exdates.clear();
    for o in &overrides {
        let time = o
            .recurrence_time
            .expect("an override")
            .named_like(&first_time);
        let id = RecurrenceId::from_event_time(&time);
        if event.overrides.iter().any(|x| x.recurrence_id == id) {
            problems.push(Problem {
                line: o.line,
                what: Reason::SecondOverride { id: id.to_string() },
            });
            continue;
        }
        if id != RecurrenceId::from_event_time(&first_time) {
            event.rdates.push(RecurrenceDate {
                start: time,
                duration: None,
            });
        }
        let ov = override_of(&event, o, id);
        event.overrides.push(ov);
    }
    let mut one = parsed(event, first);
    one.only_occurrences = true;
    // The message's version: its newest part's.
    one.sequence = overrides.iter().map(|o| o.sequence).max().unwrap_or(0);
    one.stamp = overrides.iter().filter_map(|o| o.stamp).max();
    vec![one]
}
