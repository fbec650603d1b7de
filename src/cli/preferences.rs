//! `kairos preferences`: every key of the preferences table (the store's
//! `key::ALL`), listed as its readers read it and set as they would read
//! it. A value is checked by the reading the window, the daemon and the
//! CLI use (`store::preferences::value`, `ViewKind::from_name`,
//! `sync::background::read_interval`): one they would not read as typed is
//! refused (exit 2) and nothing is written.

use anyhow::Result;
use std::io::Write;
use std::path::PathBuf;

use super::parse::problem;
use super::{existing_store, store_from, user_error, BadInput};
use crate::fl;
use crate::layout::ViewKind;
use crate::model::CalendarAddress;
use crate::store::preferences::{key, value, ThemeChoice, LAST_VIEW};
use crate::store::{Preferences, Store};
use crate::sync::background::{read_interval, DEFAULT_INTERVAL, MAX_INTERVAL};

#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    /// One JSON object: every key with the value `set` takes (my_addresses:
    /// a list).
    #[arg(long)]
    json: bool,
    #[command(subcommand)]
    action: Option<Action>,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Set one preference (my_addresses takes one or more addresses, or
    /// `none`).
    Set {
        /// A key `kairos preferences` lists.
        key: String,
        /// Its value, as `kairos preferences` shows one.
        #[arg(required = true, allow_hyphen_values = true, value_name = "VALUE")]
        values: Vec<String>,
    },
    /// Remove a preference: its default stands.
    Unset {
        /// A key `kairos preferences` lists.
        key: String,
    },
}

impl Args {
    /// Whether the command writes to the database (listing only reads).
    pub(super) fn writes(&self) -> bool {
        self.action.is_some()
    }
}

pub(super) fn run(args: &Args, db: Option<PathBuf>, out: &mut dyn Write) -> Result<()> {
    // Opened first, when its file exists: a refusal is said in the
    // language chosen there. Nothing is created to list the defaults of a
    // file not there, or to refuse a value.
    let existing = existing_store(&db)?;
    match &args.action {
        None => list(existing.as_ref(), args.json, out),
        Some(Action::Set { key, values }) => {
            let entry = entry(key)?;
            let text = entry.checked(values)?;
            let mut store = store_from(existing, db)?;
            store.set_setting(entry.key, &text).map_err(user_error)
        }
        Some(Action::Unset { key }) => {
            let entry = entry(key)?;
            let mut store = store_from(existing, db)?;
            store.remove_setting(entry.key).map_err(user_error)
        }
    }
}

/// Every key and what its readers read from the file: one line each, or
/// one JSON object.
fn list(store: Option<&Store>, json: bool, out: &mut dyn Write) -> Result<()> {
    let mut rows = Vec::new();
    for k in key::ALL {
        let entry = entry(k)?;
        let saved = match store {
            Some(store) => store.setting(k).map_err(user_error)?,
            None => None,
        };
        rows.push((entry, saved));
    }
    if json {
        let object: serde_json::Map<String, serde_json::Value> = rows
            .iter()
            .map(|(e, saved)| (e.key.to_owned(), (e.read)(saved.as_deref()).json()))
            .collect();
        writeln!(out, "{}", serde_json::to_string_pretty(&object)?)?;
        return Ok(());
    }
    let shown: Vec<String> = rows
        .iter()
        .map(|(e, saved)| (e.read)(saved.as_deref()).text())
        .collect();
    let key_width = key::ALL.iter().map(|k| k.len()).max().unwrap_or(0);
    let value_width = shown.iter().map(|s| s.chars().count()).max().unwrap_or(0);
    for ((entry, saved), value) in rows.iter().zip(&shown) {
        let about = (entry.about)();
        let line = format!("{:<key_width$}  {value:<value_width$}  {about}", entry.key);
        writeln!(out, "{}", line.trim_end())?;
        // Text saved by hand, or by an older Kairos, that is not read as
        // it is written: what is read instead.
        if let Some(saved) = saved {
            if !entry.read_as_saved(saved) {
                let text = saved.lines().collect::<Vec<_>>().join(", ");
                let note = fl!(
                    "cli-preference-saved-as",
                    text = text,
                    value = value.as_str()
                );
                writeln!(out, "{:<key_width$}  {note}", "")?;
            }
        }
    }
    Ok(())
}

/// A preference as its readers read it, in the words `set` takes.
enum Shown {
    One(String),
    /// My addresses: none, one or more.
    List(Vec<String>),
}

impl Shown {
    fn text(&self) -> String {
        match self {
            Shown::One(word) => word.clone(),
            Shown::List(words) if words.is_empty() => "none".to_owned(),
            Shown::List(words) => words.join(", "),
        }
    }

