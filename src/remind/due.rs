//! When an event's reminders are due: for each reminder, the occurrences
//! whose start minus the offset falls in a range (all-day occurrences start
//! at 00:00 in the viewer's zone), or the fixed instant.

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Tz;

use crate::model::{Event, Occurrence, OverrideChange, RecurrenceId, Reminder};
use crate::recur::Series;
use crate::store::reminder_key;

/// One reminder of one occurrence, due at `at`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Due {
    pub uid: String,
    pub recurrence_id: RecurrenceId,
    pub reminder: Reminder,
    /// The reminder's key in the delivery log.
    pub key: String,
    pub at: DateTime<Utc>,
    pub occurrence: Occurrence,
    /// The occurrence's title and place (its override's, if changed).
    pub title: String,
    pub location: Option<String>,
}

fn due(event: &Event, reminder: Reminder, at: DateTime<Utc>, occurrence: Occurrence) -> Due {
    let own = occurrence.override_of.and_then(|id| {
        event
            .overrides
            .iter()
            .find(|o| o.recurrence_id == id && !matches!(o.change, OverrideChange::Cancelled))
            .map(|o| &o.details)
    });
    Due {
        uid: event.uid.clone(),
        recurrence_id: occurrence.recurrence_id(),
        reminder,
        key: reminder_key(&reminder),
        at,
        occurrence,
        title: own
            .and_then(|d| d.summary.clone())
            .unwrap_or_else(|| event.summary.clone()),
        location: own
            .and_then(|d| d.location.clone())
            .or_else(|| event.location.clone())
            .filter(|l| !l.is_empty()),
    }
}

/// The due of `reminder` for occurrence `o` of `event`.
pub(crate) fn due_of(event: &Event, reminder: Reminder, o: Occurrence, viewer: Tz) -> Due {
    let at = match reminder {
        Reminder::Before(lead) => o.start.instant_in(viewer) - lead,
        Reminder::BeforeEnd(lead) => o.end.instant_in(viewer) - lead,
        Reminder::At(at) => at,
    };
    due(event, reminder, at, o)
}

/// Every reminder of `event` due in `(after, until]`, in due order.
pub fn dues_between(
    event: &Event,
    series: &Series,
    reminders: &[Reminder],
    after: DateTime<Utc>,
    until: DateTime<Utc>,
    viewer: Tz,
) -> Vec<Due> {
    let mut found = Vec::new();
    if until <= after || cancelled(event) {
        return found;
    }
    let second = Duration::seconds(1);
    let mut keep_due = |o: Occurrence, reminder: Reminder| {
        let d = due_of(event, reminder, o, viewer);
        if d.at > after && d.at <= until {
            found.push(d);
        }
    };
    for &reminder in reminders {
        match reminder {
            Reminder::Before(lead) => {
                // Due in (after, until] ⇔ starts in (after + lead, until + lead].
                for o in series.starting_in(after + lead + second, until + lead + second, viewer) {
                    keep_due(o, reminder);
                }
            }
            Reminder::BeforeEnd(lead) => {
                // Due in (after, until] ⇔ ends in (after + lead, until + lead]:
                // such an occurrence overlaps that range.
                for o in series.occurrences(after + lead, until + lead + second, viewer) {
                    keep_due(o, reminder);
                }
            }
            Reminder::At(at) if at > after && at <= until => {
                if let Some(first) = series.iter(viewer).next() {
                    keep_due(first, reminder);
                }
            }
            Reminder::At(_) => {}
        }
    }
    if let Some(d) = snooze_due(event, series, viewer).filter(|d| d.at > after && d.at <= until) {
        found.push(d);
    }
    found.sort_by_key(|d| d.at);
    found
}

/// A cancelled event (a meeting its organiser called off, STATUS:CANCELLED)
/// reminds of nothing: it is shown, struck through, until removed.
fn cancelled(event: &Event) -> bool {
    event.status == Some(crate::model::EventStatus::Cancelled)
}

/// The key of a snoozed reminder's return in the delivery log.
pub const SNOOZE_KEY: &str = "snooze";

/// When the reminder snoozed on the event (on any device) comes back,
/// unless it was acknowledged since.
pub(crate) fn snooze_due(event: &Event, series: &Series, viewer: Tz) -> Option<Due> {
    if cancelled(event) {
        return None;
    }
    let s = event.snooze?;
    if event.acknowledged.is_some_and(|a| a >= s.until) {
        return None;
    }
    // An override may have moved it; a year either side is far enough.
    let at = s.occurrence.instant_in(viewer);
    let o = series
        .occurrences(at - Duration::days(366), at + Duration::days(366), viewer)
        .find(|o| o.recurrence_id() == s.occurrence)?;
    let mut d = due(event, Reminder::At(s.until), s.until, o);
    d.key = SNOOZE_KEY.to_owned();
    Some(d)
}

/// The first reminder of `event` due strictly after `after`.
pub fn next_due(
    event: &Event,
    series: &Series,
    reminders: &[Reminder],
    after: DateTime<Utc>,
    viewer: Tz,
) -> Option<Due> {
    if cancelled(event) {
        return None;
    }
    reminders
        .iter()
        .filter_map(|&reminder| match reminder {
            Reminder::Before(lead) => {
                let o = series.next_after(after + lead, viewer)?;
                Some(due(event, reminder, o.start.instant_in(viewer) - lead, o))
            }
            Reminder::BeforeEnd(lead) => {
                first_from_end(event, series, reminder, lead, after, viewer)
            }
            Reminder::At(at) if at > after => {
                let first = series.iter(viewer).next()?;
                Some(due(event, reminder, at, first))
            }
            Reminder::At(_) => None,
        })
        .chain(snooze_due(event, series, viewer).filter(|d| d.at > after))
        .min_by_key(|d| d.at)
}

/// The first due after `after` of a reminder `lead` before each end.
/// Occurrences come in start order and an end is never before its start,
/// so once a start (less the lead) is past the best due so far, no later
/// occurrence can be earlier.
fn first_from_end(
    event: &Event,
    series: &Series,
    reminder: Reminder,
    lead: Duration,
    after: DateTime<Utc>,
    viewer: Tz,
) -> Option<Due> {
    // Far enough for any rule (a yearly one ends within its 400-year cycle).
    let horizon = after + lead + Duration::days(146_097);
    let mut best: Option<Due> = None;
    for o in series.occurrences(after + lead, horizon, viewer) {
        let earliest = o.start.instant_in(viewer) - lead;
        if best.as_ref().is_some_and(|b| earliest > b.at) {
            break;
        }
        let d = due_of(event, reminder, o, viewer);
        if d.at > after && best.as_ref().is_none_or(|b| d.at < b.at) {
            best = Some(d);
        }
    }
    best
}
