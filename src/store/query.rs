//! Range queries: the occurrences a view shows.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use std::collections::HashSet;

use super::bounds::{level_span_secs, range_secs, LONG_LEVEL};
use super::rows::{read_exceptions, record_from_row, EVENT_COLUMNS};
use super::{Store, StoreError};
use crate::model::{CalendarId, Occurrence, OverrideChange};
use crate::recur::Series;

/// One occurrence with what a view shows of its event, overrides applied.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventOccurrence {
    /// The event (series) it belongs to.
    pub uid: String,
    /// The calendar it is in.
    pub calendar: CalendarId,
    /// Its title (this occurrence's own, if an override changed it).
    pub summary: String,
    /// Its place (this occurrence's own, if an override changed it).
    pub location: Option<String>,
    /// When it starts and ends, and which occurrence of the series it is.
    pub occurrence: Occurrence,
    /// Whether the event repeats (edits then ask for a scope).
    pub recurring: bool,
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
        let wanted: HashSet<i64> = match calendars {
            Some(list) => list.iter().map(|c| c.0).collect(),
            None => self
                .calendars()?
                .into_iter()
                .filter(|c| c.visible)
                .map(|c| c.id.0)
                .collect(),
        };
        let (from_secs, to_secs) = range_secs(from, to);
        let mut q = self.conn.prepare_cached(&format!(
            "SELECT {EVENT_COLUMNS} FROM events WHERE span_level = ?1 \
             AND first_start_utc >= ?2 AND first_start_utc < ?3 \
             AND (last_end_utc IS NULL OR last_end_utc >= ?4)"
        ))?;
        let mut found = Vec::new();
        for level in 0..=LONG_LEVEL {
            let lowest = if level == LONG_LEVEL {
                i64::MIN
            } else {
                from_secs - level_span_secs(level)
            };
            let mut rows = q.query((level, lowest, to_secs, from_secs))?;
            while let Some(row) = rows.next()? {
                let mut row = record_from_row(row)?;
                if !wanted.contains(&row.record.calendar_id) {
                    continue;
                }
                if row.exceptions > 0 {
                    read_exceptions(&self.conn, &mut row)?;
                }
                let stored = row.record.to_stored()?;
                let event = &stored.event;
                let series = Series::new(event)
                    .map_err(|e| StoreError::Corrupt(format!("rule of {}: {e}", event.uid)))?;
                let recurring = event.is_recurring();
                for occurrence in series.occurrences(from, to, viewer) {
                    let details = occurrence.override_of.and_then(|id| {
                        event
                            .overrides
                            .iter()
                            .find(|o| o.recurrence_id == id)
                            .filter(|o| !matches!(o.change, OverrideChange::Cancelled))
                            .map(|o| &o.details)
                    });
                    found.push(EventOccurrence {
                        uid: event.uid.clone(),
                        calendar: stored.calendar,
                        summary: details
                            .and_then(|d| d.summary.clone())
                            .unwrap_or_else(|| event.summary.clone()),
                        location: details
                            .and_then(|d| d.location.clone())
                            .or_else(|| event.location.clone()),
                        occurrence,
                        recurring,
                    });
                }
            }
        }
        found.sort_by_cached_key(|o| {
            (
                o.occurrence.start.instant_in(viewer),
                o.occurrence.end.instant_in(viewer),
                o.summary.clone(),
                o.uid.clone(),
            )
        });
        Ok(found)
    }
}
