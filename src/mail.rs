//! Answering a meeting by mail, where the calendar cannot deliver the
//! answer itself: an invitation imported from an e-mail attachment, a
//! local calendar, a server without CalDAV scheduling (Radicale,
//! Xandikos). The iTIP REPLY ([`crate::ical::itip`]) is written to an
//! owner-only file beside the database and handed, as an attachment
//! addressed to the organiser, to the user's mail program through
//! `xdg-email` — the freedesktop way every desktop's mail client answers
//! (Thunderbird, Evolution, KMail, Geary). Kairos itself never sends mail.
//!
//! Why a file and not `--body`: the organiser's calendar applies a
//! `text/calendar` attachment (Thunderbird, Outlook, Evolution all do);
//! the same text pasted into a body is only read by a person.

use chrono::{DateTime, Utc};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use thiserror::Error;

use crate::fl;
use crate::ical::itip::{self, ReplyError};
use crate::model::{ParticipationStatus, RecurrenceId};
use crate::store::{Store, StoreError};

/// The program that opens the user's mail composer (xdg-utils).
pub const XDG_EMAIL: &str = "xdg-email";

/// How long a mail program may take to say it failed. `xdg-email` returns
/// once the composer is open, but for some clients (Thunderbird not yet
/// running) it stays until the client quits: past this, it is taken as
/// open and left running.
const FAILS_WITHIN: Duration = Duration::from_secs(10);

/// Why no answer went to the mail program.
#[derive(Debug, Error)]
pub enum MailError {
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The meeting names no organiser to write to.
    #[error("{}", fl!("mail-no-organizer"))]
    NoOrganizer,
    /// None of my addresses is among the meeting's guests.
    #[error("{}", fl!("mail-not-invited"))]
    NotInvited,
    /// I have not answered yet: there is nothing to send.
    #[error("{}", fl!("mail-not-answered"))]
    NotAnswered,
    /// The reply file could not be written.
    #[error("{}", fl!("mail-cannot-write", path = .path.display().to_string(), reason = .source.to_string()))]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    /// The mail program could not be started.
    #[error("{}", fl!("mail-cannot-start", program = .program.clone(), reason = .source.to_string()))]
    Start {
        program: String,
        source: std::io::Error,
    },
    /// `xdg-email` found no mail program (its exit status 3).
    #[error("{}", fl!("mail-no-mail-program"))]
    NoMailProgram,
    /// The mail program ended with this status.
    #[error("{}", fl!("mail-failed", program = .program.clone(), status = .status.clone()))]
    Failed { program: String, status: String },
}

/// My answer to a meeting, as a mail to its organiser.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplyMail {
    /// Whom to: the organiser's address (without `mailto:`).
    pub to: String,
    /// "Accepted: Planning", in the user's language.
    pub subject: String,
    /// The iTIP REPLY.
    pub text: String,
}

/// The mail carrying the answer my copy of `uid` holds now (for
/// `occurrence` alone, or the series), with `comment` for the organiser.
pub fn reply_of(
    store: &Store,
    uid: &str,
    occurrence: Option<RecurrenceId>,
    comment: Option<&str>,
    now: DateTime<Utc>,
) -> Result<ReplyMail, MailError> {
    let stored = store.event(uid)?;
    let me = store.identity(stored.calendar)?;
    let meeting = stored.event.meeting_at(occurrence);
    let to = meeting
        .organizer
        .as_ref()
        .map(|o| o.address.shown().to_owned())
        .ok_or(MailError::NoOrganizer)?;
    let status = meeting
        .me(&me)
        .map(|a| a.status().clone())
        .ok_or(MailError::NotInvited)?;
    if status == ParticipationStatus::NeedsAction {
        return Err(MailError::NotAnswered);
    }
    let text = itip::reply(
        &stored.event,
        stored.sequence,
        occurrence,
        &me,
        comment,
        now,
    )
    .map_err(|e| match e {
        ReplyError::NoOrganizer => MailError::NoOrganizer,
        ReplyError::NotInvited => MailError::NotInvited,
    })?;
    let subject = fl!(
        "mail-reply-subject",
        answer = status.json_word(),
        title = stored.event.summary.clone()
    );
    Ok(ReplyMail { to, subject, text })
}

/// Where replies of the database at `db` are written: a folder beside it,
/// owner-only like the database.
pub fn replies_dir(db: &Path) -> PathBuf {
    db.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join("replies")
}

/// Writes `mail`'s reply into `dir` as a new owner-only file named for
/// `now` (a later answer never overwrites one a composer may still hold)
/// and returns its path.
pub fn write_reply(dir: &Path, mail: &ReplyMail, now: DateTime<Utc>) -> Result<PathBuf, MailError> {
    let failed = |path: &Path, source| MailError::Write {
        path: path.to_owned(),
        source,
    };
    crate::private::create_dir(dir).map_err(|e| failed(dir, e))?;
    let stamp = now.format("%Y%m%dT%H%M%S");
    let mut path = dir.join(format!("reply-{stamp}.ics"));
    for n in 2.. {
        if !path.exists() {
            break;
        }
        path = dir.join(format!("reply-{stamp}-{n}.ics"));
    }
    crate::private::write_new(&path, mail.text.as_bytes()).map_err(|e| failed(&path, e))?;
    Ok(path)
}

