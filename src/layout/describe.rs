//! Rules and times in words, as the details panel shows them (reminders:
//! `reminder_words`).
//!
//! Every phrase is a message (`rule-…`, `reminder-…`, `event-time-…`) with
//! the parts as variables, so a language orders the words its own way and
//! keeps its genders and cases: weekdays reach a message as keys (`mon` …
//! `sun`) and ordinals as numbers, and each language's messages spell them.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use super::Locale;
use crate::fl;
use crate::i18n::dates;
use crate::model::EventTime;
use crate::recur::{Frequency, NthWeekday, RRule, Until};

/// What a rule with no phrase is called: "Repeats on a custom schedule".
pub fn custom() -> String {
    fl!("rule-custom")
}

/// A rule in words: "Every 2 weeks on Tuesday and Thursday until Dec 24,
/// 2026", "Every month on the second Monday", "Every weekday, 10 times".
/// A rule with parts that have no short phrase (times of day, BYSETPOS
/// over days of the year, …) is called [`custom`], never described wrongly;
/// its RRULE text is for the editor's Advanced field, not for reading.
///
/// ```
/// use kairos::layout::describe_rule;
/// use kairos::model::EventTime;
/// use kairos::recur::RRule;
/// let start = EventTime::AllDay(chrono::NaiveDate::from_ymd_opt(2026, 11, 3).unwrap());
/// let rule: RRule = "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20261224".parse().unwrap();
/// assert_eq!(
///     describe_rule(&rule, &start),
///     "Every 2 weeks on Tuesday and Thursday until Dec 24, 2026"
/// );
/// ```
pub fn describe_rule(rule: &RRule, start: &EventTime) -> String {
    let Some(base) = phrase(rule, start) else {
        return custom();
    };
    let mut text = base;
    if let Some(count) = rule.count {
        text = fl!("rule-count", rule = text, count = count);
    }
    if let Some(until) = rule.until {
        let day = match until {
            Until::Date(d) => d,
            Until::Local(t) => t.date(),
            Until::Utc(t) => match start.zone() {
                Some(tz) => t.with_timezone(&tz).date_naive(),
                None => t.date_naive(),
            },
        };
        let date = dates::format(&day, &fl!("date-rule-until"));
        text = fl!("rule-until", rule = text, date = date);
    }
    text
}

/// "Every day", "Every 3 weeks", … for a frequency and interval.
fn every(freq: Frequency, n: u32) -> String {
    match freq {
        Frequency::Daily => fl!("rule-every-day", count = n),
        Frequency::Weekly => fl!("rule-every-week", count = n),
        Frequency::Monthly => fl!("rule-every-month", count = n),
        _ => fl!("rule-every-year", count = n),
    }
}

fn phrase(rule: &RRule, start: &EventTime) -> Option<String> {
    // Times of day would need the viewer's clock; a rule with them is
    // rare enough to stay in its RRULE form (the editor's Advanced field).
    if !(rule.by_second.is_empty() && rule.by_minute.is_empty() && rule.by_hour.is_empty()) {
        return None;
    }
    let date = start.wall_clock().date();
    let n = rule.interval;
    let plain_days = rule.by_day.iter().all(|d| d.nth.is_none());
    let core = match rule.freq {
        Frequency::Daily => {
            if !(rule.by_month_day.is_empty()
                && rule.by_year_day.is_empty()
                && rule.by_week_no.is_empty()
                && rule.by_set_pos.is_empty()
                && plain_days)
            {
                return None;
            }
            let days = sorted_days(&rule.by_day);
            if rule.by_day.is_empty() || days.len() == 7 && n == 1 {
                every(Frequency::Daily, n)
            } else if n != 1 {
                return None;
            } else if days == WEEKDAYS {
                fl!("rule-every-weekday")
            } else {
                let days = names(&days);
                fl!("rule-daily-on", days = days)
            }
        }
        Frequency::Weekly => {
            if !(rule.by_month_day.is_empty()
                && rule.by_year_day.is_empty()
                && rule.by_week_no.is_empty()
                && rule.by_set_pos.is_empty()
                && plain_days)
            {
                return None;
            }
            let days: Vec<Weekday> = if rule.by_day.is_empty() {
                vec![date.weekday()]
            } else {
                sorted_days(&rule.by_day)
            };
            let every = every(Frequency::Weekly, n);
            if n == 1 && days == WEEKDAYS {
                fl!("rule-every-weekday")
            } else if days.len() == 7 {
                fl!("rule-weekly-every-day", every = every)
            } else {
                let days = names(&days);
                fl!("rule-weekly-on", every = every, days = days)
            }
        }
        Frequency::Monthly => monthly(rule, date, plain_days)?,
        Frequency::Yearly => return yearly(rule, date),
        _ => return None,
    };
    Some(match in_months(&rule.by_month) {
        Some(months) => fl!("rule-in-months", rule = core, months = months),
        None => core,
    })
}

