//! Reaching the window already open on a database.
//!
//! A reminder's Open (from `kairos daemon`) or `kairos --open` should show
//! the occurrence in the window the user already has, not start a second
//! one beside it. The window listens on a Unix socket next to its database
//! (`kairos.db.window`, like the notifier lock beside it); a sender
//! connects, writes one JSON line, and reads `ok` once the window has the
//! request. No window, no socket (or a stale one left by a crash): the
//! sender learns it at once and starts a window itself.
//!
//! The socket is owner-only and the window acts only on requests from
//! processes of its own user (peer credentials): another account on the
//! machine cannot make it show or acknowledge anything.
//!
//! GUI-free: the window wraps [`Listener`] in a subscription.

use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader, Read, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::model::OccurrenceRef;
use crate::private::PeerUser;

/// How long a sender waits for a window that accepted the connection
/// (its own thread answers; a generous bound for a busy machine, since
/// giving up means a second window).
const ANSWER_TIMEOUT: Duration = Duration::from_secs(10);

/// Longest request line read (a uid is rarely over a few hundred bytes).
const MAX_REQUEST: u64 = 64 * 1024;

/// What a running window is asked to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Request {
    /// Show this occurrence of this event, and come to the front.
    Open {
        uid: String,
        /// The occurrence, as `RecurrenceId`'s text form.
        occurrence: String,
    },
}

impl Request {
    /// Asks for the occurrence `what`.
    pub fn open(what: &OccurrenceRef) -> Request {
        Request::Open {
            uid: what.uid.clone(),
            occurrence: what.recurrence_id.to_string(),
        }
    }
}

/// Why a request could not be read.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    #[error("reading the window's socket: {0}")]
    Io(#[from] std::io::Error),
    #[error("a request the window does not understand: {0}")]
    BadRequest(String),
    /// Another user's process connected: refused unread, nothing done.
    #[error("refused a request from another user (uid {0})")]
    OtherUser(u32),
}

/// The socket a window on `db` listens on.
pub fn socket_path(db: &Path) -> PathBuf {
    crate::store::beside(db, ".window")
}

/// Hands `request` to the window open on `db`; whether one took it.
pub fn send(db: &Path, request: &Request) -> bool {
    let attempt = || -> std::io::Result<bool> {
        let mut stream = UnixStream::connect(socket_path(db))?;
        stream.set_read_timeout(Some(ANSWER_TIMEOUT))?;
        stream.set_write_timeout(Some(ANSWER_TIMEOUT))?;
        let line = serde_json::to_string(request).map_err(std::io::Error::other)?;
        stream.write_all(format!("{line}\n").as_bytes())?;
        let mut answer = String::new();
        BufReader::new(stream).read_line(&mut answer)?;
        Ok(answer.trim_end() == "ok")
    };
    attempt().unwrap_or(false)
}

/// A window's end of the socket. Dropping it removes the socket file.
#[derive(Debug)]
pub struct Listener {
    socket: UnixListener,
    path: PathBuf,
}

impl Listener {
    /// Listens for `db`, or `None` when another window already does. A
    /// socket file nobody answers on (left by a window that crashed) is
    /// replaced.
    ///
    /// The socket is bound and listening under a name of its own first,
    /// then linked into place: its name appears only once it accepts (a
    /// sender never finds a socket that refuses and starts a second
    /// window), and the link fails if another window's socket is there.
    pub fn bind(db: &Path) -> std::io::Result<Option<Listener>> {
        let path = socket_path(db);
        let staging = crate::store::beside(&path, &format!(".{}", std::process::id()));
        let _ = std::fs::remove_file(&staging);
        let socket = UnixListener::bind(&staging)?;
        let placed = place(&staging, &path);
        let _ = std::fs::remove_file(&staging);
        Ok(placed?.then_some(Listener { socket, path }))
    }

    /// Waits for the next request and returns what it asks to open (the
    /// event's uid and the occurrence), after answering `ok` to its
    /// sender. A sender that writes nonsense, or runs as another user, gets
    /// no `ok` and an error here; the listener stays usable.
    pub fn next(&self) -> Result<OccurrenceRef, LinkError> {
        let (stream, _) = self.socket.accept()?;
        // Only this user's processes may steer the window; another's
        // request is not even read.
        if let PeerUser::Other(uid) = crate::private::same_user(&stream)? {
            return Err(LinkError::OtherUser(uid));
        }
        stream.set_read_timeout(Some(ANSWER_TIMEOUT))?;
        let mut line = String::new();
        BufReader::new(&stream)
            .take(MAX_REQUEST)
            .read_line(&mut line)?;
        let bad = |what: String| LinkError::BadRequest(what);
        let Request::Open { uid, occurrence } =
            serde_json::from_str(&line).map_err(|e| bad(e.to_string()))?;
        let recurrence_id = occurrence.parse().map_err(bad)?;
        (&stream).write_all(b"ok\n")?;
        Ok(OccurrenceRef { uid, recurrence_id })
    }
}

/// Links the listening socket `staging` at `path`, owner-only; false
/// when another window's socket answers there.
fn place(staging: &Path, path: &Path) -> std::io::Result<bool> {
    // Owner-only, whatever the umask: connecting takes write permission on
    // the socket file. (The peer check in `next` holds even where a mode
    // cannot.)
    std::fs::set_permissions(
        staging,
        std::fs::Permissions::from_mode(crate::private::FILE_MODE),
    )?;
    // Two windows starting at once: one link wins, the other finds it
    // answering. A few rounds bound a stale file replaced under us.
    for _ in 0..3 {
        match std::fs::hard_link(staging, path) {
            Ok(()) => return Ok(true),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                if UnixStream::connect(path).is_ok() {
                    return Ok(false);
                }
                match std::fs::remove_file(path) {
                    Ok(()) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                    Err(e) => return Err(e),
                }
            }
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(format!(
        "{} keeps being replaced",
        path.display()
    )))
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.path);
    }
}
