//! The week view: an all-day lane, then 24 hours of seven day columns where
//! overlapping events sit side by side, with a line at the current time.

use crate::fl;
use crate::i18n::dates;
use chrono::{NaiveDate, NaiveDateTime, NaiveTime, Timelike};
use iced::widget::lazy;
use iced::widget::{
    button, column, container, mouse_area, operation, pin, row, scrollable, space, stack, text,
    tooltip, Id,
};
use iced::{Center, Fill, Task};

mod day;

use day::day_column;

use super::gesture::{clock, fixed, held_title, landing, on_block, span_of, swept, DayDrag};
pub use super::gesture::{Event, Grip};
use crate::layout::{Block, Item, Loaded, More, Shape, WeekLayout};
use crate::model::OccurrenceRef;
use crate::ui::context::Context;
use crate::ui::theme::{self, size};
use crate::ui::widget::{self, lane, Element};

/// One hour's height in the grid.
pub const HOUR_HEIGHT: f32 = 48.0;

/// Minutes into the day at `y` pixels down the week grid.
pub fn minutes_at(y: f32) -> f32 {
    (y / HOUR_HEIGHT * 60.0).clamp(0.0, 24.0 * 60.0)
}

/// The hour the grid scrolls to when today is not in the week.
pub const WORKDAY_START: f32 = 8.0;
/// The week grid's scroll area.
pub const SCROLL_ID: &str = "week-hours";
const GUTTER: f32 = 56.0;
const LANE: f32 = 22.0;

/// Where the all-day lane `lane` is drawn in a day's all-day cell: its top
/// from the cell's and its height (the lanes' padding, then lanes one
/// above the other).
pub fn lane_place(lane: usize) -> (f32, f32) {
    let top = theme::spot::LANES[0] + lane as f32 * (LANE + theme::gap::HAIRLINE);
    (top, LANE)
}
/// The grip at an event's bottom edge (drag to resize).
const EDGE: f32 = 5.0;
/// Height of a block's title line.
const TITLE_LINE: f32 = 16.0;

/// What the week grid reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// An all-day event's bar was pressed: a click or a drag to another
    /// day begins.
    GrabBar(OccurrenceRef),
    /// The pointer is over a day of the all-day lane.
    HoverDay(NaiveDate),
    /// A day's heading was clicked: list the whole day.
    ShowDay(NaiveDate),
    /// An event was pressed: its body (to move) or bottom edge (to
    /// resize). A release without movement is a click.
    Grab(OccurrenceRef, Grip),
    /// The pointer is over a day's hours, this many pixels down.
    Pointer(NaiveDate, f32),
    /// Empty hours were pressed (a drag across them creates an event).
    Press(NaiveDate),
    /// Empty hours were double-clicked (quick create there).
    DoubleClick(NaiveDate),
    /// The mouse button was released anywhere over the grid.
    Release,
}

/// A press on the grid, until the button is let go.
#[derive(Debug, Clone, PartialEq)]
enum Press {
    /// A timed event grabbed; `from` is where the pointer was first seen
    /// after the press (day, minutes into it), `to` where it is now;
    /// `fixed`: it does not move here (someone else's meeting).
    Event {
        what: OccurrenceRef,
        grip: Grip,
        from: Option<(NaiveDate, f32)>,
        to: Option<(NaiveDate, f32)>,
        fixed: bool,
    },
    /// Empty hours swept, to create an event.
    Sweep { day: NaiveDate, from: f32, to: f32 },
    /// A bar of the all-day lane, dragged to another day.
    Bar(DayDrag),
}

/// Seven days of hours with their events, and the press under way.
#[derive(Debug, Clone)]
pub struct Week {
    loaded: Loaded,
    /// Counts the data shown: a day's lazy column is built again when it
    /// changes.
    generation: u64,
    press: Option<Press>,
    /// Where the pointer is in the hours (day, minutes into it).
    pointer: Option<(NaiveDate, f32)>,
    /// The day of the all-day lane the pointer was last seen over.
    lane_day: Option<NaiveDate>,
}

impl Week {
    /// The week laid out in `loaded` (its shape is a week).
    pub fn new(loaded: Loaded) -> Week {
        Week {
            loaded,
            generation: 0,
            press: None,
            pointer: None,
            lane_day: None,
        }
    }

    /// What is shown.
    pub fn loaded(&self) -> &Loaded {
        &self.loaded
    }

    /// New data for the same grid (a reload); a press under way goes on.
    pub fn show(&mut self, loaded: Loaded) {
        self.loaded = loaded;
        self.generation += 1;
    }

    /// Whether a press or drag is under way.
    pub fn pressing(&self) -> bool {
        self.press.is_some()
    }

