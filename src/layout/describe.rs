//! Rules, reminders and times in words, as the details panel shows them.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use super::Locale;
use crate::model::{EventTime, Reminder};
use crate::recur::{Frequency, NthWeekday, RRule, Until};

/// A rule in words: "Every 2 weeks on Tuesday and Thursday until Dec 24,
/// 2026", "Every month on the second Monday", "Every weekday, 10 times".
/// Rules with parts that have no short phrase (BYSETPOS, BYWEEKNO, BYHOUR, …)
/// fall back to their RRULE text, so nothing is ever described wrongly.
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
        return format!("Custom rule: {rule}");
    };
    let mut text = base;
    if let Some(count) = rule.count {
        if count == 1 {
            text.push_str(", once");
        } else {
            text.push_str(&format!(", {count} times"));
        }
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
        text.push_str(&format!(" until {}", day.format("%b %-d, %Y")));
    }
    text
}

fn every(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("Every {one}")
    } else {
        format!("Every {n} {many}")
    }
}

fn phrase(rule: &RRule, start: &EventTime) -> Option<String> {
    let simple = rule.by_second.is_empty()
        && rule.by_minute.is_empty()
        && rule.by_hour.is_empty()
        && rule.by_year_day.is_empty()
        && rule.by_week_no.is_empty()
        && rule.by_set_pos.is_empty();
    if !simple {
        return None;
    }
    let date = start.wall_clock().date();
    let n = rule.interval;
    match rule.freq {
        Frequency::Daily
            if rule.by_day.is_empty()
                && rule.by_month_day.is_empty()
                && rule.by_month.is_empty() =>
        {
            Some(every(n, "day", "days"))
        }
        Frequency::Weekly if rule.by_month_day.is_empty() && rule.by_month.is_empty() => {
            let days: Vec<Weekday> = if rule.by_day.is_empty() {
                vec![date.weekday()]
            } else if rule.by_day.iter().all(|d| d.nth.is_none()) {
                sorted_days(&rule.by_day)
            } else {
                return None;
            };
            let weekdays = [
                Weekday::Mon,
                Weekday::Tue,
                Weekday::Wed,
                Weekday::Thu,
                Weekday::Fri,
            ];
            if n == 1 && days == weekdays {
                return Some("Every weekday".into());
            }
            if days.len() == 7 {
                return Some(every(n, "week", "weeks") + " on every day");
            }
            let names: Vec<&str> = days.iter().map(|d| day_name(*d)).collect();
            Some(format!("{} on {}", every(n, "week", "weeks"), join(&names)))
        }
        Frequency::Monthly if rule.by_month.is_empty() => {
            let on = match (rule.by_day.as_slice(), rule.by_month_day.as_slice()) {
                ([], []) => format!("on day {}", date.day()),
                ([], days) => {
                    let parts: Vec<String> = days.iter().map(|d| month_day(*d)).collect();
                    format!("on {}", join_owned(&parts))
                }
                (days, []) if days.iter().all(|d| d.nth.is_some()) => {
                    let parts: Vec<String> = days.iter().map(nth_weekday).collect();
                    format!("on {}", join_owned(&parts))
                }
                _ => return None,
            };
            Some(format!("{} {on}", every(n, "month", "months")))
        }
        Frequency::Yearly => {
            let months: Vec<u32> = if rule.by_month.is_empty() {
                vec![date.month()]
            } else {
                rule.by_month.iter().map(|m| u32::from(*m)).collect()
            };
            let [month] = months.as_slice() else {
                return None;
            };
            let month_name = NaiveDate::from_ymd_opt(2000, *month, 1)?
                .format("%B")
                .to_string();
            let on = match (rule.by_day.as_slice(), rule.by_month_day.as_slice()) {
                ([], []) => format!("on {month_name} {}", date.day()),
                ([], [d]) if *d > 0 => format!("on {month_name} {d}"),
                ([], [d]) => format!(
                    "on {} of {month_name}",
                    month_day(*d).trim_start_matches("the ")
                ),
                ([d], []) if d.nth.is_some() && !rule.by_month.is_empty() => {
                    format!("on {} of {month_name}", nth_weekday(d))
                }
                _ => return None,
            };
            Some(format!("{} {on}", every(n, "year", "years")))
        }
        _ => None,
    }
}

fn sorted_days(days: &[NthWeekday]) -> Vec<Weekday> {
    let mut out: Vec<Weekday> = days.iter().map(|d| d.weekday).collect();
    out.sort_by_key(|d| d.num_days_from_monday());
    out.dedup();
    out
}

fn day_name(d: Weekday) -> &'static str {
    match d {
        Weekday::Mon => "Monday",
        Weekday::Tue => "Tuesday",
        Weekday::Wed => "Wednesday",
        Weekday::Thu => "Thursday",
        Weekday::Fri => "Friday",
        Weekday::Sat => "Saturday",
        Weekday::Sun => "Sunday",
    }
}

