//! Reading and writing one event's rows: the events row and its children.

use rusqlite::{params, Connection, OptionalExtension, Row};

use super::bounds::{bounds, Bounds};
use super::codec::ReminderColumns;
use super::people::MeetingRecord;
use super::record::{EventRecord, OverrideRecord, RdateRecord};
use super::StoreError;
use crate::model::EventTime;
use crate::recur::Series;

/// The columns [`record_from_row`] reads, in its order.
pub(crate) const EVENT_COLUMNS: &str = "id, uid, calendar_id, summary, description, location, \
     start, duration_secs, duration_days, rrule, sequence, created_utc, modified_utc, \
     own_reminders, exceptions, categories, status, transparent, url, acknowledged_utc, snooze, \
     meeting";

/// An events row without its children, plus the row id and whether it has
/// exceptions to read.
pub(crate) struct EventRow {
    pub id: i64,
    pub exceptions: i64,
    pub record: EventRecord,
}

pub(crate) fn record_from_row(row: &Row<'_>) -> rusqlite::Result<EventRow> {
    Ok(EventRow {
        id: row.get(0)?,
        exceptions: row.get(14)?,
        record: EventRecord {
            uid: row.get(1)?,
            calendar_id: row.get(2)?,
            summary: row.get(3)?,
            description: row.get(4)?,
            location: row.get(5)?,
            start: row.get(6)?,
            duration_secs: row.get(7)?,
            duration_days: row.get(8)?,
            rrule: row.get(9)?,
            sequence: row.get(10)?,
            created_utc: row.get(11)?,
            modified_utc: row.get(12)?,
            own_reminders: row.get(13)?,
            reminders: Vec::new(),
            exdates: Vec::new(),
            rdates: Vec::new(),
            overrides: Vec::new(),
            properties: Vec::new(),
            categories: {
                let text: String = row.get(15)?;
                serde_json::from_str(&text).map_err(|e| {
                    rusqlite::Error::FromSqlConversionFailure(
                        15,
                        rusqlite::types::Type::Text,
                        e.into(),
                    )
                })?
            },
            status: row.get(16)?,
            transparent: row.get(17)?,
            url: row.get(18)?,
            acknowledged_utc: row.get(19)?,
            snooze: row.get(20)?,
            meeting: meeting_column(row, 21)?,
        },
    })
}

