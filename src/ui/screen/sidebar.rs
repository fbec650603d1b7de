//! The sidebar: a mini-month to jump to any day (the shown period
//! highlighted) and the calendars with their color and visibility.

use chrono::{Datelike, Months, NaiveDate};
use iced::widget::{button, checkbox, column, container, mouse_area, row, space, text};
use iced::{Center, Fill, Task};

use crate::layout::ViewKind;
use crate::model::CalendarId;
use crate::ui::context::Context;
use crate::ui::theme::{self, gap, size};
use crate::ui::widget::{days, fit, swatch, Element};

/// The sidebar's width.
pub const WIDTH: f32 = 232.0;

/// What the sidebar asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// A day in the mini-month was clicked.
    Day(NaiveDate),
    /// The mini-month's ‹ or › (months to move).
    Step(i32),
    /// A calendar's checkbox.
    Toggle(CalendarId, bool),
    /// "New event".
    New,
    /// "Import…".
    Import,
    /// "Export…".
    Export,
    /// "+" beside Calendars.
    AddCalendar,
    /// A calendar's "Edit" button.
    EditCalendar(CalendarId),
    /// "Preferences".
    Preferences,
}

/// What the parent must do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// Show this day in the current view.
    GoTo(NaiveDate),
    /// Show or hide a calendar.
    Visible(CalendarId, bool),
    /// Open the editor on a new event.
    New,
    /// Open the import dialog.
    Import,
    /// Open the export dialog.
    Export,
    /// Open the calendar dialog on a new calendar.
    AddCalendar,
    /// Open the calendar dialog on this one.
    EditCalendar(CalendarId),
    /// Open Preferences.
    Preferences,
}

/// The mini-month's own month (it can be paged without moving the view).
#[derive(Debug, Clone)]
pub struct Sidebar {
    month: NaiveDate,
}

impl Sidebar {
    pub fn new(day: NaiveDate) -> Sidebar {
        Sidebar {
            month: first_of(day),
        }
    }

    /// The month the mini-month shows.
    pub fn month(&self) -> NaiveDate {
        self.month
    }

    /// Keeps the mini-month on the view's month after navigation.
    pub fn follow(&mut self, day: NaiveDate) {
        self.month = first_of(day);
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Day(day) => Some(Event::GoTo(day)),
            Message::Step(months) => {
                let m = Months::new(months.unsigned_abs());
                let moved = if months >= 0 {
                    self.month.checked_add_months(m)
                } else {
                    self.month.checked_sub_months(m)
                };
                self.month = moved.unwrap_or(self.month);
                None
            }
            Message::Toggle(id, visible) => Some(Event::Visible(id, visible)),
            Message::New => Some(Event::New),
            Message::Import => Some(Event::Import),
            Message::Export => Some(Event::Export),
            Message::AddCalendar => Some(Event::AddCalendar),
            Message::EditCalendar(id) => Some(Event::EditCalendar(id)),
            Message::Preferences => Some(Event::Preferences),
        };
        (Task::none(), event)
    }
}

fn first_of(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap_or(day)
}

impl Sidebar {
    pub fn view(&self, ctx: &Context) -> Element<'_, Message> {
        let month = self.month;
        let period = ctx.period;
        let weeks = days::grid(
            month,
            &ctx.locale,
            |day| {
                // The agenda's days are as many as it has loaded.
                let shown = if period.kind == ViewKind::Agenda {
                    ctx.shown.0 <= day && day < ctx.shown.1
                } else {
                    period.contains(day, &ctx.locale, 7)
                };
                (shown, day == ctx.today)
            },
            Message::Day,
        );
        let nav = row![
            text(month.format("%B %Y").to_string())
                .size(size::BODY)
                .font(theme::BOLD),
            space::horizontal(),
            button(text("‹").size(size::LARGE))
                .style(button::text)
                .padding([0, 8])
                .on_press(Message::Step(-1)),
            button(text("›").size(size::LARGE))
                .style(button::text)
                .padding([0, 8])
                .on_press(Message::Step(1)),
        ]
        .align_y(Center);
        let heading = row![
            text("Calendars").size(size::BODY).font(theme::BOLD),
            space::horizontal(),
            button(text("+").size(size::LARGE))
                .style(button::text)
                .padding([0, 8])
                .on_press(Message::AddCalendar),
        ]
        .align_y(Center);
        let mut calendars = column![heading].spacing(gap::TIGHT + 2.0);
        for c in &ctx.calendars {
            let id = c.id;
            calendars = calendars.push(
                row![
                    swatch(theme::calendar_color(&c.color), 12.0),
                    checkbox(c.visible)
                        .on_toggle(move |v| Message::Toggle(id, v))
                        .size(size::LARGE),
                    // The name toggles too, and a long one ends with "…".
                    mouse_area(
                        container(fit::line(c.name.clone(), size::BODY, theme::FONT))
                            .width(Fill)
                            .height(20)
                    )
                    .on_press(Message::Toggle(id, !c.visible)),
                    button(text("···").size(size::BODY).font(theme::BOLD))
                        .style(button::text)
                        .padding([0, 6])
                        .on_press(Message::EditCalendar(id)),
                ]
                .spacing(gap::SMALL)
                .align_y(Center),
            );
        }
        let new = button(text("New event").size(size::BODY))
            .width(Fill)
            .padding([6, 12])
            .style(button::primary)
            .on_press(Message::New);
        let files = row![
            button(text("Import…").size(size::LABEL))
                .style(button::secondary)
                .on_press(Message::Import),
            button(text("Export…").size(size::LABEL))
                .style(button::secondary)
                .on_press(Message::Export),
        ]
        .spacing(gap::SMALL);
        let files = column![
            files,
            button(text("Preferences").size(size::LABEL))
                .style(button::secondary)
                .on_press(Message::Preferences),
        ]
        .spacing(gap::SMALL);
        container(
            column![new, nav, weeks, calendars, space::vertical(), files]
                .spacing(gap::LARGE)
                .padding(gap::MEDIUM),
        )
        .width(WIDTH)
        .height(Fill)
        .style(theme::panel)
        .into()
    }
}
