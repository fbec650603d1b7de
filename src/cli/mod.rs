//! The `kairos` command line: one module per subcommand.
//!
//! Exit codes: 0 on success, 2 on bad input (one line on stderr, nothing on
//! stdout, nothing changed), 1 on any other failure.

mod accounts;
mod add;
mod agenda;
mod backup;
mod calendars;
mod daemon;
mod edit;
mod export;
mod import;
mod meetings;
mod occurrences;
mod parse;
mod preferences;
mod reminders;
mod show;
mod subscribe;
mod sync;

use clap::{Parser, Subcommand};
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use thiserror::Error;

use crate::model::OccurrenceRef;
use crate::store::{Store, StoreError};

/// Input the user can fix: reported as one line, exit status 2.
#[derive(Debug, Error)]
#[error("{0}")]
pub struct BadInput(pub String);

/// Kairos: a desktop calendar with correct recurrence, reliable reminders and
/// faithful .ics.
#[derive(Debug, Parser)]
#[command(name = "kairos", version, about, long_about = None)]
pub struct Cli {
    /// The calendar database (default: kairos.db in the platform data
    /// directory, e.g. ~/.local/share/kairos).
    #[arg(long, global = true, env = "KAIROS_DB", value_name = "PATH")]
    db: Option<PathBuf>,
    /// Open the window on this event (with --occurrence: on that
    /// occurrence). Used by the daemon's Open action.
    #[arg(long, value_name = "UID", hide = true)]
    open: Option<String>,
    /// Which occurrence of the --open event, as its recurrence id
    /// (`2026-11-23T08:00:00Z`, `2026-11-23T09:00:00`, or `2026-11-23`).
    #[arg(long, value_name = "ID", requires = "open", hide = true)]
    occurrence: Option<crate::model::RecurrenceId>,
    /// An .ics file: opens the window offering to import it (what "Open
    /// with Kairos" in a file manager runs).
    #[arg(value_name = "FILE.ics", conflicts_with = "open")]
    file: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Add an event; prints its uid.
    Add(add::Args),
    /// List the occurrences of a range of days.
    Agenda(agenda::Args),
    /// Show everything stored about one event.
    Show(show::Args),
    /// Change an event, one occurrence, or an occurrence and those after it.
    Edit(edit::EditArgs),
    /// Delete an event, one occurrence, or an occurrence and those after it.
    Delete(edit::DeleteArgs),
    /// Undo the last edit (from any window or command).
    Undo,
    /// Redo the last undone edit.
    Redo,
    /// List, add, rename, recolor, hide or show calendars.
    Calendars(calendars::Args),
    /// Import .ics files (all or nothing) and report what happened.
    Import(import::Args),
    /// Export events as an .ics file.
    Export(export::Args),
    /// Deliver reminders without a window (until SIGTERM or Ctrl+C).
    Daemon(daemon::Args),
    /// List upcoming reminders and recent deliveries.
    Reminders(reminders::Args),
    /// Expand a recurrence rule and print one occurrence start per line.
    Occurrences(occurrences::Args),
    /// Add, list or remove CalDAV accounts.
    Accounts(accounts::Args),
    /// Sync every account's calendars with their servers, both ways, and
    /// refresh the subscriptions.
    Sync(sync::Args),
    /// Subscribe to a calendar published as an .ics URL (read-only).
    Subscribe(subscribe::Args),
    /// Answer a meeting invitation: accept, maybe, or decline.
    Reply(meetings::ReplyArgs),
    /// List the meetings that wait for my answer.
    Invitations(meetings::InvitationsArgs),
    /// Check the whole database file for damage (SQLite's integrity check).
    Check(backup::CheckArgs),
    /// List the backups Kairos keeps, make one now, or restore one.
    Backup(backup::Args),
    /// List every preference, or set or unset one (the window's too).
    Preferences(preferences::Args),
}

impl Command {
    /// Whether the command may write to the database: it checks the file
    /// first when no good check is recent, and is refused (exit 2) when a
    /// check found it damaged. The daemon checks in its own time (the
    /// service); `check` and `backup` do their own.
    fn writes(&self) -> bool {
        if let Command::Preferences(args) = self {
            return args.writes();
        }
        !matches!(
            self,
            Command::Agenda(_)
                | Command::Show(_)
                | Command::Export(_)
                | Command::Occurrences(_)
                | Command::Reminders(_)
                | Command::Invitations(_)
                | Command::Daemon(_)
                | Command::Check(_)
                | Command::Backup(_)
        )
    }
}

