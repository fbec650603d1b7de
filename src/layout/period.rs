//! Which days a view shows, how it steps, and what its title says.

use chrono::{Datelike, Days, Months, NaiveDate};

use super::Locale;
use crate::fl;
use crate::i18n::dates;

/// The three views.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ViewKind {
    /// The view when none was used yet.
    #[default]
    Month,
    Week,
    Agenda,
}

impl ViewKind {
    /// Every view.
    pub const ALL: [ViewKind; 3] = [ViewKind::Month, ViewKind::Week, ViewKind::Agenda];

    /// The name saved in settings (English, whatever the language).
    pub fn name(self) -> &'static str {
        match self {
            ViewKind::Month => "Month",
            ViewKind::Week => "Week",
            ViewKind::Agenda => "Agenda",
        }
    }

    /// The view's name as the switcher shows it, in the chosen language.
    pub fn label(self) -> String {
        match self {
            ViewKind::Month => fl!("view-month"),
            ViewKind::Week => fl!("view-week"),
            ViewKind::Agenda => fl!("view-agenda"),
        }
    }

    /// The inverse of [`ViewKind::name`].
    pub fn from_name(name: &str) -> Option<ViewKind> {
        ViewKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// A view and the day it is anchored on (the day the user went to).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    pub kind: ViewKind,
    pub anchor: NaiveDate,
}

impl Period {
    pub fn new(kind: ViewKind, anchor: NaiveDate) -> Period {
        Period { kind, anchor }
    }

    /// The same days in another view. The agenda lists from its anchor,
    /// so one opened from a week starts on the week's first day rather
    /// than on whichever day of it the week was reached by.
    pub fn with_kind(self, kind: ViewKind, locale: &Locale) -> Period {
        let anchor = match (self.kind, kind) {
            (ViewKind::Week, ViewKind::Agenda) => self.week_start(locale),
            _ => self.anchor,
        };
        Period { kind, anchor }
    }

    /// One step forward: a month, or a week (agenda steps by a week too).
    pub fn next(self) -> Period {
        self.step(true)
    }

    /// One step back.
    pub fn previous(self) -> Period {
        self.step(false)
    }

    fn step(self, forward: bool) -> Period {
        let anchor = match self.kind {
            ViewKind::Month => {
                // Go to the 1st, so stepping from Jan 31 does not skip
                // February.
                let first = self.anchor.with_day(1).unwrap_or(self.anchor);
                if forward {
                    first.checked_add_months(Months::new(1))
                } else {
                    first.checked_sub_months(Months::new(1))
                }
            }
            ViewKind::Week | ViewKind::Agenda => {
                if forward {
                    self.anchor.checked_add_days(Days::new(7))
                } else {
                    self.anchor.checked_sub_days(Days::new(7))
                }
            }
        };
        Period {
            anchor: anchor.unwrap_or(self.anchor),
            ..self
        }
    }

    /// The first day of the week containing the anchor.
    pub fn week_start(&self, locale: &Locale) -> NaiveDate {
        week_start(self.anchor, locale)
    }

    /// The first day of the month grid: the week start on or before the 1st.
    pub fn month_grid_start(&self, locale: &Locale) -> NaiveDate {
        week_start(self.anchor.with_day(1).unwrap_or(self.anchor), locale)
    }

    /// The days the view shows, `first..end` (end exclusive); the agenda
    /// shows `agenda_days` from its anchor.
    pub fn days(&self, locale: &Locale, agenda_days: u32) -> (NaiveDate, NaiveDate) {
        let (first, count) = match self.kind {
            ViewKind::Month => (self.month_grid_start(locale), 42),
            ViewKind::Week => (self.week_start(locale), 7),
            ViewKind::Agenda => (self.anchor, u64::from(agenda_days.max(1))),
        };
        (first, first + Days::new(count))
    }

    /// Whether `day` lies in the period the title names (the month, the
    /// week, or the agenda's days): the mini-month highlights these.
    pub fn contains(&self, day: NaiveDate, locale: &Locale, agenda_days: u32) -> bool {
        match self.kind {
            ViewKind::Month => {
                day.year() == self.anchor.year() && day.month() == self.anchor.month()
            }
            _ => {
                let (first, end) = self.days(locale, agenda_days);
                first <= day && day < end
            }
        }
    }

