//! An invitation that came as a file (`METHOD:REQUEST`, a mail attachment)
//! is answered into an iTIP reply the user sends: `kairos reply --itip`.
//! The reply is checked by an independent reader (Python's `icalendar`),
//! and a meeting without an organiser writes nothing. `kairos reply
//! --email` hands the reply to the mail program (`xdg-email`, here a
//! stand-in on PATH that keeps its arguments).

mod store_support;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;

use kairos::model::CalendarAddress;
use kairos::store::Preferences;
use store_support::*;

fn fixture(name: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/ics")
        .join(name)
        .display()
        .to_string()
}

fn me(db: &TempDb, address: &str) {
    let mut store = db.open();
    let mut chosen = Preferences::load(&store).unwrap();
    chosen.addresses = vec![CalendarAddress::parse(address).unwrap()];
    chosen.save(&mut store).unwrap();
}

/// What Python's `icalendar` reads in `file`: METHOD, then one line per
/// property of the VEVENT that a reply is about.
fn read_by_python(file: &Path) -> Vec<String> {
    let script = r#"
import sys, icalendar
cal = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
print("METHOD", cal.get("METHOD"))
for e in cal.walk("VEVENT"):
    print("UID", e.get("UID"))
    print("SEQUENCE", e.get("SEQUENCE"))
    print("ORGANIZER", e.get("ORGANIZER"))
    a = e.get("ATTENDEE")
    a = a if isinstance(a, list) else [a]
    for x in a:
        print("ATTENDEE", x, x.params.get("PARTSTAT"))
    print("COMMENT", e.get("COMMENT"))
    print("DTSTAMP", e.decoded("DTSTAMP").tzinfo is not None)
"#;
    python_reads(script, file)
}

#[test]
fn an_imported_invitation_is_declined_into_a_reply_file() {
    let db = TempDb::new();
    ok(&db.path, &["import", &fixture("ical4j__calconnect.ics")]);
    me(&db, "iCalParticipant@coffeebean.com");
    // (Its week is long past, so `invitations` does not list it.)
    let uid = "E88157FE01BE8A5C85256FDB006EBCC3-Lotus_Notes_Generated".to_owned();
    let shown: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["show", &uid, "--json"])).unwrap();
    assert_eq!(shown["my_status"], "needs-action", "{shown}");

    let out = db.dir.path().join("reply.ics");
    let said = ok(
        &db.path,
        &[
            "reply",
            &uid,
            "--decline",
            "--itip",
            out.to_str().unwrap(),
            "--comment",
            "On leave that week, sorry",
        ],
    );
    assert!(said.contains("reply.ics"), "{said}");
    assert!(said.contains("iCalChair@coffeebean.com"), "{said}");
    let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "a reply is private");
    let read = read_by_python(&out);
    for line in [
        "METHOD REPLY",
        "UID E88157FE01BE8A5C85256FDB006EBCC3-Lotus_Notes_Generated",
        "SEQUENCE 0",
        "ORGANIZER mailto:iCalChair@coffeebean.com",
        "ATTENDEE mailto:iCalParticipant@coffeebean.com DECLINED",
        "COMMENT On leave that week, sorry",
        "DTSTAMP True",
    ] {
        assert!(read.iter().any(|l| l == line), "{line} not in {read:?}");
    }
    assert_eq!(
        read.iter().filter(|l| l.starts_with("ATTENDEE")).count(),
        1,
        "only my line: {read:?}"
    );
    // My copy says so too, and the invitation no longer waits.
    let shown: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["show", &uid, "--json"])).unwrap();
    assert_eq!(shown["my_status"], "declined", "{shown}");

    // One occurrence, to standard output: RECURRENCE-ID names it.
    let one = ok(
        &db.path,
        &[
            "reply",
            &uid,
            "--accept",
            "--occurrence",
            "2005-04-12T13:00:00Z",
            "--itip",
            "-",
        ],
    );
    let one = one.replace("\r\n ", "");
    assert!(one.contains("METHOD:REPLY\r\n"), "{one}");
    assert!(one.contains("RECURRENCE-ID:20050412T130000Z\r\n"), "{one}");
    assert!(one.contains("PARTSTAT=ACCEPTED"), "{one}");
}

#[test]
fn a_meeting_without_an_organiser_gets_no_reply_and_nothing_changes() {
    let db = TempDb::new();
    ok(&db.path, &["import", &fixture("ical-rs__o365_meeting.ics")]);
    me(&db, "Testmeeting.channel@email365.onmicrosoft.com");
    let agenda: serde_json::Value = serde_json::from_str(&ok(
        &db.path,
        &["agenda", "--from", "2020-11-24", "--days", "1", "--json"],
    ))
    .unwrap();
    let uid = agenda[0]["uid"].as_str().expect("imported").to_owned();
    let before = dump(&db.path);
    let out = db.dir.path().join("reply.ics");
    let refused = kairos(
        &db.path,
        &["reply", &uid, "--accept", "--itip", out.to_str().unwrap()],
    );
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("names no organiser"),
        "{}",
        refused.stderr
    );
    assert!(!out.exists());
    assert_eq!(dump(&db.path), before);
    // A comment goes in a reply file only.
    let refused = kairos(&db.path, &["reply", &uid, "--accept", "--comment", "hi"]);
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert_eq!(dump(&db.path), before);
}

