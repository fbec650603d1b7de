//! Reminders in words: "10 minutes before", "At the start", and for an
//! all-day event, which starts at midnight, "On the day at 09:00" or "1 day
//! before at 18:00" rather than "9 hours after start".

use chrono::Duration;

use super::Locale;
use crate::fl;
use crate::i18n::dates;
use crate::model::Reminder;

/// `reminder` of an event that is all-day (`all_day`) or not, in words:
/// [`describe_all_day_reminder`] or [`describe_reminder`].
pub fn describe_reminder_for(
    reminder: &Reminder,
    all_day: bool,
    viewer: impl Into<crate::model::Zone>,
    locale: &Locale,
) -> String {
    if all_day {
        describe_all_day_reminder(reminder, viewer, locale)
    } else {
        describe_reminder(reminder, viewer, locale)
    }
}

/// A reminder of an all-day event in words, from the day's midnight: "On
/// the day at 09:00", "1 day before at 18:00"; one that is no time of a
/// day before or on it (after the day, or the end's) as
/// [`describe_reminder`] says it.
///
/// ```
/// use kairos::layout::{describe_all_day_reminder, Locale};
/// use kairos::model::{days_before_at, on_the_day_at};
/// let locale = Locale::default();
/// assert_eq!(describe_all_day_reminder(&on_the_day_at(9, 0), chrono_tz::UTC, &locale), "On the day at 09:00");
/// assert_eq!(describe_all_day_reminder(&days_before_at(1, 18, 0), chrono_tz::UTC, &locale), "1 day before at 18:00");
/// ```
pub fn describe_all_day_reminder(
    reminder: &Reminder,
    viewer: impl Into<crate::model::Zone>,
    locale: &Locale,
) -> String {
    let day = Duration::days(1);
    if let Reminder::Before(d) = reminder {
        // When it rings, from the day's midnight.
        let at = -*d;
        if at < day {
            let days = if at < Duration::zero() {
                (-at.num_seconds() + day.num_seconds() - 1) / day.num_seconds()
            } else {
                0
            };
            let of_day = at + Duration::days(days);
            let time = chrono::NaiveTime::MIN + of_day;
            let time = locale.time(time);
            return if days == 0 {
                fl!("reminder-all-day-on-the-day", time = time)
            } else {
                fl!("reminder-all-day-days-before", days = days, time = time)
            };
        }
    }
    describe_reminder(reminder, viewer, locale)
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
        Reminder::Before(d) if d.is_zero() => fl!("reminder-at-start"),
        Reminder::Before(d) if *d < Duration::zero() => {
            let amount = amount(-*d);
            fl!("reminder-after-start", amount = amount)
        }
        Reminder::Before(d) => {
            let amount = amount(*d);
            fl!("reminder-before-start", amount = amount)
        }
        Reminder::BeforeEnd(d) if d.is_zero() => fl!("reminder-at-end"),
        Reminder::BeforeEnd(d) if *d < Duration::zero() => {
            let amount = amount(-*d);
            fl!("reminder-after-end", amount = amount)
        }
        Reminder::BeforeEnd(d) => {
            let amount = amount(*d);
            fl!("reminder-before-end", amount = amount)
        }
        Reminder::At(t) => {
            let local = t.with_timezone(&viewer);
            let date = dates::format(&local.date_naive(), &fl!("date-reminder-on"));
            let time = locale.time(local.time());
            fl!("reminder-on", date = date, time = time)
        }
    }
}

/// A length of time in its largest whole unit: "10 minutes", "1 week".
pub fn amount(d: Duration) -> String {
    let secs = d.num_seconds();
    if secs % (7 * 86_400) == 0 {
        let count = secs / (7 * 86_400);
        fl!("amount-weeks", count = count)
    } else if secs % 86_400 == 0 {
        let count = secs / 86_400;
        fl!("amount-days", count = count)
    } else if secs % 3600 == 0 {
        let count = secs / 3600;
        fl!("amount-hours", count = count)
    } else if secs % 60 == 0 {
        let count = secs / 60;
        fl!("amount-minutes", count = count)
    } else {
        fl!("amount-seconds", count = secs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
