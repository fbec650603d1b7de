//! The zones files defined for themselves, kept beside the events that use
//! them.
//!
//! A time in such a zone is written `2026-03-02T09:00:00[KEY]` (see
//! `codec.rs`), the key naming a row here. Rows are immutable — a key
//! covers everything the row says — and never deleted (an undo may bring
//! back an event that uses one), so any process reading a key it has not
//! seen yet loads the row and interns the zone.

use rusqlite::{params, Connection, OptionalExtension};

use super::StoreError;
use crate::model::{CustomZone, CustomZoneId, Event, EventTime, OverrideChange, Zone};

/// Writes the definition of every file-defined zone `event` uses.
pub(crate) fn save_used(conn: &Connection, event: &Event) -> Result<(), StoreError> {
    let overrides = event.overrides.iter().filter_map(|o| match &o.change {
        OverrideChange::Moved { start, .. } => Some(start),
        OverrideChange::Cancelled => None,
    });
    let times = std::iter::once(&event.start)
        .chain(&event.exdates)
        .chain(event.rdates.iter().map(|r| &r.start))
        .chain(overrides);
    for time in times {
        if let EventTime::Zoned {
            tz: Zone::Custom(id),
            ..
        } = time
        {
            let zone = id.get();
            conn.prepare_cached(
                "INSERT OR IGNORE INTO zones (key, tzid, definition, transitions) VALUES (?, ?, ?, ?)",
            )?
            .execute(params![
                zone.key(),
                zone.tzid(),
                zone.definition(),
                zone.encode_transitions()
            ])?;
        }
    }
    Ok(())
}

/// Makes the zone `key` known to this process, from its row; an error if
/// the file has no such zone.
pub(crate) fn load(conn: &Connection, key: &str) -> Result<Zone, StoreError> {
    if let Some(id) = CustomZoneId::by_key(key) {
        return Ok(Zone::Custom(id));
    }
    let row: Option<(String, String, String)> = conn
        .prepare_cached("SELECT tzid, definition, transitions FROM zones WHERE key = ?")?
        .query_row([key], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    let (tzid, definition, transitions) =
        row.ok_or_else(|| StoreError::Corrupt(format!("time zone {key:?} is not in the file")))?;
    let zone = CustomZone::decode(&tzid, &definition, &transitions)
        .map_err(|e| StoreError::Corrupt(format!("time zone {key:?}: {e}")))?;
    if zone.key() != key {
        return Err(StoreError::Corrupt(format!(
            "time zone {key:?}: its row says something else"
        )));
    }
    Ok(Zone::custom(zone))
}
