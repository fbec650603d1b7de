//! Reading what a screen shows from the store: one occurrence's details.

use chrono::{Days, NaiveTime};
use chrono_tz::Tz;

use crate::layout::{describe_reminder, describe_rule, describe_time, Item, Locale, Span};
use crate::model::{EventTime, OccurrenceRef, OccurrenceTime};
use crate::recur::RRule;
use crate::store::{Store, StoreError};
use crate::ui::screen::details::EventDetails;

/// Reads the event behind `what`, in words for the details panel. `item` is the occurrence as laid out,
/// when it is on screen; otherwise its time is worked out from the
/// event (an Open from a notification for a day not shown yet).
pub fn event_details(
    store: &Store,
    what: &OccurrenceRef,
    item: Option<&Item>,
    viewer: Tz,
    locale: &Locale,
) -> Result<EventDetails, StoreError> {
    let stored = store.event(&what.uid)?;
    let event = &stored.event;
    let own = event
        .overrides
        .iter()
        .find(|o| o.recurrence_id == what.recurrence_id)
        .map(|o| o.details.clone())
        .unwrap_or_default();
    let when = match item.map(|i| i.span) {
        Some(Span::AllDay { first, last }) => describe_time(
            first.and_time(NaiveTime::MIN),
            (last + Days::new(1)).and_time(NaiveTime::MIN),
            true,
            locale,
        ),
        Some(Span::Timed { start, end }) => describe_time(start, end, false, locale),
        None => {
            let (start, duration) = event.occurrence_time(what.recurrence_id);
            let begin = start.resolve();
            let end = begin.plus(duration);
            let local = |t: OccurrenceTime| match t {
                OccurrenceTime::Floating(l) => l,
                other => other
                    .instant_in(viewer)
                    .with_timezone(&viewer)
                    .naive_local(),
            };
            describe_time(
                local(begin),
                local(end),
                matches!(start, EventTime::AllDay(_)),
                locale,
            )
        }
    };
    let repeats = event
        .rrule
        .as_deref()
        .map(|text| match text.parse::<RRule>() {
            Ok(rule) => describe_rule(&rule, &event.start),
            Err(_) => format!("Custom rule: {text}"),
        });
    let repeats = match (repeats, event.rdates.is_empty()) {
        (Some(r), true) => Some(r),
        (Some(r), false) => Some(format!("{r}, and on {} more dates", event.rdates.len())),
        (None, false) => Some(format!("On {} more dates", event.rdates.len())),
        (None, true) => None,
    };
    let calendar = store
        .calendars()?
        .into_iter()
        .find(|c| c.id == stored.calendar);
    let defaults = calendar
        .as_ref()
        .map(|c| c.default_reminders.clone())
        .unwrap_or_default();
    Ok(EventDetails {
        what: what.clone(),
        title: own.summary.unwrap_or_else(|| event.summary.clone()),
        when,
        repeats,
        reminders: event
            .reminders
            .effective(&defaults)
            .iter()
            .map(|r| describe_reminder(r, viewer, locale))
            .collect(),
        location: own
            .location
            .or_else(|| event.location.clone())
            .filter(|l| !l.trim().is_empty()),
        notes: own
            .description
            .or_else(|| event.description.clone())
            .filter(|n| !n.trim().is_empty()),
        calendar: calendar
            .as_ref()
            .map(|c| c.name.clone())
            .unwrap_or_default(),
        color: calendar.map(|c| c.color).unwrap_or_default(),
        recurring: event.is_recurring(),
    })
}
