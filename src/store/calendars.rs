//! Calendars: list, add, rename, recolor, show and hide.
//!
//! Renames, colors, visibility and default reminders are not journaled:
//! undo is for what a slip of the mouse can lose, events. Deleting a
//! calendar loses its events, so it is one journaled edit.

use rusqlite::{params, OptionalExtension, TransactionBehavior};

use super::calendar_rows::{
    calendar_name, check_color, drop_calendar, is_subscription, new_calendar, read_reminders,
    write_reminders,
};
use super::change::Change;
use super::codec::{parse_reminder, reminder_columns, ReminderColumns};
use super::{Store, StoreError, ValidationError};
use crate::model::{Calendar, CalendarId, DefaultReminders, Reminder};

impl Store {
    /// Every calendar, in sidebar order.
    pub fn calendars(&self) -> Result<Vec<Calendar>, StoreError> {
        let mut q = self.conn.prepare_cached(
            "SELECT id, name, color, visible FROM calendars ORDER BY position, id",
        )?;
        let rows = q
            .query_map([], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, bool>(3)?,
                ))
            })?
            .collect::<rusqlite::Result<Vec<_>>>()?;
        rows.into_iter()
            .map(|(id, name, color, visible)| {
                Ok(Calendar {
                    id: CalendarId(id),
                    name,
                    color,
                    visible,
                    default_reminders: self.calendar_reminders(id)?,
                })
            })
            .collect()
    }

    fn calendar_reminders(&self, id: i64) -> Result<DefaultReminders, StoreError> {
        let list = |all_day| -> Result<Vec<Reminder>, StoreError> {
            read_reminders(&self.conn, id, all_day)?
                .into_iter()
                .map(parse_reminder)
                .collect()
        };
        Ok(DefaultReminders {
            timed: list(false)?,
            all_day: list(true)?,
        })
    }

    /// The calendar new events go to when none is named: the first one.
    pub fn default_calendar(&self) -> Result<Calendar, StoreError> {
        self.calendars()?
            .into_iter()
            .next()
            .ok_or_else(|| StoreError::Corrupt("there is no calendar".into()))
    }

    /// The calendar called `name` (exactly; names are unique).
    pub fn calendar_by_name(&self, name: &str) -> Result<Calendar, StoreError> {
        self.calendars()?
            .into_iter()
            .find(|c| c.name == name)
            .ok_or_else(|| StoreError::UnknownCalendar(name.to_owned()))
    }

    /// Adds a calendar at the end of the list, with the default reminders
    /// the user chose for new calendars.
    pub fn add_calendar(&mut self, name: &str, color: &str) -> Result<CalendarId, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let id = new_calendar(&tx, name, color)?;
        let defaults = super::settings::new_calendar_reminders(&tx)?;
        let columns = |list: &[Reminder]| -> Vec<ReminderColumns> {
            list.iter().map(reminder_columns).collect()
        };
        write_reminders(&tx, id, false, &columns(&defaults.timed))?;
        write_reminders(&tx, id, true, &columns(&defaults.all_day))?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(CalendarId(id))
    }

    /// Renames the calendar `name` to `new_name`.
    pub fn rename_calendar(&mut self, name: &str, new_name: &str) -> Result<(), StoreError> {
        let new_name = calendar_name(new_name)?;
        if new_name != name && self.calendar_by_name(new_name).is_ok() {
            return Err(StoreError::DuplicateCalendar(new_name.to_owned()));
        }
        self.update_calendar(name, "name", new_name.to_owned())
    }

    /// Sets the calendar's color (`#rrggbb`).
    pub fn set_calendar_color(&mut self, name: &str, color: &str) -> Result<(), StoreError> {
        check_color(color)?;
        self.update_calendar(name, "color", color.to_ascii_lowercase())
    }

    /// Shows or hides the calendar's events.
    pub fn set_calendar_visible(&mut self, name: &str, visible: bool) -> Result<(), StoreError> {
        self.update_calendar(name, "visible", visible)
    }

    /// Replaces the calendar's default reminders for timed events.
    pub fn set_default_reminders(
        &mut self,
        name: &str,
        reminders: &[Reminder],
    ) -> Result<(), StoreError> {
        self.set_calendar_reminders(name, false, reminders)
    }

    /// Replaces the calendar's default reminders for all-day events.
    pub fn set_all_day_reminders(
        &mut self,
        name: &str,
        reminders: &[Reminder],
    ) -> Result<(), StoreError> {
        self.set_calendar_reminders(name, true, reminders)
    }

    fn set_calendar_reminders(
        &mut self,
        name: &str,
        all_day: bool,
        reminders: &[Reminder],
    ) -> Result<(), StoreError> {
        let id = self.calendar_by_name(name)?.id;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let columns: Vec<ReminderColumns> = reminders.iter().map(reminder_columns).collect();
        write_reminders(&tx, id.0, all_day, &columns)?;
        tx.commit()?;
        self.local_writes += 1;
        Ok(())
    }

    /// How many events (series count once) the calendar holds.
    pub fn calendar_event_count(&self, id: CalendarId) -> Result<usize, StoreError> {
        let n: i64 = self.conn.query_row(
            "SELECT count(*) FROM events WHERE calendar_id = ?",
            [id.0],
            |r| r.get(0),
        )?;
        Ok(n as usize)
    }

    /// The name of the account the calendar is synced from, if any.
    pub fn calendar_account(&self, id: CalendarId) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT a.name FROM synced_calendars s JOIN accounts a ON a.id = s.account_id \
                 WHERE s.calendar_id = ?",
                [id.0],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Deletes the calendar `name` with its events and default reminders,
    /// as one edit that undo brings back whole. Returns how many events
    /// went. A calendar synced from an account is refused (the next sync
    /// would bring it back), and so is the last one (new events need a
    /// home).
    pub fn delete_calendar(&mut self, name: &str) -> Result<usize, StoreError> {
        let calendar = self.calendar_by_name(name)?;
        if self.calendars()?.len() == 1 {
            return Err(ValidationError::LastCalendar(calendar.name).into());
        }
        if is_subscription(&self.conn, calendar.id.0)? {
            // Unsubscribing: the events are the feed's, and subscribing
            // again brings them back; nothing to journal.
            let tx = self
                .conn
                .transaction_with_behavior(TransactionBehavior::Immediate)?;
            let events = drop_calendar(&tx, calendar.id.0)?;
            tx.commit()?;
            self.local_writes += 1;
            return Ok(events);
        }
        if let Some(account) = self.calendar_account(calendar.id)? {
            return Err(StoreError::SyncedCalendar {
                name: calendar.name,
                account,
            });
        }
        let mut count = 0;
        self.edit(|conn| {
            let mut q = conn.prepare("SELECT uid FROM events WHERE calendar_id = ?")?;
            let uids = q
                .query_map([calendar.id.0], |r| r.get::<_, String>(0))?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            count = uids.len();
            let mut changes: Vec<Change> = uids.iter().map(|u| Change::remove(u)).collect();
            changes.push(Change::DropCalendar(calendar.id.0));
            let label = match count {
                1 => format!("Delete calendar “{}” (1 event)", calendar.name),
                n => format!("Delete calendar “{}” ({n} events)", calendar.name),
            };
            Ok((label, changes))
        })?;
        Ok(count)
    }

    fn update_calendar(
        &mut self,
        name: &str,
        column: &'static str,
        value: impl rusqlite::ToSql,
    ) -> Result<(), StoreError> {
        let changed = self.conn.execute(
            &format!("UPDATE calendars SET {column} = ?1 WHERE name = ?2"),
            params![value, name],
        )?;
        if changed == 0 {
            return Err(StoreError::UnknownCalendar(name.to_owned()));
        }
        self.local_writes += 1;
        Ok(())
    }
}
