//! A new rule's first occurrence on the rule itself.
//!
//! RFC 5545 counts DTSTART as a series' first instance even when the rule
//! does not give it, and leaves such a start undefined ("the recurrence set
//! … should be synchronized with DTSTART"). Someone who starts an event on
//! a Saturday and picks "every 2 weeks on Tuesday" means Tuesdays: Google
//! Calendar and Apple's move the start to the first day the rule gives,
//! and so does Kairos when a rule is chosen ([`start_on_rule`]). An event
//! that came with an off-rule start (an import, a sync) keeps it: the move
//! is made only where a rule is chosen.

use super::expand::WallClock;
use super::{RRule, Recurrence, RuleError};
use crate::model::EventTime;

/// Where a series starting at `start` with `rule` starts on its rule:
/// `None` when the rule gives `start` itself; else the first time after
/// `start` that the rule's parts give, counted as if every period were
/// taken (the rule's INTERVAL then counts from there), written like
/// `start` (the same zone, or a date).
///
/// ```
/// use kairos::model::EventTime;
/// use kairos::recur::{start_on_rule, RRule};
/// let saturday = EventTime::Floating("2026-11-28T10:00:00".parse().unwrap());
/// let rule: RRule = "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU".parse().unwrap();
/// assert_eq!(
///     start_on_rule(&rule, &saturday).unwrap(),
///     Some(EventTime::Floating("2026-12-01T10:00:00".parse().unwrap()))
/// );
/// let on: RRule = "FREQ=WEEKLY;BYDAY=SA,TU".parse().unwrap();
/// assert_eq!(start_on_rule(&on, &saturday).unwrap(), None);
/// ```
pub fn start_on_rule(rule: &RRule, start: &EventTime) -> Result<Option<EventTime>, RuleError> {
    let recurrence = Recurrence::new(rule.clone(), start)?;
    if WallClock::has_start(&recurrence) {
        return Ok(None);
    }
    let mut every = rule.clone();
    every.interval = 1;
    every.count = None;
    every.until = None;
    let every = Recurrence::new(every, start)?;
    // The first candidate is DTSTART itself; the next is the rule's first.
    let Some(next) = WallClock::new(&every).nth(1) else {
        return Ok(None);
    };
    let Some(wall) = chrono::DateTime::from_timestamp(next, 0).map(|t| t.naive_utc()) else {
        return Ok(None);
    };
    let moved = match *start {
        EventTime::Zoned { tz, .. } => EventTime::Zoned { local: wall, tz },
        EventTime::Floating(_) => EventTime::Floating(wall),
        EventTime::Utc(_) => EventTime::Utc(wall.and_utc()),
        EventTime::AllDay(_) => EventTime::AllDay(wall.date()),
    };
    // A rule that ends before its first day on the rule: nothing to move
    // to (the start stays, the one occurrence it has).
    let ended = Recurrence::new(rule.clone(), &moved).is_err();
    Ok((!ended).then_some(moved))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> EventTime {
        EventTime::Zoned {
            local: text.parse().unwrap(),
            tz: chrono_tz::Europe::Berlin.into(),
        }
    }

    fn moved(rule: &str, start: EventTime) -> Option<EventTime> {
        start_on_rule(&rule.parse().unwrap(), &start).unwrap()
    }

    #[test]
    fn a_start_off_the_rule_moves_to_its_first_day() {
        // Saturday 28 Nov 2026.
        let saturday = at("2026-11-28T10:00:00");
        for (rule, first) in [
            ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-12-01T10:00:00"),
            ("FREQ=WEEKLY;BYDAY=MO,WE", "2026-11-30T10:00:00"),
            ("FREQ=MONTHLY;BYDAY=2MO", "2026-12-14T10:00:00"),
            ("FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15T10:00:00"),
            (
                "FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1",
                "2026-11-30T10:00:00",
            ),
            ("FREQ=YEARLY;BYMONTH=3", "2027-03-28T10:00:00"),
            ("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "2027-03-28T10:00:00"),
            ("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "2026-11-30T10:00:00"),
        ] {
            assert_eq!(moved(rule, saturday), Some(at(first)), "{rule}");
        }
    }

    #[test]
    fn a_start_on_the_rule_stays() {
        let saturday = at("2026-11-28T10:00:00");
        for rule in [
            "FREQ=WEEKLY",
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA",
            "FREQ=MONTHLY",
            "FREQ=MONTHLY;BYDAY=-1SA",
            "FREQ=MONTHLY;BYMONTHDAY=28",
            "FREQ=YEARLY",
            "FREQ=YEARLY;BYMONTH=11;BYDAY=4SA",
            "FREQ=DAILY;COUNT=3",
        ] {
            assert_eq!(moved(rule, saturday), None, "{rule}");
        }
    }

    #[test]
    fn all_day_and_utc_starts_keep_their_kind() {
        let day = EventTime::AllDay("2026-11-28".parse().unwrap());
        assert_eq!(
            moved("FREQ=WEEKLY;BYDAY=TU", day),
            Some(EventTime::AllDay("2026-12-01".parse().unwrap()))
        );
        let utc = EventTime::Utc("2026-11-28T10:00:00Z".parse().unwrap());
        assert_eq!(
            moved("FREQ=MONTHLY;BYMONTHDAY=1", utc),
            Some(EventTime::Utc("2026-12-01T10:00:00Z".parse().unwrap()))
        );
    }

    #[test]
    fn a_rule_that_ends_before_its_first_day_moves_nothing() {
        let saturday = at("2026-11-28T10:00:00");
        assert_eq!(
            moved("FREQ=WEEKLY;BYDAY=TU;UNTIL=20261130T000000Z", saturday),
            None
        );
    }
}
