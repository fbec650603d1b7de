//! The agenda: upcoming days with their events ("Today", "Tomorrow", then
//! dates), loading more days as the list is scrolled to its end.

use iced::widget::{button, column, container, row, scrollable, space, text};
use iced::{Center, Fill};

use super::app::{App, OccurrenceKey};
use super::month::key;
use super::theme;
use super::widget::Element;
use crate::layout::AgendaDay;

/// What the agenda asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// An event was clicked: show its details.
    Select(OccurrenceKey),
    /// The list scrolled; how far down, 0.0 to 1.0.
    Scrolled(f32),
}

pub fn view<'a>(app: &'a App, days: &'a [AgendaDay]) -> Element<'a, Message> {
    if days.is_empty() {
        let message = if app.query().trim().is_empty() {
            "Nothing planned in these days.".to_owned()
        } else {
            format!(
                "No events match “{}” in the coming year.",
                app.query().trim()
            )
        };
        return container(text(message).size(16)).center(Fill).into();
    }
    let items = app.loaded().map(|l| l.items.as_slice()).unwrap_or(&[]);
    let mut list = column![].spacing(18).padding([16, 24]);
    for day in days {
        let mut group = column![text(day.label.clone()).size(16).font(theme::BOLD)].spacing(4);
        for entry in &day.entries {
            let item = &items[entry.item];
            let color = theme::calendar_color(app.color_of(item.calendar));
            let mut line = row![
                container(space())
                    .width(10)
                    .height(10)
                    .style(theme::swatch(color)),
                container(text(entry.when.clone()).size(13).style(|t| text::Style {
                    color: Some(theme::secondary_text(t)),
                }))
                .width(150),
                text(item.title()).size(14),
            ]
            .spacing(10)
            .align_y(Center);
            if let Some(place) = item.location() {
                line = line.push(text(format!("· {place}")).size(13).style(|t| text::Style {
                    color: Some(theme::secondary_text(t)),
                }));
            }
            group = group.push(
                button(line)
                    .width(Fill)
                    .padding([4, 8])
                    .style(theme::event_chip)
                    .on_press(Message::Select(key(item))),
            );
        }
        list = list.push(group);
    }
    scrollable(list.width(Fill))
        .on_scroll(|viewport| Message::Scrolled(viewport.relative_offset().y))
        .width(Fill)
        .height(Fill)
        .into()
}
