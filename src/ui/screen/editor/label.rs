//! A field's label beside it: the width every label takes, and how a label
//! is drawn. The editor's sections (the main form, reminders) share it.

use iced::widget::{row, text};
use iced::Center;

use super::Message;
use crate::ui::theme;
use crate::ui::widget::Element;

/// The width of the labels' column.
pub(super) const LABEL: f32 = 90.0;

/// A label's text: small and secondary.
pub(super) fn secondary<'a>(label: impl text::IntoFragment<'a>) -> text::Text<'a> {
    text(label).size(theme::size::LABEL).style(theme::secondary)
}

/// `field` with `label` before it.
pub(super) fn labelled<'a>(label: String, field: Element<'a, Message>) -> Element<'a, Message> {
    row![secondary(label).width(LABEL), field]
        .spacing(theme::gap::SMALL)
        .align_y(Center)
        .into()
}
