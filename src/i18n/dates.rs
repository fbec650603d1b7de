//! Dates in the chosen language.
//!
//! Two things make a date read right in a language: the names of months
//! and weekdays, and the pattern (order, separators, which parts). The
//! names come from glibc's locale data through chrono's `unstable-locales`
//! (maintained, already what every other program on the desktop prints);
//! the pattern is a message, so a translator writes `%A %-d. %B` where
//! English has `%A, %B %-d`, the way GNOME's own calendar keeps its date
//! formats in its translations. Every message whose id starts with `date-`
//! is a strftime pattern, and a test checks each language's is valid.

use chrono::format::{Item, StrftimeItems};
use chrono::{DateTime, NaiveDate, NaiveDateTime, TimeZone, Weekday};
use std::fmt::Display;

/// A value with a calendar date that can be written in a language.
pub trait Dated {
    /// `pattern` with this value's fields, names in `locale`.
    fn localized(&self, pattern: &str, locale: chrono::Locale) -> String;
}

impl Dated for NaiveDate {
    fn localized(&self, pattern: &str, locale: chrono::Locale) -> String {
        self.format_localized(pattern, locale).to_string()
    }
}

impl Dated for NaiveDateTime {
    fn localized(&self, pattern: &str, locale: chrono::Locale) -> String {
        self.and_utc().format_localized(pattern, locale).to_string()
    }
}

impl<Tz: TimeZone> Dated for DateTime<Tz>
where
    Tz::Offset: Display,
{
    fn localized(&self, pattern: &str, locale: chrono::Locale) -> String {
        self.format_localized(pattern, locale).to_string()
    }
}

/// `value` written with `pattern` — a `date-…` message — in the chosen
/// language: `format(&day, &fl!("date-month-year"))` → "Dezember 2026".
pub fn format(value: &impl Dated, pattern: &str) -> String {
    if !is_date_pattern(pattern) {
        // A translator's typo must not take the window down: show the
        // date the way ISO 8601 does, and say why in the log.
        log::warn!("not a date pattern: {pattern:?}");
        return value.localized("%Y-%m-%d", chrono::Locale::POSIX);
    }
    value.localized(&with_short_month(value, pattern), super::time_locale())
}

/// `pattern` with `%b` written out as the language's own short month name
/// (`months-short`): glibc's German has "Nov" where German writes "Nov."
/// and "März" where glibc cuts it to "Mär". A list that is not twelve
/// names leaves `%b` to the locale, and says why in the log.
fn with_short_month<'a>(value: &impl Dated, pattern: &'a str) -> std::borrow::Cow<'a, str> {
    if !pattern.contains("%b") {
        return pattern.into();
    }
    let names = crate::fl!("months-short");
    let names: Vec<&str> = names.split_whitespace().collect();
    let month = value
        .localized("%m", chrono::Locale::POSIX)
        .parse::<usize>();
    match (names.len(), month) {
        (12, Ok(month @ 1..=12)) => pattern
            .replace("%b", &names[month - 1].replace('%', "%%"))
            .into(),
        _ => {
            log::warn!("months-short is not twelve names: {names:?}");
            pattern.into()
        }
    }
}

/// A weekday's short name as grid headings show it: "Mon", "Mo", "lun.".
pub fn weekday_short(day: Weekday) -> String {
    // 1 January 2024 was a Monday.
    let monday = NaiveDate::from_ymd_opt(2024, 1, 1).unwrap_or_default();
    let date = monday + chrono::Days::new(u64::from(day.num_days_from_monday()));
    format(&date, &crate::fl!("date-weekday-short"))
}

/// A weekday's initial, for the small month grids: "M", "D", "L".
pub fn weekday_initial(day: Weekday) -> String {
    weekday_short(day)
        .chars()
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default()
}

/// Whether chrono reads `pattern` as a strftime pattern it can write.
pub fn is_date_pattern(pattern: &str) -> bool {
    !StrftimeItems::new(pattern).any(|item| matches!(item, Item::Error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_from_the_locale_and_order_from_the_pattern() {
        let day = NaiveDate::from_ymd_opt(2026, 12, 24).unwrap();
        assert_eq!(
            day.localized("%A, %B %-d", chrono::Locale::en_US),
            "Thursday, December 24"
        );
        assert_eq!(
            day.localized("%A, %-d. %B", chrono::Locale::de_DE),
            "Donnerstag, 24. Dezember"
        );
        assert_eq!(
            day.localized("%A %-d %B", chrono::Locale::fr_FR),
            "jeudi 24 décembre"
        );
    }

    #[test]
    fn a_broken_pattern_is_caught() {
        assert!(is_date_pattern("%A, %B %-d"));
        assert!(!is_date_pattern("%A, %Q"));
        let day = NaiveDate::from_ymd_opt(2026, 12, 24).unwrap();
        assert_eq!(format(&day, "%Q"), "2026-12-24");
    }
}
