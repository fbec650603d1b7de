//! Search results: what matches, grouped by day, the coming days first and
//! then the past ones, most recent first.
//!
//! A search answers "when is the dentist?" and "when did I last see the
//! dentist?": both start from today, so the list does too, in each
//! direction. The days searched reach a year either side of today, and of
//! the period the user looks at when that is further: someone browsing
//! next summer and typing "holiday" means that summer too.

use chrono::{Months, NaiveDate};

use super::{agenda, AgendaDay, Item, Locale};

/// How far back and ahead of today a search looks, in months.
pub const SEARCH_MONTHS: u32 = 12;

/// What a search found, laid out.
#[derive(Debug, Clone)]
pub struct SearchResults {
    /// The text searched for.
    pub text: String,
    /// The matching occurrences.
    pub items: Vec<Item>,
    /// Whether `items[i]` stands for its whole series (listed once, by its
    /// next match, else its latest).
    pub series: Vec<bool>,
    /// The series (by uid) listed with every occurrence.
    pub expanded: Option<String>,
    /// Today and the days after it, in order.
    pub upcoming: Vec<AgendaDay>,
    /// The days before today, the most recent first.
    pub past: Vec<AgendaDay>,
    /// Lines were left out to keep the list short (say so).
    pub cut: bool,
    /// The days searched, `first..end`.
    pub days: (NaiveDate, NaiveDate),
}

impl SearchResults {
    /// The first result: the next one to come, else the latest past one.
    pub fn first(&self) -> Option<&Item> {
        self.upcoming
            .iter()
            .chain(&self.past)
            .flat_map(|d| d.entries.first())
            .map(|e| &self.items[e.item])
            .next()
    }

    /// How many lines the list holds.
    pub fn lines(&self) -> usize {
        self.upcoming
            .iter()
            .chain(&self.past)
            .map(|d| d.entries.len())
            .sum()
    }
}

/// The days searched, `first..end`: from the same day a year before the
/// earlier of `today` and `looking_at` to the same day a year after the
/// later one, both included.
pub fn search_days(today: NaiveDate, looking_at: NaiveDate) -> (NaiveDate, NaiveDate) {
    let year = Months::new(SEARCH_MONTHS);
    let first = today
        .min(looking_at)
        .checked_sub_months(year)
        .unwrap_or(NaiveDate::MIN);
    let last = today
        .max(looking_at)
        .checked_add_months(year)
        .unwrap_or(NaiveDate::MAX);
    (first, last.succ_opt().unwrap_or(last))
}

/// Groups `items` (all of them matches, in start order) by day: upcoming
/// from `today`, then past days newest first, at most `max_lines` lines
/// in all (the coming ones take precedence).
pub fn group(
    text: &str,
    items: Vec<Item>,
    today: NaiveDate,
    (first, end): (NaiveDate, NaiveDate),
    locale: &Locale,
    max_lines: usize,
) -> SearchResults {
    // A match is one line, however many days it covers: on today while it
    // goes on, else on its first day searched (the agenda lists an
    // overnight event on both days; a search that did would count it twice).
    let listed_on = |item: &Item| {
        if item.covers(today) {
            today
        } else {
            item.first_day().max(first)
        }
    };
    let once = |mut days: Vec<AgendaDay>| {
        for day in &mut days {
            day.entries
                .retain(|e| listed_on(&items[e.item]) == day.date);
        }
        days.retain(|d| !d.entries.is_empty());
        days
    };
    let upcoming = once(agenda(&items, (today, end), today, locale, usize::MAX));
    let mut past = once(agenda(&items, (first, today), today, locale, usize::MAX));
    past.reverse();
    let all = upcoming
        .iter()
        .chain(&past)
        .map(|d| d.entries.len())
        .sum::<usize>();
    // Whole days, the coming ones first, until the list holds `max_lines`.
    let mut lines = 0;
    let mut take = |days: Vec<AgendaDay>| -> Vec<AgendaDay> {
        days.into_iter()
            .take_while(|d| {
                let room = lines < max_lines;
                lines += d.entries.len();
                room
            })
            .collect()
    };
    let upcoming = take(upcoming);
    let past = take(past);
    let kept = upcoming
        .iter()
        .chain(&past)
        .map(|d| d.entries.len())
        .sum::<usize>();
    SearchResults {
        text: text.trim().to_owned(),
        series: vec![false; items.len()],
        expanded: None,
        items,
        upcoming,
        past,
        cut: kept < all,
        days: (first, end),
    }
}

