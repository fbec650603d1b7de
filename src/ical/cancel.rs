//! A VEVENT of an iTIP CANCEL (RFC 5546 §3.2.5) read as what it cancels,
//! not as an event: a cancellation needs only the UID, the occurrence
//! (RECURRENCE-ID; none: the whole meeting), its version and its sender,
//! and may lack a DTSTART (Thunderbird's do), which an event cannot.
//! Nor does it need `STATUS:CANCELLED` (Evolution and iCloud leave it
//! out): the METHOD says it.

use chrono::{DateTime, Utc};

use super::component::Component;
use super::lines::Problem;
use super::reason::Reason;
use super::tz::ZoneResolver;
use super::vevent::{sequence, time_of, uid};
use crate::model::{CancelledOccurrence, Meeting, Organizer, OrganizerMessage, OrganizerSays};

/// What one VEVENT of a CANCEL cancels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cancellation {
    pub uid: String,
    /// Its SUMMARY, to say what was cancelled.
    pub summary: String,
    pub organizer: Option<Organizer>,
    /// The occurrence (its RECURRENCE-ID as written, and whether with
    /// RANGE=THISANDFUTURE); `None`: the meeting.
    pub occurrence: Option<CancelledOccurrence>,
    pub sequence: u32,
    /// DTSTAMP.
    pub stamp: Option<DateTime<Utc>>,
    /// The line of its VEVENT.
    pub line: usize,
}

impl Cancellation {
    /// As the organiser's message it is.
    pub fn message(self) -> OrganizerMessage {
        OrganizerMessage {
            uid: self.uid,
            organizer: self.organizer,
            sequence: self.sequence,
            stamp: self.stamp,
            says: match self.occurrence {
                None => OrganizerSays::CancelMeeting,
                Some(o) => OrganizerSays::CancelOccurrences(vec![o]),
            },
        }
    }
}

/// Reads the cancellation VEVENT `c`; a problem when it names nothing (no
/// UID) or its RECURRENCE-ID cannot be read.
pub(super) fn read(
    c: &Component,
    zones: &mut ZoneResolver<'_>,
    problems: &mut Vec<Problem>,
    notes: &mut Vec<Problem>,
) -> Result<Cancellation, Problem> {
    let fail = |line: usize, what: Reason| Problem { line, what };
    if !c.ended {
        return Err(fail(c.line, Reason::CutOff));
    }
    let uid = uid(c).ok_or_else(|| fail(c.line, Reason::CancelWithoutUid))?;
    let occurrence = match c.property("RECURRENCE-ID") {
        None => None,
        Some(p) => Some(CancelledOccurrence {
            id: time_of(p, zones, notes).map_err(|error| {
                fail(
                    p.line,
                    Reason::Value {
                        property: p.name.clone(),
                        error,
                    },
                )
            })?,
            and_later: p
                .param("RANGE")
                .is_some_and(|r| r.eq_ignore_ascii_case("THISANDFUTURE")),
        }),
    };
    let sequence = sequence(c, problems);
    let stamp =
        c.property("DTSTAMP")
            .and_then(|p| match super::values::time(&p.value, None, None) {
                Ok(super::values::IcalTime::Utc(t)) => Some(t),
                _ => None,
            });
    let mut meeting = Meeting::default();
    for p in c.all("ORGANIZER") {
        super::participants::take(&mut meeting, p);
    }
    Ok(Cancellation {
        uid: uid.to_owned(),
        summary: c
            .property("SUMMARY")
            .map(|p| super::values::unescape(&p.value))
            .unwrap_or_default(),
        organizer: meeting.organizer,
        occurrence,
        sequence,
        stamp,
        line: c.line,
    })
}
