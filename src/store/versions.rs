//! The versions of a meeting's parts that organisers' messages set: the
//! meeting's as a whole, and each occurrence's that a message about it
//! alone changed.
//!
//! Why per occurrence: RFC 5546 §2.1.5 compares SEQUENCE (then DTSTAMP)
//! per component. Kept per meeting, two updates of different occurrences
//! at one SEQUENCE applied only in DTSTAMP order (the earlier-stamped one,
//! arriving second, was taken for old); kept here, each is weighed against
//! its own occurrence's last version, or the meeting's when it has none.
//! A message about the meeting is still weighed against everything applied
//! (the event's SEQUENCE and time), so it never undoes a newer change of
//! one occurrence.
//!
//! Rows are kept by uid beside the event, written only where a message is
//! applied (`store::Importer::apply`), and cleared when an event arrives
//! whole by other means (a plain import): versions of an earlier life of a
//! uid never hold a later message back.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use rusqlite::{params, Connection};

use super::codec::rid_text;
use super::StoreError;
use crate::model::RecurrenceId;

/// A message's version: its SEQUENCE and DTSTAMP.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Version {
    pub sequence: u32,
    pub stamp: DateTime<Utc>,
}

/// What the messages applied to one meeting set.
#[derive(Debug, Default)]
pub(crate) struct MessageVersions {
    meeting: Option<Version>,
    occurrences: BTreeMap<String, Version>,
}

impl MessageVersions {
    /// The version the occurrence `id` is at: its own, else the meeting's,
    /// else `fallback` (the event's, for one no message has changed yet).
    pub fn of(&self, id: RecurrenceId, fallback: Version) -> Version {
        self.occurrences
            .get(&rid_text(&id))
            .copied()
            .or(self.meeting)
            .unwrap_or(fallback)
    }
}

fn stamp_of(ms: i64) -> Result<DateTime<Utc>, StoreError> {
    DateTime::from_timestamp_millis(ms)
        .ok_or_else(|| StoreError::Corrupt(format!("message version time {ms}")))
}

/// The versions kept for the meeting `uid`.
pub(crate) fn read(conn: &Connection, uid: &str) -> Result<MessageVersions, StoreError> {
    let mut q = conn.prepare_cached(
        "SELECT recurrence_id, sequence, stamp_ms FROM message_versions WHERE uid = ?",
    )?;
    let rows = q.query_map([uid], |r| {
        Ok((
            r.get::<_, String>(0)?,
            r.get::<_, u32>(1)?,
            r.get::<_, i64>(2)?,
        ))
    })?;
    let mut versions = MessageVersions::default();
    for row in rows {
        let (id, sequence, ms) = row?;
        let version = Version {
            sequence,
            stamp: stamp_of(ms)?,
        };
        if id.is_empty() {
            versions.meeting = Some(version);
        } else {
            versions.occurrences.insert(id, version);
        }
    }
    Ok(versions)
}

/// Forgets every version of `uid` (a new event of that uid arrived whole).
pub(crate) fn forget(conn: &Connection, uid: &str) -> Result<(), StoreError> {
    conn.prepare_cached("DELETE FROM message_versions WHERE uid = ?")?
        .execute([uid])?;
    Ok(())
}

/// The meeting `uid` as a whole is now at `version` (what earlier messages
/// set for single occurrences is part of it).
pub(crate) fn set_meeting(
    conn: &Connection,
    uid: &str,
    version: Version,
) -> Result<(), StoreError> {
    forget(conn, uid)?;
    put(conn, uid, "", version)
}

/// The occurrences `ids` of `uid` are now at `version`; the meeting keeps
/// its version, `base` when it had none kept.
pub(crate) fn set_occurrences(
    conn: &Connection,
    uid: &str,
    base: Version,
    ids: &[RecurrenceId],
    version: Version,
) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT OR IGNORE INTO message_versions (uid, recurrence_id, sequence, stamp_ms) \
         VALUES (?, '', ?, ?)",
    )?
    .execute(params![uid, base.sequence, base.stamp.timestamp_millis()])?;
    for id in ids {
        put(conn, uid, &rid_text(id), version)?;
    }
    Ok(())
}

fn put(conn: &Connection, uid: &str, id: &str, version: Version) -> Result<(), StoreError> {
    conn.prepare_cached(
        "INSERT OR REPLACE INTO message_versions (uid, recurrence_id, sequence, stamp_ms) \
         VALUES (?, ?, ?, ?)",
    )?
    .execute(params![
        uid,
        id,
        version.sequence,
        version.stamp.timestamp_millis()
    ])?;
    Ok(())
}
