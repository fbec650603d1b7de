//! Range queries: the occurrences a view shows.
//!
//! Candidates come from the covering index on the derived bounds, one range
//! per span level. Each candidate's series is compiled once and cached by
//! row id: an edit always writes a new events row, and row ids are never
//! reused, so a cached entry can never be stale; entries of deleted or
//! rewritten rows are simply never asked for again.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use rusqlite::Connection;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use super::bounds::{level_span_secs, range_secs, LONG_LEVEL};
use super::record::EventRecord;
use super::rows::{meeting_column, read_exceptions, EventRow};
use super::{Store, StoreError};
use crate::model::{
    CalendarId, EventOccurrence, Headline, Identity, Meeting, MyAnswer, Occurrence, OccurrenceTime,
    OverrideChange, RecurrenceId,
};
use crate::recur::Series;

/// How many compiled series the cache keeps before starting afresh.
const CACHE_LIMIT: usize = 100_000;

/// Up to this many rows asked for by id are read one by one; more, and
/// the range's rows are read and the others skipped.
const BY_ID_AT_MOST: usize = 4096;

/// An occurrence with the events row it came from.
pub(super) struct Expanded {
    pub event: i64,
    pub found: EventOccurrence,
}

/// An event ready to expand: its series compiled, its headlines shared.
struct Compiled {
    series: Series,
    headline: Arc<Headline>,
    /// Headlines of overrides that change the title or place.
    own: HashMap<RecurrenceId, Arc<Headline>>,
    /// The series' organiser and guests, when someone organises it.
    meeting: Option<Meeting>,
    /// Occurrences with answers of their own.
    own_meetings: HashMap<RecurrenceId, Meeting>,
}

/// Compiled series by events row id.
#[derive(Default)]
pub(crate) struct QueryCache {
    events: HashMap<i64, Arc<Compiled>>,
    /// How many occurrences the last query found: the next one (the next
    /// month, say) usually finds about as many, so buffers start that big.
    last_count: usize,
}

/// Which occurrences [`Store::occurrences_among`] expands.
pub(super) struct Among<'a, S> {
    /// Only these events rows (all when `None`).
    pub only: Option<&'a HashSet<i64, S>>,
    /// At most this many occurrences of each.
    pub per_event: Option<usize>,
    /// Keep the series compiled for the next query. A search that
    /// remembers what it found has no use for them, and at a hundred
    /// thousand events they would be most of its memory.
    pub keep_compiled: bool,
}

impl<S> Default for Among<'_, S> {
    fn default() -> Self {
        Among {
            only: None,
            per_event: None,
            keep_compiled: true,
        }
    }
}

impl Store {
    /// Occurrences overlapping `[from, to)` for a viewer in `viewer`, in
    /// start order, from the calendars in `calendars` (all visible ones when
    /// `None`). Only events whose stored bounds meet the range are read, and
    /// only their occurrences in the range are expanded.
    pub fn occurrences_in(
        &self,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
        calendars: Option<&[CalendarId]>,
        viewer: Tz,
    ) -> Result<Vec<EventOccurrence>, StoreError> {
        Ok(self
            .occurrences_among::<std::hash::RandomState>(
                from,
                to,
                calendars,
                viewer,
                Among::default(),
            )?
            .into_iter()
            .map(|e| e.found)
            .collect())
    }

