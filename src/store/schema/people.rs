//! The upgrade to schema 16: a meeting's people move from the ORGANIZER
//! and ATTENDEE lines earlier versions kept (among a series' kept
//! properties, and joined by line breaks in an occurrence's column) into
//! one document per series and per occurrence ([`super::super::people`]),
//! read once, here. The undo journal's records move alike, so that an undo
//! after the upgrade puts back the people it took.
//!
//! A line that names no calendar user address, or a second ORGANIZER,
//! stays among the series' kept properties, as the reader keeps such a
//! line from a file. One of those in an occurrence's own lines has no
//! place to stay and is dropped, as the reader drops it.

use rusqlite::{params, Transaction};
use serde_json::Value;

use crate::model::{Meeting, Participant, Property};
use crate::store::people::MeetingRecord;
use crate::store::StoreError;

/// Moves every participant line of the file into the new columns.
pub(super) fn upgrade(tx: &Transaction<'_>) -> Result<(), StoreError> {
    series(tx)?;
    occurrences(tx)?;
    journal(tx)?;
    Ok(())
}

/// Whether `line` is an ORGANIZER or ATTENDEE line the meeting takes.
fn take(meeting: &mut Meeting, line: &str) -> bool {
    match Property::parse(line) {
        Ok(p) if Participant::is_named(&p.name) => meeting.take(p),
        _ => false,
    }
}

fn series(tx: &Transaction<'_>) -> Result<(), StoreError> {
    let mut events: Vec<i64> = Vec::new();
    {
        let mut q = tx.prepare(
            "SELECT DISTINCT event_id FROM event_properties \
             WHERE line LIKE 'ORGANIZER%' OR line LIKE 'ATTENDEE%' ORDER BY event_id",
        )?;
        for id in q.query_map([], |r| r.get(0))? {
            events.push(id?);
        }
    }
    let mut lines = tx.prepare(
        "SELECT position, line FROM event_properties WHERE event_id = ?1 ORDER BY position",
    )?;
    let mut gone =
        tx.prepare("DELETE FROM event_properties WHERE event_id = ?1 AND position = ?2")?;
    let mut set = tx.prepare("UPDATE events SET meeting = ?2, participants = ?3 WHERE id = ?1")?;
    for id in events {
        let rows: Vec<(i64, String)> = lines
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        let mut meeting = Meeting::default();
        for (position, line) in rows {
            if take(&mut meeting, &line) {
                gone.execute(params![id, position])?;
            }
        }
        let record = MeetingRecord::of_series(&meeting);
        let count = record.as_ref().map_or(0, MeetingRecord::len) as i64;
        set.execute(params![id, record.map(|r| r.to_column()), count])?;
    }
    Ok(())
}

/// An occurrence's lines, as schema 12 to 15 joined them.
fn joined(text: &str) -> MeetingRecord {
    let mut meeting = Meeting::default();
    for line in text.split('\n').filter(|l| !l.is_empty()) {
        take(&mut meeting, line);
    }
    MeetingRecord::of(&meeting)
}

fn occurrences(tx: &Transaction<'_>) -> Result<(), StoreError> {
    let rows: Vec<(i64, i64, String)> = {
        let mut q = tx.prepare(
            "SELECT event_id, position, meeting FROM overrides WHERE meeting IS NOT NULL",
        )?;
        let rows = q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        rows.collect::<Result<_, _>>()?
    };
    let mut set =
        tx.prepare("UPDATE overrides SET meeting = ?3 WHERE event_id = ?1 AND position = ?2")?;
    for (event, position, text) in rows {
        set.execute(params![event, position, joined(&text).to_column()])?;
    }
    Ok(())
}

fn record_value(record: &MeetingRecord) -> Result<Value, StoreError> {
    serde_json::to_value(record).map_err(|e| StoreError::Corrupt(format!("journal: {e}")))
}

