//! How each account's syncing went: when the last attempt began and ended,
//! when one last succeeded, and what the last failure was, in words and in
//! kind. Kept in the file, not in a process, so the window shows the same
//! status whichever process synced (itself, the daemon, `kairos sync`).

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension};

use super::{Store, StoreError};

/// What would fix a failing account, so the window can offer it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Trouble {
    /// The server refused the login: re-enter the password.
    Password,
    /// The account's OAuth sign-in was revoked or expired: sign in again in
    /// the browser. Background sync leaves the account alone until then.
    #[serde(rename = "sign-in")]
    SignIn,
    /// The server's certificate is not trusted: trust its CA.
    Certificate,
    /// The server could not be reached: it passes when the network (or the
    /// server) is back.
    Offline,
    /// Anything else the server or the data did.
    Server,
}

impl Trouble {
    fn as_str(self) -> &'static str {
        match self {
            Trouble::Password => "password",
            Trouble::SignIn => "sign-in",
            Trouble::Certificate => "certificate",
            Trouble::Offline => "offline",
            Trouble::Server => "server",
        }
    }

    fn parse(text: &str) -> Result<Trouble, StoreError> {
        Ok(match text {
            "password" => Trouble::Password,
            "sign-in" => Trouble::SignIn,
            "certificate" => Trouble::Certificate,
            "offline" => Trouble::Offline,
            "server" => Trouble::Server,
            other => return Err(StoreError::Corrupt(format!("sync trouble {other:?}"))),
        })
    }
}

/// Where one account's syncing stands.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SyncState {
    /// The running (or last) attempt began.
    pub started: Option<DateTime<Utc>>,
    /// The last attempt ended.
    pub finished: Option<DateTime<Utc>>,
    /// The last attempt that succeeded ended.
    pub synced: Option<DateTime<Utc>>,
    /// What the last attempt failed with (`None`: it succeeded).
    pub error: Option<(Trouble, String)>,
    /// Failed attempts in a row.
    pub failures: u32,
}

impl SyncState {
    /// Whether an attempt began and has not ended (or its process died:
    /// callers check the sync lock too).
    pub fn running(&self) -> bool {
        match (self.started, self.finished) {
            (Some(s), Some(f)) => s > f,
            (Some(_), None) => true,
            _ => false,
        }
    }
}