fn monthly(rule: &RRule, date: NaiveDate, plain_days: bool) -> Option<String> {
    if !(rule.by_year_day.is_empty() && rule.by_week_no.is_empty()) {
        return None;
    }
    let every = every(Frequency::Monthly, rule.interval);
    let days = match (
        rule.by_day.as_slice(),
        rule.by_month_day.as_slice(),
        rule.by_set_pos.as_slice(),
    ) {
        ([], [], []) => {
            let day = date.day();
            return Some(fl!("rule-monthly-on-day", every = every, day = day));
        }
        ([], days, []) => {
            let parts = days
                .iter()
                .map(|d| month_day(*d))
                .collect::<Option<Vec<_>>>()?;
            and(&parts)
        }
        (days, [], []) if days.iter().all(|d| d.nth.is_some()) => {
            let parts = days.iter().map(nth_weekday).collect::<Option<Vec<_>>>()?;
            and(&parts)
        }
        (days, [], []) if plain_days => {
            let set = sorted_days(days);
            return Some(if set == WEEKDAYS {
                fl!("rule-monthly-every-weekday", every = every)
            } else if set.len() == 7 {
                fl!("rule-monthly-every-day", every = every)
            } else {
                let days = names(&set);
                fl!("rule-monthly-on-every", every = every, days = days)
            });
        }
        // "The last working day of the month".
        (days, [], [pos]) if plain_days && !days.is_empty() => {
            let nth = ordinal(i32::from(*pos))?;
            let set = sorted_days(days);
            match set.as_slice() {
                [one] => fl!("rule-nth-weekday", nth = nth, day = weekday_key(*one)),
                _ if set == WEEKDAYS => fl!("rule-setpos-weekday", nth = nth),
                [Weekday::Sat, Weekday::Sun] => fl!("rule-setpos-weekend-day", nth = nth),
                _ if set.len() == 7 => fl!("rule-setpos-day", nth = nth),
                _ => {
                    let parts: Vec<String> = set.iter().map(|d| weekday(*d)).collect();
                    let days = or(&parts);
                    fl!("rule-setpos-of", nth = nth, days = days)
                }
            }
        }
        _ => return None,
    };
    Some(fl!("rule-monthly-on", every = every, days = days))
}

const WEEKDAYS: [Weekday; 5] = [
    Weekday::Mon,
    Weekday::Tue,
    Weekday::Wed,
    Weekday::Thu,
    Weekday::Fri,
];

/// A month's name as a sentence uses it ("January"; "janvier").
fn month_name(m: u32) -> Option<String> {
    let first = NaiveDate::from_ymd_opt(2000, m, 1)?;
    Some(dates::format(&first, &fl!("date-month-name")))
}

/// "January and July" for BYMONTH, or `None` without one.
fn in_months(months: &[u8]) -> Option<String> {
    if months.is_empty() {
        return None;
    }
    let names: Vec<String> = months
        .iter()
        .filter_map(|m| month_name(u32::from(*m)))
        .collect();
    Some(and(&names))
}

