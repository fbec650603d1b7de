//! `kairos calendars`: list and manage calendars.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::{open_store, user_error};

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
}

/// GNOME's palette, in the order new calendars take it.
const PALETTE: [&str; 8] = [
    "#3584e4", "#33d17a", "#f6d32d", "#ff7800", "#e01b24", "#9141ac", "#986a44", "#5e5c64",
];

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let mut store = open_store(db)?;
    match &args.action {
        None | Some(Action::List { json: false }) => {
            for c in store.calendars().map_err(user_error)? {
                let hidden = if c.visible { "" } else { "  (hidden)" };
                writeln!(out, "{}  {}{hidden}", c.color, c.name)?;
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
                    PALETTE[n % PALETTE.len()].to_string()
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
    }
    Ok(())
}
