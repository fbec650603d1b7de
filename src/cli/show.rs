//! `kairos show UID`: everything stored about one event.

use crate::fl;
use anyhow::Result;
use chrono::Duration;
use std::io::Write;
use std::path::PathBuf;

use super::{open_store, user_error};
use crate::model::{EventDuration, EventStatus, EventTime, OverrideChange, Reminder, Reminders};
use crate::store::StoredEvent;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The event's uid (as `kairos add` or `agenda --json` print it).
    uid: String,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let store = open_store(db)?;
    let stored = store.event(&args.uid).map_err(user_error)?;
    let calendar = store
        .calendars()
        .map_err(user_error)?
        .into_iter()
        .find(|c| c.id == stored.calendar)
        .map(|c| c.name)
        .unwrap_or_default();
    let (meeting, standing) = store.meeting(&args.uid, None).map_err(user_error)?;
    if args.json {
        let mut item = json(&stored, &calendar);
        super::meetings::add_meeting_fields(&mut item, &meeting, &standing);
        writeln!(out, "{}", serde_json::to_string_pretty(&item)?)?;
    } else {
        writeln!(out, "{}", stored.event.summary)?;
        let mut lines = Lines::default();
        text(&stored, &calendar, &mut lines);
        meeting_text(&meeting, &standing, &mut lines);
        lines.write(out)?;
    }
    Ok(())
}

/// A time with its zone: `2026-11-23T09:00:00 Europe/Paris`.
pub(super) fn time(t: &EventTime) -> String {
    match t {
        EventTime::Zoned { local, tz } => format!("{} {}", local.format("%Y-%m-%dT%H:%M:%S"), tz),
        EventTime::Utc(u) => u.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
        EventTime::Floating(l) => {
            let time = l.format("%Y-%m-%dT%H:%M:%S").to_string();
            fl!("cli-show-floating", time = time)
        }
        EventTime::AllDay(d) => d.format("%Y-%m-%d").to_string(),
    }
}

/// A length as the command line writes one (`1h30m`), or in days.
fn length(d: &EventDuration) -> String {
    match d {
        EventDuration::Days(n) => {
            let n = u64::from(*n);
            fl!("cli-show-days", n = n)
        }
        EventDuration::Exact(d) => amount(*d),
    }
}

/// `1h30m`, `45s`: how `--duration` and `--remind` are written.
pub(super) fn amount(d: Duration) -> String {
    let secs = d.num_seconds();
    let (h, m, s) = (secs / 3600, secs % 3600 / 60, secs % 60);
    let mut text = String::new();
    if h > 0 {
        text.push_str(&format!("{h}h"));
    }
    if m > 0 {
        text.push_str(&format!("{m}m"));
    }
    if s > 0 || text.is_empty() {
        text.push_str(&format!("{s}s"));
    }
    text
}

/// A reminder in the user's language, its amount as `--remind` takes it.
pub(super) fn reminder(r: &Reminder) -> String {
    match r {
        Reminder::Before(d) if d.is_zero() => fl!("cli-reminder-at-start"),
        Reminder::Before(d) if *d < Duration::zero() => {
            fl!("cli-reminder-after-start", amount = amount(-*d))
        }
        Reminder::Before(d) => fl!("cli-reminder-before", amount = amount(*d)),
        Reminder::BeforeEnd(d) if d.is_zero() => fl!("cli-reminder-at-end"),
        Reminder::BeforeEnd(d) if *d < Duration::zero() => {
            fl!("cli-reminder-after-end", amount = amount(-*d))
        }
        Reminder::BeforeEnd(d) => fl!("cli-reminder-before-end", amount = amount(*d)),
        Reminder::At(t) => {
            let time = t.format("%Y-%m-%dT%H:%M:%SZ").to_string();
            fl!("cli-reminder-at", time = time)
        }
    }
}

/// An event's STATUS as `--json` says it: `cancelled`, `tentative`,
/// `confirmed`, or null when it has none.
pub(super) fn status_word(status: Option<EventStatus>) -> Option<&'static str> {
    status.map(|s| match s {
        EventStatus::Cancelled => "cancelled",
        EventStatus::Tentative => "tentative",
        EventStatus::Confirmed => "confirmed",
    })
}

fn reminders(r: &Reminders) -> Vec<String> {
    match r {
        Reminders::CalendarDefault => vec![fl!("cli-show-calendar-defaults")],
        Reminders::Own(list) if list.is_empty() => vec![fl!("cli-show-no-reminders")],
        Reminders::Own(list) => list.iter().map(reminder).collect(),
    }
}

/// Lines of `label: value`, the values in one column however long the
/// labels are in the user's language.
#[derive(Default)]
struct Lines(Vec<(String, String)>);

impl Lines {
    fn add(&mut self, label: String, value: impl Into<String>) {
        self.0.push((label, value.into()));
    }

