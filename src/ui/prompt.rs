//! Asking which occurrences a change to a repeating event applies to, as a
//! dialog over the window: "Only this event / This and following events /
//! All events". Esc or Cancel changes nothing.

use iced::widget::{button, column, container, opaque, row, text};
use iced::{Background, Center, Color, Fill};

use super::app::OccurrenceKey;
use super::theme;
use super::widget::Element;
use crate::store::Scope;

/// What the dialog asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// One of the three scopes was chosen.
    Chosen(Scope),
    /// Cancel: nothing changes.
    Cancel,
}

/// A pending delete of an occurrence of a repeating event.
#[derive(Debug, Clone)]
pub struct ScopePrompt {
    pub key: OccurrenceKey,
    pub title: String,
}

pub fn view(p: &ScopePrompt) -> Element<'_, Message> {
    let rid = p.key.recurrence_id;
    let choice = |label: &'static str, scope: Scope| {
        button(text(label).size(14))
            .width(Fill)
            .padding([8, 12])
            .style(button::secondary)
            .on_press(Message::Chosen(scope))
    };
    let card = container(
        column![
            text(format!("Delete “{}”?", p.title))
                .size(18)
                .font(theme::BOLD),
            text("This is a repeating event.").size(14),
            choice("Only this event", Scope::This(rid)),
            choice("This and following events", Scope::Following(rid)),
            choice("All events", Scope::All),
            row![button(text("Cancel").size(14))
                .padding([6, 12])
                .style(button::text)
                .on_press(Message::Cancel)]
            .width(Fill)
            .align_y(Center),
        ]
        .spacing(10)
        .width(340),
    )
    .padding(20)
    .style(theme::panel);
    opaque(container(card).center(Fill).style(|_| container::Style {
        background: Some(Background::Color(Color::from_rgba(0.0, 0.0, 0.0, 0.35))),
        ..container::Style::default()
    }))
}