fn yearly(rule: &RRule, date: NaiveDate) -> Option<String> {
    let every = every(Frequency::Yearly, rule.interval);
    if !rule.by_set_pos.is_empty() {
        return None;
    }
    // "Every year in week 20 on Monday".
    if !rule.by_week_no.is_empty() {
        if !(rule.by_month.is_empty()
            && rule.by_month_day.is_empty()
            && rule.by_year_day.is_empty()
            && rule.by_day.iter().all(|d| d.nth.is_none()))
        {
            return None;
        }
        let weeks = rule
            .by_week_no
            .iter()
            .map(|w| week_number(*w))
            .collect::<Option<Vec<_>>>()?;
        let days = if rule.by_day.is_empty() {
            vec![date.weekday()]
        } else {
            sorted_days(&rule.by_day)
        };
        let weeks = and(&weeks);
        let days = names(&days);
        return Some(fl!(
            "rule-yearly-weeks",
            every = every,
            weeks = weeks,
            days = days
        ));
    }
    // "Every year on day 100", "… on the last day of the year".
    if !rule.by_year_day.is_empty() {
        if !(rule.by_month.is_empty() && rule.by_month_day.is_empty() && rule.by_day.is_empty()) {
            return None;
        }
        let days = rule
            .by_year_day
            .iter()
            .map(|d| year_day(*d))
            .collect::<Option<Vec<_>>>()?;
        let days = and(&days);
        return Some(fl!("rule-yearly-days", every = every, days = days));
    }
    let months: Vec<u32> = if rule.by_month.is_empty() {
        vec![date.month()]
    } else {
        rule.by_month.iter().map(|m| u32::from(*m)).collect()
    };
    let names_of_months: Vec<String> = months.iter().filter_map(|m| month_name(*m)).collect();
    let months_text = and(&names_of_months);
    Some(
        match (
            months.as_slice(),
            rule.by_day.as_slice(),
            rule.by_month_day.as_slice(),
        ) {
            ([_], [], []) => {
                let day = date.day();
                fl!(
                    "rule-yearly-on-date",
                    every = every,
                    month = months_text,
                    day = day
                )
            }
            ([_], [], [d]) if *d > 0 => {
                let day = i32::from(*d);
                fl!(
                    "rule-yearly-on-date",
                    every = every,
                    month = months_text,
                    day = day
                )
            }
            (_, [], []) => {
                let day = date.day();
                fl!(
                    "rule-yearly-on-day-of",
                    every = every,
                    day = day,
                    months = months_text
                )
            }
            (_, [], days) => {
                let parts = days
                    .iter()
                    .map(|d| month_day(*d))
                    .collect::<Option<Vec<_>>>()?;
                let days = and(&parts);
                fl!(
                    "rule-yearly-on-of",
                    every = every,
                    days = days,
                    months = months_text
                )
            }
            (_, days, []) if days.iter().all(|d| d.nth.is_some()) && !rule.by_month.is_empty() => {
                let parts = days.iter().map(nth_weekday).collect::<Option<Vec<_>>>()?;
                let days = and(&parts);
                fl!(
                    "rule-yearly-on-of",
                    every = every,
                    days = days,
                    months = months_text
                )
            }
            (_, days, []) if days.iter().all(|d| d.nth.is_none()) && !rule.by_month.is_empty() => {
                let days = names(&sorted_days(days));
                fl!(
                    "rule-yearly-every-in",
                    every = every,
                    days = days,
                    months = months_text
                )
            }
            _ => return None,
        },
    )
}

/// An ordinal the messages spell: 1 to 53 from the start, 1 to 5 from the
/// end (negative). Further from the end has no phrase in most languages.
fn ordinal(n: i32) -> Option<i32> {
    (n != 0 && (-5..=53).contains(&n)).then_some(n)
}

/// "week 20", "the last week".
fn week_number(w: i8) -> Option<String> {
    let w = i32::from(w);
    if w > 0 {
        return Some(fl!("rule-week", week = w));
    }
    let nth = ordinal(w)?;
    Some(fl!("rule-nth-week", nth = nth))
}

