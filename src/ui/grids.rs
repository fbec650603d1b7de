//! What the grids' messages do: clicks, presses and drags in the month
//! and week views, and paging in the agenda.

use iced::Task;

use super::app::{App, Message, Panel, AGENDA_LIMIT, AGENDA_LINES, AGENDA_PAGE};
use super::{agenda, drag, month, week};
use crate::layout::{Period, Shape, ViewKind};

impl App {
    /// Reacts to the month grid.
    pub(super) fn on_month(&mut self, m: month::Message) -> Task<Message> {
        match m {
            month::Message::Grab(key, day) => {
                self.gesture = Some(drag::Gesture::Month {
                    key,
                    from: Some(day),
                    over: day,
                });
                self.hovered = Some(day);
                Task::none()
            }
            month::Message::GrabBar(key) => {
                self.grab_bar(key);
                Task::none()
            }
            month::Message::Press(day) => {
                self.gesture = Some(drag::Gesture::Cell(day));
                self.hovered = Some(day);
                Task::none()
            }
            month::Message::Hover(day) => {
                self.hover_day(day);
                Task::none()
            }
            month::Message::Release => self.release(),
            month::Message::ShowDay(day) => {
                self.panel = Some(Panel::Day(day));
                Task::none()
            }
            month::Message::GoToDay(day) => self.go(Period::new(ViewKind::Week, day)),
        }
    }

    /// Reacts to the week grid.
    pub(super) fn on_week(&mut self, m: week::Message) -> Task<Message> {
        match m {
            week::Message::GrabBar(key) => {
                self.grab_bar(key);
                Task::none()
            }
            week::Message::HoverDay(day) => {
                self.hover_day(day);
                Task::none()
            }
            week::Message::Grab(key, grip) => {
                self.grab(key, grip);
                Task::none()
            }
            week::Message::Pointer(day, y) => {
                self.pointer_at(day, y);
                Task::none()
            }
            week::Message::Press(day) => {
                self.press_hours(day);
                Task::none()
            }
            week::Message::DoubleClick(day) => self.double_click_hours(day),
            week::Message::Release => self.release(),
            week::Message::ShowDay(day) => {
                self.panel = Some(Panel::Day(day));
                Task::none()
            }
        }
    }

    /// Reacts to the agenda list.
    pub(super) fn on_agenda(&mut self, m: agenda::Message) -> Task<Message> {
        match m {
            agenda::Message::Select(key) => {
                self.select(key);
                Task::none()
            }
            agenda::Message::Scrolled(y) => {
                // More lines where the list was cut at its line limit,
                // more days where it was not (and is not a search,
                // which already spans a year).
                let lines: usize = match self.loaded.as_ref().map(|l| &l.shape) {
                    Some(Shape::Agenda(days)) => days.iter().map(|d| d.entries.len()).sum(),
                    _ => 0,
                };
                let cut = lines >= self.agenda_lines;
                let more_days = self.query.trim().is_empty() && self.agenda_days < AGENDA_LIMIT;
                if y > 0.9 && (cut || more_days) {
                    if cut {
                        self.agenda_lines += AGENDA_LINES;
                    } else {
                        self.agenda_days = (self.agenda_days + AGENDA_PAGE).min(AGENDA_LIMIT);
                    }
                    self.reload();
                }
                Task::none()
            }
        }
    }
}