/// One journal record (an event's, as JSON) in the new form.
fn journal_record(text: &str) -> Result<String, StoreError> {
    let corrupt = |e: serde_json::Error| StoreError::Corrupt(format!("journal: {e}"));
    let mut value: Value = serde_json::from_str(text).map_err(corrupt)?;
    let Some(record) = value.as_object_mut() else {
        return Err(StoreError::Corrupt("journal: a record is no object".into()));
    };
    if let Some(Value::Array(properties)) = record.get("properties").cloned() {
        let mut meeting = Meeting::default();
        let mut kept = Vec::new();
        for p in properties {
            match p.as_str() {
                Some(line) if take(&mut meeting, line) => {}
                _ => kept.push(p),
            }
        }
        record.insert("properties".into(), Value::Array(kept));
        if let Some(r) = MeetingRecord::of_series(&meeting) {
            record.insert("meeting".into(), record_value(&r)?);
        }
    }
    if let Some(Value::Array(overrides)) = record.get_mut("overrides") {
        for o in overrides.iter_mut().filter_map(Value::as_object_mut) {
            if let Some(Value::Array(lines)) = o.remove("participants") {
                let text: Vec<&str> = lines.iter().filter_map(Value::as_str).collect();
                o.insert("meeting".into(), record_value(&joined(&text.join("\n")))?);
            }
        }
    }
    serde_json::to_string(&value).map_err(corrupt)
}

