//! What can be wrong with a recurrence, named precisely enough for a user to
//! fix it ("BYMONTHDAY=32: 32 is outside ±1..31").

use thiserror::Error;

/// A recurrence rule, or a series built on one, that Kairos refuses.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The rule text was empty.
    #[error("the rule is empty")]
    Empty,
    /// A part was not `NAME=VALUE`.
    #[error("'{0}' is not a NAME=VALUE rule part")]
    Malformed(String),
    /// A part appeared twice.
    #[error("{0} is given more than once")]
    Repeated(String),
    /// A part Kairos knows but cannot expand (RFC 7529's `RSCALE=HEBREW`,
    /// `SKIP=FORWARD`).
    #[error("{0} is not supported")]
    Unsupported(String),
    /// A part this implementation of RFC 5545 does not know.
    #[error("{0} is not an RRULE part")]
    UnknownPart(String),
    /// No `FREQ`.
    #[error("FREQ is missing")]
    MissingFreq,
    /// A part's value cannot be read or is out of range.
    #[error("{part}={value}: {reason}")]
    BadValue {
        part: &'static str,
        value: String,
        reason: String,
    },
    /// A part that RFC 5545 forbids with this FREQ (or with another part).
    #[error("{part} {reason}")]
    NotAllowed { part: &'static str, reason: String },
    /// UNTIL falls before DTSTART.
    #[error("UNTIL={until} is before the start {start}")]
    UntilBeforeStart { until: String, start: String },
}
