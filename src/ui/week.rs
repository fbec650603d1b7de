//! The week view: an all-day lane, then 24 hours of seven day columns where
//! overlapping events sit side by side, with a line at the current time.

use chrono::{Datelike, NaiveDate, Timelike};
use iced::mouse::Interaction;
use iced::widget::{
    button, column, container, mouse_area, pin, row, scrollable, space, stack, text, Id,
};
use iced::{Center, Fill, FillPortion};

use super::app::{App, OccurrenceKey, WEEK_SCROLL_ID};
pub use super::drag::Grip;
use super::month::key;
use super::widget::Element;
use super::{bars, theme};
use crate::layout::{Block, Span, WeekLayout, DAY_MINUTES};

/// One hour's height in the grid.
pub const HOUR_HEIGHT: f32 = 48.0;
/// The hour the grid scrolls to when today is not in the week.
pub const WORKDAY_START: f32 = 8.0;
const GUTTER: f32 = 56.0;
const LANE: f32 = 22.0;
/// The grip at an event's bottom edge (drag to resize).
const EDGE: f32 = 5.0;

/// What the week grid asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// An all-day event's bar was pressed: a click or a drag to another
    /// day begins.
    GrabBar(OccurrenceKey),
    /// The pointer is over a day of the all-day lane.
    HoverDay(NaiveDate),
    /// A day's heading was clicked: list the whole day.
    ShowDay(NaiveDate),
    /// An event was pressed: its body (to move) or bottom edge (to
    /// resize). A release without movement is a click.
    Grab(OccurrenceKey, Grip),
    /// The pointer is over a day's hours, this many pixels down.
    Pointer(NaiveDate, f32),
    /// Empty hours were pressed (a drag across them creates an event).
    Press(NaiveDate),
    /// Empty hours were double-clicked (quick create there).
    DoubleClick(NaiveDate),
    /// The mouse button was released anywhere over the grid.
    Release,
}

pub fn view<'a>(app: &'a App, layout: &'a WeekLayout) -> Element<'a, Message> {
    let items = app.loaded().map(|l| l.items.as_slice()).unwrap_or(&[]);
    let headings = row![space().width(GUTTER)].extend(layout.days.iter().map(|&day| {
        let label = text(format!("{} {}", day.format("%a"), day.day())).size(13);
        let label = if day == app.today {
            label.font(theme::BOLD)
        } else {
            label
        };
        container(
            button(label)
                .style(button::text)
                .padding([4, 6])
                .on_press(Message::ShowDay(day)),
        )
        .width(Fill)
        .center_x(Fill)
        .into()
    }));
    let mut lanes = column![].spacing(2);
    for lane in 0..layout.all_day_lanes {
        let bars: Vec<_> = layout.all_day.iter().filter(|b| b.lane == lane).collect();
        let line = row![space().width(GUTTER)].height(LANE);
        let line = bars::lane(app, items, bars, layout.days.len(), line, Message::GrabBar);
        lanes = lanes.push(line);
    }
    // Over the bars, one area per day watches the pointer (it takes no
    // presses, so they reach the bars), so a bar dragged along the lane
    // knows the day it is over.
    let lane_days = row![space().width(GUTTER)].extend(layout.days.iter().map(|&day| {
        mouse_area(container(space()).width(Fill).height(Fill))
            .on_move(move |_| Message::HoverDay(day))
            .into()
    }));
    let lanes = stack![lanes.padding([2, 0]), lane_days];
    let grid_height = 24.0 * HOUR_HEIGHT;
    let gutter = column((0..24).map(|h| {
        container(text(app.locale().hour(h)).size(11).style(|t| text::Style {
            color: Some(theme::secondary_text(t)),
        }))
        .height(HOUR_HEIGHT)
        .width(GUTTER)
        .padding([0, 6])
        .into()
    }));
    let now = app.now.with_timezone(&app.viewer).naive_local();
    let columns = row![gutter].extend(
        layout
            .days
            .iter()
            .zip(&layout.columns)
            .map(|(&day, blocks)| day_column(app, day, blocks, items, now)),
    );
    let page = column![
        headings,
        lanes,
        scrollable(columns.height(grid_height))
            .id(Id::new(WEEK_SCROLL_ID))
            .height(Fill)
    ]
    .width(Fill)
    .height(Fill);
    mouse_area(page).on_release(Message::Release).into()
}

