//! A lane of event bars across day columns: the month grid's multi-day
//! events and the week's all-day lane draw theirs the same way.

use iced::widget::{container, mouse_area, space, Row};
use iced::{Fill, FillPortion};

use crate::layout::{Bar, Item, Span};
use crate::model::{MyAnswer, OccurrenceRef};
use crate::ui::context::Context;
use crate::ui::theme;
use crate::ui::widget::Element;

/// Appends to `line` the bars of one lane (any order) over `columns` day
/// columns, each as wide as the days it covers; a day no bar covers shows
/// what `fill` gives for its column (the month puts a day's own event
/// there), or nothing.
pub fn lane<'a, M: Clone + 'a>(
    ctx: &'a Context,
    items: &'a [Item],
    mut bars: Vec<&'a Bar>,
    columns: usize,
    mut line: Row<'a, M>,
    press: fn(OccurrenceRef) -> M,
    mut fill: impl FnMut(usize) -> Option<Element<'a, M>>,
) -> Row<'a, M> {
    bars.sort_by_key(|b| b.first_col);
    let mut col = 0;
    for bar in bars {
        line = between(line, col, bar.first_col, &mut fill);
        let item = &items[bar.item];
        let color = theme::calendar_color(ctx.color_of(item.calendar));
        // A mouse area rather than a button: a press starts a drag in the
        // month grid, and the day cells under it keep seeing the pointer.
        let on = ctx.is_selected(item);
        line = line.push(super::reveal::selected(
            mouse_area(
                container(super::fit::struck_line(
                    label(ctx, item, bar),
                    theme::size::SMALL,
                    theme::FONT,
                    item.drawn_answer() == Some(MyAnswer::Declined),
                ))
                .width(FillPortion(bar.span as u16))
                .height(Fill)
                .padding(crate::ui::theme::pad_small::CHIP)
                .clip(true)
                .style(theme::selected_box(
                    theme::answered_box(color, item.drawn_answer()),
                    on,
                )),
            )
            .on_press(press(item.reference())),
            on,
        ));
        col = bar.first_col + bar.span;
    }
    between(line, col, columns, &mut fill)
}

/// The days `from..to` of a lane, where no bar is: each filled day in its
/// own column, the empty ones between as one space.
fn between<'a, M: 'a>(
    mut line: Row<'a, M>,
    from: usize,
    to: usize,
    fill: &mut impl FnMut(usize) -> Option<Element<'a, M>>,
) -> Row<'a, M> {
    let mut empty = 0;
    for col in from..to {
        match fill(col) {
            Some(day) => {
                if empty > 0 {
                    line = line.push(space().width(FillPortion(empty)));
                    empty = 0;
                }
                line = line.push(container(day).width(FillPortion(1)));
            }
            None => empty += 1,
        }
    }
    if empty > 0 {
        line = line.push(space().width(FillPortion(empty)));
    }
    line
}

/// "‹ " where it began earlier, the start time of a timed event on its
/// first day, then the title.
fn label(ctx: &Context, item: &Item, bar: &Bar) -> String {
    let mut title = String::new();
    if bar.continues_before {
        title.push_str(theme::glyph::CONTINUES);
        title.push(' ');
    } else if let Span::Timed { start, .. } = item.span {
        title.push_str(&ctx.locale.time(start.time()));
        title.push(' ');
    }
    title.push_str(&ctx.title_of(item));
    title
}
