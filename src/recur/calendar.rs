//! Gregorian calendar arithmetic the expansion needs: month lengths, week
//! numbers under any WKST, month indices.

use chrono::{Datelike, Duration, NaiveDate, Weekday};

pub(crate) fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

pub(crate) fn year_len(year: i32) -> u32 {
    if is_leap(year) {
        366
    } else {
        365
    }
}

pub(crate) fn month_len(year: i32, month: u32) -> u32 {
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        _ if is_leap(year) => 29,
        _ => 28,
    }
}

/// Months since year 0, so that month arithmetic is integer arithmetic.
pub(crate) fn month_index(date: NaiveDate) -> i64 {
    i64::from(date.year()) * 12 + i64::from(date.month0())
}

/// The first day of the month with the given [`month_index`].
pub(crate) fn month_from_index(index: i64) -> Option<(i32, u32)> {
    let year = i32::try_from(index.div_euclid(12)).ok()?;
    let month = u32::try_from(index.rem_euclid(12)).ok()? + 1;
    Some((year, month))
}

/// Days from `week_start` back to the most recent such weekday (0..=6).
pub(crate) fn days_since(day: Weekday, week_start: Weekday) -> i64 {
    i64::from((7 + day.num_days_from_monday() - week_start.num_days_from_monday()) % 7)
}

/// The first day of the week containing `date`, weeks starting on `week_start`.
pub(crate) fn week_start_of(date: NaiveDate, week_start: Weekday) -> NaiveDate {
    date - Duration::days(days_since(date.weekday(), week_start))
}

/// The first day of week 1 of `year`: the first week (starting on
/// `week_start`) that has at least four days in `year` (RFC 5545 BYWEEKNO).
fn week_one_start(year: i32, week_start: Weekday) -> Option<NaiveDate> {
    let jan1 = NaiveDate::from_ymd_opt(year, 1, 1)?;
    let offset = days_since(jan1.weekday(), week_start);
    Some(if offset <= 3 {
        jan1 - Duration::days(offset)
    } else {
        jan1 + Duration::days(7 - offset)
    })
}

/// The week-numbering year `date` belongs to (weeks starting on
/// `week_start`), with its first day and the first day of the next one.
/// Sat 2010-01-02 belongs to 2009's: week 1 of 2010 starts on the 4th.
pub(crate) fn week_year(
    date: NaiveDate,
    week_start: Weekday,
) -> Option<(i32, NaiveDate, NaiveDate)> {
    let year = date.year();
    let start = week_one_start(year, week_start)?;
    let next = week_one_start(year + 1, week_start)?;
    Some(if date >= next {
        (year + 1, next, week_one_start(year + 2, week_start)?)
    } else if date < start {
        (year - 1, week_one_start(year - 1, week_start)?, start)
    } else {
        (year, start, next)
    })
}

/// The first and the next year's first day of week-numbering year `year`.
pub(crate) fn week_year_bounds(year: i32, week_start: Weekday) -> Option<(NaiveDate, NaiveDate)> {
    Some((
        week_one_start(year, week_start)?,
        week_one_start(year + 1, week_start)?,
    ))
}

/// The week number of `date` (1..=53) and the number of weeks in its
/// week-numbering year, weeks starting on `week_start`.
pub(crate) fn week_number(date: NaiveDate, week_start: Weekday) -> Option<(i32, i32)> {
    let (_, start, end) = week_year(date, week_start)?;
    let number = (date - start).num_days() / 7 + 1;
    let weeks = (end - start).num_days() / 7;
    Some((number as i32, weeks as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn iso_week_numbers_match_iso8601() {
        for (date, week) in [
            (d(2024, 1, 1), 1),
            (d(2024, 12, 30), 1),
            (d(2020, 12, 31), 53),
            (d(2021, 1, 3), 53),
            (d(2021, 1, 4), 1),
        ] {
            assert_eq!(week_number(date, Weekday::Mon).unwrap().0, week, "{date}");
            assert_eq!(date.iso_week().week() as i32, week);
        }
        assert_eq!(week_number(d(2020, 6, 1), Weekday::Mon).unwrap().1, 53);
        assert_eq!(week_number(d(2021, 6, 1), Weekday::Mon).unwrap().1, 52);
    }

    #[test]
    fn sunday_week_start_shifts_week_one() {
        // 1997-01-01 is a Wednesday. With WKST=SU week 1 starts Sun 1996-12-29.
        assert_eq!(week_number(d(1996, 12, 29), Weekday::Sun).unwrap().0, 1);
        assert_eq!(week_number(d(1996, 12, 29), Weekday::Mon).unwrap().0, 52);
    }

    #[test]
    fn month_lengths() {
        assert_eq!(month_len(2024, 2), 29);
        assert_eq!(month_len(1900, 2), 28);
        assert_eq!(month_len(2000, 2), 29);
        assert_eq!(
            month_from_index(month_index(d(1997, 12, 5)) + 1),
            Some((1998, 1))
        );
    }
}
