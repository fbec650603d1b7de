//! The editor's repeat section: the choices a person makes ("monthly, on
//! the second Monday, every 2 months, 10 times") and the RRULE they mean.
//!
//! Every choice maps to exactly one rule, and a rule that no choice can
//! express opens as "Custom" with its text, so opening and saving an event
//! never rewrites a rule the user did not touch.

use crate::fl;
use chrono::{Datelike, Duration, NaiveDate, NaiveTime, Weekday};

use crate::layout::describe::nth_weekday;
use crate::model::EventTime;
use crate::recur::{Frequency, NthWeekday, RRule, Recurrence, RuleError, Until};

/// How often the event repeats, as the editor offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RepeatKind {
    /// Does not repeat.
    Never,
    Daily,
    /// Monday to Friday.
    Weekdays,
    /// On the chosen weekdays.
    Weekly,
    /// On the day chosen by [`MonthlyBy`].
    Monthly,
    Yearly,
    /// Raw RRULE text.
    Custom,
}

impl RepeatKind {
    /// Every choice, in the order the editor lists them.
    pub const ALL: [RepeatKind; 7] = [
        RepeatKind::Never,
        RepeatKind::Daily,
        RepeatKind::Weekdays,
        RepeatKind::Weekly,
        RepeatKind::Monthly,
        RepeatKind::Yearly,
        RepeatKind::Custom,
    ];

    /// The label in the editor.
    pub fn label(self) -> String {
        match self {
            RepeatKind::Never => fl!("draft-repeat-never"),
            RepeatKind::Daily => fl!("draft-repeat-daily"),
            RepeatKind::Weekdays => fl!("rule-every-weekday"),
            RepeatKind::Weekly => fl!("draft-repeat-weekly"),
            RepeatKind::Monthly => fl!("draft-repeat-monthly"),
            RepeatKind::Yearly => fl!("draft-repeat-yearly"),
            RepeatKind::Custom => fl!("draft-repeat-custom"),
        }
    }
}

impl std::fmt::Display for RepeatKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label())
    }
}

/// Which day of the month a monthly event falls on, taken from its start
/// date: the 14th, the second Monday, the last Friday, or the last day.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MonthlyBy {
    /// The same day number (`BYMONTHDAY=14`).
    DayOfMonth,
    /// The same weekday, counted from the start (`BYDAY=2MO`).
    NthWeekday,
    /// The same weekday, the last of the month (`BYDAY=-1FR`).
    LastWeekday,
    /// The last day of the month (`BYMONTHDAY=-1`).
    LastDay,
}

impl MonthlyBy {
    /// Every choice.
    pub const ALL: [MonthlyBy; 4] = [
        MonthlyBy::DayOfMonth,
        MonthlyBy::NthWeekday,
        MonthlyBy::LastWeekday,
        MonthlyBy::LastDay,
    ];

    /// The choice in words for a start on `date`: "on day 14", "on the
    /// second Monday", "on the last Friday", "on the last day".
    pub fn label(self, date: NaiveDate) -> String {
        match self {
            MonthlyBy::DayOfMonth => {
                let day = date.day();
                fl!("draft-monthly-on-day", day = day)
            }
            MonthlyBy::NthWeekday | MonthlyBy::LastWeekday => {
                let nth = if self == MonthlyBy::NthWeekday {
                    nth_in_month(date) as i8
                } else {
                    -1
                };
                let day = NthWeekday {
                    nth: Some(nth),
                    weekday: date.weekday(),
                };
                let what = nth_weekday(&day).unwrap_or_default();
                fl!("draft-monthly-on", what = what)
            }
            MonthlyBy::LastDay => fl!("draft-monthly-last-day"),
        }
    }
}

/// Which week of its month `date` falls in, counted by its weekday (1–5).
fn nth_in_month(date: NaiveDate) -> u32 {
    (date.day() - 1) / 7 + 1
}

/// When the repetition stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndsKind {
    Never,
    /// On the date typed in [`RepeatForm::until`] (inclusive).
    OnDate,
    /// After [`RepeatForm::count`] occurrences.
    After,
}

/// The repeat section as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepeatForm {
    pub kind: RepeatKind,
    /// "Every N" days/weeks/months/years, as typed.
    pub interval: String,
    /// For weekly: which weekdays, Monday first.
    pub weekdays: [bool; 7],
    pub monthly: MonthlyBy,
    pub ends: EndsKind,
    /// The last date (`YYYY-MM-DD`), for [`EndsKind::OnDate`].
    pub until: String,
    /// How many times, for [`EndsKind::After`].
    pub count: String,
    /// The raw rule, for [`RepeatKind::Custom`].
    pub custom: String,
}

