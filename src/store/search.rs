//! Search: the occurrences whose title, place or notes contain a text.
//!
//! The texts of the events in the chosen calendars whose span meets the
//! range are read and matched here, folded (see [`super::fold`]): SQLite's
//! `LIKE` folds ASCII case only, and a calendar holds "Čeština", "ÉCOLE"
//! and "Straße". Only the events that match are expanded.
//!
//! A series is listed once, by its first matching occurrence from
//! [`SearchQuery::now`] on (else its latest one before): a daily standup
//! found by "standup" is one line saying it repeats, not 730, and the
//! search does not expand two years of it. One series can be asked for in
//! full ([`SearchQuery::expanded`]). An occurrence an override retitled is
//! found by its own texts, and listed on its own.
//!
//! The caller says, through `still_wanted`, whether the answer is still
//! awaited: a search typed over is given up between batches of events,
//! not finished for nobody.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
// Keyed by row id: Fx hashes an integer in one multiplication, where the
// default hasher made the maps cost more than the matching.
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

use super::bounds::range_secs;
use super::codec::rid_text;
use super::fold::Needle;
use super::search_memory::{Entry, Listed, MemoryKey, SearchMemory};
use super::{Store, StoreError};
use crate::model::{CalendarId, EventOccurrence};

/// What a search asks for.
#[derive(Debug, Clone, Copy)]
pub struct SearchQuery<'a> {
    /// The text, matched ignoring case and accents; blank finds nothing.
    pub text: &'a str,
    /// The occurrences overlapping `[from, to)`.
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    /// Where the coming occurrences start: a series is listed by its first
    /// match from here, else by its latest one before.
    pub now: DateTime<Utc>,
    /// The calendars searched.
    pub calendars: &'a [CalendarId],
    pub viewer: Tz,
    /// The series (by uid) listed with every matching occurrence.
    pub expanded: Option<&'a str>,
    /// At most this many hits are wanted each way: the earliest that end
    /// after `now` and the latest that start before it (a list shows
    /// that many lines around today); `None` for all of them.
    pub nearest: Option<usize>,
}

/// One line of what a search found.
#[derive(Debug, Clone)]
pub struct SearchHit {
    pub found: EventOccurrence,
    /// The occurrence stands for its whole series (listed once).
    pub series: bool,
}

/// How a search ended.
#[derive(Debug, Clone)]
pub enum SearchOutcome {
    /// What matched, in start order; `left_out` more matched but were
    /// further from now than [`SearchQuery::nearest`] asked for.
    Found {
        hits: Vec<SearchHit>,
        left_out: usize,
    },
    /// Nobody waited for the answer any more; the search stopped early.
    Superseded,
}

/// How many events are matched or expanded between two asks whether the
/// answer is still wanted.
const BATCH: usize = 2048;

/// Occurrences looked at per series for its first match ahead: an override
/// retitled away from the text is skipped, a run of them is not searched
/// for ever.
const FIRST_FEW: usize = 8;

/// Which occurrences of one event match: all of them (the event's own
/// texts match), or those overridden with texts that do.
#[derive(Default)]
struct Matched {
    all: bool,
    /// Recurrence ids (stored text form) of overrides whose texts match.
    overrides: HashSet<String>,
    /// Overrides with their own title, place or notes: those decide by
    /// what they show, whatever the event says.
    own: HashSet<String>,
    /// Listed with every occurrence (asked for, or matched only through
    /// overrides), rather than once.
    every: bool,
}

impl Matched {
    fn accepts(&self, o: &EventOccurrence) -> bool {
        let rid = rid_text(&o.occurrence.recurrence_id());
        if o.occurrence.is_overridden() && self.own.contains(&rid) {
            self.overrides.contains(&rid)
        } else {
            self.all
        }
    }
}

/// An override's own title, place and notes.
type OwnTexts = (String, [Option<String>; 3]);

