//! `kairos import`: .ics files into the calendar, all or nothing.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::{open_store, user_error, BadInput};
use crate::ical::{self, Parsed};
use crate::store::{ImportInto, ImportOutcome};
use crate::transfer;

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
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    // Read every file before touching the store: a fatal error anywhere
    // imports nothing.
    let mut files: Vec<(String, Parsed)> = Vec::new();
    for path in &args.files {
        let name = path.display().to_string();
        let bytes =
            std::fs::read(path).map_err(|e| BadInput(format!("{name}: cannot read: {e}")))?;
        let parsed =
            ical::parse(&bytes).map_err(|e| BadInput(format!("{name}:{}: {}", e.line, e.what)))?;
        if args.strict {
            if let Some(first) = parsed.problems.first() {
                let more = match parsed.problems.len() - 1 {
                    0 => String::new(),
                    n => format!(" (and {n} more problems)"),
                };
                return Err(
                    BadInput(format!("{name}:{}: {}{more}", first.line, first.what)).into(),
                );
            }
        }
        files.push((name, parsed));
    }
    let mut store = open_store(db)?;
    let into = match &args.calendar {
        None => ImportInto::Calendar(store.default_calendar().map_err(user_error)?.id),
        Some(name) => match store.calendar_by_name(name) {
            Ok(c) => ImportInto::Calendar(c.id),
            Err(_) if name.trim().is_empty() => {
                return Err(BadInput("--calendar: the calendar name is empty".into()).into())
            }
            Err(_) => ImportInto::NewCalendar {
                name: name.trim().to_owned(),
                color: "#33d17a".into(),
            },
        },
    };
    let incoming: Vec<_> = files
        .iter()
        .flat_map(|(_, p)| transfer::incoming(&p.events))
        .collect();
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    let label = format!("Import {}", names.join(", "));
    let outcomes = store
        .import(into, incoming, &label, args.dry_run)
        .map_err(user_error)?;
    report(&files, &outcomes, args.dry_run, out)
}

fn report(
    files: &[(String, Parsed)],
    outcomes: &[ImportOutcome],
    dry_run: bool,
    out: &mut dyn Write,
) -> Result<()> {
    let mut outcomes = outcomes.iter();
    for (name, parsed) in files {
        let mut counts = [0usize; 4];
        let mut lines = Vec::new();
        for e in &parsed.events {
            let outcome = outcomes.next().cloned().unwrap_or(ImportOutcome::Unchanged);
            let title = if e.event.summary.is_empty() {
                "(no title)"
            } else {
                e.event.summary.as_str()
            };
            let (slot, word, why) = match &outcome {
                ImportOutcome::Added => (0, "added", String::new()),
                ImportOutcome::Updated => (1, "updated", String::new()),
                ImportOutcome::Unchanged => (2, "unchanged", String::new()),
                ImportOutcome::Skipped(why) => (3, "skipped", format!(": {why}")),
            };
            counts[slot] += 1;
            lines.push(format!("  {word:<10} {title}{why}  ({name}:{})", e.line));
        }
        counts[3] += parsed.problems.len();
        writeln!(
            out,
            "{name}: {} added, {} updated, {} unchanged, {} skipped{}",
            counts[0],
            counts[1],
            counts[2],
            counts[3],
            if dry_run {
                " (dry run: nothing written)"
            } else {
                ""
            }
        )?;
        for line in lines {
            writeln!(out, "{line}")?;
        }
        for p in &parsed.problems {
            writeln!(out, "  {:<10} {name}:{}: {}", "skipped", p.line, p.what)?;
        }
        for p in &parsed.notes {
            writeln!(out, "  {:<10} {name}:{}: {}", "note", p.line, p.what)?;
        }
        for (component, n) in &parsed.other_components {
            writeln!(out, "  {:<10} {n} {component} (not events)", "ignored")?;
        }
    }
    Ok(())
}
