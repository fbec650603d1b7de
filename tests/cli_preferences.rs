//! `kairos preferences`, the real binary on a temp database: every key of
//! the store's table listed, set and read back, in English and in German;
//! what it sets is what the window, the daemon and the CLI read; a value
//! they would not read as typed is refused (exit 2) and nothing changes.

mod store_support;

use kairos::store::preferences::key;
use std::path::Path;
use store_support::{Run, TempDb};

/// `kairos` with `LANG` set to `lang` (and no other locale variable).
fn kairos_in(db: &Path, lang: &str, args: &[&str]) -> Run {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_kairos"));
    command
        .args(args)
        .env("KAIROS_DB", db)
        .env("TZ", "Europe/Paris");
    for var in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"] {
        command.env_remove(var);
    }
    command.env("LANG", lang);
    let out = command.output().unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

const ENGLISH: &str = "en_US.UTF-8";
const GERMAN: &str = "de_DE.UTF-8";

/// [`kairos_in`] that must succeed; its standard output.
fn ok(db: &Path, lang: &str, args: &[&str]) -> String {
    let run = kairos_in(db, lang, args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    assert_eq!(run.stderr, "", "{args:?}");
    run.stdout
}

/// `kairos preferences --json`, parsed.
fn json(db: &Path, lang: &str) -> serde_json::Map<String, serde_json::Value> {
    let text = ok(db, lang, &["preferences", "--json"]);
    match serde_json::from_str(&text).unwrap() {
        serde_json::Value::Object(map) => map,
        other => panic!("not an object: {other}"),
    }
}

/// The line of `key` in `kairos preferences`: its value and what it is.
fn line<'a>(listing: &'a str, key: &str) -> (&'a str, &'a str) {
    let line = listing
        .lines()
        .find(|l| l.split_whitespace().next() == Some(key))
        .unwrap_or_else(|| panic!("no line for {key} in\n{listing}"));
    let rest = line[key.len()..].trim_start();
    // The value ends at two spaces (my addresses are joined by ", ").
    let (value, about) = rest.split_once("  ").unwrap_or((rest, ""));
    (value, about.trim_start())
}

/// For every key: what is typed, what `--json` shows after, and what it
/// shows with nothing saved.
fn every_key() -> Vec<(
    &'static str,
    Vec<&'static str>,
    serde_json::Value,
    serde_json::Value,
)> {
    use serde_json::json;
    let rows = vec![
        (key::LANGUAGE, vec!["fr"], json!("fr"), json!("system")),
        (
            key::FIRST_WEEKDAY,
            vec!["sunday"],
            json!("Sun"),
            json!("locale"),
        ),
        (key::CLOCK, vec!["12"], json!("12"), json!("locale")),
        (
            key::ZONE,
            vec!["Asia/Tokyo"],
            json!("Asia/Tokyo"),
            json!("system"),
        ),
        (key::EVENT_MINUTES, vec!["45"], json!("45"), json!("60")),
        (
            key::NEW_CALENDAR_REMINDER,
            vec!["none"],
            json!("none"),
            json!("10"),
        ),
        (
            key::NEW_CALENDAR_ALL_DAY_REMINDER,
            vec!["1@18:30"],
            json!("1@18:30"),
            json!("0@09:00"),
        ),
        (key::WEEK_NUMBERS, vec!["ON"], json!("on"), json!("off")),
        (key::SYNC_INTERVAL, vec!["+300"], json!("300"), json!("900")),
        (
            key::MY_ADDRESSES,
            vec!["me@example.org", "urn:uuid:4fbe", "ME@example.org"],
            json!(["mailto:me@example.org", "urn:uuid:4fbe"]),
            json!([]),
        ),
        (
            key::START_VIEW,
            vec!["agenda"],
            json!("Agenda"),
            json!("last"),
        ),
        (key::THEME, vec!["dark"], json!("dark"), json!("system")),
        (key::VIEW, vec!["Week"], json!("Week"), json!("Month")),
        (
            key::WINDOW_SIZE,
            vec!["1024x768"],
            json!("1024x768"),
            json!("1200x800"),
        ),
        (
            key::WINDOW_POSITION,
            vec!["-10,20"],
            json!("-10,20"),
            json!("none"),
        ),
    ];
    let mut keys: Vec<&str> = rows.iter().map(|r| r.0).collect();
    let mut all = key::ALL.to_vec();
    keys.sort_unstable();
    all.sort_unstable();
    assert_eq!(keys, all, "this test's table is every key of the store's");
    rows
}

