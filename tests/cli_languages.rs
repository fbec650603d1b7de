//! The command line in the user's language: the environment chooses it the
//! way gettext does, the `language` setting (Preferences) overrides it, and
//! what is for programs (JSON) stays the same in every language.

mod store_support;

use std::path::Path;
use store_support::*;

/// `kairos` with the locale variables set to `vars` (and no others).
fn kairos_in(db: &Path, vars: &[(&str, &str)], args: &[&str]) -> Run {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"));
    command
        .args(args)
        .env("KAIROS_DB", db)
        .env("TZ", "Europe/Paris");
    for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"] {
        command.env_remove(var);
    }
    command.envs(vars.iter().copied());
    let out = command.output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

fn seeded() -> TempDb {
    let db = TempDb::new();
    ok(
        &db.path,
        &[
            "add",
            "Standup",
            "--start",
            "2026-12-24T09:00",
            "--duration",
            "45m",
        ],
    );
    db
}

const AGENDA: &[&str] = &["agenda", "--from", "2026-12-24", "--days", "2"];

#[test]
fn the_agenda_speaks_the_language_the_environment_asks_for() {
    let db = seeded();
    let english = kairos_in(&db.path, &[], AGENDA);
    assert_eq!(english.code, 0, "{}", english.stderr);
    assert!(
        english.stdout.starts_with("Thursday, December 24, 2026\n"),
        "{}",
        english.stdout
    );
    let german = kairos_in(&db.path, &[("LANG", "de_DE.UTF-8")], AGENDA);
    assert!(
        german.stdout.starts_with("Donnerstag, 24. Dezember 2026\n"),
        "{}",
        german.stdout
    );
    let french = kairos_in(
        &db.path,
        &[("LANGUAGE", "fr:de"), ("LANG", "de_DE.UTF-8")],
        AGENDA,
    );
    assert!(
        french.stdout.starts_with("jeudi 24 décembre 2026\n"),
        "{}",
        french.stdout
    );
    // Brazil, and Portugal negotiated to the Portuguese Kairos has.
    for lang in ["pt_BR.UTF-8", "pt_PT.UTF-8"] {
        let portuguese = kairos_in(&db.path, &[("LANG", lang)], AGENDA);
        assert!(
            portuguese
                .stdout
                .starts_with("quinta, 24 de dezembro de 2026\n"),
            "{lang}: {}",
            portuguese.stdout
        );
    }
    // A C locale is English whatever LANGUAGE says.
    let plain = kairos_in(&db.path, &[("LANGUAGE", "de"), ("LC_ALL", "C")], AGENDA);
    assert_eq!(plain.stdout, english.stdout);
    // A language Kairos lacks is English.
    let japanese = kairos_in(&db.path, &[("LANG", "ja_JP.UTF-8")], AGENDA);
    assert_eq!(japanese.stdout, english.stdout);
}

#[test]
fn the_language_setting_overrides_the_environment() {
    let db = seeded();
    {
        let mut store = kairos::store::Store::open(&db.path).unwrap();
        store.set_setting("language", "es").unwrap();
    }
    let spanish = kairos_in(&db.path, &[("LANG", "de_DE.UTF-8")], AGENDA);
    assert!(
        spanish
            .stdout
            .starts_with("jueves 24 de diciembre de 2026\n"),
        "{}",
        spanish.stdout
    );
    // "System" follows the environment again.
    {
        let mut store = kairos::store::Store::open(&db.path).unwrap();
        store.set_setting("language", "system").unwrap();
    }
    let german = kairos_in(&db.path, &[("LANG", "de_DE.UTF-8")], AGENDA);
    assert!(german.stdout.starts_with("Donnerstag"), "{}", german.stdout);
}

#[test]
fn errors_are_in_the_language_and_json_is_not() {
    let db = seeded();
    let refused = kairos_in(
        &db.path,
        &[("LANG", "de_DE.UTF-8")],
        &["calendars", "delete", "Nowhere"],
    );
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    assert!(
        refused.stderr.contains("kein Kalender namens „Nowhere“"),
        "{}",
        refused.stderr
    );
    let json = |vars: &[(&str, &str)]| {
        let run = kairos_in(
            &db.path,
            vars,
            &["agenda", "--json", "--from", "2026-12-24", "--days", "2"],
        );
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
    };
    assert_eq!(json(&[("LANG", "de_DE.UTF-8")]), json(&[]));
}

