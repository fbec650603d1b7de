//! The words a screen reader says for the window, a day and an event, in
//! the user's language.

use chrono::{Duration, NaiveDate, NaiveTime};

use crate::fl;
use crate::i18n::dates;
use crate::layout::{Item, Locale, Period, Span};
use crate::model::MyAnswer;

/// The window's name: the app and the period it shows ("Kairos — November
/// 2026"), or what the dialog on top says.
pub fn window_name(period: &Period, locale: &Locale, dialog: Option<&str>) -> String {
    match dialog {
        Some(d) => fl!("title-dialog", dialog = d),
        None => {
            let period = period.title(locale);
            fl!("a11y-window", period = period)
        }
    }
}

/// A day as heard: "Tuesday, November 24, 3 events" (with "Today" first
/// when it is today).
pub fn day_name(date: NaiveDate, events: usize, today: NaiveDate) -> String {
    let date_words = dates::format(&date, &fl!("date-a11y-day"));
    let count = events as i64;
    let name = fl!("a11y-day", date = date_words, count = count);
    if date == today {
        fl!("a11y-today", day = name)
    } else {
        name
    }
}

/// When an event is, as heard: "09:00 to 09:15", "all day", "November 24
/// to 26, all day", or with dates when it crosses midnight.
pub(super) fn when(item: &Item, locale: &Locale) -> String {
    let day = |d: NaiveDate| dates::format(&d, &fl!("date-a11y-day"));
    match item.span {
        Span::AllDay { first, last } if first == last => fl!("a11y-all-day"),
        Span::AllDay { first, last } => {
            let (first, last) = (day(first), day(last));
            fl!("a11y-all-day-days", first = first, last = last)
        }
        Span::Timed { start, end } => {
            let (from, to) = (locale.time(start.time()), locale.time(end.time()));
            let that_night =
                end.time() == NaiveTime::MIN && end.date() - start.date() == Duration::days(1);
            if end.date() == start.date() || that_night {
                fl!("a11y-time-range", start = from, end = to)
            } else {
                let from = format!("{}, {from}", day(start.date()));
                let to = format!("{}, {to}", day(end.date()));
                fl!("a11y-time-range", start = from, end = to)
            }
        }
    }
}

/// What else is true of an event, each as a few words: it repeats, my
/// answer to its invitation, it was cancelled, it is a conflict's copy.
pub(super) fn facts(item: &Item, conflicted: bool) -> Vec<String> {
    let mut facts = Vec::new();
    if item.headline.recurring {
        facts.push(fl!("a11y-repeats"));
    }
    if item.headline.cancelled {
        facts.push(fl!("a11y-cancelled"));
    } else {
        match item.my_answer {
            Some(MyAnswer::Awaited) => facts.push(fl!("a11y-not-answered")),
            Some(MyAnswer::Tentative) => facts.push(fl!("a11y-tentative")),
            Some(MyAnswer::Declined) => facts.push(fl!("a11y-declined")),
            Some(MyAnswer::Accepted) => facts.push(fl!("a11y-accepted")),
            None => {}
        }
    }
    if conflicted {
        facts.push(fl!("a11y-conflict"));
    }
    facts
}
