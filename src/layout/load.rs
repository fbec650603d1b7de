//! One view's data, read from the store: the occurrences of its visible
//! days and their layout. This is all the window computes per navigation.

use chrono::{Days, NaiveDate, NaiveTime};
use chrono_tz::Tz;

use super::search::{group, search_days, SearchResults};
use super::{
    agenda, month, week, AgendaDay, Item, Locale, MonthLayout, Period, ViewKind, WeekLayout,
};
use crate::model::{local_to_utc, CalendarId, ZoneCursor, ZoneTable};
use crate::store::{SearchOutcome, SearchQuery, Store, StoreError};

/// What the window asks for.
#[derive(Debug, Clone)]
pub struct Request<'a> {
    pub period: Period,
    pub locale: Locale,
    pub viewer: Tz,
    pub today: NaiveDate,
    /// How many days the agenda shows from its anchor.
    pub agenda_days: u32,
    /// The most lines the agenda lays out (whole days).
    pub agenda_entries: usize,
    /// Lines per month cell.
    pub rows_per_cell: usize,
    /// The calendars shown.
    pub calendars: &'a [CalendarId],
}

/// A laid-out view.
#[derive(Debug, Clone)]
pub enum Shape {
    Month(MonthLayout),
    Week(WeekLayout),
    Agenda(Vec<AgendaDay>),
}

/// The occurrences of the visible days and how they are drawn.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The days read, `first..end`.
    pub days: (NaiveDate, NaiveDate),
    pub items: Vec<Item>,
    pub shape: Shape,
}

/// Minimum height, in minutes, given to an event in the week grid.
pub const WEEK_MIN_MINUTES: u32 = 20;

/// The days the agenda reads first: when they already hold more lines than
/// it lays out, the rest of its range is not read at all.
pub const AGENDA_FIRST_READ: u64 = 7;

/// Reads exactly the visible days from the store (nothing before or after
/// is expanded) and lays them out. The agenda reads its first
/// [`AGENDA_FIRST_READ`] days, and the rest of its range only when those do
/// not fill its lines: on a busy calendar (hundreds of occurrences a day)
/// a month of them would be expanded to show two days.
pub fn load(store: &Store, r: &Request<'_>) -> Result<Loaded, StoreError> {
    let (first, end) = r.period.days(&r.locale, r.agenda_days);
    if r.period.kind == ViewKind::Agenda {
        let early = (first + Days::new(AGENDA_FIRST_READ)).min(end);
        if early < end {
            let items = read(store, r, (first, early))?;
            let days = agenda(&items, (first, early), r.today, &r.locale, r.agenda_entries);
            let lines: usize = days.iter().map(|d| d.entries.len()).sum();
            // Full: the whole range would have stopped at the same day.
            if lines >= r.agenda_entries {
                return Ok(Loaded {
                    days: (first, early),
                    items,
                    shape: Shape::Agenda(days),
                });
            }
        }
    }
    let items = read(store, r, (first, end))?;
    let shape = match r.period.kind {
        ViewKind::Month => Shape::Month(month(
            &items,
            first,
            r.period.anchor,
            r.today,
            r.rows_per_cell,
        )),
        ViewKind::Week => Shape::Week(week(&items, first, 7, WEEK_MIN_MINUTES)),
        ViewKind::Agenda => Shape::Agenda(agenda(
            &items,
            (first, end),
            r.today,
            &r.locale,
            r.agenda_entries,
        )),
    };
    Ok(Loaded {
        days: (first, end),
        items,
        shape,
    })
}

/// The occurrences of the days `first..end`, placed in the viewer's zone.
fn read(
    store: &Store,
    r: &Request<'_>,
    (first, end): (NaiveDate, NaiveDate),
) -> Result<Vec<Item>, StoreError> {
    let midnight = |d: NaiveDate| local_to_utc(r.viewer, d.and_time(NaiveTime::MIN));
    let found =
        store.occurrences_in(midnight(first), midnight(end), Some(r.calendars), r.viewer)?;
    let table = ZoneTable::of(r.viewer);
    let mut cursor = ZoneCursor::new(&table);
    Ok(found
        .iter()
        .map(|o| Item::placed(o, r.viewer, &mut cursor))
        .collect())
}

