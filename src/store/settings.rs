//! Small named preferences (the window's last view and size, the clock and
//! week-start overrides): text values under text keys.

use rusqlite::OptionalExtension;

use super::{Store, StoreError};

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
}
