//! One occurrence as the views place it: on the viewer's wall clock.

use chrono::{Duration, NaiveDate, NaiveDateTime};
use chrono_tz::Tz;
use std::sync::Arc;

use crate::model::{CalendarId, OccurrenceTime, RecurrenceId, ZoneCursor, ZoneTable};
use crate::model::{EventOccurrence, Headline, MyAnswer, OccurrenceRef};

/// Where an occurrence lies, in the viewer's wall-clock time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Span {
    /// Whole days, `first..=last`.
    AllDay { first: NaiveDate, last: NaiveDate },
    /// A timed occurrence, `start..end` (end exclusive).
    Timed {
        start: NaiveDateTime,
        end: NaiveDateTime,
    },
}

/// An occurrence ready to be laid out.
#[derive(Debug, Clone)]
pub struct Item {
    /// The event's uid, title, place and whether it repeats.
    pub headline: Arc<Headline>,
    /// Which occurrence of the event this is.
    pub recurrence_id: RecurrenceId,
    /// The calendar it belongs to (for its color).
    pub calendar: CalendarId,
    /// When, on the viewer's clock.
    pub span: Span,
    /// Occurrences of the same event later that day that the query left
    /// out (see [`EventOccurrence::more_that_day`]): counted as "+N more".
    pub more_that_day: u32,
    /// My answer to someone else's meeting: waiting ones are drawn
    /// outlined, declined ones struck through.
    pub my_answer: Option<MyAnswer>,
}

impl Item {
    /// The answer the views draw: a meeting its organiser cancelled is
    /// drawn as one I declined (struck through, hollow), whatever I said.
    pub fn drawn_answer(&self) -> Option<MyAnswer> {
        if self.headline.cancelled {
            Some(MyAnswer::Declined)
        } else {
            self.my_answer
        }
    }

    /// Whether a drag may move it: not a meeting someone else organises
    /// that I am invited to (its time is the organiser's; the store
    /// refuses the move, so the grids say so while it is dragged).
    pub fn moves_here(&self) -> bool {
        self.my_answer.is_none()
    }

    /// Places a store occurrence on the clock of a viewer in `viewer`.
    pub fn new(found: &EventOccurrence, viewer: Tz) -> Item {
        let table = ZoneTable::of(viewer);
        Item::placed(found, viewer, &mut ZoneCursor::new(&table))
    }

    /// [`Item::new`] with a zone cursor kept across calls: occurrences come
    /// in start order, so each offset lookup starts where the last ended.
    pub fn placed(found: &EventOccurrence, viewer: Tz, cursor: &mut ZoneCursor<'_>) -> Item {
        let o = &found.occurrence;
        let span = match (o.start, o.end) {
            (OccurrenceTime::Date(first), end) => {
                let end = match end {
                    OccurrenceTime::Date(d) => d,
                    other => local(&other, viewer, cursor).date(),
                };
                // DTEND is exclusive; a zero-length all-day event still
                // shows on its day.
                let last = (end - Duration::days(1)).max(first);
                Span::AllDay { first, last }
            }
            (start, end) => {
                let start = local(&start, viewer, cursor);
                Span::Timed {
                    start,
                    end: local(&end, viewer, cursor).max(start),
                }
            }
        };
        Item {
            headline: Arc::clone(&found.headline),
            recurrence_id: o.recurrence_id(),
            calendar: found.calendar,
            span,
            more_that_day: found.more_that_day,
            my_answer: found.my_answer,
        }
    }

    /// Names this occurrence (what a click on it selects).
    pub fn reference(&self) -> OccurrenceRef {
        OccurrenceRef {
            uid: self.uid().to_owned(),
            recurrence_id: self.recurrence_id,
        }
    }

    /// Whether this is the occurrence `what` names.
    pub fn is(&self, what: &OccurrenceRef) -> bool {
        self.uid() == what.uid && self.recurrence_id == what.recurrence_id
    }

    /// The event's uid.
    pub fn uid(&self) -> &str {
        &self.headline.uid
    }

    /// The title.
    pub fn title(&self) -> &str {
        &self.headline.summary
    }

    /// The place, if one is set.
    pub fn location(&self) -> Option<&str> {
        self.headline
            .location
            .as_deref()
            .filter(|l| !l.trim().is_empty())
    }

    /// The first day it shows on.
    pub fn first_day(&self) -> NaiveDate {
        match self.span {
            Span::AllDay { first, .. } => first,
            Span::Timed { start, .. } => start.date(),
        }
    }

    /// The last day it shows on: an event ending at midnight does not show
    /// on the day that midnight begins.
    pub fn last_day(&self) -> NaiveDate {
        match self.span {
            Span::AllDay { last, .. } => last,
            Span::Timed { start, end } if end > start => (end - Duration::nanoseconds(1)).date(),
            Span::Timed { start, .. } => start.date(),
        }
    }