    fn write(&self, out: &mut dyn Write) -> Result<()> {
        let width = self
            .0
            .iter()
            .map(|(l, _)| l.chars().count() + 1)
            .max()
            .unwrap_or(0)
            .max(11);
        for (label, value) in &self.0 {
            let label = format!("{label}:");
            let pad = " ".repeat(width + 3);
            let value = value.replace('\n', &format!("\n{pad}"));
            writeln!(out, "  {label:<width$} {value}")?;
        }
        Ok(())
    }
}

fn text(stored: &StoredEvent, calendar: &str, lines: &mut Lines) {
    let e = &stored.event;
    if e.status == Some(EventStatus::Cancelled) {
        lines.add(
            fl!("cli-show-status"),
            fl!("cli-show-cancelled-by-organiser"),
        );
    }
    lines.add(fl!("cli-show-uid"), e.uid.clone());
    lines.add(fl!("cli-show-calendar"), calendar);
    lines.add(fl!("cli-show-starts"), time(&e.start));
    lines.add(fl!("cli-show-lasts"), length(&e.duration));
    if let Some(rule) = &e.rrule {
        lines.add(fl!("cli-show-repeats"), rule.clone());
    }
    for r in &e.rdates {
        lines.add(fl!("cli-show-also-on"), time(&r.start));
    }
    for x in &e.exdates {
        lines.add(fl!("cli-show-except"), time(x));
    }
    for o in &e.overrides {
        let what = match &o.change {
            OverrideChange::Cancelled => fl!("cli-show-cancelled"),
            OverrideChange::Moved { start, duration } => {
                let (start, length) = (time(start), length(duration));
                fl!("cli-show-moved", start = start, length = length)
            }
        };
        let mut extra = Vec::new();
        if let Some(s) = &o.details.summary {
            extra.push(fl!("cli-show-own-title", title = format!("{s:?}")));
        }
        if let Some(l) = &o.details.location {
            extra.push(fl!("cli-show-own-location", location = format!("{l:?}")));
        }
        if o.details.description.is_some() {
            extra.push(fl!("cli-show-own-notes"));
        }
        let extra = if extra.is_empty() {
            String::new()
        } else {
            format!(" ({})", extra.join(", "))
        };
        let id = o.recurrence_id.to_string();
        lines.add(fl!("cli-show-changed"), format!("{id} → {what}{extra}"));
    }
    lines.add(
        fl!("cli-show-reminders"),
        reminders(&e.reminders).join(", "),
    );
    if let Some(l) = &e.location {
        lines.add(fl!("cli-show-location"), l.clone());
    }
    if let Some(n) = &e.description {
        lines.add(fl!("cli-show-notes"), n.clone());
    }
    lines.add(fl!("cli-show-sequence"), stored.sequence.to_string());
    let stamp = |t: chrono::DateTime<chrono::Utc>| t.format("%Y-%m-%dT%H:%M:%SZ").to_string();
    lines.add(fl!("cli-show-created"), stamp(stored.created));
    lines.add(fl!("cli-show-modified"), stamp(stored.modified));
}

/// The organiser and guests, each with their answer.
fn meeting_text(
    meeting: &crate::model::Meeting,
    standing: &crate::model::Standing,
    lines: &mut Lines,
) {
    if let Some(o) = &meeting.organizer {
        let who = format!("{} <{}>", o.shown(), o.address.shown());
        lines.add(fl!("cli-show-organizer"), who);
    }
    for a in &meeting.attendees {
        let mut who = format!(
            "{} <{}> {} ({})",
            a.shown(),
            a.address.shown(),
            a.status().json_word(),
            a.role().json_word()
        );
        if a.undelivered() {
            who = format!("{who} — {}", fl!("meeting-not-delivered"));
        }
        lines.add(fl!("cli-show-attendee"), who);
    }
    if let Some(mine) = standing.my_status() {
        lines.add(fl!("cli-show-my-answer"), mine.json_word());
    }
}

fn json(stored: &StoredEvent, calendar: &str) -> serde_json::Value {
    let e = &stored.event;
    serde_json::json!({
        "uid": e.uid,
        "title": e.summary,
        "status": status_word(e.status),
        "calendar": calendar,
        "start": time(&e.start),
        "all_day": e.start.is_all_day(),
        "duration": length(&e.duration),
        "rrule": e.rrule,
        "rdates": e.rdates.iter().map(|r| time(&r.start)).collect::<Vec<_>>(),
        "exdates": e.exdates.iter().map(time).collect::<Vec<_>>(),
        "overrides": e.overrides.iter().map(|o| serde_json::json!({
            "recurrence_id": o.recurrence_id.to_string(),
            "cancelled": matches!(o.change, OverrideChange::Cancelled),
            "start": match &o.change {
                OverrideChange::Moved { start, .. } => Some(time(start)),
                OverrideChange::Cancelled => None,
            },
            "title": o.details.summary,
            "location": o.details.location,
        })).collect::<Vec<_>>(),
        "reminders": reminders(&e.reminders),
        "location": e.location,
        "notes": e.description,
        "sequence": stored.sequence,
        "created": stored.created.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
        "modified": stored.modified.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
    })
}
