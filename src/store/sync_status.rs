//! What the last sync of each server resource left on both sides, and the
//! writes a sync makes to local calendars.
//!
//! Local changes are not queued separately: every edit writes a new event
//! row (a new [`EventVersion`]) in its own transaction, undo and redo
//! included, so "changed since the last sync" is a status row whose local
//! version is no longer the event's, and "deleted" is a status row whose
//! event is gone from the calendar. Both are committed with the change
//! itself; a crash or a closed laptop cannot lose them, and no code path can
//! forget to enqueue.
//!
//! A sync's own writes go through [`Store::apply_sync`], which writes the
//! event and its status row in one transaction, and only if the local event
//! is still the version the sync planned from: an edit made in the window
//! while a sync runs is never overwritten, it is simply seen next time.
//! These writes are not journaled: undo takes back what the user did, not
//! what arrived from a server.

use rusqlite::{params, Connection, OptionalExtension, TransactionBehavior};

use super::bulk::EventVersion;
use super::incoming::IncomingEvent;
use super::record::EventRecord;
use super::rows::{delete_record, write_record};
use super::validate::validate;
use super::{Store, StoreError, StoredEvent};
use crate::model::CalendarId;

/// One server resource as both sides held it after its last sync.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResourceStatus {
    /// The resource's absolute URL path on the server (opaque).
    pub href: String,
    /// The event's UID, `None` for a resource with no event (a task).
    pub uid: Option<String>,
    /// The server's ETag, when it gave one.
    pub etag: Option<String>,
    /// Hash of the normalised event (see `sync::normal`).
    pub hash: String,
    /// The local event's version; `None` when only the server has it (an
    /// event Kairos cannot store, or not an event at all).
    pub local_version: Option<EventVersion>,
    /// The normalised text both sides agreed on: the base of a merge.
    pub base: String,
}

/// A write a sync makes to one calendar.
#[derive(Debug, Clone)]
pub enum SyncWrite {
    /// Put the server's version here, if the local event is still at
    /// `expected` (`None`: absent from this calendar), and record `status`
    /// with the new local version.
    Pull {
        incoming: IncomingEvent,
        expected: Option<EventVersion>,
        status: ResourceStatus,
    },
    /// Remove the local event, if it is still at `expected`, and forget the
    /// resource.
    DeleteLocal {
        uid: String,
        expected: EventVersion,
        href: String,
    },
    /// A new local event that is not on the server yet (a conflict copy):
    /// the next push sends it.
    Create(StoredEvent),
    /// Record what both sides now hold (after a push, or when both sides
    /// turned out equal).
    Record(ResourceStatus),
    /// Forget a resource gone from both sides.
    Forget { href: String },
    /// Forget the intent for `uid`: the server does not hold what it sent
    /// (the write failed), so the status stands as it was.
    DropIntent { uid: String },
}

/// What [`Store::apply_sync`] did with one write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SyncApplied {
    /// Written; for a pull or a create, the event's new version.
    Done(Option<EventVersion>),
    /// The local event changed while the sync ran: left alone, seen next time.
    LocalChanged,
    /// The server's event cannot be stored (why); kept on the server only.
    Unstorable(String),
    /// The same UID is in another server calendar (named) that still holds
    /// it: moved on the server, or the same event in two calendars. Left
    /// for after that calendar's sync, so that neither copy is deleted.
    Elsewhere(String),
}