    /// [`Store::occurrences_in`] restricted as `among` says, with the row
    /// each came from.
    pub(super) fn occurrences_among<S: std::hash::BuildHasher>(
        &self,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
        calendars: Option<&[CalendarId]>,
        viewer: Tz,
        among: Among<'_, S>,
    ) -> Result<Vec<Expanded>, StoreError> {
        let Among {
            only,
            per_event,
            keep_compiled,
        } = among;
        if to <= from {
            return Ok(Vec::new());
        }
        // One read transaction: one snapshot, and one lock instead of one
        // per statement.
        let snapshot = self.conn.unchecked_transaction()?;
        let wanted: HashSet<i64> = match calendars {
            Some(list) => list.iter().map(|c| c.0).collect(),
            None => self
                .calendars()?
                .into_iter()
                .filter(|c| c.visible)
                .map(|c| c.id.0)
                .collect(),
        };
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        let expected = cache.last_count + cache.last_count / 8;
        let mut found: Vec<Found> = Vec::with_capacity(expected);
        // Every distinct headline the occurrences use: one per event, plus
        // one per occurrence with its own title or place.
        let mut headlines: Vec<Arc<Headline>> = Vec::new();
        // The calendar, the events row and my answer of each headline.
        let mut calendars_of: Vec<i64> = Vec::new();
        let mut events_of: Vec<i64> = Vec::new();
        let mut answers: Vec<Option<MyAnswer>> = Vec::new();
        // Who I am, by calendar: asked once a query, and only of calendars
        // with meetings in range (addresses change in Preferences and on
        // a sync, so they are not kept with the compiled series).
        let mut identities: HashMap<i64, Identity> = HashMap::new();
        let (from_secs, to_secs) = range_secs(from, to);
        // A few rows asked for by id are read by id; otherwise every row
        // whose bounds meet the range, one span level at a time.
        let by_id = only.filter(|o| o.len() <= BY_ID_AT_MOST);
        let mut q = snapshot.prepare_cached(&if by_id.is_some() {
            format!("SELECT {VIEW_COLUMNS} FROM events WHERE id = ?1")
        } else {
            format!(
                "SELECT {VIEW_COLUMNS} FROM events INDEXED BY events_by_span \
                 WHERE span_level = ?1 AND first_start_utc >= ?2 AND first_start_utc < ?3 \
                 AND (last_end_utc IS NULL OR last_end_utc >= ?4)"
            )
        })?;
        // One pass per row asked for, or per span level.
        let passes: Vec<(Option<i64>, i64)> = match by_id {
            Some(o) => o.iter().map(|id| (Some(*id), 0)).collect(),
            None => (0..=LONG_LEVEL).map(|level| (None, level)).collect(),
        };
        for (id, level) in passes {
            let mut rows = match id {
                Some(id) => q.query([id])?,
                None => {
                    let lowest = if level == LONG_LEVEL {
                        i64::MIN
                    } else {
                        from_secs - level_span_secs(level)
                    };
                    q.query((level, lowest, to_secs, from_secs))?
                }
            };
            while let Some(row) = rows.next()? {
                let (id, calendar): (i64, i64) = (row.get(0)?, row.get(1)?);
                if !wanted.contains(&calendar) || only.is_some_and(|o| !o.contains(&id)) {
                    continue;
                }
                let compiled = match cache.events.get(&id) {
                    Some(c) => Arc::clone(c),
                    None => {
                        let c = Arc::new(compile(&snapshot, id, row)?);
                        if keep_compiled {
                            if cache.events.len() >= CACHE_LIMIT {
                                cache.events.clear();
                            }
                            cache.events.insert(id, Arc::clone(&c));
                        }
                        c
                    }
                };
                // The event's own headline, indexed when first used.
                let mut main: Option<u32> = None;
                let mut answer_to = |meeting: Option<&Meeting>| -> Result<_, StoreError> {
                    let Some(meeting) = meeting else {
                        return Ok(None);
                    };
                    let identity = match identities.entry(calendar) {
                        std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
                        std::collections::hash_map::Entry::Vacant(e) => {
                            e.insert(self.identity(CalendarId(calendar))?)
                        }
                    };
                    Ok(meeting.standing(identity).my_answer())
                };
                // Days are told apart only once the event has listed more
                // than a day may hold: most never do, and pay nothing.
                let first_found = found.len();
                // (the viewer's day, how many of this event listed on it)
                let mut day: Option<(chrono::NaiveDate, u32)> = None;
                for occurrence in compiled.series.occurrences(from, to, viewer) {
                    if per_event.is_some_and(|most| found.len() - first_found >= most) {
                        break;
                    }
                    if day.is_some() || found.len() - first_found >= MOST_PER_DAY as usize {
                        let date = local_day(&occurrence, viewer);
                        let (current, listed) = day.get_or_insert_with(|| {
                            let before = found[first_found..]
                                .iter()
                                .filter(|f| local_day(&f.occurrence, viewer) == date)
                                .count();
                            (date, before as u32)
                        });
                        if *current != date {
                            (*current, *listed) = (date, 0);
                        }
                        if *listed >= MOST_PER_DAY {
                            if let Some(last) = found.last_mut() {
                                last.more += 1;
                            }
                            continue;
                        }
                        *listed += 1;
                    }
                    let own = occurrence
                        .override_of
                        .and_then(|id| Some((compiled.own.get(&id)?, id)));
                    let headline = match (own, main) {
                        (Some((h, of)), _) => {
                            let meeting = compiled.own_meetings.get(&of);
                            answers.push(answer_to(meeting.or(compiled.meeting.as_ref()))?);
                            headlines.push(Arc::clone(h));
                            calendars_of.push(calendar);
                            events_of.push(id);
                            headlines.len() as u32 - 1
                        }
                        (None, Some(main)) => main,
                        (None, None) => {
                            answers.push(answer_to(compiled.meeting.as_ref())?);
                            headlines.push(Arc::clone(&compiled.headline));
                            calendars_of.push(calendar);
                            events_of.push(id);
                            let index = headlines.len() as u32 - 1;
                            main = Some(index);
                            index
                        }
                    };
                    found.push(Found {
                        start: secs(&occurrence.start, viewer),
                        end: secs(&occurrence.end, viewer),
                        headline,
                        occurrence,
                        more: 0,
                    });
                }
            }
        }
        drop(q);
        if only.is_none() {
            cache.last_count = found.len();
        }
        drop(cache);
        drop(snapshot);
        // Rank the headlines by title, then uid, so that the sort below
        // compares numbers only.
        let mut by_title: Vec<u32> = (0..headlines.len() as u32).collect();
        by_title.sort_unstable_by(|&a, &b| {
            let (x, y) = (&headlines[a as usize], &headlines[b as usize]);
            x.summary.cmp(&y.summary).then_with(|| x.uid.cmp(&y.uid))
        });
        let mut rank = vec![0u32; headlines.len()];
        for (r, &h) in by_title.iter().enumerate() {
            rank[h as usize] = r as u32;
        }
        let base = from.timestamp() - SORT_SPAN_SECS;
        let mut order: Vec<(u128, u32)> = found
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let key = sort_key(f.start - base, f.end - base, rank[f.headline as usize]);
                (key, i as u32)
            })
            .collect();
        // Equal keys are occurrences of one event at one time (an override
        // moved onto another occurrence's time): order them by id.
        order.sort_unstable_by(|a, b| {
            a.0.cmp(&b.0).then_with(|| {
                let (p, q) = (
                    &found[a.1 as usize].occurrence,
                    &found[b.1 as usize].occurrence,
                );
                p.recurrence_id().cmp(&q.recurrence_id())
            })
        });
        Ok(order
            .into_iter()
            .map(|(_, i)| {
                let f = &found[i as usize];
                let h = f.headline as usize;
                Expanded {
                    event: events_of[h],
                    found: EventOccurrence {
                        occurrence: f.occurrence,
                        calendar: CalendarId(calendars_of[h]),
                        headline: Arc::clone(&headlines[h]),
                        more_that_day: f.more,
                        my_answer: answers[h],
                    },
                }
            })
            .collect())
    }

    /// Forgets every compiled series (they are rebuilt on demand). For
    /// measurements, and for callers that want the memory back.
    pub fn clear_query_cache(&self) {
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .events
            .clear();
    }
}

