//! What an edit asks for: which occurrences (a [`Scope`]) and which fields
//! ([`EventChanges`]). The store carries them out; the editor, drags and the
//! CLI only describe them, so they live here, beside the event they change.

use super::{CalendarId, EventDuration, EventTime, Meeting, RecurrenceId, Reminders};

/// Which occurrences of a recurring event an edit applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The whole series (the only scope for a one-off event).
    All,
    /// Only this occurrence: an override, or an EXDATE when deleting.
    This(RecurrenceId),
    /// This occurrence and all later ones: the series is split in two.
    Following(RecurrenceId),
}

/// What an edit changes; `None` leaves a field as it is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EventChanges {
    pub summary: Option<String>,
    /// `Some(None)` clears the notes.
    pub description: Option<Option<String>>,
    /// `Some(None)` clears the place.
    pub location: Option<Option<String>>,
    /// The new start of the first occurrence in scope.
    pub start: Option<EventTime>,
    pub duration: Option<EventDuration>,
    /// `Some(None)` stops the repetition.
    pub rrule: Option<Option<String>>,
    pub reminders: Option<Reminders>,
    pub calendar: Option<CalendarId>,
    /// Removed occurrences (EXDATEs, cancelled overrides) to bring back;
    /// whole-series scopes only.
    pub restored: Vec<RecurrenceId>,
    /// The series' new organiser and attendees (a guest list the
    /// organiser changed; empty: no longer a meeting); whole-series scopes
    /// only.
    pub meeting: Option<Meeting>,
}

impl EventChanges {
    /// Whether it changes what belongs to a meeting's organiser: the time,
    /// the repetition, the title, the place or the guests. An attendee's
    /// copy keeps these as the organiser sent them.
    pub fn touches_the_organizers(&self) -> bool {
        self.summary.is_some()
            || self.location.is_some()
            || self.start.is_some()
            || self.duration.is_some()
            || self.rrule.is_some()
            || !self.restored.is_empty()
            || self.meeting.is_some()
    }
}
