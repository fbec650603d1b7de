//! Journal labels in a person's words: the store writes an edit's label
//! with the occurrence's id (`Edit “Standup” (only 2026-11-23T08:00:00Z)`),
//! which is exact but UTC; a person reads it on their own clock, in their
//! zone ("edit “Standup” on Mon, Nov 23, 09:00").

use chrono::NaiveDate;
use chrono_tz::Tz;

use super::Locale;
use crate::fl;
use crate::model::RecurrenceId;

/// `label` in the chosen language, its occurrence id, if any, written as
/// the viewer's day and time, and lowercased to follow "Undone: ". The
/// store keeps labels in English (a journal outlives a language switch);
/// they are read back here and said again in the chosen language.
///
/// ```
/// use kairos::layout::{edit_in_words, Locale};
/// let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
/// assert_eq!(
///     edit_in_words(
///         "Delete “Spanish class” (only 2026-11-23T18:00:00Z)",
///         chrono_tz::Europe::Paris,
///         &Locale::default(),
///         today,
///     ),
///     "delete “Spanish class” on Mon, Nov 23, 19:00"
/// );
/// ```
pub fn edit_in_words(label: &str, viewer: Tz, locale: &Locale, today: NaiveDate) -> String {
    let when = |id: RecurrenceId| match id {
        RecurrenceId::Instant(t) => locale.day_time(t.with_timezone(&viewer).naive_local(), today),
        RecurrenceId::Floating(t) => locale.day_time(t, today),
        RecurrenceId::Date(d) => locale.day(d, today),
    };
    match Label::read(label) {
        Some(known) => known.in_words(when),
        // A label from an older or newer Kairos: its own words.
        None => english(label, when),
    }
}

/// What a journal label says, read back from the English the store wrote.
enum Label<'a> {
    Create(&'a str),
    Edit(&'a str, Which),
    Delete(&'a str, Which),
    DeleteCalendar(&'a str, u64),
    Import(&'a str),
    KeepThis(&'a str),
    KeepServers(&'a str),
    KeepBoth(&'a str),
}

/// Which occurrences an edit touched.
enum Which {
    All,
    Only(RecurrenceId),
    From(RecurrenceId),
}

impl<'a> Label<'a> {
    fn read(label: &'a str) -> Option<Label<'a>> {
        if let Some(files) = label.strip_prefix("Import ") {
            return Some(Label::Import(files));
        }
        if let Some(rest) = label.strip_prefix("Delete calendar “") {
            let (name, count) = rest.rsplit_once("” (")?;
            let count = count.strip_suffix(')')?;
            let count = count
                .strip_suffix(" events")
                .or_else(|| count.strip_suffix(" event"))?;
            return Some(Label::DeleteCalendar(name, count.parse().ok()?));
        }
        let (rest, which) = scope(label);
        let (verb, title) = rest.split_once(" “")?;
        let title = title.strip_suffix('”')?;
        Some(match (verb, which) {
            ("Create", Which::All) => Label::Create(title),
            ("Edit", which) => Label::Edit(title, which),
            ("Delete", which) => Label::Delete(title, which),
            ("Keep this version of", Which::All) => Label::KeepThis(title),
            ("Keep the server's version of", Which::All) => Label::KeepServers(title),
            ("Keep both versions of", Which::All) => Label::KeepBoth(title),
            _ => return None,
        })
    }

    fn in_words(self, when: impl Fn(RecurrenceId) -> String) -> String {
        match self {
            Label::Create(title) => fl!("journal-create", title = title),
            Label::Edit(title, Which::All) => fl!("journal-edit", title = title),
            Label::Edit(title, Which::Only(id)) => {
                let when = when(id);
                fl!("journal-edit-only", title = title, when = when)
            }
            Label::Edit(title, Which::From(id)) => {
                let when = when(id);
                fl!("journal-edit-from", title = title, when = when)
            }
            Label::Delete(title, Which::All) => fl!("journal-delete", title = title),
            Label::Delete(title, Which::Only(id)) => {
                let when = when(id);
                fl!("journal-delete-only", title = title, when = when)
            }
            Label::Delete(title, Which::From(id)) => {
                let when = when(id);
                fl!("journal-delete-from", title = title, when = when)
            }
            Label::DeleteCalendar(name, count) => {
                fl!("journal-delete-calendar", name = name, count = count)
            }
            Label::Import(files) => fl!("journal-import", files = files),
            Label::KeepThis(title) => fl!("journal-keep-this", title = title),
            Label::KeepServers(title) => fl!("journal-keep-servers", title = title),
            Label::KeepBoth(title) => fl!("journal-keep-both", title = title),
        }
    }
}

/// A label's occurrence part: ` (only ID)` or ` (from ID on)` at its end.
fn scope(label: &str) -> (&str, Which) {
    if let Some(rest) = label.strip_suffix(')') {
        if let Some((head, id)) = rest.rsplit_once(" (only ") {
            if let Ok(id) = id.parse() {
                return (head, Which::Only(id));
            }
        }
        if let Some((head, id)) = rest
            .strip_suffix(" on")
            .and_then(|r| r.rsplit_once(" (from "))
        {
            if let Ok(id) = id.parse() {
                return (head, Which::From(id));
            }
        }
    }
    (label, Which::All)
}

/// A label Kairos does not know, lowercased, its ids written as times.
fn english(label: &str, when: impl Fn(RecurrenceId) -> String) -> String {
    let mut text = lower_first(label);
    for (open, close, word) in [(" (only ", ")", "on"), (" (from ", " on)", "from")] {
        let Some(at) = text.find(open) else {
            continue;
        };
        let rest = &text[at + open.len()..];
        let Some(end) = rest.find(close) else {
            continue;
        };
        let Ok(id) = rest[..end].parse::<RecurrenceId>() else {
            continue;
        };
        let when = when(id);
        let phrase = if word == "from" {
            format!(" from {when} on")
        } else {
            format!(" on {when}")
        };
        let tail = rest[end + close.len()..].to_owned();
        text = format!("{}{phrase}{tail}", &text[..at]);
    }
    text
}

fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_become_the_viewers_day_and_time() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 1).unwrap();
        let l = Locale::default();
        let paris = chrono_tz::Europe::Paris;
        assert_eq!(
            edit_in_words(
                "Edit “Standup” (from 2026-11-23T08:00:00Z on)",
                paris,
                &l,
                today
            ),
            "edit “Standup” from Mon, Nov 23, 09:00 on"
        );
        assert_eq!(
            edit_in_words("Move “Trip” (only 2027-01-04)", paris, &l, today),
            "move “Trip” on Mon, Jan 4, 2027"
        );
        let twelve = Locale::from_tag("en_US.UTF-8");
        assert_eq!(
            edit_in_words(
                "Delete “Yoga” (only 2026-11-23T18:30:00)",
                paris,
                &twelve,
                today
            ),
            "delete “Yoga” on Mon, Nov 23, 6:30 PM"
        );
        assert_eq!(
            edit_in_words("Import 3 events", paris, &l, today),
            "import 3 events"
        );
        // A title that looks like a label part is left alone.
        assert_eq!(
            edit_in_words("Create “Meet (only me)”", paris, &l, today),
            "create “Meet (only me)”"
        );
    }
}
