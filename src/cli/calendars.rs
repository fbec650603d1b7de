//! `kairos calendars`: list and manage calendars.

use crate::fl;
use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::parse::duration;
use super::{open_store, user_error};
use crate::model::Reminder;

#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    action: Option<Action>,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// List calendars (the default).
    List {
        /// One JSON array instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Add a calendar.
    Add {
        name: String,
        /// Its color, #rrggbb (default: the next of a palette).
        #[arg(long)]
        color: Option<String>,
    },
    /// Rename a calendar.
    Rename { name: String, new_name: String },
    /// Set a calendar's color (#rrggbb).
    Color { name: String, color: String },
    /// Hide a calendar's events.
    Hide { name: String },
    /// Show a calendar's events again.
    Show { name: String },
    /// Delete a calendar and its events (`kairos undo` brings them back).
    Delete { name: String },
    /// Set the reminders new events in a calendar get.
    Reminders {
        name: String,
        /// A reminder this long before the start (0 = at the start);
        /// repeatable.
        #[arg(long, value_name = "BEFORE", required_unless_present = "none")]
        remind: Vec<String>,
        /// No default reminders.
        #[arg(long, conflicts_with = "remind")]
        none: bool,
    },
    /// Set the reminders new all-day events in a calendar get.
    AllDayReminders {
        name: String,
        /// `D@HH:MM`: D days before the day (0 = on the day) at HH:MM;
        /// repeatable.
        #[arg(long, value_name = "D@HH:MM", required_unless_present = "none")]
        at: Vec<String>,
        /// No default reminders for all-day events.
        #[arg(long, conflicts_with = "at")]
        none: bool,
    },
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let mut store = open_store(db)?;
    match &args.action {
        None | Some(Action::List { json: false }) => {
            for c in store.calendars().map_err(user_error)? {
                let hidden = if c.visible {
                    String::new()
                } else {
                    format!("  {}", fl!("cli-calendar-hidden"))
                };
                let defaults = &c.default_reminders;
                let mut reminders = String::new();
                if !defaults.timed.is_empty() {
                    let list: Vec<String> = defaults.timed.iter().map(reminder_text).collect();
                    let list = list.join(", ");
                    reminders += &format!("  {}", fl!("cli-calendar-reminds", reminders = list));
                }
                if !defaults.all_day.is_empty() {
                    let list: Vec<String> = defaults.all_day.iter().map(all_day_text).collect();
                    let list = list.join(", ");
                    let said = fl!("cli-calendar-reminds-all-day", reminders = list);
                    reminders += &format!("  {said}");
                }
                writeln!(out, "{}  {}{hidden}{reminders}", c.color, c.name)?;
            }
        }
        Some(Action::List { json: true }) => {
            let list: Vec<serde_json::Value> = store
                .calendars()
                .map_err(user_error)?
                .iter()
                .map(|c| {
                    serde_json::json!({
                        "name": c.name,
                        "color": c.color,
                        "visible": c.visible,
                        "default_reminders": c
                            .default_reminders
                            .timed
                            .iter()
                            .map(reminder_seconds)
                            .collect::<Vec<_>>(),
                        "all_day_reminders": c
                            .default_reminders
                            .all_day
                            .iter()
                            .map(reminder_seconds)
                            .collect::<Vec<_>>(),
                    })
                })
                .collect();
            writeln!(out, "{}", serde_json::to_string_pretty(&list)?)?;
        }
        Some(Action::Add { name, color }) => {
            let color = match color {
                Some(c) => c.clone(),
                None => {
                    let n = store.calendars().map_err(user_error)?.len();
                    crate::model::next_color(n).to_string()
                }
            };
            store.add_calendar(name, &color).map_err(user_error)?;
        }
        Some(Action::Rename { name, new_name }) => {
            store.rename_calendar(name, new_name).map_err(user_error)?
        }
        Some(Action::Color { name, color }) => {
            store.set_calendar_color(name, color).map_err(user_error)?
        }
        Some(Action::Hide { name }) => store
            .set_calendar_visible(name, false)
            .map_err(user_error)?,
        Some(Action::Show { name }) => {
            store.set_calendar_visible(name, true).map_err(user_error)?
        }
        Some(Action::Delete { name }) => {
            let n = store.delete_calendar(name).map_err(user_error)?;
            let deleted = fl!("cli-calendar-deleted", name = name.as_str(), count = n);
            writeln!(out, "{deleted}")?;
        }
        Some(Action::Reminders { name, remind, none }) => {
            let list = if *none {
                Vec::new()
            } else {
                remind
                    .iter()
                    .map(|t| duration("--remind", t).map(Reminder::Before))
                    .collect::<Result<Vec<_>, _>>()?
            };
            store
                .set_default_reminders(name, &list)
                .map_err(user_error)?;
        }
        Some(Action::AllDayReminders { name, at, none }) => {
            let list = if *none {
                Vec::new()
            } else {
                at.iter()
                    .map(
                        |t| match crate::store::preferences::value::all_day_reminder(t) {
                            Some(Some(at)) => Ok(at.reminder()),
                            _ => Err(super::BadInput(fl!(
                                "cli-bad-all-day-reminder",
                                value = t.as_str()
                            ))),
                        },
                    )
                    .collect::<Result<Vec<_>, _>>()?
            };
            store
                .set_all_day_reminders(name, &list)
                .map_err(user_error)?;
        }
    }
    Ok(())
}

/// An all-day default reminder as the list prints it: "on the day at
/// 09:00".
fn all_day_text(r: &Reminder) -> String {
    let locale = crate::layout::Locale::default();
    crate::layout::describe_all_day_reminder(r, chrono_tz::UTC, &locale)
}

/// A default reminder as the list prints it: `10m`, `1h30m`, "at the
/// start" in the user's language.
fn reminder_text(r: &Reminder) -> String {
    let amount = |d: chrono::Duration| {
        let secs = d.num_seconds().abs();
        let (days, rest) = (secs / 86_400, secs % 86_400);
        let days = if days > 0 {
            format!("{days}d")
        } else {
            String::new()
        };
        let rest = if rest > 0 || days.is_empty() {
            super::show::amount(chrono::Duration::seconds(rest))
        } else {
            String::new()
        };
        format!("{days}{rest}")
    };
    match r {
        Reminder::Before(d) if d.num_seconds() > 0 => amount(*d),
        other => super::show::reminder(other),
    }
}

/// A default reminder in `--json`: seconds before the start.
fn reminder_seconds(r: &Reminder) -> serde_json::Value {
    match r {
        Reminder::Before(d) => serde_json::json!({ "before_secs": d.num_seconds() }),
        Reminder::BeforeEnd(d) => serde_json::json!({ "before_end_secs": d.num_seconds() }),
        Reminder::At(t) => serde_json::json!({ "at": t.to_rfc3339() }),
    }
}
