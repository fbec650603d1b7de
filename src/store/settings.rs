//! Small named settings: text values under text keys (the keys, and their
//! typed reading, are in `preferences`).

use rusqlite::OptionalExtension;

use super::preferences::{
    self,
    key::{NEW_CALENDAR_ALL_DAY_REMINDER, NEW_CALENDAR_REMINDER},
    NEW_CALENDAR_REMINDER_MINUTES,
};
use super::{Store, StoreError};

/// The default reminders a new calendar starts with: for timed events,
/// and for all-day ones.
pub(super) fn new_calendar_reminders(
    conn: &rusqlite::Connection,
) -> Result<crate::model::DefaultReminders, StoreError> {
    let setting = |key: &str| -> Result<Option<String>, StoreError> {
        Ok(conn
            .query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| {
                r.get(0)
            })
            .optional()?)
    };
    let all_day = match setting(NEW_CALENDAR_ALL_DAY_REMINDER)?
        .as_deref()
        .and_then(preferences::value::all_day_reminder)
    {
        Some(at) => at,
        None => Some(preferences::AllDayAt::DEFAULT),
    };
    Ok(crate::model::DefaultReminders {
        timed: timed_reminders(setting(NEW_CALENDAR_REMINDER)?)?,
        all_day: all_day.map(|a| a.reminder()).into_iter().collect(),
    })
}

fn timed_reminders(value: Option<String>) -> Result<Vec<crate::model::Reminder>, StoreError> {
    // Read as Preferences reads it: text it cannot read (a negative
    // number) is the default, not a reminder after the start.
    let minutes = match value
        .as_deref()
        .and_then(preferences::value::new_calendar_reminder)
    {
        Some(None) => return Ok(Vec::new()),
        Some(Some(m)) => i64::from(m),
        None => NEW_CALENDAR_REMINDER_MINUTES,
    };
    Ok(vec![crate::model::Reminder::Before(
        chrono::Duration::minutes(minutes),
    )])
}

impl Store {
    /// The value saved under `key`, if any.
    pub fn setting(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .prepare_cached("SELECT value FROM settings WHERE key = ?1")?
            .query_row([key], |r| r.get(0))
            .optional()?)
    }

    /// Saves `value` under `key`, replacing what was there. Settings are
    /// preferences, not calendar data: they are not journaled, so undo never
    /// resizes the window.
    pub fn set_setting(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        self.conn
            .prepare_cached(
                "INSERT INTO settings (key, value) VALUES (?1, ?2) \
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            )?
            .execute([key, value])?;
        Ok(())
    }

    /// Removes what is saved under `key`: its readers read their default.
    pub fn remove_setting(&mut self, key: &str) -> Result<(), StoreError> {
        self.conn
            .prepare_cached("DELETE FROM settings WHERE key = ?1")?
            .execute([key])?;
        Ok(())
    }
}
