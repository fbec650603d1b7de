//! Subscriptions: read-only calendars fed by an .ics URL. Their events are
//! replaced whole at each refresh, outside the undo journal (a refresh is
//! not the user's edit), and no edit may touch them.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, TransactionBehavior};
use std::collections::HashSet;

use super::calendar_rows::{is_subscription, new_calendar};
use super::incoming::IncomingEvent;
use super::record::EventRecord;
use super::rows::{delete_record, write_record};
use super::validate::validate;
use super::{Store, StoreError, StoredEvent};
use crate::model::CalendarId;

/// A subscribed calendar and where its feed is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subscription {
    pub calendar: CalendarId,
    /// The calendar's name.
    pub name: String,
    /// The feed's URL (`webcal://` already made `https://`).
    pub url: String,
    /// The last download's ETag and Last-Modified, for a conditional GET.
    pub etag: Option<String>,
    pub last_modified: Option<String>,
    /// When it was last refreshed (downloaded, or found unchanged).
    pub refreshed: Option<DateTime<Utc>>,
    /// Why the last refresh failed, if it did.
    pub last_error: Option<String>,
}

/// What a refresh changed in a subscribed calendar.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Replaced {
    pub added: usize,
    pub updated: usize,
    pub removed: usize,
    /// Events of the feed not kept: their uid is an event of another
    /// calendar here, or they break a rule of the calendar.
    pub skipped: usize,
}

impl Store {
    /// Adds the calendar `name` fed by `url`, with no events yet and no
    /// default reminders.
    pub fn add_subscription(
        &mut self,
        name: &str,
        url: &str,
        color: &str,
    ) -> Result<CalendarId, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let id = new_calendar(&tx, name, color)?;
        tx.execute(
            "INSERT INTO subscriptions (calendar_id, url) VALUES (?, ?)",
            params![id, url],
        )?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(CalendarId(id))
    }

    /// Every subscription, by calendar name.
    pub fn subscriptions(&self) -> Result<Vec<Subscription>, StoreError> {
        let mut q = self.conn.prepare_cached(
            "SELECT s.calendar_id, c.name, s.url, s.etag, s.last_modified, s.refreshed_utc, s.last_error \
             FROM subscriptions s JOIN calendars c ON c.id = s.calendar_id ORDER BY c.name",
        )?;
        let rows = q
            .query_map([], |r| {
                Ok(Subscription {
                    calendar: CalendarId(r.get(0)?),
                    name: r.get(1)?,
                    url: r.get(2)?,
                    etag: r.get(3)?,
                    last_modified: r.get(4)?,
                    refreshed: r
                        .get::<_, Option<i64>>(5)?
                        .and_then(|s| DateTime::from_timestamp(s, 0)),
                    last_error: r.get(6)?,
                })
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        Ok(rows)
    }

    /// Whether the calendar is a subscription (its events are read-only).
    pub fn is_subscription(&self, calendar: CalendarId) -> Result<bool, StoreError> {
        is_subscription(&self.conn, calendar.0)
    }

    /// Makes the subscribed `calendar` hold exactly `events` (what its feed
    /// now says), and records the download's `etag` and `last_modified`;
    /// one transaction.
    pub fn replace_subscribed(
        &mut self,
        calendar: CalendarId,
        events: Vec<IncomingEvent>,
        etag: Option<&str>,
        last_modified: Option<&str>,
    ) -> Result<Replaced, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        if !is_subscription(&tx, calendar.0)? {
            return Err(StoreError::Corrupt(format!(
                "calendar #{} is not a subscription",
                calendar.0
            )));
        }
        let mut report = Replaced::default();
        let mut kept = HashSet::new();
        let now = Utc::now();
        for e in events {
            let uid = e.event.uid.clone();
            let here: Option<i64> = tx
                .query_row(
                    "SELECT calendar_id FROM events WHERE uid = ?",
                    [&uid],
                    |r| r.get(0),
                )
                .optional()?;
            if here.is_some_and(|c| c != calendar.0) || kept.contains(&uid) {
                report.skipped += 1;
                continue;
            }
            let stored = StoredEvent {
                event: e.event,
                calendar,
                sequence: e.sequence,
                created: e.created.unwrap_or(now),
                modified: e.last_modified.unwrap_or(now),
            };
            if validate(&stored, false).is_err() {
                report.skipped += 1;
                continue;
            }
            write_record(&tx, &EventRecord::from_stored(&stored))?;
            if here.is_some() {
                report.updated += 1;
            } else {
                report.added += 1;
            }
            kept.insert(uid);
        }
        let mut q = tx.prepare("SELECT uid FROM events WHERE calendar_id = ?")?;
        let old: Vec<String> = q
            .query_map([calendar.0], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        drop(q);
        for uid in old.iter().filter(|u| !kept.contains(*u)) {
            delete_record(&tx, uid)?;
            report.removed += 1;
        }
        tx.execute(
            "UPDATE subscriptions SET etag = ?, last_modified = ?, refreshed_utc = ?, last_error = NULL \
             WHERE calendar_id = ?",
            params![etag, last_modified, now.timestamp(), calendar.0],
        )?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(report)
    }

    /// Records a refresh that found the feed unchanged (`error` `None`) or
    /// could not read it (why), leaving the events as they are.
    pub fn note_refresh(
        &mut self,
        calendar: CalendarId,
        error: Option<&str>,
    ) -> Result<(), StoreError> {
        let now = Utc::now().timestamp();
        let changed = match error {
            None => self.conn.execute(
                "UPDATE subscriptions SET refreshed_utc = ?, last_error = NULL WHERE calendar_id = ?",
                params![now, calendar.0],
            )?,
            Some(e) => self.conn.execute(
                "UPDATE subscriptions SET last_error = ? WHERE calendar_id = ?",
                params![e, calendar.0],
            )?,
        };
        if changed == 0 {
            return Err(StoreError::UnknownCalendar(format!("#{}", calendar.0)));
        }
        Ok(())
    }
}
