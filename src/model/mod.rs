//! Plain data: calendars, events, their times, reminders and occurrences.
//!
//! Nothing here parses rules, talks to a database or draws anything; the
//! other modules agree on these types. Time-zone resolution lives here too
//! (`resolve_local` with the DST policy, and `ZoneTable`/`ZoneCursor`, the
//! same answers without a search per question), because every time type
//! needs it.

mod answering;
mod calendar;
mod calendar_user;
mod change;
pub mod conflict;
mod custom_zone;
mod event;
mod listing;
mod meeting;
mod occurrence;
mod participant;
mod property;
mod reminder;
mod scheduling;
mod stored;
mod time;
mod zone;
mod zone_table;
mod zoned;

pub use answering::AnswerError;
pub use calendar::{next_color, Calendar, CalendarId, PALETTE};
pub use calendar_user::{CalendarAddress, ParticipationStatus, Role};
pub use change::{EventChanges, Scope};
pub use custom_zone::{CustomZone, CustomZoneError, CustomZoneId, Observance, COMPILED_UNTIL_YEAR};
pub use event::{
    longest, Event, EventDuration, EventStatus, Override, OverrideChange, OverrideDetails,
    RecurrenceDate, Transparency, LONGEST_DAYS,
};
pub use listing::{EventOccurrence, Headline, OccurrenceRef};
pub use meeting::{Identity, Meeting, MyAnswer, Standing};
pub use occurrence::{Occurrence, RecurrenceId};
pub use participant::{Attendee, Organizer, Participant, UserKind};
pub use property::{first_value, param_value, Parameter, Property, PropertyError};
pub use reminder::{
    all_day_default, days_before_at, on_the_day_at, DefaultReminders, Reminder, Reminders, Snooze,
};
pub use scheduling::{CancelledOccurrence, OrganizerMessage, OrganizerSays};
pub use stored::StoredEvent;
pub use time::{EventTime, OccurrenceTime};
pub use zone::{local_to_utc, resolve_local, LocalResolution, Zone, ZoneOffset};
pub use zone_table::{PolicyInstant, SecsResolution, Transition, ZoneCursor, ZoneTable};
pub use zoned::ZonedTime;
