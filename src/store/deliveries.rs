//! The reminder delivery log, the scheduler's "checked up to" mark, and
//! which reminders each event has.
//!
//! One row per (uid, recurrence id, reminder): the unique key is what makes
//! a reminder shown at most once, whichever process delivers it. Keyed by
//! uid, not event row, so an event deleted and restored by undo keeps its
//! history. Delivery writes do not move the change stamp's local count: the
//! scheduler writing its own log is not a change to the calendar.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};

use super::codec::{instant, parse_rid, rid_text};
use super::{Store, StoreError, StoredEvent};
use crate::model::{RecurrenceId, Reminder};

/// Where one reminder of one occurrence stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryState {
    /// Due, not yet shown.
    Pending,
    /// On screen (or was).
    Shown,
    /// The user closed it.
    Dismissed,
    /// Due again at `due`.
    Snoozed,
    /// The notifier failed; retried at `due`.
    Failed,
    /// It came due while nothing ran (shown late, in a summary, or not at
    /// all when its occurrence was long over).
    Missed,
}

impl DeliveryState {
    fn as_str(self) -> &'static str {
        match self {
            DeliveryState::Pending => "pending",
            DeliveryState::Shown => "shown",
            DeliveryState::Dismissed => "dismissed",
            DeliveryState::Snoozed => "snoozed",
            DeliveryState::Failed => "failed",
            DeliveryState::Missed => "missed",
        }
    }

    fn parse(text: &str) -> Result<DeliveryState, StoreError> {
        Ok(match text {
            "pending" => DeliveryState::Pending,
            "shown" => DeliveryState::Shown,
            "dismissed" => DeliveryState::Dismissed,
            "snoozed" => DeliveryState::Snoozed,
            "failed" => DeliveryState::Failed,
            "missed" => DeliveryState::Missed,
            other => return Err(StoreError::Corrupt(format!("delivery state {other:?}"))),
        })
    }
}

/// A row of the delivery log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    pub uid: String,
    pub recurrence_id: RecurrenceId,
    /// Which reminder of the event ([`reminder_key`]).
    pub reminder: String,
    /// When it is (or was) due; for snoozed and failed ones, when it is due
    /// again.
    pub due: DateTime<Utc>,
    pub state: DeliveryState,
    /// Notification attempts so far.
    pub attempts: u32,
    pub last_error: Option<String>,
    /// When it was last shown.
    pub shown: Option<DateTime<Utc>>,
}

/// A reminder's key within its event: `before:600` or `at:1795420800`.
pub fn reminder_key(r: &Reminder) -> String {
    match r {
        Reminder::Before(d) => format!("before:{}", d.num_seconds()),
        Reminder::BeforeEnd(d) => format!("before-end:{}", d.num_seconds()),
        Reminder::At(t) => format!("at:{}", t.timestamp()),
    }
}

const COLUMNS: &str =
    "uid, recurrence_id, reminder, due_utc, state, attempts, last_error, shown_utc";

/// A row as stored, before its texts are read.
struct RawDelivery {
    uid: String,
    recurrence_id: String,
    reminder: String,
    due: i64,
    state: String,
    attempts: u32,
    last_error: Option<String>,
    shown: Option<i64>,
}

fn delivery_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RawDelivery> {
    Ok(RawDelivery {
        uid: r.get(0)?,
        recurrence_id: r.get(1)?,
        reminder: r.get(2)?,
        due: r.get(3)?,
        state: r.get(4)?,
        attempts: r.get(5)?,
        last_error: r.get(6)?,
        shown: r.get(7)?,
    })
}

fn finish(raw: RawDelivery) -> Result<Delivery, StoreError> {
    Ok(Delivery {
        uid: raw.uid,
        recurrence_id: parse_rid(&raw.recurrence_id)?,
        reminder: raw.reminder,
        due: instant(raw.due)?,
        state: DeliveryState::parse(&raw.state)?,
        attempts: raw.attempts,
        last_error: raw.last_error,
        shown: raw.shown.map(instant).transpose()?,
    })
}

