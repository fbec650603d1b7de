//! Moving events between the store and .ics files: the glue that the
//! command line and the window share, so that neither `store` nor `ical`
//! needs to know the other, and both report an import the same way.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Tz;
use std::path::{Path, PathBuf};
use thiserror::Error;

use crate::fl;
use crate::ical::{self, ExportEvent, Found, Item, ParsedEvent, ReadError, Source, Stop, Survey};
use crate::model::{CalendarId, ParticipationStatus, RecurrenceId};
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
    /// An answer to a meeting that names no organiser to send it to.
    #[error("{}", fl!("cli-reply-no-organizer"))]
    NoOrganizer,
    /// The export could not be written.
    #[error("{}", fl!("import-cannot-write", path = .path, reason = .source.to_string()))]
    Write {
        path: String,
        source: std::io::Error,
    },
}

/// .ics files read once (their zones, and how many parts each series
/// has), ready for [`import`].
pub struct FilesToImport<'a> {
    surveys: Vec<(String, Survey<'a>)>,
}

/// Reads the .ics files at `paths` once, before anything touches the
/// store: a file that cannot be read or is not iCalendar imports nothing.
pub fn read_files(paths: &[PathBuf]) -> Result<FilesToImport<'_>, TransferError> {
    let mut surveys = Vec::new();
    for path in paths {
        let name = path.display().to_string();
        let survey = Survey::of(Source::File(path)).map_err(|e| read_error(&name, e))?;
        surveys.push((name, survey));
    }
    Ok(FilesToImport { surveys })
}

/// Imports `files` into `into` as one undoable edit (or, with `dry_run`,
/// only works out what would happen): what happened, file by file. Each
/// file is read again, a line at a time, each event written as its series
/// is read, so a file of any size costs the memory of one series. With
/// `strict`, any problem in a file (a component skipped, a value not
/// understood) refuses the import. A newer version of a meeting here from
/// a sender who is not its organiser is skipped, with why, unless
/// `other_organizers` (the user's word) takes it.
pub fn import(
    store: &mut Store,
    files: FilesToImport<'_>,
    into: ImportInto,
    dry_run: bool,
    strict: bool,
    other_organizers: bool,
) -> Result<ImportReport, TransferError> {
    let surveys = files.surveys;
    let names: Vec<&str> = surveys.iter().map(|(n, _)| n.as_str()).collect();
    let label = format!("Import {}", names.join(", "));
    let mut files = Vec::new();
    store.import_each(into, &label, dry_run, |importer| {
        if other_organizers {
            importer.take_other_organizers();
        }
        for (name, survey) in surveys {
            let mut report = FileReport::new(&name);
            let mut rows = Rows::default();
            // An organiser's message (RFC 5546): applied as one, whatever
            // it names (a REQUEST may carry only some occurrences; ADD
            // adds occurrences).
            let from_organizer = matches!(survey.method(), Some("REQUEST" | "ADD"));
            let found = survey
                .read(REPORT_ROWS, |item| {
                    let row = match item {
                        Item::Event(e) => {
                            // Occurrences without their series never
                            // replace a series, in any file.
                            let outcome = if from_organizer || e.only_occurrences {
                                importer.apply(e.organizer_message())?
                            } else {
                                importer.add(incoming_event(&e))?
                            };
                            report.count(&e.event.summary, e.line, outcome)
                        }
                        Item::Cancel(gone) => {
                            let (title, line) = (gone.summary.clone(), gone.line);
                            let outcome = importer.apply(gone.message())?;
                            report.count(&title, line, outcome)
                        }
                    };
                    rows.push(row);
                    Ok::<(), StoreError>(())
                })
                .map_err(|stop| match stop {
                    Stop::Read(e) => read_error(&name, e),
                    Stop::Stopped(e) => TransferError::Store(e),
                })?;
            if strict {
                if let Some(first) = found.problems.first() {
                    let more = match found.problems.len() - 1 + found.more_problems {
                        0 => String::new(),
                        n => fl!("import-more-problems", count = n),
                    };
                    return Err(TransferError::File(format!(
                        "{name}:{}: {}{more}",
                        first.line, first.what
                    )));
                }
            }
            report.found(&found, &mut rows);
            (report.rows, report.more) = rows.finish();
            files.push(report);
        }
        Ok::<(), TransferError>(())
    })?;
    Ok(ImportReport { files, dry_run })
}

