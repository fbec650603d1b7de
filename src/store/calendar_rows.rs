//! Row helpers for the `calendars` table and what hangs off it (default
//! reminders, subscriptions), in a file of their own so that the feature
//! files using them (calendars, accounts, subscriptions, the journal) need
//! not import each other.

use rusqlite::{params, OptionalExtension};

use super::codec::ReminderColumns;
use super::{StoreError, ValidationError};

/// Checks `name` and `color` and adds the calendar (a name already taken
/// is refused); its id. Inside the caller's transaction.
pub(super) fn new_calendar(
    tx: &rusqlite::Connection,
    name: &str,
    color: &str,
) -> Result<i64, StoreError> {
    let name = calendar_name(name)?;
    check_color(color)?;
    if tx
        .query_row("SELECT 1 FROM calendars WHERE name = ?", [name], |_| Ok(()))
        .optional()?
        .is_some()
    {
        return Err(StoreError::DuplicateCalendar(name.to_owned()));
    }
    insert_calendar(tx, name, color)
}

/// The calendar's default reminders for timed events, or for all-day ones
/// (`all_day`), in order, as stored.
pub(super) fn read_reminders(
    conn: &rusqlite::Connection,
    calendar: i64,
    all_day: bool,
) -> Result<Vec<ReminderColumns>, StoreError> {
    let mut q = conn.prepare_cached(
        "SELECT before_secs, at_utc, from_end FROM calendar_reminders \
         WHERE calendar_id = ? AND all_day = ? ORDER BY position",
    )?;
    let rows = q
        .query_map(params![calendar, all_day], |r| {
            ReminderColumns::from_row(r, 0)
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(rows)
}

/// Makes the calendar's default reminders for timed events, or for
/// all-day ones (`all_day`), exactly `reminders`.
pub(super) fn write_reminders(
    conn: &rusqlite::Connection,
    calendar: i64,
    all_day: bool,
    reminders: &[ReminderColumns],
) -> Result<(), StoreError> {
    conn.execute(
        "DELETE FROM calendar_reminders WHERE calendar_id = ? AND all_day = ?",
        params![calendar, all_day],
    )?;
    for (i, c) in reminders.iter().enumerate() {
        conn.execute(
            "INSERT INTO calendar_reminders \
             (calendar_id, position, before_secs, at_utc, from_end, all_day) \
             VALUES (?, ?, ?, ?, ?, ?)",
            params![
                calendar,
                i as i64,
                c.before_secs,
                c.at_utc,
                c.from_end,
                all_day
            ],
        )?;
    }
    Ok(())
}

/// Adds a visible calendar at the end of the list; its id.
pub(super) fn insert_calendar(
    tx: &rusqlite::Connection,
    name: &str,
    color: &str,
) -> Result<i64, StoreError> {
    tx.execute(
        "INSERT INTO calendars (name, color, visible, position) \
         VALUES (?1, ?2, 1, (SELECT coalesce(max(position), -1) + 1 FROM calendars))",
        params![name, color.to_ascii_lowercase()],
    )?;
    Ok(tx.last_insert_rowid())
}

/// `name` without surrounding blanks; an empty one is refused.
pub(super) fn calendar_name(name: &str) -> Result<&str, ValidationError> {
    let name = name.trim();
    if name.is_empty() {
        Err(ValidationError::EmptyCalendarName)
    } else {
        Ok(name)
    }
}

/// Refuses a color that is not `#rrggbb`.
pub(super) fn check_color(color: &str) -> Result<(), ValidationError> {
    let hex = color.strip_prefix('#').unwrap_or("");
    if hex.len() == 6 && hex.chars().all(|c| c.is_ascii_hexdigit()) {
        Ok(())
    } else {
        Err(ValidationError::BadColor(color.to_owned()))
    }
}

/// Deletes a calendar with its events, status and reminders; returns how
/// many events it held.
pub(super) fn drop_calendar(tx: &rusqlite::Connection, calendar: i64) -> Result<usize, StoreError> {
    let events = tx.execute("DELETE FROM events WHERE calendar_id = ?", [calendar])?;
    tx.execute("DELETE FROM calendars WHERE id = ?", [calendar])?;
    Ok(events)
}

/// Whether the calendar is a subscription (its events are read-only).
pub(super) fn is_subscription(
    conn: &rusqlite::Connection,
    calendar: i64,
) -> Result<bool, StoreError> {
    Ok(conn
        .query_row(
            "SELECT 1 FROM subscriptions WHERE calendar_id = ?",
            [calendar],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
}
