//! The recurrence engine: RFC 5545 RRULE parsing and validation, and lazy,
//! range-bounded expansion of whole recurrence sets (RRULE + RDATE + EXDATE +
//! overrides) with explicit DST policy.
//!
//! # Why it is built this way
//!
//! Every peer we measured (PostgreSQL PL/pgSQL, python-dateutil, the `rrule`
//! crate) walks a series from DTSTART on every query, so a week view of series
//! that began ten years ago pays for ten years. Here a period's candidates
//! always lie inside the period, so expansion for a range starts at the period
//! containing the range start: the cost is what is visible.
//!
//! # The pipeline
//!
//! 1. [`RRule`]: text ⇄ rule, with range checks on every value.
//! 2. [`Recurrence`]: the rule validated against its start (parts forbidden
//!    with the FREQ, ordinals that cannot match, UNTIL before start) and
//!    compiled, defaults filled in from DTSTART.
//! 3. Wall-clock expansion period by period (`expand`), then resolution of
//!    each candidate to an instant in the start's zone (`instants`, DST gaps
//!    forward by the gap, folds to the earlier instant).
//! 4. [`Series`]: merges the rule's instances with RDATEs, removes EXDATEs and
//!    overridden ids, merges the overrides' new times, and filters to the
//!    half-open range `[from, to)` by overlap ([`Series::occurrences`]) or by
//!    start ([`Series::starting_in`]).
//!
//! # Why it is fast
//!
//! Instances travel as integer seconds: offsets come from a per-zone table of
//! spans read through a cursor (`model::ZoneTable`), the range is tested before
//! any date-time is built, and occurrences carry a compact
//! [`crate::model::ZonedTime`]. The most common series — a rule stepping by a
//! fixed amount (daily, weekly on DTSTART's weekday, …) longer than the zone's
//! longest DST gap, with no exceptions — take a lane where instance `k` is
//! DTSTART + `k` steps and a range is reached by a division. `BENCHMARKS.md`
//! has the numbers.
//!
//! DTSTART is always the first instance, as RFC 5545 says, even when it does
//! not match the rule (it then counts toward COUNT).

mod calendar;
mod error;
mod expand;
mod instants;
mod occurrences;
mod on_rule;
mod plain;
mod recurrence;
mod rule;
pub mod scheduling;
mod series;
pub(crate) mod split;

pub use error::RuleError;
pub use expand::Exhaustion;
pub use occurrences::Occurrences;
pub use on_rule::start_on_rule;
pub use recurrence::Recurrence;
pub use rule::{Frequency, NthWeekday, RRule, Until};
pub use series::Series;
