//! The header: Today, previous, next, the period's title, the view switcher
//! and the search field.

use iced::widget::{button, container, row, space, text, text_input, Id};
use iced::{Center, Fill};

use super::app::{App, SEARCH_ID};
use super::theme;
use super::widget::Element;
use crate::layout::ViewKind;

/// The header's height, for the month grid's arithmetic.
pub const HEIGHT: f32 = 56.0;

/// What the header asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// Go to today in the current view.
    Today,
    /// One period back.
    Previous,
    /// One period forward.
    Next,
    /// Switch to another view on the same day.
    Show(ViewKind),
    /// The search text changed.
    Search(String),
    /// Undo the last edit.
    Undo,
    /// Redo the last undone edit.
    Redo,
}

pub fn view(app: &App) -> Element<'_, Message> {
    let period = app.period();
    let switch = |kind: ViewKind| {
        let b = button(text(kind.name()).size(14)).padding([6, 14]);
        let b = b.on_press(Message::Show(kind));
        if period.kind == kind {
            b.style(button::primary)
        } else {
            b.style(button::secondary)
        }
    };
    let bar = row![
        button(text("Today").size(14))
            .padding([6, 14])
            .style(button::secondary)
            .on_press(Message::Today),
        button(text("‹").size(18))
            .padding([2, 12])
            .style(button::text)
            .on_press(Message::Previous),
        button(text("›").size(18))
            .padding([2, 12])
            .style(button::text)
            .on_press(Message::Next),
        text(period.title(app.locale())).size(20).font(theme::BOLD),
        space::horizontal(),
        button(text("Undo").size(14))
            .padding([6, 10])
            .style(button::text)
            .on_press_maybe(app.can_undo().then_some(Message::Undo)),
        button(text("Redo").size(14))
            .padding([6, 10])
            .style(button::text)
            .on_press_maybe(app.can_redo().then_some(Message::Redo)),
        row![
            switch(ViewKind::Month),
            switch(ViewKind::Week),
            switch(ViewKind::Agenda)
        ]
        .spacing(2),
        text_input("Search events", app.query())
            .id(Id::new(SEARCH_ID))
            .on_input(Message::Search)
            .padding([6, 10])
            .size(14)
            .width(220),
    ]
    .spacing(10)
    .align_y(Center)
    .padding([0, 12]);
    container(bar)
        .height(HEIGHT)
        .width(Fill)
        .align_y(Center)
        .style(theme::panel)
        .into()
}
