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
use super::query::Among;
use super::search_memory::{Entries, EventsMark, Listed, MemoryKey, SearchMemory, Spot};
use super::search_nearest::{nearest, nearest_spots};
use super::{ChangeStamp, Store, StoreError};
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

/// Events whose listings are found at once (read by id): a batch's series
/// and occurrences are all a search holds of them at a time, so that
/// preparing the index of a hundred thousand events does not leave the
/// window's heap grown by its peak.
const LISTING_BATCH: usize = 512;

/// Occurrences looked at per series for its first match ahead: an override
/// retitled away from the text is skipped, a run of them is not searched
/// for ever.
const FIRST_FEW: usize = 8;

/// Which occurrences of one event match: all of them (the event's own
/// texts match), or those overridden with texts that do. Small: a first
/// letter matches nearly every event of the range.
#[derive(Default)]
struct Matched {
    all: bool,
    /// Listed with every occurrence (asked for, or matched only through
    /// overrides), rather than once.
    every: bool,
    /// For an event with overrides of texts of their own (few).
    overridden: Option<Box<Overridden>>,
}

/// Which overrides of an event decide by their own texts, and match.
#[derive(Default)]
struct Overridden {
    /// Recurrence ids (stored text form) of overrides whose texts match.
    matching: HashSet<String>,
    /// Overrides with their own title, place or notes: those decide by
    /// what they show, whatever the event says.
    own: HashSet<String>,
}

impl Matched {
    fn accepts(&self, o: &EventOccurrence) -> bool {
        let Some(overridden) = &self.overridden else {
            return self.all;
        };
        let rid = rid_text(&o.occurrence.recurrence_id());
        if o.occurrence.is_overridden() && overridden.own.contains(&rid) {
            overridden.matching.contains(&rid)
        } else {
            self.all
        }
    }

    /// Whether no override of it decides by texts of its own: then what
    /// it is listed by does not depend on the text searched for.
    fn same_for_any_text(&self) -> bool {
        self.overridden.as_ref().is_none_or(|o| o.own.is_empty())
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
    let mut o = Overridden::default();
    for (rid, texts) in own {
        // What the occurrence shows: its own text where it has one, the
        // event's elsewhere.
        let own_hit = texts.iter().enumerate().any(|(i, t)| match t {
            Some(t) => needle.found_in(t),
            None => found(i),
        });
        if own_hit || all {
            o.own.insert(rid.clone());
            if own_hit {
                o.matching.insert(rid.clone());
            }
        }
    }
    if !all && o.matching.is_empty() {
        return None;
    }
    Some(Matched {
        all,
        every: !all || expanded == Some(uid),
        overridden: (!o.own.is_empty()).then(|| Box::new(o)),
    })
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
        let (key, _) = self.memory_key(query)?;
        let memory = self.search_memory.lock().unwrap_or_else(|e| e.into_inner());
        if memory.is_prepared_for(key) {
            return Ok(true);
        }
        drop(memory);
        let done = self
            .hits(&Needle::everything(), query, still_wanted)?
            .is_some();
        // Complete only if no event was written meanwhile.
        let (now, stamp) = self.memory_key(query)?;
        if done && now == key {
            let mut memory = self.search_memory.lock().unwrap_or_else(|e| e.into_inner());
            memory.keep_for(key, stamp);
            memory.set_prepared();
        }
        Ok(done)
    }

