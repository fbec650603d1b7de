//! One VEVENT → the parts of an event, each value checked.

use chrono::{DateTime, Duration, Utc};

use super::alarm;
use super::component::Component;
use super::lines::{ContentLine, Problem};
use super::reason::{Reason, ValueError};
use super::tz::ZoneResolver;
use super::values::{self, IcalTime};
use crate::model::{
    EventDuration, EventStatus, EventTime, Meeting, RecurrenceDate, RecurrenceId, Reminder,
    Transparency,
};
use crate::recur::{RRule, Recurrence, RuleError};

/// Properties Kairos reads; every other one is kept verbatim.
const UNDERSTOOD: [&str; 19] = [
    "UID",
    "DTSTART",
    "DTEND",
    "DURATION",
    "RRULE",
    "RDATE",
    "EXDATE",
    "RECURRENCE-ID",
    "SUMMARY",
    "DESCRIPTION",
    "LOCATION",
    "CATEGORIES",
    "STATUS",
    "TRANSP",
    "URL",
    "SEQUENCE",
    "DTSTAMP",
    "CREATED",
    "LAST-MODIFIED",
];

/// A VEVENT read: everything needed to build an event or an override.
#[derive(Debug, Clone)]
pub struct Vevent {
    pub uid: Option<String>,
    pub line: usize,
    pub recurrence_id: Option<RecurrenceId>,
    /// The RECURRENCE-ID as a time, written like it.
    pub recurrence_time: Option<EventTime>,
    pub this_and_future: bool,
    pub start: EventTime,
    pub duration: EventDuration,
    pub rrule: Option<String>,
    pub rdates: Vec<RecurrenceDate>,
    pub exdates: Vec<EventTime>,
    pub summary: String,
    pub description: Option<String>,
    pub location: Option<String>,
    pub categories: Vec<String>,
    pub status: Option<EventStatus>,
    pub transparency: Transparency,
    pub url: Option<String>,
    pub sequence: u32,
    pub created: Option<DateTime<Utc>>,
    pub last_modified: Option<DateTime<Utc>>,
    /// DTSTAMP: when an iTIP message was made.
    pub stamp: Option<DateTime<Utc>>,
    pub reminders: Vec<Reminder>,
    /// The latest ACKNOWLEDGED of its VALARMs.
    pub acknowledged: Option<DateTime<Utc>>,
    /// Its snooze alarm's time, and the occurrence it names (RFC 9074).
    pub snooze: Option<(DateTime<Utc>, Option<crate::model::RecurrenceId>)>,
    pub extra: Vec<String>,
    /// ORGANIZER and ATTENDEE, read.
    pub meeting: Meeting,
}

/// Reads `c`. A problem that makes the whole event unusable is an `Err`;
/// smaller ones (one bad EXDATE, an alarm that cannot be kept) are pushed to
/// `problems` and the rest is kept. Mistakes read in the way their writer
/// meant are kept, and said in `notes`.
/// A VEVENT's UID, if it has a non-empty one.
pub fn uid(c: &Component) -> Option<&str> {
    c.property("UID")
        .map(|p| p.value.trim())
        .filter(|u| !u.is_empty())
}