    /// The title of an event dragged that does not move here.
    pub fn held(&self) -> Option<&str> {
        let items = &self.loaded.items;
        match self.press.as_ref()? {
            Press::Bar(drag) => drag.held(items),
            Press::Event {
                what,
                grip,
                from: Some(from),
                to: Some(to),
                fixed: true,
            } => {
                let moved = landing(span_of(items, what), *grip, *from, *to, 1).is_some();
                held_title(items, what, moved)
            }
            _ => None,
        }
    }

    /// Esc: let go of the drag without changing anything.
    pub fn cancel(&mut self) {
        self.press = None;
    }

    /// Scrolls the hours to the current time when it is in this week (two
    /// hours of context above it), else to the start of the working day.
    pub fn scroll_to_now<M: Send + 'static>(ctx: &Context) -> Task<M> {
        let local = ctx.now.with_timezone(&ctx.viewer).naive_local();
        let (first, end) = ctx.period.days(&ctx.locale, 0);
        let hour = if first <= local.date() && local.date() < end {
            (local.hour() as f32 - 2.0).max(0.0)
        } else {
            WORKDAY_START
        };
        operation::scroll_to(
            Id::new(SCROLL_ID),
            operation::AbsoluteOffset {
                x: 0.0,
                y: hour * HOUR_HEIGHT,
            },
        )
    }

    pub fn update(&mut self, message: Message, ctx: &Context) -> (Task<Message>, Option<Event>) {
        let event = match message {
            Message::GrabBar(what) => {
                let drag = DayDrag::grabbed(what, self.lane_day, &self.loaded.items);
                self.press = Some(Press::Bar(drag));
                None
            }
            Message::HoverDay(day) => {
                self.lane_day = Some(day);
                if let Some(Press::Bar(drag)) = &mut self.press {
                    drag.hover(day);
                }
                None
            }
            // The drag is measured from where the pointer was pressed when
            // it was last seen on the event (a quick drag's first motion
            // can be a quarter hour further already); else (a touch, a
            // jump of the pointer) from where it is first seen after.
            Message::Grab(what, grip) => {
                let span = span_of(&self.loaded.items, &what);
                let from = self
                    .pointer
                    .filter(|&at| on_block(span, at, crate::layout::WEEK_MIN_MINUTES.into()));
                let fixed = fixed(&self.loaded.items, &what);
                self.press = Some(Press::Event {
                    what,
                    grip,
                    from,
                    to: from,
                    fixed,
                });
                None
            }
            Message::Pointer(day, y) => {
                let at = (day, minutes_at(y));
                self.pointer = Some(at);
                match &mut self.press {
                    Some(Press::Event { from, to, .. }) => {
                        from.get_or_insert(at);
                        *to = Some(at);
                    }
                    Some(Press::Sweep { day: d, to, .. }) if *d == day => *to = at.1,
                    _ => {}
                }
                None
            }
            Message::Press(day) => {
                if let Some((d, m)) = self.pointer.filter(|(d, _)| *d == day) {
                    self.press = Some(Press::Sweep {
                        day: d,
                        from: m,
                        to: m,
                    });
                }
                None
            }
            // Quick create from the half hour the pointer is in, as long as
            // Preferences says.
            Message::DoubleClick(day) => {
                self.press = None;
                let minutes = self
                    .pointer
                    .filter(|(d, _)| *d == day)
                    .map_or(9.0 * 60.0, |(_, m)| m);
                let start = (minutes as i64 / 30) * 30;
                Some(Event::CreateTimed(day, start, start + ctx.event_minutes))
            }
            Message::Release => self.release(ctx),
            Message::ShowDay(day) => Some(Event::ShowDay(day)),
        };
        (Task::none(), event)
    }

    /// The button was let go: what the press under way means.
    fn release(&mut self, ctx: &Context) -> Option<Event> {
        match self.press.take()? {
            Press::Bar(drag) => Some(drag.release()),
            Press::Sweep { day, from, to } => {
                swept(from, to).map(|(a, b)| Event::CreateTimed(day, a, b))
            }
            Press::Event {
                what,
                grip,
                from,
                to,
                fixed,
            } => {
                let (Some(from), Some(to), false) = (from, to, fixed) else {
                    return Some(Event::Select(what));
                };
                let span = span_of(&self.loaded.items, &what);
                Some(match landing(span, grip, from, to, ctx.snap_step()) {
                    Some((start, end)) => Event::Retime(what, grip, start, end),
                    None => Event::Select(what),
                })
            }
        }
    }

    /// What to outline on `day` while a press is under way: where the
    /// dragged event would land, or the hours swept (minutes into the day,
    /// and a label).
    fn preview_on(&self, day: NaiveDate, ctx: &Context) -> Option<(f32, f32, String)> {
        let locale = &ctx.locale;
        match self.press.as_ref()? {
            Press::Sweep { day: d, from, to } if *d == day => {
                let (a, b) = swept(*from, *to)?;
                let (start, end) = (locale.time(clock(a)), locale.time(clock(b)));
                let label = fl!("agenda-time-range", start = start, end = end);
                Some((a as f32, b as f32, label))
            }
            Press::Event {
                what,
                grip,
                from: Some(from),
                to: Some(to),
                fixed: false,
            } => {
                let span = span_of(&self.loaded.items, what);
                let (s, e) = landing(span, *grip, *from, *to, ctx.snap_step())?;
                if s.date() != day {
                    return None;
                }
                let minutes =
                    |t: NaiveDateTime| (t - day.and_time(NaiveTime::MIN)).num_minutes() as f32;
                let (start, end) = (locale.time(s.time()), locale.time(e.time()));
                let label = fl!("agenda-time-range", start = start, end = end);
                Some((minutes(s), minutes(e).min(24.0 * 60.0), label))
            }
            _ => None,
        }
    }

    pub fn view<'a>(&'a self, ctx: &'a Context) -> Element<'a, Message> {
        match &self.loaded.shape {
            Shape::Week(layout) => self.grid(ctx, layout),
            _ => space().into(),
        }
    }
}