/// "day 100", "the last day" of a year.
fn year_day(d: i16) -> Option<String> {
    let d = i32::from(d);
    if d > 0 {
        return Some(fl!("rule-day", day = d));
    }
    let nth = ordinal(d)?;
    Some(fl!("rule-nth-day", nth = nth))
}

/// "day 15", "the last day", "the second-to-last day" of a month.
fn month_day(d: i8) -> Option<String> {
    year_day(i16::from(d))
}

fn sorted_days(days: &[NthWeekday]) -> Vec<Weekday> {
    let mut out: Vec<Weekday> = days.iter().map(|d| d.weekday).collect();
    out.sort_by_key(|d| d.num_days_from_monday());
    out.dedup();
    out
}

/// The key a message selects a weekday by (`$day`: `mon` … `sun`).
pub fn weekday_key(d: Weekday) -> &'static str {
    match d {
        Weekday::Mon => "mon",
        Weekday::Tue => "tue",
        Weekday::Wed => "wed",
        Weekday::Thu => "thu",
        Weekday::Fri => "fri",
        Weekday::Sat => "sat",
        Weekday::Sun => "sun",
    }
}

/// A weekday's name as a sentence uses it ("Monday"; "lundi").
fn weekday(d: Weekday) -> String {
    fl!("rule-weekday", day = weekday_key(d))
}

/// "Monday, Wednesday and Friday".
fn names(days: &[Weekday]) -> String {
    let parts: Vec<String> = days.iter().map(|d| weekday(*d)).collect();
    and(&parts)
}

/// "the second Monday", "the last Friday", or a plain weekday's name.
pub(crate) fn nth_weekday(d: &NthWeekday) -> Option<String> {
    match d.nth {
        Some(n) => {
            let nth = ordinal(i32::from(n))?;
            Some(fl!(
                "rule-nth-weekday",
                nth = nth,
                day = weekday_key(d.weekday)
            ))
        }
        None => Some(weekday(d.weekday)),
    }
}

/// Joins a list: "a", "a and b", "a, b and c"; `last` is the message
/// for the final pair.
fn join(parts: &[String], last: fn(&str, &str) -> String) -> String {
    match parts {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., tail] => {
            let head = init.join(&fl!("list-separator"));
            last(&head, tail)
        }
    }
}

fn and(parts: &[String]) -> String {
    join(parts, |first, last| {
        fl!("list-and", first = first, last = last)
    })
}

fn or(parts: &[String]) -> String {
    join(parts, |first, last| {
        fl!("list-or", first = first, last = last)
    })
}

