//! What a view lists: one occurrence with the few texts it shows.

use std::sync::Arc;

use super::{CalendarId, Occurrence, RecurrenceId};

/// One occurrence with what a view shows of its event, overrides applied.
///
/// Small on purpose (a month of a busy file holds thousands): the event's
/// texts are shared by every occurrence through one [`Headline`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventOccurrence {
    /// When it starts and ends, and which occurrence of the series it is.
    pub occurrence: Occurrence,
    /// The calendar it is in.
    pub calendar: CalendarId,
    /// Its event's uid and texts, or this occurrence's own where an
    /// override changed them.
    pub headline: Arc<Headline>,
    /// How many more occurrences of its event start on the same day after
    /// this one and were left out of the listing: an event repeating
    /// faster than a view can show (`FREQ=SECONDLY`) is listed up to a cap
    /// a day, with "and N more" on the last one listed.
    pub more_that_day: u32,
    /// My answer, when this occurrence is of a meeting someone else
    /// organises and I am invited (the occurrence's own answer where it
    /// has one).
    pub my_answer: Option<super::MyAnswer>,
}

/// What a view shows of an event besides its times.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Headline {
    /// The event (series) uid.
    pub uid: String,
    /// The title.
    pub summary: String,
    /// The place.
    pub location: Option<String>,
    /// Whether the event repeats (edits then ask for a scope).
    pub recurring: bool,
    /// A meeting its organiser cancelled (STATUS:CANCELLED): drawn struck
    /// through until removed, and it reminds of nothing.
    pub cancelled: bool,
}

impl EventOccurrence {
    /// The uid of its event.
    pub fn uid(&self) -> &str {
        &self.headline.uid
    }

    /// Its title.
    pub fn summary(&self) -> &str {
        &self.headline.summary
    }

    /// Its place.
    pub fn location(&self) -> Option<&str> {
        self.headline.location.as_deref()
    }

    /// Whether its event repeats.
    pub fn recurring(&self) -> bool {
        self.headline.recurring
    }
}

/// One occurrence of one event, by its event's uid and its recurrence id:
/// what a click selects, a reminder's Open asks for, and the window is told
/// to show by another process.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct OccurrenceRef {
    /// The event (series) uid.
    pub uid: String,
    /// Which occurrence of it.
    pub recurrence_id: RecurrenceId,
}

impl EventOccurrence {
    /// Names this occurrence.
    pub fn reference(&self) -> OccurrenceRef {
        OccurrenceRef {
            uid: self.uid().to_owned(),
            recurrence_id: self.occurrence.recurrence_id(),
        }
    }
}