fn day_column<'a>(
    app: &'a App,
    day: NaiveDate,
    blocks: &'a [Block],
    items: &'a [crate::layout::Item],
    now: chrono::NaiveDateTime,
) -> Element<'a, Message> {
    let lines = column((0..24).map(|_| {
        container(space())
            .width(Fill)
            .height(HOUR_HEIGHT)
            .style(theme::hour_line)
            .into()
    }));
    let mut layers: Vec<Element<'a, Message>> = vec![lines.into()];
    for block in blocks {
        let item = &items[block.item];
        let color = theme::calendar_color(app.color_of(item.calendar));
        let shown = (block.end_min - block.start_min).max(crate::layout::WEEK_MIN_MINUTES);
        let top = block.start_min as f32 / 60.0 * HOUR_HEIGHT;
        let height = (shown.min(DAY_MINUTES - block.start_min.min(DAY_MINUTES - 1)) as f32 / 60.0
            * HOUR_HEIGHT)
            .max(14.0);
        let time = match item.span {
            Span::Timed { start, .. } if !block.continues_before => app.locale().time(start.time()),
            _ => String::new(),
        };
        let mut label = column![text(item.title()).size(12).font(theme::BOLD)];
        if height >= 34.0 {
            label = label.push(text(time).size(11));
        }
        if let Some(place) = item.location().filter(|_| height >= 50.0) {
            label = label.push(text(place.to_owned()).size(11));
        }
        let body = mouse_area(
            container(label)
                .width(Fill)
                .height(Fill)
                .padding([2, 4])
                .clip(true),
        )
        .on_press(Message::Grab(key(item), Grip::Body))
        .interaction(Interaction::Grab);
        let edge = mouse_area(container(space()).width(Fill).height(EDGE))
            .on_press(Message::Grab(key(item), Grip::Bottom))
            .interaction(Interaction::ResizingVertically);
        let event = container(column![body, edge])
            .width(FillPortion(1))
            .height(Fill)
            .style(theme::event_box(color));
        let mut placed = row![].width(Fill).height(height).padding([0, 1]);
        if block.column > 0 {
            placed = placed.push(space().width(FillPortion(block.column as u16)));
        }
        placed = placed.push(event);
        let after = block.columns - block.column - 1;
        if after > 0 {
            placed = placed.push(space().width(FillPortion(after as u16)));
        }
        layers.push(pin(placed).y(top).into());
    }
    if now.date() == day {
        let y = (now.hour() * 60 + now.minute()) as f32 / 60.0 * HOUR_HEIGHT;
        layers.push(
            pin(container(space())
                .width(Fill)
                .height(2)
                .style(theme::now_line))
            .y(y)
            .into(),
        );
    }
    if let Some((from, to, label)) = app.preview_on(day) {
        let top = from / 60.0 * HOUR_HEIGHT;
        let height = ((to - from) / 60.0 * HOUR_HEIGHT).max(14.0);
        layers.push(
            pin(container(text(label).size(11))
                .width(Fill)
                .height(height)
                .padding([2, 4])
                .style(theme::ghost))
            .y(top)
            .into(),
        );
    }
    mouse_area(
        container(stack(layers).width(Fill).height(24.0 * HOUR_HEIGHT))
            .width(Fill)
            .align_y(Center),
    )
    .on_move(move |p| Message::Pointer(day, p.y))
    .on_press(Message::Press(day))
    .on_double_click(Message::DoubleClick(day))
    .into()
}