/// Whether an event, and which of its overrides, match: `found(i)` says
/// whether the event's text `i` (title, place, notes) holds the needle.
fn judge(
    needle: &Needle,
    found: impl Fn(usize) -> bool,
    own: &[OwnTexts],
    uid: &str,
    expanded: Option<&str>,
) -> Option<Matched> {
    let all = (0..3).any(&found);
    let mut m = Matched {
        all,
        ..Matched::default()
    };
    for (rid, texts) in own {
        // What the occurrence shows: its own text where it has one, the
        // event's elsewhere.
        let own_hit = texts.iter().enumerate().any(|(i, o)| match o {
            Some(o) => needle.found_in(o),
            None => found(i),
        });
        if own_hit || all {
            m.own.insert(rid.clone());
            if own_hit {
                m.overrides.insert(rid.clone());
            }
        }
    }
    if !m.all && m.overrides.is_empty() {
        return None;
    }
    m.every = !m.all || expanded == Some(uid);
    Some(m)
}

impl Store {
    /// The occurrences in the range whose title, place or notes contain
    /// `query.text` (ignoring case and accents), a series once unless
    /// expanded, in start order.
    pub fn search(
        &self,
        query: &SearchQuery<'_>,
        still_wanted: &dyn Fn() -> bool,
    ) -> Result<SearchOutcome, StoreError> {
        let Some(needle) = Needle::new(query.text) else {
            return Ok(SearchOutcome::Found {
                hits: Vec::new(),
                left_out: 0,
            });
        };
        match self.hits(&needle, query, still_wanted)? {
            Some((hits, left_out)) => Ok(SearchOutcome::Found { hits, left_out }),
            None => Ok(SearchOutcome::Superseded),
        }
    }

    /// Reads what the searches of `query`'s days will need (every event
    /// of the range, and what each is listed by) before anything is typed,
    /// so that the first keystroke finds it ready; `query.text` is not
    /// used. Returns `false` when it stopped because it was not wanted any
    /// more.
    pub fn prepare_search(
        &self,
        query: &SearchQuery<'_>,
        still_wanted: &dyn Fn() -> bool,
    ) -> Result<bool, StoreError> {
        Ok(self
            .hits(&Needle::everything(), query, still_wanted)?
            .is_some())
    }

    /// The hits of `needle` in start order, the nearest kept (see
    /// [`SearchQuery::nearest`]), and how many were left out; `None` when
    /// not wanted any more.
    fn hits(
        &self,
        needle: &Needle,
        query: &SearchQuery<'_>,
        still_wanted: &dyn Fn() -> bool,
    ) -> Result<Option<(Vec<SearchHit>, usize)>, StoreError> {
        let now = query.now.clamp(query.from, query.to);
        let mut memory = self.search_memory.lock().unwrap_or_else(|e| e.into_inner());
        memory.keep_for(MemoryKey {
            stamp: self.change_stamp()?,
            from: query.from,
            to: query.to,
            now,
            viewer: query.viewer,
        });
        let Some(matched) = self.matching(needle, query, &mut memory, still_wanted)? else {
            return Ok(None);
        };
        let viewer = query.viewer;
        // Hits not kept in the memory: those of series listed in full, of
        // events with overrides of their own texts, and any past the
        // memory's room.
        let mut owned: Vec<Listed> = Vec::new();
        let listed_as = |found: EventOccurrence, series: bool| Listed::new(found, series, viewer);
        // Every occurrence of the series asked for, and of events matched
        // only through overrides.
        let every: HashSet<i64> = matched
            .iter()
            .filter(|(_, m)| m.every)
            .map(|(id, _)| *id)
            .collect();
        // The others are listed once: by what the memory knows, else by
        // what the two passes below find.
        let once: HashSet<i64> = matched
            .iter()
            .filter(|(id, m)| !m.every && memory.listed(**id).is_none())
            .map(|(id, _)| *id)
            .collect();
        let accept = |o: &EventOccurrence, id: i64| matched.get(&id).is_some_and(|m| m.accepts(o));
        let expand = |from, to, ids: &HashSet<i64>, per_event| {
            self.occurrences_among(
                from,
                to,
                Some(query.calendars),
                query.viewer,
                Some(ids),
                per_event,
            )
        };
        for found in expand(query.from, query.to, &every, None)? {
            if accept(&found.found, found.event) {
                owned.push(listed_as(found.found, false));
            }
        }
        // Two passes over the range for all of them, not two per batch:
        // each pass reads every event row of the range.
        if !still_wanted() {
            return Ok(None);
        }
        // The first match from now on, per event.
        let mut first: HashMap<i64, EventOccurrence> = HashMap::default();
        for found in expand(now, query.to, &once, Some(FIRST_FEW))? {
            if !first.contains_key(&found.event) && accept(&found.found, found.event) {
                first.insert(found.event, found.found);
            }
        }
        // The latest match before now, for those with none ahead.
        let behind: HashSet<i64> = once
            .iter()
            .filter(|id| !first.contains_key(id))
            .copied()
            .collect();
        if !behind.is_empty() {
            if !still_wanted() {
                return Ok(None);
            }
            let mut latest: HashMap<i64, EventOccurrence> = HashMap::default();
            for found in expand(query.from, now, &behind, None)? {
                if accept(&found.found, found.event) {
                    latest.insert(found.event, found.found);
                }
            }
            first.extend(latest);
        }
        for id in &once {
            let found = first.remove(id).map(|found| {
                let series = found.headline.recurring;
                listed_as(found, series)
            });
            // Without overrides of texts of their own, what an event is
            // listed by does not depend on the text: the next keystroke
            // needs it again.
            let same_for_any_text = matched.get(id).is_some_and(|m| m.own.is_empty());
            match found {
                Some(found) if !(same_for_any_text && memory.has_room()) => owned.push(found),
                found if same_for_any_text => memory.remember(*id, found),
                _ => {}
            }
        }
        let all: Vec<&Listed> = matched
            .iter()
            .filter(|(_, m)| !m.every)
            .filter_map(|(id, _)| memory.listed(*id).and_then(Option::as_ref))
            .chain(&owned)
            .collect();
        let total = all.len();
        let hits = nearest(all, now, query.nearest);
        let left_out = total - hits.len();
        Ok(Some((hits, left_out)))
    }

