//! Writes about to be sent to a server, recorded before they are sent.
//!
//! A sync records what the server holds only once the server answered, so a
//! process killed between the answer and that record would leave the next
//! sync looking at a server version it does not know: its own write, taken
//! for another device's (a conflict copy), or a delete made here meanwhile
//! undone by a pull. The intent, committed before the request, lets the
//! next sync recognise its own write by the hash of what was sent. Any
//! status written for the event clears its intent.

use rusqlite::params;

use super::bulk::EventVersion;
use super::{Store, StoreError};
use crate::model::CalendarId;

/// A write to the server, recorded before it is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyncIntent {
    pub uid: String,
    /// Where it is sent.
    pub href: String,
    /// The hash of the normal form sent: the server holding this means the
    /// write arrived.
    pub sent_hash: String,
    /// The status's hash once it did.
    pub hash: String,
    /// The local version the status then records.
    pub local_version: EventVersion,
    /// The status's merge base then.
    pub base: String,
    /// The normal form sent.
    pub sent: String,
    /// Whether the server's ETag is then agreed (a push); `false` leaves it
    /// unknown, so the server's version is merged with the local one (a
    /// merge sent but not yet written here).
    pub keep_etag: bool,
}

impl Store {
    /// Records `intent`, committed before the request is sent.
    pub fn record_intent(
        &mut self,
        calendar: CalendarId,
        intent: &SyncIntent,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT OR REPLACE INTO sync_intents \
             (calendar_id, uid, href, sent_hash, hash, local_version, base, keep_etag, sent) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            params![
                calendar.0,
                intent.uid,
                intent.href,
                intent.sent_hash,
                intent.hash,
                intent.local_version.0,
                intent.base,
                intent.keep_etag,
                intent.sent
            ],
        )?;
        self.local_writes += 1;
        Ok(())
    }

    /// The intents of `calendar` whose outcome no status has recorded.
    pub fn sync_intents(&self, calendar: CalendarId) -> Result<Vec<SyncIntent>, StoreError> {
        let mut q = self.conn.prepare_cached(
            "SELECT uid, href, sent_hash, hash, local_version, base, keep_etag, sent \
             FROM sync_intents WHERE calendar_id = ?",
        )?;
        let rows = q
            .query_map([calendar.0], |r| {
                let base: String = r.get(5)?;
                let sent: Option<String> = r.get(7)?;
                Ok(SyncIntent {
                    uid: r.get(0)?,
                    href: r.get(1)?,
                    sent_hash: r.get(2)?,
                    hash: r.get(3)?,
                    local_version: EventVersion(r.get(4)?),
                    sent: sent.unwrap_or_else(|| base.clone()),
                    base,
                    keep_etag: r.get(6)?,
                })
            })?
            .collect::<rusqlite::Result<_>>()?;
        Ok(rows)
    }
}

/// Clears the intent for `uid`: its outcome is recorded (or moot).
pub(super) fn clear(
    tx: &rusqlite::Connection,
    calendar: CalendarId,
    uid: &str,
) -> Result<(), StoreError> {
    tx.execute(
        "DELETE FROM sync_intents WHERE calendar_id = ? AND uid = ?",
        params![calendar.0, uid],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An intent recorded by a Kairos of schema 9 (no `sent` column) reads
    /// back with its base as what was sent, which is what that version sent
    /// for every push.
    #[test]
    fn an_intent_of_schema_9_reads_its_base_as_sent() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        let calendar = CalendarId(1);
        let intent = SyncIntent {
            uid: "u".into(),
            href: "/c/u.ics".into(),
            sent_hash: "h1".into(),
            hash: "h0".into(),
            local_version: EventVersion(3),
            base: "BASE".into(),
            sent: "SENT".into(),
            keep_etag: false,
        };
        store.record_intent(calendar, &intent).unwrap();
        assert_eq!(store.sync_intents(calendar).unwrap(), vec![intent.clone()]);
        store
            .conn
            .execute("UPDATE sync_intents SET sent = NULL", [])
            .unwrap();
        let old = store.sync_intents(calendar).unwrap();
        assert_eq!(old[0].sent, "BASE");
        assert_eq!(old[0].base, "BASE");
    }
}
