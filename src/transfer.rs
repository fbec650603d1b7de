//! Moving events between the store and .ics files: the glue that the
//! command line (and later the window) share, so that neither `store` nor
//! `ical` needs to know the other.

use chrono::NaiveDate;

use crate::ical::{self, ExportEvent, ParsedEvent};
use crate::store::{IncomingEvent, StoredEvent};

/// Events read from a file, as the store imports them.
pub fn incoming(events: &[ParsedEvent]) -> Vec<IncomingEvent> {
    events
        .iter()
        .map(|e| IncomingEvent {
            event: e.event.clone(),
            sequence: e.sequence,
            last_modified: e.last_modified,
            created: e.created,
        })
        .collect()
}

/// Stored events as an .ics file; `today` bounds the zone definitions of
/// series that never end.
pub fn to_ics(events: &[StoredEvent], today: NaiveDate) -> String {
    let list: Vec<ExportEvent<'_>> = events
        .iter()
        .map(|s| ExportEvent {
            event: &s.event,
            sequence: s.sequence,
            created: s.created,
            modified: s.modified,
        })
        .collect();
    ical::export(&list, today)
}
