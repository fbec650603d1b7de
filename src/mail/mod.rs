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

mod address;
pub use address::addr_spec;

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
    /// The organiser's address is not a plain e-mail address
    /// ([`addr_spec`]): the mail program is not started. `address` is the
    /// organiser's as written.
    #[error("{}", fl!("mail-bad-address", address = one_line(.address, 100)))]
    BadAddress { address: String },
    /// The reply file's path has what a mail program misreads in an
    /// attachment's (see `attachment_for_mail_program`).
    #[error("{}", fl!("mail-unsafe-attachment", path = one_line(&.path.display().to_string(), usize::MAX)))]
    UnsafeAttachment { path: PathBuf },
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
    /// Whom to: the organiser's address, a bare [`addr_spec`] (no
    /// `mailto:`).
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
    let organizer = meeting.organizer.as_ref().ok_or(MailError::NoOrganizer)?;
    let written = organizer.address.as_str();
    let to = addr_spec(written).ok_or_else(|| MailError::BadAddress {
        address: written.to_owned(),
    })?;
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

/// `text` (from an invitation, or a path) as an error message shows it:
/// control characters escaped (a line break in it would fake a line of
/// the message), cut after `longest` characters.
fn one_line(text: &str, longest: usize) -> String {
    let mut shown = String::new();
    for c in text.chars().take(longest) {
        if c.is_control() {
            shown.extend(c.escape_default());
        } else {
            shown.push(c);
        }
    }
    if text.chars().nth(longest).is_some() {
        shown.push('…');
    }
    shown
}

/// The subject as handed to `xdg-email`: a backslash becomes `∖` (U+2216)
/// and a control character a space. `xdg-email` is a `/bin/sh` script,
/// and dash's `echo` (Debian's, Ubuntu's `/bin/sh`) reads backslash
/// escapes in what it prints. The subject passes through it several times
/// before Thunderbird's compose line is made: `\\\\047` in a title came
/// out of it as a quote and `\\\\054` as a comma (`',attachment='…'` from
/// the title, checked with xdg-utils 1.1.3 in `tests/cli_itip.rs`), and
/// `\\\\c` cut the compose line short, losing the attachment. Everything
/// else `xdg-email` percent-encodes itself, and it takes what follows
/// `--subject` as text even when it begins with `-`.
fn subject_for_mail_program(subject: &str) -> String {
    subject
        .chars()
        .map(|c| match c {
            '\\' => '\u{2216}',
            c if c.is_control() => ' ',
            c => c,
        })
        .collect()
}