    /// What the memory of `query`'s searches is good for, and the stamp it
    /// was read at. The events are asked for only when something was
    /// written since the memory's key was last checked.
    fn memory_key(&self, query: &SearchQuery<'_>) -> Result<(MemoryKey, ChangeStamp), StoreError> {
        let stamp = self.change_stamp()?;
        let memory = self.search_memory.lock().unwrap_or_else(|e| e.into_inner());
        let known = memory.key_at(stamp);
        drop(memory);
        let events = match known {
            Some(key) => key.events,
            // Two statements of a step or two each: SQLite counts a table's
            // rows from its smallest b-tree at once, and finds the last id at
            // once; asked in one statement they would walk every row.
            None => EventsMark {
                last_id: self
                    .conn
                    .query_row("SELECT max(id) FROM events", [], |r| r.get(0))?,
                count: self
                    .conn
                    .query_row("SELECT count(*) FROM events", [], |r| r.get(0))?,
            },
        };
        let key = MemoryKey {
            events,
            from: query.from,
            to: query.to,
            now: query.now.clamp(query.from, query.to),
            viewer: query.viewer,
        };
        Ok((key, stamp))
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
        let (key, stamp) = self.memory_key(query)?;
        let mut memory = self.search_memory.lock().unwrap_or_else(|e| e.into_inner());
        memory.keep_for(key, stamp);
        let Some(matched) = self.matching(needle, query, &mut memory, still_wanted)? else {
            return Ok(None);
        };
        let viewer = query.viewer;
        let listed_as = |found: EventOccurrence| {
            let series = found.headline.recurring;
            Listed::new(found, series, viewer)
        };
        // Hits not kept in the memory: those of series listed in full, of
        // events with overrides of their own texts, and any past the
        // memory's room.
        let mut owned: Vec<Listed> = Vec::new();
        // Every occurrence of the series asked for, and of events matched
        // only through overrides.
        let every: HashSet<i64> = matched
            .iter()
            .filter(|(_, m)| m.every)
            .map(|(id, _)| *id)
            .collect();
        let among = Among {
            only: Some(&every),
            per_event: None,
            // Searched again at the next key.
            keep_compiled: true,
        };
        let calendars = Some(query.calendars);
        for found in self.occurrences_among(query.from, query.to, calendars, viewer, among)? {
            if matched
                .get(&found.event)
                .is_some_and(|m| m.accepts(&found.found))
            {
                owned.push(Listed::new(found.found, false, viewer));
            }
        }
        if !still_wanted() {
            return Ok(None);
        }
        // The others are listed once: by what the memory knows, else by
        // the occurrence found now.
        let once: Vec<i64> = matched
            .iter()
            .filter(|(id, m)| !m.every && memory.spot(**id).is_none())
            .map(|(id, _)| *id)
            .collect();
        // Remembered by their spots (what a list shows of them is found
        // again below): at a hundred thousand events, whole occurrences
        // would take tens of megabytes while a search is prepared. Those
        // past the memory's room are cut with the others, and found again.
        let mut unkept: Vec<(i64, Spot)> = Vec::new();
        let mut listed = |id: i64, found: EventOccurrence| {
            let found = listed_as(found);
            // Without overrides of texts of their own, what an event is
            // listed by does not depend on the text: the next keystroke
            // needs it again.
            if !matched.get(&id).is_some_and(Matched::same_for_any_text) {
                owned.push(found);
            } else if memory.has_room() {
                memory.remember(id, Some(Spot::of(&found)));
            } else {
                unkept.push((id, Spot::of(&found)));
            }
        };
        if self
            .listings(&once, &matched, query, now, still_wanted, &mut listed)?
            .is_none()
        {
            return Ok(None);
        }
        // Those with no match in the range: known to have none.
        for id in &once {
            let same = matched.get(id).is_some_and(Matched::same_for_any_text);
            if same && memory.spot(*id).is_none() && memory.has_room() {
                memory.remember(*id, None);
            }
        }
        // What the memory lists, cut to the nearest by their spots alone;
        // those not shown lately are found again.
        let mut spots: Vec<(i64, Spot)> = matched
            .iter()
            .filter(|(_, m)| !m.every)
            .filter_map(|(id, _)| memory.spot(*id).flatten().map(|s| (*id, s)))
            .collect();
        spots.extend(unkept);
        let total = spots.len() + owned.len();
        let chosen = nearest_spots(spots, now, query.nearest);
        let again: Vec<i64> = chosen
            .iter()
            .filter(|id| memory.shown(**id).is_none())
            .copied()
            .collect();
        let mut fresh: HashMap<i64, Listed> = HashMap::default();
        if !again.is_empty() {
            let mut keep = |id: i64, found: EventOccurrence| {
                fresh.insert(id, listed_as(found));
            };
            if self
                .listings(&again, &matched, query, now, still_wanted, &mut keep)?
                .is_none()
            {
                return Ok(None);
            }
        }
        let all: Vec<&Listed> = chosen
            .iter()
            .filter_map(|id| fresh.get(id).or_else(|| memory.shown(*id)))
            .chain(&owned)
            .collect();
        let hits: Vec<SearchHit> = nearest(all, now, query.nearest)
            .into_iter()
            .map(|l| SearchHit {
                found: l.found.clone(),
                series: l.series,
            })
            .collect();
        let left_out = total - hits.len();
        // Kept whole for the next keystroke, which shows most of them again.
        for id in chosen {
            if let Some(listed) = fresh.remove(&id) {
                memory.show(id, listed);
            }
        }
        Ok(Some((hits, left_out)))
    }

