//! The month view: six weeks from the configured first weekday, bars for
//! all-day and multi-day events, "09:00 Title" chips for the rest, and
//! "+N more" opening the day. A click on an empty part of a day creates an
//! event there; an event dragged to another day moves there, keeping its
//! time.

use crate::fl;
use chrono::{Datelike, NaiveDate};
use iced::widget::{button, column, container, mouse_area, row, space, stack, text};
use iced::{Center, Fill, Task};

use super::gesture::DayDrag;
pub use super::gesture::Event;
use crate::layout::{Item, Loaded, MonthLayout, Shape, Span, WeekRow};
use crate::model::{MyAnswer, OccurrenceRef};
use crate::ui::context::Context;
use crate::ui::theme::{self, size};
use crate::ui::widget::{answer_swatch, fit, lane, reveal, Element};

/// Height of the weekday names row.
pub const WEEKDAY_ROW: f32 = 28.0;
/// Height of a cell's day number line.
pub const DAY_NUMBER: f32 = 28.0;
/// Height of one event line: its 12 px words and a little air, so that a
/// cell of a 1400×900 window (136 px) holds five lines, not four.
pub const LINE: f32 = 20.0;
/// Width of the week numbers' column, when shown.
pub const WEEK_NUMBER: f32 = 30.0;

/// What the month grid reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// "+N more" was clicked: list the whole day.
    ShowDay(NaiveDate),
    /// A day number was clicked: open that day's week.
    GoToDay(NaiveDate),
    /// An event's chip was pressed on its day: a click or a drag begins.
    Grab(OccurrenceRef, NaiveDate),
    /// An event's bar was pressed (on the day under the pointer).
    GrabBar(OccurrenceRef),
    /// An empty part of a day cell was pressed (a click creates there).
    Press(NaiveDate),
    /// The pointer is over a day cell.
    Hover(NaiveDate),
    /// The mouse button was released anywhere over the grid.
    Release,
}

/// A press on the grid, until the button is let go.
#[derive(Debug, Clone, PartialEq)]
enum Press {
    /// An event, being dragged to another day.
    Event(DayDrag),
    /// An empty cell: a click there creates an event.
    Cell(NaiveDate),
}

/// Six weeks of days with their events, and the press under way.
#[derive(Debug, Clone)]
pub struct Month {
    loaded: Loaded,
    press: Option<Press>,
    /// The cell the pointer was last seen over.
    hovered: Option<NaiveDate>,
}

impl Month {
    /// The month laid out in `loaded` (its shape is a month).
    pub fn new(loaded: Loaded) -> Month {
        Month {
            loaded,
            press: None,
            hovered: None,
        }
    }

    /// What is shown.
    pub fn loaded(&self) -> &Loaded {
        &self.loaded
    }

    /// New data for the same grid (a reload); a press under way goes on.
    pub fn show(&mut self, loaded: Loaded) {
        self.loaded = loaded;
    }

    /// Whether a press or drag is under way.
    pub fn pressing(&self) -> bool {
        self.press.is_some()
    }

    /// The title of an event dragged that does not move here.
    pub fn held(&self) -> Option<&str> {
        match &self.press {
            Some(Press::Event(drag)) => drag.held(&self.loaded.items),
            _ => None,
        }
    }

    /// Esc: let go of the drag without changing anything.
    pub fn cancel(&mut self) {
        self.press = None;
    }

    pub fn update(&mut self, message: Message, _: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::Grab(what, day) => {
                let drag = DayDrag::new(what, Some(day), &self.loaded.items);
                self.press = Some(Press::Event(drag));
                self.hovered = Some(day);
                None
            }
            Message::GrabBar(what) => {
                let drag = DayDrag::grabbed(what, self.hovered, &self.loaded.items);
                self.press = Some(Press::Event(drag));
                None
            }
            Message::Press(day) => {
                self.press = Some(Press::Cell(day));
                self.hovered = Some(day);
                None
            }
            Message::Hover(day) => {
                if let Some(Press::Event(drag)) = &mut self.press {
                    drag.hover(day);
                }
                self.hovered = Some(day);
                None
            }
            Message::Release => {
                // Seen again on the next move; a stale day must not start
                // a drag.
                let hovered = self.hovered.take();
                match self.press.take() {
                    None => None,
                    Some(Press::Cell(day)) if hovered.is_some_and(|h| h != day) => None,
                    Some(Press::Cell(day)) => Some(Event::CreateAllDay(day)),
                    Some(Press::Event(drag)) => Some(drag.release()),
                }
            }
            Message::ShowDay(day) => Some(Event::ShowDay(day)),
            Message::GoToDay(day) => Some(Event::GoToDay(day)),
        };
        (Task::none(), event)
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        match &self.loaded.shape {
            Shape::Month(layout) => {
                let landing = match &self.press {
                    Some(Press::Event(drag)) => drag.landing(&self.loaded.items),
                    _ => None,
                };
                view(ctx, &self.loaded.items, layout, landing)
            }
            _ => space().into(),
        }
    }
}

