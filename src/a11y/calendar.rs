//! The calendar views as parts: the month as a grid of days, the week as
//! a column per day, the agenda as a list under day headings.
//!
//! A day holds the events the screen draws on it, then "+N more" for those
//! it hides; the day the keyboard is on holds every one of its events,
//! also those behind "+N more" or past the week's side-by-side limit (a
//! screen reader user must reach all of them, and Tab goes through them
//! there). So the tree is what is seen plus one whole day: a busy month's
//! 12,000 occurrences do not make 12,000 parts. The events of a day are in
//! start order, all-day ones first.

use chrono::NaiveDate;
use rustc_hash::FxHashSet;

use super::words::{day_name, facts, when};
use super::{Bounds, Key, Part, Role};
use crate::fl;
use crate::layout::{AgendaDay, Item, Loaded, Locale, MonthLayout, WeekLayout, WeekRow};
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

/// The indexes of the events on each of the `days` days from `first`, in
/// start order: one pass over the items (a busy month shows 12,000).
fn by_day(loaded: &Loaded, first: NaiveDate, days: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new(); days];
    for (i, item) in loaded.items.iter().enumerate() {
        let from = (item.first_day() - first).num_days().max(0);
        let to = (item.last_day() - first).num_days().min(days as i64 - 1);
        for day in from..=to {
            all[day as usize].push(i);
        }
    }
    all
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

/// The key of the window's notice: the toast, else the banner, one polite
/// live region.
pub fn notice_key() -> Key {
    Key::of("notice")
}

/// The key of the week's all-day cell of `day`.
pub fn all_day_key(day: NaiveDate) -> Key {
    Key::of(("all-day", day))
}

/// The key of the list `list`'s heading of `day` (the agenda's, the
/// search results').
pub fn heading_key(list: Key, day: NaiveDate) -> Key {
    Key::of((list, "heading", day))
}

/// The key of the agenda's list.
pub fn agenda_key() -> Key {
    Key::of("agenda")
}

/// The key of the search results' list.
pub fn results_key() -> Key {
    Key::of("search-results")
}

/// What the parts of the month or week grid send.
pub struct GridActs<'a, A> {
    /// A day pressed.
    pub day: &'a dyn Fn(NaiveDate) -> A,
    /// An event pressed.
    pub event: &'a dyn Fn(&Item) -> A,
    /// The keyboard put on a day, or on an event of it.
    pub focus: &'a dyn Fn(NaiveDate, Option<&Item>) -> A,
    /// The day the keyboard is on: all its events are parts.
    pub whole: Option<NaiveDate>,
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

/// How many events the indexes `on_day` stand for (an item may stand for
/// more of that day, folded into it).
fn count(loaded: &Loaded, on_day: &[usize]) -> usize {
    on_day
        .iter()
        .map(|&i| 1 + loaded.items[i].more_that_day as usize)
        .sum()
}

/// A day's part in a grid: named by its date and how many events it
/// holds, pressed and focused, with its events.
fn day_part<A>(
    loaded: &Loaded,
    (day, on_day): (NaiveDate, &[usize]),
    facts: &Facts<'_>,
    acts: &GridActs<'_, A>,
    drawn: impl Fn(usize) -> bool,
) -> Part<A> {
    let name = day_name(day, count(loaded, on_day), facts.today);
    let part = cell(day_key(day), name, day, acts);
    with_events(part, loaded, (day, on_day), facts, acts, drawn)
}

/// A cell of `day` called `name`: pressed, it shows the day; focused, the
/// keyboard goes there.
fn cell<A>(key: Key, name: String, day: NaiveDate, acts: &GridActs<'_, A>) -> Part<A> {
    Part::new(key, Role::Cell, name)
        .click((acts.day)(day))
        .focus((acts.focus)(day, None))
}

