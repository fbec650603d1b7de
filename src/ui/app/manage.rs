//! Calendars and preferences from the window: the calendar dialog's adds,
//! changes and deletes, and Preferences applied at once.

use crate::fl;
use chrono::Duration;
use chrono_tz::Tz;
use iced::Task;

use super::dialogs::Dialog;
use super::{App, Message};
use crate::layout::Period;
use crate::model::{next_color, CalendarId, DefaultReminders, Reminder};
use crate::ui::screen::calendar::{self, CalendarDialog, Existing};
use crate::ui::screen::goto;
use crate::ui::screen::preferences::{self, PreferencesDialog};
use crate::ui::settings::Choices;

impl App {
    /// The calendar dialog: on a new calendar (`None`) or on `id`.
    pub(super) fn open_calendar(&mut self, id: Option<CalendarId>) -> Task<Message> {
        let dialog = match id {
            None => {
                let chosen = &self.preferences.shared;
                let reminders = DefaultReminders {
                    timed: chosen
                        .new_calendar_reminder
                        .map(|m| Reminder::Before(Duration::minutes(i64::from(m))))
                        .into_iter()
                        .collect(),
                    all_day: chosen
                        .new_calendar_all_day_reminder
                        .map(|a| a.reminder())
                        .into_iter()
                        .collect(),
                };
                CalendarDialog::new(next_color(self.context.calendars.len()), reminders)
            }
            Some(id) => {
                let Some(c) = self.context.calendars.iter().find(|c| c.id == id).cloned() else {
                    return Task::none();
                };
                let read = self.store.calendar_event_count(id).and_then(|events| {
                    Ok((
                        events,
                        self.store.calendar_account(id)?,
                        self.store.is_subscription(id)?,
                    ))
                });
                let (events, account, subscription) = match read {
                    Ok(r) => r,
                    Err(e) => {
                        let reason = e.to_string();
                        self.error = Some(fl!(
                            "app-cannot-read-calendar",
                            name = c.name.as_str(),
                            reason = reason
                        ));
                        return Task::none();
                    }
                };
                CalendarDialog::edit(Existing {
                    id,
                    name: c.name,
                    color: c.color,
                    reminders: c.default_reminders,
                    events,
                    account,
                    subscription,
                })
            }
        };
        self.dialogs.open(Dialog::Calendar(dialog));
        CalendarDialog::focus_name()
    }

    /// What the calendar dialog asked for.
    pub(super) fn on_calendar(&mut self, event: calendar::Event) {
        match event {
            calendar::Event::Cancel => {
                self.dialogs.take_calendar();
            }
            calendar::Event::Save {
                id,
                was,
                name,
                color,
                reminders,
            } => {
                let store = &mut self.store;
                let saved = match (id, was) {
                    (Some(_), Some(was)) => store
                        .rename_calendar(&was, &name)
                        .and_then(|()| store.set_calendar_color(&name, &color))
                        .and_then(|()| store.set_default_reminders(&name, &reminders.timed))
                        .and_then(|()| store.set_all_day_reminders(&name, &reminders.all_day)),
                    _ => store
                        .add_calendar(&name, &color)
                        .and_then(|_| store.set_default_reminders(&name, &reminders.timed))
                        .and_then(|()| store.set_all_day_reminders(&name, &reminders.all_day)),
                };
                match saved {
                    Ok(()) => {
                        self.dialogs.take_calendar();
                        self.reload();
                    }
                    Err(e) => {
                        if let Some(d) = self.dialogs.calendar_mut() {
                            d.refused(sentence(&e.to_string()));
                        }
                    }
                }
            }
            calendar::Event::Delete(id) => {
                self.dialogs.take_calendar();
                let Some(name) = self
                    .context
                    .calendars
                    .iter()
                    .find(|c| c.id == id)
                    .map(|c| c.name.clone())
                else {
                    return;
                };
                let subscription = self.store.is_subscription(id).unwrap_or(false);
                match self.store.delete_calendar(&name) {
                    Ok(_) if subscription => {
                        self.reload();
                        self.show_toast(fl!("app-unsubscribed", name = name.as_str()), false);
                    }
                    Ok(n) => {
                        self.reload();
                        let toast = fl!("app-calendar-deleted", name = name.as_str(), count = n);
                        self.show_toast(toast, true);
                    }
                    Err(e) => {
                        let reason = e.to_string();
                        self.error = Some(fl!(
                            "app-cannot-delete-calendar",
                            name = name.as_str(),
                            reason = reason
                        ));
                    }
                }
            }
        }
    }