/// What a search asks for.
#[derive(Debug, Clone)]
pub struct SearchRequest<'a> {
    pub text: &'a str,
    pub locale: Locale,
    pub viewer: Tz,
    pub today: NaiveDate,
    /// A day of the period the user looks at: the search covers its year
    /// as well as today's.
    pub looking_at: NaiveDate,
    /// The calendars searched (the shown ones).
    pub calendars: &'a [CalendarId],
    /// The most lines listed.
    pub max_lines: usize,
    /// The series (by uid) listed with every occurrence, not once.
    pub expanded: Option<&'a str>,
}

/// What the store is asked for `r`: the days of [`search_days`], from and
/// to the viewer's midnights.
fn search_query<'a>(r: &SearchRequest<'a>) -> SearchQuery<'a> {
    let (first, end) = search_days(r.today, r.looking_at);
    let midnight = |d: NaiveDate| local_to_utc(r.viewer, d.and_time(NaiveTime::MIN));
    SearchQuery {
        text: r.text,
        from: midnight(first),
        to: midnight(end),
        now: midnight(r.today),
        calendars: r.calendars,
        viewer: r.viewer,
        expanded: r.expanded,
        nearest: Some(r.max_lines),
    }
}

/// Gets the store ready for the searches `r` stands for (its text is not
/// used) before the first key is typed: see [`Store::prepare_search`].
/// `false` when it stopped because it was not wanted any more.
pub fn prepare_search(
    store: &Store,
    r: &SearchRequest<'_>,
    still_wanted: &dyn Fn() -> bool,
) -> Result<bool, StoreError> {
    store.prepare_search(&search_query(r), still_wanted)
}

/// Searches a year either side of today and of the day looked at, and
/// groups what matches by day; `None` when `still_wanted` said the answer
/// is no longer awaited.
pub fn search(
    store: &Store,
    r: &SearchRequest<'_>,
    still_wanted: &dyn Fn() -> bool,
) -> Result<Option<SearchResults>, StoreError> {
    let (first, end) = search_days(r.today, r.looking_at);
    let midnight = |d: NaiveDate| local_to_utc(r.viewer, d.and_time(NaiveTime::MIN));
    let outcome = store.search(&search_query(r), still_wanted)?;
    let SearchOutcome::Found { mut hits, left_out } = outcome else {
        return Ok(None);
    };
    // Only what can be listed is laid out: the first `max_lines` from today
    // on and the last `max_lines` before it (hits are in start order). A
    // search matching every event would otherwise place and group
    // thousands of lines to show four hundred.
    let today = midnight(r.today);
    let ends_after =
        |h: &crate::store::SearchHit| h.found.occurrence.end.instant_in(r.viewer) > today;
    let starts_before =
        |h: &crate::store::SearchHit| h.found.occurrence.start.instant_in(r.viewer) < today;
    let total = hits.len();
    let coming: Vec<usize> = (0..total)
        .filter(|&i| ends_after(&hits[i]))
        .take(r.max_lines)
        .collect();
    let past: Vec<usize> = (0..total)
        .rev()
        .filter(|&i| starts_before(&hits[i]))
        .take(r.max_lines)
        .collect();
    let mut keep = vec![false; total];
    for i in coming.into_iter().chain(past) {
        keep[i] = true;
    }
    let mut at = 0;
    hits.retain(|_| {
        at += 1;
        keep[at - 1]
    });
    let dropped = hits.len() < total || left_out > 0;
    let table = ZoneTable::of(r.viewer);
    let mut cursor = ZoneCursor::new(&table);
    let series = hits.iter().map(|h| h.series).collect();
    let items: Vec<Item> = hits
        .iter()
        .map(|h| Item::placed(&h.found, r.viewer, &mut cursor))
        .collect();
    let mut results = group(r.text, items, r.today, (first, end), &r.locale, r.max_lines);
    results.series = series;
    results.expanded = r.expanded.map(str::to_owned);
    results.cut |= dropped;
    Ok(Some(results))
}