/// `json` as the listing's text shows it.
fn as_text(json: &serde_json::Value) -> String {
    match json {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Array(list) if list.is_empty() => "none".to_owned(),
        serde_json::Value::Array(list) => {
            let words: Vec<&str> = list.iter().map(|v| v.as_str().unwrap()).collect();
            words.join(", ")
        }
        other => panic!("{other}"),
    }
}

/// Sets each key, reads it back in the listing and `--json`, unsets it and
/// reads the default back; every other key stays as it was.
fn round_trip(lang: &str) {
    let db = TempDb::new();
    let defaults = json(&db.path, lang);
    let mut keys: Vec<&String> = defaults.keys().collect();
    let mut all: Vec<&str> = key::ALL.to_vec();
    keys.sort_unstable();
    all.sort_unstable();
    assert_eq!(keys, all, "--json has exactly the store's keys");
    for (k, typed, shown, default) in every_key() {
        assert_eq!(defaults[k], default, "{k}");
        let mut args = vec!["preferences", "set", k];
        args.extend(&typed);
        assert_eq!(ok(&db.path, lang, &args), "", "{args:?} prints nothing");
        let now = json(&db.path, lang);
        assert_eq!(now[k], shown, "{k}");
        for other in key::ALL.iter().filter(|o| **o != k) {
            assert_eq!(now[*other], defaults[*other], "{other} after {k}");
        }
        let listing = ok(&db.path, lang, &["preferences"]);
        assert_eq!(line(&listing, k).0, as_text(&shown), "{k}:\n{listing}");
        // What was set is set back as it is shown.
        let again = as_text(&shown);
        let again: Vec<&str> = again.split(", ").collect();
        let mut args = vec!["preferences", "set", k];
        args.extend(&again);
        ok(&db.path, lang, &args);
        assert_eq!(json(&db.path, lang)[k], shown, "{k} set as shown");
        ok(&db.path, lang, &["preferences", "unset", k]);
        assert_eq!(json(&db.path, lang), defaults, "after unset {k}");
    }
}

#[test]
fn every_key_is_set_and_read_back_in_english() {
    round_trip(ENGLISH);
}

#[test]
fn every_key_is_set_and_read_back_in_german() {
    round_trip(GERMAN);
}

/// The listing says what each preference is in the user's language; the
/// keys and the values, which `set` takes, and the JSON stay as they are.
#[test]
fn the_listing_speaks_german_and_the_json_does_not() {
    let db = TempDb::new();
    ok(&db.path, GERMAN, &["preferences", "set", "clock", "24"]);
    let german = ok(&db.path, GERMAN, &["preferences"]);
    let english = ok(&db.path, ENGLISH, &["preferences"]);
    for (k, value, about) in [
        (
            key::LANGUAGE,
            "system",
            "Sprache (system: die der Umgebung)",
        ),
        (key::FIRST_WEEKDAY, "locale", "Erster Wochentag"),
        (key::CLOCK, "24", "Uhr, 12 oder 24 Stunden"),
        (
            key::EVENT_MINUTES,
            "60",
            "Wie lange ein neuer Termin dauert",
        ),
        (key::WEEK_NUMBERS, "off", "Kalenderwochen"),
        (
            key::SYNC_INTERVAL,
            "900",
            "Sekunden zwischen zwei Abgleichen",
        ),
        (key::MY_ADDRESSES, "none", "Wer Sie in Besprechungen"),
        (key::THEME, "system", "Hell oder dunkel"),
        (key::WINDOW_POSITION, "none", "Wo das Fenster zuletzt war"),
    ] {
        let (shown, words) = line(&german, k);
        assert_eq!(shown, value, "{k}");
        assert!(words.starts_with(about), "{k}: {words:?}");
        assert_eq!(line(&english, k).0, value, "{k}");
        assert_ne!(line(&english, k).1, words, "{k}");
    }
    assert!(
        line(&english, key::LANGUAGE).1.starts_with("Language"),
        "{english}"
    );
    assert_eq!(json(&db.path, GERMAN), json(&db.path, ENGLISH));
    // The language chosen in the file speaks too, over the environment's.
    ok(&db.path, ENGLISH, &["preferences", "set", "language", "de"]);
    let chosen = ok(&db.path, ENGLISH, &["preferences"]);
    assert!(line(&chosen, key::CLOCK).1.starts_with("Uhr"), "{chosen}");
}

