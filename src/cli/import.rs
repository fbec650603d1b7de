//! `kairos import`: .ics files into the calendar, all or nothing.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::{open_store, user_error, BadInput};
use crate::store::ImportInto;
use crate::transfer::{self, TransferError};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The .ics files.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The calendar to import into (created if there is none of that name;
    /// default: the first calendar).
    #[arg(long)]
    calendar: Option<String>,
    /// Refuse the whole import if anything in the files cannot be read.
    #[arg(long)]
    strict: bool,
    /// Report what would happen; write nothing.
    #[arg(long)]
    dry_run: bool,
    /// Take newer versions of meetings here even from a file that names
    /// someone else as their organiser (skipped otherwise, with why).
    #[arg(long)]
    other_organizers: bool,
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    let bad_input = |e| match e {
        TransferError::File(what) => anyhow::Error::from(BadInput(what)),
        TransferError::Store(e) => user_error(e),
        other => anyhow::Error::from(other),
    };
    let files = transfer::read_files(&args.files).map_err(bad_input)?;
    let mut store = open_store(db)?;
    let into = match &args.calendar {
        None => ImportInto::Calendar(store.default_calendar().map_err(user_error)?.id),
        Some(name) => match store.calendar_by_name(name) {
            Ok(c) => ImportInto::Calendar(c.id),
            Err(_) if name.trim().is_empty() => {
                return Err(BadInput(crate::fl!("cli-empty-calendar-name")).into())
            }
            Err(_) => ImportInto::NewCalendar {
                name: name.trim().to_owned(),
                color: "#33d17a".into(),
            },
        },
    };
    let report = transfer::import(
        &mut store,
        files,
        into,
        args.dry_run,
        args.strict,
        args.other_organizers,
    )
    .map_err(bad_input)?;
    out.write_all(report.text().as_bytes())?;
    Ok(())
}