/// A directory holding an `xdg-email` that keeps its arguments in
/// `args` beside it and ends with `status`; and PATH with it first.
fn mail_program(dir: &Path, status: i32) -> String {
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    let program = bin.join("xdg-email");
    let seen = dir.join("args");
    std::fs::write(
        &program,
        format!(
            "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}'\nexit {status}\n",
            seen.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
    format!(
        "{}:{}",
        bin.display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

fn reply_with_mail(db: &TempDb, path_var: &str, args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(args)
        .env("KAIROS_DB", &db.path)
        .env("TZ", "Europe/Paris")
        .env("PATH", path_var)
        .output()
        .unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[test]
fn an_answer_is_handed_to_the_mail_program_addressed_to_the_organiser() {
    let db = TempDb::new();
    ok(&db.path, &["import", &fixture("ical4j__calconnect.ics")]);
    me(&db, "iCalParticipant@coffeebean.com");
    let uid = "E88157FE01BE8A5C85256FDB006EBCC3-Lotus_Notes_Generated";
    let mail = tempfile::tempdir().unwrap();
    let path_var = mail_program(mail.path(), 0);
    let run = reply_with_mail(
        &db,
        &path_var,
        &["reply", uid, "--accept", "--email", "--comment", "Glad to"],
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("iCalChair@coffeebean.com"),
        "{}",
        run.stdout
    );
    let args: Vec<String> = std::fs::read_to_string(mail.path().join("args"))
        .expect("xdg-email was run")
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(
        args[..3],
        [
            "--utf8",
            "--subject",
            "Accepted: 5 day daily repeating meeting"
        ]
    );
    assert_eq!(args[3], "--attach");
    assert_eq!(args[5], "iCalChair@coffeebean.com");
    let file = Path::new(&args[4]);
    assert!(
        file.starts_with(db.dir.path().join("replies")),
        "{}",
        file.display()
    );
    assert!(run.stdout.contains(&args[4]), "{}", run.stdout);
    let mode = std::fs::metadata(file).unwrap().permissions().mode() & 0o777;
    assert_eq!(mode, 0o600, "a reply is private");
    let read = read_by_python(file);
    for line in [
        "METHOD REPLY",
        "ATTENDEE mailto:iCalParticipant@coffeebean.com ACCEPTED",
        "COMMENT Glad to",
    ] {
        assert!(read.iter().any(|l| l == line), "{line} not in {read:?}");
    }
    let shown: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["show", uid, "--json"])).unwrap();
    assert_eq!(shown["my_status"], "accepted", "{shown}");

    // No mail program set up (xdg-email's status 3): said in words; the
    // answer itself is kept.
    let none = tempfile::tempdir().unwrap();
    let path_var = mail_program(none.path(), 3);
    let run = reply_with_mail(&db, &path_var, &["reply", uid, "--decline", "--email"]);
    assert_ne!(run.code, 0);
    assert!(run.stderr.contains("No mail program"), "{}", run.stderr);
    let shown: serde_json::Value =
        serde_json::from_str(&ok(&db.path, &["show", uid, "--json"])).unwrap();
    assert_eq!(shown["my_status"], "declined", "{shown}");
}

#[test]
fn a_meeting_without_an_organiser_is_not_mailed() {
    let db = TempDb::new();
    ok(&db.path, &["import", &fixture("ical-rs__o365_meeting.ics")]);
    me(&db, "Testmeeting.channel@email365.onmicrosoft.com");
    let agenda: serde_json::Value = serde_json::from_str(&ok(
        &db.path,
        &["agenda", "--from", "2020-11-24", "--days", "1", "--json"],
    ))
    .unwrap();
    let uid = agenda[0]["uid"].as_str().expect("imported").to_owned();
    let before = dump(&db.path);
    let mail = tempfile::tempdir().unwrap();
    let path_var = mail_program(mail.path(), 0);
    let run = reply_with_mail(&db, &path_var, &["reply", &uid, "--accept", "--email"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("names no organiser"), "{}", run.stderr);
    assert!(!mail.path().join("args").exists(), "no mail was opened");
    assert!(!db.dir.path().join("replies").exists());
    assert_eq!(dump(&db.path), before);
}

/// An invitation from `organizer` (an ORGANIZER value as written) for
/// me@example.org, titled `summary` (escaped as iCalendar TEXT here),
/// imported into `db`; its uid.
fn invitation_from(db: &TempDb, organizer: &str, summary: &str) -> String {
    let n = std::fs::read_dir(db.dir.path()).unwrap().count();
    let uid = format!("from-{n}@kairos.test");
    let path = db.dir.path().join(format!("invite-{n}.ics"));
    let summary = summary
        .replace('\\', "\\\\")
        .replace(',', "\\,")
        .replace(';', "\\;");
    let text = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "PRODID:-//Kairos tests//EN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        &format!("UID:{uid}"),
        "DTSTAMP:20270101T000000Z",
        "DTSTART:20270301T100000Z",
        "DURATION:PT1H",
        &format!("SUMMARY:{summary}"),
        &format!("ORGANIZER;CN=Gina:{organizer}"),
        "ATTENDEE;PARTSTAT=NEEDS-ACTION:mailto:me@example.org",
        "END:VEVENT",
        "END:VCALENDAR",
        "",
    ]
    .join("\r\n");
    std::fs::write(&path, text).unwrap();
    ok(&db.path, &["import", path.to_str().unwrap()]);
    uid
}

/// Issue 55: an ORGANIZER that is not a plain e-mail address is never
/// handed to the mail program (`xdg-email` turns a quote in it into one in
/// Thunderbird's compose line, and takes a `mailto:` URI's `?attach=` and
/// `?bcc=` as they are): the answer is kept, said in words, and no reply
/// file is written.
#[test]
fn an_organiser_that_is_not_a_plain_address_never_reaches_the_mail_program() {
    let db = TempDb::new();
    me(&db, "me@example.org");
    for organizer in [
        "mailto:alice',attachment='/home/u/.ssh/id_rsa',bcc='evil@x",
        "mailto:gina@example.org?attach=/home/u/.ssh/id_rsa",
        "mailto:gina@example.org?bcc=evil%40example.org",
        "mailto:gina%27,bcc=%27evil@example.org",
        "mailto:gina%40example.org%3Fbcc%3Devil@example.org",
        "mailto:-gina@example.org",
        "https://example.org/principals/gina",
    ] {
        let uid = invitation_from(&db, organizer, "Planning");
        let mail = tempfile::tempdir().unwrap();
        let path_var = mail_program(mail.path(), 0);
        let run = reply_with_mail(&db, &path_var, &["reply", &uid, "--accept", "--email"]);
        assert_ne!(run.code, 0, "{organizer}: {}", run.stdout);
        assert!(
            run.stderr.contains("not a plain e-mail address"),
            "{organizer}: {}",
            run.stderr
        );
        assert!(
            !mail.path().join("args").exists(),
            "{organizer}: the mail program was started"
        );
        assert!(!db.dir.path().join("replies").exists(), "{organizer}");
        let shown: serde_json::Value =
            serde_json::from_str(&ok(&db.path, &["show", &uid, "--json"])).unwrap();
        assert_eq!(shown["my_status"], "accepted", "{organizer}: {shown}");
    }
}

/// A plain address behind `mailto:` (any case) reaches the
/// mail program bare; a hostile title reaches it as the subject's text
/// alone, after `--subject`.
#[test]
fn the_mail_program_gets_the_bare_address_and_the_title_as_the_subject() {
    let db = TempDb::new();
    me(&db, "me@example.org");
    let title = "x',attachment='/home/u/.ssh/id_rsa',bcc='evil@x";
    let uid = invitation_from(&db, "MAILTO:Gina+planning@Mail.Example.org", title);
    let mail = tempfile::tempdir().unwrap();
    let path_var = mail_program(mail.path(), 0);
    let run = reply_with_mail(&db, &path_var, &["reply", &uid, "--accept", "--email"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let args: Vec<String> = std::fs::read_to_string(mail.path().join("args"))
        .expect("xdg-email was run")
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(args.len(), 6, "{args:?}");
    assert_eq!(
        args[..3],
        ["--utf8", "--subject", &format!("Accepted: {title}")]
    );
    assert_eq!(args[3], "--attach");
    assert!(
        Path::new(&args[4]).starts_with(db.dir.path().join("replies")),
        "{args:?}"
    );
    assert_eq!(args[5], "Gina+planning@Mail.Example.org");
}

/// The real `xdg-email` (xdg-utils), down its Thunderbird path to a
/// stand-in `thunderbird` that keeps its arguments: the compose line holds
/// the organiser and one attachment, the reply, whatever the title says.
/// Under dash (Debian's /bin/sh) `xdg-email`'s `echo`s read backslash
/// escapes in the subject more than once, so `\\\\047` in a title came out
/// of it as a quote that ended the subject field early.
#[test]
fn through_the_real_xdg_email_a_title_adds_no_compose_field() {
    let xdg_email = ["/usr/bin/xdg-email", "/usr/local/bin/xdg-email"]
        .into_iter()
        .find(|p| Path::new(p).exists())
        .expect("xdg-email (Debian's xdg-utils; scripts/test installs it)");
    let db = TempDb::new();
    me(&db, "me@example.org");
    let title =
        r"Planning\\\\047\\\\054attachment\\\\075\\\\047/home/u/.ssh/id_rsa\\\\047 --bcc evil@x \c";
    let uid = invitation_from(&db, "mailto:gina@example.org", title);
    let home = tempfile::tempdir().unwrap();
    let bin = home.path().join("bin");
    let apps = home.path().join("data/applications");
    std::fs::create_dir_all(&bin).unwrap();
    std::fs::create_dir_all(&apps).unwrap();
    let seen = home.path().join("compose");
    let script = |name: &str, body: &str| {
        let path = bin.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    };
    // The default mail program is Thunderbird; it keeps its arguments.
    script("xdg-mime", "echo thunderbird.desktop");
    script(
        "thunderbird",
        &format!("printf '%s\\n' \"$@\" > '{}'", seen.display()),
    );
    std::fs::write(
        apps.join("thunderbird.desktop"),
        "[Desktop Entry]\nType=Application\nName=Thunderbird\nExec=thunderbird %u\n",
    )
    .unwrap();
    std::fs::copy(xdg_email, bin.join("xdg-email")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kairos"))
        .args(["reply", &uid, "--accept", "--email"])
        .env_clear()
        .env("PATH", format!("{}:/usr/bin:/bin", bin.display()))
        .env("HOME", home.path())
        .env("XDG_DATA_HOME", home.path().join("data"))
        .env("XDG_DATA_DIRS", home.path().join("data"))
        .env("KAIROS_DB", &db.path)
        .env("TZ", "Europe/Paris")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let compose = std::fs::read_to_string(&seen).expect("thunderbird was run");
    let lines: Vec<&str> = compose.lines().collect();
    assert_eq!(lines.len(), 2, "{compose}");
    assert_eq!(lines[0], "-compose");
    let line = lines[1];
    assert!(
        line.starts_with("to='gina@example.org,',subject="),
        "{line}"
    );
    assert_eq!(line.matches("attachment=").count(), 1, "{line}");
    assert_eq!(line.matches('\'').count(), 4, "{line}");
    assert!(!line.contains("bcc="), "{line}");
    let attached = line
        .split_once(",attachment='")
        .and_then(|(_, a)| a.strip_suffix('\''))
        .unwrap_or_else(|| panic!("no attachment last: {line}"));
    assert!(
        Path::new(attached).starts_with(db.dir.path().join("replies")),
        "{line}"
    );
}

/// An updated invitation that came as a file: moved, with my earlier
/// answer left standing by the organiser's client, it asks me again; one
/// that only changes the title does not.
#[test]
fn an_updated_invitation_that_moves_the_meeting_asks_again() {
    let db = TempDb::new();
    me(&db, "me@example.org");
    let version = |sequence: u32, start: &str, title: &str, mine: &str| {
        let path = db.dir.path().join(format!("invite-{sequence}.ics"));
        let text = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//Kairos tests//EN",
            "METHOD:REQUEST",
            "BEGIN:VEVENT",
            "UID:moves@kairos.test",
            "DTSTAMP:20270101T000000Z",
            &format!("DTSTART:{start}"),
            "DURATION:PT1H",
            &format!("SUMMARY:{title}"),
            &format!("SEQUENCE:{sequence}"),
            "ORGANIZER;CN=Gina:mailto:gina@example.org",
            &format!("ATTENDEE;PARTSTAT={mine}:mailto:me@example.org"),
            "END:VEVENT",
            "END:VCALENDAR",
            "",
        ]
        .join("\r\n");
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let status = || {
        let shown: serde_json::Value =
            serde_json::from_str(&ok(&db.path, &["show", "moves@kairos.test", "--json"])).unwrap();
        shown["my_status"].as_str().unwrap_or_default().to_owned()
    };
    ok(
        &db.path,
        &[
            "import",
            &version(0, "20270301T100000Z", "Review", "NEEDS-ACTION"),
        ],
    );
    ok(&db.path, &["reply", "moves@kairos.test", "--accept"]);
    assert_eq!(status(), "accepted");
    // Retitled: my answer stands.
    ok(
        &db.path,
        &[
            "import",
            &version(1, "20270301T100000Z", "Budget review", "ACCEPTED"),
        ],
    );
    assert_eq!(status(), "accepted");
    // Moved an hour, my answer left as it was: asked again.
    ok(
        &db.path,
        &[
            "import",
            &version(2, "20270301T110000Z", "Budget review", "ACCEPTED"),
        ],
    );
    assert_eq!(status(), "needs-action");
}