/// `file` as handed to `xdg-email`: absolute and with symbolic links
/// resolved (what `xdg-email` makes of it, and never read as an option),
/// refused if its text has what would end or split Thunderbird's
/// `attachment='…'` field or what dash's `echo` rewrites: an apostrophe, a
/// comma, a backslash, a control character, or bytes that are not UTF-8.
/// The reply's own name is plain; the rest is where the user keeps the
/// database.
fn attachment_for_mail_program(file: &Path) -> Result<PathBuf, MailError> {
    let full = std::fs::canonicalize(file)
        .or_else(|_| std::path::absolute(file))
        .unwrap_or_else(|_| file.to_owned());
    let plain = full.is_absolute()
        && full.to_str().is_some_and(|text| {
            !text
                .chars()
                .any(|c| matches!(c, '\'' | ',' | '\\') || c.is_control())
        });
    if plain {
        Ok(full)
    } else {
        Err(MailError::UnsafeAttachment { path: full })
    }
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
/// within a few seconds. `mail.to` must be a bare [`addr_spec`] (as
/// [`reply_of`] makes it) and `file`'s path plain (no apostrophe, comma,
/// backslash or control character); anything else is refused before any
/// program starts. A backslash or control character in the subject is
/// replaced: `xdg-email` would misread it.
pub fn compose(program: &Path, mail: &ReplyMail, file: &Path) -> Result<(), MailError> {
    let name = program.display().to_string();
    let to = addr_spec(&mail.to)
        .filter(|to| *to == mail.to)
        .ok_or_else(|| MailError::BadAddress {
            address: mail.to.clone(),
        })?;
    let file = attachment_for_mail_program(file)?;
    let mut command = Command::new(program);
    command
        .arg("--utf8")
        .arg("--subject")
        .arg(subject_for_mail_program(&mail.subject))
        .arg("--attach")
        .arg(&file)
        .arg(&to)
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
    fn a_refused_address_is_shown_on_one_line() {
        let said = MailError::BadAddress {
            address: "gina@example.org\nbcc: eve@example.org".into(),
        }
        .to_string();
        assert!(
            said.contains("gina@example.org\\nbcc: eve@example.org"),
            "{said}"
        );
        assert!(!said.contains('\n'), "{said}");
        let said = MailError::BadAddress {
            address: format!("{}@example.org", "a".repeat(500)),
        }
        .to_string();
        assert!(said.contains(&format!("{}…", "a".repeat(100))), "{said}");
        assert!(!said.contains(&"a".repeat(101)), "{said}");
    }

    /// A stand-in mail program that keeps its arguments in `args` beside
    /// it.
    fn recorder(dir: &Path) -> (PathBuf, PathBuf) {
        let seen = dir.join("args");
        let program = script(
            dir,
            &format!("printf '%s\\n' \"$@\" > '{}'", seen.display()),
        );
        (program, seen)
    }

    #[test]
    fn only_a_bare_address_reaches_the_mail_program() {
        let dir = tempfile::tempdir().unwrap();
        let (program, seen) = recorder(dir.path());
        let file = dir.path().join("reply.ics");
        for to in [
            "alice',attachment='/home/u/.ssh/id_rsa',bcc='evil@x",
            "mailto:gina@example.org",
            "gina%2Bcal@example.org",
            "gina@example.org?bcc=eve@example.org",
            "gina@example.org, eve@example.org",
            "--attach",
            "",
        ] {
            let crafted = ReplyMail {
                to: to.into(),
                ..mail()
            };
            match compose(&program, &crafted, &file) {
                Err(MailError::BadAddress { address }) => assert_eq!(address, to),
                other => panic!("{to:?}: {other:?}"),
            }
            assert!(!seen.exists(), "{to:?} reached the mail program");
        }
    }

    /// A title is the subject's text after `--subject` and nothing more:
    /// no backslash for dash's `echo` in `xdg-email` to rewrite, no line
    /// break.
    #[test]
    fn a_hostile_title_is_only_the_subject() {
        let dir = tempfile::tempdir().unwrap();
        let (program, seen) = recorder(dir.path());
        let file = dir.path().join("reply.ics");
        for (subject, sent) in [
            (
                "Accepted: x',attachment='/home/u/.ssh/id_rsa',bcc='evil@x",
                "Accepted: x',attachment='/home/u/.ssh/id_rsa',bcc='evil@x",
            ),
            ("--attach", "--attach"),
            ("-n", "-n"),
            (
                r"Accepted: x\\\\047\\\\054attachment\\\\075\\\\047/etc/passwd\\\\047",
                "Accepted: x∖∖∖∖047∖∖∖∖054attachment∖∖∖∖075∖∖∖∖047/etc/passwd∖∖∖∖047",
            ),
            ("Accepted: x\\c", "Accepted: x∖c"),
            (
                "Accepted: x\nbcc: evil@x\r\n\tmore",
                "Accepted: x bcc: evil@x   more",
            ),
        ] {
            let _ = std::fs::remove_file(&seen);
            let hostile = ReplyMail {
                subject: subject.into(),
                ..mail()
            };
            compose(&program, &hostile, &file).unwrap();
            let args = std::fs::read_to_string(&seen).unwrap();
            let expected = format!(
                "--utf8\n--subject\n{sent}\n--attach\n{}\ngina@example.org\n",
                file.display()
            );
            assert_eq!(args, expected, "{subject:?}");
        }
    }

    /// The reply's path reaches the mail program absolute, or not at all
    /// when it has what ends or splits Thunderbird's `attachment='…'`.
    #[test]
    fn the_attachment_is_an_absolute_plain_path() {
        let dir = tempfile::tempdir().unwrap();
        let (program, seen) = recorder(dir.path());
        for bad in ["o'brien", "a,b", "back\\slash", "line\nbreak"] {
            let folder = dir.path().join(bad);
            std::fs::create_dir(&folder).unwrap();
            let file = folder.join("reply.ics");
            std::fs::write(&file, "x").unwrap();
            match compose(&program, &mail(), &file) {
                Err(MailError::UnsafeAttachment { path }) => {
                    assert!(path.ends_with(Path::new(bad).join("reply.ics")), "{path:?}")
                }
                other => panic!("{bad:?}: {other:?}"),
            }
            assert!(!seen.exists(), "{bad:?} reached the mail program");
        }
        let said = MailError::UnsafeAttachment {
            path: dir.path().join("line\nbreak/reply.ics"),
        }
        .to_string();
        assert!(said.contains("line\\nbreak"), "{said}");
        // A relative path (a database named relative to the working
        // directory) goes as the absolute one, never as `-…`.
        let relative = Path::new("-replies/reply.ics");
        compose(&program, &mail(), relative).unwrap();
        let args: Vec<String> = std::fs::read_to_string(&seen)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect();
        let expected = std::env::current_dir().unwrap().join(relative);
        assert_eq!(args[4], expected.to_str().unwrap());
    }

    fn store_with_meeting(organizer: &str) -> (tempfile::TempDir, Store, String) {
        use crate::model::{CalendarAddress, CalendarId, Event, EventDuration, EventTime};
        let dir = tempfile::tempdir().unwrap();
        let mut store = Store::open(dir.path().join("k.db")).unwrap();
        let mut chosen = crate::store::Preferences::load(&store).unwrap();
        chosen.addresses = vec![CalendarAddress::parse("me@example.org").unwrap()];
        chosen.save(&mut store).unwrap();
        let start = EventTime::Utc("2027-03-01T10:00:00Z".parse().unwrap());
        let hour = EventDuration::Exact(chrono::Duration::hours(1));
        let mut event = Event::new("", "Planning", start, hour);
        let organizer = format!("ORGANIZER;CN=Gina:{organizer}");
        let (meeting, rest) = crate::model::Meeting::from_lines([
            organizer.as_str(),
            "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:me@example.org",
        ]);
        assert!(rest.is_empty(), "{rest:?}");
        assert!(meeting.organizer.is_some(), "{organizer} was not read");
        event.meeting = meeting;
        let uid = store.create(CalendarId(1), event).unwrap();
        store
            .answer(&uid, ParticipationStatus::Accepted, None)
            .unwrap();
        (dir, store, uid)
    }

    /// Issue 55: "E-mail my answer" with an organiser that is not a plain
    /// address writes no reply and starts no mail program.
    #[test]
    fn a_crafted_organiser_never_reaches_the_mail_program() {
        for organizer in [
            "mailto:alice',attachment='/home/u/.ssh/id_rsa',bcc='evil@x",
            "mailto:gina@example.org?attach=/home/u/.ssh/id_rsa",
            "mailto:gina@example.org?bcc=eve%40example.org",
            "mailto:gina%27,bcc=%27eve@example.org",
            "mailto:-gina@example.org",
            "https://example.org/principals/gina",
        ] {
            let (dir, store, uid) = store_with_meeting(organizer);
            let (program, seen) = recorder(dir.path());
            let now = Utc::now();
            match send_answer(&store, &program, &uid, None, None, now) {
                Err(MailError::BadAddress { address }) => assert_eq!(address, organizer),
                other => panic!("{organizer}: {other:?}"),
            }
            assert!(!seen.exists(), "{organizer} reached the mail program");
            assert!(!replies_dir(store.path()).exists(), "{organizer}");
        }
    }

    #[test]
    fn a_plain_organiser_reaches_the_mail_program_bare() {
        let (dir, store, uid) = store_with_meeting("MAILTO:Gina+cal@Mail.Example.org");
        let (program, seen) = recorder(dir.path());
        let (mail, file) = send_answer(&store, &program, &uid, None, None, Utc::now()).unwrap();
        assert_eq!(mail.to, "Gina+cal@Mail.Example.org");
        let args: Vec<String> = std::fs::read_to_string(&seen)
            .unwrap()
            .lines()
            .map(str::to_owned)
            .collect();
        assert_eq!(
            args,
            [
                "--utf8",
                "--subject",
                "Accepted: Planning",
                "--attach",
                file.to_str().unwrap(),
                "Gina+cal@Mail.Example.org",
            ]
        );
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