    /// Whether it covers `day`.
    pub fn covers(&self, day: NaiveDate) -> bool {
        self.first_day() <= day && day <= self.last_day()
    }

    /// Whether it is an all-day event.
    pub fn is_all_day(&self) -> bool {
        matches!(self.span, Span::AllDay { .. })
    }

    /// Whether the month view draws it as a bar across its days (all-day
    /// or spanning more than one day) rather than a "09:00 Title" chip.
    pub fn is_bar(&self) -> bool {
        self.is_all_day() || self.last_day() > self.first_day()
    }

    /// Whether the week view puts it in the all-day lane: all-day events and
    /// timed ones of a day or longer. Shorter ones crossing midnight are
    /// drawn in the hour grid on both days.
    pub fn in_all_day_lane(&self) -> bool {
        match self.span {
            Span::AllDay { .. } => true,
            Span::Timed { start, end } => end - start >= Duration::days(1),
        }
    }
}

fn local(t: &OccurrenceTime, viewer: Tz, cursor: &mut ZoneCursor<'_>) -> NaiveDateTime {
    match t {
        OccurrenceTime::Floating(local) => *local,
        OccurrenceTime::Zoned(z) => {
            let utc = z.instant();
            match cursor.offset_at_utc(utc.timestamp()) {
                Some(offset) => utc.naive_utc() + Duration::seconds(offset),
                // Beyond the table's years: ask the zone itself.
                None => utc.with_timezone(&viewer).naive_local(),
            }
        }
        OccurrenceTime::Date(_) => t.instant_in(viewer).with_timezone(&viewer).naive_local(),
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::model::RecurrenceId;
    use chrono::NaiveTime;

    fn headline(title: &str) -> Arc<Headline> {
        Arc::new(Headline {
            uid: format!("{title}@test"),
            summary: title.to_owned(),
            location: None,
            recurring: false,
            cancelled: false,
        })
    }

    /// An all-day item covering `first..=last`.
    pub fn all_day(title: &str, first: NaiveDate, last: NaiveDate) -> Item {
        Item {
            headline: headline(title),
            recurrence_id: RecurrenceId::Date(first),
            calendar: CalendarId(1),
            span: Span::AllDay { first, last },
            more_that_day: 0,
            my_answer: None,
        }
    }

    /// A timed item starting at `hour:minute` on `day`, `minutes` long.
    pub fn timed(title: &str, day: NaiveDate, hour: u32, minute: u32, minutes: i64) -> Item {
        let start = day.and_time(NaiveTime::from_hms_opt(hour, minute, 0).unwrap());
        Item {
            headline: headline(title),
            recurrence_id: RecurrenceId::Floating(start),
            calendar: CalendarId(1),
            span: Span::Timed {
                start,
                end: start + Duration::minutes(minutes),
            },
            more_that_day: 0,
            my_answer: None,
        }
    }

    #[test]
    fn the_cursor_agrees_with_the_zone_across_dst_and_out_of_order() {
        use crate::model::ZonedTime;
        use chrono::{TimeZone, Utc};
        let viewer = chrono_tz::America::New_York;
        let table = ZoneTable::of(viewer);
        let mut cursor = ZoneCursor::new(&table);
        let start = Utc.with_ymd_and_hms(2026, 3, 7, 0, 0, 0).unwrap();
        // Every 20 minutes over both 2026 changes, forward then backward.
        let mut instants: Vec<_> = (0..3 * 72)
            .map(|i| start + Duration::minutes(20 * i))
            .chain((0..3 * 72).map(|i| start + Duration::days(238) + Duration::minutes(20 * i)))
            .collect();
        let backward: Vec<_> = instants.iter().rev().copied().collect();
        instants.extend(backward);
        for utc in instants {
            let t = OccurrenceTime::Zoned(ZonedTime::new(utc.with_timezone(&chrono_tz::UTC)));
            assert_eq!(
                local(&t, viewer, &mut cursor),
                utc.with_timezone(&viewer).naive_local(),
                "{utc}"
            );
        }
    }

    #[test]
    fn ending_at_midnight_stays_on_its_day() {
        let day = NaiveDate::from_ymd_opt(2026, 11, 21).unwrap();
        let it = timed("Late", day, 23, 0, 60);
        assert_eq!(it.last_day(), day);
        assert!(!it.is_bar());
        let it = timed("Later", day, 23, 0, 61);
        assert!(it.is_bar() && !it.in_all_day_lane());
        assert!(timed("Long", day, 9, 0, 24 * 60).in_all_day_lane());
    }
}