/// A repeat section that does not make a rule, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RepeatError {
    #[error("{}", fl!("draft-bad-interval"))]
    Interval,
    #[error("{}", fl!("draft-no-weekday"))]
    NoWeekday,
    #[error("{}", fl!("draft-bad-until"))]
    UntilDate,
    #[error("{}", fl!("draft-until-before-start"))]
    UntilBeforeStart,
    #[error("{}", fl!("draft-bad-count"))]
    Count,
    #[error("{}", fl!("draft-bad-rule", reason = .0.to_string()))]
    Rule(#[from] RuleError),
}

impl RepeatForm {
    /// No repetition, with the other choices preset for a start on `date`
    /// (its weekday toggled, "on day N").
    pub fn none(date: NaiveDate) -> RepeatForm {
        let mut weekdays = [false; 7];
        weekdays[date.weekday().num_days_from_monday() as usize] = true;
        RepeatForm {
            kind: RepeatKind::Never,
            interval: "1".to_owned(),
            weekdays,
            monthly: MonthlyBy::DayOfMonth,
            ends: EndsKind::Never,
            until: String::new(),
            count: "10".to_owned(),
            custom: String::new(),
        }
    }

    /// The form showing `rule` for an event starting at `start`: one of the
    /// simple choices when one gives exactly this rule, else Custom.
    pub fn from_rule(rule_text: Option<&str>, start: &EventTime) -> RepeatForm {
        let date = start.wall_clock().date();
        let mut form = RepeatForm::none(date);
        let Some(text) = rule_text else {
            return form;
        };
        form.kind = RepeatKind::Custom;
        form.custom = text.to_owned();
        let Ok(rule) = text.parse::<RRule>() else {
            return form;
        };
        let mut simple = RepeatForm::none(date);
        simple.interval = rule.interval.to_string();
        if let Some(c) = rule.count {
            simple.ends = EndsKind::After;
            simple.count = c.to_string();
        }
        if let Some(until) = rule.until {
            simple.ends = EndsKind::OnDate;
            simple.until = until_day(until, start).format("%Y-%m-%d").to_string();
        }
        let plain: Vec<Weekday> = rule
            .by_day
            .iter()
            .filter(|d| d.nth.is_none())
            .map(|d| d.weekday)
            .collect();
        simple.kind = match rule.freq {
            Frequency::Daily => RepeatKind::Daily,
            Frequency::Weekly if rule.interval == 1 && is_weekdays(&plain) => RepeatKind::Weekdays,
            Frequency::Weekly => {
                if !plain.is_empty() {
                    simple.weekdays = [false; 7];
                    for d in &plain {
                        simple.weekdays[d.num_days_from_monday() as usize] = true;
                    }
                }
                RepeatKind::Weekly
            }
            Frequency::Monthly => {
                let nth = rule.by_day.first().and_then(|d| d.nth);
                simple.monthly = match (nth, rule.by_month_day.as_slice()) {
                    (Some(-1), []) => MonthlyBy::LastWeekday,
                    (Some(_), []) => MonthlyBy::NthWeekday,
                    (None, [-1]) => MonthlyBy::LastDay,
                    _ => MonthlyBy::DayOfMonth,
                };
                RepeatKind::Monthly
            }
            Frequency::Yearly => RepeatKind::Yearly,
            _ => return form,
        };
        // Keep the simple reading only if it says exactly the same rule.
        match simple.rule(start) {
            Ok(Some(r)) if r == rule => simple,
            _ => form,
        }
    }

