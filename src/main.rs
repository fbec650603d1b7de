//! The `kairos` binary: the command line (and, later, the window).

use std::process::ExitCode;

fn main() -> ExitCode {
    // Not locked for the whole run: other threads (the daemon's background
    // sync, the window's reminder service) log to stderr too, and would
    // wait for the lock forever.
    kairos::cli::run(
        std::env::args_os(),
        &mut std::io::stdout(),
        &mut std::io::stderr(),
    )
}
