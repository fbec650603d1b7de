//! The two locale facts a calendar grid needs: which day a week starts on
//! and whether the clock runs to 12 or 24 hours.
//!
//! Read from the POSIX locale (`LC_ALL`, `LC_TIME`, `LANG`) by region, with
//! CLDR's week and time data for the regions that differ from the default
//! (Monday, 24-hour). The user's settings override both.

use chrono::{Datelike, NaiveDate, NaiveDateTime, NaiveTime, Timelike, Weekday};

use super::dates;
use crate::fl;

/// 12-hour ("9:00 AM") or 24-hour ("09:00") clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HourCycle {
    H12,
    H24,
}

/// How dates and times are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Locale {
    /// The first column of month and week grids.
    pub first_weekday: Weekday,
    /// How times are written.
    pub hour_cycle: HourCycle,
}

impl Default for Locale {
    /// Monday and a 24-hour clock: ISO 8601, and most of the world.
    fn default() -> Locale {
        Locale {
            first_weekday: Weekday::Mon,
            hour_cycle: HourCycle::H24,
        }
    }
}

/// CLDR `firstDay` = sun.
const SUNDAY_FIRST: &[&str] = &[
    "AG", "AS", "BD", "BR", "BS", "BT", "BW", "BZ", "CA", "CN", "CO", "DM", "DO", "ET", "GT", "GU",
    "HK", "HN", "ID", "IL", "IN", "JM", "JP", "KE", "KH", "KR", "LA", "MH", "MM", "MO", "MT", "MX",
    "MZ", "NI", "NP", "PA", "PE", "PH", "PK", "PR", "PT", "PY", "SA", "SG", "SV", "TH", "TT", "TW",
    "UM", "US", "VE", "VI", "WS", "YE", "ZA", "ZW",
];
/// CLDR `firstDay` = sat.
const SATURDAY_FIRST: &[&str] = &[
    "AE", "AF", "BH", "DJ", "DZ", "EG", "IQ", "IR", "JO", "KW", "LY", "OM", "QA", "SD", "SY",
];
/// Regions whose preferred hour format (CLDR `timeData`) is 12-hour.
const TWELVE_HOUR: &[&str] = &[
    "AU", "BD", "CA", "CO", "EG", "IN", "JO", "KR", "MY", "NZ", "PH", "PK", "SA", "TW", "US",
];

impl Locale {
    /// The locale of this process's environment.
    pub fn from_env() -> Locale {
        let tag = ["LC_ALL", "LC_TIME", "LANG"]
            .iter()
            .filter_map(|k| std::env::var(k).ok())
            .find(|v| !v.is_empty());
        tag.map_or_else(Locale::default, |t| Locale::from_tag(&t))
    }

    /// The locale a POSIX locale name describes: `en_US.UTF-8` → Sunday,
    /// 12-hour; `de_DE.UTF-8` → Monday, 24-hour; `C` → the default.
    pub fn from_tag(tag: &str) -> Locale {
        let name = tag.split(['.', '@']).next().unwrap_or("");
        let Some((language, region)) = name.split_once(['_', '-']) else {
            return Locale::default();
        };
        let region = region.to_ascii_uppercase();
        let first_weekday = if SUNDAY_FIRST.contains(&region.as_str()) {
            Weekday::Sun
        } else if SATURDAY_FIRST.contains(&region.as_str()) {
            Weekday::Sat
        } else {
            Weekday::Mon
        };
        // French Canada writes 24-hour times.
        let twelve =
            TWELVE_HOUR.contains(&region.as_str()) && !(language == "fr" && region == "CA");
        Locale {
            first_weekday,
            hour_cycle: if twelve {
                HourCycle::H12
            } else {
                HourCycle::H24
            },
        }
    }

    /// A time of day: "09:00" or "9:00 AM".
    pub fn time(&self, t: NaiveTime) -> String {
        match self.hour_cycle {
            HourCycle::H24 => format!("{:02}:{:02}", t.hour(), t.minute()),
            HourCycle::H12 => {
                let (pm, hour) = t.hour12();
                format!("{hour}:{:02} {}", t.minute(), if pm { "PM" } else { "AM" })
            }
        }
    }

    /// An hour label for the week grid's gutter: "09:00" or "9 AM".
    pub fn hour(&self, hour: u32) -> String {
        match self.hour_cycle {
            HourCycle::H24 => format!("{hour:02}:00"),
            HourCycle::H12 => {
                let h = match hour % 12 {
                    0 => 12,
                    h => h,
                };
                format!("{h} {}", if hour < 12 { "AM" } else { "PM" })
            }
        }
    }