/// A file that could not be read, in words: `FILE:LINE: what`, or why it
/// could not be opened.
fn read_error(name: &str, e: ReadError) -> TransferError {
    match e {
        ReadError::Fatal(e) => TransferError::File(format!("{name}:{}: {}", e.line, e.what)),
        ReadError::Io(e) => TransferError::File(fl!(
            "import-cannot-read",
            name = name,
            reason = e.to_string()
        )),
    }
}

/// What happened to one thing in a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowKind {
    Added,
    Updated,
    /// An organiser's cancellation applied.
    Cancelled,
    Unchanged,
    /// Not imported (the reason is given).
    Skipped,
    /// Imported, with something to know (an alarm left out, a zone
    /// guessed).
    Note,
    /// Components that are not events (to-dos, journals).
    Ignored,
}

impl RowKind {
    /// The word the report uses.
    pub fn word(self) -> String {
        match self {
            RowKind::Added => fl!("import-row-added"),
            RowKind::Updated => fl!("import-row-updated"),
            RowKind::Cancelled => fl!("import-row-cancelled"),
            RowKind::Unchanged => fl!("import-row-unchanged"),
            RowKind::Skipped => fl!("import-row-skipped"),
            RowKind::Note => fl!("import-row-note"),
            RowKind::Ignored => fl!("import-row-ignored"),
        }
    }
}

/// One line of a file's report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportRow {
    pub kind: RowKind,
    /// The event's title, or what was skipped or noted.
    pub what: String,
    /// Why it was skipped, if it was.
    pub why: Option<String>,
    /// Where in the file.
    pub line: Option<usize>,
}

/// What an import did (or would do) to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileReport {
    pub name: String,
    pub added: usize,
    pub updated: usize,
    pub unchanged: usize,
    pub skipped: usize,
    /// The lines listed: every one up to [`REPORT_ROWS`]; past that, those
    /// that need attention (skipped, notes) first, then events, in order.
    pub rows: Vec<ReportRow>,
    /// How many lines were not listed (the counts include them).
    pub more: usize,
}

/// Past this many lines a file's report is summarised: a million events
/// are a million counted, not a million lines printed.
pub const REPORT_ROWS: usize = 300;

/// A file's lines as they are worked out, kept to [`REPORT_ROWS`] of each
/// sort as they come.
#[derive(Default)]
struct Rows {
    events: Vec<ReportRow>,
    attention: Vec<ReportRow>,
    total: usize,
}

impl Rows {
    fn push(&mut self, row: ReportRow) {
        self.total += 1;
        let list = match row.kind {
            RowKind::Added | RowKind::Updated | RowKind::Cancelled | RowKind::Unchanged => {
                &mut self.events
            }
            _ => &mut self.attention,
        };
        if list.len() < REPORT_ROWS {
            list.push(row);
        }
    }

    /// (the lines listed, how many more there were).
    fn finish(mut self) -> (Vec<ReportRow>, usize) {
        self.attention.truncate(REPORT_ROWS);
        let room = REPORT_ROWS - self.attention.len();
        // Series are handed on as they complete: list them in file order.
        self.events.sort_by_key(|r| r.line);
        self.events.truncate(room);
        self.events.append(&mut self.attention);
        let more = self.total - self.events.len();
        (self.events, more)
    }
}

/// What an import did (or would do), file by file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportReport {
    pub files: Vec<FileReport>,
    /// Nothing was written (a check).
    pub dry_run: bool,
}

impl FileReport {
    fn new(name: &str) -> FileReport {
        FileReport {
            name: name.to_owned(),
            added: 0,
            updated: 0,
            unchanged: 0,
            skipped: 0,
            rows: Vec::new(),
            more: 0,
        }
    }

    /// Counts what happened to the event `title` at `line`; its line of
    /// the report.
    fn count(&mut self, title: &str, line: usize, outcome: ImportOutcome) -> ReportRow {
        let title = if title.is_empty() {
            fl!("import-no-title")
        } else {
            title.to_owned()
        };
        let (kind, why) = match outcome {
            ImportOutcome::Added => (RowKind::Added, None),
            ImportOutcome::Updated => (RowKind::Updated, None),
            ImportOutcome::Cancelled => (RowKind::Cancelled, None),
            ImportOutcome::Unchanged => (RowKind::Unchanged, None),
            ImportOutcome::Skipped(why) => (RowKind::Skipped, Some(why)),
        };
        match kind {
            RowKind::Added => self.added += 1,
            RowKind::Updated | RowKind::Cancelled => self.updated += 1,
            RowKind::Unchanged => self.unchanged += 1,
            _ => self.skipped += 1,
        }
        ReportRow {
            kind,
            what: title,
            why,
            line: Some(line),
        }
    }

