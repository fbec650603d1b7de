//! Settling a conflict copy: when the same property of an event changed
//! here and on the server, the sync kept both — the server's version
//! under the event's UID, the local one as a copy marked
//! `X-KAIROS-CONFLICT-OF` (see `sync::merge`). The user settles it with one
//! journaled edit, which the next sync carries to the server.

use chrono::Utc;
use rusqlite::OptionalExtension;

use super::change::Change;
use super::{Store, StoreError, StoredEvent};
use crate::model::CalendarId;

pub use crate::model::conflict::{CONFLICT_OF, COPY_SUFFIX};

/// A conflict copy not settled yet.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConflictCopy {
    /// The copy's uid (this device's version).
    pub copy: String,
    /// The uid of the event it copies (the server's version).
    pub original: String,
    /// The calendar both are in.
    pub calendar: CalendarId,
}

/// How a conflict is settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settle {
    /// The copy (this device's version) replaces the event; the copy goes.
    KeepThis,
    /// The event stays as the server has it; the copy goes.
    KeepServers,
    /// Both stay, as two events: the copy loses its mark.
    KeepBoth,
}

/// The UID of the event `stored` is a conflict copy of, if it is one.
pub fn conflict_of(stored: &StoredEvent) -> Option<&str> {
    crate::model::conflict::copy_of(&stored.event)
}

/// `copy` as an event of its own: no mark, its title as it was.
fn unmarked(mut copy: StoredEvent) -> StoredEvent {
    copy.event.extra_properties.retain(|line| {
        !line
            .split_once(':')
            .is_some_and(|(name, _)| name.eq_ignore_ascii_case(CONFLICT_OF))
    });
    if let Some(title) = copy.event.summary.strip_suffix(COPY_SUFFIX) {
        copy.event.summary = title.to_owned();
    }
    copy
}

/// [`Store::conflict_copies`]'s question. `CROSS JOIN` keeps the kept
/// properties the outer loop: joined the other way, SQLite read every event
/// of the file to probe each one's properties (37 ms at 100,000 events, at
/// each reload of the window).
const CONFLICT_COPIES: &str = "SELECT e.uid, p.line, e.calendar_id FROM event_properties p \
     CROSS JOIN events e ON e.id = p.event_id WHERE p.line LIKE ?1 ORDER BY e.id";

impl Store {
    /// The conflict copies a sync left and nobody settled yet, oldest
    /// first.
    pub fn conflict_copies(&self) -> Result<Vec<ConflictCopy>, StoreError> {
        let mut q = self.conn.prepare_cached(CONFLICT_COPIES)?;
        let rows = q.query_map([format!("{CONFLICT_OF}:%")], |r| {
            let line: String = r.get(1)?;
            Ok(ConflictCopy {
                copy: r.get(0)?,
                original: line
                    .split_once(':')
                    .map(|(_, uid)| uid.to_owned())
                    .unwrap_or_default(),
                calendar: CalendarId(r.get(2)?),
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The conflict copy a sync left of the event `uid`, if any.
    pub fn conflict_copy_of(&self, uid: &str) -> Result<Option<StoredEvent>, StoreError> {
        let line = format!("{CONFLICT_OF}:{uid}");
        let copy: Option<String> = self
            .conn
            .query_row(
                "SELECT e.uid FROM event_properties p JOIN events e ON e.id = p.event_id \
                 WHERE p.line = ?1 ORDER BY e.id LIMIT 1",
                [line],
                |r| r.get(0),
            )
            .optional()?;
        copy.map(|u| self.event(&u)).transpose()
    }

    /// Settles the conflict copy `copy_uid` as `how`.
    pub fn settle_conflict(&mut self, copy_uid: &str, how: Settle) -> Result<(), StoreError> {
        self.edit(|conn| {
            let copy = super::rows::read_record(conn, copy_uid)?
                .ok_or_else(|| StoreError::UnknownEvent(copy_uid.to_owned()))?
                .to_stored(conn)?;
            let Some(original_uid) = conflict_of(&copy).map(str::to_owned) else {
                return Err(StoreError::NotAConflict(copy_uid.to_owned()));
            };
            let original = super::rows::read_record(conn, &original_uid)?
                .map(|r| r.to_stored(conn))
                .transpose()?;
            let title = unmarked(copy.clone()).event.summary;
            let now = chrono::DateTime::from_timestamp(Utc::now().timestamp(), 0)
                .unwrap_or_else(Utc::now);
            let changes = match (how, original) {
                (Settle::KeepServers, _) => vec![Change::remove(copy_uid)],
                // The event went from the server since: the copy is all
                // that is left of it.
                (Settle::KeepBoth, _) | (Settle::KeepThis, None) => {
                    let mut kept = unmarked(copy);
                    kept.sequence += 1;
                    kept.modified = now;
                    vec![Change::put(kept)]
                }
                (Settle::KeepThis, Some(original)) => {
                    let mut kept = unmarked(copy);
                    kept.event.uid = original.event.uid.clone();
                    kept.calendar = original.calendar;
                    kept.created = original.created;
                    kept.sequence = kept.sequence.max(original.sequence) + 1;
                    kept.modified = now;
                    vec![Change::remove(copy_uid), Change::put(kept)]
                }
            };
            let verb = match how {
                Settle::KeepThis => "Keep this version of",
                Settle::KeepServers => "Keep the server's version of",
                Settle::KeepBoth => "Keep both versions of",
            };
            Ok((format!("{verb} “{title}”"), changes))
        })
    }
}

#[cfg(test)]
mod plan_tests {
    use super::*;

    /// Each reload asks for the conflict copies: the events are read by
    /// the properties that mark them, not all of them.
    #[test]
    fn conflict_copies_are_found_without_reading_every_event() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("k.db")).unwrap();
        store.assert_events_read_by_key(&CONFLICT_COPIES.replace("?1", "'x'"));
    }
}
