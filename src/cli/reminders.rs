//! `kairos reminders`: upcoming reminders and the delivery log.

use anyhow::Result;
use chrono::{Duration, Utc};
use std::io::Write;
use std::path::PathBuf;

use super::parse::zone_or_system;
use super::{open_store, user_error};
use crate::recur::Series;
use crate::remind::dues_between;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// How many days ahead to list upcoming reminders (default 7).
    #[arg(long, default_value_t = 7)]
    days: u32,
    /// How many past deliveries to list (default 20).
    #[arg(long, default_value_t = 20)]
    recent: usize,
    /// The viewer's IANA time zone (default: TZ, else the system zone).
    #[arg(long)]
    tz: Option<String>,
    /// One JSON array instead of text.
    #[arg(long)]
    json: bool,
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let store = open_store(db)?;
    let viewer = zone_or_system(args.tz.as_deref(), Some(&store))?;
    let now = Utc::now();
    let until = now + Duration::days(i64::from(args.days));
    let mut rows: Vec<serde_json::Value> = Vec::new();
    let mut upcoming = Vec::new();
    for (stored, reminders) in store.reminding_events().map_err(user_error)? {
        let Ok(series) = Series::new(&stored.event) else {
            continue;
        };
        upcoming.extend(dues_between(
            &stored.event,
            &series,
            &reminders,
            now,
            until,
            viewer,
        ));
    }
    upcoming.sort_by_key(|d| d.at);
    let local = |t: chrono::DateTime<Utc>| {
        t.with_timezone(&viewer)
            .format("%Y-%m-%dT%H:%M:%S%:z")
            .to_string()
    };
    for d in &upcoming {
        rows.push(serde_json::json!({
            "uid": d.uid,
            "recurrence_id": d.recurrence_id.to_string(),
            "title": d.title,
            "reminder": d.key,
            "due": local(d.at),
            "state": "upcoming",
        }));
    }
    for d in store.recent_deliveries(args.recent).map_err(user_error)? {
        let title = store
            .event(&d.uid)
            .map(|s| s.event.summary)
            .unwrap_or_default();
        rows.push(serde_json::json!({
            "uid": d.uid,
            "recurrence_id": d.recurrence_id.to_string(),
            "title": title,
            "reminder": d.reminder,
            "due": local(d.due),
            "state": format!("{:?}", d.state).to_lowercase(),
            "attempts": d.attempts,
            "last_error": d.last_error,
            "shown": d.shown.map(local),
        }));
    }
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&rows)?)?;
        return Ok(());
    }
    if rows.is_empty() {
        let none = crate::fl!("cli-no-reminders", days = args.days);
        writeln!(out, "{none}")?;
    }
    for r in rows {
        let error = r["last_error"]
            .as_str()
            .map(|e| format!("  ({e})"))
            .unwrap_or_default();
        writeln!(
            out,
            "{:<26} {:<10} {}  [{}]{error}",
            r["due"].as_str().unwrap_or(""),
            r["state"].as_str().unwrap_or(""),
            r["title"].as_str().unwrap_or(""),
            r["reminder"].as_str().unwrap_or(""),
        )?;
    }
    Ok(())
}