impl Store {
    /// Records that a sync of `account` begins.
    pub fn sync_started(&mut self, account: i64, at: DateTime<Utc>) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO sync_state (account_id, started_utc) VALUES (?1, ?2) \
             ON CONFLICT (account_id) DO UPDATE SET started_utc = ?2",
            params![account, at.timestamp_millis()],
        )?;
        Ok(())
    }

    /// Records how a sync of `account` ended: `None` for success.
    pub fn sync_finished(
        &mut self,
        account: i64,
        at: DateTime<Utc>,
        error: Option<(Trouble, &str)>,
    ) -> Result<(), StoreError> {
        let at = at.timestamp_millis();
        match error {
            None => self.conn.execute(
                "INSERT INTO sync_state (account_id, finished_utc, synced_utc, failures) \
                 VALUES (?1, ?2, ?2, 0) ON CONFLICT (account_id) DO UPDATE SET \
                 finished_utc = ?2, synced_utc = ?2, error = NULL, error_kind = NULL, failures = 0",
                params![account, at],
            )?,
            Some((trouble, text)) => self.conn.execute(
                "INSERT INTO sync_state (account_id, finished_utc, error, error_kind, failures) \
                 VALUES (?1, ?2, ?3, ?4, 1) ON CONFLICT (account_id) DO UPDATE SET \
                 finished_utc = ?2, error = ?3, error_kind = ?4, failures = failures + 1",
                params![account, at, text, trouble.as_str()],
            )?,
        };
        Ok(())
    }

    /// Forgets what `account`'s last sync failed with, once the user mended
    /// it (signed in again), so background sync takes it up at once.
    pub fn sync_mended(&mut self, account: i64) -> Result<(), StoreError> {
        self.conn.execute(
            "UPDATE sync_state SET error = NULL, error_kind = NULL, failures = 0 \
             WHERE account_id = ?1",
            params![account],
        )?;
        Ok(())
    }

    /// Where `account`'s syncing stands (all empty before its first sync).
    pub fn sync_state(&self, account: i64) -> Result<SyncState, StoreError> {
        let row = self
            .conn
            .prepare_cached(
                "SELECT started_utc, finished_utc, synced_utc, error, error_kind, failures \
                 FROM sync_state WHERE account_id = ?",
            )?
            .query_row([account], |r| {
                Ok((
                    r.get::<_, Option<i64>>(0)?,
                    r.get::<_, Option<i64>>(1)?,
                    r.get::<_, Option<i64>>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, u32>(5)?,
                ))
            })
            .optional()?;
        let Some((started, finished, synced, error, kind, failures)) = row else {
            return Ok(SyncState::default());
        };
        let millis = |t: Option<i64>| -> Result<Option<DateTime<Utc>>, StoreError> {
            t.map(|ms| {
                DateTime::from_timestamp_millis(ms)
                    .ok_or_else(|| StoreError::Corrupt(format!("sync time {ms}")))
            })
            .transpose()
        };
        Ok(SyncState {
            started: millis(started)?,
            finished: millis(finished)?,
            synced: millis(synced)?,
            error: match (kind, error) {
                (Some(kind), Some(text)) => Some((Trouble::parse(&kind)?, text)),
                _ => None,
            },
            failures,
        })
    }

    /// Local changes in `account`'s calendars the server has not had yet:
    /// events new or changed since their last sync, and events deleted.
    pub fn pending_changes(&self, account: i64) -> Result<usize, StoreError> {
        let n: i64 = self.conn.query_row(
            "SELECT (SELECT count(*) FROM events e \
               JOIN synced_calendars c ON c.calendar_id = e.calendar_id \
               LEFT JOIN sync_status s ON s.calendar_id = e.calendar_id AND s.uid = e.uid \
               WHERE c.account_id = ?1 AND (s.local_version IS NULL OR s.local_version <> e.id)) \
             + (SELECT count(*) FROM sync_status s \
               JOIN synced_calendars c ON c.calendar_id = s.calendar_id \
               LEFT JOIN events e ON e.uid = s.uid AND e.calendar_id = s.calendar_id \
               WHERE c.account_id = ?1 AND s.local_version IS NOT NULL AND e.id IS NULL)",
            [account],
            |r| r.get(0),
        )?;
        Ok(n as usize)
    }

    /// Whether any synced calendar has a local change to send (the
    /// background sync's cue to sync soon).
    pub fn any_pending_changes(&self) -> Result<bool, StoreError> {
        let n: i64 = self.conn.query_row(ANY_PENDING_CHANGES, [], |r| r.get(0))?;
        Ok(n != 0)
    }
}

/// [`Store::any_pending_changes`]'s question. `CROSS JOIN` keeps the synced
/// calendars the outer loop: joined the other way, SQLite read every event
/// of the file through the widest index to find that no calendar is synced
/// (86 ms and the whole file at 100,000 events, at every start and after
/// every edit).
const ANY_PENDING_CHANGES: &str = "SELECT EXISTS (SELECT 1 FROM synced_calendars c \
       CROSS JOIN events e ON e.calendar_id = c.calendar_id \
       LEFT JOIN sync_status s ON s.calendar_id = e.calendar_id AND s.uid = e.uid \
       WHERE s.local_version IS NULL OR s.local_version <> e.id) \
     OR EXISTS (SELECT 1 FROM sync_status s \
       LEFT JOIN events e ON e.uid = s.uid AND e.calendar_id = s.calendar_id \
       WHERE s.local_version IS NOT NULL AND e.id IS NULL)";

#[cfg(test)]
mod tests {
    use super::*;

    /// The plan reads events only through their calendar, never all of
    /// them.
    #[test]
    fn pending_changes_are_found_without_reading_every_event() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path().join("k.db")).unwrap();
        store.assert_events_read_by_key(ANY_PENDING_CHANGES);
    }
}