#[cfg(test)]
mod tests {
    use super::super::item::tests::{all_day, timed};
    use super::*;
    use chrono::Datelike;

    fn d(m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, m, day).unwrap()
    }

    #[test]
    fn coming_days_first_then_past_ones_newest_first() {
        let items = vec![
            timed("Dentist", d(3, 2), 9, 0, 60),
            timed("Dentist", d(11, 10), 9, 0, 60),
            all_day("Dentist", d(11, 26), d(11, 26)),
            timed("Dentist", d(12, 1), 15, 0, 60),
        ];
        let r = group(
            " dentist ",
            items,
            d(11, 23),
            search_days(d(11, 23), d(11, 23)),
            &Locale::default(),
            100,
        );
        let dates = |days: &[AgendaDay]| days.iter().map(|d| d.date).collect::<Vec<_>>();
        assert_eq!(dates(&r.upcoming), [d(11, 26), d(12, 1)]);
        assert_eq!(dates(&r.past), [d(11, 10), d(3, 2)]);
        assert_eq!(r.text, "dentist");
        assert_eq!(r.first().map(|i| i.span), Some(r.items[2].span));
        assert!(!r.cut);
        assert_eq!(r.lines(), 4);
    }

    #[test]
    fn a_match_over_several_days_is_one_line() {
        let items = vec![
            // Overnight, last week: on the day it began.
            timed("Night train", d(11, 10), 22, 0, 9 * 60),
            // Overnight, into today: today, while it goes on.
            timed("Night train", d(11, 22), 23, 0, 10 * 60),
            // Three days, ahead: on its first.
            all_day("Night train", d(11, 27), d(11, 29)),
        ];
        let r = group(
            "night train",
            items,
            d(11, 23),
            search_days(d(11, 23), d(11, 23)),
            &Locale::default(),
            100,
        );
        let dates = |days: &[AgendaDay]| days.iter().map(|d| d.date).collect::<Vec<_>>();
        assert_eq!(dates(&r.upcoming), [d(11, 23), d(11, 27)]);
        assert_eq!(dates(&r.past), [d(11, 10)]);
        assert_eq!(r.lines(), 3);
        assert!(!r.cut);
    }

    #[test]
    fn with_nothing_ahead_the_first_is_the_latest_past_one() {
        let items = vec![
            timed("Dentist", d(3, 2), 9, 0, 60),
            timed("Dentist", d(11, 10), 9, 0, 60),
        ];
        let r = group(
            "dentist",
            items,
            d(11, 23),
            search_days(d(11, 23), d(11, 23)),
            &Locale::default(),
            100,
        );
        assert_eq!(r.first().map(|i| i.span), Some(r.items[1].span));
    }

    #[test]
    fn a_long_list_is_cut_keeping_the_coming_days() {
        let items: Vec<Item> = (1..=20)
            .map(|day| timed("Standup", d(11, day), 9, 0, 60))
            .chain((24..=30).map(|day| timed("Standup", d(11, day), 9, 0, 60)))
            .collect();
        let r = group(
            "standup",
            items,
            d(11, 23),
            search_days(d(11, 23), d(11, 23)),
            &Locale::default(),
            10,
        );
        assert_eq!(r.upcoming.len(), 7);
        assert_eq!(r.past.len(), 3);
        assert_eq!(r.past[0].date, d(11, 20));
        assert!(r.cut);
    }

    #[test]
    fn the_days_reach_a_year_beyond_the_period_looked_at() {
        assert_eq!(
            search_days(d(11, 23), d(11, 1)),
            (
                d(11, 1).with_year(2025).unwrap(),
                d(11, 24).with_year(2027).unwrap()
            )
        );
        let summer = NaiveDate::from_ymd_opt(2028, 7, 1).unwrap();
        assert_eq!(
            search_days(d(11, 23), summer),
            (
                d(11, 23).with_year(2025).unwrap(),
                NaiveDate::from_ymd_opt(2029, 7, 2).unwrap()
            )
        );
    }
}