/// What the command sets is what every reader reads: the store's
/// Preferences, the background sync and the window's settings.
#[test]
fn what_is_set_is_what_the_readers_read() {
    let db = TempDb::new();
    for (k, typed, _, _) in every_key() {
        let mut args = vec!["preferences", "set", k];
        args.extend(&typed);
        ok(&db.path, ENGLISH, &args);
    }
    let store = db.open();
    let read = kairos::store::Preferences::load(&store).unwrap();
    let expected = kairos::store::Preferences {
        language: Some("fr".into()),
        first_weekday: Some(chrono::Weekday::Sun),
        clock: Some(kairos::i18n::HourCycle::H12),
        zone: Some(chrono_tz::Asia::Tokyo),
        event_minutes: 45,
        new_calendar_reminder: None,
        new_calendar_all_day_reminder: Some(kairos::store::AllDayAt {
            days_before: 1,
            minute_of_day: 18 * 60 + 30,
        }),
        week_numbers: true,
        addresses: ["me@example.org", "urn:uuid:4fbe"]
            .iter()
            .map(|a| kairos::model::CalendarAddress::parse(a).unwrap())
            .collect(),
    };
    assert_eq!(read, expected);
    let every = kairos::sync::background::interval(&store).unwrap();
    assert_eq!(every, chrono::Duration::seconds(300));
    let window = kairos::ui::Settings::load(&store).unwrap();
    assert_eq!(window.view, kairos::layout::ViewKind::Agenda);
    assert_eq!(window.choices.start_view, Some(window.view));
    assert_eq!(
        window.choices.theme,
        kairos::store::preferences::ThemeChoice::Dark
    );
    assert_eq!(window.window_size, (1024.0, 768.0));
    assert_eq!(window.window_position, Some((-10.0, 20.0)));
    let last = store.setting(key::VIEW).unwrap();
    assert_eq!(last.as_deref(), Some("Week"));
}

/// Every setting saved, as text: the settings table's rows (the
/// preferences' and the store's own, such as the keyring id).
fn saved(db: &Path) -> Vec<(String, String)> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut q = conn
        .prepare("SELECT key, value FROM settings ORDER BY key")
        .unwrap();
    let rows = q.query_map([], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
    rows.map(Result::unwrap).collect()
}