    /// Tells `emit` the occurrence each of `ids` is listed by: its first
    /// match from now on, else its latest before now (nothing when it has
    /// no match in the range); `None` when not wanted any more. Read in
    /// batches by id, so that a few thousand occurrences are held at once,
    /// not one per event of the range; and the series are not kept
    /// compiled: what they are listed by is remembered instead.
    fn listings(
        &self,
        ids: &[i64],
        matched: &HashMap<i64, Matched>,
        query: &SearchQuery<'_>,
        now: DateTime<Utc>,
        still_wanted: &dyn Fn() -> bool,
        emit: &mut dyn FnMut(i64, EventOccurrence),
    ) -> Result<Option<()>, StoreError> {
        let accept = |o: &EventOccurrence, id: i64| matched.get(&id).is_some_and(|m| m.accepts(o));
        let expand = |from, to, ids: &[i64], per_event| {
            let ids: HashSet<i64> = ids.iter().copied().collect();
            let among = Among {
                only: Some(&ids),
                per_event,
                keep_compiled: false,
            };
            self.occurrences_among(from, to, Some(query.calendars), query.viewer, among)
        };
        // The first match from now on: the first occurrence, unless
        // overrides with texts of their own may turn it away.
        let (mut plain, mut turned): (Vec<i64>, Vec<i64>) = ids
            .iter()
            .partition(|id| matched.get(id).is_some_and(Matched::same_for_any_text));
        plain.sort_unstable();
        turned.sort_unstable();
        let mut behind: Vec<i64> = Vec::new();
        for (ids, per_event) in [(&plain, 1), (&turned, FIRST_FEW)] {
            for batch in ids.chunks(LISTING_BATCH) {
                if !still_wanted() {
                    return Ok(None);
                }
                let mut first: HashMap<i64, EventOccurrence> = HashMap::default();
                for found in expand(now, query.to, batch, Some(per_event))? {
                    if !first.contains_key(&found.event) && accept(&found.found, found.event) {
                        first.insert(found.event, found.found);
                    }
                }
                behind.extend(batch.iter().filter(|id| !first.contains_key(id)));
                for (id, found) in first {
                    emit(id, found);
                }
            }
        }
        // The latest match before now, for those with none ahead.
        for batch in behind.chunks(LISTING_BATCH) {
            if !still_wanted() {
                return Ok(None);
            }
            let mut latest: HashMap<i64, EventOccurrence> = HashMap::default();
            for found in expand(query.from, now, batch, None)? {
                if accept(&found.found, found.event) {
                    // In start order: the last one stays.
                    latest.insert(found.event, found.found);
                }
            }
            for (id, found) in latest {
                emit(id, found);
            }
        }
        Ok(Some(()))
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

    /// Lets go of what searches remembered (a benchmark's cold start).
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
        let none = Entries::default();
        let entries = unkept.as_ref().or(memory.entries()).unwrap_or(&none);
        let mut matched: HashMap<i64, Matched> = HashMap::default();
        for (at, e) in entries.iter().enumerate() {
            if at % BATCH == BATCH - 1 && !still_wanted() {
                return Ok(None);
            }
            if !wanted.contains(&e.calendar()) {
                continue;
            }
            let found = |i: usize| e.text(i).is_some_and(|t| needle.found_in_folded(t));
            let own = own_of.get(&e.id()).map(Vec::as_slice).unwrap_or_default();
            if let Some(m) = judge(needle, found, own, e.uid(), query.expanded) {
                matched.insert(e.id(), m);
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
) -> Result<Option<Entries>, StoreError> {
    let (from, to) = range_secs(query.from, query.to);
    let mut q = snapshot.prepare_cached(
        "SELECT id, calendar_id, summary, location, description, uid, \
         first_start_utc, last_end_utc FROM events",
    )?;
    let mut rows = q.query([])?;
    let mut entries = Entries::default();
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
        entries.push(r.get(0)?, r.get(1)?, [text(2)?, text(3)?, text(4)?], uid);
    }
    Ok(Some(entries))
}
