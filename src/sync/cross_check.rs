//! A sync token's answer checked against reality. RFC 6578 lets a server
//! answer a token with what changed since; a server that accepts a token
//! it never issued (a calendar deleted and made again at the same
//! address, a server restored from a backup — sabre/dav's PDO backend
//! does both) answers "nothing", and the two sides would differ for ever.
//! So a calendar is listed whole — every href and ETag, compared with the
//! status as in a first sync — when its token moved on but the answer
//! lists nothing (see `calendar::Cycle::list_remote`), and at least once a
//! day whenever it is listed at all. A quiet sync (the token unchanged)
//! still asks nothing more.

use chrono::NaiveDate;

use crate::model::CalendarId;
use crate::store::{Store, StoreError};

/// The setting holding the day `calendar`'s whole listing was last
/// compared with its status.
fn key(calendar: CalendarId) -> String {
    format!("sync-full-listing:{}", calendar.0) // i18n: not words
}

/// Whether `calendar` is to be listed whole on `today` rather than asked
/// for what changed since its token.
pub(super) fn due(
    store: &Store,
    calendar: CalendarId,
    today: NaiveDate,
) -> Result<bool, StoreError> {
    Ok(due_after(store.setting(&key(calendar))?.as_deref(), today))
}

/// Records that `calendar` was listed whole on `today`.
pub(super) fn done(
    store: &mut Store,
    calendar: CalendarId,
    today: NaiveDate,
) -> Result<(), StoreError> {
    store.set_setting(&key(calendar), &today.to_string())
}

/// Due once a day: last listed whole on `checked` (a date, or never); a
/// date that does not read, or is not today, is due.
fn due_after(checked: Option<&str>, today: NaiveDate) -> bool {
    checked
        .and_then(|d| d.parse::<NaiveDate>().ok())
        .is_none_or(|d| d != today)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_calendar_is_listed_whole_once_a_day() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 28).unwrap();
        assert!(due_after(None, today), "never listed whole");
        assert!(!due_after(Some("2026-11-28"), today));
        assert!(due_after(Some("2026-11-27"), today));
        // A clock set back, or a value that does not read.
        assert!(due_after(Some("2026-11-29"), today));
        assert!(due_after(Some("yesterday"), today));
    }

    #[test]
    fn the_day_is_kept_per_calendar() {
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        let today = NaiveDate::from_ymd_opt(2026, 11, 28).unwrap();
        let (a, b) = (CalendarId(1), CalendarId(2));
        assert!(due(&store, a, today).unwrap());
        done(&mut store, a, today).unwrap();
        assert!(!due(&store, a, today).unwrap());
        assert!(due(&store, b, today).unwrap());
        assert!(due(&store, a, today.succ_opt().unwrap()).unwrap());
    }
}