/// Opens the user's mail composer (`program`: [`XDG_EMAIL`], or one that
/// takes its arguments) on a mail to `mail.to` with `file` attached.
/// Returns once the composer is open, or when the program has not failed
/// within a few seconds.
pub fn compose(program: &Path, mail: &ReplyMail, file: &Path) -> Result<(), MailError> {
    let name = program.display().to_string();
    let mut command = Command::new(program);
    command
        .arg("--utf8")
        .arg("--subject")
        .arg(&mail.subject)
        .arg("--attach")
        .arg(file)
        .arg(&mail.to)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let mut child = spawn(&mut command).map_err(|source| MailError::Start {
        program: name.clone(),
        source,
    })?;
    let deadline = Instant::now() + FAILS_WITHIN;
    loop {
        match child.try_wait() {
            Ok(Some(status)) if status.success() => return Ok(()),
            Ok(Some(status)) if status.code() == Some(3) => return Err(MailError::NoMailProgram),
            Ok(Some(status)) => {
                return Err(MailError::Failed {
                    program: name,
                    status: status.to_string(),
                })
            }
            Ok(None) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(50));
            }
            // Still running: the composer is open in it. A thread reaps it.
            Ok(None) | Err(_) => {
                std::thread::spawn(move || child.wait());
                return Ok(());
            }
        }
    }
}

/// Linux's "text file busy".
const ETXTBSY: i32 = 26;

/// Starts `command`. A program file another thread of this process is
/// still closing (written just before, then forked past) refuses to run
/// for a moment ("text file busy"): asked again a few times.
fn spawn(command: &mut Command) -> std::io::Result<std::process::Child> {
    let mut tries = 0;
    loop {
        match command.spawn() {
            Err(e) if e.raw_os_error() == Some(ETXTBSY) && tries < 20 => {
                tries += 1;
                std::thread::sleep(Duration::from_millis(25));
            }
            other => return other,
        }
    }
}

/// Writes the reply to `uid` beside the database and opens the mail
/// composer on it: what "E-mail my answer" and `kairos reply --email` do.
/// Returns the file written.
pub fn send_answer(
    store: &Store,
    program: &Path,
    uid: &str,
    occurrence: Option<RecurrenceId>,
    comment: Option<&str>,
    now: DateTime<Utc>,
) -> Result<(ReplyMail, PathBuf), MailError> {
    let mail = reply_of(store, uid, occurrence, comment, now)?;
    let file = write_reply(&replies_dir(store.path()), &mail, now)?;
    compose(program, &mail, &file)?;
    Ok((mail, file))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mail() -> ReplyMail {
        ReplyMail {
            to: "gina@example.org".into(),
            subject: "Accepted: Planning".into(),
            text: "BEGIN:VCALENDAR\r\nMETHOD:REPLY\r\nEND:VCALENDAR\r\n".into(),
        }
    }

    #[test]
    fn replies_are_owner_only_and_never_overwrite_each_other() {
        let dir = tempfile::tempdir().unwrap();
        let replies = dir.path().join("replies");
        let now = Utc::now();
        let first = write_reply(&replies, &mail(), now).unwrap();
        let second = write_reply(&replies, &mail(), now).unwrap();
        assert_ne!(first, second);
        for path in [&first, &second] {
            let mode = std::fs::metadata(path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600, "{}", path.display());
            assert!(std::fs::read_to_string(path)
                .unwrap()
                .contains("METHOD:REPLY"));
        }
        let mode = std::fs::metadata(&replies).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
    }

    fn script(dir: &Path, body: &str) -> PathBuf {
        let path = dir.join("mailer");
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o700)).unwrap();
        path
    }

    #[test]
    fn the_composer_gets_subject_attachment_and_organiser() {
        let dir = tempfile::tempdir().unwrap();
        let seen = dir.path().join("args");
        let program = script(
            dir.path(),
            &format!("printf '%s\\n' \"$@\" > '{}'", seen.display()),
        );
        let file = dir.path().join("reply.ics");
        compose(&program, &mail(), &file).unwrap();
        let args = std::fs::read_to_string(&seen).unwrap();
        let expected = format!(
            "--utf8\n--subject\nAccepted: Planning\n--attach\n{}\ngina@example.org\n",
            file.display()
        );
        assert_eq!(args, expected);
    }

    #[test]
    fn a_mail_program_that_fails_is_said_in_words() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("reply.ics");
        let none = script(dir.path(), "exit 3");
        assert!(matches!(
            compose(&none, &mail(), &file),
            Err(MailError::NoMailProgram)
        ));
        let broken = script(dir.path(), "exit 4");
        assert!(matches!(
            compose(&broken, &mail(), &file),
            Err(MailError::Failed { .. })
        ));
        let missing = dir.path().join("no-such-program");
        assert!(matches!(
            compose(&missing, &mail(), &file),
            Err(MailError::Start { .. })
        ));
    }
}