/// A value the readers would not read as typed is refused with exit 2,
/// one line saying why, and nothing changed.
#[test]
fn a_value_not_read_as_typed_is_refused_and_nothing_changes() {
    let db = TempDb::new();
    for (k, typed, _, _) in every_key() {
        let mut args = vec!["preferences", "set", k];
        args.extend(&typed);
        ok(&db.path, ENGLISH, &args);
    }
    // Every key set, English still spoken.
    ok(
        &db.path,
        ENGLISH,
        &["preferences", "set", "language", "en-US"],
    );
    let before = saved(&db.path);
    let preferences = before
        .iter()
        .filter(|(k, _)| key::ALL.contains(&k.as_str()));
    assert_eq!(preferences.count(), key::ALL.len(), "{before:?}");
    for (k, typed, says) in [
        (key::LANGUAGE, "xx", "not a language Kairos has"),
        (
            key::LANGUAGE,
            "en",
            "(en-US, de, es, fr, pt-BR), nor system",
        ),
        (key::FIRST_WEEKDAY, "Someday", "not a day of the week"),
        (key::CLOCK, "13", "clock \"13\": not one of 12, 24, locale"),
        (key::ZONE, "Mars/Olympus", "not a time zone"),
        (key::EVENT_MINUTES, "4", "from 5 to 1440"),
        (key::EVENT_MINUTES, "1441", "from 5 to 1440"),
        (
            key::EVENT_MINUTES,
            "an hour",
            "not a whole number of minutes",
        ),
        (
            key::NEW_CALENDAR_REMINDER,
            "-5",
            "not a whole number of minutes, nor none",
        ),
        (key::WEEK_NUMBERS, "maybe", "not one of on, off"),
        (key::SYNC_INTERVAL, "0", "from 1 to 31536000"),
        (
            key::SYNC_INTERVAL,
            "99999999999999999",
            "from 1 to 31536000",
        ),
        (key::SYNC_INTERVAL, "15m", "not a whole number of seconds"),
        (key::MY_ADDRESSES, "bob", "my_addresses bob: not an address"),
        (
            key::START_VIEW,
            "Year",
            "not one of Month, Week, Agenda, last",
        ),
        (key::THEME, "blue", "not one of system, light, dark"),
        (key::VIEW, "last", "not one of Month, Week, Agenda"),
        (key::WINDOW_SIZE, "100x100", "from 480x360 to 10000x10000"),
        (key::WINDOW_SIZE, "wide", "not a size WIDTHxHEIGHT"),
        (
            key::WINDOW_POSITION,
            "20000,0",
            "at least -64 and under 16000",
        ),
        (key::WINDOW_POSITION, "inf,0", "not a place X,Y"),
    ] {
        let run = kairos_in(&db.path, ENGLISH, &["preferences", "set", k, typed]);
        assert_eq!(run.code, 2, "{k} {typed}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{k} {typed}");
        assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
        assert!(run.stderr.starts_with("error: "), "{}", run.stderr);
        assert!(run.stderr.contains(says), "{k} {typed}: {}", run.stderr);
        assert_eq!(saved(&db.path), before, "{k} {typed} changed nothing");
    }
    // A good address beside a bad one: none of them saved.
    let run = kairos_in(
        &db.path,
        ENGLISH,
        &[
            "preferences",
            "set",
            "my_addresses",
            "new@example.org",
            "bob",
        ],
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    // One value where one is taken.
    let run = kairos_in(
        &db.path,
        ENGLISH,
        &["preferences", "set", "clock", "12", "24"],
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("clock takes one value, not 2"),
        "{}",
        run.stderr
    );
    assert_eq!(saved(&db.path), before);
}

#[test]
fn a_refusal_is_said_in_german() {
    let db = TempDb::new();
    let run = kairos_in(&db.path, GERMAN, &["preferences", "set", "clock", "13"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert_eq!(
        run.stderr,
        "Fehler: clock „13“: nicht eines von 12, 24, locale\n"
    );
    let run = kairos_in(
        &db.path,
        GERMAN,
        &["preferences", "set", "event_minutes", "4"],
    );
    assert!(
        run.stderr
            .contains("keine ganze Zahl von Minuten von 5 bis 1440"),
        "{}",
        run.stderr
    );
    let run = kairos_in(&db.path, GERMAN, &["preferences", "unset", "colour"]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("keine Einstellung heißt „colour“; die Einstellungen sind language,"),
        "{}",
        run.stderr
    );
    assert!(!db.path.exists(), "a refusal creates no file");
}

/// An unknown key is refused naming every key; listing a file that is not
/// there lists the defaults and creates nothing.
#[test]
fn an_unknown_key_names_the_keys() {
    let db = TempDb::new();
    for args in [
        &["preferences", "set", "colour", "red"][..],
        &["preferences", "unset", "colour"],
    ] {
        let run = kairos_in(&db.path, ENGLISH, args);
        assert_eq!(run.code, 2, "{}", run.stderr);
        let keys = key::ALL.join(", ");
        assert_eq!(
            run.stderr,
            format!("error: no preference is called “colour”; the preferences are {keys}\n")
        );
    }
    let listing = ok(&db.path, ENGLISH, &["preferences"]);
    assert_eq!(listing.lines().count(), key::ALL.len(), "{listing}");
    assert!(!db.path.exists(), "listing creates no file");
}

/// Text the readers read otherwise (saved by hand, or by another version)
/// is shown as they read it, with what the file says beneath.
#[test]
fn text_read_otherwise_is_shown_as_read() {
    let db = TempDb::new();
    {
        let mut store = db.open();
        store.set_setting(key::WEEK_NUMBERS, "maybe").unwrap();
        store.set_setting(key::WINDOW_SIZE, "100x100").unwrap();
        store.set_setting(key::CLOCK, "24").unwrap();
    }
    let listing = ok(&db.path, ENGLISH, &["preferences"]);
    assert_eq!(line(&listing, key::WEEK_NUMBERS).0, "off");
    assert_eq!(line(&listing, key::WINDOW_SIZE).0, "480x360");
    assert!(
        listing.contains("(the file says “maybe”, read as off)\n"),
        "{listing}"
    );
    assert!(
        listing.contains("(the file says “100x100”, read as 480x360)\n"),
        "{listing}"
    );
    // One note for each, none for what is read as saved.
    assert_eq!(listing.lines().count(), key::ALL.len() + 2, "{listing}");
    let json = json(&db.path, ENGLISH);
    assert_eq!(json["week_numbers"], "off");
    assert_eq!(json["window_size"], "480x360");
}
