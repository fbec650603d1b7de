//! Journal labels in a person's words: the store writes an edit's label
//! with the occurrence's id (`Edit “Standup” (only 2026-11-23T08:00:00Z)`),
//! which is exact but UTC; a person reads it on their own clock, in their
//! zone ("edit “Standup” on Mon 23 Nov, 09:00").

use chrono::NaiveDate;
use chrono_tz::Tz;

use super::Locale;
use crate::model::RecurrenceId;

/// `label` with its occurrence id, if any, written as the viewer's day and
/// time, and its first letter lowercased to follow "Undone: ".
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
///     "delete “Spanish class” on Mon 23 Nov, 19:00"
/// );
/// ```
pub fn edit_in_words(label: &str, viewer: Tz, locale: &Locale, today: NaiveDate) -> String {
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
        let when = match id {
            RecurrenceId::Instant(t) => {
                locale.day_time(t.with_timezone(&viewer).naive_local(), today)
            }
            RecurrenceId::Floating(t) => locale.day_time(t, today),
            RecurrenceId::Date(d) => locale.day(d, today),
        };
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
            "edit “Standup” from Mon 23 Nov, 09:00 on"
        );
        assert_eq!(
            edit_in_words("Move “Trip” (only 2027-01-04)", paris, &l, today),
            "move “Trip” on Mon 4 Jan 2027"
        );
        let twelve = Locale::from_tag("en_US.UTF-8");
        assert_eq!(
            edit_in_words(
                "Delete “Yoga” (only 2026-11-23T18:30:00)",
                paris,
                &twelve,
                today
            ),
            "delete “Yoga” on Mon 23 Nov, 6:30 PM"
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