/// The day `o` starts on, in the viewer's zone.
fn local_day(o: &Occurrence, viewer: Tz) -> chrono::NaiveDate {
    o.start
        .instant_in(viewer)
        .with_timezone(&viewer)
        .date_naive()
}

/// Whole seconds of `t` on the timeline (occurrences have no fractions).
fn secs(t: &OccurrenceTime, viewer: Tz) -> i64 {
    match t {
        OccurrenceTime::Zoned(z) => z.timestamp(),
        other => other.instant_in(viewer).timestamp(),
    }
}

/// How far before a range's start an occurrence still running in it may
/// start, for the sort key (longer ones sort as if they started then).
const SORT_SPAN_SECS: i64 = 1 << 39;

/// One number that orders occurrences by start, then end, then title (by
/// its rank among the query's titles): 44 bits each for start and end
/// seconds after the base, 32 for the rank.
fn sort_key(start: i64, end: i64, title_rank: u32) -> u128 {
    const SECS: i64 = (1 << 44) - 1;
    ((start.clamp(0, SECS) as u128) << 76)
        | ((end.clamp(0, SECS) as u128) << 32)
        | u128::from(title_rank)
}

/// An occurrence found, with its sort times and the index of its headline.
struct Found {
    occurrence: Occurrence,
    start: i64,
    end: i64,
    headline: u32,
    /// Occurrences of the same event left out after it that day.
    more: u32,
}

