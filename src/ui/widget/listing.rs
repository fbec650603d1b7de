//! One occurrence as a line of a list (the agenda, search results): its
//! calendar's color, when, the title and the place; a click selects it,
//! and the selected one is marked.

use iced::widget::{button, column, container, row};
use iced::{Center, Fill};

use super::{answer_swatch, words, Element};
use crate::layout::Item;
use crate::model::MyAnswer;
use crate::ui::context::Context;
use crate::ui::theme::{self, size};

/// The width of the time's column ("09:00 – 10:00", "Nov 23 – Nov 25").
const WHEN: f32 = 150.0;
/// Under this width of the main view, a line puts the time above the
/// title: beside the details panel in a small window the time's column
/// left the title no room at all.
const LINE_STACKS: f32 = 460.0;

/// The line for `item` under the day `day` at `when` ("09:00 – 10:00");
/// `muted` greys the title (a past search result). Pressing it sends
/// `select`. A screen reader is told where it is drawn.
pub fn line<'a, M: Clone + 'a>(
    ctx: &Context,
    (item, day): (&'a Item, chrono::NaiveDate),
    when: String,
    muted: bool,
    select: M,
) -> Element<'a, M> {
    let color = theme::calendar_color(ctx.color_of(item.calendar));
    let title = ctx.title_of(item).into_owned();
    let title: Element<'a, M> = match item.drawn_answer() {
        Some(MyAnswer::Declined) => {
            super::title(title, size::BODY, theme::FONT, item.drawn_answer())
        }
        _ if muted => words(title).size(size::BODY).style(theme::secondary).into(),
        _ => words(title).size(size::BODY).into(),
    };
    let swatch = answer_swatch(color, 10.0, item.drawn_answer());
    let when = words(when).size(size::LABEL).style(theme::secondary);
    let place = item.location().map(|place| {
        words(format!("· {place}"))
            .size(size::LABEL)
            .style(theme::secondary)
    });
    let line: Element<'a, M> = if ctx.main_width < LINE_STACKS {
        // Too narrow for the time's column beside the title: the time
        // above, the title (and place) under it.
        let mut under = column![title].spacing(theme::gap::HAIRLINE);
        if let Some(place) = place {
            under = under.push(place);
        }
        row![swatch, column![when, under].spacing(theme::gap::HAIRLINE)]
            .spacing(theme::gap::SMALL)
            .align_y(Center)
            .into()
    } else {
        let mut line = row![swatch, container(when).width(WHEN), title]
            .spacing(crate::ui::theme::spot::CONTROLS)
            .align_y(Center);
        if let Some(place) = place {
            line = line.push(place);
        }
        line.into()
    };
    let on = ctx.is_selected(item);
    let line = super::reveal::selected(
        button(line)
            .width(Fill)
            .padding(crate::ui::theme::pad_small::ROW)
            .style(theme::event_line(on))
            .on_press(select),
        on,
    );
    super::placed::placed(line, crate::a11y::event_key(day, &item.reference()))
}
