//! The `kairos` binary: the command line (and, later, the window).

use std::process::ExitCode;

fn main() -> ExitCode {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    kairos::cli::run(std::env::args_os(), &mut stdout.lock(), &mut stderr.lock())
}
