//! The month view: six weeks from the configured first weekday, bars for
//! all-day and multi-day events, "09:00 Title" chips for the rest, and
//! "+N more" opening the day. A click on an empty part of a day creates an
//! event there; an event dragged to another day moves there, keeping its
//! time.

use chrono::{Datelike, NaiveDate};
use iced::widget::text::Wrapping;
use iced::widget::{button, column, container, mouse_area, row, space, stack, text};
use iced::{Center, Fill};

use super::app::{is_weekend, App, OccurrenceKey};
use super::widget::Element;
use super::{bars, theme};
use crate::layout::{Item, MonthLayout, Span, WeekRow};

/// Height of the weekday names row.
pub const WEEKDAY_ROW: f32 = 28.0;
/// Height of a cell's day number line.
pub const DAY_NUMBER: f32 = 28.0;
/// Height of one event line.
pub const LINE: f32 = 22.0;

/// What the month grid asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// "+N more" was clicked: list the whole day.
    ShowDay(NaiveDate),
    /// A day number was clicked: open that day's week.
    GoToDay(NaiveDate),
    /// An event's chip was pressed on its day: a click or a drag begins.
    Grab(OccurrenceKey, NaiveDate),
    /// An event's bar was pressed (on the day under the pointer).
    GrabBar(OccurrenceKey),
    /// An empty part of a day cell was pressed (a click creates there).
    Press(NaiveDate),
    /// The pointer is over a day cell.
    Hover(NaiveDate),
    /// The mouse button was released anywhere over the grid.
    Release,
}

pub(super) fn key(item: &Item) -> OccurrenceKey {
    OccurrenceKey {
        uid: item.uid().to_owned(),
        recurrence_id: item.recurrence_id,
    }
}

pub fn view<'a>(app: &'a App, layout: &'a MonthLayout) -> Element<'a, Message> {
    let names = row(app.locale().weekdays().iter().map(|d| {
        container(text(d.to_string()).size(12).style(|t| text::Style {
            color: Some(theme::secondary_text(t)),
        }))
        .width(Fill)
        .center_x(Fill)
        .into()
    }))
    .height(WEEKDAY_ROW)
    .align_y(Center);
    let mut grid = column![names];
    for week in &layout.weeks {
        grid = grid.push(week_row(app, week));
    }
    mouse_area(grid.width(Fill).height(Fill))
        .on_release(Message::Release)
        .into()
}

fn week_row<'a>(app: &'a App, week: &'a WeekRow) -> Element<'a, Message> {
    // The cells underneath see the pointer everywhere (events above them
    // are mouse areas, which let it through), so a drag knows the day.
    let backgrounds = row(week.days.iter().map(|cell| {
        let date = cell.date;
        mouse_area(
            container(space())
                .width(Fill)
                .height(Fill)
                .style(theme::day_cell(
                    cell.in_month,
                    is_weekend(cell.date),
                    cell.is_today,
                )),
        )
        .on_move(move |_| Message::Hover(date))
        .on_press(Message::Press(date))
        .into()
    }));
    let numbers = row(week.days.iter().map(|cell| {
        let label = text(cell.date.day()).size(13);
        let label: Element<'a, Message> = if cell.is_today {
            container(label.font(theme::BOLD))
                .center(22)
                .style(theme::today_badge)
                .into()
        } else if cell.in_month {
            label.into()
        } else {
            label
                .style(|t| text::Style {
                    color: Some(theme::dimmed_text(t)),
                })
                .into()
        };
        container(
            button(label)
                .style(button::text)
                .padding([2, 6])
                .on_press(Message::GoToDay(cell.date)),
        )
        .width(Fill)
        .height(DAY_NUMBER)
        .into()
    }));
    let mut content = column![numbers].spacing(0);
    let loaded = app.loaded().map(|l| l.items.as_slice()).unwrap_or(&[]);
    for lane in 0..week.lanes {
        let bars: Vec<_> = week.bars.iter().filter(|b| b.lane == lane).collect();
        let line = row![].height(LINE).padding([1, 2]).spacing(0);
        let line = bars::lane(app, loaded, bars, 7, line, Message::GrabBar);
        content = content.push(line);
    }
    let chips = row(week.days.iter().map(|cell| {
        let mut list = column![].spacing(0).padding([0, 2]);
        for &i in &cell.chips {
            let item = &loaded[i];
            let color = theme::calendar_color(app.color_of(item.calendar));
            let time = match item.span {
                Span::Timed { start, .. } => app.locale().time(start.time()),
                Span::AllDay { .. } => String::new(),
            };
            list = list.push(
                mouse_area(
                    container(
                        row![
                            container(space())
                                .width(8)
                                .height(8)
                                .style(theme::swatch(color)),
                            text(format!("{time} {}", item.title()))
                                .size(12)
                                .wrapping(Wrapping::None),
                        ]
                        .spacing(5)
                        .align_y(Center),
                    )
                    .width(Fill)
                    .height(LINE)
                    .padding([1, 4])
                    .clip(true),
                )
                .on_press(Message::Grab(key(item), cell.date)),
            );
        }
        if cell.more > 0 {
            list = list.push(
                button(text(format!("+{} more", cell.more)).size(12))
                    .height(LINE)
                    .padding([1, 6])
                    .style(button::text)
                    .on_press(Message::ShowDay(cell.date)),
            );
        }
        list.width(Fill).into()
    }));
    content = content.push(chips);
    stack![backgrounds, content.width(Fill).height(Fill)]
        .width(Fill)
        .height(Fill)
        .into()
}