/// How wide a day's cell must be (about) for its chips to give the time
/// before the title.
const TIME_NEEDS_CELL: f32 = 110.0;

/// Lines of events that fit in one month cell in a grid `height` pixels
/// tall (below the header).
pub fn rows_per_cell(height: f32) -> usize {
    let grid = (height - WEEKDAY_ROW).max(0.0);
    let cell = grid / 6.0;
    (((cell - DAY_NUMBER) / LINE).floor() as usize).max(1)
}

/// Whether `day` is a weekend day (drawn a shade darker in grids).
pub fn is_weekend(day: NaiveDate) -> bool {
    matches!(day.weekday(), chrono::Weekday::Sat | chrono::Weekday::Sun)
}

/// The grid; `landing`, the first and last day a dragged event would
/// land on now, are outlined.
fn view<'a>(
    ctx: &'a Context,
    items: &'a [Item],
    layout: &'a MonthLayout,
    landing: Option<(NaiveDate, NaiveDate)>,
) -> Element<'a, Message> {
    let names = row(ctx.locale.weekdays().iter().map(|d| {
        container(
            text(crate::i18n::dates::weekday_short(*d))
                .size(size::SMALL)
                .style(theme::secondary),
        )
        .width(Fill)
        .center_x(Fill)
        .into()
    }))
    .height(WEEKDAY_ROW)
    .align_y(Center);
    let names: Element<'a, Message> = if ctx.week_numbers {
        row![space().width(WEEK_NUMBER), names].into()
    } else {
        names.into()
    };
    let mut grid = column![names];
    for week in &layout.weeks {
        let cells = week_row(ctx, items, week, landing);
        grid = grid.push(match week.days.first() {
            Some(first) if ctx.week_numbers => {
                let number = ctx.locale.week_number(first.date);
                row![
                    container(
                        text(number.to_string())
                            .size(size::CAPTION)
                            .style(theme::secondary)
                    )
                    .width(WEEK_NUMBER)
                    .height(DAY_NUMBER)
                    .center_x(WEEK_NUMBER)
                    .align_y(Center),
                    cells
                ]
                .height(Fill)
                .into()
            }
            _ => cells,
        });
    }
    mouse_area(grid.width(Fill).height(Fill))
        .on_release(Message::Release)
        .into()
}