/// Fills in the exception rows (exdates, rdates, overrides) of `row`.
pub(crate) fn read_exceptions(conn: &Connection, row: &mut EventRow) -> Result<(), StoreError> {
    let r = &mut row.record;
    let mut q =
        conn.prepare_cached("SELECT time FROM exdates WHERE event_id = ? ORDER BY position")?;
    r.exdates = q
        .query_map([row.id], |x| x.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut q = conn.prepare_cached(
        "SELECT start, duration_secs, duration_days FROM rdates WHERE event_id = ? ORDER BY position",
    )?;
    r.rdates = q
        .query_map([row.id], |x| {
            Ok(RdateRecord {
                start: x.get(0)?,
                duration_secs: x.get(1)?,
                duration_days: x.get(2)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    let mut q = conn.prepare_cached(
        "SELECT recurrence_id, cancelled, start, duration_secs, duration_days, summary, description, location, \
         meeting FROM overrides WHERE event_id = ? ORDER BY position",
    )?;
    r.overrides = q
        .query_map([row.id], |x| {
            Ok(OverrideRecord {
                recurrence_id: x.get(0)?,
                cancelled: x.get(1)?,
                start: x.get(2)?,
                duration_secs: x.get(3)?,
                duration_days: x.get(4)?,
                summary: x.get(5)?,
                description: x.get(6)?,
                location: x.get(7)?,
                meeting: meeting_column(x, 8)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
    Ok(())
}

/// The whole record of the event `uid`, or `None`.
pub(crate) fn read_record(conn: &Connection, uid: &str) -> Result<Option<EventRecord>, StoreError> {
    let mut q =
        conn.prepare_cached(&format!("SELECT {EVENT_COLUMNS} FROM events WHERE uid = ?"))?;
    let Some(mut row) = q.query_row([uid], record_from_row).optional()? else {
        return Ok(None);
    };
    read_children(conn, &mut row)?;
    Ok(Some(row.record))
}

/// Fills in every child row of `row`: exceptions, reminders, kept
/// properties.
pub(crate) fn read_children(conn: &Connection, row: &mut EventRow) -> Result<(), StoreError> {
    read_exceptions(conn, row)?;
    let mut q = conn.prepare_cached(
        "SELECT before_secs, at_utc, from_end FROM reminders WHERE event_id = ? ORDER BY position",
    )?;
    row.record.reminders = q
        .query_map([row.id], |x| ReminderColumns::from_row(x, 0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut q = conn
        .prepare_cached("SELECT line FROM event_properties WHERE event_id = ? ORDER BY position")?;
    row.record.properties = q
        .query_map([row.id], |x| x.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(())
}

/// Removes the event `uid` and its children; whether it existed.
pub(crate) fn delete_record(conn: &Connection, uid: &str) -> Result<bool, StoreError> {
    let mut q = conn.prepare_cached("DELETE FROM events WHERE uid = ?")?;
    Ok(q.execute([uid])? > 0)
}

/// Writes `record` in place of whatever the event had. The record must be
/// valid (its rule parses against its start): callers validate first.
pub(crate) fn write_record(conn: &Connection, record: &EventRecord) -> Result<(), StoreError> {
    let stored = record.to_stored(conn)?;
    super::zones::save_used(conn, &stored.event)?;
    let series = Series::new(&stored.event)
        .map_err(|e| StoreError::Corrupt(format!("rule of {}: {e}", record.uid)))?;
    let Bounds {
        first_start_utc,
        last_end_utc,
        span_level,
    } = bounds(&stored.event, &series);
    let (kind, tz) = match stored.event.start {
        EventTime::Zoned { tz, .. } => ("zoned", Some(super::codec::zone_key(&tz))),
        EventTime::Utc(_) => ("utc", None),
        EventTime::Floating(_) => ("floating", None),
        EventTime::AllDay(_) => ("date", None),
    };
    let exceptions = record.exdates.len() + record.rdates.len() + record.overrides.len();
    let participants = record.meeting.as_ref().map_or(0, MeetingRecord::len);
    delete_record(conn, &record.uid)?;
    let mut q = conn.prepare_cached(
        "INSERT INTO events (uid, calendar_id, summary, description, location, start_kind, start, start_tz, \
         duration_secs, duration_days, rrule, sequence, created_utc, modified_utc, own_reminders, exceptions, \
         first_start_utc, last_end_utc, span_level, categories, status, transparent, url, \
         acknowledged_utc, snooze, participants, meeting) \
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, \
         ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27)",
    )?;
    q.execute(params![
        record.uid,
        record.calendar_id,
        record.summary,
        record.description,
        record.location,
        kind,
        record.start,
        tz,
        record.duration_secs,
        record.duration_days,
        record.rrule,
        record.sequence,
        record.created_utc,
        record.modified_utc,
        record.own_reminders,
        exceptions as i64,
        first_start_utc,
        last_end_utc,
        span_level,
        serde_json::to_string(&record.categories)
            .map_err(|e| StoreError::Corrupt(format!("categories: {e}")))?,
        record.status,
        record.transparent,
        record.url,
        record.acknowledged_utc,
        record.snooze,
        participants as i64,
        record.meeting.as_ref().map(MeetingRecord::to_column),
    ])?;
    let id = conn.last_insert_rowid();
    for (i, time) in record.exdates.iter().enumerate() {
        conn.prepare_cached("INSERT INTO exdates (event_id, position, time) VALUES (?, ?, ?)")?
            .execute(params![id, i as i64, time])?;
    }
    for (i, r) in record.rdates.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO rdates (event_id, position, start, duration_secs, duration_days) VALUES (?, ?, ?, ?, ?)",
        )?
        .execute(params![id, i as i64, r.start, r.duration_secs, r.duration_days])?;
    }
    for (i, o) in record.overrides.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO overrides (event_id, position, recurrence_id, cancelled, start, duration_secs, \
             duration_days, summary, description, location, meeting) \
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )?
        .execute(params![
            id,
            i as i64,
            o.recurrence_id,
            o.cancelled,
            o.start,
            o.duration_secs,
            o.duration_days,
            o.summary,
            o.description,
            o.location,
            o.meeting.as_ref().map(MeetingRecord::to_column)
        ])?;
    }
    for (i, r) in record.reminders.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO reminders (event_id, position, before_secs, at_utc, from_end) \
             VALUES (?, ?, ?, ?, ?)",
        )?
        .execute(params![id, i as i64, r.before_secs, r.at_utc, r.from_end])?;
    }
    for (i, line) in record.properties.iter().enumerate() {
        conn.prepare_cached(
            "INSERT INTO event_properties (event_id, position, line) VALUES (?, ?, ?)",
        )?
        .execute(params![id, i as i64, line])?;
    }
    Ok(())
}

/// A meeting column (`NULL`: none), read.
pub(crate) fn meeting_column(
    row: &Row<'_>,
    index: usize,
) -> rusqlite::Result<Option<MeetingRecord>> {
    let text: Option<String> = row.get(index)?;
    text.map(|t| {
        MeetingRecord::from_column(&t).map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(index, rusqlite::types::Type::Text, e.into())
        })
    })
    .transpose()
}
