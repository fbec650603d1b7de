//! A small local HTTP server for subscription tests: it serves the files
//! of a directory with an ETag, answers If-None-Match with 304, and logs
//! each request.
#![allow(dead_code)]

use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::process_support::{wait_for_value, Guarded, DEADLINE};

/// Starts `tests/interop/feed_server.py` serving the files in `dir`,
/// logging each request to a file; returns it (stopped when dropped), the
/// log, and its base URL.
pub fn serve(dir: &Path) -> (Guarded, PathBuf, String) {
    let log = dir.join("requests.log");
    let port_file = dir.join("port");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/interop/feed_server.py");
    let server = Guarded::spawn(
        Command::new("python3")
            .arg(script)
            .arg(dir)
            .arg(&log)
            .stdout(std::fs::File::create(&port_file).unwrap())
            .stderr(Stdio::null()),
        "the feed server",
    );
    let port = wait_for_value("the feed server to listen", DEADLINE, || {
        let f = std::fs::File::open(&port_file).ok()?;
        std::io::BufReader::new(f)
            .lines()
            .next()?
            .ok()?
            .trim()
            .parse::<u16>()
            .ok()
    });
    (server, log, format!("http://127.0.0.1:{port}"))
}

/// A feed of all-day events: (uid, YYYYMMDD, title).
pub fn feed(events: &[(&str, &str, &str)]) -> String {
    let mut s = String::from("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//feed//EN\r\n");
    for (uid, date, title) in events {
        s += &format!(
            "BEGIN:VEVENT\r\nUID:{uid}\r\nDTSTAMP:20261101T000000Z\r\nDTSTART;VALUE=DATE:{date}\r\nSUMMARY:{title}\r\nEND:VEVENT\r\n"
        );
    }
    s + "END:VCALENDAR\r\n"
}
