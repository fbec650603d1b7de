//! The rules every stored event keeps ([`validate`]), in a file of their
//! own so that the feature files that write events (editing, importing,
//! subscriptions, sync, the journal) need not import each other for them.

use chrono::Duration;

use super::ValidationError;
use crate::model::{EventDuration, StoredEvent};
use crate::recur::Series;

/// Checks that every stored event keeps the calendar's rules.
pub(crate) fn validate(stored: &StoredEvent, needs_title: bool) -> Result<(), ValidationError> {
    let e = &stored.event;
    if needs_title && e.summary.trim().is_empty() {
        return Err(ValidationError::EmptyTitle);
    }
    match (e.start.is_all_day(), e.duration) {
        (_, EventDuration::Exact(d)) if d < Duration::zero() => {
            return Err(ValidationError::EndBeforeStart)
        }
        // A timed event may last whole calendar days (DURATION:P1D); an
        // all-day one cannot last hours.
        (true, EventDuration::Exact(_)) => return Err(ValidationError::MixedKinds),
        _ => {}
    }
    if !within_limits(e) {
        return Err(ValidationError::TooLong);
    }
    Series::new(e)?;
    Ok(())
}

/// Whether every length the event holds — its own, its moved occurrences'
/// and extra dates', its reminders' distances — is within
/// [`crate::model::LONGEST_DAYS`].
fn within_limits(e: &crate::model::Event) -> bool {
    use crate::model::{OverrideChange, Reminder, Reminders};
    let near = |d: &Duration| d.num_days().abs() <= crate::model::LONGEST_DAYS;
    let reminders_near = match &e.reminders {
        Reminders::Own(list) => list.iter().all(|r| match r {
            Reminder::Before(d) | Reminder::BeforeEnd(d) => near(d),
            Reminder::At(_) => true,
        }),
        _ => true,
    };
    e.duration.within_limits()
        && reminders_near
        && e.rdates
            .iter()
            .all(|r| r.duration.is_none_or(|d| d.within_limits()))
        && e.overrides.iter().all(|o| match o.change {
            OverrideChange::Moved { duration, .. } => duration.within_limits(),
            OverrideChange::Cancelled => true,
        })
}
