//! How a sync marks a conflict copy: when the same property of an event
//! changed here and on the server, both versions are kept — the server's
//! under the event's UID, this device's as a copy that names it.

use super::Event;

/// The property a conflict copy carries: the UID of the event it copies.
pub const CONFLICT_OF: &str = "X-KAIROS-CONFLICT-OF";
/// What the sync adds to a copy's title.
pub const COPY_SUFFIX: &str = " (conflict copy)";

/// The UID of the event `event` is a conflict copy of, if it is one.
pub fn copy_of(event: &Event) -> Option<&str> {
    event.extra_properties.iter().find_map(|line| {
        let (name, value) = line.split_once(':')?;
        name.eq_ignore_ascii_case(CONFLICT_OF).then_some(value)
    })
}

/// A copy's title as the event had it, without the sync's mark.
pub fn unmarked_title(summary: &str) -> &str {
    summary.strip_suffix(COPY_SUFFIX).unwrap_or(summary)
}