    fn json(&self) -> serde_json::Value {
        match self {
            Shown::One(word) => word.clone().into(),
            Shown::List(words) => words.clone().into(),
        }
    }
}

/// How the command reads and sets one key.
struct Entry {
    key: &'static str,
    /// What its readers read from the saved text (`None`: nothing saved).
    read: fn(Option<&str>) -> Shown,
    /// The text to save for what was typed after the key, if its readers
    /// read it as typed; else why not.
    check: Check,
    /// What it is, in the user's language.
    about: fn() -> String,
}

/// How the values typed for a key are checked (each is given the key and
/// what was typed).
enum Check {
    /// One value.
    One(fn(&str, &str) -> Result<String, BadInput>),
    /// One or more.
    Many(fn(&str, &[String]) -> Result<String, BadInput>),
}

impl Entry {
    fn new(
        key: &'static str,
        read: fn(Option<&str>) -> Shown,
        check: Check,
        about: fn() -> String,
    ) -> Entry {
        Entry {
            key,
            read,
            check,
            about,
        }
    }

    /// The text to save for `typed`, if its readers read it as typed.
    fn checked(&self, typed: &[String]) -> Result<String, BadInput> {
        match (&self.check, typed) {
            (Check::One(check), [text]) => check(self.key, text),
            (Check::One(_), _) => Err(BadInput(fl!(
                "cli-preference-one-value",
                key = self.key,
                count = typed.len()
            ))),
            (Check::Many(check), _) => check(self.key, typed),
        }
    }

    /// Whether text found saved is read as it is written (not text saved
    /// by hand, or by another version, that its readers read otherwise).
    fn read_as_saved(&self, saved: &str) -> bool {
        let typed: Vec<String> = match self.check {
            Check::One(_) => vec![saved.to_owned()],
            Check::Many(_) => saved.lines().map(str::to_owned).collect(),
        };
        self.checked(&typed).is_ok_and(|text| text == saved)
    }
}