pub fn read(
    c: &Component,
    zones: &mut ZoneResolver<'_>,
    problems: &mut Vec<Problem>,
    notes: &mut Vec<Problem>,
) -> Result<Vevent, Problem> {
    let fail = |line: usize, what: Reason| Problem { line, what };
    if !c.ended {
        return Err(fail(c.line, Reason::CutOff));
    }
    let dtstart = c
        .property("DTSTART")
        .ok_or_else(|| fail(c.line, Reason::NoStart))?;
    let start = time_of(dtstart, zones, notes).map_err(|e| value_problem(dtstart, e))?;
    let duration = duration_of(c, &start, zones, notes)?;
    // An empty `RRULE:` (holiday feeds write one) means no rule, as libical
    // and ical.js read it.
    let rrule = match c.all("RRULE").find(|p| !p.value.trim().is_empty()) {
        None => None,
        Some(p) => 'rule: {
            let rule: RRule = match p.value.parse() {
                Ok(rule) => rule,
                // A rule in another calendar (RFC 7529) keeps the event, as
                // its first occurrence, rather than losing it.
                Err(error @ RuleError::Unsupported(_)) => {
                    notes.push(fail(p.line, Reason::RuleUnsupported { error }));
                    break 'rule None;
                }
                Err(error) => return Err(fail(p.line, Reason::Rule { error })),
            };
            match Recurrence::new(rule.clone(), &start) {
                Ok(_) => {
                    if c.all("RRULE")
                        .filter(|p| !p.value.trim().is_empty())
                        .count()
                        > 1
                    {
                        problems.push(fail(p.line, Reason::MoreThanOneRule));
                    }
                    Some(rule.to_string())
                }
                // DTSTART is always the first occurrence (RFC 5545 §3.8.5.3):
                // a rule that ends before it adds nothing, and the event
                // still happens once.
                Err(error @ RuleError::UntilBeforeStart { .. }) => {
                    notes.push(fail(p.line, Reason::RuleBeforeStart { error }));
                    None
                }
                Err(error) => return Err(fail(p.line, Reason::Rule { error })),
            }
        }
    };
    let mut rdates = Vec::new();
    for p in c.all("RDATE") {
        let is_period = p
            .param("VALUE")
            .is_some_and(|v| v.eq_ignore_ascii_case("PERIOD"));
        for value in values::split_list(&p.value) {
            let read = if is_period || value.contains('/') {
                values::period(value, p.param("TZID")).and_then(|(t, length)| {
                    let start = zones.event_time(t)?;
                    Ok(RecurrenceDate {
                        start,
                        duration: Some(EventDuration::Exact(length)),
                    })
                })
            } else {
                lenient_time(value, p, zones).map(|start| RecurrenceDate {
                    start,
                    duration: None,
                })
            };
            match read.and_then(|r| same_kind(&start, &r.start).map(|_| r)) {
                Ok(r) => rdates.push(r),
                Err(error) => problems.push(fail(
                    p.line,
                    Reason::DateLeftOut {
                        property: "RDATE",
                        value: value.to_owned(),
                        error,
                    },
                )),
            }
        }
    }
    let mut exdates = Vec::new();
    for p in c.all("EXDATE") {
        for value in values::split_list(&p.value) {
            match lenient_time(value, p, zones) {
                Ok(t) => exdates.push(t),
                Err(error) => problems.push(fail(
                    p.line,
                    Reason::DateLeftOut {
                        property: "EXDATE",
                        value: value.to_owned(),
                        error,
                    },
                )),
            }
        }
    }
    let (recurrence_id, recurrence_time, this_and_future) = match c.property("RECURRENCE-ID") {
        None => (None, None, false),
        Some(p) => {
            let t = time_of(p, zones, notes).map_err(|e| value_problem(p, e))?;
            let future = p
                .param("RANGE")
                .is_some_and(|r| r.eq_ignore_ascii_case("THISANDFUTURE"));
            (Some(RecurrenceId::from_event_time(&t)), Some(t), future)
        }
    };
    let text = |name: &str| c.property(name).map(|p| values::unescape(&p.value));
    let stamp = |name: &str| {
        c.property(name)
            .and_then(|p| match values::time(&p.value, None, None) {
                Ok(IcalTime::Utc(t)) => Some(t),
                _ => None,
            })
    };
    let sequence = sequence(c, problems);
    let status = c.property("STATUS").and_then(|p| {
        let s = EventStatus::parse(&p.value);
        if s.is_none() {
            problems.push(fail(
                p.line,
                Reason::StatusUnknown {
                    value: p.value.clone(),
                },
            ));
        }
        s
    });
    let transparency = match c.property("TRANSP") {
        Some(p) if p.value.trim().eq_ignore_ascii_case("TRANSPARENT") => Transparency::Transparent,
        _ => Transparency::Opaque,
    };
    let categories = c
        .all("CATEGORIES")
        .flat_map(|p| {
            values::split_list(&p.value)
                .into_iter()
                .map(values::unescape)
        })
        .filter(|s| !s.is_empty())
        .collect();
    // A snooze alarm (RFC 9074) is a reminder put off, not one of its own.
    let mut snooze = None;
    for a in c.children.iter().filter(|a| a.name == "VALARM") {
        match alarm::snooze(a) {
            Some(Ok(s)) => snooze = snooze.max(Some(s)),
            Some(Err(error)) => notes.push(fail(a.line, Reason::SnoozeLeftOut { error })),
            None => {}
        }
    }
    let reminders = c
        .children
        .iter()
        .filter(|a| a.name == "VALARM" && alarm::snooze(a).is_none())
        .filter_map(|a| match alarm::reminders(a, notes) {
            Ok(r) => Some(r),
            Err(error) => {
                problems.push(fail(a.line, Reason::AlarmLeftOut { error }));
                None
            }
        })
        .flatten()
        .fold(Vec::new(), |mut list, r| {
            // Two alarms at the same moment are one reminder.
            if !list.contains(&r) {
                list.push(r);
            }
            list
        });
    let acknowledged = c
        .children
        .iter()
        .filter(|a| a.name == "VALARM")
        .filter_map(|a| alarm::acknowledged(a, notes))
        .max();
    for other in c.children.iter().filter(|a| a.name != "VALARM") {
        problems.push(fail(
            other.line,
            Reason::InsideEvent {
                component: other.name.clone(),
            },
        ));
    }
    let mut meeting = Meeting::default();
    Ok(Vevent {
        uid: uid(c).map(str::to_owned),
        line: c.line,
        recurrence_id,
        recurrence_time,
        this_and_future,
        start,
        duration,
        rrule,
        rdates,
        exdates,
        summary: text("SUMMARY").unwrap_or_default(),
        // An empty DESCRIPTION or LOCATION is no description or location.
        description: text("DESCRIPTION").filter(|t| !t.is_empty()),
        location: text("LOCATION").filter(|t| !t.is_empty()),
        categories,
        status,
        transparency,
        url: c.property("URL").map(|p| p.value.trim().to_owned()),
        sequence,
        created: stamp("CREATED"),
        last_modified: stamp("LAST-MODIFIED"),
        stamp: stamp("DTSTAMP"),
        reminders,
        acknowledged,
        snooze,
        extra: c
            .properties
            .iter()
            .filter(|p| !UNDERSTOOD.contains(&p.name.as_str()))
            .filter(|p| !super::participants::take(&mut meeting, p))
            .map(|p| p.raw.clone())
            .collect(),
        meeting,
    })
}