impl Store {
    /// The log row of one reminder of one occurrence.
    pub fn delivery(
        &self,
        uid: &str,
        recurrence_id: RecurrenceId,
        reminder: &str,
    ) -> Result<Option<Delivery>, StoreError> {
        let mut q = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM deliveries WHERE uid = ? AND recurrence_id = ? AND reminder = ?"
        ))?;
        q.query_row(
            params![uid, rid_text(&recurrence_id), reminder],
            delivery_from_row,
        )
        .optional()?
        .map(finish)
        .transpose()
    }

    /// Writes `d` (inserting or replacing its row).
    pub fn put_delivery(&mut self, d: &Delivery) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO deliveries (uid, recurrence_id, reminder, due_utc, state, attempts, \
             last_error, shown_utc, updated_utc) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9) \
             ON CONFLICT (uid, recurrence_id, reminder) DO UPDATE SET due_utc = ?4, state = ?5, \
             attempts = ?6, last_error = ?7, shown_utc = ?8, updated_utc = ?9",
            params![
                d.uid,
                rid_text(&d.recurrence_id),
                d.reminder,
                d.due.timestamp(),
                d.state.as_str(),
                d.attempts,
                d.last_error,
                d.shown.map(|t| t.timestamp()),
                Utc::now().timestamp(),
            ],
        )?;
        Ok(())
    }

    /// The deliveries of `uid` still open: on screen, snoozed, failed or
    /// pending (an acknowledgement from another device closes them).
    pub fn open_deliveries(&self, uid: &str) -> Result<Vec<Delivery>, StoreError> {
        let mut q = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM deliveries WHERE uid = ? \
             AND (state IN ('shown', 'snoozed', 'failed', 'pending') \
                  OR (state = 'missed' AND shown_utc IS NOT NULL))"
        ))?;
        let rows = q
            .query_map([uid], delivery_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        rows.into_iter().map(finish).collect()
    }

    /// Records that the reminders of `uid` due at or before `at` were
    /// acknowledged (RFC 9074) — and, with `snooze`, that one comes back
    /// later — when the event is in a synced calendar: the next sync tells
    /// the user's other devices, which then do not show them (and show the
    /// snoozed one when it comes back). Not an edit of the user's: no
    /// journal entry, no new SEQUENCE, and undo leaves it. Returns whether
    /// the event is in a synced calendar (so carries it).
    pub fn acknowledge(
        &mut self,
        uid: &str,
        at: DateTime<Utc>,
        snooze: Option<crate::model::Snooze>,
    ) -> Result<bool, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
        let Some(mut record) = super::rows::read_record(&tx, uid)? else {
            return Ok(false);
        };
        let synced: bool = tx.query_row(
            "SELECT EXISTS (SELECT 1 FROM synced_calendars WHERE calendar_id = ?)",
            [record.calendar_id],
            |r| r.get(0),
        )?;
        if !synced {
            return Ok(false);
        }
        let newer = record.acknowledged_utc < Some(at.timestamp());
        if !newer && snooze.is_none() {
            return Ok(true);
        }
        record.acknowledged_utc = record.acknowledged_utc.max(Some(at.timestamp()));
        if let Some(s) = &snooze {
            record.snooze = Some(super::record::snooze_text(s));
        }
        super::rows::write_record(&tx, &record)?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(true)
    }

    /// Snoozed and failed deliveries due again at or before `until`, oldest
    /// first.
    pub fn deliveries_due_again(&self, until: DateTime<Utc>) -> Result<Vec<Delivery>, StoreError> {
        let mut q = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM deliveries WHERE state IN ('snoozed', 'failed') AND due_utc <= ? \
             ORDER BY due_utc"
        ))?;
        let rows = q
            .query_map([until.timestamp()], delivery_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        rows.into_iter().map(finish).collect()
    }

    /// When the next snoozed or failed delivery is due again.
    pub fn next_due_again(&self) -> Result<Option<DateTime<Utc>>, StoreError> {
        let t: Option<i64> = self.conn.query_row(
            "SELECT min(due_utc) FROM deliveries WHERE state IN ('snoozed', 'failed')",
            [],
            |r| r.get(0),
        )?;
        t.map(instant).transpose()
    }

    /// The most recent deliveries and the pending ones, newest due first
    /// (for `kairos reminders`).
    pub fn recent_deliveries(&self, limit: usize) -> Result<Vec<Delivery>, StoreError> {
        let mut q = self.conn.prepare_cached(&format!(
            "SELECT {COLUMNS} FROM deliveries ORDER BY due_utc DESC LIMIT ?"
        ))?;
        let rows = q
            .query_map([limit as i64], delivery_from_row)?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        rows.into_iter().map(finish).collect()
    }

    /// Up to when the scheduler has dealt with every due reminder.
    pub fn checked_up_to(&self) -> Result<Option<DateTime<Utc>>, StoreError> {
        let text: Option<String> = self
            .conn
            .query_row(
                "SELECT value FROM settings WHERE key = 'reminders_checked_up_to'",
                [],
                |r| r.get(0),
            )
            .optional()?;
        text.map(|t| {
            t.parse::<i64>()
                .map_err(|_| StoreError::Corrupt(format!("checked_up_to {t:?}")))
                .and_then(instant)
        })
        .transpose()
    }

    /// Moves the "checked up to" mark (never backwards: two schedulers, or a
    /// clock set back, must not make reminders due twice).
    pub fn set_checked_up_to(&mut self, t: DateTime<Utc>) -> Result<(), StoreError> {
        raise_checked_up_to(&self.conn, t)
    }

    /// Every event that reminds, with the reminders that apply to it: its
    /// own, or its calendar's defaults.
    pub fn reminding_events(&self) -> Result<Vec<(StoredEvent, Vec<Reminder>)>, StoreError> {
        let defaults: std::collections::HashMap<_, _> = self
            .calendars()?
            .into_iter()
            .map(|c| (c.id, c.default_reminders))
            .collect();
        Ok(self
            .events(None)?
            .into_iter()
            .filter_map(|s| {
                let defaults = defaults
                    .get(&s.calendar)
                    .map_or(&[][..], |d| d.for_start(&s.event.start));
                let reminders = s.event.reminders.effective(defaults);
                (!reminders.is_empty()).then_some((s, reminders))
            })
            .collect())
    }
}

/// Moves the "checked up to" mark of the file `conn` is open on to `t`,
/// never backwards (also for a restore's copy, before it is a `Store`).
pub(super) fn raise_checked_up_to(
    conn: &rusqlite::Connection,
    t: DateTime<Utc>,
) -> Result<(), StoreError> {
    conn.execute(
        "INSERT INTO settings (key, value) VALUES ('reminders_checked_up_to', ?1) \
         ON CONFLICT (key) DO UPDATE SET value = max(CAST(value AS INTEGER), CAST(?1 AS INTEGER))",
        [t.timestamp().to_string()],
    )?;
    Ok(())
}