/// `part` holding the events `drawn` says are drawn of those `on_day`
/// indexes (all of them on the keyboard's day), then "+N more" for the
/// rest.
fn with_events<A>(
    part: Part<A>,
    loaded: &Loaded,
    (day, on_day): (NaiveDate, &[usize]),
    facts: &Facts<'_>,
    acts: &GridActs<'_, A>,
    drawn: impl Fn(usize) -> bool,
) -> Part<A> {
    let total = count(loaded, on_day);
    let whole = acts.whole == Some(day);
    let shown: Vec<&Item> = on_day
        .iter()
        .filter(|&&i| whole || drawn(i))
        .map(|&i| &loaded.items[i])
        .collect();
    let hidden = total.saturating_sub(shown.len());
    let events = shown.into_iter().map(|i| {
        event(i, day, facts, &|i: &Item| (acts.event)(i)).focus((acts.focus)(day, Some(i)))
    });
    let mut part = part.children(events);
    if hidden > 0 {
        let more = fl!("month-more", count = hidden);
        let key = Key::of(("more", part.key));
        let more = Part::new(key, Role::Button, more)
            .click((acts.day)(day))
            .expands();
        part = part.child(more);
    }
    part
}

/// How a month cell is drawn: its day number's height, then lines of
/// events of one height each (window pixels).
#[derive(Debug, Clone, Copy)]
pub struct Lines {
    pub top: f64,
    pub line: f64,
}

/// The month grid: a row per week, a cell per day named by its date and
/// how many events it holds, each event a part of its day, each where it
/// is drawn. `bounds` is where the grid's days are drawn.
pub fn month_grid<A>(
    loaded: &Loaded,
    layout: &MonthLayout,
    facts: &Facts<'_>,
    (bounds, lines): (Bounds, Lines),
    acts: &GridActs<'_, A>,
) -> Part<A> {
    let rows = layout.weeks.len();
    // The days read are the grid's, from its first.
    let days = by_day(loaded, loaded.days.0, rows * 7);
    let weeks = layout.weeks.iter().enumerate().map(|(r, week)| {
        let first = week.days.first().map(|d| d.date);
        let cells = week.days.iter().enumerate().map(|(c, cell)| {
            let hidden: FxHashSet<usize> = cell.hidden.iter().copied().collect();
            let drawn = |i: usize| !hidden.contains(&i);
            let at = bounds.cell(r, rows, c, week.days.len());
            let on_day = days.get(r * 7 + c).map_or(&[][..], Vec::as_slice);
            let mut part = day_part(loaded, (cell.date, on_day), facts, acts, drawn).bounds(at);
            place_lines(&mut part, loaded, (week, c), (at, lines));
            part
        });
        Part::new(Key::of(("week-row", first)), Role::Row, "")
            .bounds(bounds.cell(r, rows, 0, 1))
            .children(cells)
    });
    Part::new(Key::of("month"), Role::Grid, fl!("a11y-month"))
        .bounds(bounds)
        .children(weeks)
}

/// Gives the events of the month cell `part` (column `c` of `week`) and
/// its "+N more" the line each is drawn on. The events only the keyboard's
/// day lists (hidden behind "+N more") are drawn nowhere: no bounds. Only
/// what is drawn is keyed (a few lines a day), not the day's every event.
fn place_lines<A>(
    part: &mut Part<A>,
    loaded: &Loaded,
    (week, c): (&WeekRow, usize),
    (at, lines): (Bounds, Lines),
) {
    let Some(cell) = week.days.get(c) else {
        return;
    };
    let below = |k: usize| week.lanes + k.saturating_sub(cell.chip_lanes.len());
    let key = |i: usize| event_key(cell.date, &loaded.items[i].reference());
    let bars = week
        .bars
        .iter()
        .filter(|b| b.first_col <= c && c < b.first_col + b.span)
        .map(|b| (key(b.item), b.lane));
    let chips = cell.chips.iter().enumerate().map(|(k, &i)| {
        let line = cell.chip_lanes.get(k).copied().unwrap_or_else(|| below(k));
        (key(i), line)
    });
    let mut drawn: Vec<(Key, usize)> = bars.chain(chips).collect();
    drawn.push((Key::of(("more", part.key)), below(cell.chips.len())));
    for child in &mut part.children {
        child.bounds = drawn
            .iter()
            .find(|(k, _)| *k == child.key)
            .map(|&(_, line)| {
                Bounds::new(
                    at.x,
                    at.y + lines.top + lines.line * line as f64,
                    at.width,
                    lines.line,
                )
            });
    }
}

