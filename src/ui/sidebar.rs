//! The sidebar: a mini-month to jump to any day (the shown period
//! highlighted) and the calendars with their color and visibility.

use chrono::{Datelike, Months, NaiveDate};
use iced::widget::{button, checkbox, column, container, row, space, text};
use iced::{Center, Fill};

use super::app::App;
use super::days;
use super::theme;
use super::widget::Element;
use crate::model::CalendarId;

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
}

/// The mini-month's own month (it can be paged without moving the view).
#[derive(Debug, Clone)]
pub struct State {
    month: NaiveDate,
}

impl State {
    pub fn new(day: NaiveDate) -> State {
        State {
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

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
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
        }
    }
}

fn first_of(day: NaiveDate) -> NaiveDate {
    day.with_day(1).unwrap_or(day)
}

pub fn view(app: &App) -> Element<'_, Message> {
    let month = app.sidebar.month();
    let locale = app.locale();
    let period = app.period();
    let weeks = days::grid(
        month,
        locale,
        |day| {
            // The agenda's days are as many as it has loaded.
            let shown = match app.loaded() {
                Some(l) if period.kind == crate::layout::ViewKind::Agenda => {
                    l.days.0 <= day && day < l.days.1
                }
                _ => period.contains(day, locale, 7),
            };
            (shown, day == app.today)
        },
        Message::Day,
    );
    let nav = row![
        text(month.format("%B %Y").to_string())
            .size(14)
            .font(theme::BOLD),
        space::horizontal(),
        button(text("‹").size(16))
            .style(button::text)
            .padding([0, 8])
            .on_press(Message::Step(-1)),
        button(text("›").size(16))
            .style(button::text)
            .padding([0, 8])
            .on_press(Message::Step(1)),
    ]
    .align_y(Center);
    let mut calendars = column![text("Calendars").size(14).font(theme::BOLD)].spacing(6);
    for c in &app.calendars {
        let color = theme::calendar_color(&c.color);
        let id = c.id;
        calendars = calendars.push(
            row![
                container(space())
                    .width(12)
                    .height(12)
                    .style(theme::swatch(color)),
                checkbox(c.visible)
                    .label(c.name.clone())
                    .on_toggle(move |v| Message::Toggle(id, v))
                    .size(16)
                    .text_size(14),
            ]
            .spacing(8)
            .align_y(Center),
        );
    }
    let new = button(text("New event").size(14))
        .width(Fill)
        .padding([6, 12])
        .style(button::primary)
        .on_press(Message::New);
    let files = row![
        button(text("Import…").size(13))
            .style(button::secondary)
            .on_press(Message::Import),
        button(text("Export…").size(13))
            .style(button::secondary)
            .on_press(Message::Export),
    ]
    .spacing(8);
    container(
        column![new, nav, weeks, calendars, space::vertical(), files]
            .spacing(16)
            .padding(12),
    )
    .width(WIDTH)
    .height(Fill)
    .style(theme::panel)
    .into()
}
