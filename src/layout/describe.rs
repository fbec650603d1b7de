//! Rules, reminders and times in words, as the details panel shows them.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

use super::Locale;
use crate::model::{EventTime, Reminder};
use crate::recur::{Frequency, NthWeekday, RRule, Until};

/// A rule in words: "Every 2 weeks on Tuesday and Thursday until Dec 24,
/// 2026", "Every month on the second Monday", "Every weekday, 10 times".
/// A rule with parts that have no short phrase (times of day, BYSETPOS
/// over days of the year, …) is called [`CUSTOM`], never described wrongly;
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
/// What a rule with no phrase is called.
pub const CUSTOM: &str = "Repeats on a custom schedule";

pub fn describe_rule(rule: &RRule, start: &EventTime) -> String {
    let Some(base) = phrase(rule, start) else {
        return CUSTOM.to_owned();
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
            if rule.by_day.is_empty() {
                every(n, "day", "days")
            } else if n == 1 {
                format!("Every {}", day_set(&sorted_days(&rule.by_day)))
            } else {
                return None;
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
            if n == 1 && days == WEEKDAYS {
                "Every weekday".to_owned()
            } else if days.len() == 7 {
                every(n, "week", "weeks") + " on every day"
            } else {
                let names: Vec<&str> = days.iter().map(|d| day_name(*d)).collect();
                format!("{} on {}", every(n, "week", "weeks"), join(&names))
            }
        }
        Frequency::Monthly => {
            if !(rule.by_year_day.is_empty() && rule.by_week_no.is_empty()) {
                return None;
            }
            let on = match (
                rule.by_day.as_slice(),
                rule.by_month_day.as_slice(),
                rule.by_set_pos.as_slice(),
            ) {
                ([], [], []) => format!("on day {}", date.day()),
                ([], days, []) => {
                    let parts: Vec<String> = days.iter().map(|d| month_day(*d)).collect();
                    format!("on {}", join_owned(&parts))
                }
                (days, [], []) if days.iter().all(|d| d.nth.is_some()) => {
                    let parts: Vec<String> = days.iter().map(nth_weekday).collect();
                    format!("on {}", join_owned(&parts))
                }
                (days, [], []) if plain_days => {
                    format!("on every {}", day_set(&sorted_days(days)))
                }
                // "The last working day of the month".
                (days, [], [pos]) if plain_days && !days.is_empty() => {
                    let pos = i8::try_from(*pos).ok()?;
                    let set = sorted_days(days);
                    match set.as_slice() {
                        [one] => format!("on the {} {}", ordinal(pos), day_name(*one)),
                        _ if set == WEEKDAYS => format!("on the {} weekday", ordinal(pos)),
                        [Weekday::Sat, Weekday::Sun] => {
                            format!("on the {} weekend day", ordinal(pos))
                        }
                        _ if set.len() == 7 => format!("on the {} day", ordinal(pos)),
                        _ => {
                            let names: Vec<&str> = set.iter().map(|d| day_name(*d)).collect();
                            format!("on the {} of {}", ordinal(pos), join_or(&names))
                        }
                    }
                }
                _ => return None,
            };
            format!("{} {on}", every(n, "month", "months"))
        }
        Frequency::Yearly => return yearly(rule, date),
        _ => return None,
    };
    Some(match in_months(&rule.by_month) {
        Some(months) => format!("{core} in {months}"),
        None => core,
    })
}

const WEEKDAYS: [Weekday; 5] = [
    Weekday::Mon,
    Weekday::Tue,
    Weekday::Wed,
    Weekday::Thu,
    Weekday::Fri,
];

/// "weekday" for Monday to Friday, else "Monday and Wednesday".
fn day_set(days: &[Weekday]) -> String {
    if days == WEEKDAYS {
        return "weekday".into();
    }
    if days.len() == 7 {
        return "day".into();
    }
    let names: Vec<&str> = days.iter().map(|d| day_name(*d)).collect();
    join(&names)
}

fn month_name(m: u32) -> Option<String> {
    Some(
        NaiveDate::from_ymd_opt(2000, m, 1)?
            .format("%B")
            .to_string(),
    )
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
    Some(join_owned(&names))
}

fn yearly(rule: &RRule, date: NaiveDate) -> Option<String> {
    let every_year = every(rule.interval, "year", "years");
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
        let weeks: Vec<String> = rule.by_week_no.iter().map(|w| week_number(*w)).collect();
        let days = if rule.by_day.is_empty() {
            vec![date.weekday()]
        } else {
            sorted_days(&rule.by_day)
        };
        return Some(format!(
            "{every_year} in {} on {}",
            join_owned(&weeks),
            day_set(&days)
        ));
    }
    // "Every year on the 100th day", "… on the last day of the year".
    if !rule.by_year_day.is_empty() {
        if !(rule.by_month.is_empty() && rule.by_month_day.is_empty() && rule.by_day.is_empty()) {
            return None;
        }
        let days: Vec<String> = rule
            .by_year_day
            .iter()
            .map(|d| match d {
                -1 => "the last day".to_owned(),
                d if *d < 0 => format!("the {} day", ordinal_wide(i32::from(*d))),
                d => format!("day {d}"),
            })
            .collect();
        return Some(format!("{every_year} on {} of the year", join_owned(&days)));
    }
    let months: Vec<u32> = if rule.by_month.is_empty() {
        vec![date.month()]
    } else {
        rule.by_month.iter().map(|m| u32::from(*m)).collect()
    };
    let names: Vec<String> = months.iter().filter_map(|m| month_name(*m)).collect();
    let in_them = join_owned(&names);
    let on = match (
        months.as_slice(),
        rule.by_day.as_slice(),
        rule.by_month_day.as_slice(),
    ) {
        ([_], [], []) => format!("on {in_them} {}", date.day()),
        ([_], [], [d]) if *d > 0 => format!("on {in_them} {d}"),
        (_, [], []) => format!("on day {} of {in_them}", date.day()),
        (_, [], days) => {
            let parts: Vec<String> = days.iter().map(|d| month_day(*d)).collect();
            format!("on {} of {in_them}", join_owned(&parts))
        }
        (_, days, []) if days.iter().all(|d| d.nth.is_some()) && !rule.by_month.is_empty() => {
            let parts: Vec<String> = days.iter().map(nth_weekday).collect();
            format!("on {} of {in_them}", join_owned(&parts))
        }
        (_, days, []) if days.iter().all(|d| d.nth.is_none()) && !rule.by_month.is_empty() => {
            format!("on every {} in {in_them}", day_set(&sorted_days(days)))
        }
        _ => return None,
    };
    Some(format!("{every_year} {on}"))
}

fn week_number(w: i8) -> String {
    match w {
        -1 => "the last week".into(),
        w if w < 0 => format!("the {} week", ordinal(w)),
        w => format!("week {w}"),
    }
}

fn ordinal_wide(n: i32) -> String {
    match i8::try_from(n) {
        Ok(n) => ordinal(n),
        Err(_) if n > 0 => format!("{n}th"),
        Err(_) => format!("{}th from last", -n),
    }
}

fn join_or(parts: &[&str]) -> String {
    match parts {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
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
        assert_eq!(words("FREQ=DAILY;BYHOUR=9,17", 2026, 11, 2), CUSTOM);
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