    /// A date with its year: "Nov 23, 2026" (in American English).
    pub fn long_date(&self, d: NaiveDate) -> String {
        dates::format(&d, &fl!("date-long"))
    }

    /// A day as people name it near `today`: "Mon, Nov 23", with the year
    /// when it is another year's ("Fri, Jan 1, 2027").
    pub fn day(&self, d: NaiveDate, today: NaiveDate) -> String {
        if d.year() == today.year() {
            dates::format(&d, &fl!("date-day"))
        } else {
            dates::format(&d, &fl!("date-day-year"))
        }
    }

    /// A day and time near `today`: "Mon, Nov 23, 19:00".
    pub fn day_time(&self, t: NaiveDateTime, today: NaiveDate) -> String {
        let date = self.day(t.date(), today);
        let time = self.time(t.time());
        fl!("day-and-time", date = date, time = time)
    }

    /// The number of the week that starts on `first` (a first weekday):
    /// ISO 8601's when weeks start on Monday (week 1 holds the year's
    /// first Thursday), else the rule of the regions that start on Sunday
    /// or Saturday (week 1 holds January 1st).
    pub fn week_number(&self, first: NaiveDate) -> u32 {
        if self.first_weekday == Weekday::Mon {
            return first.iso_week().week();
        }
        let last = first + chrono::Days::new(6);
        if last.year() != first.year() {
            return 1;
        }
        let jan1 = NaiveDate::from_ymd_opt(first.year(), 1, 1).unwrap_or(first);
        let back = (7 + jan1.weekday().num_days_from_monday()
            - self.first_weekday.num_days_from_monday())
            % 7;
        let week1 = jan1 - chrono::Days::new(u64::from(back));
        ((first - week1).num_days() / 7 + 1) as u32
    }

    /// The seven weekdays in grid order.
    pub fn weekdays(&self) -> [Weekday; 7] {
        let mut days = [self.first_weekday; 7];
        for i in 1..7 {
            days[i] = days[i - 1].succ();
        }
        days
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn week_numbers_follow_iso_or_the_sunday_rule() {
        let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
        let iso = Locale::default();
        assert_eq!(iso.week_number(d(2026, 11, 23)), 48);
        // 2026-12-28 to 2027-01-03 is ISO week 53 of 2026.
        assert_eq!(iso.week_number(d(2026, 12, 28)), 53);
        assert_eq!(iso.week_number(d(2027, 1, 4)), 1);
        let us = Locale::from_tag("en_US.UTF-8");
        // Sunday Nov 22 2026: January 1st 2026 (a Thursday) is in the week
        // from Sunday Dec 28 2025, week 1.
        assert_eq!(us.week_number(d(2026, 11, 22)), 48);
        assert_eq!(us.week_number(d(2025, 12, 28)), 1);
        assert_eq!(us.week_number(d(2026, 1, 4)), 2);
        assert_eq!(us.week_number(d(2026, 12, 27)), 1, "holds Jan 1st 2027");
    }

    #[test]
    fn regions_pick_week_start_and_clock() {
        let us = Locale::from_tag("en_US.UTF-8");
        assert_eq!(
            (us.first_weekday, us.hour_cycle),
            (Weekday::Sun, HourCycle::H12)
        );
        let de = Locale::from_tag("de_DE.UTF-8");
        assert_eq!(
            (de.first_weekday, de.hour_cycle),
            (Weekday::Mon, HourCycle::H24)
        );
        let eg = Locale::from_tag("ar_EG");
        assert_eq!(eg.first_weekday, Weekday::Sat);
        assert_eq!(Locale::from_tag("fr_CA.UTF-8").hour_cycle, HourCycle::H24);
        assert_eq!(Locale::from_tag("en_CA.UTF-8").hour_cycle, HourCycle::H12);
        assert_eq!(Locale::from_tag("C.UTF-8"), Locale::default());
        assert_eq!(Locale::from_tag("POSIX"), Locale::default());
    }

    #[test]
    fn times_in_both_cycles() {
        let t = NaiveTime::from_hms_opt(0, 5, 0).unwrap();
        let us = Locale::from_tag("en_US");
        assert_eq!(us.time(t), "12:05 AM");
        assert_eq!(
            us.time(NaiveTime::from_hms_opt(13, 30, 0).unwrap()),
            "1:30 PM"
        );
        assert_eq!(Locale::default().time(t), "00:05");
        assert_eq!(us.hour(0), "12 AM");
        assert_eq!(us.hour(12), "12 PM");
        assert_eq!(Locale::default().hour(9), "09:00");
        assert_eq!(us.weekdays()[0], Weekday::Sun);
        assert_eq!(us.weekdays()[6], Weekday::Sat);
    }
}
