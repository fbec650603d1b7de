//! Search: the occurrences whose title, place or notes contain a text.
//!
//! The texts of every event and override in the chosen calendars are read
//! once and matched here (SQLite's `LIKE` folds ASCII only, and a calendar
//! holds "Čeština" and "ÉCOLE"); only the events that match are expanded,
//! so a search over two years costs what those events cost, not what the
//! whole calendar does.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use std::collections::{HashMap, HashSet};

use super::codec::rid_text;
use super::{Store, StoreError};
use crate::model::{CalendarId, EventOccurrence};

/// What a search asks for.
#[derive(Debug, Clone, Copy)]
pub struct SearchQuery<'a> {
    /// The text, matched case-insensitively; blank finds nothing.
    pub text: &'a str,
    /// The occurrences overlapping `[from, to)`.
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    /// The calendars searched.
    pub calendars: &'a [CalendarId],
    pub viewer: Tz,
}

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
}

impl Store {
    /// The occurrences in the range whose title, place or notes contain
    /// `query.text` (case-insensitive), in start order. An occurrence an
    /// override retitled matches by its own texts.
    pub fn search(&self, query: &SearchQuery<'_>) -> Result<Vec<EventOccurrence>, StoreError> {
        let needle = query.text.trim().to_lowercase();
        if needle.is_empty() {
            return Ok(Vec::new());
        }
        let hit = |t: Option<&str>| t.is_some_and(|t| t.to_lowercase().contains(&needle));
        let wanted: HashSet<i64> = query.calendars.iter().map(|c| c.0).collect();
        let snapshot = self.conn.unchecked_transaction()?;
        let mut matched: HashMap<i64, Matched> = HashMap::new();
        // Each event's texts, for what its overrides leave unchanged.
        let mut texts_of: HashMap<i64, [Option<String>; 3]> = HashMap::new();
        // Occurrences name their event by uid: back to rows by it.
        let mut row_of: HashMap<String, i64> = HashMap::new();
        {
            let mut q = snapshot.prepare_cached(
                "SELECT id, calendar_id, summary, location, description, uid FROM events",
            )?;
            let mut rows = q.query([])?;
            while let Some(r) = rows.next()? {
                let (id, calendar): (i64, i64) = (r.get(0)?, r.get(1)?);
                if !wanted.contains(&calendar) {
                    continue;
                }
                let texts: [Option<String>; 3] = [r.get(2)?, r.get(3)?, r.get(4)?];
                if texts.iter().any(|t| hit(t.as_deref())) {
                    matched.entry(id).or_default().all = true;
                }
                texts_of.insert(id, texts);
                row_of.insert(r.get(5)?, id);
            }
            let mut q = snapshot.prepare_cached(
                "SELECT o.event_id, o.recurrence_id, o.summary, o.location, o.description \
                 FROM overrides o JOIN events e ON e.id = o.event_id \
                 WHERE o.cancelled = 0 AND (o.summary IS NOT NULL OR o.location IS NOT NULL \
                 OR o.description IS NOT NULL)",
            )?;
            let mut rows = q.query([])?;
            while let Some(r) = rows.next()? {
                let (id, rid): (i64, String) = (r.get(0)?, r.get(1)?);
                let Some(event) = texts_of.get(&id) else {
                    continue;
                };
                let own: [Option<String>; 3] = [r.get(2)?, r.get(3)?, r.get(4)?];
                let event_hit = matched.get(&id).is_some_and(|m| m.all);
                // What the occurrence shows: its own text where it has
                // one, the event's elsewhere.
                let own_hit = own
                    .iter()
                    .zip(event)
                    .any(|(o, e)| hit(o.as_deref().or(e.as_deref())));
                if own_hit || event_hit {
                    let m = matched.entry(id).or_default();
                    m.own.insert(rid.clone());
                    if own_hit {
                        m.overrides.insert(rid);
                    }
                }
            }
        }
        drop(snapshot);
        if matched.is_empty() {
            return Ok(Vec::new());
        }
        let ids: HashSet<i64> = matched.keys().copied().collect();
        let found = self.occurrences_among(
            query.from,
            query.to,
            Some(query.calendars),
            query.viewer,
            Some(&ids),
        )?;
        Ok(found
            .into_iter()
            .filter(|o| {
                let Some(m) = row_of.get(o.uid()).and_then(|id| matched.get(id)) else {
                    return false;
                };
                let rid = rid_text(&o.occurrence.recurrence_id());
                if o.occurrence.is_overridden() && m.own.contains(&rid) {
                    m.overrides.contains(&rid)
                } else {
                    m.all
                }
            })
            .collect())
    }
}