fn ordinal(n: i8) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        5 => "fifth".into(),
        -1 => "last".into(),
        -2 => "second-to-last".into(),
        n if n > 0 => format!("{n}th"),
        n => format!("{}th from last", -n),
    }
}

/// "the second Monday", "the last Friday", or a plain weekday's name.
pub(crate) fn nth_weekday(d: &NthWeekday) -> String {
    match d.nth {
        Some(n) => format!("the {} {}", ordinal(n), day_name(d.weekday)),
        None => day_name(d.weekday).to_owned(),
    }
}

fn month_day(d: i8) -> String {
    match d {
        -1 => "the last day".into(),
        d if d < 0 => format!("the {} day", ordinal(d)),
        d => format!("day {d}"),
    }
}

fn join(parts: &[&str]) -> String {
    match parts {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

fn join_owned(parts: &[String]) -> String {
    let refs: Vec<&str> = parts.iter().map(String::as_str).collect();
    join(&refs)
}

/// A reminder in words: "At the start", "10 minutes before", "1 day before",
/// "15 minutes after start", "10 minutes before the end", or
/// "On Nov 21, 2026 at 09:00" for a fixed time.
pub fn describe_reminder(
    reminder: &Reminder,
    viewer: impl Into<crate::model::Zone>,
    locale: &Locale,
) -> String {
    let viewer: crate::model::Zone = viewer.into();
    match reminder {
        Reminder::Before(d) if d.is_zero() => "At the start".into(),
        Reminder::Before(d) if *d < Duration::zero() => format!("{} after start", amount(-*d)),
        Reminder::Before(d) => format!("{} before", amount(*d)),
        Reminder::BeforeEnd(d) if d.is_zero() => "At the end".into(),
        Reminder::BeforeEnd(d) if *d < Duration::zero() => format!("{} after the end", amount(-*d)),
        Reminder::BeforeEnd(d) => format!("{} before the end", amount(*d)),
        Reminder::At(t) => {
            let local = t.with_timezone(&viewer);
            format!(
                "On {} at {}",
                local.format("%b %-d, %Y"),
                locale.time(local.time())
            )
        }
    }
}

fn amount(d: Duration) -> String {
    let secs = d.num_seconds();
    let (n, unit) = if secs % (7 * 86_400) == 0 {
        (secs / (7 * 86_400), "week")
    } else if secs % 86_400 == 0 {
        (secs / 86_400, "day")
    } else if secs % 3600 == 0 {
        (secs / 3600, "hour")
    } else if secs % 60 == 0 {
        (secs / 60, "minute")
    } else {
        (secs, "second")
    };
    format!("{n} {unit}{}", if n == 1 { "" } else { "s" })
}

/// An event's time in words for the details panel: "Tuesday, Nov 24, 2026,
/// 09:00 – 10:00", "Friday, Nov 27, 2026, all day", or a range across days.
pub fn describe_time(
    start: chrono::NaiveDateTime,
    end: chrono::NaiveDateTime,
    all_day: bool,
    locale: &Locale,
) -> String {
    let day = |d: NaiveDate| d.format("%A, %b %-d, %Y").to_string();
    if all_day {
        let last = (end.date() - Duration::days(1)).max(start.date());
        return if last == start.date() {
            format!("{}, all day", day(start.date()))
        } else {
            format!("{} – {}", day(start.date()), day(last))
        };
    }
    // Ending at the midnight after it started is still one day.
    let ends_that_night = end > start
        && end.time() == chrono::NaiveTime::MIN
        && end.date() - start.date() == Duration::days(1);
    if end.date() == start.date() || ends_that_night {
        format!(
            "{}, {} – {}",
            day(start.date()),
            locale.time(start.time()),
            locale.time(end.time())
        )
    } else {
        format!(
            "{}, {} – {}, {}",
            day(start.date()),
            locale.time(start.time()),
            day(end.date()),
            locale.time(end.time())
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
            "Custom rule: FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1"
        );
        assert_eq!(
            words("FREQ=DAILY;UNTIL=20261224T090000", 2026, 11, 2),
            "Every day until Dec 24, 2026"
        );
    }

    #[test]
    fn reminders_in_words() {
        let l = Locale::default();
        let tz = chrono_tz::UTC;
        assert_eq!(
            describe_reminder(&Reminder::Before(Duration::zero()), tz, &l),
            "At the start"
        );
        assert_eq!(
            describe_reminder(&Reminder::Before(Duration::minutes(10)), tz, &l),
            "10 minutes before"
        );
        assert_eq!(
            describe_reminder(&Reminder::Before(Duration::hours(1)), tz, &l),
            "1 hour before"
        );
        assert_eq!(
            describe_reminder(&Reminder::Before(Duration::days(1)), tz, &l),
            "1 day before"
        );
        assert_eq!(
            describe_reminder(&Reminder::Before(Duration::minutes(-5)), tz, &l),
            "5 minutes after start"
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
