//! The 42 recurrence examples of RFC 5545 §3.8.5.3, described in every
//! language Kairos ships. Each language's words were read and checked by a
//! person against the rule (tests/fixtures/i18n/rfc5545_described.json);
//! a change to a message or to the describing code that changes any
//! description shows up here as a diff to review.
//!
//! `UPDATE_DESCRIPTIONS=1 cargo test --test i18n_describe` rewrites the
//! file for review; the test then still fails, so an unreviewed rewrite is
//! never a pass.

use std::collections::BTreeMap;
use std::sync::Mutex;

use chrono::NaiveDateTime;
use chrono_tz::Tz;
use kairos::layout::{custom, describe_rule};
use kairos::model::EventTime;
use kairos::recur::RRule;
use serde::Deserialize;

#[derive(Deserialize)]
struct Stamp {
    tzid: String,
    local: String,
}

#[derive(Deserialize)]
struct Example {
    name: String,
    dtstart: Stamp,
    rrule: String,
}

/// The language is the process's: one test at a time chooses it.
static LANGUAGE: Mutex<()> = Mutex::new(());

const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/i18n/rfc5545_described.json"
);

fn examples() -> Vec<Example> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/rrule/rfc5545_examples.json"
    ))
    .unwrap();
    serde_json::from_str(&text).unwrap()
}

/// Every example in the language now chosen, by example name.
fn described(examples: &[Example]) -> BTreeMap<String, String> {
    examples
        .iter()
        .map(|e| {
            let tz: Tz = e.dtstart.tzid.parse().unwrap();
            let local =
                NaiveDateTime::parse_from_str(&e.dtstart.local, "%Y-%m-%dT%H:%M:%S").unwrap();
            let start = EventTime::Zoned {
                local,
                tz: tz.into(),
            };
            let rule: RRule = e.rrule.parse().unwrap();
            (
                format!("{} ({})", e.name, e.rrule),
                describe_rule(&rule, &start),
            )
        })
        .collect()
}

#[test]
fn the_rfc_examples_in_every_language() {
    let _one = LANGUAGE.lock().unwrap_or_else(|e| e.into_inner());
    let examples = examples();
    assert_eq!(examples.len(), 42);
    let mut got: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for language in kairos::i18n::available() {
        kairos::i18n::select(std::slice::from_ref(&language));
        assert_eq!(kairos::i18n::language(), language);
        got.insert(language.to_string(), described(&examples));
    }
    kairos::i18n::select(&[]);
    assert_eq!(
        got.keys().collect::<Vec<_>>(),
        ["de", "en-US", "es", "fr", "pt-BR"]
    );
    if std::env::var_os("UPDATE_DESCRIPTIONS").is_some() {
        let text = serde_json::to_string_pretty(&got).unwrap();
        std::fs::write(FILE, text + "\n").unwrap();
        panic!("rewrote {FILE}: review it, then run again without UPDATE_DESCRIPTIONS");
    }
    let want: BTreeMap<String, BTreeMap<String, String>> =
        serde_json::from_str(&std::fs::read_to_string(FILE).unwrap()).unwrap();
    for (language, descriptions) in &got {
        for (example, text) in descriptions {
            assert_eq!(
                Some(text),
                want.get(language).and_then(|w| w.get(example)),
                "{language}: {example}"
            );
        }
        assert_eq!(descriptions.len(), want[language].len(), "{language}");
    }
}

#[test]
fn each_language_says_it_in_its_own_words() {
    let _one = LANGUAGE.lock().unwrap_or_else(|e| e.into_inner());
    let examples = examples();
    kairos::i18n::select(&[]);
    let english = described(&examples);
    let custom_en = custom();
    for language in ["de", "fr", "es", "pt-BR"] {
        kairos::i18n::select(&[language.parse().unwrap()]);
        let theirs = described(&examples);
        for (example, text) in &theirs {
            // A described rule reads differently from English (no message
            // fell back), and only rules English calls custom are custom.
            assert_ne!(text, &english[example], "{language}: {example}");
            assert_eq!(
                text == &custom(),
                english[example] == custom_en,
                "{language}: {example}"
            );
        }
    }
    kairos::i18n::select(&[]);
}