    /// The rule the form describes for an event starting at `start`, checked
    /// against that start; `None` when it does not repeat.
    pub fn rule(&self, start: &EventTime) -> Result<Option<RRule>, RepeatError> {
        let date = start.wall_clock().date();
        let mut rule = match self.kind {
            RepeatKind::Never => return Ok(None),
            RepeatKind::Custom => {
                let text = self.custom.trim();
                let text = text.strip_prefix("RRULE:").unwrap_or(text);
                let rule: RRule = text.parse()?;
                Recurrence::new(rule.clone(), start)?;
                return Ok(Some(rule));
            }
            RepeatKind::Daily => RRule::new(Frequency::Daily),
            RepeatKind::Weekdays => {
                let mut r = RRule::new(Frequency::Weekly);
                r.by_day = WEEKDAYS[..5].iter().map(|&d| every(d)).collect();
                r
            }
            RepeatKind::Weekly => {
                let mut r = RRule::new(Frequency::Weekly);
                let chosen: Vec<Weekday> = WEEKDAYS
                    .iter()
                    .zip(self.weekdays)
                    .filter(|(_, on)| *on)
                    .map(|(d, _)| *d)
                    .collect();
                if chosen.is_empty() {
                    return Err(RepeatError::NoWeekday);
                }
                // Only the start's own weekday: the plain rule says it.
                if chosen != [date.weekday()] {
                    r.by_day = chosen.into_iter().map(every).collect();
                }
                r
            }
            RepeatKind::Monthly => {
                let mut r = RRule::new(Frequency::Monthly);
                match self.monthly {
                    MonthlyBy::DayOfMonth => r.by_month_day = vec![date.day() as i8],
                    MonthlyBy::NthWeekday => {
                        r.by_day = vec![NthWeekday {
                            nth: Some(nth_in_month(date) as i8),
                            weekday: date.weekday(),
                        }]
                    }
                    MonthlyBy::LastWeekday => {
                        r.by_day = vec![NthWeekday {
                            nth: Some(-1),
                            weekday: date.weekday(),
                        }]
                    }
                    MonthlyBy::LastDay => r.by_month_day = vec![-1],
                }
                r
            }
            RepeatKind::Yearly => RRule::new(Frequency::Yearly),
        };
        rule.interval = match self.interval.trim().parse::<u32>() {
            Ok(n) if (1..=999).contains(&n) => n,
            _ => return Err(RepeatError::Interval),
        };
        match self.ends {
            EndsKind::Never => {}
            EndsKind::After => {
                rule.count = match self.count.trim().parse::<u32>() {
                    Ok(n) if (1..=9999).contains(&n) => Some(n),
                    _ => return Err(RepeatError::Count),
                }
            }
            EndsKind::OnDate => {
                let day = NaiveDate::parse_from_str(self.until.trim(), "%Y-%m-%d")
                    .map_err(|_| RepeatError::UntilDate)?;
                if day < date {
                    return Err(RepeatError::UntilBeforeStart);
                }
                rule.until = Some(until_of(day, start));
            }
        }
        Recurrence::new(rule.clone(), start)?;
        Ok(Some(rule))
    }
}

const WEEKDAYS: [Weekday; 7] = [
    Weekday::Mon,
    Weekday::Tue,
    Weekday::Wed,
    Weekday::Thu,
    Weekday::Fri,
    Weekday::Sat,
    Weekday::Sun,
];

fn every(weekday: Weekday) -> NthWeekday {
    NthWeekday { nth: None, weekday }
}

fn is_weekdays(days: &[Weekday]) -> bool {
    let mut sorted: Vec<u32> = days.iter().map(|d| d.num_days_from_monday()).collect();
    sorted.sort_unstable();
    sorted == [0, 1, 2, 3, 4]
}

/// "Ends on `day`", inclusive, in the form RFC 5545 asks for with this
/// kind of start: a date for all-day events, the day's last second in
/// local time for floating ones, and that second as UTC for zoned ones.
fn until_of(day: NaiveDate, start: &EventTime) -> Until {
    let last = day.and_time(NaiveTime::MIN) + Duration::days(1) - Duration::seconds(1);
    match start {
        EventTime::AllDay(_) => Until::Date(day),
        EventTime::Floating(_) => Until::Local(last),
        EventTime::Zoned { .. } | EventTime::Utc(_) => {
            let resolved = start.with_wall_clock(last);
            Until::Utc(resolved.instant_in(chrono_tz::UTC))
        }
    }
}