fn journal(tx: &Transaction<'_>) -> Result<(), StoreError> {
    let rows: Vec<(i64, Option<String>, Option<String>)> = {
        let mut q = tx.prepare("SELECT rowid, before, after FROM journal_events")?;
        let rows = q.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        rows.collect::<Result<_, _>>()?
    };
    let mut set =
        tx.prepare("UPDATE journal_events SET before = ?2, after = ?3 WHERE rowid = ?1")?;
    for (rowid, before, after) in rows {
        let before = before.as_deref().map(journal_record).transpose()?;
        let after = after.as_deref().map(journal_record).transpose()?;
        set.execute(params![rowid, before, after])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use rusqlite::Connection;

    use crate::model::{ParticipationStatus, RecurrenceId};
    use crate::store::Store;

    const SERIES: [&str; 4] = [
        "ORGANIZER;CN=Gina:mailto:gina@example.org",
        "X-OTHER:kept",
        "ATTENDEE;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;X-SEEN=1:mailto:me@example.org",
        "ATTENDEE:nobody",
    ];

    /// A file of schema `version` (1 to 15) with a meeting, an answer for
    /// one occurrence (12 on) and an undo entry holding the meeting (11 on).
    fn file_of(version: usize, path: &std::path::Path) {
        let conn = Connection::open(path).unwrap();
        for sql in &super::super::MIGRATIONS[..version] {
            conn.execute_batch(sql).unwrap();
        }
        conn.pragma_update(None, "user_version", version as i64)
            .unwrap();
        for (id, uid, summary, start, rule) in [
            (
                1,
                "old",
                "Review",
                "2026-11-23T09:00:00Z",
                Some("FREQ=DAILY;COUNT=3"),
            ),
            (2, "late", "Late", "2026-11-25T09:00:00Z", None),
        ] {
            conn.execute(
                "INSERT INTO events (id, uid, calendar_id, summary, start_kind, start, \
                 duration_secs, rrule, created_utc, modified_utc, first_start_utc, last_end_utc, \
                 span_level) VALUES (?1, ?2, 1, ?3, 'utc', ?4, 3600, ?5, 0, 0, 1795424400, \
                 1795600800, 0)",
                rusqlite::params![id, uid, summary, start, rule],
            )
            .unwrap();
            for (i, line) in SERIES.iter().enumerate() {
                conn.execute(
                    "INSERT INTO event_properties (event_id, position, line) VALUES (?1, ?2, ?3)",
                    rusqlite::params![id, i as i64, line],
                )
                .unwrap();
            }
        }
        if version >= 12 {
            conn.execute(
                "INSERT INTO overrides (event_id, position, recurrence_id, cancelled, start, \
                 duration_secs, participants) VALUES (1, 0, ?1, 0, '2026-11-24T09:00:00Z', 3600, ?2)",
                rusqlite::params![
                    second().to_string(),
                    "ORGANIZER;CN=Gina:mailto:gina@example.org\n\
                     ATTENDEE;PARTSTAT=DECLINED;X-SEEN=1:mailto:me@example.org"
                ],
            )
            .unwrap();
        }
        if version >= 11 {
            let after = serde_json::json!({
                "uid": "late", "calendar_id": 1, "summary": "Late", "description": null,
                "location": null, "start": "2026-11-25T09:00:00Z", "duration_secs": 3600,
                "duration_days": null, "rrule": null, "sequence": 0, "created_utc": 0,
                "modified_utc": 0, "own_reminders": false, "reminders": [], "exdates": [],
                "rdates": [], "overrides": [], "properties": SERIES,
            });
            conn.execute_batch(
                "INSERT INTO journal (id, at_utc, label, before, after) \
                 VALUES (1, 0, 'add', '{\"calendars\":[]}', '{\"calendars\":[]}');",
            )
            .unwrap();
            conn.execute(
                "INSERT INTO journal_events (entry, uid, before, after) VALUES (1, 'late', NULL, ?1)",
                [after.to_string()],
            )
            .unwrap();
        }
    }

    fn second() -> RecurrenceId {
        RecurrenceId::Instant("2026-11-24T09:00:00Z".parse().unwrap())
    }

    /// Files of every earlier schema with meetings open with the people as
    /// data: answers, names and unknown parameters kept, an unreadable
    /// line kept as written, the occurrence's own answer kept, and an undo
    /// entry written before the upgrade redone with its people.
    #[test]
    fn meetings_of_every_earlier_schema_move_into_their_people() {
        let dir = tempfile::tempdir().unwrap();
        let me = crate::model::CalendarAddress::parse("me@example.org").unwrap();
        for version in 1..super::super::PEOPLE_VERSION {
            let path = dir.path().join(format!("v{version}.db"));
            file_of(version, &path);
            let mut store = Store::open(&path).unwrap_or_else(|e| panic!("{version}: {e}"));
            let event = store.event("old").unwrap().event;
            let m = &event.meeting;
            assert_eq!(m.organizer.as_ref().unwrap().shown(), "Gina", "{version}");
            assert_eq!(m.attendees.len(), 1, "{version}");
            let mine = &m.attendees[0];
            assert_eq!(mine.address, me);
            assert!(mine.asks_answer());
            assert_eq!(mine.other[0].name, "X-SEEN");
            assert_eq!(event.extra_properties, ["X-OTHER:kept", "ATTENDEE:nobody"]);
            assert_eq!(event.meeting.lines()[1], SERIES[2], "{version}");
            let own = event
                .meeting_at(Some(second()))
                .me(&crate::model::Identity {
                    addresses: vec![me.clone()],
                });
            let expected = if version >= 12 {
                ParticipationStatus::Declined
            } else {
                ParticipationStatus::NeedsAction
            };
            assert_eq!(own.unwrap().status(), &expected, "{version}");
            // The view index counts the people, and finds the invitation.
            let count: i64 = Connection::open(&path)
                .unwrap()
                .query_row(
                    "SELECT participants FROM events WHERE uid = 'old'",
                    [],
                    |r| r.get(0),
                )
                .unwrap();
            assert_eq!(count, 2, "{version}");
            if version >= 11 {
                // Undone (the event goes), then redone: back with its people.
                store.undo().unwrap();
                assert!(store.event("late").is_err(), "{version}");
                store.redo().unwrap();
                let late = store.event("late").unwrap().event;
                assert_eq!(late.meeting, event.meeting, "{version}");
                assert_eq!(late.extra_properties, event.extra_properties);
            }
        }
    }

    #[test]
    fn a_journal_record_moves_its_lines_and_keeps_the_rest() {
        let old = r#"{"uid":"m","properties":["ORGANIZER;CN=G:mailto:g@x.org","X-A:1",
            "ATTENDEE;PARTSTAT=ACCEPTED;X-K=1:mailto:me@x.org","ATTENDEE:nobody"],
            "overrides":[{"recurrence_id":"r","participants":["ORGANIZER:mailto:g@x.org",
            "ATTENDEE;PARTSTAT=DECLINED:mailto:me@x.org"]},{"recurrence_id":"s","participants":null}]}"#;
        let new: serde_json::Value =
            serde_json::from_str(&super::journal_record(old).unwrap()).unwrap();
        assert_eq!(
            new["properties"],
            serde_json::json!(["X-A:1", "ATTENDEE:nobody"])
        );
        assert_eq!(new["meeting"]["organizer"]["name"], "G");
        assert_eq!(new["meeting"]["attendees"][0]["params"][0][0], "X-K");
        assert_eq!(
            new["overrides"][0]["meeting"]["attendees"][0]["status"],
            "DECLINED"
        );
        assert!(new["overrides"][0].get("participants").is_none());
        assert!(new["overrides"][1].get("meeting").is_none());
        assert!(super::journal_record("[1]").is_err());
    }
}
