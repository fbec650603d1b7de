//! The words Kairos shows people, in their language.
//!
//! Messages are Fluent (`i18n/<language>/kairos.ftl`), embedded in the
//! binary; English (`en-US`) has every message, and is what any message a
//! language lacks falls back to. Plurals and word order live in the
//! messages (`{ $count -> [one] … *[other] … }`), never in code. [`fl!`]
//! checks each message id and its variables against English when the
//! crate compiles.
//!
//! Which language: [`requested`] reads the environment the way gettext does
//! (`LANGUAGE`, a list, unless the locale is `C`; then `LC_ALL`,
//! `LC_MESSAGES`, `LANG`), and a `language` setting chosen in the window
//! wins over it.

use i18n_embed::fluent::{fluent_language_loader, FluentLanguageLoader};
use i18n_embed::unic_langid::LanguageIdentifier;
use i18n_embed::LanguageLoader;
use rust_embed::RustEmbed;
use std::sync::{Mutex, OnceLock};

pub mod dates;
mod locale;

pub use locale::{HourCycle, Locale};

#[derive(RustEmbed)]
#[folder = "i18n/"]
struct Messages;

static LOADER: OnceLock<FluentLanguageLoader> = OnceLock::new();

/// What [`select`] was last asked for (`None`: nothing yet, English).
static SELECTED: Mutex<Option<Vec<LanguageIdentifier>>> = Mutex::new(None);

/// The messages in the chosen language (English until [`select`]).
pub fn loader() -> &'static FluentLanguageLoader {
    LOADER.get_or_init(|| {
        let loader: FluentLanguageLoader = fluent_language_loader!();
        loader
            .load_fallback_language(&Messages)
            .expect("the English messages are embedded");
        // Unicode isolation marks guard right-to-left text around a
        // variable; no shipped language is right-to-left, and the marks
        // would end up in the CLI's output, where scripts read it. Each
        // load makes new bundles, so this follows every load.
        loader.set_use_isolating(false);
        loader
    })
}

/// Shows messages in the first of `requested` Kairos speaks, English
/// standing in for what it lacks; an empty list is English.
pub fn select(requested: &[LanguageIdentifier]) {
    let english = [fallback()];
    let requested = if requested.is_empty() {
        &english[..]
    } else {
        requested
    };
    // Loading parses every message file asked for again: a start that
    // chooses twice (the environment's, then Preferences' same answer)
    // pays once. The loader starts in English.
    let mut selected = SELECTED.lock().unwrap_or_else(|e| e.into_inner());
    let now: &[LanguageIdentifier] = selected.as_deref().unwrap_or(&english);
    if now == requested {
        return;
    }
    match i18n_embed::select(loader(), &Messages, requested) {
        Ok(_) => *selected = Some(requested.to_vec()),
        Err(e) => log::warn!("cannot load the messages for {requested:?}: {e}"),
    }
    // Loading builds new bundles, which isolate variables again.
    loader().set_use_isolating(false);
}

/// Picks the language: the `language` setting when there is one (a tag
/// such as `de` or `pt-BR`), else what the environment asks for.
pub fn choose(setting: Option<&str>) {
    match setting
        .map(str::trim)
        .filter(|s| !s.is_empty() && *s != "system")
    {
        Some(tag) => match tag.parse::<LanguageIdentifier>() {
            Ok(language) => select(&[language]),
            Err(_) => {
                log::warn!("the language setting {tag:?} names no language");
                select(&requested(|k| std::env::var(k).ok()));
            }
        },
        None => select(&requested(|k| std::env::var(k).ok())),
    }
}

fn fallback() -> LanguageIdentifier {
    loader().fallback_language().clone()
}

/// The language messages are shown in now.
pub fn language() -> LanguageIdentifier {
    loader()
        .current_languages()
        .first()
        .cloned()
        .unwrap_or_else(fallback)
}

/// The languages Kairos has messages for, English first.
pub fn available() -> Vec<LanguageIdentifier> {
    let mut languages = loader()
        .available_languages(&Messages)
        .unwrap_or_else(|_| vec![fallback()]);
    languages.sort_by_key(|l| (*l != fallback(), l.to_string()));
    languages
}

/// Whether `tag` names a language Kairos has messages for (`de`, `pt-BR`).
pub fn is_available(tag: &str) -> bool {
    available_tag(tag).is_some()
}

/// `tag` as Kairos names the language (`pt-br` is `pt-BR`), if Kairos has
/// messages for it.
pub fn available_tag(tag: &str) -> Option<String> {
    let language = tag.parse::<LanguageIdentifier>().ok()?;
    available()
        .contains(&language)
        .then(|| language.to_string())
}

