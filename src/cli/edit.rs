//! `kairos edit`, `delete`, `undo` and `redo`.

use crate::fl;
use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::add::{length_of, length_to_end, ReminderArgs};
use super::parse::{local_value, problem, start_time, zone, DayOrTime};
use super::{open_store, user_error, BadInput};
use crate::model::EventTime;
use crate::store::{EventChanges, Scope};

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum ScopeArg {
    /// Only the occurrence named by --occurrence.
    This,
    /// That occurrence and every later one (the series is split).
    Following,
    /// The whole series.
    All,
}

#[derive(Debug, clap::Args)]
pub struct ScopeArgs {
    /// Which occurrences of a repeating event (default: all).
    #[arg(long, value_enum)]
    scope: Option<ScopeArg>,
    /// The occurrence, as `agenda --json` prints its recurrence_id.
    #[arg(long, value_name = "RID")]
    occurrence: Option<String>,
}

#[derive(Debug, clap::Args)]
pub struct EditArgs {
    /// The event's uid.
    uid: String,
    #[command(flatten)]
    scope: ScopeArgs,
    /// A new title.
    #[arg(long)]
    title: Option<String>,
    /// A new start for the first occurrence in scope, written like `add --start`.
    #[arg(long)]
    start: Option<String>,
    /// A new end, written like --start (the last day for all-day events).
    #[arg(long, conflicts_with = "duration")]
    end: Option<String>,
    /// A new length: 45m, 1h30m, 2d.
    #[arg(long)]
    duration: Option<String>,
    /// The zone --start and --end are in; alone, moves the event to this
    /// zone keeping its wall-clock time.
    #[arg(long)]
    tz: Option<String>,
    /// A new RRULE.
    #[arg(long, conflicts_with = "no_repeat")]
    rrule: Option<String>,
    /// Stop repeating.
    #[arg(long)]
    no_repeat: bool,
    /// A new place ('' clears it).
    #[arg(long)]
    location: Option<String>,
    /// New notes ('' clears them).
    #[arg(long)]
    notes: Option<String>,
    #[command(flatten)]
    reminders: ReminderArgs,
    /// Move the event to this calendar.
    #[arg(long)]
    calendar: Option<String>,
    /// Invite this address too (repeatable): a meeting I organise.
    #[arg(long, value_name = "ADDRESS")]
    attendee: Vec<String>,
    /// Take this address off the guest list (repeatable).
    #[arg(long, value_name = "ADDRESS")]
    remove_attendee: Vec<String>,
}

#[derive(Debug, clap::Args)]
pub struct DeleteArgs {
    /// The event's uid.
    uid: String,
    #[command(flatten)]
    scope: ScopeArgs,
}

fn scope(args: &ScopeArgs) -> Result<Scope, BadInput> {
    let id = super::parse::occurrence(args.occurrence.as_deref())?;
    match (args.scope.unwrap_or(ScopeArg::All), id) {
        (ScopeArg::All, None) => Ok(Scope::All),
        (ScopeArg::All, Some(_)) => Err(BadInput(fl!("cli-occurrence-needs-scope"))),
        (ScopeArg::This, Some(id)) => Ok(Scope::This(id)),
        (ScopeArg::Following, Some(id)) => Ok(Scope::Following(id)),
        (_, None) => Err(BadInput(fl!("cli-scope-needs-occurrence"))),
    }
}

/// Empty text clears an optional field.
fn optional(text: &Option<String>) -> Option<Option<String>> {
    text.as_ref().map(|t| (!t.is_empty()).then(|| t.clone()))
}

