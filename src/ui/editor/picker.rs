//! The editor's date picker: a month of days under the field it fills.

use chrono::{Datelike, Days, NaiveDate};
use iced::widget::{column, container, row, space, text};
use iced::{Center, Fill};

use super::{DateField, Editor, Message};
use crate::draft::parse_date;
use crate::layout::{Period, ViewKind};
use crate::ui::theme;
use crate::ui::widget::Element;

/// The small button next to a date field that opens the picker.
pub fn opener<'a>(field: DateField) -> Element<'a, Message> {
    iced::widget::button(text("▼").size(10))
        .padding([6, 8])
        .style(iced::widget::button::secondary)
        .on_press(Message::Picker(field))
        .into()
}

/// Six weeks around `month`; the field's current date highlighted.
pub fn month(month: NaiveDate, field: DateField, editor: &Editor) -> Element<'_, Message> {
    let d = &editor.draft;
    let current = parse_date(match field {
        DateField::Start => &d.start_date,
        DateField::End => &d.end_date,
        DateField::Until => &d.repeat.until,
    });
    let start = Period::new(ViewKind::Month, month).month_grid_start(&d.locale);
    let nav = row![
        iced::widget::button(text("‹").size(16))
            .style(iced::widget::button::text)
            .padding([0, 8])
            .on_press(Message::PickerStep(-1)),
        text(month.format("%B %Y").to_string())
            .size(14)
            .font(theme::BOLD)
            .width(Fill)
            .center(),
        iced::widget::button(text("›").size(16))
            .style(iced::widget::button::text)
            .padding([0, 8])
            .on_press(Message::PickerStep(1)),
    ]
    .align_y(Center);
    let names = row(d.locale.weekdays().iter().map(|w| {
        container(text(w.to_string().chars().take(2).collect::<String>()).size(11))
            .width(32)
            .center_x(32)
            .into()
    }));
    let mut grid = column![nav, names].spacing(2).width(7.0 * 32.0);
    for w in 0..6u64 {
        grid = grid.push(row((0..7u64).map(|i| {
            let day = start + Days::new(w * 7 + i);
            let label = text(day.day()).size(12).center().width(Fill);
            let label = if day.month() == month.month() {
                label
            } else {
                label.style(|t| text::Style {
                    color: Some(theme::dimmed_text(t)),
                })
            };
            iced::widget::button(label)
                .width(32)
                .height(26)
                .padding(0)
                .style(theme::mini_day(false, Some(day) == current))
                .on_press(Message::PickDay(day))
                .into()
        })));
    }
    row![space().width(98), grid].into()
}