fn week_row<'a>(
    ctx: &'a Context,
    loaded: &'a [Item],
    week: &'a WeekRow,
    landing: Option<(NaiveDate, NaiveDate)>,
) -> Element<'a, Message> {
    // The cells underneath see the pointer everywhere (events above them
    // are mouse areas, which let it through), so a drag knows the day.
    let backgrounds = row(week.days.iter().map(|cell| {
        let date = cell.date;
        let cell_style = theme::day_cell(cell.in_month, is_weekend(cell.date), cell.is_today);
        let landing = landing.is_some_and(|(first, last)| first <= date && date <= last);
        let ringed = ctx.is_grid_day(date) || keyboard_hidden_here(ctx, loaded, cell);
        let style = move |t: &iced::Theme| {
            if landing {
                theme::ghost(t)
            } else {
                cell_style(t)
            }
        };
        mouse_area(
            container(space())
                .width(Fill)
                .height(Fill)
                .style(theme::grid_ring(style, ringed)),
        )
        .on_move(move |_| Message::Hover(date))
        .on_press(Message::Press(date))
        .into()
    }));
    let numbers = row(week.days.iter().map(|cell| {
        let label = text(cell.date.day()).size(size::LABEL);
        let label: Element<'a, Message> = if cell.is_today {
            container(label.font(theme::BOLD))
                .center(22)
                .style(theme::today_badge)
                .into()
        } else if cell.in_month {
            label.into()
        } else {
            label.style(theme::dimmed).into()
        };
        container(
            button(label)
                .style(button::text)
                .padding(crate::ui::theme::pad_small::PILL)
                .on_press(Message::GoToDay(cell.date)),
        )
        .width(Fill)
        .height(DAY_NUMBER)
        .into()
    }));
    let mut content = column![numbers].spacing(crate::ui::theme::spot::NONE);
    for lane in 0..week.lanes {
        let bars: Vec<_> = week.bars.iter().filter(|b| b.lane == lane).collect();
        let line = row![]
            .height(LINE)
            .padding(crate::ui::theme::spot::CELL_LINE)
            .spacing(crate::ui::theme::spot::NONE);
        // A day's own event in a lane its bars leave free.
        let in_lane = |col: usize| {
            let cell = &week.days[col];
            let k = cell.chip_lanes.iter().position(|&l| l == lane)?;
            Some(chip(ctx, &loaded[cell.chips[k]], cell.date))
        };
        let line = lane::lane(ctx, loaded, bars, 7, line, Message::GrabBar, in_lane);
        content = content.push(line);
    }
    let chips = row(week.days.iter().map(|cell| {
        let mut list = column![]
            .spacing(crate::ui::theme::spot::NONE)
            .padding(crate::ui::theme::spot::SIDES);
        for &i in &cell.chips[cell.chip_lanes.len()..] {
            list = list.push(chip(ctx, &loaded[i], cell.date));
        }
        if cell.more > 0 {
            // The selected event may be among those it hides.
            let on = cell.hidden.iter().any(|&i| ctx.is_selected(&loaded[i]));
            list = list.push(reveal::selected(
                button(text(fl!("month-more", count = cell.more)).size(size::SMALL))
                    .height(LINE)
                    .padding(crate::ui::theme::pad_small::CHIP)
                    .style(theme::more_button(on))
                    .on_press(Message::ShowDay(cell.date)),
                on,
            ));
        }
        list.width(Fill).into()
    }));
    content = content.push(chips);
    stack![backgrounds, content.width(Fill).height(Fill)]
        .width(Fill)
        .height(Fill)
        .into()
}

/// Whether the grid's keyboard is on an event of `cell` that is not
/// drawn as one of its chips (a bar, or behind "+N more"): the day wears
/// the ring then.
fn keyboard_hidden_here(ctx: &Context, loaded: &[Item], cell: &crate::layout::DayCell) -> bool {
    let Some(g) = ctx.grid.as_ref().filter(|g| g.shown && g.day == cell.date) else {
        return false;
    };
    let Some(what) = &g.event else {
        return false;
    };
    !cell.chips.iter().any(|&i| loaded[i].is(what))
}

/// One timed event in its day: the calendar's color, the start time where
/// the cell is wide enough, and the title; pressed, it can be dragged.
fn chip<'a>(ctx: &'a Context, item: &'a Item, day: NaiveDate) -> Element<'a, Message> {
    let color = theme::calendar_color(ctx.color_of(item.calendar));
    // In a narrow cell the title says more than the time would.
    let time = match item.span {
        Span::Timed { start, .. } if ctx.width / 7.0 >= TIME_NEEDS_CELL => {
            ctx.locale.time(start.time())
        }
        Span::Timed { .. } | Span::AllDay { .. } => String::new(),
    };
    let on = ctx.is_selected(item);
    reveal::selected(
        mouse_area(
            container(
                row![
                    answer_swatch(color, 8.0, item.drawn_answer()),
                    fit::struck_line(
                        format!("{time} {}", ctx.title_of(item))
                            .trim_start()
                            .to_owned(),
                        size::SMALL,
                        theme::FONT,
                        item.drawn_answer() == Some(MyAnswer::Declined),
                    ),
                ]
                .spacing(theme::gap::TIGHT)
                .align_y(Center),
            )
            .width(Fill)
            .height(LINE)
            .padding(crate::ui::theme::spot::CELL_EVENT)
            .clip(true)
            .style(theme::grid_ring(
                theme::event_chip_box(on),
                ctx.is_grid_focus(item, day),
            )),
        )
        .on_press(Message::Grab(item.reference(), day)),
        on,
    )
}
