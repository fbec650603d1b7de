//! `kairos show UID`: everything stored about one event.

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
        text(&stored, &calendar, out)?;
        meeting_text(&meeting, &standing, out)?;
    }
    Ok(())
}

/// A time with its zone: `2026-11-23T09:00:00 Europe/Paris`.
pub(super) fn time(t: &EventTime) -> String {
    match t {
        EventTime::Zoned { local, tz } => format!("{} {}", local.format("%Y-%m-%dT%H:%M:%S"), tz),
        EventTime::Utc(u) => u.format("%Y-%m-%dT%H:%M:%SZ").to_string(),
        EventTime::Floating(l) => format!("{} (floating)", l.format("%Y-%m-%dT%H:%M:%S")),
        EventTime::AllDay(d) => d.format("%Y-%m-%d").to_string(),
    }
}

fn length(d: &EventDuration) -> String {
    match d {
        EventDuration::Days(1) => "1 day".into(),
        EventDuration::Days(n) => format!("{n} days"),
        EventDuration::Exact(d) => {
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
    }
}

fn reminder(r: &Reminder) -> String {
    match r {
        Reminder::Before(d) if d.is_zero() => "at the start".into(),
        Reminder::Before(d) if *d < Duration::zero() => {
            format!("{} after the start", length(&EventDuration::Exact(-*d)))
        }
        Reminder::Before(d) => format!("{} before", length(&EventDuration::Exact(*d))),
        Reminder::BeforeEnd(d) if d.is_zero() => "at the end".into(),
        Reminder::BeforeEnd(d) if *d < Duration::zero() => {
            format!("{} after the end", length(&EventDuration::Exact(-*d)))
        }
        Reminder::BeforeEnd(d) => format!("{} before the end", length(&EventDuration::Exact(*d))),
        Reminder::At(t) => format!("at {}", t.format("%Y-%m-%dT%H:%M:%SZ")),
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
        Reminders::CalendarDefault => vec!["the calendar's defaults".into()],
        Reminders::Own(list) if list.is_empty() => vec!["none".into()],
        Reminders::Own(list) => list.iter().map(reminder).collect(),
    }
}

fn text(stored: &StoredEvent, calendar: &str, out: &mut dyn Write) -> Result<()> {
    let e = &stored.event;
    writeln!(out, "{}", e.summary)?;
    if e.status == Some(EventStatus::Cancelled) {
        writeln!(out, "  status:     cancelled by the organiser")?;
    }
    writeln!(out, "  uid:        {}", e.uid)?;
    writeln!(out, "  calendar:   {calendar}")?;
    writeln!(out, "  starts:     {}", time(&e.start))?;
    writeln!(out, "  lasts:      {}", length(&e.duration))?;
    if let Some(rule) = &e.rrule {
        writeln!(out, "  repeats:    {rule}")?;
    }
    for r in &e.rdates {
        writeln!(out, "  also on:    {}", time(&r.start))?;
    }
    for x in &e.exdates {
        writeln!(out, "  except:     {}", time(x))?;
    }
    for o in &e.overrides {
        let what = match &o.change {
            OverrideChange::Cancelled => "cancelled".to_string(),
            OverrideChange::Moved { start, duration } => {
                format!("{} for {}", time(start), length(duration))
            }
        };
        let mut extra = Vec::new();
        if let Some(s) = &o.details.summary {
            extra.push(format!("title {s:?}"));
        }
        if let Some(l) = &o.details.location {
            extra.push(format!("location {l:?}"));
        }
        if o.details.description.is_some() {
            extra.push("own notes".into());
        }
        let extra = if extra.is_empty() {
            String::new()
        } else {
            format!(" ({})", extra.join(", "))
        };
        writeln!(out, "  changed:    {} → {what}{extra}", o.recurrence_id)?;
    }
    writeln!(out, "  reminders:  {}", reminders(&e.reminders).join(", "))?;
    if let Some(l) = &e.location {
        writeln!(out, "  location:   {l}")?;
    }
    if let Some(n) = &e.description {
        writeln!(out, "  notes:      {}", n.replace('\n', "\n              "))?;
    }
    writeln!(out, "  sequence:   {}", stored.sequence)?;
    writeln!(
        out,
        "  created:    {}",
        stored.created.format("%Y-%m-%dT%H:%M:%SZ")
    )?;
    writeln!(
        out,
        "  modified:   {}",
        stored.modified.format("%Y-%m-%dT%H:%M:%SZ")
    )?;
    Ok(())
}

/// The organiser and guests, each with their answer.
fn meeting_text(
    meeting: &crate::model::Meeting,
    standing: &crate::model::Standing,
    out: &mut dyn Write,
) -> Result<()> {
    if let Some(o) = &meeting.organizer {
        writeln!(out, "  organizer:  {} <{}>", o.shown(), o.address.shown())?;
    }
    for a in &meeting.attendees {
        writeln!(
            out,
            "  attendee:   {} <{}> {} ({})",
            a.shown(),
            a.address.shown(),
            a.status().json_word(),
            a.role().json_word()
        )?;
    }
    if let Some(mine) = standing.my_status() {
        writeln!(out, "  my answer:  {}", mine.json_word())?;
    }
    Ok(())
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
