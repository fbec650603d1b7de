//! Pointer gestures on the grids, shared by the month and week screens:
//! dragging an event to another day or time, dragging its bottom edge to
//! resize it, sweeping empty hours to create an event there, and clicking
//! an empty month cell.
//!
//! The grids only report what the pointer does (pressed on this event, now
//! over this day at this height, released); what that means is decided
//! here, with the times worked out in [`crate::draft`]. A press and release
//! without movement is a click: it selects the event. What a gesture asks
//! for is an [`Event`]; the app carries it out on the store.

use chrono::{Duration, NaiveDate, NaiveDateTime, NaiveTime};

use crate::draft::snap;
use crate::layout::{Item, Span};
use crate::model::OccurrenceRef;

/// Which part of an event was grabbed in the week grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grip {
    /// The body: drag to move.
    Body,
    /// The bottom edge: drag to resize.
    Bottom,
}

/// What a grid asks the app to do.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// Show this occurrence's details (a click on it).
    Select(OccurrenceRef),
    /// Quick-create an all-day event on this day (a click on an empty cell).
    CreateAllDay(NaiveDate),
    /// Quick-create a timed event on this day, from and to these minutes
    /// into it (a sweep over empty hours, or a double click).
    CreateTimed(NaiveDate, i64, i64),
    /// Move this occurrence by whole days, keeping its time.
    MoveDays(OccurrenceRef, i64),
    /// Move (`Grip::Body`) or resize (`Grip::Bottom`) this occurrence to
    /// start and end at these wall-clock times of the viewer.
    Retime(OccurrenceRef, Grip, NaiveDateTime, NaiveDateTime),
    /// List every event of this day.
    ShowDay(NaiveDate),
    /// Open this day's week.
    GoToDay(NaiveDate),
}

/// An event dragged across days: a month chip or bar, or a bar of the
/// week's all-day lane. `from` is the first day the pointer is seen over
/// after the press (a bar spans days, and a touch brings no motion before
/// it), `over` the day it is over now. `fixed`: it does not move here
/// (someone else's meeting): no landing is drawn, letting go selects it,
/// and [`DayDrag::held`] says why while it is dragged.
#[derive(Debug, Clone, PartialEq)]
pub struct DayDrag {
    pub what: OccurrenceRef,
    pub from: Option<NaiveDate>,
    pub over: Option<NaiveDate>,
    pub fixed: bool,
}

impl DayDrag {
    /// A drag of `what` (shown among `items`), pressed on `day` when it is
    /// known.
    pub fn new(what: OccurrenceRef, day: Option<NaiveDate>, items: &[Item]) -> DayDrag {
        let fixed = fixed(items, &what);
        DayDrag {
            what,
            from: day,
            over: day,
            fixed,
        }
    }

    /// The title of the event dragged when it is held where it is (it
    /// would have moved, but it is not mine to move).
    pub fn held<'a>(&self, items: &'a [Item]) -> Option<&'a str> {
        let moved = matches!((self.from, self.over), (Some(f), Some(o)) if f != o);
        held_title(items, &self.what, self.fixed && moved)
    }

    /// The pointer is over `day`.
    pub fn hover(&mut self, day: NaiveDate) {
        self.from.get_or_insert(day);
        self.over = Some(day);
    }

    /// A drag of `what` pressed while the pointer was last seen over
    /// `pointer`: that day is where it started if the event is on it (a
    /// quick drag's first motion may already be a day further); otherwise
    /// (a touch, a stale position) the first day seen after the press.
    pub fn grabbed(what: OccurrenceRef, pointer: Option<NaiveDate>, items: &[Item]) -> DayDrag {
        let shown = items.iter().find(|i| i.is(&what));
        let day = pointer.filter(|d| shown.is_some_and(|i| i.covers(*d)));
        DayDrag::new(what, day, items)
    }

    /// How many days the event moves if let go now (`None`: it does not).
    pub fn by(&self) -> Option<i64> {
        if self.fixed {
            return None;
        }
        match (self.from, self.over) {
            (Some(from), Some(over)) if from != over => Some((over - from).num_days()),
            _ => None,
        }
    }

    /// The days the dragged event would cover if let go now, first and
    /// last (`None` while it would not move): the outline a grid draws.
    /// Worked out once per view, not per day cell.
    pub fn landing(&self, items: &[Item]) -> Option<(NaiveDate, NaiveDate)> {
        let by = Duration::days(self.by()?);
        let item = items.iter().find(|i| i.is(&self.what))?;
        Some((item.first_day() + by, item.last_day() + by))
    }

    /// Let go: a move by whole days, or a click.
    pub fn release(self) -> Event {
        match self.by() {
            Some(days) => Event::MoveDays(self.what, days),
            None => Event::Select(self.what),
        }
    }
}

/// Whether `what`, shown among `items`, stays where it is when dragged.
pub fn fixed(items: &[Item], what: &OccurrenceRef) -> bool {
    items
        .iter()
        .find(|i| i.is(what))
        .is_some_and(|i| !i.moves_here())
}

/// `what`'s title, when `held`: what the window names while saying that a
/// drag does not move it.
pub fn held_title<'a>(items: &'a [Item], what: &OccurrenceRef, held: bool) -> Option<&'a str> {
    held.then(|| items.iter().find(|i| i.is(what)))
        .flatten()
        .map(|i| i.headline.summary.as_str())
}

/// The occurrence `what` among `items`, as laid out.
pub fn span_of(items: &[Item], what: &OccurrenceRef) -> Option<Span> {
    items.iter().find(|i| i.is(what)).map(|i| i.span)
}