    /// "November 2026", "Nov 23 – 29, 2026", "Nov 30 – Dec 6, 2026",
    /// "Dec 28, 2026 – Jan 3, 2027", or "From Sat, Nov 21, 2026".
    pub fn title(&self, locale: &Locale) -> String {
        match self.kind {
            ViewKind::Month => dates::format(&self.anchor, &fl!("date-title-month")),
            ViewKind::Week => {
                let first = self.week_start(locale);
                let last = first + Days::new(6);
                // The first day drops what the last one repeats.
                let (from, to) = if first.year() != last.year() {
                    (
                        fl!("date-title-week-first-full"),
                        fl!("date-title-week-last"),
                    )
                } else if first.month() != last.month() {
                    (fl!("date-title-week-first"), fl!("date-title-week-last"))
                } else {
                    (
                        fl!("date-title-week-first"),
                        fl!("date-title-week-last-same-month"),
                    )
                };
                let first = dates::format(&first, &from);
                let last = dates::format(&last, &to);
                fl!("title-week", first = first, last = last)
            }
            ViewKind::Agenda => {
                let date = dates::format(&self.anchor, &fl!("date-title-agenda"));
                fl!("title-agenda", date = date)
            }
        }
    }
}

fn week_start(day: NaiveDate, locale: &Locale) -> NaiveDate {
    let back = (7 + day.weekday().num_days_from_monday()
        - locale.first_weekday.num_days_from_monday())
        % 7;
    day - Days::new(u64::from(back))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Weekday;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn titles() {
        let l = Locale::default();
        assert_eq!(
            Period::new(ViewKind::Month, d(2026, 11, 21)).title(&l),
            "November 2026"
        );
        assert_eq!(
            Period::new(ViewKind::Week, d(2026, 11, 29)).title(&l),
            "Nov 23 – 29, 2026"
        );
        assert_eq!(
            Period::new(ViewKind::Week, d(2026, 12, 30)).title(&l),
            "Dec 28, 2026 – Jan 3, 2027"
        );
        let sunday = Locale {
            first_weekday: Weekday::Sun,
            ..l
        };
        assert_eq!(
            Period::new(ViewKind::Week, d(2026, 11, 29)).title(&sunday),
            "Nov 29 – Dec 5, 2026"
        );
        assert_eq!(
            Period::new(ViewKind::Agenda, d(2026, 11, 21)).title(&l),
            "From Sat, Nov 21, 2026"
        );
    }

    #[test]
    fn an_agenda_opened_from_a_week_starts_on_its_first_day() {
        let l = Locale::default();
        // Reached by "›" from Sunday Nov 22: anchored on Sunday Nov 29.
        let week = Period::new(ViewKind::Week, d(2026, 11, 29));
        let agenda = week.with_kind(ViewKind::Agenda, &l);
        assert_eq!(agenda.anchor, d(2026, 11, 23));
        assert_eq!(agenda.days(&l, 30).0, d(2026, 11, 23));
        let month = Period::new(ViewKind::Month, d(2026, 11, 29));
        assert_eq!(
            month.with_kind(ViewKind::Agenda, &l).anchor,
            d(2026, 11, 29)
        );
        assert_eq!(agenda.with_kind(ViewKind::Week, &l).anchor, d(2026, 11, 23));
    }

    #[test]
    fn stepping_months_never_skips_one() {
        let p = Period::new(ViewKind::Month, d(2027, 1, 31)).next();
        assert_eq!(p.anchor, d(2027, 2, 1));
        assert_eq!(p.previous().previous().anchor, d(2026, 12, 1));
        let w = Period::new(ViewKind::Week, d(2026, 11, 21));
        assert_eq!(w.next().anchor, d(2026, 11, 28));
    }

    #[test]
    fn month_grid_starts_on_the_configured_weekday() {
        let l = Locale::default();
        let p = Period::new(ViewKind::Month, d(2026, 11, 21));
        // November 1st 2026 is a Sunday: a Monday grid starts Oct 26.
        assert_eq!(p.days(&l, 0), (d(2026, 10, 26), d(2026, 12, 7)));
        let sunday = Locale {
            first_weekday: Weekday::Sun,
            ..l
        };
        assert_eq!(p.days(&sunday, 0).0, d(2026, 11, 1));
        assert!(p.contains(d(2026, 11, 30), &l, 0));
        assert!(!p.contains(d(2026, 12, 1), &l, 0));
        let a = Period::new(ViewKind::Agenda, d(2026, 11, 21));
        assert_eq!(a.days(&l, 30), (d(2026, 11, 21), d(2026, 12, 21)));
    }
}
