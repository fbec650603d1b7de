//! `kairos edit`, `delete`, `undo` and `redo`.

use crate::fl;
use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::add::ReminderArgs;
use super::parse::{problem, zone};
use super::{open_store, user_error, BadInput};
use crate::draft::{Draft, Field, Problems, Retyped};
use crate::i18n::Locale;
use crate::model::RecurrenceId;
use crate::store::{EventChanges, Scope, ValidationError};

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
    /// A new RRULE. For the whole series (the default scope), a start the
    /// rule does not give moves to the first day it gives (said on standard
    /// error).
    #[arg(long, conflicts_with = "no_repeat")]
    rrule: Option<String>,
    /// Keep the start even where --rrule does not give it.
    #[arg(long, requires = "rrule")]
    keep_start: bool,
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

pub(super) fn run_edit(
    args: &EditArgs,
    db: Option<PathBuf>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<()> {
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
    let stored = store.event(&args.uid).map_err(user_error)?;
    if new_zone.is_some() && stored.event.start.is_all_day() {
        return Err(BadInput(fl!("cli-all-day-no-zone")).into());
    }
    // The editor's form, opened on the first occurrence in scope, the
    // flags typed into it: the change is the form's, checked by its rules
    // and said in its words.
    let id = match scope {
        Scope::All => RecurrenceId::from_event_time(&stored.event.start),
        Scope::This(id) | Scope::Following(id) => id,
    };
    let (mut draft, origin) = Draft::open(&stored, id, Locale::default());
    let retyped = Retyped {
        title: args.title.clone(),
        start: args.start.clone(),
        end: args.end.clone(),
        length: args.duration.clone(),
        zone: new_zone.map(Into::into),
        rule: match (&args.rrule, args.no_repeat) {
            (Some(rule), _) => Some(Some(rule.clone())),
            (None, true) => Some(None),
            (None, false) => None,
        },
        location: args.location.clone(),
        notes: args.notes.clone(),
        reminders,
        calendar,
    };
    draft.keep_start = args.keep_start;
    let edit = retyped
        .apply(&mut draft)
        .and_then(|()| draft.edit(&origin))
        .map_err(|problems| said(args, &problems))?;
    // A rule chosen for the series starts it on the rule (said on
    // standard error; the uid stays the only output).
    if matches!(scope, Scope::All) {
        if let Some(note) = draft.start_note(Some(&origin)) {
            writeln!(err, "{note}")?;
        }
    }
    if matches!(scope, Scope::This(_)) && edit.changes_series() {
        return Err(user_error(ValidationError::RuleForOneOccurrence.into()));
    }
    let mut changes = edit.changes(scope);
    if !guests.is_empty() || !gone.is_empty() {
        let people = store
            .guests_changed(&args.uid, &guests, &gone)
            .map_err(user_error)?;
        changes.meeting = Some(people);
    }
    if changes == EventChanges::default() {
        return Err(BadInput(fl!("cli-nothing-to-change")).into());
    }
    let uid = store
        .update(&args.uid, scope, changes)
        .map_err(user_error)?;
    writeln!(out, "{uid}")?;
    Ok(())
}

/// The form's problems, each after the flag (and value) it is about.
fn said(args: &EditArgs, problems: &Problems) -> BadInput {
    let lines: Vec<String> = problems
        .0
        .iter()
        .map(|(field, words)| {
            let (flag, text) = match field {
                Field::Title => ("--title", args.title.as_deref()),
                Field::Start => ("--start", args.start.as_deref()),
                Field::End => match (&args.end, &args.duration) {
                    (Some(end), _) => ("--end", Some(end.as_str())),
                    (None, d) => ("--duration", d.as_deref()),
                },
                Field::Repeat => ("--rrule", args.rrule.as_deref()),
            };
            problem(flag, text.unwrap_or(""), words.clone()).0
        })
        .collect();
    BadInput(lines.join("; "))
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
