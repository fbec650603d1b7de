//! The calendar views as parts: the month as a grid of days, the week as
//! a column per day, the agenda as a list under day headings.
//!
//! Every event of a day is a part of it, also those the screen hides
//! behind "+N more" or past the week's side-by-side limit: a screen
//! reader user must reach all of them, and the layout's items hold them
//! all. The events of a day are in start order, all-day ones first.

use chrono::NaiveDate;

use super::words::{day_name, facts, when};
use super::{Bounds, Key, Part, Role};
use crate::fl;
use crate::layout::{AgendaDay, Item, Loaded, Locale, MonthLayout};
use crate::model::{Calendar, OccurrenceRef};

/// What naming an event takes besides the event.
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    pub locale: &'a Locale,
    pub calendars: &'a [Calendar],
    /// The uids of unsettled conflicts' two versions.
    pub conflicted: &'a [String],
    pub today: NaiveDate,
    /// The open event.
    pub selected: Option<&'a OccurrenceRef>,
}

/// An event as heard: "09:00 to 09:15, Standup, Room 4, Personal, repeats".
pub fn event_name(item: &Item, facts_of: &Facts<'_>) -> String {
    let mut words = vec![when(item, facts_of.locale), item.title().to_owned()];
    if let Some(place) = item.location().filter(|p| !p.is_empty()) {
        words.push(place.to_owned());
    }
    if let Some(c) = facts_of.calendars.iter().find(|c| c.id == item.calendar) {
        words.push(c.name.clone());
    }
    let conflicted = facts_of.conflicted.iter().any(|u| u == item.uid());
    words.extend(facts(item, conflicted));
    words.join(", ")
}

/// The events of `loaded` on `day`, in start order.
fn on_day(loaded: &Loaded, day: NaiveDate) -> impl Iterator<Item = &Item> {
    loaded.items.iter().filter(move |i| i.covers(day))
}

/// The key of a day's part in the month or week.
pub fn day_key(day: NaiveDate) -> Key {
    Key::of(("day", day))
}

/// The key of the event `what`'s part under the day `day` (an event
/// spanning days is a part of each).
pub fn event_key(day: NaiveDate, what: &OccurrenceRef) -> Key {
    Key::of(("event", day, what.uid.as_str(), what.recurrence_id))
}

/// What the parts of the month or week grid send.
pub struct GridActs<'a, A> {
    /// A day pressed.
    pub day: &'a dyn Fn(NaiveDate) -> A,
    /// An event pressed.
    pub event: &'a dyn Fn(&Item) -> A,
    /// The keyboard put on a day, or on an event of it.
    pub focus: &'a dyn Fn(NaiveDate, Option<&Item>) -> A,
}

/// An event's part, under the day `day`.
fn event<A>(
    item: &Item,
    day: NaiveDate,
    facts: &Facts<'_>,
    on_event: &impl Fn(&Item) -> A,
) -> Part<A> {
    let key = event_key(day, &item.reference());
    let selected = facts.selected.is_some_and(|s| item.is(s));
    Part::new(key, Role::Button, event_name(item, facts))
        .click(on_event(item))
        .selected(selected)
}

/// A day's part in a grid: named, pressed and focused, with its events.
fn day_part<A>(
    loaded: &Loaded,
    day: NaiveDate,
    facts: &Facts<'_>,
    acts: &GridActs<'_, A>,
) -> Part<A> {
    let name = day_name(day, count(loaded, day), facts.today);
    let events = on_day(loaded, day).map(|i| {
        event(i, day, facts, &|i: &Item| (acts.event)(i)).focus((acts.focus)(day, Some(i)))
    });
    Part::new(day_key(day), Role::Cell, name)
        .click((acts.day)(day))
        .focus((acts.focus)(day, None))
        .children(events)
}

/// How many events a day holds, counting those the query left out.
fn count(loaded: &Loaded, day: NaiveDate) -> usize {
    on_day(loaded, day)
        .map(|i| 1 + i.more_that_day as usize)
        .sum()
}

/// The month grid: a row per week, a cell per day named by its date and
/// how many events it holds, each event a part of its day. `bounds` is
/// where the grid's days are drawn.
pub fn month_grid<A>(
    loaded: &Loaded,
    layout: &MonthLayout,
    facts: &Facts<'_>,
    bounds: Bounds,
    acts: &GridActs<'_, A>,
) -> Part<A> {
    let rows = layout.weeks.len();
    let weeks = layout.weeks.iter().enumerate().map(|(r, week)| {
        let first = week.days.first().map(|d| d.date);
        let cells = week.days.iter().enumerate().map(|(c, cell)| {
            day_part(loaded, cell.date, facts, acts).bounds(bounds.cell(
                r,
                rows,
                c,
                week.days.len(),
            ))
        });
        Part::new(Key::of(("week-row", first)), Role::Row, "")
            .bounds(bounds.cell(r, rows, 0, 1))
            .children(cells)
    });
    Part::new(Key::of("month"), Role::Grid, fl!("a11y-month"))
        .bounds(bounds)
        .children(weeks)
}

/// The week: a column per day (named as the month's cells are) holding
/// its events, all-day ones first.
pub fn week_columns<A>(
    loaded: &Loaded,
    days: &[NaiveDate],
    facts: &Facts<'_>,
    bounds: Bounds,
    acts: &GridActs<'_, A>,
) -> Part<A> {
    let columns = days.iter().enumerate().map(|(c, &day)| {
        day_part(loaded, day, facts, acts).bounds(bounds.cell(0, 1, c, days.len()))
    });
    let row = Part::new(Key::of("week-row"), Role::Row, "").children(columns);
    Part::new(Key::of("week"), Role::Grid, fl!("a11y-week"))
        .bounds(bounds)
        .child(row)
}

/// The agenda (or the search's results): a list called `name` with a
/// heading for each day, then its events (`days` index into `items`).
pub fn agenda_list<A>(
    (key, name): (Key, String),
    items: &[Item],
    days: &[AgendaDay],
    facts: &Facts<'_>,
    bounds: Bounds,
    on_event: impl Fn(&Item) -> A,
) -> Part<A> {
    let mut parts = Vec::new();
    for day in days {
        let heading = day_name(day.date, day.entries.len(), facts.today);
        parts.push(Part::new(
            Key::of((key, "heading", day.date)),
            Role::Heading,
            heading,
        ));
        for entry in &day.entries {
            if let Some(item) = items.get(entry.item) {
                parts.push(event(item, day.date, facts, &on_event));
            }
        }
    }
    Part::new(key, Role::List, name)
        .bounds(bounds)
        .children(parts)
}
