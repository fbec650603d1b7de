//! The agenda: upcoming occurrences grouped by day, "Today" and "Tomorrow"
//! named.

use chrono::{Datelike, Days, NaiveDate, NaiveTime};

use super::{Item, Locale, Span};
use crate::fl;
use crate::i18n::dates;

/// One line of the agenda.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgendaEntry {
    /// Index into the items the layout was built from.
    pub item: usize,
    /// "All day", "09:00 – 10:00", "Until 02:00", "From 22:00", or
    /// "All day" for a middle day of a longer event.
    pub when: String,
}

/// One day of the agenda.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgendaDay {
    pub date: NaiveDate,
    /// "Today", "Tomorrow", or "Monday, November 23" (with the year when it
    /// is not this year's).
    pub label: String,
    pub entries: Vec<AgendaEntry>,
}

/// The days `first..end` that have occurrences, each with the
/// items covering it (all-day ones first). Days without any are left out.
/// Whole days are added until they hold `max_entries` lines: a list is
/// drawn as widgets, and a dense file could otherwise put thousands on
/// screen at once (scrolling to the end asks for more).
pub fn agenda(
    items: &[Item],
    (first, end): (NaiveDate, NaiveDate),
    today: NaiveDate,
    locale: &Locale,
    max_entries: usize,
) -> Vec<AgendaDay> {
    let mut out = Vec::new();
    let mut lines = 0;
    let mut day = first;
    while day < end && lines < max_entries {
        let mut entries: Vec<(bool, AgendaEntry)> = (0..items.len())
            .filter(|&i| items[i].covers(day))
            .map(|i| {
                let (all_day, when) = when(&items[i], day, locale);
                (all_day, AgendaEntry { item: i, when })
            })
            .collect();
        if !entries.is_empty() {
            // Stable: all-day first, then the store's start order.
            entries.sort_by_key(|(all_day, _)| !*all_day);
            lines += entries.len();
            out.push(AgendaDay {
                date: day,
                label: label(day, today),
                entries: entries.into_iter().map(|(_, e)| e).collect(),
            });
        }
        day = day + Days::new(1);
    }
    out
}

fn label(day: NaiveDate, today: NaiveDate) -> String {
    if day == today {
        fl!("agenda-today")
    } else if Some(day) == today.succ_opt() {
        fl!("agenda-tomorrow")
    } else if Some(day) == today.pred_opt() {
        fl!("agenda-yesterday")
    } else if day.year() == today.year() {
        dates::format(&day, &fl!("date-agenda-day"))
    } else {
        dates::format(&day, &fl!("date-agenda-day-year"))
    }
}

fn when(item: &Item, day: NaiveDate, locale: &Locale) -> (bool, String) {
    match item.span {
        Span::AllDay { .. } => (true, fl!("agenda-all-day")),
        Span::Timed { start, end } => {
            let starts_today = start.date() == day;
            let next_midnight = (day + Days::new(1)).and_time(NaiveTime::MIN);
            let ends_today = end <= next_midnight;
            match (starts_today, ends_today) {
                (true, true) if start == end => (false, locale.time(start.time())),
                (true, true) => {
                    let start = locale.time(start.time());
                    let end = locale.time(end.time());
                    (false, fl!("agenda-time-range", start = start, end = end))
                }
                (true, false) => {
                    let time = locale.time(start.time());
                    (false, fl!("agenda-from", time = time))
                }
                (false, true) => {
                    let time = locale.time(end.time());
                    (false, fl!("agenda-until", time = time))
                }
                (false, false) => (true, fl!("agenda-all-day")),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::item::tests::{all_day, timed};
    use super::*;

    fn d(day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, day).unwrap()
    }

    #[test]
    fn groups_by_day_with_friendly_labels() {
        let items = vec![
            timed("Standup", d(21), 9, 0, 15),
            all_day("Holiday", d(22), d(22)),
            timed("Night train", d(22), 22, 0, 480),
            timed("Dentist", d(24), 14, 30, 60),
        ];
        let l = Locale::default();
        let days = agenda(&items, (d(21), d(28)), d(21), &l, 100);
        let labels: Vec<&str> = days.iter().map(|d| d.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Today",
                "Tomorrow",
                "Monday, November 23",
                "Tuesday, November 24"
            ]
        );
        assert_eq!(days[0].entries[0].when, "09:00 – 09:15");
        assert_eq!(
            days[1].entries.iter().map(|e| e.item).collect::<Vec<_>>(),
            [1, 2]
        );
        assert_eq!(days[1].entries[1].when, "From 22:00");
        assert_eq!(days[2].entries[0].when, "Until 06:00");
        // Whole days until the limit is reached.
        let first_two = agenda(&items, (d(21), d(28)), d(21), &l, 2);
        assert_eq!(first_two.len(), 2);
        assert_eq!(first_two[1].entries.len(), 2);
    }

    #[test]
    fn other_years_carry_the_year() {
        let next = NaiveDate::from_ymd_opt(2027, 1, 4).unwrap();
        let items = vec![all_day("Back to work", next, next)];
        let days = agenda(
            &items,
            (next, next + Days::new(1)),
            d(21),
            &Locale::default(),
            9,
        );
        assert_eq!(days[0].label, "Monday, January 4, 2027");
    }
}
