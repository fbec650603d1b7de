//! An event exactly as its rows hold it.
//!
//! The undo journal saves these (as JSON) before and after each edit, so that
//! undo and redo put back the same rows, and can tell when something else
//! changed them in between.

use serde::{Deserialize, Serialize};

use super::codec::{
    duration_columns, instant, parse_duration, parse_reminder, parse_rid, parse_time,
    reminder_columns, rid_text, time_text, unknown_zone, ReminderColumns,
};
use super::people::MeetingRecord;
use super::StoreError;
use crate::model::{
    CalendarId, Event, EventStatus, Meeting, Override, OverrideChange, OverrideDetails,
    RecurrenceDate, Reminders, Snooze, StoredEvent, Transparency,
};
use rusqlite::Connection;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct EventRecord {
    pub uid: String,
    pub calendar_id: i64,
    pub summary: String,
    pub description: Option<String>,
    pub location: Option<String>,
    pub start: String,
    pub duration_secs: Option<i64>,
    pub duration_days: Option<i64>,
    pub rrule: Option<String>,
    pub sequence: i64,
    pub created_utc: i64,
    pub modified_utc: i64,
    pub own_reminders: bool,
    pub reminders: Vec<ReminderColumns>,
    pub exdates: Vec<String>,
    pub rdates: Vec<RdateRecord>,
    pub overrides: Vec<OverrideRecord>,
    pub properties: Vec<String>,
    // Schema 2; `default` lets journal entries written before it load.
    #[serde(default)]
    pub categories: Vec<String>,
    #[serde(default)]
    pub status: Option<String>,
    #[serde(default)]
    pub transparent: bool,
    #[serde(default)]
    pub url: Option<String>,
    // Schema 7.
    #[serde(default)]
    pub acknowledged_utc: Option<i64>,
    // Schema 8: `UNTIL RECURRENCE-ID` (seconds, then the id's text).
    #[serde(default)]
    pub snooze: Option<String>,
    // Schema 16: the series' people (before, ORGANIZER/ATTENDEE lines in
    // `properties`; the upgrade rewrites the journal).
    #[serde(default)]
    pub meeting: Option<MeetingRecord>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct RdateRecord {
    pub start: String,
    pub duration_secs: Option<i64>,
    pub duration_days: Option<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct OverrideRecord {
    pub recurrence_id: String,
    pub cancelled: bool,
    pub start: Option<String>,
    pub duration_secs: Option<i64>,
    pub duration_days: Option<i64>,
    pub summary: Option<String>,
    pub description: Option<String>,
    pub location: Option<String>,
    // Schema 16: the occurrence's own people (12–15: `participants`, its
    // ORGANIZER/ATTENDEE lines; the upgrade rewrites the journal).
    #[serde(default)]
    pub meeting: Option<MeetingRecord>,
}

impl EventRecord {
    pub(crate) fn from_stored(stored: &StoredEvent) -> EventRecord {
        let e = &stored.event;
        let (duration_secs, duration_days) = duration_columns(e.duration);
        let (own_reminders, reminders) = match &e.reminders {
            Reminders::CalendarDefault => (false, Vec::new()),
            Reminders::Own(list) => (true, list.iter().map(reminder_columns).collect()),
        };
        EventRecord {
            uid: e.uid.clone(),
            calendar_id: stored.calendar.0,
            summary: e.summary.clone(),
            description: e.description.clone(),
            location: e.location.clone(),
            start: time_text(&e.start),
            duration_secs,
            duration_days,
            rrule: e.rrule.clone(),
            sequence: i64::from(stored.sequence),
            created_utc: stored.created.timestamp(),
            modified_utc: stored.modified.timestamp(),
            own_reminders,
            reminders,
            exdates: e.exdates.iter().map(time_text).collect(),
            rdates: e
                .rdates
                .iter()
                .map(|r| {
                    let (duration_secs, duration_days) = match r.duration {
                        Some(d) => duration_columns(d),
                        None => (None, None),
                    };
                    RdateRecord {
                        start: time_text(&r.start),
                        duration_secs,
                        duration_days,
                    }
                })
                .collect(),
            overrides: e.overrides.iter().map(override_record).collect(),
            properties: e.extra_properties.clone(),
            categories: e.categories.clone(),
            status: e.status.map(|s| s.as_str().to_owned()),
            transparent: e.transparency == Transparency::Transparent,
            url: e.url.clone(),
            acknowledged_utc: e.acknowledged.map(|t| t.timestamp()),
            snooze: e.snooze.as_ref().map(snooze_text),
            meeting: MeetingRecord::of_series(&e.meeting),
        }
    }

    pub(crate) fn to_stored(&self, conn: &Connection) -> Result<StoredEvent, StoreError> {
        self.clone().into_stored(conn)
    }

    /// Makes every file-defined zone the record's times name known to this
    /// process (another process may have imported it since we started).
    fn load_zones(&self, conn: &Connection) -> Result<(), StoreError> {
        let texts = std::iter::once(&self.start)
            .chain(&self.exdates)
            .chain(self.rdates.iter().map(|r| &r.start))
            .chain(self.overrides.iter().filter_map(|o| o.start.as_ref()));
        for text in texts {
            if let Some(key) = unknown_zone(text) {
                super::zones::load(conn, key)?;
            }
        }
        Ok(())
    }

    /// Like [`EventRecord::to_stored`], moving the texts instead of copying.
    pub(crate) fn into_stored(self, conn: &Connection) -> Result<StoredEvent, StoreError> {
        self.load_zones(conn)?;
        let reminders = if self.own_reminders {
            Reminders::Own(
                self.reminders
                    .iter()
                    .map(|&r| parse_reminder(r))
                    .collect::<Result<_, _>>()?,
            )
        } else {
            Reminders::CalendarDefault
        };
        let rdates = self
            .rdates
            .iter()
            .map(|r| {
                Ok(RecurrenceDate {
                    start: parse_time(&r.start)?,
                    duration: match (r.duration_secs, r.duration_days) {
                        (None, None) => None,
                        (s, d) => Some(parse_duration(s, d)?),
                    },
                })
            })
            .collect::<Result<_, StoreError>>()?;
        let event = Event {
            uid: self.uid,
            summary: self.summary,
            description: self.description,
            location: self.location,
            start: parse_time(&self.start)?,
            duration: parse_duration(self.duration_secs, self.duration_days)?,
            rrule: self.rrule,
            rdates,
            exdates: self
                .exdates
                .iter()
                .map(|t| parse_time(t))
                .collect::<Result<_, _>>()?,
            overrides: self
                .overrides
                .iter()
                .map(parse_override)
                .collect::<Result<_, _>>()?,
            reminders,
            acknowledged: self.acknowledged_utc.map(instant).transpose()?,
            snooze: self.snooze.as_deref().map(parse_snooze).transpose()?,
            categories: self.categories,
            status: match &self.status {
                None => None,
                Some(text) => Some(
                    EventStatus::parse(text)
                        .ok_or_else(|| StoreError::Corrupt(format!("status {text:?}")))?,
                ),
            },
            transparency: if self.transparent {
                Transparency::Transparent
            } else {
                Transparency::Opaque
            },
            url: self.url,
            meeting: match &self.meeting {
                Some(m) => m.meeting()?,
                None => Meeting::default(),
            },
            extra_properties: self.properties,
        };
        Ok(StoredEvent {
            event,
            calendar: CalendarId(self.calendar_id),
            sequence: u32::try_from(self.sequence)
                .map_err(|_| StoreError::Corrupt(format!("sequence {}", self.sequence)))?,
            created: instant(self.created_utc)?,
            modified: instant(self.modified_utc)?,
        })
    }
}

/// A snooze as its column holds it: `UNTIL RECURRENCE-ID`.
pub(crate) fn snooze_text(s: &Snooze) -> String {
    format!("{} {}", s.until.timestamp(), rid_text(&s.occurrence))
}

fn parse_snooze(text: &str) -> Result<Snooze, StoreError> {
    let bad = || StoreError::Corrupt(format!("snooze {text:?}"));
    let (until, rid) = text.split_once(' ').ok_or_else(bad)?;
    Ok(Snooze {
        until: instant(until.parse().map_err(|_| bad())?)?,
        occurrence: parse_rid(rid)?,
    })
}

fn override_record(o: &Override) -> OverrideRecord {
    let (cancelled, start, (duration_secs, duration_days)) = match &o.change {
        OverrideChange::Cancelled => (true, None, (None, None)),
        OverrideChange::Moved { start, duration } => {
            (false, Some(time_text(start)), duration_columns(*duration))
        }
    };
    OverrideRecord {
        recurrence_id: rid_text(&o.recurrence_id),
        cancelled,
        start,
        duration_secs,
        duration_days,
        summary: o.details.summary.clone(),
        description: o.details.description.clone(),
        location: o.details.location.clone(),
        meeting: o.details.meeting.as_ref().map(MeetingRecord::of),
    }
}

fn parse_override(r: &OverrideRecord) -> Result<Override, StoreError> {
    let change = match (&r.start, r.cancelled) {
        (_, true) => OverrideChange::Cancelled,
        (Some(start), false) => OverrideChange::Moved {
            start: parse_time(start)?,
            duration: parse_duration(r.duration_secs, r.duration_days)?,
        },
        (None, false) => {
            return Err(StoreError::Corrupt(format!(
                "override {} has no start",
                r.recurrence_id
            )))
        }
    };
    Ok(Override {
        recurrence_id: parse_rid(&r.recurrence_id)?,
        change,
        details: OverrideDetails {
            summary: r.summary.clone(),
            description: r.description.clone(),
            location: r.location.clone(),
            meeting: r.meeting.as_ref().map(MeetingRecord::meeting).transpose()?,
        },
    })
}