/// Parses `args` and runs the subcommand, writing to `out` and `err`.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    // The environment's language until the database says otherwise.
    crate::i18n::choose(None);
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = write!(out, "{e}");
                    ExitCode::SUCCESS
                }
                _ => {
                    // One line: clap's message up to its usage hint (a
                    // "required arguments" error names them on the next
                    // lines).
                    let text = e.to_string();
                    let message: Vec<&str> = text
                        .lines()
                        .map(str::trim)
                        // clap's own words, where its help begins.
                        .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more")) // i18n: not words
                        .filter(|l| !l.is_empty())
                        .collect();
                    let line = if message.is_empty() {
                        crate::fl!("cli-invalid-arguments")
                    } else {
                        message.join(" ")
                    };
                    let _ = writeln!(err, "{line}");
                    ExitCode::from(2)
                }
            };
        }
    };
    // The file errors of a command's later reads and writes are said of it.
    let db_path = cli.db.clone().or_else(|| Store::default_path().ok());
    let mut watched = Watched {
        inner: out,
        reader_gone: false,
    };
    let out: &mut dyn Write = &mut watched;
    let checked = match (&cli.command, &db_path) {
        (Some(command), Some(path)) if command.writes() => {
            crate::store::damage::before_writing(path, chrono::Utc::now()).map_err(user_error)
        }
        _ => Ok(()),
    };
    let result = match cli.command {
        _ if checked.is_err() => checked,
        None => {
            let open = cli
                .open
                .zip(cli.occurrence)
                .map(|(uid, recurrence_id)| OccurrenceRef { uid, recurrence_id });
            open_window(cli.db, open, cli.file, out)
        }
        Some(Command::Occurrences(args)) => occurrences::run(&args, out, err),
        Some(Command::Add(args)) => add::run(&args, cli.db, out, err),
        Some(Command::Agenda(args)) => agenda::run(&args, cli.db, out),
        Some(Command::Show(args)) => show::run(&args, cli.db, out),
        Some(Command::Edit(args)) => edit::run_edit(&args, cli.db, out, err),
        Some(Command::Delete(args)) => edit::run_delete(&args, cli.db, out),
        Some(Command::Undo) => edit::run_undo(cli.db, out, true),
        Some(Command::Redo) => edit::run_undo(cli.db, out, false),
        Some(Command::Calendars(args)) => calendars::run(&args, cli.db, out),
        Some(Command::Import(args)) => import::run(&args, cli.db, out),
        Some(Command::Export(args)) => export::run(&args, cli.db, out),
        Some(Command::Daemon(args)) => daemon::run(&args, cli.db),
        Some(Command::Reminders(args)) => reminders::run(&args, cli.db, out),
        Some(Command::Accounts(args)) => accounts::run(&args, cli.db, out),
        Some(Command::Sync(args)) => sync::run(&args, cli.db, out, err),
        Some(Command::Subscribe(args)) => subscribe::run(&args, cli.db, out),
        Some(Command::Reply(args)) => meetings::run_reply(&args, cli.db, out),
        Some(Command::Invitations(args)) => meetings::run_invitations(&args, cli.db, out),
        Some(Command::Check(args)) => backup::run_check(&args, cli.db, out),
        Some(Command::Backup(args)) => backup::run(&args, cli.db, out),
        Some(Command::Preferences(args)) => preferences::run(&args, cli.db, out),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader of standard output went away (`kairos agenda | head`):
        // it had what it wanted. Ended quietly, as SIGPIPE would end it.
        Err(_) if watched.reader_gone => ExitCode::SUCCESS,
        Err(e) => {
            let e = of_file(e, db_path.as_deref());
            // SQLite met damage while reading or writing the file: every
            // process stops writing to it from now on.
            if let Some(StoreError::File {
                path,
                problem: crate::store::FileProblem::Damaged,
                cause,
            }) = e.downcast_ref::<StoreError>()
            {
                let problem = cause.to_string();
                let _ = crate::store::health::record_damage(path, problem, chrono::Utc::now());
            }
            let mut reason = format!("{e:#}");
            // A file SQLite cannot read: where its backup is.
            if let Some(hint) = e
                .downcast_ref::<StoreError>()
                .and_then(StoreError::backup_hint)
            {
                reason = format!("{reason}; {hint}");
            }
            let _ = writeln!(err, "{}", crate::fl!("cli-error", reason = reason));
            if e.downcast_ref::<BadInput>().is_some() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

/// Standard output that notices its reader going away (a closed pipe):
/// Rust ignores SIGPIPE, so the write fails with `BrokenPipe` instead.
struct Watched<'a> {
    inner: &'a mut dyn Write,
    reader_gone: bool,
}

impl Watched<'_> {
    fn seen<T>(&mut self, result: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &result {
            self.reader_gone |= e.kind() == std::io::ErrorKind::BrokenPipe;
        }
        result
    }
}

impl Write for Watched<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let result = self.inner.write(buf);
        self.seen(result)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        let result = self.inner.flush();
        self.seen(result)
    }
}