    /// Preferences, on what is saved now.
    pub(super) fn open_preferences(&mut self) {
        let latest =
            crate::store::backup::latest(self.store.path()).map(|b| preferences::LastBackup {
                made: b.made,
                path: b.path,
            });
        let dialog = PreferencesDialog::new(
            self.preferences.clone(),
            self.desktop.locale,
            self.desktop.zone,
            latest,
        );
        self.dialogs.open(Dialog::Preferences(dialog));
    }

    /// What Preferences asked for.
    pub(super) fn on_preferences(&mut self, event: preferences::Event) -> Task<Message> {
        match event {
            preferences::Event::Cancel => {
                self.dialogs.take_preferences();
                Task::none()
            }
            preferences::Event::Save(chosen) => {
                if let Err(e) = chosen.save(&mut self.store) {
                    let reason = e.to_string();
                    self.error = Some(fl!("app-cannot-save-preferences", reason = reason));
                    return Task::none();
                }
                self.dialogs.take_preferences();
                self.apply_preferences(*chosen)
            }
            preferences::Event::Restore(backup) => self.restore(&backup),
        }
    }

    /// Hands the restore to a `kairos backup restore` of its own, which
    /// waits for this window to close (the file must be open nowhere),
    /// restores, and opens the window again; then closes the window.
    fn restore(&mut self, backup: &std::path::Path) -> Task<Message> {
        let exe = match std::env::current_exe() {
            Ok(exe) => exe,
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-restore", reason = reason));
                return Task::none();
            }
        };
        let started = std::process::Command::new(exe)
            .arg("--db")
            .arg(self.store.path())
            .args(["backup", "restore"])
            .arg(backup)
            .args(["--after", &std::process::id().to_string(), "--reopen"])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn();
        match started {
            Ok(_) => {
                self.dialogs.take_preferences();
                self.save_window();
                iced::exit()
            }
            Err(e) => {
                let reason = e.to_string();
                self.error = Some(fl!("app-cannot-restore", reason = reason));
                Task::none()
            }
        }
    }

    /// The system's zone is `zone` now: when Preferences chose none, the
    /// views move to it (today, the time line, floating events).
    pub(super) fn follow_system_zone(&mut self, zone: Tz) -> Task<Message> {
        if zone == self.desktop.zone {
            return Task::none();
        }
        self.desktop.zone = zone;
        if self.preferences.shared.zone.is_some() {
            return Task::none();
        }
        let ctx = &mut self.context;
        ctx.viewer = zone;
        ctx.today = ctx.now.with_timezone(&zone).date_naive();
        let period = Period::new(self.context.period.kind, self.context.period.anchor);
        self.go(period)
    }

    /// Makes `chosen` the window's preferences: language, clock, week
    /// start, zone, week numbers and event length take effect at once.
    pub(super) fn apply_preferences(&mut self, chosen: Choices) -> Task<Message> {
        let shared = &chosen.shared;
        if shared.language != self.preferences.shared.language {
            crate::i18n::choose(shared.language.as_deref());
        }
        let ctx = &mut self.context;
        ctx.locale = shared.locale(self.desktop.locale);
        ctx.viewer = shared.viewer(self.desktop.zone);
        ctx.today = ctx.now.with_timezone(&ctx.viewer).date_naive();
        ctx.week_numbers = shared.week_numbers;
        ctx.event_minutes = i64::from(shared.event_minutes);
        self.preferences = chosen;
        let period = Period::new(self.context.period.kind, self.context.period.anchor);
        self.go(period)
    }
}

impl App {
    // The dialogs' messages, handed on and their events carried out.

    pub(super) fn calendar_message(&mut self, m: calendar::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.calendar_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        if let Some(e) = event {
            self.on_calendar(e);
        }
        task.map(Message::Calendar)
    }

    pub(super) fn preferences_message(&mut self, m: preferences::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.preferences_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        let task = task.map(Message::Preferences);
        match event {
            Some(e) => Task::batch([task, self.on_preferences(e)]),
            None => task,
        }
    }

    pub(super) fn goto_message(&mut self, m: goto::Message) -> Task<Message> {
        let Some(screen) = self.dialogs.goto_mut() else {
            return Task::none();
        };
        let (task, event) = screen.update(m, &self.context);
        let task = task.map(Message::GoTo);
        match event {
            Some(goto::Event::Go(day)) => {
                self.dialogs.take_goto();
                let kind = self.context.period.kind;
                Task::batch([task, self.go(Period::new(kind, day))])
            }
            Some(goto::Event::Cancel) => {
                self.dialogs.take_goto();
                task
            }
            None => task,
        }
    }
}

/// An error as a sentence for a dialog: capitalized, with a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => return String::new(),
    };
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}
