//! Pointer gestures on the grids: dragging an event to move it, dragging
//! its bottom edge to resize it, dragging across empty hours to create an
//! event there, and clicking an empty month cell.
//!
//! The grids only report what the pointer does (pressed on this event, now
//! over this day at this height, released); what that means is decided
//! here, with the times worked out in [`crate::draft`]. A press and release
//! without movement is a click: it selects the event.

use chrono::{Duration, NaiveDate, NaiveDateTime, NaiveTime};
use iced::Task;

use super::app::{App, Message, OccurrenceKey};
use super::prompt::{Pending, ScopePrompt};
use super::week::HOUR_HEIGHT;
use crate::draft::{place, shift_days, snap, Draft, Edit};
use crate::layout::Span;
use crate::model::{local_to_utc, EventDuration, EventTime};
use crate::store::Scope;

/// Which part of an event was grabbed in the week grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grip {
    /// The body: drag to move.
    Body,
    /// The bottom edge: drag to resize.
    Bottom,
}

/// A gesture in progress.
#[derive(Debug, Clone, PartialEq)]
pub enum Gesture {
    /// An event grabbed in the week grid; `from` is where the pointer was
    /// when it was grabbed (day, minutes into the day), `to` where it is.
    Week {
        key: OccurrenceKey,
        grip: Grip,
        from: Option<(NaiveDate, f32)>,
        to: Option<(NaiveDate, f32)>,
    },
    /// Empty hours swept in the week grid, to create an event.
    Sweep { day: NaiveDate, from: f32, to: f32 },
    /// An event grabbed in the month grid on day `from` (`None` until the
    /// pointer is first seen over a day), now over `over`.
    Month {
        key: OccurrenceKey,
        from: Option<NaiveDate>,
        over: NaiveDate,
    },
    /// An empty month cell pressed.
    Cell(NaiveDate),
}

/// Minutes into the day at `y` pixels down the week grid.
pub fn minutes_at(y: f32) -> f32 {
    (y / HOUR_HEIGHT * 60.0).clamp(0.0, 24.0 * 60.0)
}

impl App {
    fn snap_step(&self) -> i64 {
        if self.modifiers.shift() {
            1
        } else {
            15
        }
    }

    /// The pointer is over `day` at `y` pixels in the week grid.
    pub(super) fn pointer_at(&mut self, day: NaiveDate, y: f32) {
        let at = (day, minutes_at(y));
        self.pointer = Some(at);
        match &mut self.gesture {
            Some(Gesture::Week { from, to, .. }) => {
                from.get_or_insert(at);
                *to = Some(at);
            }
            Some(Gesture::Sweep { day: d, to, .. }) if *d == day => *to = at.1,
            _ => {}
        }
    }

    /// An event was pressed in the week grid. The drag is measured from
    /// where the pointer is first seen after the press: a touch or a
    /// jump of the pointer brings no motion before it, so the last known
    /// position may be somewhere else entirely.
    pub(super) fn grab(&mut self, key: OccurrenceKey, grip: Grip) {
        self.gesture = Some(Gesture::Week {
            key,
            grip,
            from: None,
            to: None,
        });
    }

    /// Empty hours were pressed in the week grid.
    pub(super) fn press_hours(&mut self, day: NaiveDate) {
        if let Some((d, m)) = self.pointer.filter(|(d, _)| *d == day) {
            self.gesture = Some(Gesture::Sweep {
                day: d,
                from: m,
                to: m,
            });
        }
    }

    /// A double click on empty hours: quick create an hour there, from the
    /// half hour the pointer is in.
    pub(super) fn double_click_hours(&mut self, day: NaiveDate) -> Task<Message> {
        self.gesture = None;
        let minutes = self
            .pointer
            .filter(|(d, _)| *d == day)
            .map_or(9.0 * 60.0, |(_, m)| m);
        let start = (minutes as i64 / 30) * 30;
        self.quick_timed(day, start, start + 60)
    }

    fn quick_timed(&mut self, day: NaiveDate, from: i64, to: i64) -> Task<Message> {
        let Some(calendar) = self.default_calendar() else {
            return Task::none();
        };
        let start = day.and_time(NaiveTime::MIN) + Duration::minutes(from);
        let draft = Draft::timed(
            start,
            to - from,
            Some(self.viewer.into()),
            calendar,
            *self.locale(),
        );
        self.open_quick(draft)
    }

    /// An all-day bar was pressed (month grid or the week's all-day lane).
    /// A bar spans days: the drag starts from the first day the pointer is
    /// seen over after the press.
    pub(super) fn grab_bar(&mut self, key: OccurrenceKey) {
        self.gesture = Some(Gesture::Month {
            key,
            from: None,
            over: self.today,
        });
    }

    /// The pointer is over month cell (or all-day lane day) `day`.
    pub(super) fn hover_day(&mut self, day: NaiveDate) {
        if let Some(Gesture::Month { from, over, .. }) = &mut self.gesture {
            from.get_or_insert(day);
            *over = day;
        }
        self.hovered = Some(day);
    }