/// The last day a rule's UNTIL lets through, in the start's own calendar.
fn until_day(until: Until, start: &EventTime) -> NaiveDate {
    match until {
        Until::Date(d) => d,
        Until::Local(t) => t.date(),
        Until::Utc(t) => match start.zone() {
            Some(tz) => t.with_timezone(&tz).date_naive(),
            None => t.date_naive(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono_tz::Tz;

    fn berlin(y: i32, m: u32, d: u32, h: u32) -> EventTime {
        EventTime::Zoned {
            local: NaiveDate::from_ymd_opt(y, m, d)
                .unwrap()
                .and_hms_opt(h, 0, 0)
                .unwrap(),
            tz: "Europe/Berlin".parse::<Tz>().unwrap().into(),
        }
    }

    fn text(form: &RepeatForm, start: &EventTime) -> Option<String> {
        form.rule(start).unwrap().map(|r| r.to_string())
    }

    #[test]
    fn monthly_choices_follow_the_start_date() {
        // 2026-11-09 is the second Monday of November.
        let start = berlin(2026, 11, 9, 9);
        let mut form = RepeatForm::none(NaiveDate::from_ymd_opt(2026, 11, 9).unwrap());
        form.kind = RepeatKind::Monthly;
        form.monthly = MonthlyBy::NthWeekday;
        assert_eq!(text(&form, &start).unwrap(), "FREQ=MONTHLY;BYDAY=2MO");
        form.monthly = MonthlyBy::LastWeekday;
        assert_eq!(text(&form, &start).unwrap(), "FREQ=MONTHLY;BYDAY=-1MO");
        form.monthly = MonthlyBy::LastDay;
        assert_eq!(text(&form, &start).unwrap(), "FREQ=MONTHLY;BYMONTHDAY=-1");
        form.monthly = MonthlyBy::DayOfMonth;
        assert_eq!(text(&form, &start).unwrap(), "FREQ=MONTHLY;BYMONTHDAY=9");
        let date = NaiveDate::from_ymd_opt(2026, 11, 9).unwrap();
        assert_eq!(MonthlyBy::NthWeekday.label(date), "on the second Monday");
    }

    #[test]
    fn weekly_every_other_with_an_end() {
        let start = berlin(2026, 11, 3, 17);
        let mut form = RepeatForm::none(NaiveDate::from_ymd_opt(2026, 11, 3).unwrap());
        form.kind = RepeatKind::Weekly;
        form.interval = "2".into();
        assert_eq!(text(&form, &start).unwrap(), "FREQ=WEEKLY;INTERVAL=2");
        form.weekdays[3] = true;
        form.ends = EndsKind::OnDate;
        form.until = "2026-12-31".into();
        // The end day's last second in Berlin, as UTC (RFC 5545 with TZID).
        assert_eq!(
            text(&form, &start).unwrap(),
            "FREQ=WEEKLY;INTERVAL=2;UNTIL=20261231T225959Z;BYDAY=TU,TH"
        );
        let back = RepeatForm::from_rule(Some(&text(&form, &start).unwrap()), &start);
        assert_eq!(back, form);
    }

    #[test]
    fn bad_choices_say_what_is_wrong() {
        let start = berlin(2026, 11, 3, 17);
        let mut form = RepeatForm::none(NaiveDate::from_ymd_opt(2026, 11, 3).unwrap());
        form.kind = RepeatKind::Weekly;
        form.weekdays = [false; 7];
        assert_eq!(form.rule(&start), Err(RepeatError::NoWeekday));
        form.kind = RepeatKind::Daily;
        form.interval = "0".into();
        assert_eq!(form.rule(&start), Err(RepeatError::Interval));
        form.interval = "1".into();
        form.ends = EndsKind::OnDate;
        form.until = "2026-11-01".into();
        assert_eq!(form.rule(&start), Err(RepeatError::UntilBeforeStart));
        form.until = "next week".into();
        assert_eq!(form.rule(&start), Err(RepeatError::UntilDate));
        form.ends = EndsKind::After;
        form.count = "-3".into();
        assert_eq!(form.rule(&start), Err(RepeatError::Count));
        form.kind = RepeatKind::Custom;
        form.custom = "FREQ=FORTNIGHTLY".into();
        assert!(matches!(form.rule(&start), Err(RepeatError::Rule(_))));
    }

    #[test]
    fn rules_no_choice_expresses_stay_custom() {
        let start = berlin(2026, 11, 3, 17);
        for rule in [
            "FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=-1",
            "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
            "FREQ=WEEKLY;WKST=SU;BYDAY=TU,SU;INTERVAL=2",
        ] {
            let form = RepeatForm::from_rule(Some(rule), &start);
            assert_eq!(form.kind, RepeatKind::Custom, "{rule}");
            assert_eq!(form.custom, rule);
            assert!(form.rule(&start).is_ok(), "{rule}");
        }
        let weekdays = RepeatForm::from_rule(Some("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), &start);
        assert_eq!(weekdays.kind, RepeatKind::Weekdays);
        assert_eq!(RepeatForm::from_rule(None, &start).kind, RepeatKind::Never);
    }
}