/// `kairos` with no subcommand: the window.
#[cfg(feature = "gui")]
fn open_window(
    db: Option<PathBuf>,
    open: Option<OccurrenceRef>,
    file: Option<PathBuf>,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    if let Some(f) = &file {
        check_offered_file(f)?;
    }
    let path = database(db)?;
    // A window already open on this file shows the occurrence instead of a
    // second window beside it.
    if let Some(what) = &open {
        if crate::instance::send(&path, &crate::instance::Request::open(what)) {
            let path = path.display().to_string();
            writeln!(out, "{}", crate::fl!("cli-shown-in-window", path = path))?;
            return Ok(());
        }
    }
    let viewer = parse::system_zone()?;
    crate::ui::run(crate::ui::Launch {
        db: path,
        viewer,
        open,
        import: file,
    })
    .map_err(|e| match e {
        crate::ui::UiError::Store(e) => user_error(e),
        other => other.into(),
    })
}

/// Built without the window: say so, and show what the CLI can do.
#[cfg(not(feature = "gui"))]
fn open_window(
    _db: Option<PathBuf>,
    _open: Option<OccurrenceRef>,
    file: Option<PathBuf>,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    if let Some(f) = &file {
        check_offered_file(f)?;
        let path = f.display().to_string();
        writeln!(out, "{}\n", crate::fl!("cli-import-it-here", path = path))?;
    }
    use clap::CommandFactory;
    writeln!(out, "{}\n", crate::fl!("cli-no-window"))?;
    write!(out, "{}", Cli::command().render_help())?;
    Ok(())
}

/// `kairos FILE.ics` on something that is not a readable file (a mistyped
/// command, most likely) is refused before any window opens.
fn check_offered_file(file: &std::path::Path) -> anyhow::Result<()> {
    if file.is_file() {
        Ok(())
    } else {
        let path = file.display().to_string();
        Err(BadInput(crate::fl!("cli-no-such-file", path = path)).into())
    }
}

/// A SQLite error that is the database file's trouble (damaged, full,
/// read-only), or a write refused because a check found it damaged, said
/// of that file with what to do.
fn of_file(e: anyhow::Error, db: Option<&std::path::Path>) -> anyhow::Error {
    let is_file_problem = matches!(
        e.downcast_ref::<StoreError>(),
        Some(StoreError::Sqlite(cause)) if crate::store::FileProblem::of(cause).is_some()
    ) || matches!(
        e.downcast_ref::<StoreError>(),
        Some(StoreError::Damaged { path: None, .. })
    );
    match (db, is_file_problem) {
        (Some(path), true) => match e.downcast::<StoreError>() {
            Ok(store) => store.said_of(path).into(),
            Err(e) => e,
        },
        _ => e,
    }
}

/// The database, if its file exists (opened and checked): what
/// Preferences chose can be read before a command's arguments are, without
/// creating a file for a command that may yet be refused.
fn existing_store(db: &Option<PathBuf>) -> anyhow::Result<Option<Store>> {
    let path = match db {
        Some(path) => path.clone(),
        None => match Store::default_path() {
            Ok(path) => path,
            Err(_) => return Ok(None),
        },
    };
    if path.exists() {
        open_store(Some(path)).map(Some)
    } else {
        Ok(None)
    }
}

/// `existing`, or the database opened (created) now.
fn store_from(existing: Option<Store>, db: Option<PathBuf>) -> anyhow::Result<Store> {
    match existing {
        Some(store) => Ok(store),
        None => open_store(db),
    }
}

/// The database `--db`/`KAIROS_DB` names, or the default one.
fn database(db: Option<PathBuf>) -> anyhow::Result<PathBuf> {
    match db {
        Some(path) => Ok(path),
        None => Store::default_path().map_err(user_error),
    }
}

/// Opens the database named by `--db`/`KAIROS_DB`, or the default one.
fn open_store(db: Option<PathBuf>) -> anyhow::Result<Store> {
    let path = database(db)?;
    let store = Store::open(&path).map_err(user_error)?;
    // The language chosen in Preferences speaks for the CLI too.
    if let Some(language) = crate::store::preferences::language(&store).map_err(user_error)? {
        crate::i18n::choose(Some(&language));
    }
    // Said once: the next open finds the files private.
    for t in store.tightened() {
        eprintln!("kairos: {t}"); // i18n: not words
    }
    Ok(store)
}

/// How times are written: the clock and week start chosen in Preferences
/// (when the database exists), over the environment's locale — as the
/// window and the reminders write them.
fn locale(store: Option<&Store>) -> anyhow::Result<crate::i18n::Locale> {
    let base = crate::i18n::Locale::from_env();
    match store {
        Some(store) => {
            let chosen = crate::store::Preferences::load(store).map_err(user_error)?;
            Ok(chosen.locale(base))
        }
        None => Ok(base),
    }
}

/// A store error as the CLI reports it: input the user can fix exits 2.
fn user_error(e: StoreError) -> anyhow::Error {
    if e.is_bad_input() {
        match e.backup_hint() {
            Some(hint) => BadInput(format!("{e}; {hint}")).into(),
            None => BadInput(e.to_string()).into(),
        }
    } else {
        e.into()
    }
}