/// The week as it is drawn: a row of all-day cells, one per day, holding
/// the all-day (and day-long) events; then a column per day (named as the
/// month's cells are, by all its events) holding its timed ones.
pub fn week_columns<A>(
    loaded: &Loaded,
    layout: &WeekLayout,
    facts: &Facts<'_>,
    bounds: Bounds,
    acts: &GridActs<'_, A>,
) -> Part<A> {
    let days = &layout.days;
    let by_day = by_day(loaded, loaded.days.0, days.len());
    let lane = |c: usize| -> (Vec<usize>, Vec<usize>) {
        let on_day = by_day.get(c).map_or(&[][..], Vec::as_slice);
        on_day
            .iter()
            .partition(|&&i| loaded.items[i].in_all_day_lane())
    };
    let all_day = days.iter().enumerate().map(|(c, &day)| {
        let bars: FxHashSet<usize> = layout
            .all_day
            .iter()
            .filter(|b| b.lane < layout.all_day_lanes && b.covers(c))
            .map(|b| b.item)
            .collect();
        let (on_lane, _) = lane(c);
        let name = day_name(day, count(loaded, &on_lane), facts.today);
        let name = fl!("a11y-all-day-of", day = name);
        let part = cell(all_day_key(day), name, day, acts);
        let drawn = |i: usize| bars.contains(&i);
        with_events(part, loaded, (day, &on_lane), facts, acts, drawn)
    });
    let columns = days.iter().enumerate().map(|(c, &day)| {
        let blocks = layout.columns.get(c).map_or(&[][..], Vec::as_slice);
        let drawn: FxHashSet<usize> = blocks.iter().map(|b| b.item).collect();
        let (on_lane, timed) = lane(c);
        let name = day_name(
            day,
            count(loaded, &on_lane) + count(loaded, &timed),
            facts.today,
        );
        let column = cell(day_key(day), name, day, acts).bounds(bounds.cell(0, 1, c, days.len()));
        let drawn = |i: usize| drawn.contains(&i);
        with_events(column, loaded, (day, &timed), facts, acts, drawn)
    });
    let all_day =
        Part::new(Key::of("week-all-day"), Role::Row, fl!("agenda-all-day")).children(all_day);
    let hours = Part::new(Key::of("week-row"), Role::Row, "").children(columns);
    Part::new(Key::of("week"), Role::Grid, fl!("a11y-week"))
        .bounds(bounds)
        .child(all_day)
        .child(hours)
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
    let parts = days
        .iter()
        .flat_map(|day| day_parts(key, (items, day), facts, &on_event, |_| None));
    Part::new(key, Role::List, name)
        .bounds(bounds)
        .children(parts)
}

/// One day of the list `list`: its heading, then each event, each
/// followed by what `after` adds for it (a series' "show all").
pub fn day_parts<A>(
    list: Key,
    (items, day): (&[Item], &AgendaDay),
    facts: &Facts<'_>,
    on_event: &impl Fn(&Item) -> A,
    after: impl Fn(usize) -> Option<Part<A>>,
) -> Vec<Part<A>> {
    let heading = day_name(day.date, day.entries.len(), facts.today);
    let mut parts = vec![Part::new(
        heading_key(list, day.date),
        Role::Heading,
        heading,
    )];
    for entry in &day.entries {
        if let Some(item) = items.get(entry.item) {
            parts.push(event(item, day.date, facts, on_event));
            parts.extend(after(entry.item));
        }
    }
    parts
}
