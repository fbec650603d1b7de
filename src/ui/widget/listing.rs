//! One occurrence as a line of a list (the agenda, search results): its
//! calendar's color, when, the title and the place; a click selects it,
//! and the selected one is marked.

use iced::widget::{button, container, row};
use iced::{Center, Fill};

use super::{answer_swatch, words, Element};
use crate::layout::Item;
use crate::model::MyAnswer;
use crate::ui::context::Context;
use crate::ui::theme::{self, size};

/// The line for `item` at `when` ("09:00 – 10:00"); `muted` greys the
/// title (a past search result). Pressing it sends `select`.
pub fn line<'a, M: Clone + 'a>(
    ctx: &Context,
    item: &'a Item,
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
    let mut line = row![
        answer_swatch(color, 10.0, item.drawn_answer()),
        container(words(when).size(size::LABEL).style(theme::secondary)).width(150),
        title,
    ]
    .spacing(crate::ui::theme::spot::CONTROLS)
    .align_y(Center);
    if let Some(place) = item.location() {
        line = line.push(
            words(format!("· {place}"))
                .size(size::LABEL)
                .style(theme::secondary),
        );
    }
    let on = ctx.is_selected(item);
    super::reveal::selected(
        button(line)
            .width(Fill)
            .padding(crate::ui::theme::pad_small::ROW)
            .style(theme::event_line(on))
            .on_press(select),
        on,
    )
}