/// The entry of `name`; a name that is no key is refused, naming the keys.
fn entry(name: &str) -> Result<Entry, BadInput> {
    let entry = Entry::new;
    Ok(match name {
        key::LANGUAGE => entry(
            key::LANGUAGE,
            |saved| {
                let chosen = saved.and_then(value::language).flatten();
                Shown::One(value::language_word(chosen.as_deref()).to_owned())
            },
            Check::One(|k, typed| {
                let checked = one(typed, &["system"], |t| {
                    value::language(t).map(|l| value::language_word(l.as_deref()).to_owned())
                });
                checked.map_err(|t| {
                    let tags: Vec<String> = crate::i18n::available()
                        .iter()
                        .map(ToString::to_string)
                        .collect();
                    let languages = tags.join(", ");
                    let words = fl!("cli-preference-not-language", languages = languages);
                    problem(k, &t, words)
                })
            }),
            || fl!("cli-preference-about-language"),
        ),
        key::FIRST_WEEKDAY => entry(
            key::FIRST_WEEKDAY,
            |saved| {
                let day = saved.and_then(value::first_weekday).flatten();
                Shown::One(value::first_weekday_word(day))
            },
            Check::One(|k, typed| {
                one(typed, &["locale"], |t| {
                    value::first_weekday(t).map(value::first_weekday_word)
                })
                .map_err(|t| problem(k, &t, fl!("cli-preference-not-weekday")))
            }),
            || fl!("cli-preference-about-first-weekday"),
        ),
        key::CLOCK => entry(
            key::CLOCK,
            |saved| {
                let clock = saved.and_then(value::clock).flatten();
                Shown::One(value::clock_word(clock).to_owned())
            },
            Check::One(|k, typed| {
                let words = ["12", "24", "locale"];
                one(typed, &words, |t| {
                    value::clock(t).map(|c| value::clock_word(c).to_owned())
                })
                .map_err(|t| not_one_of(k, &t, &words))
            }),
            || fl!("cli-preference-about-clock"),
        ),
        key::ZONE => entry(
            key::ZONE,
            |saved| {
                let zone = saved.and_then(value::zone).flatten();
                Shown::One(value::zone_word(zone).to_owned())
            },
            Check::One(|k, typed| {
                one(typed, &["system"], |t| {
                    value::zone(t).map(|z| value::zone_word(z).to_owned())
                })
                .map_err(|t| problem(k, &t, fl!("cli-preference-not-zone")))
            }),
            || fl!("cli-preference-about-zone"),
        ),
        key::EVENT_MINUTES => entry(
            key::EVENT_MINUTES,
            |saved| {
                let minutes = saved.and_then(value::event_minutes);
                let minutes = minutes.unwrap_or(Preferences::default().event_minutes);
                Shown::One(minutes.to_string())
            },
            Check::One(|k, typed| {
                one(typed, &[], |t| {
                    value::event_minutes(t).map(|m| m.to_string())
                })
                .map_err(|t| {
                    // As typed (no digit grouping): strings, not numbers.
                    let (min, max) = value::EVENT_MINUTES.into_inner();
                    let (min, max) = (min.to_string(), max.to_string());
                    let words = fl!("cli-preference-not-minutes", min = min, max = max);
                    problem(k, &t, words)
                })
            }),
            || fl!("cli-preference-about-event-minutes"),
        ),
        key::NEW_CALENDAR_REMINDER => entry(
            key::NEW_CALENDAR_REMINDER,
            |saved| {
                let minutes = saved.and_then(value::new_calendar_reminder);
                let minutes = minutes.unwrap_or(Preferences::default().new_calendar_reminder);
                Shown::One(value::new_calendar_reminder_word(minutes))
            },
            Check::One(|k, typed| {
                one(typed, &["none"], |t| {
                    value::new_calendar_reminder(t).map(value::new_calendar_reminder_word)
                })
                .map_err(|t| problem(k, &t, fl!("cli-preference-not-reminder")))
            }),
            || fl!("cli-preference-about-new-calendar-reminder"),
        ),
        key::NEW_CALENDAR_ALL_DAY_REMINDER => entry(
            key::NEW_CALENDAR_ALL_DAY_REMINDER,
            |saved| {
                let at = saved.and_then(value::all_day_reminder);
                let at = at.unwrap_or(Preferences::default().new_calendar_all_day_reminder);
                Shown::One(value::all_day_reminder_word(at))
            },
            Check::One(|k, typed| {
                one(typed, &["none"], |t| {
                    value::all_day_reminder(t).map(value::all_day_reminder_word)
                })
                .map_err(|t| problem(k, &t, fl!("cli-preference-not-all-day-reminder")))
            }),
            || fl!("cli-preference-about-new-calendar-all-day-reminder"),
        ),
        key::WEEK_NUMBERS => entry(
            key::WEEK_NUMBERS,
            |saved| {
                let on = saved.and_then(value::on_off).unwrap_or_default();
                Shown::One(value::on_off_word(on).to_owned())
            },
            Check::One(|k, typed| {
                let words = ["on", "off"];
                one(typed, &words, |t| {
                    value::on_off(t).map(|on| value::on_off_word(on).to_owned())
                })
                .map_err(|t| not_one_of(k, &t, &words))
            }),
            || fl!("cli-preference-about-week-numbers"),
        ),
        key::SYNC_INTERVAL => entry(
            key::SYNC_INTERVAL,
            |saved| {
                let every = saved.and_then(read_interval).unwrap_or(DEFAULT_INTERVAL);
                Shown::One(every.num_seconds().to_string())
            },
            Check::One(|k, typed| {
                one(typed, &[], |t| {
                    read_interval(t).map(|d| d.num_seconds().to_string())
                })
                .map_err(|t| {
                    let max = MAX_INTERVAL.num_seconds().to_string();
                    problem(k, &t, fl!("cli-preference-not-seconds", max = max))
                })
            }),
            || fl!("cli-preference-about-sync-interval"),
        ),
        key::MY_ADDRESSES => entry(
            key::MY_ADDRESSES,
            |saved| {
                let addresses = saved.map(value::my_addresses).unwrap_or_default();
                Shown::List(addresses.iter().map(|a| a.as_str().to_owned()).collect())
            },
            Check::Many(addresses),
            || fl!("cli-preference-about-my-addresses"),
        ),
        key::START_VIEW => entry(
            key::START_VIEW,
            |saved| {
                let view = saved.and_then(ViewKind::from_name);
                Shown::One(view.map_or(LAST_VIEW, ViewKind::name).to_owned())
            },
            Check::One(|k, typed| {
                let mut words: Vec<&str> = ViewKind::ALL.map(ViewKind::name).to_vec();
                words.push(LAST_VIEW);
                one(typed, &words, |t| {
                    let view = (t == LAST_VIEW).then_some(LAST_VIEW);
                    view.or_else(|| ViewKind::from_name(t).map(ViewKind::name))
                        .map(str::to_owned)
                })
                .map_err(|t| not_one_of(k, &t, &words))
            }),
            || fl!("cli-preference-about-start-view"),
        ),
        key::THEME => entry(
            key::THEME,
            |saved| {
                let theme = saved.and_then(value::theme).unwrap_or_default();
                Shown::One(theme.name().to_owned())
            },
            Check::One(|k, typed| {
                let words = ThemeChoice::ALL.map(ThemeChoice::name);
                one(typed, &words, |t| {
                    value::theme(t).map(|c| c.name().to_owned())
                })
                .map_err(|t| not_one_of(k, &t, &words))
            }),
            || fl!("cli-preference-about-theme"),
        ),
        key::VIEW => entry(
            key::VIEW,
            |saved| {
                let view = saved.and_then(ViewKind::from_name).unwrap_or_default();
                Shown::One(view.name().to_owned())
            },
            Check::One(|k, typed| {
                let words = ViewKind::ALL.map(ViewKind::name);
                one(typed, &words, |t| {
                    ViewKind::from_name(t).map(|v| v.name().to_owned())
                })
                .map_err(|t| not_one_of(k, &t, &words))
            }),
            || fl!("cli-preference-about-view"),
        ),
        key::WINDOW_SIZE => entry(
            key::WINDOW_SIZE,
            |saved| {
                let size = saved.and_then(value::window_size);
                let size = size.unwrap_or(crate::store::preferences::DEFAULT_WINDOW);
                Shown::One(value::window_size_word(size))
            },
            Check::One(|k, typed| {
                // Taken only as it is read: not one the reader would make
                // bigger or smaller.
                one(typed, &[], |t| {
                    value::pair(t)
                        .filter(|p| value::window_size(t) == Some(*p))
                        .map(value::window_size_word)
                })
                .map_err(|t| {
                    use crate::store::preferences::{MAX_WINDOW, MIN_WINDOW};
                    let min = value::window_size_word(MIN_WINDOW);
                    let max = value::window_size_word(MAX_WINDOW);
                    let words = fl!("cli-preference-not-size", min = min, max = max);
                    problem(k, &t, words)
                })
            }),
            || fl!("cli-preference-about-window-size"),
        ),
        key::WINDOW_POSITION => entry(
            key::WINDOW_POSITION,
            |saved| {
                let place = saved.and_then(value::window_position).flatten();
                Shown::One(value::window_position_word(place))
            },
            Check::One(|k, typed| {
                one(typed, &["none"], |t| {
                    value::window_position(t).map(value::window_position_word)
                })
                .map_err(|t| {
                    let places = crate::store::preferences::WINDOW_PLACES;
                    let (min, max) = (places.start.to_string(), places.end.to_string());
                    let words = fl!("cli-preference-not-place", min = min, max = max);
                    problem(k, &t, words)
                })
            }),
            || fl!("cli-preference-about-window-position"),
        ),
        _ => {
            let keys = key::ALL.join(", ");
            return Err(BadInput(fl!(
                "cli-preference-unknown",
                key = name,
                keys = keys
            )));
        }
    })
}