/// Whether the pointer at `at` (a day, minutes into it) is on the timed
/// event `span`, as the week draws it (at least `min_minutes` tall): then
/// a press there starts its drag from that point.
pub fn on_block(span: Option<Span>, at: (NaiveDate, f32), min_minutes: i64) -> bool {
    let Some(Span::Timed { start, end }) = span else {
        return false;
    };
    let t = at.0.and_time(NaiveTime::MIN) + Duration::seconds((at.1 * 60.0).round() as i64);
    let end = end.max(start + Duration::minutes(min_minutes));
    // A minute of slack either way: the pixel the press landed on is
    // rounded to minutes.
    start - Duration::minutes(1) <= t && t <= end + Duration::minutes(1)
}

/// Where a timed event shown over `span` lands (start and end, in the
/// viewer's wall clock) when grabbed by `grip` at `from` and let go at
/// `to`, snapping to `step` minutes; `None` when it does not move.
pub fn landing(
    span: Option<Span>,
    grip: Grip,
    from: (NaiveDate, f32),
    to: (NaiveDate, f32),
    step: i64,
) -> Option<(NaiveDateTime, NaiveDateTime)> {
    let Some(Span::Timed { start, end }) = span else {
        return None;
    };
    let minutes = snap((to.1 - from.1).round() as i64, step);
    let by = Duration::days((to.0 - from.0).num_days()) + Duration::minutes(minutes);
    if by.is_zero() {
        return None;
    }
    Some(match grip {
        Grip::Body => (start + by, end + by),
        Grip::Bottom => (start, (end + by).max(start + Duration::minutes(step))),
    })
}

/// The minutes a sweep from `from` to `to` (minutes into the day, either
/// way round) covers: from the quarter hour it starts in to the nearest
/// quarter hour at its end. `None` for a sweep too short to mean a span
/// (a click, or less than a quarter hour).
pub fn swept(from: f32, to: f32) -> Option<(i64, i64)> {
    let (a, b) = if from <= to { (from, to) } else { (to, from) };
    let (a, b) = ((a as i64 / 15) * 15, snap(b as i64, 15));
    (b - a >= 15 && (to - from).abs() >= 5.0).then_some((a, b))
}

/// The time `minutes` into a day (24:00 shows as 00:00).
pub fn clock(minutes: i64) -> NaiveTime {
    NaiveTime::MIN + Duration::minutes(minutes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::RecurrenceId;
    use chrono::Datelike;

    fn day(d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 10, d).unwrap()
    }

    fn what() -> OccurrenceRef {
        OccurrenceRef {
            uid: "a".into(),
            recurrence_id: RecurrenceId::Date(day(1)),
        }
    }

    #[test]
    fn a_day_drag_moves_by_the_days_crossed_and_a_still_one_is_a_click() {
        let mut drag = DayDrag::new(what(), None, &[]);
        drag.hover(day(5));
        drag.hover(day(8));
        assert_eq!(drag.release(), Event::MoveDays(what(), 3));
        let mut still = DayDrag::new(what(), Some(day(5)), &[]);
        still.hover(day(5));
        assert_eq!(still.release(), Event::Select(what()));
        assert_eq!(
            DayDrag::new(what(), None, &[]).release(),
            Event::Select(what())
        );
    }

    #[test]
    fn a_day_drag_starts_where_the_press_was_when_the_event_is_there() {
        let items = vec![Item {
            headline: std::sync::Arc::new(crate::model::Headline {
                uid: "trip@test".into(),
                summary: "Trip".into(),
                location: None,
                recurring: false,
                cancelled: false,
            }),
            recurrence_id: RecurrenceId::Date(day(5)),
            calendar: crate::model::CalendarId(1),
            span: Span::AllDay {
                first: day(5),
                last: day(7),
            },
            more_that_day: 0,
            my_answer: None,
        }];
        let what = items[0].reference();
        // Pressed on the 6th (seen there before the press); the first
        // motion after it is already over the 9th: three days.
        let mut drag = DayDrag::grabbed(what.clone(), Some(day(6)), &items);
        assert_eq!(drag.by(), None);
        drag.hover(day(9));
        assert_eq!(drag.by(), Some(3));
        let (first, last) = drag.landing(&items).expect("it moves");
        let landed: Vec<u32> = (1..=15)
            .filter(|d| (first..=last).contains(&day(*d)))
            .map(|d| day(d).day())
            .collect();
        assert_eq!(landed, vec![8, 9, 10]);
        assert_eq!(drag.release(), Event::MoveDays(what.clone(), 3));
        // A position not on the event (stale, or a touch): the first day
        // seen after the press.
        let mut drag = DayDrag::grabbed(what.clone(), Some(day(2)), &items);
        drag.hover(day(6));
        drag.hover(day(7));
        assert_eq!(drag.release(), Event::MoveDays(what, 1));
    }

    #[test]
    fn a_press_is_on_a_block_within_its_drawn_height() {
        let start = day(5).and_hms_opt(10, 0, 0).unwrap();
        let span = Some(Span::Timed {
            start,
            end: start + Duration::minutes(5),
        });
        assert!(on_block(span, (day(5), 600.0), 20));
        assert!(on_block(span, (day(5), 619.0), 20), "drawn 20 minutes tall");
        assert!(!on_block(span, (day(5), 625.0), 20));
        assert!(!on_block(span, (day(6), 610.0), 20));
        assert!(!on_block(None, (day(5), 610.0), 20));
    }

    #[test]
    fn sweeps_shorter_than_a_quarter_hour_are_clicks() {
        assert_eq!(swept(600.0, 602.0), None);
        assert_eq!(swept(610.0, 670.0), Some((600, 675)));
        assert_eq!(swept(670.0, 610.0), Some((600, 675)));
    }
}