    /// Stops any statement of this connection while `stop` says so: SQLite
    /// asks every thousand steps of its machine, and a statement stopped
    /// fails with [`StoreError::is_interrupted`]. So a search typed over
    /// ends in the middle of reading a year of rows, not after them. For a
    /// connection one thread owns (the search's): every statement it runs
    /// is subject to `stop`.
    pub fn stop_statements_when(
        &self,
        stop: impl Fn() -> bool + Send + 'static,
    ) -> Result<(), StoreError> {
        self.conn.progress_handler(1000, Some(stop))?;
        Ok(())
    }

    /// Lets go of what searches remembered (the search was closed).
    pub fn forget_searches(&self) {
        self.search_memory
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }

    /// The events (by row id) in the query's calendars and range whose
    /// texts, or whose overrides' texts, hold the needle; `None` when the
    /// answer stopped being wanted.
    fn matching(
        &self,
        needle: &Needle,
        query: &SearchQuery<'_>,
        memory: &mut SearchMemory,
        still_wanted: &dyn Fn() -> bool,
    ) -> Result<Option<HashMap<i64, Matched>>, StoreError> {
        let wanted: HashSet<i64> = query.calendars.iter().map(|c| c.0).collect();
        let snapshot = self.conn.unchecked_transaction()?;
        // Overrides with texts of their own, by event: few.
        let mut own_of: HashMap<i64, Vec<OwnTexts>> = HashMap::default();
        {
            let mut q = snapshot.prepare_cached(
                "SELECT event_id, recurrence_id, summary, location, description FROM overrides \
                 WHERE cancelled = 0 AND (summary IS NOT NULL OR location IS NOT NULL \
                 OR description IS NOT NULL)",
            )?;
            let mut rows = q.query([])?;
            while let Some(r) = rows.next()? {
                own_of
                    .entry(r.get(0)?)
                    .or_default()
                    .push((r.get(1)?, [r.get(2)?, r.get(3)?, r.get(4)?]));
            }
        }
        // The events of the range, from memory, else read (and kept when
        // they fit).
        let mut unkept = None;
        if memory.entries().is_none() {
            let Some(read) = read_entries(&snapshot, query, still_wanted)? else {
                return Ok(None);
            };
            unkept = if memory.wants_entries() {
                memory.keep_entries(read)
            } else {
                Some(read)
            };
        }
        let entries = unkept.as_deref().or(memory.entries()).unwrap_or_default();
        let mut matched: HashMap<i64, Matched> = HashMap::default();
        for (at, e) in entries.iter().enumerate() {
            if at % BATCH == BATCH - 1 && !still_wanted() {
                return Ok(None);
            }
            if !wanted.contains(&e.calendar) {
                continue;
            }
            let found = |i: usize| {
                e.texts[i]
                    .as_deref()
                    .is_some_and(|t| needle.found_in_folded(t))
            };
            let own = own_of.get(&e.id).map(Vec::as_slice).unwrap_or_default();
            if let Some(m) = judge(needle, found, own, &e.uid, query.expanded) {
                matched.insert(e.id, m);
            }
        }
        Ok(Some(matched))
    }
}

