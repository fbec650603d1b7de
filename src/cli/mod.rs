//! The `kairos` command line: one module per subcommand.
//!
//! Exit codes: 0 on success, 2 on bad input (one line on stderr, nothing on
//! stdout, nothing changed), 1 on any other failure.

mod occurrences;
mod parse;

use clap::{Parser, Subcommand};
use std::io::Write;
use std::process::ExitCode;
use thiserror::Error;

/// Input the user can fix: reported as one line, exit status 2.
#[derive(Debug, Error)]
#[error("{0}")]
pub struct BadInput(pub String);

/// Kairos: a desktop calendar with correct recurrence, reliable reminders and
/// faithful .ics.
#[derive(Debug, Parser)]
#[command(name = "kairos", version, about, long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Expand a recurrence rule and print one occurrence start per line.
    Occurrences(occurrences::Args),
}

/// Parses `args` and runs the subcommand, writing to `out` and `err`.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
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
                    let text = e.to_string();
                    let first = text.lines().next().unwrap_or("invalid arguments");
                    let _ = writeln!(err, "{first}");
                    ExitCode::from(2)
                }
            };
        }
    };
    let result = match cli.command {
        None => {
            // The window does not exist yet: show what the CLI can do.
            use clap::CommandFactory;
            let _ = write!(out, "{}", Cli::command().render_help());
            Ok(())
        }
        Some(Command::Occurrences(args)) => occurrences::run(&args, out, err),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(err, "error: {e:#}");
            if e.downcast_ref::<BadInput>().is_some() {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}