/// The value typed, a word of `words` matched ignoring case, as `read`
/// makes it the text to save; `Err` holds the value refused.
fn one(
    typed: &str,
    words: &[&str],
    read: impl Fn(&str) -> Option<String>,
) -> Result<String, String> {
    let text = typed.trim();
    let text = words
        .iter()
        .find(|w| w.eq_ignore_ascii_case(text))
        .map_or(text, |w| w);
    read(text).ok_or_else(|| text.to_owned())
}

/// Refused: not one of `words`.
fn not_one_of(key: &str, typed: &str, words: &[&str]) -> BadInput {
    let words = words.join(", ");
    problem(key, typed, fl!("cli-preference-not-one-of", words = words))
}

/// My addresses: one or more, each an address, saved one a line (a
/// repeated one once); `none` alone is no address.
fn addresses(key: &str, typed: &[String]) -> Result<String, BadInput> {
    if let [none] = typed {
        if none.trim().eq_ignore_ascii_case("none") {
            return Ok(value::my_addresses_word(&[]));
        }
    }
    let mut list: Vec<CalendarAddress> = Vec::new();
    for text in typed {
        let address = CalendarAddress::parse(text)
            .ok_or_else(|| BadInput(fl!("cli-bad-address", flag = key, text = text.as_str())))?;
        if !list.contains(&address) {
            list.push(address);
        }
    }
    Ok(value::my_addresses_word(&list))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every key the store knows is one this command lists and sets.
    #[test]
    fn every_key_has_an_entry() {
        for k in key::ALL {
            let entry = entry(k).unwrap_or_else(|e| panic!("{k}: {e}"));
            assert_eq!(entry.key, *k);
        }
        assert!(entry("colour").is_err());
    }

    /// What a key shows for nothing saved is a value `set` takes, saved
    /// as it is shown.
    #[test]
    fn every_default_can_be_set_back() {
        for k in key::ALL {
            let entry = entry(k).unwrap();
            let shown = (entry.read)(None).text();
            let typed: Vec<String> = match (entry.read)(None) {
                Shown::One(word) => vec![word],
                Shown::List(words) if words.is_empty() => vec!["none".to_owned()],
                Shown::List(words) => words,
            };
            let saved = entry.checked(&typed).unwrap();
            assert!(entry.read_as_saved(&saved), "{k}: {saved}");
            assert_eq!((entry.read)(Some(&saved)).text(), shown, "{k}");
        }
    }
}