impl Week {
    fn grid<'a>(&'a self, ctx: &'a Context, layout: &'a WeekLayout) -> Element<'a, Message> {
        let items = self.loaded.items.as_slice();
        // Which zone the hours are in (Preferences may choose another
        // than the system's), over the hour column.
        let zone = container(
            text(crate::layout::zone_label(ctx.viewer, &layout.days))
                .size(size::CAPTION)
                .style(theme::secondary),
        )
        .width(GUTTER)
        .center_x(GUTTER);
        let headings = row![zone]
            .align_y(iced::Alignment::Center)
            .extend(layout.days.iter().map(|&day| {
                let label = text(dates::format(&day, &fl!("date-week-heading"))).size(size::LABEL);
                let label = if day == ctx.today {
                    label.font(theme::BOLD)
                } else {
                    label
                };
                container(
                    button(label)
                        .style(button::text)
                        .padding(crate::ui::theme::spot::LINE)
                        .on_press(Message::ShowDay(day)),
                )
                .width(Fill)
                .center_x(Fill)
                .into()
            }));
        let mut lanes = column![].spacing(theme::gap::HAIRLINE);
        for lane in 0..layout.all_day_lanes {
            let bars: Vec<_> = layout.all_day.iter().filter(|b| b.lane == lane).collect();
            let line = row![space().width(GUTTER)].height(LANE);
            let line = lane::lane(
                ctx,
                items,
                bars,
                layout.days.len(),
                line,
                Message::GrabBar,
                |_| None,
            );
            lanes = lanes.push(line);
        }
        if layout.all_day_more.iter().any(|&n| n > 0) {
            lanes = lanes.push(all_day_more(&layout.days, &layout.all_day_more));
        }
        // Over the bars, one area per day watches the pointer (it takes no
        // presses, so they reach the bars), so a bar dragged along the lane
        // knows the day it is over.
        // While a bar is dragged, the days it would land on are outlined.
        let landing = match &self.press {
            Some(Press::Bar(drag)) => drag.landing(items),
            _ => None,
        };
        let lane_days = row![space().width(GUTTER)].extend(layout.days.iter().map(|&day| {
            let landing = landing.is_some_and(|(first, last)| first <= day && day <= last);
            // The day's all-day cell, as a screen reader is told where it is.
            let outline = container(space())
                .id(crate::ui::widget::placed::id(crate::a11y::all_day_key(day)))
                .width(Fill)
                .height(Fill);
            let outline = if landing {
                outline.style(theme::ghost)
            } else {
                outline
            };
            mouse_area(outline)
                .on_move(move |_| Message::HoverDay(day))
                .into()
        }));
        let lanes = stack![lanes.padding(crate::ui::theme::spot::LANES), lane_days];
        let grid_height = 24.0 * HOUR_HEIGHT;
        let gutter = column((0..24).map(|h| {
            container(
                text(ctx.locale.hour(h))
                    .size(size::CAPTION)
                    .style(theme::secondary),
            )
            .height(HOUR_HEIGHT)
            .width(GUTTER)
            .padding(crate::ui::theme::spot::GUTTER)
            .into()
        }));
        let now = ctx.now.with_timezone(&ctx.viewer).naive_local();
        let columns = row![gutter].extend(
            layout
                .days
                .iter()
                .zip(layout.columns.iter().zip(&layout.more))
                .map(|(&day, (blocks, more))| {
                    self.lazy_column(ctx, day, (blocks, more), items, now)
                }),
        );
        // Every row keeps the scrollbar's width free on the right, so the
        // bar covers no event and the days stay under their headings.
        let clear = iced::padding::right(theme::gap::SCROLLBAR);
        // The lines between hours, once across the week under the days,
        // not framed hour by hour in each day: the week's 168 framed hours
        // were outlines stroked and anti-aliased, ~5 ms of its first frame.
        // Drawn the same: a line is as thick as two days' frames together.
        let hour_lines = (1..24).map(|hour| {
            pin(row![
                space().width(GUTTER),
                container(space())
                    .width(Fill)
                    .height(2.0 * theme::spot::HOUR_LINE)
                    .style(theme::hour_line)
            ]
            .padding(clear))
            .y(hour as f32 * HOUR_HEIGHT - theme::spot::HOUR_LINE)
            .into()
        });
        let mut hours: Vec<Element<'_, Message>> = hour_lines.collect();
        hours.push(columns.height(grid_height).padding(clear).into());
        let page = column![
            headings.padding(clear),
            container(lanes).padding(clear),
            scrollable(widget::board::board(hours, Fill, grid_height))
                .id(Id::new(SCROLL_ID))
                .height(Fill)
        ]
        .width(Fill)
        .height(Fill);
        mouse_area(page).on_release(Message::Release).into()
    }

    /// A day's hours, built again only when what they show changed: the
    /// data, the current-time line's minute, the open event's mark, or a
    /// drag's outline on it. A
    /// pointer move over a busy week (hundreds of events a day) then costs
    /// a hash per day instead of thousands of widgets.
    fn lazy_column<'a>(
        &'a self,
        ctx: &'a Context,
        day: NaiveDate,
        shown: (&'a [Block], &'a [More]),
        items: &'a [Item],
        now: chrono::NaiveDateTime,
    ) -> Element<'a, Message> {
        let preview = self.preview_on(day, ctx);
        let now_line = (now.date() == day).then(|| now.hour() * 60 + now.minute());
        // The open event's mark is drawn from `ctx` inside: a day that
        // shows it is built again when it comes or goes.
        let selected = shown
            .0
            .iter()
            .find(|b| ctx.is_selected(&items[b.item]))
            .map(|b| b.item);
        // The keyboard's ring, drawn from `ctx` too.
        let ring = ctx
            .grid
            .as_ref()
            .filter(|g| g.shown && g.day == day)
            .map(|g| (g.event.clone(), g.hour));
        let key = (
            self.generation,
            day,
            now_line,
            selected,
            ring,
            preview
                .as_ref()
                .map(|(a, b, label)| (a.to_bits(), b.to_bits(), label.clone())),
        );
        // Sized outside: a lazy widget tells its parent it shrinks, which
        // would leave the day no width in the row.
        let column = lazy(key, move |_| {
            day_column(ctx, day, shown, items, now_line, preview.clone())
        });
        container(column)
            .width(Fill)
            .height(24.0 * HOUR_HEIGHT)
            .into()
    }
}