/// What an import leaves out is said in the user's language: the reasons
/// are typed, nested ones (a value inside a property) included.
#[test]
fn an_imports_problems_are_said_in_the_users_language() {
    let db = TempDb::new();
    let file = db.dir.path().join("bad.ics");
    std::fs::write(
        &file,
        "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a@test\r\nSUMMARY:No start\r\nEND:VEVENT\r\n\
         BEGIN:VEVENT\r\nUID:b@test\r\nDTSTART:2026-12-24\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    )
    .unwrap();
    let file = file.to_str().unwrap();
    let english = kairos_in(&db.path, &[], &["import", "--dry-run", file]);
    assert_eq!(english.code, 0, "{}", english.stderr);
    assert!(
        english.stdout.contains("VEVENT without DTSTART"),
        "{}",
        english.stdout
    );
    assert!(
        english
            .stdout
            .contains("DTSTART: \"2026-12-24\" is not a date like 19970714"),
        "{}",
        english.stdout
    );
    let german = kairos_in(
        &db.path,
        &[("LANG", "de_DE.UTF-8")],
        &["import", "--dry-run", file],
    );
    assert!(
        german.stdout.contains("VEVENT ohne DTSTART"),
        "{}",
        german.stdout
    );
    assert!(!german.stdout.contains("without"), "{}", german.stdout);
    let french = kairos_in(
        &db.path,
        &[("LANG", "fr_FR.UTF-8")],
        &["import", "--dry-run", file],
    );
    assert!(
        !french.stdout.contains("is not a date"),
        "{}",
        french.stdout
    );
    assert!(
        french
            .stdout
            .contains("DTSTART : \"2026-12-24\" n’est pas une date comme 19970714"),
        "{}",
        french.stdout
    );
}

/// What `kairos sync` says when an account cannot sync is a sentence of
/// the user's language, its plural chosen by Fluent, not by an "s".
#[test]
fn a_failed_sync_says_so_in_the_users_language_with_its_plural() {
    let db = TempDb::new();
    // Nothing listens on the discard port.
    add_unreachable_account(
        &mut kairos::store::Store::open(&db.path).unwrap(),
        "echo secret",
    );
    let english = kairos_in(&db.path, &[], &["sync"]);
    assert_eq!(english.code, 1, "{}", english.stderr);
    assert!(
        english
            .stderr
            .contains("1 of 1 account did not sync; nothing was lost"),
        "{}",
        english.stderr
    );
    let german = kairos_in(&db.path, &[("LANG", "de_DE.UTF-8")], &["sync"]);
    assert!(
        german
            .stderr
            .contains("1 von 1 Konto wurde nicht synchronisiert; nichts ging verloren"),
        "{}",
        german.stderr
    );
}

/// `kairos show` labels and reminder words, and a password command's
/// failure, in the user's language: no English inside a German line.
#[test]
fn show_and_a_password_commands_failure_speak_german() {
    let db = TempDb::new();
    let uid = ok(
        &db.path,
        &[
            "add",
            "Standup",
            "--start",
            "2026-12-24T09:00",
            "--duration",
            "45m",
            "--remind",
            "0",
            "--remind",
            "10m",
        ],
    );
    let shown = kairos_in(&db.path, &[("LANG", "de_DE.UTF-8")], &["show", uid.trim()]);
    assert_eq!(shown.code, 0, "{}", shown.stderr);
    for line in [
        "  Kalender:     Personal",
        "  Dauer:        45m",
        "  Erinnerungen: zu Beginn, 10m vorher",
    ] {
        assert!(shown.stdout.contains(line), "{line:?} in {}", shown.stdout);
    }
    let english = kairos_in(&db.path, &[], &["show", uid.trim()]);
    assert!(
        english
            .stdout
            .contains("  reminders:  at the start, 10m before\n"),
        "{}",
        english.stdout
    );

    // Its password command fails.
    add_unreachable_account(&mut kairos::store::Store::open(&db.path).unwrap(), "exit 3");
    let german = kairos_in(&db.path, &[("LANG", "de_DE.UTF-8")], &["sync"]);
    assert_eq!(german.code, 1, "{}", german.stderr);
    assert!(
        german
            .stderr
            .contains("der Passwortbefehl von away ist fehlgeschlagen"),
        "{}",
        german.stderr
    );
    assert!(
        !german.stderr.contains("password command"),
        "{}",
        german.stderr
    );
}

/// A server that cannot be reached is said in the user's language: the
/// sync's own words are German, and only the system's reason (after the
/// colon) is as the system says it.
#[test]
fn a_server_out_of_reach_is_said_in_german() {
    let db = TempDb::new();
    // A port nothing listens on: taken from the system, then let go.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("http://127.0.0.1:{port}/dav/");
    let add = [
        "accounts",
        "add",
        "away",
        "--url",
        url.as_str(),
        "--user",
        "ann",
        "--password-command",
        "echo secret",
    ];
    let english = kairos_in(&db.path, &[], &add);
    assert_ne!(english.code, 0, "{}", english.stderr);
    let address = format!("http://127.0.0.1:{port}/");
    assert!(
        english.stderr.contains(&format!("cannot reach {address}")),
        "{}",
        english.stderr
    );
    let german = kairos_in(&db.path, &[("LANG", "de_DE.UTF-8")], &add);
    assert_eq!(german.code, english.code, "{}", german.stderr);
    assert!(
        german.stderr.contains(&address) && german.stderr.contains(" ist nicht erreichbar: "),
        "{}",
        german.stderr
    );
    assert!(!german.stderr.contains("cannot reach"), "{}", german.stderr);
}

/// The messages travel inside the binary in every build: a debug build
/// that read `i18n/` from the source tree at run time would fail once the
/// tree moved (and so would a package made from it).
#[test]
fn the_messages_are_inside_the_binary() {
    let binary = std::fs::read(env!("CARGO_BIN_EXE_kairos")).unwrap();
    for language in ["en-US", "de", "es", "fr", "pt-BR"] {
        let ftl = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("i18n")
            .join(language)
            .join("kairos.ftl");
        let text = std::fs::read(&ftl).unwrap();
        assert!(
            binary.windows(text.len()).any(|w| w == text.as_slice()),
            "{} is not in the binary",
            ftl.display()
        );
    }
}
