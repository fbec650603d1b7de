//! Reading what a screen shows from the store: one occurrence's details.

use crate::fl;
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
    let own_time = own_time(event, what, viewer, locale);
    let repeats = event
        .rrule
        .as_deref()
        .map(|text| match text.parse::<RRule>() {
            Ok(rule) => describe_rule(&rule, &event.start),
            // Stored rules were validated; one that no longer parses is
            // still a repetition, named as the unknown kind.
            Err(_) => crate::layout::custom(),
        });
    let repeats = match (repeats, event.rdates.is_empty()) {
        (Some(r), true) => Some(r),
        (Some(r), false) => Some(fl!(
            "details-and-more-dates",
            rule = r,
            count = event.rdates.len()
        )),
        (None, false) => Some(fl!("details-more-dates", count = event.rdates.len())),
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
        own_time,
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
        read_only: store.is_subscription(stored.calendar)?,
        conflict: crate::store::conflict_of(&stored).is_some(),
    })
}

/// The occurrence on its event's own clock, when that is another zone
/// with another offset than the viewer's at the time: "Tue 24 Nov, 09:00 –
/// 10:00 Sydney time" (the day only when it is not the viewer's day).
fn own_time(
    event: &crate::model::Event,
    what: &OccurrenceRef,
    viewer: Tz,
    locale: &Locale,
) -> Option<String> {
    use chrono::Offset;
    let zone = event.start.zone()?;
    if zone.iana() == Some(viewer) {
        return None;
    }
    let (start, duration) = event.occurrence_time(what.recurrence_id);
    let begin = start.resolve();
    let (from, to) = (
        begin.instant_in(viewer),
        begin.plus(duration).instant_in(viewer),
    );
    let there = from.with_timezone(&zone);
    let here = from.with_timezone(&viewer);
    if there.offset().fix() == here.offset().fix() {
        return None;
    }
    let end = to.with_timezone(&zone);
    let place = zone
        .name()
        .rsplit('/')
        .next()
        .unwrap_or("")
        .replace('_', " ");
    let place = if place.is_empty() || zone.iana().is_none() {
        zone.name().to_owned()
    } else {
        place
    };
    let day = if there.date_naive() == here.date_naive() {
        String::new()
    } else {
        locale.day(there.date_naive(), here.date_naive())
    };
    let (start, end) = (locale.time(there.time()), locale.time(end.time()));
    Some(if day.is_empty() {
        fl!("details-own-time", start = start, end = end, place = place)
    } else {
        fl!(
            "details-own-time-day",
            date = day,
            start = start,
            end = end,
            place = place
        )
    })
}
