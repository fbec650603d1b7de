//! The editor's date picker: a month of days under the field it fills.

use crate::fl;
use crate::i18n::dates;
use chrono::NaiveDate;
use iced::widget::{column, row, space, text};
use iced::{Center, Fill};

use super::{DateField, Editor, Message};
use crate::draft::parse_date;
use crate::ui::theme;
use crate::ui::widget::days;
use crate::ui::widget::Element;

/// The small button next to a date field that opens the picker.
pub fn opener<'a>(field: DateField) -> Element<'a, Message> {
    iced::widget::button(text(theme::glyph::OPEN_PICKER).size(theme::size::TINY))
        .padding(crate::ui::theme::pad_small::COMPACT)
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
    let nav = row![
        iced::widget::button(text("‹").size(theme::size::LARGE))
            .style(iced::widget::button::text)
            .padding(crate::ui::theme::pad_small::ARROW)
            .on_press(Message::PickerStep(-1)),
        text(dates::format(&month, &fl!("date-title-month")))
            .size(theme::size::BODY)
            .font(theme::BOLD)
            .width(Fill)
            .center(),
        iced::widget::button(text("›").size(theme::size::LARGE))
            .style(iced::widget::button::text)
            .padding(crate::ui::theme::pad_small::ARROW)
            .on_press(Message::PickerStep(1)),
    ]
    .align_y(Center);
    let grid = column![
        nav,
        days::grid(
            month,
            &d.locale,
            |day| (false, Some(day) == current),
            Message::PickDay,
            (None, None),
        )
    ]
    .spacing(theme::gap::HAIRLINE)
    .width(7.0 * 28.0);
    row![space().width(98), grid].into()
}
