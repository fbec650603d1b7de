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
use super::rows::{read_exceptions, record_from_row, EVENT_COLUMNS};
use super::{Store, StoreError};
use crate::model::{CalendarId, Occurrence, OccurrenceTime, OverrideChange, RecurrenceId};
use crate::recur::Series;

/// How many compiled series the cache keeps before starting afresh.
const CACHE_LIMIT: usize = 100_000;

/// One occurrence with what a view shows of its event, overrides applied.
///
/// Small on purpose (a month of a busy file holds thousands): the event's
/// texts are shared by every occurrence through one [`Headline`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventOccurrence {
    /// When it starts and ends, and which occurrence of the series it is.
    pub occurrence: Occurrence,
    /// The calendar it is in.
    pub calendar: CalendarId,
    /// Its event's uid and texts, or this occurrence's own where an
    /// override changed them.
    pub headline: Arc<Headline>,
}

/// What a view shows of an event besides its times.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Headline {
    /// The event (series) uid.
    pub uid: String,
    /// The title.
    pub summary: String,
    /// The place.
    pub location: Option<String>,
    /// Whether the event repeats (edits then ask for a scope).
    pub recurring: bool,
}

impl EventOccurrence {
    /// The uid of its event.
    pub fn uid(&self) -> &str {
        &self.headline.uid
    }

    /// Its title.
    pub fn summary(&self) -> &str {
        &self.headline.summary
    }

    /// Its place.
    pub fn location(&self) -> Option<&str> {
        self.headline.location.as_deref()
    }

    /// Whether its event repeats.
    pub fn recurring(&self) -> bool {
        self.headline.recurring
    }
}

/// An event ready to expand: its series compiled, its headlines shared.
struct Compiled {
    series: Series,
    headline: Arc<Headline>,
    /// Headlines of overrides that change the title or place.
    own: HashMap<RecurrenceId, Arc<Headline>>,
}

