//! The agenda: upcoming days with their events ("Today", "Tomorrow", then
//! dates), loading more days as the list is scrolled to its end.

use crate::fl;
use iced::widget::{column, container, scrollable, text};
use iced::{Fill, Task};

use crate::layout::{Loaded, Shape};
use crate::model::OccurrenceRef;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::{listing, words, Element};

/// Days the agenda first shows, and how many more each scroll to its end
/// adds (up to [`DAY_LIMIT`]).
pub const DAYS: u32 = 30;
/// Lines the agenda first lays out, and how many more each scroll to its
/// end adds: about six windows' worth. Every line laid out is shaped text
/// on the way to the first frame, seen or not.
pub const LINES: usize = 150;
/// Ten years: the agenda grows no further.
pub const DAY_LIMIT: u32 = 3650;

/// What the agenda reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// An event was clicked: show its details.
    Select(OccurrenceRef),
    /// The list scrolled; how far down, 0.0 to 1.0.
    Scrolled(f32),
}

/// What the app must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Show this occurrence's details.
    Select(OccurrenceRef),
    /// The list grew (more days or more lines): load again.
    Grew,
}

/// The upcoming days, and how far the list has grown.
#[derive(Debug, Clone)]
pub struct Agenda {
    loaded: Option<Loaded>,
    days: u32,
    lines: usize,
}

impl Default for Agenda {
    fn default() -> Agenda {
        Agenda {
            loaded: None,
            days: DAYS,
            lines: LINES,
        }
    }
}

impl Agenda {
    /// How many days to load from the period's anchor.
    pub fn days_wanted(&self) -> u32 {
        self.days
    }

    /// The most lines to lay out.
    pub fn lines_wanted(&self) -> usize {
        self.lines
    }

    /// What is shown.
    pub fn loaded(&self) -> Option<&Loaded> {
        self.loaded.as_ref()
    }

    /// New data.
    pub fn show(&mut self, loaded: Loaded) {
        self.loaded = Some(loaded);
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Select(what) => Some(Event::Select(what)),
            Message::Scrolled(y) => self.scrolled(y),
        };
        (Task::none(), event)
    }

    /// More lines where the list was cut at its line limit, more days
    /// where it was not.
    fn scrolled(&mut self, y: f32) -> Option<Event> {
        let lines: usize = match self.loaded.as_ref().map(|l| &l.shape) {
            Some(Shape::Agenda(days)) => days.iter().map(|d| d.entries.len()).sum(),
            _ => 0,
        };
        let cut = lines >= self.lines;
        let more_days = self.days < DAY_LIMIT;
        if y <= 0.9 || !(cut || more_days) {
            return None;
        }
        if cut {
            self.lines += LINES;
        } else {
            self.days = (self.days + DAYS).min(DAY_LIMIT);
        }
        Some(Event::Grew)
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        let Some(Loaded {
            items,
            shape: Shape::Agenda(days),
            ..
        }) = &self.loaded
        else {
            return container(text(fl!("agenda-nothing-to-show")))
                .center(Fill)
                .into();
        };
        if days.is_empty() {
            return container(text(fl!("agenda-nothing-planned")).size(size::LARGE))
                .center(Fill)
                .into();
        }
        let mut list = column![]
            .spacing(crate::ui::theme::spot::GROUPS)
            .padding(crate::ui::theme::spot::LIST);
        for day in days {
            let label = words(day.label.clone()).size(size::LARGE).font(theme::BOLD);
            let label = crate::ui::widget::placed::placed(
                label,
                crate::a11y::heading_key(crate::a11y::agenda_key(), day.date),
            );
            let mut group = column![label].spacing(gap::TIGHT);
            for entry in &day.entries {
                let item = &items[entry.item];
                let select = Message::Select(item.reference());
                group = group.push(listing::line(
                    ctx,
                    (item, day.date),
                    entry.when.clone(),
                    false,
                    select,
                ));
            }
            list = list.push(group);
        }
        scrollable(list.width(Fill))
            .on_scroll(|viewport| Message::Scrolled(viewport.relative_offset().y))
            .width(Fill)
            .height(Fill)
            .into()
    }
}
