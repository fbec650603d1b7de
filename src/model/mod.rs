//! Plain data: events, their times, and their occurrences.
//!
//! Nothing here parses rules, talks to a database or draws anything; the
//! other modules agree on these types.

mod event;
mod occurrence;
mod time;
mod zone;
mod zone_table;
mod zoned;

pub use event::{Event, EventDuration, Override, OverrideChange, RecurrenceDate};
pub use occurrence::{Occurrence, RecurrenceId};
pub use time::{EventTime, OccurrenceTime};
pub use zone::{local_to_utc, resolve_local, LocalResolution};
pub use zone_table::{SecsResolution, ZoneCursor, ZoneTable};
pub use zoned::ZonedTime;
