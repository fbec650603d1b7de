//! Asking which occurrences a change to a repeating event applies to (a
//! delete, an edit or a drag), as a
//! dialog over the window: "Only this event / This and following events /
//! All events". Esc or Cancel changes nothing.

use iced::widget::{button, column, container, opaque, row, text};
use iced::{Center, Fill};

use super::app::OccurrenceKey;
use super::theme;
use super::widget::Element;
use crate::draft::Edit;
use crate::store::Scope;

/// What the dialog asks for.
#[derive(Debug, Clone)]
pub enum Message {
    /// One of the three scopes was chosen.
    Chosen(Scope),
    /// Cancel: nothing changes.
    Cancel,
}

/// What waits for the user's answer.
#[derive(Debug, Clone)]
pub enum Pending {
    /// Delete the occurrences.
    Delete,
    /// Save the editor's changes.
    Save(Box<Edit>),
    /// Move or resize by a drag.
    Move(Box<Edit>),
}

/// A change to an occurrence of a repeating event, waiting for its scope.
#[derive(Debug, Clone)]
pub struct ScopePrompt {
    pub key: OccurrenceKey,
    pub title: String,
    pub pending: Pending,
}

impl ScopePrompt {
    /// Whether "Only this event" makes sense: not for a new rule,
    /// reminders, calendar or restored dates, which belong to a series.
    fn offers_only_this(&self) -> bool {
        match &self.pending {
            Pending::Delete => true,
            Pending::Save(edit) | Pending::Move(edit) => !edit.changes_series(),
        }
    }
}

pub fn view(p: &ScopePrompt) -> Element<'_, Message> {
    let rid = p.key.recurrence_id;
    let choice = |label: &'static str, scope: Scope, enabled: bool| {
        let b = button(text(label).size(14))
            .width(Fill)
            .padding([8, 12])
            .style(button::secondary);
        if enabled {
            b.on_press(Message::Chosen(scope))
        } else {
            b
        }
    };
    let question = match p.pending {
        Pending::Delete => format!("Delete “{}”?", p.title),
        Pending::Save(_) => format!("Save changes to “{}”?", p.title),
        Pending::Move(_) => format!("Move “{}”?", p.title),
    };
    let note = if p.offers_only_this() {
        "This is a repeating event."
    } else {
        "This is a repeating event. Its repetition, reminders and calendar belong to the series."
    };
    let card = container(
        column![
            text(question).size(18).font(theme::BOLD),
            text(note).size(14),
            choice("Only this event", Scope::This(rid), p.offers_only_this()),
            choice("This and following events", Scope::Following(rid), true),
            choice("All events", Scope::All, true),
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
    dialog(card.into())
}

/// `card` centered over the dimmed window; clicks do not reach the page.
pub(super) fn dialog<'a, M: 'a>(card: Element<'a, M>) -> Element<'a, M> {
    opaque(container(card).center(Fill).style(theme::backdrop))
}