/// A component's SEQUENCE: 0 when it has none, and when it is no number
/// (said in `problems`).
pub(super) fn sequence(c: &Component, problems: &mut Vec<Problem>) -> u32 {
    match c.property("SEQUENCE") {
        None => 0,
        Some(p) => p.value.trim().parse().unwrap_or_else(|_| {
            problems.push(Problem {
                line: p.line,
                what: Reason::SequenceNotNumber {
                    value: p.value.clone(),
                },
            });
            0
        }),
    }
}

pub(super) fn time_of(
    p: &ContentLine,
    zones: &mut ZoneResolver<'_>,
    notes: &mut Vec<Problem>,
) -> Result<EventTime, ValueError> {
    let t = values::time(&p.value, p.param("TZID"), p.param("VALUE"))?;
    // Read as floating by the resolver; said once, here.
    if let IcalTime::Zoned(_, tzid) = &t {
        if zones.is_unknown(tzid) {
            notes.push(Problem {
                line: p.line,
                what: Reason::UnknownZone {
                    property: p.name.clone(),
                    tzid: tzid.clone(),
                },
            });
        }
    }
    zones.event_time(t)
}

/// EXDATE/RDATE values; a date written with a trailing `Z` (Google writes
/// `RDATE:20131210Z`) is read as the date it plainly is: eight digits are a
/// date whatever follows.
fn lenient_time(
    value: &str,
    p: &ContentLine,
    zones: &mut ZoneResolver<'_>,
) -> Result<EventTime, ValueError> {
    let value = match value.trim().strip_suffix('Z') {
        Some(date) if date.len() == 8 && date.bytes().all(|b| b.is_ascii_digit()) => date,
        _ => value,
    };
    let t = values::time(value, p.param("TZID"), p.param("VALUE"))?;
    zones.event_time(t)
}