/// The all-day area's last row when it has more lanes than it draws: per
/// day, how many bars are not drawn, opening the day's list.
fn all_day_more<'a>(days: &[NaiveDate], counts: &[usize]) -> Element<'a, Message> {
    row![space().width(GUTTER)]
        .extend(days.iter().zip(counts).map(|(&day, &count)| {
            if count == 0 {
                return space().width(Fill).into();
            }
            more_marker(day, count, fl!("week-all-day-more-hint", count = count))
        }))
        .height(LANE)
        .into()
}

/// "+N" for `count` events not drawn on `day`, saying `hint` on hover and
/// opening the day's list.
fn more_marker<'a>(day: NaiveDate, count: usize, hint: String) -> Element<'a, Message> {
    // In a narrow column the count breaks between digits rather than
    // losing any.
    let label = text(fl!("week-more", count = count))
        .size(size::CAPTION)
        .width(Fill)
        .align_x(Center)
        .wrapping(text::Wrapping::Glyph);
    tooltip(
        button(label)
            .width(Fill)
            .height(Fill)
            .padding(crate::ui::theme::spot::CELL_LINE)
            .style(theme::more_marker)
            .on_press(Message::ShowDay(day)),
        container(text(hint).size(size::SMALL))
            .padding(crate::ui::theme::pad_small::ROW)
            .style(theme::toast),
        tooltip::Position::FollowCursor,
    )
    .into()
}