/// Every event whose stored bounds meet the query's range, texts folded;
/// `None` when the answer stopped being wanted.
fn read_entries(
    snapshot: &rusqlite::Transaction<'_>,
    query: &SearchQuery<'_>,
    still_wanted: &dyn Fn() -> bool,
) -> Result<Option<Vec<Entry>>, StoreError> {
    let (from, to) = range_secs(query.from, query.to);
    let mut q = snapshot.prepare_cached(
        "SELECT id, calendar_id, summary, location, description, uid, \
         first_start_utc, last_end_utc FROM events",
    )?;
    let mut rows = q.query([])?;
    let mut entries = Vec::new();
    let mut read = 0usize;
    while let Some(r) = rows.next()? {
        read += 1;
        if read.is_multiple_of(BATCH) && !still_wanted() {
            return Ok(None);
        }
        // Stored bounds that miss the range: nothing of it is listed.
        let (first, last): (Option<i64>, Option<i64>) = (r.get(6)?, r.get(7)?);
        if first.is_none_or(|f| f >= to) || last.is_some_and(|l| l < from) {
            continue;
        }
        let text = |i| -> rusqlite::Result<Option<&str>> { Ok(r.get_ref(i)?.as_str_or_null()?) };
        let uid = r.get_ref(5)?.as_str().map_err(rusqlite::Error::from)?;
        entries.push(Entry::new(
            r.get(0)?,
            r.get(1)?,
            [text(2)?, text(3)?, text(4)?],
            uid,
        ));
    }
    Ok(Some(entries))
}

/// The hits to list, in start order: of `all`, the `wanted` earliest that
/// end after `now` and the `wanted` latest that start before it (all of
/// them when `wanted` is `None`). Only those kept are copied and sorted.
fn nearest(mut all: Vec<&Listed>, now: DateTime<Utc>, wanted: Option<usize>) -> Vec<SearchHit> {
    if let Some(wanted) = wanted {
        let (mut coming, mut past): (Vec<&Listed>, Vec<&Listed>) = (Vec::new(), Vec::new());
        for l in &all {
            if l.end > now {
                coming.push(l);
            }
            if l.start < now {
                past.push(l);
            }
        }
        keep_first(&mut coming, wanted, |a, b| a.order(b));
        // A list filled by what is coming shows nothing before today.
        let room = if coming.len() >= wanted { 0 } else { wanted };
        keep_first(&mut past, room, |a, b| b.order(a));
        // One that began before now and ends after it may be in both.
        let mut seen = HashSet::default();
        all = coming
            .into_iter()
            .chain(past)
            .filter(|l| seen.insert(*l as *const Listed))
            .collect();
    }
    all.sort_by(|a, b| a.order(b));
    all.into_iter()
        .map(|l| SearchHit {
            found: l.found.clone(),
            series: l.series,
        })
        .collect()
}

/// Keeps the `n` first of `list` by `order` (in no particular order).
fn keep_first(
    list: &mut Vec<&Listed>,
    n: usize,
    order: impl Fn(&Listed, &Listed) -> std::cmp::Ordering,
) {
    if list.len() > n {
        if n > 0 {
            list.select_nth_unstable_by(n - 1, |a, b| order(a, b));
        }
        list.truncate(n);
    }
}