    /// The button was released: finish whatever gesture was under way.
    pub(super) fn release(&mut self) -> Task<Message> {
        let step = self.snap_step();
        // Seen again on the next move; a stale day must not start a drag.
        let hovered = self.hovered.take();
        match self.gesture.take() {
            None => Task::none(),
            Some(Gesture::Cell(day)) => {
                if hovered.is_some_and(|h| h != day) {
                    return Task::none();
                }
                let Some(calendar) = self.default_calendar() else {
                    return Task::none();
                };
                let draft =
                    Draft::all_day(day, day, Some(self.viewer.into()), calendar, *self.locale());
                self.open_quick(draft)
            }
            Some(Gesture::Sweep { day, from, to }) => match swept(from, to) {
                Some((a, b)) => self.quick_timed(day, a, b),
                None => Task::none(),
            },
            Some(Gesture::Month { key, from, over }) => {
                match from {
                    Some(from) if from != over => self.drop_on_day(key, (over - from).num_days()),
                    _ => self.select(key),
                }
                Task::none()
            }
            Some(Gesture::Week {
                key,
                grip,
                from,
                to,
            }) => {
                let (Some(from), Some(to)) = (from, to) else {
                    self.select(key);
                    return Task::none();
                };
                match self.landing(&key, grip, from, to, step) {
                    Some((start, end)) => self.drop_in_week(key, grip, start, end),
                    None => self.select(key),
                }
                Task::none()
            }
        }
    }

    /// The occurrence `key` as laid out now (its span in the viewer's
    /// time).
    fn span_of(&self, key: &OccurrenceKey) -> Option<Span> {
        self.loaded.as_ref().and_then(|l| {
            l.items
                .iter()
                .find(|i| i.uid() == key.uid && i.recurrence_id == key.recurrence_id)
                .map(|i| i.span)
        })
    }

    /// Where the week event `key` lands (start and end, in the viewer's
    /// wall clock) when grabbed by `grip` at `from` and let go at `to`;
    /// `None` when it does not move.
    fn landing(
        &self,
        key: &OccurrenceKey,
        grip: Grip,
        from: (NaiveDate, f32),
        to: (NaiveDate, f32),
        step: i64,
    ) -> Option<(NaiveDateTime, NaiveDateTime)> {
        let Some(Span::Timed { start, end }) = self.span_of(key) else {
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

    /// Moves (or resizes) a week event to `start`–`end`.
    fn drop_in_week(
        &mut self,
        key: OccurrenceKey,
        grip: Grip,
        start: NaiveDateTime,
        end: NaiveDateTime,
    ) {
        let viewer = self.viewer;
        // A move keeps the length as it was (elapsed time, or calendar
        // days); a resize sets an elapsed one.
        let duration = match grip {
            Grip::Body => None,
            Grip::Bottom => Some(EventDuration::Exact(
                local_to_utc(viewer, end) - local_to_utc(viewer, start),
            )),
        };
        self.propose(key, |shown| (place(&shown, viewer, start), duration));
    }

    fn drop_on_day(&mut self, key: OccurrenceKey, days: i64) {
        self.propose(key, |shown| (shift_days(&shown, days), None));
    }

    /// Moves occurrence `key` where `to` says (given its shown start), to
    /// last the duration it gives or (`None`) as long as before. Asks the
    /// scope for a repeating event.
    fn propose(
        &mut self,
        key: OccurrenceKey,
        to: impl FnOnce(EventTime) -> (EventTime, Option<EventDuration>),
    ) {
        let stored = match self.store.event(&key.uid) {
            Ok(s) => s,
            Err(e) => {
                self.error = Some(format!("Cannot move the event: {e}"));
                return;
            }
        };
        let (shown, length) = if stored.event.is_recurring() {
            stored.event.occurrence_time(key.recurrence_id)
        } else {
            (stored.event.start, stored.event.duration)
        };
        let (start, duration) = to(shown);
        let duration = duration.unwrap_or(length);
        let edit = Edit::moved(&stored, key.recurrence_id, start, duration, *self.locale());
        if edit.is_noop() {
            return;
        }
        if stored.event.is_recurring() {
            self.prompt = Some(ScopePrompt {
                title: stored.event.summary.clone(),
                key,
                pending: Pending::Move(Box::new(edit)),
            });
        } else {
            self.save_edit(&edit, Scope::All);
        }
    }
}

impl App {
    /// What to outline on `day` of the week grid while a gesture is under
    /// way: where the dragged event would land, or the hours swept
    /// (minutes into the day, and a label).
    pub(super) fn preview_on(&self, day: NaiveDate) -> Option<(f32, f32, String)> {
        match self.gesture.as_ref()? {
            Gesture::Sweep { day: d, from, to } if *d == day => {
                let (a, b) = swept(*from, *to)?;
                let label = format!(
                    "{} – {}",
                    self.locale().time(clock(a)),
                    self.locale().time(clock(b))
                );
                Some((a as f32, b as f32, label))
            }
            Gesture::Week {
                key,
                grip,
                from: Some(from),
                to: Some(to),
            } => {
                let (s, e) = self.landing(key, *grip, *from, *to, self.snap_step())?;
                if s.date() != day {
                    return None;
                }
                let minutes =
                    |t: NaiveDateTime| (t - day.and_time(NaiveTime::MIN)).num_minutes() as f32;
                let label = format!(
                    "{} – {}",
                    self.locale().time(s.time()),
                    self.locale().time(e.time())
                );
                Some((minutes(s), minutes(e).min(24.0 * 60.0), label))
            }
            _ => None,
        }
    }
}

/// The minutes a sweep from `from` to `to` (minutes into the day, either
/// way round) covers: from the quarter hour it starts in to the nearest
/// quarter hour at its end. `None` for a sweep too short to mean a span
/// (a click, or less than a quarter hour).
fn swept(from: f32, to: f32) -> Option<(i64, i64)> {
    let (a, b) = if from <= to { (from, to) } else { (to, from) };
    let (a, b) = ((a as i64 / 15) * 15, snap(b as i64, 15));
    (b - a >= 15 && (to - from).abs() >= 5.0).then_some((a, b))
}

/// The time `minutes` into a day (24:00 shows as 00:00).
fn clock(minutes: i64) -> NaiveTime {
    NaiveTime::MIN + Duration::minutes(minutes)
}