/// Compiled series by events row id.
#[derive(Default)]
pub(crate) struct QueryCache {
    events: HashMap<i64, Arc<Compiled>>,
    /// How many occurrences the last query found: the next one (the next
    /// month, say) usually finds about as many, so buffers start that big.
    last_count: usize,
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
        let candidates = candidates(&snapshot, from, to, &wanted)?;
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        // First the occurrences and small sort keys, then one pass building
        // the result in order: sorting 32-byte keys and reading each
        // occurrence once costs far less than sorting the occurrences.
        let expected = cache.last_count + cache.last_count / 8;
        let mut found: Vec<(Occurrence, u32)> = Vec::with_capacity(expected);
        // (start and end relative to `base`, title prefix) packed in one
        // number, and the index into `found`.
        let base = from.timestamp() - SORT_SPAN_SECS;
        let mut order: Vec<(u128, u32)> = Vec::with_capacity(expected);
        let mut sources: Vec<(Arc<Compiled>, i64)> = Vec::with_capacity(candidates.len());
        for (id, calendar) in candidates {
            let compiled = match cache.events.get(&id) {
                Some(c) => Arc::clone(c),
                None => {
                    let c = Arc::new(compile(&snapshot, id)?);
                    if cache.events.len() >= CACHE_LIMIT {
                        cache.events.clear();
                    }
                    cache.events.insert(id, Arc::clone(&c));
                    c
                }
            };
            let source = sources.len() as u32;
            for occurrence in compiled.series.occurrences(from, to, viewer) {
                let headline = headline_of(&compiled, &occurrence);
                let key = sort_key(
                    secs(&occurrence.start, viewer) - base,
                    secs(&occurrence.end, viewer) - base,
                    &headline.summary,
                );
                order.push((key, found.len() as u32));
                found.push((occurrence, source));
            }
            sources.push((compiled, calendar));
        }
        cache.last_count = found.len();
        drop(cache);
        drop(snapshot);
        let headline = |i: u32| {
            let (occurrence, source) = &found[i as usize];
            headline_of(&sources[*source as usize].0, occurrence)
        };
        order.sort_unstable_by(|a, b| {
            a.0.cmp(&b.0).then_with(|| {
                let (x, y) = (headline(a.1), headline(b.1));
                x.summary
                    .cmp(&y.summary)
                    .then_with(|| x.uid.cmp(&y.uid))
                    .then_with(|| {
                        let (p, q) = (&found[a.1 as usize].0, &found[b.1 as usize].0);
                        p.recurrence_id().cmp(&q.recurrence_id())
                    })
            })
        });
        Ok(order
            .into_iter()
            .map(|(_, i)| {
                let (occurrence, source) = &found[i as usize];
                let (compiled, calendar) = &sources[*source as usize];
                EventOccurrence {
                    occurrence: *occurrence,
                    calendar: CalendarId(*calendar),
                    headline: Arc::clone(headline_of(compiled, occurrence)),
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

/// One number that orders occurrences by start, then end, then the first
/// five bytes of the title (most ties on time are broken without reading
/// titles): 44 bits each for start and end seconds after the base, 40 for
/// the title.
fn sort_key(start: i64, end: i64, title: &str) -> u128 {
    const SECS: i64 = (1 << 44) - 1;
    let mut bytes = [0u8; 8];
    for (b, c) in bytes[..5].iter_mut().zip(title.bytes()) {
        *b = c;
    }
    let title = u64::from_be_bytes(bytes) >> 24;
    ((start.clamp(0, SECS) as u128) << 84) | ((end.clamp(0, SECS) as u128) << 40) | title as u128
}

/// The headline of `occurrence`: its override's own, or its event's.
fn headline_of<'a>(compiled: &'a Compiled, occurrence: &Occurrence) -> &'a Arc<Headline> {
    occurrence
        .override_of
        .and_then(|id| compiled.own.get(&id))
        .unwrap_or(&compiled.headline)
}

/// `(row id, calendar id)` of every event whose bounds meet the range, in
/// the wanted calendars: index-only scans, one per span level.
fn candidates(
    conn: &Connection,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    wanted: &HashSet<i64>,
) -> Result<Vec<(i64, i64)>, StoreError> {
    let (from_secs, to_secs) = range_secs(from, to);
    let mut q = conn.prepare_cached(
        "SELECT id, calendar_id FROM events WHERE span_level = ?1 \
         AND first_start_utc >= ?2 AND first_start_utc < ?3 \
         AND (last_end_utc IS NULL OR last_end_utc >= ?4)",
    )?;
    let mut found = Vec::new();
    for level in 0..=LONG_LEVEL {
        let lowest = if level == LONG_LEVEL {
            i64::MIN
        } else {
            from_secs - level_span_secs(level)
        };
        let mut rows = q.query((level, lowest, to_secs, from_secs))?;
        while let Some(row) = rows.next()? {
            let (id, calendar): (i64, i64) = (row.get(0)?, row.get(1)?);
            if wanted.contains(&calendar) {
                found.push((id, calendar));
            }
        }
    }
    Ok(found)
}

/// Reads and compiles the event in row `id`.
fn compile(conn: &Connection, id: i64) -> Result<Compiled, StoreError> {
    let mut q = conn.prepare_cached(&format!("SELECT {EVENT_COLUMNS} FROM events WHERE id = ?"))?;
    let mut row = q.query_row([id], record_from_row)?;
    if row.exceptions > 0 {
        read_exceptions(conn, &mut row)?;
    }
    let event = row.record.into_stored()?.event;
    let series = Series::new(&event)
        .map_err(|e| StoreError::Corrupt(format!("rule of {}: {e}", event.uid)))?;
    let recurring = event.is_recurring();
    let own_texts: Vec<_> = event
        .overrides
        .iter()
        .filter(|o| !matches!(o.change, OverrideChange::Cancelled) && !o.details.is_empty())
        .map(|o| (o.recurrence_id, o.details.clone()))
        .collect();
    let headline = Headline {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        recurring,
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
    Ok(Compiled {
        series,
        headline: Arc::new(headline),
        own,
    })
}