impl Store {
    /// The status of every resource of `calendar`.
    pub fn sync_status(&self, calendar: CalendarId) -> Result<Vec<ResourceStatus>, StoreError> {
        let mut q = self.conn.prepare_cached(
            "SELECT href, uid, etag, hash, local_version, base FROM sync_status WHERE calendar_id = ?",
        )?;
        let rows = q
            .query_map([calendar.0], |r| {
                Ok(ResourceStatus {
                    href: r.get(0)?,
                    uid: r.get(1)?,
                    etag: r.get(2)?,
                    hash: r.get(3)?,
                    local_version: r.get::<_, Option<i64>>(4)?.map(EventVersion),
                    base: r.get(5)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// Brings every resource's agreed normal form to the form named `form`,
    /// once per form: `renormal` writes a base (the last agreed text) in the
    /// current form, as (hash, text), or says it is no event (`None`: left
    /// as it is). A Kairos that reads events differently (a meeting's people
    /// became data, their parameters written in one order) would otherwise
    /// take every agreed event for one changed since. Returns how many were
    /// rewritten.
    pub fn rebase_sync_status(
        &mut self,
        form: &str,
        renormal: impl Fn(&str) -> Option<(String, String)>,
    ) -> Result<usize, StoreError> {
        const KEY: &str = "sync_normal_form";
        if self.setting(KEY)?.as_deref() == Some(form) {
            return Ok(0);
        }
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let rows: Vec<(i64, String, String, String)> = {
            let mut q = tx.prepare(
                "SELECT calendar_id, href, hash, base FROM sync_status WHERE base <> ''",
            )?;
            let rows = q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
            rows.collect::<rusqlite::Result<_>>()?
        };
        let mut rewritten = 0;
        {
            let mut set = tx.prepare(
                "UPDATE sync_status SET hash = ?3, base = ?4 WHERE calendar_id = ?1 AND href = ?2",
            )?;
            for (calendar, href, hash, base) in rows {
                match renormal(&base) {
                    Some((new_hash, text)) if new_hash != hash => {
                        set.execute(params![calendar, href, new_hash, text])?;
                        rewritten += 1;
                    }
                    _ => {}
                }
            }
        }
        tx.execute(
            "INSERT INTO settings (key, value) VALUES (?1, ?2) \
             ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            params![KEY, form],
        )?;
        tx.commit()?;
        Ok(rewritten)
    }

    /// Whether any event of `calendar` changed, appeared or went since the
    /// last sync recorded it: one pass over two small columns, for the
    /// common case of a sync with nothing to do.
    pub fn local_changes_since_sync(&self, calendar: CalendarId) -> Result<bool, StoreError> {
        let changed: i64 = self.conn.query_row(
            "SELECT EXISTS (SELECT 1 FROM events e LEFT JOIN sync_status s \
               ON s.calendar_id = e.calendar_id AND s.uid = e.uid \
               WHERE e.calendar_id = ?1 AND (s.local_version IS NULL OR s.local_version <> e.id)) \
             OR EXISTS (SELECT 1 FROM sync_status s LEFT JOIN events e \
               ON e.uid = s.uid AND e.calendar_id = s.calendar_id \
               WHERE s.calendar_id = ?1 AND s.local_version IS NOT NULL AND e.id IS NULL)",
            [calendar.0],
            |r| r.get(0),
        )?;
        Ok(changed != 0)
    }

    /// Every event of `calendar` with its current version (one index scan).
    pub fn calendar_versions(
        &self,
        calendar: CalendarId,
    ) -> Result<Vec<(String, EventVersion)>, StoreError> {
        let mut q = self
            .conn
            .prepare_cached("SELECT uid, id FROM events WHERE calendar_id = ?")?;
        let rows = q
            .query_map([calendar.0], |r| Ok((r.get(0)?, EventVersion(r.get(1)?))))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }

    /// The event `uid`'s calendar and version, wherever it is.
    pub fn event_version(
        &self,
        uid: &str,
    ) -> Result<Option<(CalendarId, EventVersion)>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT calendar_id, id FROM events WHERE uid = ?",
                [uid],
                |r| Ok((CalendarId(r.get(0)?), EventVersion(r.get(1)?))),
            )
            .optional()?)
    }

    /// Applies a sync's writes to `calendar` in one transaction; each write
    /// whose local event moved on since it was planned is left out.
    pub fn apply_sync(
        &mut self,
        calendar: CalendarId,
        writes: Vec<SyncWrite>,
    ) -> Result<Vec<SyncApplied>, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let mut applied = Vec::with_capacity(writes.len());
        for write in writes {
            applied.push(apply_one(&tx, calendar, write)?);
        }
        tx.commit()?;
        self.local_writes += 1;
        Ok(applied)
    }
}

fn apply_one(
    tx: &Connection,
    calendar: CalendarId,
    write: SyncWrite,
) -> Result<SyncApplied, StoreError> {
    match write {
        SyncWrite::Pull {
            incoming,
            expected,
            mut status,
        } => {
            let uid = incoming.event.uid.clone();
            let current = version_in(tx, calendar, &uid)?;
            if current != expected {
                return Ok(SyncApplied::LocalChanged);
            }
            if current.is_none() {
                if let Some(other) = synced_elsewhere(tx, calendar, &uid)? {
                    return Ok(SyncApplied::Elsewhere(other));
                }
            }
            let now = chrono::Utc::now();
            let old_created = tx
                .query_row(
                    "SELECT created_utc FROM events WHERE uid = ?",
                    [&uid],
                    |r| r.get::<_, i64>(0),
                )
                .optional()?
                .and_then(|s| chrono::DateTime::from_timestamp(s, 0));
            let stored = StoredEvent {
                event: incoming.event,
                calendar,
                sequence: incoming.sequence,
                created: incoming.created.or(old_created).unwrap_or(now),
                modified: incoming.last_modified.unwrap_or(now),
            };
            if let Err(e) = validate(&stored, false) {
                // Kept on the server only; the status says so, so that the
                // missing local copy does not read as a local delete.
                status.local_version = None;
                put_status(tx, calendar, &status)?;
                return Ok(SyncApplied::Unstorable(e.to_string()));
            }
            write_record(tx, &EventRecord::from_stored(&stored))?;
            let version = version_in(tx, calendar, &uid)?;
            status.local_version = version;
            put_status(tx, calendar, &status)?;
            Ok(SyncApplied::Done(version))
        }
        SyncWrite::DeleteLocal {
            uid,
            expected,
            href,
        } => {
            if version_in(tx, calendar, &uid)? != Some(expected) {
                return Ok(SyncApplied::LocalChanged);
            }
            delete_record(tx, &uid)?;
            forget(tx, calendar, &href)?;
            Ok(SyncApplied::Done(None))
        }
        SyncWrite::Create(stored) => {
            validate(&stored, false)?;
            let taken = tx
                .query_row(
                    "SELECT 1 FROM events WHERE uid = ?",
                    [&stored.event.uid],
                    |_| Ok(()),
                )
                .optional()?
                .is_some();
            if taken {
                return Err(StoreError::Invalid(super::ValidationError::DuplicateUid(
                    stored.event.uid,
                )));
            }
            let mut stored = stored;
            stored.calendar = calendar;
            write_record(tx, &EventRecord::from_stored(&stored))?;
            Ok(SyncApplied::Done(version_in(
                tx,
                calendar,
                &stored.event.uid,
            )?))
        }
        SyncWrite::Record(status) => {
            put_status(tx, calendar, &status)?;
            Ok(SyncApplied::Done(status.local_version))
        }
        SyncWrite::Forget { href } => {
            forget(tx, calendar, &href)?;
            Ok(SyncApplied::Done(None))
        }
        SyncWrite::DropIntent { uid } => {
            super::sync_intents::clear(tx, calendar, &uid)?;
            Ok(SyncApplied::Done(None))
        }
    }
}

/// The name of another calendar that holds `uid` and still lists it as
/// synced (so moving the event here would read as a delete there).
fn synced_elsewhere(
    tx: &Connection,
    calendar: CalendarId,
    uid: &str,
) -> Result<Option<String>, StoreError> {
    Ok(tx
        .query_row(
            "SELECT c.name FROM events e JOIN calendars c ON c.id = e.calendar_id \
             JOIN sync_status s ON s.calendar_id = e.calendar_id AND s.uid = e.uid \
             WHERE e.uid = ? AND e.calendar_id <> ?",
            params![uid, calendar.0],
            |r| r.get(0),
        )
        .optional()?)
}

/// The version of `uid` if it is in `calendar`.
fn version_in(
    tx: &Connection,
    calendar: CalendarId,
    uid: &str,
) -> Result<Option<EventVersion>, StoreError> {
    Ok(tx
        .query_row(
            "SELECT id FROM events WHERE uid = ? AND calendar_id = ?",
            params![uid, calendar.0],
            |r| r.get(0),
        )
        .optional()?
        .map(EventVersion))
}

fn put_status(
    tx: &Connection,
    calendar: CalendarId,
    status: &ResourceStatus,
) -> Result<(), StoreError> {
    // One row per href and per uid: a uid that moved to another href (a
    // server that renamed it) replaces its old row.
    if let Some(uid) = &status.uid {
        tx.execute(
            "DELETE FROM sync_status WHERE calendar_id = ? AND uid = ? AND href <> ?",
            params![calendar.0, uid, status.href],
        )?;
        super::sync_intents::clear(tx, calendar, uid)?;
    }
    tx.execute(
        "INSERT OR REPLACE INTO sync_status (calendar_id, href, uid, etag, hash, local_version, base) \
         VALUES (?, ?, ?, ?, ?, ?, ?)",
        params![
            calendar.0,
            status.href,
            status.uid,
            status.etag,
            status.hash,
            status.local_version.map(|v| v.0),
            status.base
        ],
    )?;
    Ok(())
}

fn forget(tx: &Connection, calendar: CalendarId, href: &str) -> Result<(), StoreError> {
    tx.execute(
        "DELETE FROM sync_status WHERE calendar_id = ? AND href = ?",
        params![calendar.0, href],
    )?;
    tx.execute(
        "DELETE FROM sync_intents WHERE calendar_id = ? AND href = ?",
        params![calendar.0, href],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The agreed forms are written again once per form: each base the
    /// new form writes differently gets its hash and text, a resource that
    /// is no event stays, and the same form twice rewrites nothing.
    #[test]
    fn agreed_forms_are_rewritten_once_per_form() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        for (href, hash, base) in [
            ("/a.ics", "old-a", "event a"),
            ("/b.ics", "old-b", "a task"),
            ("/c.ics", "same", "event c"),
        ] {
            store
                .conn
                .execute(
                    "INSERT INTO sync_status (calendar_id, href, uid, etag, hash, base) \
                     VALUES (1, ?1, ?1, 'e', ?2, ?3)",
                    params![href, hash, base],
                )
                .unwrap();
        }
        let renormal = |base: &str| {
            let hash = if base == "event c" { "same" } else { "new" };
            base.starts_with("event")
                .then(|| (hash.to_owned(), base.to_uppercase()))
        };
        assert_eq!(store.rebase_sync_status("2", renormal).unwrap(), 1);
        let rows: Vec<(String, String)> = store
            .sync_status(CalendarId(1))
            .unwrap()
            .into_iter()
            .map(|s| (s.hash, s.base))
            .collect();
        assert!(rows.contains(&("new".into(), "EVENT A".into())), "{rows:?}");
        assert!(
            rows.contains(&("old-b".into(), "a task".into())),
            "{rows:?}"
        );
        assert!(
            rows.contains(&("same".into(), "event c".into())),
            "{rows:?}"
        );
        assert_eq!(
            store.rebase_sync_status("2", |_| unreachable!()).unwrap(),
            0
        );
    }
}
