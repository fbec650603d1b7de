//! `kairos add`: a new event from the command line.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::parse::{duration, problem, zone_or_system};
use super::{existing_store, store_from, user_error, BadInput};
use crate::draft::{Field, Problems, Typed};
use crate::i18n::Locale;
use crate::model::{Reminder, Reminders};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The title.
    title: String,
    /// When it starts: 2026-11-23T09:00 (in --tz), or 2026-11-23 with --all-day.
    #[arg(long)]
    start: String,
    /// When it ends, written like --start (for all-day events: the last day).
    #[arg(long, conflicts_with = "duration")]
    end: Option<String>,
    /// How long it lasts: 45m, 1h30m, 2d (default 1h, or 1 day when all-day).
    #[arg(long)]
    duration: Option<String>,
    /// A whole-day event: --start is a date.
    #[arg(long)]
    all_day: bool,
    /// IANA time zone of --start (default: TZ, else the system zone).
    #[arg(long)]
    tz: Option<String>,
    /// Repeat by this RRULE, e.g. 'FREQ=WEEKLY;BYDAY=MO,WE'. A start the
    /// rule does not give moves to the first day it gives (said on
    /// standard error).
    #[arg(long)]
    rrule: Option<String>,
    /// Keep --start as the first occurrence even where --rrule does not
    /// give it.
    #[arg(long, requires = "rrule")]
    keep_start: bool,
    #[command(flatten)]
    reminders: ReminderArgs,
    /// The calendar (default: the first one).
    #[arg(long)]
    calendar: Option<String>,
    /// Where it happens.
    #[arg(long)]
    location: Option<String>,
    /// Notes.
    #[arg(long)]
    notes: Option<String>,
    /// Invite this address (repeatable): makes it a meeting I organise.
    #[arg(long, value_name = "ADDRESS")]
    attendee: Vec<String>,
}

pub(super) fn run(
    args: &Args,
    db: Option<PathBuf>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<()> {
    let existing = existing_store(&db)?;
    let tz = zone_or_system(args.tz.as_deref(), existing.as_ref())?;
    let reminders = args.reminders.parse()?;
    let guests = super::meetings::guests("--attendee", &args.attendee)?;
    let mut store = store_from(existing, db)?;
    let calendar = match &args.calendar {
        Some(name) => store.calendar_by_name(name),
        None => store.default_calendar(),
    }
    .map_err(user_error)?;
    // The editor's form, filled in from the flags and checked by its own
    // rules: the same event, and the same words for a mistake, as the
    // window gives for the same values.
    let typed = Typed {
        title: args.title.clone(),
        start: args.start.clone(),
        end: args.end.clone(),
        length: args.duration.clone(),
        all_day: args.all_day,
        zone: Some(tz.into()),
        rule: args.rrule.clone(),
        location: args.location.clone(),
        notes: args.notes.clone(),
        reminders,
        guests: guests.clone(),
        calendar: calendar.id,
        keep_start: args.keep_start,
    };
    let (_, mut event) = typed
        .new_event(Locale::default())
        .map_err(|problems| said(args, &problems))?;
    // Where the start went, on the rule (the uid stays the only output).
    if let Some(note) = typed
        .draft(Locale::default())
        .ok()
        .and_then(|d| d.start_note(None))
    {
        writeln!(err, "{note}")?;
    }
    if !guests.is_empty() {
        event.meeting = store
            .new_meeting(calendar.id, &guests)
            .map_err(user_error)?;
    }
    let uid = store.create(calendar.id, event).map_err(user_error)?;
    writeln!(out, "{uid}")?;
    Ok(())
}

/// The form's problems, each after the flag (and value) it is about.
fn said(args: &Args, problems: &Problems) -> BadInput {
    let lines: Vec<String> = problems
        .0
        .iter()
        .map(|(field, words)| {
            let (flag, text) = match field {
                Field::Title => ("TITLE", args.title.as_str()),
                Field::Start => ("--start", args.start.as_str()),
                Field::End => match (&args.end, &args.duration) {
                    (Some(end), _) => ("--end", end.as_str()),
                    (None, Some(d)) => ("--duration", d.as_str()),
                    (None, None) => ("--start", args.start.as_str()),
                },
                Field::Repeat => ("--rrule", args.rrule.as_deref().unwrap_or("")),
            };
            problem(flag, text, words.clone()).0
        })
        .collect();
    BadInput(lines.join("; "))
}

/// `--remind` and `--no-remind`, shared by `add` and `edit`.
#[derive(Debug, clap::Args)]
pub struct ReminderArgs {
    /// A reminder this long before the start (0 = at the start); repeatable.
    /// Without any, `add` follows the calendar's default reminders and
    /// `edit` leaves them as they are.
    #[arg(long, value_name = "BEFORE")]
    remind: Vec<String>,
    /// No reminders at all, whatever the calendar's defaults.
    #[arg(long, conflicts_with = "remind")]
    no_remind: bool,
}

impl ReminderArgs {
    /// The reminders asked for, or `None` when neither flag was given.
    pub(super) fn parse(&self) -> Result<Option<Reminders>, BadInput> {
        if self.no_remind {
            return Ok(Some(Reminders::Own(Vec::new())));
        }
        if self.remind.is_empty() {
            return Ok(None);
        }
        let list = self
            .remind
            .iter()
            .map(|text| duration("--remind", text).map(Reminder::Before))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Some(Reminders::Own(list)))
    }
}