/// The language the environment asks for, of those Kairos has: what
/// Preferences calls "System".
pub fn system() -> LanguageIdentifier {
    let available = available();
    requested(|k| std::env::var(k).ok())
        .into_iter()
        .find_map(|wanted| {
            available
                .iter()
                .find(|l| **l == wanted)
                .or_else(|| available.iter().find(|l| l.language == wanted.language))
                .cloned()
        })
        .unwrap_or_else(fallback)
}

/// A language's name in that language, as a language picker lists it.
pub fn endonym(language: &LanguageIdentifier) -> String {
    let name = match (
        language.language.as_str(),
        language.region.map(|r| r.to_string()),
    ) {
        ("en", _) => "English",
        ("de", _) => "Deutsch",
        ("fr", _) => "Français",
        ("es", _) => "Español",
        ("pt", Some(r)) if r == "BR" => "Português (Brasil)",
        ("pt", _) => "Português",
        _ => return language.to_string(),
    };
    name.to_owned()
}

/// The glibc locale whose month and weekday names match the language.
pub(crate) fn time_locale() -> chrono::Locale {
    match language().language.as_str() {
        "de" => chrono::Locale::de_DE,
        "fr" => chrono::Locale::fr_FR,
        "es" => chrono::Locale::es_ES,
        "pt" => chrono::Locale::pt_BR,
        _ => chrono::Locale::en_US,
    }
}

/// The languages the environment asks for, most wanted first; `var` reads
/// one variable. Empty: English.
pub fn requested(var: impl Fn(&str) -> Option<String>) -> Vec<LanguageIdentifier> {
    let set = |name: &str| var(name).filter(|v| !v.is_empty());
    let locale = set("LC_ALL")
        .or_else(|| set("LC_MESSAGES"))
        .or_else(|| set("LANG"));
    let plain = |l: &str| matches!(l, "C" | "POSIX") || l.starts_with("C.");
    if locale.as_deref().is_some_and(plain) {
        return Vec::new();
    }
    let list: Vec<String> = match set("LANGUAGE") {
        Some(languages) => languages.split(':').map(str::to_owned).collect(),
        None => locale.into_iter().collect(),
    };
    list.iter().filter_map(|l| identifier(l)).collect()
}

/// `de_DE.UTF-8@euro` → `de-DE`; `None` for what names no language.
fn identifier(locale: &str) -> Option<LanguageIdentifier> {
    let name = locale.split(['.', '@']).next()?.replace('_', "-");
    if name.is_empty() || name == "C" || name == "POSIX" {
        return None;
    }
    name.parse().ok()
}

/// A message in the chosen language: `fl!("reminders-missed", count = 3)`.
#[macro_export]
macro_rules! fl {
    ($id:literal) => {
        i18n_embed_fl::fl!($crate::i18n::loader(), $id)
    };
    ($id:literal, $($args:tt)*) => {
        i18n_embed_fl::fl!($crate::i18n::loader(), $id, $($args)*)
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn from(vars: &[(&str, &str)]) -> Vec<String> {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
            .collect();
        requested(|name| vars.get(name).cloned())
            .iter()
            .map(|l| l.to_string())
            .collect()
    }

    #[test]
    fn the_environment_is_read_as_gettext_reads_it() {
        assert_eq!(from(&[("LANG", "de_DE.UTF-8")]), ["de-DE"]);
        assert_eq!(
            from(&[("LANG", "de_DE.UTF-8"), ("LC_MESSAGES", "fr_FR.UTF-8")]),
            ["fr-FR"]
        );
        assert_eq!(
            from(&[("LC_ALL", "es_ES.UTF-8"), ("LC_MESSAGES", "fr_FR.UTF-8")]),
            ["es-ES"]
        );
        assert_eq!(
            from(&[("LANGUAGE", "pt_BR:en"), ("LANG", "de_DE.UTF-8")]),
            ["pt-BR", "en"]
        );
        // A C locale speaks English whatever LANGUAGE says.
        assert!(from(&[("LANGUAGE", "de"), ("LC_ALL", "C")]).is_empty());
        assert!(from(&[("LANG", "C.UTF-8")]).is_empty());
        assert!(from(&[]).is_empty());
    }

    #[test]
    fn english_is_the_fallback_and_plurals_live_in_the_messages() {
        assert_eq!(crate::fl!("reminder-action-snooze"), "Snooze");
        assert_eq!(
            crate::fl!("reminders-missed", count = 1),
            "1 missed reminder"
        );
        assert_eq!(
            crate::fl!("reminders-missed", count = 4),
            "4 missed reminders"
        );
    }
}
