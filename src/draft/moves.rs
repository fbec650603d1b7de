//! Where a dragged occurrence lands. The window works in the viewer's wall
//! clock; the event keeps its own kind of time (zoned events stay in their
//! zone, floating ones float, all-day ones stay dates).

use chrono::{Duration, NaiveDateTime};
use chrono_tz::Tz;

use super::origin::Edit;
use super::{Checked, Draft};
use crate::i18n::Locale;
use crate::model::StoredEvent;
use crate::model::{local_to_utc, EventDuration, EventTime, RecurrenceId};

/// `minutes` rounded to the nearest multiple of `step` (15 for a normal
/// drag, 1 with Shift).
///
/// ```
/// assert_eq!(kairos::draft::snap(22, 15), 15);
/// assert_eq!(kairos::draft::snap(23, 15), 30);
/// assert_eq!(kairos::draft::snap(-8, 15), -15);
/// assert_eq!(kairos::draft::snap(7, 1), 7);
/// ```
pub fn snap(minutes: i64, step: i64) -> i64 {
    let step = step.max(1);
    (minutes as f64 / step as f64).round() as i64 * step
}

/// The start `start` becomes when the viewer drops it at `local` (the
/// viewer's wall clock in zone `viewer`).
pub fn place(start: &EventTime, viewer: Tz, local: NaiveDateTime) -> EventTime {
    match start {
        EventTime::Zoned { tz, .. } => EventTime::Zoned {
            local: local_to_utc(viewer, local).with_timezone(tz).naive_local(),
            tz: *tz,
        },
        EventTime::Utc(_) => EventTime::Utc(local_to_utc(viewer, local)),
        EventTime::Floating(_) => EventTime::Floating(local),
        EventTime::AllDay(_) => EventTime::AllDay(local.date()),
    }
}

/// `start` moved by whole days, keeping its wall-clock time in its own
/// zone (what dragging to another day in the month view means).
pub fn shift_days(start: &EventTime, days: i64) -> EventTime {
    let by = Duration::days(days);
    match *start {
        EventTime::Zoned { local, tz } => EventTime::Zoned {
            local: local + by,
            tz,
        },
        EventTime::Utc(t) => EventTime::Utc(t + by),
        EventTime::Floating(local) => EventTime::Floating(local + by),
        EventTime::AllDay(d) => EventTime::AllDay(d + by),
    }
}

impl Edit {
    /// Occurrence `id` of `stored` moved to `start` and lasting `duration`,
    /// nothing else changed (a drag).
    pub fn moved(
        stored: &StoredEvent,
        id: RecurrenceId,
        start: EventTime,
        duration: EventDuration,
        locale: Locale,
    ) -> Edit {
        let (draft, origin): (Draft, _) = Draft::open(stored, id, locale);
        Edit::new(
            origin,
            draft,
            Checked {
                start,
                duration,
                rule: None,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use chrono_tz::{America::New_York, Europe::Berlin};

    fn at(d: u32, h: u32, m: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 11, d)
            .unwrap()
            .and_hms_opt(h, m, 0)
            .unwrap()
    }

    #[test]
    fn a_drop_keeps_the_events_own_zone() {
        let start = EventTime::Zoned {
            local: at(10, 9, 0),
            tz: New_York.into(),
        };
        // Dropped at 16:00 in Berlin = 10:00 in New York.
        assert_eq!(
            place(&start, Berlin, at(10, 16, 0)),
            EventTime::Zoned {
                local: at(10, 10, 0),
                tz: New_York.into()
            }
        );
        assert_eq!(
            place(&EventTime::Floating(at(10, 9, 0)), Berlin, at(11, 8, 0)),
            EventTime::Floating(at(11, 8, 0))
        );
        assert_eq!(
            shift_days(&start, -2),
            EventTime::Zoned {
                local: at(8, 9, 0),
                tz: New_York.into()
            }
        );
    }
}
