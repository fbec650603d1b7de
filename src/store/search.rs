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
use std::collections::{HashMap, HashSet};

use super::codec::rid_text;
use super::fold::Needle;
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
    /// What matched, in start order.
    Found(Vec<SearchHit>),
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
            return Ok(SearchOutcome::Found(Vec::new()));
        };
        let Some(matched) = self.matching(&needle, query, still_wanted)? else {
            return Ok(SearchOutcome::Superseded);
        };
        let mut hits = Vec::new();
        // Every occurrence of the series asked for, and of events matched
        // only through overrides.
        let every: HashSet<i64> = matched
            .iter()
            .filter(|(_, m)| m.every)
            .map(|(id, _)| *id)
            .collect();
        let once: Vec<i64> = matched
            .iter()
            .filter(|(_, m)| !m.every)
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
                hits.push(SearchHit {
                    found: found.found,
                    series: false,
                });
            }
        }
        let now = query.now.clamp(query.from, query.to);
        for batch in once.chunks(BATCH) {
            if !still_wanted() {
                return Ok(SearchOutcome::Superseded);
            }
            let batch: HashSet<i64> = batch.iter().copied().collect();
            // The first match from now on, per event.
            let mut listed: HashSet<i64> = HashSet::new();
            for found in expand(now, query.to, &batch, Some(FIRST_FEW))? {
                if !listed.contains(&found.event) && accept(&found.found, found.event) {
                    listed.insert(found.event);
                    let series = found.found.headline.recurring;
                    hits.push(SearchHit {
                        found: found.found,
                        series,
                    });
                }
            }
            // The latest match before now, for those with none ahead.
            let behind: HashSet<i64> = batch.difference(&listed).copied().collect();
            if behind.is_empty() {
                continue;
            }
            let mut latest: HashMap<i64, EventOccurrence> = HashMap::new();
            for found in expand(query.from, now, &behind, None)? {
                if accept(&found.found, found.event) {
                    latest.insert(found.event, found.found);
                }
            }
            hits.extend(latest.into_values().map(|found| SearchHit {
                series: found.headline.recurring,
                found,
            }));
        }
        let viewer = query.viewer;
        hits.sort_by(|a, b| {
            let (p, q) = (&a.found, &b.found);
            let key = |o: &EventOccurrence| {
                (
                    o.occurrence.start.instant_in(viewer),
                    o.occurrence.end.instant_in(viewer),
                )
            };
            key(p)
                .cmp(&key(q))
                .then_with(|| p.headline.summary.cmp(&q.headline.summary))
                .then_with(|| p.uid().cmp(q.uid()))
        });
        Ok(SearchOutcome::Found(hits))
    }

    /// The events (by row id) in the query's calendars and range whose
    /// texts, or whose overrides' texts, hold the needle; `None` when the
    /// answer stopped being wanted.
    fn matching(
        &self,
        needle: &Needle,
        query: &SearchQuery<'_>,
        still_wanted: &dyn Fn() -> bool,
    ) -> Result<Option<HashMap<i64, Matched>>, StoreError> {
        let wanted: HashSet<i64> = query.calendars.iter().map(|c| c.0).collect();
        let (from, to) = (query.from.timestamp(), query.to.timestamp());
        let snapshot = self.conn.unchecked_transaction()?;
        // Overrides with texts of their own, by event: few, read first so
        // that the events' texts need not be kept.
        let mut own_of: HashMap<i64, Vec<OwnTexts>> = HashMap::new();
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
        let mut matched: HashMap<i64, Matched> = HashMap::new();
        let mut q = snapshot.prepare_cached(
            "SELECT id, calendar_id, summary, location, description, uid, \
             first_start_utc, last_end_utc FROM events",
        )?;
        let mut rows = q.query([])?;
        let mut read = 0usize;
        while let Some(r) = rows.next()? {
            read += 1;
            if read.is_multiple_of(BATCH) && !still_wanted() {
                return Ok(None);
            }
            let (id, calendar): (i64, i64) = (r.get(0)?, r.get(1)?);
            if !wanted.contains(&calendar) {
                continue;
            }
            // Stored bounds that miss the range: nothing of it is listed.
            let (first, last): (Option<i64>, Option<i64>) = (r.get(6)?, r.get(7)?);
            if first.is_some_and(|f| f >= to) || last.is_some_and(|l| l < from) {
                continue;
            }
            let text =
                |i| -> rusqlite::Result<Option<&str>> { Ok(r.get_ref(i)?.as_str_or_null()?) };
            let texts = [text(2)?, text(3)?, text(4)?];
            let all = texts.iter().any(|t| needle.found_in_any(*t));
            let mut m = Matched {
                all,
                ..Matched::default()
            };
            for (rid, own) in own_of.get(&id).map(Vec::as_slice).unwrap_or_default() {
                // What the occurrence shows: its own text where it has one,
                // the event's elsewhere.
                let own_hit = own
                    .iter()
                    .zip(texts)
                    .any(|(o, e)| needle.found_in_any(o.as_deref().or(e)));
                if own_hit || all {
                    m.own.insert(rid.clone());
                    if own_hit {
                        m.overrides.insert(rid.clone());
                    }
                }
            }
            if !m.all && m.overrides.is_empty() {
                continue;
            }
            let uid = r.get_ref(5)?.as_str().map_err(rusqlite::Error::from)?;
            m.every = !m.all || query.expanded == Some(uid);
            matched.insert(id, m);
        }
        Ok(Some(matched))
    }
}