fn same_kind(start: &EventTime, other: &EventTime) -> Result<(), ValueError> {
    if start.is_all_day() == other.is_all_day() {
        Ok(())
    } else {
        Err(ValueError::MixedKinds)
    }
}

/// DTEND or DURATION; without either, a date lasts a day and a date-time
/// no time at all (RFC 5545 §3.6.1).
fn duration_of(
    c: &Component,
    start: &EventTime,
    zones: &mut ZoneResolver<'_>,
    notes: &mut Vec<Problem>,
) -> Result<EventDuration, Problem> {
    let fail = |line: usize, what: Reason| Problem { line, what };
    if let Some(p) = c.property("DTEND") {
        let end = values::time(&p.value, p.param("TZID"), p.param("VALUE"))
            .map_err(|e| value_problem(p, e))?;
        // A DTEND before DTSTART (a hand-edited or buggy writer) ends the
        // event when it starts, with a note, as libical reads it, instead
        // of losing the event.
        let mut before_start = || {
            notes.push(fail(p.line, Reason::EndBeforeStart));
        };
        let length = match (start, end) {
            (EventTime::AllDay(s), IcalTime::Date(e)) => {
                let days = (e - *s).num_days();
                Ok(EventDuration::Days(u32::try_from(days).unwrap_or_else(
                    |_| {
                        before_start();
                        0
                    },
                )))
            }
            (EventTime::AllDay(_), _) | (_, IcalTime::Date(_)) => {
                Err(fail(p.line, Reason::EndKinds))
            }
            (_, end) => {
                let end = end_instant(end, start, zones).map_err(|e| value_problem(p, e))?;
                let begin = start.resolve().instant_in(chrono_tz::UTC);
                let length = end - begin;
                if length < Duration::zero() {
                    before_start();
                    Ok(EventDuration::Exact(Duration::zero()))
                } else {
                    Ok(EventDuration::Exact(length))
                }
            }
        }?;
        if !length.within_limits() {
            return Err(fail(p.line, Reason::EndTooLong));
        }
        return Ok(length);
    }
    if let Some(p) = c.property("DURATION") {
        let d = values::duration(&p.value).map_err(|e| value_problem(p, e))?;
        if d < Duration::zero() {
            return Err(fail(p.line, Reason::DurationNegative));
        }
        // Days and weeks alone are calendar days (RFC 5545 §3.3.6): a
        // timed event of P1D ends at the same wall-clock time the next day.
        let whole_days = !p.value.contains(['T', 't']) && d == Duration::days(d.num_days());
        return Ok(if start.is_all_day() {
            EventDuration::Days(u32::try_from(d.num_days().max(1)).unwrap_or(1))
        } else if whole_days && d > Duration::zero() {
            EventDuration::Days(u32::try_from(d.num_days()).unwrap_or(u32::MAX))
        } else {
            EventDuration::Exact(d)
        });
    }
    Ok(if start.is_all_day() {
        EventDuration::Days(1)
    } else {
        EventDuration::Exact(Duration::zero())
    })
}

/// DTEND as an instant comparable with DTSTART (a floating DTEND with a
/// zoned DTSTART is read in the start's zone).
fn end_instant(
    end: IcalTime,
    start: &EventTime,
    zones: &mut ZoneResolver<'_>,
) -> Result<DateTime<Utc>, ValueError> {
    // A floating end (also one in a zone nobody defines) is in the start's zone.
    let end = match (zones.or_floating(end), start) {
        (IcalTime::Floating(local), EventTime::Zoned { tz, .. }) => {
            EventTime::Zoned { local, tz: *tz }
        }
        (end, _) => zones.event_time(end)?,
    };
    Ok(end.resolve().instant_in(chrono_tz::UTC))
}

/// Property `p`'s value could not be read.
fn value_problem(p: &ContentLine, error: ValueError) -> Problem {
    Problem {
        line: p.line,
        what: Reason::Value {
            property: p.name.clone(),
            error,
        },
    }
}
