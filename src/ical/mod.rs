//! iCalendar (RFC 5545) import and export.
//!
//! Reading is our own, streamed, in three steps: content lines (`unfold`:
//! unfolding on bytes before UTF-8 decoding; `lines`: parameters with RFC
//! 6868 escapes), components as they end (`component`), then events
//! (`vevent`, `assemble`, `import`: two readings of the file) with TZIDs
//! resolved to IANA zones (`tz`: IANA and Windows names, and VTIMEZONE rules
//! matched against every zone). The `icalendar` crate was not used: it does
//! not read VTIMEZONE, and it unfolds after decoding, which breaks files that
//! fold inside a multi-byte character.
//!
//! Writing (`export`) produces what other calendars read back: CRLF, lines
//! folded at 75 octets without splitting a character, a VTIMEZONE for every
//! zone used, overrides as VEVENTs with RECURRENCE-ID.

mod alarm;
mod assemble;
mod cancel;
mod component;
mod export;
mod import;
pub mod itip;
mod lines;
pub mod participants;
mod reason;
mod tz;
mod unfold;
mod values;
mod vevent;
mod windows_display;
mod windows_zones;

pub use assemble::ParsedEvent;
pub use cancel::Cancellation;
pub use export::{export, export_compact, export_series_last, ExportEvent};
pub use import::{parse, FatalError, Found, Item, Parsed, ReadError, Source, Stop, Survey};
pub use lines::Problem;
pub use reason::{AlarmError, DefinitionError, Reason, ValueError, ZoneError};
