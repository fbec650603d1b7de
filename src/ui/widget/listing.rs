//! One occurrence as a line of a list (the agenda, search results): its
//! calendar's color, when, the title and the place; a click selects it.

use iced::widget::{button, container, row, text};
use iced::{Center, Fill};

use super::{answer_swatch, Element};
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
    let title_text = ctx.title_of(item).into_owned();
    let shaping = theme::shaping(&title_text);
    let title: Element<'a, M> = match item.my_answer {
        Some(MyAnswer::Declined) => {
            super::title(title_text, size::BODY, theme::FONT, item.my_answer)
        }
        _ if muted => text(title_text)
            .size(size::BODY)
            .shaping(shaping)
            .style(theme::secondary)
            .into(),
        _ => text(title_text).size(size::BODY).shaping(shaping).into(),
    };
    let mut line = row![
        answer_swatch(color, 10.0, item.my_answer),
        container(
            text(when.clone())
                .size(size::LABEL)
                .shaping(theme::shaping(&when))
                .style(theme::secondary)
        )
        .width(150),
        title,
    ]
    .spacing(crate::ui::theme::spot::CONTROLS)
    .align_y(Center);
    if let Some(place) = item.location() {
        let place = format!("· {place}");
        line = line.push(
            text(place.clone())
                .size(size::LABEL)
                .shaping(theme::shaping(&place))
                .style(theme::secondary),
        );
    }
    button(line)
        .width(Fill)
        .padding(crate::ui::theme::pad_small::ROW)
        .style(theme::event_chip)
        .on_press(select)
        .into()
}