/// An event's time in words for the details panel: "Tuesday, Nov 24, 2026,
/// 09:00 – 10:00", "Friday, Nov 27, 2026, all day", or a range across days.
pub fn describe_time(
    start: chrono::NaiveDateTime,
    end: chrono::NaiveDateTime,
    all_day: bool,
    locale: &Locale,
) -> String {
    let day = |d: NaiveDate| dates::format(&d, &fl!("date-event-day"));
    if all_day {
        let last = (end.date() - Duration::days(1)).max(start.date());
        let first = day(start.date());
        return if last == start.date() {
            fl!("event-time-all-day", date = first)
        } else {
            let last = day(last);
            fl!("event-time-days", first = first, last = last)
        };
    }
    // Ending at the midnight after it started is still one day.
    let ends_that_night = end > start
        && end.time() == chrono::NaiveTime::MIN
        && end.date() - start.date() == Duration::days(1);
    let date = day(start.date());
    let from = locale.time(start.time());
    let to = locale.time(end.time());
    if end.date() == start.date() || ends_that_night {
        fl!("event-time-one-day", date = date, start = from, end = to)
    } else {
        let end_date = day(end.date());
        fl!(
            "event-time-across-days",
            start_date = date,
            start = from,
            end_date = end_date,
            end = to
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(rule: &str, y: i32, m: u32, d: u32) -> String {
        let start = EventTime::Floating(
            NaiveDate::from_ymd_opt(y, m, d)
                .unwrap()
                .and_hms_opt(9, 0, 0)
                .unwrap(),
        );
        describe_rule(&rule.parse().unwrap(), &start)
    }

    #[test]
    fn common_rules_in_words() {
        assert_eq!(words("FREQ=DAILY", 2026, 11, 2), "Every day");
        assert_eq!(
            words("FREQ=DAILY;INTERVAL=3;COUNT=10", 2026, 11, 2),
            "Every 3 days, 10 times"
        );
        assert_eq!(words("FREQ=WEEKLY", 2026, 11, 3), "Every week on Tuesday");
        assert_eq!(
            words("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", 2026, 11, 2),
            "Every weekday"
        );
        assert_eq!(
            words("FREQ=WEEKLY;BYDAY=FR,MO,WE", 2026, 11, 2),
            "Every week on Monday, Wednesday and Friday"
        );
        assert_eq!(words("FREQ=MONTHLY", 2026, 11, 15), "Every month on day 15");
        assert_eq!(
            words("FREQ=MONTHLY;BYDAY=2MO", 2026, 11, 9),
            "Every month on the second Monday"
        );
        assert_eq!(
            words("FREQ=MONTHLY;BYDAY=-1FR", 2026, 11, 27),
            "Every month on the last Friday"
        );
        assert_eq!(
            words("FREQ=MONTHLY;BYMONTHDAY=-1", 2026, 11, 30),
            "Every month on the last day"
        );
        assert_eq!(
            words("FREQ=YEARLY", 2026, 11, 21),
            "Every year on November 21"
        );
        assert_eq!(
            words("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", 2026, 11, 26),
            "Every year on the fourth Thursday of November"
        );
        assert_eq!(
            words("FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1", 2026, 11, 2),
            "Every month on the first of Monday or Tuesday"
        );
        assert_eq!(
            words(
                "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
                2026,
                11,
                30
            ),
            "Every month on the last weekday"
        );
        assert_eq!(
            words("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", 2026, 11, 2),
            "Every weekday"
        );
        assert_eq!(
            words("FREQ=DAILY;BYMONTH=1,2", 2026, 1, 2),
            "Every day in January and February"
        );
        assert_eq!(
            words("FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=1", 2026, 11, 1),
            "Every month on the first weekend day"
        );
        assert_eq!(
            words("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", 2026, 5, 11),
            "Every year in week 20 on Monday"
        );
        assert_eq!(
            words("FREQ=YEARLY;BYYEARDAY=1,-1", 2026, 1, 1),
            "Every year on day 1 and the last day of the year"
        );
        assert_eq!(
            words("FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=1", 2026, 1, 1),
            "Every year on day 1 of January and July"
        );
        assert_eq!(words("FREQ=DAILY;BYHOUR=9,17", 2026, 11, 2), custom());
        assert_eq!(
            words("FREQ=DAILY;UNTIL=20261224T090000", 2026, 11, 2),
            "Every day until Dec 24, 2026"
        );
    }

    #[test]
    fn times_in_words() {
        let l = Locale::default();
        let at = |d: u32, h: u32| {
            NaiveDate::from_ymd_opt(2026, 11, d)
                .unwrap()
                .and_hms_opt(h, 0, 0)
                .unwrap()
        };
        assert_eq!(
            describe_time(at(24, 9), at(24, 10), false, &l),
            "Tuesday, Nov 24, 2026, 09:00 – 10:00"
        );
        assert_eq!(
            describe_time(at(27, 0), at(28, 0), true, &l),
            "Friday, Nov 27, 2026, all day"
        );
        assert_eq!(
            describe_time(at(27, 0), at(30, 0), true, &l),
            "Friday, Nov 27, 2026 – Sunday, Nov 29, 2026"
        );
        assert_eq!(
            describe_time(at(27, 22), at(28, 2), false, &l),
            "Friday, Nov 27, 2026, 22:00 – Saturday, Nov 28, 2026, 02:00"
        );
    }
}