/// The most occurrences of one event listed for one day (in the viewer's
/// zone) by a query: one every 15 minutes, more than a week view's column
/// can tell apart. A `FREQ=SECONDLY` event's month is then 4,000 listed,
/// not 2.6 million; the rest are counted on the last one listed.
pub const MOST_PER_DAY: u32 = 96;

/// What a view needs of an events row, all of it in the `events_by_span`
/// index: a query reads candidates without visiting the table.
const VIEW_COLUMNS: &str = "id, calendar_id, uid, summary, location, start, duration_secs, \
     duration_days, rrule, exceptions, participants";

/// Compiles the event in row `id`, read from `row` (in [`VIEW_COLUMNS`]).
fn compile(conn: &Connection, id: i64, row: &rusqlite::Row<'_>) -> Result<Compiled, StoreError> {
    let participants: i64 = row.get(10)?;
    let mut row = EventRow {
        id,
        exceptions: row.get(9)?,
        record: EventRecord {
            uid: row.get(2)?,
            calendar_id: row.get(1)?,
            summary: row.get(3)?,
            description: None,
            location: row.get(4)?,
            start: row.get(5)?,
            duration_secs: row.get(6)?,
            duration_days: row.get(7)?,
            rrule: row.get(8)?,
            // Not shown in views.
            sequence: 0,
            created_utc: 0,
            modified_utc: 0,
            own_reminders: false,
            reminders: Vec::new(),
            exdates: Vec::new(),
            rdates: Vec::new(),
            overrides: Vec::new(),
            properties: Vec::new(),
            categories: Vec::new(),
            status: None,
            transparent: false,
            url: None,
            acknowledged_utc: None,
            snooze: None,
            meeting: None,
        },
    };
    if row.exceptions > 0 {
        read_exceptions(conn, &mut row)?;
    }
    let event = row.record.into_stored(conn)?.event;
    let series = Series::new(&event)
        .map_err(|e| StoreError::Corrupt(format!("rule of {}: {e}", event.uid)))?;
    let recurring = event.is_recurring();
    let own_meetings: HashMap<RecurrenceId, Meeting> = event
        .overrides
        .iter()
        .filter_map(|o| Some((o.recurrence_id, o.details.meeting.clone()?)))
        .collect();
    let own_texts: Vec<_> = event
        .overrides
        .iter()
        .filter(|o| !matches!(o.change, OverrideChange::Cancelled) && !o.details.is_empty())
        .map(|o| (o.recurrence_id, o.details.clone()))
        .collect();
    // The people, and the status (only a meeting's organiser cancels it
    // for others), are not in the index: read for the few series that have
    // people (the index counts them), once per row, then cached.
    let (status, people) = if participants > 0 {
        let mut q = conn.prepare_cached("SELECT status, meeting FROM events WHERE id = ?1")?;
        q.query_row([id], |r| {
            Ok((r.get::<_, Option<String>>(0)?, meeting_column(r, 1)?))
        })?
    } else {
        (None, None)
    };
    let cancelled = status.is_some_and(|s| s.eq_ignore_ascii_case("CANCELLED"));
    let headline = Headline {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        recurring,
        cancelled,
    };
    let own = own_texts
        .into_iter()
        .map(|(id, details)| {
            let mut own = headline.clone();
            if let Some(summary) = details.summary {
                own.summary = summary;
            }
            if let Some(location) = details.location {
                own.location = Some(location);
            }
            (id, Arc::new(own))
        })
        .collect();
    let series_meeting = people
        .map(|p| p.meeting())
        .transpose()?
        .filter(|m| m.organizer.is_some());
    Ok(Compiled {
        series,
        headline: Arc::new(headline),
        own,
        meeting: series_meeting,
        own_meetings,
    })
}