    /// Counts and lists what the file held besides events.
    fn found(&mut self, found: &Found, rows: &mut Rows) {
        self.skipped += found.problems.len() + found.more_problems;
        for p in &found.problems {
            rows.push(ReportRow {
                kind: RowKind::Skipped,
                what: p.what.to_string(),
                why: None,
                line: Some(p.line),
            });
        }
        for p in &found.notes {
            rows.push(ReportRow {
                kind: RowKind::Note,
                what: p.what.to_string(),
                why: None,
                line: Some(p.line),
            });
        }
        // Problems and notes past those kept count as lines not listed.
        rows.total += found.more_problems + found.more_notes;
        for (component, n) in &found.other_components {
            let count = *n;
            rows.push(ReportRow {
                kind: RowKind::Ignored,
                what: fl!(
                    "import-not-events",
                    count = count,
                    component = component.as_str()
                ),
                why: None,
                line: None,
            });
        }
    }
}

impl ImportReport {
    /// The report as the CLI prints it: counts per file, then a line per
    /// event, skipped component, note and ignored component.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for f in &self.files {
            let name = &f.name;
            let counts = fl!(
                "import-file-counts",
                name = name.as_str(),
                added = f.added,
                updated = f.updated,
                unchanged = f.unchanged,
                skipped = f.skipped
            );
            out.push_str(&counts);
            if self.dry_run {
                out.push_str(&fl!("import-dry-run"));
            }
            out.push('\n');
            for row in &f.rows {
                let word = row.kind.word();
                let line = match (row.kind, row.line) {
                    (RowKind::Ignored, _) | (_, None) => format!("  {word:<10} {}", row.what),
                    (RowKind::Skipped | RowKind::Note, Some(l)) if row.why.is_none() => {
                        format!("  {word:<10} {name}:{l}: {}", row.what)
                    }
                    (_, Some(l)) => {
                        let why = row.why.as_ref().map_or(String::new(), |w| format!(": {w}"));
                        format!("  {word:<10} {}{why}  ({name}:{l})", row.what)
                    }
                };
                out.push_str(&line);
                out.push('\n');
            }
            if f.more > 0 {
                out.push_str("  ");
                out.push_str(&fl!("import-more-rows", count = f.more));
                out.push('\n');
            }
        }
        out
    }
}

/// Events read from a file, as the store imports them.
pub fn incoming(events: &[ParsedEvent]) -> Vec<IncomingEvent> {
    events.iter().map(incoming_event).collect()
}

fn incoming_event(e: &ParsedEvent) -> IncomingEvent {
    IncomingEvent {
        event: e.event.clone(),
        sequence: e.sequence,
        last_modified: e.last_modified,
        created: e.created,
    }
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

/// The iTIP REPLY (RFC 5546) carrying `status` for my copy `stored` of a
/// meeting (for `occurrence` alone, or the series), with `comment`, and
/// the organiser to send it to. Made from my copy as the answer will leave
/// it, before the answer is stored, so that a meeting without an organiser
/// writes nothing ([`TransferError::NoOrganizer`]). `None` when the answer
/// itself is refused (I am not invited): the store then says why.
pub fn reply_file(
    store: &Store,
    stored: &StoredEvent,
    status: &ParticipationStatus,
    occurrence: Option<RecurrenceId>,
    comment: Option<&str>,
    now: DateTime<Utc>,
) -> Result<Option<(String, String)>, TransferError> {
    use crate::ical::itip::{reply, ReplyError};
    let me = store.identity(stored.calendar)?;
    let mut answered = stored.event.clone();
    if answered.answer(&me, status, occurrence).is_err() {
        return Ok(None);
    }
    let organizer = answered
        .meeting_at(occurrence)
        .organizer
        .as_ref()
        .map(|o| o.address.shown().to_owned())
        .unwrap_or_default();
    match reply(&answered, stored.sequence, occurrence, &me, comment, now) {
        Ok(text) => Ok(Some((text, organizer))),
        Err(ReplyError::NoOrganizer) => Err(TransferError::NoOrganizer),
        Err(ReplyError::NotInvited) => Ok(None),
    }
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
