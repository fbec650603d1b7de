//! One day of the week grid: its hours, the events placed side by side,
//! the markers of those with no room, the current-time line and a drag's
//! outline, as the week's lazy columns draw it.

use crate::fl;
use iced::mouse::Interaction;
use iced::widget::{column, container, mouse_area, pin, row, space, stack, text, tooltip};
use iced::{Center, Fill, FillPortion};

use super::{more_marker, Grip, Message, EDGE, HOUR_HEIGHT, TITLE_LINE};
use crate::layout::{Block, Item, More, Span, DAY_MINUTES, SIDE_BY_SIDE};
use crate::model::MyAnswer;
use crate::ui::context::Context;
use crate::ui::theme::{self, size};
use crate::ui::widget::{self, fit, reveal, Element};
use chrono::NaiveDate;

/// One day's hours with its events, the markers of those with no room,
/// the current-time line at `now_line` (minutes into the day) and a drag's
/// outline; owns what it draws, so a lazy column can keep it between
/// frames.
pub(super) fn day_column(
    ctx: &Context,
    day: NaiveDate,
    (blocks, more): (&[Block], &[More]),
    items: &[Item],
    now_line: Option<u32>,
    preview: Option<(f32, f32, String)>,
) -> Element<'static, Message> {
    {
        // The day's frame; the lines between its hours run across the
        // whole week, under the days (see `Week::view`).
        let mut layers: Vec<Element<'static, Message>> = vec![container(space())
            .width(Fill)
            .height(24.0 * HOUR_HEIGHT)
            .style(theme::day_frame)
            .into()];
        for block in blocks {
            let item = &items[block.item];
            let color = theme::calendar_color(ctx.color_of(item.calendar));
            let shown = (block.end_min - block.start_min).max(crate::layout::WEEK_MIN_MINUTES);
            let top = block.start_min as f32 / 60.0 * HOUR_HEIGHT;
            let height = (shown.min(DAY_MINUTES - block.start_min.min(DAY_MINUTES - 1)) as f32
                / 60.0
                * HOUR_HEIGHT)
                .max(14.0);
            // A short event shows its title on one line, ending with "…"
            // where it is cut (wrapped, it would be cut through a line of
            // letters), and its time on hover; a taller one wraps.
            let title: Element<'static, Message> = if height < 34.0 {
                container(fit::struck_line(
                    ctx.title_of(item).into_owned(),
                    size::SMALL,
                    theme::BOLD,
                    item.drawn_answer() == Some(MyAnswer::Declined),
                ))
                .height(TITLE_LINE)
                .into()
            } else {
                widget::title(
                    ctx.title_of(item).into_owned(),
                    size::SMALL,
                    theme::BOLD,
                    item.drawn_answer(),
                )
            };
            let mut label = column![title];
            if height >= 34.0 {
                let time = match item.span {
                    Span::Timed { start, .. } if !block.continues_before => {
                        ctx.locale.time(start.time())
                    }
                    _ => String::new(),
                };
                label = label.push(text(time).size(size::CAPTION));
            }
            if let Some(place) = item.location().filter(|_| height >= 50.0) {
                label = label.push(text(place.to_owned()).size(size::CAPTION));
            }
            let hover = match item.span {
                Span::Timed { start, end } => {
                    let (start, end) = (ctx.locale.time(start.time()), ctx.locale.time(end.time()));
                    let range = fl!("agenda-time-range", start = start, end = end);
                    format!("{range}  {}", ctx.title_of(item))
                }
                Span::AllDay { .. } => ctx.title_of(item).into_owned(),
            };
            let body = mouse_area(tooltip(
                container(label)
                    .width(Fill)
                    .height(Fill)
                    .padding(if height < 24.0 {
                        crate::ui::theme::spot::BLOCK_SHORT
                    } else {
                        crate::ui::theme::spot::BLOCK
                    })
                    .clip(true),
                container(text(hover).size(size::SMALL))
                    .padding(crate::ui::theme::pad_small::ROW)
                    .style(theme::toast),
                tooltip::Position::FollowCursor,
            ))
            .on_press(Message::Grab(item.reference(), Grip::Body))
            .interaction(Interaction::Grab);
            let edge = mouse_area(container(space()).width(Fill).height(EDGE))
                .on_press(Message::Grab(item.reference(), Grip::Bottom))
                .interaction(Interaction::ResizingVertically);
            let on = ctx.is_selected(item);
            let keyed = ctx.is_grid_focus(item, day);
            let event = reveal::selected(
                container(column![body, edge])
                    .width(FillPortion(1))
                    .height(Fill)
                    .style(theme::grid_ring(
                        theme::selected_box(theme::answered_box(color, item.drawn_answer()), on),
                        keyed,
                    )),
                on,
            );
            // The keyboard's event is marked to be scrolled into view; each
            // tells a screen reader where it is drawn.
            let event = reveal::marked(event, keyed);
            let event = crate::ui::widget::placed::placed(
                event,
                crate::a11y::event_key(day, &item.reference()),
            );
            layers.push(side_by_side(
                event,
                top,
                height,
                block.column,
                block.columns,
            ));
        }
        for m in more {
            let top = m.start_min as f32 / 60.0 * HOUR_HEIGHT;
            let height = ((m.end_min - m.start_min) as f32 / 60.0 * HOUR_HEIGHT).max(14.0);
            let marker = more_marker(day, m.count, fl!("week-more-hint", count = m.count));
            layers.push(side_by_side(
                marker,
                top,
                height,
                SIDE_BY_SIDE - 1,
                SIDE_BY_SIDE,
            ));
        }
        // The events do not overlap: one board draws them all in one layer.
        // The line and the outline cover them, so they go over it.
        let mut over: Vec<Element<'static, Message>> = Vec::new();
        if let Some(minutes) = now_line {
            let y = minutes as f32 / 60.0 * HOUR_HEIGHT;
            over.push(
                pin(container(space())
                    .width(Fill)
                    .height(2)
                    .style(theme::now_line))
                .y(y)
                .into(),
            );
        }
        // The empty hour the keyboard is on.
        if let Some(g) = ctx
            .grid
            .as_ref()
            .filter(|g| g.shown && g.day == day && g.event.is_none())
        {
            let ring = container(space())
                .width(Fill)
                .height(HOUR_HEIGHT)
                .style(theme::grid_ring(
                    |_: &iced::Theme| container::Style::default(),
                    true,
                ));
            over.push(
                pin(reveal::marked(ring, true))
                    .y(g.hour as f32 * HOUR_HEIGHT)
                    .into(),
            );
        }
        if let Some((from, to, label)) = preview {
            let top = from / 60.0 * HOUR_HEIGHT;
            let height = ((to - from) / 60.0 * HOUR_HEIGHT).max(14.0);
            over.push(
                pin(container(text(label).size(size::CAPTION))
                    .width(Fill)
                    .height(height)
                    .padding(crate::ui::theme::spot::BLOCK)
                    .style(theme::ghost))
                .y(top)
                .into(),
            );
        }
        let events = widget::board::board(layers, Fill, 24.0 * HOUR_HEIGHT);
        let drawn = if over.is_empty() {
            events
        } else {
            let mut all = vec![events];
            all.extend(over);
            stack(all).width(Fill).height(24.0 * HOUR_HEIGHT).into()
        };
        mouse_area(container(drawn).width(Fill).align_y(Center))
            .on_move(move |p| Message::Pointer(day, p.y))
            .on_press(Message::Press(day))
            .on_double_click(Message::DoubleClick(day))
            .into()
    }
}

/// `what` pinned `top` pixels down the day, `height` tall, in sub-column
/// `column` of `columns`.
fn side_by_side<'a>(
    what: impl Into<Element<'a, Message>>,
    top: f32,
    height: f32,
    column: usize,
    columns: usize,
) -> Element<'a, Message> {
    let mut placed = row![]
        .width(Fill)
        .height(height)
        .padding(crate::ui::theme::spot::SIDES);
    if column > 0 {
        placed = placed.push(space().width(FillPortion(column as u16)));
    }
    placed = placed.push(container(what).width(FillPortion(1)).height(Fill));
    let after = columns - column - 1;
    if after > 0 {
        placed = placed.push(space().width(FillPortion(after as u16)));
    }
    pin(placed).y(top).into()
}
