//! The values the Preferences pick lists offer, each in words: a choice
//! that follows the locale or the system names what that is now.

use crate::fl;
use crate::i18n;
use chrono::Weekday;
use chrono_tz::Tz;
use std::fmt;

use crate::layout::{HourCycle, ViewKind};

/// A preference's value, or "follow the locale or system", which names
/// what that is now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice<T> {
    /// The locale's or the system's, currently `T`.
    Default(T),
    Set(T),
}

impl<T: Copy> Choice<T> {
    pub(super) fn chosen(self) -> Option<T> {
        match self {
            Choice::Default(_) => None,
            Choice::Set(t) => Some(t),
        }
    }
}

impl fmt::Display for Choice<Weekday> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Default(d) => {
                let day = weekday_name(*d);
                f.write_str(&fl!("prefs-locale-weekday", day = day))
            }
            Choice::Set(d) => f.write_str(&weekday_name(*d)),
        }
    }
}

impl fmt::Display for Choice<HourCycle> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: &HourCycle| match c {
            HourCycle::H12 => fl!("prefs-clock-12"),
            HourCycle::H24 => fl!("prefs-clock-24"),
        };
        match self {
            Choice::Default(c) => {
                let clock = name(c);
                f.write_str(&fl!("prefs-locale-clock", clock = clock))
            }
            Choice::Set(c) => f.write_str(&name(c)),
        }
    }
}

impl fmt::Display for Choice<ViewKind> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Default(_) => f.write_str(&fl!("prefs-last-view")),
            Choice::Set(v) => f.write_str(&v.label()),
        }
    }
}

impl fmt::Display for Choice<Tz> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Choice::Default(z) => f.write_str(&fl!("prefs-system-zone", zone = z.name())),
            Choice::Set(z) => f.write_str(&z.name().replace('_', " ")),
        }
    }
}

/// A length in minutes, as the pick list shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Minutes(pub u32);

impl fmt::Display for Minutes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            m if m % 60 == 0 && m >= 60 => {
                let hours = m / 60;
                f.write_str(&fl!("prefs-hours", count = hours))
            }
            m if m > 60 => {
                let (hours, minutes) = (m / 60, m % 60);
                f.write_str(&fl!(
                    "prefs-hours-minutes",
                    hours = hours,
                    minutes = minutes
                ))
            }
            m => f.write_str(&fl!("prefs-minutes", count = m)),
        }
    }
}

/// A new calendar's reminder, as the pick list shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Remind(pub Option<u32>);

impl fmt::Display for Remind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str(&fl!("prefs-no-reminder")),
            Some(0) => f.write_str(&fl!("reminder-at-start")),
            Some(m) => {
                let amount = Minutes(m).to_string();
                f.write_str(&fl!("reminder-before-start", amount = amount))
            }
        }
    }
}

/// A new calendar's reminder of all-day events, as the pick list shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AllDayRemind(pub Option<crate::store::AllDayAt>);

impl AllDayRemind {
    /// What the list offers: none, on the day at 9:00 and 8:00, the day
    /// before at 18:00 and 9:00.
    pub fn all() -> Vec<AllDayRemind> {
        use crate::store::AllDayAt;
        let at = |days_before, hour: u32| {
            AllDayRemind(Some(AllDayAt {
                days_before,
                minute_of_day: hour * 60,
            }))
        };
        vec![AllDayRemind(None), at(0, 9), at(0, 8), at(1, 18), at(1, 9)]
    }
}

impl fmt::Display for AllDayRemind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => f.write_str(&fl!("prefs-no-reminder")),
            Some(at) => f.write_str(&crate::layout::describe_all_day_reminder(
                &at.reminder(),
                chrono_tz::UTC,
                &crate::layout::Locale::default(),
            )),
        }
    }
}

fn weekday_name(d: Weekday) -> String {
    fl!("prefs-weekday", day = crate::layout::weekday_key(d))
}

/// A language in the picker: `None` follows the environment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LanguageChoice(pub Option<String>);

impl fmt::Display for LanguageChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            None => {
                let language = i18n::endonym(&i18n::system());
                f.write_str(&fl!("prefs-language-system", language = language))
            }
            Some(tag) => match tag.parse() {
                Ok(language) => f.write_str(&i18n::endonym(&language)),
                Err(_) => f.write_str(tag),
            },
        }
    }
}
