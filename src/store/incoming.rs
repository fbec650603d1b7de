//! An event from outside with its version ([`IncomingEvent`]): what an
//! import, a subscription's refresh and a sync hand the store, in a file of
//! its own so that those feature files need not import each other for it.

use chrono::{DateTime, Utc};

use crate::model::Event;

/// An event from outside, with its version.
#[derive(Debug, Clone)]
pub struct IncomingEvent {
    pub event: Event,
    /// iCalendar SEQUENCE.
    pub sequence: u32,
    /// LAST-MODIFIED, if known.
    pub last_modified: Option<DateTime<Utc>>,
    /// CREATED, if known.
    pub created: Option<DateTime<Utc>>,
}
