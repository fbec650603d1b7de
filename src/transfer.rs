//! Moving events between the store and .ics files: the glue that the
//! command line and the window share, so that neither `store` nor `ical`
//! needs to know the other, and both report an import the same way.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use std::path::{Path, PathBuf};
use thiserror::Error;

use crate::ical::{self, ExportEvent, Parsed, ParsedEvent};
use crate::model::CalendarId;
use crate::recur::Series;
use crate::store::{ImportInto, ImportOutcome, IncomingEvent, Store, StoreError, StoredEvent};

/// Why an import or export did not happen. Nothing was written.
#[derive(Debug, Error)]
pub enum TransferError {
    /// A file could not be read, or is not iCalendar: `FILE:LINE: what`.
    #[error("{0}")]
    File(String),
    /// The store refused.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The export could not be written.
    #[error("cannot write {path}: {source}")]
    Write {
        path: String,
        source: std::io::Error,
    },
}

/// One .ics file, read and parsed.
#[derive(Debug)]
pub struct ReadFile {
    /// The path as given, for messages.
    pub name: String,
    pub parsed: Parsed,
}

/// Reads and parses every file before anything touches the store, so a
/// fatal error anywhere imports nothing. With `strict`, any problem in a
/// file (a component skipped, a value not understood) is fatal too.
pub fn read_files(paths: &[PathBuf], strict: bool) -> Result<Vec<ReadFile>, TransferError> {
    let mut files = Vec::new();
    for path in paths {
        let name = path.display().to_string();
        let bytes = std::fs::read(path)
            .map_err(|e| TransferError::File(format!("{name}: cannot read: {e}")))?;
        let parsed = ical::parse(&bytes)
            .map_err(|e| TransferError::File(format!("{name}:{}: {}", e.line, e.what)))?;
        if strict {
            if let Some(first) = parsed.problems.first() {
                let more = match parsed.problems.len() - 1 {
                    0 => String::new(),
                    n => format!(" (and {n} more problems)"),
                };
                return Err(TransferError::File(format!(
                    "{name}:{}: {}{more}",
                    first.line, first.what
                )));
            }
        }
        files.push(ReadFile { name, parsed });
    }
    Ok(files)
}

/// Imports `files` into `into` as one undoable edit (or, with `dry_run`,
/// only works out what would happen). Returns what happened to each event,
/// in file order.
pub fn import(
    store: &mut Store,
    files: &[ReadFile],
    into: ImportInto,
    dry_run: bool,
) -> Result<Vec<ImportOutcome>, StoreError> {
    let incoming: Vec<IncomingEvent> = files
        .iter()
        .flat_map(|f| incoming(&f.parsed.events))
        .collect();
    let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    let label = format!("Import {}", names.join(", "));
    store.import(into, incoming, &label, dry_run)
}

/// What an import did (or would do), file by file: counts, then a line per
/// event, skipped component, note and ignored component.
pub fn report(files: &[ReadFile], outcomes: &[ImportOutcome], dry_run: bool) -> String {
    let mut out = String::new();
    let mut outcomes = outcomes.iter();
    for f in files {
        let (name, parsed) = (&f.name, &f.parsed);
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
        out.push_str(&format!(
            "{name}: {} added, {} updated, {} unchanged, {} skipped{}\n",
            counts[0],
            counts[1],
            counts[2],
            counts[3],
            if dry_run {
                " (dry run: nothing written)"
            } else {
                ""
            }
        ));
        for line in lines {
            out.push_str(&line);
            out.push('\n');
        }
        for p in &parsed.problems {
            out.push_str(&format!(
                "  {:<10} {name}:{}: {}\n",
                "skipped", p.line, p.what
            ));
        }
        for p in &parsed.notes {
            out.push_str(&format!("  {:<10} {name}:{}: {}\n", "note", p.line, p.what));
        }
        for (component, n) in &parsed.other_components {
            out.push_str(&format!(
                "  {:<10} {n} {component} (not events)\n",
                "ignored"
            ));
        }
    }
    out
}

/// Events read from a file, as the store imports them.
pub fn incoming(events: &[ParsedEvent]) -> Vec<IncomingEvent> {
    events
        .iter()
        .map(|e| IncomingEvent {
            event: e.event.clone(),
            sequence: e.sequence,
            last_modified: e.last_modified,
            created: e.created,
        })
        .collect()
}

/// The events to export: one calendar's or all, and with `range` (from, to,
/// and the zone floating times are read in) only those with an occurrence
/// in it.
pub fn events_to_export(
    store: &Store,
    calendar: Option<CalendarId>,
    range: Option<(DateTime<Utc>, DateTime<Utc>, Tz)>,
) -> Result<Vec<StoredEvent>, StoreError> {
    let mut events = store.events(calendar)?;
    if let Some((from, to, tz)) = range {
        events.retain(|s| {
            Series::new(&s.event)
                .is_ok_and(|series| series.occurrences(from, to, tz).next().is_some())
        });
    }
    Ok(events)
}

/// Stored events as an .ics file; `today` bounds the zone definitions of
/// series that never end.
pub fn to_ics(events: &[StoredEvent], today: NaiveDate) -> String {
    let list: Vec<ExportEvent<'_>> = events
        .iter()
        .map(|s| ExportEvent {
            event: &s.event,
            sequence: s.sequence,
            created: s.created,
            modified: s.modified,
        })
        .collect();
    ical::export(&list, today)
}

/// Writes `text` to `path` beside it first, then renames: never a
/// half-written file. The file is owner-only.
pub fn write_file(path: &Path, text: &str) -> Result<(), TransferError> {
    let tmp = path.with_extension("ics.part");
    let fail = |p: &Path, source| TransferError::Write {
        path: p.display().to_string(),
        source,
    };
    // Owner-only: an export is the calendar itself.
    crate::private::write_new(&tmp, text.as_bytes()).map_err(|e| fail(&tmp, e))?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        fail(path, e)
    })
}