pub(super) fn run_edit(args: &EditArgs, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let scope = scope(&args.scope)?;
    let new_zone = args.tz.as_deref().map(zone).transpose()?;
    let reminders = args.reminders.parse()?;
    let guests = super::meetings::guests("--attendee", &args.attendee)?;
    let gone = super::meetings::guests("--remove-attendee", &args.remove_attendee)?;
    let mut store = open_store(db)?;
    let calendar = match &args.calendar {
        Some(name) => Some(store.calendar_by_name(name).map_err(user_error)?.id),
        None => None,
    };
    let event = store.event(&args.uid).map_err(user_error)?.event;
    let (base, _) = match scope {
        Scope::All => (event.start, event.duration),
        Scope::This(id) | Scope::Following(id) => event.occurrence_time(id),
    };
    let start = match (&args.start, new_zone) {
        (Some(text), _) => Some(parse_like(&base, text, new_zone)?),
        (None, Some(tz)) => Some(match base {
            EventTime::AllDay(_) => return Err(BadInput(fl!("cli-all-day-no-zone")).into()),
            _ if tz == chrono_tz::UTC => EventTime::Utc(base.wall_clock().and_utc()),
            other => EventTime::Zoned {
                local: other.wall_clock(),
                tz: tz.into(),
            },
        }),
        (None, None) => None,
    };
    let first = start.unwrap_or(base);
    let duration = match (&args.end, &args.duration) {
        (Some(end), _) => {
            let tz = new_zone.map_or(super::add::zone_of(&first, chrono_tz::UTC), Into::into);
            if let EventTime::Floating(_) = first {
                Some(floating_length(&first, end)?)
            } else {
                Some(length_to_end(&first, end, tz)?)
            }
        }
        (None, Some(text)) => Some(length_of(&first, "--duration", text)?),
        (None, None) => None,
    };
    let changes = EventChanges {
        summary: args.title.clone(),
        description: optional(&args.notes),
        location: optional(&args.location),
        start,
        duration,
        rrule: match (&args.rrule, args.no_repeat) {
            (Some(rule), _) => Some(Some(rule.clone())),
            (None, true) => Some(None),
            (None, false) => None,
        },
        reminders,
        calendar,
        restored: Vec::new(),
        meeting: if guests.is_empty() && gone.is_empty() {
            None
        } else {
            Some(
                store
                    .guests_changed(&args.uid, &guests, &gone)
                    .map_err(user_error)?,
            )
        },
    };
    if changes == EventChanges::default() {
        return Err(BadInput(fl!("cli-nothing-to-change")).into());
    }
    let uid = store
        .update(&args.uid, scope, changes)
        .map_err(user_error)?;
    writeln!(out, "{uid}")?;
    Ok(())
}

/// A new start written like the current one `base` (a date for all-day
/// events, floating for floating ones unless a zone is given).
fn parse_like(
    base: &EventTime,
    text: &str,
    tz: Option<chrono_tz::Tz>,
) -> Result<EventTime, BadInput> {
    match (base, tz) {
        (EventTime::AllDay(_), _) => start_time("--start", text, chrono_tz::UTC, true),
        (_, Some(tz)) => start_time("--start", text, tz, false),
        (EventTime::Zoned { tz, .. }, None) => start_time("--start", text, *tz, false),
        (EventTime::Utc(_), None) => start_time("--start", text, chrono_tz::UTC, false),
        (EventTime::Floating(_), None) => match local_value("--start", text)? {
            DayOrTime::Time(t) => Ok(EventTime::Floating(t)),
            DayOrTime::Day(_) => Err(problem("--start", text, fl!("draft-date-needs-all-day"))),
        },
    }
}

fn floating_length(start: &EventTime, text: &str) -> Result<crate::model::EventDuration, BadInput> {
    match local_value("--end", text)? {
        DayOrTime::Time(end) => Ok(crate::model::EventDuration::Exact(end - start.wall_clock())),
        DayOrTime::Day(_) => Err(problem("--end", text, fl!("draft-end-needs-time"))),
    }
}

pub(super) fn run_delete(
    args: &DeleteArgs,
    db: Option<PathBuf>,
    _out: &mut dyn Write,
) -> Result<()> {
    let scope = scope(&args.scope)?;
    let mut store = open_store(db)?;
    store.delete(&args.uid, scope).map_err(user_error)?;
    Ok(())
}

pub(super) fn run_undo(db: Option<PathBuf>, out: &mut dyn Write, undo: bool) -> Result<()> {
    let mut store = open_store(db)?;
    let done = if undo { store.undo() } else { store.redo() }.map_err(user_error)?;
    match (done, undo) {
        // The journal's own label, exact to the occurrence, for scripts.
        (Some(entry), true) => writeln!(out, "{}", fl!("cli-undone", label = entry.label))?,
        (Some(entry), false) => writeln!(out, "{}", fl!("cli-redone", label = entry.label))?,
        (None, true) => writeln!(out, "{}", fl!("cli-nothing-to-undo"))?,
        (None, false) => writeln!(out, "{}", fl!("cli-nothing-to-redo"))?,
    }
    Ok(())
}
